"""The tournament floor as a value: what happens at each table's hand boundary.

:class:`Floor` is what a tournament director keeps in mind: who sits where, who is still
in with how many chips, the places and prizes decided, and whether the tables play hand
for hand. The conductor (which owns the tables' sessions) tells it when a table starts a
hand (:meth:`Floor.hand_started`: where its button and blinds are) and when a hand ends
(:meth:`Floor.hand_done`: the stacks before and after); each call returns the new floor
and a :class:`Boundary`, what to do now: the players to move, the tables broken, the
places and prizes decided (to pay at once), and which tables may deal their next hand.

Tables move players only between hands: a table gives players (balancing, breaking) when
its own hand ends, and may receive them at any time (they are dealt in from its next
hand). On the bubble the hands in progress finish as one round (their busts placed
together), then every table deals one hand together and waits for the others, round after
round, until the bubble bursts (docs/RULES.md, "Multi-table tournaments").

The stacks given at a hand's end name every player seated at the table, including any
moved in during the hand (with their chips unchanged: they were not dealt in).

>>> import random
>>> floor, start = Floor.start(list(range(12)), table_size=6, chips=1000,
...                            prizes=(6000, 3600, 2400), rng=random.Random(4))
>>> start.deal, [t.count for t in floor.tables]
((1, 2), [6, 6])
"""

from __future__ import annotations

import json
import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from cardroom.tournament.finish import Bust, Finish, finish, hand_for_hand, place_prizes
from cardroom.tournament.seating import (
    Move,
    TableSeats,
    balance,
    break_tables,
    draw_seats,
    seat_entrant,
)

__all__ = ["Boundary", "Floor"]


def _frozen(values: Mapping[int, int]) -> Mapping[int, int]:
    """A read-only copy of a mapping, sorted by key (so equal floors compare equal)."""
    return MappingProxyType(dict(sorted(values.items())))


@dataclass(frozen=True, slots=True, kw_only=True)
class Boundary:
    """What the conductor does after a call: moves, breaks, payouts, and whom to deal."""

    moves: tuple[Move, ...] = ()
    """Players to move, in order (their chips go with them)."""
    broken: tuple[int, ...] = ()
    """Tables broken now (their players are among the moves, or wait for a seat)."""
    close: tuple[int, ...] = ()
    """Tables to close now: broken, with nobody left waiting there for a seat."""
    finishes: tuple[Finish, ...] = ()
    """Places decided now, best first."""
    prizes: Mapping[int, int] = field(default_factory=lambda: _frozen({}))
    """The prize of each finisher decided now (pay them at once; zero: out of the money)."""
    deal: tuple[int, ...] = ()
    """Tables that may deal their next hand now."""
    hand_for_hand: bool = False
    """Whether the tables now play hand for hand."""
    winner: int | None = None
    """The winner, once one player has every chip."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Floor:
    """The tournament between and during hands: seats, chips, places, hand for hand."""

    tables: tuple[TableSeats, ...]
    """The open tables, by number."""
    chips: Mapping[int, int]
    """Chips of every player still in, as of each one's last hand."""
    prizes: tuple[int, ...]
    """The prize of each paid place, first place first."""
    entrants: int
    """Players who entered (places run from 1 to this)."""
    waiting: tuple[int, ...] = ()
    """Players still in without a seat (no seat a newcomer may take was free)."""
    parked: Mapping[int, int] = field(default_factory=lambda: _frozen({}))
    """Waiting players of a broken table, by player: the table they still sit at.

    Their chips stay there (the table is closed once the last of them is seated), so the
    move that seats them comes from it."""
    playing: frozenset[int] = frozenset()
    """Tables with a hand in progress."""
    hand_for_hand: bool = False
    """Whether the tables play hand for hand (on the bubble)."""
    round_tables: frozenset[int] = frozenset()
    """During a hand-for-hand round: the tables whose round hand has not ended yet."""
    round_busts: tuple[Bust, ...] = ()
    """During a hand-for-hand round: the players out so far in it."""
    round_left: int = 0
    """During a hand-for-hand round: the players in when it began."""
    finished: tuple[Finish, ...] = ()
    """Every place decided so far."""

    @classmethod
    def start(
        cls,
        players: Sequence[int],
        *,
        table_size: int,
        chips: int,
        prizes: Sequence[int],
        rng: random.Random,
    ) -> tuple[Floor, Boundary]:
        """Draw the seats; every table may deal."""
        if len(players) < 2:
            raise ValueError("A tournament needs at least two players.")
        tables = draw_seats(players, table_size, rng)
        floor = cls(
            tables=tables,
            chips=_frozen(dict.fromkeys(players, chips)),
            prizes=tuple(prizes),
            entrants=len(players),
        )
        return floor, Boundary(deal=tuple(t.number for t in tables))

    def to_json(self) -> str:
        """The floor as JSON text (what the store keeps in ``mtt.state_json``).

        >>> import random
        >>> floor, _ = Floor.start([7, 8, 9], table_size=9, chips=500, prizes=(1500,),
        ...                        rng=random.Random(1))
        >>> Floor.from_json(floor.to_json()) == floor
        True
        """
        return json.dumps(
            {
                "tables": [
                    {
                        "number": t.number,
                        "size": t.size,
                        "seats": {str(seat): player for seat, player in t.seats.items()},
                        "button": t.button,
                        "small_blind": t.small_blind,
                        "big_blind": t.big_blind,
                    }
                    for t in self.tables
                ],
                "chips": {str(p): c for p, c in self.chips.items()},
                "prizes": list(self.prizes),
                "entrants": self.entrants,
                "waiting": list(self.waiting),
                "parked": {str(p): n for p, n in self.parked.items()},
                "playing": sorted(self.playing),
                "hand_for_hand": self.hand_for_hand,
                "round_tables": sorted(self.round_tables),
                "round_busts": [[b.player, b.start_chips] for b in self.round_busts],
                "round_left": self.round_left,
                "finished": [[f.player, f.best, f.worst] for f in self.finished],
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, raw: str) -> Floor:
        """The floor back from :meth:`to_json`.

        Raises:
            ValueError: the text is not a floor.
        """
        try:
            data = json.loads(raw)
            return cls(
                tables=tuple(
                    TableSeats(
                        number=int(t["number"]),
                        size=int(t["size"]),
                        seats=_frozen({int(k): int(v) for k, v in t["seats"].items()}),
                        button=_opt_int(t["button"]),
                        small_blind=_opt_int(t["small_blind"]),
                        big_blind=_opt_int(t["big_blind"]),
                    )
                    for t in data["tables"]
                ),
                chips=_frozen({int(k): int(v) for k, v in data["chips"].items()}),
                prizes=tuple(int(p) for p in data["prizes"]),
                entrants=int(data["entrants"]),
                waiting=tuple(int(p) for p in data["waiting"]),
                parked=_frozen({int(p): int(n) for p, n in data.get("parked", {}).items()}),
                playing=frozenset(int(n) for n in data["playing"]),
                hand_for_hand=bool(data["hand_for_hand"]),
                round_tables=frozenset(int(n) for n in data["round_tables"]),
                round_busts=tuple(Bust(int(p), int(c)) for p, c in data["round_busts"]),
                round_left=int(data["round_left"]),
                finished=tuple(Finish(int(p), int(b), int(w)) for p, b, w in data["finished"]),
            )
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a tournament floor: {error}") from error

    @property
    def players_left(self) -> int:
        """Players still in."""
        return len(self.chips)

    @property
    def average_stack(self) -> int:
        """The average stack of the players still in, rounded down (for the lobby)."""
        return sum(self.chips.values()) // max(1, self.players_left)

    def leaders(self, count: int = 3) -> tuple[tuple[int, int], ...]:
        """The chip leaders as (player, chips), most chips first (ties: lower id first).

        >>> import random
        >>> floor, _ = Floor.start([1, 2, 3], table_size=9, chips=100, prizes=(300,),
        ...                        rng=random.Random(1))
        >>> floor.add_chips(3, 50).leaders(2), floor.average_stack
        (((3, 150), (1, 100)), 100)
        """
        ranked = sorted(self.chips.items(), key=lambda item: (-item[1], item[0]))
        return tuple(ranked[:count])

    def table_of(self, player: int) -> int | None:
        """The number of the player's table, if they are seated."""
        return next((t.number for t in self.tables if player in t.seats.values()), None)

    def table(self, number: int) -> TableSeats:
        """An open table by number.

        Raises:
            KeyError: no open table has that number.
        """
        for table in self.tables:
            if table.number == number:
                return table
        raise KeyError(number)

    def enter(self, player: int, *, chips: int, rng: random.Random) -> tuple[Floor, Boundary]:
        """A late entrant: a random allowed seat at the shortest table, else a new table.

        A new table (everyone else's seats were full) starts with the entrant alone; the
        long tables send it players as their hands end.

        Raises:
            ValueError: the player is still in, or the chips are not positive.
        """
        if player in self.chips or chips <= 0:
            raise ValueError("A late entrant is new, with chips.")
        floor = replace(
            self, chips=_frozen({**self.chips, player: chips}), entrants=self.entrants + 1
        )
        placed = seat_entrant(floor.tables, player, rng)
        if placed is None:
            size = self.tables[0].size
            number = max(t.number for t in self.tables) + 1
            table = TableSeats(number=number, size=size, seats={rng.randrange(size): player})
            move = Move(player, None, number, table.seat_of(player) or 0)
            return replace(floor, tables=(*floor.tables, table)), Boundary(moves=(move,))
        tables, move = placed
        deal: tuple[int, ...] = ()
        target = next(t for t in tables if t.number == move.to_table)
        if target.count == 2 and target.number not in floor.playing and not floor.hand_for_hand:
            deal = (target.number,)  # it had one player waiting for company
        return replace(floor, tables=tables), Boundary(moves=(move,), deal=deal)

    def add_chips(self, player: int, chips: int) -> Floor:
        """A rebuy or add-on for a player still in (the owner checks when one is allowed).

        Raises:
            ValueError: the player is out, or the chips are not positive.
        """
        if player not in self.chips or chips <= 0:
            raise ValueError("Chips are added to a player still in.")
        return replace(self, chips=_frozen({**self.chips, player: self.chips[player] + chips}))

    def with_prizes(self, prizes: Sequence[int]) -> Floor:
        """The prizes after late entries and rebuys (set when registration closes)."""
        return replace(self, prizes=tuple(prizes))

    def hand_started(self, number: int, *, button: int, small_blind: int, big_blind: int) -> Floor:
        """A table dealt a hand with these button and blinds (from the engine's deal)."""
        table = replace(
            self.table(number), button=button, small_blind=small_blind, big_blind=big_blind
        )
        return replace(
            self,
            tables=_swap(self.tables, table),
            playing=self.playing | {number},
        )

    def hand_done(
        self,
        number: int,
        *,
        start_stacks: Mapping[int, int],
        stacks: Mapping[int, int],
        rng: random.Random,
        dealing: Collection[int] = (),
    ) -> tuple[Floor, Boundary]:
        """A table's hand ended with ``stacks`` (by player; ``start_stacks`` at its start).

        Players at zero are out; the rest is what the module doc says. ``dealing`` names
        tables told to deal whose hand has not been reported started yet: they may be in
        it already, so, like the tables playing, they give no player now.

        Raises:
            ValueError: the stacks don't name exactly the table's players.
        """
        table = self.table(number)
        seated = set(table.seats.values())
        if set(stacks) != seated or not seated <= set(start_stacks):
            raise ValueError("The stacks name exactly the table's players.")
        if number not in self.playing:
            raise ValueError("That table has no hand in progress.")
        busts = [Bust(p, start_stacks[p]) for p in sorted(seated) if stacks[p] == 0]
        for bust in busts:
            table = table.without(bust.player)
        chips = {p: c for p, c in {**self.chips, **stacks}.items() if c > 0}
        floor = replace(
            self,
            tables=_swap(self.tables, table),
            chips=_frozen(chips),
            playing=self.playing - {number},
        )
        if self.round_tables:  # a hand-for-hand round: wait for every table's hand
            floor = replace(
                floor,
                round_tables=self.round_tables - {number},
                round_busts=self.round_busts + tuple(busts),
            )
            if floor.round_tables:
                return floor, Boundary(hand_for_hand=True)
            busts, left = list(floor.round_busts), floor.round_left
            floor = replace(floor, round_busts=(), round_left=0)
        else:
            left = self.players_left
        return floor._settle(busts, left, rng, frozenset(dealing))

    def _settle(
        self, busts: Sequence[Bust], left: int, rng: random.Random, dealing: frozenset[int]
    ) -> tuple[Floor, Boundary]:
        """Place the busts, move players, and decide who deals (hand for hand or not)."""
        finishes = finish(busts, players_left=left) if busts else ()
        prizes = place_prizes(finishes, self.prizes)
        floor = replace(self, finished=self.finished + tuple(finishes))
        winner = None
        if floor.players_left == 1:
            (winner,) = floor.chips
            top = (Finish(winner, 1, 1),)
            prizes |= place_prizes(top, floor.prizes)
            floor = replace(floor, finished=floor.finished + top, tables=floor.tables)
            return floor, Boundary(
                finishes=tuple(finishes) + top, prizes=_frozen(prizes), winner=winner
            )
        between = {t.number for t in floor.tables} - floor.playing - dealing
        moves: list[Move] = []
        before = {t.number for t in floor.tables}
        tables, broke, waiting = break_tables(floor.tables, rng, between=between)
        moves += broke
        parked = dict(floor.parked)
        parked.update((player, floor.table_of(player) or 0) for player in waiting)
        still: list[int] = []
        for player in floor.waiting + waiting:
            placed = seat_entrant(tables, player, rng)
            if placed is None:
                still.append(player)
            else:
                tables, move = placed
                moves.append(replace(move, from_table=parked.pop(player, None)))
        tables, balancing = balance(tables, between=between)
        moves += balancing
        holding = set(parked.values())  # a broken table closes once nobody waits there
        emptied = set(floor.parked.values()) - holding
        broken = tuple(sorted(before - {t.number for t in tables}))
        close = tuple(sorted((set(broken) | emptied) - holding))
        floor = replace(floor, tables=tables, waiting=tuple(still), parked=_frozen(parked))
        bubble = hand_for_hand(
            players_left=floor.players_left, places_paid=len(floor.prizes), tables=len(tables)
        )
        if bubble and not floor.playing:  # every table between hands: one round together
            numbers = frozenset(t.number for t in tables if t.count >= 2)
            floor = replace(
                floor,
                hand_for_hand=True,
                round_tables=numbers,
                round_left=floor.players_left,
            )
            deal = tuple(sorted(numbers))
        elif bubble:  # the hands in progress finish as one round, then all deal together
            floor = replace(
                floor,
                hand_for_hand=True,
                round_tables=frozenset(floor.playing),
                round_left=floor.players_left,
            )
            deal = ()
        else:
            floor = replace(floor, hand_for_hand=False)
            deal = tuple(t.number for t in tables if t.number not in floor.playing and t.count >= 2)
        return floor, Boundary(
            moves=tuple(moves),
            broken=broken,
            close=close,
            finishes=tuple(finishes),
            prizes=_frozen(prizes),
            deal=deal,
            hand_for_hand=floor.hand_for_hand,
        )


def _opt_int(value: object) -> int | None:
    """An optional seat number from JSON."""
    return None if value is None else int(str(value))


def _swap(tables: tuple[TableSeats, ...], new: TableSeats) -> tuple[TableSeats, ...]:
    """The tables with ``new`` in place of the table of its number."""
    return tuple(new if t.number == new.number else t for t in tables)
