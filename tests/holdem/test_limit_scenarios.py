"""Fixed-limit scenario replays: the full-bet level, short all-ins, completing, the cap.

Each hand is hand-checked: stacks and pot after every street, final stacks at the end.
"""

from __future__ import annotations

import pytest

from holdem.betting import Street
from holdem.errors import ActionNotAvailable, InvalidAmount
from holdem.events import CardsShown, PotAwarded
from tests.holdem.scenario import (
    BOARD,
    FL,
    all_in,
    bet,
    call,
    check,
    config,
    deal,
    expect,
    fold,
    muck,
    play,
    raise_to,
    street_of,
)


def test_short_all_in_below_half_a_bet_does_not_count_toward_the_cap_bug():
    """TDA: an all-in raise of less than half a bet "will not be considered in the raise limit".

    Button 5; seat 2 raises to 20, seat 3 to 30, seat 4 all-in to 33 (3 over the level 30).
    The big blind and two raises are three bets of four, so seat 5 may still raise, to 40.
    """
    hand = deal(
        config(5, 10, FL),
        {0: 100, 1: 100, 2: 100, 3: 100, 4: 33, 5: 100},
        button=5,
        holes={0: "2c2h", 1: "5c5d", 2: "KsKh", 3: "QsQh", 4: "AsAh", 5: "JsJh"},
        board=BOARD,
    )
    play(hand, (2, raise_to(20)), (3, raise_to(30)), (4, all_in))
    options = hand.legal_actions()
    assert options.seat == 5
    assert options.call_amount == 33
    assert options.can_raise
    assert (options.min_raise_to, options.max_raise_to) == (40, 40)
    play(hand, (5, raise_to(40)), (0, fold), (1, fold))
    capped = hand.legal_actions()
    assert capped.seat == 2
    assert not capped.can_raise  # the 40 was the fourth bet
    play(hand, (2, call), (3, call))
    # main pot 5 + 10 + 4 x 33 = 147 (seats 2-5), side pot 3 x 7 = 21 (seats 2, 3, 5)
    expect(hand, Street.FLOP, {0: 95, 1: 90, 2: 60, 3: 60, 4: 0, 5: 60}, 168)
    play(hand, (2, check), (3, check), (5, check))
    expect(hand, Street.TURN, {0: 95, 1: 90, 2: 60, 3: 60, 4: 0, 5: 60}, 168)
    play(hand, (2, check), (3, check), (5, check))
    expect(hand, Street.RIVER, {0: 95, 1: 90, 2: 60, 3: 60, 4: 0, 5: 60}, 168)
    play(hand, (2, check), (3, check), (5, check))
    assert hand.is_over
    assert hand.stacks == {0: 95, 1: 90, 2: 81, 3: 60, 4: 147, 5: 60}


def test_all_in_of_half_a_bet_counts_toward_the_cap():
    """The same hand with seat 4 all-in to 35 (half a bet over 30): a raise, the fourth bet."""
    hand = deal(
        config(5, 10, FL),
        {0: 100, 1: 100, 2: 100, 3: 100, 4: 35, 5: 100},
        button=5,
        holes={0: "2c2h", 1: "5c5d", 2: "KsKh", 3: "QsQh", 4: "AsAh", 5: "JsJh"},
    )
    play(hand, (2, raise_to(20)), (3, raise_to(30)), (4, all_in))
    options = hand.legal_actions()
    assert options.seat == 5
    assert options.call_amount == 35
    assert not options.can_raise
    with pytest.raises(ActionNotAvailable):
        hand.apply(5, raise_to(40))


def test_short_all_in_preflop_next_raise_completes_to_the_next_level():
    """Facing the big blind 10 and an all-in to 13, a raise is to 20 (not 23)."""
    hand = deal(
        config(5, 10, FL),
        {0: 100, 1: 100, 2: 13, 3: 100},
        button=3,
        holes={0: "KsKh", 1: "QsQh", 2: "AsAh", 3: "JsJh"},
        board=BOARD,
    )
    play(hand, (2, all_in))
    options = hand.legal_actions()
    assert options.seat == 3
    assert options.call_amount == 13
    assert (options.min_raise_to, options.max_raise_to) == (20, 20)
    with pytest.raises(InvalidAmount):
        hand.apply(3, raise_to(23))
    play(hand, (3, raise_to(20)))
    small = hand.legal_actions()
    assert (small.call_amount, small.min_raise_to) == (15, 30)
    play(hand, (0, call))
    big = hand.legal_actions()
    assert (big.seat, big.call_amount, big.min_raise_to) == (1, 10, 30)
    play(hand, (1, call))
    # main pot 4 x 13 = 52, side pot 3 x 7 = 21
    expect(hand, Street.FLOP, {0: 80, 1: 80, 2: 0, 3: 80}, 73)
    play(hand, (0, bet(10)), (1, call), (3, call))
    expect(hand, Street.TURN, {0: 70, 1: 70, 2: 0, 3: 70}, 103)
    play(hand, (0, check), (1, check), (3, check))
    expect(hand, Street.RIVER, {0: 70, 1: 70, 2: 0, 3: 70}, 103)
    play(hand, (0, check), (1, check), (3, check))
    assert hand.is_over
    awards = [(e.amount, e.winners) for e in hand.history if isinstance(e, PotAwarded)]
    assert awards == [(52, (2,)), (51, (0,))]
    assert hand.stacks == {0: 121, 1: 70, 2: 52, 3: 70}


def test_all_in_of_half_a_bet_preflop_moves_the_level_up_one_unit():
    """After the big blind 10 and an all-in to 15, the next raise is to 30, and it reopens."""
    hand = deal(
        config(5, 10, FL),
        {0: 100, 1: 100, 2: 15, 3: 100},
        button=3,
        holes={0: "KsKh", 1: "QsQh", 2: "AsAh", 3: "JsJh"},
        board=BOARD,
    )
    play(hand, (2, all_in))
    options = hand.legal_actions()
    assert (options.call_amount, options.min_raise_to, options.max_raise_to) == (15, 30, 30)
    play(hand, (3, call), (0, raise_to(30)))
    big = hand.legal_actions()
    assert (big.seat, big.call_amount, big.min_raise_to) == (1, 20, 40)  # BB, 15, 30: 40 is 4th
    play(hand, (1, call))
    button = hand.legal_actions()
    assert (button.seat, button.can_raise, button.min_raise_to) == (3, True, 40)
    play(hand, (3, call))
    # main pot 4 x 15 = 60, side pot 3 x 15 = 45
    expect(hand, Street.FLOP, {0: 70, 1: 70, 2: 0, 3: 70}, 105)
    play(hand, (0, check), (1, check), (3, check))
    expect(hand, Street.TURN, {0: 70, 1: 70, 2: 0, 3: 70}, 105)
    play(hand, (0, bet(20)), (1, fold), (3, call))
    expect(hand, Street.RIVER, {0: 50, 1: 70, 2: 0, 3: 50}, 145)
    play(hand, (0, check), (3, check))
    assert hand.is_over
    assert hand.stacks == {0: 135, 1: 70, 2: 60, 3: 50}


def test_opening_all_in_bet_for_less_than_half_a_bet_is_completed_to_a_full_bet():
    """On the turn (bet 4) the small blind bets all-in 1; the next player completes to 4."""
    hand = deal(
        config(1, 2, FL),
        {0: 5, 1: 50, 2: 50},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, call), (0, call), (1, check))
    expect(hand, Street.FLOP, {0: 3, 1: 48, 2: 48}, 6)
    play(hand, (0, bet(2)), (1, call), (2, call))
    expect(hand, Street.TURN, {0: 1, 1: 46, 2: 46}, 12)
    play(hand, (0, all_in))
    options = hand.legal_actions()
    assert options.seat == 1
    assert options.call_amount == 1
    assert (options.min_raise_to, options.max_raise_to) == (4, 4)
    play(hand, (1, raise_to(4)))
    assert hand.legal_actions().min_raise_to == 8  # the completion was the first bet
    play(hand, (2, call))
    # main pot 3 x 5 = 15 (seat 0 is all-in), side pot 2 x 3 = 6
    expect(hand, Street.RIVER, {0: 0, 1: 42, 2: 42}, 21)
    play(hand, (1, bet(4)), (2, fold))
    assert hand.is_over
    assert hand.stacks == {0: 15, 1: 48, 2: 42}


def test_short_all_in_bet_does_not_reopen_for_a_player_who_checked():
    """Checked, then facing an all-in bet of less than half a bet: call or fold only."""
    hand = deal(
        config(1, 2, FL),
        {0: 50, 1: 5, 2: 50},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, call), (0, call), (1, check))
    play(hand, (0, bet(2)), (1, call), (2, call))
    play(hand, (0, check), (1, all_in))  # 1 of a 4-chip bet
    button = hand.legal_actions()
    assert (button.seat, button.min_raise_to) == (2, 4)
    play(hand, (2, call))
    checked = hand.legal_actions()
    assert (checked.seat, checked.call_amount, checked.can_raise) == (0, 1, False)


def test_fixed_limit_cap_with_a_straddle_counts_blind_and_straddle_as_two_bets():
    hand = deal(
        config(1, 2, FL),
        {0: 100, 1: 100, 2: 100, 3: 100},
        button=0,
        holes={0: "JsJh", 1: "AsAh", 2: "KsKh", 3: "QsQh"},
        board=BOARD,
        straddle=3,
    )
    first = hand.legal_actions()
    assert (first.seat, first.call_amount, first.min_raise_to) == (0, 4, 6)
    play(hand, (0, raise_to(6)), (1, raise_to(8)))
    capped = hand.legal_actions()
    assert (capped.seat, capped.can_raise, capped.call_amount) == (2, False, 6)
    play(hand, (2, call), (3, call), (0, call))
    expect(hand, Street.FLOP, {0: 92, 1: 92, 2: 92, 3: 92}, 32)
    play(hand, (1, bet(2)), (2, raise_to(4)), (3, raise_to(6)), (0, raise_to(8)))
    assert not hand.legal_actions().can_raise  # the flop allows four bets, no straddle there
    play(hand, (1, call), (2, call), (3, call))
    expect(hand, Street.TURN, {0: 84, 1: 84, 2: 84, 3: 84}, 64)
    play(hand, (1, check), (2, check), (3, check), (0, check))
    expect(hand, Street.RIVER, {0: 84, 1: 84, 2: 84, 3: 84}, 64)
    play(hand, (1, check), (2, check), (3, check), (0, check))
    assert street_of(hand) is Street.SHOWDOWN
    play(hand, (2, muck), (3, muck), (0, muck))
    assert [e.seat for e in hand.history if isinstance(e, CardsShown)] == [1]
    assert hand.stacks == {0: 84, 1: 148, 2: 84, 3: 84}
