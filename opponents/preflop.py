"""Decisions before the flop: a chart by position, equity against raisers, push/fold short.

- **Unopened pot** (nobody has raised): open-raise the hands inside the opening width for
  the number of players still to act behind (the usual chart: about the top 15% with five
  behind, 26% from the cut-off, 42% on the button, three quarters heads-up on the button),
  scaled by the style; the edge of the range is mixed, so the width cannot be read off
  exactly. Limpers make the raise bigger.
- **Facing a raise**: Monte-Carlo equity against the ranges the raisers' actions imply
  (:mod:`opponents.ranges`), discounted for how much of it can be realised out of position,
  against the price of the call. The strongest hands re-raise; some hands just outside the
  calling range re-raise as a bluff.
- **Short stacks** (no-limit, effective stack at or below the style's push depth): the
  heads-up shove-or-fold equilibrium chart (:mod:`opponents._charts`), tightened for each
  extra player behind; facing a raise, call or shove on equity against the raiser's range.
"""

from __future__ import annotations

import random

from holdem.actions import Action
from holdem.betting import BettingStructure
from opponents.hands import COMBOS, percentile, push_depth
from opponents.ranges import estimate
from opponents.reads import Reads, fold_factor
from opponents.sampler import equity
from opponents.spot import Spot, bet_action, give_up, passive_action
from opponents.style import Style

__all__ = ["decide_preflop", "open_width", "push_width"]

_OPEN_WIDTH = {1: 0.5, 2: 0.42, 3: 0.26, 4: 0.19, 5: 0.15, 6: 0.13, 7: 0.12, 8: 0.1, 9: 0.09}
"""Share of hands to open with this many players still to act behind (6-max and full ring)."""
_HEADS_UP_OPEN = 0.78
"""Share of hands the button opens heads-up."""


def open_width(behind: int, players: int) -> float:
    """The share of hands a standard chart opens with ``behind`` players still to act.

    >>> open_width(5, 6), open_width(1, 2)
    (0.15, 0.78)
    """
    if players == 2:
        return _HEADS_UP_OPEN
    return _OPEN_WIDTH.get(behind, 0.08)


def _push_share(depth: float) -> float:
    """The share of hands that heads-up equilibrium play moves all-in with at ``depth``."""
    total = 0
    pushing = 0
    for combo in COMBOS:
        total += 1
        if push_depth(combo) >= depth:
            pushing += 1
    return pushing / total


_PUSH_SHARE = {d: _push_share(d) for d in range(1, 26)}


def push_width(depth: float, behind: int) -> float:
    """The share of hands to move all-in first in with ``behind`` players left to act.

    Heads-up this is the equilibrium chart's width; each extra player behind shrinks it,
    as multi-way push/fold charts do.

    >>> round(push_width(10, 1), 2), round(push_width(10, 5), 2)
    (0.59, 0.14)
    """
    share = _PUSH_SHARE[max(1, min(25, round(depth)))]
    return share * 0.7 ** max(0, behind - 1)


def _samples(opponents: int) -> int:
    """Monte-Carlo samples that keep a decision well inside its time budget."""
    return max(50, 180 // max(1, opponents))


def decide_preflop(spot: Spot, style: Style, rng: random.Random, reads: Reads) -> Action:
    """The pre-flop action for the spot, given what was seen of the others (``reads``)."""
    obs = spot.obs
    hole = obs.hole
    pct = percentile(hole)
    jitter = 0.85 + 0.3 * rng.random()
    no_limit = obs.config.structure is BettingStructure.NO_LIMIT
    short = no_limit and spot.depth <= style.push_depth
    unopened = spot.raises == 0
    players = len(obs.players)
    legal = spot.legal
    bb = spot.big_blind
    if unopened:
        if short:
            width = push_width(spot.depth, spot.behind) * style.open_scale**0.5
            if pct <= width * jitter and legal.all_in_to is not None:
                return bet_action(spot, spot.stack + spot.bet, choices_only=style.choices_only)
            return give_up(spot)
        width = open_width(spot.behind, players) * style.open_scale
        if pct <= width * jitter:
            if rng.random() < style.passive and spot.to_call:
                return Action.call()
            limpers = sum(1 for r in obs.actions if r.seat != obs.seat)
            target = int(bb * (2.5 + limpers))
            return bet_action(spot, target, choices_only=style.choices_only)
        if spot.to_call == 0:
            return Action.check()
        # a cheap completion or a limp behind with a playable hand
        if spot.to_call * 4 <= spot.pot and pct <= min(0.85, width * 1.8):
            return Action.call()
        return give_up(spot)
    return _facing_raise(spot, style, rng, reads, pct, short)


def _facing_raise(
    spot: Spot, style: Style, rng: random.Random, reads: Reads, pct: float, short: bool
) -> Action:
    """Call, re-raise or fold against a raise, on equity against the raisers' ranges."""
    obs = spot.obs
    ranges = estimate(obs, reads)
    live = [ranges[s] for s in spot.opponents]
    eq = equity(obs.hole, (), live, rng, _samples(len(live)))
    realise = 1.0 if short else (0.9 if spot.in_position else 0.75)
    if len(live) > 1:
        realise *= 0.95
    need = spot.price * style.defend_slack
    legal = spot.legal
    can_raise = legal.min_raise_to is not None
    if short and can_raise:
        if eq >= need * (0.95 + 0.1 * rng.random()):
            return bet_action(spot, spot.stack + spot.bet, choices_only=style.choices_only)
        return give_up(spot)
    raiser_width = (
        min(ranges[s].high for s in spot.opponents if ranges[s].preflop_raises)
        if any(ranges[s].preflop_raises for s in spot.opponents)
        else 1.0
    )
    value = style.three_bet * (0.8 + 0.4 * rng.random()) * (1 + 2 * raiser_width)
    if can_raise and pct <= value and rng.random() >= style.passive:
        return _reraise(spot, style)
    if eq * realise >= need:
        return passive_action(spot)
    if (
        can_raise
        and spot.raises == 1
        and pct <= 0.4
        and rng.random() < style.light_raise * fold_factor(reads, spot.opponents)
        and spot.depth > 25
    ):
        return _reraise(spot, style)
    return give_up(spot)


def _reraise(spot: Spot, style: Style) -> Action:
    """A re-raise: three times the bet in position, a bit more out of it."""
    factor = 3.0 if spot.in_position else 3.6
    if spot.raises >= 2:
        factor = 2.3
    target = int(spot.obs.current_bet * factor)
    return bet_action(spot, target, choices_only=style.choices_only)
