"""The parts of the computer player: hand order, ranges, the sampler, reads, sizing."""

from __future__ import annotations

import random

import pytest

from holdem import Action, BettingStructure, Deck, HandConfig, HandState
from holdem.cards import parse_cards
from holdem.evaluator import evaluate
from opponents.hands import COMBO_PERCENTILES, COMBOS, hand_class, percentile, slice_for
from opponents.postflop import wetness
from opponents.preflop import open_width, push_width
from opponents.ranges import FULL, Range, estimate
from opponents.reads import Reads
from opponents.sampler import connection, equity, fit
from opponents.spot import bet_action, read_spot

NL = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)


def test_combos_are_every_two_card_hand_once_in_strength_order():
    assert len(COMBOS) == 1326
    assert len(set(COMBOS)) == 1326
    assert list(COMBO_PERCENTILES) == sorted(COMBO_PERCENTILES)
    assert hand_class(COMBOS[0]) == "AA"
    assert percentile(parse_cards("7c2d")) > 0.95


def test_a_band_is_a_slice_of_the_order():
    start, stop = slice_for(0.0, 0.05)
    classes = {hand_class(COMBOS[i]) for i in range(start, stop)}
    assert {"AA", "KK", "QQ", "AKs"} <= classes
    assert "72o" not in classes
    assert stop - start == pytest.approx(0.05 * 1326, abs=12)


def test_push_fold_widths_shrink_with_depth_and_players_behind():
    assert push_width(5, 1) > push_width(10, 1) > push_width(20, 1)
    assert push_width(10, 1) > push_width(10, 3) > push_width(10, 5)
    assert 0.5 < push_width(10, 1) < 0.65  # the heads-up equilibrium's ~58% at 10 bb
    assert open_width(1, 2) > open_width(2, 6) > open_width(5, 6)


def _brute_equity(hole, other, board):
    """Exact heads-up equity by enumerating every runout (a small board only)."""
    from itertools import combinations

    used = set(hole) | set(other) | set(board)
    rest = [c for c in range(52) if c not in used]
    total = 0.0
    count = 0
    for runout in combinations(rest, 5 - len(board)):
        cards = [*board, *runout]
        a = evaluate([*hole, *cards]).value
        b = evaluate([*other, *cards]).value
        total += 1.0 if a > b else 0.5 if a == b else 0.0
        count += 1
    return total / count


def test_sampler_agrees_with_enumeration_for_a_known_hand():
    """A range of exactly one combination: Monte-Carlo within its error of the exact answer."""
    hole = parse_cards("AhKh")
    other = parse_cards("QsQd")
    board = parse_cards("Qh 7h 2c")
    index = COMBOS.index(tuple(sorted(other)))
    exact = _brute_equity(hole, other, board)
    one = Range(COMBO_PERCENTILES[index], COMBO_PERCENTILES[index])
    # the band holds the whole QQ class; the sampler skips combos that clash with the board
    estimate_ = equity(hole, board, [one], random.Random(3), 4000)
    assert estimate_ == pytest.approx(exact, abs=0.05)


def test_aces_against_any_hand_and_against_three():
    aces = parse_cards("AsAh")
    assert equity(aces, (), [FULL], random.Random(1), 3000) == pytest.approx(0.85, abs=0.03)
    assert equity(aces, (), [FULL] * 3, random.Random(1), 2000) == pytest.approx(0.64, abs=0.04)
    assert equity(aces, (), [], random.Random(1), 10) == 1.0


def test_connection_and_fit():
    board = parse_cards("Kh 8h 3c")
    assert connection(parse_cards("KsQd"), board) == 2
    assert connection(parse_cards("Ah5h"), board) == 1
    assert connection(parse_cards("9d7c"), board) == 0
    bettor = Range(0.0, 1.0, aggressive=(3,), bluff_keep=0.3)
    assert fit(bettor, parse_cards("KsQd"), board) == 1.0
    assert fit(bettor, parse_cards("9d7c"), board) == 0.3
    assert fit(FULL, parse_cards("9d7c"), board) == 1.0


def test_a_raise_narrows_the_range_and_a_three_bet_more():
    hand = HandState.start(NL, dict.fromkeys(range(4), 200), button=3, deck=Deck(random.Random(2)))
    hand.apply(2, Action.raise_to(6))
    after_open = estimate(hand.observe(3))[2]
    hand.apply(3, Action.raise_to(18))
    ranges = estimate(hand.observe(0))
    assert ranges[2].high == after_open.high == 0.4
    assert ranges[3].high < after_open.high
    assert ranges[1].high == 1.0  # the big blind has put in nothing voluntary


def _observation_after(actions, stacks=200):
    hand = HandState.start(NL, {0: stacks, 1: stacks}, button=0, deck=Deck(random.Random(5)))
    for seat, action in actions:
        hand.apply(seat, action)
    return hand


def test_reads_count_each_action_once_and_widen_a_maniac():
    reads = Reads()
    for deal in range(30):
        hand = HandState.start(NL, {0: 200, 1: 200}, button=0, deck=Deck(random.Random(deal)))
        hand.apply(0, Action.raise_to(6))
        view = hand.observe(1)
        reads.update(view)
        reads.update(view)  # the same moment seen twice counts once
    maniac = reads.tendency(0)
    assert maniac.aggression == pytest.approx((30 + 3) / (30 + 10))
    hand = HandState.start(NL, {0: 200, 1: 200}, button=0, deck=Deck(random.Random(99)))
    hand.apply(0, Action.raise_to(6))
    assert estimate(hand.observe(1), reads)[0].high > estimate(hand.observe(1))[0].high


def test_wetness_orders_boards():
    assert wetness(parse_cards("Kd 7c 2h")) < wetness(parse_cards("Th 9h 8c"))
    assert wetness(parse_cards("8d 8c 2h")) <= wetness(parse_cards("8d 7c 2h"))


def test_bet_sizes_are_clamped_and_go_all_in_when_little_would_be_left():
    hand = _observation_after([], stacks=30)
    spot = read_spot(hand.observe(0))
    assert bet_action(spot, 1) == Action.raise_to(4)  # the minimum raise
    assert bet_action(spot, 22) == Action.raise_to(30)  # 8 behind is a trifle: all-in
    deep = read_spot(_observation_after([], stacks=500).observe(0))
    assert bet_action(deep, 5) == Action.raise_to(5)
    assert bet_action(deep, 5, choices_only=True) in (Action.raise_to(4), Action.raise_to(6))
