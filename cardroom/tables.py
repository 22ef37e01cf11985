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
import json
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from cardroom import _dealing, _recovery, _settling
from cardroom._formats import (
    HEADS_UP_STAKE,
    action_for,
    checked_config,
    config_to_dict,
    default_buy_in,
    sng_schedule,
)
from cardroom._notes import narrate
from cardroom._saving import replay
from cardroom._table import LiveTable
from cardroom._timers import Alarm, AlarmKind, TableTimers
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
from cardroom.models import HandOutcome, HandRecord, TableKey, TableRecord, TableStatus
from cardroom.store import Store
from cardroom.views import (
    GameKind,
    HandSummary,
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
from holdem.deck import Deck
from holdem.events import Event, HandVoided
from holdem.match import HeadsUpMatch

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
    ) -> None:
        """Run tables on ``store``; ``rng_factory`` gives each deal's shuffle its randomness."""
        self._store = store
        self._clock: Clock = clock or SystemClock()
        self._rng_factory = rng_factory or _default_rng
        self._listener = listener
        self.settings = settings or TableSettings()
        self._tables: dict[int, LiveTable] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._timers = TableTimers(self._clock, self._ring)
        self._closing = False

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
        table = self._tables.get(channel_id)
        if table is None or table.closed:
            raise NoTable()
        return table

    @staticmethod
    def _update(
        table: LiveTable,
        notes: list[Note] | tuple[Note, ...] = (),
        private: list[PrivateCards] | tuple[PrivateCards, ...] = (),
    ) -> TableUpdate:
        runout, table.runout = table.runout, ()
        return TableUpdate(table.view(), tuple(notes), tuple(private), runout)

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
        """Cancel every table timer (the tables stay saved; :meth:`restore` resumes them)."""
        self._closing = True
        await self._timers.shutdown()

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
            return self._update(table)

    async def join(
        self, guild_id: int, channel_id: int, user_id: int, buy_in: object = None
    ) -> TableUpdate:
        """Take a seat with a buy-in from the bankroll (a match or sit-and-go: pay the entry).

        ``buy_in`` None buys in for the table's default, 100 big blinds (within the buy-in
        range), or the whole bankroll if that holds less but at least the minimum. A match's
        stake and a sit-and-go's entry are fixed: an amount there is refused.

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
                amount = parse_amount(buy_in, what="buy-in", minimum=low, maximum=high)
            seat = await self._store.sit(table.key, user_id, amount)
            table.seats[seat.seat_no] = user_id
            table.stacks[seat.seat_no] = seat.stack
            table.sitting_out.discard(user_id)
            table.timeouts[user_id] = 0
            table.time_banks.setdefault(user_id, float(table.config.time_bank_seconds))
            await self._plan_next_deal(table)
            note = Note(
                NoteKind.SAT_DOWN, user_id, f"sits down with {seat.stack:,}", amount=seat.stack
            )
            return self._update(table, [note])

    async def _enter(self, table: LiveTable, user_id: int) -> TableUpdate:
        """Pay a match's or sit-and-go's entry fee into its prize pool."""
        if table.started or table.fmt.tournament_id is None:
            raise NotAllowed("This game has already started; wait for the next one.")
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
            table = self._table(channel_id)
            seat = table.seat_of(user_id)
            if table.is_tournament:
                if seat is None:
                    if user_id in table.fmt.entrants:
                        raise NotAllowed(
                            "An entry can't be withdrawn; the creator can close the table,"
                            " which refunds every entry."
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
                    notes, private = await self._advance(
                        table, list(hand.apply(seat, Action.fold()))
                    )
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
                raise NotAllowed("Stacks in a match or sit-and-go can't be topped up.")
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if table.hand is not None and table.hand_users.get(seat) == user_id:
                raise HandInProgress("You can top up between hands.")
            stack, low, high = table.stacks[seat], table.config.min_buy_in, table.config.max_buy_in
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
            raise NotAllowed("You are already sitting out.")
        await self._store.set_sitting_out(table.key, user_id, sitting_out=True)
        table.sitting_out.add(user_id)
        note = Note(NoteKind.SAT_OUT, user_id, "leaves the game" if leaving else "sits out")
        hand = table.hand
        if hand is not None and hand.to_act == seat and table.hand_users.get(seat) == user_id:
            notes, private = await self._advance(table, [])
            return self._update(table, [note, *notes], private)
        if hand is not None:
            await self._store.save_state(table.key, table.state_json())
        return self._update(table, [note])

    async def sit_in(self, channel_id: int, user_id: int) -> TableUpdate:
        """Come back from sitting out: dealt in from the next hand.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: Not sitting out.
        """
        async with self._lock(channel_id):
            table = self._table(channel_id)
            if table.seat_of(user_id) is None:
                raise NotSeated()
            if user_id not in table.sitting_out:
                raise NotAllowed("You are not sitting out.")
            await self._store.set_sitting_out(table.key, user_id, sitting_out=False)
            table.sitting_out.discard(user_id)
            table.leaving.discard(user_id)
            table.timeouts[user_id] = 0
            await self._plan_next_deal(table)
            return self._update(table)

    # --- starting, closing, misdeals -----------------------------------------------------

    @staticmethod
    def _check_host(table: LiveTable, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != table.creator_id and not is_admin:
            raise NotAllowed(f"Only the table's creator or an admin can {what}.")

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
                raise NotAllowed("The table has already started.")
            if table.is_tournament:
                await self._seat_entrants(table)
            elif len(table.seating().dealt_in) < 2:
                raise NotAllowed("At least two players need to be seated and in.")
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
            raise NotAllowed("A heads-up match needs exactly two players.")
        if len(entrants) < 2:
            raise NotAllowed("At least two players need to enter.")
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
                raise NotAllowed("No hand is being played.")
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
                raise NotYourTurn("You are not in this hand; you will be dealt in next time.")
            if hand.to_act != seat:
                raise NotYourTurn()
            action = action_for(hand, seat, move, amount, game=table.game)
            try:
                hand.verify(seat, action)
            except engine_errors.InvalidAmount as error:
                raise InvalidAmount(error.reason) from None
            except engine_errors.IllegalAction as error:
                raise NotAllowed(error.reason) from None
            running = table.turn
            if running is not None and table.turn_seat == seat:
                table.time_banks[user_id] = running.bank_after(self._clock.now())
            table.timeouts[user_id] = 0
            notes, private = await self._advance(table, list(hand.apply(seat, action)))
            return self._update(table, notes, private)

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
        notes, private = narrate(
            events,
            dict(table.hand_users),
            channel_id=table.channel_id,
            hand_no=table.hand_no,
            board=hand.board,
        )
        try:
            if hand.is_over:
                table.runout = table.runout_views(events)
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
        if _dealing.runs_without_a_player(table):  # saved as dealt: it may end before a click
            _dealing.start_turn(table, self._clock.now())
            try:
                await self._save_hand(table)
            except BaseException:
                await self._reload(table)
                raise
        notes, private = await self._advance(table, events)
        log.info("Hand %s dealt at table %s", table.hand_no, table.key)
        return self._update(table, notes, private)

    async def _settle(self, table: LiveTable) -> list[Note]:
        """Settle the finished hand in one store call, then move the table on."""
        settlement = _settling.settle(
            table, next_hand_at=self._clock.now() + self.settings.pause_seconds
        )
        await self._store.settle_hand(
            table.key,
            settlement.hand_no,
            final_stacks=settlement.final_stacks,
            stats=settlement.stats,
            phh_text=settlement.phh_text,
            summary_json=settlement.summary_json,
            state_json=settlement.state_json,
        )
        table.stacks.update(settlement.final_stacks)
        notes = list(settlement.notes)
        notes += await self._cash_out_leavers(table)
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
            moment = table.current_turn()
            if moment is None:
                return None
            deadline = moment[3]
            remind_at = deadline - self.settings.reminder_seconds
            turn = table.turn
            assert turn is not None  # noqa: S101 - current_turn() checked it
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
            if table is None:
                return
            if self._alarm(table) != alarm:
                self._arm(table)  # the table moved on while the timer slept
                return
            if alarm.kind is AlarmKind.REMINDER:
                update = self._remind(table)
                self._arm(table)
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
                raise NotAllowed("You are not in this hand.")
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
        number = parse_amount(count, what="number of hands", maximum=50)
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
                record = await self._store.hand(key, parse_amount(hand, what="hand number"))
        if record is None:
            raise NotAllowed("There is no finished hand with that number at this table.")
        filename, text = _recovery.export_text(record, channel_id, user_id)
        return HandExport(filename, text, record.hand_no, hand_id(record))

    async def _hand_by_id(
        self, text: str, user_id: int, guild_id: int | None
    ) -> tuple[HandRecord, int]:
        """A hand by its id and its table's channel, if the asker played it on this server."""
        first, _, second = text.partition("-")
        table_id = parse_amount(first, what="hand number")
        number = parse_amount(second, what="hand number")
        try:
            table = await self._store.table(TableKey(table_id))
        except NoTable:
            table = None
        record = None if table is None else await self._store.hand(table.id, number)
        if table is None or record is None or (guild_id is not None and table.guild_id != guild_id):
            raise NotAllowed("There is no finished hand with that number at this table.")
        if not _recovery.played(record, user_id):
            raise NotAllowed.coded("history.not_played")
        return record, table.channel_id

    # --- recovery --------------------------------------------------------------------------

    async def restore(self) -> tuple[TableUpdate, ...]:
        """Resume every open table after a start-up; void the hands that can't be restored.

        Each table gets back its seats, its hand (the same cards, the same player to act)
        and its clock, re-armed with the time that was left (at least
        ``settings.restore_grace_seconds``).

        One table that fails to come back (its store rows, a settlement that fails) is
        logged and left closed to play in this process; the others are restored all the same.
        """
        updates = []
        for record in await self._store.open_tables():
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
            if update is not None:
                updates.append(update)
        return tuple(updates)

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
                saved = replay(record.hand_json, await self._store.hand_actions(table.key))
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
            log.exception("Table %s could not be reloaded after a failure", table.key)

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
