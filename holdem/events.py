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
from holdem.blinds import Post
from holdem.cards import Card
from holdem.records import quick_init

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


@quick_init
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
    dead_small_blind: bool = False
    """Nobody posts the small blind: its player has gone (the dead-button rule)."""
    posts: tuple[tuple[int, Post], ...] = ()
    """What players coming in post besides the blinds, as (seat, post) in deal order."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form (a dead small blind and posts only when there are any)."""
        data: dict[str, JsonValue] = {
            "type": "HandStarted",
            "hand_config": dict(self.hand_config.to_dict()),
            "button": self.button,
            "seats": list(self.seats),
            "stacks": list(self.stacks),
        }
        if self.dead_small_blind:
            data["dead_small_blind"] = True
        if self.posts:
            data["posts"] = [[seat, post.value] for seat, post in self.posts]
        return data


@quick_init
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


@quick_init
@dataclass(frozen=True, slots=True)
class BlindPosted:
    """A player posted a blind or straddle (a live bet, but for a dead small blind)."""

    seat: int
    """Who posted."""
    amount: int
    """How much (less than the blind only when that was the whole stack)."""
    blind: Blind
    """Small, big or straddle."""
    is_all_in: bool = False
    """The blind took the player's last chip."""
    is_dead: bool = False
    """Posted dead, straight into the pot, not as a bet (a missed small blind)."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form (``is_dead`` only when it is)."""
        data: dict[str, JsonValue] = {
            "type": "BlindPosted",
            "seat": self.seat,
            "amount": self.amount,
            "blind": self.blind.value,
            "is_all_in": self.is_all_in,
        }
        if self.is_dead:
            data["is_dead"] = True
        return data


@quick_init
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


@quick_init
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


@quick_init
@dataclass(frozen=True, slots=True)
class BoardDealt:
    """Board cards were dealt (after a burn): the flop, turn or river."""

    street: Street
    """FLOP, TURN or RIVER."""
    cards: tuple[Card, ...]
    """The new cards."""
    board: tuple[Card, ...]
    """The whole board so far."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {
            "type": "BoardDealt",
            "street": self.street.value,
            "cards": _cards(self.cards),
            "board": _cards(self.board),
        }


@quick_init
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


@quick_init
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


@quick_init
@dataclass(frozen=True, slots=True)
class CardsMucked:
    """A player threw their hand away unseen at the showdown."""

    seat: int
    """Who mucked."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "CardsMucked", "seat": self.seat}


@quick_init
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
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {
            "type": "PotAwarded",
            "pot_index": self.pot_index,
            "amount": self.amount,
            "winners": list(self.winners),
            "shares": list(self.shares),
            "hand_description": self.hand_description,
        }


@quick_init
@dataclass(frozen=True, slots=True)
class HandEnded:
    """The hand is over; the final stacks of everyone dealt in."""

    stacks: tuple[tuple[int, int], ...]
    """(seat, final stack) pairs, in deal order."""
    is_private: ClassVar[bool] = False

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe form."""
        return {"type": "HandEnded", "stacks": _pairs(self.stacks)}


@quick_init
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


def _as_posts(value: object) -> tuple[tuple[int, Post], ...]:
    posts = []
    for item in _as_list(value):
        seat, post = _as_list(item)
        posts.append((_as_int(seat), Post(str(post))))
    return tuple(posts)


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
                bool(d.get("dead_small_blind", False)),
                _as_posts(d.get("posts", [])),
            )
        case "AntePosted":
            return AntePosted(_as_int(d["seat"]), _as_int(d["amount"]), bool(d["is_all_in"]))
        case "BlindPosted":
            return BlindPosted(
                _as_int(d["seat"]),
                _as_int(d["amount"]),
                Blind(str(d["blind"])),
                bool(d["is_all_in"]),
                bool(d.get("is_dead", False)),
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
                Street(str(d["street"])), _as_cards(d["cards"]), _as_cards(d["board"])
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
            )
        case "HandEnded":
            return HandEnded(_as_pairs(d["stacks"]))
        case "HandVoided":
            return HandVoided(_as_pairs(d["refunds"]))
        case other:
            raise ValueError(f"Unknown event type {other!r}.")
