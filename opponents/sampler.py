"""Monte-Carlo equity of one known hand against opponents' estimated ranges.

``holdem.equity`` answers for hands that are all known; a computer player knows only its
own, so it draws the others from their :class:`~opponents.ranges.Range`. Each sample deals
every opponent a combination from their pre-flop band (skipping cards already out), keeps
it with a probability that says how well it fits their bets and calls after the flop
(:func:`fit`), completes the board at random and compares the hands with
:func:`holdem.evaluator.evaluate`. A win counts 1, a k-way tie 1/k: the result is the
share of the pot the hand can expect at a showdown.

>>> import random
>>> from holdem.cards import parse_cards
>>> from opponents.ranges import FULL
>>> aces = equity(parse_cards("AsAh"), (), [FULL], random.Random(1), 2000)
>>> 0.80 < aces < 0.90
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from holdem.evaluator import evaluate
from opponents.hands import COMBOS, slice_for
from opponents.ranges import Range

__all__ = ["connection", "equity", "fit"]

_NONE, _WEAK, _STRONG = 0, 1, 2
_WINDOWS = tuple(0b11111 << low for low in range(10))
"""The ten five-rank windows of a straight, as bits (bit 0 is the ace playing low)."""
_ATTEMPTS = 12


def connection(hole: Sequence[int], board: Sequence[int]) -> int:
    """How two hole cards connect with a board: 0 not at all, 1 a draw or weak pair, 2 strong.

    Strong is top pair or an overpair or better (two pair, a set, a made straight or flush);
    weak is a lower pair, or four to a flush or a straight before the river.

    >>> from holdem.cards import parse_cards
    >>> board = parse_cards("Kh 8h 3c")
    >>> [connection(parse_cards(h), board) for h in ("AsKd", "8s7s", "AhQh", "QsJc")]
    [2, 1, 1, 0]
    """
    ranks = [c >> 2 for c in board]
    a, b = hole[0] >> 2, hole[1] >> 2
    top = max(ranks)
    hits = ranks.count(a) + ranks.count(b)
    if a == b:
        if a > top or hits:
            return _STRONG
        pair = True
    else:
        if hits >= 2 or a == top or b == top:
            return _STRONG
        pair = hits == 1
    river = len(board) >= 5
    suits = [0, 0, 0, 0]
    for c in board:
        suits[c & 3] += 1
    best_draw = False
    for h in (hole[0], hole[1]):
        count = suits[h & 3] + sum(1 for x in hole if x & 3 == h & 3)
        if count >= 5:
            return _STRONG
        if count == 4 and not river:
            best_draw = True
    bits = 0
    for r in (*ranks, a, b):
        bits |= 1 << (r + 1)
        if r == 12:
            bits |= 1
    mine = (1 << (a + 1)) | (1 << (b + 1)) | (1 if 12 in (a, b) else 0)
    for window in _WINDOWS:
        held = (bits & window).bit_count()
        if bits & window & mine:
            if held == 5:
                return _STRONG
            if held == 4 and not river:
                best_draw = True
    return _WEAK if pair or best_draw else _NONE


def fit(
    r: Range,
    hole: Sequence[int],
    board: Sequence[int],
    hits: dict[tuple[int, int, int], int] | None = None,
) -> float:
    """The chance that a player with range ``r`` acted as they did holding ``hole``.

    A hand that connected strongly with the board of a bet, raise or call always fits; a
    draw or weak pair fits a bet three times in four (a call nine in ten); a miss fits with
    the range's ``bluff_keep`` (``call_keep``). ``hits`` keeps the connections already
    worked out for this board, keyed by (card, card, board size): one equity estimate asks
    for the same ones many times.
    """
    if hits is None:
        hits = {}
    keep = 1.0
    for size in r.aggressive:
        if size <= len(board):
            hit = _hit(hole, board, size, hits)
            if hit == _NONE:
                keep *= r.bluff_keep
            elif hit == _WEAK:
                keep *= max(0.75, r.bluff_keep)
    for size in r.called:
        if size <= len(board):
            hit = _hit(hole, board, size, hits)
            if hit == _NONE:
                keep *= r.call_keep
            elif hit == _WEAK:
                keep *= max(0.9, r.call_keep)
    return keep


def _hit(
    hole: Sequence[int], board: Sequence[int], size: int, hits: dict[tuple[int, int, int], int]
) -> int:
    """:func:`connection` with the board's first ``size`` cards, remembered in ``hits``."""
    key = (hole[0], hole[1], size)
    hit = hits.get(key)
    if hit is None:
        hit = hits[key] = connection(hole, board[:size])
    return hit


def equity(
    hole: Sequence[int],
    board: Sequence[int],
    ranges: Sequence[Range],
    rng: random.Random,
    samples: int,
) -> float:
    """The expected share of the pot of ``hole`` against opponents drawn from ``ranges``.

    Returns 1.0 when there is no opponent.
    """
    if not ranges:
        return 1.0
    board = list(board)
    known = set(hole) | set(board)
    slices = [slice_for(r.low, r.high) for r in ranges]
    filters = [bool(r.aggressive or r.called) for r in ranges]
    kept: list[dict[tuple[int, int], float]] = [{} for _ in ranges]
    hits: dict[tuple[int, int, int], int] = {}
    rand = rng.random
    total = 0.0
    for _ in range(samples):
        used = set(known)
        others: list[tuple[int, int]] = []
        for r, (start, stop), filtered, cache in zip(ranges, slices, filters, kept, strict=True):
            pick: tuple[int, int] | None = None
            for attempt in range(_ATTEMPTS):
                x, y = COMBOS[start + int(rand() * (stop - start))]
                if x in used or y in used:
                    continue
                if pick is None:
                    pick = (x, y)
                if filtered and attempt < _ATTEMPTS - 1:
                    chance = cache.get((x, y))
                    if chance is None:
                        chance = cache[x, y] = fit(r, (x, y), board, hits)
                    if rand() >= chance:
                        continue
                pick = (x, y)
                break
            if pick is None:  # the band is all but used up: any two free cards
                free = [c for c in range(52) if c not in used]
                x, y = rng.sample(free, 2)
                pick = (x, y)
            used.add(pick[0])
            used.add(pick[1])
            others.append(pick)
        runout = list(board)
        while len(runout) < 5:
            c = int(rand() * 52)  # rng.random() is several times cheaper than randrange
            if c not in used:
                used.add(c)
                runout.append(c)
        mine = evaluate([hole[0], hole[1], *runout]).value
        best = 0
        ties = 0
        for x, y in others:
            value = evaluate([x, y, *runout]).value
            if value > best:
                best, ties = value, 1
            elif value == best:
                ties += 1
        if mine > best:
            total += 1.0
        elif mine == best:
            total += 1.0 / (ties + 1)
    return total / samples
