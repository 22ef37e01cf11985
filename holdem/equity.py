"""All-in equity: each known hand's share of the pot over the boards still to come.

:func:`equity` takes 2 to 10 known hands, the board so far and any dead cards. A board that
one hand wins alone gives it the whole pot; a board that ``k`` hands split gives each of them
``1/k``. By default every possible rest of the board is counted, so the answer is exact;
with ``samples=N`` the rest of the board is drawn ``N`` times instead, and the result says it
is an estimate and gives its standard error.

How the exact count stays fast (:func:`_count_exactly`). A plain loop over the evaluator
would take seconds before the flop (1,712,304 boards heads-up). But a hand's value depends on
the suits only through a flush, and a flush needs at least three board cards of one suit, so:

- Without a flush only ranks matter. The boards are grouped by their multiset of ranks
  (at most C(17, 5) = 6,188 groups of five), each weighted by how many boards of the
  remaining deck have those ranks, and each hand is looked up once per group by its rank
  sum, the evaluator's own hash (``holdem/_rank_tables.py``).
- The boards on which someone does make a flush are counted apart: for each suit, each
  choice of its cards on the board, and each rank multiset of the other board cards. Their
  count is taken off their rank group, so that every board is counted exactly once.

A five-card board holds at most one suit three times, so no board is counted twice, and a
hand of seven cards that holds a flush holds no full house or four of a kind, so its flush
(or straight flush) is its value. ``tests/holdem/test_equity.py`` checks the counts against a
plain loop over :func:`~holdem.evaluator.evaluate`.

The estimate (:func:`_draw`) draws boards as pairs of cards with their keys summed in
advance, notes each board only by what decides the showdown (its ranks, and its cards of a
suit when someone can flush in it), and evaluates each board it drew once, however often.
Both read the evaluator's lookup tables, as plain ints, built on the first call.

>>> result = equity(["AhKh", "7s7c"], board="Qh7h2d")
>>> result.exact, result.boards
(True, 990)
>>> [f"{hand.equity:.4f}" for hand in result.hands]
['0.2556', '0.7444']
>>> suited = equity(["AsKs", "AdKc"], board="Qs7s2d").hands[0]  # a split unless spades come
>>> f"{suited.equity:.4f} = win {suited.win:.4f} + tie {suited.tie:.4f} / 2"
'0.6818 = win 0.3636 + tie 0.6364 / 2'
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, product

from holdem._rank_tables import RANK_KEYS, SUIT_KEYS
from holdem.cards import FULL_DECK, Card, parse_cards
from holdem.errors import InvalidNotation
from holdem.evaluator import _KEY, _SUITED, _UNSUITED_7

__all__ = ["EquityResult", "HandEquity", "equity"]

MIN_HANDS = 2
"""An equity needs at least two hands."""
MAX_HANDS = 10
"""At most ten hands: a full ring of ten players."""

_UNIT = 2520
"""The least common multiple of 1..10: a k-way split of a board is a whole ``_UNIT // k``."""
_ROUND = 1 << 16
"""Monte-Carlo tries per round: enough to amortise the round, few enough to keep memory small."""
_RANK_MASK = (1 << 23) - 1
"""The rank-sum bits of an evaluator key."""

Cards = str | Iterable[int]
"""Cards as text ("AsKd") or as :class:`~holdem.cards.Card` values (plain ints 0-51 too)."""


@dataclass(frozen=True, slots=True)
class HandEquity:
    """One hand's results: its share of the pot and how often it wins or splits."""

    equity: float
    """The share of the pot, 0 to 1: ``win`` plus each split board's ``1/k``."""
    win: float
    """The fraction of boards this hand wins alone."""
    tie: float
    """The fraction of boards this hand splits with one or more others."""
    standard_error: float
    """The standard error of ``equity`` as an estimate; 0.0 when it was counted exactly."""


@dataclass(frozen=True, slots=True)
class EquityResult:
    """What :func:`equity` found, one :class:`HandEquity` per hand in the order given."""

    hands: tuple[HandEquity, ...]
    """The results, in the order the hands were given."""
    boards: int
    """How many boards were counted (every one when exact) or drawn (the samples)."""
    exact: bool
    """True when every board was counted; False for a Monte-Carlo estimate."""

    @property
    def equities(self) -> tuple[float, ...]:
        """Each hand's share of the pot, in the order the hands were given."""
        return tuple(hand.equity for hand in self.hands)


def equity(
    holes: Sequence[Cards],
    board: Cards = (),
    dead: Cards = (),
    *,
    samples: int | None = None,
    rng: random.Random | None = None,
) -> EquityResult:
    """Each hand's share of the pot over every rest of the board, or over ``samples`` draws.

    Args:
        holes: two to ten hands of two cards each, as text ("AsKd") or cards.
        board: the board so far, zero to five cards.
        dead: cards known to be out of play (folded or burnt and seen).
        samples: if given, estimate from this many boards drawn at random, instead of
            counting every board.
        rng: the random source for ``samples`` (a fresh ``random.Random()`` if omitted).

    >>> result = equity(["AsAd", "KcKh"], board="2c7d9hTs")
    >>> result.equities, result.hands[0].win
    ((0.9545454545454546, 0.045454545454545456), 0.9545454545454546)
    >>> estimate = equity(["AsAd", "KcKh"], samples=2000, rng=random.Random(7))
    >>> estimate.exact, abs(estimate.hands[0].equity - 0.8126) < 0.03
    (False, True)
    >>> 0.005 < estimate.hands[0].standard_error < 0.01
    True

    Raises:
        InvalidNotation: if a card does not parse or appears twice, a hand is not two cards,
            there are fewer than two or more than ten hands, the board has more than five
            cards, too few cards are left to finish the board, ``samples`` is not a whole
            number above zero, or ``rng`` is given without ``samples``.
    """
    hands = tuple(_cards(hole) for hole in holes)
    known = _cards(board)
    out = _cards(dead)
    _check(hands, known, out, samples, rng)
    pairs = tuple((a, b) for a, b in hands)
    if samples is None:
        return _counted(_count_exactly(pairs, known, out), len(pairs), exact=True)
    source = rng if rng is not None else random.Random()  # noqa: S311 - no secret depends on it
    return _counted(_draw(pairs, known, out, samples, source), len(pairs), exact=False)


def _cards(cards: Cards) -> tuple[Card, ...]:
    """Cards from text or from card values, checked to be cards."""
    if isinstance(cards, str):
        return parse_cards(cards)
    try:
        return tuple(Card(card) for card in cards)
    except (TypeError, ValueError):
        raise InvalidNotation(f"{cards!r} are not cards.") from None


def _check(
    hands: tuple[tuple[Card, ...], ...],
    board: tuple[Card, ...],
    dead: tuple[Card, ...],
    samples: int | None,
    rng: random.Random | None,
) -> None:
    """Refuse what no deal could produce, with a reason a player can read."""
    if not MIN_HANDS <= len(hands) <= MAX_HANDS:
        raise InvalidNotation(f"An equity needs 2 to 10 hands, not {len(hands)}.")
    for hand in hands:
        if len(hand) != 2:
            raise InvalidNotation(f"A hand is two cards, not {len(hand)}.")
    if len(board) > 5:
        raise InvalidNotation(f"A board is at most five cards, not {len(board)}.")
    named = [card for hand in hands for card in hand] + [*board, *dead]
    if len(set(named)) != len(named):
        twice = sorted({str(card) for card in named if named.count(card) > 1})
        raise InvalidNotation(f"A card cannot be in two places: {', '.join(twice)}.")
    if 52 - len(named) < 5 - len(board):
        raise InvalidNotation("Too few cards are left to finish the board.")
    if samples is None:
        if rng is not None:
            raise InvalidNotation("A random source is only used with a number of samples.")
    elif isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise InvalidNotation(f"The number of samples must be a whole number above 0: {samples!r}.")


Outcomes = dict[int | tuple[int, ...], int]
"""How many boards each hand won alone (keyed by its index) and each group split (a tuple)."""


def _split(values: list[int], best: int) -> tuple[int, ...]:
    """The hands that share the best value on a board: who splits the pot."""
    return tuple(i for i, value in enumerate(values) if value == best)


def _counted(outcomes: Outcomes, hands: int, *, exact: bool) -> EquityResult:
    """The result from counted outcomes; the sampling error only for an estimate."""
    wins = [0] * hands
    ties = [0] * hands
    units = [0] * hands  # pot shares in _UNITs
    squares = [0] * hands  # each board's share squared, in _UNITs squared
    for outcome, count in outcomes.items():
        if isinstance(outcome, int):
            wins[outcome] += count
            units[outcome] += count * _UNIT
            squares[outcome] += count * _UNIT * _UNIT
            continue
        share = _UNIT // len(outcome)
        for i in outcome:
            ties[i] += count
            units[i] += count * share
            squares[i] += count * share * share
    n = sum(outcomes.values())
    results = []
    for won, tied, unit, square in zip(wins, ties, units, squares, strict=True):
        error = 0.0
        if not exact and n > 1:
            mean = unit / n
            variance = max(square / n - mean * mean, 0.0) * n / (n - 1)
            error = math.sqrt(variance / n) / _UNIT
        results.append(HandEquity(unit / (_UNIT * n), won / n, tied / n, error))
    return EquityResult(tuple(results), n, exact)


@cache
def _values() -> tuple[dict[int, int], list[int]]:
    """The evaluator's tables as plain hand values, built on first use (a few ms).

    The 7-card rank-sum lookup (no flush) and the 13-bit flush lookup, with the ``value``
    of each :class:`~holdem.evaluator.HandRank` (ints compare faster than records).
    """
    return {key: hand.value for key, hand in _UNSUITED_7.items()}, [h.value for h in _SUITED]


def _rank_draws(available: Sequence[int], m: int) -> list[tuple[int, int]]:
    """Every multiset of ``m`` ranks as (rank sum, how many sets of cards have those ranks).

    ``available[r]`` is how many cards of rank index ``r`` (0 is the two) can be drawn.
    """
    layers: list[list[tuple[int, int]]] = [[(0, 1)]] + [[] for _ in range(m)]
    for rank, count in enumerate(available):
        if not count:
            continue
        grown = [list(layer) for layer in layers]
        for held in range(m):
            for taken in range(1, min(count, m - held) + 1):
                ways = math.comb(count, taken)
                extra = taken * RANK_KEYS[rank]
                grown[held + taken] += [(key + extra, w * ways) for key, w in layers[held]]
        layers = grown
    return layers[m]


def _count_exactly(
    holes: tuple[tuple[int, int], ...], board: tuple[int, ...], dead: tuple[int, ...]
) -> Outcomes:
    """Count every rest of the board by rank multiset, and the flush boards apart.

    This is the one optimised place (see the module docstring); the tests hold it to a
    plain loop over the evaluator.
    """
    unsuited, suited = _values()
    used = {*board, *dead, *(card for hole in holes for card in hole)}
    live = [card for card in range(52) if card not in used]
    m = 5 - len(board)
    n = len(holes)
    available = [0] * 13
    for card in live:
        available[card >> 2] += 1
    hole_sums = [RANK_KEYS[a >> 2] + RANK_KEYS[b >> 2] for a, b in holes]
    board_sum = sum(RANK_KEYS[card >> 2] for card in board)
    outcomes: Outcomes = {}
    flushed: dict[int, int] = {}  # board rank sum -> boards of it counted among the flushes
    for suit in range(4):
        on_board = [card >> 2 for card in board if card & 3 == suit]
        board_bits = sum(1 << r for r in on_board)
        in_hand = [[c >> 2 for c in hole if c & 3 == suit] for hole in holes]
        hole_bits = [sum(1 << r for r in ranks) for ranks in in_hand]
        drawable = [card >> 2 for card in live if card & 3 == suit]
        others = list(available)
        for r in drawable:
            others[r] -= 1
        for drawn in range(max(0, 3 - len(on_board)), m + 1):
            k = len(on_board) + drawn  # cards of this suit on the board, 3 to 5
            makes = [len(ranks) + k >= 5 for ranks in in_hand]
            if not any(makes):
                continue  # no one flushes: these boards count by their ranks alone
            rest = _rank_draws(others, m - drawn)
            for ranks in combinations(drawable, drawn):
                bits = board_bits | sum(1 << r for r in ranks)
                fixed = [suited[bits | hole_bits[p]] if makes[p] else 0 for p in range(n)]
                key = board_sum + sum(RANK_KEYS[r] for r in ranks)
                for rest_key, weight in rest:
                    total = key + rest_key
                    flushed[total] = flushed.get(total, 0) + weight
                    values = [
                        f or unsuited[total + h] for f, h in zip(fixed, hole_sums, strict=True)
                    ]
                    best = max(values)
                    won = values.index(best) if values.count(best) == 1 else _split(values, best)
                    outcomes[won] = outcomes.get(won, 0) + weight
    for rest_key, weight in _rank_draws(available, m):
        total = board_sum + rest_key
        left = weight - flushed.get(total, 0)
        if left:
            values = [unsuited[total + h] for h in hole_sums]
            best = max(values)
            won = values.index(best) if values.count(best) == 1 else _split(values, best)
            outcomes[won] = outcomes.get(won, 0) + left
    return outcomes


@cache
def _suit_of_three() -> list[int]:
    """Which suit five cards hold three or more times (-1 if none), by their suit-key sum.

    Indexed by the sum (negative sums from the end, as in the evaluator). The evaluator's
    suit keys say this by their sum alone, which ``tests/holdem/test_equity.py`` checks.
    """
    table = [-1] * 256
    for counts in product(range(6), repeat=4):
        if sum(counts) == 5 and max(counts) >= 3:
            total = sum(c * k for c, k in zip(counts, SUIT_KEYS, strict=True))
            table[total] = counts.index(max(counts))
    return table


def _draw(
    holes: tuple[tuple[int, int], ...],
    board: tuple[int, ...],
    dead: tuple[int, ...],
    samples: int,
    rng: random.Random,
) -> Outcomes:
    """Draw the rest of the board ``samples`` times, each draw uniform and independent.

    A draw takes the missing cards as random pairs of live cards (and one single card for
    an odd count), with ``rng.choices``, and a try where two of them share a card does not
    count: every set of cards is then equally likely, and the tries are independent. Each
    pair carries its evaluator key sum and a bit per card (``suit * 16 + rank``), so a
    board's key is three additions and its ranks of one suit are a shift. ``choices`` picks
    with ``floor(random() * n)``, biased by less than n / 2**53, far under any sampling
    error.

    A draw is noted only by what decides the showdown: its rank sum, and, when it holds
    three cards of one suit, that suit and its ranks in it. Boards drawn twice are then
    evaluated once, with their count as the weight.
    """
    unsuited, suited = _values()
    suit_of_three = _suit_of_three()
    keys = [_KEY[card] for card in FULL_DECK]
    bits = [1 << ((card & 3) * 16 + (card >> 2)) for card in range(52)]
    used = {*board, *dead, *(card for hole in holes for card in hole)}
    live = [card for card in range(52) if card not in used]
    pairs = [(keys[a] + keys[b], bits[a] | bits[b]) for a, b in combinations(live, 2)]
    singles = [(keys[a], bits[a]) for a in live]
    nothing = [(0, 0)]  # stands for no card, where fewer than five are missing
    m = 5 - len(board)
    first, second, third = ([pairs] * (m // 2) + [singles] * (m % 2) + [nothing] * 3)[:3]
    base_key = sum(keys[card] for card in board)
    base_bits = sum(bits[card] for card in board)
    hole_sums = [RANK_KEYS[a >> 2] + RANK_KEYS[b >> 2] for a, b in holes]
    # Per suit, each hand's ranks in that suit, how many, and the hand's rank sum; and how
    # many cards of the suit a board needs before some hand can flush in it.
    by_suit = [
        [(rank_bits, rank_bits.bit_count(), h) for rank_bits, h in zip(
            [sum(bits[c] for c in hole if c & 3 == suit) >> (16 * suit) for hole in holes],
            hole_sums, strict=True)]
        for suit in range(4)
    ]  # fmt: skip
    short = [5 - max(count for _, count, _ in hands) for hands in by_suit]
    choices = rng.choices
    mask = _RANK_MASK
    seen: Counter[int] = Counter()
    done = 0
    while done < samples:  # rounds of tries, until enough count
        drawn: list[int] = []
        note = drawn.append
        tries = min(samples - done, _ROUND)
        for (k1, b1), (k2, b2), (k3, b3) in zip(
            choices(first, k=tries), choices(second, k=tries), choices(third, k=tries), strict=True
        ):
            if b1 & b2 or (b1 | b2) & b3:
                continue  # a card twice: this try does not count
            key = base_key + k1 + k2 + k3
            suit = suit_of_three[key >> 23]
            if suit < 0:
                note(key & mask)
                continue
            flush = ((base_bits | b1 | b2 | b3) >> (16 * suit)) & 0x1FFF
            if flush.bit_count() < short[suit]:
                note(key & mask)  # no hand flushes: only the ranks count
            else:  # above the rank sum: the suit's ranks, then the suit
                note((key & mask) | flush << 23 | suit << 36)
        seen.update(drawn)
        done += len(drawn)
    outcomes: Outcomes = {}
    for noted, count in seen.items():
        ranks = noted & mask
        flush = noted >> 23 & 0x1FFF
        if flush:
            need = 5 - flush.bit_count()
            values = [
                suited[flush | b] if held >= need else unsuited[ranks + h]
                for b, held, h in by_suit[noted >> 36]
            ]
        else:
            values = [unsuited[ranks + h] for h in hole_sums]
        best = max(values)
        won = values.index(best) if values.count(best) == 1 else _split(values, best)
        outcomes[won] = outcomes.get(won, 0) + count
    return outcomes
