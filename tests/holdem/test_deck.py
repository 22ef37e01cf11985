"""Deck: Fisher-Yates from an injected source, live-dealer scripting, saving."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from holdem.cards import FULL_DECK, Card, parse_cards
from holdem.deck import Deck
from holdem.errors import InvalidNotation


class RecordingRandom(random.Random):
    def __init__(self) -> None:
        super().__init__(0)
        self.calls: list[int] = []

    def randrange(self, start, stop=None, step=1):
        self.calls.append(start)
        return 0


def test_shuffle_is_fisher_yates_over_randrange():
    rng = RecordingRandom()
    deck = Deck(rng)
    assert rng.calls == list(range(52, 1, -1))
    # always picking index 0 rotates the deck: each step swaps the top card down
    assert deck.deal() == FULL_DECK[1]


def test_same_seed_same_order_and_every_card_once():
    a = Deck(random.Random(42)).to_list()
    assert a == Deck(random.Random(42)).to_list()
    assert a != Deck(random.Random(43)).to_list()
    assert sorted(a) == sorted(str(c) for c in FULL_DECK)


def test_default_source_is_cryptographic_and_fresh_each_time():
    assert Deck().to_list() != Deck().to_list()


def test_shuffle_is_roughly_uniform():
    counts = Counter(str(Deck(random.Random(seed)).deal()) for seed in range(5200))
    assert len(counts) == 52
    assert max(counts.values()) < 170
    assert min(counts.values()) > 40


def test_stacked_deals_in_order_then_the_rest():
    deck = Deck.stacked(parse_cards("AsKd"))
    assert [deck.deal(), deck.burn()] == list(parse_cards("AsKd"))
    assert deck.remaining == 50
    assert deck.deal() == Card("2c")
    with pytest.raises(InvalidNotation):
        Deck.stacked(parse_cards("AsAs"))


def test_scripted_deck_follows_live_dealer_order_with_burns():
    holes = [parse_cards("AsAh"), parse_cards("KsKh"), parse_cards("QsQh")]
    deck = Deck.scripted(holes, parse_cards("2c3c4c5c6c"))
    first_round = [deck.deal() for _ in range(3)]
    second_round = [deck.deal() for _ in range(3)]
    assert first_round == list(parse_cards("AsKsQs"))
    assert second_round == list(parse_cards("AhKhQh"))
    burn = deck.burn()
    flop = [deck.deal() for _ in range(3)]
    assert flop == list(parse_cards("2c3c4c"))
    assert burn not in flop
    deck.burn()
    assert deck.deal() == Card("5c")
    deck.burn()
    assert deck.deal() == Card("6c")


def test_scripted_deck_completes_a_short_board_and_refuses_duplicates():
    deck = Deck.scripted([parse_cards("AsAh"), parse_cards("KsKh")])
    dealt = [deck.deal() for _ in range(52)]
    assert len(set(dealt)) == 52
    with pytest.raises(InvalidNotation):
        Deck.scripted([parse_cards("AsAh"), parse_cards("AsKh")])
    with pytest.raises(InvalidNotation):
        Deck.scripted([parse_cards("AsAhKd")])


def test_to_list_round_trips_the_undealt_cards():
    deck = Deck(random.Random(5))
    deck.deal()
    copy = Deck.from_list(deck.to_list())
    assert copy == deck
    assert copy.remaining == 51
    assert copy.deal() == deck.deal()
    assert "remaining=50" in repr(deck)
