"""Random spots for the computer-player tests: configs, stacks, decks with swapped hidden cards."""

from __future__ import annotations

import random

from holdem import AnteMode, BettingStructure, Deck, HandConfig, HandState
from holdem.cards import FULL_DECK, Card


def random_config(rng: random.Random) -> HandConfig:
    """Any structure, blinds, maybe antes (per player or big blind), maybe a straddle."""
    big = rng.choice([2, 2, 4, 10, 50])
    small = rng.choice([big // 2, big // 2, big])
    ante = rng.choice([0, 0, 0, max(1, big // 4), big])
    return HandConfig(
        structure=rng.choice(list(BettingStructure)),
        small_blind=small,
        big_blind=big,
        ante=ante,
        ante_mode=rng.choice(list(AnteMode)) if ante else AnteMode.EVERY_PLAYER,
        straddle=rng.random() < 0.25,
        raise_cap=rng.choice([4, 4, 3, None]),
        uncapped_heads_up=rng.random() < 0.3,
    )


def random_stacks(rng: random.Random, config: HandConfig, players: int) -> dict[int, int]:
    """Stacks from one chip to 300 big blinds, short stacks often."""
    seats = sorted(rng.sample(range(10), players))
    stacks = {}
    for seat in seats:
        kind = rng.random()
        if kind < 0.25:
            stacks[seat] = rng.randint(1, 3 * config.big_blind)
        elif kind < 0.5:
            stacks[seat] = rng.randint(3 * config.big_blind, 20 * config.big_blind)
        else:
            stacks[seat] = rng.randint(20 * config.big_blind, 300 * config.big_blind)
    return stacks


def deck_order(seed: int) -> list[Card]:
    """A shuffled deck order."""
    cards = list(FULL_DECK)
    random.Random(seed).shuffle(cards)
    return cards


def with_hidden_swapped(order: list[Card], players: int, keep: int, seed: int) -> list[Card]:
    """The same deck order, except every hole card but those of position ``keep`` is
    swapped with an unused card from below the river, so the board stays the same."""
    out = list(order)
    spare = list(range(2 * players + 8, 52))
    random.Random(seed).shuffle(spare)
    for position in range(players):
        if position == keep:
            continue
        for index in (position, players + position):
            other = spare.pop()
            out[index], out[other] = out[other], out[index]
    return out


def start(config: HandConfig, stacks: dict[int, int], button: int, order: list[Card]) -> HandState:
    """Start a hand dealt from exactly this deck order."""
    return HandState.start(config, stacks, button=button, deck=Deck.stacked(order))
