"""What a computer player remembers of the others at its table, across hands.

How often each bets or raises, and how often each folds to a bet.

Only public actions count, the same ones every player at the table saw: each observation
carries the hand's actions so far, and :class:`Reads` counts the ones it has not counted
yet (a new hand is noticed when the actions no longer continue the last list seen). Small
samples lean on a prior of an ordinary player, so a few hands do not swing the reads.
The reads widen the ranges of players who raise too much (:mod:`opponents.ranges`) and
stop bluffs against players who never fold (:mod:`opponents.postflop`).

>>> reads = Reads()
>>> reads.tendency(3).aggression
0.3
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.actions import ActionKind
from holdem.observation import ActionRecord, Observation

__all__ = ["NEUTRAL", "Reads", "Tendency", "fold_factor"]

_PRIOR_WEIGHT = 10.0
_PRIOR_AGGRESSION = 0.3
_PRIOR_FOLDS = 0.4


@dataclass(frozen=True, slots=True)
class Tendency:
    """How one player has played so far, smoothed toward an ordinary player."""

    aggression: float
    """The share of their actions that bet or raise."""
    folds: float
    """The share of their answers to a bet that fold."""


NEUTRAL = Tendency(_PRIOR_AGGRESSION, _PRIOR_FOLDS)
"""An ordinary player: what the reads say before seeing anything."""


class Reads:
    """Counts of each other seat's public actions, kept across hands."""

    __slots__ = ("_counts", "_hole", "_seen", "_self")

    def __init__(self) -> None:
        """Start knowing nothing."""
        self._counts: dict[int, list[int]] = {}
        """Per seat: [actions, bets and raises, answers to a bet, folds]."""
        self._seen: tuple[ActionRecord, ...] = ()
        self._self: int | None = None
        self._hole: tuple[int, ...] = ()

    def update(self, obs: Observation) -> None:
        """Count the actions of ``obs`` not counted yet (the observer's own excepted)."""
        actions = obs.actions
        seen = self._seen
        if self._self != obs.seat or self._hole != obs.hole or actions[: len(seen)] != seen:
            seen = ()  # a new hand (or another seat's view): count from its start
        self._self = obs.seat
        self._hole = obs.hole
        for record in actions[len(seen) :]:
            if record.seat == obs.seat:
                continue
            counts = self._counts.setdefault(record.seat, [0, 0, 0, 0])
            kind = record.action.kind
            counts[0] += 1
            if kind in (ActionKind.BET, ActionKind.RAISE):
                counts[1] += 1
            if kind in (ActionKind.FOLD, ActionKind.CALL, ActionKind.RAISE):
                counts[2] += 1
            if kind is ActionKind.FOLD:
                counts[3] += 1
        self._seen = actions

    def tendency(self, seat: int) -> Tendency:
        """The smoothed tendency of ``seat`` (an ordinary player before any action)."""
        counts = self._counts.get(seat)
        if counts is None:
            return NEUTRAL
        actions, aggressive, answers, folds = counts
        return Tendency(
            (aggressive + _PRIOR_AGGRESSION * _PRIOR_WEIGHT) / (actions + _PRIOR_WEIGHT),
            (folds + _PRIOR_FOLDS * _PRIOR_WEIGHT) / (answers + _PRIOR_WEIGHT),
        )


def fold_factor(reads: Reads, seats: Sequence[int]) -> float:
    """How much more (above 1) or less (below 1) than usual these players fold to a bet.

    Bluffs are scaled by it: 0.1 against players who never fold, at most 1.5.

    >>> fold_factor(Reads(), [1, 2])
    1.0
    """
    if not seats:
        return 1.0
    folds = sum(reads.tendency(s).folds for s in seats) / len(seats)
    return max(0.1, min(1.5, folds / _PRIOR_FOLDS))
