"""Tests of holdem.equity: exact counts against a plain loop, the classics, and PokerKit."""

from __future__ import annotations

import dataclasses
import math
import random
import subprocess
import sys
from fractions import Fraction
from itertools import combinations, product
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import Card as PokerKitCard
from pokerkit import Deck as PokerKitDeck
from pokerkit import StandardHighHand, calculate_equities

import holdem
from holdem.cards import FULL_DECK, Card, parse_cards
from holdem.equity import EquityResult, _rank_draws, _suit_of_three, equity
from holdem.errors import HoldemError, InvalidNotation
from holdem.evaluator import _KEY, evaluate

ROOT = Path(__file__).resolve().parent.parent.parent


def plain(holes, board=(), dead=()):
    """The reference: every rest of the board, dealt and evaluated one by one.

    Returns each hand's (share, boards won alone, boards split) and the number of boards.
    """
    holes = [parse_cards(h) if isinstance(h, str) else tuple(h) for h in holes]
    board = parse_cards(board) if isinstance(board, str) else tuple(board)
    dead = parse_cards(dead) if isinstance(dead, str) else tuple(dead)
    used = {*board, *dead, *(c for h in holes for c in h)}
    live = [c for c in FULL_DECK if c not in used]
    shares = [Fraction(0)] * len(holes)
    wins = [0] * len(holes)
    ties = [0] * len(holes)
    boards = 0
    for rest in combinations(live, 5 - len(board)):
        full = (*board, *rest)
        values = [evaluate((*hole, *full)).value for hole in holes]
        best = max(values)
        winners = [i for i, v in enumerate(values) if v == best]
        for i in winners:
            shares[i] += Fraction(1, len(winners))
            if len(winners) == 1:
                wins[i] += 1
            else:
                ties[i] += 1
        boards += 1
    return [
        (s / boards, w / boards, t / boards) for s, w, t in zip(shares, wins, ties, strict=True)
    ], boards


def assert_exactly_plain(holes, board=(), dead=()) -> EquityResult:
    """equity() agrees with the plain loop to the last bit of every float."""
    result = equity(holes, board, dead)
    expected, boards = plain(holes, board, dead)
    assert result.exact
    assert result.boards == boards
    for hand, (share, win, tie) in zip(result.hands, expected, strict=True):
        assert hand.equity == float(share)
        assert hand.win == float(win)
        assert hand.tie == float(tie)
        assert hand.standard_error == 0.0
    return result


@pytest.mark.parametrize(
    ("holes", "board", "dead"),
    [
        (["AsAd", "KcKh"], "2c7d9hTs", ""),  # the turn
        (["AhKh", "7s7c"], "Qh7h2d", ""),  # a flush draw against a set
        (["AsKs", "AdKd"], "QsJs2d", ""),  # two flush draws, one to a royal
        (["9h8h", "AcAd", "KsKd"], "7h6h2c", ""),  # 3-way, straight-flush draw
        (["AsKd", "QcQh"], "Jc9c4c", "2c5c8d"),  # dead cards, some of the flush suit
        (["2c2d", "3c3d", "4h4s"], "5c6dJh", "AsAh"),  # 3-way with dead cards
        (["AhAs", "KhKs", "QhQs"], "2h3h4h5h", ""),  # a straight flush on the board
        (["AhAs", "KdKc"], "2h7h9hJhTd", ""),  # the river: one board
        (["As2s", "Kh3h"], "4s5s6s7sQh", ""),  # a straight flush on board, beaten by one
        (["AcKc", "AdKd", "AhKh", "AsKs"], "QcJdTh", ""),  # four-way splits
    ],
)
def test_exact_equity_matches_a_plain_loop(holes, board, dead) -> None:
    assert_exactly_plain(holes, board, dead)


def test_exact_pre_flop_matches_a_plain_loop_on_a_small_deck() -> None:
    """Before the flop every flush count (3, 4 or 5 of a suit) comes up; dead cards keep the
    deck small enough for the plain loop (17 live cards, 6,188 boards)."""
    holes = ["AsKs", "QhJh", "Tc9c", "8d8s", "7h2c", "6d5d", "AhQd", "3s3c"]
    dead = "2h2s4c4d4h5h6c6h7c7d8h9dTd"
    assert_exactly_plain(holes, "", dead)


def test_exact_ten_hands_on_the_flop_match_a_plain_loop() -> None:
    holes = ["AsAd", "KsKd", "QsQd", "JsJd", "TsTd", "9s9d", "8s8d", "7s7d", "6s6d", "5s5d"]
    result = assert_exactly_plain(holes, "Ah2s3d")
    assert result.boards == math.comb(29, 2)


@st.composite
def small_deals(draw):
    """Random hands, board and dead cards that leave few enough boards for the plain loop."""
    order = draw(st.permutations(FULL_DECK))
    hands = draw(st.integers(2, 6))
    board = draw(st.sampled_from([0, 0, 3, 4, 5]))
    live = 52 - 2 * hands - board
    dead = max(0, live - draw(st.integers(9, 14))) if board == 0 else draw(st.integers(0, 8))
    cards = iter(order)
    holes = [tuple(next(cards) for _ in range(2)) for _ in range(hands)]
    return holes, tuple(next(cards) for _ in range(board)), tuple(next(cards) for _ in range(dead))


@settings(max_examples=40, deadline=None)
@given(small_deals())
def test_exact_equity_matches_a_plain_loop_on_random_deals(deal) -> None:
    assert_exactly_plain(*deal)


@pytest.mark.parametrize(
    ("aces", "kings"),
    [("AsAh", "KsKh"), ("AsAh", "KsKd"), ("AsAh", "KdKc")],
    ids=["same suits", "one suit shared", "no suit shared"],
)
def test_aces_against_kings_before_the_flop(aces, kings) -> None:
    """The classic: 81-82% for the aces, by how many suits the kings share with them."""
    result = equity([aces, kings])
    assert result.boards == 1_712_304
    assert 0.81 < result.hands[0].equity < 0.83
    assert result.hands[0].equity + result.hands[1].equity == pytest.approx(1.0)
    assert result.hands[0].tie == result.hands[1].tie > 0  # a straight on board, say


def test_kings_in_the_aces_suits_do_worse() -> None:
    """Kings in the aces' suits can flush only where the aces flush higher."""
    same = equity(["AsAh", "KsKh"]).hands[0].equity
    none = equity(["AsAh", "KdKc"]).hands[0].equity
    assert same > none


def test_a_flush_draw_against_a_set_on_the_flop() -> None:
    """Nine hearts to come, but the set fills up when the board pairs: about a quarter."""
    result = assert_exactly_plain(["AhKh", "7s7c"], "Qh7h2d")
    draw, made = result.hands
    assert 0.2 < draw.equity < 0.3
    assert made.equity > 0.7


def test_the_board_plays_everyone_splits() -> None:
    result = equity(["2c3d", "4c5d", "6c8d"], board="AsKsQsJsTs")
    assert result.boards == 1
    assert all(hand.equity == pytest.approx(1 / 3) for hand in result.hands)
    assert all(hand.tie == 1.0 and hand.win == 0.0 for hand in result.hands)


def test_a_three_way_board_with_two_splitting_and_one_losing() -> None:
    result = equity(["AsKd", "AhKc", "2c3d"], board="AdKs7h7c9s")
    assert [hand.equity for hand in result.hands] == [0.5, 0.5, 0.0]
    assert [hand.tie for hand in result.hands] == [1.0, 1.0, 0.0]


def test_ten_hands_before_the_flop() -> None:
    holes = ["AsAd", "KsKd", "QsQd", "JsJd", "TsTd", "9s9d", "8s8d", "7s7d", "6s6d", "5s5d"]
    result = equity(holes)
    assert result.boards == math.comb(32, 5)
    assert sum(result.equities) == pytest.approx(1.0)
    assert result.hands[0].equity == max(result.equities)
    estimate = equity(holes, samples=20_000, rng=random.Random(10))
    for exact, sampled in zip(result.hands, estimate.hands, strict=True):
        assert abs(exact.equity - sampled.equity) < 4 * sampled.standard_error + 1e-9


def test_cards_as_text_and_as_values_give_the_same_answer() -> None:
    by_text = equity(["AsKd", "QcQh"], board="Jc9c4c", dead="2c")
    by_card = equity(
        [parse_cards("AsKd"), [Card("Qc"), Card("Qh")]], parse_cards("Jc9c4c"), [Card("2c")]
    )
    by_int = equity([[int(c) for c in parse_cards("AsKd")], [40, 42]], [36, 28, 8], [0])
    assert by_text == by_card == by_int


def test_the_result_is_frozen() -> None:
    result = equity(["AsKd", "QcQh"], board="Jc9c4c")
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.boards = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.hands[0].equity = 1.0  # type: ignore[misc]


@pytest.mark.parametrize(
    ("holes", "board", "dead"),
    [
        (["AsAd", "KcKh"], "", ""),
        (["AhKh", "7s7c"], "Qh7h2d", ""),
        (["9h8h", "AcAd", "KsKd"], "7h6h", ""),
        (["AsKs", "QhJh", "7c7d", "Ad2d", "KcTc", "5h5s"], "", ""),
        (["AsKd", "QcQh"], "Jc9c4c", "2c5c8d"),
    ],
)
def test_monte_carlo_agrees_with_the_exact_count(holes, board, dead) -> None:
    exact = equity(holes, board, dead)
    estimate = equity(holes, board, dead, samples=20_000, rng=random.Random(len(holes)))
    assert not estimate.exact
    assert estimate.boards == 20_000
    for e, s in zip(exact.hands, estimate.hands, strict=True):
        assert s.standard_error > 0
        assert abs(e.equity - s.equity) < 4 * s.standard_error
        assert abs(e.win - s.win) < 0.02
        assert abs(e.tie - s.tie) < 0.02


def test_the_standard_error_is_that_of_a_proportion_without_ties() -> None:
    estimate = equity(["AhKh", "7s7c"], board="Qh7h2d", samples=10_000, rng=random.Random(3))
    for hand in estimate.hands:
        assert hand.tie == 0.0
        p = hand.equity
        assert hand.standard_error == pytest.approx(math.sqrt(p * (1 - p) / 10_000), rel=1e-3)


def test_monte_carlo_is_reproducible_from_its_seed() -> None:
    spot = (["AsKs", "QhJh", "7c7d"],)
    first = equity(*spot, samples=2_000, rng=random.Random(42))
    again = equity(*spot, samples=2_000, rng=random.Random(42))
    other = equity(*spot, samples=2_000, rng=random.Random(43))
    assert first == again
    assert first != other
    assert not equity(*spot, samples=50).exact  # its own random source when none is given


def test_monte_carlo_on_the_river_is_the_one_board() -> None:
    estimate = equity(["AhAs", "KdKc"], "2h7h9hJhTd", samples=100, rng=random.Random(1))
    assert [hand.equity for hand in estimate.hands] == [1.0, 0.0]
    assert [hand.standard_error for hand in estimate.hands] == [0.0, 0.0]


def pokerkit_equity(holes, board="", samples=400, seed=0):
    """PokerKit's Monte-Carlo equities (it draws from the global random module)."""
    ranges = [[tuple(PokerKitCard.parse(hole))] for hole in holes]
    state = random.getstate()
    random.seed(seed)
    try:
        return calculate_equities(
            ranges,
            tuple(PokerKitCard.parse(board)) if board else (),
            2,
            5,
            PokerKitDeck.STANDARD,
            (StandardHighHand,),
            sample_count=samples,
        )
    finally:
        random.setstate(state)


@pytest.mark.parametrize(
    ("holes", "board"),
    [
        (["AsKd", "QcQh"], ""),
        (["9h8h", "AcAd", "KsKd"], "7h6h2c"),
    ],
)
def test_monte_carlo_agrees_with_pokerkit_within_sampling_error(holes, board) -> None:
    samples = 400
    theirs = pokerkit_equity(holes, board, samples=samples, seed=len(holes))
    ours = equity(holes, board, samples=20_000, rng=random.Random(5))
    exact = equity(holes, board)
    for mine, counted, their in zip(ours.hands, exact.hands, theirs, strict=True):
        their_error = math.sqrt(max(counted.equity * (1 - counted.equity), 0.01) / samples)
        assert abs(mine.equity - their) < 4 * math.hypot(mine.standard_error, their_error)
        assert abs(counted.equity - their) < 4 * their_error


@pytest.mark.parametrize(
    ("holes", "board", "dead", "words"),
    [
        (["AsKd"], "", "", "2 to 10 hands"),
        ([], "", "", "2 to 10 hands"),
        ([f"{r}c{r}d" for r in "23456789TJQ"], "", "", "2 to 10 hands"),
        (["AsKdQh", "2c2d"], "", "", "two cards"),
        (["As", "2c2d"], "", "", "two cards"),
        (["AsKd", "2c2d"], "3c4c5c6c7c8c", "", "at most five"),
        (["AsKd", "AsQd"], "", "", "As"),
        (["AsKd", "QcQh"], "Kd7h2c", "", "Kd"),
        (["AsKd", "QcQh"], "", "Qh", "Qh"),
        (["AsKd", "QcQh"], "", "2c2c", "2c"),
        (["AsKd", "QcQh"], "", "ALL BUT FOUR", "Too few cards"),
        (["AsKd", "QcXh"], "", "", "not a card"),
        ([[3, 52], [1, 2]], "", "", "not cards"),
        ([[3, "x"], [1, 2]], "", "", "not cards"),
    ],
)
def test_bad_input_is_refused_politely(holes, board, dead, words) -> None:
    if dead == "ALL BUT FOUR":
        dead = [c for c in FULL_DECK if c not in parse_cards("AsKdQcQh")][4:]
    with pytest.raises(InvalidNotation, match=words) as caught:
        equity(holes, board, dead)
    assert isinstance(caught.value, HoldemError)
    assert isinstance(caught.value, ValueError)
    assert words in caught.value.reason


@pytest.mark.parametrize("samples", [0, -5, True, 2.5, "100"])
def test_a_sample_count_must_be_a_whole_number_above_zero(samples) -> None:
    with pytest.raises(InvalidNotation, match="samples"):
        equity(["AsKd", "QcQh"], samples=samples, rng=random.Random(1))


def test_a_random_source_without_samples_is_refused() -> None:
    with pytest.raises(InvalidNotation, match="random source"):
        equity(["AsKd", "QcQh"], rng=random.Random(1))


def test_the_suit_key_sum_of_five_cards_names_a_suit_held_three_times() -> None:
    """The Monte-Carlo path trusts the evaluator's suit keys to say this by their sum alone;
    every way of giving five cards (of different ranks) suits is checked."""
    table = _suit_of_three()
    for suits in product(range(4), repeat=5):
        cards = [Card(rank * 4 + suit) for rank, suit in enumerate(suits)]
        counts = [suits.count(s) for s in range(4)]
        expected = counts.index(max(counts)) if max(counts) >= 3 else -1
        assert table[sum(_KEY[c] for c in cards) >> 23] == expected


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=13, max_size=13), st.integers(0, 5))
def test_rank_draws_count_every_set_of_cards_once(available, m) -> None:
    draws = _rank_draws(available, m)
    assert sum(weight for _, weight in draws) == math.comb(sum(available), m)
    assert len({key for key, _ in draws}) == len(draws)


def test_importing_holdem_builds_no_equity_table() -> None:
    """The lookup tables are built on the first equity, never at import (import stays fast)."""
    code = (
        "import sys, holdem; m = sys.modules['holdem.equity'];"
        "print(m._values.cache_info().currsize, m._suit_of_three.cache_info().currsize)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["0", "0"]
    assert holdem.equity is equity
