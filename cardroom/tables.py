"""The table service: one table per channel, driven only through its verbs.

Every verb takes plain ids, holds the table's own :class:`asyncio.Lock` (one per channel,
handed out by :meth:`TableService._lock`), and returns a :class:`~cardroom.views.TableUpdate`
or raises a :class:`~cardroom.errors.UserFacingError` having changed nothing. The engine's
:class:`~holdem.hand.HandState` is changed only inside the lock, and every change is saved
before the verb returns: the hand in progress goes to the store after every action, in the
same transaction as the chips that action moves off the stacks and into the pot
(:meth:`Store.save_progress`); a finished hand is settled in one transaction with its stats
and its PHH text (:meth:`Store.settle_hand`).

Formats. A cash table takes buy-ins from bankrolls and cashes players out when they leave.
The heads-up match and the sit-and-go are played for a prize pool kept by the store's
tournaments: joining pays the entry fee (the heads-up stake is 100 chips, the game card's
stack), the stacks are tournament chips, and at the end the pool goes to the finishers
(the heads-up winner takes both stakes; a drawn match returns each stake).

Time. The service owns one task per table: the action clock of the player to act (a
reminder shortly before the deadline, then a check or a fold) or the pause before the next
hand. Tasks sleep on the injected :class:`~cardroom.clock.Clock`; what they cause reaches
the front desk through the listener (``table_changed(update)``). :meth:`idle` waits until
every task is asleep again, which lets tests drive time with :class:`ManualClock`.

Recovery lives in :mod:`cardroom._recovery`: :meth:`restore` rebuilds every open table
from the store, re-arms its clock, and voids a hand that cannot be restored.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from cardroom import _recovery
from cardroom._formats import (
    HEADS_UP_STAKE,
    action_for,
    checked_config,
    config_to_dict,
    hand_config,
    sng_schedule,
)
from cardroom._notes import narrate
from cardroom._table import LiveTable
from cardroom.amounts import parse_amount
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
    StaleButton,
    TableExists,
    TableFull,
)
from cardroom.models import HandOutcome, HandStatsDelta
from cardroom.store import Store
from cardroom.views import (
    GameKind,
    Move,
    Note,
    NoteKind,
    PrivateCards,
    TableConfig,
    TableUpdate,
    TableView,
)
from holdem import errors as engine_errors
from holdem.actions import Action
from holdem.betting import Street
from holdem.cards import Card
from holdem.deck import Deck
from holdem.events import Event
from holdem.hand import HandState
from holdem.match import HeadsUpMatch, MatchOutcome, prize_split
from holdem.phh import HandHistory, dumps

__all__ = ["HandSummary", "TableListener", "TableService", "TableSettings"]

log = logging.getLogger(__name__)


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


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A finished hand in a table's history (public facts only)."""

    hand_no: int
    """The hand's number at its table."""
    outcome: HandOutcome
    """Settled, or voided as a misdeal."""
    ended_at: datetime
    """When it ended."""
    pot: int
    """Chips awarded (0 for a voided hand)."""
    winners: tuple[int, ...]
    """User ids who won chips."""
    board: tuple[Card, ...]
    """The community cards."""
    net: int | None
    """What the asker won or lost in it; None if they were not dealt in."""


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
    ) -> None:
        """Run tables on ``store``; ``rng_factory`` gives each deal's shuffle its randomness."""
        self._store = store
        self._clock: Clock = clock or SystemClock()
        self._rng_factory = rng_factory or _default_rng
        self._listener = listener
        self.settings = settings or TableSettings()
        self._tables: dict[int, LiveTable] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._sleeping: set[asyncio.Task[Any]] = set()
        self._parked = asyncio.Event()
        self._closing = False

    # --- plumbing ------------------------------------------------------------------------

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
        table = self._tables.get(channel_id)
        if table is None or table.closed:
            raise NoTable()
        return table

    def _update(
        self, t: LiveTable, notes: list[Note] | tuple[Note, ...] = (), private: Any = ()
    ) -> TableUpdate:
        return TableUpdate(t.view(), tuple(notes), tuple(private))

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

    def _spawn(self, channel_id: int, work: Coroutine[Any, Any, None]) -> None:
        """Make ``work`` the table's timer task (replacing any other)."""
        self._cancel_timer(channel_id)
        if self._closing:
            work.close()
            return
        task = asyncio.create_task(work, name=f"table-{channel_id}")
        self._timers[channel_id] = task
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        self._sleeping.discard(task)
        self._parked.set()
        for channel_id, timer in list(self._timers.items()):
            if timer is task:
                del self._timers[channel_id]
        if not task.cancelled() and task.exception() is not None:
            log.error("A table task failed: %s", task.get_name(), exc_info=task.exception())

    def _cancel_timer(self, channel_id: int) -> None:
        task = self._timers.pop(channel_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def _detach(self, channel_id: int) -> None:
        """The running timer task stops being the table's timer (so nothing cancels it)."""
        if self._timers.get(channel_id) is asyncio.current_task():
            del self._timers[channel_id]

    async def _sleep_until(self, when: float) -> None:
        task = asyncio.current_task()
        assert task is not None  # noqa: S101 - always inside a task
        if when <= self._clock.now():
            return
        self._sleeping.add(task)
        self._parked.set()
        try:
            await self._clock.sleep(when - self._clock.now())
        finally:
            self._sleeping.discard(task)

    async def idle(self) -> None:
        """Wait until every table task is asleep on the clock or finished (for tests)."""
        while True:
            busy = [t for t in self._tasks if not t.done() and t not in self._sleeping]
            if not busy:
                return
            self._parked.clear()
            waiter = asyncio.ensure_future(self._parked.wait())
            try:
                await asyncio.wait({*busy, waiter}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                waiter.cancel()

    async def shutdown(self) -> None:
        """Cancel every table task (the tables stay saved; :meth:`restore` resumes them)."""
        self._closing = True
        self._timers.clear()
        while self._tasks:
            tasks = list(self._tasks)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

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
            t = LiveTable.from_record(record)
            t.fmt.tournament_id = tournament_id
            if config.game is GameKind.HEADS_UP:
                t.fmt.starting_stack = HEADS_UP_STAKE
            elif config.game is GameKind.TOURNAMENT:
                t.fmt.starting_stack = self.settings.sng_starting_stack
                t.fmt.schedule = sng_schedule(config, self.settings.sng_hands_per_level)
            await self._store.save_state(t.key, t.state_json())
            self._tables[channel_id] = t
            log.info("Table %s opened in channel %s by %s", t.key, channel_id, user_id)
            return self._update(t)

    async def join(
        self, guild_id: int, channel_id: int, user_id: int, buy_in: object = None
    ) -> TableUpdate:
        """Take a seat with a buy-in from the bankroll (a match or sit-and-go: pay the entry).

        ``buy_in`` None brings as much as the table allows and the bankroll holds.

        Raises:
            NoTable, AlreadySeated, TableFull: No seat for this player.
            InvalidAmount, InsufficientChips: A bad buy-in, or one the bankroll can't cover.
            NotAllowed: The match or sit-and-go has already started.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            if t.guild_id != guild_id:
                raise NoTable()
            if t.is_tournament:
                return await self._enter(t, user_id)
            if t.seat_of(user_id) is not None:
                raise AlreadySeated()
            if len(t.seats) >= t.config.seats:
                raise TableFull()
            low, high = t.config.min_buy_in, t.config.max_buy_in
            if buy_in is None:
                balance = await self._store.balance(guild_id, user_id)
                if balance < low:
                    raise InsufficientChips(low, balance)
                amount = min(high, balance)
            else:
                amount = parse_amount(buy_in, what="buy-in", minimum=low, maximum=high)
            seat = await self._store.sit(t.key, user_id, amount)
            t.seats[seat.seat_no] = user_id
            t.stacks[seat.seat_no] = seat.stack
            t.sitting_out.discard(user_id)
            t.timeouts[user_id] = 0
            t.time_banks.setdefault(user_id, float(t.config.time_bank_seconds))
            await self._schedule_next(t)
            return self._update(t)

    async def _enter(self, t: LiveTable, user_id: int) -> TableUpdate:
        if t.started or t.fmt.tournament_id is None:
            raise NotAllowed("This game has already started; wait for the next one.")
        if user_id in t.fmt.entrants:
            raise AlreadySeated("You are already entered.")
        if len(t.fmt.entrants) >= t.config.seats:
            raise TableFull()
        await self._store.enter_tournament(t.fmt.tournament_id, user_id)
        t.fmt.entrants.append(user_id)
        t.time_banks[user_id] = float(t.config.time_bank_seconds)
        await self._store.save_state(t.key, t.state_json())
        return self._update(t)

    async def leave(self, channel_id: int, user_id: int) -> TableUpdate:
        """Leave the table; in a hand, fold now (or when it is your turn) and cash out after it.

        In a running match or sit-and-go leaving sits the player out: their chips stay in
        play and are blinded away.

        Raises:
            NoTable, NotSeated: Nothing to leave.
            NotAllowed: A match or sit-and-go entry can't be withdrawn before it starts.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            seat = t.seat_of(user_id)
            if t.is_tournament:
                if seat is None:
                    if user_id in t.fmt.entrants:
                        raise NotAllowed(
                            "An entry can't be withdrawn; the creator can close the table,"
                            " which refunds every entry."
                        )
                    raise NotSeated()
                return await self._sit_out(t, user_id, leaving=True)
            if seat is None:
                raise NotSeated()
            hand = t.hand
            if hand is not None and t.hand_users.get(seat) == user_id:
                t.leaving.add(user_id)
                note = Note(NoteKind.PLAYER_LEFT, user_id, "leaves after this hand")
                if hand.to_act == seat:
                    notes, private = await self._step(t, seat, Action.fold())
                    return self._update(t, [note, *notes], private)
                await self._store.save_state(t.key, t.state_json())
                self._arm(t)
                return self._update(t, [note])
            chips = await self._store.leave(t.key, user_id)
            self._unseat(t, user_id)
            note = Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
            await self._schedule_next(t)
            return self._update(t, [note])

    def _unseat(self, t: LiveTable, user_id: int) -> None:
        seat = t.seat_of(user_id)
        if seat is not None:
            del t.seats[seat]
            del t.stacks[seat]
        t.leaving.discard(user_id)
        t.sitting_out.discard(user_id)
        t.timeouts.pop(user_id, None)

    async def top_up(self, channel_id: int, user_id: int, amount: object) -> TableUpdate:
        """Add chips from the bankroll to the stack, between hands, up to the maximum buy-in.

        Raises:
            NoTable, NotSeated: No stack to top up.
            HandInProgress: A hand is being played.
            InvalidAmount, InsufficientChips: A bad amount, or more than the bankroll holds.
            NotAllowed: A match or sit-and-go, or a stack already at the maximum.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            if t.is_tournament:
                raise NotAllowed("Stacks in a match or sit-and-go can't be topped up.")
            seat = t.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if t.hand is not None:
                raise HandInProgress("You can top up between hands.")
            room = t.config.max_buy_in - t.stacks[seat]
            if room <= 0:
                raise NotAllowed(
                    f"Your stack is already at the table's maximum of {t.config.max_buy_in:,}."
                )
            chips = parse_amount(amount, what="top-up", maximum=room)
            record = await self._store.top_up(t.key, user_id, chips)
            t.stacks[seat] = record.stack
            await self._schedule_next(t)
            return self._update(t)

    async def sit_out(self, channel_id: int, user_id: int) -> TableUpdate:
        """Sit out from the next hand (a hand in progress is checked or folded for you).

        Raises:
            NoTable, NotSeated: Not at this table.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            return await self._sit_out(t, user_id, leaving=False)

    async def _sit_out(self, t: LiveTable, user_id: int, *, leaving: bool) -> TableUpdate:
        seat = t.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        if user_id in t.sitting_out and not leaving:
            raise NotAllowed("You are already sitting out.")
        await self._store.set_sitting_out(t.key, user_id, sitting_out=True)
        t.sitting_out.add(user_id)
        note = Note(NoteKind.SAT_OUT, user_id, "leaves the game" if leaving else "sits out")
        hand = t.hand
        if hand is not None and hand.to_act == seat and t.hand_users.get(seat) == user_id:
            notes, private = await self._run_auto(t)
            return self._update(t, [note, *notes], private)
        if hand is not None:
            await self._store.save_state(t.key, t.state_json())
        return self._update(t, [note])

    async def sit_in(self, channel_id: int, user_id: int) -> TableUpdate:
        """Come back from sitting out: dealt in from the next hand.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: Not sitting out.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            if t.seat_of(user_id) is None:
                raise NotSeated()
            if user_id not in t.sitting_out:
                raise NotAllowed("You are not sitting out.")
            await self._store.set_sitting_out(t.key, user_id, sitting_out=False)
            t.sitting_out.discard(user_id)
            t.leaving.discard(user_id)
            t.timeouts[user_id] = 0
            await self._schedule_next(t)
            return self._update(t)

    # --- starting, closing, misdeals -----------------------------------------------------

    def _check_host(self, t: LiveTable, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != t.creator_id and not is_admin:
            raise NotAllowed(f"Only the table's creator or an admin can {what}.")

    async def start(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Start the table (its creator or an admin): deal the first hand now.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, already started, or too few players.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            self._check_host(t, user_id, is_admin, "start it")
            if t.started:
                raise NotAllowed("The table has already started.")
            if t.is_tournament:
                await self._seat_entrants(t)
            elif len(t.dealable()) < 2:
                raise NotAllowed("At least two players need to be seated and in.")
            t.started = True
            update = await self._deal(t)
            if update is None:  # pragma: no cover - two players were checked above
                await self._store.save_state(t.key, t.state_json())
                return self._update(t)
            return update

    async def _seat_entrants(self, t: LiveTable) -> None:
        entrants = t.fmt.entrants
        if t.game is GameKind.HEADS_UP and len(entrants) != 2:
            raise NotAllowed("A heads-up match needs exactly two players.")
        if len(entrants) < 2:
            raise NotAllowed("At least two players need to enter.")
        assert t.fmt.tournament_id is not None  # noqa: S101 - set at create
        record = await self._store.start_tournament(
            t.fmt.tournament_id,
            t.key,
            seats=dict(enumerate(entrants)),
            starting_stack=t.fmt.starting_stack,
        )
        t.seats = {seat.seat_no: seat.user_id for seat in record.seats}
        t.stacks = {seat.seat_no: seat.stack for seat in record.seats}
        if t.game is GameKind.HEADS_UP:
            t.fmt.match = HeadsUpMatch.new(seats=(0, 1), button=0, starting_stack=HEADS_UP_STAKE)

    async def close(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Close the table (its creator or an admin), voiding a hand in progress.

        Everyone is cashed out; an unfinished match or sit-and-go refunds every entry.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            self._check_host(t, user_id, is_admin, "close it")
            notes: list[Note] = []
            if t.hand is not None:
                notes += await self._void(t)
            if t.fmt.tournament_id is not None and not t.fmt.finished:
                try:
                    await self._store.cancel_tournament(t.fmt.tournament_id)
                except NoTournament:
                    log.warning("Tournament %s was already over", t.fmt.tournament_id)
            notes += await self._close_table(t)
            return self._update(t, notes)

    async def _close_table(self, t: LiveTable) -> list[Note]:
        seats = await self._store.close_table(t.key)
        t.closed = True
        self._cancel_timer(t.channel_id)
        self._tables.pop(t.channel_id, None)
        t.seats, t.stacks = {}, {}
        log.info("Table %s in channel %s closed", t.key, t.channel_id)
        cash = not t.is_tournament
        return [
            Note(
                NoteKind.PLAYER_LEFT,
                seat.user_id,
                f"leaves with {seat.stack:,} chips" if cash else "leaves",
                amount=seat.stack if cash else 0,
            )
            for seat in seats
        ]

    async def misdeal(
        self, channel_id: int, user_id: int, *, is_admin: bool = False
    ) -> TableUpdate:
        """Declare the hand in progress a misdeal: every chip goes back, the button stays.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, or no hand is being played.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            self._check_host(t, user_id, is_admin, "declare a misdeal")
            if t.hand is None:
                raise NotAllowed("No hand is being played.")
            notes = await self._void(t)
            notes += await self._cash_out_leavers(t)
            await self._schedule_next(t)
            return self._update(t, notes)

    async def _void(self, t: LiveTable) -> list[Note]:
        """Void the hand in progress in the store and in memory; the button stays."""
        hand = t.hand
        assert hand is not None  # noqa: S101 - checked by callers
        hand_no = t.hand_no
        users = dict(t.hand_users)
        refunds: dict[int, int] = {}
        for seat in hand.seats:
            chips = t.hand_start[seat] - t.stacks[seat]
            refunds[users[seat]] = refunds.get(users[seat], 0) + chips
        events = hand.void()
        restored = dict(t.hand_start)
        self._end_hand(t)
        t.replay_button = True
        summary = json.dumps({"voided": True, "users": {str(s): u for s, u in users.items()}})
        await self._store.void_hand(
            t.key, hand_no, refunds=refunds, summary_json=summary, state_json=t.state_json()
        )
        t.stacks.update(restored)
        notes, _ = narrate(events, users, channel_id=t.channel_id, hand_no=hand_no, board=())
        return notes

    def _end_hand(self, t: LiveTable) -> None:
        t.hand = None
        t.turn = None
        t.turn_seat = None
        t.hand_users = {}
        t.hand_start = {}
        t.next_hand_at = None

    # --- dealing and acting ----------------------------------------------------------------

    def _next_button(self, t: LiveTable, seats: list[int]) -> int:
        match = t.fmt.match
        if match is not None and match.button in seats:
            return match.button
        if t.replay_button and t.button in seats:
            return t.button
        if t.button is None:
            return seats[0]
        return next((seat for seat in seats if seat > t.button), seats[0])

    async def _deal(self, t: LiveTable) -> TableUpdate | None:
        """Deal the next hand if two players can play; None when they can't."""
        stacks = t.dealable()
        if len(stacks) < 2:
            t.next_hand_at = None
            return None
        level = None
        if t.fmt.schedule is not None:
            level = t.fmt.schedule.level_for(t.fmt.hands_played)
        button = self._next_button(t, sorted(stacks))
        deck = Deck(self._rng_factory())
        hand = HandState.start(hand_config(t.config, level), stacks, button, deck)
        t.hand = hand
        t.hand_no += 1
        t.button = button
        t.replay_button = False
        t.next_hand_at = None
        t.hand_users = {seat: t.seats[seat] for seat in hand.seats}
        t.hand_start = dict(stacks)
        self._new_turn(t)
        try:
            await self._save(t)
        except BaseException:
            await _recovery.reload(self, t)
            raise
        events = list(hand.history)
        notes, private = await self._advance(t, events, auto=True)
        log.info("Hand %s dealt at table %s", t.hand_no, t.key)
        return self._update(t, notes, private)

    async def act(
        self,
        channel_id: int,
        user_id: int,
        hand_no: int,
        move: Move | str,
        amount: object = None,
    ) -> TableUpdate:
        """Take an action for a player: the only way a hand moves on.

        ``hand_no`` comes from the button that was clicked; ``amount`` (a bet or raise
        total, as typed) only matters for BET and RAISE.

        Raises:
            NoTable: No table here.
            NotSeated: The player has no seat at this table.
            StaleButton: The button belongs to an earlier hand (or no hand is running).
            NotYourTurn: Another player is to act (or the player isn't in this hand).
            InvalidAmount, InsufficientChips: A bet or raise amount that doesn't fit.
            NotAllowed: A move the player can't make now.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            seat = t.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = t.hand
            if (
                hand is None
                or isinstance(hand_no, bool)
                or not isinstance(hand_no, int)
                or hand_no != t.hand_no
            ):
                raise StaleButton()
            if t.hand_users.get(seat) != user_id or seat not in hand.seats:
                raise NotYourTurn("You are not in this hand; you will be dealt in next time.")
            if hand.to_act != seat:
                raise NotYourTurn()
            action = action_for(hand, seat, move, amount, game=t.game)
            try:
                hand.verify(seat, action)
            except engine_errors.InvalidAmount as error:
                raise InvalidAmount(error.reason) from None
            except engine_errors.IllegalAction as error:
                raise NotAllowed(error.reason) from None
            turn = t.turn
            if turn is not None and t.turn_seat == seat:
                t.time_banks[user_id] = turn.bank_after(self._clock.now())
            t.timeouts[user_id] = 0
            notes, private = await self._step(t, seat, action)
            return self._update(t, notes, private)

    def _new_turn(self, t: LiveTable) -> None:
        hand = t.hand
        seat = None if hand is None or hand.is_over else hand.to_act
        if seat is None:
            t.turn, t.turn_seat = None, None
            return
        user = t.hand_users[seat]
        bank = t.time_banks.get(user, float(t.config.time_bank_seconds))
        t.turn = TurnClock.start(
            now=self._clock.now(), clock_seconds=t.config.clock_seconds, time_bank=bank
        )
        t.turn_seat = seat

    async def _step(
        self, t: LiveTable, seat: int, action: Action
    ) -> tuple[list[Note], list[PrivateCards]]:
        """Apply a verified action, then whatever follows on its own, and save it all."""
        hand = t.hand
        assert hand is not None  # noqa: S101 - callers checked
        events = list(hand.apply(seat, action))
        return await self._advance(t, events, auto=True)

    async def _run_auto(self, t: LiveTable) -> tuple[list[Note], list[PrivateCards]]:
        return await self._advance(t, [], auto=True)

    def _auto_steps(self, t: LiveTable) -> list[Event]:
        """Act for those who can't: muck a losing hand, fold the leaving, check for the away."""
        hand = t.hand
        events: list[Event] = []
        while hand is not None and not hand.is_over and hand.to_act is not None:
            seat = hand.to_act
            user = t.hand_users[seat]
            if hand.street is Street.SHOWDOWN:
                events += hand.apply(seat, Action.muck())
            elif user in t.leaving:
                events += hand.apply(seat, Action.fold())
            elif user in t.sitting_out:
                free = hand.legal_actions(seat).can_check
                events += hand.apply(seat, Action.check() if free else Action.fold())
            else:
                break
        return events

    async def _advance(
        self, t: LiveTable, events: list[Event], *, auto: bool
    ) -> tuple[list[Note], list[PrivateCards]]:
        """Save the hand after a change (or settle it when it is over); return the notes."""
        hand = t.hand
        assert hand is not None  # noqa: S101 - a hand is running
        if auto:
            events += self._auto_steps(t)
        users = dict(t.hand_users)
        hand_no = t.hand_no
        try:
            if hand.is_over:
                notes, private = narrate(
                    events, users, channel_id=t.channel_id, hand_no=hand_no, board=hand.board
                )
                notes += await self._finish(t)
            else:
                self._new_turn(t)
                await self._save(t)
                notes, private = narrate(
                    events, users, channel_id=t.channel_id, hand_no=hand_no, board=hand.board
                )
        except BaseException:
            await _recovery.reload(self, t)
            raise
        self._arm(t)
        return notes, private

    async def _save(self, t: LiveTable) -> None:
        """Save the hand in progress with the chips it moved since the last save."""
        hand = t.hand
        assert hand is not None  # noqa: S101 - a hand is running
        live = hand.stacks
        changes = {seat: live[seat] - t.stacks[seat] for seat in hand.seats}
        await self._store.save_progress(
            t.key,
            t.hand_no,
            hand_json=json.dumps(hand.to_dict(), separators=(",", ":")),
            state_json=t.state_json(),
            stack_changes={seat: delta for seat, delta in changes.items() if delta},
        )
        t.stacks.update({seat: live[seat] for seat in hand.seats})

    # --- the end of a hand -----------------------------------------------------------------

    async def _finish(self, t: LiveTable) -> list[Note]:
        """Settle a finished hand (stacks, stats, PHH) and move the format on."""
        hand = t.hand
        assert hand is not None  # noqa: S101 - a hand just ended
        result = hand.result
        users = dict(t.hand_users)
        hand_no = t.hand_no
        final = {seat: result.final_stacks[seat] for seat in hand.seats}
        won: dict[int, int] = {}
        for pot in result.pots:
            for seat, share in zip(pot.winners, pot.shares, strict=True):
                won[seat] = won.get(seat, 0) + share
        winners = {seat for seat, chips in won.items() if chips}
        stats = [
            HandStatsDelta(
                user_id=users[seat],
                net=result.net[seat],
                won=seat in winners,
                pot_won=won.get(seat, 0),
                won_at_showdown=result.went_to_showdown and seat in winners,
            )
            for seat in hand.seats
        ]
        summary = {
            "hand": hand.to_dict(),
            "net": {str(users[seat]): net for seat, net in result.net.items()},
            "users": {str(seat): user for seat, user in users.items()},
            "pot": result.total_pot,
            "winners": [users[seat] for seat in hand.seats if seat in winners],
            "board": [str(card) for card in hand.board],
        }
        self._end_hand(t)
        notes = self._format_after_hand(t, final, dict(result.starting_stacks), users)
        if t.started:
            t.next_hand_at = self._clock.now() + self.settings.pause_seconds
        await self._store.settle_hand(
            t.key,
            hand_no,
            final_stacks=final,
            stats=stats,
            phh_text=_public_phh(hand, users, hand_no, t.channel_id),
            summary_json=json.dumps(summary, separators=(",", ":")),
            state_json=t.state_json(),
        )
        t.stacks.update(final)
        notes += await self._cash_out_leavers(t)
        notes += await self._conclude(t)
        if not t.closed:
            await self._schedule_next(t)
        return notes

    async def _cash_out_leavers(self, t: LiveTable) -> list[Note]:
        notes = []
        for user_id in sorted(t.leaving):
            if t.is_tournament or t.seat_of(user_id) is None:
                t.leaving.discard(user_id)
                continue
            chips = await self._store.leave(t.key, user_id)
            self._unseat(t, user_id)
            notes.append(
                Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
            )
        return notes

    def _format_after_hand(
        self,
        t: LiveTable,
        final: Mapping[int, int],
        start: Mapping[int, int],
        users: Mapping[int, int],
    ) -> list[Note]:
        """Count the hand for a match or sit-and-go: level ups and finishing places."""
        fmt = t.fmt
        if not t.is_tournament:
            return []
        notes: list[Note] = []
        before = fmt.level_index()
        fmt.hands_played += 1
        if fmt.match is not None:
            fmt.match = fmt.match.record_hand(final)
            return notes
        if fmt.schedule is not None and fmt.level_index() != before:
            level = fmt.schedule.level_for(fmt.hands_played)
            ante = f", ante {level.ante:,}" if level.ante else ""
            notes.append(
                Note(
                    NoteKind.LEVEL_UP,
                    text=f"Level {fmt.level_index() + 1}: blinds {level.small_blind:,}/"
                    f"{level.big_blind:,}{ante}.",
                    amount=level.big_blind,
                )
            )
        busted = [seat for seat in final if final[seat] == 0]
        remaining = len(fmt.entrants) - len(fmt.places)
        # The smaller stack at the start of the hand finishes lower; then by seat.
        for offset, seat in enumerate(sorted(busted, key=lambda s: (start[s], -s))):
            place = remaining - offset
            fmt.places[users[seat]] = place
            notes.append(
                Note(NoteKind.ELIMINATED, users[seat], f"finishes in place {place}", place=place)
            )
        return notes

    async def _conclude(self, t: LiveTable) -> list[Note]:
        """Pay out and close a match or sit-and-go that has just been decided."""
        fmt = t.fmt
        if not t.is_tournament or fmt.finished or fmt.tournament_id is None:
            return []
        for user_id, place in fmt.places.items():
            if place > 1 and t.seat_of(user_id) is not None:
                await self._store.leave(t.key, user_id)
                self._unseat(t, user_id)
        match = fmt.match
        if match is not None:
            if not match.is_finished:
                return []
            result = match.result
            assert result is not None  # noqa: S101 - finished
            tour = await self._store.tournament(fmt.tournament_id)
            if result.outcome is MatchOutcome.DRAW:
                await self._store.cancel_tournament(fmt.tournament_id)
                text = f"The match is a draw after {match.hands_played} hands: stakes returned."
                winner_id = None
            else:
                winner_id = t.seats[result.winner] if result.winner is not None else None
                assert winner_id is not None  # noqa: S101 - a win has a winner
                loser_id = next(u for u in fmt.entrants if u != winner_id)
                fmt.places = {winner_id: 1, loser_id: 2}
                await self._store.finish_tournament(
                    fmt.tournament_id, places=fmt.places, prizes={winner_id: tour.pool}
                )
                text = f"wins the match after {match.hands_played} hands and {tour.pool:,} chips"
            note = Note(NoteKind.MATCH_OVER, winner_id, text, amount=tour.pool)
        else:
            alive = [u for u in fmt.entrants if u not in fmt.places]
            if len(alive) > 1:
                return []
            if alive:
                fmt.places[alive[0]] = 1
            tour = await self._store.tournament(fmt.tournament_id)
            shares = prize_split(tour.pool, len(fmt.entrants))
            by_place = {place: user for user, place in fmt.places.items()}
            prizes = {by_place[i + 1]: share for i, share in enumerate(shares) if i + 1 in by_place}
            await self._store.finish_tournament(fmt.tournament_id, places=fmt.places, prizes=prizes)
            winner_id = by_place.get(1)
            text = "wins the sit-and-go: " + ", ".join(
                f"place {place} wins {prizes.get(user, 0):,}"
                for place, user in sorted(by_place.items())
                if prizes.get(user)
            )
            note = Note(NoteKind.MATCH_OVER, winner_id, text, amount=tour.pool)
        fmt.finished = True
        await self._store.save_state(t.key, t.state_json())
        return [note, *await self._close_table(t)]

    # --- timers ----------------------------------------------------------------------------

    async def _schedule_next(self, t: LiveTable, *, save: bool = True) -> None:
        """After a seat changes: plan the next deal if it can happen, else stop waiting."""
        if t.hand is None and t.started and not t.closed:
            if len(t.dealable()) >= 2:
                if t.next_hand_at is None:
                    t.next_hand_at = self._clock.now() + self.settings.pause_seconds
            else:
                t.next_hand_at = None
        if save:
            await self._store.save_state(t.key, t.state_json())
        self._arm(t)

    def _arm(self, t: LiveTable) -> None:
        """(Re)start the table's one timer: the clock of the player to act, or the pause."""
        self._cancel_timer(t.channel_id)
        if t.closed:
            return
        hand = t.hand
        if hand is not None:
            if t.turn is not None and t.turn_seat is not None and hand.to_act == t.turn_seat:
                self._spawn(
                    t.channel_id,
                    self._turn_timer(t.channel_id, t.hand_no, t.turn_seat, t.turn.deadline),
                )
        elif t.started and t.next_hand_at is not None:
            self._spawn(t.channel_id, self._pause_timer(t.channel_id, t.next_hand_at))

    async def _pause_timer(self, channel_id: int, when: float) -> None:
        await self._sleep_until(when)
        async with self._lock(channel_id):
            t = self._tables.get(channel_id)
            if t is None or t.closed or t.hand is not None or t.next_hand_at != when:
                return
            self._detach(channel_id)
            update = await self._deal(t)
            if update is None:
                await self._store.save_state(t.key, t.state_json())
                return
        await asyncio.shield(self._notify(update))

    def _same_turn(self, channel_id: int, hand_no: int, seat: int, deadline: float) -> bool:
        t = self._tables.get(channel_id)
        return (
            t is not None
            and not t.closed
            and t.hand is not None
            and t.hand_no == hand_no
            and t.hand.to_act == seat
            and t.turn_seat == seat
            and t.turn is not None
            and t.turn.deadline == deadline
        )

    async def _turn_timer(self, channel_id: int, hand_no: int, seat: int, deadline: float) -> None:
        remind_at = deadline - self.settings.reminder_seconds
        if self.settings.reminder_seconds > 0 and remind_at > self._clock.now():
            await self._sleep_until(remind_at)
            async with self._lock(channel_id):
                if not self._same_turn(channel_id, hand_no, seat, deadline):
                    return
                t = self._tables[channel_id]
                left = round(deadline - self._clock.now())
                user = t.hand_users[seat]
                reminder = self._update(
                    t, [Note(NoteKind.REMINDER, user, f"{left} seconds left to act", amount=left)]
                )
            await asyncio.shield(self._notify(reminder))
        await self._sleep_until(deadline)
        async with self._lock(channel_id):
            if not self._same_turn(channel_id, hand_no, seat, deadline):
                return
            self._detach(channel_id)
            t = self._tables[channel_id]
            update = await self._time_out(t, seat)
        await asyncio.shield(self._notify(update))

    async def _time_out(self, t: LiveTable, seat: int) -> TableUpdate:
        """The player to act ran out of time: check if free, else fold; twice in a row sits out."""
        hand = t.hand
        assert hand is not None  # noqa: S101 - the turn was checked
        user = t.hand_users[seat]
        free = hand.legal_actions(seat).can_check
        t.time_banks[user] = 0.0
        count = t.timeouts.get(user, 0) + 1
        t.timeouts[user] = count
        notes = [
            Note(
                NoteKind.TIMED_OUT,
                user,
                "ran out of time and checks" if free else "ran out of time and folds",
            )
        ]
        if count >= self.settings.max_timeouts and user not in t.sitting_out:
            await self._store.set_sitting_out(t.key, user, sitting_out=True)
            t.sitting_out.add(user)
            notes.append(Note(NoteKind.SAT_OUT, user, f"timed out {count} times in a row: sat out"))
        more, private = await self._step(t, seat, Action.check() if free else Action.fold())
        return self._update(t, [*notes, *more], private)

    # --- reading ---------------------------------------------------------------------------

    async def view(self, channel_id: int) -> TableView:
        """The table as the channel sees it.

        Raises:
            NoTable: No table here.
        """
        return self._table(channel_id).view()

    def table_ids(self) -> tuple[int, ...]:
        """The channels with an open table."""
        return tuple(channel for channel, t in self._tables.items() if not t.closed)

    async def set_message(self, channel_id: int, message_id: int | None) -> None:
        """Remember the message that shows the table.

        Raises:
            NoTable: No table here.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            await self._store.set_message_id(t.key, message_id)
            t.message_id = message_id

    async def my_cards(self, channel_id: int, user_id: int) -> PrivateCards:
        """The asker's hole cards in the hand in progress, for them alone.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: No hand, or the asker was not dealt in.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            seat = t.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = t.hand
            if hand is None or seat not in hand.seats or t.hand_users.get(seat) != user_id:
                raise NotAllowed("You are not in this hand.")
            return PrivateCards(user_id, channel_id, t.hand_no, hand.hole_cards(seat))

    async def history(
        self, channel_id: int, user_id: int, count: object = 10
    ) -> tuple[HandSummary, ...]:
        """The table's last hands, newest first (public facts, and the asker's result).

        Raises:
            NoTable: No table here.
            InvalidAmount: ``count`` is not 1 to 50.
        """
        number = parse_amount(count, what="number of hands", maximum=50)
        t = self._table(channel_id)
        records = await self._store.hand_history(t.key, number)
        return tuple(_recovery.summary_of(record, user_id) for record in records)

    async def export(
        self, channel_id: int, user_id: int, hand_no: object = None
    ) -> tuple[str, str]:
        """A finished hand as PHH text: shown hands and the asker's own cards only.

        Returns:
            A file name and the PHH text.

        Raises:
            NoTable: No table here.
            NotAllowed: No such finished hand, or it was voided.
            InvalidAmount: A hand number that is not a whole number.
        """
        t = self._table(channel_id)
        return await _recovery.export(self._store, t, user_id, hand_no)

    # --- recovery --------------------------------------------------------------------------

    async def restore(self) -> tuple[TableUpdate, ...]:
        """Resume every open table after a start-up; void the hands that can't be restored.

        Each table gets back its seats, its hand (the same cards, the same player to act)
        and its clock, re-armed with the time that was left (at least
        ``settings.restore_grace_seconds``).
        """
        updates = []
        for record in await self._store.open_tables():
            if record.channel_id in self._tables:
                continue
            async with self._lock(record.channel_id):
                update = await _recovery.restore_table(self, record)
            if update is not None:
                updates.append(update)
        return tuple(updates)

    # hooks for cardroom._recovery (same package, not public API)

    @property
    def store(self) -> Store:
        """The store the service runs on."""
        return self._store

    @property
    def clock(self) -> Clock:
        """The injected clock."""
        return self._clock

    def _install(self, t: LiveTable) -> None:
        self._tables[t.channel_id] = t


def _public_phh(
    hand: HandState, users: Mapping[int, int], hand_no: int, channel_id: int
) -> str | None:
    """The hand's PHH as the table saw it (shown hands only); None if PHH can't say it."""
    try:
        history = HandHistory.from_state(
            hand,
            hide_unshown=True,
            players={seat: str(users[seat]) for seat in hand.seats},
            hand=hand_no,
            table=str(channel_id),
        )
        return dumps(history)
    except engine_errors.HoldemError as error:
        log.info("No PHH for hand %s at %s: %s", hand_no, channel_id, error.reason)
        return None
    except Exception:  # the hand must settle even if its export breaks
        log.exception("PHH export failed for hand %s at %s", hand_no, channel_id)
        return None
