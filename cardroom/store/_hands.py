"""Hands in the store: the hand in progress, its settlement or voiding, finished hands.

A hand in progress is saved as its inputs and its actions: its start record once, at the deal
(``tables.hand_json``), then each action as one appended row of ``hand_actions``, numbered
from 0, in the same transaction as the chips it moved off the stacks and into the pot
(:meth:`Hands.save_progress`). That save runs after every action at every table, so its
checks live in the SQL: conditional UPDATEs whose row counts are checked; it reads only when
refused, to say why. Saves that wait together go in one transaction (group commit, see
:meth:`Hands._commit_waiting_saves`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from cardroom.errors import (
    HandInProgress,
    InsufficientChips,
    NotSeated,
    StaleButton,
)
from cardroom.models import (
    Account,
    BankRules,
    HandOutcome,
    HandPlay,
    HandRecord,
    HandStatsDelta,
    Reason,
    SeatRecord,
    TableKey,
    TableRecord,
)
from cardroom.robots import is_robot
from cardroom.store._connection import ConstraintViolated
from cardroom.store._core import (
    Connect,
    Db,
    changed_many,
    fetch_all,
    fetch_int,
    fetch_one,
)
from cardroom.store._plays import save_plays
from cardroom.store._rows import (
    _HAND_REASON,
    Clock,
    _accounts,
    _hand_record,
    _json,
    _json_error,
    _whole,
)
from cardroom.store._seating import TablesAndSeats

log = logging.getLogger(__name__)

_SAVE_HAND: Final = (
    "UPDATE tables SET hand_no = ?1, hand_json = ?2, pot = pot + ?3,"
    " state_json = COALESCE(?4, state_json),"
    " hand_started_at = CASE WHEN hand_no = ?1 - 1 THEN ?5 ELSE hand_started_at END"
    " WHERE id = ?6 AND status = 'open' AND ("
    "  (hand_no = ?1 - 1 AND hand_json IS NULL AND pot = 0)"
    "  OR (hand_no = ?1 AND NOT EXISTS"
    "   (SELECT 1 FROM hands WHERE table_id = ?6 AND hand_no = ?1)))"
)
"""Save a hand's start record: a new hand's number follows a finished one, a running one's
hasn't been recorded as over; the schema refuses a negative pot and JSON that isn't."""

_SAVE_STEP: Final = (
    "UPDATE tables SET pot = pot + ?1, state_json = COALESCE(?2, state_json)"
    " WHERE id = ?3 AND status = 'open' AND hand_no = ?4 AND hand_json IS NOT NULL"
    " AND NOT EXISTS (SELECT 1 FROM hands WHERE table_id = ?3 AND hand_no = ?4)"
)
"""Save a step of a running hand whose record is saved: its pot and the table's state."""

_SAVE_STATE: Final = "UPDATE tables SET state_json = ?1 WHERE id = ?2 AND status = 'open'"
"""Save the table service's state alone (no chips move)."""

_ADD_ACTION: Final = (
    "INSERT INTO hand_actions (table_id, hand_no, action_no, action_json) VALUES (?, ?, ?, ?)"
)
"""One action of the hand in progress, appended after those before it."""

_MOVE_STACK: Final = (
    "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND seat_no = ? AND stack + ? >= 0"
)
"""Change a stack, unless the seat is empty or the stack would go negative."""

_LOG_POT_COMMIT: Final = (
    "INSERT INTO ledger (guild_id, user_id, account, amount, reason, table_id, channel_id,"
    " tournament_id, hand_no, actor_id, created_at)"
    " SELECT t.guild_id, s.user_id,"
    " CASE WHEN t.tournament_id IS NULL THEN CAST(? AS TEXT) ELSE CAST(? AS TEXT) END,"
    " CAST(? AS BIGINT), CAST(? AS TEXT), t.id, t.channel_id, t.tournament_id,"
    " CAST(? AS BIGINT), CAST(NULL AS BIGINT), CAST(? AS BIGINT)"
    " FROM tables t JOIN seats s ON s.table_id = t.id WHERE t.id = ? AND s.seat_no = ?"
)
"""One ledger leg of chips moved between a stack and the pot (tournament chips at a
tournament table), its user and table ids taken from the rows it names."""


@dataclass(frozen=True, slots=True)
class _Progress:
    """One call of :meth:`Hands.save_progress`, as the statements take it."""

    table_id: TableKey
    hand_no: int | None
    """The hand's number; None for a save of the table's state alone."""
    hand_json: str | None
    """The hand's start record (at the deal), or None for a step."""
    actions: tuple[str, ...]
    """The actions applied since the last save, each one JSON text."""
    first_action: int
    """The number of the first of :attr:`actions` in the hand (0 for the first action)."""
    state_json: str | None
    changes: tuple[tuple[int, int], ...]
    """(seat number, signed stack change), sorted by seat; no zeros."""
    now: int
    sitting_out: tuple[tuple[int, bool], ...] = ()
    """(user id, sitting out or back in): the seats' flags to set with this save."""

    @property
    def into_pot(self) -> int:
        return -sum(delta for _, delta in self.changes)

    @property
    def table_update(self) -> str:
        """The statement that saves this to the table's row (its checks in its WHERE)."""
        if self.hand_no is None:
            return _SAVE_STATE
        return _SAVE_HAND if self.hand_json is not None else _SAVE_STEP

    def table_params(self) -> tuple[object, ...]:
        if self.hand_no is None:
            return (self.state_json, self.table_id)
        if self.hand_json is not None:
            return (
                self.hand_no,
                self.hand_json,
                self.into_pot,
                self.state_json,
                self.now,
                self.table_id,
            )
        return (self.into_pot, self.state_json, self.table_id, self.hand_no)

    def action_params(self) -> list[tuple[object, ...]]:
        return [
            (self.table_id, self.hand_no, self.first_action + index, text)
            for index, text in enumerate(self.actions)
        ]

    def flag_params(self) -> list[tuple[int, ...]]:
        return [(int(out), self.table_id, user_id) for user_id, out in self.sitting_out]

    def seat_params(self) -> list[tuple[int, ...]]:
        return [(delta, self.table_id, seat_no, delta) for seat_no, delta in self.changes]

    def ledger_params(self) -> list[tuple[object, ...]]:
        """Two legs per change: the pot's, then the stack's."""
        return [
            (
                account.value,
                Account.TOURNAMENT_STACK.value,
                amount,
                Reason.POT_COMMIT.value,
                self.hand_no,
                self.now,
                self.table_id,
                seat_no,
            )
            for seat_no, delta in self.changes
            for account, amount in ((Account.POT, -delta), (Account.SEAT, delta))
        ]


_SET_SITTING_OUT: Final = "UPDATE seats SET sitting_out = ? WHERE table_id = ? AND user_id = ?"
"""Set a seat's sitting-out flag (as 0 or 1); one row per seated player."""


async def _set_sitting_out(db: Db, flags: Sequence[tuple[int, ...]]) -> None:
    """Set each seat's sitting-out flag, (flag, table id, user id) each.

    Raises:
        NotSeated: A player named has no seat at the table.
    """
    if flags and await changed_many(db, _SET_SITTING_OUT, flags) != len(flags):
        raise NotSeated()


class _GroupRefused(Exception):
    """A check of a group of saves failed: roll back and save them one at a time."""


def _answer(done: asyncio.Future[None], error: BaseException | None) -> None:
    """Tell a waiting :meth:`Hands.save_progress` how its save went, unless it has gone."""
    if done.done():
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)


async def _book_stats(db: Db, table: TableRecord, deltas: Sequence[HandStatsDelta]) -> None:
    """Add a settled hand to its members' stats (robots have none).

    A hand with a computer player dealt in counts apart, in the ``robot_*`` figures, never
    in the figures (and so the leaderboards) of play against members. Tournament chips are
    not money: at a tournament table no winnings or pot sizes are booked.
    """
    cash = table.tournament_id is None
    await db.executemany(
        "INSERT INTO stats (guild_id, user_id, hands_played, hands_won, net_won,"
        " biggest_pot, showdowns_won) VALUES (?, ?, 1, ?, ?, ?, ?)"
        " ON CONFLICT (guild_id, user_id) DO UPDATE"
        " SET hands_played = stats.hands_played + 1,"
        " hands_won = stats.hands_won + excluded.hands_won,"
        " net_won = stats.net_won + excluded.net_won,"
        " biggest_pot = CASE WHEN excluded.biggest_pot > stats.biggest_pot"
        "  THEN excluded.biggest_pot ELSE stats.biggest_pot END,"
        " showdowns_won = stats.showdowns_won + excluded.showdowns_won",
        [
            (
                table.guild_id,
                delta.user_id,
                int(delta.won),
                delta.net if cash else 0,
                delta.pot_won,  # a pot won in a match or sit-and-go counts too
                int(delta.won_at_showdown),
            )
            for delta in deltas
            if not delta.against_robots and not is_robot(delta.user_id)
        ],
    )
    await db.executemany(
        "INSERT INTO stats (guild_id, user_id, robot_hands, robot_hands_won,"
        " robot_net_won) VALUES (?, ?, 1, ?, ?)"
        " ON CONFLICT (guild_id, user_id) DO UPDATE"
        " SET robot_hands = stats.robot_hands + 1,"
        " robot_hands_won = stats.robot_hands_won + excluded.robot_hands_won,"
        " robot_net_won = stats.robot_net_won + excluded.robot_net_won",
        [
            (table.guild_id, delta.user_id, int(delta.won), delta.net if cash else 0)
            for delta in deltas
            if delta.against_robots and not is_robot(delta.user_id)
        ],
    )


class Hands(TablesAndSeats):
    """The hand in progress, its settlement or its voiding, and finished hands."""

    def __init__(self, db: Db, rules: BankRules, clock: Clock, connect: Connect | None) -> None:
        """Wrap an open connection; use a store's ``open`` instead."""
        super().__init__(db, rules, clock, connect)
        self._saves_waiting: list[tuple[_Progress, asyncio.Future[None]]] = []
        self._committer: asyncio.Task[None] | None = None

    @staticmethod
    async def _check_hand(db: Db, table: TableRecord, hand_no: int) -> None:
        if hand_no != table.hand_no or await fetch_one(
            db,
            "SELECT 1 FROM hands WHERE table_id = ? AND hand_no = ?",
            (table.id, hand_no),
        ):
            raise StaleButton("That hand is already over.", code="hand.over")

    async def save_progress(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        hand_json: str | None = None,
        actions: Sequence[str] = (),
        first_action: int = 0,
        state_json: str | None = None,
        stack_changes: Mapping[int, int] | None = None,
        sitting_out: Mapping[int, bool] | None = None,
    ) -> None:
        changes = tuple(
            sorted((seat, _whole(delta)) for seat, delta in (stack_changes or {}).items() if delta)
        )
        request = _Progress(
            table_id,
            hand_no,
            hand_json,
            tuple(actions),
            _whole(first_action),
            state_json,
            changes,
            self._now(),
            tuple(sorted((sitting_out or {}).items())),
        )
        await self._save_grouped(request)

    async def save_state(self, table_id: TableKey, state_json: str) -> None:
        await self._save_grouped(
            _Progress(table_id, None, None, (), 0, state_json, (), self._now())
        )

    async def _save_grouped(self, request: _Progress) -> None:
        """Wait for ``request`` to be saved by the next group commit."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._saves_waiting.append((request, done))
        if self._committer is None or self._committer.done():
            self._committer = asyncio.create_task(self._commit_waiting_saves())
        await done

    async def _commit_waiting_saves(self) -> None:
        """Group commit: every waiting :meth:`save_progress` and :meth:`save_state`, at once.

        Saves that arrive while a transaction is under way wait for the next, which carries
        them all: at a busy room a round trip to the database serves many tables at once.
        Each caller is answered once its save has committed. If a check refuses any save
        of the group, the group's transaction rolls back and each save is made again in a
        transaction of its own, so every caller gets its own answer and a save commits
        whole or not at all. A caller cancelled before its group starts saves nothing.
        """
        while self._saves_waiting:
            group = [(request, done) for request, done in self._saves_waiting if not done.done()]
            self._saves_waiting = []
            if not group:
                continue
            try:
                async with self._write() as db:
                    await self._save_group(db, [request for request, _ in group])
            except Exception:  # refused, or any error: one at a time, each its own answer
                log.debug("A group of %s saves was refused; saving one by one", len(group))
                for request, done in group:
                    try:
                        async with self._write() as db:
                            await self._save(db, request)
                    except Exception as error:  # the caller's own answer
                        _answer(done, error)
                    else:
                        _answer(done, None)
            except BaseException as error:  # cancelled (the loop is closing): nobody hangs
                for _, done in group + self._saves_waiting:
                    _answer(done, error)
                raise
            else:
                for _, done in group:
                    _answer(done, None)
            # Let the callers just answered run to their next save before the next group
            # is taken: at a busy room each table's next action joins it instead of waiting
            # for the one after.
            await asyncio.sleep(0)

    @staticmethod
    async def _save_group(db: Db, group: Sequence[_Progress]) -> None:
        """Every save of ``group`` in the open transaction, each statement once for all.

        Raises:
            _GroupRefused: A conditional UPDATE matched fewer rows than there are saves.
        """
        for sql in (_SAVE_HAND, _SAVE_STEP, _SAVE_STATE):
            rows = [r.table_params() for r in group if r.table_update is sql]
            if rows and await changed_many(db, sql, rows) != len(rows):
                raise _GroupRefused
        actions = [params for r in group for params in r.action_params()]
        if actions:
            await db.executemany(_ADD_ACTION, actions)
        flags = [params for r in group for params in r.flag_params()]
        if flags and await changed_many(db, _SET_SITTING_OUT, flags) != len(flags):
            raise _GroupRefused
        seats = [params for r in group for params in r.seat_params()]
        if seats:
            if await changed_many(db, _MOVE_STACK, seats) != len(seats):
                raise _GroupRefused
            await db.executemany(_LOG_POT_COMMIT, [p for r in group for p in r.ledger_params()])

    async def _save(self, db: Db, request: _Progress) -> None:
        """One save in the open transaction; raises the error its caller should see."""
        await db.savepoint()  # _progress_error reads on after a refusal
        try:
            row = await fetch_one(
                db, request.table_update + " RETURNING id", request.table_params()
            )
        except ConstraintViolated as error:
            await db.undo_to_savepoint()
            raise await self._progress_error(db, request, error) from error
        if row is None:
            raise await self._progress_refused(db, request)
        if request.actions:
            try:
                await db.executemany(_ADD_ACTION, request.action_params())
            except ConstraintViolated as error:
                bad_json = _json_error(error, "action_json")
                if bad_json is not None:
                    raise bad_json from error
                raise ValueError(
                    f"the actions from the {request.first_action}th are already saved"
                ) from error
        if request.sitting_out:
            await _set_sitting_out(db, request.flag_params())
        if not request.changes:
            return
        moved = await changed_many(db, _MOVE_STACK, request.seat_params())
        if moved != len(request.changes):
            raise await self._stacks_refused(db, request.table_id, request.changes)
        await db.executemany(_LOG_POT_COMMIT, request.ledger_params())

    async def _progress_refused(self, db: Db, request: _Progress) -> Exception:
        """Why :meth:`save_progress` matched no table row (inside its transaction)."""
        table = await self._load_table(db, request.table_id)  # raises NoTable, saying why
        hand_no = request.hand_no
        if hand_no is None:  # pragma: no cover - an open table always takes its state
            return RuntimeError("the table's state matched no row")
        if request.hand_json is None:  # a step
            if hand_no != table.hand_no + 1:
                await self._check_hand(db, table, hand_no)  # an earlier or a settled hand
            return ValueError("a step of a hand that was never saved")
        if hand_no == table.hand_no + 1:
            return HandInProgress()
        await self._check_hand(db, table, hand_no)
        return StaleButton(
            "That hand is already over.", code="hand.over"
        )  # pragma: no cover - checked above

    @staticmethod
    async def _progress_error(db: Db, request: _Progress, error: ConstraintViolated) -> Exception:
        """The ValueError for a CHECK that refused :meth:`save_progress`'s table UPDATE."""
        bad_json = _json_error(error, "hand_json", "state_json")
        if bad_json is not None:
            return bad_json
        into_pot = request.into_pot
        pot = await fetch_int(db, "SELECT pot FROM tables WHERE id = ?", (request.table_id,))
        if pot + into_pot < 0:
            return ValueError(
                f"stack changes take {-(pot + into_pot)} more chips than the pot holds"
            )
        return error

    async def _stacks_refused(
        self, db: Db, table_id: TableKey, changes: Iterable[tuple[int, int]]
    ) -> Exception:
        """Which stack change :meth:`save_progress` could not make (inside its transaction).

        The changes that did match are already applied, and the one that didn't is not,
        so the stack read here is the one the refused change found.
        """
        table = await self._load_table(db, table_id)
        seats = {seat.seat_no: seat for seat in table.seats}
        for seat_no, delta in changes:
            seat = seats.get(seat_no)
            if seat is None:
                return NotSeated(f"Seat {seat_no + 1} is empty.", code="seat.empty", n=seat_no + 1)
            if seat.stack + delta < 0:
                return InsufficientChips(-delta, seat.stack, where="stack")
        return RuntimeError("a stack change matched no seat")  # pragma: no cover

    async def _finish_hand(
        self,
        db: Db,
        table: TableRecord,
        hand_no: int,
        outcome: HandOutcome,
        phh_text: str | None,
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        """Record a hand as over and clear the table's hand in progress and pot."""
        if table.pot:
            await self._log(
                db,
                table.guild_id,
                _HAND_REASON[outcome],
                (None, _accounts(table)[1], -table.pot),
                table=table,
                hand_no=hand_no,
            )
        try:
            row = await fetch_one(
                db,
                "INSERT INTO hands (table_id, hand_no, outcome, phh_text, summary_json,"
                " started_at, ended_at)"
                " SELECT id, CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT),"
                " CAST(? AS TEXT), NULLIF(hand_started_at, 0), CAST(? AS BIGINT)"
                " FROM tables WHERE id = ?"
                " RETURNING *",
                (hand_no, outcome.value, phh_text, summary_json, self._now(), table.id),
            )
            await db.execute(
                "UPDATE tables SET hand_json = NULL, pot = 0,"
                " state_json = COALESCE(?, state_json) WHERE id = ?",
                (state_json, table.id),
            )
        except ConstraintViolated as error:
            bad_json = _json_error(error, "summary_json", "state_json")
            if bad_json is None:
                raise
            raise bad_json from error
        assert row is not None  # noqa: S101 - RETURNING always yields the new row
        return _hand_record(row)

    async def settle_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        final_stacks: Mapping[int, int],
        stats: Iterable[HandStatsDelta] = (),
        phh_text: str | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
        plays: Iterable[HandPlay] = (),
        sitting_out: Mapping[int, bool] | None = None,
    ) -> HandRecord:
        finals = {seat: _whole(stack) for seat, stack in final_stacks.items()}
        deltas = tuple(stats)
        flags = [(int(out), table_id, user) for user, out in sorted((sitting_out or {}).items())]
        async with self._write() as db:
            table = await self._load_table(db, table_id)
            await self._check_hand(db, table, hand_no)
            await _set_sitting_out(db, flags)
            await self._pay_final_stacks(db, table, hand_no, finals)
            await _book_stats(db, table, deltas)
            await save_plays(db, table.id, table.guild_id, hand_no, plays)
            return await self._finish_hand(
                db, table, hand_no, HandOutcome.SETTLED, phh_text, summary_json, state_json
            )

    async def _pay_final_stacks(
        self, db: Db, table: TableRecord, hand_no: int, finals: Mapping[int, int]
    ) -> None:
        """Set the stacks the hand ended with, and log each change (the pot is emptied after).

        Raises:
            ValueError: A final stack names an empty seat, is negative, or the stacks don't
                gain exactly the chips in the pot.
        """
        seats = {seat.seat_no: seat for seat in table.seats}
        gained = 0
        moves: list[tuple[int, int]] = []
        for seat_no, final in sorted(finals.items()):
            seat = seats.get(seat_no)
            if seat is None or final < 0:
                raise ValueError(f"no stack of {final} can end the hand at seat {seat_no}")
            if final != seat.stack:
                gained += final - seat.stack
                moves.append((seat_no, final))
        if gained != table.pot:
            raise ValueError(f"final stacks gain {gained} chips but the pot holds {table.pot}")
        await db.executemany(
            "UPDATE seats SET stack = ? WHERE table_id = ? AND seat_no = ?",
            [(final, table.id, seat_no) for seat_no, final in moves],
        )
        seat_account = _accounts(table)[0]
        await self._log(
            db,
            table.guild_id,
            Reason.HAND_SETTLED,
            *(
                (seats[seat_no].user_id, seat_account, final - seats[seat_no].stack)
                for seat_no, final in moves
            ),
            table=table,
            hand_no=hand_no,
        )

    async def void_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
        cash_out: Sequence[int] = (),
    ) -> HandRecord:
        _json(summary_json, "summary_json")
        if state_json is not None:
            _json(state_json, "state_json")
        async with self._write() as db:
            table = await self._load_table(db, table_id)
            record = await self._void(db, table, hand_no, refunds, summary_json, state_json)
            table = await self._load_table(db, table_id)
            for user_id in cash_out:
                seat = table.seat_of(user_id)
                if seat is None:
                    raise NotSeated()
                await self._unseat(db, table, seat)
            return record

    async def close_table(
        self,
        table_id: TableKey,
        *,
        hand_no: int | None = None,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
    ) -> tuple[SeatRecord, ...]:
        _json(summary_json, "summary_json")
        async with self._write() as db:
            table = await self._load_table(db, table_id)
            if hand_no is not None:
                await self._void(db, table, hand_no, refunds, summary_json, None)
                table = await self._load_table(db, table_id)
            return await self._close(db, table)

    async def _void(
        self,
        db: Db,
        table: TableRecord,
        hand_no: int,
        refunds: Mapping[int, int] | None,
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        """Void the hand in progress in the caller's transaction: see :meth:`void_hand`."""
        owed = {user: _whole(chips) for user, chips in (refunds or {}).items() if chips}
        table_id = table.id
        await self._check_hand(db, table, hand_no)
        if sum(owed.values()) != table.pot or min(owed.values(), default=0) < 0:
            raise ValueError(f"refunds of {sum(owed.values())} don't return a pot of {table.pot}")
        seat_account = _accounts(table)[0]
        for user_id, chips in sorted(owed.items()):
            if table.seat_of(user_id) is not None:
                await db.execute(
                    "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?",
                    (chips, table_id, user_id),
                )
                leg = (user_id, seat_account, chips)
            elif table.tournament_id is None:
                await self._credit(db, table.guild_id, user_id, chips)
                leg = (user_id, Account.BANKROLL, chips)
            else:
                raise ValueError(f"user {user_id} left a tournament table during a hand")
            await self._log(
                db, table.guild_id, Reason.MISDEAL_REFUND, leg, table=table, hand_no=hand_no
            )
        return await self._finish_hand(
            db, table, hand_no, HandOutcome.VOIDED, None, summary_json, state_json
        )

    async def hand_history(self, table_id: TableKey, count: int = 10) -> list[HandRecord]:
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT * FROM hands WHERE table_id = ? ORDER BY hand_no DESC LIMIT ?",
                (table_id, count),
            )
        return [_hand_record(row) for row in rows]

    async def hand(self, table_id: TableKey, hand_no: int) -> HandRecord | None:
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT * FROM hands WHERE table_id = ? AND hand_no = ?",
                (table_id, hand_no),
            )
        return None if row is None else _hand_record(row)

    async def hand_actions(self, table_id: TableKey) -> tuple[tuple[int, str], ...]:
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT a.action_no, a.action_json FROM hand_actions a JOIN tables t"
                " ON t.id = a.table_id AND t.hand_no = a.hand_no"
                " WHERE a.table_id = ? AND t.hand_json IS NOT NULL ORDER BY a.action_no",
                (table_id,),
            )
        return tuple((int(row[0]), str(row[1])) for row in rows)
