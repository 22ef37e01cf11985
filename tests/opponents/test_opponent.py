"""The computer player: legal, blind to others' cards, deterministic, and plays its charts."""

from __future__ import annotations

import random

import pytest

from holdem import (
    Action,
    ActionKind,
    BettingStructure,
    Deck,
    HandConfig,
    HandState,
    LegalActions,
)
from holdem.cards import parse_cards
from holdem.match import RaiseChoice, raise_to_for_choice
from opponents import STYLES, Opponent, legalise
from tests.opponents.spots import (
    deck_order,
    random_config,
    random_stacks,
    start,
    with_hidden_swapped,
)

NL = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)


def _holes_first(holes: list[str], board: str = "") -> list:
    """A deck order dealing these hole cards (deal order) and board, then the rest."""
    cards = [parse_cards(h) for h in holes]
    n = len(cards)
    order = [c[0] for c in cards] + [c[1] for c in cards]
    used = set(order) | set(parse_cards(board))
    rest = [c for c in deck_order(99) if c not in used]
    out = list(order)
    board_cards = list(parse_cards(board))
    for size in (3, 1, 1):
        out.append(rest.pop())
        for _ in range(size):
            out.append(board_cards.pop(0) if board_cards else rest.pop())
    assert len(out) == 2 * n + 8
    return out + rest


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("seed", range(15))
def test_same_observation_gives_same_decision_whatever_the_hidden_cards(style, seed):
    """Only the observation reaches the player: other hidden cards change nothing."""
    rng = random.Random(seed)
    config = random_config(rng)
    players = rng.randint(2, 6)
    stacks = random_stacks(rng, config, players)
    button = rng.choice(sorted(stacks))
    order = deck_order(seed)
    hand = start(config, stacks, button, order)
    driver = Opponent("loose", random.Random(seed))
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        p = hand.seats.index(seat)
        twin = start(config, stacks, button, with_hidden_swapped(order, players, p, seed + 7))
        for past_seat, past in hand.actions():
            twin.apply(past_seat, past)
        assert any(twin.hole_cards(o) != hand.hole_cards(o) for o in hand.seats if o != seat)
        mine = Opponent(style, random.Random(1000 + seed)).act(hand.observe(seat))
        theirs = Opponent(style, random.Random(1000 + seed)).act(twin.observe(seat))
        assert mine == theirs
        hand.apply(seat, driver.act(hand.observe(seat)))


def test_unknown_style_is_refused():
    with pytest.raises(ValueError, match="Unknown style"):
        Opponent("shark", random.Random(1))


def test_acting_out_of_turn_is_refused():
    hand = start(NL, {0: 100, 1: 100}, 0, deck_order(1))
    with pytest.raises(ValueError, match="not this player's turn"):
        Opponent("tight", random.Random(1)).act(hand.observe(1))


def test_short_stack_shoves_aces_and_folds_trash():
    """Ten big blinds, first in from early position: aces move in, seven-deuce folds."""
    stacks = dict.fromkeys(range(6), 20)
    for holes, expected in (("AsAh", ActionKind.RAISE), ("7c2d", ActionKind.FOLD)):
        hand_cards = [holes, "KdQd", "9s9d", "5c4c", "JhTh", "3s3h"]
        # position 2 (left of the big blind) acts first: give it the tested cards
        hand_cards[2], hand_cards[0] = hand_cards[0], hand_cards[2]
        for seed in range(5):
            hand = start(NL, stacks, 5, _holes_first(hand_cards))
            seat = hand.to_act
            assert seat == hand.seats[2]
            action = Opponent("tight", random.Random(seed)).act(hand.observe(seat))
            assert action.kind is expected
            if expected is ActionKind.RAISE:
                assert action.amount == 20  # all-in


def test_tight_opens_fewer_hands_than_loose():
    opens = dict.fromkeys(("tight", "loose"), 0)
    for seed in range(300):
        hand = HandState.start(
            NL, dict.fromkeys(range(6), 200), button=5, deck=Deck(random.Random(seed))
        )
        seat = hand.to_act
        assert seat is not None
        for style in opens:
            action = Opponent(style, random.Random(seed)).act(hand.observe(seat))
            opens[style] += action.kind is ActionKind.RAISE
    assert 0.08 * 300 < opens["tight"] < opens["loose"] < 0.4 * 300


def test_match_style_raises_only_to_the_three_sizes():
    """At the seed 003 format every bet or raise of "match" is half pot, pot or all-in."""
    raises = 0
    for seed in range(120):
        hand = start(NL, {0: 100, 1: 100}, 0, deck_order(seed))
        bot = Opponent("match", random.Random(seed))
        other = Opponent("loose", random.Random(seed + 1))
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            if seat == 0:
                action = bot.act(hand.observe(0))
                if action.kind in (ActionKind.BET, ActionKind.RAISE):
                    sizes = {raise_to_for_choice(choice, hand) for choice in RaiseChoice}
                    assert action.amount in sizes
                    raises += 1
            else:
                action = other.act(hand.observe(1))
            hand.apply(seat, action)
    assert raises > 30


def test_a_station_calls_more_than_a_tight_player_after_the_flop():
    """Facing a pot-sized flop bet with a weak hand, the station calls where tight folds."""
    calls = dict.fromkeys(("tight", "station"), 0)
    for seed in range(40):
        hand = start(NL, {0: 200, 1: 200}, 0, _holes_first(["8c6d", "AhKs"], "Kd 9h 2c"))
        hand.apply(0, Action.call())
        hand.apply(1, Action.check())
        hand.apply(1, Action.bet(4))
        for style in calls:
            action = Opponent(style, random.Random(seed)).act(hand.observe(0))
            calls[style] += action.kind is ActionKind.CALL
    assert calls["tight"] < calls["station"]


def test_legalise_keeps_legal_and_repairs_illegal():
    legal = LegalActions(
        seat=0, can_fold=True, call_amount=4, can_raise=True, min_raise_to=8, max_raise_to=50
    )
    assert legalise(Action.raise_to(20), legal) == Action.raise_to(20)
    assert legalise(Action.raise_to(60), legal) == Action.call()
    assert legalise(Action.bet(20), legal) == Action.call()
    assert legalise(Action.check(), legal) == Action.fold()
    free = LegalActions(seat=0, can_fold=True, can_check=True)
    assert legalise(Action.fold(), free) == Action.check()
    assert legalise(Action.all_in(), free) == Action.check()
    showdown = LegalActions(seat=0, can_show=True, can_muck=True)
    assert legalise(Action.call(), showdown) == Action.muck()


def test_decisions_take_under_50_ms_of_cpu_at_p99():
    """Over random 6-max and heads-up spots, the 99th percentile decision is under 50 ms."""
    import time

    times: list[float] = []
    rng = random.Random(11)
    while len(times) < 400:
        players = rng.choice([2, 6])
        hand = HandState.start(
            NL, dict.fromkeys(range(players), 200), button=0, deck=Deck(random.Random(len(times)))
        )
        bots = {s: Opponent(rng.choice(sorted(STYLES)), random.Random(s)) for s in range(players)}
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            view = hand.observe(seat)
            start_time = time.process_time()
            action = bots[seat].act(view)
            times.append(time.process_time() - start_time)
            hand.apply(seat, action)
    times.sort()
    assert times[int(0.99 * len(times))] < 0.050
