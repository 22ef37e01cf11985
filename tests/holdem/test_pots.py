"""Pots: side-pot layering, uncalled bets, odd chips."""

from __future__ import annotations

import pytest

from holdem.pots import Pot, build_pots, split_pot, uncalled_bet


def test_single_pot_when_everyone_put_in_the_same():
    assert build_pots([10, 10, 10], [True, True, True]) == (Pot(30, (0, 1, 2)),)


def test_three_way_side_pots():
    pots = build_pots([50, 100, 200], [True, True, True])
    assert pots == (Pot(150, (0, 1, 2)), Pot(100, (1, 2)), Pot(100, (2,)))


def test_folded_chips_stay_but_folded_players_cannot_win():
    pots = build_pots([60, 25, 60], [True, False, True])
    assert pots == (Pot(145, (0, 2)),)


def test_antes_are_dead_money_in_the_main_pot():
    pots = build_pots([0, 30, 30], [True, True, True], dead=9)
    assert pots == (Pot(9, (0, 1, 2)), Pot(60, (1, 2)))


def test_a_layer_nobody_live_reached_merges_down():
    pots = build_pots([10, 40], [True, False])
    assert pots == (Pot(50, (0,)),)


def test_uncalled_part_of_the_largest_bet():
    assert uncalled_bet([0, 50, 0]) == (1, 50)
    assert uncalled_bet([20, 50, 35]) == (1, 15)
    assert uncalled_bet([50, 50]) is None
    assert uncalled_bet([0, 0]) is None


@pytest.mark.parametrize(
    ("amount", "winners", "shares"),
    [(10, 2, (5, 5)), (11, 2, (6, 5)), (11, 3, (4, 4, 3)), (2, 3, (1, 1, 0))],
)
def test_odd_chips_one_at_a_time_from_the_first_winner(amount, winners, shares):
    assert split_pot(amount, winners) == shares
    assert sum(shares) == amount
