"""Hands in the store: progress saved mid-hand, settled or voided hands, and their history.

The save after every action (:meth:`Hands.save_progress`) is the room's hot path: its
checks live in the SQL (conditional UPDATEs whose row counts are checked), it reads
nothing unless refused, and saves from many tables share one transaction (group commit).
Like every transaction of the store, each runs whole in the database thread (one round trip).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final, cast

from cardroom.errors import (
    HandInProgress,
    InsufficientChips,
    NotSeated,
    StaleButton,
)
from cardroom.models import (
    Account,
    HandOutcome,
    HandRecord,
    HandStatsDelta,
    Reason,
    TableKey,
    TableRecord,
)
from cardroom.store._core import StoreCore, _Job, _settle_future, _transaction
from cardroom.store._rows import (
    _HAND_REASON,
    _accounts,
    _all,
    _hand_record,
    _json,
    _json_error,
    _one,
    _scalar,
    _whole,
)
from holdem.records import quick_init

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
"""Save a hand in progress whole: a new hand's number follows a finished one, a running
one's hasn't been recorded as over; the schema refuses a negative pot and JSON that isn't."""

_SAVE_STEP: Final = (
    "UPDATE tables SET pot = pot + ?1, state_json = COALESCE(?2, state_json)"
    " WHERE id = ?3 AND status = 'open' AND hand_no = ?4 AND hand_json IS NOT NULL"
    " AND NOT EXISTS (SELECT 1 FROM hands WHERE table_id = ?3 AND hand_no = ?4)"
)
"""Save a step of a running hand saved whole before: its pot and the table's state."""

_ADD_MOVES: Final = (
    "INSERT INTO hand_moves (table_id, hand_no, first, moves_json) VALUES (?, ?, ?, ?)"
)
"""The actions a step applied, after the hand saved whole and the steps before."""

_MOVE_STACK: Final = (
    "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND seat_no = ? AND stack + ? >= 0"
)
"""Change a stack, unless the seat is empty or the stack would go negative."""

_LOG_POT_COMMIT: Final = (
    "INSERT INTO ledger (guild_id, user_id, account, amount, reason, table_id, channel_id,"
    " tournament_id, hand_no, actor_id, created_at)"
    " SELECT t.guild_id, s.user_id, CASE WHEN t.tournament_id IS NULL THEN ? ELSE ? END,"
    " ?, ?, t.id, t.channel_id, t.tournament_id, ?, NULL, ?"
    " FROM tables t JOIN seats s ON s.table_id = t.id WHERE t.id = ? AND s.seat_no = ?"
)
"""One ledger leg of chips moved between a stack and the pot (tournament chips at a
tournament table), its user and table ids taken from the rows it names."""


class _BatchRefused(Exception):
    """A check of a batch of saves failed: roll back and save them one at a time."""


@quick_init
@dataclass(frozen=True, slots=True)
class _Progress:
    """One call of :meth:`Hands.save_progress` waiting for its batch."""

    table_id: TableKey
    hand_no: int
    hand_json: str | None
    """The whole hand, or None for a step."""
    moves_json: str | None
    """A step's actions, from the ``first``-th of the hand on (None: none, the step saves
    chips and the table's state only)."""
    first: int
    state_json: str | None
    changes: tuple[tuple[int, int], ...]
    """(seat number, signed stack change), sorted by seat; no zeros."""
    now: int
    done: asyncio.Future[None]
    """Resolved once the save has committed (or with the error that refused it)."""

    @property
    def into_pot(self) -> int:
        return -sum(delta for _, delta in self.changes)

    def table_params(self) -> tuple[object, ...]:
        return (
            self.hand_no,
            self.hand_json,
            self.into_pot,
            self.state_json,
            self.now,
            self.table_id,
        )

    def step_params(self) -> tuple[object, ...]:
        return (self.into_pot, self.state_json, self.table_id, self.hand_no)

    def moves_params(self) -> tuple[object, ...]:
        return (self.table_id, self.hand_no, self.first, self.moves_json)

    def seat_params(self) -> list[tuple[int, ...]]:
        return [(delta, self.table_id, seat_no, delta) for seat_no, delta in self.changes]

    def ledger_params(self) -> list[tuple[object, ...]]:
        """Two legs per change, as before: the pot's, then the stack's."""
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


def _save_batch(conn: sqlite3.Connection, batch: Sequence[_Progress]) -> None:
    """Every save of ``batch``, in the open transaction (run in the database's thread).

    Raises:
        _BatchRefused: A check refused a save: the table's conditional UPDATE or a
            stack's matched fewer rows than it should.
    """
    whole = [r.table_params() for r in batch if r.hand_json is not None]
    if whole and conn.executemany(_SAVE_HAND, whole).rowcount != len(whole):
        raise _BatchRefused
    steps = [r for r in batch if r.hand_json is None]
    if steps:
        if conn.executemany(_SAVE_STEP, [r.step_params() for r in steps]).rowcount != len(steps):
            raise _BatchRefused
        moves = [r.moves_params() for r in steps if r.moves_json is not None]
        if moves:
            conn.executemany(_ADD_MOVES, moves)
    seats = [params for r in batch for params in r.seat_params()]
    if seats:
        moved = conn.executemany(_MOVE_STACK, seats)
        if moved.rowcount != len(seats):
            raise _BatchRefused
        conn.executemany(_LOG_POT_COMMIT, [p for r in batch for p in r.ledger_params()])


def _answer(batch: list[_Progress], ok: bool, outcomes: object) -> None:
    """Answer each save of a group commit: its own outcome, or the trip's failure for all."""
    if ok:
        for request, outcome in zip(batch, cast(list[Exception | None], outcomes), strict=True):
            _settle_future(request.done, outcome is None, outcome)
    else:
        for request in batch:
            _settle_future(request.done, False, outcomes)


class Hands(StoreCore):
    """The hand in progress, its settlement or its voiding, and finished hands."""

    @staticmethod
    def _check_hand(conn: sqlite3.Connection, table: TableRecord, hand_no: int) -> None:
        if hand_no != table.hand_no or _one(
            conn,
            "SELECT 1 FROM hands WHERE table_id = ? AND hand_no = ?",
            (table.id, hand_no),
        ):
            raise StaleButton("That hand is already over.")

    async def save_progress(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        hand_json: str | None = None,
        moves_json: str | None = None,
        first_move: int = 0,
        state_json: str | None = None,
        stack_changes: Mapping[int, int] | None = None,
    ) -> None:
        """Save the hand in progress with the chips it moves, in one transaction.

        Call it with ``hand_no`` one more than the table's to start a hand, then with the
        same number as the hand goes on. ``stack_changes`` maps seat numbers to signed
        changes of their stacks; the opposite of their sum goes into (or out of) the pot.

        The hand is saved either whole (``hand_json``, which also drops the actions saved
        after the last whole one) or as a step: ``moves_json``, the actions applied since
        the last save, the first of them the ``first_move``-th since the hand was saved
        whole; or neither, when only the chips or the table's state changed. A step is
        small where the whole hand grows with every action; the hand comes back as the
        whole one with the steps' actions applied again (:meth:`hand_moves`).

        This runs after every action at every table, so it reads nothing first: the
        hand-number check is part of the table's UPDATE (no row matched means refused,
        and only then does it read, to say why), the pot may not go negative by the
        schema's CHECK, every stack change is a conditional UPDATE whose row count is
        checked, and the ledger rows take their user and table ids from the rows they
        name, in the same INSERT.

        Group commit. Saves that arrive while the store is busy wait for the next batch:
        one transaction for all of them, whose checks are the same conditional UPDATEs,
        their row counts summed. It returns only after that transaction has committed.
        If any check of the batch fails the whole batch rolls back and each save is
        retried in a transaction of its own, so every caller gets its own answer, and a
        save either commits whole or not at all. A caller cancelled before its batch
        starts saves nothing; cancelled later, it may not learn that the save committed.

        Raises:
            NoTable: No open table has this id.
            StaleButton: ``hand_no`` belongs to an earlier hand.
            HandInProgress: A new hand while the previous one is unfinished.
            NotSeated, InsufficientChips: A change to an empty seat or beyond a stack.
            ValueError: ``hand_json``, ``moves_json`` or ``state_json`` is not JSON (or
                both of the first two are given), the changes take more chips out of the
                pot than it holds, or a step's actions are already saved or follow no hand
                saved whole.
        """
        if hand_json is not None and moves_json is not None:
            raise ValueError("save a hand either whole (hand_json) or as a step (moves_json)")
        changes = tuple(
            sorted((seat, _whole(delta)) for seat, delta in (stack_changes or {}).items() if delta)
        )
        request = _Progress(
            table_id,
            hand_no,
            hand_json,
            moves_json,
            _whole(first_move),
            state_json,
            changes,
            self._now(),
            asyncio.get_running_loop().create_future(),
        )
        with self._waiting_lock:
            self._progress.append(request)
        self._wake()
        await request.done

    def _progress_job(self) -> _Job | None:
        """The waiting saves as one job of the next trip: one transaction for them all.

        Called with ``_waiting_lock`` held, in the thread or (to fail them) in the loop.
        """
        batch = [request for request in self._progress if not request.done.done()]
        self._progress = []
        if not batch:
            return None
        return _Job(partial(self._save_batch_or_each, batch=batch), partial(_answer, batch))

    def _save_batch_or_each(
        self, conn: sqlite3.Connection, batch: Sequence[_Progress]
    ) -> list[Exception | None]:
        """Save a batch in one transaction, or each save alone if any is refused (in the thread).

        Returns each save's outcome: None when committed, else the error its caller gets.
        """
        try:
            _transaction(conn, work=partial(_save_batch, batch=batch), write=True)
        except Exception:  # refused, or any error: one at a time, each its own answer
            log.debug("A batch of %s saves failed; saving one by one", len(batch))
        else:
            return [None] * len(batch)
        outcomes: list[Exception | None] = []
        for request in batch:
            try:
                _transaction(conn, work=partial(self._save_one, request=request), write=True)
            except Exception as error:  # the caller's own answer
                outcomes.append(error)
            else:
                outcomes.append(None)
        return outcomes

    def _save_one(self, conn: sqlite3.Connection, request: _Progress) -> None:
        """One save in the open transaction; raises the error its caller should see."""
        try:
            if request.hand_json is not None:
                row = _one(conn, _SAVE_HAND + " RETURNING id", request.table_params())
            else:
                row = _one(conn, _SAVE_STEP + " RETURNING id", request.step_params())
        except sqlite3.IntegrityError as error:
            raise self._progress_error(conn, request, error) from error
        if row is None:
            raise self._progress_refused(conn, request)
        if request.moves_json is not None:
            try:
                conn.execute(_ADD_MOVES, request.moves_params())
            except sqlite3.IntegrityError as error:
                bad_json = _json_error(error, "moves_json")
                if bad_json is not None:
                    raise bad_json from error
                raise ValueError(
                    f"the actions from the {request.first}th are already saved"
                ) from error
        if not request.changes:
            return
        moved = conn.executemany(_MOVE_STACK, request.seat_params())
        if moved.rowcount != len(request.changes):
            raise self._stacks_refused(conn, request.table_id, request.changes)
        conn.executemany(_LOG_POT_COMMIT, request.ledger_params())

    def _progress_refused(self, conn: sqlite3.Connection, request: _Progress) -> Exception:
        """Why :meth:`save_progress` matched no table row (inside its transaction)."""
        table = self._load_table(conn, request.table_id)
        hand_no = request.hand_no
        if request.hand_json is None:  # a step
            if hand_no != table.hand_no + 1:
                self._check_hand(conn, table, hand_no)  # an earlier or a settled hand
            return ValueError("a step of a hand that was never saved whole")
        if hand_no == table.hand_no + 1:
            return HandInProgress()
        self._check_hand(conn, table, hand_no)
        return StaleButton("That hand is already over.")  # pragma: no cover - checked above

    @staticmethod
    def _progress_error(
        conn: sqlite3.Connection, request: _Progress, error: sqlite3.IntegrityError
    ) -> Exception:
        """The ValueError for a CHECK that refused :meth:`save_progress`'s table UPDATE."""
        bad_json = _json_error(error, "hand_json", "state_json")
        if bad_json is not None:
            return bad_json
        into_pot = request.into_pot
        pot = _scalar(conn, "SELECT pot FROM tables WHERE id = ?", (request.table_id,))
        if pot + into_pot < 0:
            return ValueError(
                f"stack changes take {-(pot + into_pot)} more chips than the pot holds"
            )
        return error

    def _stacks_refused(
        self, conn: sqlite3.Connection, table_id: TableKey, changes: Iterable[tuple[int, int]]
    ) -> Exception:
        """Which stack change :meth:`save_progress` could not make (inside its transaction).

        The changes that did match are already applied, and the one that didn't is not,
        so the stack read here is the one the refused change found.
        """
        table = self._load_table(conn, table_id)
        seats = {seat.seat_no: seat for seat in table.seats}
        for seat_no, delta in changes:
            seat = seats.get(seat_no)
            if seat is None:
                return NotSeated(f"Seat {seat_no + 1} is empty.")
            if seat.stack + delta < 0:
                return InsufficientChips(-delta, seat.stack, where="stack")
        return RuntimeError("a stack change matched no seat")  # pragma: no cover

    def _finish_hand(
        self,
        conn: sqlite3.Connection,
        table: TableRecord,
        hand_no: int,
        outcome: HandOutcome,
        phh_text: str | None,
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        """Record a hand as over and clear the table's hand in progress and pot."""
        if table.pot:
            self._log(
                conn,
                table.guild_id,
                _HAND_REASON[outcome],
                (None, _accounts(table)[1], -table.pot),
                table=table,
                hand_no=hand_no,
            )
        try:
            row = _one(
                conn,
                "INSERT INTO hands (table_id, hand_no, outcome, phh_text, summary_json,"
                " started_at, ended_at)"
                " SELECT id, ?, ?, ?, ?, NULLIF(hand_started_at, 0), ? FROM tables WHERE id = ?"
                " RETURNING *",
                (hand_no, outcome.value, phh_text, summary_json, self._now(), table.id),
            )
            conn.execute(
                "UPDATE tables SET hand_json = NULL, pot = 0,"
                " state_json = COALESCE(?, state_json) WHERE id = ?",
                (state_json, table.id),
            )
        except sqlite3.IntegrityError as error:
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
    ) -> HandRecord:
        """Settle a finished hand: final stacks, the pot emptied, stats and history, at once.

        ``final_stacks`` maps seat numbers to their stacks after the hand; seats left out
        keep theirs. The stacks must grow by exactly the chips in the pot (zero when the
        service kept the whole hand in ``hand_json``), or nothing is written.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress (already settled, say).
            ValueError: The final stacks don't add up, or name an empty seat, or
                ``summary_json`` or ``state_json`` is not JSON.
        """
        finals = {seat: _whole(stack) for seat, stack in final_stacks.items()}
        return await self._write(
            partial(
                self._settle_hand,
                table_id=table_id,
                hand_no=hand_no,
                finals=finals,
                stats=tuple(stats),
                phh_text=phh_text,
                summary_json=summary_json,
                state_json=state_json,
            )
        )

    def _settle_hand(
        self,
        conn: sqlite3.Connection,
        table_id: TableKey,
        hand_no: int,
        finals: Mapping[int, int],
        stats: Iterable[HandStatsDelta],
        phh_text: str | None,
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        table = self._load_table(conn, table_id)
        self._check_hand(conn, table, hand_no)
        seats = {seat.seat_no: seat for seat in table.seats}
        seat_account = _accounts(table)[0]
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
        conn.executemany(
            "UPDATE seats SET stack = ? WHERE table_id = ? AND seat_no = ?",
            [(final, table_id, seat_no) for seat_no, final in moves],
        )
        self._log(
            conn,
            table.guild_id,
            Reason.HAND_SETTLED,
            *(
                (seats[seat_no].user_id, seat_account, final - seats[seat_no].stack)
                for seat_no, final in moves
            ),
            table=table,
            hand_no=hand_no,
        )
        cash = table.tournament_id is None
        conn.executemany(
            "INSERT INTO stats (guild_id, user_id, hands_played, hands_won, net_won,"
            " biggest_pot, showdowns_won) VALUES (?, ?, 1, ?, ?, ?, ?)"
            " ON CONFLICT DO UPDATE SET hands_played = hands_played + 1,"
            " hands_won = hands_won + excluded.hands_won,"
            " net_won = net_won + excluded.net_won,"
            " biggest_pot = max(biggest_pot, excluded.biggest_pot),"
            " showdowns_won = showdowns_won + excluded.showdowns_won",
            [
                (
                    table.guild_id,
                    delta.user_id,
                    int(delta.won),
                    delta.net if cash else 0,
                    delta.pot_won if cash else 0,
                    int(delta.won_at_showdown),
                )
                for delta in stats
            ],
        )
        return self._finish_hand(
            conn, table, hand_no, HandOutcome.SETTLED, phh_text, summary_json, state_json
        )

    async def void_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
    ) -> HandRecord:
        """Void a misdealt hand: every chip in the pot goes back to whoever put it in.

        ``refunds`` maps user ids to the chips they had moved into the pot (empty when the
        service moved none: the seats still hold the stacks from the hand's start). A
        player who already left is refunded to their bankroll.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress.
            ValueError: The refunds don't add up to the pot.
        """
        _json(summary_json, "summary_json")
        if state_json is not None:
            _json(state_json, "state_json")
        owed = {user: _whole(chips) for user, chips in (refunds or {}).items() if chips}
        return await self._write(
            partial(
                self._void_hand,
                table_id=table_id,
                hand_no=hand_no,
                owed=owed,
                summary_json=summary_json,
                state_json=state_json,
            )
        )

    def _void_hand(
        self,
        conn: sqlite3.Connection,
        table_id: TableKey,
        hand_no: int,
        owed: Mapping[int, int],
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        table = self._load_table(conn, table_id)
        self._check_hand(conn, table, hand_no)
        if sum(owed.values()) != table.pot or min(owed.values(), default=0) < 0:
            raise ValueError(f"refunds of {sum(owed.values())} don't return a pot of {table.pot}")
        seat_account = _accounts(table)[0]
        for user_id, chips in sorted(owed.items()):
            if table.seat_of(user_id) is not None:
                conn.execute(
                    "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?",
                    (chips, table_id, user_id),
                )
                leg = (user_id, seat_account, chips)
            elif table.tournament_id is None:
                self._credit(conn, table.guild_id, user_id, chips)
                leg = (user_id, Account.BANKROLL, chips)
            else:
                raise ValueError(f"user {user_id} left a tournament table during a hand")
            self._log(
                conn, table.guild_id, Reason.MISDEAL_REFUND, leg, table=table, hand_no=hand_no
            )
        return self._finish_hand(
            conn, table, hand_no, HandOutcome.VOIDED, None, summary_json, state_json
        )

    async def hand_history(self, table_id: TableKey, count: int = 10) -> list[HandRecord]:
        """The table's last ``count`` recorded hands, newest first."""
        rows = await self._read(
            partial(
                _all,
                sql="SELECT * FROM hands WHERE table_id = ? ORDER BY hand_no DESC LIMIT ?",
                params=(table_id, count),
            )
        )
        return [_hand_record(row) for row in rows]

    async def hand(self, table_id: TableKey, hand_no: int) -> HandRecord | None:
        """One recorded hand, or None."""
        row = await self._read(
            partial(
                _one,
                sql="SELECT * FROM hands WHERE table_id = ? AND hand_no = ?",
                params=(table_id, hand_no),
            )
        )
        return None if row is None else _hand_record(row)

    async def hand_moves(self, table_id: TableKey) -> tuple[tuple[int, str], ...]:
        """The steps saved after the hand in progress was saved whole, in order.

        Each is (``first_move``, ``moves_json``) as :meth:`save_progress` took it: applied
        again to the whole hand (``TableRecord.hand_json``), they bring it back. Empty when
        no step followed, or no hand is in progress.
        """
        rows = await self._read(
            partial(
                _all,
                sql="SELECT m.first, m.moves_json FROM hand_moves m JOIN tables t"
                " ON t.id = m.table_id AND t.hand_no = m.hand_no"
                " WHERE m.table_id = ? AND t.hand_json IS NOT NULL ORDER BY m.first",
                params=(table_id,),
            )
        )
        return tuple((int(row[0]), str(row[1])) for row in rows)
