"""Saving a hand: the incremental JSON text, the deck as one string, and older saves loading."""

from __future__ import annotations

import json
import random

import pytest

from holdem.actions import Action, LegalActions
from holdem.betting import AnteMode, BettingStructure, HandConfig
from holdem.cards import Card
from holdem.deck import Deck
from holdem.errors import InvalidNotation
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
def test_to_json_is_the_compact_dumps_of_to_dict_and_restores_exactly_at_every_step(seed):
    hand, rng = _random_hand(seed)
    while True:
        text = hand.to_json()
        assert text == _compact(hand)
        assert json.loads(text) == hand.to_dict()
        restored = HandState.from_dict(json.loads(text))
        assert restored == hand
        assert restored.to_json() == text
        if hand.is_over:
            break
        if rng.random() < 0.02:
            hand.void()
            continue
        seat, action = _next(hand, rng)
        assert restored.apply(seat, action) == hand.apply(seat, action)
        assert restored.to_json() == hand.to_json()


def test_to_json_follows_a_hand_restored_mid_way():
    hand, rng = _random_hand(7)
    for _ in range(3):
        if hand.is_over:
            break
        hand.to_json()
        hand.apply(*_next(hand, rng))
    restored = HandState.from_dict(json.loads(hand.to_json()))
    while not hand.is_over:
        seat, action = _next(hand, rng)
        hand.apply(seat, action)
        restored.apply(seat, action)
        assert restored.to_json() == hand.to_json() == _compact(hand)


def test_the_deck_is_saved_as_one_string_of_the_undealt_cards():
    hand, _ = _random_hand(3)
    saved = hand.to_dict()
    deck = saved["deck"]
    assert isinstance(deck, str)
    assert len(deck) == 2 * hand._deck.remaining
    assert Deck.from_text(deck) == hand._deck


def test_a_hand_saved_with_the_deck_as_a_list_still_loads():
    hand, rng = _random_hand(11)
    saved = json.loads(hand.to_json())
    text = saved["deck"]
    saved["deck"] = [text[i : i + 2] for i in range(0, len(text), 2)]
    restored = HandState.from_dict(saved)
    assert restored == hand
    assert restored.to_json() == hand.to_json()
    while not hand.is_over:
        seat, action = _next(hand, rng)
        assert restored.apply(seat, action) == hand.apply(seat, action)
    assert restored.result == hand.result


def test_deck_text_round_trips_and_moves_with_the_deal():
    deck = Deck(random.Random(5))
    full = deck.to_text()
    assert len(full) == 104
    assert Deck.from_text(full) == deck
    assert [str(c) for c in Deck.from_text(full).to_list()] == deck.to_list()
    first = deck.deal()
    assert deck.to_text() == full[2:]
    assert str(first) == full[:2]
    assert Deck.from_text(deck.to_text()).deal() == deck.deal()


@pytest.mark.parametrize("text", ["A", "AsK", "Xx", "AsAs1"])
def test_deck_text_that_is_not_cards_is_refused(text):
    with pytest.raises(InvalidNotation):
        Deck.from_text(text)


def test_stacked_deck_text_starts_with_the_stacked_cards():
    assert Deck.stacked([Card("Td"), Card("2c")]).to_text()[:4] == "Td2c"
