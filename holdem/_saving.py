"""Saving a hand in play and restoring it: the JSON-safe form of a :class:`HandState`.

Private part of :mod:`holdem.hand`: :meth:`HandState.to_dict` and :meth:`HandState.from_dict`
call these. The form holds every field of the state, the deck's order and the history, so a
hand restored after a crash continues exactly where it stopped (``==`` compares the forms).
Version 1; the fixed-limit ``level`` was added later and defaults to the current bet. The
deck is saved as one string of two-letter cards (``"As7d..."``, the undealt cards, top card
first); a list of card texts, as saved before, still loads.

:func:`hand_to_json` is the same form as JSON text, for saving a hand more than once (the
card room saves it at the deal and again when it is settled): the parts of a hand that
never change (its config, hole cards, and each event once it is in the history) are
encoded once and kept in the hand's ``_json`` slot.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from holdem.betting import HandConfig, Street
from holdem.cards import FULL_DECK, Card
from holdem.deck import Deck
from holdem.events import from_dict as event_from_dict

if TYPE_CHECKING:
    from holdem.hand import HandState

__all__ = ["JsonCache", "hand_from_dict", "hand_to_dict", "hand_to_json"]

_ENCODE = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode
"""``json.dumps(value, separators=(",", ":"))`` without building an encoder on every call."""
_TEXT: dict[Card, str] = {c: str(c) for c in FULL_DECK}


def _head(state: HandState) -> dict[str, object]:
    """The fields fixed once the hand has started (config and hole cards included)."""
    return {
        "version": 1,
        "button": state._button,
        "seats": list(state._seats),
        "starting": list(state._starting),
        "config": state._config.to_dict(),
        "holes": [[_TEXT[c] for c in hole] for hole in state._holes],
    }


def _fields(state: HandState) -> dict[str, object]:
    """The fields that change as the hand goes on (all but the head, deck and history)."""
    return {
        "stacks": list(state._stacks),
        "bets": list(state._bets),
        "contrib": list(state._contrib),
        "antes": list(state._antes),
        "live": list(state._live),
        "board": [_TEXT[c] for c in state._board],
        "street": state._street._value_,
        "straddled": state._straddled,
        "actors": list(state._actors),
        "acted": sorted(state._acted),
        "current_bet": state._current_bet,
        "last_raise": state._last_raise,
        "level": state._level,
        "raises": state._raises,
        "max_raises": state._max_raises,
        "min_bet": state._min_bet,
        "short_all_ins": list(state._short_all_ins),
        "opener": state._opener,
        "showdown": list(state._showdown),
        "shown": list(state._shown),
        "mucked": list(state._mucked),
        "voided": state._voided,
    }


def hand_to_dict(state: HandState) -> dict[str, object]:
    """Everything needed to continue ``state`` later, deck order included; JSON-safe."""
    data = _head(state)
    data.update(_fields(state))
    data["deck"] = state._deck.to_text()
    data["history"] = [e.to_dict() for e in state._history]
    return data


class JsonCache:
    """What :func:`hand_to_json` keeps between saves of one hand.

    ``head`` is the JSON text of the fields fixed at the start (config and hole cards
    included), ``events`` that of the history so far (events are frozen, so each is
    encoded once), ``count`` how many events it holds. ``history`` is the hand's own list:
    a hand whose history list was replaced starts over.
    """

    __slots__ = ("count", "events", "head", "history")

    def __init__(self, state: HandState) -> None:
        self.history = state._history
        self.head = _ENCODE(_head(state))[:-1] + ","
        self.events = ""
        self.count = 0


def hand_to_json(state: HandState) -> str:
    """:func:`hand_to_dict` as compact JSON text, built incrementally.

    Exactly ``json.dumps(hand_to_dict(state), separators=(",", ":"))``, encoding only the
    changing fields, the deck's text (a slice) and the events added since the last call;
    the rest is kept in ``state._json`` (see :class:`JsonCache`).
    """
    cache = state._json
    history = state._history
    if cache is None or cache.history is not history or cache.count > len(history):
        cache = state._json = JsonCache(state)
    if cache.count < len(history):
        added = _ENCODE([e.to_dict() for e in history[cache.count :]])[1:-1]
        cache.events = cache.events + "," + added if cache.events else added
        cache.count = len(history)
    deck = state._deck.to_text()
    fields = _ENCODE(_fields(state))[1:-1]
    return f'{cache.head}{fields},"deck":"{deck}","history":[{cache.events}]}}'


def hand_from_dict(cls: type[HandState], data: Mapping[str, object]) -> HandState:
    """Rebuild a hand saved with :func:`hand_to_dict`.

    Raises:
        ValueError: if the data is malformed.
        KeyError: if a field is missing.
    """
    d = data
    try:
        self = cls.__new__(cls)
        self._config = HandConfig.from_dict(cast(Mapping[str, object], d["config"]))
        self._button = _int(d["button"])
        self._seats = tuple(_ints(d["seats"]))
        self._positions = {s: i for i, s in enumerate(self._seats)}
        self._n = len(self._seats)
        self._starting = tuple(_ints(d["starting"]))
        self._stacks = _ints(d["stacks"])
        self._bets = _ints(d["bets"])
        self._contrib = _ints(d["contrib"])
        self._antes = _ints(d["antes"])
        self._live = [bool(v) for v in _list(d["live"])]
        self._holes = [tuple(Card(str(c)) for c in _list(h)) for h in _list(d["holes"])]
        self._board = [Card(str(c)) for c in _list(d["board"])]
        deck = d["deck"]
        if isinstance(deck, str):
            self._deck = Deck.from_text(deck)
        else:  # saved before the deck was one string
            self._deck = Deck.from_list(str(c) for c in _list(deck))
        self._street = Street(str(d["street"]))
        self._straddled = bool(d["straddled"])
        self._actors = _ints(d["actors"])
        self._acted = set(_ints(d["acted"]))
        self._current_bet = _int(d["current_bet"])
        self._last_raise = _int(d["last_raise"])
        self._level = _int(d.get("level", d["current_bet"]))
        self._raises = _int(d["raises"])
        self._max_raises = None if d["max_raises"] is None else _int(d["max_raises"])
        self._min_bet = _int(d["min_bet"])
        self._short_all_ins = _ints(d["short_all_ins"])
        self._opener = _int(d["opener"])
        self._showdown = _ints(d["showdown"])
        self._shown = [bool(v) for v in _list(d["shown"])]
        self._mucked = [bool(v) for v in _list(d["mucked"])]
        self._voided = bool(d["voided"])
        self._ranks = None
        self._json = None
        self._legal = None
        self._moves = []
        self._history = [
            event_from_dict(cast(Mapping[str, object], e)) for e in _list(d["history"])
        ]
    except (TypeError, AttributeError) as exc:
        raise ValueError(f"Not a saved hand: {exc}") from exc
    return self


def _list(value: object) -> list[object]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"Expected a list, not {value!r}.")
    return list(value)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"Expected an int, not {value!r}.")
    return value


def _ints(value: object) -> list[int]:
    return [_int(v) for v in _list(value)]
