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
big blind, antes other than equal ones or one big-blind ante). Where our rules differ from
PokerKit's (docs/RULES.md, "Where we differ from PokerKit": a short big blind, the raise
over a straddle, the limit cap, half-bet rule and completions, a player all-in for part of
the ante; also a straddle is posted only in full, and split pots are divided pot by pot) a
PokerKit history can replay to other stacks or be refused. An exported hand lists a
straddle only when one was posted.

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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields

from holdem._phh_replay import replay
from holdem._phh_toml import (
    CONVERTERS,
    REQUIRED,
    TomlValue,
    Variant,
    check_history,
    field_belongs,
    parse_toml,
    player_count,
    toml_value,
)
from holdem.actions import ActionKind
from holdem.betting import AnteMode, BettingStructure, HandConfig
from holdem.cards import Card
from holdem.errors import InvalidNotation
from holdem.events import (
    ActionTaken,
    Blind,
    BlindPosted,
    BoardDealt,
    CardsMucked,
    CardsShown,
    HandEnded,
    HandStarted,
    HandVoided,
    HoleCardsDealt,
)
from holdem.hand import HandState
from holdem.records import quick_init

__all__ = [
    "HandHistory",
    "Variant",
    "dumps",
    "dumps_many",
    "loads",
    "loads_many",
    "replay",
]


@quick_init
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
        check_history(self)

    @property
    def player_count(self) -> int:
        """The number of players dealt in."""
        return len(self.starting_stacks)

    def to_dict(self) -> dict[str, TomlValue]:
        """The fields that are set, by PHH name, in PokerKit's order (lists as tuples)."""
        result: dict[str, TomlValue] = {}
        for spec in fields(self):
            value = getattr(self, spec.name)
            if value is not None and field_belongs(spec.name, self.variant):
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
        for name in REQUIRED[variant]:
            if name not in data:
                raise InvalidNotation(f"The hand history has no {name!r} field.")
        count = player_count(data.get("starting_stacks"))
        values: dict[str, object] = {"variant": variant}
        for name, convert in CONVERTERS.items():
            if name in data and field_belongs(name, variant):
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
# Text: loads and dumps


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
    lines = [f"{name} = {toml_value(value)}" for name, value in history.to_dict().items()]
    return "\n".join(lines) + "\n"


def dumps_many(histories: Iterable[HandHistory]) -> str:
    """Write several hand histories as one ``.phhs`` text: tables ``[1]``, ``[2]``, ..."""
    return "\n".join(f"[{i}]\n{dumps(h)}" for i, h in enumerate(histories, 1))


def loads(text: str) -> HandHistory:
    """Read one hand history from PHH text.

    Raises:
        InvalidNotation: if the text is not TOML or not a Texas Hold'em hand history.
    """
    return HandHistory.from_dict(parse_toml(text))


def _sections(text: str) -> list[tuple[str, object]]:
    """The ``.phhs`` tables in file order; a table that is not a mapping stays as it is."""
    return list(parse_toml(text).items())


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
    if started.dead_small_blind:  # the big blind is the first player left of the button
        blinds = [config.big_blind] + [0] * (count - 1)
    straddled = any(isinstance(e, BlindPosted) and e.blind is Blind.STRADDLE for e in events)
    if straddled:
        blinds[1 if started.dead_small_blind else 2] = config.straddle_amount  # only if posted
    if started.posts:  # players coming in: a live big blind; a dead small blind, as an ante
        dead = list(antes)
        for seat, post in started.posts:
            if post.is_live and not blinds[index[seat]]:
                blinds[index[seat]] = config.big_blind
            if post.is_dead:
                dead[index[seat]] += config.small_blind
        antes = tuple(dead)
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
        **{k: CONVERTERS[k](k, v, count) for k, v in metadata.items()},  # type: ignore[arg-type]
    )


_METADATA = frozenset(CONVERTERS) - frozenset(
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
