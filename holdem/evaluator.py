"""Hand evaluation: the best five-card poker hand among 5, 6 or 7 cards, by table lookup.

There are 2,598,960 five-card hands but only 7,462 distinct hand values once suits are
forgotten, because suits never rank: 10 straight flushes, 156 fours of a kind, 156 full
houses, 1,277 flushes, 10 straights, 858 threes of a kind, 858 two pairs, 2,860 pairs and
1,277 high cards. Counted over all 2,598,960 hands these are 40 straight flushes (4 of them
royal), 624 fours of a kind, 3,744 full houses, 5,108 flushes, 10,200 straights, 54,912
threes of a kind, 123,552 two pairs, 1,098,240 pairs and 1,302,540 high cards. Each value is
one shared :class:`HandRank` (``value`` 1, seven-five high, to 7462, the royal flush; higher
beats lower), built once at import, so :func:`evaluate` allocates nothing.

Representation. Like the PH evaluator, the lookup splits on the one thing suits can do, make
a flush. Each card (an ``int`` 0-51, ``(rank - 2) * 4 + suit``) has a key::

    key = RANK_KEYS[rank] + (SUIT_KEYS[suit] << 23)

The thirteen rank keys (0, 1, 5, 22, 98, ..., 1479181) were found by a greedy search so that
any 5, 6 or 7 ranks, at most four of each, add up to a different number below 2**23: the low
23 bits of the summed key name the multiset of ranks. The four suit keys (-14, -12, 9, 14)
add up, in the high bits, to a small signed number that alone says whether five cards share
a suit. Summing seven keys stays below 2**30, within CPython's one-digit integers, which is
what makes the additions fast. Then:

- no flush (97% of seven-card hands): one dict lookup of the rank sum gives the hand, since
  without a flush only the ranks matter (49,205 seven-card rank multisets, 18,395 of six,
  6,175 of five);
- a flush: the ranks of the flush suit, as a 13-bit set, index an 8,192-entry table of the
  best flush or straight flush among them. With at most seven cards a hand that holds a flush
  cannot also hold four of a kind or a full house, so that is the answer.

The tables are literal data in ``holdem/_rank_tables.py``, written by
``tools/gen_evaluator_tables.py``; importing them takes a few milliseconds.

>>> from holdem.cards import parse_cards
>>> hand = evaluate(parse_cards("KsKd 5c5h Kh 9s 2d"))
>>> hand.category, hand.describe()
(<HandCategory.FULL_HOUSE: 7>, 'Full house, kings full of fives')
>>> hand > evaluate(parse_cards("AsAd AcQh Jh 9s 2d"))
True
"""

from __future__ import annotations

import base64
import sys
import zlib
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum, unique
from functools import cache
from itertools import combinations, combinations_with_replacement, compress, product

from holdem import _rank_tables
from holdem.cards import FULL_DECK, Card, Rank

__all__ = ["HandCategory", "HandRank", "best_five", "evaluate"]


@unique
class HandCategory(IntEnum):
    """The nine kinds of poker hand, weakest first."""

    HIGH_CARD = 1
    """Five unmatched cards, not all of one suit and not in sequence."""
    ONE_PAIR = 2
    """Two cards of one rank."""
    TWO_PAIR = 3
    """Two cards of one rank and two of another."""
    THREE_OF_A_KIND = 4
    """Three cards of one rank."""
    STRAIGHT = 5
    """Five cards in sequence, not all of one suit (the ace plays high or low)."""
    FLUSH = 6
    """Five cards of one suit, not in sequence."""
    FULL_HOUSE = 7
    """Three cards of one rank and two of another."""
    FOUR_OF_A_KIND = 8
    """Four cards of one rank."""
    STRAIGHT_FLUSH = 9
    """Five cards in sequence, all of one suit; ace high, it is the royal flush."""


@dataclass(frozen=True, slots=True, order=True)
class HandRank:
    """The strength of a five-card hand; a higher ``value`` beats a lower one."""

    value: int
    """1 (seven-five high) to 7462 (royal flush); equal values split the pot."""
    category: HandCategory = field(compare=False)
    """The kind of hand."""
    ranks: tuple[Rank, ...] = field(compare=False)
    """The five ranks in order of significance (the wheel is 5, 4, 3, 2, A)."""

    @property
    def named_ranks(self) -> tuple[Rank, ...]:
        """The ranks a hand's name mentions, for naming it in any language.

        One rank (the high card, the pair, the trips, the quads, the top of a straight or
        flush) or two (two pair: the higher pair first; full house: the trips, then the
        pair). With :attr:`category` this is the structured form of :meth:`describe`.

        >>> from holdem.cards import parse_cards
        >>> hand = evaluate(parse_cards("KsKhKd5c5s"))
        >>> hand.category.name, [rank.name for rank in hand.named_ranks]
        ('FULL_HOUSE', ['KING', 'FIVE'])
        """
        r = self.ranks
        if self.category is HandCategory.FULL_HOUSE:
            return (r[0], r[3])
        if self.category is HandCategory.TWO_PAIR:
            return (r[0], r[2])
        return (r[0],)

    def describe(self) -> str:
        """The hand in words, e.g. "Full house, kings full of fives"."""
        r = self.ranks
        match self.category:
            case HandCategory.STRAIGHT_FLUSH:
                if r[0] is Rank.ACE:
                    return "Royal flush"
                return f"Straight flush, {r[0].singular} high"
            case HandCategory.FOUR_OF_A_KIND:
                return f"Four of a kind, {r[0].plural}"
            case HandCategory.FULL_HOUSE:
                return f"Full house, {r[0].plural} full of {r[3].plural}"
            case HandCategory.FLUSH:
                return f"Flush, {r[0].singular} high"
            case HandCategory.STRAIGHT:
                return f"Straight, {r[0].singular} high"
            case HandCategory.THREE_OF_A_KIND:
                return f"Three of a kind, {r[0].plural}"
            case HandCategory.TWO_PAIR:
                return f"Two pair, {r[0].plural} and {r[2].plural}"
            case HandCategory.ONE_PAIR:
                return f"Pair of {r[0].plural}"
            case _:
                return f"High card, {r[0].singular}"


def _hand_classes() -> list[tuple[HandCategory, tuple[int, ...]]]:
    """Every distinct five-card hand, weakest first, as (category, ranks)."""
    desc = range(14, 1, -1)
    straights = [tuple(range(top, top - 5, -1)) for top in range(6, 15)]
    wheel = (5, 4, 3, 2, 14)
    runs = {frozenset(s) for s in [*straights, wheel]}
    unsuited = [c for c in combinations(desc, 5) if frozenset(c) not in runs]
    out: list[tuple[HandCategory, tuple[int, ...]]] = []
    cat = HandCategory
    out += [(cat.HIGH_CARD, c) for c in reversed(unsuited)]
    pairs = [(p, p, *k) for p in desc for k in combinations([x for x in desc if x != p], 3)]
    out += [(cat.ONE_PAIR, c) for c in sorted(pairs)]
    twos = [(h, h, lo, lo, k) for h, lo in combinations(desc, 2) for k in desc if k not in (h, lo)]
    out += [(cat.TWO_PAIR, c) for c in sorted(twos)]
    trips = [(t, t, t, *k) for t in desc for k in combinations([x for x in desc if x != t], 2)]
    out += [(cat.THREE_OF_A_KIND, c) for c in sorted(trips)]
    runs_up = [wheel, *straights]
    out += [(cat.STRAIGHT, c) for c in runs_up]
    out += [(cat.FLUSH, c) for c in reversed(unsuited)]
    fulls = [(t, t, t, p, p) for t in desc for p in desc if p != t]
    out += [(cat.FULL_HOUSE, c) for c in sorted(fulls)]
    quads = [(q, q, q, q, k) for q in desc for k in desc if k != q]
    out += [(cat.FOUR_OF_A_KIND, c) for c in sorted(quads)]
    out += [(cat.STRAIGHT_FLUSH, c) for c in runs_up]
    return out


_SUIT_SHIFT = 23
_RANK_MASK = (1 << _SUIT_SHIFT) - 1

_RANK_OF = (Rank.TWO, Rank.TWO, *Rank)
_HAND_RANKS: tuple[HandRank, ...] = tuple(
    HandRank(value, category, tuple(map(_RANK_OF.__getitem__, ranks)))
    for value, (category, ranks) in enumerate(_hand_classes(), start=1)
)
"""Every hand value once, weakest first: ``_HAND_RANKS[value - 1]``."""


def _decode(text: str) -> array[int]:
    """One table of ``_rank_tables`` as an array of hand values (0 where no hand exists)."""
    values = array("H", zlib.decompress(base64.b64decode(text)))
    if sys.byteorder == "big":
        values.byteswap()
    return values


_BY_VALUE = (_HAND_RANKS[0], *_HAND_RANKS)
"""``_BY_VALUE[value]``; index 0, a placeholder, stands where no hand exists."""


def _unsuited(n: int, text: str) -> dict[int, HandRank]:
    """The hand of each multiset of ``n`` ranks, keyed by its rank sum."""
    values = _decode(text)
    sums = map(sum, combinations_with_replacement(_rank_tables.RANK_KEYS, n))
    return dict(compress(zip(sums, map(_BY_VALUE.__getitem__, values), strict=True), values))


def _flushed(n: int) -> list[bool]:
    """Whether ``n`` cards whose suit keys sum to ``s`` hold a flush, at index ``s``.

    Negative sums index from the end, as Python lists do; sums lie in -98..98.
    """
    table = [False] * 256
    for counts in product(range(n + 1), repeat=4):
        if sum(counts) == n:
            total = sum(c * k for c, k in zip(counts, _rank_tables.SUIT_KEYS, strict=True))
            table[total] = max(counts) >= 5
    return table


_KEY: dict[int, int] = {
    card: _rank_tables.RANK_KEYS[card >> 2] + (_rank_tables.SUIT_KEYS[card & 3] << _SUIT_SHIFT)
    for card in FULL_DECK
}
"""Each card's key. A dict of the deck's own Card objects: a Card finds itself by identity,
faster than indexing a list with an int subclass, and anything else is a KeyError."""
_BIT = [1 << (card >> 2) for card in range(52)]
_SUITED = [_BY_VALUE[v] for v in _decode(_rank_tables.SUITED)]
_UNSUITED_7 = _unsuited(7, _rank_tables.UNSUITED_7)
_FLUSHED_7 = _flushed(7)


@cache
def _tables_of(n: int) -> tuple[list[bool], dict[int, HandRank]]:
    """The flush and rank tables of ``n`` cards; the 5- and 6-card ones are built on first use.

    Seven cards are the hot path (every showdown, every equity count) and are built at
    import; five and six are asked for rarely, so ``import holdem`` does not pay for them.
    """
    if n == 7:
        return _FLUSHED_7, _UNSUITED_7
    text = _rank_tables.UNSUITED_5 if n == 5 else _rank_tables.UNSUITED_6
    return _flushed(n), _unsuited(n, text)


def _suited(cards: Sequence[int]) -> HandRank:
    """The best flush or straight flush of cards known to hold five of one suit."""
    counts = [0, 0, 0, 0]
    for card in cards:
        counts[card & 3] += 1
    suit = counts.index(max(counts))
    bits = 0
    for card in cards:
        if card & 3 == suit:
            bits |= _BIT[card]
    return _SUITED[bits]


def _evaluate_any(cards: Sequence[int]) -> HandRank:
    """The slower path of :func:`evaluate`: any count, with errors for bad input."""
    n = len(cards)
    if n not in (5, 6, 7):
        raise ValueError(f"A hand is 5, 6 or 7 cards, not {n}.")
    try:
        key = sum(map(_KEY.__getitem__, cards))
        flushed, unsuited = _tables_of(n)
        if flushed[key >> _SUIT_SHIFT]:
            return _suited(cards)
        return unsuited[key & _RANK_MASK]
    except (IndexError, KeyError, TypeError):
        raise ValueError(f"{cards!r} are not {n} distinct cards.") from None


def evaluate(cards: Sequence[int]) -> HandRank:
    """The value of the best five-card hand among 5, 6 or 7 cards.

    Cards are :class:`~holdem.cards.Card` values or plain ints 0-51. For speed they are not
    checked for repeats, which a deck never deals: a repeated card gives a ValueError or a
    meaningless rank (:func:`best_five` does check).

    >>> from holdem.cards import parse_cards
    >>> evaluate(parse_cards("Ah5d 4c3s2h KdQc")).describe()
    'Straight, five high'

    Raises:
        ValueError: if there are not 5, 6 or 7 cards, or one is not a card 0-51.
    """
    # Seven cards, the showdown case, unrolled; 23 and 0x7FFFFF are _SUIT_SHIFT, _RANK_MASK.
    # Any other count fails the unpacking, and bad cards fail the lookups: both cost nothing
    # here until they happen (zero-cost try), and _evaluate_any sorts them out.
    try:
        a, b, c, d, e, f, g = cards
        key = _KEY[a] + _KEY[b] + _KEY[c] + _KEY[d] + _KEY[e] + _KEY[f] + _KEY[g]
        if _FLUSHED_7[key >> 23]:
            return _suited(cards)
        return _UNSUITED_7[key & 0x7FFFFF]
    except (ValueError, TypeError, IndexError, KeyError):
        return _evaluate_any(cards)


def best_five(cards: Sequence[int]) -> tuple[Card, ...]:
    """The five cards that make the best hand, most significant first (for highlighting).

    When several choices tie (the board plays, say), the first in the given order wins.

    >>> from holdem.cards import format_cards, parse_cards
    >>> format_cards(best_five(parse_cards("7h2c KsKd 5c5h Kh")), " ")
    'Ks Kd Kh 5c 5h'

    Raises:
        ValueError: if there are not 5, 6 or 7 distinct cards.
    """
    checked = [Card(card) for card in cards]
    if len(set(checked)) != len(checked):
        raise ValueError(f"{cards!r} repeats a card.")
    best = evaluate(checked)
    five = next(f for f in combinations(checked, 5) if evaluate(f) is best)
    return tuple(sorted(five, key=lambda card: best.ranks.index(card.rank)))
