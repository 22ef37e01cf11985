"""The hands an opponent is likely to hold, read from their actions so far.

Each live opponent gets a :class:`Range`: a band of pre-flop percentiles (see
:mod:`opponents.hands`) narrowed by what they did before the flop (an open raise, a
three-bet, a cold call, a limp, a shove), plus the streets after the flop on which they bet
or raised, or called a bet. The sampler (:mod:`opponents.sampler`) draws their cards from the
band and keeps a draw that "fits" their later actions more often than one that does not:
a player who bets the flop usually has hit it, but bluffs some of the time.

The widths are those of a typical online pool, on purpose not too tight: the computer does
not know what kind of player it faces, and reading every raise as the nuts is the easiest
thing to exploit.

>>> import random
>>> from holdem import Action, BettingStructure, Deck, HandConfig, HandState
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> hand = HandState.start(cfg, {0: 200, 1: 200, 2: 200}, button=0, deck=Deck(random.Random(4)))
>>> _ = hand.apply(0, Action.raise_to(6))
>>> estimate(hand.observe(1))[0].high
0.4
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from holdem.actions import ActionKind
from holdem.betting import Street
from holdem.observation import Observation
from opponents.reads import NEUTRAL, Reads, Tendency

__all__ = ["FULL", "Range", "estimate"]


@dataclass(frozen=True, slots=True)
class Range:
    """What one opponent may hold: a pre-flop percentile band and their actions since."""

    low: float
    """The strongest percentile of the band (0 is aces)."""
    high: float
    """The weakest percentile of the band (1 is every hand)."""
    aggressive: tuple[int, ...] = ()
    """Board sizes (3, 4, 5) at which the player bet or raised."""
    called: tuple[int, ...] = ()
    """Board sizes at which the player called a bet."""
    preflop_raises: int = 0
    """How many times the player raised before the flop."""
    bluff_keep: float = 0.3
    """Chance that a bet or raise after the flop comes with a hand that missed the board."""
    call_keep: float = 0.45
    """Chance that a call after the flop comes with a hand that missed the board."""


FULL = Range(0.0, 1.0)
"""Any two cards: a player who has put in nothing voluntary."""

_BOARD_SIZE = {Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}


def _narrow(old: Range, low: float, high: float, widen: float = 1.0) -> Range:
    """Intersect the band with a new one; when they miss, trust the newer action.

    ``widen`` stretches the new band for a player who raises far more than most.
    """
    high = min(1.0, high * widen)
    lo, hi = max(old.low, low), min(old.high, high)
    if hi - lo < 0.02:
        lo, hi = low, high
    return replace(old, low=lo, high=hi)


def _clamp(x: float) -> float:
    return max(0.0, min(1.0, x))


def _start(tendency: Tendency) -> Range:
    """Any two cards, with the post-flop keeps that fit the player's tendency."""
    return Range(
        0.0,
        1.0,
        bluff_keep=0.3 + 0.7 * _clamp((tendency.aggression - 0.35) / 0.5),
        call_keep=0.45 + 0.55 * _clamp(1 - tendency.folds / 0.4),
    )


def _shove_width(depth_bb: float) -> float:
    """How wide a player moves all-in first in, by stack depth (push/fold lore)."""
    if depth_bb <= 10:
        return 0.55
    if depth_bb <= 20:
        return 0.35
    return 0.15


def estimate(obs: Observation, reads: Reads | None = None) -> dict[int, Range]:
    """The likely range of every opponent still in the hand, keyed by seat.

    ``reads`` (what was seen of each player in earlier hands) widens the bands of players
    who raise a lot and makes the bets and calls of wild players mean less.
    """
    bb = obs.config.big_blind
    big_blind_seats = {p.seat for p in obs.posts if p.kind in ("big", "straddle")}
    starting = {p.seat: p.starting_stack for p in obs.players}
    tendencies = {
        p.seat: NEUTRAL if reads is None else reads.tendency(p.seat)
        for p in obs.players
        if p.seat != obs.seat
    }
    widen = {s: 1 + 3 * max(0.0, t.aggression - 0.35) for s, t in tendencies.items()}
    ranges = {s: _start(t) for s, t in tendencies.items()}
    raises = 0
    for record in obs.actions:
        seat = record.seat
        kind = record.action.kind
        if record.street is Street.PREFLOP:
            is_raise = kind in (ActionKind.RAISE, ActionKind.BET)
            if seat in ranges:
                current = ranges[seat]
                if is_raise:
                    if record.is_all_in and raises == 0:
                        width = _shove_width(starting[seat] / bb)
                        current = _narrow(current, 0.0, width, widen[seat])
                    elif raises == 0:
                        current = _narrow(current, 0.0, 0.4, widen[seat])
                    elif raises == 1:
                        current = _narrow(current, 0.0, 0.14, widen[seat])
                    else:
                        current = _narrow(current, 0.0, 0.07, widen[seat])
                    current = replace(current, preflop_raises=current.preflop_raises + 1)
                elif kind is ActionKind.CALL:
                    if raises == 0:
                        current = _narrow(current, 0.05, 0.75)
                    elif raises == 1 and seat in big_blind_seats:
                        current = _narrow(current, 0.03, 0.65)
                    elif raises == 1:
                        current = _narrow(current, 0.04, 0.45)
                    else:
                        current = _narrow(current, 0.01, 0.2)
                ranges[seat] = current
            if is_raise:
                raises += 1
        elif seat in ranges:
            current = ranges[seat]
            size = _BOARD_SIZE[record.street]
            if kind in (ActionKind.RAISE, ActionKind.BET):
                current = replace(current, aggressive=(*current.aggressive, size))
            elif kind is ActionKind.CALL:
                current = replace(current, called=(*current.called, size))
            ranges[seat] = current
    live = {p.seat for p in obs.players if p.in_hand}
    return {seat: r for seat, r in ranges.items() if seat in live}
