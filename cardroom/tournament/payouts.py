"""Prizes of a multi-table tournament: payout tables, shared places, ICM, deals, cancellation.

Every function pays whole chips that add up exactly to what there is to pay: shares are
worked out as exact fractions and rounded by the largest remainder (:func:`apportion`),
ties going to the better place (or the earlier name).

**The payout tables** (:class:`PayoutScheme`): the share of entrants paid is rounded up
(``top10`` pays 10 %, ``top15``, ``top20``; ``winner`` pays one). The split among the paid
places follows the published multi-table structure of vegaspoker247.com ("Tourney Payout
Structures", Hold'em buy-ins of $5 or less), whose columns pay 1, 3, 6, 9, 13, 18, 27, 45
and 63 places: a count between two columns takes the first places of the larger column
and scales them to the whole pool; past 63 places the last share repeats.

>>> payouts(PayoutScheme.TOP10, entrants=30, pool=3000)
(1500, 900, 600)
>>> payouts(PayoutScheme.WINNER, entrants=30, pool=3000)
(3000,)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from enum import StrEnum, unique
from fractions import Fraction
from typing import Final

__all__ = [
    "PayoutScheme",
    "apportion",
    "cancellation_split",
    "icm",
    "icm_deal",
    "payouts",
    "places_paid",
    "shares",
]


@unique
class PayoutScheme(StrEnum):
    """How many places are paid."""

    TOP10 = "top10"
    """The top 10 % of entrants, rounded up."""
    TOP15 = "top15"
    """The top 15 %, rounded up."""
    TOP20 = "top20"
    """The top 20 %, rounded up."""
    WINNER = "winner"
    """Winner takes all."""


_PERCENT: Final = {PayoutScheme.TOP10: 10, PayoutScheme.TOP15: 15, PayoutScheme.TOP20: 20}


def _grouped(*groups: tuple[int, str]) -> tuple[Fraction, ...]:
    """A column of the table: (places, percent) groups, in order."""
    return tuple(Fraction(pct) for count, pct in groups for _ in range(count))


_COLUMNS: Final = (
    _grouped((1, "100")),
    _grouped((1, "50"), (1, "30"), (1, "20")),
    _grouped((1, "37"), (1, "22"), (1, "15"), (1, "11"), (1, "8"), (1, "7")),
    _grouped(
        (1, "30"), (1, "20"), (1, "12"), (1, "10"), (1, "8"), (1, "6.5"), (1, "5.5"),
        (1, "4.5"), (1, "3.5"),
    ),
    _grouped(
        (1, "30"), (1, "20"), (1, "11.9"), (1, "8.9"), (1, "7"), (1, "5.8"), (1, "4.6"),
        (1, "3.6"), (1, "1.7"), (4, "1.4"),
    ),
    _grouped(
        (1, "30"), (1, "20"), (1, "11.9"), (1, "8"), (1, "6.5"), (1, "5"), (1, "3.5"),
        (1, "2.6"), (1, "1.7"), (4, "1.4"), (5, "1.04"),
    ),
    _grouped(
        (1, "27.5"), (1, "17.5"), (1, "11.6"), (1, "8"), (1, "6"), (1, "4.5"), (1, "3.5"),
        (1, "2.6"), (1, "1.7"), (4, "1.4"), (5, "1.04"), (9, "0.7"),
    ),
    _grouped(
        (1, "25"), (1, "15.4"), (1, "10.5"), (1, "7"), (1, "5.5"), (1, "4.5"), (1, "3.5"),
        (1, "2.55"), (1, "1.7"), (4, "1.3"), (5, "0.95"), (9, "0.7"), (18, "0.45"),
    ),
    _grouped(
        (1, "23"), (1, "14"), (1, "9.5"), (1, "6.5"), (1, "5.4"), (1, "4.4"), (1, "3.4"),
        (1, "2.45"), (1, "1.6"), (4, "1.3"), (5, "0.95"), (9, "0.6"), (18, "0.45"),
        (18, "0.35"),
    ),
)  # fmt: skip
"""vegaspoker247.com's columns, by places paid: 1, 3, 6, 9, 13, 18, 27, 45, 63."""


def places_paid(scheme: PayoutScheme, entrants: int) -> int:
    """How many places a field of ``entrants`` pays (at least one, at most everyone).

    >>> places_paid(PayoutScheme.TOP10, 20), places_paid(PayoutScheme.TOP15, 21)
    (2, 4)
    """
    if entrants < 1:
        return 0
    if scheme is PayoutScheme.WINNER:
        return 1
    return min(entrants, max(1, math.ceil(entrants * _PERCENT[scheme] / 100)))


def shares(places: int) -> tuple[Fraction, ...]:
    """Each paid place's share of the pool (adding up to one), first place first.

    >>> [str(s) for s in shares(2)]
    ['5/8', '3/8']
    """
    if places < 1:
        return ()
    column = next((c for c in _COLUMNS if len(c) >= places), _COLUMNS[-1])
    picked = list(column[:places])
    picked += [column[-1]] * (places - len(picked))
    total = sum(picked)
    return tuple(share / total for share in picked)


def apportion(total: int, weights: Sequence[Fraction | int]) -> tuple[int, ...]:
    """Whole chips in proportion to ``weights``, adding up to ``total`` exactly.

    Largest remainder: each gets the whole part of their share, and the chips left go one
    each to the largest fractions, ties to the earlier weight.

    >>> apportion(10, [1, 1, 1])
    (4, 3, 3)
    >>> apportion(7, [0, 0])
    (4, 3)
    """
    if total < 0 or any(w < 0 for w in weights):
        raise ValueError("Chips and weights are not negative.")
    if not weights:
        if total:
            raise ValueError("Chips need someone to go to.")
        return ()
    fractions = [Fraction(w) for w in weights]
    whole = sum(fractions)
    if whole == 0:
        fractions, whole = [Fraction(1)] * len(weights), Fraction(len(weights))
    exact = [total * w / whole for w in fractions]
    paid = [math.floor(e) for e in exact]
    order = sorted(range(len(exact)), key=lambda i: (-(exact[i] - paid[i]), i))
    for i in order[: total - sum(paid)]:
        paid[i] += 1
    return tuple(paid)


def payouts(scheme: PayoutScheme, *, entrants: int, pool: int) -> tuple[int, ...]:
    """The prize of each paid place, first place first, adding up to ``pool``."""
    return apportion(pool, shares(places_paid(scheme, entrants)))


def icm(prizes: Sequence[int | float], stacks: Sequence[int]) -> tuple[float, ...]:
    """Each player's expected prize by Malmuth-Harville (exact; fine up to a final table).

    The chance to finish first is one's share of the chips; given who finished above, the
    chance to take the next place is one's share of the chips left.

    >>> [round(x, 2) for x in icm([425, 280, 130, 75], [150000, 98750, 45500, 13250])]
    [323.2, 278.12, 195.79, 112.89]
    """
    count = len(stacks)
    if count > 16:
        raise ValueError("Exact ICM is for a final table (16 players at most).")
    if any(s < 0 for s in stacks):
        raise ValueError("Stacks are not negative.")
    paid = [float(p) for p in prizes][:count] + [0.0] * max(0, count - len(prizes))
    memo: dict[int, tuple[float, ...]] = {}

    def equity(mask: int) -> tuple[float, ...]:
        """Expected prizes of the players in ``mask`` for the places still to decide."""
        if mask in memo:
            return memo[mask]
        members = [i for i in range(count) if mask >> i & 1]
        place = count - len(members)
        result = [0.0] * count
        if members and place < len(paid):
            chips = sum(stacks[i] for i in members)
            for i in members:
                chance = stacks[i] / chips if chips else 1 / len(members)
                if chance == 0:
                    continue
                result[i] += chance * paid[place]
                below = equity(mask & ~(1 << i))
                for j in members:
                    result[j] += chance * below[j]
        memo[mask] = tuple(result)
        return memo[mask]

    return equity((1 << count) - 1)


def icm_deal(unpaid: Sequence[int], stacks: Sequence[int]) -> tuple[int, ...]:
    """An ICM deal in whole chips: each player's expectation, adding up to ``unpaid``.

    ``unpaid`` are the prizes still to award (best first), one per remaining player at
    most; ``stacks`` the remaining players' chips.

    >>> icm_deal([425, 280, 130, 75], [150000, 98750, 45500, 13250])
    (323, 278, 196, 113)
    """
    if len(unpaid) > len(stacks):
        raise ValueError("More prizes than players left.")
    equities = icm(unpaid, stacks)
    exact = [Fraction(e).limit_denominator(10**9) for e in equities]
    return apportion(sum(unpaid), exact)


def cancellation_split(
    pool_left: int, stacks: Mapping[int, int], unpaid: Sequence[int]
) -> dict[int, int]:
    """What each player still in receives when a running tournament is cancelled.

    ``unpaid`` are the prizes not yet awarded, best first (the places still to decide).
    Before the money (more players than ``unpaid`` prizes): the whole ``pool_left`` is
    split half evenly and half by chips. In the money: each gets the lowest unpaid prize
    and the rest is split by chips. Whole chips, adding up to ``pool_left``.

    >>> cancellation_split(1000, {1: 300, 2: 100}, [])
    {1: 625, 2: 375}
    >>> cancellation_split(1000, {1: 300, 2: 100}, [700, 300])
    {1: 600, 2: 400}
    """
    players = sorted(stacks)
    if not players:
        if pool_left:
            raise ValueError("Chips need someone to go to.")
        return {}
    chips = [stacks[p] for p in players]
    total = sum(chips)
    count = len(players)
    paid = [u for u in unpaid if u > 0]
    if count <= len(paid):
        lowest = paid[count - 1]
        rest = pool_left - lowest * count
        if rest < 0:
            raise ValueError("The pool left doesn't cover the prizes still due.")
        extra = apportion(rest, chips)
        return {p: lowest + e for p, e in zip(players, extra, strict=True)}
    weights = [
        Fraction(1, 2 * count) + (Fraction(c, 2 * total) if total else Fraction(1, 2 * count))
        for c in chips
    ]
    return dict(zip(players, apportion(pool_left, weights), strict=True))
