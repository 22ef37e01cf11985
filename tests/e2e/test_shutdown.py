"""End to end: the bot stopped by SIGTERM (as ``docker stop`` and systemd stop it) and restarted.

A clean stop lets the work under way commit, answers a click that comes meanwhile with "the
room is restarting", closes the gateway and the store, stops the odds' worker processes and
exits 0 with one log line; the next start resumes every hand where it was. SIGKILL is
``test_restart.py``'s.
"""

from __future__ import annotations

import asyncio
import signal
import sqlite3
from pathlib import Path

import pytest

from cardroom.store import SqliteStore
from tests.e2e.emulator import BotProcess, DiscordEmulator, Message
from tests.e2e.test_play import (
    Room,
    button,
    dealt,
    hand_of,
    open_table,
    play_hand_with_buttons,
    room,
    start_bot,
    to_act,
    wait_for_hand,
)
from tests.e2e.test_restart import total_chips

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play

STOPPED = "Stopped cleanly on SIGTERM"
"""The log line of a clean stop."""
STOP_LIMIT = 10.0
"""Hosts SIGKILL a process that has not exited ~10 s after SIGTERM."""


def children(pid: int) -> set[int]:
    """The processes ``pid`` started (the odds' workers among them), from /proc."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text()
        found.update(int(child) for child in text.split())
    return found


def alive(pid: int) -> bool:
    """Whether a process is still running (a zombie counts as ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "State:\tZ" not in status


async def terminate(process: BotProcess) -> int:
    """Send SIGTERM and wait (at most :data:`STOP_LIMIT` seconds) for the exit status."""
    process.process.send_signal(signal.SIGTERM)
    return await asyncio.wait_for(process.process.wait(), STOP_LIMIT)


def restarting(handle_messages: list[Message]) -> bool:
    """Whether one of the answers says, privately, that the room is restarting."""
    return any("room is restarting" in m.content and m.ephemeral for m in handle_messages)


def hold_database(database: Path) -> sqlite3.Connection:
    """Another process's write transaction: the bot's next save waits for it."""
    conn = sqlite3.connect(database, isolation_level=None, timeout=10)
    conn.execute("BEGIN IMMEDIATE")
    return conn


async def stacks(database: Path, guild_id: int) -> dict[int, int]:
    """Each seated player's stack at the guild's open table, as stored."""
    async with await SqliteStore.open(database) as store:
        (table,) = await store.open_tables(guild_id)
    return {seat.user_id: seat.stack for seat in table.seats}


async def test_sigterm_mid_hand_stops_cleanly_and_the_hand_resumes_where_it_was(
    emulator: DiscordEmulator, room: Room, tmp_path: Path
) -> None:
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, database)
    try:
        message = await open_table(emulator, room, players)
        for _ in range(2):
            actor = room.member(to_act(message) or 0)
            click = await emulator.click(actor, message, button(message, ":call"))
            assert not (await click.wait_response()).ephemeral, click.content
        await emulator.wait_until(
            lambda: all(1 in dealt(emulator, m) for m in players), 10, "the DMs of hand 1"
        )
        actor_before = to_act(message)
        cards_before = {m.id: dealt(emulator, m)[1] for m in players}
        chips_before = await total_chips(database, room.guild.id)
        workers = children(process.process.pid)
        status = await terminate(process)
    finally:
        await process.stop()
        print(process.output)
    assert status == 0, process.output
    assert STOPPED in process.output
    assert "Traceback" not in process.output
    assert not emulator.gateway.connected  # the bot closed its gateway connection
    assert workers, "the odds' worker processes were running"
    # The workers were joined before the exit; multiprocessing's resource tracker ends as
    # it reads the end of the bot's pipe, a moment after.
    await emulator.wait_until(
        lambda: not [pid for pid in workers if alive(pid)] or None, 5, "the workers to end"
    )
    assert await total_chips(database, room.guild.id) == chips_before

    process = await start_bot(emulator, room, database)
    try:
        # The same hand, the same player to act, the same cards: nothing was voided.
        assert hand_of(message) == 1
        assert to_act(message) == actor_before
        assert await total_chips(database, room.guild.id) == chips_before
        await play_hand_with_buttons(emulator, room, 1, players)
        assert {m.id: dealt(emulator, m)[1] for m in players} == cards_before
        assert not any("misdeal" in m.text().lower() for m in emulator.messages(room.table))
        assert await total_chips(database, room.guild.id) == chips_before
        await wait_for_hand(emulator, room, 2)  # and the table deals on
    finally:
        await process.stop()
        print(process.output)


async def test_sigterm_mid_settlement_lets_it_commit_and_answers_clicks_politely(
    emulator: DiscordEmulator, room: Room, tmp_path: Path
) -> None:
    """SIGTERM while a hand's settlement waits for the database: it commits, then the bot stops.

    The settlement is held back by another connection's write lock; while the bot waits for
    it, a click is told that the room is restarting (and changes nothing). Once the lock is
    released the settlement commits, its click is answered, and the bot exits 0.
    """
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    process = await start_bot(emulator, room, database)
    conn: sqlite3.Connection | None = None
    try:
        message = await open_table(emulator, room, players)
        first = room.member(to_act(message) or 0)
        click = await emulator.click(first, message, button(message, ":fold"))
        assert not (await click.wait_response()).ephemeral, click.content
        last = room.member(to_act(message) or 0)  # the small blind: their fold ends the hand
        big_blind = next(m for m in players if m.id not in (first.id, last.id))
        chips_before = await total_chips(database, room.guild.id)
        conn = hold_database(database)
        ending = await emulator.click(last, message, button(message, ":fold"))
        await ending.wait_response(timeout=5)  # deferred: the settlement waits for the lock
        assert ending.deferred
        process.process.send_signal(signal.SIGTERM)
        await emulator.wait_until(
            lambda: "Stopping (SIGTERM)" in process.output or None, 5, "the stop to begin"
        )
        # A click in that moment is answered: the room is restarting, the hand is kept.
        cards = await emulator.click(big_blind, message, button(message, ":cards"))
        await cards.wait_response(timeout=5)
        assert restarting(cards.messages), cards.content
        conn.rollback()
        conn.close()
        conn = None
        status = await asyncio.wait_for(process.process.wait(), STOP_LIMIT)
        assert not restarting(ending.messages), "the settlement under way was not kept"
    finally:
        if conn is not None:
            conn.rollback()
            conn.close()
        await process.stop()
    assert status == 0, process.output
    assert STOPPED in process.output
    assert "Traceback" not in process.output
    assert await total_chips(database, room.guild.id) == chips_before
    # The hand was settled before the stop: the big blind won the small blind's 5.
    assert await stacks(database, room.guild.id) == {
        first.id: 1000,
        last.id: 995,
        big_blind.id: 1005,
    }

    process = await start_bot(emulator, room, database)
    try:
        await wait_for_hand(emulator, room, 2)  # the table deals on after the restart
        assert await total_chips(database, room.guild.id) == chips_before
        ended = await play_hand_with_buttons(emulator, room, 2, players)
        assert not ended.custom_ids()
        assert not any("misdeal" in m.text().lower() for m in emulator.messages(room.table))
        assert await total_chips(database, room.guild.id) == chips_before
    finally:
        await process.stop()
        print(process.output)
