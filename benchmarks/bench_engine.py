"""Engine speed: complete hands per second, our HandState against PokerKit 0.7.7.

Usage: ``python benchmarks/bench_engine.py [--hands 2000] [--repeat 3] [--seed 1]``

First (untimed) our engine plays ``--hands`` random hands (2-10 players, no-limit and
fixed-limit, antes, mixed stacks) with random legal actions, and each hand is written down
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

from pokerkit import Automation, FixedLimitTexasHoldem, NoLimitTexasHoldem  # noqa: E402

from holdem.actions import Action, ActionKind  # noqa: E402
from holdem.betting import (  # noqa: E402
    AnteMode,
    BettingStructure,
    HandConfig,
    Street,
    limit_bet_size,
)
from holdem.deck import Deck  # noqa: E402
from holdem.events import ActionTaken, BoardDealt, PotAwarded  # noqa: E402
from holdem.hand import HandState  # noqa: E402

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
    Automation.RUNOUT_COUNT_SELECTION,
)


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


def _random_config(rng: random.Random) -> tuple[HandConfig, dict[int, int], int]:
    count = rng.randint(2, 10)
    small, big = rng.choice([(1, 2), (5, 10), (10, 20), (25, 50)])
    ante = rng.randint(1, big // 2) if rng.random() < 0.4 else 0
    mode = AnteMode.BIG_BLIND if ante and rng.random() < 0.3 else AnteMode.EVERY_PLAYER
    limit = rng.random() < 0.4
    config = HandConfig(
        structure=BettingStructure.FIXED_LIMIT if limit else BettingStructure.NO_LIMIT,
        small_blind=small,
        big_blind=big,
        ante=ante,
        ante_mode=mode,
    )
    floor = big + (ante * count if mode is AnteMode.BIG_BLIND else ante)
    seats = sorted(rng.sample(range(10), count))
    stacks = {seat: rng.randint(floor, floor + rng.choice((8, 100, 300)) * big) for seat in seats}
    return config, stacks, rng.choice(seats)


def _raises_this_round(state: HandState) -> int:
    count = 0
    for event in reversed(state.history):
        if isinstance(event, BoardDealt):
            break
        if isinstance(event, ActionTaken) and event.action.kind in (
            ActionKind.BET,
            ActionKind.RAISE,
        ):
            count += 1
    return count


def _choose(rng: random.Random, state: HandState) -> Action:
    legal = state.legal_actions()
    if state.street is Street.SHOWDOWN:
        return Action.show() if rng.random() < 0.5 else Action.muck()
    low, high = legal.min_raise_to, legal.max_raise_to
    may_raise = low is not None and high is not None
    if may_raise and state.config.structure is BettingStructure.FIXED_LIMIT:
        full = state.current_bet + limit_bet_size(state.street, state.config.big_blind)
        if (low is not None and low < full) or (
            state.street is Street.PREFLOP and _raises_this_round(state) >= 2
        ):
            may_raise = False
    roll = rng.random()
    if may_raise and low is not None and high is not None and roll < 0.3:
        to = low if rng.random() < 0.5 else rng.randint(low, high)
        return Action.bet(to) if legal.can_bet else Action.raise_to(to)
    if legal.call_amount == 0:
        return Action.check()
    return Action.fold() if roll > 0.85 else Action.call()


def record(seed: int) -> Recorded:
    """Play one random hand with our engine and write it down for both engines."""
    rng = random.Random(seed)
    config, stacks, button = _random_config(rng)
    deck = Deck(random.Random(seed + 1))
    deck_list = deck.to_list()
    state = HandState.start(config, stacks, button, deck)
    ours: list[tuple[int, Action]] = []
    theirs: list[tuple[str, object]] = [
        ("deal_hole", "".join(map(str, state.hole_cards(seat)))) for seat in state.seats
    ]
    while not state.is_over:
        seat = state.to_act
        if seat is None:  # pragma: no cover - a hand not over always has someone to act
            raise RuntimeError("nobody to act")
        action = _choose(rng, state)
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
