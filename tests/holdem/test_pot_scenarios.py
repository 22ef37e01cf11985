"""Scenario replays of pots at the end of a hand: odd chips in side pots, showdown order.

Each hand is hand-checked: stacks and pot after every street, final stacks at the end.
"""

from __future__ import annotations

from holdem.betting import Street
from holdem.events import CardsShown, PotAwarded
from tests.holdem.scenario import (
    BOARD,
    all_in,
    bet,
    call,
    check,
    config,
    deal,
    expect,
    fold,
    play,
    raise_to,
)


def test_odd_chip_of_a_side_pot_goes_to_the_small_blind_before_the_button():
    """The side pot of 15 is split by the small blind and the button: 8 and 7."""
    hand = deal(
        config(),
        {0: 100, 1: 5, 2: 100, 3: 100},
        button=3,
        holes={0: "KsQd", 1: "AsAh", 2: "2c2h", 3: "KhQc"},
        board=BOARD,
    )
    play(hand, (2, raise_to(6)), (3, call), (0, call), (1, all_in))
    expect(hand, Street.FLOP, {0: 94, 1: 0, 2: 94, 3: 94}, 23)
    play(hand, (0, bet(2)), (2, call), (3, call))
    expect(hand, Street.TURN, {0: 92, 1: 0, 2: 92, 3: 92}, 29)
    play(hand, (0, bet(3)), (2, fold), (3, call))
    expect(hand, Street.RIVER, {0: 89, 1: 0, 2: 92, 3: 89}, 35)
    play(hand, (0, check), (3, check))
    assert hand.is_over
    awards = [(e.amount, e.winners, e.shares) for e in hand.history if isinstance(e, PotAwarded)]
    # main pot 4 x 5 = 20 to the aces; side pot 3 x 3 + 2 x 3 = 15 split, odd chip to seat 0
    assert awards == [(20, (1,), (20,)), (15, (0, 3), (8, 7))]
    assert hand.stacks == {0: 97, 1: 20, 2: 92, 3: 96}


def test_showdown_order_with_an_earlier_all_in_starts_with_the_river_bettor():
    """Seat 0 went all-in before the flop; seat 2 bet the river: 2 shows first, then 0, 1."""
    hand = deal(
        config(),
        {0: 20, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=BOARD,
    )
    play(hand, (2, raise_to(20)), (0, all_in), (1, call))
    expect(hand, Street.FLOP, {0: 0, 1: 80, 2: 80}, 60)
    play(hand, (1, check), (2, check))
    expect(hand, Street.TURN, {0: 0, 1: 80, 2: 80}, 60)
    play(hand, (1, check), (2, check))
    expect(hand, Street.RIVER, {0: 0, 1: 80, 2: 80}, 60)
    play(hand, (1, check), (2, bet(20)), (1, call))
    assert hand.is_over
    assert [e.seat for e in hand.history if isinstance(e, CardsShown)] == [2, 0, 1]
    assert hand.stacks == {0: 60, 1: 100, 2: 60}
