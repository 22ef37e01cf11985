"""What the store keeps of a hand in progress, and the hand brought back from it.

A hand in progress is saved as its inputs and its actions, in the engine's own encoding
(:meth:`~holdem.hand.HandState.to_dict`): the start record (config, stacks, button, deck
order) once, at the deal, as ``tables.hand_json``; then each action as one appended row,
``[seat, kind, amount]``. :func:`replay` hands them back to the engine's one replay,
:meth:`~holdem.hand.HandState.from_dict`. Rows saved before this encoding was the only one
(``{"seat", "kind", "amount"}`` objects) still read, so a hand saved by an older version
comes back after an upgrade.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from holdem._saving import SAVE_VERSION, action_from_list, action_to_list
from holdem.actions import Action
from holdem.hand import HandState


def start_json(hand: HandState) -> str:
    """The hand's start record as the store keeps it (``tables.hand_json``)."""
    return json.dumps(hand.inputs.to_dict(), separators=(",", ":"))


def action_json(seat: int, action: Action) -> str:
    """One action as the store keeps it, the engine's encoding: ``[2, "raise", 60]``."""
    return json.dumps(action_to_list(seat, action), separators=(",", ":"))


def _row(text: str) -> object:
    """A saved action row as the engine's list (an older object row converted).

    Raises:
        ValueError, TypeError, KeyError: Not an action's text.
    """
    data = json.loads(text)
    if isinstance(data, Mapping):  # saved before the engine's encoding was the only one
        return [data["seat"], data["kind"], data.get("amount")]
    return data


def action_from_json(text: str) -> tuple[int, Action]:
    """An action saved by :func:`action_json`.

    Raises:
        ValueError, TypeError, KeyError: Not an action's text.
    """
    return action_from_list(_row(text))


def replay(
    record: str,
    actions: Sequence[tuple[int, str]],
    answers: Sequence[tuple[int, bool]] = (),
) -> HandState:
    """A hand in progress as saved: the engine's replay of its record, actions and answers.

    ``actions`` are (number, text) pairs as :meth:`Store.hand_actions` returns them;
    ``answers`` the (seat, agreed) answers to running it twice, given after them (the
    hand waits for them once its players are all-in).

    Raises:
        ValueError, TypeError, KeyError: The record or an action can't be read, the
            actions are not numbered from 0 without a gap, or they don't replay.
    """
    start = json.loads(record)
    if not isinstance(start, Mapping):
        raise TypeError("a hand's start record is a JSON object")
    rows = []
    for expected, (number, text) in enumerate(actions):
        if number != expected:
            raise ValueError(f"the saved actions jump from {expected} to {number}")
        rows.append(_row(text))
    saved = {
        "version": SAVE_VERSION,
        "start": start,
        "actions": rows,
        "answers": [[seat, agree] for seat, agree in answers],
        "voided": False,
    }
    return HandState.from_dict(saved)
