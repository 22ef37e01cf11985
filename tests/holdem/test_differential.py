"""Differential oracle: our engine against PokerKit 0.7.7 on thousands of random hands.

Each hand has a seeded random game (2-10 players, no-limit or fixed-limit, and in two
extra blocks pot-limit, blinds, antes
from every player or from the big blind, a mix of short, medium and deep stacks so that
all-ins for less happen often). A seeded driver picks random legal actions from OUR
``legal_actions()`` and feeds the same ones to PokerKit, dealt the same cards. At every
decision both must agree on who acts, the call amount and the minimum and maximum bet or
raise; at the end, on every finishing stack.

Kept out on purpose (our house rules differ from PokerKit there, see docs/RULES.md
section 13; the state-machine scenario tests cover them):

(a) a short big blind, and short antes: every stack covers the big blind plus its ante.
    (A player all-in for part of the ante wins only up to their own contribution from each
    player with us, RULES section 5; PokerKit treats every ante as dead money in the main
    pot, so such a player can win all the antes. With full antes the two agree.);
(b) the straddle: no straddles here;
(c) the fixed-limit cap before the flop: the driver never makes the third raise before the
    flop, the point where our cap (the big blind counting as the first bet) and PokerKit's
    (four raises on top of the big blind) part;
(d) the limit half-bet rule and completing: in fixed limit the driver never bets or raises
    all-in for less than a full bet (after which we complete to the next full-bet level and
    PokerKit does not);
(e) odd chips of split pots: PokerKit gives the whole remainder of a pot to its first
    winner where we give one chip each (three or more winners); and once the losing hands
    are killed, PokerKit merges side pots whose contenders became the same and splits the
    sum, while we split each pot separately (RULES.md section 8). A hand with a split pot
    that does not divide evenly is therefore compared chip for chip up to its number of
    odd chips, and on its total exactly;
(f) equal blinds heads-up: the small blind is always below the big blind here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from pokerkit import Automation, FixedLimitTexasHoldem, NoLimitTexasHoldem, PotLimitPokerMixin
from pokerkit.games import TexasHoldemMixin, UnfixedLimitHoldem

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street, limit_bet_size
from holdem.deck import Deck
from holdem.events import ActionTaken, PotAwarded
from holdem.hand import HandState

HANDS = 2000
BLOCKS = 10
POT_LIMIT_HANDS = 400
POT_LIMIT_BLOCKS = 2
POT_LIMIT_SEEDS = 100_000  # pot-limit games use their own seeds, from here


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
    """A random game within the rules both engines share (see the module docstring).

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
    config = HandConfig(
        structure=structure,
        small_blind=small,
        big_blind=big,
        ante=ante,
        ante_mode=mode,
    )
    floor = big + (ante * count if mode is AnteMode.BIG_BLIND else ante)
    seats = sorted(rng.sample(range(10), count))
    stacks = {}
    for seat in seats:
        kind = rng.random()
        if kind < 0.3:
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


def pokerkit_game(config: HandConfig, count: int):
    """The PokerKit game with the same stakes (antes by position, as PHH lists them)."""
    if config.ante_mode is AnteMode.BIG_BLIND:
        antes = [0, config.ante * count] + [0] * (count - 2)
    else:
        antes = [config.ante] * count
    blinds = [config.small_blind, config.big_blind] + [0] * (count - 2)
    if config.structure is BettingStructure.FIXED_LIMIT:
        return FixedLimitTexasHoldem(
            AUTOMATIONS, False, antes, blinds, config.big_blind, 2 * config.big_blind
        )
    if config.structure is BettingStructure.POT_LIMIT:
        return PotLimitTexasHoldem(AUTOMATIONS, False, antes, blinds, config.big_blind)
    return NoLimitTexasHoldem(AUTOMATIONS, False, antes, blinds, config.big_blind)


def _deal_pokerkit(pk, board, dealt: int) -> int:
    while pk.status and (pk.can_burn_card() or pk.can_deal_board()):
        if pk.can_burn_card():
            pk.burn_card("??")  # our burn card is unknown to PokerKit
            continue
        size = 3 if dealt == 0 else 1
        pk.deal_board("".join(map(str, board[dealt : dealt + size])))
        dealt += size
    return dealt


def _odd_chips(state: HandState) -> int:
    """The odd chips of all split pots together: where difference (e) can show."""
    return sum(
        e.amount % len(e.winners)
        for e in state.history
        if isinstance(e, PotAwarded) and len(e.winners) >= 2
    )


def run_differential(seed: int, structure: BettingStructure | None = None):
    """Play one random hand through both engines, comparing every decision and the end.

    Returns our final state, PokerKit's game and PokerKit's final state.
    """
    spec = random_hand(seed, structure)
    state = spec.start()
    seats = state.seats
    game = pokerkit_game(spec.config, len(seats))
    pk = game([spec.stacks[seat] for seat in seats], len(seats))
    for seat in seats:
        pk.deal_hole("".join(map(str, state.hole_cards(seat))))
    rng = random.Random(seed ^ 0x5EED)
    dealt = 0
    context = f"seed {seed}, {spec.config}, stacks {[spec.stacks[s] for s in seats]}"
    for _ in range(500):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal.seat is not None
        if state.street is not Street.SHOWDOWN:
            dealt = _deal_pokerkit(pk, state.board, dealt)
            where = f"{context}, actions {spec.log}"
            assert pk.actor_index is not None, where
            assert seats[pk.actor_index] == legal.seat, where
            assert pk.checking_or_calling_amount == legal.call_amount, where
            assert pk.min_completion_betting_or_raising_to_amount == legal.min_raise_to, where
            assert pk.max_completion_betting_or_raising_to_amount == legal.max_raise_to, where
        action = choose_action(rng, state, legal)
        events = state.apply(legal.seat, action)
        spec.log.append(f"{legal.seat}:{action}")
        taken = next((e for e in events if isinstance(e, ActionTaken)), None)
        if taken is None:
            continue  # show or muck: PokerKit decides those itself
        kind = taken.action.kind
        if kind is ActionKind.FOLD:
            pk.fold()
        elif kind in (ActionKind.CHECK, ActionKind.CALL):
            pk.check_or_call()
        elif kind in (ActionKind.BET, ActionKind.RAISE):
            pk.complete_bet_or_raise_to(taken.bet_to)
    assert state.is_over, context
    _deal_pokerkit(pk, state.board, dealt)
    assert not pk.status, f"{context}, actions {spec.log}"
    ours = [state.stacks[seat] for seat in seats]
    theirs = list(pk.stacks)
    odd_chips = _odd_chips(state)
    assert sum(ours) == sum(theirs)
    if odd_chips:
        assert all(abs(a - b) <= odd_chips for a, b in zip(ours, theirs, strict=True)), context
    else:
        assert ours == theirs, f"{context}, actions {spec.log}"
    return state, game, pk


@pytest.mark.slow
@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_hands_match_pokerkit(block: int) -> None:
    """2,000 random hands in all (10 blocks of 200), every decision and stack compared."""
    size = HANDS // BLOCKS
    for seed in range(block * size, (block + 1) * size):
        run_differential(seed)


@pytest.mark.slow
@pytest.mark.parametrize("block", range(POT_LIMIT_BLOCKS))
def test_random_pot_limit_hands_match_pokerkit(block: int) -> None:
    """400 random pot-limit hands (2 blocks of 200), every decision and stack compared."""
    size = POT_LIMIT_HANDS // POT_LIMIT_BLOCKS
    start = POT_LIMIT_SEEDS + block * size
    for seed in range(start, start + size):
        run_differential(seed, BettingStructure.POT_LIMIT)


def test_generator_covers_the_interesting_cases() -> None:
    """The random games include both structures, antes, heads-up, full rings and all-ins."""
    specs = [random_hand(seed) for seed in range(HANDS)]
    assert {s.config.structure for s in specs} == {
        BettingStructure.NO_LIMIT,
        BettingStructure.FIXED_LIMIT,
    }
    assert any(s.config.ante_mode is AnteMode.BIG_BLIND and s.config.ante for s in specs)
    assert any(s.config.ante_mode is AnteMode.EVERY_PLAYER and s.config.ante for s in specs)
    assert {len(s.stacks) for s in specs} == set(range(2, 11))
    all_ins = 0
    for seed in range(200):
        _, state = play_random_hand(seed)
        all_ins += any(isinstance(e, ActionTaken) and e.is_all_in for e in state.history)
    assert all_ins >= 40
