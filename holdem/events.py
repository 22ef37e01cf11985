"""Frozen records of everything that happens in a hand, in order: the hand's history.

:meth:`holdem.hand.HandState.apply` returns them; rendering, storage and PHH export all read
the same records. :class:`HoleCardsDealt` is the only event that carries secret cards: it is
addressed to its owner (``is_private`` is True, ``seat`` says whose) and must never be
broadcast. Every event has ``to_dict()`` (JSON-safe, cards as text) and :func:`from_dict`
turns that back into the event.

>>> from holdem.cards import parse_cards
>>> e = HoleCardsDealt(seat=3, cards=parse_cards("AsKd"))
>>> e.is_private, from_dict(e.to_dict()) == e
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum, unique
from typing import ClassVar, TypeAlias

from holdem.actions import Action
from holdem.betting import HandConfig, Street
from holdem.cards import Card

__all__ = [
    "ActionTaken",
    "AntePosted",
    "Blind",
    "BlindPosted",
    "BoardDealt",
    "CardsMucked",
    "CardsShown",
    "Event",
    "HandEnded",
    "HandStarted",
    "HandVoided",
    "HoleCardsDealt",
    "PotAwarded",
    "RunTwiceAnswered",
    "RunTwiceOffered",
    "UncalledBetReturned",
    "from_dict",
]

JsonValue: TypeAlias = "str | int | bool | list[JsonValue] | dict[str, JsonValue] | None"


@unique
class Blind(StrEnum):
    """Which forced bet a :class:`BlindPosted` is."""

    SMALL = "small"
    """The small blind."""
    BIG = "big"
    """The big blind."""
    STRADDLE = "straddle"
    """The straddle: twice the big blind, posted left of the big blind."""


def _cards(cards: Sequence[Card]) -> list[JsonValue]:
    return [str(c) for c in cards]


def _pairs(pairs: Sequence[tuple[int, int]]) -> list[JsonValue]:
    return [[a, b] for a, b in pairs]


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A new hand: who is dealt in (in deal order), their starting stacks, the button, stakes."""

    hand_config: HandConfig
    """Blinds, antes, straddle and betting structure."""
    button: int
    """The button's seat."""
    seats: tuple[int, ...]
    """The seats dealt in, in deal order: first left of the button, the button last."""
    stacks: tuple[int, ...]
    """Starting stacks, in the order of ``seats``."""
    bomb_pot: int = 0
    """The ante every player posts in a bomb pot (no blinds, no pre-flop betting); 0: none."""
    run_it_twice: bool = False
    """Whether the players may agree to run the board twice if they are all-in."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form (the home-game options only when they are on)."""
        data: dict[str, JsonValue] = {
            "type": "HandStarted",
            "hand_config": dict(self.hand_config.to_dict()),
            "button": self.button,
            "seats": list(self.seats),
            "stacks": list(self.stacks),
        }
        if self.bomb_pot:
            data["bomb_pot"] = self.bomb_pot
        if self.run_it_twice:
            data["run_it_twice"] = True
        return data


@dataclass(frozen=True, slots=True)
class AntePosted:
    """A player posted an ante (dead money for the main pot)."""

    seat: int
    """Who posted."""
    amount: int
    """How much (less than the ante only when that was the whole stack)."""
    is_all_in: bool = False
    """The ante took the player's last chip."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {
            "type": "AntePosted",
            "seat": self.seat,
            "amount": self.amount,
            "is_all_in": self.is_all_in,
        }


@dataclass(frozen=True, slots=True)
class BlindPosted:
    """A player posted a blind or straddle (a live bet)."""

    seat: int
    """Who posted."""
    amount: int
    """How much (less than the blind only when that was the whole stack)."""
    blind: Blind
    """Small, big or straddle."""
    is_all_in: bool = False
    """The blind took the player's last chip."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {
            "type": "BlindPosted",
            "seat": self.seat,
            "amount": self.amount,
            "blind": self.blind.value,
            "is_all_in": self.is_all_in,
        }


@dataclass(frozen=True, slots=True)
class HoleCardsDealt:
    """A player's two hole cards: PRIVATE, for that player's eyes only."""

    seat: int
    """Whose cards these are: the only one who may see them."""
    cards: tuple[Card, ...]
    """The two hole cards, in the order dealt."""
    is_private: ClassVar[bool] = True

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form (it contains the secret cards: store it, never broadcast it)."""
        return {"type": "HoleCardsDealt", "seat": self.seat, "cards": _cards(self.cards)}


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """A player acted; ``action`` is what it amounted to (an ALL_IN becomes a call or raise)."""

    seat: int
    """Who acted."""
    action: Action
    """The action, normalised: FOLD, CHECK, CALL, BET to, RAISE to, SHOW or MUCK."""
    amount_added: int
    """Chips moved from the stack to the bet."""
    bet_to: int
    """The player's total bet in this round afterwards."""
    is_all_in: bool = False
    """The player has no chips left."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {
            "type": "ActionTaken",
            "seat": self.seat,
            "action": dict(self.action.to_dict()),
            "amount_added": self.amount_added,
            "bet_to": self.bet_to,
            "is_all_in": self.is_all_in,
        }


@dataclass(frozen=True, slots=True)
class BoardDealt:
    """Board cards were dealt (after a burn): the flop, turn or river."""

    street: Street
    """FLOP, TURN or RIVER."""
    cards: tuple[Card, ...]
    """The new cards."""
    board: tuple[Card, ...]
    """The whole board so far (of this run)."""
    run: int = 1
    """1, or 2 for the second board of a hand run twice (its ``board`` starts with the
    cards both runs share)."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form (``run`` only for a second run)."""
        data: dict[str, JsonValue] = {
            "type": "BoardDealt",
            "street": self.street.value,
            "cards": _cards(self.cards),
            "board": _cards(self.board),
        }
        if self.run != 1:
            data["run"] = self.run
        return data


@dataclass(frozen=True, slots=True)
class UncalledBetReturned:
    """The part of a bet nobody called went back to its owner."""

    seat: int
    """Whose bet."""
    amount: int
    """Chips returned."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "UncalledBetReturned", "seat": self.seat, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class CardsShown:
    """A player turned their hole cards face up at the showdown."""

    seat: int
    """Who showed."""
    cards: tuple[Card, ...]
    """The hole cards."""
    rank_description: str
    """Their best hand in words ("Full house, kings full of fives")."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {
            "type": "CardsShown",
            "seat": self.seat,
            "cards": _cards(self.cards),
            "rank_description": self.rank_description,
        }


@dataclass(frozen=True, slots=True)
class CardsMucked:
    """A player threw their hand away unseen at the showdown."""

    seat: int
    """Who mucked."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "CardsMucked", "seat": self.seat}


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """A pot (main pot first, then side pots) went to its winners."""

    pot_index: int
    """0 for the main pot, 1.. for side pots."""
    amount: int
    """The chips in the pot."""
    winners: tuple[int, ...]
    """The winning seats, in seat order starting left of the button."""
    shares: tuple[int, ...]
    """Chips each winner got, in the order of ``winners`` (odd chips to the first ones)."""
    hand_description: str | None
    """The winning hand in words, or None when everyone else folded."""
    run: int = 1
    """The board it was won on: 1, or 2 for the second half of a pot run twice."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form (``run`` only for a second run)."""
        data: dict[str, JsonValue] = {
            "type": "PotAwarded",
            "pot_index": self.pot_index,
            "amount": self.amount,
            "winners": list(self.winners),
            "shares": list(self.shares),
            "hand_description": self.hand_description,
        }
        if self.run != 1:
            data["run"] = self.run
        return data


@dataclass(frozen=True, slots=True)
class RunTwiceOffered:
    """Betting is over with the players all-in: each is asked whether to run it twice.

    The hand waits (nobody is to act) until every one of them agrees, or one declines.
    """

    seats: tuple[int, ...]
    """The players asked: every player still in the hand, in showdown order."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "RunTwiceOffered", "seats": list(self.seats)}


@dataclass(frozen=True, slots=True)
class RunTwiceAnswered:
    """A player answered the offer to run it twice."""

    seat: int
    """Who answered."""
    agreed: bool
    """Yes (True) or no; one no, or a clock that ran out, and the board is run once."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "RunTwiceAnswered", "seat": self.seat, "agreed": self.agreed}


@dataclass(frozen=True, slots=True)
class HandEnded:
    """The hand is over; the final stacks of everyone dealt in."""

    stacks: tuple[tuple[int, int], ...]
    """(seat, final stack) pairs, in deal order."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "HandEnded", "stacks": _pairs(self.stacks)}


@dataclass(frozen=True, slots=True)
class HandVoided:
    """A misdeal: the hand was cancelled and every chip went back to its owner."""

    refunds: tuple[tuple[int, int], ...]
    """(seat, chips returned) pairs, in deal order."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "HandVoided", "refunds": _pairs(self.refunds)}


Event: TypeAlias = (
    HandStarted
    | AntePosted
    | BlindPosted
    | HoleCardsDealt
    | ActionTaken
    | BoardDealt
    | UncalledBetReturned
    | CardsShown
    | CardsMucked
    | PotAwarded
    | HandEnded
    | HandVoided
    | RunTwiceOffered
    | RunTwiceAnswered
)
"""Any event of a hand."""


def _as_int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"Expected an int, not {value!r}.")
    return value


def _as_list(value: object) -> list[object]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"Expected a list, not {value!r}.")
    return list(value)


def _as_cards(value: object) -> tuple[Card, ...]:
    return tuple(Card(c) if isinstance(c, str) else Card(_as_int(c)) for c in _as_list(value))


def _as_pairs(value: object) -> tuple[tuple[int, int], ...]:
    pairs = []
    for item in _as_list(value):
        a, b = _as_list(item)
        pairs.append((_as_int(a), _as_int(b)))
    return tuple(pairs)


def _as_ints(value: object) -> tuple[int, ...]:
    return tuple(_as_int(v) for v in _as_list(value))


def _as_mapping(value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise ValueError(f"Expected a mapping, not {value!r}.")
    return value


def from_dict(data: Mapping[str, object]) -> Event:
    """Rebuild an event from its ``to_dict()`` form.

    >>> from_dict({"type": "CardsMucked", "seat": 4})
    CardsMucked(seat=4)

    Raises:
        ValueError: if the type is unknown or a field is malformed.
    """
    d = data
    match d.get("type"):
        case "HandStarted":
            return HandStarted(
                HandConfig.from_dict(_as_mapping(d["hand_config"])),
                _as_int(d["button"]),
                _as_ints(d["seats"]),
                _as_ints(d["stacks"]),
                _as_int(d.get("bomb_pot", 0)),
                bool(d.get("run_it_twice", False)),
            )
        case "AntePosted":
            return AntePosted(_as_int(d["seat"]), _as_int(d["amount"]), bool(d["is_all_in"]))
        case "BlindPosted":
            return BlindPosted(
                _as_int(d["seat"]),
                _as_int(d["amount"]),
                Blind(str(d["blind"])),
                bool(d["is_all_in"]),
            )
        case "HoleCardsDealt":
            return HoleCardsDealt(_as_int(d["seat"]), _as_cards(d["cards"]))
        case "ActionTaken":
            return ActionTaken(
                _as_int(d["seat"]),
                Action.from_dict(_as_mapping(d["action"])),
                _as_int(d["amount_added"]),
                _as_int(d["bet_to"]),
                bool(d["is_all_in"]),
            )
        case "BoardDealt":
            return BoardDealt(
                Street(str(d["street"])),
                _as_cards(d["cards"]),
                _as_cards(d["board"]),
                _as_int(d.get("run", 1)),
            )
        case "UncalledBetReturned":
            return UncalledBetReturned(_as_int(d["seat"]), _as_int(d["amount"]))
        case "CardsShown":
            return CardsShown(_as_int(d["seat"]), _as_cards(d["cards"]), str(d["rank_description"]))
        case "CardsMucked":
            return CardsMucked(_as_int(d["seat"]))
        case "PotAwarded":
            desc = d["hand_description"]
            return PotAwarded(
                _as_int(d["pot_index"]),
                _as_int(d["amount"]),
                _as_ints(d["winners"]),
                _as_ints(d["shares"]),
                None if desc is None else str(desc),
                _as_int(d.get("run", 1)),
            )
        case "HandEnded":
            return HandEnded(_as_pairs(d["stacks"]))
        case "HandVoided":
            return HandVoided(_as_pairs(d["refunds"]))
        case "RunTwiceOffered":
            return RunTwiceOffered(_as_ints(d["seats"]))
        case "RunTwiceAnswered":
            agreed = d["agreed"]
            if not isinstance(agreed, bool):
                raise ValueError(f"Expected true or false, not {agreed!r}.")
            return RunTwiceAnswered(_as_int(d["seat"]), agreed)
        case other:
            raise ValueError(f"Unknown event type {other!r}.")
