"""What the store keeps of a hand in progress, and the hand brought back from it.

A hand in progress is saved as its inputs and its actions: the engine's start record
(:class:`~holdem.hand.HandStart`: config, stacks, button, deck order) once, at the deal, as
``tables.hand_json``; then each action as one appended row, ``{"seat", "kind", "amount"}``.
:func:`replay` starts the hand again from its record and applies the actions in order, all
through the engine's public API.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import cast

from holdem.actions import Action
from holdem.hand import HandStart, HandState


def start_json(hand: HandState) -> str:
    """The hand's start record as the store keeps it (``tables.hand_json``)."""
    return json.dumps(hand.inputs.to_dict(), separators=(",", ":"))


def action_json(seat: int, action: Action) -> str:
    """One action as the store keeps it: ``{"seat": 2, "kind": "raise", "amount": 60}``."""
    return json.dumps({"seat": seat, **action.to_dict()}, separators=(",", ":"))


def action_from_json(text: str) -> tuple[int, Action]:
    """An action saved by :func:`action_json`.

    Raises:
        ValueError, TypeError, KeyError: Not an action's text.
    """
    data = json.loads(text)
    seat = data["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"not a seat: {seat!r}")
    return seat, Action.from_dict(data)


def replay(
    record: str,
    actions: Sequence[tuple[int, str]],
    answers: Sequence[tuple[int, bool]] = (),
) -> HandState:
    """A hand in progress as saved: started again from its record, then every action applied.

    ``actions`` are (number, text) pairs as :meth:`Store.hand_actions` returns them;
    ``answers`` the (seat, agreed) answers to running it twice, given after them (the
    hand waits for them once its players are all-in).

    Raises:
        ValueError, TypeError, KeyError: The record or an action can't be read, or the
            actions are not numbered from 0 without a gap.
        HoldemError: An action the engine refuses.
    """
    data = json.loads(record)
    if not isinstance(data, Mapping):
        raise TypeError("a hand's start record is a JSON object")
    hand = HandState.restart(HandStart.from_dict(cast(Mapping[str, object], data)))
    for number, text in actions:
        if number != hand.action_count:
            raise ValueError(f"the saved actions jump from {hand.action_count} to {number}")
        hand.apply(*action_from_json(text))
    for seat, agree in answers:
        hand.answer_run_twice(seat, agree)
    return hand
