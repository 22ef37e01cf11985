"""Hands written in PokerStars' hand-history text, the form hand trackers import.

PokerTracker, Hold'em Manager and fpdb read PokerStars' text; converters from other rooms
exist only to produce it. :func:`write_hand` writes one hand played by our engine in its
play-money form, as seen by one member: their own hole cards (``Dealt to``) and the hands
shown at the showdown, never a hand mucked or folded unseen. Pure: the caller gives the
names as the table showed them and the hand's metadata (:class:`StarsHeader`).

The lines, in order::

    PokerStars Hand #70000012:  Hold'em No Limit (5/10) - 2026/12/02 06:00:00 ET
    Table 'poker' 6-max (Play Money) Seat #3 is the button
    Seat 1: ann (1000 in chips)
    ann: posts small blind 5
    *** HOLE CARDS ***
    Dealt to ann [Ah Kd]
    bob: raises 20 to 30            (the increment over the bet faced, then the total)
    Uncalled bet (20) returned to bob
    *** FLOP *** [2c 3d 4h]   *** TURN *** [2c 3d 4h] [5s]   *** RIVER *** ...
    *** SHOW DOWN ***
    ann collected 60 from pot       (``from main pot`` / ``from side pot-1`` with side pots)
    *** SUMMARY ***
    Total pot 60 | Rake 0
    Board [2c 3d 4h 5s 6c]
    Seat 1: ann (small blind) showed [Ah Kd] and won (60) with ...

A hand run twice writes its own streets ``*** FIRST FLOP ***`` ... ``*** SECOND RIVER ***``
(the cards both runs share once, before them), a ``*** FIRST SHOW DOWN ***`` and a
``*** SECOND SHOW DOWN ***`` with each run's collections, and ``Hand was run twice`` with
both boards in the summary. Pot-limit and fixed-limit hands say ``Pot Limit`` and
``Limit (bet/big bet)``; a match's or sit-and-go's hands have the tournament header.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from holdem.actions import ActionKind
from holdem.betting import BettingStructure
from holdem.cards import Card
from holdem.errors import InvalidNotation
from holdem.events import (
    ActionTaken,
    AntePosted,
    Blind,
    BlindPosted,
    BoardDealt,
    CardsMucked,
    CardsShown,
    HandEnded,
    HandStarted,
    HandVoided,
    HoleCardsDealt,
    PotAwarded,
    UncalledBetReturned,
)
from holdem.hand import HandState, Street

__all__ = ["StarsHeader", "eastern_time", "stars_hand_number", "write_hand", "write_hands"]

_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
_STREET_WORDS = {Street.FLOP: "FLOP", Street.TURN: "TURN", Street.RIVER: "RIVER"}
_FOLDED_ON = {
    Street.PREFLOP: "before Flop",
    Street.FLOP: "on the Flop",
    Street.TURN: "on the Turn",
    Street.RIVER: "on the River",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class StarsHeader:
    """What the hand's first two lines say besides the hand itself."""

    hand_number: int
    """The number after ``PokerStars Hand #`` (digits only: see :func:`stars_hand_number`)."""
    table_name: str
    """The table's name, between quotes."""
    max_seats: int
    """The table's seats (``6-max``)."""
    started_at: datetime.datetime
    """When the hand was dealt (timezone-aware); written in Eastern time."""
    tournament: int | None = None
    """A match's or sit-and-go's tournament number: the tournament header; None for cash."""
    buy_in: int = 0
    """The tournament's entry fee, in chips."""
    level: int = 1
    """The tournament's blind level (1 upward)."""
    match: bool = False
    """A heads-up match (``Match Round I, Level I``) rather than a sit-and-go."""


def stars_hand_number(table_id: int, hand_no: int) -> int:
    """A hand's number for trackers: digits only, one per hand of the server.

    >>> stars_hand_number(7, 12)
    7000012
    """
    return table_id * 1_000_000 + hand_no


def eastern_time(moment: datetime.datetime) -> str:
    """``YYYY/MM/DD HH:MM:SS`` in US Eastern time, as PokerStars stamps its hands.

    Daylight saving is reckoned by the US rule (second Sunday of March to the first Sunday
    of November, 2 a.m.), so no time-zone database is needed.

    >>> eastern_time(datetime.datetime(2026, 12, 2, 6, 0, tzinfo=datetime.UTC))
    '2026/12/02 01:00:00'
    >>> eastern_time(datetime.datetime(2026, 7, 1, 12, 30, 5, tzinfo=datetime.UTC))
    '2026/07/01 08:30:05'
    """
    utc = moment.astimezone(datetime.UTC)
    year = utc.year
    march = datetime.datetime(year, 3, 8, tzinfo=datetime.UTC)
    march += datetime.timedelta(days=(6 - march.weekday()) % 7)
    november = datetime.datetime(year, 11, 1, tzinfo=datetime.UTC)
    november += datetime.timedelta(days=(6 - november.weekday()) % 7)
    summer = march + datetime.timedelta(hours=7) <= utc < november + datetime.timedelta(hours=6)
    local = utc - datetime.timedelta(hours=4 if summer else 5)
    return local.strftime("%Y/%m/%d %H:%M:%S")


def _roman(number: int) -> str:
    out = ""
    for value, letters in _ROMAN:
        while number >= value:
            out += letters
            number -= value
    return out or "I"


def _clean(name: str) -> str:
    return " ".join(name.replace(":", " ").replace("[", "(").replace("]", ")").split()) or "?"


def _unique_names(seats: Sequence[int], names: Mapping[int, str]) -> dict[int, str]:
    """Each seat's name, cleaned for the format and told apart when two are the same."""
    out: dict[int, str] = {}
    taken: set[str] = set()
    for seat in seats:
        base = _clean(names.get(seat, f"Seat {seat + 1}"))
        name, n = base, 2
        while name.casefold() in taken:
            name, n = f"{base} {n}", n + 1
        taken.add(name.casefold())
        out[seat] = name
    return out


def _cards(cards: Iterable[Card]) -> str:
    return "[" + " ".join(str(card) for card in cards) + "]"


def _game(structure: BettingStructure, small: int, big: int) -> str:
    if structure is BettingStructure.FIXED_LIMIT:
        return f"Hold'em Limit ({big}/{2 * big})"
    if structure is BettingStructure.POT_LIMIT:
        return f"Hold'em Pot Limit ({small}/{big})"
    return f"Hold'em No Limit ({small}/{big})"


def write_hand(
    state: HandState,
    *,
    names: Mapping[int, str],
    header: StarsHeader,
    hero: int | None = None,
) -> str:
    """One finished hand in PokerStars' text, as the seat ``hero`` saw it (None: a spectator).

    ``names`` names the seats (seat number to the name the table showed). Only ``hero``'s
    hole cards and the hands shown at the showdown appear; a mucked hand never does.

    Raises:
        InvalidNotation: The hand is not finished, or was voided.
    """
    events = state.history
    started = next((e for e in events if isinstance(e, HandStarted)), None)
    if started is None or not any(isinstance(e, HandEnded) for e in events):
        raise InvalidNotation("Only a finished hand can be written.")
    if any(isinstance(e, HandVoided) for e in events):
        raise InvalidNotation("A voided hand has no hand history.")
    config = started.hand_config
    seats = started.seats
    who = _unique_names(seats, names)
    stamp = eastern_time(header.started_at)
    game = _game(config.structure, config.small_blind, config.big_blind)
    if header.tournament is None:
        lines = [
            f"PokerStars Hand #{header.hand_number}:  {game} - {stamp} ET",
            f"Table '{_clean(header.table_name).replace(chr(39), '')}'"
            f" {header.max_seats}-max (Play Money)"
            f" Seat #{started.button + 1} is the button",
        ]
    else:
        level = _roman(header.level)
        stage = f"Match Round I, Level {level}" if header.match else f"Level {level}"
        blinds = f"({config.small_blind}/{config.big_blind})"
        lines = [
            f"PokerStars Hand #{header.hand_number}: Tournament #{header.tournament},"
            f" {header.buy_in}+0 {game.split(' (')[0]} - {stage} {blinds} - {stamp} ET",
            f"Table '{header.tournament} 1' {header.max_seats}-max"
            f" Seat #{started.button + 1} is the button",
        ]
    lines += [
        f"Seat {seat + 1}: {who[seat]} ({stack} in chips)"
        for seat, stack in sorted(zip(seats, started.stacks, strict=True))
    ]
    lines += _body(state, started, who, hero)
    return "\n".join(lines) + "\n"


def write_hands(texts: Iterable[str]) -> str:
    """Several hands in one file: separated by blank lines, as PokerStars saves them."""
    return "\n\n".join(text.rstrip("\n") for text in texts) + "\n"


def _body(
    state: HandState, started: HandStarted, who: Mapping[int, str], hero: int | None
) -> list[str]:
    """Everything after the seats: posts, streets, showdown, summary."""
    events = state.history
    seats = started.seats
    twice = any(isinstance(e, BoardDealt) and e.run == 2 for e in events)
    second_streets = {e.street for e in events if isinstance(e, BoardDealt) and e.run == 2}
    pot_count = 1 + max((e.pot_index for e in events if isinstance(e, PotAwarded)), default=0)
    shown = {e.seat: e for e in events if isinstance(e, CardsShown)}
    mucked = {e.seat for e in events if isinstance(e, CardsMucked)}
    lines: list[str] = []
    street = Street.PREFLOP
    level = 0
    folded: dict[int, Street] = {}
    put_in: dict[int, int] = dict.fromkeys(seats, 0)
    won: dict[int, int] = dict.fromkeys(seats, 0)
    boards: dict[int, tuple[Card, ...]] = {}
    holes_written = False
    showdown_written = 0  # 0: none yet; else the run whose showdown header was written
    blinds: dict[int, str] = {}
    showing: list[str] = []  # the showdown's shows and mucks, written before its pots

    def hole_cards() -> None:
        nonlocal holes_written
        if holes_written:
            return
        holes_written = True
        lines.append("*** HOLE CARDS ***")
        if hero is not None and hero in seats:
            mine = state.hole_cards(hero)
            lines.append(f"Dealt to {who[hero]} {_cards(mine)}")

    for event in events:
        if isinstance(event, AntePosted):
            put_in[event.seat] += event.amount
            lines.append(f"{who[event.seat]}: posts the ante {event.amount}{_all_in(event)}")
        elif isinstance(event, BlindPosted):
            put_in[event.seat] += event.amount
            kind = {
                Blind.SMALL: "small blind",
                Blind.BIG: "big blind",
                Blind.STRADDLE: "straddle",
            }[event.blind]
            lines.append(f"{who[event.seat]}: posts {kind} {event.amount}{_all_in(event)}")
            if event.blind is not Blind.STRADDLE:
                blinds.setdefault(event.seat, kind)
            level = max(level, event.amount)
        elif isinstance(event, HoleCardsDealt):
            hole_cards()
        elif isinstance(event, ActionTaken):
            hole_cards()
            put_in[event.seat] += event.amount_added
            lines.append(_action(event, who, level))
            if event.action.kind is ActionKind.FOLD:
                folded[event.seat] = street
            level = max(level, event.bet_to)
        elif isinstance(event, UncalledBetReturned):
            put_in[event.seat] -= event.amount
            lines.append(f"Uncalled bet ({event.amount}) returned to {who[event.seat]}")
        elif isinstance(event, BoardDealt):
            hole_cards()
            street, level = event.street, 0
            boards[event.run] = event.board
            word = _STREET_WORDS[event.street]
            if twice and event.street in second_streets:
                word = ("FIRST " if event.run == 1 else "SECOND ") + word
            before = event.board[: len(event.board) - len(event.cards)]
            lead = f"{_cards(before)} " if before else ""
            lines.append(f"*** {word} *** {lead}{_cards(event.cards)}")
        elif isinstance(event, CardsShown):
            described = f" ({event.rank_description})" if event.rank_description else ""
            showing.append(f"{who[event.seat]}: shows {_cards(event.cards)}{described}")
        elif isinstance(event, CardsMucked):
            showing.append(f"{who[event.seat]}: mucks hand")
        elif isinstance(event, PotAwarded):
            if (shown or mucked) and showdown_written < event.run:
                showdown_written = event.run
                word = ("FIRST ", "SECOND ")[event.run - 1] if twice else ""
                lines.append(f"*** {word}SHOW DOWN ***")
                lines += showing
                showing = []
            source = _pot_name(event.pot_index, pot_count)
            for seat, share in zip(event.winners, event.shares, strict=True):
                won[seat] += share
                lines.append(f"{who[seat]} collected {share} from {source}")
    if not shown and not mucked:
        lines += [f"{who[s]}: doesn't show hand" for s in seats if won[s] and s not in folded]
    lines.append("*** SUMMARY ***")
    lines.append(_total_line(events, pot_count))
    if twice:
        lines.append("Hand was run twice")
        lines += [f"{('FIRST', 'SECOND')[run - 1]} Board {_cards(boards[run])}" for run in (1, 2)]
    elif boards.get(1):
        lines.append(f"Board {_cards(boards[1])}")
    lines += _seat_summaries(started, who, folded, put_in, won, shown, mucked, blinds)
    return lines


def _all_in(event: AntePosted | BlindPosted | ActionTaken) -> str:
    return " and is all-in" if event.is_all_in else ""


def _action(event: ActionTaken, who: Mapping[int, str], level: int) -> str:
    """One player's action; ``level`` is the bet they faced before it."""
    name = who[event.seat]
    kind = event.action.kind
    if kind is ActionKind.FOLD:
        return f"{name}: folds"
    if kind is ActionKind.CHECK:
        return f"{name}: checks"
    if kind is ActionKind.CALL:
        return f"{name}: calls {event.amount_added}{_all_in(event)}"
    if kind is ActionKind.BET or level == 0:
        return f"{name}: bets {event.amount_added}{_all_in(event)}"
    return f"{name}: raises {event.bet_to - level} to {event.bet_to}{_all_in(event)}"


def _pot_name(index: int, count: int) -> str:
    if count == 1:
        return "pot"
    return "main pot" if index == 0 else f"side pot-{index}"


def _total_line(events: Sequence[object], pot_count: int) -> str:
    pots = [0] * pot_count
    for event in events:
        if isinstance(event, PotAwarded):
            pots[event.pot_index] += event.amount
    total = sum(pots)
    if pot_count == 1:
        return f"Total pot {total} | Rake 0"
    sides = " ".join(f"Side pot-{i} {amount}." for i, amount in enumerate(pots[1:], 1))
    return f"Total pot {total} Main pot {pots[0]}. {sides} | Rake 0"


def _seat_summaries(
    started: HandStarted,
    who: Mapping[int, str],
    folded: Mapping[int, Street],
    put_in: Mapping[int, int],
    won: Mapping[int, int],
    shown: Mapping[int, CardsShown],
    mucked: set[int],
    blinds: Mapping[int, str],
) -> list[str]:
    """The summary's line for each seat dealt in."""
    lines = []
    for seat in sorted(started.seats):
        parts = [f"Seat {seat + 1}: {who[seat]}"]
        if seat == started.button:
            parts.append("(button)")
        if seat in blinds:
            parts.append(f"({blinds[seat]})")
        if seat in folded:
            where = _FOLDED_ON[folded[seat]]
            quiet = folded[seat] is Street.PREFLOP and put_in[seat] == 0
            parts.append(f"folded {where}" + (" (didn't bet)" if quiet else ""))
        elif seat in shown:
            event = shown[seat]
            described = f" with {event.rank_description}" if event.rank_description else ""
            if won[seat]:
                parts.append(f"showed {_cards(event.cards)} and won ({won[seat]}){described}")
            else:
                parts.append(f"showed {_cards(event.cards)} and lost{described}")
        elif seat in mucked:
            parts.append("mucked")
        elif won[seat]:
            parts.append(f"collected ({won[seat]})")
        else:
            parts.append("lost")
        lines.append(" ".join(parts))
    return lines
