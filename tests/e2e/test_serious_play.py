"""End to end: the actions serious players expect — pre-actions, card-room blinds, home-game
options and the stats they read — played through the real bot against the emulator."""

from __future__ import annotations

import re

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator, Member, Message
from tests.e2e.test_play import (
    PAUSE,
    Room,
    bot,
    button,
    dealt,
    open_table,
    play_hand_with_buttons,
    room,
    table_message,
    to_act,
    wait_for_hand,
)

pytestmark = pytest.mark.e2e

__all__ = ["bot", "room"]  # the fixtures, shared with test_play


def pre_button(message: Message, move: str) -> str:
    """The pre-action button ``move`` ("fold", "call", "callany") on a table message."""
    for custom_id in message.custom_ids():
        if custom_id.startswith("holdem:v1:pre:") and custom_id.endswith(f":{move}"):
            return custom_id
    raise AssertionError(f"no pre-action {move!r} in {message.custom_ids()}")


def labels(message: Message) -> list[str]:
    """The labels of a message's buttons, in order."""
    found: list[str] = []
    for row in message.components:
        for item in row.get("components", []):
            if item.get("label"):
                found.append(str(item["label"]))
    return found


async def test_pre_actions_are_played_when_the_turn_comes_and_lapse_when_the_bet_changes(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    first = await open_table(emulator, room, players)
    actor = to_act(first)
    assert actor is not None
    waiting = [m for m in players if m.id != actor]
    assert {"⏳ Fold to any bet", "⏳ Call 10", "⏳ Call any"} <= set(labels(first))
    # Both players who wait choose "Call 10"; one of them in Swedish is answered in Swedish.
    waiting[1].user.locale = "sv-SE"
    for member in waiting:
        chosen = await emulator.click(member, first, pre_button(first, "call"))
        await chosen.wait_original()
        assert chosen.ephemeral
    assert "Call 10" in chosen.content or "Syna 10" in chosen.content
    assert "Förval" in chosen.content
    assert to_act(first) == actor  # nothing was played yet
    # The first to act raises to 40: "Call 10" lapses, so the next player decides.
    raised = await emulator.slash(room.member(actor), room.table, "raise", amount=40)
    await raised.wait_original()
    message = await emulator.wait_until(
        lambda: (m := table_message(emulator, room, 1)) is not None and to_act(m) != actor and m,
        10,
        "the raise on the table message",
    )
    assert isinstance(message, Message)
    deciding = to_act(message)
    assert deciding in {m.id for m in waiting}
    other = next(m for m in waiting if m.id != deciding)
    assert f"<@{deciding}> calls" not in message.text()
    assert "⏳ Call 40" in labels(message)  # the row is drawn for the new bet
    # The other waiting player chooses "Call any" on the current row, then the decider calls:
    # the call any is played at once and the flop comes without another click.
    chosen = await emulator.click(other, message, pre_button(message, "callany"))
    await chosen.wait_original()
    assert chosen.ephemeral
    assert to_act(message) == deciding
    mine = await emulator.click(room.member(deciding or 0), message, pre_button(message, "fold"))
    await mine.wait_original()
    assert mine.ephemeral  # refused: it is their turn
    assert to_act(message) == deciding
    called = await emulator.click(room.member(deciding or 0), message, button(message, ":call"))
    await called.wait_response()
    assert not called.ephemeral, called.content
    flop = await emulator.wait_until(
        lambda: (m := table_message(emulator, room, 1)) is not None and "Flop" in m.text() and m,
        10,
        "the flop after the pre-action's call",
    )
    assert isinstance(flop, Message)
    # The log now shows the flop's actions only; the call any shows in the chips: the other
    # waiting player put in the 40 the decider called, without a click of their own.
    assert stack_of(flop, other.id) == stack_of(flop, deciding or 0)


def stack_of(message: Message, user_id: int) -> int:
    """The chips a member's seat line on a table message shows."""
    for line in message.text().splitlines():
        if f"<@{user_id}>" in line and "chips" in line:
            found = re.search(r"· ([\d,]+) chips", line)
            if found:
                return int(found.group(1).replace(",", ""))
    raise AssertionError(f"no seat line for {user_id}")


async def test_missed_blinds_are_posted_on_return_and_a_player_straddles(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    out = await emulator.slash(room.carol, room.table, "poker sitout")
    await out.wait_original()
    assert out.ephemeral
    hand_no = 1
    for _ in range(3):  # Carol is out while the blinds pass her
        await play_hand_with_buttons(emulator, room, hand_no, players)
        hand_no += 1
        await wait_for_hand(emulator, room, hand_no)
    assert max(dealt(emulator, room.carol)) == 1
    back = await emulator.slash(room.carol, room.table, "poker sitin", blinds="post")
    await back.wait_original()
    assert back.ephemeral
    # Alice and Bob choose to straddle whenever they sit left of the big blind.
    for member in (room.alice, room.bob):
        chosen = await emulator.slash(member, room.table, "poker straddle", choice="on")
        await chosen.wait_original()
        assert chosen.ephemeral
        assert "Straddle on" in chosen.content
    posted = straddled = False
    entered = 0
    for _ in range(3):
        await play_hand_with_buttons(emulator, room, hand_no, players)
        hand_no += 1
        message = await wait_for_hand(emulator, room, hand_no)
        text = message.text()
        if not posted and f"<@{room.carol.id}> posts the missed blinds" in text:
            posted, entered = True, hand_no
        straddled = straddled or "straddle 20" in text  # the forced bets' summary
        if posted and straddled:
            break
    assert posted, "Carol never posted the blinds she missed"
    assert straddled, "nobody straddled"
    await emulator.wait_until(
        lambda: entered in dealt(emulator, room.carol), 10, "Carol's cards of the hand she posted"
    )


def with_button(emulator: DiscordEmulator, room: Room, prefix: str) -> Message | None:
    """The newest channel message with a button whose id starts with ``prefix``."""
    for message in reversed(emulator.messages(room.table)):
        if any(i.startswith(prefix) for i in message.custom_ids()):
            return message
    return None


async def test_rabbit_hunt_bomb_pot_and_run_it_twice(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    created = await emulator.slash(
        room.alice,
        room.table,
        "poker create",
        small_blind=5,
        big_blind=10,
        rabbit_hunt=True,
        bomb_every=2,
        run_it_twice=True,
    )
    await created.wait_original()
    assert not created.ephemeral, created.content
    for member in (room.alice, room.bob):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=400)
        await joined.wait_response()
    started = await emulator.slash(room.alice, room.table, "poker start")
    first = await started.wait_original()
    # Hand 1: the button folds; the rabbit hunt shows the board that would have come.
    folder = room.member(to_act(first) or 0)
    folded = await emulator.click(folder, first, button(first, ":fold"))
    await folded.wait_response()
    finished = await emulator.wait_until(
        lambda: with_button(emulator, room, "holdem:v1:rabbit:"), 10, "the rabbit button"
    )
    rabbit = next(i for i in finished.custom_ids() if i.startswith("holdem:v1:rabbit:"))
    hunt = await emulator.click(room.bob, finished, rabbit)
    await hunt.wait_original()
    assert not hunt.ephemeral  # the first hunt is for the whole channel
    assert "Rabbit hunt, hand #1" in hunt.content
    assert len(re.findall(r"[2-9TJQKA][♠♥♦♣]", hunt.content)) == 5
    again = await emulator.click(room.alice, finished, rabbit)
    await again.wait_original()
    assert again.ephemeral
    # Hand 2 is a bomb pot (every second hand): everyone antes 20, the flop comes at once.
    bomb = await wait_for_hand(emulator, room, 2)
    assert "Bomb pot: everyone antes 20" in bomb.text()
    assert "Flop" in bomb.text()
    # One goes all-in, the other calls: both are offered to run it twice and agree.
    shover = room.member(to_act(bomb) or 0)
    pushed = await emulator.click(shover, bomb, button(bomb, ":allin"))
    await pushed.wait_response()
    caller = room.member(to_act(bomb) or 0)
    assert caller.id != shover.id
    called = await emulator.click(caller, bomb, button(bomb, ":call"))
    await called.wait_response()
    offer = await emulator.wait_until(
        lambda: with_button(emulator, room, "holdem:v1:rit:"), 10, "the offer to run it twice"
    )
    assert "Run it twice?" in offer.text()
    yes = next(i for i in offer.custom_ids() if i.endswith(":yes"))
    first_yes = await emulator.click(shover, offer, yes)
    await first_yes.wait_response()
    assert with_button(emulator, room, "holdem:v1:rit:") is not None  # one answer is missing
    second_yes = await emulator.click(caller, offer, yes)
    await second_yes.wait_response()
    assert not second_yes.ephemeral, second_yes.content
    await emulator.wait_for_message(  # two run-outs, each street shown with its odds
        room.table, lambda m: "hand #2" in m.text() and "Showdown" in m.text(), timeout=2 * PAUSE
    )


ENDED = ("This table is closed", "Match over", "Tournament over", "wins!")


def decision(emulator: DiscordEmulator, room: Room) -> Message | None:
    """The table message waiting for a click, if any."""
    message = table_message(emulator, room)
    if message is not None and to_act(message) is not None and message.custom_ids():
        return message
    return None


def game_over(emulator: DiscordEmulator, room: Room, since: int) -> bool:
    """Whether a match or sit-and-go ended (a message after the first ``since`` says so)."""
    return any(
        any(word in m.text() for word in ENDED) for m in emulator.messages(room.table)[since:]
    )


async def shove_to_the_end(emulator: DiscordEmulator, room: Room, game: str) -> None:
    """Alice and Bob enter ``game`` and go all-in every hand until it is decided."""
    since = len(emulator.messages(room.table))
    kwargs = {"min_buy_in": 100} if game == "tournament" else {}
    created = await emulator.slash(room.alice, room.table, "poker create", game=game, **kwargs)
    await created.wait_original()
    assert not created.ephemeral, created.content
    for member in (room.alice, room.bob):
        joined = await emulator.slash(member, room.table, "poker join")
        await joined.wait_response()
        assert not joined.ephemeral, joined.content
    await (await emulator.slash(room.alice, room.table, "poker start")).wait_original()
    for _ in range(60):
        found = await emulator.wait_until(
            lambda: decision(emulator, room) or game_over(emulator, room, since),
            PAUSE,
            "a decision or the end of the game",
        )
        if found is True:
            return
        assert isinstance(found, Message)
        actor = room.member(to_act(found) or 0)
        ids = found.custom_ids()
        choice = next((i for i in ids if i.endswith(":allin")), None) or next(
            i for i in ids if i.endswith((":call", ":check"))
        )
        clicked = await emulator.click(actor, found, choice)
        await clicked.wait_response()
    raise AssertionError(f"the {game} did not end")


async def stats_text(emulator: DiscordEmulator, room: Room, member: Member) -> str:
    reply = await emulator.slash(member, room.table, "stats")
    await reply.wait_original()
    assert reply.original is not None
    return reply.original.text()


async def test_stats_after_a_cash_session_a_match_and_a_sit_and_go(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob]
    await open_table(emulator, room, players)
    await play_hand_with_buttons(emulator, room, 1, players)  # checked and called down
    await emulator.wait_for_message(room.table, lambda m: "Showdown" in m.text(), timeout=PAUSE)
    texts = [await stats_text(emulator, room, m) for m in players]
    for text in texts:
        assert "Went to showdown: 100.0%" in text, text
        assert "PFR: 0.0%" in text
        assert "Sit-and-gos played: 0 · cashed: 0" in text
        assert "Heads-up matches: 0 · won: 0" in text
        assert "per 100 hands (cash): —" not in text
    # Heads-up, the button limps (VPIP) and the big blind checks (not voluntary).
    assert sorted(t.count("VPIP: 100.0%") for t in texts) == [0, 1]
    closed = await emulator.slash(room.alice, room.table, "poker close")
    await closed.wait_original()
    await shove_to_the_end(emulator, room, "headsup")
    await shove_to_the_end(emulator, room, "tournament")
    texts = [await stats_text(emulator, room, m) for m in players]
    for text in texts:  # the match counts as a match, the sit-and-go as a sit-and-go
        assert "Sit-and-gos played: 1" in text, text
        assert "Heads-up matches: 1" in text, text
    cashed = [int(re.search(r"cashed: (\d+)", t).group(1)) for t in texts]  # type: ignore[union-attr]
    won = [int(re.search(r"matches: 1 · won: (\d+)", t).group(1)) for t in texts]  # type: ignore[union-attr]
    assert sum(cashed) == 1  # the sit-and-go paid its one winner
    assert sum(won) == 1  # and the match had one


async def test_options_are_the_hosts_and_a_bomb_pot_comes_by_vote(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    refused = await emulator.slash(room.bob, room.table, "poker options", rabbit_hunt=True)
    await refused.wait_original()
    assert refused.ephemeral
    assert "creator" in refused.content
    changed = await emulator.slash(room.alice, room.table, "poker options", bomb_every=0)
    await changed.wait_original()
    assert not changed.ephemeral
    assert "bomb pot every 0 hands" in changed.content
    for count, member in enumerate(players, start=1):
        vote = await emulator.slash(member, room.table, "poker bomb")
        await vote.wait_original()
        assert f"{count} of 3" in vote.content, vote.content
    assert "The next hand is a bomb pot!" in vote.content
    await play_hand_with_buttons(emulator, room, 1, players)
    bomb = await wait_for_hand(emulator, room, 2)
    assert "Bomb pot: everyone antes 20" in bomb.text()
