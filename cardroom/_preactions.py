"""Pre-actions: what a player in the hand chooses before their turn, made for them when it comes.

A seated player still in the hand may choose, while someone else is to act, one of three
pre-moves (:class:`~cardroom.views.PreMove`) from the table message: **check/fold**
(check if it is free, else fold; "fold to any bet" when there is a bet), **call** (check,
or "Call 40": bound to the street's bet when it was chosen, and cancelled if that bet
changes) or **call any** (check or call whatever is bet). Each :class:`PreAction` is tied
to the hand and the street it was chosen on (and ``call`` to the bet), as the card rooms'
bugs teach: a check/fold must never fold the next hand's aces. The choices are saved with
the table's state (:func:`saved`, :func:`loaded`), so a restart keeps them.

:func:`due` says what to play for the player to act, and the table service applies it
with the engine's own :meth:`~holdem.hand.HandState.apply`, the path of a click; a choice
that no longer holds is dropped there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast

from cardroom.views import PreMove
from holdem.actions import Action
from holdem.betting import Street
from holdem.hand import HandState

__all__ = ["PreAction", "PreMove", "choose", "due", "loaded", "saved", "street_bet"]


@dataclass(frozen=True, slots=True)
class PreAction:
    """One player's choice, tied to the hand, the street and the bet it was chosen against."""

    move: PreMove
    hand_no: int
    street: Street
    bet: int
    """The street's highest bet when chosen (what "Call 40" calls)."""


def saved(choices: Mapping[int, PreAction]) -> list[list[object]]:
    """The choices as the table's saved state keeps them: ``[user, move, hand, street, bet]``."""
    return [
        [user, c.move.value, c.hand_no, c.street.value, c.bet]
        for user, c in sorted(choices.items())
    ]


def loaded(data: object) -> dict[int, PreAction]:
    """The choices :func:`saved` wrote (none in a state saved before they were kept).

    Raises:
        ValueError, TypeError: The saved choices are malformed.
    """
    if not isinstance(data, list):
        return {}
    choices: dict[int, PreAction] = {}
    for row in data:
        user, move, hand_no, street, bet = cast(list[object], row)
        choices[int(cast(int, user))] = PreAction(
            PreMove(str(move)), int(cast(int, hand_no)), Street(str(street)), int(cast(int, bet))
        )
    return choices


def street_bet(hand: HandState) -> int:
    """The highest bet of the current betting round (0 when nobody has bet)."""
    return max(hand.bets.values(), default=0)


def choose(choices: Mapping[int, PreAction], user_id: int, choice: PreAction) -> PreAction | None:
    """``user_id``'s pre-action once ``choice`` is clicked: it, or None when it was chosen already.

    The session keeps what this returns (None: clears the choice).
    """
    return None if choices.get(user_id) == choice else choice


def due(
    choices: Mapping[int, PreAction], hand: HandState, hand_no: int, users: Mapping[int, int]
) -> tuple[int | None, tuple[int, Action] | None]:
    """Whose pre-action is used up now, and the seat to act with what it plays (if it holds).

    The player to act's pre-action is used up when their turn comes: played, or dropped
    if it was for another hand or street, or a "call" whose bet has changed (then the
    player decides). ``users`` maps the hand's seats to user ids.
    """
    seat = hand.to_act
    if seat is None or hand.is_over or hand.street in (Street.SHOWDOWN, Street.COMPLETE):
        return None, None
    user = users.get(seat)
    choice = choices.get(user) if user is not None else None
    if choice is None or choice.hand_no != hand_no or choice.street is not hand.street:
        return user, None
    if choice.move is PreMove.CALL and choice.bet != street_bet(hand):
        return user, None
    legal = hand.legal_actions(seat)
    if legal.can_check:
        return user, (seat, Action.check())
    if choice.move is PreMove.CHECK_FOLD:
        return user, (seat, Action.fold())
    return user, (seat, Action.call())
