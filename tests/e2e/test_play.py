"""End to end: the real bot.py, in a subprocess, against the Discord emulator.

Three members open a table, sit down and play whole hands to the showdown, with slash
commands and with the table's buttons; the tests read the hole cards from the DMs the
emulator recorded and play whatever was dealt (checking or calling down always reaches a
showdown). Nothing in the bot knows it is being tested.
"""

from __future__ import annotations

import copy
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator, Member, Message, Perm
from tests.e2e.emulator.server import Channel, Guild

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot.py"
COMMANDS = ("poker", "fold", "check", "call", "bet", "raise", "allin", "balance", "daily")
TO_ACT = re.compile(r"<@(\d+)> to act")
DM_CARDS = re.compile(r"hand #(\d+) in <#\d+>: \*\*(\S+ \S+)\*\*")
SUITS = "♠♥♦♣"
HAND_NO = re.compile(r"Hand #(\d+)")
PAUSE = 20.0  # waits for the next hand (the room pauses 5 s between hands)


@dataclass
class Room:
    """The server the tests play in."""

    guild: Guild
    table: Channel
    alice: Member
    bob: Member
    carol: Member
    dave: Member
    """Has DMs closed."""
    boss: Member
    """Has Manage Server."""

    def member(self, user_id: int) -> Member:
        for m in (self.alice, self.bob, self.carol, self.dave, self.boss):
            if m.id == user_id:
                return m
        raise KeyError(user_id)


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


async def start_bot(emulator: DiscordEmulator, room: Room, database: Path | str) -> BotProcess:
    """Run bot.py as it runs in production (the launcher points discord.py at the emulator).

    ``database`` is a SQLite file, or a ``DATABASE_URL`` (``postgresql://...``).
    """
    where = "DATABASE_URL" if isinstance(database, str) else "DATABASE_PATH"
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        where: str(database),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": "10000",
        "DAILY_CHIPS": "500",
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
async def bot(emulator: DiscordEmulator, room: Room, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = await start_bot(emulator, room, tmp_path / "room.sqlite3")
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)  # shown when a test fails


# --- helpers -------------------------------------------------------------------------------


def hand_of(message: Message) -> int | None:
    """The hand a table message's buttons belong to."""
    for custom_id in message.custom_ids():
        parts = custom_id.split(":")
        if parts[:3] in (["holdem", "v1", "act"], ["holdem", "v1", "cards"]):
            return int(parts[4])
    return None


def table_message(
    emulator: DiscordEmulator, room: Room, hand_no: int | None = None
) -> Message | None:
    """The newest table message with buttons (of hand ``hand_no`` if given)."""
    for message in reversed(emulator.messages(room.table)):
        hand = hand_of(message)
        if hand is not None and (hand_no is None or hand == hand_no):
            return message
    return None


def to_act(message: Message) -> int | None:
    found = TO_ACT.search(message.text())
    return int(found.group(1)) if found else None


def button(message: Message, suffix: str) -> str:
    for custom_id in message.custom_ids():
        if custom_id.endswith(suffix) or f"{suffix}:" in custom_id:
            return custom_id
    raise AssertionError(f"no button ending {suffix!r} in {message.custom_ids()}")


def dealt(emulator: DiscordEmulator, member: Member) -> dict[int, tuple[str, str]]:
    """The hole cards each hand's DM gave ``member``, by hand number."""
    cards: dict[int, tuple[str, str]] = {}
    for message in emulator.dms(member):
        found = DM_CARDS.search(message.content)
        if found:
            first, second = found.group(2).split()
            cards[int(found.group(1))] = (first, second)
    return cards


def is_showdown(message: Message) -> bool:
    return any(embed.get("title", "").startswith("Showdown") for embed in message.embeds)


def assert_no_hole_card_leaked(
    emulator: DiscordEmulator, room: Room, players: list[Member]
) -> None:
    """No channel message except a showdown names a hole card of its hand (or of any hand)."""
    by_hand: dict[int, set[str]] = {}
    for member in players:
        for hand_no, pair in dealt(emulator, member).items():
            by_hand.setdefault(hand_no, set()).update(pair)
    everything = {card for cards in by_hand.values() for card in cards}
    for message in emulator.messages(room.table):
        if is_showdown(message):
            continue
        text = message.text()
        found = HAND_NO.search(text)
        secret = by_hand.get(int(found.group(1)), set()) if found else everything
        leaked = [card for card in secret if card in text]
        assert not leaked, f"message {message.id} shows hole cards {leaked}: {text!r}"


async def wait_for_table(
    emulator: DiscordEmulator, room: Room, predicate: Callable[[Message], bool], what: str = ""
) -> Message:
    def find() -> Message | None:
        message = table_message(emulator, room)
        return message if message is not None and predicate(message) else None

    return await emulator.wait_until(find, PAUSE, what or "the table message")


async def play_hand_with_buttons(
    emulator: DiscordEmulator, room: Room, hand_no: int, players: list[Member]
) -> Message:
    """Check or call down hand ``hand_no`` by clicking; returns the table message at its end."""
    message = await wait_for_table(
        emulator, room, lambda m: hand_of(m) == hand_no, f"hand {hand_no}"
    )
    for _ in range(40):
        actor = to_act(message)
        if actor is None or not message.custom_ids():
            return message
        member = room.member(actor)
        ids = message.custom_ids()
        choice = next((i for i in ids if i.endswith(":check")), None) or button(message, ":call")
        click = await emulator.click(member, message, choice)
        callback = await click.wait_response()
        assert not callback.ephemeral, f"the click was refused: {click.content}"
        assert_no_hole_card_leaked(emulator, room, players)
    raise AssertionError("the hand did not end")


async def wait_for_hand(emulator: DiscordEmulator, room: Room, hand_no: int) -> Message:
    return await wait_for_table(emulator, room, lambda m: hand_of(m) == hand_no, f"hand {hand_no}")


async def open_table(emulator: DiscordEmulator, room: Room, players: list[Member]) -> Message:
    """Alice opens a cash table, everyone joins, Alice deals; returns hand 1's message."""
    created = await emulator.slash(
        room.alice, room.table, "poker create", small_blind=5, big_blind=10
    )
    await created.wait_original()
    assert not created.ephemeral
    for member in players:
        joined = await emulator.slash(member, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
        assert not joined.ephemeral, joined.content
    started = await emulator.slash(room.alice, room.table, "poker start")
    message = await started.wait_original()
    assert hand_of(message) == 1
    return message


async def last_showdown(emulator: DiscordEmulator, room: Room, hand_no: int) -> Message:
    return await emulator.wait_for_message(
        room.table,
        lambda m: is_showdown(m) and f"hand #{hand_no}" in m.text(),
        timeout=PAUSE,
    )


# --- tests -------------------------------------------------------------------------------


async def test_three_players_play_hands_to_showdown_with_buttons(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    for hand_no in (1, 2):
        await play_hand_with_buttons(emulator, room, hand_no, players)
        showdown = await last_showdown(emulator, room, hand_no)
        # Every DM held two distinct cards, and every shown hand is the one that was dealt.
        for member in players:
            cards = dealt(emulator, member)
            assert hand_no in cards
            first, second = cards[hand_no]
            assert first != second
            assert all(card[-1] in SUITS for card in (first, second))
            line = next(
                (ln for ln in showdown.text().splitlines() if f"<@{member.id}> shows" in ln), None
            )
            if line is not None:
                assert f"shows {first} {second}" in line
        assert "wins" in showdown.text() or "Main pot" in showdown.text()
        assert_no_hole_card_leaked(emulator, room, players)
    # The streets were edits of each hand's table message, never posts of their own.
    assert not [m for m in emulator.messages(room.table) if m.text().startswith("**Flop**")]
    hand_one = next(m for m in emulator.messages(room.table) if "Hand #1 ·" in m.text())
    assert hand_one.edits >= 6  # every action and every street


async def act_by_slash(emulator: DiscordEmulator, room: Room, message: Message) -> None:
    """The player to act checks or calls with a slash command."""
    actor = room.member(to_act(message) or 0)
    command = "check" if any(i.endswith(":check") for i in message.custom_ids()) else "call"
    reply = await emulator.slash(actor, room.table, command)
    await reply.wait_original()
    assert reply.ephemeral
    assert "not" not in reply.content.lower(), reply.content


async def test_a_hand_played_with_slash_commands_reaches_showdown(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    for _ in range(40):
        message = table_message(emulator, room, 1)
        if message is None or to_act(message) is None:
            break  # hand 1's message lost its buttons: the hand is over
        before = to_act(message)
        await act_by_slash(emulator, room, message)
        # The table message follows (a coalesced edit, not an interaction reply).
        await emulator.wait_until(
            lambda m=message, b=before: to_act(m) != b or not m.custom_ids(),  # type: ignore[misc]
            10,
            "the table message to move on",
        )
        assert_no_hole_card_leaked(emulator, room, players)
    showdown = await last_showdown(emulator, room, 1)
    assert "shows" in showdown.text()


async def test_refusals_are_ephemeral_and_change_nothing(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    first = await open_table(emulator, room, players)
    actor = to_act(first)
    assert actor is not None
    waiting = next(m for m in players if m.id != actor)
    before, edits = first.text(), first.edits

    async def refused(handle_text: str, expected: str) -> None:
        assert expected.lower() in handle_text.lower(), handle_text

    # Out of turn, by button and by command.
    click = await emulator.click(waiting, first, button(first, ":call"))
    await click.wait_original()
    assert click.ephemeral
    await refused(click.content, "not your turn")
    reply = await emulator.slash(waiting, room.table, "call")
    await reply.wait_original()
    assert reply.ephemeral
    await refused(reply.content, "not your turn")
    # A stranger.
    click = await emulator.click(room.boss, first, button(first, ":fold"))
    await click.wait_original()
    assert click.ephemeral
    await refused(click.content, "not")
    # A stranger's "My cards".
    click = await emulator.click(room.boss, first, button(first, ":cards"))
    await click.wait_original()
    assert click.ephemeral
    assert not any(s in click.content for s in SUITS)
    # Bad amounts: below the minimum raise, and text in the modal.
    member = room.member(actor)
    reply = await emulator.slash(member, room.table, "raise", amount=11)
    await reply.wait_original()
    assert reply.ephemeral
    assert "raise" in reply.content.lower() or "least" in reply.content.lower(), reply.content
    opened = await emulator.click(member, first, button(first, ":raise"))
    form = await opened.wait_modal()
    assert "Raise to" in str(form.components)
    submitted = await emulator.submit_modal(member, opened, {"amount": "lots"})
    await submitted.wait_original()
    assert submitted.ephemeral
    assert "not a number" in submitted.content
    # Nothing changed.
    assert first.text() == before
    assert first.edits == edits
    assert to_act(first) == actor
    # The raise modal with a good amount moves the hand on, in the click's own reply.
    submitted = await emulator.submit_modal(member, opened, {"amount": "40"})
    callback = await submitted.wait_response()
    assert not callback.ephemeral
    assert "raises to 40" in first.text()
    assert to_act(first) != actor


def stale_copy(message: Message) -> Message:
    """The message as a client that has not refreshed it still shows it (its buttons too)."""
    return replace(message, components=copy.deepcopy(message.components))


async def test_a_button_of_an_earlier_hand_is_refused_politely(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob]
    first = await open_table(emulator, room, players)
    seen = stale_copy(first)
    await play_hand_with_buttons(emulator, room, 1, players)
    await wait_for_hand(emulator, room, 2)
    assert not first.custom_ids()  # the new hand's message ended the old one (issue 16)
    click = await emulator.click(room.alice, seen, button(seen, ":fold"))
    await click.wait_original()
    assert click.ephemeral
    assert "earlier hand" in click.content


async def test_a_reposted_table_ends_the_old_copy_bug(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    """/poker table leaves one live copy; a click on a stale old copy is answered, once."""
    players = [room.alice, room.bob]
    old = await open_table(emulator, room, players)
    seen = stale_copy(old)
    repost = await emulator.slash(room.bob, room.table, "poker table")
    current = await repost.wait_original()
    assert old.id != current.id
    await emulator.wait_until(lambda: not old.custom_ids() or None, PAUSE, "the old copy ended")
    actor = to_act(current)
    assert actor is not None
    ids = seen.custom_ids()
    choice = next((i for i in ids if i.endswith(":check")), None) or button(seen, ":call")
    click = await emulator.click(room.member(actor), seen, choice)
    await click.wait_original()
    assert click.ephemeral  # answered, to the clicker alone: the move counted
    assert "moved" in click.content
    await emulator.wait_until(lambda: to_act(current) != actor or None, PAUSE, "the move shown")
    log = next(line for line in current.text().splitlines() if line.startswith("**Last**"))
    assert log.count(f"<@{actor}>") == 1  # the action once in the log, not twice


async def test_a_button_of_an_earlier_street_is_refused_politely(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    """The preflop buttons of a client that did not refresh can't act on the flop."""
    players = [room.alice, room.bob]
    current = await open_table(emulator, room, players)
    old = stale_copy(current)
    preflop = old.custom_ids()
    for _ in range(2):  # the button calls, the big blind checks: the flop is dealt
        clicker = room.member(to_act(current) or 0)
        ids = current.custom_ids()
        choice = next((i for i in ids if i.endswith(":check")), None) or button(current, ":call")
        click = await emulator.click(clicker, current, choice)
        await click.wait_response()
        assert not click.ephemeral, click.content
    await emulator.wait_until(lambda: "· Flop" in current.text() or None, PAUSE, "the flop")
    actor = to_act(current)
    assert actor is not None
    before, edits = current.text(), current.edits
    click = await emulator.click(room.member(actor), old, button(old, ":fold"))
    await click.wait_original()
    assert click.ephemeral
    assert "earlier moment of this hand" in click.content
    assert current.text() == before
    assert current.edits == edits
    assert to_act(current) == actor
    assert old.custom_ids() == preflop
    # The flop's own button still works.
    click = await emulator.click(room.member(actor), current, button(current, ":check"))
    await click.wait_response()
    assert not click.ephemeral, click.content


async def test_a_refused_dm_does_not_stall_the_hand(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.dave]
    message = await open_table(emulator, room, players)
    notice = await emulator.wait_for_message(
        room.table, lambda m: "couldn't send you your cards" in m.text()
    )
    assert f"<@{room.dave.id}>" in notice.text()
    assert not any(s in notice.text() for s in SUITS)
    assert room.dave.id in emulator.refused_dms
    peek = await emulator.click(room.dave, message, button(message, ":cards"))
    await peek.wait_original()
    assert peek.ephemeral
    assert re.search(r"\*\*\S+ \S+\*\*", peek.content)
    await play_hand_with_buttons(emulator, room, 1, players)
    await last_showdown(emulator, room, 1)


async def test_bank_after_play_and_admin_refusals(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    await play_hand_with_buttons(emulator, room, 1, players)
    await last_showdown(emulator, room, 1)
    # Members without Manage Server: refused in code, ephemerally, nothing changes.
    for command in ("poker misdeal", "poker close"):
        reply = await emulator.slash(room.bob, room.table, command)
        await reply.wait_original()
        assert reply.ephemeral, command
        assert "permission" in reply.content.lower() or "only" in reply.content.lower(), (
            reply.content
        )
    with pytest.raises(Exception, match="hidden"):
        await emulator.slash(room.bob, room.table, "bank grant", member=room.bob, amount=5)
    grant = await emulator.slash(room.boss, room.table, "bank grant", member=room.carol, amount=250)
    await grant.wait_original()
    assert "Granted 250" in grant.content
    # Stats and balances.
    stats = await emulator.slash(room.alice, room.table, "stats")
    await stats.wait_original()
    assert "Hands played: 1" in stats.original.text()  # type: ignore[union-attr]
    total = 0
    for member in players:
        balance = await emulator.slash(member, room.table, "balance")
        await balance.wait_original()
        found = re.search(r"\*\*([\d,]+)\*\*", balance.content)
        assert found, balance.content
        total += int(found.group(1).replace(",", ""))
    assert total == 3 * (10_000 - 1000) + 250  # stacks stay on the table
    # The leaderboard pages only for the asker.
    extra = [await emulator.add_member(room.guild, f"m{i}") for i in range(9)]
    for member in extra:
        await (await emulator.slash(member, room.table, "daily")).wait_original()
    board = await emulator.slash(room.alice, room.table, "leaderboard")
    page = await board.wait_original()
    assert "**1.**" in page.text()
    next_id = next(i for i in page.custom_ids() if i.endswith(":n"))
    other = await emulator.click(room.bob, page, next_id)
    await other.wait_original()
    assert other.ephemeral
    mine = await emulator.click(room.alice, page, next_id)
    await mine.wait_response()
    assert "Page 2 of 2" in page.text()
