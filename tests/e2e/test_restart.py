"""End to end: the bot is killed (SIGKILL) in the middle of a hand and started again."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardroom.store import SqliteStore
from tests.e2e.emulator import DiscordEmulator, Message
from tests.e2e.test_play import (
    Room,
    button,
    dealt,
    hand_of,
    last_showdown,
    open_table,
    play_hand_with_buttons,
    room,
    start_bot,
    to_act,
)

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play


async def total_chips(database: Path, guild_id: int) -> int:
    async with await SqliteStore.open(database) as store:
        return await store.total_chips(guild_id)


async def test_killed_mid_hand_the_same_table_continues(
    emulator: DiscordEmulator, room: Room, tmp_path: Path
) -> None:
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, database)
    try:
        message = await open_table(emulator, room, players)
        # Two actions, then the kill.
        for _ in range(2):
            actor = room.member(to_act(message) or 0)
            choice = button(message, ":call")
            click = await emulator.click(actor, message, choice)
            await click.wait_response()
        actor_before = to_act(message)
        await emulator.wait_until(
            lambda: all(1 in dealt(emulator, m) for m in players), 10, "the DMs of hand 1"
        )
        cards_before = {m.id: dealt(emulator, m)[1] for m in players}
        chips_before = await total_chips(database, room.guild.id)
        process.process.kill()
        await process.process.wait()
    finally:
        await process.stop()
    await emulator.wait_until(lambda: not emulator.gateway.connected, 10, "the socket to close")
    process = await start_bot(emulator, room, database)
    try:
        # The old table message was refreshed in place, and its buttons still work.
        assert hand_of(message) == 1
        assert to_act(message) == actor_before
        assert await total_chips(database, room.guild.id) == chips_before
        ended = await play_hand_with_buttons(emulator, room, 1, players)
        assert not ended.custom_ids()
        showdown = await last_showdown(emulator, room, 1)
        for member in players:
            line = next(
                (ln for ln in showdown.text().splitlines() if f"<@{member.id}> shows" in ln), None
            )
            if line is not None:
                assert " ".join(cards_before[member.id]) in line
        assert await total_chips(database, room.guild.id) == chips_before
    finally:
        await process.stop()
        print(process.output)


async def test_a_copy_posted_just_before_a_kill_loses_its_buttons_at_the_restart(
    emulator: DiscordEmulator, room: Room, tmp_path: Path
) -> None:
    """A kill between posting the next table message and saving its id leaves a live copy.

    The stray is made while the bot is down (a message of the bot's after the saved table
    message, with its buttons); the restart refreshes the saved message and takes the
    stray's buttons off, so the channel never shows two live tables.
    """
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, database)
    try:
        message = await open_table(emulator, room, players)
        await emulator.wait_until(
            lambda: all(1 in dealt(emulator, m) for m in players), 10, "the DMs of hand 1"
        )
        actor = to_act(message)
        process.process.kill()
        await process.process.wait()
    finally:
        await process.stop()
    await emulator.wait_until(lambda: not emulator.gateway.connected, 10, "the socket to close")
    stray = Message(
        id=emulator.new_id(),
        channel_id=room.table.id,
        guild_id=room.guild.id,
        author=emulator.bot_user,
        content="",
        components=[dict(row) for row in message.components],
    )
    emulator.store_message(stray)
    assert stray.custom_ids()
    process = await start_bot(emulator, room, database)
    try:
        await emulator.wait_until(lambda: not stray.custom_ids(), 30, "the stray's buttons to go")
        assert message.custom_ids(), "the saved table message keeps its buttons"
        assert to_act(message) == actor
    finally:
        await process.stop()
