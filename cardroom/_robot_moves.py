"""A computer player's decision as the move a click would send, so it acts by a click's path.

The card room applies a robot's action exactly as it applies a member's click: as a
:class:`~cardroom.views.Move` (and typed amount) through the same checks.
"""

from __future__ import annotations

from cardroom._formats import action_for
from cardroom.errors import UserFacingError
from cardroom.views import GameKind, Move
from holdem.actions import Action, ActionKind
from holdem.hand import HandState

__all__ = ["move_for"]


def move_for(
    hand: HandState, seat: int, action: Action, *, game: GameKind
) -> tuple[Move, int | None]:
    """The move (and typed amount) a click would send for the engine's ``action``.

    In the heads-up match a raise can only be one of the game card's three sizes: the
    robot's amount becomes the nearest of half the pot, the pot and all-in.
    """
    kind = action.kind
    simple = {
        ActionKind.FOLD: Move.FOLD,
        ActionKind.CHECK: Move.CHECK,
        ActionKind.CALL: Move.CALL,
        ActionKind.ALL_IN: Move.ALL_IN,
    }
    if kind in simple:
        return simple[kind], None
    if kind in (ActionKind.SHOW, ActionKind.MUCK):
        return Move.FOLD, None  # the card room shows and mucks for everyone itself
    wanted = action.amount or 0
    if game is not GameKind.HEADS_UP:
        return (Move.BET if kind is ActionKind.BET else Move.RAISE), wanted
    best: tuple[int, Move] | None = None
    for move in (Move.HALF_POT, Move.POT, Move.ALL_IN):
        try:
            choice = action_for(hand, seat, move, None, game=game)
        except UserFacingError:
            continue
        total = choice.amount if choice.amount is not None else wanted
        if choice.kind is ActionKind.ALL_IN:
            chips = hand.chips_of(seat)
            total = wanted + 1 if chips is None else chips[0] + chips[1]
        distance = abs(total - wanted)
        if best is None or distance < best[0]:
            best = (distance, move)
    return (best[1] if best is not None else Move.CALL), None
