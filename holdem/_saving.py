"""Saving a hand as its inputs and its actions, and restoring it through the public API.

Private part of :mod:`holdem.hand`. A hand is saved the way PokerKit's HandHistory and
python-chess's move list keep a game: what :meth:`HandState.start` was given (the
:class:`HandStart` record: config, stacks, button and the deck's order) and the actions
applied since, in order. It is restored by calling :meth:`HandState.start` with the record
(:meth:`HandState.restart`) and then :meth:`HandState.apply` for each action: the engine is
deterministic, so the hand comes back exactly as it was, and only the public API builds it.

>>> import json, random
>>> from holdem.actions import Action
>>> from holdem.betting import BettingStructure, HandConfig
>>> from holdem.deck import Deck
>>> from holdem.hand import HandState
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
>>> _ = hand.apply(0, Action.raise_to(6))
>>> saved = json.loads(json.dumps(hand.to_dict()))
>>> sorted(saved), len(saved["actions"])
(['actions', 'start', 'version', 'voided'], 1)
>>> HandState.from_dict(saved) == hand
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from holdem.actions import Action, ActionKind
from holdem.betting import HandConfig

__all__ = ["SAVE_VERSION", "HandStart", "action_from_list", "action_to_list"]

SAVE_VERSION = 2
"""The form of :meth:`HandState.to_dict`: 2 is the start record and the actions."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandStart:
    """Everything :meth:`HandState.start` was given for one hand: the hand's inputs.

    An optional per-hand input of :meth:`HandState.start` (who straddles, a bomb pot, a
    dead or live blind, running it twice) is one more field here, with the default that
    means "not used", so that a record saved before the input existed still loads. Such a
    field is written by :meth:`to_dict` and read by :meth:`from_dict`, one line in each;
    :meth:`HandState.start` fills it and :meth:`HandState.restart` passes it back.
    """

    config: HandConfig
    """The stakes and structure."""
    stacks: tuple[tuple[int, int], ...]
    """(seat, chips) of each seat dealt in, by seat."""
    button: int
    """The button's seat."""
    deck: str
    """The deck's order before the deal, as :meth:`Deck.to_text` writes it (top card first)."""
    straddle: int | None = None
    """The seat that chose to straddle this hand; None: nobody."""
    blinds: tuple[tuple[int, int], ...] | None = None
    """(seat, chips) of the live blinds posted in place of the config's; None: the config's."""
    dead: tuple[tuple[int, int], ...] = ()
    """(seat, chips) of dead money posted after the blinds (a missed small blind)."""
    bomb_pot: int = 0
    """The ante of a bomb pot; 0: not a bomb pot."""
    run_it_twice: bool = False
    """Whether the players may agree to run the board twice."""

    def to_dict(self) -> dict[str, object]:
        """The record in a JSON-safe form (an input left at its default is not written)."""
        data: dict[str, object] = {
            "config": self.config.to_dict(),
            "stacks": [[seat, chips] for seat, chips in self.stacks],
            "button": self.button,
            "deck": self.deck,
        }
        if self.straddle is not None:
            data["straddle"] = self.straddle
        if self.blinds is not None:
            data["blinds"] = [[seat, chips] for seat, chips in self.blinds]
        if self.dead:
            data["dead"] = [[seat, chips] for seat, chips in self.dead]
        if self.bomb_pot:
            data["bomb_pot"] = self.bomb_pot
        if self.run_it_twice:
            data["run_it_twice"] = True
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HandStart:
        """Read a record written by :meth:`to_dict`.

        Raises:
            ValueError: The data is not a start record.
        """
        try:
            config = data["config"]
            deck = data["deck"]
            if not isinstance(config, Mapping) or not isinstance(deck, str) or len(deck) != 104:
                raise ValueError("a start record needs a config and a whole deck")
            straddle = data.get("straddle")
            blinds = data.get("blinds")
            run_twice = data.get("run_it_twice", False)
            if not isinstance(run_twice, bool):
                raise ValueError("run_it_twice is true or false")
            return cls(
                config=HandConfig.from_dict(cast(Mapping[str, object], config)),
                stacks=_int_pairs(data["stacks"]),
                button=_int(data["button"]),
                deck=deck,
                straddle=None if straddle is None else _int(straddle),
                blinds=None if blinds is None else _int_pairs(blinds),
                dead=_int_pairs(data.get("dead", [])),
                bomb_pot=_int(data.get("bomb_pot", 0)),
                run_it_twice=run_twice,
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"Not a hand's start record: {error}") from error


def action_to_list(seat: int, action: Action) -> list[object]:
    """One applied action, JSON-safe: ``[seat, kind, amount]`` (amount None unless sized).

    >>> action_to_list(3, Action.raise_to(60))
    [3, 'raise', 60]
    """
    return [seat, action.kind.value, action.amount]


def action_from_list(value: object) -> tuple[int, Action]:
    """Read an action written by :func:`action_to_list`.

    >>> action_from_list([3, "raise", 60])
    (3, Action(kind=<ActionKind.RAISE: 'raise'>, amount=60))

    Raises:
        ValueError: The value is not a saved action.
    """
    if not isinstance(value, list | tuple) or len(value) != 3:
        raise ValueError(f"Not a saved action: {value!r}.")
    seat, kind, amount = value
    if amount is not None:
        amount = _int(amount)
    return _int(seat), Action(ActionKind(str(kind)), amount)


def _int_pairs(value: object) -> tuple[tuple[int, int], ...]:
    return tuple((_int(a), _int(b)) for a, b in _pairs(value))


def _pairs(value: object) -> Sequence[Sequence[object]]:
    if not isinstance(value, list | tuple) or not all(
        isinstance(pair, list | tuple) and len(pair) == 2 for pair in value
    ):
        raise ValueError(f"Expected pairs, not {value!r}.")
    return cast(Sequence[Sequence[object]], value)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"Expected an int, not {value!r}.")
    return value
