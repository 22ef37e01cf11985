"""The computer player: one style and one random source, deciding from an observation.

An :class:`Opponent` reads an :class:`~holdem.observation.Observation` and nothing else.

It cannot see another player's cards because it is never given them: ``act`` takes the
observation of its own seat and nothing else, and its only other input is its own random
source. Every answer is checked against the observation's legal actions before it is
returned (:func:`legalise`), so a slip in the strategy can cost chips but never break a
rule.

>>> import random
>>> from holdem import BettingStructure, Deck, HandConfig, HandState
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> hand = HandState.start(cfg, {0: 200, 1: 200}, button=0, deck=Deck(random.Random(7)))
>>> bot = Opponent("tight", random.Random(1))
>>> action = bot.act(hand.observe(hand.to_act))
>>> hand.verify(hand.to_act, action) is None
True
"""

from __future__ import annotations

import random

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import Street
from holdem.observation import Observation
from opponents.postflop import decide_postflop
from opponents.preflop import decide_preflop
from opponents.reads import Reads
from opponents.spot import read_spot
from opponents.style import STYLES, Style

__all__ = ["Opponent", "legalise"]


def legalise(action: Action, legal: LegalActions) -> Action:
    """``action`` if ``legal`` allows it, else the nearest safe one (check, call or fold).

    >>> legal = LegalActions(seat=0, can_fold=True, can_check=True)
    >>> legalise(Action.fold(), legal)
    Action(kind=<ActionKind.CHECK: 'check'>, amount=None)
    """
    kind = action.kind
    if legal.can_show or legal.can_muck:
        if kind is ActionKind.SHOW and legal.can_show:
            return action
        return Action.muck() if legal.can_muck else Action.show()
    safe = Action.check() if legal.can_check else Action.fold()
    if kind is ActionKind.FOLD:
        return safe
    if kind is ActionKind.CHECK:
        return safe
    if kind is ActionKind.CALL:
        return action if legal.call_amount > 0 else safe
    if kind is ActionKind.ALL_IN:
        return action if legal.all_in_to is not None else safe
    low, high = legal.min_raise_to, legal.max_raise_to
    amount = action.amount
    allowed = legal.can_bet if kind is ActionKind.BET else legal.can_raise
    if (
        allowed
        and low is not None
        and high is not None
        and amount is not None
        and low <= amount <= high
    ):
        return action
    return Action.call() if legal.call_amount > 0 else safe


class Opponent:
    """A computer player of one style; ``act`` returns a legal action for an observation.

    Keep one object per computer player at a table: it remembers the public actions of the
    others across hands (:class:`~opponents.reads.Reads`), as a human opponent would.
    """

    __slots__ = ("_reads", "_rng", "_style")

    def __init__(self, style: str | Style, rng: random.Random) -> None:
        """Play ``style`` ("tight", "loose", "station", "match" or a :class:`Style`).

        ``rng`` is the player's own random source (the card room passes a
        ``secrets.SystemRandom``, tests a seeded ``random.Random``).

        Raises:
            ValueError: if the style's name is unknown.
        """
        if isinstance(style, str):
            if style not in STYLES:
                raise ValueError(
                    f"Unknown style {style!r}: choose one of {', '.join(sorted(STYLES))}."
                )
            style = STYLES[style]
        self._style = style
        self._rng = rng
        self._reads = Reads()

    @property
    def style(self) -> Style:
        """The style this player plays."""
        return self._style

    def act(self, observation: Observation) -> Action:
        """The action to take for the observing seat, always one its legal actions allow.

        Raises:
            ValueError: if it is not the observing seat's turn.
        """
        legal = observation.legal
        if observation.to_act != observation.seat or legal.seat != observation.seat:
            raise ValueError("It is not this player's turn.")
        if legal.can_show or legal.can_muck:
            return Action.muck() if legal.can_muck else Action.show()
        self._reads.update(observation)
        spot = read_spot(observation)
        if observation.street is Street.PREFLOP:
            action = decide_preflop(spot, self._style, self._rng, self._reads)
        else:
            action = decide_postflop(spot, self._style, self._rng, self._reads)
        return legalise(action, legal)

    def __repr__(self) -> str:
        """The style, for logs."""
        return f"Opponent({self._style.name!r})"
