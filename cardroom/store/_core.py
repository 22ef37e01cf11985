"""The store's core: one connection, transactions, and the ledger's primitives.

Every transaction is one plain function of a ``sqlite3.Connection`` that runs whole in
aiosqlite's thread (:meth:`StoreCore._write` in ``BEGIN IMMEDIATE``, :meth:`StoreCore._read`
on a snapshot): each awaited statement would be a round trip of its own, each waiting its
turn on a busy event loop. The thread runs them one after another, so no lock is needed to
keep them apart. One trip to the thread is in flight at a time: the transactions asked for
meanwhile wait, and the next trip carries them all (each still its own transaction), with
the hands' progress saves of every table in one transaction (the group commit). A busy
room makes one trip per turn of the event loop, not one per transaction: each trip costs
the loop a wake-up.
Chips move only through :meth:`StoreCore._credit` and :meth:`StoreCore._debit` (a
conditional update whose row count is checked) and each movement writes its ledger legs
(:meth:`StoreCore._log`).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar, cast

import aiosqlite

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import (
    InsufficientChips,
    InvalidAmount,
    NoTable,
    NoTournament,
)
from cardroom.models import (
    Account,
    BankRules,
    Reason,
    TableKey,
    TableRecord,
    TableStatus,
    TournamentEntry,
    TournamentRecord,
    TournamentStatus,
)
from cardroom.store._rows import (
    Clock,
    _all,
    _one,
    _run,
    _scalar,
    _table_record,
)
from holdem.records import quick_init

if TYPE_CHECKING:
    from cardroom.store._checkpoints import Checkpointer
    from cardroom.store._hands import _Progress

log = logging.getLogger(__name__)

T = TypeVar("T")


def _transaction(
    conn: sqlite3.Connection, *, work: Callable[[sqlite3.Connection], T], write: bool
) -> T:
    """Run ``work`` in a transaction: a write commits when it returns, a read rolls back.

    This runs whole in aiosqlite's thread, so a caller cancelled while it waits cannot leave
    the connection inside a transaction: the transaction ends here, committed or rolled
    back, whatever becomes of the caller (which may then not learn which).
    """
    conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
    try:
        result = work(conn)
        if write:
            conn.commit()
        return result
    finally:
        if conn.in_transaction:  # raised, a read, or a COMMIT that did not happen
            conn.rollback()


@quick_init
@dataclass(frozen=True, slots=True)
class _Job:
    """Work for the next trip to the thread, and what to do with its outcome."""

    work: Callable[[sqlite3.Connection], object]
    land: Callable[[bool, object], None]
    """Called in the event loop with (True, result) or (False, exception)."""
    future: asyncio.Future[Any] | None = None
    """The caller's future, if one waits: a cancelled one drops the job before its trip."""

    def dropped(self) -> bool:
        return self.future is not None and self.future.done()


def _settle_future(future: asyncio.Future[Any], ok: bool, value: object) -> None:
    """Resolve a waiting caller's future with a job's outcome, unless it has gone."""
    if future.done():
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(cast(BaseException, value))


def _land(jobs: list[_Job], outcomes: list[tuple[bool, object]], taken: threading.Event) -> None:
    """In the event loop: give every job of a trip its outcome, then say so to the thread.

    ``taken`` is set once the tasks these outcomes wake have run (their callbacks were
    queued before this one's), so the thread's next trip finds what they asked for next.
    """
    for job, (ok, value) in zip(jobs, outcomes, strict=True):
        job.land(ok, value)
    asyncio.get_running_loop().call_soon(taken.set)


def _run_jobs(
    conn: sqlite3.Connection, works: list[Callable[[sqlite3.Connection], object]]
) -> list[tuple[bool, object]]:
    """Run a trip's jobs one after another (in the thread); each outcome, never raising."""
    outcomes: list[tuple[bool, object]] = []
    for work in works:
        try:
            outcomes.append((True, work(conn)))
        except Exception as error:  # the job's own answer
            outcomes.append((False, error))
    return outcomes


_TAKEN_TIMEOUT = 0.05
"""Seconds a trip waits at most for the event loop to take the last one's answers."""


class StoreCore:
    """The connection, transactions, ledger primitives and record loaders."""

    def __init__(self, db: aiosqlite.Connection, rules: BankRules, clock: Clock) -> None:
        """Wrap an open connection; use :meth:`open` instead."""
        self._db = db
        self._rules = rules
        self._clock = clock
        # Work waiting for the thread's next trip and the hands' progress saves waiting for
        # the next group commit, shared with the thread under the lock; whether a drain
        # is on its way to the thread or running there.
        self._waiting_lock = threading.Lock()
        self._jobs: list[_Job] = []
        self._progress: list[_Progress] = []
        self._draining = False
        self._checkpointer: Checkpointer | None = None
        """The WAL checkpoints run beside the writer, if any (see ``Store.open``)."""

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` as one write transaction (``BEGIN IMMEDIATE``) in the thread.

        It commits if ``work`` returns and rolls back if it raises; its result or its
        exception (a ``UserFacingError``, a ``ValueError``...) comes back to the caller.
        A caller cancelled before its trip leaves writes nothing; cancelled later, its
        transaction still ends whole in the thread, and the caller may not learn whether
        it committed.
        """
        return await self._queue(partial(_transaction, work=work, write=True))

    async def _read(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on one consistent snapshot (``BEGIN`` ... ``ROLLBACK``) in the thread."""
        return await self._queue(partial(_transaction, work=work, write=False))

    async def _in_thread(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on the connection in the thread; it must leave no transaction open."""
        return await self._queue(work)

    def _queue(self, work: Callable[[sqlite3.Connection], T]) -> asyncio.Future[T]:
        """Put ``work`` on the next trip of the thread; the future resolves with its outcome."""
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        with self._waiting_lock:
            self._jobs.append(_Job(work, partial(_settle_future, future), future))
        self._wake()
        return future

    def _wake(self) -> None:
        """Make sure a drain runs in the thread to take what is waiting (see :meth:`_drain`)."""
        with self._waiting_lock:
            if self._draining:
                return
            self._draining = True
        loop = asyncio.get_running_loop()
        try:
            drain = self._submit(partial(self._drain, loop=loop))
        except BaseException as error:  # the connection is closed: nobody may wait forever
            self._fail_waiting(error)
            return
        drain.add_done_callback(self._drained)

    def _drain(self, conn: sqlite3.Connection, loop: asyncio.AbstractEventLoop) -> None:
        """In the thread: make trips of everything waiting until nothing waits.

        Each trip takes every job that arrived during the one before (the progress saves
        as one transaction, see ``Hands``) and answers them through the event loop. The
        thread itself starts the next trip, as soon as the event loop has taken the last
        one's answers and run the tasks they woke (see :func:`_land`), which have asked
        for their next work by then. It neither waits for the event loop to send the trip
        nor races it: a trip started while the loop still runs those tasks fights it for
        the GIL at every statement (Python's sqlite3 lets the GIL go around each) and
        waits up to a switch interval (5 ms) each time. A job whose caller was cancelled
        before its trip is dropped: it writes nothing.
        """
        while True:
            with self._waiting_lock:
                jobs = self._take_waiting()
                if not jobs:
                    self._draining = False
                    return
            outcomes = _run_jobs(conn, [job.work for job in jobs])
            taken = threading.Event()
            try:
                loop.call_soon_threadsafe(_land, jobs, outcomes, taken)
            except RuntimeError:  # the event loop has closed: nobody is left to answer
                with self._waiting_lock:
                    self._draining = False
                return
            taken.wait(_TAKEN_TIMEOUT)

    def _drained(self, drain: asyncio.Future[None]) -> None:
        """A drain that ended by failing (the connection closed): fail what waits, if any."""
        if drain.cancelled() or drain.exception() is None:
            return
        error = drain.exception()
        assert error is not None  # noqa: S101 - checked above
        self._fail_waiting(error)

    def _fail_waiting(self, error: BaseException) -> None:
        with self._waiting_lock:
            jobs = self._take_waiting()
            self._draining = False
        for job in jobs:
            job.land(False, error)

    def _take_waiting(self) -> list[_Job]:
        """Everything waiting, as one trip's jobs (a cancelled caller's dropped); with the lock."""
        jobs = [job for job in self._jobs if not job.dropped()]
        self._jobs = []
        progress = self._progress_job()
        if progress is not None:
            jobs.append(progress)
        return jobs

    def _progress_job(self) -> _Job | None:
        """The group commit of the waiting progress saves, as one job (see ``Hands``).

        Called with ``_waiting_lock`` held.
        """
        return None

    def _submit(self, work: Callable[[sqlite3.Connection], T]) -> asyncio.Future[T]:
        """Hand ``work`` to aiosqlite's thread now; the future resolves with its outcome.

        aiosqlite has no public call that runs a function of the connection: this puts it
        on the queue its own ``Connection._execute`` uses (the version is pinned; every
        store test runs it). Unlike ``_execute``, a coroutine that would hand the work over
        only on its first step, after every task already waiting for the event loop, this
        hands it over before returning: a trip that can start, starts.

        Raises:
            ValueError: The connection is closed.
        """
        db = self._db
        connection = db._connection
        if not db._running or connection is None:
            raise ValueError("Connection closed")
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        db._tx.put_nowait((future, partial(work, connection)))
        return future

    def _now(self) -> int:
        return int(self._clock().timestamp())

    def _log(
        self,
        conn: sqlite3.Connection,
        guild_id: int,
        reason: Reason,
        *legs: tuple[int | None, Account, int],
        table: TableRecord | None = None,
        hand_no: int | None = None,
        tournament_id: int | None = None,
        actor_id: int | None = None,
    ) -> None:
        """Write one ledger row per leg: (user id, account, signed amount); zeros are skipped."""
        if not any(amount for _, _, amount in legs):
            return
        where = (
            (None, None, tournament_id)
            if table is None
            else (table.id, table.channel_id, table.tournament_id)
        )
        conn.executemany(
            "INSERT INTO ledger (guild_id, user_id, account, amount, reason, table_id,"
            " channel_id, tournament_id, hand_no, actor_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    guild_id,
                    user,
                    account.value,
                    amount,
                    reason.value,
                    *where,
                    hand_no,
                    actor_id,
                    self._now(),
                )
                for user, account, amount in legs
                if amount
            ],
        )

    def _open_bankroll(self, conn: sqlite3.Connection, guild_id: int, user_id: int) -> None:
        """Open the member's bankroll with the starting grant, unless it exists."""
        opened = _run(
            conn,
            "INSERT INTO bankrolls (guild_id, user_id, balance, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (guild_id, user_id, self._rules.starting_chips, self._now()),
        )
        if opened and self._rules.starting_chips:
            self._log(
                conn,
                guild_id,
                Reason.STARTING_GRANT,
                (user_id, Account.BANKROLL, self._rules.starting_chips),
            )

    def _credit(self, conn: sqlite3.Connection, guild_id: int, user_id: int, amount: int) -> int:
        """Add to a bankroll (opening it if needed) and return the new balance."""
        self._open_bankroll(conn, guild_id, user_id)
        try:
            row = _one(
                conn,
                "UPDATE bankrolls SET balance = balance + ? WHERE guild_id = ? AND user_id = ?"
                " RETURNING balance",
                (amount, guild_id, user_id),
            )
        except sqlite3.IntegrityError as error:
            raise InvalidAmount(
                f"That would take the bankroll past {MAX_CHIPS:,} chips, the most it can hold."
            ) from error
        assert row is not None  # noqa: S101 - opened just above
        return int(row[0])

    def _debit(self, conn: sqlite3.Connection, guild_id: int, user_id: int, amount: int) -> int:
        """Take from a bankroll only if it covers ``amount``; return the new balance."""
        self._open_bankroll(conn, guild_id, user_id)
        row = _one(
            conn,
            "UPDATE bankrolls SET balance = balance - ?"
            " WHERE guild_id = ? AND user_id = ? AND balance >= ? RETURNING balance",
            (amount, guild_id, user_id, amount),
        )
        if row is None:
            available = _scalar(
                conn,
                "SELECT balance FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            raise InsufficientChips(amount, available)
        return int(row[0])

    @staticmethod
    def _load_table(
        conn: sqlite3.Connection, table_id: int, *, must_be_open: bool = True
    ) -> TableRecord:
        row = _one(conn, "SELECT * FROM tables WHERE id = ?", (table_id,))
        if row is None or (must_be_open and row["status"] != TableStatus.OPEN):
            raise NoTable("That table is closed." if row else "There is no such table.")
        seats = _all(conn, "SELECT * FROM seats WHERE table_id = ? ORDER BY seat_no", (table_id,))
        return _table_record(row, seats)

    @staticmethod
    def _load_tournament(conn: sqlite3.Connection, tournament_id: int) -> TournamentRecord:
        row = _one(conn, "SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None:
            raise NoTournament()
        entries = _all(
            conn,
            "SELECT user_id, place, prize FROM tournament_entries WHERE tournament_id = ?"
            " ORDER BY place IS NULL, place, entered_at, user_id",
            (tournament_id,),
        )
        table = _one(
            conn,
            "SELECT id FROM tables WHERE tournament_id = ? ORDER BY id DESC",
            (tournament_id,),
        )
        return TournamentRecord(
            row["id"],
            row["guild_id"],
            row["creator_id"],
            row["entry_fee"],
            row["pool"],
            TournamentStatus(row["status"]),
            row["config_json"],
            None if table is None else TableKey(table[0]),
            datetime.fromtimestamp(row["created_at"], UTC),
            tuple(TournamentEntry(e[0], e[1], e[2]) for e in entries),
        )
