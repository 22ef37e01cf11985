"""Generate ``holdem/_rank_tables.py``, the literal lookup data of ``holdem.evaluator``.

Run ``python tools/gen_evaluator_tables.py`` after changing the representation; the test
``tests/holdem/test_evaluator.py::test_generated_tables_are_current`` fails while the committed
module differs from what :func:`build_tables` computes now.

The tables are slow to compute in Python (a second or so), which is why they are committed
rather than built when ``holdem`` is imported. The rank keys come from a greedy search that
takes minutes (``--search-keys`` reruns it); they are kept here as a constant, and the test
checks that they still give every rank multiset its own sum.
"""

from __future__ import annotations

import argparse
import base64
import sys
import zlib
from array import array
from collections import Counter
from itertools import combinations_with_replacement
from pathlib import Path

from holdem.evaluator import HandCategory, _hand_classes

RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
"""Per-rank keys (two first): sums of up to seven keys, four per rank at most, are unique.

Found by :func:`search_rank_keys`; the largest seven-card sum, 7,825,759, fits in 23 bits.
"""

SUIT_KEYS = (-14, -12, 9, 14)
"""Per-suit keys (clubs first): whether a sum of 5, 6 or 7 of them hides five of one suit is
a function of the sum alone, and every such sum lies in -98..98, so it fits in 8 signed bits.
"""

TARGET = Path(__file__).resolve().parent.parent / "holdem" / "_rank_tables.py"

Shape = tuple[HandCategory, tuple[int, ...]]


def search_rank_keys(n_ranks: int = 13, hand: int = 7, most: int = 4) -> list[int]:
    """Greedily find the smallest increasing keys with unique sums of ``hand`` ranks.

    A new key ``k`` collides when ``j1 * k + s1 == j2 * k + s2`` for sums ``s1``, ``s2`` of
    smaller multisets, so the forbidden multiples ``(j1 - j2) * k`` are the differences of
    the old sums, gathered as bits of a big integer.
    """
    keys = [0]
    sums = [[0] if m <= most else [] for m in range(hand + 1)]
    for _ in range(1, n_ranks):
        bits = [sum(1 << s for s in set(level)) for level in sums]
        forbidden = {}
        for d in range(1, most + 1):
            found = 0
            for a in range(d, hand + 1):
                for s in sums[a - d]:
                    found |= bits[a] >> s
            forbidden[d] = found
        k = keys[-1] + 1
        while any((found >> (d * k)) & 1 for d, found in forbidden.items()):
            k += 1
        keys.append(k)
        sums = [
            [s + j * k for j in range(min(most, m) + 1) for s in sums[m - j]]
            for m in range(hand + 1)
        ]
    return keys


def _straight_top(present: set[int]) -> int | None:
    """The top rank of the highest five-in-a-row among ``present`` ranks (2..14), if any."""
    for top in range(14, 5, -1):
        if all(r in present for r in range(top, top - 5, -1)):
            return top
    if {14, 2, 3, 4, 5} <= present:
        return 5
    return None


def _run(top: int) -> tuple[int, ...]:
    """The five ranks of the straight to ``top``, most significant first."""
    return (5, 4, 3, 2, 14) if top == 5 else tuple(range(top, top - 5, -1))


def best_unsuited(ranks: tuple[int, ...]) -> Shape:
    """The best hand among 5-7 cards of these ranks (2..14) when no five share a suit."""
    count = Counter(ranks)
    order = sorted(count, key=lambda r: (count[r], r), reverse=True)
    top = order[0]
    rest = sorted((r for r in count if r != top), reverse=True)
    if count[top] == 4:
        return HandCategory.FOUR_OF_A_KIND, (top,) * 4 + (rest[0],)
    second = order[1]
    if count[top] == 3 and count[second] >= 2:
        return HandCategory.FULL_HOUSE, (top,) * 3 + (second,) * 2
    straight = _straight_top(set(count))
    if straight is not None:
        return HandCategory.STRAIGHT, _run(straight)
    if count[top] == 3:
        return HandCategory.THREE_OF_A_KIND, (top,) * 3 + tuple(rest[:2])
    if count[top] == 2 and count[second] == 2:
        kicker = max(r for r in count if r not in (top, second))
        return HandCategory.TWO_PAIR, (top, top, second, second, kicker)
    if count[top] == 2:
        return HandCategory.ONE_PAIR, (top, top, *rest[:3])
    return HandCategory.HIGH_CARD, tuple(sorted(ranks, reverse=True)[:5])


def best_suited(ranks: set[int]) -> Shape:
    """The best hand among five or more cards of one suit with these ranks (2..14)."""
    straight = _straight_top(ranks)
    if straight is not None:
        return HandCategory.STRAIGHT_FLUSH, _run(straight)
    return HandCategory.FLUSH, tuple(sorted(ranks, reverse=True)[:5])


def build_tables() -> dict[str, array[int]]:
    """Every table as an array of hand values (0 where no hand exists).

    ``unsuited_N`` lists, in ``combinations_with_replacement(range(13), N)`` order, the value
    of the best hand of N cards with those ranks; ``suited`` is indexed by a 13-bit set of
    ranks (bit 0 the two) and gives the best flush or straight flush among them.
    """
    value = {shape: i for i, shape in enumerate(_hand_classes(), start=1)}
    tables: dict[str, array[int]] = {}
    for n in (5, 6, 7):
        out = array("H")
        for combo in combinations_with_replacement(range(2, 15), n):
            possible = max(Counter(combo).values()) <= 4
            out.append(value[best_unsuited(combo)] if possible else 0)
        tables[f"unsuited_{n}"] = out
    suited = array("H", bytes(2 << 13))
    for bits in range(1 << 13):
        ranks = {r + 2 for r in range(13) if bits >> r & 1}
        if len(ranks) >= 5:
            suited[bits] = value[best_suited(ranks)]
    tables["suited"] = suited
    return tables


def encode(table: array[int]) -> str:
    """Little-endian bytes, zlib-compressed, as base64 text."""
    data = array("H", table)
    if sys.byteorder == "big":
        data.byteswap()
    return base64.b64encode(zlib.compress(data.tobytes(), 9)).decode("ascii")


def decode(text: str) -> array[int]:
    """The inverse of :func:`encode`."""
    data = array("H", zlib.decompress(base64.b64decode(text)))
    if sys.byteorder == "big":
        data.byteswap()
    return data


def render(tables: dict[str, array[int]]) -> str:
    """The source text of ``holdem/_rank_tables.py``."""
    lines = [
        '"""Lookup data of holdem.evaluator, by tools/gen_evaluator_tables.py: do not edit.',
        "",
        "Each table is an array of uint16 hand values, little-endian, zlib-compressed, base64.",
        '"""',
        "",
        f"RANK_KEYS = {RANK_KEYS!r}",
        f"SUIT_KEYS = {SUIT_KEYS!r}",
    ]
    for name, table in tables.items():
        text = encode(table)
        chunks = [text[i : i + 96] for i in range(0, len(text), 96)]
        lines.append(f"{name.upper()} = (")
        lines += [f'    "{chunk}"' for chunk in chunks]
        lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write the tables module (or, with ``--search-keys``, print freshly searched keys)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--search-keys", action="store_true", help="rerun the key search")
    args = parser.parse_args()
    if args.search_keys:
        sys.stdout.write(f"{search_rank_keys()}\n")
        return
    TARGET.write_text(render(build_tables()), encoding="utf-8")
    sys.stdout.write(f"wrote {TARGET}\n")


if __name__ == "__main__":
    main()
