"""The facts of a decision, worked out once from an observation.

Position, how many players act behind, how many raises came before, the price of a call,
the effective stack: the numbers both :mod:`opponents.preflop` and
:mod:`opponents.postflop` decide on. :func:`bet_action` then turns a wished-for size into
an action the engine accepts (clamped to the legal bounds, all-in when the rest would be
a trifle, or snapped to the game card's three raise sizes).
"""

from __future__ import annotations

from dataclasses import dataclass

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import BettingStructure, Street
from holdem.match import RaiseChoice, choice_raise_to
from holdem.observation import Observation

__all__ = ["Spot", "bet_action", "give_up", "passive_action", "read_spot"]


@dataclass(frozen=True, slots=True)
class Spot:
    """What a decision depends on, besides the cards."""

    obs: Observation
    """The observation itself."""
    legal: LegalActions
    """The legal actions (``obs.legal``)."""
    big_blind: int
    """The big blind, the unit of stack depth."""
    stack: int
    """The decider's chips behind."""
    bet: int
    """The decider's bet in this round."""
    to_call: int
    """Chips a call adds."""
    pot: int
    """Every chip in the middle, this round's bets included."""
    effective: int
    """The decider's stack plus bet, capped by the deepest opponent still in."""
    opponents: tuple[int, ...]
    """Seats of the opponents still in the hand."""
    behind: int
    """Players still in who act after the decider this round (before the flop: all)."""
    raises: int
    """Bets and raises made on this street so far."""
    aggressor: int | None
    """The last player to bet or raise before the flop (None when nobody did)."""
    in_position: bool
    """The decider acts last after the flop among those still in."""

    @property
    def depth(self) -> float:
        """The effective stack in big blinds."""
        return self.effective / self.big_blind

    @property
    def price(self) -> float:
        """The share of the final pot a call pays: call / (pot + call)."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0


def read_spot(obs: Observation) -> Spot:
    """Work out the :class:`Spot` of the observing seat."""
    me = obs.player(obs.seat)
    live = [p for p in obs.players if p.in_hand]
    opponents = tuple(p.seat for p in live if p.seat != obs.seat)
    deepest = max((p.stack + p.bet for p in live if p.seat != obs.seat), default=0)
    order = [s for s in obs.order if s in {p.seat for p in live}]
    index = order.index(obs.seat)
    if obs.street is Street.PREFLOP:
        acted = {r.seat for r in obs.actions if r.street is Street.PREFLOP}
        behind = sum(1 for s in order if s != obs.seat and s not in acted)
    else:
        behind = len(order) - 1 - index
    raises = sum(
        1
        for r in obs.actions
        if r.street is obs.street and r.action.kind in (ActionKind.BET, ActionKind.RAISE)
    )
    aggressor = None
    for r in obs.actions:
        if r.street is Street.PREFLOP and r.action.kind in (ActionKind.BET, ActionKind.RAISE):
            aggressor = r.seat
    able = [p.seat for p in live if p.stack > 0 or p.seat == obs.seat]
    in_position = bool(able) and [s for s in obs.order if s in able][-1] == obs.seat
    return Spot(
        obs=obs,
        legal=obs.legal,
        big_blind=obs.config.big_blind,
        stack=me.stack,
        bet=me.bet,
        to_call=obs.legal.call_amount,
        pot=obs.total_pot,
        effective=min(me.stack + me.bet, deepest),
        opponents=opponents,
        behind=behind,
        raises=raises,
        aggressor=aggressor,
        in_position=in_position,
    )


def passive_action(spot: Spot) -> Action:
    """Check if free, else call."""
    return Action.check() if spot.legal.can_check else Action.call()


def give_up(spot: Spot) -> Action:
    """Check if free, else fold."""
    return Action.check() if spot.legal.can_check else Action.fold()


def bet_action(spot: Spot, target: int, *, choices_only: bool = False) -> Action:
    """A bet or raise to about ``target`` (a round total) that the engine will accept.

    The size is clamped to the legal bounds; when what would stay behind is small next to
    the pot, it becomes all-in. With ``choices_only`` it snaps to the nearest of the game
    card's half-pot, pot and all-in raises. Without a legal bet or raise, it calls (or
    checks).
    """
    legal = spot.legal
    low, high = legal.min_raise_to, legal.max_raise_to
    if low is None or high is None:
        return passive_action(spot)
    if choices_only:
        options = sorted(
            {
                choice_raise_to(
                    choice,
                    current_bet=spot.obs.current_bet,
                    pot=legal.pot,
                    call_amount=legal.call_amount,
                    min_raise_to=low,
                    all_in_to=high,
                )
                for choice in RaiseChoice
            }
        )
        to = min(options, key=lambda x: abs(x - target) / max(1, x))
    else:
        to = max(low, min(high, target))
        left = spot.stack + spot.bet - to
        if spot.obs.config.structure is BettingStructure.NO_LIMIT and left < 0.35 * (
            spot.pot + 2 * to
        ):
            to = high
    to = max(low, min(high, to))
    return Action.bet(to) if legal.can_bet else Action.raise_to(to)
