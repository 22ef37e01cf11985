"""Payout tables, shared places, ICM, deals and the cancellation split: exact whole chips."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.tournament.finish import Bust, Finish, finish, hand_for_hand, place_prizes
from cardroom.tournament.payouts import (
    PayoutScheme,
    apportion,
    cancellation_split,
    icm,
    icm_deal,
    payouts,
    places_paid,
    shares,
)


def test_places_paid_round_the_share_of_entrants_up() -> None:
    assert places_paid(PayoutScheme.TOP10, 20) == 2
    assert places_paid(PayoutScheme.TOP10, 21) == 3
    assert places_paid(PayoutScheme.TOP15, 20) == 3
    assert places_paid(PayoutScheme.TOP20, 20) == 4
    assert places_paid(PayoutScheme.WINNER, 500) == 1
    assert places_paid(PayoutScheme.TOP20, 2) == 1
    assert places_paid(PayoutScheme.TOP10, 0) == 0


def test_the_published_columns_are_used_as_they_are() -> None:
    assert [float(s) for s in shares(3)] == [0.5, 0.3, 0.2]
    assert [float(s) * 100 for s in shares(9)] == pytest.approx(
        [30, 20, 12, 10, 8, 6.5, 5.5, 4.5, 3.5]
    )
    assert float(shares(63)[0]) == pytest.approx(0.23)
    assert payouts(PayoutScheme.TOP15, entrants=20, pool=2000) == (1000, 600, 400)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(list(PayoutScheme)), st.integers(1, 2000), st.integers(0, 10**9))
def test_prizes_add_up_to_the_pool_and_never_rise(
    scheme: PayoutScheme, entrants: int, pool: int
) -> None:
    prizes = payouts(scheme, entrants=entrants, pool=pool)
    assert sum(prizes) == pool
    assert len(prizes) == places_paid(scheme, entrants)
    assert all(a >= b for a, b in itertools.pairwise(prizes))
    assert sum(shares(len(prizes))) == 1


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.integers(0, 1000), min_size=1, max_size=30))
def test_apportion_is_exact_and_close(total: int, weights: list[int]) -> None:
    paid = apportion(total, weights)
    assert sum(paid) == total
    whole = sum(weights) or len(weights)
    for weight, chips in zip(weights, paid, strict=True):
        exact = Fraction(total * (weight if sum(weights) else 1), whole)
        assert abs(chips - exact) < 1


def test_icm_matches_the_published_vector() -> None:
    result = icm([425, 280, 130, 75], [150_000, 98_750, 45_500, 13_250])
    assert [round(x, 2) for x in result] == [323.20, 278.12, 195.79, 112.89]
    assert icm_deal([425, 280, 130, 75], [150_000, 98_750, 45_500, 13_250]) == (
        323,
        278,
        196,
        113,
    )


def test_icm_with_one_prize_is_the_chip_share() -> None:
    assert icm([100], [1, 3]) == pytest.approx((25.0, 75.0))


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(1, 10**6), min_size=2, max_size=7),
    st.lists(st.integers(0, 10**5), min_size=1, max_size=7),
)
def test_an_icm_deal_pays_exactly_what_is_left(stacks: list[int], prizes: list[int]) -> None:
    unpaid = sorted(prizes, reverse=True)[: len(stacks)]
    deal = icm_deal(unpaid, stacks)
    assert sum(deal) == sum(unpaid)
    assert math.isclose(sum(icm(unpaid, stacks)), sum(unpaid), rel_tol=1e-9, abs_tol=1e-6)
    order = sorted(range(len(stacks)), key=lambda i: stacks[i])
    equities = icm(unpaid, stacks)
    assert all(equities[a] <= equities[b] + 1e-9 for a, b in itertools.pairwise(order))


def test_cancelling_before_the_money_splits_half_evenly_half_by_chips() -> None:
    # pool 1000 among chips 300/100: 250 each evenly, 375/125 by chips
    assert cancellation_split(1000, {1: 300, 2: 100}, [1000]) == {1: 625, 2: 375}


def test_cancelling_in_the_money_pays_the_lowest_unpaid_prize_first() -> None:
    # three left of places 500/300/200: 200 each, the remaining 400 by chips 1:1:2
    assert cancellation_split(1000, {1: 100, 2: 100, 3: 200}, [500, 300, 200]) == {
        1: 300,
        2: 300,
        3: 400,
    }


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(st.integers(1, 10**6), st.integers(0, 10**6), min_size=1, max_size=30),
    st.sampled_from(list(PayoutScheme)),
    st.integers(1, 10**7),
    st.integers(0, 500),
)
def test_a_cancellation_pays_the_pool_left_exactly(
    stacks: dict[int, int], scheme: PayoutScheme, pool: int, extra: int
) -> None:
    entrants = len(stacks) + extra
    prizes = payouts(scheme, entrants=entrants, pool=pool)
    unpaid = list(prizes[: len(stacks)])
    pool_left = sum(unpaid)
    split = cancellation_split(pool_left, stacks, unpaid)
    assert sum(split.values()) == pool_left
    assert set(split) == set(stacks)
    if len(stacks) <= len([u for u in unpaid if u]):
        lowest = [u for u in unpaid if u][len(stacks) - 1]
        assert all(value >= lowest for value in split.values())
    richer = sorted(stacks, key=lambda p: stacks[p])
    for low, high in itertools.pairwise(richer):
        assert split[low] <= split[high] + 1


def test_busts_in_one_hand_rank_by_chips_at_its_start() -> None:
    places = finish([Bust(1, 200), Bust(2, 900), Bust(3, 50)], players_left=12)
    assert [(p.player, p.best, p.worst) for p in places] == [(2, 10, 10), (1, 11, 11), (3, 12, 12)]


def test_equal_chips_share_the_places_and_their_prizes() -> None:
    places = finish([Bust(4, 300), Bust(5, 300)], players_left=3)
    assert places == (Finish(4, 2, 3), Finish(5, 2, 3))
    assert place_prizes(places, [600, 300, 100]) == {4: 200, 5: 200}
    assert place_prizes(places, [600, 300]) == {4: 150, 5: 150}


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(1, 10**5), min_size=2, max_size=40),
    st.sampled_from(list(PayoutScheme)),
    st.integers(0, 10**6),
    st.randoms(use_true_random=False),
)
def test_a_whole_finish_pays_the_pool_exactly(
    chips: list[int], scheme: PayoutScheme, pool: int, rng: object
) -> None:
    """Players bust in random groups (ties included) down to a winner: prizes sum to the pool."""
    import random

    assert isinstance(rng, random.Random)
    entrants = len(chips)
    prizes = payouts(scheme, entrants=entrants, pool=pool)
    alive = dict(enumerate(chips))
    paid: dict[int, int] = {}
    placed: list[Finish] = []
    while len(alive) > 1:
        out = rng.sample(sorted(alive), rng.randint(1, len(alive) - 1))
        group = finish([Bust(p, alive[p] // 10 * 10) for p in out], players_left=len(alive))
        placed.extend(group)
        paid.update(place_prizes(group, prizes))
        for p in out:
            del alive[p]
    (winner,) = alive
    placed.append(Finish(winner, 1, 1))
    paid.update(place_prizes([Finish(winner, 1, 1)], prizes))
    assert sum(paid.values()) == pool
    places = sorted((f.best, f.worst) for f in placed)
    assert places[0] == (1, 1)
    assert max(w for _, w in places) == entrants


def test_hand_for_hand_starts_one_off_the_money() -> None:
    assert hand_for_hand(players_left=5, places_paid=4, tables=2)
    assert not hand_for_hand(players_left=6, places_paid=4, tables=2)
    assert not hand_for_hand(players_left=4, places_paid=4, tables=2)
