"""End to end: two bot processes, shards 0 and 1 of 2, share one PostgreSQL database.

Each plays a table in a server of its shard. Then the process of shard 1 is killed
(SIGKILL) in the middle of a hand and started again: its table resumes the same hand, while
the process of shard 0 keeps dealing and answering clicks throughout, and the chips of both
servers are conserved (the store's totals and its ledger agree); a third process that
finds both servers locked leaves them alone and logs why. And a process whose lock
connection is cut stops its server's table (a click is told, politely, that it is paused)
until it has locked the server again, then plays the same hand on.
"""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from cardroom.store.advisory import APPLICATION_NAME
from cardroom.store.postgres import PostgresStore
from tests.e2e.emulator import BotProcess, DiscordEmulator
from tests.e2e.emulator.server import default_patience
from tests.e2e.shard_support import sharded_room, start_sharded_bot
from tests.e2e.test_play import (
    Room,
    button,
    hand_of,
    last_showdown,
    open_table,
    play_hand_with_buttons,
    to_act,
    wait_for_hand,
)

pytestmark = pytest.mark.e2e

START = 10_000


async def chips(url: str, rooms: list[Room]) -> list[tuple[int, int]]:
    """Each server's chips as the store counts them and as its ledger adds up."""
    store = await PostgresStore.open(url)
    try:
        return [
            (await store.total_chips(room.guild.id), await store.ledger_total(room.guild.id))
            for room in rooms
        ]
    finally:
        await store.close()


async def wait_for_log(process: BotProcess, text: str, timeout: float = 30.0) -> None:
    """Wait until the process has logged ``text`` (the limit times the e2e patience)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout * default_patience()
    while text not in process.output:
        if loop.time() > deadline or not process.running:
            raise AssertionError(f"the bot never logged {text!r}:\n{process.output}")
        await asyncio.sleep(0.1)


async def test_two_processes_share_the_database_and_one_survives_a_kill(
    emulator: DiscordEmulator, postgres_url: str
) -> None:
    zero = await sharded_room(emulator, "Shard Zero", (0, 2), prefix="z-")
    one = await sharded_room(emulator, "Shard One", (1, 2), prefix="o-")
    database = {"DATABASE_URL": postgres_url}
    first = await start_sharded_bot(
        emulator, zero, database, shard_count=2, shard_ids="0", ready=(0,)
    )
    second: BotProcess | None = None
    try:
        second = await start_sharded_bot(
            emulator, one, database, shard_count=2, shard_ids="1", ready=(1,)
        )
        players_zero = [zero.alice, zero.bob, zero.carol]
        players_one = [one.alice, one.bob, one.carol]
        await open_table(emulator, zero, players_zero)
        await open_table(emulator, one, players_one)
        for hand_no in (1,):  # members play on both servers
            await play_hand_with_buttons(emulator, zero, hand_no, players_zero)
            await play_hand_with_buttons(emulator, one, hand_no, players_one)
        expected = [(START * 3, START * 3), (START * 3, START * 3)]
        assert await chips(postgres_url, [zero, one]) == expected
        # Two actions of hand 2 on shard 1, then its process is killed.
        table_one = await wait_for_hand(emulator, one, 2)
        for _ in range(2):
            actor = one.member(to_act(table_one) or 0)
            click = await emulator.click(actor, table_one, button(table_one, ":call"))
            await click.wait_response()
            assert not click.ephemeral, click.content
        actor_before = to_act(table_one)
        second.process.kill()
        await second.process.wait()
        await second.stop()
        await emulator.wait_until(
            lambda: not emulator.gateway.shard_connected(1), 10, "shard 1 to go away"
        )
        # Shard 0 plays on during the outage: clicks answered, the next hand dealt.
        await play_hand_with_buttons(emulator, zero, 2, players_zero)
        await last_showdown(emulator, zero, 2)
        await wait_for_hand(emulator, zero, 3)
        # Shard 1 starts again; its table resumes the same hand, the same player to act.
        second = await start_sharded_bot(
            emulator, one, database, shard_count=2, shard_ids="1", ready=(1,)
        )
        await wait_for_log(second, f"in channel {one.table.id} restored")
        assert hand_of(table_one) == 2
        assert to_act(table_one) == actor_before
        await play_hand_with_buttons(emulator, one, 2, players_one)
        await last_showdown(emulator, one, 2)
        # Shard 0 kept going all along, and goes on.
        await play_hand_with_buttons(emulator, zero, 3, players_zero)
        assert await chips(postgres_url, [zero, one]) == expected
        # A third process, wrongly told it runs every shard (SHARD_COUNT=1), finds both
        # servers locked: it leaves them alone and says why.
        third = await start_sharded_bot(
            emulator, zero, database, shard_count=1, shard_ids="0", ready=(0,)
        )
        try:
            await wait_for_log(third, "Restored 0 open tables")
        finally:
            await third.stop()
        for room in (zero, one):
            assert f"Server {room.guild.id} is claimed by another process" in third.output
        assert " restored" not in third.output.replace("Restored 0 open tables", "")
    finally:
        if second is not None:
            await second.stop()
            print(second.output)
        await first.stop()
        print(first.output)
    # The process of shard 0 never stopped a table nor left a server alone.
    assert "claimed by another process" not in first.output
    assert "stopped in this process" not in first.output
    assert f"Server {one.guild.id}" not in first.output


async def test_a_lost_lock_connection_pauses_the_servers_table_until_it_is_locked_again(
    emulator: DiscordEmulator, postgres_url: str
) -> None:
    """Rather than risk two runners, the table stops, says so politely, and comes back."""
    room = await sharded_room(emulator, "Solo", (0, 1))
    process = await start_sharded_bot(
        emulator, room, {"DATABASE_URL": postgres_url}, shard_count=1, shard_ids="0", ready=(0,)
    )
    try:
        players = [room.alice, room.bob]
        message = await open_table(emulator, room, players)
        actor = room.member(to_act(message) or 0)
        killer = await asyncpg.connect(postgres_url)
        try:
            ended = await killer.fetchval(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE application_name = $1 AND datname = current_database()",
                APPLICATION_NAME,
            )
        finally:
            await killer.close()
        assert ended == 1
        await wait_for_log(process, "stopped in this process")
        before, edits = message.text(), message.edits
        click = await emulator.click(actor, message, button(message, ":call"))
        await click.wait_original()
        assert click.ephemeral
        assert "paused" in click.content
        assert (message.text(), message.edits) == (before, edits)
        # The lock is taken again on a new connection, and the same hand plays on.
        await wait_for_log(process, f"Server {room.guild.id} claimed again", timeout=40)
        assert to_act(message) == actor.id
        await play_hand_with_buttons(emulator, room, 1, players)
        await last_showdown(emulator, room, 1)
        assert await chips(postgres_url, [room]) == [(START * 2, START * 2)]
    finally:
        await process.stop()
        print(process.output)
