"""End to end: computer players at the real bot against the Discord emulator.

A member plays the heads-up match against the computer to its end; two members and two
robots play twenty hands at a cash table; a robot removed mid-hand folds and leaves after
the hand. Afterwards the database is opened: every chip is where the ledger says, the
server's house included, and no robot is on a leaderboard.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cardroom.models import BankRules, LeaderboardKind
from cardroom.robots import is_robot
from cardroom.store import SqliteStore
from holdem.equity import equity
from tests.e2e.emulator import BotProcess, ComponentGone, DiscordEmulator, Member, Message, Perm
from tests.e2e.test_play import (
    BOT,
    COMMANDS,
    Room,
    button,
    hand_of,
    table_message,
    to_act,
)

pytestmark = pytest.mark.e2e

START = 10_000
ROBOT_MARK = "🤖"


async def start_robot_bot(emulator: DiscordEmulator, room: Room, database: Path) -> BotProcess:
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        "DATABASE_PATH": str(database),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": str(START),
        "ROBOT_PAUSE_SECONDS": "0.05-0.2",
        "HAND_PAUSE_SECONDS": "0.5",
    }
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await process.wait_ready(emulator, timeout=30)
        await emulator.wait_for_commands(*COMMANDS, guild=room.guild, timeout=20)
    except BaseException:
        await process.stop()
        print(process.output)
        raise
    return process


@pytest.fixture
async def room(emulator: DiscordEmulator) -> Room:
    guild = await emulator.add_guild("Card Room")
    return Room(
        guild=guild,
        table=await emulator.add_text_channel(guild, "poker"),
        alice=await emulator.add_member(guild, "alice"),
        bob=await emulator.add_member(guild, "bob"),
        carol=await emulator.add_member(guild, "carol"),
        dave=await emulator.add_member(guild, "dave", dms_open=False),
        boss=await emulator.add_member(guild, "boss", permissions=Perm.MANAGE_GUILD),
    )


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "room.sqlite3"


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, database: Path) -> AsyncIterator[BotProcess]:
    process = await start_robot_bot(emulator, room, database)
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)


async def check_the_books(database: Path, guild_id: int) -> int:
    """Members + house + chips on tables is what the grants made, the ledger agrees; the house."""
    store = await SqliteStore.open(database, rules=BankRules(starting_chips=START))
    try:
        total = await store.total_chips(guild_id)
        assert total == await store.ledger_total(guild_id)
        members = await store.leaderboard(guild_id, LeaderboardKind.BANKROLL, page_size=100)
        assert total == START * members.total_rows  # only the opening grants made chips
        for kind in LeaderboardKind:
            board = await store.leaderboard(guild_id, kind, page_size=100)
            assert not any(is_robot(row.user_id) for row in board.rows)
        return await store.house_balance(guild_id)
    finally:
        await store.close()


async def click_passively(emulator: DiscordEmulator, member: Member, message: Message) -> None:
    """Check when free, call a small bet, fold to a big one (so nobody goes broke)."""
    ids = message.custom_ids()
    choice = next((i for i in ids if i.endswith(":check")), None)
    if choice is None:
        call = re.search(
            r"Call (\d[\d,]*)", " ".join(str(b.get("label", "")) for b in message.buttons())
        )
        small = call is not None and int(call.group(1).replace(",", "")) <= 60
        choice = button(message, ":call") if small else button(message, ":fold")
    try:
        click = await emulator.click(member, message, choice)
    except ComponentGone:  # the table moved on under the click: look again
        return
    await click.wait_response()


async def play_members(
    emulator: DiscordEmulator, room: Room, members: list[Member], done: object, timeout: float
) -> None:
    """Whenever a member is to act, they click; robots act on their own; until ``done()``."""
    by_id = {m.id: m for m in members}
    clicked: set[tuple[int, str]] = set()

    def moment() -> tuple[int, str] | None:
        latest = table_message(emulator, room)
        return None if latest is None else (latest.id, latest.text())

    for _ in range(2000):
        if done():  # type: ignore[operator]
            return
        message = table_message(emulator, room)
        now = moment()
        actor = to_act(message) if message is not None else None
        if message is not None and now is not None and actor in by_id and now not in clicked:
            clicked.add(now)
            await click_passively(emulator, by_id[actor], message)
            continue
        await emulator.wait_until(
            lambda before=now: moment() != before or bool(done()),  # type: ignore[misc, operator]
            timeout,
            "the table to move on",
        )
    raise AssertionError("the game did not finish")


def all_text(emulator: DiscordEmulator, room: Room) -> str:
    return "\n".join(m.text() for m in emulator.messages(room.table))


async def test_a_member_plays_the_heads_up_match_against_the_computer_to_the_end(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(
        room.alice, room.table, "poker create", game="headsup", opponent="bot"
    )
    first = await created.wait_original()
    assert not created.ephemeral, created.content
    assert hand_of(first) == 1
    assert ROBOT_MARK in first.text()  # the robot's seat, with its style
    assert "match player" in first.text()

    def over() -> bool:
        shown = all_text(emulator, room)
        return "Final standings" in shown or "The match is a draw" in shown

    await play_members(emulator, room, [room.alice], over, 30)
    await bot.stop()
    house = await check_the_books(database, room.guild.id)
    assert house in (-100, 100)  # the robot's stake lost, or both stakes won


async def test_two_members_and_two_robots_play_twenty_hands(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(room.alice, room.table, "poker create", big_blind=10)
    await created.wait_original()
    for member in (room.alice, room.bob):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=2000)
        await joined.wait_response()
        assert not joined.ephemeral, joined.content
    for style in ("tight", "loose"):
        added = await emulator.slash(room.alice, room.table, "poker bot add", style=style)
        await added.wait_response()
        assert not added.ephemeral, added.content
        assert ROBOT_MARK in added.content
    refused = await emulator.slash(room.bob, room.table, "poker bot add")
    await refused.wait_response()
    assert refused.ephemeral  # only the creator or an admin
    started = await emulator.slash(room.alice, room.table, "poker start")
    message = await started.wait_original()
    assert hand_of(message) == 1
    assert message.text().count(ROBOT_MARK) >= 2

    def twenty() -> bool:
        latest = table_message(emulator, room)
        return latest is not None and (hand_of(latest) or 0) > 20

    await play_members(emulator, room, [room.alice, room.bob], twenty, 30)
    stats = await emulator.slash(room.alice, room.table, "stats")
    await stats.wait_response()
    await bot.stop()
    house = await check_the_books(database, room.guild.id)
    store = await SqliteStore.open(database)
    try:
        alice = await store.stats(room.guild.id, room.alice.id)
        assert alice.hands_played == 0  # every hand had robots dealt in: counted apart
        assert alice.robot_hands >= 20
        assert house != 0 or alice.robot_net_won == 0
    finally:
        await store.close()


async def test_a_robot_removed_mid_hand_folds_and_leaves_after_the_hand(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(room.alice, room.table, "poker create", big_blind=10)
    await created.wait_original()
    for member in (room.alice, room.bob):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
    added = await emulator.slash(room.alice, room.table, "poker bot add", style="station")
    await added.wait_response()
    started = await emulator.slash(room.alice, room.table, "poker start")
    first = await started.wait_original()
    assert hand_of(first) == 1
    removed = await emulator.slash(room.alice, room.table, "poker bot remove")
    await removed.wait_response()
    assert not removed.ephemeral, removed.content
    assert "is leaving" in removed.content

    def second_hand() -> bool:
        latest = table_message(emulator, room)
        return latest is not None and (hand_of(latest) or 0) >= 2

    await play_members(emulator, room, [room.alice, room.bob], second_hand, 30)
    hand_two = table_message(emulator, room, 2)
    assert hand_two is not None
    assert ROBOT_MARK not in hand_two.text().split("**Last**")[0]  # its seat is gone
    await bot.stop()
    house = await check_the_books(database, room.guild.id)
    store = await SqliteStore.open(database)
    try:
        (table,) = await store.open_tables(room.guild.id)
        assert not any(is_robot(seat.user_id) for seat in table.seats)
        record = await store.hand(table.id, 1)
        assert record is not None
        summary = json.loads(record.summary_json)
        robot_seat = next(int(s) for s, u in summary["users"].items() if is_robot(u))
        robot_actions = [a for a in summary["hand"]["actions"] if a[0] == robot_seat]
        assert robot_actions[-1][1] == "fold"  # it folded at its turn after the removal
        robot_net = summary["net"][str(summary["users"][str(robot_seat)])]
        assert house == robot_net  # what it lost (or won) is the house's
    finally:
        await store.close()


SUIT_LETTERS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
ODDS_LINE = re.compile(r"(\S\S) (\S\S) · wins (~?)(\d+\.\d)%")


def card_text(pretty: str) -> str:
    return pretty[0] + SUIT_LETTERS[pretty[1]]


async def test_an_all_in_posts_the_odds_before_every_card_as_equity_counts_them(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(room.alice, room.table, "poker create", big_blind=10)
    await created.wait_original()
    for member in (room.alice, room.bob):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
    started = await emulator.slash(room.alice, room.table, "poker start")
    first = await started.wait_original()
    members = {room.alice.id: room.alice, room.bob.id: room.bob}
    shover = members[to_act(first) or 0]
    shoved = await emulator.slash(shover, room.table, "allin")
    await shoved.wait_original()
    caller = next(m for m in members.values() if m is not shover)

    def callers_turn() -> Message | None:
        latest = table_message(emulator, room, 1)
        return latest if latest is not None and to_act(latest) == caller.id else None

    await emulator.wait_until(callers_turn, 10, "the call")
    assert not any("the odds before" in m.text() for m in emulator.messages(room.table))
    called = await emulator.slash(caller, room.table, "call")
    await called.wait_original(timeout=30)  # the first odds wait for the odds workers to start

    frames: dict[str, str] = {}
    """The street about to come -> the table message's text while it showed those odds."""

    def odds_frames() -> dict[str, str] | None:
        for message in emulator.messages(room.table):
            shown = message.text()
            for street in ("Flop", "Turn", "River"):
                if f"before the {street}" in shown:
                    frames.setdefault(street, shown)
        return frames if len(frames) == 3 else None

    # The run-out is shown as edits of the table message, one frame a street, each with the
    # odds before its next card: no post of their own (at most two posts a hand).
    await emulator.wait_until(odds_frames, 30, "the odds before every card", channel=room.table)
    showdown = await emulator.wait_for_message(
        room.table, lambda m: "At the all-in" in m.text(), timeout=20
    )
    # Once the result is posted the table message is the table again: no odds anywhere.
    assert not any("before the" in m.text() for m in emulator.messages(room.table))
    for street, shown in frames.items():
        rows = ODDS_LINE.findall(shown)
        assert len(rows) == 2, shown
        holes = [card_text(a) + card_text(b) for a, b, _, _ in rows]
        board = _board_of(shown)
        assert len(board) == {"Flop": 0, "Turn": 3, "River": 4}[street]
        counted = equity(holes, "".join(board))
        for (_, _, tilde, win), hand in zip(rows, counted.hands, strict=True):
            if tilde:  # before the flop the odds are always an estimate, within its error
                assert street == "Flop"
                assert abs(float(win) / 100 - hand.win) < 0.03
            else:
                assert win == f"{hand.win * 100:.1f}"
    assert "At the all-in" in showdown.text()
    await bot.stop()
    await check_the_books(database, room.guild.id)


def _board_of(shown: str) -> list[str]:
    """The board cards of a table message's text (its "Board" line; none before the flop)."""
    for line in shown.splitlines():
        if line.startswith("**Board**"):
            return [card_text(c) for c in re.findall(r"\S[♠♥♦♣]", line)]
    return []


async def test_an_admin_can_forbid_computer_players_and_the_refusal_is_polite(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    denied = await emulator.slash(room.alice, room.table, "poker settings bots", bots="off")
    await denied.wait_response()
    assert denied.ephemeral  # not an admin
    turned = await emulator.slash(room.boss, room.table, "poker settings bots", bots="off")
    await turned.wait_response()
    assert turned.ephemeral
    assert "turned off" in turned.content
    created = await emulator.slash(room.alice, room.table, "poker create")
    await created.wait_original()
    refused = await emulator.slash(room.alice, room.table, "poker bot add", style="tight")
    await refused.wait_response()
    assert refused.ephemeral
    assert "turned computer players off" in refused.content
    match = await emulator.slash(
        room.bob, room.table, "poker create", game="headsup", opponent="bot"
    )
    await match.wait_response()
    assert match.ephemeral  # the channel has a table; nothing changed
    turned = await emulator.slash(room.boss, room.table, "poker settings bots", bots="on")
    await turned.wait_response()
    added = await emulator.slash(room.alice, room.table, "poker bot add", style="tight")
    await added.wait_response()
    assert not added.ephemeral
    assert ROBOT_MARK in added.content
    await bot.stop()
    house = await check_the_books(database, room.guild.id)
    assert house == -1000  # the robot's stake: 100 big blinds of 10
