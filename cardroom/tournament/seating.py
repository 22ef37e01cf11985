"""Who sits where in a multi-table tournament: the draw, balancing, breaking, late entries.

Tables are plain values (:class:`TableSeats`: seat to player, and where the last hand's
button and blinds were); every function returns the new tables and the :class:`Move` list
the owner applies at a hand boundary. Where the blinds fall comes from the engine's own
rule (:func:`holdem.blinds.next_deal`, tournament mode), so these moves agree with what the
tables will deal.

The floor rules (docs/RULES.md, "Multi-table tournaments"):

- the draw is random and uses the fewest tables that seat everyone;
- balancing: with two tables the counts differ by at most one, with more by at most two;
  the player who would be big blind next at the longest table moves to the worst position
  at the shortest (the free seat that posts the big blind soonest, never the small blind);
- a table breaks as soon as the others can seat its players: the one with the fewest
  players (a tie drawn at random), its players to random free seats;
- nobody moved or arriving takes a seat between the small blind and the button of the
  hand about to be dealt (that would move the button: :func:`allowed_seats`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from holdem.blinds import MAX_SEATS, Deal, next_deal

__all__ = [
    "Move",
    "TableSeats",
    "allowed_seats",
    "balance",
    "balanced",
    "break_tables",
    "draw_seats",
    "seat_entrant",
    "upcoming",
    "worst_seat",
]


def _frozen(seats: Mapping[int, int]) -> Mapping[int, int]:
    """A read-only copy of a seat map, sorted by seat."""
    return MappingProxyType(dict(sorted(seats.items())))


@dataclass(frozen=True, slots=True, kw_only=True)
class TableSeats:
    """One tournament table between hands: who sits where, and the last hand's blinds."""

    number: int
    """The table's number in the tournament, from 1."""
    size: int
    """Seats at the table (2 to 10), numbered 0 to ``size - 1``."""
    seats: Mapping[int, int] = field(default_factory=lambda: _frozen({}))
    """Player id by seat."""
    button: int | None = None
    """The last hand's button seat (None before the table's first hand)."""
    small_blind: int | None = None
    """The last hand's small blind seat."""
    big_blind: int | None = None
    """The last hand's big blind seat."""

    def __post_init__(self) -> None:
        """Check the seats."""
        if not 2 <= self.size <= MAX_SEATS:
            raise ValueError(f"A table has 2 to {MAX_SEATS} seats.")
        if any(not 0 <= seat < self.size for seat in self.seats):
            raise ValueError("A seat is off the table.")
        if len(set(self.seats.values())) != len(self.seats):
            raise ValueError("A player sits twice.")

    @property
    def count(self) -> int:
        """How many players sit here."""
        return len(self.seats)

    @property
    def free(self) -> tuple[int, ...]:
        """The free seats, in order."""
        return tuple(seat for seat in range(self.size) if seat not in self.seats)

    def seat_of(self, player: int) -> int | None:
        """The seat of ``player`` here, if they sit here."""
        return next((seat for seat, who in self.seats.items() if who == player), None)

    def with_player(self, seat: int, player: int) -> TableSeats:
        """The table with ``player`` in the free ``seat``."""
        if seat in self.seats:
            raise ValueError("That seat is taken.")
        return replace(self, seats=_frozen({**self.seats, seat: player}))

    def without(self, player: int) -> TableSeats:
        """The table without ``player`` (a bust or a move)."""
        return replace(self, seats=_frozen({s: p for s, p in self.seats.items() if p != player}))


@dataclass(frozen=True, slots=True)
class Move:
    """One player to seat: from a table (None: a new entrant) to a seat at another."""

    player: int
    """The player's id."""
    from_table: int | None
    """The table they leave, or None."""
    to_table: int
    """The table they go to."""
    seat: int
    """Their seat there."""


def draw_seats(
    players: Sequence[int], table_size: int, rng: random.Random
) -> tuple[TableSeats, ...]:
    """The random draw: ceil(players / table_size) tables, counts within one, random seats.

    >>> tables = draw_seats(list(range(20)), 6, random.Random(1))
    >>> [t.count for t in tables]
    [5, 5, 5, 5]
    """
    if len(set(players)) != len(players):
        raise ValueError("A player is drawn once.")
    if not players:
        return ()
    count = math.ceil(len(players) / table_size)
    order = list(players)
    rng.shuffle(order)
    tables = []
    for index in range(count):
        mine = order[index::count]
        seats = rng.sample(range(table_size), len(mine))
        tables.append(
            TableSeats(
                number=index + 1,
                size=table_size,
                seats=_frozen(dict(zip(seats, mine, strict=True))),
            )
        )
    return tuple(tables)


def upcoming(table: TableSeats) -> Deal | None:
    """The next hand's button and blinds at this table as it sits, or None under two players."""
    if table.count < 2:
        return None
    return next_deal(
        candidates=table.seats,
        seated=table.seats,
        button=table.button,
        small_blind=table.small_blind,
        big_blind=table.big_blind,
        tournament=True,
    )


def _between(start: int, end: int, seat: int) -> bool:
    """Whether ``seat`` lies strictly between ``start`` and ``end``, going clockwise."""
    return 0 < (seat - start) % MAX_SEATS < (end - start) % MAX_SEATS


def allowed_seats(table: TableSeats) -> tuple[int, ...]:
    """Free seats a newcomer may take now: none between the button and the small blind.

    A player there would be dealt in ahead of the button, which would move it; the card
    rooms' rule keeps them out of those seats instead. A table that has not dealt yet has
    no button to move: every free seat is allowed.
    """
    deal = upcoming(table)
    if deal is None or table.big_blind is None or deal.button == deal.small_blind:
        return table.free
    return tuple(s for s in table.free if not _between(deal.button, deal.small_blind, s))


def worst_seat(table: TableSeats) -> int | None:
    """The free seat that posts the big blind soonest, never the small blind's; None if none.

    The big blind moves on from the last hand's big blind, so the first allowed seat
    clockwise after it is reached first (it may take the big blind at once).
    """
    deal = upcoming(table)
    seats = [s for s in allowed_seats(table) if deal is None or s != deal.small_blind]
    if not seats:
        return None
    if deal is None:
        return seats[0]
    after = table.big_blind if table.big_blind is not None else deal.small_blind
    return min(seats, key=lambda s: (s - after - 1) % MAX_SEATS)


def _allowed_gap(tables: int) -> int:
    """The most the counts may differ: one with two tables, two with more."""
    return 1 if tables <= 2 else 2


def balanced(tables: Iterable[TableSeats]) -> bool:
    """Whether the counts are within the balancing rule."""
    counts = [table.count for table in tables]
    return len(counts) < 2 or max(counts) - min(counts) <= _allowed_gap(len(counts))


def _replace_table(tables: Sequence[TableSeats], new: TableSeats) -> tuple[TableSeats, ...]:
    """The tables with ``new`` in place of the table of its number."""
    return tuple(new if t.number == new.number else t for t in tables)


def balance(
    tables: Sequence[TableSeats], *, between: Collection[int] | None = None
) -> tuple[tuple[TableSeats, ...], tuple[Move, ...]]:
    """Move players until the counts are within the rule: next big blind to the worst seat.

    ``between`` names the tables between hands (None: all): only they give players (a
    table in a hand gives its player when that hand ends); any table may receive one.

    >>> a = TableSeats(number=1, size=6, seats={0: 10, 1: 11, 2: 12, 3: 13, 4: 14},
    ...                button=0, small_blind=1, big_blind=2)
    >>> b = TableSeats(number=2, size=6, seats={0: 20, 2: 21, 4: 22},
    ...                button=0, small_blind=2, big_blind=4)
    >>> balance([a, b])[1]
    (Move(player=13, from_table=1, to_table=2, seat=5),)
    >>> balance([a, b], between=[2])[1]
    ()
    """
    current = tuple(tables)
    moves: list[Move] = []
    gap = _allowed_gap(len(current))
    while not balanced(current):
        fewest = min(t.count for t in current)
        givers = [
            t
            for t in current
            if t.count - fewest > gap and (between is None or t.number in between)
        ]
        if not givers:
            break  # the long tables are in a hand: they give when it ends
        long = max(givers, key=lambda t: (t.count, -t.number))
        deal = upcoming(long)
        if deal is None:  # pragma: no cover - a long table has at least two players
            break
        player = long.seats[deal.big_blind]
        placed = False
        for short in sorted(current, key=lambda t: (t.count, t.number)):
            if short.count + 1 >= long.count:
                break
            seat = worst_seat(short)
            if seat is None:
                continue
            current = _replace_table(current, long.without(player))
            current = _replace_table(current, short.with_player(seat, player))
            moves.append(Move(player, long.number, short.number, seat))
            placed = True
            break
        if not placed:
            break  # no short table has a seat a newcomer may take this hand
    return current, tuple(moves)


def _place(
    tables: Sequence[TableSeats], player: int, source: int | None, rng: random.Random
) -> tuple[tuple[TableSeats, ...], Move] | None:
    """A random allowed seat at the table with the fewest players that has one."""
    by_count: dict[int, list[TableSeats]] = {}
    for table in tables:
        if allowed_seats(table):
            by_count.setdefault(table.count, []).append(table)
    if not by_count:
        return None
    target = rng.choice(by_count[min(by_count)])
    seat = rng.choice(allowed_seats(target))
    return _replace_table(tables, target.with_player(seat, player)), Move(
        player, source, target.number, seat
    )


def break_tables(
    tables: Sequence[TableSeats], rng: random.Random, *, between: Collection[int] | None = None
) -> tuple[tuple[TableSeats, ...], tuple[Move, ...], tuple[int, ...]]:
    """Break tables while the others can seat their players: the fewest first.

    Returns the tables left, the moves, and the players who found no allowed seat this
    hand (they wait, with their chips, for the next hand boundary: :func:`seat_entrant`).
    ``between`` names the tables between hands (None: all); a table in a hand breaks
    when that hand ends.

    >>> a = TableSeats(number=1, size=6, seats={0: 1, 1: 2, 2: 3, 3: 4})
    >>> b = TableSeats(number=2, size=6, seats={0: 5, 3: 6})
    >>> left, moves, waiting = break_tables([a, b], random.Random(3))
    >>> [t.number for t in left], sorted(m.player for m in moves), waiting
    ([1], [5, 6], ())
    """
    current = tuple(tables)
    moves: list[Move] = []
    waiting: list[int] = []
    while len(current) > 1:
        size = current[0].size
        total = sum(t.count for t in current)
        if total > (len(current) - 1) * size:
            break
        fewest = min(t.count for t in current)
        candidates = [
            t for t in current if t.count == fewest and (between is None or t.number in between)
        ]
        if not candidates:
            break  # the table to break is in a hand: it breaks when the hand ends
        victim = rng.choice(candidates)
        current = tuple(t for t in current if t.number != victim.number)
        players = list(victim.seats.values())
        rng.shuffle(players)
        for player in players:
            placed = _place(current, player, victim.number, rng)
            if placed is None:
                waiting.append(player)
                continue
            current, move = placed
            moves.append(move)
    return current, tuple(moves), tuple(waiting)


def seat_entrant(
    tables: Sequence[TableSeats], player: int, rng: random.Random
) -> tuple[tuple[TableSeats, ...], Move] | None:
    """A late entrant (or a waiting player) to a random allowed seat at the shortest table.

    None when no table has an allowed free seat: the owner opens a new table and balances.
    """
    if any(player in t.seats.values() for t in tables):
        raise ValueError("That player is seated already.")
    return _place(tables, player, None, rng)
