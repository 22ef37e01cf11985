"""Pots: side-pot layering, uncalled bets, odd chips."""

from __future__ import annotations

import random

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


def _layers_by_plain_sums(contributions, live, dead=0):
    """The layering as first written: every layer's chips summed over every player."""
    n = len(contributions)
    pots: list[Pot] = []
    amount, previous = dead, 0
    levels = sorted(set(contributions))
    if 0 not in levels:
        levels.insert(0, 0)
    for level in levels:
        if level:
            amount += sum(min(c, level) - min(c, previous) for c in contributions)
        eligible = tuple(i for i in range(n) if live[i] and contributions[i] >= level)
        if not eligible and pots:
            pots[-1] = Pot(pots[-1].amount + amount, pots[-1].eligible)
            amount = 0
        else:
            while pots and pots[-1].eligible == eligible:
                amount += pots.pop().amount
            if amount:
                pots.append(Pot(amount, eligible))
                amount = 0
        previous = level
    return tuple(pots)


@pytest.mark.parametrize("seed", range(20))
def test_layering_counts_each_layer_as_the_plain_sums_do(seed):
    rng = random.Random(seed)
    for _ in range(500):
        n = rng.randint(0, 10)
        contributions = [rng.choice([0, 0, 5, 10, 20, rng.randint(0, 60)]) for _ in range(n)]
        live = [rng.random() < 0.7 for _ in range(n)]
        dead = rng.choice([0, 0, 3])
        expected = _layers_by_plain_sums(contributions, live, dead)
        assert build_pots(contributions, live, dead) == expected
