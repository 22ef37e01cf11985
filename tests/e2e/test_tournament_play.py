"""Twenty members in a tournament through the emulator: four threads, a SIGKILL, a cancel.

Twenty members register, the tournament starts on four public threads of five (6-max),
the bot is killed (SIGKILL) with the four tables running and started again: the
tournament is back (status in a thread), and a cancel shares the pool by the policy, so
every bankroll changes by what it received less the entry and every chip is accounted for.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardroom.store import PostgresStore
from tests.e2e.emulator import BotProcess, DiscordEmulator
from tests.e2e.emulator.threads import threads_of
from tests.e2e.test_play import Room, start_bot
from tests.e2e.test_tournament_lobby import balance, bot, database, host_permissions, room

__all__ = ["bot", "database", "host_permissions", "room"]  # the fixtures, shared

pytestmark = pytest.mark.e2e

ENTRY = 100
START = 10_000
CANCELLED = re.compile(r"shared among the players still in")


async def test_twenty_start_on_four_threads_survive_a_sigkill_and_cancel_by_the_policy(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    await _flow(emulator, room, bot, database)


async def test_the_same_on_postgresql_conserves_every_chip(
    emulator: DiscordEmulator, room: Room, postgres_url: str
) -> None:
    host_permissions(room)
    process = await start_bot(emulator, room, postgres_url)
    try:
        await _flow(emulator, room, process, postgres_url)
    finally:
        await process.stop()
    async with await PostgresStore.open(postgres_url) as store:
        assert await store.total_chips(room.guild.id) == await store.ledger_total(room.guild.id)


async def _flow(emulator: DiscordEmulator, room: Room, bot: BotProcess, target: Path | str) -> None:
    """Register twenty, start, SIGKILL, restart, check, cancel, count."""
    members = [await emulator.add_member(room.guild, f"player{n:02}") for n in range(20)]
    created = await emulator.slash(
        room.boss,
        room.table,
        "poker tournament create",
        name="Big",
        entry=ENTRY,
        table_size=6,
        level_minutes=0.5,
        payouts="top20",
    )
    await created.wait_original()
    for member in members:
        joined = await emulator.slash(member, room.table, "poker tournament register")
        await joined.wait_original()
    started = await emulator.slash(room.boss, room.table, "poker tournament start")
    await started.wait_original()
    assert "has started on 4 tables" in started.content
    threads = threads_of(emulator, room.table)
    assert sorted(str(t.name) for t in threads) == [f"Big · table {n}" for n in (1, 2, 3, 4)]

    bot.process.kill()  # SIGKILL: no goodbye, the store has every boundary
    await bot.process.wait()
    again = await start_bot(emulator, room, target)
    try:
        status = await emulator.slash(members[0], room.table, "poker tournament status")
        await status.wait_original()
        assert "Players left" in status.content
        assert "of 20" in status.content
        cancelled = await emulator.slash(room.boss, room.table, "poker tournament cancel")
        await cancelled.wait_original()
        assert CANCELLED.search(cancelled.content), cancelled.content
        total = 0
        for member in members:
            total += await balance(emulator, room, member) - (START - ENTRY)
        assert total == ENTRY * len(members)  # the whole pool came back, shared
    finally:
        await again.stop()
