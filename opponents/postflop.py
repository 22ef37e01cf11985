"""Decisions after the flop: equity against ranges, pot and implied odds, sizes by texture.

- **Equity** is Monte-Carlo against each opponent's range (:mod:`opponents.ranges`),
  which their bets and calls on this board have narrowed.
- **Checked to**: bet for value with enough equity over a fair share; otherwise bet some
  of the time as a continuation bet or stab (more on dry boards, heads-up, and with a
  draw as a semi-bluff), else check.
- **Facing a bet**: raise for value with a strong hand (and semi-bluff some draws); call
  when equity pays the price of the call, with *implied odds* for a draw before the river
  (what can still be won behind); fold otherwise.
- **Sizes**: a third to a half of the pot on a dry board (paired, rainbow, disconnected),
  two thirds to three quarters on a wet one (two or three of a suit, connected cards),
  three quarters on the river; each size is jittered so the size alone tells little.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise

from holdem.actions import Action
from holdem.betting import Street
from opponents.ranges import estimate
from opponents.reads import Reads, fold_factor
from opponents.sampler import connection, equity
from opponents.spot import Spot, bet_action, give_up, passive_action
from opponents.style import Style

__all__ = ["decide_postflop", "wetness"]


def wetness(board: Sequence[int]) -> float:
    """How coordinated a board is, 0 (dry) to 1 (very wet): flush and straight draws.

    >>> from holdem.cards import parse_cards
    >>> wetness(parse_cards("Kd 7c 2h")) < wetness(parse_cards("9h Th Jc"))
    True
    """
    suits = [0, 0, 0, 0]
    for c in board:
        suits[c & 3] += 1
    score = 0.0
    most = max(suits)
    if most >= 3:
        score += 0.55
    elif most == 2 and len(board) < 5:
        score += 0.3
    ranks = sorted({c >> 2 for c in board})
    close = sum(1 for a, b in pairwise(ranks) if b - a <= 2)
    score += 0.2 * close
    if len(ranks) < len(board):  # a paired board has fewer draws
        score -= 0.2
    return max(0.0, min(1.0, score))


def _samples(opponents: int) -> int:
    return max(50, 200 // max(1, opponents))


def decide_postflop(spot: Spot, style: Style, rng: random.Random, reads: Reads) -> Action:
    """The action after the flop for the spot, given what was seen of the others (``reads``).

    Against players who seldom fold it bluffs less and bets thinner for value.
    """
    obs = spot.obs
    ranges = estimate(obs, reads)
    folding = fold_factor(reads, spot.opponents)
    live = [ranges[s] for s in spot.opponents]
    eq = equity(obs.hole, obs.board, live, rng, _samples(len(live)))
    n = len(live)
    fair = 1 / (n + 1)
    river = obs.street is Street.RIVER
    made = connection(obs.hole, obs.board)
    draw = made == 1 and not river and eq < 0.5
    wet = wetness(obs.board)
    fraction = (0.72 if river else 0.38 + 0.4 * wet) * (0.85 + 0.3 * rng.random())
    legal = spot.legal
    can_raise = legal.min_raise_to is not None
    if spot.to_call == 0:
        edge = style.value_edge * max(0.4, min(1.0, folding))
        strong = eq >= fair + edge + 0.05 * (n - 1)
        if strong and can_raise:
            if rng.random() < style.passive or (eq > 0.9 and rng.random() < 0.15 and not river):
                return Action.check()
            return bet_action(spot, int(spot.pot * fraction), choices_only=style.choices_only)
        if can_raise and n <= 2:
            chance = style.stab * (1.0 - 0.5 * wet) / n * folding
            if spot.aggressor == obs.seat and obs.street is Street.FLOP:
                chance *= 1.4
            if draw:
                chance = max(chance, style.semi_bluff * min(1.0, folding))
            if river:
                chance *= 0.6 if eq < 0.3 else 0.0
            if rng.random() < chance:
                return bet_action(
                    spot, int(spot.pot * fraction * 0.85), choices_only=style.choices_only
                )
        return Action.check()
    # facing a bet
    behind = spot.effective - spot.bet - spot.to_call
    implied = 0
    if draw and behind > 0:
        implied = int(min(behind, spot.pot) * 0.25)
    need = spot.to_call / (spot.pot + spot.to_call + implied)
    need *= style.call_slack
    raise_edge = 0.72 + 0.06 * (n - 1) + 0.04 * spot.raises
    if can_raise and eq >= raise_edge and rng.random() >= style.passive:
        target = int(obs.current_bet * 2.6 + spot.pot * 0.3)
        return bet_action(spot, target, choices_only=style.choices_only)
    if eq >= need:
        return passive_action(spot)
    if can_raise and draw and n == 1 and spot.raises == 1 and rng.random() < style.semi_bluff / 3:
        target = int(obs.current_bet * 2.6 + spot.pot * 0.3)
        return bet_action(spot, target, choices_only=style.choices_only)
    return give_up(spot)
