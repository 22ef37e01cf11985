"""The random-hand driver shared by the differential tests and ``benchmarks/bench_engine.py``.

Random games and random legal actions that stay within the rules our engine and PokerKit
0.7.7 share; what is kept out, and why, is listed in ``tests/holdem/test_differential.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pokerkit import Automation, PotLimitPokerMixin
from pokerkit.games import TexasHoldemMixin, UnfixedLimitHoldem

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street, limit_bet_size
from holdem.deck import Deck
from holdem.events import ActionTaken
from holdem.hand import HandState


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """Pot-limit Texas Hold'em, which PokerKit 0.7.7 has the parts for but does not name."""


AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
    Automation.RUNOUT_COUNT_SELECTION,
)


@dataclass
class RandomHand:
    """A random game: the config, seats, stacks and button, plus the seed of its deal."""

    config: HandConfig
    stacks: dict[int, int]
    button: int
    seed: int
    log: list[str] = field(default_factory=list)

    def start(self) -> HandState:
        return HandState.start(
            self.config, self.stacks, self.button, Deck(random.Random(self.seed))
        )


def random_hand(seed: int, structure: BettingStructure | None = None) -> RandomHand:
    """A random game within the rules both engines share (see test_differential.py).

    ``structure`` forces the betting structure (otherwise no-limit or fixed-limit).
    """
    rng = random.Random(seed)
    count = rng.randint(2, 10)
    limit = rng.random() < 0.4
    if structure is None:
        structure = BettingStructure.FIXED_LIMIT if limit else BettingStructure.NO_LIMIT
    small, big = rng.choice([(1, 2), (5, 10), (10, 20), (25, 50), (2, 5), (50, 100)])
    ante = rng.randint(1, max(1, big // 2)) if rng.random() < 0.4 else 0
    mode = AnteMode.BIG_BLIND if ante and rng.random() < 0.3 else AnteMode.EVERY_PLAYER
    if mode is AnteMode.BIG_BLIND and rng.random() < 0.6:
        ante = big  # the big-blind ante as played today: one big blind for the table
    config = HandConfig(
        structure=structure,
        small_blind=small,
        big_blind=big,
        ante=ante,
        ante_mode=mode,
    )
    floor = big + ante  # (a): the big blind covers its blind and its ante
    seats = sorted(rng.sample(range(10), count))
    stacks = {}
    for seat in seats:
        kind = rng.random()
        if kind < 0.2:
            stacks[seat] = rng.randint(floor, floor + 2 * big)
        elif kind < 0.4:
            stacks[seat] = rng.randint(floor, floor + 8 * big)
        elif kind < 0.8:
            stacks[seat] = rng.randint(20 * big, 100 * big)
        else:
            stacks[seat] = rng.randint(100 * big, 400 * big)
    return RandomHand(config, stacks, rng.choice(seats), seed)


def _raises_this_round(state: HandState) -> int:
    """Bets and raises made by players in the current betting round."""
    count = 0
    for event in reversed(state.history):
        if not isinstance(event, ActionTaken):
            if type(event).__name__ == "BoardDealt":
                break
            continue
        if event.action.kind in (ActionKind.BET, ActionKind.RAISE):
            count += 1
    return count


def choose_action(rng: random.Random, state: HandState, legal: LegalActions) -> Action:
    """A random legal action, steering clear of the rules where PokerKit differs."""
    if state.street is Street.SHOWDOWN:
        return Action.show() if rng.random() < 0.5 else Action.muck()
    low, high = legal.min_raise_to, legal.max_raise_to
    may_raise = low is not None and high is not None
    if may_raise and state.config.structure is BettingStructure.FIXED_LIMIT:
        unit = limit_bet_size(state.street, state.config.big_blind)
        full = state.current_bet + unit
        if low is not None and low < full:
            may_raise = False  # (d) an all-in for less than a full bet
        if state.street is Street.PREFLOP and _raises_this_round(state) >= 2:
            may_raise = False  # (c) the pre-flop cap
    elif (
        may_raise
        and low is not None
        and legal.full_raise_to is not None
        and low < legal.full_raise_to
        and _raises_this_round(state) == 0
    ):
        may_raise = False  # (g) a short all-in at the first raise of a round
    roll = rng.random()
    if may_raise and roll < (0.3 if legal.call_amount else 0.4):
        assert low is not None
        assert high is not None
        pick = rng.random()
        if pick < 0.45 or low == high:
            to = low
        elif pick < 0.65:
            to = high
        else:
            to = rng.randint(low, high)
        if to == high and legal.all_in_to == high and rng.random() < 0.5:
            return Action.all_in()
        return Action.bet(to) if legal.can_bet else Action.raise_to(to)
    if legal.call_amount == 0:
        return Action.check()
    if roll > 0.85:
        return Action.fold()
    return Action.call()


def play_random_hand(seed: int) -> tuple[RandomHand, HandState]:
    """Play a random hand to the end through our engine alone (for PHH tests)."""
    spec = random_hand(seed)
    state = spec.start()
    rng = random.Random(seed ^ 0x5EED)
    while not state.is_over:
        legal = state.legal_actions()
        assert legal.seat is not None
        state.apply(legal.seat, choose_action(rng, state, legal))
    return spec, state
