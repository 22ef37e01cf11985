"""Tests of holdem.evaluator: known counts, differential checks against treys and PokerKit."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement, pairwise, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import StandardHighHand
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from holdem import _rank_tables
from holdem.cards import FULL_DECK, Card, Rank, parse_cards
from holdem.evaluator import HandCategory, HandRank, best_five, evaluate
from tools import gen_evaluator_tables as gen

TREYS = TreysEvaluator()
TREYS_CARD = {card: TreysCard.new(str(card)) for card in FULL_DECK}

seven_cards = st.lists(st.sampled_from(FULL_DECK), min_size=7, max_size=7, unique=True)


def treys_value(cards: tuple[Card, ...]) -> int:
    """treys' rank turned our way round: 1 (worst) to 7462 (royal flush)."""
    converted = [TREYS_CARD[c] for c in cards]
    return 7463 - int(TREYS.evaluate(converted[:2], converted[2:]))


def deal(rng: random.Random, n: int) -> tuple[Card, ...]:
    return tuple(rng.sample(FULL_DECK, n))


@pytest.mark.slow
def test_all_five_card_hands_give_the_known_counts() -> None:
    counts: Counter[HandCategory] = Counter()
    values: set[int] = set()
    for five in combinations(FULL_DECK, 5):
        rank = evaluate(five)
        counts[rank.category] += 1
        values.add(rank.value)
    assert counts == {
        HandCategory.STRAIGHT_FLUSH: 40,
        HandCategory.FOUR_OF_A_KIND: 624,
        HandCategory.FULL_HOUSE: 3744,
        HandCategory.FLUSH: 5108,
        HandCategory.STRAIGHT: 10200,
        HandCategory.THREE_OF_A_KIND: 54912,
        HandCategory.TWO_PAIR: 123552,
        HandCategory.ONE_PAIR: 1098240,
        HandCategory.HIGH_CARD: 1302540,
    }
    assert values == set(range(1, 7463))


def test_seven_card_hands_rank_exactly_as_treys_ranks_them() -> None:
    rng = random.Random(7462)
    for _ in range(20_000):
        hand = deal(rng, 7)
        assert evaluate(hand).value == treys_value(hand), hand


@settings(max_examples=300, deadline=None)
@given(seven_cards)
def test_seven_card_value_matches_treys_and_the_best_of_its_fives(cards: list[Card]) -> None:
    hand = tuple(cards)
    rank = evaluate(hand)
    assert rank.value == treys_value(hand)
    assert rank == max(evaluate(five) for five in combinations(hand, 5))
    assert rank == max(evaluate(six) for six in combinations(hand, 6))


def test_seven_card_hands_order_as_pokerkit_orders_them() -> None:
    """Sorted by our ranks, PokerKit agrees on every step up and every tie."""
    rng = random.Random(52)
    hands = [deal(rng, 7) for _ in range(600)]
    theirs = {
        hand: StandardHighHand.from_game("".join(map(str, hand[:2])), "".join(map(str, hand[2:])))
        for hand in hands
    }
    hands.sort(key=evaluate)
    for a, b in pairwise(hands):
        assert (evaluate(a) < evaluate(b)) == (theirs[a] < theirs[b]), (a, b)
        assert (evaluate(a) == evaluate(b)) == (theirs[a] == theirs[b]), (a, b)


def test_six_card_hands_take_the_best_five() -> None:
    rng = random.Random(6)
    for _ in range(3_000):
        hand = deal(rng, 6)
        rank = evaluate(hand)
        assert rank is max(evaluate(five) for five in combinations(hand, 5))
        assert rank.value == treys_value(hand)


def test_equal_hands_share_one_instance() -> None:
    a = evaluate(parse_cards("AsKsQsJs9s 2c3d"))
    b = evaluate(parse_cards("AhKhQhJh9h 4c5d"))
    assert a is b
    assert a.category is HandCategory.FLUSH


@pytest.mark.parametrize(
    ("text", "category", "words"),
    [
        ("AsKsQsJsTs", HandCategory.STRAIGHT_FLUSH, "Royal flush"),
        ("9h8h7h6h5h", HandCategory.STRAIGHT_FLUSH, "Straight flush, nine high"),
        ("Ad2d3d4d5d", HandCategory.STRAIGHT_FLUSH, "Straight flush, five high"),
        ("QcQdQhQs3c", HandCategory.FOUR_OF_A_KIND, "Four of a kind, queens"),
        ("KsKdKh5c5h", HandCategory.FULL_HOUSE, "Full house, kings full of fives"),
        ("6s6d6h2c2h", HandCategory.FULL_HOUSE, "Full house, sixes full of twos"),
        ("Ah9h7h4h2h", HandCategory.FLUSH, "Flush, ace high"),
        ("Tc9d8h7s6c", HandCategory.STRAIGHT, "Straight, ten high"),
        ("Ac2d3h4s5c", HandCategory.STRAIGHT, "Straight, five high"),
        ("7c7d7hKs2c", HandCategory.THREE_OF_A_KIND, "Three of a kind, sevens"),
        ("KsKd5c5hAh", HandCategory.TWO_PAIR, "Two pair, kings and fives"),
        ("AsAdKhQc2s", HandCategory.ONE_PAIR, "Pair of aces"),
        ("AsJd9h5c3s", HandCategory.HIGH_CARD, "High card, ace"),
    ],
)
def test_describe_names_each_category(text: str, category: HandCategory, words: str) -> None:
    rank = evaluate(parse_cards(text))
    assert rank.category is category
    assert rank.describe() == words


def test_ranks_list_the_five_in_order_of_significance() -> None:
    assert evaluate(parse_cards("5c5h KsKd Ah 2c 3d")).ranks == (
        Rank.KING, Rank.KING, Rank.FIVE, Rank.FIVE, Rank.ACE,
    )  # fmt: skip
    assert evaluate(parse_cards("Ac2d3h4s5c")).ranks == (
        Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE,
    )  # fmt: skip


def test_values_span_one_to_7462_by_category() -> None:
    assert evaluate(parse_cards("7c5d4h3s2c")).value == 1
    assert evaluate(parse_cards("AsKsQsJsTs")).value == 7462
    worst_pair = evaluate(parse_cards("2c2d3h4s5c"))
    best_high = evaluate(parse_cards("AsKdQhJs9c"))
    assert worst_pair.value == best_high.value + 1


def test_hand_rank_orders_by_value_alone() -> None:
    low = evaluate(parse_cards("AsKdQhJs9c"))
    high = evaluate(parse_cards("2c2d3h4s5c"))
    assert low < high
    assert high > low
    assert max(high, low) is high
    assert HandRank(low.value, HandCategory.FLUSH, ()) == low


def test_best_five_are_input_cards_of_the_same_rank() -> None:
    rng = random.Random(5)
    for n in (5, 6, 7):
        for _ in range(300):
            hand = deal(rng, n)
            five = best_five(hand)
            assert len(five) == 5
            assert len(set(five)) == 5
            assert set(five) <= set(hand)
            assert evaluate(five) is evaluate(hand)
            assert tuple(c.rank for c in five) == evaluate(hand).ranks


def test_best_five_picks_the_flush_over_the_straight() -> None:
    hand = parse_cards("9h8h 7c6h5h 2h Td")
    assert set(best_five(hand)) == set(parse_cards("9h8h6h5h2h"))


def test_best_five_refuses_repeated_cards() -> None:
    with pytest.raises(ValueError, match="repeats"):
        best_five(parse_cards("AsAs KdQh Jc 2c 3d"))


@pytest.mark.parametrize("count", [0, 4, 8])
def test_evaluate_refuses_other_counts(count: int) -> None:
    with pytest.raises(ValueError, match=f"not {count}"):
        evaluate(FULL_DECK[:count])


def test_evaluate_refuses_cards_outside_the_deck() -> None:
    with pytest.raises(ValueError, match="distinct cards"):
        evaluate([0, 1, 2, 3, 52])
    with pytest.raises(ValueError, match="distinct cards"):
        evaluate([0, 4, 8, 12, -1, 20])


def test_evaluate_accepts_plain_ints() -> None:
    hand = parse_cards("AsKsQsJsTs 2c 3d")
    assert evaluate([int(c) for c in hand]) is evaluate(hand)
    assert evaluate(list(hand[:6])) is evaluate(hand[:6])


def test_rank_keys_give_every_rank_multiset_its_own_sum() -> None:
    """The representation: sums of rank keys name the ranks, in 23 bits."""
    for n in (5, 6, 7):
        multisets = [
            m for m in combinations_with_replacement(range(13), n) if max(Counter(m).values()) <= 4
        ]
        sums = {sum(_rank_tables.RANK_KEYS[r] for r in m) for m in multisets}
        assert len(sums) == len(multisets)
        assert max(sums) < 1 << 23


def test_suit_key_sums_tell_whether_five_share_a_suit() -> None:
    """The representation: the suit sum alone decides flush or not, and sums stay one digit."""
    totals: set[int] = set()
    for n in range(1, 8):
        verdict: dict[int, bool] = {}
        for counts in product(range(n + 1), repeat=4):
            if sum(counts) == n:
                total = sum(c * k for c, k in zip(counts, _rank_tables.SUIT_KEYS, strict=True))
                totals.add(total)
                if n >= 5:
                    assert verdict.setdefault(total, max(counts) >= 5) == (max(counts) >= 5)
    assert max(totals) < 128
    assert min(totals) >= -128
    # CPython adds one-digit ints (magnitude below 2**30) fastest.
    assert (max(totals) << 23) + (1 << 23) <= 1 << 30
    assert min(totals) << 23 > -(1 << 30)


def test_generated_tables_are_current() -> None:
    """holdem/_rank_tables.py holds exactly what tools/gen_evaluator_tables.py computes now."""
    assert _rank_tables.RANK_KEYS == gen.RANK_KEYS
    assert _rank_tables.SUIT_KEYS == gen.SUIT_KEYS
    for name, table in gen.build_tables().items():
        assert gen.decode(getattr(_rank_tables, name.upper())) == table, name
