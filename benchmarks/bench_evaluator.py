"""Seven-card evaluations per second: ``holdem.evaluate`` against treys and PokerKit.

Every library sees the same random hands (fixed seed), converted to its own card format
before the clock starts. PokerKit is slow, so it is timed on the first hands only (the output
says how many). The runs are interleaved and the best of each counts, since the machine may
be shared. The import time of ``holdem.evaluator`` is measured in a fresh interpreter.

    python benchmarks/bench_evaluator.py [--hands 200000] [--pokerkit-hands 5000]
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from pokerkit import Card as PokerKitCard
from pokerkit import StandardHighHand
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

from holdem.cards import Card
from holdem.evaluator import evaluate

SEED = 20240607
ROOT = Path(__file__).resolve().parent.parent


def random_hands(count: int, seed: int = SEED) -> list[tuple[Card, ...]]:
    """``count`` seven-card hands dealt from a seeded shuffle."""
    rng = random.Random(seed)
    deck = [Card(i) for i in range(52)]
    return [tuple(rng.sample(deck, 7)) for _ in range(count)]


Runner = Callable[[], None]


def seconds(run: Runner) -> float:
    """Wall-clock seconds of one run."""
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def holdem_runner(hands: Sequence[Sequence[int]]) -> Runner:
    """Our evaluator on tuples of Card (as the engine passes them) or of plain ints."""

    def run() -> None:
        for hand in hands:
            evaluate(hand)

    return run


def treys_runner(hands: Sequence[tuple[Card, ...]]) -> Runner:
    """treys, two hole cards plus a five-card board, as its API wants."""
    evaluator = TreysEvaluator()
    converted = [[TreysCard.new(str(c)) for c in hand] for hand in hands]
    pairs = [(h[:2], h[2:]) for h in converted]

    def run() -> None:
        for hole, board in pairs:
            evaluator.evaluate(hole, board)

    return run


def pokerkit_runner(hands: Sequence[tuple[Card, ...]]) -> Runner:
    """PokerKit's StandardHighHand.from_game on its own parsed Card objects."""
    converted = [
        (tuple(PokerKitCard.parse("".join(map(str, h[:2])))),
         tuple(PokerKitCard.parse("".join(map(str, h[2:])))))
        for h in hands
    ]  # fmt: skip

    def run() -> None:
        for hole, board in converted:
            StandardHighHand.from_game(hole, board)

    return run


def import_time(repeat: int = 5) -> float:
    """Seconds to import holdem.evaluator (tables included) in a fresh interpreter, best of 5."""
    code = (
        "import time; t = time.perf_counter(); import holdem.evaluator; "
        "print(time.perf_counter() - t)"
    )
    runs = [
        float(subprocess.run(  # noqa: S603 - our own interpreter, fixed arguments
            [sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout)
        for _ in range(repeat)
    ]  # fmt: skip
    return min(runs)


def main() -> None:
    """Print rates, ratios and the import time."""
    parser = argparse.ArgumentParser(description="holdem.evaluate vs treys vs PokerKit")
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--pokerkit-hands", type=int, default=5_000)
    parser.add_argument("--repeat", type=int, default=5, help="runs per library; best counts")
    args = parser.parse_args()
    hands = random_hands(args.hands)
    few = hands[: args.pokerkit_hands]
    runners = {
        "holdem": (holdem_runner(hands), len(hands)),
        "plain": (holdem_runner([tuple(int(c) for c in h) for h in hands]), len(hands)),
        "treys": (treys_runner(hands), len(hands)),
        "pokerkit": (pokerkit_runner(few), len(few)),
    }
    best: dict[str, float] = {}
    for _ in range(args.repeat):  # interleaved, so that all share the machine's load
        for name, (run, count) in runners.items():
            best[name] = max(best.get(name, 0.0), count / seconds(run))
    ours, plain, treys, pokerkit = best["holdem"], best["plain"], best["treys"], best["pokerkit"]
    print(f"7-card hands, seed {SEED}, best of {args.repeat} interleaved runs")
    print(f"holdem.evaluate  {ours:>12,.0f}/s  ({len(hands):,} hands of Card)")
    print(f"  (plain ints)   {plain:>12,.0f}/s")
    print(f"treys            {treys:>12,.0f}/s  ({len(hands):,} hands)")
    print(f"PokerKit         {pokerkit:>12,.0f}/s  (first {args.pokerkit_hands:,} hands only)")
    print(f"holdem / treys    {ours / treys:>8.1f}x  (target 10x)")
    print(f"holdem / PokerKit {ours / pokerkit:>8.1f}x  (target 200x)")
    print(f"import holdem.evaluator: {import_time() * 1000:.1f} ms (fresh interpreter, best of 5)")


if __name__ == "__main__":
    main()
