"""The tournament conductor: runs one multi-table tournament's floor, clock and money.

A :class:`Conductor` is the one owner of a running tournament. It keeps the
:class:`~cardroom.tournament.floor.Floor` (who sits where, with how many chips, the places
decided), the level clock (:class:`~cardroom.tournament.clock.ClockState`, run time banked
in the store) and the store's record of the tournament. Its tables are reached through
:class:`TableSide`, the verbs the owner of the tables' sessions offers: open a table,
seat or unseat a player with their chips, close a table, deal the next hand at given
blinds. The tables tell the conductor where each hand starts (:meth:`Conductor.hand_started`)
and how it ended (:meth:`Conductor.hand_done`); the conductor then applies what the floor
decides: places paid (one store transaction with the floor saved in it), players moved,
tables broken, the tables that may deal told to (the clock's level applies from that deal),
hand for hand on the bubble, and, once one player has every chip, the results and the
season's points.

The floor is saved in ``mtt.state_json`` at every boundary and the clock banked with it, so
a restart (:meth:`Conductor.restore`) goes on from the last boundary: the tables restore
their own hands, and the tables that were free to deal deal again (:meth:`Conductor.pending`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Protocol

from cardroom.models import TournamentStatus
from cardroom.robots import is_robot
from cardroom.store import Store
from cardroom.tournament.clock import ClockPosition, ClockState, position
from cardroom.tournament.finish import Finish
from cardroom.tournament.floor import Boundary, Floor
from cardroom.tournament.payouts import cancellation_split, payouts
from cardroom.tournament.records import MttRecord
from cardroom.tournament.seasons import MIN_ENTRANTS, SeasonLength, season_period, season_points
from cardroom.tournament.settings import MttSettings
from holdem.schedule import BlindLevel

__all__ = ["Conductor", "Result", "Standing", "TableSide"]

log = logging.getLogger(__name__)


class TableSide(Protocol):
    """What the conductor asks of the tables' owner (each table is the only writer of its own).

    Tables are numbered from 1 and each plays in a channel (a thread) of its own; seats are
    numbered from 0. Chips are tournament chips.
    """

    async def open_table(self, number: int, seats: Mapping[int, tuple[int, int]]) -> int:
        """Open table ``number`` with ``seats`` (seat -> (player, chips)), held; its channel."""

    async def move(self, from_channel: int, to_channel: int, seat: int, player: int) -> None:
        """Move a player with their chips between two tables, both between hands for them."""

    async def unseat(self, channel: int, player: int) -> None:
        """Take ``player`` off a table between its hands (out of chips, or the end)."""

    async def close_table(self, channel: int) -> None:
        """Close a table that has no player left (broken, or the tournament is over)."""

    async def deal(self, channel: int, blinds: BlindLevel) -> None:
        """Let a held table deal its next hand, at these blinds and ante."""


@dataclass(frozen=True, slots=True)
class Result:
    """One line of the results: a player's place (shared: best to worst) and prize."""

    player: int
    best: int
    worst: int
    prize: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Standing:
    """The tournament as the lobby and ``/poker tournament status`` show it."""

    at: ClockPosition
    """The level, break and time to the next level."""
    paused: bool
    players_left: int
    entrants: int
    average_stack: int
    prizes: tuple[int, ...]
    """The prize of each paid place, first place first."""
    leaders: tuple[tuple[int, int], ...]
    """The chip leaders as (player, chips), most chips first."""
    hand_for_hand: bool
    tables: int


def _today() -> date:
    """Today in UTC (the season a tournament's points go to)."""
    return datetime.now(UTC).date()


class Conductor:
    """One running tournament: its floor, clock and money, and the verbs its tables call."""

    def __init__(
        self,
        *,
        store: Store,
        record: MttRecord,
        floor: Floor,
        clock: ClockState,
        tables: TableSide,
        now: Callable[[], float],
        rng: random.Random,
        today: Callable[[], date] = _today,
        channels: Mapping[int, int] | None = None,
    ) -> None:
        """Conduct ``record``'s tournament from ``floor`` and ``clock`` (use start or restore)."""
        self._store = store
        self.record = record
        self.floor = floor
        self._clock = clock
        self._tables = tables
        self._now = now
        self._rng = rng
        self._today = today
        self.settings = MttSettings.from_json(record.settings_json)
        self._structure = self.settings.structure()
        self._lock = asyncio.Lock()
        self._released: set[int] = set()
        """Tables told to deal whose hand has not started yet (in memory only)."""
        self.results: tuple[Result, ...] = ()
        """Every place, first to last, once the tournament is over."""
        self._paid: dict[int, int] = {e.user_id: e.prize or 0 for e in record.entries}
        self.channels: dict[int, int] = dict(channels or {})
        """Each table's channel (thread), by table number; kept with the floor."""

    @property
    def tournament_id(self) -> int:
        """The store's id of the tournament."""
        return self.record.id

    @property
    def over(self) -> bool:
        """Whether the tournament has finished or been cancelled."""
        return self.record.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)

    @classmethod
    async def start(
        cls,
        store: Store,
        tournament_id: int,
        *,
        tables: TableSide,
        now: Callable[[], float],
        rng: random.Random,
        today: Callable[[], date] = _today,
    ) -> Conductor:
        """Draw the seats, mark the tournament running, open every table and deal.

        Raises:
            NoTournament: It isn't registering.
            ValueError: Fewer than two players registered (the lobby refuses that first).
        """
        record = await store.mtt(tournament_id)
        settings = MttSettings.from_json(record.settings_json)
        players = [e.user_id for e in record.entries]
        prizes = payouts(settings.payouts, entrants=len(players), pool=record.pool)
        floor, boundary = Floor.start(
            players, table_size=settings.table_size, chips=settings.chips, prizes=prizes, rng=rng
        )
        record = await store.start_mtt(tournament_id)
        conductor = cls(
            store=store,
            record=record,
            floor=floor,
            clock=ClockState().resume(now()),
            tables=tables,
            now=now,
            rng=rng,
            today=today,
        )
        for table in floor.tables:
            seats = {seat: (player, settings.chips) for seat, player in table.seats.items()}
            conductor.channels[table.number] = await tables.open_table(table.number, seats)
        async with conductor._lock:
            await conductor._bank()
            await conductor._deal(boundary.deal)
        log.info("Tournament %s started on %s tables", tournament_id, len(floor.tables))
        return conductor

    @classmethod
    def restore(
        cls,
        store: Store,
        record: MttRecord,
        *,
        tables: TableSide,
        now: Callable[[], float],
        rng: random.Random,
        today: Callable[[], date] = _today,
    ) -> Conductor:
        """The conductor of a running tournament after a restart, from what the store kept.

        The clock goes on from the run time banked (down time never counts). The tables
        restore their own hands; call :meth:`resume_tables` once they are back.

        Raises:
            ValueError: The tournament is not running or has no floor saved.
        """
        if record.status is not TournamentStatus.RUNNING or record.state_json is None:
            raise ValueError("Only a running tournament with a saved floor is restored.")
        clock = ClockState.from_store(record.clock_ms, paused=record.clock_paused, now=now())
        try:
            state = json.loads(record.state_json)
            floor = Floor.from_json(state["floor"])
            channels = {int(n): int(c) for n, c in state["channels"].items()}
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a conductor's state: {error}") from error
        return cls(
            store=store,
            record=record,
            floor=floor,
            clock=clock,
            tables=tables,
            now=now,
            rng=rng,
            today=today,
            channels=channels,
        )

    def state_json(self) -> str:
        """What the store keeps between boundaries: the floor and the tables' channels."""
        channels = {str(n): c for n, c in sorted(self.channels.items())}
        return json.dumps({"floor": self.floor.to_json(), "channels": channels})

    def number_of(self, channel: int) -> int | None:
        """The number of the table playing in ``channel``, if one does."""
        return next((n for n, c in self.channels.items() if c == channel), None)

    def pending(self) -> tuple[int, ...]:
        """Tables free to deal now by the floor: between hands, two players, not waiting.

        During a hand-for-hand round, only the round's tables that have not dealt it yet.
        """
        floor = self.floor
        if floor.round_tables:
            free = floor.round_tables - floor.playing
        else:
            free = frozenset(t.number for t in floor.tables if t.count >= 2) - floor.playing
        return tuple(sorted(free))

    async def resume_tables(self) -> None:
        """After a restart: tell the tables that were free to deal to deal again."""
        async with self._lock:
            self._released.clear()
            await self._deal(self.pending())

    def position(self) -> ClockPosition:
        """Where the level clock stands now."""
        return position(self._structure, self._clock.elapsed(self._now()))

    def blinds(self) -> BlindLevel:
        """The blinds and ante a hand dealt now plays at."""
        return self.position().blinds

    def standing(self) -> Standing:
        """The tournament now, for the lobby and the status command."""
        floor = self.floor
        return Standing(
            at=self.position(),
            paused=not self._clock.running,
            players_left=floor.players_left,
            entrants=floor.entrants,
            average_stack=floor.average_stack,
            prizes=floor.prizes,
            leaders=floor.leaders(3),
            hand_for_hand=floor.hand_for_hand,
            tables=len(floor.tables),
        )

    async def hand_started(
        self, number: int, *, button: int, small_blind: int, big_blind: int
    ) -> None:
        """A table dealt a hand: where its button and blinds are (saved for balancing)."""
        async with self._lock:
            self._released.discard(number)
            self.floor = self.floor.hand_started(
                number, button=button, small_blind=small_blind, big_blind=big_blind
            )
            await self._bank()
            self._log_floor(number, "dealt a hand")

    async def hand_done(
        self, number: int, *, start_stacks: Mapping[int, int], stacks: Mapping[int, int]
    ) -> Boundary:
        """A table's hand ended: place and pay the busts, move players, deal where allowed.

        ``stacks`` name every player seated at the table (by player id), ``start_stacks``
        their chips when the hand began. Returns what the floor decided.
        """
        async with self._lock:
            floor, boundary = self.floor.hand_done(
                number,
                start_stacks=start_stacks,
                stacks=stacks,
                rng=self._rng,
                dealing=self._released,  # told to deal: maybe dealing already
            )
            self.floor = floor
            if boundary.finishes:
                await self._pay(boundary)
            else:
                await self._bank()
            for player in sorted(p for p, chips in stacks.items() if chips == 0):
                await self._tables.unseat(self.channels[number], player)
            for move in boundary.moves:
                if move.from_table is None:  # late entries are not taken yet
                    raise ValueError("a move comes from a table")
                await self._tables.move(
                    self.channels[move.from_table],
                    self.channels[move.to_table],
                    move.seat,
                    move.player,
                )
            self._released -= set(boundary.broken)
            for number in boundary.close:
                await self._tables.close_table(self.channels[number])
            self._log_floor(number, "ended a hand")
            if boundary.winner is not None:
                await self._end()
            else:
                await self._deal(boundary.deal)
            return boundary

    def _log_floor(self, number: int, what: str) -> None:
        """Log the floor as a table's hand starts or ends, its moves applied (for audits)."""
        log.info(
            "Tournament %s: table %s %s; state %s",
            self.tournament_id,
            number,
            what,
            self.state_json(),
        )

    async def tick(self) -> None:
        """Bank the clock, and deal the tables a break held once it is over (call often)."""
        async with self._lock:
            if self.over:
                return
            await self._bank()
            await self._deal(self.pending())

    async def pause(self) -> None:
        """Stop the level clock (an admin's pause); hands go on at the level they are at."""
        async with self._lock:
            self._clock = self._clock.pause(self._now())
            await self._bank()

    async def resume(self) -> None:
        """Start the level clock again after :meth:`pause`."""
        async with self._lock:
            self._clock = self._clock.resume(self._now())
            await self._bank()
            await self._deal(self.pending())

    async def cancel(self) -> dict[int, int]:
        """Cancel the running tournament: split what is left of the pool by the policy.

        Before the money, half evenly and half by chips among the players still in; in the
        money, each gets the lowest unpaid prize and the rest goes by chips. Every table
        closes. Returns what each player still in received.
        """
        async with self._lock:
            floor = self.floor
            unpaid = floor.prizes[: floor.players_left]
            split = cancellation_split(self.record.pool, dict(floor.chips), unpaid)
            self.record = await self._store.pay_mtt_places(
                self.tournament_id, places={}, prizes=split, end=TournamentStatus.CANCELLED
            )
            for player, prize in split.items():
                self._paid[player] = self._paid.get(player, 0) + prize
            await self._close_all()
            return split

    async def _pay(self, boundary: Boundary) -> None:
        """Record the places decided and pay them, with the floor, in one transaction."""
        places = {f.player: f.best for f in boundary.finishes}
        end = TournamentStatus.FINISHED if boundary.winner is not None else None
        self.record = await self._store.pay_mtt_places(
            self.tournament_id,
            places=places,
            prizes=dict(boundary.prizes),
            end=end,
            state_json=self.state_json(),
        )
        self._paid.update(boundary.prizes)
        if end is None:
            await self._bank()

    async def _bank(self) -> None:
        """Save the clock's run time and the floor (what a restart goes on from)."""
        if self.over:
            return
        clock_ms, paused = self._clock.stored(self._now())
        await self._store.save_mtt_clock(
            self.tournament_id, clock_ms=clock_ms, paused=paused, state_json=self.state_json()
        )

    async def _deal(self, numbers: tuple[int, ...]) -> None:
        """Tell these tables to deal at the level now on (none during a break or a pause)."""
        at = self.position()
        if at.on_break or not self._clock.running:
            return  # tick() or resume() deals them once play goes on
        for number in numbers:
            if number in self._released or number in self.floor.playing:
                continue
            if self.floor.table(number).count < 2:
                continue
            self._released.add(number)
            log.info("Tournament %s: table %s may deal", self.tournament_id, number)
            await self._tables.deal(self.channels[number], at.blinds)

    async def _end(self) -> None:
        """The winner is known: the results, the season's points, the tables closed."""
        self.results = results(self.floor.finished, self._paid)
        await self._close_all()
        await self._score()
        log.info("Tournament %s finished", self.tournament_id)

    async def _close_all(self) -> None:
        """Close every table still open (the winner's, or all of them on a cancel).

        A broken table where players still wait for a seat is open too (they sit there).
        """
        seated = {t.number: sorted(t.seats.values()) for t in self.floor.tables}
        for player, number in sorted(self.floor.parked.items()):
            seated.setdefault(number, []).append(player)
        for number, players in sorted(seated.items()):
            for player in players:
                await self._tables.unseat(self.channels[number], player)
            await self._tables.close_table(self.channels[number])
        self._released.clear()

    async def _score(self) -> None:
        """Record the season's points (four entrants or more; computer players never score)."""
        entrants = self.floor.entrants
        if entrants < MIN_ENTRANTS:
            return
        settings = await self._store.season_settings(self.record.guild_id)
        length = settings.length if settings is not None else SeasonLength.MONTHLY
        season = season_period(length, self._today())[0]
        points = {
            f.player: (
                f.best,
                season_points(entrants=entrants, place=f.best, entry=self.record.entry),
            )
            for f in self.floor.finished
            if not is_robot(f.player)
        }
        if points:
            await self._store.record_season_points(self.tournament_id, season, points)


def results(finished: tuple[Finish, ...], paid: Mapping[int, int]) -> tuple[Result, ...]:
    """Every place first to last with its prize (shared places by player id).

    >>> results((Finish(3, 2, 2), Finish(4, 1, 1)), {4: 70, 3: 30})
    (Result(player=4, best=1, worst=1, prize=70), Result(player=3, best=2, worst=2, prize=30))
    """
    ranked = sorted(finished, key=lambda f: (f.best, f.player))
    return tuple(Result(f.player, f.best, f.worst, paid.get(f.player, 0)) for f in ranked)
