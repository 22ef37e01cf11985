"""Simple reference players to measure the styles against (``benchmarks/bench_opponents.py``).

- :class:`RandomPlayer`: any legal action, uniformly by kind, any legal size.
- :class:`CallingStation`: checks or calls, always.
- :class:`Maniac`: bets or raises the pot whenever it may, else calls.
- :class:`HonestPlayer`: the well-known "honest" Monte-Carlo player: equity against random
  hands for every opponent still in, raising the pot when it is well above a fair share,
  calling when it pays the price, folding otherwise. It never reads the actions.

Each has the same ``act(observation) -> Action`` as :class:`~opponents.Opponent`.

>>> import random
>>> from holdem import BettingStructure, Deck, HandConfig, HandState
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(3)))
>>> Maniac().act(hand.observe(0))
Action(kind=<ActionKind.RAISE: 'raise'>, amount=6)
"""

from __future__ import annotations

import random

from holdem.actions import Action
from holdem.observation import Observation
from opponents.ranges import FULL
from opponents.sampler import equity

__all__ = ["CallingStation", "HonestPlayer", "Maniac", "RandomPlayer"]


def _showdown(obs: Observation) -> Action | None:
    legal = obs.legal
    if legal.can_show or legal.can_muck:
        return Action.muck() if legal.can_muck else Action.show()
    return None


def _check_or_call(obs: Observation) -> Action:
    return Action.call() if obs.legal.call_amount else Action.check()


def _raise(obs: Observation, to: int) -> Action:
    legal = obs.legal
    low, high = legal.min_raise_to, legal.max_raise_to
    if low is None or high is None:
        return _check_or_call(obs)
    to = max(low, min(high, to))
    return Action.bet(to) if legal.can_bet else Action.raise_to(to)


def _pot_raise(obs: Observation) -> int:
    """A pot-sized raise: the bet to match plus the pot after calling."""
    return obs.current_bet + obs.legal.pot + obs.legal.call_amount


class RandomPlayer:
    """Any legal action: a kind chosen uniformly, then a size uniformly within the bounds."""

    def __init__(self, rng: random.Random) -> None:
        """Draw from ``rng``."""
        self._rng = rng

    def act(self, obs: Observation) -> Action:
        """A random legal action."""
        shown = _showdown(obs)
        if shown is not None:
            return shown
        legal = obs.legal
        kinds = ["call" if legal.call_amount else "check"]
        if legal.call_amount:
            kinds.append("fold")
        if legal.min_raise_to is not None:
            kinds.append("raise")
        kind = self._rng.choice(kinds)
        if kind == "fold":
            return Action.fold()
        if kind == "raise" and legal.min_raise_to is not None and legal.max_raise_to is not None:
            return _raise(obs, self._rng.randint(legal.min_raise_to, legal.max_raise_to))
        return _check_or_call(obs)


class CallingStation:
    """Checks or calls, whatever it holds."""

    def act(self, obs: Observation) -> Action:
        """Check or call."""
        return _showdown(obs) or _check_or_call(obs)


class Maniac:
    """Bets or raises the pot whenever it may; otherwise calls."""

    def act(self, obs: Observation) -> Action:
        """Raise if possible, else call."""
        return _showdown(obs) or _raise(obs, _pot_raise(obs))


class HonestPlayer:
    """Raw Monte-Carlo equity against random hands decides: raise, call or fold."""

    def __init__(self, rng: random.Random, samples: int = 200) -> None:
        """Sample with ``rng``, ``samples`` boards per decision."""
        self._rng = rng
        self._samples = samples

    def act(self, obs: Observation) -> Action:
        """Raise the pot well above a fair share of equity, call when it pays, else fold."""
        shown = _showdown(obs)
        if shown is not None:
            return shown
        legal = obs.legal
        opponents = sum(1 for p in obs.players if p.in_hand and p.seat != obs.seat)
        eq = equity(obs.hole, obs.board, [FULL] * opponents, self._rng, self._samples)
        fair = 1 / (opponents + 1)
        if eq >= min(0.9, fair * 1.5) and legal.min_raise_to is not None:
            return _raise(obs, _pot_raise(obs))
        price = legal.call_amount / (legal.pot + legal.call_amount) if legal.call_amount else 0
        if eq >= price:
            return _check_or_call(obs)
        return Action.check() if legal.can_check else Action.fold()
