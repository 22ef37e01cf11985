"""Scenario replays of the short all-in at the first raise of a round (RULES §4).

An all-in that adds less than a full raise does not reopen the betting to players who have
already acted. At the first raise of a round a full raise is the minimum bet: the big blind
before the flop (the straddle, when there is one) and the big blind after it. PokerKit counts
any size as full there (RULES §13 (e)); these hands are checked by hand.
"""

from __future__ import annotations

import pytest

from holdem.betting import Street
from holdem.errors import ActionNotAvailable
from holdem.events import ActionTaken
from tests.holdem.scenario import (
    BOARD,
    PL,
    all_in,
    call,
    check,
    config,
    deal,
    events_of,
    expect,
    fold,
    play,
    raise_to,
    street_of,
)

HOLES4 = {0: "AsAh", 1: "KsKh", 2: "QsQh", 3: "JsJh"}


def test_issue_example_no_limit_the_limper_may_only_call_the_extra_chip():
    """4-handed, 1/2, the button has 3: seat 2 limps, the button is all-in to 3."""
    hand = deal(config(), {0: 100, 1: 100, 2: 100, 3: 3}, button=3, holes=HOLES4, board=BOARD)
    play(hand, (2, call))
    button = hand.legal_actions()
    assert (button.seat, button.min_raise_to, button.full_raise_to) == (3, 3, 4)
    assert button.all_in_to == 3
    play(hand, (3, all_in), (0, fold), (1, call))
    limper = hand.legal_actions()
    assert (limper.seat, limper.call_amount, limper.can_raise) == (2, 1, False)
    assert limper.min_raise_to is None
    assert limper.full_raise_to is None
    assert limper.all_in_to == 3  # an all-in here can only be a call
    with pytest.raises(ActionNotAvailable, match="only call or fold"):
        hand.apply(2, raise_to(6))
    events = hand.apply(2, all_in)
    taken = next(e for e in events if isinstance(e, ActionTaken))
    assert (taken.action, taken.amount_added, taken.bet_to) == (call, 1, 3)
    expect(hand, Street.FLOP, {0: 99, 1: 97, 2: 97, 3: 0}, 10)


def test_the_big_blind_keeps_the_option_to_raise_a_short_all_in():
    hand = deal(config(), {0: 100, 1: 100, 2: 100, 3: 3}, button=3, holes=HOLES4, board=BOARD)
    play(hand, (2, call), (3, all_in), (0, fold))
    big = hand.legal_actions()
    assert (big.seat, big.can_raise, big.min_raise_to) == (1, True, 5)  # 3 + the big blind
    play(hand, (1, raise_to(10)))
    reopened = hand.legal_actions()  # a full raise: the limper may raise again
    assert (reopened.seat, reopened.can_raise, reopened.min_raise_to) == (2, True, 17)
    play(hand, (2, call))
    expect(hand, Street.FLOP, {0: 99, 1: 90, 2: 90, 3: 0}, 24)


def test_pot_limit_the_limper_may_only_call():
    hand = deal(
        config(structure=PL), {0: 100, 1: 100, 2: 100, 3: 3}, button=3, holes=HOLES4, board=BOARD
    )
    play(hand, (2, call), (3, all_in), (0, call), (1, call))
    limper = hand.legal_actions()
    assert (limper.seat, limper.call_amount, limper.can_raise) == (2, 1, False)
    with pytest.raises(ActionNotAvailable):
        hand.apply(2, raise_to(4))
    play(hand, (2, call))
    expect(hand, Street.FLOP, {0: 97, 1: 97, 2: 97, 3: 0}, 12)


def test_pot_limit_the_big_blind_may_raise_to_the_pot():
    hand = deal(
        config(structure=PL), {0: 100, 1: 100, 2: 100, 3: 3}, button=3, holes=HOLES4, board=BOARD
    )
    play(hand, (2, call), (3, all_in), (0, fold))
    big = hand.legal_actions()
    # pot 1 + 2 + 2 + 3 = 8, to call 1: 3 + (8 + 1) = 12
    assert (big.seat, big.min_raise_to, big.max_raise_to) == (1, 5, 12)


def test_with_a_straddle_a_full_raise_is_the_straddle():
    holes = {**HOLES4, 4: "TsTh"}
    stacks = {0: 100, 1: 100, 2: 100, 3: 100, 4: 7}
    hand = deal(config(), stacks, button=4, holes=holes, board=BOARD, straddle=2)
    play(hand, (3, call))
    button = hand.legal_actions()
    assert (button.seat, button.min_raise_to, button.full_raise_to) == (4, 7, 8)
    play(hand, (4, all_in), (0, fold), (1, fold))  # to 7: 3 more, short of the straddle's 4
    straddler = hand.legal_actions()  # has not acted: keeps the option
    assert (straddler.seat, straddler.can_raise, straddler.min_raise_to) == (2, True, 11)
    play(hand, (2, call))
    caller = hand.legal_actions()
    assert (caller.seat, caller.call_amount, caller.can_raise) == (3, 3, False)
    play(hand, (3, call))
    expect(hand, Street.FLOP, {0: 99, 1: 98, 2: 93, 3: 93, 4: 0}, 24)


def test_with_a_straddle_a_raise_of_the_big_blind_only_is_short():
    """Over a straddle of 4, an all-in raise of 2 (to 6) is not a full raise."""
    holes = {**HOLES4, 4: "TsTh"}
    stacks = {0: 100, 1: 100, 2: 100, 3: 100, 4: 6}
    hand = deal(config(), stacks, button=4, holes=holes, board=BOARD, straddle=2)
    play(hand, (3, call), (4, all_in), (0, fold), (1, fold), (2, call))
    assert not hand.legal_actions().can_raise


def test_after_the_flop_an_all_in_bet_below_the_big_blind_reopens_nothing():
    hand = deal(
        config(),
        {0: 100, 1: 3, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, call), (0, call), (1, check))
    expect(hand, Street.FLOP, {0: 98, 1: 1, 2: 98}, 6)
    play(hand, (0, check))
    short = hand.legal_actions()
    assert (short.seat, short.min_raise_to, short.full_raise_to, short.all_in_to) == (1, 1, 2, 1)
    play(hand, (1, all_in))
    button = hand.legal_actions()  # has not acted on the flop: may raise
    assert (button.seat, button.can_raise, button.min_raise_to) == (2, True, 3)
    play(hand, (2, call))
    checker = hand.legal_actions()  # checked, then faced less than a full bet
    assert (checker.seat, checker.call_amount, checker.can_raise) == (0, 1, False)
    play(hand, (0, call))
    assert street_of(hand) is Street.TURN


def test_after_the_flop_a_full_raise_over_the_short_bet_reopens_the_betting():
    hand = deal(
        config(),
        {0: 100, 1: 3, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, call), (0, call), (1, check), (0, check), (1, all_in), (2, raise_to(3)))
    checker = hand.legal_actions()
    assert (checker.seat, checker.can_raise, checker.min_raise_to) == (0, True, 5)
    play(hand, (0, raise_to(5)), (2, call))
    assert street_of(hand) is Street.TURN
    assert [e.bet_to for e in events_of(hand, ActionTaken) if e.action.amount] == [1, 3, 5]


def test_a_full_all_in_at_the_first_raise_reopens_the_betting():
    hand = deal(config(), {0: 100, 1: 100, 2: 100, 3: 4}, button=3, holes=HOLES4, board=BOARD)
    play(hand, (2, call), (3, all_in), (0, fold), (1, call))  # to 4: a full raise of 2
    limper = hand.legal_actions()
    assert (limper.seat, limper.can_raise, limper.min_raise_to) == (2, True, 6)


def test_all_in_covering_everyone_still_able_to_act_is_a_call():
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 20},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, all_in), (0, fold))
    big = hand.legal_actions()  # seat 2 is all-in: nobody left to raise against
    assert (big.seat, big.can_raise, big.call_amount, big.all_in_to) == (1, False, 18, 20)
    events = hand.apply(1, all_in)
    taken = next(e for e in events if isinstance(e, ActionTaken))
    assert (taken.action, taken.bet_to, taken.is_all_in) == (call, 20, False)
    assert hand.is_over
    assert sum(hand.stacks.values()) == 220


def test_full_raise_size_is_reported_when_the_stack_clips_the_minimum():
    hand = deal(
        config(5, 10),
        {0: 1000, 1: 1000, 2: 150},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, call), (0, raise_to(100)), (1, fold))
    clipped = hand.legal_actions()
    assert (clipped.min_raise_to, clipped.max_raise_to, clipped.full_raise_to) == (150, 150, 190)
    play(hand, (2, all_in))  # 50 more, short of the 90 of a full raise: a call ends it
    assert not hand.legal_actions().can_raise
    play(hand, (0, call))
    assert hand.is_over
    assert sum(hand.stacks.values()) == 2150


def test_two_short_all_ins_on_the_flop_reopen_nothing_for_a_player_who_called_between():
    """Issue 23's flop probe: a caller between two short all-ins faced only +1 since."""
    holes = {0: "AsAh", 1: "KsKh", 2: "QsQh", 3: "JsJh"}
    hand = deal(config(), {0: 100, 1: 3, 2: 100, 3: 4}, button=3, holes=holes, board=BOARD)
    play(hand, (2, call), (3, call), (0, call), (1, check))
    expect(hand, Street.FLOP, {0: 98, 1: 1, 2: 98, 3: 2}, 8)
    play(hand, (0, check), (1, all_in), (2, call), (3, all_in), (0, call))
    caller = hand.legal_actions()
    assert (caller.seat, caller.call_amount, caller.can_raise) == (2, 1, False)
    assert caller.min_raise_to is None
    with pytest.raises(ActionNotAvailable, match="only call or fold"):
        hand.apply(2, raise_to(4))
    play(hand, (2, call))
    assert street_of(hand) is Street.TURN


def test_the_checker_before_two_short_all_ins_that_add_up_to_a_bet_may_raise():
    """Seat 0 checked before both all-ins: +1 and +1 make the full bet of 2 since it acted."""
    holes = {0: "AsAh", 1: "KsKh", 2: "QsQh", 3: "JsJh"}
    hand = deal(config(), {0: 100, 1: 3, 2: 100, 3: 4}, button=3, holes=holes, board=BOARD)
    play(hand, (2, call), (3, call), (0, call), (1, check))
    play(hand, (0, check), (1, all_in), (2, call), (3, all_in))
    checker = hand.legal_actions()
    assert (checker.seat, checker.call_amount, checker.can_raise) == (0, 2, True)
    assert checker.min_raise_to == 4


def test_two_short_all_ins_before_the_flop_reopen_nothing_for_a_caller_between():
    """Issue 23's pre-flop probe: seat 4 called the all-in to 3 and faces only +1 since."""
    holes = {0: "AsAh", 1: "KsKh", 2: "QsQh", 3: "JsJh", 4: "TsTh"}
    stacks = {0: 4, 1: 100, 2: 100, 3: 3, 4: 100}
    hand = deal(config(), stacks, button=4, holes=holes, board=BOARD)
    play(hand, (2, call), (3, all_in), (4, call), (0, all_in))
    big = hand.legal_actions()  # the big blind has not acted: its option stays
    assert (big.seat, big.can_raise, big.min_raise_to) == (1, True, 6)
    play(hand, (1, call))
    limper = hand.legal_actions()  # limped at 2: +1 and +1 since make a full raise of 2
    assert (limper.seat, limper.call_amount, limper.can_raise) == (2, 2, True)
    play(hand, (2, call))
    caller = hand.legal_actions()
    assert (caller.seat, caller.call_amount, caller.can_raise) == (4, 1, False)
    with pytest.raises(ActionNotAvailable, match="only call or fold"):
        hand.apply(4, raise_to(6))
    play(hand, (4, call))
    expect(hand, Street.FLOP, {0: 0, 1: 96, 2: 96, 3: 0, 4: 96}, 19)
