"""End to end: the tournament lobby (issue 24, before tables run), through the real bot.py.

An admin opens a tournament with a later start: the lobby message gets its buttons and the
server gets its Scheduled Event; members register and withdraw by button and by command,
each entry moving between bankroll and prize pool; ``start`` refuses a short field and
says that tables are not running yet; ``cancel`` refunds everyone and cancels the event;
and the lobby's buttons still work after the bot restarts.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from cardroom.store import PostgresStore
from tests.e2e.emulator import BotProcess, DiscordEmulator, Member, Message
from tests.e2e.emulator.events import CREATE_EVENTS, EventStatus, scheduled_events
from tests.e2e.emulator.threads import (
    CREATE_PUBLIC_THREADS,
    SEND_MESSAGES_IN_THREADS,
    threads_of,
)
from tests.e2e.test_play import Room, room, start_bot

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play

BALANCE = re.compile(r"\*\*([\d,]+)\*\*")


@pytest.fixture
async def database(tmp_path: Path) -> Path:
    return tmp_path / "room.sqlite3"


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, database: Path) -> AsyncIterator[BotProcess]:
    host_permissions(room)
    process = await start_bot(emulator, room, database)
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)


async def balance(emulator: DiscordEmulator, room: Room, member: Member) -> int:
    reply = await emulator.slash(member, room.table, "balance")
    message = await reply.wait_original()
    found = BALANCE.search(message.content)
    assert found is not None, message.content
    return int(found.group(1).replace(",", ""))


async def lobby(emulator: DiscordEmulator, room: Room) -> Message:
    return await emulator.wait_for_message(
        room.table, lambda m: "multi-table tournament" in m.content
    )


def button(message: Message, action: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith(f"holdem:v1:mtt:{action}:"))


def host_permissions(room: Room) -> None:
    """Give the bot's role what a tournament host needs."""
    for guild_role in room.guild.roles:
        if guild_role.managed:
            guild_role.permissions |= (
                CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS | CREATE_EVENTS
            )


async def test_a_lobby_takes_entries_and_a_cancel_refunds_them(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    await lobby_flow(emulator, room)


async def test_the_lobby_on_postgresql_conserves_every_chip(
    emulator: DiscordEmulator, room: Room, postgres_url: str
) -> None:
    host_permissions(room)
    process = await start_bot(emulator, room, postgres_url)
    try:
        await lobby_flow(emulator, room)
    finally:
        await process.stop()
        print(process.output)
    async with await PostgresStore.open(postgres_url) as store:
        assert await store.total_chips(room.guild.id) == 10_000 * 3
        assert await store.ledger_total(room.guild.id) == 10_000 * 3
        assert await store.mtt_in_channel(room.guild.id, room.table.id) is None


async def lobby_flow(emulator: DiscordEmulator, room: Room) -> None:
    """Create with a later start, register, withdraw, refuse, cancel: every chip comes back."""
    refused = await emulator.slash(room.alice, room.table, "poker tournament create", name="x")
    await refused.wait_original()
    assert refused.ephemeral
    assert "Manage Server" in refused.content

    created = await emulator.slash(
        room.boss,
        room.table,
        "poker tournament create",
        name="Friday night",
        start_in=60,
        entry=100,
        table_size=6,
        levels="turbo",
        payouts="top20",
        min_players=4,
    )
    await created.wait_original()
    assert created.ephemeral
    assert "Friday night is open" in created.content
    assert "server event is scheduled" in created.content
    message = await lobby(emulator, room)
    assert "Entry 100" in message.content
    assert "turbo blinds" in message.content
    assert "top 20 %" in message.content
    assert "Nobody has registered yet." in message.content
    assert "<t:" in message.content

    (event,) = scheduled_events(emulator, room.guild.id)
    assert event.name == "Friday night"
    assert event.location == "#poker"
    assert event.status is EventStatus.SCHEDULED
    assert event.end is not None
    assert event.end - event.start > timedelta(minutes=30)

    clicked = await emulator.click(room.alice, message, button(message, "reg"))
    await clicked.wait_response()
    message = await emulator.wait_for_message(room.table, lambda m: "Registered (1)" in m.content)
    assert f"<@{room.alice.id}>" in message.content
    assert "Prize pool: 100" in message.content
    for member in (room.bob, room.carol):
        joined = await emulator.slash(member, room.table, "poker tournament register")
        await joined.wait_original()
        assert "You are registered for Friday night" in joined.content
    again = await emulator.slash(room.bob, room.table, "poker tournament register")
    await again.wait_original()
    assert "already entered" in again.content
    message = await emulator.wait_for_message(room.table, lambda m: "Registered (3)" in m.content)
    assert "Prize pool: 300" in message.content
    assert await balance(emulator, room, room.alice) == 9_900

    status = await emulator.slash(room.carol, room.table, "poker tournament status")
    await status.wait_original()
    assert "Players registered: 3 (at least 4 to start)" in status.content
    assert "You are registered." in status.content

    left = await emulator.click(room.carol, message, button(message, "unreg"))
    await left.wait_response()
    await emulator.wait_for_message(room.table, lambda m: "Registered (2)" in m.content)
    assert await balance(emulator, room, room.carol) == 10_000

    short = await emulator.slash(room.boss, room.table, "poker tournament start")
    await short.wait_original()
    assert "2 registered" in short.content
    assert "at least 4" in short.content
    stranger = await emulator.slash(room.carol, room.table, "poker tournament cancel")
    await stranger.wait_original()
    assert "Only the tournament's host" in stranger.content

    cancelled = await emulator.slash(room.boss, room.table, "poker tournament cancel")
    await cancelled.wait_original()
    assert "Friday night is cancelled" in cancelled.content
    assert not cancelled.ephemeral
    message = await emulator.wait_for_message(room.table, lambda m: "Cancelled" in m.content)
    assert message.custom_ids() == []
    (after,) = scheduled_events(emulator, room.guild.id)
    assert after.status is EventStatus.CANCELED
    for member in (room.alice, room.bob, room.carol):
        assert await balance(emulator, room, member) == 10_000
    none = await emulator.slash(room.alice, room.table, "poker tournament status")
    await none.wait_original()
    assert "no open tournament" in none.content


async def test_start_runs_the_tables_and_buttons_survive_a_restart(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Now", entry=0
    )
    await created.wait_original()
    assert scheduled_events(emulator, room.guild.id) == []  # start_in 0: no event
    message = await lobby(emulator, room)
    assert "Starts when the host runs" in message.content
    field = (room.alice, room.bob, room.carol, room.boss)  # four: the season scores it
    for member in field:
        joined = await emulator.click(member, message, button(message, "reg"))
        await joined.wait_response()
    started = await emulator.slash(room.boss, room.table, "poker tournament start")
    await started.wait_original()
    assert "has started on 1 tables" in started.content
    (thread,) = threads_of(emulator, room.table)
    assert thread.name == "Now · table 1"

    await bot.stop()
    again = await start_bot(emulator, room, database)
    try:
        status = await emulator.slash(room.alice, thread, "poker tournament status")
        await status.wait_original()
        assert "Level 1" in status.content
        assert "Players left 4 of 4" in status.content
        assert f"<#{thread.id}>" in status.content  # her table
        # the tournament came back with its table: all go all in until one has it all
        for _ in range(60):
            if any("Results of Now" in m.content for m in emulator.messages(room.table)):
                break
            for member in field:
                moved = await emulator.slash(member, thread, "allin")
                await moved.wait_response()
        results = await emulator.wait_for_message(
            room.table, lambda m: "Results of Now" in m.content
        )
        lines = results.content.splitlines()
        assert len(lines) == 1 + len(field)  # every place (ties share the best of theirs)
        assert lines[1].startswith("1st · ")
        assert all(f"<@{m.id}>" in results.content for m in field)
        winner = results.content.split("1st · ")[1].split(" ")[0]
        board = await emulator.slash(room.alice, room.table, "leaderboard", by="season")
        await board.wait_original()
        assert "Tournament season" in board.content
        assert f"1. {winner}" in board.content  # the winner leads this season's points
    finally:
        await again.stop()


async def test_a_scheduled_start_with_too_few_players_cancels_and_refunds(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Early", start_in=1, min_players=3
    )
    await created.wait_original()
    message = await lobby(emulator, room)
    joined = await emulator.click(room.alice, message, button(message, "reg"))
    await joined.wait_response()
    await emulator.wait_for_message(room.table, lambda m: "Registered (1)" in m.content)
    assert await balance(emulator, room, room.alice) == 9_900

    await bot.stop()  # while it is down, the start time comes
    with sqlite3.connect(database) as db:
        db.execute("UPDATE mtt SET starts_at = CAST(strftime('%s', 'now') AS INTEGER) - 5")
    again = await start_bot(emulator, room, database)
    try:
        notice = await emulator.wait_for_message(
            room.table, lambda m: "fewer than 3 players" in m.content, timeout=30
        )
        assert "Early is cancelled" in notice.content
        await emulator.wait_for_message(room.table, lambda m: "Cancelled" in m.content)
        (event,) = scheduled_events(emulator, room.guild.id)
        assert event.status is EventStatus.CANCELED
        assert await balance(emulator, room, room.alice) == 10_000
    finally:
        await again.stop()
        print(again.output)


async def test_a_season_that_ended_posts_its_final_standings_once(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    refused = await emulator.slash(room.alice, room.table, "poker season", length="monthly")
    await refused.wait_original()
    assert "Manage Server" in refused.content
    chosen = await emulator.slash(room.boss, room.table, "poker season", length="monthly")
    await chosen.wait_original()
    assert chosen.ephemeral
    assert "now monthly" in chosen.content
    assert f"<#{room.table.id}>" in chosen.content

    today = datetime.now(UTC).date()
    this_month = today.replace(day=1)
    last_month = (this_month - timedelta(days=1)).replace(day=1)
    with sqlite3.connect(database) as db:  # a season of points that ended last month
        (posted,) = db.execute("SELECT posted_season FROM season_settings").fetchone()
        assert posted == this_month.isoformat()
        db.execute(
            "INSERT INTO tournaments (id, guild_id, creator_id, entry_fee, created_at)"
            " VALUES (900, ?, ?, 100, 0)",
            (room.guild.id, room.boss.id),
        )
        db.executemany(
            "INSERT INTO season_points (guild_id, season_start, tournament_id, user_id, place,"
            " points, created_at) VALUES (?, ?, 900, ?, ?, ?, 0)",
            [
                (room.guild.id, last_month.isoformat(), room.alice.id, 1, 13421),
                (room.guild.id, last_month.isoformat(), room.bob.id, 2, 9490),
            ],
        )
        db.execute("UPDATE season_settings SET posted_season = ?", (last_month.isoformat(),))
    final = await emulator.wait_for_message(
        room.table, lambda m: "Final standings" in m.content, timeout=40
    )
    lines = final.content.splitlines()
    assert lines[1] == f"1. <@{room.alice.id}> · 134.21 points"
    assert lines[2] == f"2. <@{room.bob.id}> · 94.90 points"
    with sqlite3.connect(database) as db:
        (posted,) = db.execute("SELECT posted_season FROM season_settings").fetchone()
    assert posted == this_month.isoformat()


async def test_twenty_members_register_and_the_payouts_follow_the_field(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    created = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Twenty", table_size=6
    )
    await created.wait_original()
    message = await lobby(emulator, room)
    members = [await emulator.add_member(room.guild, f"player{n}") for n in range(20)]
    for member in members:
        clicked = await emulator.click(member, message, button(message, "reg"))
        await clicked.wait_response()
    message = await emulator.wait_for_message(room.table, lambda m: "Registered (20)" in m.content)
    assert "Prize pool: 2,000" in message.content
    assert all(f"<@{m.id}>" in message.content for m in members)
    status = await emulator.slash(members[0], room.table, "poker tournament status")
    await status.wait_original()
    # top 10 % of 20 is 2 places; the published 3-place column cut to 2 and scaled: 62.5/37.5
    assert "Places paid as it stands: 2 (1,250 chips / 750 chips)" in status.content
    assert "First level: blinds 10/20, 10 minutes" in status.content
