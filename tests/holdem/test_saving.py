"""Saving a hand as its inputs and its actions, and restoring it by start plus apply."""

from __future__ import annotations

import json
import random

import pytest

from holdem.actions import Action, LegalActions
from holdem.betting import AnteMode, BettingStructure, HandConfig
from holdem.deck import Deck
from holdem.hand import HandState


def _compact(hand: HandState) -> str:
    return json.dumps(hand.to_dict(), separators=(",", ":"))


def _choices(legal: LegalActions) -> list[Action]:
    choices: list[Action] = []
    if legal.can_show:
        return [Action.show(), Action.muck()]
    if legal.can_fold:
        choices.append(Action.fold())
        choices.append(Action.check() if legal.can_check else Action.call())
    if legal.min_raise_to is not None and legal.max_raise_to is not None:
        to = random.Random(legal.pot).randint(legal.min_raise_to, legal.max_raise_to)
        choices.append(Action.bet(to) if legal.can_bet else Action.raise_to(to))
    if legal.all_in_to is not None:
        choices.append(Action.all_in())
    return choices


def _next(hand: HandState, rng: random.Random) -> tuple[int, Action]:
    """The player to act and a random legal action of theirs."""
    seat = hand.to_act
    assert seat is not None
    return seat, rng.choice(_choices(hand.legal_actions()))


def _random_hand(seed: int) -> tuple[HandState, random.Random]:
    rng = random.Random(seed)
    config = HandConfig(
        structure=rng.choice(list(BettingStructure)),
        small_blind=rng.choice([1, 5]),
        big_blind=10,
        ante=rng.choice([0, 0, 1, 2]),
        ante_mode=rng.choice(list(AnteMode)),
        straddle=rng.random() < 0.3,
    )
    seats = rng.sample(range(10), rng.randint(2, 9))
    stacks = {seat: rng.choice([2, 15, 40, 200, rng.randint(1, 500)]) for seat in seats}
    return HandState.start(config, stacks, rng.choice(seats), Deck(rng)), rng


@pytest.mark.parametrize("seed", range(150))
def test_a_hand_restores_exactly_from_its_inputs_and_actions_at_every_step(seed):
    hand, rng = _random_hand(seed)
    while True:
        saved = json.loads(hand.to_json())
        assert saved == hand.to_dict()
        restored = HandState.from_dict(saved)
        assert restored == hand
        assert restored.history == hand.history
        assert restored.stacks == hand.stacks
        assert restored.to_act == hand.to_act
        assert restored.legal_actions() == hand.legal_actions()
        if hand.is_over:
            break
        hand.apply(*_next(hand, rng))


def test_the_start_record_holds_the_deck_before_the_deal():
    hand, _ = _random_hand(3)
    deck = hand.inputs.deck
    assert len(deck) == 104  # all 52 cards, two letters each, the first dealt first
    first = hand.seats[0]
    assert deck[:2] == str(hand.hole_cards(first)[0])
    assert HandState.restart(hand.inputs) == hand


def test_the_saved_actions_are_the_actions_applied_since_the_deal():
    hand, rng = _random_hand(5)
    applied = []
    while not hand.is_over:
        seat, action = _next(hand, rng)
        hand.apply(seat, action)
        applied.append([seat, action.kind.value, action.amount])
    assert hand.to_dict()["actions"] == applied


def test_a_voided_hand_restores_voided():
    hand, rng = _random_hand(8)
    hand.apply(*_next(hand, rng))
    if not hand.is_over:
        hand.void()
    restored = HandState.from_dict(json.loads(hand.to_json()))
    assert restored.is_voided == hand.is_voided
    assert restored.stacks == hand.stacks


def test_a_hand_saved_in_the_old_field_dump_is_refused():
    hand, _ = _random_hand(2)
    old = {"version": 1, "button": hand.button, "seats": list(hand.seats)}
    with pytest.raises(ValueError, match="version 2"):
        HandState.from_dict(old)


@pytest.mark.parametrize(
    "broken",
    [
        {"actions": [[0, "raise", "ten"]]},
        {"actions": [[0, "dance", None]]},
        {"actions": "fold"},
        {"start": {"config": {}, "stacks": [], "button": 0, "deck": ""}},
        {"start": {"stacks": [[0, 5]]}},
    ],
)
def test_a_malformed_saved_hand_is_refused_with_a_value_error(broken):
    hand, _ = _random_hand(4)
    saved = {**json.loads(hand.to_json()), **broken}
    with pytest.raises(ValueError, match=r"\w"):
        HandState.from_dict(saved)


def test_an_action_that_does_not_replay_is_refused():
    hand, _ = _random_hand(6)
    saved = json.loads(hand.to_json())
    wrong = next(seat for seat in hand.seats if seat != hand.to_act)
    saved["actions"] = [[wrong, "fold", None]]
    with pytest.raises(ValueError, match="does not replay"):
        HandState.from_dict(saved)
