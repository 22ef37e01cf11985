"""PHH notation: the TOML values, the fields of a hand history, and the action strings.

Private part of :mod:`holdem.phh`: what a PHH file's fields may hold and how they are
checked and converted (:data:`CONVERTERS`), the short action strings (``d dh p1 AcKd``,
``p3 cbr 60``...) parsed into :class:`Act` records, and TOML text written and read.
"""

from __future__ import annotations

import datetime
import re
import tomllib
from collections.abc import Callable
from enum import StrEnum, unique
from typing import TYPE_CHECKING, NamedTuple

from holdem.cards import Card
from holdem.errors import InvalidNotation

if TYPE_CHECKING:
    from holdem.phh import HandHistory

__all__ = [
    "CONVERTERS",
    "REQUIRED",
    "Act",
    "TomlValue",
    "Variant",
    "check_history",
    "field_belongs",
    "parse_action",
    "parse_toml",
    "player_count",
    "toml_value",
]


@unique
class Variant(StrEnum):
    """The PHH variant codes this engine plays."""

    NO_LIMIT_TEXAS_HOLDEM = "NT"
    """No-limit Texas Hold'em (needs ``min_bet``)."""
    FIXED_LIMIT_TEXAS_HOLDEM = "FT"
    """Fixed-limit Texas Hold'em (needs ``small_bet`` and ``big_bet``)."""


TomlValue = str | int | bool | datetime.time | tuple[int, ...] | tuple[str, ...] | Variant | None
"""The kinds of value a :class:`HandHistory` field holds."""

# --------------------------------------------------------------------------------------------
# Field conversion and checks


REQUIRED: dict[Variant, tuple[str, ...]] = {
    Variant.NO_LIMIT_TEXAS_HOLDEM: (
        "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions",
    ),
    Variant.FIXED_LIMIT_TEXAS_HOLDEM: (
        "antes", "blinds_or_straddles", "small_bet", "big_bet", "starting_stacks", "actions",
    ),
}  # fmt: skip

_LIMIT_ONLY = frozenset({"small_bet", "big_bet"})
_NO_LIMIT_ONLY = frozenset({"min_bet"})


def field_belongs(name: str, variant: Variant) -> bool:
    if name in _LIMIT_ONLY:
        return variant is Variant.FIXED_LIMIT_TEXAS_HOLDEM
    if name in _NO_LIMIT_ONLY:
        return variant is Variant.NO_LIMIT_TEXAS_HOLDEM
    return True


def _chips(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidNotation(f"{name!r} must hold whole numbers of chips, not {value!r}.")
    if isinstance(value, float):
        if not value.is_integer():
            raise InvalidNotation(f"{name!r} must hold whole numbers of chips, not {value!r}.")
        value = int(value)
    if value < 0:
        raise InvalidNotation(f"{name!r} cannot be negative ({value}).")
    return value


def player_count(value: object) -> int:
    if not isinstance(value, list | tuple):
        raise InvalidNotation("'starting_stacks' must be a list of chip counts.")
    if not 2 <= len(value) <= 10:
        raise InvalidNotation(f"A hand needs 2 to 10 players, not {len(value)}.")
    return len(value)


def _chip_list(name: str, value: object, count: int) -> tuple[int, ...]:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return (_chips(name, value),) * count
    if not isinstance(value, list | tuple):
        raise InvalidNotation(f"{name!r} must be a list of chip amounts.")
    if len(value) > count:
        raise InvalidNotation(f"{name!r} has {len(value)} entries for {count} players.")
    amounts = tuple(_chips(name, item) for item in value)
    return amounts + (0,) * (count - len(amounts))


def _exact_list(name: str, value: object, count: int) -> tuple[int, ...]:
    if not isinstance(value, list | tuple) or len(value) != count:
        raise InvalidNotation(f"{name!r} must list one number for each of the {count} players.")
    return tuple(_chips(name, item) for item in value)


def _text_list(name: str, value: object, count: int) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or len(value) != count:
        raise InvalidNotation(f"{name!r} must list one name for each of the {count} players.")
    return tuple(str(item) for item in value)


def _actions(name: str, value: object, count: int) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not all(isinstance(a, str) for a in value):
        raise InvalidNotation("'actions' must be a list of strings.")
    return tuple(value)


def _text(name: str, value: object, count: int) -> str:
    if not isinstance(value, str):
        raise InvalidNotation(f"{name!r} must be text, not {value!r}.")
    return value


def _number(name: str, value: object, count: int) -> int:
    return _chips(name, value)


def _text_or_number(name: str, value: object, count: int) -> int | str:
    return value if isinstance(value, str) else _chips(name, value)


def _flag(name: str, value: object, count: int) -> bool:
    if not isinstance(value, bool):
        raise InvalidNotation(f"{name!r} must be true or false, not {value!r}.")
    return value


def _clock(name: str, value: object, count: int) -> datetime.time:
    if isinstance(value, datetime.time):
        return value
    if isinstance(value, str):
        try:
            return datetime.time.fromisoformat(value)
        except ValueError:
            pass
    raise InvalidNotation(f"{name!r} must be a time of day, not {value!r}.")


_Converter = Callable[[str, object, int], object]

CONVERTERS: dict[str, _Converter] = {
    "ante_trimming_status": _flag,
    "antes": _chip_list,
    "blinds_or_straddles": _chip_list,
    "small_bet": _number,
    "big_bet": _number,
    "min_bet": _number,
    "starting_stacks": _exact_list,
    "actions": _actions,
    "author": _text,
    "event": _text,
    "url": _text,
    "venue": _text,
    "address": _text,
    "city": _text,
    "region": _text,
    "postal_code": _text,
    "country": _text,
    "time": _clock,
    "time_zone": _text,
    "day": _number,
    "month": _number,
    "year": _number,
    "hand": _text_or_number,
    "level": _number,
    "seats": _exact_list,
    "seat_count": _number,
    "table": _text_or_number,
    "players": _text_list,
    "finishing_stacks": _exact_list,
    "winnings": _exact_list,
    "currency": _text,
    "currency_symbol": _text,
    "time_limit": _number,
    "time_banks": _exact_list,
}


def check_history(history: HandHistory) -> None:
    count = player_count(history.starting_stacks)
    if not isinstance(history.variant, Variant):
        raise InvalidNotation(f"Unknown variant {history.variant!r}.")
    for name in REQUIRED[history.variant]:
        if getattr(history, name) is None:
            raise InvalidNotation(f"The hand history has no {name!r} field.")
    for name in ("antes", "blinds_or_straddles"):
        if len(getattr(history, name)) != count:
            raise InvalidNotation(f"{name!r} must have one entry per player.")
    for name in ("players", "seats", "finishing_stacks", "winnings", "time_banks"):
        value = getattr(history, name)
        if value is not None and len(value) != count:
            raise InvalidNotation(f"{name!r} must have one entry per player.")
    for index, text in enumerate(history.actions, 1):
        parse_action(text, count, index)


# --------------------------------------------------------------------------------------------
# Actions


class Act(NamedTuple):
    """One parsed PHH action."""

    player: int | None
    """The 0-based player (PHH index) acting or dealt to; None for the board."""
    verb: str
    """``dh``, ``db``, ``f``, ``cc``, ``cbr``, ``sm`` (show cards, or muck without),
    ``sh`` (``sm -``: show whatever was dealt) or ``""`` (a comment only)."""
    cards: tuple[Card | None, ...]
    """Cards dealt or shown; None for an unknown card (``??``)."""
    amount: int | None
    """The total of a ``cbr``."""


def _parse_cards(text: str, where: str) -> tuple[Card | None, ...]:
    if len(text) % 2:
        raise InvalidNotation(f"{where}: {text!r} is not a list of cards like 'AcKd'.")
    cards: list[Card | None] = []
    for i in range(0, len(text), 2):
        pair = text[i : i + 2]
        if pair == "??":
            cards.append(None)
        else:
            try:
                cards.append(Card(pair))
            except InvalidNotation:
                raise InvalidNotation(f"{where}: {pair!r} is not a card.") from None
    return tuple(cards)


def _parse_player(text: str, count: int, where: str) -> int:
    if text[:1] != "p" or not text[1:].isdigit():
        raise InvalidNotation(f"{where}: {text!r} is not a player like 'p1'.")
    number = int(text[1:])
    if not 1 <= number <= count:
        raise InvalidNotation(f"{where}: there is no player {text} in a {count}-player hand.")
    return number - 1


def parse_action(text: str, count: int, index: int) -> Act:
    where = f"Action {index} ({text!r})"
    words = text.split("#", 1)[0].split() if "#" in text else text.split()
    match words:
        case []:
            return Act(None, "", (), None)
        case ["d", "dh", player, cards]:
            return Act(_parse_player(player, count, where), "dh", _parse_cards(cards, where), None)
        case ["d", "db", cards]:
            return Act(None, "db", _parse_cards(cards, where), None)
        case [player, "f" | "cc" | "sm" as verb]:
            return Act(_parse_player(player, count, where), verb, (), None)
        case [player, "sm", "-"]:
            return Act(_parse_player(player, count, where), "sh", (), None)
        case [player, "sm", cards]:
            return Act(_parse_player(player, count, where), "sm", _parse_cards(cards, where), None)
        case [player, "cbr", amount]:
            seat = _parse_player(player, count, where)
            if not amount.isdigit():
                raise InvalidNotation(f"{where}: {amount!r} is not a whole number of chips.")
            return Act(seat, "cbr", (), int(amount))
        case _:
            raise InvalidNotation(f"{where} is not a Texas Hold'em PHH action.")


# --------------------------------------------------------------------------------------------
# TOML text


_PLAIN_TOML = re.compile(r'[^"\\\x00-\x1f\x7f]*')
"""Text a TOML basic string holds as it is: no quote, backslash or control character."""


def _toml_string(text: str) -> str:
    if _PLAIN_TOML.fullmatch(text):  # nearly always: "p1 cbr 60", a user id, a channel
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def toml_value(value: TomlValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, StrEnum):
        return _toml_string(value.value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime.time):
        return value.isoformat()
    if isinstance(value, tuple):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    raise TypeError(f"Cannot write {value!r} as TOML.")  # pragma: no cover - None is skipped


def parse_toml(text: str) -> dict[str, object]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InvalidNotation(f"The file is not valid TOML: {error}.") from None
