"""Pots: side-pot layering, the uncalled bet, and the odd-chip split.

Representation: each player has a *contribution*, the chips they put in over the hand, live
bets and blinds included, antes excluded. Antes are *dead money* and go into the main pot,
which every live player may win (as PokerKit does). The pots are layers: sort the distinct
contribution levels; the layer between two levels holds, from every player (folded or not),
the part of their contribution inside it, and it can be won by the live players who reached
its top. Adjacent layers with the same eligible players merge, so the usual case is one
main pot. A layer nobody live reached cannot exist once uncalled bets are returned (a bet
above the second-highest bet goes back at the end of each round); if one ever did, it would
merge into the layer below rather than lose chips.

>>> build_pots([30, 100, 100], live=[True, True, True])
(Pot(amount=90, eligible=(0, 1, 2)), Pot(amount=140, eligible=(1, 2)))
>>> split_pot(101, 2)
(51, 50)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Pot", "build_pots", "split_pot", "uncalled_bet"]


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the players (by position) who can win it."""

    amount: int
    """Chips in the pot."""
    eligible: tuple[int, ...]
    """Positions of the live players who contributed up to this pot's level, in order."""


def build_pots(
    contributions: Sequence[int], live: Sequence[bool], dead: int = 0
) -> tuple[Pot, ...]:
    """Layer the contributions into a main pot and side pots (see the module docstring).

    ``contributions[i]`` and ``live[i]`` describe the player at position ``i``; ``dead`` is
    money (antes) that goes into the main pot for every live player.

    >>> build_pots([10, 50, 50], live=[False, True, True], dead=6)
    (Pot(amount=116, eligible=(1, 2)),)
    >>> build_pots([20, 20, 0], live=[True, True, True], dead=3)
    (Pot(amount=3, eligible=(0, 1, 2)), Pot(amount=40, eligible=(0, 1)))

    Raises:
        ValueError: if a contribution is negative (a bug in the caller, never a hand).
    """
    n = len(contributions)
    pots: list[Pot] = []
    amount = dead
    previous = 0
    levels = sorted(set(contributions))
    if 0 not in levels:
        levels.insert(0, 0)
    ordered = sorted(contributions)
    if ordered and ordered[0] < 0:
        raise ValueError("A contribution to a pot cannot be negative.")
    # No contribution lies between two adjacent levels, so a layer holds its height from
    # every player who reached its top: count them along a sorted copy.
    below = 0
    live_at = [i for i in range(n) if live[i]]
    for level in levels:
        if level:
            while ordered[below] < level:
                below += 1
            amount += (level - previous) * (n - below)
        eligible = tuple([i for i in live_at if contributions[i] >= level])
        if not eligible and pots:
            pots[-1] = Pot(pots[-1].amount + amount, pots[-1].eligible)
            amount = 0
        else:
            while pots and pots[-1].eligible == eligible:
                amount += pots.pop().amount
            if amount:
                pots.append(Pot(amount, eligible))
                amount = 0
        previous = level
    return tuple(pots)


def uncalled_bet(bets: Sequence[int]) -> tuple[int, int] | None:
    """The uncalled part of the round's largest bet: (position, chips), or None.

    Every player's bet counts when finding the second-highest, folded players' too.

    >>> uncalled_bet([10, 40, 25])
    (1, 15)
    >>> uncalled_bet([40, 40, 0]) is None
    True
    """
    top = -1
    top_at = -1
    second = 0
    for i, bet in enumerate(bets):
        if bet > top:
            second = max(second, top)
            top, top_at = bet, i
        elif bet > second:
            second = bet
    if top_at < 0 or top <= second:
        return None
    return top_at, top - second


def split_pot(amount: int, winners: int) -> tuple[int, ...]:
    """Split a pot between ``winners`` equal hands; odd chips go one at a time from the first.

    Winners are listed in seat order starting left of the button, so the first ones get the
    odd chips.

    >>> split_pot(10, 3)
    (4, 3, 3)
    >>> split_pot(11, 3)
    (4, 4, 3)
    """
    share, odd = divmod(amount, winners)
    return tuple(share + 1 if i < odd else share for i in range(winners))
