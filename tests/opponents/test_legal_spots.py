"""Every decision of every style is legal, over more than 10,000 random spots.

Each example is a table of 2 to 9 computer players of random styles, with random stakes
(no-limit, pot-limit, fixed-limit; antes per player or by the big blind; a straddle),
stacks from one chip to 300 big blinds, played hand after hand until it has made
``DECISIONS_PER_EXAMPLE`` decisions; each is checked with ``HandState.verify`` before it
is applied.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holdem import HoldemError
from opponents import STYLES, Opponent
from tests.opponents.spots import deck_order, random_config, random_stacks, start

EXAMPLES = 260
DECISIONS_PER_EXAMPLE = 40  # 260 x 40 = 10,400 spots


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_every_decision_is_legal(seed):
    rng = random.Random(seed)
    styles = sorted(STYLES)
    decisions = 0
    hand_no = 0
    while decisions < DECISIONS_PER_EXAMPLE:
        config = random_config(rng)
        stacks = random_stacks(rng, config, rng.randint(2, 9))
        button = rng.choice(sorted(stacks))
        hand = start(config, stacks, button, deck_order(seed * 31 + hand_no))
        hand_no += 1
        players = {s: Opponent(rng.choice(styles), random.Random(rng.random())) for s in stacks}
        chips = sum(stacks.values())
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            action = players[seat].act(hand.observe(seat))
            try:
                hand.verify(seat, action)
            except HoldemError as error:  # pragma: no cover - the failure message
                raise AssertionError(
                    f"{players[seat]!r} chose {action} illegally: {error} "
                    f"({hand!r}, {hand.legal_actions()})"
                ) from error
            hand.apply(seat, action)
            decisions += 1
        assert sum(hand.stacks.values()) == chips
