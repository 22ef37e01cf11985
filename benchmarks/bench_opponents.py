"""How strong the computer players are: self-play through the engine against baselines.

For each style and each baseline (a random legal player, an always-call station, an
always-raise maniac, an "honest" Monte-Carlo player) it plays:

- **heads-up**: duplicate pairs, the same deck dealt twice with the seats swapped, stacks
  reset to 100 big blinds each hand (the ``match`` style plays the seed 003 game card
  instead: blinds 1/2, stacks of 100, its three raise sizes);
- **6-max**: the style in one seat and five copies of the baseline, the same deck dealt
  six times with the style in each seat in turn, 100 big blinds each.

It prints the style's result in big blinds per 100 hands with a 95% confidence interval
(from the spread of the duplicate groups), and the style's decision time p50/p99.

Run: ``python benchmarks/bench_opponents.py [--hands 20000] [--styles tight,loose]
[--baselines random,station] [--formats hu,6max] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from holdem import Action, BettingStructure, Deck, HandConfig, HandState
from holdem.observation import Observation
from opponents import STYLES, Opponent
from opponents.baselines import CallingStation, HonestPlayer, Maniac, RandomPlayer


class Player(Protocol):
    """Anything that acts on an observation."""

    def act(self, obs: Observation) -> Action:
        """Decide."""
        ...


class Timed:
    """Wraps a player and records how long each decision takes: (wall, CPU) seconds.

    On a shared machine the wall time includes waiting for a core; the CPU time
    (``time.process_time``) is the decision's own work.
    """

    def __init__(self, player: Player, times: list[tuple[float, float]]) -> None:
        """Time ``player``, appending to ``times``."""
        self.player = player
        self.times = times

    def act(self, obs: Observation) -> Action:
        """The wrapped player's decision, timed."""
        start, cpu = time.perf_counter(), time.process_time()
        action = self.player.act(obs)
        self.times.append((time.perf_counter() - start, time.process_time() - cpu))
        return action


BASELINES: dict[str, Callable[[random.Random], Player]] = {
    "random": RandomPlayer,
    "station": lambda rng: CallingStation(),
    "maniac": lambda rng: Maniac(),
    "honest": lambda rng: HonestPlayer(rng, samples=120),
}


def play(
    config: HandConfig,
    stacks: dict[int, int],
    button: int,
    deck: Deck,
    players: Mapping[int, Player],
) -> dict[int, int]:
    """Play one hand to the end; return each seat's net chips."""
    hand = HandState.start(config, stacks, button=button, deck=deck)
    while not hand.is_over:
        seat = hand.to_act
        if seat is None:
            raise RuntimeError("a hand that is not over has someone to act")
        hand.apply(seat, players[seat].act(hand.observe(seat)))
    final = hand.stacks
    return {s: final[s] - stacks[s] for s in stacks}


def heads_up(
    style: str, baseline: str, deals: int, seed: int, times: list[tuple[float, float]]
) -> list[float]:
    """Duplicate heads-up pairs; the style's net big blinds per pair."""
    match = style == "match"
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    stack = 100 if match else 200
    results = []
    rng = random.Random(seed)
    # one table per seating, kept across deals: the computer player remembers its opponent
    tables: list[dict[int, Player]] = [
        {
            hero_seat: Timed(Opponent(style, random.Random(rng.random())), times),
            1 - hero_seat: BASELINES[baseline](random.Random(rng.random())),
        }
        for hero_seat in (0, 1)
    ]
    for deal in range(deals):
        deck_seed = seed * 1_000_003 + deal
        total = 0
        for hero_seat, players in enumerate(tables):
            net = play(config, {0: stack, 1: stack}, 0, Deck(random.Random(deck_seed)), players)
            total += net[hero_seat]
        results.append(total / config.big_blind)
    return results


def six_max(
    style: str, baseline: str, deals: int, seed: int, times: list[tuple[float, float]]
) -> list[float]:
    """The style in each of six seats in turn over one deck; its net big blinds per deal."""
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    stacks = dict.fromkeys(range(6), 200)
    results = []
    rng = random.Random(seed)
    tables: list[dict[int, Player]] = []
    for hero_seat in range(6):
        players: dict[int, Player] = {
            s: BASELINES[baseline](random.Random(rng.random())) for s in range(6)
        }
        players[hero_seat] = Timed(Opponent(style, random.Random(rng.random())), times)
        tables.append(players)
    for deal in range(deals):
        deck_seed = seed * 1_000_003 + deal
        total = 0
        for hero_seat, players in enumerate(tables):
            net = play(config, stacks, 5, Deck(random.Random(deck_seed)), players)
            total += net[hero_seat]
        results.append(total / config.big_blind)
    return results


def summary(groups: Sequence[float], hands_per_group: int) -> tuple[float, float]:
    """bb/100 and the half-width of its 95% confidence interval."""
    mean = statistics.fmean(groups) / hands_per_group * 100
    if len(groups) < 2:
        return mean, math.inf
    se = statistics.stdev(groups) / math.sqrt(len(groups)) / hands_per_group * 100
    return mean, 1.96 * se


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th quantile (0-1) of the values, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, play every pairing, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000, help="hands per pairing")
    parser.add_argument("--styles", default=",".join(STYLES))
    parser.add_argument("--baselines", default=",".join(BASELINES))
    parser.add_argument("--formats", default="hu,6max")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.hands <= 0:
        parser.error("--hands must be above zero")
    styles = [s for s in args.styles.split(",") if s]
    baselines = [b for b in args.baselines.split(",") if b]
    formats = [f for f in args.formats.split(",") if f]
    for name in styles:
        if name not in STYLES:
            parser.error(f"unknown style {name!r}")
    for name in baselines:
        if name not in BASELINES:
            parser.error(f"unknown baseline {name!r}")
    print(f"{'format':6} {'style':8} {'baseline':8} {'hands':>6} {'bb/100':>9} {'95% CI':>17}")
    times: dict[str, list[tuple[float, float]]] = {s: [] for s in styles}
    for fmt in formats:
        for style in styles:
            if fmt == "6max" and style == "match":
                continue  # the game card is heads-up only
            for baseline in baselines:
                if fmt == "hu":
                    per = 2
                    groups = heads_up(
                        style, baseline, max(1, args.hands // per), args.seed, times[style]
                    )
                else:
                    per = 6
                    groups = six_max(
                        style, baseline, max(1, args.hands // per), args.seed, times[style]
                    )
                mean, half = summary(groups, per)
                print(
                    f"{fmt:6} {style:8} {baseline:8} {len(groups) * per:6d} {mean:9.1f} "
                    f"[{mean - half:7.1f}, {mean + half:7.1f}]",
                    flush=True,
                )
    print()
    print(f"{'style':8} {'decisions':>9} {'clock':>5} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7}")
    for style, pairs in times.items():
        for label, values in (("wall", [w for w, _ in pairs]), ("cpu", [c for _, c in pairs])):
            if values:
                print(
                    f"{style:8} {len(values):9d} {label:>5} {percentile(values, 0.5) * 1000:7.2f} "
                    f"{percentile(values, 0.99) * 1000:7.2f} {max(values) * 1000:7.2f}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
