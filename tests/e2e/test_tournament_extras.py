"""End to end: a final table's ICM deal, a daily series, and the season board's pages.

Through the real bot.py: three players at a final table agree a deal by its buttons (a
fourth member's click is refused), the tournament ends "by deal" and every bankroll gets
its amount; a daily tournament cancelled for too few players opens the next one a day
later, once, even across a restart, until the host's cancel stops the series; and
``/leaderboard by:season`` pages through 25 players, only for the member who asked.
"""

from __future__ import annotations

import json
import re
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator, Message
from tests.e2e.emulator.events import EventStatus, scheduled_events
from tests.e2e.emulator.threads import threads_of
from tests.e2e.test_play import Room, start_bot
from tests.e2e.test_tournament_lobby import balance, bot, button, database, lobby, room

__all__ = ["bot", "database", "room"]  # the fixtures, shared

pytestmark = pytest.mark.e2e

ENTRY = 100
START = 10_000
PROPOSAL = "proposes an ICM deal"


def _deal_button(message: Message, answer: str) -> str:
    return next(c for c in message.custom_ids() if c.startswith("holdem:v1:mttdeal:") and
                c.endswith(f":{answer}"))  # fmt: skip


async def test_a_final_table_agrees_a_deal_by_its_buttons(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    created = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Deal", entry=ENTRY
    )
    await created.wait_original()
    field = (room.alice, room.bob, room.carol)
    for member in field:
        joined = await emulator.slash(member, room.table, "poker tournament register")
        await joined.wait_original()
    early = await emulator.slash(room.alice, room.table, "poker tournament deal")
    await early.wait_original()
    assert early.ephemeral
    assert "not running" in early.content
    started = await emulator.slash(room.boss, room.table, "poker tournament start")
    await started.wait_original()
    (thread,) = threads_of(emulator, room.table)
    outsider = await emulator.slash(room.boss, thread, "poker tournament deal")
    await outsider.wait_original()
    assert "Only the players still in" in outsider.content
    asked = await emulator.slash(room.alice, thread, "poker tournament deal")
    await asked.wait_original()
    assert asked.ephemeral
    assert "final table's thread" in asked.content

    def dealt_or_proposed() -> bool:
        """A hand waits for someone's action, or the proposal is up."""
        return any(
            PROPOSAL in m.content or ("to act" in m.content and bool(m.components))
            for m in emulator.messages(thread)
        )

    for _ in range(30):  # the hand in play ends (everyone folds), then the deal is posted
        await emulator.wait_until(dealt_or_proposed, 60, "the hand or the proposal")
        if any(PROPOSAL in m.content for m in emulator.messages(thread)):
            break
        for member in field:
            folded = await emulator.slash(member, thread, "fold")
            await folded.wait_response()
    proposal = await emulator.wait_for_message(thread, lambda m: PROPOSAL in m.content)
    amounts = {
        m.id: int(found.group(1).replace(",", ""))
        for m in field
        if (found := re.search(rf"<@{m.id}> · [\d,]+ chips · takes ([\d,]+)", proposal.content))
    }
    assert set(amounts) == {m.id for m in field}
    assert sum(amounts.values()) == ENTRY * len(field)
    again = await emulator.slash(room.bob, thread, "poker tournament deal")
    await again.wait_original()
    assert "proposed already" in again.content
    refused = await emulator.click(room.boss, proposal, _deal_button(proposal, "yes"))
    await refused.wait_response()
    assert "Only the players still in" in refused.messages[-1].content
    for member in field:
        clicked = await emulator.click(member, proposal, _deal_button(proposal, "yes"))
        await clicked.wait_response()
    await emulator.wait_for_edit(proposal, lambda m: "Everyone accepted" in m.content)
    assert proposal.custom_ids() == []  # settled: no buttons left
    results = await emulator.wait_for_message(
        room.table, lambda m: "Results of Deal (ended by a deal)" in m.content
    )
    assert results.content.splitlines()[1].startswith("1st · ")
    for member in field:
        assert await balance(emulator, room, member) == START - ENTRY + amounts[member.id]


async def test_a_daily_series_opens_its_next_one_once_until_the_host_stops_it(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    refused = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Daily", repeat="daily"
    )
    await refused.wait_original()
    assert refused.ephemeral
    assert "needs a start time" in refused.content
    created = await emulator.slash(
        room.boss,
        room.table,
        "poker tournament create",
        name="Daily",
        start_in=60,
        repeat="daily",
        min_players=3,
    )
    await created.wait_original()
    first = await lobby(emulator, room)
    assert "Repeats daily" in first.content
    joined = await emulator.click(room.alice, first, button(first, "reg"))
    await joined.wait_response()

    await bot.stop()  # while it is down, the start comes with one player of three
    with sqlite3.connect(database) as db:
        db.execute("UPDATE mtt SET starts_at = CAST(strftime('%s', 'now') AS INTEGER) - 5")
        ((old_start,),) = db.execute("SELECT starts_at FROM mtt").fetchall()
    again = await start_bot(emulator, room, database)
    try:
        await emulator.wait_for_message(
            room.table, lambda m: "fewer than 3 players" in m.content, timeout=30
        )
        nxt = await emulator.wait_for_message(
            room.table,
            lambda m: "multi-table tournament" in m.content and "Registered" not in m.content,
            after=first,
            timeout=30,
        )
        assert "Repeats daily" in nxt.content
        assert await balance(emulator, room, room.alice) == START  # refunded
        await emulator.wait_until(
            lambda: len(scheduled_events(emulator, room.guild.id)) == 2, 20, "the next event"
        )
    finally:
        await again.stop()
    with sqlite3.connect(database) as db:
        rows = db.execute("SELECT tournament_id, starts_at FROM mtt ORDER BY 1").fetchall()
    assert len(rows) == 2
    assert rows[1][1] == old_start + 86_400  # a day after the previous scheduled start
    events = sorted(scheduled_events(emulator, room.guild.id), key=lambda e: e.start)
    assert [e.status for e in events] == [EventStatus.CANCELED, EventStatus.SCHEDULED]
    assert events[1].start.astimezone(UTC) == datetime.fromtimestamp(rows[1][1], UTC)

    third = await start_bot(emulator, room, database)  # a restart opens nothing more
    try:
        status = await emulator.slash(room.bob, room.table, "poker tournament status")
        await status.wait_original()
        assert "Players registered: 0" in status.content
        stop = await emulator.slash(room.boss, room.table, "poker tournament cancel")
        await stop.wait_original()
        assert "series stops here" in stop.content
    finally:
        await third.stop()
    with sqlite3.connect(database) as db:
        rows = db.execute("SELECT t.config_json FROM tournaments t ORDER BY t.id").fetchall()
    assert len(rows) == 2
    assert json.loads(rows[1][0])["repeat"] == ""
    assert json.loads(rows[1][0])["follows"] == 1


async def test_the_season_board_pages_through_every_player(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    season = datetime.now(UTC).date().replace(day=1)  # monthly seasons by default
    players = [10_000 + n for n in range(25)]
    with sqlite3.connect(database) as db:
        db.execute(
            "INSERT INTO tournaments (id, guild_id, creator_id, entry_fee, created_at)"
            " VALUES (900, ?, ?, 100, 0)",
            (room.guild.id, room.boss.id),
        )
        db.executemany(
            "INSERT INTO season_points (guild_id, season_start, tournament_id, user_id, place,"
            " points, created_at) VALUES (?, ?, 900, ?, ?, ?, 0)",
            [
                (room.guild.id, season.isoformat(), user, n + 1, 10_000 - n * 100)
                for n, user in enumerate(players)
            ],
        )
    board = await emulator.slash(room.alice, room.table, "leaderboard", by="season")
    message = await board.wait_original()
    lines = message.content.splitlines()
    assert lines[1] == f"1. <@{players[0]}> · 100.00 points"
    assert lines[20] == f"20. <@{players[19]}> · 81.00 points"
    assert lines[-1] == "Page 1"
    forward = next(c for c in message.custom_ids() if c.endswith(":n"))
    other = await emulator.click(room.bob, message, forward)
    await other.wait_response()
    assert "21." not in message.content  # only the asker turns the pages
    turned = await emulator.click(room.alice, message, forward)
    await turned.wait_response()
    await emulator.wait_for_edit(message, lambda m: "Page 2" in m.content)
    lines = message.content.splitlines()
    assert lines[1] == f"21. <@{players[20]}> · 80.00 points"
    assert len(lines) == 1 + 5 + 1
    direct = await emulator.slash(room.alice, room.table, "leaderboard", by="season", page=2)
    shown = await direct.wait_original()
    assert shown.content == message.content


async def test_computer_players_fill_the_field_and_win_nothing(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    off = await emulator.slash(room.boss, room.table, "poker settings bots", bots="off")
    await off.wait_original()
    refused = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Bots", bots=3
    )
    await refused.wait_original()
    assert "switched off" in refused.content
    on = await emulator.slash(room.boss, room.table, "poker settings bots", bots="on")
    await on.wait_original()
    created = await emulator.slash(
        room.boss, room.table, "poker tournament create", name="Bots", entry=ENTRY, bots=3
    )
    await created.wait_original()
    message = await lobby(emulator, room)
    assert "3 computer players join at the start" in message.content
    field = (room.alice, room.bob)
    for member in field:
        joined = await emulator.slash(member, room.table, "poker tournament register")
        await joined.wait_original()
    started = await emulator.slash(room.boss, room.table, "poker tournament start")
    await started.wait_original()
    status = await emulator.slash(room.alice, room.table, "poker tournament status")
    await status.wait_original()
    assert "Players left 5 of 5" in status.content
    assert f"Prize pool: {ENTRY * len(field)}" in (await lobby(emulator, room)).content
    cancelled = await emulator.slash(room.boss, room.table, "poker tournament cancel")
    await cancelled.wait_original()
    total = 0
    for member in field:
        total += await balance(emulator, room, member) - (START - ENTRY)
    assert total == ENTRY * len(field)  # the whole pool went to the members
