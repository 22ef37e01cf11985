"""One table's session: the only owner of a live table, and the one door every change goes through.

:class:`TableSession` holds one :class:`~cardroom._live_table.LiveTable` (a channel's cash table,
match or sit-and-go), its lock, its timer, its computer players' minds and the step that
moves a hand on (act for the absent, narrate, save or settle, arm the clock, plan the next
deal). No other module writes the live table: the leaves beside it (:mod:`cardroom._dealing`,
:mod:`cardroom._settling`, :mod:`cardroom._recovery`, :mod:`cardroom._homegame`) are called
by the session with its lock held, and the room (:mod:`cardroom.room`) only creates,
registers and drops sessions.

The one door. Every verb runs inside ``async with self._change() as table:``: it takes the
lock, refuses a closed or stopped table, and, if the verb raises after anything changed
(in memory, or a store call failed half-way through a verb), throws the table away and loads
it again from the store. "Raises having changed nothing" thus holds in memory and in the
store alike: a refused verb never comes back with the next save.

A session can be owned by something other than the room (a tournament running several
tables): it takes its store, clock, settings, timers and two callbacks, and it can be held
at a hand boundary (:meth:`TableSession.hold`, :meth:`TableSession.release`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import operator
import random
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from cardroom import _dealing, _homegame, _odds, _preactions, _recovery, _settling
from cardroom._formats import (
    HEADS_UP_STAKE,
    FormatState,
    action_for,
    checked_config,
    default_buy_in,
    sng_schedule,
)
from cardroom._live_table import LiveTable
from cardroom._notes import narrate
from cardroom._robot_moves import move_for
from cardroom._saving import replay
from cardroom._timers import Alarm, AlarmKind, TableTimers
from cardroom.amounts import parse_amount
from cardroom.clock import Clock, TurnClock
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
    SeatTaken,
    ServerPaused,
    StaleButton,
    TableFull,
    UserFacingError,
)
from cardroom.models import SeatRecord, TableRecord, TableStatus
from cardroom.robots import ROBOT_STYLES, is_robot, new_robot_id, robot_pause, robot_style
from cardroom.store import Store
from cardroom.views import (
    FORCED_MOVES,
    GameKind,
    Move,
    Note,
    NoteKind,
    PreChoice,
    PreMove,
    PrivateCards,
    RabbitView,
    TableUpdate,
    TableView,
)
from holdem import errors as engine_errors
from holdem.actions import Action
from holdem.deck import Deck
from holdem.events import Event, HandVoided
from holdem.hand import HandState
from holdem.match import HeadsUpMatch
from holdem.schedule import BlindLevel, BlindSchedule
from opponents import Opponent

__all__ = ["Conducted", "TableSession", "TableSettings", "TableStep"]

log = logging.getLogger(__name__)

Notes = tuple[list[Note], list[PrivateCards]]
"""What a change of a hand says: the channel's notes and each player's private cards."""

Flags = Mapping[int, bool] | None
"""Seats' sitting-out flags (by user id) to set in the store with the hand's save."""

Notify = Callable[[TableUpdate], Awaitable[None]]
"""Shows an update no interaction caused (a clock ran out, the next deal) in its channel."""


@dataclass(frozen=True, slots=True)
class Conducted:
    """A multi-table tournament's ears at one of its tables (called with the lock held).

    The session holds itself at every hand boundary; the conductor lets it deal again
    (:meth:`TableSession.deal_at`). The callbacks must not wait on the table: they queue.
    """

    started: Callable[[int, int, int], None]
    """A hand was dealt: the button's, small blind's and big blind's seats."""
    done: Callable[[dict[int, int], dict[int, int]], None]
    """A hand was settled: by player, the chips at its start and now (everyone seated)."""


Gone = Callable[["TableStep", bool], None]
"""Told that a session's table has closed (False) or could not be loaded again (True: it
waits, paused, for the store, and its owner loads it again once the store answers)."""


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


def _format_now(fmt: FormatState) -> object:
    """A format's progress as it is now, cheap to compare."""
    return (tuple(fmt.entrants), tuple(fmt.places.items()), _READ_FORMAT(fmt))


_FREEZERS: dict[type, Callable[[Any], object]] = {
    dict: lambda value: tuple(value.items()),
    set: frozenset,
    list: tuple,
    HandState: lambda hand: (id(hand), hand.event_count),
    FormatState: _format_now,
}
"""How to take the contents of a mutable field as they are now (others compare as they are)."""

_READ_TABLE = operator.attrgetter(*LiveTable.__dataclass_fields__)
_READ_FORMAT = operator.attrgetter(*FormatState.__dataclass_fields__)


def fingerprint(table: LiveTable) -> tuple[object, ...]:
    """Every field of a table as it is now (compared, not kept): equal means unchanged.

    Taken by the door before a verb and compared after a refusal: a refusal raised before
    anything changed needs no reload. Every field counts, a field added later included.
    """
    now = []
    for value in _READ_TABLE(table):
        freeze = _FREEZERS.get(type(value))
        now.append(value if freeze is None else freeze(value))
    return tuple(now)


def check_host(table: LiveTable, user_id: int, is_admin: bool, what: str) -> None:
    """Refuse a host's verb to anyone but the table's creator or an admin.

    Raises:
        NotAllowed: Not the creator or an admin.
    """
    if user_id != table.creator_id and not is_admin:
        raise NotAllowed(
            f"Only the table's creator or an admin can {what}.", code="table.host_only"
        )


def private_update(
    table: LiveTable,
    notes: list[Note] | tuple[Note, ...] = (),
    private: list[PrivateCards] | tuple[PrivateCards, ...] = (),
    runout: tuple[TableView, ...] = (),
) -> TableUpdate:
    """The update of a change: the table's view, the notes, and the humans' private cards."""
    cards = tuple(p for p in private if not is_robot(p.user_id))  # robots need no DM
    return TableUpdate(table.view(), tuple(notes), cards, runout)


def alarm_for(table: LiveTable, settings: TableSettings, *, held: bool) -> Alarm | None:
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
        remind_at = deadline - settings.reminder_seconds
        turn = table.turn
        assert turn is not None  # noqa: S101 - current_turn() checked it
        if is_robot(table.hand_users.get(moment[2], 0)):
            low, high = settings.robot_pause
            pause = robot_pause(f"{table.key}:{moment[0]}:{moment[1]}", low, high)
            return Alarm(AlarmKind.ROBOT, turn.started_at + pause)
        reminded = table.reminded == (moment[0], moment[1], deadline)
        due = [Alarm(AlarmKind.TIME_OUT, deadline)]
        if settings.reminder_seconds > 0 and remind_at > turn.started_at and not reminded:
            due.append(Alarm(AlarmKind.REMINDER, remind_at))
        clock_ends = turn.started_at + turn.clock_seconds
        if clock_ends < deadline and table.banked != (moment[0], moment[1], deadline):
            due.append(Alarm(AlarmKind.BANK, clock_ends))
        return min(due, key=lambda alarm: alarm.at)
    if table.started and table.next_hand_at is not None and not held:
        return Alarm(AlarmKind.NEXT_DEAL, table.next_hand_at)
    return None


class _Door:
    """The one door of a session (:meth:`TableStep._change`), as a plain async context manager.

    Entering takes the lock and refuses a closed or stopped table; leaving on an exception
    reloads the table from the store unless nothing changed before a refusal.
    """

    __slots__ = ("_before", "_step")

    def __init__(self, step: TableStep) -> None:
        """The door of ``step``'s table."""
        self._step = step
        self._before: tuple[object, ...] = ()

    async def __aenter__(self) -> LiveTable:
        """Take the lock; the table, open here.

        Raises:
            NoTable: The table has closed. ServerPaused: the owner stopped it.
        """
        step = self._step
        await step._lock.acquire()
        table = step._table
        if step._stopped or table.closed:
            step._lock.release()
            raise ServerPaused() if step._stopped else NoTable()
        self._before = fingerprint(table)
        return table

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: object
    ) -> None:
        """Release the lock, after a reload if the verb failed having changed something."""
        step = self._step
        try:
            if error is not None and (
                not isinstance(error, UserFacingError) or fingerprint(step._table) != self._before
            ):
                await step._reload()
        finally:
            step._lock.release()


def _one_level(level: BlindLevel) -> BlindSchedule:
    """A schedule of one level: a tournament table's blinds, set by its conductor each deal."""
    return BlindSchedule(levels=(level,), length=1, antes_from=1 if level.ante else None)


class TableStep:
    """The part of a session that moves a table on: the one door, the step, recovery.

    Every change of a hand goes through :meth:`_advance` (act for those who can't, narrate,
    save or settle in one store call, arm the clock, plan the next deal); a failure inside
    the door (:meth:`_change`) reloads the table from the store. Only :class:`TableSession`
    (its verbs) builds on it: the two are one owner of the table, split for size.
    """

    def __init__(
        self,
        table: LiveTable,
        *,
        store: Store,
        clock: Clock,
        settings: TableSettings,
        rng_factory: Callable[[], random.Random],
        odds: _odds.OddsCalculator,
        timers: TableTimers,
        notify: Notify,
        gone: Gone,
    ) -> None:
        """Own ``table``; ``timers`` ring :meth:`ring` (the owner routes them by channel)."""
        self._table = table
        self._store = store
        self._clock = clock
        self.settings = settings
        self._rng_factory = rng_factory
        self.odds = odds
        self._timers = timers
        self._notify = notify
        self._gone = gone
        self._lock = asyncio.Lock()
        self._opponents: dict[int, Opponent] = {}
        """The computer players' minds, by robot id: their reads last the table."""
        self._held = table.fmt.conducted
        """Dealing waits for the owner (a tournament's table waits at every boundary)."""
        self.conducted: Conducted | None = None
        """The tournament conductor's callbacks, if a tournament owns this table."""
        self._stopped = False
        """Stopped by the owner (a lost claim, a shutdown): verbs answer ServerPaused."""
        self._runout: tuple[TableView, ...] = ()
        """The frames of the all-in run-out that ended the hand just now, for the next update."""

    @property
    def table(self) -> LiveTable:
        """The live table, to read (only the session writes it)."""
        return self._table

    @property
    def channel_id(self) -> int:
        """The channel the table plays in."""
        return self._table.channel_id

    @property
    def guild_id(self) -> int:
        """The server the table belongs to."""
        return self._table.guild_id

    @property
    def is_open(self) -> bool:
        """Whether the table plays on here (not closed, not stopped)."""
        return not self._table.closed and not self._stopped

    def _change(self) -> _Door:
        """The one door of every verb: the lock, and a reload from the store on a failure.

        ``async with self._change() as table:`` raises NoTable (the table has closed) or
        ServerPaused (the owner stopped it) before the body runs.
        """
        return _Door(self)

    def _update(
        self,
        table: LiveTable,
        notes: list[Note] | tuple[Note, ...] = (),
        private: list[PrivateCards] | tuple[PrivateCards, ...] = (),
    ) -> TableUpdate:
        """The update of a change, with the run-out frames kept for it (once)."""
        runout, self._runout = self._runout, ()
        return private_update(table, notes, private, runout)

    def _opponent(self, table: LiveTable, robot: int) -> Opponent:
        """The mind of a computer player at ``table`` (made on its first turn)."""
        opponent = self._opponents.get(robot)
        if opponent is None:
            opponent = Opponent(robot_style(robot) or "tight", self._rng_factory())
            self._opponents[robot] = opponent
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

    async def _advance(
        self, table: LiveTable, events: list[Event], *, sitting_out: Flags = None
    ) -> Notes:
        """After a change of the hand: act for the absent, narrate, save or settle, arm.

        The hand is saved (with the chips it moved, and the seats' ``sitting_out`` flags to
        set) or, when it is over, settled, in one store call; a failed one throws the table
        away and loads it again from the store.
        Then the table's timer is armed for what comes next: the clock of the player to
        act, or (after a settled hand) the pause before the next deal.
        """
        hand = table.hand
        assert hand is not None  # noqa: S101 - a hand is running
        events += self._act_for_absent(hand, table)
        while True:
            used, due = _preactions.due(table.preactions, hand, table.hand_no, table.hand_users)
            if used is not None:
                table.preactions.pop(used, None)
            if due is None:
                break
            seat, action = due  # the player's own choice, applied as their click would be
            table.timeouts[table.hand_users[seat]] = 0
            events += hand.apply(seat, action)
            events += self._act_for_absent(hand, table)
        table.run_twice_deadline = _homegame.offer_clock(table, self._clock.now())
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
        if hand.is_over:  # a failure below reloads the table (the door, :meth:`_change`)
            self._runout = _odds.frames_with_odds(table.runout_views(events), notes)
            if any(frame.odds is not None for frame in self._runout):
                # the odds are shown in the table message's frames, not in posts
                notes = [note for note in notes if note.kind is not NoteKind.ODDS]
            notes += await self._settle(table, sitting_out=sitting_out)
        else:
            self._start_turn(table)
            await self._save_hand(table, sitting_out=sitting_out)
        self._arm(table)
        return notes, private

    @staticmethod
    def _act_for_absent(hand: HandState, table: LiveTable) -> list[Event]:
        """Play what the table does for each player to act who can't (see the leaf)."""
        events: list[Event] = []
        while (absent := _dealing.absent_action(table)) is not None:
            events += hand.apply(*absent)
        return events

    def _start_turn(self, table: LiveTable) -> None:
        """Start the action clock of the player to act (none if the hand is over)."""
        table.turn, table.turn_seat = _dealing.next_turn(table, self._clock.now())

    async def _save_hand(self, table: LiveTable, *, sitting_out: Flags = None) -> None:
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
            sitting_out=sitting_out,
        )
        for seat, change in save.stack_changes.items():
            table.stacks[seat] += change  # the stacks as stored: what is left behind
        table.saved_actions = save.action_count

    async def _deal(self, table: LiveTable) -> TableUpdate | None:
        """Deal the next hand if two players can play; None when they can't."""
        dealt = _dealing.deal(table, Deck(self._rng_factory()))
        if dealt is None:
            table.next_hand_at = None
            return None
        hand = dealt.hand
        if dealt.bomb_pot:
            table.bomb_next, table.bomb_votes = False, set()  # the vote starts again
        table.last_hand, table.rabbit_shown = None, False
        table.hand = hand
        table.saved_actions = None
        table.hand_no += 1
        table.take_seating(dealt.seating)
        table.next_hand_at = None
        table.hand_users = {seat: table.seats[seat] for seat in hand.seats}
        table.hand_start = hand.starting_stacks
        if self.conducted is not None and table.button is not None:
            big = table.big_blind_seat if table.big_blind_seat is not None else table.button
            small = table.small_blind_seat if table.small_blind_seat is not None else big
            self.conducted.started(table.button, small, big)
        events = list(hand.history)
        forced = _dealing.forced_notes(table)
        if _dealing.runs_without_a_player(table):  # saved as dealt: it may end before a click
            self._start_turn(table)
            await self._save_hand(table)
        notes, private = await self._advance(table, events)
        at = 1 + sum(1 for note in notes[1:] if note.move in FORCED_MOVES)
        notes[at:at] = forced  # after the forced bets: who else posts what, and why
        log.info("Hand %s dealt at table %s", table.hand_no, table.key)
        return self._update(table, notes, private)

    async def _settle(self, table: LiveTable, *, sitting_out: Flags = None) -> list[Note]:
        """Settle the finished hand in one store call, then move the table on."""
        last = table.hand
        settlement = _settling.settle(table)
        began = {table.hand_users[seat]: chips for seat, chips in table.hand_start.items()}
        table.clear_hand()
        table.fmt = settlement.fmt
        if table.started:
            table.next_hand_at = self._clock.now() + self.settings.pause_seconds
        table.last_hand, table.rabbit_shown = last, False  # for a rabbit hunt
        state = table.state_json()
        await self._store.settle_hand(
            table.key,
            settlement.hand_no,
            final_stacks=settlement.final_stacks,
            stats=settlement.stats,
            phh_text=settlement.phh_text,
            plays=settlement.plays,
            summary_json=settlement.summary_json,
            state_json=state,
            sitting_out=sitting_out,
        )
        table.stacks.update(settlement.final_stacks)
        notes = list(settlement.notes)
        notes += await self._cash_out_leavers(table)
        await self._refill_robots(table)
        notes += _settling.out_of_chips(table, settlement)
        notes += await self._finish_format(table)
        if table.fmt.conducted:
            self._held = True  # the conductor says when (and at which blinds) to deal
        if not table.closed:
            await self._plan_next_deal(table, saved=state)
        if self.conducted is not None:
            stacks = {user: table.stacks[seat] for seat, user in table.seats.items()}
            self.conducted.done({**stacks, **began}, stacks)
        return notes

    async def _void(self, table: LiveTable, *, closing: bool = False) -> list[Note]:
        """Void the hand in progress (a misdeal): every chip goes back, the button stays.

        One store call: the refunds, the cash-out of those who left during the hand and the
        table's state with the next deal planned; or, ``closing``, the refunds and the close.
        """
        hand = table.hand
        assert hand is not None  # noqa: S101 - checked by callers
        voided = _dealing.void(table, tuple(hand.void()))
        table.clear_hand(voided=True)  # a refusal below reloads the table
        table.take_seating(voided.seating)
        table.stacks.update(voided.stacks)
        notes, _ = narrate(
            list(voided.events),
            voided.users,
            channel_id=table.channel_id,
            hand_no=voided.hand_no,
            board=(),
        )
        if closing:
            seats = await self._store.close_table(
                table.key,
                hand_no=voided.hand_no,
                refunds=voided.refunds,
                summary_json=voided.summary_json,
            )
            return [*notes, *self._closed(table, seats)]
        leavers: list[int] = []
        for user_id in sorted(table.leaving):
            seat = table.seat_of(user_id)
            if table.is_tournament or seat is None:
                table.leaving.discard(user_id)
                continue
            chips = table.stacks[seat]
            table.unseat(user_id)
            leavers.append(user_id)
            notes.append(
                Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
            )
        self._plan(table)
        await self._store.void_hand(
            table.key,
            voided.hand_no,
            refunds=voided.refunds,
            summary_json=voided.summary_json,
            state_json=table.state_json(),
            cash_out=leavers,
        )
        self._arm(table)
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
        table.fmt = payout.fmt
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
        return self._closed(table, seats)

    def _closed(self, table: LiveTable, seats: tuple[SeatRecord, ...]) -> list[Note]:
        """The table is closed in the store, its ``seats`` cashed out: close it in memory."""
        table.closed = True
        self._timers.cancel(table.channel_id)
        table.seats, table.stacks = {}, {}
        log.info("Table %s in channel %s closed", table.key, table.channel_id)
        self._gone(self, False)
        return _settling.left_notes(table, seats)

    def _plan(self, table: LiveTable) -> None:
        """Between hands: set when the next hand is dealt, if two players can play (unsaved)."""
        if table.hand is None and table.started and not table.closed:
            if len(table.seating().dealt_in) >= 2:
                if table.next_hand_at is None:
                    table.next_hand_at = self._clock.now() + self.settings.pause_seconds
            else:
                table.next_hand_at = None

    async def _plan_next_deal(self, table: LiveTable, *, saved: str | None = None) -> None:
        """Between hands, after a change of seats: plan the next deal if it can happen.

        The table's state is saved unless it is still ``saved``, the text the caller has
        just stored (a settled hand's, say); then its timer is armed.
        """
        self._plan(table)
        state = table.state_json()
        if state != saved:
            await self._store.save_state(table.key, state)
        self._arm(table)

    def _arm(self, table: LiveTable) -> None:
        """(Re)set the table's timer for what it waits for now."""
        self._timers.set(table.channel_id, alarm_for(table, self.settings, held=self._held))

    async def _rung(self, table: LiveTable, alarm: Alarm) -> TableUpdate | None:
        """Do what a due ``alarm`` asks of the table (the lock held); the update, if any."""
        if alarm_for(table, self.settings, held=self._held) != alarm:
            self._arm(table)  # the table moved on while the timer slept
            return None
        update: TableUpdate | None = None
        if alarm.kind is AlarmKind.REMINDER:
            update = self._remind(table)
            self._arm(table)
        elif alarm.kind is AlarmKind.RUN_TWICE:
            update = await self._decline_run_twice(table)
        elif alarm.kind is AlarmKind.BANK:
            moment = table.current_turn()
            assert moment is not None  # noqa: S101 - alarm_for() checked it
            table.banked = (moment[0], moment[1], moment[3])
            update = self._update(table)  # the table message shows the bank running
            self._arm(table)
        elif alarm.kind is AlarmKind.TIME_OUT:
            moment = table.current_turn()
            assert moment is not None  # noqa: S101 - alarm_for() checked it
            update = await self._time_out(table, moment[2])
        elif alarm.kind is AlarmKind.ROBOT:
            moment = table.current_turn()
            assert moment is not None  # noqa: S101 - alarm_for() checked it
            update = await self._robot_acts(table, moment[2])
        else:
            update = await self._deal(table)
            if update is None:
                await self._store.save_state(table.key, table.state_json())
        return update

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
        flags: dict[int, bool] = {}
        if count >= self.settings.max_timeouts and user not in table.sitting_out:
            table.sitting_out.add(user)  # saved with the hand below
            flags[user] = True
            notes.append(Note(NoteKind.SAT_OUT, user, f"timed out {count} times in a row: sat out"))
        action = Action.check() if free else Action.fold()
        events = list(hand.apply(seat, action))
        more, private = await self._advance(table, events, sitting_out=flags)
        return self._update(table, [*notes, *more], private)

    async def _resume(self, record: TableRecord) -> TableUpdate:
        """Load the table from ``record`` and the store, and resume it (the lock held)."""
        table, state_ok = _recovery.loaded_table(record)
        self._table = table
        self._held = table.fmt.conducted
        if not state_ok:
            tour = None
            if record.tournament_id is not None:
                tour = await self._store.tournament(record.tournament_id)
            table.started = bool(record.seats)  # the best guess of a lost state
            table.fmt = _recovery.rebuild_format(
                table,
                record,
                tour,
                sng_starting_stack=self.settings.sng_starting_stack,
                sng_hands_per_level=self.settings.sng_hands_per_level,
            )
        if table.fmt.tournament_id is None:
            table.fmt.tournament_id = record.tournament_id
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
            turn = _recovery.extended_turn(table, earliest=earliest)
            if turn is None:
                self._start_turn(table)
            else:
                table.turn = turn
            self._arm(table)
        else:
            notes += await self._cash_out_leavers(table)
            notes += await self._finish_format(table)
            if not table.closed:
                await self._plan_next_deal(table)
        log.info("Table %s in channel %s restored", table.key, table.channel_id)
        return self._update(table, notes)

    async def _reload(self) -> None:
        """Throw the in-memory table away after a failed change and load it from the store.

        What only the process knows and no verb saves (a pause, the robots' reads) is kept.
        A table that can't be loaded again is closed here (its chips stay in the store).
        """
        old = self._table
        self._timers.cancel(old.channel_id)
        self._runout = ()
        if self._stopped:
            return
        try:
            record = await self._store.table(old.key)
            if record.status is TableStatus.CLOSED:
                old.closed = True
                self._gone(self, False)
                return
            await self._resume(record)
        except Exception:  # the database is gone: the table waits for it, paused
            log.exception("Table %s could not be reloaded after a failure; retrying", old.key)
            self._stopped = True
            self._timers.cancel(old.channel_id)
            self._gone(self, True)
            return
        if old.paused_left is not None:
            self._table.paused_left = old.paused_left
            self._arm(self._table)

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


class TableSession(TableStep):
    """One live table and everything that changes it: its verbs, its clock, its robots."""

    def stop(self) -> None:
        """Stop the table here (a lost claim, a shutdown): no timer, verbs refused.

        The table stays as it was saved: every chip is in the store.
        """
        self._stopped = True
        self._timers.cancel(self.channel_id)

    async def stop_locked(self) -> None:
        """:meth:`stop`, once the verb running now (if any) has finished."""
        async with self._lock:
            self.stop()

    async def hold(self) -> None:
        """Deal no next hand until :meth:`release` (a tournament balancing its tables).

        A hand in progress plays on; the table stops at the next hand boundary.
        """
        async with self._change() as table:
            self._held = True
            self._arm(table)

    async def release(self) -> TableUpdate:
        """Plan the next deal again after :meth:`hold`."""
        async with self._change() as table:
            self._held = False
            await self._plan_next_deal(table)
            return self._update(table)

    @property
    def held(self) -> bool:
        """Whether the table waits at a hand boundary (:meth:`hold`)."""
        return self._held

    async def conduct(self, tournament_id: int, level: BlindLevel) -> TableUpdate:
        """Set a multi-table tournament's new table up: held, at ``level``, its state saved."""
        async with self._change() as table:
            table.fmt.tournament_id = tournament_id
            table.fmt.conducted = True
            table.fmt.schedule = _one_level(level)
            table.started = True
            self._held = True
            await self._store.save_state(table.key, table.state_json())
            return self._update(table)

    async def close_conducted(self) -> TableUpdate:
        """Close a tournament's table that its conductor broke (empty, between hands)."""
        async with self._change() as table:
            return self._update(table, await self._close_table(table))

    async def deal_at(self, level: BlindLevel) -> TableUpdate:
        """Let a tournament's held table deal its next hand at ``level`` (its conductor's word)."""
        async with self._change() as table:
            table.fmt.schedule = _one_level(level)
            self._held = False
            await self._plan_next_deal(table)
            return self._update(table)

    async def take_seat(self, seat: int, user_id: int, stack: int) -> TableUpdate:
        """A tournament player moved here (the store moved the seat): dealt in from next hand."""
        async with self._change() as table:
            table.seats[seat] = user_id
            table.stacks[seat] = stack
            table.sitting_out.discard(user_id)
            table.timeouts[user_id] = 0
            table.time_banks.setdefault(user_id, float(table.config.time_bank_seconds))
            await self._store.save_state(table.key, table.state_json())
            note = Note(NoteKind.SAT_DOWN, user_id, f"sits down with {stack:,}", amount=stack)
            return self._update(table, [note])

    async def add_chips(self, user_id: int, chips: int, state_json: str) -> TableUpdate | None:
        """A tournament player's rebuy or add-on reaches the stack; None while dealt in.

        ``state_json`` is the conductor's floor with the chips given, saved with the stack.
        """
        async with self._change() as table:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if table.hand is not None and table.hand_users.get(seat) == user_id:
                return None
            table.stacks[seat] = await self._store.add_mtt_chips(
                table.key, user_id, chips, state_json=state_json
            )
            return self._update(table)

    async def drop_seat(self, user_id: int, *, busted: bool) -> TableUpdate:
        """A tournament player leaves between hands: out of chips, or moved (the store moved it)."""
        async with self._change() as table:
            if table.seat_of(user_id) is None:
                raise NotSeated()
            if busted:
                await self._store.leave(table.key, user_id)
            table.unseat(user_id)
            await self._store.save_state(table.key, table.state_json())
            return self._update(table)

    async def begin(self, tournament_id: int | None) -> TableUpdate:
        """Set a newly created table's format up and save its first state."""
        async with self._change() as table:
            table.fmt.tournament_id = tournament_id
            if table.game is GameKind.HEADS_UP:
                table.fmt.starting_stack = HEADS_UP_STAKE
            elif table.game is GameKind.TOURNAMENT:
                table.fmt.starting_stack = self.settings.sng_starting_stack
                table.fmt.schedule = sng_schedule(table.config, self.settings.sng_hands_per_level)
            await self._store.save_state(table.key, table.state_json())
            return self._update(table)

    async def join(
        self,
        guild_id: int,
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
        async with self._change() as table:
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
            seat = await self._sit(table, user_id, amount, None, post=post)
            note = Note(
                NoteKind.SAT_DOWN, user_id, f"sits down with {seat.stack:,}", amount=seat.stack
            )
            return self._update(table, [note])

    async def _sit(
        self, table: LiveTable, user_id: int, chips: int, seat_no: int | None, *, post: bool | None
    ) -> SeatRecord:
        """Seat a player with ``chips`` from their bankroll, the table's state saved with them.

        ``seat_no`` None takes the lowest free seat, as the store would. ``post`` None (a
        computer player) owes no big blind; else see :meth:`LiveTable.owes_on_sitting`.
        """
        if seat_no is None:
            seat_no = min(set(range(table.config.seats)) - set(table.seats))
        elif seat_no in table.seats:
            raise SeatTaken(seat_no)
        table.seats[seat_no] = user_id  # a refusal below reloads the table
        table.stacks[seat_no] = chips
        table.sitting_out.discard(user_id)
        table.timeouts[user_id] = 0
        table.time_banks.setdefault(user_id, float(table.config.time_bank_seconds))
        if post is not None:
            table.owes_on_sitting(seat_no, post=post)
        self._plan(table)
        state = table.state_json()
        record = await self._store.sit(table.key, user_id, chips, seat_no=seat_no, state_json=state)
        self._arm(table)
        return record

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
        table.fmt.entrants.append(user_id)  # a refusal below reloads the table
        table.time_banks[user_id] = float(table.config.time_bank_seconds)
        await self._store.enter_table(
            table.fmt.tournament_id, user_id, table_id=table.key, state_json=table.state_json()
        )
        return self._update(table)

    async def leave(self, user_id: int) -> TableUpdate:
        """Leave the table; in a hand, fold now (or when it is your turn) and cash out after it.

        In a running match or sit-and-go leaving sits the player out: their chips stay in
        play and are blinded away.

        Raises:
            NoTable, NotSeated: Nothing to leave.
            NotAllowed: A match or sit-and-go entry can't be withdrawn before it starts.
        """
        async with self._change() as table:
            return await self._leave(table, user_id)

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
        table.unseat(user_id)  # a refusal below reloads the table
        self._plan(table)
        chips = await self._store.leave(table.key, user_id, state_json=table.state_json())
        note = Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
        self._arm(table)
        return self._update(table, [note])

    async def top_up(self, user_id: int, amount: object) -> TableUpdate:
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
        async with self._change() as table:
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
            table.stacks[seat] = stack + chips  # a refusal below reloads the table
            self._plan(table)
            await self._store.top_up(
                table.key, user_id, chips, outside_hand=outside, state_json=table.state_json()
            )
            self._arm(table)
            return self._update(table)

    async def sit_out(self, user_id: int) -> TableUpdate:
        """Sit out from the next hand (a hand in progress is checked or folded for you).

        Raises:
            NoTable, NotSeated: Not at this table.
        """
        async with self._change() as table:
            return await self._sit_out(table, user_id, leaving=False)

    async def _sit_out(self, table: LiveTable, user_id: int, *, leaving: bool) -> TableUpdate:
        """Sit a player out (or, in a match or sit-and-go, out for good: ``leaving``)."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        if user_id in table.sitting_out and not leaving:
            raise NotAllowed("You are already sitting out.", code="seat.already_out")
        table.sitting_out.add(user_id)  # a refusal below reloads the table
        table.choose_posting(seat, post=False)
        note = Note(NoteKind.SAT_OUT, user_id, "leaves the game" if leaving else "sits out")
        hand = table.hand
        if hand is not None and hand.to_act == seat and table.hand_users.get(seat) == user_id:
            notes, private = await self._advance(table, [], sitting_out={user_id: True})
            return self._update(table, [note, *notes], private)
        state = table.state_json()
        await self._store.save_sitting_out(table.key, user_id, sitting_out=True, state_json=state)
        return self._update(table, [note])

    async def sit_in(self, user_id: int, *, post: bool = True) -> TableUpdate:
        """Come back from sitting out: dealt in from the next hand.

        A cash player who missed blinds while out posts them to play at once (``post``:
        the big blind live, a missed small blind dead) or waits for the big blind.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: Not sitting out.
        """
        async with self._change() as table:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if user_id not in table.sitting_out:
                raise NotAllowed("You are not sitting out.", code="seat.not_out")
            table.choose_posting(seat, post=post)  # a refusal below reloads the table
            table.sitting_out.discard(user_id)
            table.leaving.discard(user_id)
            table.timeouts[user_id] = 0
            self._plan(table)
            state = table.state_json()
            await self._store.save_sitting_out(
                table.key, user_id, sitting_out=False, state_json=state
            )
            self._arm(table)
            return self._update(table)

    async def add_robot(
        self,
        guild_id: int,
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
        async with self._change() as table:
            if table.guild_id != guild_id:
                raise NoTable()
            check_host(table, user_id, is_admin, "add a computer player")
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
            record = await self._sit(table, robot, buy_in, seat_no, post=None)
            log.info("A %s robot sits at %s in seat %s", style, table.key, record.seat_no)
            return self._update(table), robot

    async def remove_robot(
        self, user_id: int, seat: int | None = None, *, is_admin: bool = False
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
        async with self._change() as table:
            check_host(table, user_id, is_admin, "remove a computer player")
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
                self._opponents.pop(robot, None)
            return update, robot

    async def straddle(self, user_id: int, *, on: bool) -> bool:
        """Set the player's standing straddle: posted whenever they sit left of the big blind.

        Returns the choice now. The straddle is twice the big blind, from three players
        up, when the stack covers it.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: A match or sit-and-go (straddles are for cash tables).
        """
        async with self._change() as table:
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

    async def start(self, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Start the table (its creator or an admin): deal the first hand now.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, already started, or too few players.
        """
        async with self._change() as table:
            check_host(table, user_id, is_admin, "start it")
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

    async def close(self, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Close the table (its creator or an admin), voiding a hand in progress.

        Everyone is cashed out; an unfinished match or sit-and-go refunds every entry.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin.
        """
        async with self._change() as table:
            check_host(table, user_id, is_admin, "close it")
            if table.fmt.conducted:
                raise NotAllowed(
                    "A tournament's table closes when the tournament breaks it.",
                    code="mtt.table_conducted",
                )
            notes: list[Note] = []
            entries = table.fmt.tournament_id is not None and not table.fmt.finished
            if table.hand is not None:
                notes += await self._void(table, closing=not entries)
            if entries and table.fmt.tournament_id is not None:
                try:
                    await self._store.cancel_tournament(table.fmt.tournament_id)
                except NoTournament:
                    log.warning("Tournament %s was already over", table.fmt.tournament_id)
            if not table.closed:
                notes += await self._close_table(table)
            return self._update(table, notes)

    async def misdeal(self, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Declare the hand in progress a misdeal: every chip goes back, the button stays.

        Raises:
            NoTable: No table here.
            NotAllowed: Not the creator or an admin, or no hand is being played.
        """
        async with self._change() as table:
            check_host(table, user_id, is_admin, "declare a misdeal")
            if table.hand is None:
                raise NotAllowed("No hand is being played.", code="hand.none")
            notes = await self._void(table)
            return self._update(table, notes)

    async def act(
        self,
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
        async with self._change() as table:
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

    async def preact(
        self,
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
        async with self._change() as table:
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
            chosen = _preactions.choose(table.preactions, user_id, choice)
            if chosen is None:
                table.preactions.pop(user_id, None)
            else:
                table.preactions[user_id] = chosen
            # Saved with the table's state, so a restart keeps it (the door undoes a failure).
            await self._store.save_state(table.key, table.state_json())
            return PreChoice(pre, table.hand_no, hand.street.value, current, chosen is not None)

    async def set_options(
        self,
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
        async with self._change() as table:
            check_host(table, user_id, is_admin, "change its options")
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

    async def vote_bomb(self, user_id: int) -> tuple[TableUpdate, int, int]:
        """Vote for a bomb pot next: once every seated player who is in has, it comes.

        Returns the table, the votes and the players needed.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: A match or sit-and-go.
        """
        async with self._change() as table:
            votes, needed = _homegame.vote_bomb(table, user_id)
            table.bomb_votes = set(votes)
            table.bomb_next = table.bomb_next or len(votes) >= needed
            await self._store.save_state(table.key, table.state_json())
            return self._update(table), len(votes), needed

    async def answer_run_twice(self, user_id: int, hand_no: int, *, agree: bool) -> TableUpdate:
        """An all-in player's answer to running the board twice (all must agree).

        Raises:
            NoTable, NotSeated: Not at this table.
            StaleButton: Another hand, or the offer is over.
            NotAllowed: The player is not one of those asked.
        """
        async with self._change() as table:
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

    async def rabbit_hunt(self, user_id: int, hand_no: int) -> RabbitView:
        """The cards that would have come after the last hand, which ended before the river.

        Raises:
            NoTable: No table here.
            StaleButton: Another hand has been dealt since.
            NotAllowed: The table doesn't hunt rabbits, or the whole board was dealt.
        """
        async with self._change() as table:
            del user_id  # anyone at the channel may look: the cards were never played
            rabbit = _homegame.rabbit(table, hand_no)
            table.rabbit_shown = True
            return rabbit

    async def ring(self, alarm: Alarm) -> None:
        """A table's alarm is due: remind, time out or deal, if the table still waits for it."""
        try:
            async with self._change() as table:
                update = await self._rung(table, alarm)
        except (NoTable, ServerPaused):
            if self.is_open:
                raise
            return  # closed or stopped while the alarm rang
        if update is not None:
            await asyncio.shield(self._notify(update))

    async def pause(self) -> bool:
        """Stop the table's clock, keeping what the player to act has left; False if paused.

        The front desk pauses a table whose channel it can no longer post in: a clock that
        ran on would check or fold for players who cannot see the table. No chip moves, and
        the pause lives in the process only (after a restart the desk finds out again).

        Raises:
            NoTable: The table has closed.
        """
        async with self._change() as table:
            if table.paused_left is not None:
                return False
            turn = table.turn if table.hand is not None else None
            left = turn.deadline - self._clock.now() if turn is not None else 0.0
            table.paused_left = max(0.0, left)
            table.offer_left = _homegame.pause_offer(table, self._clock.now())  # stops too
            self._arm(table)  # no alarm while paused
            return True

    def is_paused(self) -> bool:
        """Whether the table is paused."""
        return self._table.paused_left is not None

    async def resume(self) -> TableUpdate | None:
        """Start a paused table's clock again, with the time that was left (None: not paused).

        The player to act gets back what they had, and at least the restore grace; between
        hands, a deal that fell due during the pause waits the usual pause first.
        """
        if not self.is_open:
            return None
        async with self._change() as table:
            if table.paused_left is None:
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
            grace = self.settings.restore_grace_seconds
            table.run_twice_deadline = _homegame.resume_offer(table, now, grace)
            table.offer_left = None
            self._arm(table)
            return self._update(table)

    def view(self) -> TableView:
        """The table as the channel sees it."""
        return self._table.view()

    async def set_message(self, message_id: int | None) -> None:
        """Remember the message that shows the table.

        Raises:
            NoTable: No table here.
        """
        async with self._change() as table:
            await self._store.set_message_id(table.key, message_id)
            table.message_id = message_id

    async def my_cards(self, user_id: int) -> PrivateCards:
        """The asker's hole cards in the hand in progress, for them alone.

        Raises:
            NoTable, NotSeated: Not at this table.
            NotAllowed: No hand, or the asker was not dealt in.
        """
        async with self._change() as table:
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            hand = table.hand
            if hand is None or hand.is_over:
                raise NotAllowed("No hand is being played.", code="hand.none")
            if seat not in hand.seats or table.hand_users.get(seat) != user_id:
                raise NotAllowed("You are not in this hand.", code="hand.not_in")
            return PrivateCards(user_id, table.channel_id, table.hand_no, hand.hole_cards(seat))

    async def restore(self, record: TableRecord) -> TableUpdate:
        """Resume the table from its saved ``record`` (a start-up, a server claimed again).

        The table gets back its seats, its hand (the same cards, the same player to act)
        and its clock, re-armed with the time that was left (at least
        ``settings.restore_grace_seconds``); a hand that can't be restored is voided, one
        over but not settled is settled.

        Raises:
            ValueError: The table's configuration is unreadable (a store failure: as raised).
        """
        async with self._lock:
            return await self._resume(record)
