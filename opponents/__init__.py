"""opponents: computer players for the Hold'em engine, pure and deterministic given a seed.

An :class:`Opponent` of one style ("tight", "loose", "station", "match") decides from
``HandState.observe(seat)`` alone: its own cards, the public table and the legal actions.
It depends on :mod:`holdem` and the standard library only, and does no I/O.

>>> import random
>>> from holdem import BettingStructure, Deck, HandConfig, HandState
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(3)))
>>> players = {0: Opponent("loose", random.Random(1)), 1: Opponent("tight", random.Random(2))}
>>> while not hand.is_over:
...     seat = hand.to_act
...     _ = hand.apply(seat, players[seat].act(hand.observe(seat)))
>>> sum(hand.stacks.values())
200
"""

from __future__ import annotations

from opponents.opponent import Opponent, legalise
from opponents.style import STYLES, Style

__all__ = ["STYLES", "Opponent", "Style", "legalise"]
