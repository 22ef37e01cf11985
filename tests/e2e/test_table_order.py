"""End to end: what the channel sees of one table comes in order, whatever the timers.

The real bot.py against the emulator at the default pauses (5 s between hands, 1.5 s
between the frames of a run-out, which so lasts longer than the pause). Three players go
all-in hand after hand, and those who bust top up during the pause, as players do. Read
from the emulator's history of the channel, change by change:

- hand N's result post (titled N) comes after hand N's last frame and before hand N+1's
  table message;
- a hand's table message is never turned into another hand's;
- at no moment do two messages of the table carry live action buttons;
- no news is a follow-up of a member's slash command (it would read "<member> used
  /poker topup" above it).
"""

from __future__ import annotations

import functools
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.emulator import BotProcess, ComponentGone, DiscordEmulator, Member, Message
from tests.e2e.emulator.history import Change, Seen
from tests.e2e.test_play import (
    BOT,
    COMMANDS,
    PAUSE,
    Room,
    hand_of,
    room,
    to_act,
    wait_for_hand,
)
from tests.e2e.test_table_messages import open_cash_table

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play

HANDS = 3
RESULT_TITLE = re.compile(r"Showdown · hand #(\d+)|Hand #(\d+) · result")
BOARD = re.compile(r"\*\*Board\*\* ((?:\S+ ?){0,5})")
SLASH_COMMAND = 2
"""The interaction type of a slash command."""


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, tmp_path: Path) -> AsyncIterator[BotProcess]:
    """The bot at its default pauses: nothing in its settings shortens a timer."""
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        "DATABASE_PATH": str(tmp_path / "room.sqlite3"),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": "10000",
    }
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await process.wait_ready(emulator, timeout=30)
        await emulator.wait_for_commands(*COMMANDS, guild=room.guild, timeout=20)
        yield process
    finally:
        await process.stop()
        print(process.output)


def result_hand(seen: Seen) -> int | None:
    """The hand a result post names in its title, or None if it is no result post."""
    for title in seen.titles:
        found = RESULT_TITLE.search(title)
        if found:
            return int(found.group(1) or found.group(2))
    return None


def board_size(seen: Seen) -> int:
    """How many community cards a table message shows."""
    found = BOARD.search(seen.text)
    return len(found.group(1).split()) if found and "—" not in found.group(1) else 0


def action_hand(custom_ids: tuple[str, ...]) -> int | None:
    """The hand whose live action buttons (fold, call, raise...) a message carries."""
    for custom_id in custom_ids:
        parts = custom_id.split(":")
        if parts[:3] in (["holdem", "v1", "act"], ["holdem", "v1", "raise"]):
            return int(parts[4])
    return None


def table_hand(seen: Seen) -> int | None:
    """The hand a table message belongs to, by its buttons (action or "My cards")."""
    for custom_id in seen.custom_ids:
        parts = custom_id.split(":")
        if parts[:3] in (["holdem", "v1", "act"], ["holdem", "v1", "cards"]):
            return int(parts[4])
    return None


def moved_on(message: Message, actor: int) -> bool | None:
    """True once the table message no longer waits for ``actor`` (None: not yet)."""
    return to_act(message) != actor or None


async def go_all_in(emulator: DiscordEmulator, room: Room, hand_no: int) -> None:
    """Everyone to act in hand ``hand_no`` goes all-in (or calls one), until nobody can act."""
    message = await wait_for_hand(emulator, room, hand_no)
    for _ in range(12):
        actor = to_act(message)
        if actor is None or hand_of(message) != hand_no:
            return
        ids = message.custom_ids()
        choice = next((i for i in ids if i.endswith(":allin")), None)
        choice = choice or next((i for i in ids if i.endswith(":call")), None)
        assert choice is not None, ids
        try:
            click = await emulator.click(room.member(actor), message, choice)
        except ComponentGone:
            continue  # the message moved on while the click waited: look again
        callback = await click.wait_response()
        assert not callback.ephemeral, f"the click was refused: {click.content}"
        # A slow answer (the odds of an all-in) is deferred, then edited in: wait for it.
        await emulator.wait_until(functools.partial(moved_on, message, actor), PAUSE, choice)
    raise AssertionError(f"hand {hand_no}'s betting did not end")


async def top_up(emulator: DiscordEmulator, room: Room, players: list[Member]) -> None:
    """Each player tops up to a full buy-in during the pause (refused for a big stack)."""
    for member in players:
        topup = await emulator.slash(member, room.table, "poker topup", amount=1000)
        await topup.wait_response()


def check_order(seen: list[Seen], hands: int) -> None:
    """The history shows each hand's result between its last frame and the next table."""
    first_table: dict[int, int] = {}
    result_at: dict[int, int] = {}
    last_frame: dict[int, int] = {}
    owner: dict[int, int] = {}
    """The hand each table message belongs to."""
    for item in seen:
        hand = table_hand(item)
        if item.change is Change.CREATE and hand is not None:
            first_table.setdefault(hand, item.index)
        if hand is not None:
            assert owner.setdefault(item.message_id, hand) == hand, (
                f"message {item.message_id} of hand {owner[item.message_id]} was turned into "
                f"hand {hand} at change {item.index}"
            )
        if item.message_id in owner and item.change is Change.EDIT:
            last_frame[owner[item.message_id]] = item.index
        shown = result_hand(item)
        if item.change is Change.CREATE and shown is not None:
            assert shown not in result_at, f"two result posts for hand {shown}"
            result_at[shown] = item.index
            assert item.interaction_type != SLASH_COMMAND, "a result followed up a command"
            if any(t.startswith("Showdown") for t in item.titles):  # with its hand's picture
                assert "showdown.png" in item.attachments, item.attachments
    for hand in range(1, hands + 1):
        assert hand in result_at, f"no result post for hand {hand}"
        assert hand + 1 in first_table, f"no table message for hand {hand + 1}"
        assert result_at[hand] < first_table[hand + 1], (
            f"hand {hand + 1}'s table came before hand {hand}'s result"
        )
        river = [
            s.index
            for s in seen
            if owner.get(s.message_id) == hand and s.change is Change.EDIT and board_size(s) == 5
        ]
        assert river, f"hand {hand}'s river was never shown"
        assert min(river) < result_at[hand], f"hand {hand}'s river came after its result"


def check_one_live_table(seen: list[Seen]) -> None:
    """At no change did two messages carry live action buttons."""
    live: dict[int, int] = {}
    for item in seen:
        hand = action_hand(item.custom_ids)
        if hand is None or item.change is Change.DELETE:
            live.pop(item.message_id, None)
        else:
            live[item.message_id] = hand
        assert len(live) <= 1, f"two live tables at change {item.index}: {live}"


def check_no_command_followups(seen: list[Seen]) -> None:
    """No news (a result, a ping, a later hand's table) follows up a member's slash command."""
    for item in seen:
        if item.change is not Change.CREATE or item.interaction_type != SLASH_COMMAND:
            continue
        hand = table_hand(item)
        if hand is not None:  # only hand 1's table answers a command: /poker start
            assert hand == 1, f"hand {hand}'s table followed up a command"
            continue
        news = result_hand(item) is not None or "your turn" in item.text
        assert not news, f"news followed up a command: {item.text[:80]!r}"


async def test_each_result_comes_between_its_hand_and_the_next_at_the_default_pauses(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_cash_table(emulator, room, players)
    for hand_no in range(1, HANDS + 1):
        await go_all_in(emulator, room, hand_no)
        await top_up(emulator, room, players)
    message: Message = await wait_for_hand(emulator, room, HANDS + 1)
    assert hand_of(message) == HANDS + 1
    await emulator.wait_until(
        lambda: any(result_hand(s) == HANDS for s in emulator.history(room.table)) or None,
        PAUSE,
        f"hand {HANDS}'s result",
    )
    seen = emulator.history(room.table)
    check_order(seen, HANDS)
    check_one_live_table(seen)
    check_no_command_followups(seen)
