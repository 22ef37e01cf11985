"""Engine speed: complete hands per second, our HandState against PokerKit 0.7.7.

Usage: ``python benchmarks/bench_engine.py [--hands 2000] [--repeat 3] [--seed 1]``

First (untimed) our engine plays ``--hands`` random hands (2-10 players, no-limit and
fixed-limit, antes, mixed stacks) with random legal actions, drawn by the driver of the
differential tests (``tests/holdem/random_play.py``), and each hand is written down
twice: as our seat/action list and as the equivalent PokerKit calls (same hole cards and
board). Then each list is replayed, timed, through a fresh ``HandState`` and through a fresh
PokerKit state; the best of ``--repeat`` runs counts. The actions stay clear of the few rules
where PokerKit differs from ours (see tests/holdem/test_differential.py), so both engines
accept every hand; the finishing stacks are compared afterwards (split pots with odd chips
aside). Also printed: the time of ``import holdem`` in a fresh interpreter. Target: our
engine at least 20 times faster than PokerKit.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pokerkit import FixedLimitTexasHoldem, NoLimitTexasHoldem  # noqa: E402

from holdem.actions import Action, ActionKind  # noqa: E402
from holdem.betting import AnteMode, BettingStructure, HandConfig  # noqa: E402
from holdem.deck import Deck  # noqa: E402
from holdem.events import ActionTaken, BoardDealt, PotAwarded  # noqa: E402
from holdem.hand import HandState  # noqa: E402
from tests.holdem.random_play import AUTOMATIONS, choose_action, random_hand  # noqa: E402


@dataclass
class Recorded:
    """One hand written down for both engines."""

    config: HandConfig
    stacks: dict[int, int]
    button: int
    deck: list[str]
    ours: list[tuple[int, Action]]
    theirs: list[tuple[str, object]]
    pk_stacks: list[int]
    pk_antes: list[int]
    pk_blinds: list[int]
    odd_chips: bool


def record(seed: int) -> Recorded:
    """Play one random hand with our engine and write it down for both engines."""
    spec = random_hand(seed)
    config, stacks, button = spec.config, spec.stacks, spec.button
    deck = Deck(random.Random(spec.seed))
    deck_list = deck.to_list()
    state = HandState.start(config, stacks, button, deck)
    rng = random.Random(seed ^ 0x5EED)
    ours: list[tuple[int, Action]] = []
    theirs: list[tuple[str, object]] = [
        ("deal_hole", "".join(map(str, state.hole_cards(seat)))) for seat in state.seats
    ]
    while not state.is_over:
        seat = state.to_act
        if seat is None:  # pragma: no cover - a hand not over always has someone to act
            raise RuntimeError("nobody to act")
        action = choose_action(rng, state, state.legal_actions())
        ours.append((seat, action))
        for event in state.apply(seat, action):
            if isinstance(event, ActionTaken):
                kind = event.action.kind
                if kind is ActionKind.FOLD:
                    theirs.append(("fold", None))
                elif kind in (ActionKind.CHECK, ActionKind.CALL):
                    theirs.append(("check_or_call", None))
                else:
                    theirs.append(("complete_bet_or_raise_to", event.bet_to))
            elif isinstance(event, BoardDealt):
                theirs.append(("burn_card", "??"))  # our burn card, unknown to PokerKit
                theirs.append(("deal_board", "".join(map(str, event.cards))))
    count = len(state.seats)
    if config.ante_mode is AnteMode.BIG_BLIND:
        antes = [0, config.ante * count] + [0] * (count - 2)
    else:
        antes = [config.ante] * count
    odd = any(
        isinstance(e, PotAwarded) and len(e.winners) > 1 and e.amount % len(e.winners)
        for e in state.history
    )
    return Recorded(
        config,
        stacks,
        button,
        deck_list,
        ours,
        theirs,
        [stacks[seat] for seat in state.seats],
        antes,
        [config.small_blind, config.big_blind] + [0] * (count - 2),
        odd,
    )


def replay_ours(hands: list[Recorded]) -> list[list[int]]:
    """Replay every hand through a fresh HandState; the finishing stacks."""
    results = []
    for hand in hands:
        state = HandState.start(hand.config, hand.stacks, hand.button, Deck.from_list(hand.deck))
        for seat, action in hand.ours:
            state.apply(seat, action)
        final = state.stacks
        results.append([final[seat] for seat in state.seats])
    return results


def replay_pokerkit(hands: list[Recorded]) -> list[list[int]]:
    """Replay every hand through a fresh PokerKit state; the finishing stacks."""
    results = []
    for hand in hands:
        config = hand.config
        count = len(hand.pk_stacks)
        if config.structure is BettingStructure.FIXED_LIMIT:
            state = FixedLimitTexasHoldem.create_state(
                AUTOMATIONS, False, hand.pk_antes, hand.pk_blinds, config.big_blind,
                2 * config.big_blind, hand.pk_stacks, count,
            )  # fmt: skip
        else:
            state = NoLimitTexasHoldem.create_state(
                AUTOMATIONS, False, hand.pk_antes, hand.pk_blinds, config.big_blind,
                hand.pk_stacks, count,
            )  # fmt: skip
        for name, argument in hand.theirs:
            method = getattr(state, name)
            if argument is None:
                method()
            else:
                method(argument)
        results.append(list(state.stacks))
    return results


def _best_time(
    function: Callable[[list[Recorded]], list[list[int]]], hands: list[Recorded], repeat: int
) -> tuple[float, list[list[int]]]:
    best = float("inf")
    results: list[list[int]] = []
    for _ in range(repeat):
        start = time.perf_counter()
        results = function(hands)
        best = min(best, time.perf_counter() - start)
    return best, results


def import_time(statement: str) -> float:
    """Seconds to run an import statement in a fresh interpreter."""
    code = (
        f"import time; start = time.perf_counter(); {statement}; print(time.perf_counter() - start)"
    )
    done = subprocess.run(  # noqa: S603 - our own interpreter, our own code
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    return float(done.stdout.strip())


def main() -> None:
    """Record, replay through both engines, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()

    hands = [record(arguments.seed * 1_000_003 + i) for i in range(arguments.hands)]
    actions = sum(len(hand.ours) for hand in hands)
    per_hand = actions / len(hands)
    print(f"{len(hands)} hands recorded, {actions} player actions ({per_hand:.1f} per hand)")

    ours_time, ours = _best_time(replay_ours, hands, arguments.repeat)
    theirs_time, theirs = _best_time(replay_pokerkit, hands, max(1, arguments.repeat - 1))
    mismatches = sum(
        a != b for a, b, hand in zip(ours, theirs, hands, strict=True) if not hand.odd_chips
    )
    ours_rate = len(hands) / ours_time
    theirs_rate = len(hands) / theirs_time
    print(f"holdem   : {ours_rate:10.0f} hands/s  ({ours_time * 1000:.0f} ms)")
    print(f"pokerkit : {theirs_rate:10.0f} hands/s  ({theirs_time * 1000:.0f} ms)")
    print(f"ratio    : {ours_rate / theirs_rate:10.1f}x  (target: 20x)")
    print(f"finishing stacks differing (odd-chip splits aside): {mismatches}")
    print(f"import holdem        : {import_time('import holdem') * 1000:7.1f} ms (fresh process)")
    full = "import holdem.hand, holdem.phh, holdem.match"
    print(f"import engine modules: {import_time(full) * 1000:7.1f} ms (hand, phh, match)")


if __name__ == "__main__":
    main()
