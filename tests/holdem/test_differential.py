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
(f) equal blinds heads-up: the small blind is always below the big blind here;
(g) a short all-in at the first raise of a round (RULES section 13 (e)): PokerKit counts any
    first raise as full, we count the minimum bet, so the driver never raises all-in for
    less than a full raise before anyone has bet or raised in the round.

Big-blind antes are PokerKit's ``antes = [0, X, 0, ...]``: the big blind posts one amount X
(often the big blind) for the table.
"""

from __future__ import annotations

import random

import pytest
from pokerkit import FixedLimitTexasHoldem, NoLimitTexasHoldem

from holdem.actions import ActionKind
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street
from holdem.events import ActionTaken, PotAwarded
from holdem.hand import HandState
from tests.holdem.random_play import (
    AUTOMATIONS,
    PotLimitTexasHoldem,
    choose_action,
    play_random_hand,
    random_hand,
)

HANDS = 2000
BLOCKS = 10
POT_LIMIT_HANDS = 400
POT_LIMIT_BLOCKS = 2
POT_LIMIT_SEEDS = 100_000  # pot-limit games use their own seeds, from here


def pokerkit_game(config: HandConfig, count: int):
    """The PokerKit game with the same stakes (antes by position, as PHH lists them)."""
    if config.ante_mode is AnteMode.BIG_BLIND:
        antes = [0, config.ante] + [0] * (count - 2)  # PHH: index 1 is the big blind
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
    big_blind_antes = [s for s in specs if s.config.ante_mode is AnteMode.BIG_BLIND]
    assert any(s.config.ante == s.config.big_blind for s in big_blind_antes)
    assert {len(s.stacks) for s in big_blind_antes} == set(range(2, 11))
    short = sum(1 for s in specs for stack in s.stacks.values() if stack <= 3 * s.config.big_blind)
    assert short >= 500  # stacks within two big blinds of their forced bets
    assert any(s.config.ante_mode is AnteMode.EVERY_PLAYER and s.config.ante for s in specs)
    assert {len(s.stacks) for s in specs} == set(range(2, 11))
    all_ins = 0
    for seed in range(200):
        _, state = play_random_hand(seed)
        all_ins += any(isinstance(e, ActionTaken) and e.is_all_in for e in state.history)
    assert all_ins >= 40
