"""All-in equity: ``holdem.equity`` against eval7 and PokerKit, on the spots of issue 12.

Four spots, each with its target: heads-up before the flop counted exactly (1,712,304
boards, <= 1 s), a flop counted exactly (<= 5 ms), three-way before the flop counted
exactly (<= 3 s), and six-way Monte-Carlo with 10,000 samples (<= 50 ms).

- eval7 has a fast C evaluator but no multi-way equity of known hands, so it runs as the
  obvious Python loop over ``eval7.evaluate``: every board for the exact spots, boards drawn
  with ``random.sample`` for the Monte-Carlo one. Its exact answers are checked against ours.
- PokerKit's ``calculate_equities`` only samples, and slowly, so it is timed on a few
  samples and its time per sample is scaled to the spot: the exact spots as one sample per
  board, which is what a full count by sampling would cost. The output says so.

Times are wall-clock, the best of several runs, with our CPU time beside them (the machine
may be shared: the load average is printed too, and the ratios compare runs made under the
same load). The first call in a fresh process, which builds the lookup
tables, and the import time of ``holdem`` are measured in fresh interpreters.

    python benchmarks/bench_equity.py [--repeat 3] [--eval7-repeat 1] [--pokerkit-samples 200]
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import eval7  # noqa: E402
from pokerkit import Card as PokerKitCard  # noqa: E402
from pokerkit import Deck as PokerKitDeck  # noqa: E402
from pokerkit import StandardHighHand, calculate_equities  # noqa: E402

from holdem import equity, parse_cards  # noqa: E402

SEED = 20261201


@dataclass(frozen=True)
class Spot:
    """One benchmark case: the hands, the board, how to count, and the target."""

    name: str
    holes: tuple[str, ...]
    board: str
    samples: int | None
    target: float
    """Seconds."""

    @property
    def boards(self) -> int:
        """Boards counted (exact) or drawn (Monte-Carlo)."""
        if self.samples is not None:
            return self.samples
        left = 52 - 2 * len(self.holes) - len(self.board) // 2
        return comb(left, 5 - len(self.board) // 2)


Shares = tuple[float, ...]

SPOTS = (
    Spot("heads-up pre-flop, exact", ("AsKd", "QcQh"), "", None, 1.0),
    Spot("flop, exact", ("AhKh", "7s7c"), "Qh7h2d", None, 0.005),
    Spot("3-way pre-flop, exact", ("AsKd", "QcQh", "JhTh"), "", None, 3.0),
    Spot(
        "6-way Monte-Carlo",
        ("AsKd", "QcQh", "JhTh", "9s9d", "Ac5c", "8h7h"),
        "",
        10_000,
        0.050,
    ),
)


def best_seconds(run: Callable[[], Shares], repeat: int) -> tuple[float, float, Shares]:
    """The best wall-clock and CPU times of ``repeat`` runs, and the last run's answer.

    The CPU time (this process's) says what a run costs when the machine is shared.
    """
    wall = cpu = float("inf")
    answer: Shares = ()
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        answer = run()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu, answer


def ours(spot: Spot) -> Callable[[], Shares]:
    """holdem.equity on the spot (a fixed seed for the Monte-Carlo one)."""
    if spot.samples is None:
        return lambda: equity(spot.holes, spot.board).equities
    samples = spot.samples
    return lambda: equity(spot.holes, spot.board, samples=samples, rng=random.Random(SEED)).equities


def eval7_runner(spot: Spot) -> Callable[[], Shares]:
    """The plain Python loop over eval7.evaluate: every board, or boards drawn at random."""
    holes = [[eval7.Card(str(c)) for c in parse_cards(h)] for h in spot.holes]
    board = [eval7.Card(str(c)) for c in parse_cards(spot.board)]
    used = {str(c) for h in holes for c in h} | {str(c) for c in board}
    live = [eval7.Card(r + s) for r in "23456789TJQKA" for s in "cdhs" if r + s not in used]
    missing = 5 - len(board)
    evaluate = eval7.evaluate

    def share(rests: Iterable[Sequence[eval7.Card]]) -> Shares:
        shares = [0.0] * len(holes)
        count = 0
        for rest in rests:
            full = board + list(rest)
            values = [evaluate(h + full) for h in holes]
            best = max(values)
            winners = [i for i, v in enumerate(values) if v == best]
            for i in winners:
                shares[i] += 1 / len(winners)
            count += 1
        return tuple(s / count for s in shares)

    if spot.samples is None:
        return lambda: share(combinations(live, missing))
    samples = spot.samples

    def sampled() -> Shares:
        rng = random.Random(SEED)
        return share(rng.sample(live, missing) for _ in range(samples))

    return sampled


def pokerkit_seconds_per_sample(spot: Spot, samples: int) -> float:
    """PokerKit's calculate_equities on the spot: seconds per sample, from ``samples``."""
    ranges = [[tuple(PokerKitCard.parse(h))] for h in spot.holes]
    board = tuple(PokerKitCard.parse(spot.board)) if spot.board else ()
    random.seed(SEED)  # PokerKit draws from the global random module
    start = time.perf_counter()
    calculate_equities(
        ranges, board, 2, 5, PokerKitDeck.STANDARD, (StandardHighHand,), sample_count=samples
    )
    return (time.perf_counter() - start) / samples


def fresh(code: str, repeat: int = 5) -> float:
    """Seconds printed by ``code`` in a fresh interpreter, best of ``repeat``."""
    runs = [
        float(subprocess.run(  # noqa: S603 - our own interpreter, fixed arguments
            [sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout)
        for _ in range(repeat)
    ]  # fmt: skip
    return min(runs)


def main() -> None:
    """Print each spot's times, the targets, and the ratios against eval7 and PokerKit."""
    parser = argparse.ArgumentParser(description="holdem.equity vs eval7 vs PokerKit")
    parser.add_argument("--repeat", type=int, default=3, help="runs of ours; best counts")
    parser.add_argument("--eval7-repeat", type=int, default=1, help="runs of eval7's loops")
    parser.add_argument("--pokerkit-samples", type=int, default=200)
    args = parser.parse_args()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average before: {load} ({os.cpu_count()} CPUs); best of runs")
    print(
        f"{'spot':<26} {'boards':>10} {'holdem':>10} {'(CPU)':>9} {'target':>8} {'eval7 loop':>11}"
        f" {'PokerKit*':>11} {'/eval7':>7} {'/PokerKit':>10}  same answer as eval7"
    )
    for spot in SPOTS:
        mine, mine_cpu, answer = best_seconds(ours(spot), args.repeat)
        theirs, _, eval7_answer = best_seconds(eval7_runner(spot), args.eval7_repeat)
        pokerkit = pokerkit_seconds_per_sample(spot, args.pokerkit_samples) * spot.boards
        agree = (
            all(abs(a - b) < 1e-9 for a, b in zip(answer, eval7_answer, strict=True))
            if spot.samples is None
            else "(sampled)"
        )
        verdict = "ok" if mine <= spot.target else "OVER"
        print(
            f"{spot.name:<26} {spot.boards:>10,} {mine * 1000:>8.1f}ms {mine_cpu * 1000:>7.1f}ms"
            f" {spot.target * 1000:>6.0f}ms"
            f" {theirs * 1000:>9.0f}ms {pokerkit:>10.1f}s {theirs / mine:>6.1f}x"
            f" {pokerkit / mine:>9.0f}x  {agree}  {verdict}"
        )
    print(
        f"* PokerKit samples only: its time per sample over {args.pokerkit_samples} samples,"
        " times the boards (one sample per board for the exact spots)."
    )
    first = fresh(
        "import time, holdem; t = time.perf_counter();"
        " holdem.equity(['AhKh', '7s7c'], 'Qh7h2d'); print(time.perf_counter() - t)"
    )
    imported = fresh(
        "import time; t = time.perf_counter(); import holdem; print(time.perf_counter() - t)"
    )
    print(f"first flop equity in a fresh process (tables built): {first * 1000:.1f} ms")
    print(f"import holdem: {imported * 1000:.0f} ms (fresh interpreter, best of 5; target 300 ms)")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average after: {load}")


if __name__ == "__main__":
    main()
