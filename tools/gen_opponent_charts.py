"""Write ``opponents/_charts.py``: the pre-flop hand order and the heads-up push/fold chart.

Run once, by hand: ``python tools/gen_opponent_charts.py > opponents/_charts.py``. It uses
eval7 (a test dependency) for the equities, because the 169 x 169 matchups would take too
long in pure Python; the computer players themselves only read the literal tables.

- The **hand order** ranks the 169 starting-hand classes (pairs, suited, offsuit) by the
  mean of their equity against a random hand and against the top fifth of hands, a blend
  that values playable suited hands a little more than raw all-in equity does.
- The **push/fold chart** is the equilibrium of the heads-up shove-or-fold game (the small
  blind moves all-in or folds, the big blind calls or folds), found by fictitious play over
  the 169 classes with their combination counts for stacks of 1 to 25 big blinds. For each
  class it records the largest stack (in big blinds) at which the equilibrium pushes, and
  the largest at which it calls; 25 means "at every depth in the table".
"""

from __future__ import annotations

import itertools
import sys

import eval7

RANKS = "23456789TJQKA"
MAX_DEPTH = 25
ITERATIONS = 2000


def classes() -> list[str]:
    """The 169 class names: "AA", "AKs", "AKo", ..."""
    names = []
    for hi in range(12, -1, -1):
        for lo in range(hi, -1, -1):
            if hi == lo:
                names.append(RANKS[hi] * 2)
            else:
                names.append(RANKS[hi] + RANKS[lo] + "s")
                names.append(RANKS[hi] + RANKS[lo] + "o")
    return names


def combos(name: str) -> int:
    """How many two-card combinations a class holds."""
    return 6 if len(name) == 2 else 4 if name[2] == "s" else 12


def hero(name: str) -> list[eval7.Card]:
    """One representative combination of a class."""
    if len(name) == 2:
        return [eval7.Card(name[0] + "s"), eval7.Card(name[0] + "h")]
    second = "s" if name[2] == "s" else "h"
    return [eval7.Card(name[0] + "s"), eval7.Card(name[1] + second)]


def equity(name: str, villain: str, iterations: int) -> float:
    """Monte-Carlo equity of a class against a range text."""
    return float(
        eval7.py_hand_vs_range_monte_carlo(hero(name), eval7.HandRange(villain), [], iterations)
    )


def main() -> None:
    """Compute the tables and print them as a Python module."""
    names = classes()
    everything = ",".join(names)
    raw = {n: equity(n, everything, 20000) for n in names}
    top = sorted(names, key=lambda n: -raw[n])
    count = 0
    strong = []
    for n in top:
        strong.append(n)
        count += combos(n)
        if count >= 1326 // 5:
            break
    strong_text = ",".join(strong)
    score = {n: (raw[n] + equity(n, strong_text, 20000)) / 2 for n in names}
    order = sorted(names, key=lambda n: -score[n])
    print("building the equity matrix", file=sys.stderr)
    matrix = {(a, b): equity(a, b, ITERATIONS) for a, b in itertools.product(names, names)}
    push_depth = dict.fromkeys(names, 0)
    call_depth = dict.fromkeys(names, 0)
    for depth in range(1, MAX_DEPTH + 1):
        push, call = _equilibrium(names, matrix, float(depth))
        for n in names:
            if push[n] >= 0.5:
                push_depth[n] = depth
            if call[n] >= 0.5:
                call_depth[n] = depth
        print(f"depth {depth}: push {_share(push):.0%} call {_share(call):.0%}", file=sys.stderr)
    _write(order, push_depth, call_depth)


def _share(strategy: dict[str, float]) -> float:
    return sum(combos(n) * f for n, f in strategy.items()) / 1326


def _equilibrium(
    names: list[str], matrix: dict[tuple[str, str], float], stack: float
) -> tuple[dict[str, float], dict[str, float]]:
    """Fictitious play of the shove-or-fold game at ``stack`` big blinds (blinds 0.5/1)."""
    k = len(names)
    weight = [float(combos(n)) for n in names]
    eq = [[matrix[(a, b)] for b in names] for a in names]
    eq_t = [[1 - eq[a][b] for a in range(k)] for b in range(k)]
    push = [1.0] * k
    call = [1.0] * k
    for step in range(1, 200):
        pushed = [w * f for w, f in zip(weight, push, strict=True)]
        total_push = sum(pushed) or 1.0
        best_call = [
            1.0
            if sum(map(float.__mul__, pushed, eq_t[b])) / total_push * 2 * stack - stack > -1
            else 0.0
            for b in range(k)
        ]
        called = [w * f for w, f in zip(weight, call, strict=True)]
        total_call = sum(called) or 1.0
        fold_share = 1 - total_call / 1326
        best_push = []
        for a in range(k):
            e = sum(map(float.__mul__, called, eq[a])) / total_call
            ev = fold_share * 1.0 + (1 - fold_share) * (e * 2 * stack - stack)
            best_push.append(1.0 if ev > -0.5 else 0.0)
        rate = 1 / (step + 1)
        for i in range(k):
            push[i] += rate * (best_push[i] - push[i])
            call[i] += rate * (best_call[i] - call[i])
    return dict(zip(names, push, strict=True)), dict(zip(names, call, strict=True))


def _write(order: list[str], push: dict[str, int], call: dict[str, int]) -> None:
    print('"""Generated by tools/gen_opponent_charts.py: do not edit by hand.')
    print()
    print("HAND_ORDER: the 169 starting-hand classes, strongest first.")
    print("PUSH_DEPTH / CALL_DEPTH: for each class of HAND_ORDER, the largest stack in big")
    print("blinds (0 to 25) at which the heads-up shove-or-fold equilibrium pushes / calls.")
    print('"""')
    print()
    print("# fmt: off")
    print("HAND_ORDER = (")
    for i in range(0, len(order), 12):
        print("    " + " ".join(f'"{n}"' for n in order[i : i + 12]).replace(" ", ", ") + ",")
    print(")")
    for label, table in (("PUSH_DEPTH", push), ("CALL_DEPTH", call)):
        print(f"{label} = (")
        for i in range(0, len(order), 20):
            print("    " + ", ".join(str(table[n]) for n in order[i : i + 20]) + ",")
        print(")")
    print("# fmt: on")


if __name__ == "__main__":
    main()
