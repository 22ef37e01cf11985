"""PokerKit-written hand histories of the forced-bet shapes real sites produce.

Run as ``python -m tests.holdem.pokerkit_shapes > tests/holdem/data/pokerkit_shapes.phhs``
to write the data file again. Each hand is a PokerKit game with one of the shapes: no small
blind (the small blind's seat was empty), only a big blind heads-up, posts beyond the
straddle (a double straddle, a straddle out of the usual place), antes that differ per
player, and a big-blind ante at every player count. A seeded driver picks PokerKit's own
legal actions, keeping clear of the documented rule differences (RULES §13): every raise is
at least twice the bet plus two big blinds (above our minimum over a straddle, and never a
short all-in), stacks cover the blinds and antes, and a hand with a split pot is dealt
again (odd chips, difference (f)).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import pokerkit
from pokerkit import NoLimitTexasHoldem

from tests.holdem.random_play import AUTOMATIONS

SHAPES: tuple[tuple[str, list[int], list[int]], ...] = (
    ("no small blind, 3 players", [0, 0, 0], [0, 2, 0]),
    ("no small blind, 6 players", [0] * 6, [0, 2, 0, 0, 0, 0]),
    ("only a big blind, heads-up", [0, 0], [0, 2]),
    ("a double straddle", [0] * 6, [1, 2, 4, 8, 0, 0]),
    ("a straddle of 5", [0] * 4, [1, 2, 5, 0]),
    ("a post above the straddle, two seats on", [0] * 6, [1, 2, 4, 0, 10, 0]),
    ("antes that differ per player", [1, 2, 1, 3, 0], [1, 2, 0, 0, 0]),
    ("antes that differ, heads-up", [3, 1], [1, 2]),
    ("no small blind and differing antes", [1, 1, 2, 0], [0, 2, 0, 0]),
    *(
        (f"a big-blind ante, {n} players", [0, 2] + [0] * (n - 2), [1, 2] + [0] * (n - 2))
        for n in range(2, 11)
    ),
    ("a big-blind ante of 3 big blinds, 5 players", [0, 6, 0, 0, 0], [1, 2, 0, 0, 0]),
)
"""(description, antes, blinds_or_straddles) in PHH order; min bet 2."""


def _play(rng: random.Random, state: pokerkit.State) -> None:
    """Random legal actions until the hand is over (PokerKit deals and shows itself)."""
    cards = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
    rng.shuffle(cards)
    for _ in range(state.player_count):
        state.deal_hole(cards.pop() + cards.pop())
    while state.status:
        if state.can_burn_card():
            state.burn_card(cards.pop())
            continue
        if state.can_deal_board():
            state.deal_board("".join(cards.pop() for _ in range(3 if not state.board_cards else 1)))
            continue
        if state.actor_index is None:
            break
        roll = rng.random()
        bets = state.bets
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        if low is not None and high is not None and roll < 0.35:
            to = max(low, 2 * max(bets) + 4 + rng.choice([0, 2, 6, 20]))
            if to <= high:
                state.complete_bet_or_raise_to(to)
                continue
        if state.checking_or_calling_amount == 0 or roll < 0.85:
            state.check_or_call()
        else:
            state.fold()


def _split(state: pokerkit.State) -> bool:
    """Whether some pot of the hand was split between two or more players."""
    return any(
        isinstance(op, pokerkit.ChipsPushing) and sum(1 for a in op.amounts if a) > 1
        for op in state.operations
    )


def histories(seed: int = 12) -> Iterator[pokerkit.HandHistory]:
    """Three hands of each shape, dealt and played from ``seed``."""
    rng = random.Random(seed)
    for description, antes, blinds in SHAPES:
        count = len(blinds)
        game = NoLimitTexasHoldem(AUTOMATIONS, False, antes, blinds, 2)
        made = 0
        while made < 3:
            stacks = [rng.choice([60, 150, 400]) + rng.randint(0, 40) for _ in range(count)]
            state = game(stacks, count)
            _play(rng, state)
            if _split(state):
                continue  # odd chips of split pots: RULES §13 (f)
            made += 1
            history = pokerkit.HandHistory.from_game_state(game, state)
            history.finishing_stacks = list(state.stacks)
            history.user_defined_fields["_shape"] = description
            yield history


def main() -> None:
    """Write every history as one ``.phhs`` text on standard output."""
    parts = []
    for number, history in enumerate(histories(), 1):
        text = history.dumps()
        parts.append(f"[{number}]\n{text}")
    sys.stdout.write("\n".join(parts))


if __name__ == "__main__":
    main()
