"""End to end: the faults of issue 18, injected by the emulator's fault layer.

Each test reproduces one fault a real deployment meets (a forged option, a late or failed
interaction answer, a lost permission, a deleted channel, DMs behind rate limits) against
the real bot.py in a subprocess, and checks what the players see and that no chip is lost.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cardroom.store import SqliteStore
from tests.e2e.emulator import BotProcess, DiscordEmulator, InteractionHandle, Member
from tests.e2e.emulator.faults import CALLBACK, CHANNEL_POST, WEBHOOK_POST, forged_slash
from tests.e2e.test_play import (
    Room,
    button,
    dealt,
    last_showdown,
    open_table,
    play_hand_with_buttons,
    room,
    start_bot,
    table_message,
    to_act,
    wait_for_hand,
)
from tests.e2e.test_restart import total_chips

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = await start_bot(emulator, room, tmp_path / "room.sqlite3")
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)  # shown when a test fails


@pytest.mark.parametrize(
    "forged",
    [
        {"name": "buy_in", "type": 4, "value": "lots"},
        {"name": "buy_in", "type": 3, "value": "1000"},
        {"name": "buy_in", "type": 4, "value": [1, 2]},
        {"name": "buy_in", "type": 4, "value": True},
        {"name": "no_such_option", "type": 4, "value": 5},
    ],
    ids=["string", "declared-string", "list", "bool", "unknown"],
)
async def test_a_forged_option_is_refused_politely(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, forged: dict[str, object]
) -> None:
    created = await emulator.slash(room.alice, room.table, "poker create")
    await created.wait_original()
    joined = await forged_slash(emulator, room.bob, room.table, "poker join", [forged])
    await joined.wait_response()
    assert joined.ephemeral
    assert str(forged["name"]) in joined.content
    assert "Nothing was changed" in joined.content
    # Bob was not seated: a real join still works, and no traceback reached the log.
    real = await emulator.slash(room.bob, room.table, "poker join", buy_in=1000)
    await real.wait_response()
    assert not real.ephemeral, real.content
    assert "Traceback" not in bot.output
    assert "TypeError" not in bot.output


# --- item 1: a late or failed interaction answer -------------------------------------------


def past_the_deadline(emulator: DiscordEmulator) -> float:
    """A delay just past the emulator's interaction deadline (Discord's 3 s times the patience)."""
    return (emulator.interaction_deadline or 3.0) + 0.5


@pytest.mark.parametrize("fault", ["late", "two-5xx"])
async def test_a_failed_answer_still_brings_the_table_up_to_date(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, fault: str
) -> None:
    """The click counts, its answer is lost, and the table message still moves on."""
    players = [room.alice, room.bob, room.carol]
    message = await open_table(emulator, room, players)
    first = to_act(message)
    assert first is not None
    if fault == "late":
        emulator.faults.slow("POST", CALLBACK, past_the_deadline(emulator))  # 10062
    else:
        emulator.faults.fail("POST", CALLBACK, 503, times=2)  # then the retry is too late
    click = await emulator.click(room.member(first), message, button(message, ":call"))
    moved = await emulator.wait_until(
        lambda: to_act(message) not in (None, first) or None, 15, "the table to move on"
    )
    assert moved
    click.errors.clear()  # the lost answer was provoked on purpose
    emulator.faults.clear()
    # The next player's buttons are of this moment: the click is taken, not refused.
    second = room.member(to_act(message) or 0)
    choice = next((i for i in message.custom_ids() if i.endswith(":check")), None)
    answer = await emulator.click(second, message, choice or button(message, ":call"))
    callback = await answer.wait_response()
    assert not callback.ephemeral, answer.content
    assert to_act(message) not in (None, second.id)


# --- item 6: Send Messages taken away in a table's channel ----------------------------------


async def test_a_muted_channel_pauses_its_table_until_the_permission_is_back(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, tmp_path: Path
) -> None:
    created = await emulator.slash(
        room.alice, room.table, "poker create", small_blind=5, big_blind=10, clock=10
    )
    await created.wait_original()
    for member in (room.alice, room.bob, room.carol):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
    started = await emulator.slash(room.alice, room.table, "poker start")
    message = await started.wait_original()
    actor = to_act(message)
    assert actor is not None
    chips = await total_chips(tmp_path / "room.sqlite3", room.guild.id)
    emulator.faults.mute(room.table)
    # The player to act is told privately, and the click changes nothing.
    click = await emulator.click(room.member(actor), message, button(message, ":call"))
    await click.wait_response()
    assert click.ephemeral
    assert "Send Messages" in click.content
    assert to_act(message) == actor
    # The clock does not run while paused: past its 10 s, nobody was checked or folded.
    await asyncio.sleep(13)
    assert to_act(message) == actor
    assert "timed out" not in message.text().lower()
    # The admins learn it from /poker table.
    shown = await emulator.slash(room.boss, room.table, "poker table")
    await shown.wait_original()
    assert "Paused" in shown.content
    # The permission is back: the next click is taken and the table goes on.
    emulator.faults.unmute(room.table)
    table = table_message(emulator, room, 1)
    assert table is not None
    again = await emulator.click(room.member(actor), table, button(table, ":call"))
    callback = await again.wait_response()
    assert not callback.ephemeral, again.content
    await emulator.wait_until(lambda: to_act(table) not in (None, actor) or None, 10, "next")
    assert await total_chips(tmp_path / "room.sqlite3", room.guild.id) == chips


# --- item 5: a table's channel deleted ------------------------------------------------------


async def balances(database: Path, guild_id: int, members: list[Member]) -> list[int]:
    async with await SqliteStore.open(database) as store:
        return [await store.balance(guild_id, m.id) for m in members]


async def open_tables(database: Path) -> int:
    async with await SqliteStore.open(database) as store:
        return len(await store.open_tables())


async def test_a_channel_deleted_mid_hand_voids_the_hand_and_cashes_out(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, tmp_path: Path
) -> None:
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    message = await open_table(emulator, room, players)
    actor = room.member(to_act(message) or 0)
    click = await emulator.click(actor, message, button(message, ":call"))
    await click.wait_response()
    chips = await total_chips(database, room.guild.id)
    await emulator.faults.delete_channel(room.table)
    for _ in range(round(100 * emulator.patience)):  # 10 s, times the patience
        if await open_tables(database) == 0:
            break
        await asyncio.sleep(0.1)
    assert await open_tables(database) == 0
    # A misdeal: every chip back, so each bankroll is what it was before the buy-in.
    assert await balances(database, room.guild.id, players) == [10_000] * 3
    assert await total_chips(database, room.guild.id) == chips
    assert "was deleted" in bot.output


async def test_a_channel_missing_at_restore_closes_only_its_table(
    emulator: DiscordEmulator, room: Room, tmp_path: Path
) -> None:
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    other = await emulator.add_text_channel(room.guild, "poker-two")
    process = await start_bot(emulator, room, database)
    try:
        await open_table(emulator, room, players)
        created = await emulator.slash(room.dave, other, "poker create")
        await created.wait_original()
        for member in (room.dave, room.boss):
            joined = await emulator.slash(member, other, "poker join", buy_in=500)
            await joined.wait_response()
        started = await emulator.slash(room.dave, other, "poker start")
        second = await started.wait_original()
        chips = await total_chips(database, room.guild.id)
        process.process.kill()
        await process.process.wait()
    finally:
        await process.stop()
    await emulator.wait_until(lambda: not emulator.gateway.connected, 10, "the socket to close")
    await emulator.faults.delete_channel(room.table)
    process = await start_bot(emulator, room, database)  # it starts: no crash at restore
    try:
        for _ in range(round(100 * emulator.patience)):  # 10 s, times the patience
            if await open_tables(database) == 1:
                break
            await asyncio.sleep(0.1)
        assert await open_tables(database) == 1
        assert await balances(database, room.guild.id, players) == [10_000] * 3
        assert await total_chips(database, room.guild.id) == chips
        # The other table was restored and plays on.
        actor = room.member(to_act(second) or 0)
        click = await emulator.click(actor, second, button(second, ":call"))
        callback = await click.wait_response()
        assert not callback.ephemeral, click.content
        assert "Traceback" not in process.output
    finally:
        await process.stop()
        print(process.output)


# --- item 2: another process holds the database ---------------------------------------------


def busy(handle: InteractionHandle) -> bool:
    """Whether the bot answered ``handle`` (reply or follow-up) with "the bank is busy"."""
    return any("bank is busy" in m.content and m.ephemeral for m in handle.messages)


def hold_database(database: Path) -> sqlite3.Connection:
    """Another process's write transaction (a backup tool, ``sqlite3`` in a shell)."""
    conn = sqlite3.connect(database, isolation_level=None, timeout=10)
    conn.execute("BEGIN IMMEDIATE")
    return conn


async def test_daily_while_the_database_is_locked_says_the_bank_is_busy(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, tmp_path: Path
) -> None:
    database = tmp_path / "room.sqlite3"
    balance = await emulator.slash(room.bob, room.table, "balance")
    await balance.wait_response()  # Bob's bankroll exists
    before = await balances(database, room.guild.id, [room.bob])
    conn = hold_database(database)
    try:
        daily = await emulator.slash(room.bob, room.table, "daily")
        await daily.wait_response(timeout=5)  # deferred within Discord's 3 s
        await emulator.wait_until(lambda: busy(daily) or None, 15, "the bank is busy")
        assert not daily.errors
    finally:
        conn.rollback()
        conn.close()
    assert await balances(database, room.guild.id, [room.bob]) == before  # nothing half-done
    again = await emulator.slash(room.bob, room.table, "daily")
    await again.wait_response()
    assert "bank is busy" not in again.content
    assert await balances(database, room.guild.id, [room.bob]) == [before[0] + 500]


async def test_a_click_while_the_database_is_locked_is_answered(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, tmp_path: Path
) -> None:
    database = tmp_path / "room.sqlite3"
    players = [room.alice, room.bob, room.carol]
    message = await open_table(emulator, room, players)
    actor = to_act(message)
    assert actor is not None
    chips = await total_chips(database, room.guild.id)
    conn = hold_database(database)
    try:
        click = await emulator.click(room.member(actor), message, button(message, ":call"))
        callback = await click.wait_response(timeout=5)  # deferred within Discord's 3 s
        assert not click.errors
        # Then answered: the table moved on, or the player was told the bank is busy.
        await emulator.wait_until(
            lambda: to_act(message) != actor or busy(click) or None,
            15,
            "the answer to the click",
        )
        del callback
    finally:
        conn.rollback()
        conn.close()
    assert await total_chips(database, room.guild.id) == chips
    table = table_message(emulator, room, 1)
    assert table is not None
    if to_act(table) == actor:  # refused as busy: nothing happened, the click works now
        again = await emulator.click(room.member(actor), table, button(table, ":call"))
        assert not (await again.wait_response()).ephemeral, again.content
    await emulator.wait_until(lambda: to_act(table) not in (None, actor) or None, 10, "next")


# --- hole cards behind rate limits ----------------------------------------------------------


async def test_every_hole_card_dm_is_sent_behind_rate_limits(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    """The next hand's DMs go out even when Discord throttles the table's posts and the DMs."""
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    await emulator.wait_until(
        lambda: all(1 in dealt(emulator, m) for m in players), 10, "the DMs of hand 1"
    )
    await play_hand_with_buttons(emulator, room, 1, players)
    await last_showdown(emulator, room, 1)
    # During the pause before hand 2: every post to the table fails for a while (all of
    # discord.py's tries), and the DMs queue behind 429s.
    dms = {emulator.dm_channel(m.user).id for m in players}
    emulator.faults.throttle("POST", WEBHOOK_POST, retry_after=0.05, times=5)
    emulator.faults.throttle(
        "POST",
        CHANNEL_POST,
        retry_after=0.05,
        times=5,
        where=lambda p: p["channel_id"] == str(room.table.id),
    )
    dm_limits = emulator.faults.throttle(
        "POST", CHANNEL_POST, retry_after=0.4, times=9, where=lambda p: int(p["channel_id"]) in dms
    )
    await emulator.wait_until(
        lambda: all(2 in dealt(emulator, m) for m in players), 30, "every DM of hand 2"
    )
    assert dm_limits.hits > 0
    emulator.faults.clear()
    # The hand goes on: its table message comes with the next update at the latest.
    await wait_for_hand(emulator, room, 2)
    await play_hand_with_buttons(emulator, room, 2, players)
    await emulator.wait_until(
        lambda: all(3 in dealt(emulator, m) for m in players), 30, "every DM of hand 3"
    )


async def test_a_late_answer_to_a_slash_action_still_moves_the_table(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    message = await open_table(emulator, room, players)
    first = to_act(message)
    assert first is not None
    emulator.faults.slow("POST", CALLBACK, past_the_deadline(emulator))
    late = await emulator.slash(room.member(first), room.table, "call")
    await emulator.wait_until(
        lambda: to_act(message) not in (None, first) or None, 15, "the table to move on"
    )
    await emulator.wait_until(lambda: late.errors or None, 10, "the late answer")
    late.errors.clear()  # provoked on purpose
    assert "Traceback" not in bot.output
