"""The table service at a cash table: moments of a hand, busting and rebuying, and stats.

A button is drawn for one decision: it carries the hand number and the moment of the hand
(:attr:`TableView.turn_no`), and the room applies a click only if nothing has happened since.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from cardroom.bank import Bank, BankSettings
from cardroom.errors import InvalidAmount, NotYourTurn, StaleButton
from cardroom.models import LeaderboardKind
from cardroom.views import Move, NoteKind, TableUpdate
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CHANNEL,
    GUILD,
    PLAYERS,
    TOTAL,
    Room,
    cash_table,
    passive_move,
    play_passively,
)


async def _snapshot(room: Room) -> tuple[object, ...]:
    table = room.service.session(CHANNEL).table
    record = await room.store.table(table.key)
    moves = await room.store.hand_actions(table.key)
    view = await room.service.view(CHANNEL)
    return (view, record.hand_json, moves, record.pot, await room.total())


async def _to_street(room: Room, update: TableUpdate, street: str) -> TableUpdate:
    """Check or call (with each button's token) until ``street`` is dealt."""
    for _ in range(20):
        view = update.view
        if view.street == street:
            return update
        assert view.in_hand
        assert view.to_act is not None
        update = await room.service.act(
            CHANNEL, view.to_act, view.hand_no, passive_move(update), turn=view.turn_no
        )
    raise AssertionError(f"the {street} was not reached")


def _applied(results: Sequence[object]) -> list[TableUpdate]:
    return [r for r in results if isinstance(r, TableUpdate)]


# --- the moment of a hand ----------------------------------------------------------------


async def test_the_moment_grows_with_every_action_and_is_zero_between_hands(room: Room) -> None:
    update = await cash_table(room)
    seen = [update.view.turn_no]
    while update.view.in_hand:
        view = update.view
        assert view.to_act is not None
        update = await room.service.act(CHANNEL, view.to_act, view.hand_no, passive_move(update))
        if update.view.in_hand:
            seen.append(update.view.turn_no)
    assert seen == sorted(set(seen))
    assert seen[0] > 0
    assert update.view.turn_no == 0


async def test_a_click_from_an_earlier_street_is_refused_bug(room: Room) -> None:
    """Heads-up: "Call 20" on the flop must not become a call of 900 on the turn."""
    update = await cash_table(room, (ALICE, BOB))
    update = await _to_street(room, update, "flop")
    better = update.view.to_act
    assert better is not None
    caller = BOB if better == ALICE else ALICE
    update = await room.service.act(CHANNEL, better, 1, Move.BET, 20, turn=update.view.turn_no)
    legal = update.view.legal
    assert legal is not None
    assert (update.view.to_act, legal.call_amount) == (caller, 20)
    call_20 = update.view.turn_no  # the token on the "Call 20" button
    update = await room.service.act(CHANNEL, caller, 1, Move.CALL, turn=call_20)
    assert update.view.street == "turn"
    update = await room.service.act(CHANNEL, better, 1, Move.BET, 900, turn=update.view.turn_no)
    before = await _snapshot(room)
    with pytest.raises(StaleButton, match="earlier moment of this hand"):
        await room.service.act(CHANNEL, caller, 1, Move.CALL, turn=call_20)
    for stale in (call_20 - 1, update.view.turn_no + 1, -1, True):
        with pytest.raises(StaleButton):
            await room.service.act(CHANNEL, caller, 1, Move.CALL, turn=stale)
    assert await _snapshot(room) == before
    # The button drawn for this moment works; a slash command (no token) acts on the present.
    update = await room.service.act(CHANNEL, caller, 1, Move.FOLD, turn=update.view.turn_no)
    assert not update.view.in_hand
    assert await room.total() == TOTAL


async def test_a_quick_raise_from_an_earlier_moment_is_refused(room: Room) -> None:
    update = await cash_table(room)
    view = update.view
    assert view.legal is not None
    pot = next(q for q in view.legal.quick_raises if q.move is Move.POT)
    first = view.to_act
    assert first is not None
    # A token match means nothing changed: the amount applied is the one the button showed.
    update = await room.service.act(CHANNEL, first, 1, Move.POT, turn=view.turn_no)
    assert update.notes[0].text == f"raises to {pot.raise_to}"
    before = await _snapshot(room)
    with pytest.raises(StaleButton):
        await room.service.act(CHANNEL, first, 1, Move.POT, turn=view.turn_no)
    with pytest.raises(StaleButton):
        await room.service.act(CHANNEL, first, 1, Move.RAISE, 500, turn=view.turn_no)
    assert await _snapshot(room) == before


async def test_out_of_turn_with_the_current_token_is_still_not_your_turn(room: Room) -> None:
    update = await cash_table(room)
    waiting = next(u for u in PLAYERS if u != update.view.to_act)
    with pytest.raises(NotYourTurn):
        await room.service.act(CHANNEL, waiting, 1, Move.FOLD, turn=update.view.turn_no)


@pytest.mark.parametrize(
    "away",
    [("sit_out", "sit_out"), ("leave", "sit_out"), ("sit_out", "leave"), ("leave", "leave")],
)
async def test_identical_simultaneous_clicks_apply_once_when_the_others_are_away_bug(
    room: Room, away: tuple[str, str]
) -> None:
    """The others are acted for at once, so the clicker is soon to act again: one click only."""
    update = await _to_street(room, await cash_table(room), "flop")
    actor = update.view.to_act
    assert actor is not None
    others = [u for u in PLAYERS if u != actor]
    for user, how in zip(others, away, strict=True):
        update = await getattr(room.service, how)(CHANNEL, user)
    assert update.view.to_act == actor
    token = update.view.turn_no
    results = await asyncio.gather(
        *(room.service.act(CHANNEL, actor, 1, Move.CHECK, turn=token) for _ in range(4)),
        return_exceptions=True,
    )
    applied = _applied(results)
    assert len(applied) == 1
    assert all(isinstance(r, StaleButton) for r in results if not isinstance(r, TableUpdate))
    view = await room.service.view(CHANNEL)
    if "sit_out" in away:
        assert view.street == "turn"  # the flop was checked around once, not three times
        assert len(view.board) == 4
        assert view.to_act == actor
    else:
        assert not view.in_hand  # both folded: the clicker won
    assert await room.total() == TOTAL


# --- busting at a cash table -------------------------------------------------------------


async def _bust_one(room: Room) -> tuple[int, int, list[TableUpdate]]:
    """Heads-up with 200 each, all-in and call until one is broke; (busted, winner, updates)."""
    update = await cash_table(room, (ALICE, BOB), buy_in=200)
    seen = [update]
    for _ in range(20):
        view = update.view
        if not view.in_hand:
            broke = [s.user_id for s in view.seats if s.stack == 0]
            if broke:
                busted = broke[0]
                return busted, BOB if busted == ALICE else ALICE, seen
            await room.tick(5)
            update = room.updates[-1]
            seen.append(update)
            continue
        assert view.to_act is not None
        legal = view.legal
        assert legal is not None
        move = Move.CALL if legal.call_amount else Move.ALL_IN
        if legal.can_check:
            move = Move.ALL_IN
        update = await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
        seen.append(update)
    raise AssertionError("nobody went broke")


async def test_a_broke_cash_player_is_told_once_and_not_dealt_in(room: Room) -> None:
    busted, winner, seen = await _bust_one(room)
    told = [n for u in [*seen, *room.updates] for n in u.notes if n.kind is NoteKind.OUT_OF_CHIPS]
    assert len({id(n) for n in told}) >= 1
    assert {(n.user_id, n.amount) for n in told} == {(busted, 200)}
    hand_no = seen[-1].view.hand_no
    count = len(room.updates)
    await room.tick(60)
    view = await room.service.view(CHANNEL)
    assert not view.in_hand
    assert view.hand_no == hand_no  # nobody to play with: no hand is dealt
    assert not any(n.kind is NoteKind.OUT_OF_CHIPS for u in room.updates[count:] for n in u.notes)
    seat = view.seat_of(busted)
    assert seat is not None
    assert seat.stack == 0
    assert view.seat_of(winner) is not None
    assert await room.total() == TOTAL


async def test_a_broke_cash_player_rebuys_at_least_the_minimum_bug(room: Room) -> None:
    busted, _, _ = await _bust_one(room)
    balance = await room.store.balance(GUILD, busted)
    for short in (10, 199):
        with pytest.raises(InvalidAmount, match=r"at least 200"):
            await room.service.top_up(CHANNEL, busted, short)
    with pytest.raises(InvalidAmount, match=r"at most 2,000"):
        await room.service.top_up(CHANNEL, busted, 2001)
    assert await room.store.balance(GUILD, busted) == balance
    assert not (await room.service.view(CHANNEL)).in_hand
    update = await room.service.top_up(CHANNEL, busted, 200)
    seat = update.view.seat_of(busted)
    assert seat is not None
    assert seat.stack == 200
    await room.tick(5)
    view = await room.service.view(CHANNEL)
    assert view.in_hand  # dealt in again with a whole buy-in
    assert busted in {s.user_id for s in view.seats if s.in_hand}
    assert await room.total() == TOTAL


async def test_a_short_stack_tops_up_to_the_minimum_and_at_most_to_the_maximum(
    room: Room,
) -> None:
    update = await cash_table(room, (ALICE, BOB), buy_in=200)
    # Alice folds her small blind (or big blind) until she is under the minimum.
    for _ in range(10):
        view = update.view
        seat = view.seat_of(ALICE)
        assert seat is not None
        if not view.in_hand and seat.stack < 200:
            break
        if view.in_hand:
            assert view.to_act is not None
            move = Move.FOLD if view.to_act == ALICE else passive_move(update)
            update = await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
        else:
            await room.tick(5)
            update = room.updates[-1]
    seat = update.view.seat_of(ALICE)
    assert seat is not None
    stack = seat.stack
    assert 0 < stack < 200
    with pytest.raises(InvalidAmount, match=f"at least {200 - stack}"):
        await room.service.top_up(CHANNEL, ALICE, 200 - stack - 1)
    update = await room.service.top_up(CHANNEL, ALICE, 200 - stack)
    seat = update.view.seat_of(ALICE)
    assert seat is not None
    assert seat.stack == 200
    assert await room.total() == TOTAL


# --- stats from real hands ------------------------------------------------------------------


def _won(update: TableUpdate) -> tuple[dict[int, int], bool]:
    """Chips each winner took in the hand that ``update`` ended, and whether it was shown down."""
    notes = [n for n in update.notes if n.kind in (NoteKind.SHOWDOWN, NoteKind.HAND_WON)]
    assert len(notes) == 1
    note = notes[0]
    if note.kind is NoteKind.SHOWDOWN:
        return {hand.user_id: hand.won for hand in note.shown if hand.won}, True
    ((_, amount, (winner,)),) = note.awards
    return {winner: amount}, False


async def test_stats_come_from_the_hands_played(room: Room) -> None:
    update = await cash_table(room)
    nets = dict.fromkeys(PLAYERS, 0)
    wins = dict.fromkeys(PLAYERS, 0)
    biggest = dict.fromkeys(PLAYERS, 0)
    showdowns = dict.fromkeys(PLAYERS, 0)
    for hand in range(3):
        start = {s.user_id: s.stack + s.bet for s in update.view.seats}  # blinds are bets
        if hand == 1:  # everyone folds to the big blind: won without a showdown
            for _ in range(2):
                actor = update.view.to_act
                assert actor is not None
                update = await room.service.act(CHANNEL, actor, update.view.hand_no, Move.FOLD)
        else:
            update = await play_passively(room, update)
        end = {s.user_id: s.stack for s in update.view.seats}
        won, shown = _won(update)
        for user in PLAYERS:
            nets[user] += end[user] - start[user]
        for user, chips in won.items():
            wins[user] += 1
            biggest[user] = max(biggest[user], chips)
            showdowns[user] += shown
        await room.tick(5)
        update = room.updates[-1]
    bank = Bank(room.store)
    for user in PLAYERS:
        stats = await bank.stats(GUILD, user)
        assert stats.hands_played == 3
        assert stats.hands_won == wins[user]
        assert stats.net_won == nets[user]
        assert stats.biggest_pot == biggest[user]
        assert stats.showdowns_won == showdowns[user]
    assert sum(nets.values()) == 0
    assert sum(wins.values()) >= 3
    assert sum(showdowns.values()) >= 2
    assert await room.total() == TOTAL


@pytest.mark.parametrize("by", [LeaderboardKind.NET_WON, LeaderboardKind.HANDS_WON])
async def test_leaderboards_by_net_and_by_hands_won_page_through_the_bank(
    room: Room, by: LeaderboardKind
) -> None:
    update = await cash_table(room)
    for _ in range(4):
        update = await play_passively(room, update)
        await room.tick(5)
        update = room.updates[-1]
    bank = Bank(room.store, BankSettings(page_size=2))
    field = "net_won" if by is LeaderboardKind.NET_WON else "hands_won"
    expected = {user: getattr(await bank.stats(GUILD, user), field) for user in PLAYERS}
    first = await bank.leaderboard(GUILD, by, 1)
    second = await bank.leaderboard(GUILD, by, "2")
    assert (first.page, second.page, first.total_pages, first.total_rows) == (1, 2, 2, 3)
    assert len(first.rows) == 2
    rows = [*first.rows, *second.rows]
    assert {(r.user_id, r.value) for r in rows} == set(expected.items())
    assert [r.value for r in rows] == sorted(expected.values(), reverse=True)
    assert [r.rank for r in rows] == sorted(r.rank for r in rows)
    past = await bank.leaderboard(GUILD, by, 99)
    assert past.rows == second.rows


@pytest.mark.parametrize("page", [None, 1.5, "two", True, [1], "nan"])
async def test_a_leaderboard_page_that_is_not_a_whole_number_is_refused_politely(
    room: Room, page: object
) -> None:
    with pytest.raises(InvalidAmount, match="page"):
        await Bank(room.store).leaderboard(GUILD, LeaderboardKind.NET_WON, page)
