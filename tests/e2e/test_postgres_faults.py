"""End to end on a real PostgreSQL: the bot's connections killed, rows locked, the server down.

Each scenario runs the real bot.py against the Discord emulator and checks, with SQL on the
server, that every chip is where the ledger says: members get answers (the table moves on,
or "the bank is busy" and nothing changed), the tables go on without a restart of the bot
once the database answers again, and no hand is left stuck.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import cast
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pgserver
import pytest
from pgserver.postgres_server import PostgresServer as PgServer
from pgserver.postgres_server import get_server

from cardroom.store.postgres import APPLICATION_NAME
from tests.e2e.emulator import DiscordEmulator, InteractionHandle, Member, Message
from tests.e2e.shard_support import sharded_room, start_sharded_bot
from tests.e2e.test_play import (
    Room,
    button,
    last_showdown,
    open_table,
    play_hand_with_buttons,
    room,
    start_bot,
    to_act,
    wait_for_hand,
)
from tests.e2e.test_two_processes import chips, wait_for_log
from tests.postgres_server import PostgresServer

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play

START = 10_000
LOCKED_TABLE = "SELECT 1 FROM tables WHERE channel_id = $1 AND status = 'open' FOR UPDATE"
LOCKED_BANKROLL = "SELECT 1 FROM bankrolls WHERE guild_id = $1 AND user_id = $2 FOR UPDATE"


async def kill_store_connections(url: str) -> int:
    """End the bot's store connections (``pg_terminate_backend``); how many were ended."""
    conn = await asyncpg.connect(url)
    try:
        ended = await conn.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE application_name = $1 AND datname = current_database()",
            APPLICATION_NAME,
        )
    finally:
        await conn.close()
    return int(ended)


async def backend_waiting_for_a_lock(
    url: str, timeout: float = 15.0, other_than: int | None = None
) -> int:
    """The pid of the bot's store connection once it waits for a row lock (0: not in time).

    ``other_than`` is a pid to skip (one that was killed).
    """
    conn = await asyncpg.connect(url)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    try:
        while True:
            pid = await conn.fetchval(
                "SELECT pid FROM pg_stat_activity WHERE application_name = $1"
                " AND datname = current_database() AND wait_event_type = 'Lock'",
                APPLICATION_NAME,
            )
            if pid is not None and pid != other_than:
                return int(pid)
            if loop.time() > deadline:
                return 0
            await asyncio.sleep(0.05)
    finally:
        await conn.close()


@contextlib.asynccontextmanager
async def row_locked(url: str, sql: str, *args: object) -> AsyncIterator[None]:
    """Another session holds the rows ``sql`` selects ``FOR UPDATE`` until the block ends."""
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction():
            assert await conn.fetch(sql, *args), "the rows to lock exist"
            yield
    finally:
        await conn.close()


async def terminate(url: str, pid: int) -> None:
    """``pg_terminate_backend`` one backend."""
    conn = await asyncpg.connect(url)
    try:
        assert await conn.fetchval("SELECT pg_terminate_backend($1)", pid)
    finally:
        await conn.close()


def said_busy(handle: InteractionHandle) -> bool:
    """Whether the bot answered ``handle`` with "the bank is busy"."""
    return any("bank is busy" in m.content for m in handle.messages)


def refused(handle: InteractionHandle) -> bool:
    """Whether the bot told the clicker, privately, that the bank is busy or the table paused."""
    return any(
        m.ephemeral and ("bank is busy" in m.content or "paused" in m.content)
        for m in handle.messages
    )


async def click(emulator: DiscordEmulator, who: Member, message: Message, move: str) -> None:
    """Click ``move`` and check the table took it (a public answer)."""
    handle = await emulator.click(who, message, button(message, move))
    await handle.wait_response(timeout=10)
    await handle.wait_original(timeout=10)
    assert not handle.ephemeral, handle.content


async def killed_while_waiting(
    emulator: DiscordEmulator, url: str, who: Member, message: Message, move: str, *lock: object
) -> bool:
    """``who`` clicks ``move`` while the table's row is locked, and the connection whose save
    waits for it is killed. True if the click counted once the lock was gone (a hand's save
    is data: the store makes it again on a new connection), False if it was answered "the
    bank is busy" and changed nothing.
    """
    before = to_act(message)
    loop = asyncio.get_running_loop()
    async with row_locked(url, LOCKED_TABLE, *lock):
        handle = await emulator.click(who, message, button(message, move))
        killed = await backend_waiting_for_a_lock(url)
        await terminate(url, killed)
        deadline = loop.time() + 20
        while not said_busy(handle):  # refused, or made again and waiting on a new connection
            if await backend_waiting_for_a_lock(url, timeout=0.5, other_than=killed):
                break
            assert loop.time() < deadline, "neither refused nor made again"
    await emulator.wait_until(
        lambda: to_act(message) != before or said_busy(handle) or None, 20, "the answer"
    )
    assert not handle.errors
    return not said_busy(handle)


async def test_killed_connections_mid_hand_in_a_settlement_and_in_a_buy_in(
    emulator: DiscordEmulator, room: Room, postgres_url: str
) -> None:
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, postgres_url)
    try:
        message = await open_table(emulator, room, players)
        # Between two clicks: the store finds its connection broken before BEGIN, opens
        # another and goes on; nobody notices.
        assert await kill_store_connections(postgres_url) == 1
        await click(emulator, room.member(to_act(message) or 0), message, ":call")
        # During a hand's save: it rolls back whole, the player hears the bank is busy,
        # and the same click works a moment later.
        small = room.member(to_act(message) or 0)
        if not await killed_while_waiting(
            emulator, postgres_url, small, message, ":call", room.table.id
        ):
            await click(emulator, small, message, ":call")
        await play_hand_with_buttons(emulator, room, 1, players)
        await last_showdown(emulator, room, 1)
        assert await chips(postgres_url, [room]) == [(START * 3, START * 3)]
        # During a settlement: two folds end hand 2, and the second one's settlement is cut.
        message = await wait_for_hand(emulator, room, 2)
        await click(emulator, room.member(to_act(message) or 0), message, ":fold")
        small = room.member(to_act(message) or 0)
        if not await killed_while_waiting(
            emulator, postgres_url, small, message, ":fold", room.table.id
        ):
            assert await chips(postgres_url, [room]) == [(START * 3, START * 3)]
            await click(emulator, small, message, ":fold")
        await wait_for_hand(emulator, room, 3)  # hand 2 was settled
        # During a buy-in: the bankroll's debit waits, its connection is killed.
        balance = await emulator.slash(room.boss, room.table, "balance")
        await balance.wait_response()
        async with row_locked(postgres_url, LOCKED_BANKROLL, room.guild.id, room.boss.id):
            joined = await emulator.slash(room.boss, room.table, "poker join", buy_in=1000)
            killed = await backend_waiting_for_a_lock(postgres_url)
            await terminate(postgres_url, killed)
            await emulator.wait_until(lambda: said_busy(joined) or None, 20, "the bank is busy")
        assert await chips(postgres_url, [room]) == [(START * 4, START * 4)]
        joined = await emulator.slash(room.boss, room.table, "poker join", buy_in=1000)
        await joined.wait_original(timeout=10)
        assert not said_busy(joined), joined.content
        # The table plays on with everyone; nothing stuck, every chip accounted for.
        everyone = [*players, room.boss]
        await play_hand_with_buttons(emulator, room, 3, everyone)
        await last_showdown(emulator, room, 3)
        assert await chips(postgres_url, [room]) == [(START * 4, START * 4)]
        assert await open_hand_count(postgres_url) <= 1
    finally:
        await process.stop()
        print(process.output)


async def open_hand_count(url: str) -> int:
    """How many open tables hold a hand in progress (SQL on the server)."""
    conn = await asyncpg.connect(url)
    try:
        return int(
            await conn.fetchval(
                "SELECT count(*) FROM tables WHERE status = 'open' AND hand_json IS NOT NULL"
            )
        )
    finally:
        await conn.close()


async def test_a_row_lock_held_for_ten_seconds_delays_the_table_but_loses_nothing(
    emulator: DiscordEmulator, room: Room, postgres_url: str
) -> None:
    """Another session locks the table's row for 10 s: the click waits, then counts."""
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, postgres_url)
    try:
        message = await open_table(emulator, room, players)
        actor = to_act(message)
        loop = asyncio.get_running_loop()
        async with row_locked(postgres_url, LOCKED_TABLE, room.table.id):
            locked_at = loop.time()
            handle = await emulator.click(
                room.member(actor or 0), message, button(message, ":call")
            )
            await handle.wait_response(timeout=5)  # deferred within Discord's 3 s
            await backend_waiting_for_a_lock(postgres_url)
            while loop.time() < locked_at + 10:  # the lock is held for 10 s
                await asyncio.sleep(0.5)
                assert to_act(message) == actor
        # Answered once the lock is gone: the table moved on, or the bank was busy.
        await emulator.wait_until(
            lambda: to_act(message) != actor or said_busy(handle) or None, 20, "the answer"
        )
        assert not handle.errors
        if to_act(message) == actor:  # refused as busy: nothing happened, the click works now
            await click(emulator, room.member(actor or 0), message, ":call")
        await play_hand_with_buttons(emulator, room, 1, players)
        await last_showdown(emulator, room, 1)
        await wait_for_hand(emulator, room, 2)
        assert await chips(postgres_url, [room]) == [(START * 3, START * 3)]
    finally:
        await process.stop()
        print(process.output)


# --- the server stopped and started again ---------------------------------------------------


@pytest.fixture
def own_server() -> Iterator[tuple[PostgresServer, PgServer]]:
    """A PostgreSQL server of this test's own (pgserver's), which it may stop and start."""
    with tempfile.TemporaryDirectory(prefix="pgf", dir="/tmp") as folder:
        server = get_server(Path(folder) / "pgdata", cleanup_mode="stop")
        try:
            yield PostgresServer(str(server.get_uri())), server
        finally:
            server.cleanup()


def stop_server(server: PgServer) -> None:
    """Stop the server at once (``pg_ctl stop -m fast``: every session is ended)."""
    pg_ctl = cast(Callable[..., str], vars(pgserver)["pg_ctl"])  # made at import, per binary
    pg_ctl(["-w", "-m", "fast", "stop"], pgdata=server.pgdata, user=server.system_user)


def start_server(server: PgServer) -> None:
    """Start the same data folder again, on the same socket."""
    server.ensure_postgres_running()


async def test_the_server_down_for_20_seconds_and_the_tables_go_on(
    emulator: DiscordEmulator, room: Room, own_server: tuple[PostgresServer, PgServer]
) -> None:
    postgres, server = own_server
    url = await postgres.new_database()
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, url)
    try:
        message = await open_table(emulator, room, players)
        actor = room.member(to_act(message) or 0)
        await asyncio.to_thread(stop_server, server)
        # While the database is gone, members get polite answers and nothing moves.
        daily = await emulator.slash(room.bob, room.table, "daily")
        await emulator.wait_until(lambda: said_busy(daily) or None, 20, "the bank is busy")
        handle = await emulator.click(actor, message, button(message, ":call"))
        await emulator.wait_until(lambda: refused(handle) or None, 20, "a polite refusal")
        await asyncio.sleep(20)  # the outage lasts 20 s
        await asyncio.to_thread(start_server, server)
        # Without a restart of the bot the table comes back, the same hand, the same turn.
        await wait_for_log(process, f"Server {room.guild.id} claimed again", timeout=60)
        assert to_act(message) == actor.id
        await play_hand_with_buttons(emulator, room, 1, players)
        await last_showdown(emulator, room, 1)
        await wait_for_hand(emulator, room, 2)
        assert await chips(url, [room]) == [(START * 3, START * 3)]
        assert await open_hand_count(url) == 1
    finally:
        await process.stop()
        print(process.output)


# --- sharding: a process cut off from PostgreSQL gives its servers up to another -----------


def as_role(url: str, role: str) -> str:
    """``url`` logging in as ``role`` (the test server trusts local connections)."""
    parts = urlsplit(url)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit((parts.scheme, f"{role}@{host}", parts.path, parts.query, ""))


async def run_sql(url: str, *statements: str) -> None:
    """Run statements on ``url``, one after the other."""
    conn = await asyncpg.connect(url)
    try:
        for statement in statements:
            await conn.execute(statement)
    finally:
        await conn.close()


async def test_a_process_cut_off_from_postgresql_gives_its_server_to_another_that_plays_on(
    emulator: DiscordEmulator, postgres_url: str
) -> None:
    """Process A runs a server's table; B, started for the same shard, waits for its lock.

    A is cut off from PostgreSQL (its connections killed, its role refused new ones, as a
    network partition would): it stops the server's table at once, and B takes the server
    over within its retry period and resumes the same hand, which members then finish.
    """
    role = f"holdem_a_{os.getpid()}"
    await run_sql(postgres_url, f'CREATE ROLE "{role}" LOGIN SUPERUSER')
    room = await sharded_room(emulator, "Moving", (0, 2))
    first = await start_sharded_bot(
        emulator,
        room,
        {"DATABASE_URL": as_role(postgres_url, role)},
        shard_count=1,
        shard_ids="0",
        ready=(0,),
    )
    second = None
    try:
        players = [room.alice, room.bob, room.carol]
        message = await open_table(emulator, room, players)
        await click(emulator, room.member(to_act(message) or 0), message, ":call")
        actor = to_act(message)
        second = await start_sharded_bot(
            emulator, room, {"DATABASE_URL": postgres_url}, shard_count=2, shard_ids="0", ready=(0,)
        )
        await wait_for_log(second, f"Server {room.guild.id} is claimed by another process")
        # The partition: A's sessions end and it may not open new ones.
        loop = asyncio.get_running_loop()
        cut_at = loop.time()
        await run_sql(postgres_url, f'ALTER ROLE "{role}" NOLOGIN')
        conn = await asyncpg.connect(postgres_url)
        try:
            await conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", role
            )
        finally:
            await conn.close()
        await wait_for_log(first, "stopped in this process", timeout=20)
        await wait_for_log(second, f"Server {room.guild.id} claimed again", timeout=40)
        took = loop.time() - cut_at
        assert took < 15 + 10, f"B took {took:.1f} s to take the server over"
        # A stops (its clicks would race B's answers in the emulator), cleanly, offline.
        first.process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(first.process.wait(), 10) == 0
        # The hand goes on in B: the same hand, the same player to act.
        assert to_act(message) == actor
        await play_hand_with_buttons(emulator, room, 1, players)
        await last_showdown(emulator, room, 1)
        await wait_for_hand(emulator, room, 2)
        assert await chips(postgres_url, [room]) == [(START * 3, START * 3)]
        assert f"in channel {room.table.id} restored" in second.output
    finally:
        if second is not None:
            await second.stop()
            print(second.output)
        await first.stop()
        print(first.output)
        await run_sql(
            postgres_url,
            f'REASSIGN OWNED BY "{role}" TO CURRENT_USER',
            f'DROP OWNED BY "{role}"',
        )
        await run_sql(postgres_url, f'DROP ROLE "{role}"')
