"""The player-stat flags of one finished hand: VPIP, PFR, 3-bet, showdowns, big blinds won.

Tracking software counts these per hand and per player and sums them (the definitions of
*The Grinder's Manual*, as PokerNow HUDs use them):

- **VPIP**: the player put chips in voluntarily before the flop (a call, bet or raise;
  posting a blind is not voluntary, and a big blind who checks did not).
- **PFR**: the player raised before the flop (a subset of VPIP).
- **3-bet**: facing exactly one raise before the flop (the blinds are the first "bet", the
  first raise the second), the player had the chance to re-raise (``three_bet_chance``) and
  did (``three_bet``). 3-bet % is ``three_bet`` over ``three_bet_chance``.
- **Went to showdown** (WTSD): still in at a showdown, of the hands where the player saw
  the flop; **won at showdown** (W$SD): won chips there, of the showdowns.
- **Big blinds won** per 100 hands: the hand's net in thousandths of the big blind
  (``net_mbb``), summed by the store as integers.

:func:`hand_plays` reads them from the engine's events of a finished hand; the card room
passes them to :meth:`Store.settle_hand`, which saves one row per player in the same
transaction as the chips.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardroom.models import HandPlay
from holdem.actions import ActionKind
from holdem.events import ActionTaken, BlindPosted, BoardDealt
from holdem.hand import HandState

__all__ = ["hand_plays"]

_VOLUNTARY = frozenset((ActionKind.CALL, ActionKind.BET, ActionKind.RAISE))


def hand_plays(hand: HandState, users: Mapping[int, int], *, cash: bool) -> tuple[HandPlay, ...]:
    """Each dealt-in player's flags for a finished ``hand`` (``users``: seat to user id)."""
    vpip: set[int] = set()
    pfr: set[int] = set()
    chance: set[int] = set()
    three_bet: set[int] = set()
    folded: set[int] = set()
    saw_flop: set[int] = set()
    preflop = True
    high = 0
    raises = 0
    last_raiser: int | None = None
    for event in hand.history:
        if isinstance(event, BlindPosted):
            high = max(high, event.amount)
        elif isinstance(event, BoardDealt):
            if preflop:
                saw_flop = set(hand.seats) - folded
            preflop = False
        elif isinstance(event, ActionTaken):
            kind = event.action.kind
            if kind is ActionKind.FOLD:
                folded.add(event.seat)
            if not preflop:
                continue
            raised = kind in (ActionKind.BET, ActionKind.RAISE) or event.bet_to > high
            if kind in _VOLUNTARY and event.amount_added > 0:
                vpip.add(event.seat)
            if raises == 1 and last_raiser != event.seat and kind is not ActionKind.CHECK:
                chance.add(event.seat)
                if raised:
                    three_bet.add(event.seat)
            if raised and event.amount_added > 0:
                pfr.add(event.seat)
                raises += 1
                last_raiser = event.seat
                high = event.bet_to
    result = hand.result
    won = set(result.winners)
    showdown = set(hand.seats) - folded if result.went_to_showdown else set()
    big_blind = hand.inputs.config.big_blind
    return tuple(
        HandPlay(
            user_id=users[seat],
            cash=cash,
            vpip=seat in vpip,
            pfr=seat in pfr,
            three_bet_chance=seat in chance,
            three_bet=seat in three_bet,
            saw_flop=seat in saw_flop,
            showdown=seat in showdown,
            won_showdown=seat in showdown and seat in won,
            net_mbb=round(result.net[seat] * 1000 / big_blind) if big_blind else 0,
        )
        for seat in hand.seats
    )
