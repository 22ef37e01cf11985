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

This module holds the verbs and the locks; the machinery behind them is in private parts
named for their jobs, functions of the service and one table, called with its lock held:
:mod:`cardroom._seating` (entries,
sitting out, cashing out), :mod:`cardroom._dealing` (dealing, acting, saving, misdeals),
:mod:`cardroom._settling` (the end of a hand and of a format) and :mod:`cardroom._clocks`
(the timer tasks). Recovery lives in :mod:`cardroom._recovery`: :meth:`restore` rebuilds
every open table from the store, re-arms its clock, and voids a hand that cannot be
restored.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

from cardroom import _clocks, _dealing, _recovery, _seating, _settling
from cardroom._formats import (
    HEADS_UP_STAKE,
    action_for,
    checked_config,
    config_to_dict,
    sng_schedule,
)
from cardroom._table import LiveTable
from cardroom.amounts import parse_amount
from cardroom.clock import Clock, SystemClock
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
from cardroom.models import HandOutcome
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
from holdem.cards import Card

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
        self._timer_keys: dict[int, tuple[object, ...]] = {}
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
        return TableUpdate(self._view(t), tuple(notes), tuple(private))

    @staticmethod
    def _view(t: LiveTable) -> TableView:
        """The table's view, with the moment of its hand (the token its buttons carry)."""
        return t.view()

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
        """Wait until every table task is asleep on the clock or finished (for tests)."""
        await _clocks.idle(self)

    async def shutdown(self) -> None:
        """Cancel every table task (the tables stay saved; :meth:`restore` resumes them)."""
        await _clocks.shutdown(self)

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
                return await _seating.enter(self, t, user_id)
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
            await _clocks.schedule_next(self, t)
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
                return await _seating.sit_out(self, t, user_id, leaving=True)
            if seat is None:
                raise NotSeated()
            hand = t.hand
            if hand is not None and t.hand_users.get(seat) == user_id:
                t.leaving.add(user_id)
                note = Note(NoteKind.PLAYER_LEFT, user_id, "leaves after this hand")
                if hand.to_act == seat:
                    notes, private = await _dealing.step(self, t, seat, Action.fold())
                    return self._update(t, [note, *notes], private)
                await self._store.save_state(t.key, t.state_json())
                _clocks.arm(self, t)
                return self._update(t, [note])
            chips = await self._store.leave(t.key, user_id)
            _seating.unseat(self, t, user_id)
            note = Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
            await _clocks.schedule_next(self, t)
            return self._update(t, [note])

    async def top_up(self, channel_id: int, user_id: int, amount: object) -> TableUpdate:
        """Add chips from the bankroll to the stack, between hands.

        The card room's rule, as a buy-in's: the stack may reach at most the maximum buy-in,
        and a stack below the minimum buy-in (a player who went broke, or short) must be
        brought up to at least the minimum, so nobody rebuys for less than a buy-in.

        Raises:
            NoTable, NotSeated: No stack to top up.
            HandInProgress: A hand is being played.
            InvalidAmount, InsufficientChips: A bad amount, one that leaves the stack below
                the minimum buy-in or above the maximum, or more than the bankroll holds.
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
            stack, low, high = t.stacks[seat], t.config.min_buy_in, t.config.max_buy_in
            room = high - stack
            if room <= 0:
                raise NotAllowed(f"Your stack is already at the table's maximum of {high:,}.")
            chips = parse_amount(amount, what="top-up")
            if stack + chips < low:
                raise InvalidAmount(
                    f"Your stack of {stack:,} is below the table's minimum buy-in of {low:,}:"
                    f" top up by at least {low - stack:,} chips (at most {room:,})."
                )
            if chips > room:
                raise InvalidAmount(
                    f"The top-up can be at most {room:,} chips: stacks here go up to {high:,}."
                )
            record = await self._store.top_up(t.key, user_id, chips)
            t.stacks[seat] = record.stack
            await _clocks.schedule_next(self, t)
            return self._update(t)

    async def sit_out(self, channel_id: int, user_id: int) -> TableUpdate:
        """Sit out from the next hand (a hand in progress is checked or folded for you).

        Raises:
            NoTable, NotSeated: Not at this table.
        """
        async with self._lock(channel_id):
            t = self._table(channel_id)
            return await _seating.sit_out(self, t, user_id, leaving=False)

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
            await _clocks.schedule_next(self, t)
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
                await _seating.seat_entrants(self, t)
            elif len(t.seating().dealt_in) < 2:
                raise NotAllowed("At least two players need to be seated and in.")
            t.started = True
            update = await _dealing.deal(self, t)
            if update is None:  # pragma: no cover - two players were checked above
                await self._store.save_state(t.key, t.state_json())
                return self._update(t)
            return update

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
                notes += await _dealing.void(self, t)
            if t.fmt.tournament_id is not None and not t.fmt.finished:
                try:
                    await self._store.cancel_tournament(t.fmt.tournament_id)
                except NoTournament:
                    log.warning("Tournament %s was already over", t.fmt.tournament_id)
            notes += await _settling.close_table(self, t)
            return self._update(t, notes)

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
            notes = await _dealing.void(self, t)
            notes += await _seating.cash_out_leavers(self, t)
            await _clocks.schedule_next(self, t)
            return self._update(t, notes)

    # --- dealing and acting ----------------------------------------------------------------

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
            if turn is not None and (
                isinstance(turn, bool) or not isinstance(turn, int) or turn != t.turn_no
            ):
                raise StaleButton.earlier_moment()
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
            running = t.turn
            if running is not None and t.turn_seat == seat:
                t.time_banks[user_id] = running.bank_after(self._clock.now())
            t.timeouts[user_id] = 0
            notes, private = await _dealing.step(self, t, seat, action)
            return self._update(t, notes, private)

    # --- reading ---------------------------------------------------------------------------

    async def view(self, channel_id: int) -> TableView:
        """The table as the channel sees it.

        Raises:
            NoTable: No table here.
        """
        return self._view(self._table(channel_id))

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
