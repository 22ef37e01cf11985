"""HandState.observe: what one seat sees is its own cards and the public table, nothing else."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from holdem import Action, BettingStructure, HandConfig, HandState, Street
from holdem.cards import Card
from holdem.observation import ActionRecord, Observation, PostRecord, SeatRecord
from tests.opponents.spots import (
    deck_order,
    random_config,
    random_stacks,
    start,
    with_hidden_swapped,
)


def _random_action(hand: HandState, rng: random.Random) -> Action:
    legal = hand.legal_actions()
    if legal.can_show or legal.can_muck:
        return rng.choice([Action.show(), Action.muck()]) if legal.can_muck else Action.show()
    options = [Action.check() if legal.can_check else Action.call(), Action.fold()]
    if legal.min_raise_to is not None and legal.max_raise_to is not None:
        to = rng.randint(legal.min_raise_to, legal.max_raise_to)
        options.append(Action.bet(to) if legal.can_bet else Action.raise_to(to))
    return rng.choice(options)


def _cards_in(value: object) -> set[Card]:
    """Every Card reachable from a value through dataclass fields, tuples and mappings."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found: set[Card] = set()
        for field in dataclasses.fields(value):
            found |= _cards_in(getattr(value, field.name))
        return found
    if isinstance(value, tuple | list | frozenset | set):
        return set().union(*(_cards_in(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return _cards_in(tuple(value.items()))
    return set()


def _mentions_card(hint: object, seen: set[object]) -> bool:
    """Whether a type (or any dataclass type inside it) can hold a Card."""
    if hint is Card:
        return True
    if hint in seen:
        return False
    seen.add(hint)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        return any(_mentions_card(hints[f.name], seen) for f in dataclasses.fields(hint))
    return any(_mentions_card(arg, seen) for arg in typing.get_args(hint))


def test_only_hole_and_board_fields_can_hold_cards():
    """Walk the record's types: no nested field can hold a card except own hole and board."""
    hints = typing.get_type_hints(Observation)
    holders = {
        f.name for f in dataclasses.fields(Observation) if _mentions_card(hints[f.name], set())
    }
    assert holders == {"hole", "board"}
    for record in (SeatRecord, PostRecord, ActionRecord):
        assert not _mentions_card(record, set())


def test_observation_is_frozen():
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    hand = start(config, {0: 100, 1: 100}, 0, deck_order(1))
    view = hand.observe(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1  # type: ignore[misc]
    assert hash(view.players) == hash(hand.observe(0).players)


def test_observe_an_unknown_seat_is_refused():
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    hand = start(config, {0: 100, 1: 100}, 0, deck_order(1))
    with pytest.raises(KeyError):
        hand.observe(5)


@pytest.mark.parametrize("seed", range(60))
def test_observation_holds_own_cards_and_board_only(seed):
    """At every moment of random hands, each seat's record holds its cards and the board."""
    rng = random.Random(seed)
    config = random_config(rng)
    stacks = random_stacks(rng, config, rng.randint(2, 9))
    button = rng.choice(sorted(stacks))
    hand = start(config, stacks, button, deck_order(seed))
    while True:
        for seat in hand.seats:
            view = hand.observe(seat)
            assert view.hole == hand.hole_cards(seat)
            assert _cards_in(view) == set(view.hole) | set(hand.board)
            assert view.legal == hand.legal_actions(seat)
            assert view.board == hand.board
            assert view.street is hand.street
            assert {p.seat: p.stack for p in view.players} == hand.stacks
            assert view.total_pot == hand.total_pot
            assert view.pots == hand.pots
        if hand.is_over:
            break
        actor = hand.to_act
        assert actor is not None
        hand.apply(actor, _random_action(hand, rng))


@pytest.mark.parametrize("seed", range(40))
def test_same_observation_for_different_hidden_cards(seed):
    """Swap every other player's hole cards: the seat's observation does not change."""
    rng = random.Random(seed)
    config = random_config(rng)
    players = rng.randint(2, 9)
    stacks = random_stacks(rng, config, players)
    button = rng.choice(sorted(stacks))
    order = deck_order(seed)
    hand = start(config, stacks, button, order)
    twins = {
        seat: start(config, stacks, button, with_hidden_swapped(order, players, p, seed + 1))
        for p, seat in enumerate(hand.seats)
    }
    while not hand.is_over and hand.street is not Street.SHOWDOWN:
        for seat, twin in twins.items():
            assert twin.hole_cards(seat) == hand.hole_cards(seat)
            assert twin.observe(seat) == hand.observe(seat)
        actor = hand.to_act
        assert actor is not None
        action = _random_action(hand, rng)
        hand.apply(actor, action)
        for twin in twins.values():
            twin.apply(actor, action)
    swapped = [
        s
        for s, twin in twins.items()
        for o in hand.seats
        if o != s
        if twin.hole_cards(o) != hand.hole_cards(o)
    ]
    assert swapped  # the twins really were dealt other hidden cards


def test_actions_carry_their_streets_and_posts_the_blinds():
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2, ante=1)
    hand = start(config, {0: 100, 1: 100, 2: 100}, 2, deck_order(3))
    hand.apply(2, Action.raise_to(6))
    hand.apply(0, Action.call())
    hand.apply(1, Action.fold())
    hand.apply(0, Action.check())
    view = hand.observe(2)
    assert [(p.seat, p.kind, p.amount) for p in view.posts] == [
        (0, "ante", 1),
        (1, "ante", 1),
        (2, "ante", 1),
        (0, "small", 1),
        (1, "big", 2),
    ]
    assert [(r.street, r.seat, r.action.kind.value) for r in view.actions] == [
        (Street.PREFLOP, 2, "raise"),
        (Street.PREFLOP, 0, "call"),
        (Street.PREFLOP, 1, "fold"),
        (Street.FLOP, 0, "check"),
    ]
    assert view.player(1).in_hand is False
    assert view.to_act == 2
    assert view.legal.can_bet
    assert hand.observe(0).legal.can_fold is False  # not seat 0's turn
