"""The table service: one table per channel, driven only through its verbs.

:class:`TableService` is the card room's one conductor. It owns the registry of live tables,
one :class:`asyncio.Lock` per channel, the verbs, the timers and one private step,
:meth:`TableService._advance`, that every change of a hand goes through: act for those who
can't, narrate, then save the hand (or settle it) in one store call, then arm the table's
timer, then (after a settled hand) plan the next deal. Every verb takes plain ids, holds the
table's lock, and returns a :class:`~cardroom.views.TableUpdate` or raises a
:class:`~cardroom.errors.UserFacingError` having changed nothing.

The private modules beside it are leaves that compute and return; none imports the service
or another leaf: :mod:`cardroom._dealing` (the deal, acting for the absent, what to save),
:mod:`cardroom._settling` (the settlement record, the format moved on, a decided payout),
:mod:`cardroom._recovery` (a saved table taken back, the refunds of a hand that can't be),
:mod:`cardroom._timers` (one timer per table, with the service's callback), and the
records they share: :mod:`cardroom._table` (the live table and its view),
:mod:`cardroom._saving` (a hand as saved), :mod:`cardroom._notes` (events narrated).

Formats. A cash table takes buy-ins from bankrolls and cashes players out when they leave.
The heads-up match and the sit-and-go are played for a prize pool kept by the store's
tournaments: joining pays the entry fee (the heads-up stake is 100 chips, the game card's
stack), the stacks are tournament chips, and at the end the pool goes to the finishers
(the heads-up winner takes both stakes; a drawn match returns each stake).

Time. Each table has at most one timer (:class:`~cardroom._timers.AlarmKind`): a reminder
shortly before the deadline of the player to act, the deadline (a check or a fold for them),
or the end of the pause before the next hand. Timers sleep on the injected
:class:`~cardroom.clock.Clock`; what they cause reaches the front desk through the listener
(``table_changed(update)``). :meth:`TableService.idle` waits until every timer is asleep
again, which lets tests drive time with :class:`~cardroom.clock.ManualClock`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol, runtime_checkable

from cardroom import _dealing, _homegame, _odds, _preactions, _recovery, _settling, _stopping
from cardroom._formats import (
    HEADS_UP_STAKE,
    action_for,
    checked_config,
    config_to_dict,
    default_buy_in,
    sng_schedule,
)
from cardroom._notes import narrate
from cardroom._robot_moves import move_for
from cardroom._saving import replay
from cardroom._table import LiveTable
from cardroom._timers import Alarm, AlarmKind, TableTimers
from cardroom.amounts import parse_amount
from cardroom.claims import LocalClaims, ServerClaims
from cardroom.clock import Clock, SystemClock, TurnClock
from cardroom.errors import (
    AlreadySeated,
    HandInProgress,
    InsufficientChips,
    InvalidAmount,
    NoTable,
    NotAllowed,
    NoTournament,
    NotSeated,
    NotYourTurn,
    RoomRestarting,
    ServerElsewhere,
    ServerPaused,
    StaleButton,
    TableExists,
    TableFull,
    UserFacingError,
)
from cardroom.models import HandOutcome, HandRecord, TableKey, TableRecord, TableStatus
from cardroom.robots import ROBOT_STYLES, is_robot, new_robot_id, robot_pause, robot_style
from cardroom.shards import ShardPlan
from cardroom.store import Store
from cardroom.views import (
    FORCED_MOVES,
    GameKind,
    HandSummary,
    Move,
    Note,
    NoteKind,
    PreChoice,
    PreMove,
    PrivateCards,
    RabbitView,
    TableConfig,
    TableUpdate,
    TableView,
)
from holdem import errors as engine_errors
from holdem.actions import Action
from holdem.deck import Deck
from holdem.events import Event, HandVoided
from holdem.match import HeadsUpMatch
from opponents import Opponent

__all__ = ["HandExport", "HandSummary", "TableListener", "TableService", "TableSettings"]

log = logging.getLogger(__name__)

Notes = tuple[list[Note], list[PrivateCards]]
"""What a change of a hand says: the channel's notes and each player's private cards."""


@runtime_checkable
class TableListener(Protocol):
    """Receives the updates no interaction caused (a clock, the next deal, a level up)."""

    async def table_changed(self, update: TableUpdate) -> None:
        """Show ``update`` in its channel (and deliver its private cards)."""
        ...


Listener = TableListener | Callable[[TableUpdate], Awaitable[None]]
"""A :class:`TableListener`, or a plain async callable taking the update."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TableSettings:
    """The room's timing and tournament terms (not per table)."""

    pause_seconds: float = 5.0
    """The pause between two hands."""
    reminder_seconds: float = 10.0
    """How long before the deadline the player to act is reminded."""
    max_timeouts: int = 2
    """Time-outs in a row after which a player is sat out."""
    restore_grace_seconds: float = 15.0
    """After a restart, the player to act gets at least this long."""
    sng_starting_stack: int = 1500
    """Tournament chips each sit-and-go entrant starts with."""
    sng_hands_per_level: int = 10
    """Hands per sit-and-go blind level."""
    reclaim_seconds: float = 15.0
    """After a server's claim was lost, how often (wall-clock seconds) to try it again."""
    robot_pause: tuple[float, float] = (1.0, 3.0)
    """The shortest and longest pause before a computer player acts (seconds; 0 in tests)."""
    robot_buy_in_big_blinds: int = 100
    """A computer player's buy-in at a cash table, within the table's bounds."""
    odds_processes: bool = True
    """Count pre-flop all-in odds in a process pool (False: a thread, as in most tests)."""


@dataclass(frozen=True, slots=True)
class HandExport:
    """A finished hand written as PHH for one asker."""

    filename: str
    """The file's name."""
    text: str
    """The PHH text (shown hands and the asker's own cards only)."""
    hand_no: int
    """The hand's number at its table."""
    hand_id: str
    """The hand's id in this server (``"7-12"``), as ``/poker history`` shows it."""


def hand_id(record: HandRecord) -> str:
    """A hand's id: its table's and its own number (``"7-12"``)."""
    return f"{record.table_id}-{record.hand_no}"


def _default_rng() -> random.Random:
    return secrets.SystemRandom()


class TableService:
    """Runs every table of the card room: seats, hands, clocks, formats and recovery."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        rng_factory: Callable[[], random.Random] | None = None,
        listener: Listener | None = None,
        settings: TableSettings | None = None,
        shards: ShardPlan | None = None,
        claims: ServerClaims | None = None,
    ) -> None:
        """Run tables on ``store``; ``rng_factory`` gives each deal's shuffle its randomness.

        ``shards`` limits the room to the servers of this process's shards (None: every
        server), and ``claims`` makes sure no other process runs the same server's tables
        (None: :class:`~cardroom.claims.LocalClaims`, for a database only this process opens).
        """
        self._store = store
        self._shards = shards
        self._claims: ServerClaims = claims or LocalClaims()
        self._claims.set_lost_listener(self._servers_lost)
        self._claiming: dict[int, asyncio.Lock] = {}
        self._away: dict[int, int] = {}
        """Channels whose tables stopped here when their server's claim was lost: the guild."""
        self._reclaimer: asyncio.Task[None] | None = None
        self._releasing: set[asyncio.Task[None]] = set()
        self._clock: Clock = clock or SystemClock()
        self._rng_factory = rng_factory or _default_rng
        self._listener = listener
        self.settings = settings or TableSettings()
        self._tables: dict[int, LiveTable] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._timers = TableTimers(self._clock, self._ring)
        self._closing = False
        self._opponents: dict[tuple[int, int], Opponent] = {}
        """The computer players' minds, by (channel, robot id): their reads last the table."""
        self.odds = _odds.OddsCalculator(processes=self.settings.odds_processes)
        """Computes the all-in odds off the event loop (a thread, or processes pre-flop)."""

    # --- plumbing ------------------------------------------------------------------------

    @property
    def store(self) -> Store:
        """The store the service runs on."""
        return self._store

    @property
    def clock(self) -> Clock:
        """The injected clock."""
        return self._clock

    def set_listener(self, listener: Listener | None) -> None:
        """Install (or remove) the receiver of updates that no interaction caused."""
        self._listener = listener

    def _lock(self, channel_id: int) -> asyncio.Lock:
        """The one lock of a channel's table."""
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    def _table(self, channel_id: int) -> LiveTable:
        if self._closing:
            raise RoomRestarting()
        table = self._tables.get(channel_id)
        if table is None or table.closed:
            if table is None and channel_id in self._away:
                raise ServerPaused()
            raise NoTable()
        return table

    @staticmethod
    def _update(
        table: LiveTable,
        notes: list[Note] | tuple[Note, ...] = (),
        private: list[PrivateCards] | tuple[PrivateCards, ...] = (),
    ) -> TableUpdate:
        cards = tuple(p for p in private if not is_robot(p.user_id))  # robots need no DM
        runout, table.runout = table.runout, ()
        return TableUpdate(table.view(), tuple(notes), cards, runout)

    async def _notify(self, update: TableUpdate) -> None:
        listener = self._listener
        if listener is None:
            return
        try:
            if isinstance(listener, TableListener):
                await listener.table_changed(update)
            else:
                await listener(update)
        except Exception:
            log.exception("The listener failed on an update of channel %s", update.view.channel_id)

    async def idle(self) -> None:
        """Wait until every table timer is asleep on the clock or finished (for tests)."""
        await self._timers.idle()

    async def shutdown(self) -> None:
        """Stop: refuse new work, let the work under way finish, cancel every table timer.

        The tables stay saved as their players last saw them; :meth:`restore` resumes them.
        """
        if not self._closing:  # a second call (a stop cut short) stops at once
            self._closing = True
            await _stopping.drain(self._locks.values())
        if self._reclaimer is not None:
            self._reclaimer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reclaimer
        await self._timers.shutdown()
        await self.odds.close()

    # --- creating and seating --------------------------------------------------------------

    async def create(
        self, guild_id: int, channel_id: int, user_id: int, config: TableConfig
    ) -> TableUpdate:
        """Open a table in a channel.

        Raises:
            TableExists: The channel already has an open table.
            InvalidAmount, NotAllowed: The configuration is out of bounds.
        """
        config = checked_config(config)
        restored: list[TableUpdate] = []
        try:
            async with self._claim_lock(guild_id):  # no release of the claim meanwhile
                if not self._claims.owns(guild_id):
                    restored = await self._claim_first(guild_id)
                return await self._open(guild_id, channel_id, user_id, config)
        finally:
            for update in restored:
                await self._notify(update)

    async def _open(
        self, guild_id: int, channel_id: int, user_id: int, config: TableConfig
    ) -> TableUpdate:
        """Open the table of :meth:`create` in a claimed server (its claim lock held)."""
        async with self._lock(channel_id):
            if channel_id in self._tables:
                raise TableExists()
            config_json = json.dumps(config_to_dict(config))
            tournament_id = None
            if config.game is not GameKind.CASH:
                tour = await self._store.create_tournament(
                    guild_id, user_id, entry_fee=config.min_buy_in, config_json=config_json
                )
                tournament_id = tour.id
            try:
                record = await self._store.create_table(
                    guild_id,
                    channel_id,
                    user_id,
                    config_json=config_json,
                    max_seats=config.seats,
                    tournament_id=tournament_id,
                )
            except BaseException:
                if tournament_id is not None:
                    await self._store.cancel_tournament(tournament_id)
                raise
            table = LiveTable.from_record(record)
            table.fmt.tournament_id = tournament_id
            if config.game is GameKind.HEADS_UP:
                table.fmt.starting_stack = HEADS_UP_STAKE
            elif config.game is GameKind.TOURNAMENT:
                table.fmt.starting_stack = self.settings.sng_starting_stack
                table.fmt.schedule = sng_schedule(config, self.settings.sng_hands_per_level)
            await self._store.save_state(table.key, table.state_json())
            self._tables[channel_id] = table
            log.info("Table %s opened in channel %s by %s", table.key, channel_id, user_id)
            if not self._claims.owns(guild_id):  # lost while the table was being opened
                self._tables.pop(channel_id, None)
                self._wait_for(guild_id, [channel_id])
                raise ServerPaused()
            return self._update(table)

    async def join(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        buy_in: object = None,
        *,
        post: bool = True,
    ) -> TableUpdate:
        """Take a seat with a buy-in from the bankroll (a match or sit-and-go: pay the entry).

        ``buy_in`` None buys in for the table's default, 100 big blinds (within the buy-in
        range), or the whole bankroll if that holds less but at least the minimum. A match's
        stake and a sit-and-go's entry are fixed: an amount there is refused.
        Once hands are dealt at a cash table a new player owes a big blind: with ``post`` they
        post it to play at once (as soon as the button has passed their seat), else they
        wait for the big blind to reach them.

        Raises:
            NoTable, AlreadySeated, TableFull: No seat for this player.
            InvalidAmount, InsufficientChips: A bad buy-in, or one the bankroll can't cover.
            NotAllowed: The match or sit-and-go has already started, or an amount was given
                for its fixed stake.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            if table.guild_id != guild_id:
                raise NoTable()
            if table.is_tournament:
                if buy_in is not None:
                    raise NotAllowed.coded("seat.stake_fixed", entry=table.config.min_buy_in)
                return await self._enter(table, user_id)
            if table.seat_of(user_id) is not None:
                raise AlreadySeated()
            if len(table.seats) >= table.config.seats:
                raise TableFull()
            low, high = table.config.min_buy_in, table.config.max_buy_in
            if buy_in is None:
                balance = await self._store.balance(guild_id, user_id)
                if balance < low:
                    raise InsufficientChips(low, balance)
                amount = min(default_buy_in(table.config), balance)
            else:
                amount = parse_amount(buy_in, what="buy_in", minimum=low, maximum=high)
            seat = await self._store.sit(table.key, user_id, amount)
            table.seats[seat.seat_no] = user_id
            table.stacks[seat.seat_no] = seat.stack
            table.sitting_out.discard(user_id)
            table.timeouts[user_id] = 0
            table.time_banks.setdefault(user_id, float(table.config.time_bank_seconds))
            table.owes_on_sitting(seat.seat_no, post=post)
            await self._plan_next_deal(table)
            note = Note(
                NoteKind.SAT_DOWN, user_id, f"sits down with {seat.stack:,}", amount=seat.stack
            )
            return self._update(table, [note])

    async def _enter(self, table: LiveTable, user_id: int) -> TableUpdate:
        """Pay a match's or sit-and-go's entry fee into its prize pool."""
        if table.started or table.fmt.tournament_id is None:
            raise NotAllowed(
                "This game has already started; wait for the next one.", code="game.started"
            )
        if user_id in table.fmt.entrants:
            raise AlreadySeated()  # one sentence for a seat and an entry
        if len(table.fmt.entrants) >= table.config.seats:
            raise TableFull()
        await self._store.enter_tournament(table.fmt.tournament_id, user_id)
        table.fmt.entrants.append(user_id)
        table.time_banks[user_id] = float(table.config.time_bank_seconds)
        await self._store.save_state(table.key, table.state_json())
        return self._update(table)

    async def leave(self, channel_id: int, user_id: int) -> TableUpdate:
        """Leave the table; in a hand, fold now (or when it is your turn) and cash out after it.

        In a running match or sit-and-go leaving sits the player out: their chips stay in
        play and are blinded away.

        Raises:
            NoTable, NotSeated: Nothing to leave.
            NotAllowed: A match or sit-and-go entry can't be withdrawn before it starts.
        """
        async with self._lock(channel_id):
            return await self._leave(self._table(channel_id), user_id)

    async def _leave(self, table: LiveTable, user_id: int) -> TableUpdate:
        """Leave (the table's lock held): see :meth:`leave`."""
        seat = table.seat_of(user_id)
        if table.is_tournament:
            if seat is None:
                if user_id in table.fmt.entrants:
                    raise NotAllowed(
                        "An entry can't be withdrawn; the creator can close the table,"
                        " which refunds every entry.",
                        code="seat.entry_final",
                    )
                raise NotSeated()
            return await self._sit_out(table, user_id, leaving=True)
        if seat is None:
            raise NotSeated()
        hand = table.hand
        if hand is not None and table.hand_users.get(seat) == user_id:
            table.leaving.add(user_id)
            note = Note(NoteKind.PLAYER_LEFT, user_id, "leaves after this hand")
            if hand.to_act == seat:
                notes, private = await self._advance(table, list(hand.apply(seat, Action.fold())))
                return self._update(table, [note, *notes], private)
            await self._store.save_state(table.key, table.state_json())
            self._arm(table)
            return self._update(table, [note])
        chips = await self._store.leave(table.key, user_id)
        table.unseat(user_id)
        note = Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
        await self._plan_next_deal(table)
        return self._update(table, [note])

    async def top_up(self, channel_id: int, user_id: int, amount: object) -> TableUpdate:
        """Add chips from the bankroll to the stack, between hands or while not in the hand.

        A player who is not dealt into the hand in progress (busted, or sitting out) tops
        up at once and plays the chips from the next hand, as a rebuy in a card room.
        The card room's rule, as a buy-in's: the stack may reach at most the maximum buy-in,
        and a stack below the minimum buy-in (a player who went broke, or short) must be
        brought up to at least the minimum, so nobody rebuys for less than a buy-in.

        Raises:
            NoTable, NotSeated: No stack to top up.
            HandInProgress: The player is in the hand being played.
            InvalidAmount, InsufficientChips: A bad amount, one that leaves the stack below
                the minimum buy-in or above the maximum, or more than the bankroll holds.
            NotAllowed: A match or sit-and-go, or a stack already at the maximum.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            if table.is_tournament:
                raise NotAllowed(
                    "Stacks in a match or sit-and-go can't be topped up.", code="topup.fixed"
                )
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if table.hand is not None and table.hand_users.get(seat) == user_id:
                raise HandInProgress("You can top up between hands.", code="topup.between_hands")
            stack, low, high = table.stacks[seat], table.config.min_buy_in, table.config.max_buy_in
            room = high - stack
            if room <= 0:
                raise NotAllowed(
                    f"Your stack is already at the table's maximum of {high:,}.",
                    code="topup.at_max",
                    n=high,
                )
            chips = parse_amount(amount, what="top_up")
            if stack + chips < low:
                raise InvalidAmount(
                    f"Your stack of {stack:,} is below the table's minimum buy-in of {low:,}:"
                    f" top up by at least {low - stack:,} chips (at most {room:,}).",
                    code="topup.below_min",
                    n=stack,
                    m=low,
                    o=low - stack,
                    p=room,
                )
            if chips > room:
                raise InvalidAmount(
                    f"The top-up can be at most {room:,} chips: stacks here go up to {high:,}.",
                    code="topup.too_much",
                    n=room,
                    m=high,
                )
            outside = table.hand is not None  # and not dealt in: checked above
            record = await self._store.top_up(table.key, user_id, chips, outside_hand=outside)
            table.stacks[seat] = record.stack
            await self._plan_next_deal(table)
            return self._update(table)

    async def sit_out(self, channel_id: int, user_id: int) -> TableUpdate:
        """Sit out from the next hand (a hand in progress is checked or folded for you).

        Raises:
            NoTable, NotSeated: Not at this table.
        """
        async with self._lock(channel_id):
            return await self._sit_out(self._table(channel_id), user_id, leaving=False)

    async def _sit_out(self, table: LiveTable, user_id: int, *, leaving: bool) -> TableUpdate:
        """Sit a player out (or, in a match or sit-and-go, out for good: ``leaving``)."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        if user_id in table.sitting_out and not leaving:
            raise NotAllowed("You are already sitting out.", code="seat.already_out")
        await self._store.set_sitting_out(table.key, user_id, sitting_out=True)
        table.sitting_out.add(user_id)
        table.choose_posting(seat, post=False)
        note = Note(NoteKind.SAT_OUT, user_id, "leaves the game" if leaving else "sits out")
        hand = table.hand
        if hand is not None and hand.to_act == seat and table.hand_users.get(seat) == user_id:
            notes, private = await self._advance(table, [])
            return self._update(table, [note, *notes], private)
        if hand is not None:
            await self._store.save_state(table.key, table.state_json())
        return self._update(table, [note])

    async def sit_in(self, channel_id: int, user_id: int, *, post: bool = True) -> TableUpdate:
        """Come back from sitting out: dealt in from the next hand.

        A cash player who missed blinds while out posts them to play at once (``post``:
        the big blind live, a missed small blind dead) or waits for the big blind.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: Not sitting out.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if user_id not in table.sitting_out:
                raise NotAllowed("You are not sitting out.", code="seat.not_out")
            await self._store.set_sitting_out(table.key, user_id, sitting_out=False)
            table.choose_posting(seat, post=post)
            table.sitting_out.discard(user_id)
            table.leaving.discard(user_id)
            table.timeouts[user_id] = 0
            await self._plan_next_deal(table)
            return self._update(table)

    # --- computer players ---------------------------------------------------------------

    async def add_robot(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        style: str = "tight",
        seat: int | None = None,
        *,
        is_admin: bool = False,
    ) -> tuple[TableUpdate, int]:
        """Seat a computer player of ``style`` (its creator or an admin); the update and its id.

        At a cash table it buys in from the server's house (``robot_buy_in_big_blinds``
        within the table's bounds) at ``seat`` (1-based; None: the lowest free one); at a
        match or sit-and-go the house pays its entry fee, before the start.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, the server forbids robots, or the game
                has started.
            UserFacingError: An unknown style; TableFull, SeatTaken: no such seat free.
        """
        if style not in ROBOT_STYLES:
            raise UserFacingError.coded("robot.bad_style", style=str(style)[:20])
        if not await self._store.robots_allowed(guild_id):
            raise NotAllowed.coded("robot.forbidden")
        async with self._lock(channel_id):
            table = self._table(channel_id)
            if table.guild_id != guild_id:
                raise NoTable()
            self._check_host(table, user_id, is_admin, "add a computer player")
            robot = new_robot_id(style, [*table.seats.values(), *table.fmt.entrants])
            if table.is_tournament:
                if seat is not None:
                    raise NotAllowed(
                        "Seats at a tournament table are dealt when it starts.",
                        code="seat.tournament",
                    )
                return await self._enter(table, robot), robot
            if len(table.seats) >= table.config.seats:
                raise TableFull()
            seat_no = None
            if seat is not None:
                number = parse_amount(seat, what="seat", minimum=1, maximum=table.config.seats)
                seat_no = number - 1
            low, high = table.config.min_buy_in, table.config.max_buy_in
            buy_in = min(
                high, max(low, self.settings.robot_buy_in_big_blinds * table.config.big_blind)
            )
            record = await self._store.sit(table.key, robot, buy_in, seat_no=seat_no)
            table.seats[record.seat_no] = robot
            table.stacks[record.seat_no] = record.stack
            table.timeouts[robot] = 0
            table.time_banks[robot] = float(table.config.time_bank_seconds)
            await self._plan_next_deal(table)
            log.info("A %s robot sits at %s in seat %s", style, table.key, record.seat_no)
            return self._update(table), robot

    async def remove_robot(
        self, channel_id: int, user_id: int, seat: int | None = None, *, is_admin: bool = False
    ) -> tuple[TableUpdate, int]:
        """Take a computer player away (its creator or an admin); the update and its id.

        ``seat`` is 1-based; None takes the robot in the highest seat. In a hand it folds
        when its turn comes (at once if it is to act) and leaves after the hand, its chips
        going back to the house; in a running match or sit-and-go it sits out for good.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, no robot there, or an entry before
                the start (entries can't be withdrawn).
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            self._check_host(table, user_id, is_admin, "remove a computer player")
            seated = {number: user for number, user in table.seats.items() if is_robot(user)}
            if seat is not None:
                robot = seated.get(seat - 1) if isinstance(seat, int) else None
            else:
                robot = seated[max(seated)] if seated else None
                if robot is None and table.is_tournament:
                    robot = next((u for u in reversed(table.fmt.entrants) if is_robot(u)), None)
            if robot is None:
                raise NotAllowed.coded("robot.none")
            if table.is_tournament and table.seat_of(robot) is not None:
                update = await self._sit_out(table, robot, leaving=True)
            else:
                update = await self._leave(table, robot)
            if table.seat_of(robot) is None:
                self._opponents.pop((channel_id, robot), None)
            return update, robot

    async def create_robot_match(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        config: TableConfig,
        style: str = "match",
    ) -> TableUpdate:
        """Open a heads-up match against a computer player and start it at once.

        The member's entry comes from their bankroll, the robot's from the house; if the
        member can't enter, the table closes again (every entry refunded).

        Raises:
            TableExists, InvalidAmount, NotAllowed, InsufficientChips: As create, join, start.
        """
        await self.create(guild_id, channel_id, user_id, config)
        try:
            await self.add_robot(guild_id, channel_id, user_id, style, is_admin=True)
            await self.join(guild_id, channel_id, user_id)
            return await self.start(channel_id, user_id, is_admin=True)
        except BaseException:
            try:
                await self.close(channel_id, user_id, is_admin=True)
            except UserFacingError:
                log.warning("The robot match in %s could not be closed again", channel_id)
            raise

    def _opponent(self, table: LiveTable, robot: int) -> Opponent:
        """The mind of a computer player at ``table`` (made on its first turn)."""
        key = (table.channel_id, robot)
        opponent = self._opponents.get(key)
        if opponent is None:
            opponent = Opponent(robot_style(robot) or "tight", self._rng_factory())
            self._opponents[key] = opponent
        return opponent

    async def _robot_acts(self, table: LiveTable, seat: int) -> TableUpdate:
        """A computer player's pause is over: it decides off the loop and acts like a click."""
        hand = table.hand
        assert hand is not None  # noqa: S101 - _alarm() checked the turn
        robot = table.hand_users[seat]
        observation = hand.observe(seat)  # its own seat only: no other player's cards
        try:
            action = await asyncio.to_thread(self._opponent(table, robot).act, observation)
            move, amount = move_for(hand, seat, action, game=table.game)
            hand.verify(seat, action_for(hand, seat, move, amount, game=table.game))
        except (UserFacingError, ValueError, engine_errors.HoldemError):
            log.exception("The robot at %s could not decide: it checks or folds", table.key)
            move, amount = (Move.CHECK if hand.legal_actions(seat).can_check else Move.FOLD), None
        return await self._apply_move(table, seat, robot, move, amount)

    async def _refill_robots(self, table: LiveTable) -> None:
        """After a hand at a cash table, a computer player that went broke buys in again."""
        if table.is_tournament:
            return
        low, high = table.config.min_buy_in, table.config.max_buy_in
        buy_in = min(high, max(low, self.settings.robot_buy_in_big_blinds * table.config.big_blind))
        for seat, user in sorted(table.seats.items()):
            if is_robot(user) and table.stacks.get(seat) == 0 and user not in table.leaving:
                record = await self._store.top_up(table.key, user, buy_in)
                table.stacks[seat] = record.stack

    async def straddle(self, channel_id: int, user_id: int, *, on: bool) -> bool:
        """Set the player's standing straddle: posted whenever they sit left of the big blind.

        Returns the choice now. The straddle is twice the big blind, from three players
        up, when the stack covers it.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: A match or sit-and-go (straddles are for cash tables).
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            if table.seat_of(user_id) is None:
                raise NotSeated()
            if table.is_tournament:
                raise NotAllowed.coded("straddle.cash_only")
            if on:
                table.straddlers.add(user_id)
            else:
                table.straddlers.discard(user_id)
            await self._store.save_state(table.key, table.state_json())
            return on

    # --- starting, closing, misdeals -----------------------------------------------------

    @staticmethod
    def _check_host(table: LiveTable, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != table.creator_id and not is_admin:
            raise NotAllowed(
                f"Only the table's creator or an admin can {what}.", code="table.host_only"
            )

    async def start(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Start the table (its creator or an admin): deal the first hand now.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, already started, or too few players.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            self._check_host(table, user_id, is_admin, "start it")
            if table.started:
                raise NotAllowed("The table has already started.", code="table.started")
            if table.is_tournament:
                await self._seat_entrants(table)
            elif len(table.seating().dealt_in) < 2:
                raise NotAllowed(
                    "At least two players need to be seated and in.", code="table.two_needed"
                )
            table.started = True
            update = await self._deal(table)
            if update is None:  # pragma: no cover - two players were checked above
                await self._store.save_state(table.key, table.state_json())
                return self._update(table)
            return update

    async def _seat_entrants(self, table: LiveTable) -> None:
        """Seat a match's or sit-and-go's entrants with its tournament chips."""
        entrants = table.fmt.entrants
        if table.game is GameKind.HEADS_UP and len(entrants) != 2:
            raise NotAllowed("A heads-up match needs exactly two players.", code="game.headsup_two")
        if len(entrants) < 2:
            raise NotAllowed("At least two players need to enter.", code="game.two_enter")
        assert table.fmt.tournament_id is not None  # noqa: S101 - set at create
        record = await self._store.start_tournament(
            table.fmt.tournament_id,
            table.key,
            seats=dict(enumerate(entrants)),
            starting_stack=table.fmt.starting_stack,
        )
        table.seats = {seat.seat_no: seat.user_id for seat in record.seats}
        table.stacks = {seat.seat_no: seat.stack for seat in record.seats}
        if table.game is GameKind.HEADS_UP:
            table.fmt.match = HeadsUpMatch.new(
                seats=(0, 1), button=0, starting_stack=HEADS_UP_STAKE
            )

    async def close(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Close the table (its creator or an admin), voiding a hand in progress.

        Everyone is cashed out; an unfinished match or sit-and-go refunds every entry.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            self._check_host(table, user_id, is_admin, "close it")
            notes: list[Note] = []
            if table.hand is not None:
                notes += await self._void(table)
            if table.fmt.tournament_id is not None and not table.fmt.finished:
                try:
                    await self._store.cancel_tournament(table.fmt.tournament_id)
                except NoTournament:
                    log.warning("Tournament %s was already over", table.fmt.tournament_id)
            notes += await self._close_table(table)
            return self._update(table, notes)

    async def misdeal(
        self, channel_id: int, user_id: int, *, is_admin: bool = False
    ) -> TableUpdate:
        """Declare the hand in progress a misdeal: every chip goes back, the button stays.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, or no hand is being played.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            self._check_host(table, user_id, is_admin, "declare a misdeal")
            if table.hand is None:
                raise NotAllowed("No hand is being played.", code="hand.none")
            notes = await self._void(table)
            notes += await self._cash_out_leavers(table)
            await self._plan_next_deal(table)
            return self._update(table, notes)

    # --- acting ----------------------------------------------------------------------------

    async def act(
        self,
        channel_id: int,
        user_id: int,
        hand_no: int,
        move: Move | str,
        amount: object = None,
        *,
        turn: int | None = None,
    ) -> TableUpdate:
        """Take an action for a player: the only way a hand moves on.

        ``hand_no`` comes from the button that was clicked; ``amount`` (a bet or raise
        total, as typed) only matters for BET and RAISE. ``turn`` is the
        :attr:`TableView.turn_no` the button (or the raise form) was drawn with: a click
        counts only if nothing has happened in the hand since, so an earlier street's
        "Call 20" can't become a call of a later bet, and N identical clicks apply once.
        A quick raise is recomputed from the hand, which the matching token proves
        unchanged, so it is the amount its button showed. Slash commands act on the
        current state and pass no token.

        Raises:
            NoTable: No table here.
            NotSeated: The player has no seat at this table.
            StaleButton: The button belongs to an earlier hand (or no hand is running),
                or to an earlier moment of this one (``turn`` no longer matches).
            NotYourTurn: Another player is to act (or the player isn't in this hand).
            InvalidAmount, InsufficientChips: A bet or raise amount that doesn't fit.
            NotAllowed: A move the player can't make now.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = table.hand
            if (
                hand is None
                or isinstance(hand_no, bool)
                or not isinstance(hand_no, int)
                or hand_no != table.hand_no
            ):
                raise StaleButton()
            if turn is not None and (
                isinstance(turn, bool) or not isinstance(turn, int) or turn != table.turn_no
            ):
                raise StaleButton.earlier_moment()
            if table.hand_users.get(seat) != user_id or seat not in hand.seats:
                raise NotYourTurn(
                    "You are not in this hand; you will be dealt in next time.",
                    code="hand.not_dealt",
                )
            if hand.to_act != seat:
                raise NotYourTurn()
            return await self._apply_move(table, seat, user_id, move, amount)

    async def _apply_move(
        self, table: LiveTable, seat: int, user_id: int, move: Move | str, amount: object
    ) -> TableUpdate:
        """The player to act makes ``move``: the one path of a click and a computer player."""
        hand = table.hand
        assert hand is not None  # noqa: S101 - the caller checked the turn
        action = action_for(hand, seat, move, amount, game=table.game)
        try:
            hand.verify(seat, action)
        except engine_errors.InvalidAmount as error:
            raise InvalidAmount(error.reason, code=error.code, **error.params) from None
        except engine_errors.IllegalAction as error:
            raise NotAllowed(error.reason, code=error.code, **error.params) from None
        running = table.turn
        if running is not None and table.turn_seat == seat:
            table.time_banks[user_id] = running.bank_after(self._clock.now())
        table.timeouts[user_id] = 0
        notes, private = await self._advance(table, list(hand.apply(seat, action)))
        return self._update(table, notes, private)

    async def preact(
        self,
        channel_id: int,
        user_id: int,
        hand_no: int,
        move: PreMove | str,
        *,
        street: str,
        bet: int,
    ) -> PreChoice:
        """Choose (or, chosen again, clear) what to do when your turn comes in this hand.

        ``street`` and ``bet`` are the street and its highest bet the button was drawn for;
        the choice holds for that street only, and a "call" only while the bet stays
        ``bet``. It is made for the player the moment their turn comes, as a click is.

        Raises:
            NoTable, NotSeated: Not at this table.
            StaleButton: Another hand or street, or (for a call) the bet has changed.
            NotAllowed: Not in the hand with chips behind, or it is the player's turn.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = table.hand
            if hand is None or hand.is_over or hand_no != table.hand_no:
                raise StaleButton()
            if street != hand.street.value:
                raise StaleButton.earlier_moment()
            pre = PreMove(move)
            current = _preactions.street_bet(hand)
            if pre is PreMove.CALL and bet != current:
                raise StaleButton.coded("preaction.bet_changed", bet=current)
            if not table.in_hand(user_id) or hand.stacks.get(seat, 0) == 0:
                raise NotAllowed.coded("preaction.not_in_hand")
            if hand.to_act == seat:
                raise NotAllowed.coded("preaction.your_turn")
            choice = _preactions.PreAction(pre, table.hand_no, hand.street, current)
            before = dict(table.preactions)
            chosen = _preactions.choose(table.preactions, user_id, choice)
            try:  # saved with the table's state: a restart keeps it
                await self._store.save_state(table.key, table.state_json())
            except BaseException:
                table.preactions = before
                raise
            return PreChoice(pre, table.hand_no, hand.street.value, current, chosen is not None)

    # --- home-game options (cash tables) ----------------------------------------------------

    async def set_options(
        self,
        channel_id: int,
        user_id: int,
        *,
        is_admin: bool = False,
        run_it_twice: bool | None = None,
        bomb_pot_every: int | None = None,
        rabbit_hunt: bool | None = None,
    ) -> TableUpdate:
        """Change a cash table's home-game options (its creator or an admin); None keeps one.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, or a match or sit-and-go.
            InvalidAmount: A bomb pot interval that is not 0 to 1,000 hands.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            self._check_host(table, user_id, is_admin, "change its options")
            if table.is_tournament:
                raise NotAllowed.coded("options.cash_only")
            config = table.config
            wanted = replace(
                config,
                run_it_twice=config.run_it_twice if run_it_twice is None else run_it_twice,
                bomb_pot_every=config.bomb_pot_every if bomb_pot_every is None else bomb_pot_every,
                rabbit_hunt=config.rabbit_hunt if rabbit_hunt is None else rabbit_hunt,
            )
            table.config = checked_config(wanted)
            await self._store.save_state(table.key, table.state_json())
            return self._update(table)

    async def vote_bomb(self, channel_id: int, user_id: int) -> tuple[TableUpdate, int, int]:
        """Vote for a bomb pot next: once every seated player who is in has, it comes.

        Returns the table, the votes and the players needed.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: A match or sit-and-go.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            votes, needed = _homegame.vote_bomb(table, user_id)
            await self._store.save_state(table.key, table.state_json())
            return self._update(table), votes, needed

    async def answer_run_twice(
        self, channel_id: int, user_id: int, hand_no: int, *, agree: bool
    ) -> TableUpdate:
        """An all-in player's answer to running the board twice (all must agree).

        Raises:
            NoTable, NotSeated: Not at this table.
            StaleButton: Another hand, or the offer is over.
            NotAllowed: The player is not one of those asked.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = table.hand
            if hand is None or hand_no != table.hand_no or not hand.run_twice_pending:
                raise StaleButton()
            if seat not in hand.run_twice_pending or table.hand_users.get(seat) != user_id:
                raise NotAllowed.coded("run_twice.not_asked")
            events = list(hand.answer_run_twice(seat, agree))
            notes, private = await self._advance(table, events)
            return self._update(table, notes, private)

    async def _decline_run_twice(self, table: LiveTable) -> TableUpdate:
        """The offer's clock ran out: those who did not answer decline (the board runs once)."""
        hand = table.hand
        assert hand is not None  # noqa: S101 - _alarm() checked it
        events: list[Event] = []
        for seat in hand.run_twice_pending[:1]:  # the first no settles it
            events += hand.answer_run_twice(seat, False)
        table.run_twice_deadline = None
        notes, private = await self._advance(table, events)
        return self._update(table, notes, private)

    async def rabbit_hunt(self, channel_id: int, user_id: int, hand_no: int) -> RabbitView:
        """The cards that would have come after the last hand, which ended before the river.

        Raises:
            NoTable: No table here.
            StaleButton: Another hand has been dealt since.
            NotAllowed: The table doesn't hunt rabbits, or the whole board was dealt.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            del user_id  # anyone at the channel may look: the cards were never played
            return _homegame.rabbit(table, hand_no)

    # --- the step every change of a hand goes through ---------------------------------------

    async def _advance(self, table: LiveTable, events: list[Event]) -> Notes:
        """After a change of the hand: act for the absent, narrate, save or settle, arm.

        The hand is saved (with the chips it moved) or, when it is over, settled, in one
        store call; a failed one throws the table away and loads it again from the store.
        Then the table's timer is armed for what comes next: the clock of the player to
        act, or (after a settled hand) the pause before the next deal.
        """
        hand = table.hand
        assert hand is not None  # noqa: S101 - a hand is running
        events += _dealing.act_for_absent(table)
        while due := _preactions.due(table.preactions, hand, table.hand_no, table.hand_users):
            seat, action = due  # the player's own choice, applied as their click would be
            table.timeouts[table.hand_users[seat]] = 0
            events += hand.apply(seat, action)
            events += _dealing.act_for_absent(table)
        _homegame.offer_clock(table, self._clock.now())
        notes, private = narrate(
            events,
            dict(table.hand_users),
            channel_id=table.channel_id,
            hand_no=table.hand_no,
            board=hand.board,
        )
        spots = _odds.run_out_spots(events, table.hand_users)
        if spots:  # betting is over for good and the hands are face up: the odds
            pot = hand.result.total_pot if hand.is_over else hand.total_pot
            try:
                notes = _odds.with_odds(notes, spots, await self.odds.compute(spots), pot=pot)
            except Exception:  # odds never change a result: the hand settles without them
                log.exception("No odds for hand %s at %s", table.hand_no, table.key)
        try:
            if hand.is_over:
                table.runout = _odds.frames_with_odds(table.runout_views(events), notes)
                if any(frame.odds is not None for frame in table.runout):
                    # the odds are shown in the table message's frames, not in posts
                    notes = [note for note in notes if note.kind is not NoteKind.ODDS]
                notes += await self._settle(table)
            else:
                _dealing.start_turn(table, self._clock.now())
                await self._save_hand(table)
        except BaseException:
            await self._reload(table)
            raise
        self._arm(table)
        return notes, private

    async def _save_hand(self, table: LiveTable) -> None:
        """Save the hand in progress with the chips it moved since the last save."""
        save = _dealing.hand_save(table)
        await self._store.save_progress(
            table.key,
            save.hand_no,
            hand_json=save.start_json,
            actions=save.actions,
            first_action=save.first_action,
            state_json=save.state_json,
            stack_changes=save.stack_changes,
        )
        _dealing.saved(table, save)

    async def _deal(self, table: LiveTable) -> TableUpdate | None:
        """Deal the next hand if two players can play; None when they can't."""
        events = _dealing.deal(table, Deck(self._rng_factory()))
        if events is None:
            return None
        forced = _dealing.forced_notes(table)
        if _dealing.runs_without_a_player(table):  # saved as dealt: it may end before a click
            _dealing.start_turn(table, self._clock.now())
            try:
                await self._save_hand(table)
            except BaseException:
                await self._reload(table)
                raise
        notes, private = await self._advance(table, events)
        at = 1 + sum(1 for note in notes[1:] if note.move in FORCED_MOVES)
        notes[at:at] = forced  # after the forced bets: who else posts what, and why
        log.info("Hand %s dealt at table %s", table.hand_no, table.key)
        return self._update(table, notes, private)

    async def _settle(self, table: LiveTable) -> list[Note]:
        """Settle the finished hand in one store call, then move the table on."""
        table.last_hand, table.rabbit_shown = table.hand, False  # for a rabbit hunt (saved)
        settlement = _settling.settle(
            table, next_hand_at=self._clock.now() + self.settings.pause_seconds
        )
        await self._store.settle_hand(
            table.key,
            settlement.hand_no,
            final_stacks=settlement.final_stacks,
            stats=settlement.stats,
            phh_text=settlement.phh_text,
            plays=settlement.plays,
            summary_json=settlement.summary_json,
            state_json=settlement.state_json,
        )
        table.stacks.update(settlement.final_stacks)
        notes = list(settlement.notes)
        notes += await self._cash_out_leavers(table)
        await self._refill_robots(table)
        notes += _settling.out_of_chips(table, settlement)
        notes += await self._finish_format(table)
        if not table.closed:
            await self._plan_next_deal(table, saved=settlement.state_json)
        return notes

    async def _void(self, table: LiveTable) -> list[Note]:
        """Void the hand in progress (a misdeal): every chip goes back, the button stays."""
        voided = _dealing.void(table)
        await self._store.void_hand(
            table.key,
            voided.hand_no,
            refunds=voided.refunds,
            summary_json=voided.summary_json,
            state_json=voided.state_json,
        )
        notes, _ = narrate(
            list(voided.events),
            voided.users,
            channel_id=table.channel_id,
            hand_no=voided.hand_no,
            board=(),
        )
        return notes

    async def _cash_out_leavers(self, table: LiveTable) -> list[Note]:
        """Cash out the players who left during the hand that just ended."""
        notes = []
        for user_id in sorted(table.leaving):
            if table.is_tournament or table.seat_of(user_id) is None:
                table.leaving.discard(user_id)
                continue
            chips = await self._store.leave(table.key, user_id)
            table.unseat(user_id)
            notes.append(
                Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
            )
        return notes

    async def _finish_format(self, table: LiveTable) -> list[Note]:
        """Unseat a match's or sit-and-go's eliminated; pay out and close it once decided."""
        for user_id in _settling.eliminated(table):
            await self._store.leave(table.key, user_id)
            table.unseat(user_id)
        if not _settling.decided(table):
            return []
        tournament_id = table.fmt.tournament_id
        assert tournament_id is not None  # noqa: S101 - decided() checked it
        tour = await self._store.tournament(tournament_id)
        payout = _settling.payout(table, tour.pool)
        if payout.drawn:
            await self._store.cancel_tournament(tournament_id)
        else:
            await self._store.finish_tournament(
                tournament_id, places=payout.places, prizes=payout.prizes
            )
        await self._store.save_state(table.key, table.state_json())
        return [payout.note, *await self._close_table(table)]

    async def _close_table(self, table: LiveTable) -> list[Note]:
        """Cash everyone out and close the table."""
        seats = await self._store.close_table(table.key)
        table.closed = True
        self._timers.cancel(table.channel_id)
        self._tables.pop(table.channel_id, None)
        table.seats, table.stacks = {}, {}
        log.info("Table %s in channel %s closed", table.key, table.channel_id)
        self._release_soon(table.guild_id)
        return _settling.left_notes(table, seats)

    # --- timers ------------------------------------------------------------------------------

    async def _plan_next_deal(self, table: LiveTable, *, saved: str | None = None) -> None:
        """Between hands, after a change of seats: plan the next deal if it can happen.

        The table's state is saved unless it is still ``saved``, the text the caller has
        just stored (a settled hand's, say); then its timer is armed.
        """
        if table.hand is None and table.started and not table.closed:
            if len(table.seating().dealt_in) >= 2:
                if table.next_hand_at is None:
                    table.next_hand_at = self._clock.now() + self.settings.pause_seconds
            else:
                table.next_hand_at = None
        state = table.state_json()
        if state != saved:
            await self._store.save_state(table.key, state)
        self._arm(table)

    def _alarm(self, table: LiveTable) -> Alarm | None:
        """What the table's timer waits for now: a reminder, a deadline, the next deal."""
        if table.closed or table.paused_left is not None:
            return None
        if table.hand is not None:
            if table.run_twice_deadline is not None:
                return Alarm(AlarmKind.RUN_TWICE, table.run_twice_deadline)
            moment = table.current_turn()
            if moment is None:
                return None
            deadline = moment[3]
            remind_at = deadline - self.settings.reminder_seconds
            turn = table.turn
            assert turn is not None  # noqa: S101 - current_turn() checked it
            if is_robot(table.hand_users.get(moment[2], 0)):
                low, high = self.settings.robot_pause
                pause = robot_pause(f"{table.key}:{moment[0]}:{moment[1]}", low, high)
                return Alarm(AlarmKind.ROBOT, turn.started_at + pause)
            reminded = table.reminded == (moment[0], moment[1], deadline)
            due = [Alarm(AlarmKind.TIME_OUT, deadline)]
            if self.settings.reminder_seconds > 0 and remind_at > turn.started_at and not reminded:
                due.append(Alarm(AlarmKind.REMINDER, remind_at))
            clock_ends = turn.started_at + turn.clock_seconds
            if clock_ends < deadline and table.banked != (moment[0], moment[1], deadline):
                due.append(Alarm(AlarmKind.BANK, clock_ends))
            return min(due, key=lambda alarm: alarm.at)
        if table.started and table.next_hand_at is not None:
            return Alarm(AlarmKind.NEXT_DEAL, table.next_hand_at)
        return None

    def _arm(self, table: LiveTable) -> None:
        """(Re)set the table's timer for what it waits for now."""
        self._timers.set(table.channel_id, self._alarm(table))

    async def _ring(self, channel_id: int, alarm: Alarm) -> None:
        """A table's alarm is due: remind, time out or deal, if the table still waits for it."""
        update = None
        async with self._lock(channel_id):
            table = self._tables.get(channel_id)
            if table is None or self._closing:
                return
            if self._alarm(table) != alarm:
                self._arm(table)  # the table moved on while the timer slept
                return
            if alarm.kind is AlarmKind.REMINDER:
                update = self._remind(table)
                self._arm(table)
            elif alarm.kind is AlarmKind.RUN_TWICE:
                update = await self._decline_run_twice(table)
            elif alarm.kind is AlarmKind.BANK:
                moment = table.current_turn()
                assert moment is not None  # noqa: S101 - _alarm() checked it
                table.banked = (moment[0], moment[1], moment[3])
                update = self._update(table)  # the table message shows the bank running
                self._arm(table)
            elif alarm.kind is AlarmKind.TIME_OUT:
                moment = table.current_turn()
                assert moment is not None  # noqa: S101 - _alarm() checked it
                update = await self._time_out(table, moment[2])
            elif alarm.kind is AlarmKind.ROBOT:
                moment = table.current_turn()
                assert moment is not None  # noqa: S101 - _alarm() checked it
                update = await self._robot_acts(table, moment[2])
            else:
                update = await self._deal(table)
                if update is None:
                    await self._store.save_state(table.key, table.state_json())
        if update is not None:
            await asyncio.shield(self._notify(update))

    def _remind(self, table: LiveTable) -> TableUpdate | None:
        """Tell the player to act how long they have left (once a turn)."""
        moment = table.current_turn()
        assert moment is not None  # noqa: S101 - _alarm() checked it
        table.reminded = (moment[0], moment[1], moment[3])
        left = round(moment[3] - self._clock.now())
        if left <= 0:
            return None
        user = table.hand_users[moment[2]]
        note = Note(NoteKind.REMINDER, user, f"{left} seconds left to act", amount=left)
        return self._update(table, [note])

    async def _time_out(self, table: LiveTable, seat: int) -> TableUpdate:
        """The player to act ran out of time: check if free, else fold; twice in a row sits out."""
        hand = table.hand
        assert hand is not None  # noqa: S101 - the turn was checked
        user = table.hand_users[seat]
        free = hand.legal_actions(seat).can_check
        table.time_banks[user] = 0.0
        count = table.timeouts.get(user, 0) + 1
        table.timeouts[user] = count
        notes = [
            Note(
                NoteKind.TIMED_OUT,
                user,
                "ran out of time and checks" if free else "ran out of time and folds",
            )
        ]
        if count >= self.settings.max_timeouts and user not in table.sitting_out:
            await self._store.set_sitting_out(table.key, user, sitting_out=True)
            table.sitting_out.add(user)
            notes.append(Note(NoteKind.SAT_OUT, user, f"timed out {count} times in a row: sat out"))
        action = Action.check() if free else Action.fold()
        more, private = await self._advance(table, list(hand.apply(seat, action)))
        return self._update(table, [*notes, *more], private)

    # --- pausing ---------------------------------------------------------------------------

    async def pause(self, channel_id: int) -> bool:
        """Stop the table's clock, keeping what the player to act has left; False if paused.

        The front desk pauses a table whose channel it can no longer post in: a clock that
        ran on would check or fold for players who cannot see the table. No chip moves, and
        the pause lives in the process only (after a restart the desk finds out again).

        Raises:
            NoTable: No table is open in ``channel_id``.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            if table.paused_left is not None:
                return False
            turn = table.turn if table.hand is not None else None
            left = turn.deadline - self._clock.now() if turn is not None else 0.0
            table.paused_left = max(0.0, left)
            _homegame.pause_offer(table, self._clock.now())  # the offer's clock stops too
            self._arm(table)  # no alarm while paused
            return True

    def is_paused(self, channel_id: int) -> bool:
        """Whether the table in ``channel_id`` is paused."""
        table = self._tables.get(channel_id)
        return table is not None and table.paused_left is not None

    async def resume(self, channel_id: int) -> TableUpdate | None:
        """Start a paused table's clock again, with the time that was left (None: not paused).

        The player to act gets back what they had, and at least the restore grace; between
        hands, a deal that fell due during the pause waits the usual pause first.
        """
        async with self._lock(channel_id):
            table = self._tables.get(channel_id)
            if table is None or table.closed or table.paused_left is None:
                return None
            left, table.paused_left = table.paused_left, None
            now = self._clock.now()
            turn = table.turn
            if table.hand is not None and turn is not None:
                earliest = now + max(left, self.settings.restore_grace_seconds)
                if turn.deadline < earliest:
                    extra = earliest - turn.deadline
                    table.turn = TurnClock(
                        turn.started_at, turn.clock_seconds, turn.time_bank + extra
                    )
            elif table.next_hand_at is not None and table.next_hand_at < now:
                table.next_hand_at = now + self.settings.pause_seconds
            _homegame.resume_offer(table, now, self.settings.restore_grace_seconds)
            self._arm(table)
            return self._update(table)

    # --- reading ---------------------------------------------------------------------------

    async def view(self, channel_id: int) -> TableView:
        """The table as the channel sees it.

        Raises:
            NoTable: No table here.
        """
        return self._table(channel_id).view()

    def table_ids(self) -> tuple[int, ...]:
        """The channels with an open table."""
        return tuple(channel for channel, table in self._tables.items() if not table.closed)

    async def set_message(self, channel_id: int, message_id: int | None) -> None:
        """Remember the message that shows the table.

        Raises:
            NoTable: No table here.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            await self._store.set_message_id(table.key, message_id)
            table.message_id = message_id

    async def my_cards(self, channel_id: int, user_id: int) -> PrivateCards:
        """The asker's hole cards in the hand in progress, for them alone.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: No hand, or the asker was not dealt in.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = table.hand
            if hand is None or seat not in hand.seats or table.hand_users.get(seat) != user_id:
                raise NotAllowed("You are not in this hand.", code="hand.not_in")
            return PrivateCards(user_id, channel_id, table.hand_no, hand.hole_cards(seat))

    async def _reviewed(self, channel_id: int, guild_id: int | None) -> TableKey:
        """The table whose hands a member reviews: the open one, else the channel's last.

        Raises:
            NoTable: No table was ever played here.
        """
        table = self._tables.get(channel_id)
        if table is not None and not table.closed:
            return table.key
        if guild_id is not None:
            record = await self._store.last_table(guild_id, channel_id)
            if record is not None:
                return record.id
        raise NoTable()

    async def history(
        self, channel_id: int, user_id: int, count: object = 10, *, guild_id: int | None = None
    ) -> tuple[HandSummary, ...]:
        """The table's last hands, newest first (public facts, and the asker's result).

        With ``guild_id``, a channel whose table has closed (a finished match or sit-and-go)
        shows the hands of its last table.

        Raises:
            NoTable: No table here.
            InvalidAmount: ``count`` is not 1 to 50.
        """
        number = parse_amount(count, what="number_of_hands", maximum=50)
        key = await self._reviewed(channel_id, guild_id)
        records = await self._store.hand_history(key, number)
        return tuple(_recovery.summary_of(record, user_id) for record in records)

    async def export(
        self, channel_id: int, user_id: int, hand_no: object = None
    ) -> tuple[str, str]:
        """A finished hand of this table as PHH text (see :meth:`export_hand`): name, text.

        Raises:
            NoTable: No table here.
            NotAllowed: No such finished hand, or it was voided.
            InvalidAmount: A hand number that is not a whole number.
        """
        exported = await self.export_hand(channel_id, user_id, hand_no)
        return exported.filename, exported.text

    async def export_hand(
        self,
        channel_id: int,
        user_id: int,
        hand: object = None,
        *,
        guild_id: int | None = None,
    ) -> HandExport:
        """A finished hand as PHH text: shown hands and the asker's own cards only.

        ``hand`` is None (the last settled hand of the channel's table: the open one, or
        with ``guild_id`` its last closed one), a hand number at that table, or a hand's
        id (``"7-12"``: hand 12 of table 7, as ``/poker history`` shows it), which finds
        any hand of this server that the asker played.

        Raises:
            NoTable: No table here (and no hand id given).
            NotAllowed: No such finished hand, it was voided, or the asker did not play it.
            InvalidAmount: A hand number that is not a whole number.
        """
        record: HandRecord | None
        if isinstance(hand, str) and "-" in hand.strip():
            record, channel_id = await self._hand_by_id(hand.strip(), user_id, guild_id)
        else:
            key = await self._reviewed(channel_id, guild_id)
            if hand is None:
                records = await self._store.hand_history(key, 50)
                record = next((r for r in records if r.outcome is HandOutcome.SETTLED), None)
            else:
                record = await self._store.hand(key, parse_amount(hand, what="hand_number"))
        if record is None:
            raise NotAllowed(
                "There is no finished hand with that number at this table.", code="history.no_hand"
            )
        filename, text = _recovery.export_text(record, channel_id, user_id)
        return HandExport(filename, text, record.hand_no, hand_id(record))

    async def _hand_by_id(
        self, text: str, user_id: int, guild_id: int | None
    ) -> tuple[HandRecord, int]:
        """A hand by its id and its table's channel, if the asker played it on this server."""
        first, _, second = text.partition("-")
        table_id = parse_amount(first, what="hand_number")
        number = parse_amount(second, what="hand_number")
        try:
            table = await self._store.table(TableKey(table_id))
        except NoTable:
            table = None
        record = None if table is None else await self._store.hand(table.id, number)
        if table is None or record is None or (guild_id is not None and table.guild_id != guild_id):
            raise NotAllowed(
                "There is no finished hand with that number at this table.", code="history.no_hand"
            )
        if not _recovery.played(record, user_id):
            raise NotAllowed.coded("history.not_played")
        return record, table.channel_id

    # --- recovery --------------------------------------------------------------------------

    async def restore(self) -> tuple[TableUpdate, ...]:
        """Resume the open tables of this process's servers after a start-up.

        Each table gets back its seats, its hand (the same cards, the same player to act)
        and its clock, re-armed with the time that was left (at least
        ``settings.restore_grace_seconds``); a hand that can't be restored is voided.

        Only the servers of this process's shards are restored, each after it is claimed
        (:mod:`cardroom.claims`): a server whose claim another process holds is left alone,
        and the log says so; it is tried again every ``settings.reclaim_seconds``
        (:meth:`reclaim`), so that it moves here as soon as the other process lets it go
        (a restart after a crash, a re-shard). One table that fails to come back (its store
        rows, a settlement that fails) is logged and left closed to play in this process;
        the others are restored all the same.
        """
        by_server: dict[int, list[TableRecord]] = {}
        for record in await self._store.open_tables():
            if self.serves(record.guild_id):
                by_server.setdefault(record.guild_id, []).append(record)
        updates: list[TableUpdate] = []
        for guild_id, mine in sorted(by_server.items()):
            async with self._claim_lock(guild_id):
                if await self._take(guild_id):
                    updates += await self._restore_records(mine)
                else:
                    self._wait_for(guild_id, [record.channel_id for record in mine])
        return tuple(updates)

    def _wait_for(self, guild_id: int, channels: list[int]) -> None:
        """Mark a server's tables as run elsewhere for now, and keep trying to claim it."""
        for channel_id in channels:
            self._away[channel_id] = guild_id
        if self._away and not self._closing and (self._reclaimer is None or self._reclaimer.done()):
            self._reclaimer = asyncio.create_task(self._reclaim_loop(), name="reclaim-servers")

    async def _restore_records(self, records: list[TableRecord]) -> list[TableUpdate]:
        """Resume these open tables (of claimed servers), each under its own lock."""
        updates = []
        for record in records:
            if record.channel_id in self._tables:
                continue
            async with self._lock(record.channel_id):
                try:
                    update = await self._restore_table(record)
                except Exception:
                    log.exception("Table %s could not be restored; the others go on", record.id)
                    self._tables.pop(record.channel_id, None)
                    self._timers.cancel(record.channel_id)
                    continue
                if not self._claims.owns(record.guild_id):  # lost while it was restored
                    self._tables.pop(record.channel_id, None)
                    self._timers.cancel(record.channel_id)
                    self._wait_for(record.guild_id, [record.channel_id])
                    continue
            if update is not None:
                updates.append(update)
        return updates

    # --- which servers run here ----------------------------------------------------------

    @property
    def claims(self) -> ServerClaims:
        """The claims of the servers whose tables run in this process."""
        return self._claims

    def serves(self, guild_id: int) -> bool:
        """Whether ``guild_id`` is on one of this process's shards (always, without a plan)."""
        return self._shards is None or self._shards.holds(guild_id)

    def _claim_lock(self, guild_id: int) -> asyncio.Lock:
        """The lock held while a server is being claimed (and its tables restored)."""
        lock = self._claiming.get(guild_id)
        if lock is None:
            lock = self._claiming[guild_id] = asyncio.Lock()
        return lock

    async def _take(self, guild_id: int) -> bool:
        """Claim a server; log why not when another process holds it (once while waiting)."""
        if self._claims.owns(guild_id) or await self._claims.claim(guild_id):
            return True
        waiting = guild_id in self._away.values()
        log.log(
            logging.DEBUG if waiting else logging.WARNING,
            "Server %s is claimed by another process (it runs that server's tables):"
            " this process leaves the server alone for now",
            guild_id,
        )
        return False

    async def _claim_first(self, guild_id: int) -> list[TableUpdate]:
        """Claim a server before its first table here (its claim lock held).

        Returns:
            The updates of the server's saved tables, resumed here now (to show them).

        Raises:
            ServerElsewhere: The server is not on this process's shards, or another process
                holds its claim (or the claim could not be asked for).
        """
        if not self.serves(guild_id):
            log.warning("Server %s is not on this process's shards: no table opens", guild_id)
            raise ServerElsewhere()
        if not await self._take(guild_id):
            raise ServerElsewhere()
        self._forget_away(guild_id)
        return await self._restore_records(await self._store.open_tables(guild_id))

    def _release_soon(self, guild_id: int) -> None:
        """After a table closed: give the server's claim up if no table of it runs here.

        A claim is a lock in PostgreSQL's shared lock table, whose room is limited
        (``max_locks_per_transaction`` times ``max_connections``): a server without tables
        holds none. In a task, so as not to take the claim lock under a table's lock.
        """
        if self._closing:
            return
        task = asyncio.create_task(self._release_if_idle(guild_id), name="release-server")
        self._releasing.add(task)
        task.add_done_callback(self._releasing.discard)

    async def _release_if_idle(self, guild_id: int) -> None:
        """Release the server's claim unless a table of it runs or waits here."""
        async with self._claim_lock(guild_id):
            if any(table.guild_id == guild_id for table in self._tables.values()):
                return
            if guild_id in self._away.values() or not self._claims.owns(guild_id):
                return
            await self._claims.release(guild_id)
            log.info("Server %s has no open table here: its claim is given up", guild_id)

    def _forget_away(self, guild_id: int) -> None:
        """The server is claimed here again: its tables no longer wait."""
        for channel_id in [c for c, guild in self._away.items() if guild == guild_id]:
            del self._away[channel_id]

    async def _servers_lost(self, guilds: frozenset[int]) -> None:
        """Stop the tables of servers whose claim was lost: another process may run them now.

        Each such table's timer stops and it leaves memory as it was saved (every chip is in
        the store); its verbs answer :class:`~cardroom.errors.ServerPaused` until the claim
        is taken again (:meth:`reclaim`, tried every ``settings.reclaim_seconds``), which
        restores it from the store.
        """
        stopped: list[LiveTable] = []
        for channel_id, table in list(self._tables.items()):
            if table.guild_id not in guilds:
                continue
            async with self._lock(channel_id):
                if self._tables.get(channel_id) is table:
                    self._timers.cancel(channel_id)
                    del self._tables[channel_id]
                    stopped.append(table)
        log.error(
            "The claims of %d servers were lost: %d of their tables stopped in this process",
            len(guilds),
            len(stopped),
        )
        for table in stopped:
            self._wait_for(table.guild_id, [table.channel_id])

    async def reclaim(self) -> tuple[TableUpdate, ...]:
        """Try again to claim the servers whose tables stopped here; resume those claimed."""
        updates: list[TableUpdate] = []
        for guild_id in sorted(set(self._away.values())):
            async with self._claim_lock(guild_id):
                if not await self._take(guild_id):
                    continue
                records = await self._store.open_tables(guild_id)  # the store is back too
                self._forget_away(guild_id)
                updates += await self._restore_records(records)
                log.info("Server %s claimed again: its tables run here again", guild_id)
        return tuple(updates)

    async def _reclaim_loop(self) -> None:
        """Call :meth:`reclaim` on the wall clock until no stopped table is left."""
        while self._away and not self._closing:
            await asyncio.sleep(self.settings.reclaim_seconds)
            try:
                for update in await self.reclaim():
                    await self._notify(update)
            except Exception:
                log.exception("Could not claim the stopped servers again; trying later")

    async def _restore_table(self, record: TableRecord) -> TableUpdate | None:
        """Resume one open table (its lock held); None if it can't be read at all."""
        try:
            table = LiveTable.from_record(record)
        except (ValueError, TypeError, KeyError):
            log.exception("Table %s has an unreadable configuration; left as it is", record.id)
            return None
        state_ok = _recovery.load_state(table, record)
        if not state_ok:
            tour = None
            if record.tournament_id is not None:
                tour = await self._store.tournament(record.tournament_id)
            _recovery.rebuild_format(
                table,
                record,
                tour,
                sng_starting_stack=self.settings.sng_starting_stack,
                sng_hands_per_level=self.settings.sng_hands_per_level,
            )
        if table.fmt.tournament_id is None:
            table.fmt.tournament_id = record.tournament_id
        self._tables[table.channel_id] = table
        notes: list[Note] = []
        if record.hand_json is not None:
            try:
                actions = await self._store.hand_actions(table.key)
                saved = replay(record.hand_json, actions, table.run_twice_answers)
                _recovery.check_hand(table, saved, record, state_ok=state_ok)
                table.hand = saved
                table.saved_actions = saved.action_count
            except Exception:
                log.exception(
                    "Hand %s at table %s can't be restored: voided", record.hand_no, table.key
                )
                notes += await self._void_unrestorable(table, record, state_ok=state_ok)
        hand = table.hand
        if hand is not None and hand.is_over:
            # A hand can end at the deal (everyone all-in on the blinds): it was saved, and
            # the process died before it was settled. Settle it now, exactly as it played.
            told, _ = narrate(
                list(hand.history),
                dict(table.hand_users),
                channel_id=table.channel_id,
                hand_no=table.hand_no,
                board=hand.board,
            )
            notes += told
            notes += await self._settle(table)
            self._arm(table)
        elif hand is not None:
            earliest = self._clock.now() + self.settings.restore_grace_seconds
            if table.run_twice_deadline is not None:  # the offer gets the grace too
                table.run_twice_deadline = max(table.run_twice_deadline, earliest)
            if not _recovery.extend_turn(table, earliest=earliest):
                _dealing.start_turn(table, self._clock.now())
            self._arm(table)
        else:
            notes += await self._cash_out_leavers(table)
            notes += await self._finish_format(table)
            if not table.closed:
                await self._plan_next_deal(table)
        log.info("Table %s in channel %s restored", table.key, table.channel_id)
        return self._update(table, notes)

    async def _reload(self, table: LiveTable) -> None:
        """Throw away the in-memory table after a failed change and load it from the store."""
        self._tables.pop(table.channel_id, None)
        self._timers.cancel(table.channel_id)
        if self._closing:
            return
        try:
            record = await self._store.table(table.key)
            if record.status is TableStatus.CLOSED:
                return
            await self._restore_table(record)
        except Exception:
            log.exception("Table %s could not be reloaded after a failure; retrying", table.key)
            self._tables.pop(table.channel_id, None)  # it waits, paused, for the store
            self._timers.cancel(table.channel_id)
            self._wait_for(table.guild_id, [table.channel_id])

    async def _void_unrestorable(
        self, table: LiveTable, record: TableRecord, *, state_ok: bool
    ) -> list[Note]:
        """Void a hand that can't be restored; every chip goes back."""
        ledger: list[Any] = []
        if record.pot:
            ledger = await self._store.ledger(table.guild_id, limit=100_000)
        refunds = _recovery.refunds(table, record, ledger, state_ok=state_ok)
        users = dict(table.hand_users)
        table.clear_hand(voided=True)
        table.replay_button = True
        summary = json.dumps({"voided": True, "unrestorable": True})
        await self._store.void_hand(
            table.key,
            record.hand_no,
            refunds=refunds,
            summary_json=summary,
            state_json=table.state_json(),
        )
        fresh = await self._store.table(table.key)
        table.seats = {seat.seat_no: seat.user_id for seat in fresh.seats}
        table.stacks = {seat.seat_no: seat.stack for seat in fresh.seats}
        event = HandVoided(tuple(sorted(refunds.items())))
        notes, _ = narrate(
            [event], users, channel_id=table.channel_id, hand_no=record.hand_no, board=()
        )
        return notes
