"""Scenario replays of forced bets: short antes, straddles, pot-limit limits over the blinds.

Each hand is hand-checked: stacks and pot after every street, final stacks at the end.
"""

from __future__ import annotations

import pytest

from holdem.betting import AnteMode, Street
from holdem.events import AntePosted, Blind, BlindPosted, CardsShown
from holdem.pots import Pot
from tests.holdem.scenario import (
    BOARD,
    PL,
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


def test_player_all_in_for_part_of_the_ante_wins_only_their_share_bug():
    """RULES §5: 3 chips of a 5 ante win 3 from each player; the rest is a side pot."""
    hand = deal(
        config(1, 2, ante=5),
        {0: 3, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "7c2d", 2: "8c3d"},
        board="KsQd9h4c5s",
    )
    assert [(a.seat, a.amount, a.is_all_in) for a in hand.history if isinstance(a, AntePosted)] == [
        (0, 3, True),
        (1, 5, False),
        (2, 5, False),
    ]
    assert not any(isinstance(e, BlindPosted) and e.seat == 0 for e in hand.history)
    play(hand, (2, call), (1, check))
    expect(hand, Street.FLOP, {0: 0, 1: 93, 2: 93}, 17)
    assert hand.pots == (Pot(9, (0, 1, 2)), Pot(8, (1, 2)))
    play(hand, (1, check), (2, check))
    expect(hand, Street.TURN, {0: 0, 1: 93, 2: 93}, 17)
    play(hand, (1, check), (2, check))
    expect(hand, Street.RIVER, {0: 0, 1: 93, 2: 93}, 17)
    play(hand, (1, check), (2, check))
    assert hand.is_over
    assert hand.stacks == {0: 9, 1: 93, 2: 101}


def test_full_antes_still_all_go_to_the_main_pot():
    """Everyone antes in full: the antes sit in the main pot, as before (and as PokerKit)."""
    hand = deal(
        config(1, 2, ante=1),
        {0: 10, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, raise_to(20)), (0, all_in), (1, call))
    # main pot 10 x 3 = 30 (the antes inside it), side pot 11 x 2 = 22
    expect(hand, Street.FLOP, {0: 0, 1: 79, 2: 79}, 52)
    assert hand.pots == (Pot(30, (0, 1, 2)), Pot(22, (1, 2)))
    play(hand, (1, check), (2, check), (1, check), (2, check), (1, check), (2, check))
    assert hand.stacks == {0: 30, 1: 101, 2: 79}


def test_big_blind_ante_stays_dead_money_for_every_player():
    """A big-blind ante pays for the table: a short all-in can win all of it."""
    hand = deal(
        config(1, 2, ante=3, ante_mode=AnteMode.BIG_BLIND),
        {0: 4, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, raise_to(20)), (0, all_in), (1, call))
    posts = [type(e).__name__ for e in hand.history if isinstance(e, (AntePosted, BlindPosted))]
    assert posts == ["BlindPosted", "BlindPosted", "AntePosted"]  # the blind, then the ante
    # main pot 3 (the BB's ante) + 4 x 3 = 15, side pot 16 x 2 = 32
    expect(hand, Street.FLOP, {0: 0, 1: 77, 2: 80}, 47)
    play(hand, (1, check), (2, check), (1, check), (2, check), (1, check), (2, check))
    assert hand.stacks == {0: 15, 1: 109, 2: 80}


def test_three_handed_straddle_is_posted_by_the_button_and_the_small_blind_acts_first():
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 100},
        button=0,
        holes={0: "QsQh", 1: "AsAh", 2: "KsKh"},
        board=BOARD,
        straddle=0,
    )
    posted = [(b.seat, b.amount, b.blind) for b in hand.history if isinstance(b, BlindPosted)]
    assert posted == [(1, 1, Blind.SMALL), (2, 2, Blind.BIG), (0, 4, Blind.STRADDLE)]
    first = hand.legal_actions()
    assert (first.seat, first.call_amount, first.min_raise_to) == (1, 3, 8)
    play(hand, (1, call), (2, call))
    option = hand.legal_actions()
    assert (option.seat, option.can_check, option.min_raise_to) == (0, True, 8)
    play(hand, (0, check))
    expect(hand, Street.FLOP, {0: 96, 1: 96, 2: 96}, 12)
    assert hand.legal_actions().min_raise_to == 2  # after the flop: the big blind again
    play(hand, (1, bet(2)), (2, raise_to(6)), (0, fold), (1, call))
    expect(hand, Street.TURN, {0: 96, 1: 90, 2: 90}, 24)
    play(hand, (1, check), (2, check))
    expect(hand, Street.RIVER, {0: 96, 1: 90, 2: 90}, 24)
    play(hand, (1, bet(10)), (2, call))
    assert street_of(hand) is Street.SHOWDOWN
    assert [e.seat for e in hand.history if isinstance(e, CardsShown)] == [1]  # river bettor
    play(hand, (2, muck))
    assert hand.stacks == {0: 96, 1: 124, 2: 80}


def test_player_too_short_to_straddle_cannot_and_acts_first():
    stacks = {0: 100, 1: 100, 2: 100, 3: 3}
    holes = {0: "KsKh", 1: "2c2h", 2: "QsQh", 3: "AsAh"}
    with pytest.raises(ValueError, match="in full"):
        deal(config(), stacks, button=0, holes=holes, straddle=3)
    hand = deal(config(straddle=True), stacks, button=0, holes=holes, board=BOARD)
    posted = [(b.seat, b.blind) for b in hand.history if isinstance(b, BlindPosted)]
    assert posted == [(1, Blind.SMALL), (2, Blind.BIG)]
    first = hand.legal_actions()
    assert (first.seat, first.call_amount, first.min_raise_to, first.max_raise_to) == (3, 2, 3, 3)
    play(hand, (3, call), (0, raise_to(6)), (1, fold), (2, call), (3, all_in))
    # main pot 1 + 3 x 3 = 10 (seats 0, 2, 3), side pot 3 x 2 = 6 (seats 0, 2)
    expect(hand, Street.FLOP, {0: 94, 1: 99, 2: 94, 3: 0}, 16)
    play(hand, (2, check), (0, bet(10)), (2, call))
    expect(hand, Street.TURN, {0: 84, 1: 99, 2: 84, 3: 0}, 36)
    play(hand, (2, check), (0, check))
    expect(hand, Street.RIVER, {0: 84, 1: 99, 2: 84, 3: 0}, 36)
    play(hand, (2, check), (0, check))
    assert hand.is_over
    assert hand.stacks == {0: 110, 1: 99, 2: 84, 3: 10}


def test_straddle_table_played_heads_up_has_no_straddle():
    with pytest.raises(ValueError, match="left of the big blind"):
        deal(config(), {0: 100, 1: 100}, button=0, holes={0: "KsKh", 1: "AsAh"}, straddle=1)
    hand = deal(
        config(straddle=True),
        {0: 100, 1: 100},
        button=0,
        holes={0: "KsKh", 1: "AsAh"},
        board=BOARD,
    )
    posted = [(b.seat, b.blind) for b in hand.history if isinstance(b, BlindPosted)]
    assert posted == [(0, Blind.SMALL), (1, Blind.BIG)]
    first = hand.legal_actions()
    assert (first.seat, first.call_amount, first.min_raise_to) == (0, 1, 4)
    play(hand, (0, raise_to(6)), (1, call))
    expect(hand, Street.FLOP, {0: 94, 1: 94}, 12)
    assert hand.legal_actions().min_raise_to == 2
    play(hand, (1, bet(2)), (0, call))
    expect(hand, Street.TURN, {0: 92, 1: 92}, 16)
    play(hand, (1, check), (0, check))
    expect(hand, Street.RIVER, {0: 92, 1: 92}, 16)
    play(hand, (1, check), (0, check), (0, muck))
    assert hand.stacks == {0: 92, 1: 108}


def test_pot_limit_maximum_for_the_blinds_before_the_flop():
    hand = deal(
        config(structure=PL),
        {0: 100, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, call))
    small = hand.legal_actions()
    assert (small.seat, small.call_amount, small.max_raise_to) == (0, 1, 8)  # 2 + (5 + 1)
    play(hand, (0, call))
    big = hand.legal_actions()
    assert (big.seat, big.can_check, big.min_raise_to, big.max_raise_to) == (1, True, 4, 8)
    play(hand, (1, raise_to(8)))
    assert hand.legal_actions().max_raise_to == 26  # 8 + (12 + 6)
    play(hand, (2, fold), (0, call))
    expect(hand, Street.FLOP, {0: 92, 1: 92, 2: 98}, 18)
    assert hand.legal_actions().max_raise_to == 18
    play(hand, (0, bet(18)), (1, call))
    expect(hand, Street.TURN, {0: 74, 1: 74, 2: 98}, 54)
    play(hand, (0, check), (1, check))
    expect(hand, Street.RIVER, {0: 74, 1: 74, 2: 98}, 54)
    assert hand.legal_actions().max_raise_to == 54
    play(hand, (0, check), (1, bet(54)), (0, fold))
    assert hand.stacks == {0: 74, 1: 128, 2: 98}


def test_pot_limit_heads_up_small_blind_may_raise_to_three_big_blinds():
    hand = deal(config(structure=PL), {0: 100, 1: 100}, button=0, holes={0: "AsAh", 1: "KsKh"})
    first = hand.legal_actions()
    assert (first.seat, first.min_raise_to, first.max_raise_to) == (0, 4, 6)  # 2 + (3 + 1)


def test_pot_limit_with_a_straddle():
    hand = deal(
        config(structure=PL),
        {0: 200, 1: 200, 2: 200, 3: 200},
        button=0,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh", 3: "JsJh"},
        board=BOARD,
        straddle=3,
    )
    first = hand.legal_actions()
    assert (first.seat, first.call_amount, first.min_raise_to, first.max_raise_to) == (
        0,
        4,
        8,
        15,  # 4 + (7 + 4)
    )
    play(hand, (0, raise_to(15)))
    small = hand.legal_actions()
    assert (small.seat, small.min_raise_to, small.max_raise_to) == (1, 26, 51)  # 15 + (22 + 14)
    play(hand, (1, fold), (2, fold))
    straddler = hand.legal_actions()
    assert (straddler.seat, straddler.max_raise_to) == (3, 48)  # 15 + (22 + 11)
    play(hand, (3, call))
    expect(hand, Street.FLOP, {0: 185, 1: 199, 2: 198, 3: 185}, 33)
    play(hand, (3, check))
    flop = hand.legal_actions()
    assert (flop.min_raise_to, flop.max_raise_to) == (2, 33)
    play(hand, (0, bet(33)), (3, fold))
    assert hand.stacks == {0: 218, 1: 199, 2: 198, 3: 185}
