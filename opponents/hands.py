"""Starting hands: the 169 classes, their strength order, and every two-card combination.

A starting hand is one of 169 *classes*: a pair ("TT", 6 combinations), a suited hand
("AKs", 4) or an offsuit hand ("AKo", 12). :data:`HAND_ORDER` (in :mod:`opponents._charts`)
ranks them strongest first. The *percentile* of a hand is the share of all 1,326
combinations that rank above its class plus half of its own class: 0 is the best hand
(aces), 1 the worst (seven-deuce offsuit and its like). A *range* is then a band of
percentiles ("the top 15%" is 0 to 0.15), and :data:`COMBOS` lists every combination in
strength order so a band is one slice of it.

>>> from holdem.cards import parse_cards
>>> [hand_class(parse_cards(text)) for text in ("AhKh", "7d2c", "9s9d")]
['AKs', '72o', '99']
>>> percentile(parse_cards("AsAd")) < 0.01 < percentile(parse_cards("KsQs")) < 0.2
True
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import combinations

from opponents._charts import CALL_DEPTH, HAND_ORDER, PUSH_DEPTH

__all__ = [
    "COMBOS",
    "COMBO_PERCENTILES",
    "call_depth",
    "class_index",
    "hand_class",
    "percentile",
    "push_depth",
    "slice_for",
]

_RANK_LETTERS = "23456789TJQKA"
_TOTAL = 1326


def _class_of(a: int, b: int) -> str:
    """The class name of two card ints (``(rank - 2) * 4 + suit``)."""
    ra, rb = a >> 2, b >> 2
    if ra < rb:
        ra, rb = rb, ra
    if ra == rb:
        return _RANK_LETTERS[ra] * 2
    return _RANK_LETTERS[ra] + _RANK_LETTERS[rb] + ("s" if a & 3 == b & 3 else "o")


def _size(name: str) -> int:
    return 6 if len(name) == 2 else 4 if name[2] == "s" else 12


_INDEX = {name: i for i, name in enumerate(HAND_ORDER)}


def _class_percentiles() -> dict[str, float]:
    out: dict[str, float] = {}
    above = 0
    for name in HAND_ORDER:
        size = _size(name)
        out[name] = (above + size / 2) / _TOTAL
        above += size
    return out


_PERCENTILE = _class_percentiles()

COMBOS: tuple[tuple[int, int], ...] = tuple(
    sorted(combinations(range(52), 2), key=lambda ab: (_INDEX[_class_of(*ab)], ab))
)
"""All 1,326 two-card combinations (card ints), strongest class first."""

COMBO_PERCENTILES: tuple[float, ...] = tuple(_PERCENTILE[_class_of(*ab)] for ab in COMBOS)
"""The percentile of each entry of :data:`COMBOS` (non-decreasing)."""

_KEYED = {(a << 6) | b: _class_of(a, b) for a, b in combinations(range(52), 2)}


def hand_class(hole: Sequence[int]) -> str:
    """The class name of two hole cards: "AA", "AKs", "AKo"."""
    a, b = hole[0], hole[1]
    return _KEYED[(a << 6) | b] if a < b else _KEYED[(b << 6) | a]


def class_index(hole: Sequence[int]) -> int:
    """The rank of the hand's class in :data:`HAND_ORDER` (0 is aces)."""
    return _INDEX[hand_class(hole)]


def percentile(hole: Sequence[int]) -> float:
    """The hand's strength as a percentile of all starting hands (0 best, 1 worst)."""
    return _PERCENTILE[hand_class(hole)]


def push_depth(hole: Sequence[int]) -> int:
    """The largest stack, in big blinds, at which heads-up equilibrium play moves all-in."""
    return PUSH_DEPTH[class_index(hole)]


def call_depth(hole: Sequence[int]) -> int:
    """The largest stack, in big blinds, at which heads-up equilibrium play calls a shove."""
    return CALL_DEPTH[class_index(hole)]


_SORTED = list(COMBO_PERCENTILES)


def slice_for(low: float, high: float) -> tuple[int, int]:
    """The [start, stop) indices of :data:`COMBOS` whose percentiles lie in [low, high].

    An empty band widens to at least the class at ``low``, so a range is never empty.

    >>> start, stop = slice_for(0.0, 0.01)
    >>> sorted({hand_class(COMBOS[i]) for i in range(start, stop)})
    ['AA', 'KK']
    """
    start = bisect_left(_SORTED, low)
    stop = bisect_right(_SORTED, high)
    start = min(start, _TOTAL - 1)
    if stop <= start:
        stop = min(_TOTAL, start + 6)
    return start, stop
