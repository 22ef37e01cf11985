"""Hand histories in PHH, the open TOML format that PokerKit reads and writes.

A PHH file (``.phh``) holds one hand: the game (``variant``, ``antes``,
``blinds_or_straddles``, ``min_bet`` or ``small_bet``/``big_bet``), the ``starting_stacks``
and the ``actions`` as short strings; a ``.phhs`` file holds several, as TOML tables
``[1]``, ``[2]``, ... We read and write the two Texas Hold'em variants, ``NT`` (no-limit)
and ``FT`` (fixed-limit).

Players are numbered ``p1``, ``p2``, ... in position order, as PokerKit numbers them: the
first player dealt to (left of the button) is ``p1`` and the button is last. Heads-up the
big blind is ``p1`` and the button (the small blind) ``p2``; PokerKit reverses the blind
list itself, so ``blinds_or_straddles = [1, 2]`` is right for any number of players.

The actions this module reads and writes::

    d dh p1 AcKd      hole cards dealt to p1 (``????`` when hidden from the viewer)
    d db 7h8h9h       board cards (flop, then turn, then river)
    p3 f              fold
    p3 cc             check or call
    p3 cbr 60         bet or raise to 60 (the total of the round)
    p3 sm AcKd        show at the showdown
    p3 sm             muck at the showdown

Text after `` # `` is a comment. :func:`replay` plays a history through
:class:`holdem.hand.HandState` and returns the finishing stacks. It plays our house rules,
so it refuses what they cannot express (``min_bet`` other than the big blind, limit bets
other than one and two big blinds, blinds other than small, big and a straddle of twice the
big blind, antes other than equal ones or one big-blind ante) and, like PokerKit with
``ante_trimming_status = false``, treats antes as dead money in the main pot. Where our
rules differ from PokerKit's (docs/RULES.md section 13: a short big blind, the raise over a
straddle, the limit cap and half-bet rule; also a straddle is posted only in full, and split
pots are divided pot by pot) a PokerKit history can replay to other stacks or be refused.

>>> history = loads('''
... variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... min_bet = 2
... starting_stacks = [100, 100]
... actions = ["d dh p1 AcAd", "d dh p2 7c2d", "p2 f"]
... ''')
>>> history.variant, history.starting_stacks
(<Variant.NO_LIMIT_TEXAS_HOLDEM: 'NT'>, (100, 100))
>>> loads(dumps(history)) == history
True
"""

from __future__ import annotations

import datetime
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from enum import StrEnum, unique
from itertools import combinations
from typing import NamedTuple

from holdem.actions import Action, ActionKind
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street
from holdem.cards import FULL_DECK, Card
from holdem.deck import Deck
from holdem.errors import HoldemError, IllegalAction, InvalidNotation, NotYourTurn
from holdem.events import (
    ActionTaken,
    BoardDealt,
    CardsMucked,
    CardsShown,
    HandEnded,
    HandStarted,
    HandVoided,
    HoleCardsDealt,
)
from holdem.hand import HandState

__all__ = [
    "HandHistory",
    "Variant",
    "dumps",
    "dumps_many",
    "loads",
    "loads_many",
    "replay",
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


@dataclass(frozen=True, slots=True, kw_only=True)
class HandHistory:
    """One hand in PHH terms: the game, the starting stacks and the actions, in PHH order.

    Lists are tuples so that a history is immutable and ``==`` compares content;
    ``loads(dumps(h)) == h`` always holds. Optional fields are None when absent.
    """

    variant: Variant
    """``NT`` or ``FT``."""
    ante_trimming_status: bool = False
    """PokerKit's switch for treating antes as bets whose uncalled part goes back."""
    antes: tuple[int, ...]
    """Each player's ante, in PHH order."""
    blinds_or_straddles: tuple[int, ...]
    """Each player's blind or straddle, in PHH order (``[1, 2, 0, ...]``)."""
    small_bet: int | None = None
    """The fixed-limit small bet (``FT`` only)."""
    big_bet: int | None = None
    """The fixed-limit big bet (``FT`` only)."""
    min_bet: int | None = None
    """The smallest no-limit bet (``NT`` only)."""
    starting_stacks: tuple[int, ...]
    """Each player's chips before the antes and blinds, in PHH order."""
    actions: tuple[str, ...]
    """The dealer's and players' actions, in order (see the module docstring)."""
    author: str | None = None
    """Who wrote the history."""
    event: str | None = None
    """The event or tournament."""
    url: str | None = None
    """Where the hand comes from."""
    venue: str | None = None
    """The card room."""
    address: str | None = None
    """The venue's address."""
    city: str | None = None
    """The venue's city."""
    region: str | None = None
    """The venue's region."""
    postal_code: str | None = None
    """The venue's postal code."""
    country: str | None = None
    """The venue's country."""
    time: datetime.time | None = None
    """The local time the hand started."""
    time_zone: str | None = None
    """The time zone of :attr:`time`."""
    day: int | None = None
    """The day of the month."""
    month: int | None = None
    """The month (1-12)."""
    year: int | None = None
    """The year."""
    hand: int | str | None = None
    """The hand's number or name."""
    level: int | None = None
    """The tournament level."""
    seats: tuple[int, ...] | None = None
    """Each player's seat number (1-based), in PHH order."""
    seat_count: int | None = None
    """The number of seats at the table."""
    table: int | str | None = None
    """The table's number or name."""
    players: tuple[str, ...] | None = None
    """Each player's name, in PHH order."""
    finishing_stacks: tuple[int, ...] | None = None
    """Each player's chips after the hand, in PHH order."""
    winnings: tuple[int, ...] | None = None
    """What each player won, in PHH order."""
    currency: str | None = None
    """The currency of the amounts."""
    currency_symbol: str | None = None
    """The currency's symbol."""
    time_limit: int | None = None
    """Seconds per action."""
    time_banks: tuple[int, ...] | None = None
    """Each player's time bank in seconds, in PHH order."""

    def __post_init__(self) -> None:
        """Check that the history describes a Hold'em hand we can play.

        Raises:
            InvalidNotation: if a field is missing, inconsistent or malformed.
        """
        _check_history(self)

    @property
    def player_count(self) -> int:
        """The number of players dealt in."""
        return len(self.starting_stacks)

    def to_dict(self) -> dict[str, TomlValue]:
        """The fields that are set, by PHH name, in PokerKit's order (lists as tuples)."""
        result: dict[str, TomlValue] = {}
        for spec in fields(self):
            value = getattr(self, spec.name)
            if value is not None and _field_belongs(spec.name, self.variant):
                result[spec.name] = value
        return result

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HandHistory:
        """A history from a mapping of PHH fields, such as a parsed TOML table.

        Unknown fields (such as PokerKit's ``_``-prefixed user-defined ones) are ignored.

        Raises:
            InvalidNotation: if a field is missing, of the wrong type, or inconsistent.
        """
        variant_text = data.get("variant")
        if variant_text is None:
            raise InvalidNotation("The hand history has no 'variant' field.")
        try:
            variant = Variant(str(variant_text))
        except ValueError:
            raise InvalidNotation(
                f"Unknown variant {variant_text!r}: only 'NT' and 'FT' are Texas Hold'em."
            ) from None
        for name in _REQUIRED[variant]:
            if name not in data:
                raise InvalidNotation(f"The hand history has no {name!r} field.")
        count = _player_count(data.get("starting_stacks"))
        values: dict[str, object] = {"variant": variant}
        for name, convert in _CONVERTERS.items():
            if name in data and _field_belongs(name, variant):
                values[name] = convert(name, data[name], count)
        return cls(**values)  # type: ignore[arg-type]

    @classmethod
    def from_state(
        cls,
        state: HandState,
        *,
        viewer_seat: int | None = None,
        hide_unshown: bool = False,
        players: Mapping[int, str] | None = None,
        **metadata: int | str,
    ) -> HandHistory:
        """The history of a hand played by our engine, as seen by one viewer or by all.

        With neither ``viewer_seat`` nor ``hide_unshown`` every hole card is written (the
        house record). With ``viewer_seat`` the viewer sees their own cards and the hands
        shown at the showdown; with ``hide_unshown`` only shown hands. Hidden cards are
        written ``????`` (``d dh p3 ????``). ``players`` names the seats (by seat number);
        ``metadata`` sets optional fields such as ``hand=12`` or ``table="general"``.

        Raises:
            InvalidNotation: if the hand was voided, is pot-limit (PHH has no pot-limit
                Hold'em) or a metadata name is not a PHH field.
        """
        return _from_state(
            cls,
            state,
            viewer_seat=viewer_seat,
            hide_unshown=hide_unshown or viewer_seat is not None,
            players=players,
            metadata=metadata,
        )


# --------------------------------------------------------------------------------------------
# Field conversion and checks


_REQUIRED: dict[Variant, tuple[str, ...]] = {
    Variant.NO_LIMIT_TEXAS_HOLDEM: (
        "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions",
    ),
    Variant.FIXED_LIMIT_TEXAS_HOLDEM: (
        "antes", "blinds_or_straddles", "small_bet", "big_bet", "starting_stacks", "actions",
    ),
}  # fmt: skip

_LIMIT_ONLY = frozenset({"small_bet", "big_bet"})
_NO_LIMIT_ONLY = frozenset({"min_bet"})


def _field_belongs(name: str, variant: Variant) -> bool:
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


def _player_count(value: object) -> int:
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

_CONVERTERS: dict[str, _Converter] = {
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


def _check_history(history: HandHistory) -> None:
    count = _player_count(history.starting_stacks)
    if not isinstance(history.variant, Variant):
        raise InvalidNotation(f"Unknown variant {history.variant!r}.")
    for name in _REQUIRED[history.variant]:
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
        _parse_action(text, count, index)


# --------------------------------------------------------------------------------------------
# Actions


class _Act(NamedTuple):
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


def _parse_action(text: str, count: int, index: int) -> _Act:
    where = f"Action {index} ({text!r})"
    words = text.split("#", 1)[0].split() if "#" in text else text.split()
    match words:
        case []:
            return _Act(None, "", (), None)
        case ["d", "dh", player, cards]:
            return _Act(_parse_player(player, count, where), "dh", _parse_cards(cards, where), None)
        case ["d", "db", cards]:
            return _Act(None, "db", _parse_cards(cards, where), None)
        case [player, "f" | "cc" | "sm" as verb]:
            return _Act(_parse_player(player, count, where), verb, (), None)
        case [player, "sm", "-"]:
            return _Act(_parse_player(player, count, where), "sh", (), None)
        case [player, "sm", cards]:
            return _Act(_parse_player(player, count, where), "sm", _parse_cards(cards, where), None)
        case [player, "cbr", amount]:
            seat = _parse_player(player, count, where)
            if not amount.isdigit():
                raise InvalidNotation(f"{where}: {amount!r} is not a whole number of chips.")
            return _Act(seat, "cbr", (), int(amount))
        case _:
            raise InvalidNotation(f"{where} is not a Texas Hold'em PHH action.")


# --------------------------------------------------------------------------------------------
# Text: loads and dumps


def _toml_string(text: str) -> str:
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


def _toml_value(value: TomlValue) -> str:
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
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    raise TypeError(f"Cannot write {value!r} as TOML.")  # pragma: no cover - None is skipped


def dumps(history: HandHistory) -> str:
    """Write one hand history as PHH text (TOML), fields in PokerKit's order.

    >>> h = HandHistory(variant=Variant.NO_LIMIT_TEXAS_HOLDEM, antes=(0, 0),
    ...                 blinds_or_straddles=(1, 2), min_bet=2, starting_stacks=(50, 80),
    ...                 actions=("d dh p1 ????", "d dh p2 ????", "p2 f"), hand=7)
    >>> print(dumps(h))
    variant = "NT"
    ante_trimming_status = false
    antes = [0, 0]
    blinds_or_straddles = [1, 2]
    min_bet = 2
    starting_stacks = [50, 80]
    actions = ["d dh p1 ????", "d dh p2 ????", "p2 f"]
    hand = 7
    <BLANKLINE>
    """
    lines = [f"{name} = {_toml_value(value)}" for name, value in history.to_dict().items()]
    return "\n".join(lines) + "\n"


def dumps_many(histories: Iterable[HandHistory]) -> str:
    """Write several hand histories as one ``.phhs`` text: tables ``[1]``, ``[2]``, ..."""
    return "\n".join(f"[{i}]\n{dumps(h)}" for i, h in enumerate(histories, 1))


def _parse_toml(text: str) -> dict[str, object]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InvalidNotation(f"The file is not valid TOML: {error}.") from None


def loads(text: str) -> HandHistory:
    """Read one hand history from PHH text.

    Raises:
        InvalidNotation: if the text is not TOML or not a Texas Hold'em hand history.
    """
    return HandHistory.from_dict(_parse_toml(text))


def _sections(text: str) -> list[tuple[str, object]]:
    """The ``.phhs`` tables in file order; a table that is not a mapping stays as it is."""
    return list(_parse_toml(text).items())


def _section_history(name: str, value: object) -> HandHistory:
    if not isinstance(value, dict):
        raise InvalidNotation(f"[{name}] is not a table of PHH fields.")
    try:
        return HandHistory.from_dict(value)
    except InvalidNotation as error:
        raise InvalidNotation(f"[{name}]: {error.reason}") from None


def loads_many(text: str) -> tuple[HandHistory, ...]:
    r"""Read every hand of ``.phhs`` text (TOML tables ``[1]``, ``[2]``, ...).

    >>> loads_many('[1]\nvariant = "XY"')
    Traceback (most recent call last):
    ...
    holdem.errors.InvalidNotation: [1]: Unknown variant 'XY': only 'NT' and 'FT' are Texas Hold'em.

    Raises:
        InvalidNotation: if the text is not TOML or a table is not a hand history.
    """
    return tuple(_section_history(name, value) for name, value in _sections(text))


# --------------------------------------------------------------------------------------------
# From our engine: export


def _from_state(
    cls: type[HandHistory],
    state: HandState,
    *,
    viewer_seat: int | None,
    hide_unshown: bool,
    players: Mapping[int, str] | None,
    metadata: Mapping[str, int | str],
) -> HandHistory:
    events = state.history
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    if started is None:
        raise InvalidNotation("The hand has not started.")
    if any(isinstance(e, HandVoided) for e in events):
        raise InvalidNotation("A voided hand has no hand history.")
    config = started.hand_config
    seats = started.seats
    index = {seat: i for i, seat in enumerate(seats)}
    count = len(seats)
    if config.structure is BettingStructure.POT_LIMIT:
        raise InvalidNotation("PHH has no pot-limit Texas Hold'em variant.")

    shown: dict[int, tuple[Card, ...]] = {
        e.seat: e.cards for e in events if isinstance(e, CardsShown)
    }
    lines: list[str] = []
    showdown: list[str] = []
    cut = 0  # showdown lines go after the last deal or bet: PokerKit shows before a run-out
    for event in events:
        if isinstance(event, HoleCardsDealt):
            cards = event.cards
            if hide_unshown and event.seat != viewer_seat:
                cards = shown.get(event.seat, ())
            text = "".join(map(str, cards)) if cards else "??" * len(event.cards)
            lines.append(f"d dh p{index[event.seat] + 1} {text}")
            cut = len(lines)
        elif isinstance(event, BoardDealt):
            lines.append(f"d db {''.join(map(str, event.cards))}")
        elif isinstance(event, ActionTaken) and event.action.kind in _BET_WORDS:
            lines.append(_action_line(index[event.seat] + 1, event))
            cut = len(lines)
        elif isinstance(event, CardsShown):
            showdown.append(f"p{index[event.seat] + 1} sm {''.join(map(str, event.cards))}")
        elif isinstance(event, CardsMucked):
            showdown.append(f"p{index[event.seat] + 1} sm")
    actions = (*lines[:cut], *showdown, *lines[cut:])

    finishing: tuple[int, ...] | None = None
    ended = next((e for e in events if isinstance(e, HandEnded)), None)
    if ended is not None:
        final = dict(ended.stacks)
        finishing = tuple(final[seat] for seat in seats)
    unknown = sorted(set(metadata) - _METADATA)
    if unknown:
        raise InvalidNotation(f"{unknown[0]!r} is not an optional PHH field.")
    antes = _antes(config, count)
    blinds = [config.small_blind, config.big_blind] + [0] * (count - 2)
    if config.straddle and count >= 3:
        blinds[2] = config.straddle_amount
    limit = config.structure is BettingStructure.FIXED_LIMIT
    return cls(
        variant=Variant.FIXED_LIMIT_TEXAS_HOLDEM if limit else Variant.NO_LIMIT_TEXAS_HOLDEM,
        ante_trimming_status=False,
        antes=antes,
        blinds_or_straddles=tuple(blinds),
        min_bet=None if limit else config.big_blind,
        small_bet=config.big_blind if limit else None,
        big_bet=2 * config.big_blind if limit else None,
        starting_stacks=tuple(started.stacks),
        actions=actions,
        seats=tuple(seat + 1 for seat in seats),
        players=None if players is None else tuple(players.get(seat, "") for seat in seats),
        finishing_stacks=finishing,
        **{k: _CONVERTERS[k](k, v, count) for k, v in metadata.items()},  # type: ignore[arg-type]
    )


_METADATA = frozenset(_CONVERTERS) - frozenset(
    ("ante_trimming_status", "antes", "blinds_or_straddles", "small_bet", "big_bet",
     "min_bet", "starting_stacks", "actions", "players", "seats", "finishing_stacks")
)  # fmt: skip

_BET_WORDS = {
    ActionKind.FOLD: "f",
    ActionKind.CHECK: "cc",
    ActionKind.CALL: "cc",
    ActionKind.BET: "cbr",
    ActionKind.RAISE: "cbr",
}


def _action_line(player: int, event: ActionTaken) -> str:
    word = _BET_WORDS[event.action.kind]
    if word == "cbr":
        return f"p{player} cbr {event.bet_to}"
    return f"p{player} {word}"


def _antes(config: HandConfig, count: int) -> tuple[int, ...]:
    if config.ante == 0:
        return (0,) * count
    if config.ante_mode is AnteMode.BIG_BLIND:
        # PHH lists antes by position; position 2 is the big blind (PokerKit swaps heads-up).
        return (0, config.ante * count) + (0,) * (count - 2)
    return (config.ante,) * count


# --------------------------------------------------------------------------------------------
# Into our engine: replay


def _config(history: HandHistory) -> HandConfig:
    """Our hand config for a history's stakes; refuse what our engine cannot play."""
    count = history.player_count
    blinds = history.blinds_or_straddles
    small, big = blinds[0], blinds[1]
    straddle = count >= 3 and blinds[2] != 0
    if not 0 < small <= big:
        raise InvalidNotation(f"Blinds {list(blinds)}: need a small blind and a big blind.")
    if (straddle and blinds[2] != 2 * big) or any(blinds[3 if count >= 3 else 2 :]):
        raise InvalidNotation(
            f"Blinds {list(blinds)}: only the small and big blind and a straddle of twice "
            "the big blind (left of the big blind) are supported."
        )
    antes = history.antes
    ante, mode = antes[0], AnteMode.EVERY_PLAYER
    if len(set(antes)) > 1:
        big_blind_ante = antes[1]
        if any(antes[:1] + antes[2:]) or big_blind_ante % count:
            raise InvalidNotation(
                f"Antes {list(antes)}: only equal antes or one big-blind ante are supported."
            )
        ante, mode = big_blind_ante // count, AnteMode.BIG_BLIND
    if history.variant is Variant.NO_LIMIT_TEXAS_HOLDEM:
        structure = BettingStructure.NO_LIMIT
        if history.min_bet != big:
            raise InvalidNotation(f"min_bet {history.min_bet}: must equal the big blind {big}.")
    else:
        structure = BettingStructure.FIXED_LIMIT
        if history.small_bet != big or history.big_bet != 2 * big:
            raise InvalidNotation(
                f"small_bet {history.small_bet}, big_bet {history.big_bet}: must be the big "
                f"blind {big} and twice it."
            )
    try:
        return HandConfig(
            structure=structure,
            small_blind=small,
            big_blind=big,
            ante=ante,
            ante_mode=mode,
            straddle=straddle,
        )
    except ValueError as error:
        raise InvalidNotation(str(error)) from None


def _deal_plan(history: HandHistory, acts: Sequence[_Act]) -> tuple[list[list[Card]], list[Card]]:
    """The hole cards and board to stack the deck with; unknown cards are filled in."""
    count = history.player_count
    holes: list[list[Card | None]] = [[] for _ in range(count)]
    shown: dict[int, tuple[Card | None, ...]] = {}
    board: list[Card | None] = []
    mucked: set[int] = set()
    for act in acts:
        if act.verb == "dh" and act.player is not None:
            holes[act.player].extend(act.cards)
        elif act.verb == "db":
            board.extend(act.cards)
        elif act.verb == "sm" and act.player is not None:
            if act.cards:
                shown[act.player] = act.cards
            else:
                mucked.add(act.player)
    for player, cards in shown.items():
        hole = holes[player]
        if len(cards) != len(hole):
            raise InvalidNotation(f"p{player + 1} shows {len(cards)} cards but holds {len(hole)}.")
        for i, card in enumerate(cards):
            if hole[i] is not None and card is not None and hole[i] != card:
                raise InvalidNotation(f"p{player + 1} shows {card}, which they were not dealt.")
            if hole[i] is None:
                hole[i] = card
    for player, hole in enumerate(holes):
        if len(hole) != 2:
            raise InvalidNotation(f"p{player + 1} must be dealt two hole cards, not {len(hole)}.")
    if len(board) > 5:
        raise InvalidNotation(f"The board has {len(board)} cards; Texas Hold'em has five.")
    known = [c for c in (*(c for h in holes for c in h), *board) if c is not None]
    repeated = sorted({str(c) for c in known if known.count(c) > 1})
    if repeated:
        raise InvalidNotation(f"Card {repeated[0]} is dealt twice.")
    spare = [c for c in FULL_DECK if c not in set(known)]
    filled_board = [c if c is not None else spare.pop() for c in board]
    for player in sorted(mucked, key=lambda p: holes[p].count(None), reverse=True):
        if None in holes[player] and len(filled_board) == 5:
            holes[player] = list(_weakest_hole(holes[player], filled_board, spare))
    full_holes = [[c if c is not None else spare.pop(0) for c in hole] for hole in holes]
    return full_holes, filled_board


def _weakest_hole(
    hole: Sequence[Card | None], board: Sequence[Card], spare: list[Card]
) -> tuple[Card, ...]:
    """Fill a mucked, unseen hand with the weakest spare cards: it must not win by accident."""
    from holdem.evaluator import evaluate

    known = [c for c in hole if c is not None]
    need = len(hole) - len(known)
    best: tuple[Card, ...] = ()
    best_value = 0
    for extra in combinations(spare, need):
        value = evaluate((*known, *extra, *board)).value
        if not best or value < best_value:
            best, best_value = extra, value
    for card in best:
        spare.remove(card)
    return (*known, *best)


def replay(history: HandHistory) -> tuple[int, ...]:
    """Play a hand history through our engine; the finishing stacks, in PHH order.

    Hidden hole cards (``????``) are filled with unused cards (for a hand mucked unseen, the
    weakest there are). The history's own ``finishing_stacks`` are not consulted.

    >>> replay(loads('''
    ... variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 6", "p1 f", "p2 f"]
    ... '''))
    (99, 98, 103)

    Raises:
        InvalidNotation: if the history is malformed or uses rules our engine does not play.
        IllegalAction: if an action is not legal (the reason names the action).
    """
    count = history.player_count
    acts = [_parse_action(text, count, i) for i, text in enumerate(history.actions, 1)]
    config = _config(history)
    holes, board = _deal_plan(history, acts)
    deck = Deck.scripted(holes, board)
    stacks = dict(enumerate(history.starting_stacks))
    try:
        state = HandState.start(config, stacks, count - 1, deck)
    except ValueError as error:
        raise InvalidNotation(f"The hand cannot start: {error}") from None
    run = _Replay(state)
    for number, (act, text) in enumerate(zip(acts, history.actions, strict=True), 1):
        try:
            run.step(act)
        except HoldemError as error:
            raise type(error)(f"Action {number} ({text!r}): {error.reason}") from None
    run.finish_showdown()
    seats = state.seats
    if not state.is_over:
        who = state.to_act
        player = "" if who is None else f" (p{seats.index(who) + 1} to act)"
        raise InvalidNotation(f"The history ends before the hand is over{player}.")
    final = state.stacks
    return tuple(final[seat] for seat in seats)


class _Replay:
    """Feeds parsed PHH actions to one of our hands."""

    def __init__(self, state: HandState) -> None:
        self.state = state
        self.seats = state.seats
        self.seen_board = 0
        self.pending: dict[int, bool] = {}  # seat -> show? (a PHH show/muck not yet asked)

    def step(self, act: _Act) -> None:
        """Apply one PHH action; dealing lines are checked against what our dealer did."""
        state = self.state
        if act.verb == "db":
            board = state.board
            new = self.seen_board + len(act.cards)
            if len(board) < new:
                raise IllegalAction("The board is dealt before the betting round is over.")
            for card, dealt in zip(act.cards, board[self.seen_board : new], strict=True):
                if card is not None and card != dealt:
                    raise InvalidNotation(f"The board card {card} differs from {dealt}.")
            self.seen_board = new
            return
        if act.player is None or act.verb == "dh":
            return
        seat = self.seats[act.player]
        if act.verb in ("sm", "sh"):
            self.pending[seat] = act.verb == "sh" or bool(act.cards)
            self._settle_pending()
            return
        if state.to_act != seat:
            raise NotYourTurn(f"It is not p{act.player + 1}'s turn.")
        legal = state.legal_actions(seat)
        if act.verb == "f":
            action = Action.fold()
        elif act.verb == "cc":
            action = Action.check() if legal.can_check else Action.call()
        else:
            amount = act.amount or 0
            action = Action.bet(amount) if legal.can_bet else Action.raise_to(amount)
        state.apply(seat, action)
        self._settle_pending()

    def _settle_pending(self) -> None:
        """Give the engine the show-or-muck choices the history made, once it asks."""
        state = self.state
        while state.street is Street.SHOWDOWN and state.to_act in self.pending:
            seat = state.to_act
            show = self.pending.pop(seat)
            state.apply(seat, Action.show() if show else Action.muck())

    def finish_showdown(self) -> None:
        """Settle the choices the history leaves out: muck what cannot win."""
        self._settle_pending()
        state = self.state
        while state.street is Street.SHOWDOWN and state.to_act is not None:
            state.apply(state.to_act, Action.muck())
