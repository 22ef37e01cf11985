"""End to end: one table message per hand, run-outs, turn pings, closed-DM notices told once.

The real bot.py against the emulator, with the run-out's streets 0.3 s apart.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator, Member, Message
from tests.e2e.test_play import (
    BOT,
    COMMANDS,
    PAUSE,
    Room,
    button,
    hand_of,
    last_showdown,
    play_hand_with_buttons,
    room,
    to_act,
    wait_for_hand,
)

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, tmp_path: Path) -> AsyncIterator[BotProcess]:
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        "DATABASE_PATH": str(tmp_path / "room.sqlite3"),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": "10000",
        "RUNOUT_MS": "300",
        "PING_MS": "0",
    }
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await process.wait_ready(emulator, timeout=30)
        await emulator.wait_for_commands(*COMMANDS, guild=room.guild, timeout=20)
        yield process
    finally:
        await process.stop()
        print(process.output)


async def open_cash_table(emulator: DiscordEmulator, room: Room, players: list[Member]) -> Message:
    created = await emulator.slash(
        room.alice, room.table, "poker create", small_blind=5, big_blind=10
    )
    await created.wait_original()
    for member in players:
        joined = await emulator.slash(member, room.table, "poker join")
        await joined.wait_response()
        assert "sat down with 1,000 chips" in joined.content, joined.content  # 100 big blinds
    started = await emulator.slash(room.alice, room.table, "poker start")
    message = await started.wait_original()
    assert hand_of(message) == 1
    return message


def is_result(message: Message) -> bool:
    """The post that ends a hand: a showdown, or a pot won unseen."""
    titles = [str(e.get("title", "")) for e in message.embeds]
    return any(t.startswith("Showdown") or t.endswith("result") for t in titles)


async def test_a_hand_is_one_table_message_and_one_result_post(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    first = await open_cash_table(emulator, room, players)
    before = len(emulator.messages(room.table)) - 1  # the start reply is hand 1's message
    mark = emulator.mark()
    for hand_no in (1, 2):
        await play_hand_with_buttons(emulator, room, hand_no, players)
        await last_showdown(emulator, room, hand_no)
    await wait_for_hand(emulator, room, 3)
    posts = emulator.messages(room.table)[before:]
    # Hands 1 and 2: a table message and a result each; hand 3: its table message.
    assert len(posts) <= 2 * 2 + 1, [m.text()[:40] for m in posts]
    assert sum(1 for m in posts if is_result(m)) == 2
    # Turn pings were posted (through the clicks' webhooks) and deleted when the turn passed.
    deleted = [c for c in emulator.calls(since=mark) if c.method == "DELETE"]
    assert deleted
    assert not any("it's your turn" in m.content for m in posts[:-1])
    # The first message of the hand pinged its first player in its content, then dropped it.
    assert not first.custom_ids()  # ended when hand 2 was posted
    assert "it's your turn" not in first.content
    assert "next hand is dealt" not in first.text()  # no countdown left behind


async def test_turn_pings_can_be_turned_off(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob]
    for member in players:
        off = await emulator.slash(member, room.table, "poker notify", setting="off")
        await off.wait_original()
        assert off.ephemeral
        assert "no longer be pinged" in off.content
    mark = emulator.mark()
    await open_cash_table(emulator, room, players)
    await play_hand_with_buttons(emulator, room, 1, players)
    await last_showdown(emulator, room, 1)
    assert not [c for c in emulator.calls(since=mark) if c.method == "DELETE"]
    assert not any("it's your turn" in m.content for m in emulator.messages(room.table))


async def test_an_all_in_run_out_is_shown_street_by_street(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob]
    message = await open_cash_table(emulator, room, players)
    boards: list[int] = []

    def watch() -> None:
        found = re.search(r"\*\*Board\*\* ((?:\S+ ?){0,5})", message.text())
        count = len(found.group(1).split()) if found and "—" not in found.group(1) else 0
        if not boards or boards[-1] != count:
            boards.append(count)

    actor = to_act(message)
    assert actor is not None
    click = await emulator.click(room.member(actor), message, button(message, ":allin"))
    await click.wait_response()
    actor = to_act(message)
    assert actor is not None
    click = await emulator.click(room.member(actor), message, button(message, ":call"))
    await click.wait_response()
    for _ in range(round(100 * emulator.patience)):  # 5 s, times the patience
        watch()
        if any(is_result(m) for m in emulator.messages(room.table)):
            break
        await asyncio.sleep(0.05)
    watch()
    assert boards[-1] == 5
    assert 3 in boards  # the flop was shown on its own before the turn and the river
    assert not any(m.text().startswith("**Flop**") for m in emulator.messages(room.table))


async def test_closed_dms_are_told_once_per_session_bug(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.dave]
    await open_cash_table(emulator, room, players)
    for hand_no in (1, 2):
        await play_hand_with_buttons(emulator, room, hand_no, players)
        await last_showdown(emulator, room, hand_no)
    await wait_for_hand(emulator, room, 3)
    notices = [m for m in emulator.messages(room.table) if "couldn't send you" in m.text()]
    assert len(notices) == 1
    table = next(m for m in reversed(emulator.messages(room.table)) if hand_of(m) == 3)
    assert "couldn't send" not in table.text()  # never in the action log


async def test_my_cards_show_the_board_and_the_hands_name(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob]
    message = await open_cash_table(emulator, room, players)
    for _ in range(2):  # call, check: the flop
        actor = to_act(message)
        assert actor is not None
        ids = message.custom_ids()
        choice = next((i for i in ids if i.endswith(":check")), None) or button(message, ":call")
        await (await emulator.click(room.member(actor), message, choice)).wait_response()
    await emulator.wait_until(lambda: "· Flop" in message.text() or None, PAUSE, "the flop")
    peek = await emulator.click(room.alice, message, button(message, ":cards"))
    await peek.wait_original()
    assert peek.ephemeral
    assert "Board:" in peek.content
    assert "Your hand: **" in peek.content
