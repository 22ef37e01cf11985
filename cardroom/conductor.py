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
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from typing import Protocol

from cardroom.errors import NotAllowed
from cardroom.models import TournamentStatus
from cardroom.robots import is_robot
from cardroom.store import Store
from cardroom.tournament.clock import (
    ClockPosition,
    ClockState,
    addon_open,
    late_registration_open,
    position,
)
from cardroom.tournament.deal import DealOffer, deal_places
from cardroom.tournament.finish import Finish
from cardroom.tournament.floor import Boundary, Floor
from cardroom.tournament.payouts import cancellation_split, payouts
from cardroom.tournament.records import MttRecord
from cardroom.tournament.robots import member_prizes, members
from cardroom.tournament.seasons import MIN_ENTRANTS, SeasonLength, season_period, season_points
from cardroom.tournament.settings import MttSettings
from holdem.schedule import BlindLevel

__all__ = ["Conductor", "DealNews", "Result", "Standing", "TableSide"]

log = logging.getLogger(__name__)


class TableSide(Protocol):
    """What the conductor asks of the tables' owner (each table is the only writer of its own).

    Tables are numbered from 1 and each plays in a channel (a thread) of its own; seats are
    numbered from 0. Chips are tournament chips.
    """

    async def new_channel(self, number: int) -> int:
        """Open the channel (a thread) table ``number`` will play in; its id."""

    async def open_table(
        self, channel: int, number: int, seats: Mapping[int, tuple[int, int]]
    ) -> None:
        """Open table ``number`` in ``channel`` with ``seats`` (seat -> (player, chips)), held."""

    async def seated(self, channel: int) -> Mapping[int, int] | None:
        """The players seated at the open table in ``channel`` (player -> chips); None: none."""

    async def in_hand(self, channel: int) -> bool:
        """Whether the open table in ``channel`` has a hand in progress (not yet settled)."""

    async def seat(self, channel: int, seat: int, player: int, chips: int, state_json: str) -> None:
        """Seat a new player (late entrant, rebuy after going out) with chips; state saved."""

    async def add_chips(self, channel: int, player: int, chips: int, state_json: str) -> bool:
        """Add bought chips to a player's stack (state saved with it); False: in a hand now."""

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


DealNews = Callable[["Conductor", str], None]
"""Told (without waiting) when a deal proposal opens (``"open"``) or runs out (``"expired"``)."""


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
        self.robots = frozenset(e.user_id for e in record.entries if is_robot(e.user_id))
        """The computer players entered (freeroll seats; they win nothing)."""
        self.deal: DealOffer | None = None
        """The deal proposal open at the final table (in memory: a restart withdraws it)."""
        self._deal_wanted: int | None = None
        """Who asked for a deal while the final table's hand runs (opened at its end)."""
        self._deals = 0
        self.by_deal = False
        """Whether the tournament ended by a deal."""
        self.deal_news: DealNews | None = None
        """Told when a proposal opens or runs out (the bot posts it in the table's thread)."""

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
        prizes = payouts(settings.payouts, entrants=members(players), pool=record.pool)
        floor, boundary = Floor.start(
            players, table_size=settings.table_size, chips=settings.chips, prizes=prizes, rng=rng
        )
        conductor = cls(
            store=store,
            record=record,
            floor=floor,
            clock=ClockState(),
            tables=tables,
            now=now,
            rng=rng,
            today=today,
        )
        # The draw is saved with the status: a crash before every table opens is mended
        # by the restart (resume_tables opens what is missing, in the channels saved).
        conductor.record = await store.start_mtt(tournament_id, state_json=conductor.state_json())
        conductor._clock = ClockState().resume(now())
        async with conductor._lock:
            await conductor._mend_tables()
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

    def state_json(self, floor: Floor | None = None) -> str:
        """What the store keeps between boundaries: the floor and the tables' channels."""
        channels = {str(n): c for n, c in sorted(self.channels.items())}
        floor = self.floor if floor is None else floor
        return json.dumps({"floor": floor.to_json(), "channels": channels})

    def number_of(self, channel: int) -> int | None:
        """The number of the table playing in ``channel``, if one does."""
        return next((n for n, c in self.channels.items() if c == channel), None)

    def place_of(self, player: int) -> Result | None:
        """A player's place (shared: best to worst) and prize, once they are out."""
        for place in self.floor.finished:
            if place.player == player:
                return Result(player, place.best, place.worst, self._paid.get(player, 0))
        return None

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
        """After a restart: mend the tables a crash left short, and deal where free to.

        A table the floor has but no channel or no open table gets them (in the channel
        saved, if one was), and a player the floor seats but the table lacks is seated.
        """
        async with self._lock:
            self._released.clear()
            await self._mend_tables()
            lost = await self._lost_reports()
        for number, stacks in lost:  # a kill took the report of a settled hand: take it now
            chips = self.floor.chips
            start = {p: chips.get(p, stacks[p]) for p in stacks}
            log.info(
                "Tournament %s: table %s's hand ended before the stop", self.tournament_id, number
            )
            await self.hand_done(number, start_stacks=start, stacks=stacks)
        async with self._lock:
            await self._deal(self.pending())

    async def _lost_reports(self) -> list[tuple[int, dict[int, int]]]:
        """Tables the floor has in a hand whose hand is settled already: their stacks.

        A stop between a table saving its finished hand and the conductor taking the
        report in leaves the floor one step behind; the floor's chips are each player's
        chips when that hand began (they are banked at every boundary).
        """
        lost = []
        for number in sorted(self.floor.playing):
            channel = self.channels.get(number)
            if channel is None or await self._tables.in_hand(channel):
                continue
            seated = await self._tables.seated(channel)
            if seated is not None:
                lost.append((number, dict(seated)))
        return lost

    async def _mend_tables(self) -> None:
        """Open the floor's tables not open yet and seat the players they lack.

        Each table's channel is saved before its table opens, so a crash between the two
        opens the table in that channel (one thread per table, ever).
        """
        for table in self.floor.tables:
            channel = self.channels.get(table.number)
            if channel is None:
                self.channels[table.number] = channel = await self._tables.new_channel(table.number)
                await self._bank()
            seated = await self._tables.seated(channel)
            if seated is None:
                seats = {s: (p, self.floor.chips[p]) for s, p in table.seats.items()}
                await self._tables.open_table(channel, table.number, seats)
                continue
            for seat, player in sorted(table.seats.items()):
                if player not in seated:
                    chips = self.floor.chips[player]
                    await self._tables.seat(channel, seat, player, chips, self.state_json())

    @property
    def paused(self) -> bool:
        """Whether an admin paused the level clock."""
        return not self._clock.running

    def registration_open(self) -> bool:
        """Whether late entries and rebuys are taken now (through level ``late_levels``)."""
        return not self.over and late_registration_open(self.position(), self.settings.late_levels)

    def addon_open(self) -> bool:
        """Whether the add-on is offered now (the break that closes registration)."""
        at = self.position()
        return self.settings.addon and addon_open(self._structure, at, self.settings.late_levels)

    async def enter(self, player: int) -> None:
        """A late entry: paid into the pool with the floor saved, then a seat and chips.

        The seat is a random allowed one at the table with the fewest players (a new
        table when none is free); the player is dealt in from that table's next hand.

        Raises:
            NotAllowed: Registration has closed, or the player entered already.
            InsufficientChips: The bankroll can't cover the entry.
        """
        async with self._lock:
            if not self.registration_open():
                raise NotAllowed(
                    "Registration for this tournament has closed.", code="tournament.late_closed"
                )
            floor = self.floor
            if player in floor.chips or player in floor.out_players or _placed(floor, player):
                raise NotAllowed(
                    "You are already entered in this tournament.", code="seat.already_entered"
                )
            floor, boundary = floor.enter(
                player,
                chips=self.settings.chips,
                rng=self._rng,
                new_number=_next_number(self.channels, self.floor),
            )

            async def pay(state: str) -> MttRecord:
                """The entry, with the floor that seats the entrant."""
                return await self._store.register_mtt(
                    self.tournament_id, player, late=True, state_json=state
                )

            await self._pay_in(floor, pay)
            await self._seat_new(boundary)

    async def rebuy(self, player: int) -> None:
        """A rebuy while registration is open: a starting stack for one more entry.

        A player still in, at or below the starting stack, gets the chips at their
        table's next hand boundary (at once when it is between hands). A player out of
        chips (not placed while registration is open) takes a new seat as a late entrant
        does.

        Raises:
            NotAllowed: No rebuys, registration closed, not in, or over the starting stack.
            InsufficientChips: The bankroll can't cover it.
        """
        async with self._lock:
            chips = self.settings.chips
            if not self.settings.rebuys:
                raise NotAllowed("This tournament has no rebuys.", code="tournament.rebuys_off")
            if not self.registration_open():
                raise NotAllowed("Rebuys closed with registration.", code="tournament.rebuy_closed")
            floor = self.floor

            async def pay(state: str) -> MttRecord:
                """The rebuy, with the floor that owes (or seats) its chips."""
                return await self._store.rebuy_mtt(self.tournament_id, player, state_json=state)

            if player in floor.out_players:
                floor, boundary = floor.enter(
                    player,
                    chips=chips,
                    rng=self._rng,
                    again=True,
                    new_number=_next_number(self.channels, self.floor),
                )
                await self._pay_in(floor, pay)
                await self._seat_new(boundary)
                return
            if player not in floor.chips:
                raise NotAllowed(
                    "You are not in this tournament.", code="tournament.not_registered"
                )
            if floor.chips[player] + floor.owed.get(player, 0) > chips:
                raise NotAllowed(
                    f"A rebuy is for a stack at or below the starting stack of {chips:,}.",
                    code="tournament.rebuy_stack",
                    n=chips,
                )
            await self._pay_in(floor.buy(player, chips), pay)
            await self._give_now(player)

    async def addon(self, player: int) -> None:
        """The add-on, once a player, at the break that closes registration: a starting stack.

        Raises:
            NotAllowed: No add-on, not its time, not in, or taken already.
            InsufficientChips: The bankroll can't cover it.
        """
        async with self._lock:
            if not self.settings.addon:
                raise NotAllowed("This tournament has no add-on.", code="tournament.addon_off")
            if not self.addon_open():
                raise NotAllowed(
                    "The add-on is offered at the break that closes registration.",
                    code="tournament.addon_closed",
                )
            if player not in self.floor.chips:
                raise NotAllowed(
                    "You are not in this tournament.", code="tournament.not_registered"
                )

            async def pay(state: str) -> MttRecord:
                """The add-on, with the floor that owes its chips."""
                return await self._store.rebuy_mtt(
                    self.tournament_id, player, addon=True, state_json=state
                )

            await self._pay_in(self.floor.buy(player, self.settings.chips), pay)
            await self._give_now(player)

    async def _pay_in(self, floor: Floor, pay: Callable[[str], Awaitable[MttRecord]]) -> None:
        """Take a payment into the pool with ``floor`` (prizes as the pool will be) saved.

        Nothing is paid while registration is open, so the prizes follow the whole pool.
        Memory changes only once the store has taken it.
        """
        pool = self.record.pool + self.record.entry
        scheme = self.settings.payouts
        floor = floor.with_prizes(payouts(scheme, entrants=floor.entrants, pool=pool))
        self.record = await pay(self.state_json(floor))
        self.floor = floor
        if self.record.pool != pool:  # another payment came between: follow the store
            prizes = payouts(scheme, entrants=floor.entrants, pool=self.record.pool)
            self.floor = floor.with_prizes(prizes)
            await self._bank()

    async def _seat_new(self, boundary: Boundary) -> None:
        """Seat a late entrant (or a rebuy after going out) where the floor put them."""
        for move in boundary.moves:
            channel = self.channels.get(move.to_table)
            if channel is None:  # a new table: the entrant waits there for company
                await self._mend_tables()
                continue
            chips = self.floor.chips[move.player]
            await self._tables.seat(channel, move.seat, move.player, chips, self.state_json())
        await self._deal(boundary.deal)

    async def _give_now(self, player: int) -> None:
        """Give bought chips at once if the player's table is between hands."""
        number = self.floor.table_of(player)
        if number is not None and number not in self.floor.playing:
            await self._give(self.channels[number], player)

    async def _give(self, channel: int, player: int) -> None:
        """Put the chips owed to ``player`` on their stack in ``channel`` (if not in a hand)."""
        given = self.floor.give_owed(player)
        chips = self.floor.owed[player]
        if await self._tables.add_chips(channel, player, chips, self.state_json(given)):
            self.floor = given

    async def _close_registration(self) -> None:
        """Registration closed: place the players still out of chips, and pay them."""
        if not self.floor.out:
            return
        self.floor, boundary = self.floor.close_registration()
        await self._pay(boundary)

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
            _log_floor(self.tournament_id, number, "dealt a hand", self.state_json())

    async def hand_done(
        self, number: int, *, start_stacks: Mapping[int, int], stacks: Mapping[int, int]
    ) -> Boundary:
        """A table's hand ended: place and pay the busts, move players, deal where allowed.

        ``stacks`` name every player seated at the table (by player id), ``start_stacks``
        their chips when the hand began. Returns what the floor decided.
        """
        async with self._lock:
            late = self.registration_open()
            if not late:
                await self._close_registration()
            before = self.floor
            # Players who joined the table after it reported (moved in, seated late, while
            # the report waited in the queue) were not dealt in: their chips are the floor's.
            joined = {
                p: self.floor.chips[p]
                for p in self.floor.table(number).seats.values()
                if p not in stacks
            }
            start_stacks, stacks = {**joined, **start_stacks}, {**joined, **stacks}
            floor, boundary = self.floor.hand_done(
                number,
                start_stacks=start_stacks,
                stacks=stacks,
                rng=self._rng,
                late=late,
                busy=frozenset(self._released),  # may be dealing: they give no players now
            )
            self.floor = floor
            if boundary.finishes:
                await self._pay(boundary)
            else:
                await self._bank()
            channel = self.channels[number]
            for player in sorted(p for p in stacks if p in self.floor.owed):
                await self._give(channel, player)  # before any move: it sits here still
            for player in sorted(p for p, chips in stacks.items() if chips == 0):
                if player not in self.floor.chips:
                    await self._tables.unseat(channel, player)
            await self._apply_moves(before, boundary)
            _log_floor(self.tournament_id, number, "ended a hand", self.state_json())
            if boundary.winner is not None:
                self._deal_wanted = None
                await self._end()
            elif self._deal_wanted in self.floor.chips and self.final_table() is not None:
                self._open_deal(self._deal_wanted)
            else:
                self._deal_wanted = None
                await self._deal(boundary.deal)
            return boundary

    async def _apply_moves(self, before: Floor, boundary: Boundary) -> None:
        """Move the players as the floor decided, then close the broken tables.

        A player who found no allowed seat waits with their chips (the floor keeps them):
        their seat at the broken table goes, and a new one is made where the floor later
        seats them (a move from no table).
        """
        home = {p: t.number for t in before.tables for p in t.seats.values()}
        for move in boundary.moves:
            if move.from_table is not None:
                await self._tables.move(
                    self.channels[move.from_table],
                    self.channels[move.to_table],
                    move.seat,
                    move.player,
                )
            else:
                old = home.get(move.player)
                if old is not None and old in boundary.broken:  # it leaves that table first
                    await self._tables.unseat(self.channels[old], move.player)
                chips = self.floor.chips[move.player]
                channel = self.channels[move.to_table]
                await self._tables.seat(channel, move.seat, move.player, chips, self.state_json())
            home[move.player] = move.to_table
        for broken in boundary.broken:
            for player in sorted(p for p, t in home.items() if t == broken):
                if player in self.floor.chips:  # waits for a seat, with its chips
                    await self._tables.unseat(self.channels[broken], player)
            self._released.discard(broken)
            await self._tables.close_table(self.channels[broken])

    async def tick(self) -> None:
        """Bank the clock, and deal the tables a break held once it is over (call often)."""
        async with self._lock:
            if self.over:
                return
            if not self.registration_open():
                await self._close_registration()
            await self._bank()
            if self.deal is not None and self.deal.expired(self._now()):
                self.deal = None
                self._tell("expired")
            await self._deal(self.pending())

    async def pause(self) -> None:
        """Stop the level clock (an admin's pause); hands go on at the level they are at.

        Raises:
            NotAllowed: It is paused already.
        """
        async with self._lock:
            if self.paused:
                raise NotAllowed(
                    "The tournament's clock is paused already.", code="tournament.paused"
                )
            self._clock = self._clock.pause(self._now())
            await self._bank()

    async def resume(self) -> None:
        """Start the level clock again after :meth:`pause`.

        Raises:
            NotAllowed: It is not paused.
        """
        async with self._lock:
            if not self.paused:
                raise NotAllowed(
                    "The tournament's clock is not paused.", code="tournament.not_paused"
                )
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
            still = {p: c for p, c in floor.chips.items() if not is_robot(p)}
            unpaid = floor.prizes[: len(still)]
            split = cancellation_split(self.record.pool, still, unpaid)
            self.record = await self._store.pay_mtt_places(
                self.tournament_id, places={}, prizes=split, end=TournamentStatus.CANCELLED
            )
            for player, prize in split.items():
                self._paid[player] = self._paid.get(player, 0) + prize
            await self._close_all()
            return split

    def final_table(self) -> int | None:
        """The number of the final table (one table left, two players or more), if it is."""
        tables = self.floor.tables
        if len(tables) != 1 or self.floor.players_left < 2 or self.floor.waiting:
            return None
        return tables[0].number

    async def propose_deal(self, player: int) -> DealOffer | None:
        """A player at the final table asks for an ICM deal: the open proposal, or None.

        Between hands the proposal opens at once and the table waits for the answers;
        during a hand it opens when the hand ends (:attr:`deal_news` is told either way).

        Raises:
            NotAllowed: Not the final table, not a player still in, one is open already,
                or registration is still open (the pool and the places are not settled).
        """
        async with self._lock:
            number = self.final_table()
            if self.over or number is None:
                raise NotAllowed("A deal is made at the final table.", code="tournament.deal_final")
            if player not in self.floor.chips:
                raise NotAllowed(
                    "Only the players still in make a deal.", code="tournament.deal_players"
                )
            if self.deal is not None or self._deal_wanted is not None:
                raise NotAllowed("A deal is proposed already.", code="tournament.deal_open")
            if any(is_robot(p) for p in self.floor.chips):
                raise NotAllowed("Computer players make no deals.", code="tournament.deal_robots")
            if self.registration_open() or self.floor.out:
                raise NotAllowed(
                    "No deal while registration is open: the pool can still grow.",
                    code="tournament.deal_late",
                )
            if number in self.floor.playing or number in self._released:
                self._deal_wanted = player
                return None
            self._open_deal(player)
            return self.deal

    async def answer_deal(self, player: int, number: int, *, accept: bool) -> DealOffer:
        """A player's answer to proposal ``number``: the offer as it stands after it.

        A decline withdraws it and the table deals again; the last yes ends the tournament
        by the deal: every player is paid their amount in one transaction with its ledger
        rows and placed by chips (:attr:`over` is then true).

        Raises:
            NotAllowed: No such proposal is open, or ``player`` is not one it is for.
        """
        async with self._lock:
            offer = self.deal
            if offer is None or offer.number != number or self.over:
                raise NotAllowed("That deal is no longer open.", code="tournament.deal_gone")
            if player not in offer.stacks:
                raise NotAllowed(
                    "Only the players still in make a deal.", code="tournament.deal_players"
                )
            if not accept:
                self.deal = None
                await self._deal(self.pending())
                return offer
            offer = offer.accept(player)
            self.deal = offer
            if offer.agreed:
                await self._end_by_deal(offer)
            return offer

    def _open_deal(self, player: int | None) -> None:
        """Work out the deal from the chips now, hold the final table, and say so."""
        if player is None:
            raise ValueError("a deal has a proposer")
        self._deal_wanted = None
        self._deals += 1
        floor = self.floor
        self.deal = DealOffer.open(
            self._deals,
            proposer=player,
            stacks=dict(floor.chips),
            pool_left=self.record.pool,
            unpaid=floor.prizes[: floor.players_left],
            now=self._now(),
        )
        self._tell("open")

    def _tell(self, news: str) -> None:
        """Tell the bot about the deal, without waiting for it (it may post in Discord)."""
        if self.deal_news is not None:
            self.deal_news(self, news)

    async def _end_by_deal(self, offer: DealOffer) -> None:
        """Everyone agreed: pay the deal, place by chips, close the table, score."""
        places = deal_places(offer.stacks)
        self.record = await self._store.pay_mtt_places(
            self.tournament_id,
            places={f.player: f.best for f in places},
            prizes=dict(offer.amounts),
            end=TournamentStatus.FINISHED,
        )
        self._paid.update(offer.amounts)
        await self._close_all()
        self.floor = replace(self.floor, finished=self.floor.finished + places)
        self.by_deal = True
        self.results = results(self.floor.finished, self._paid)
        await self._score()
        log.info("Tournament %s finished by a deal", self.tournament_id)

    async def _pay(self, boundary: Boundary) -> None:
        """Record the places decided and pay them, with the floor, in one transaction."""
        places = {f.player: f.best for f in boundary.finishes}
        end = TournamentStatus.FINISHED if boundary.winner is not None else None
        prizes = dict(boundary.prizes)
        if self.robots:  # the members' table, by their order among members
            out = {f.player for f in boundary.finishes}
            after = members([p for p in self.floor.chips if p not in out])
            prizes = member_prizes(boundary.finishes, members_after=after, prizes=self.floor.prizes)
        self.record = await self._store.pay_mtt_places(
            self.tournament_id,
            places=places,
            prizes=prizes,
            end=end,
            state_json=self.state_json(),
        )
        self._paid.update(prizes)
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
        if self.deal is not None:
            return  # the final table waits for every answer
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
        """Close every table still open (the winner's, or all of them on a cancel)."""
        for table in self.floor.tables:
            for player in sorted(table.seats.values()):
                await self._tables.unseat(self.channels[table.number], player)
            await self._tables.close_table(self.channels[table.number])
        self._released.clear()

    async def _score(self) -> None:
        """Record the season's points (four entrants or more; computer players never score)."""
        entrants = self.floor.entrants - len(self.robots)
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


def _placed(floor: Floor, player: int) -> bool:
    """Whether the player has a place already."""
    return any(f.player == player for f in floor.finished)


def _next_number(channels: Mapping[int, int], floor: Floor) -> int:
    """The number a new table takes: past every table this tournament opened."""
    numbers = [*channels, *(t.number for t in floor.tables)]
    return max(numbers, default=0) + 1


def _log_floor(tournament_id: int, number: int, what: str, state: str) -> None:
    """Log the floor as a table's hand starts or ends, its moves applied (for audits)."""
    log.info("Tournament %s: table %s %s; state %s", tournament_id, number, what, state)
