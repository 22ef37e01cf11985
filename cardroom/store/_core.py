"""The store's core: one connection, one lock, transactions, and the ledger's primitives.

Every transaction is one plain function of a ``sqlite3.Connection`` that runs whole in
aiosqlite's thread, in one round trip (:meth:`StoreCore._write` in ``BEGIN IMMEDIATE``,
:meth:`StoreCore._read` on a snapshot), under the lock: each awaited statement would be a
round trip of its own, each waiting its turn on a busy event loop with the lock held.
Chips move only through :meth:`StoreCore._credit` and :meth:`StoreCore._debit` (a
conditional update whose row count is checked) and each movement writes its ledger legs
(:meth:`StoreCore._log`).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, TypeVar, cast

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

if TYPE_CHECKING:
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


class StoreCore:
    """The connection, the lock, transactions, ledger primitives and record loaders."""

    def __init__(self, db: aiosqlite.Connection, rules: BankRules, clock: Clock) -> None:
        """Wrap an open connection; use :meth:`open` instead."""
        self._db = db
        self._rules = rules
        self._clock = clock
        self._lock = asyncio.Lock()
        # The group commit of Hands.save_progress: saves waiting for the next batch, and
        # the task that writes the batches.
        self._progress: list[_Progress] = []
        self._progress_flusher: asyncio.Task[None] | None = None

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` as one write transaction (``BEGIN IMMEDIATE``), in one trip to the thread.

        It commits if ``work`` returns and rolls back if it raises; its result or its
        exception (a ``UserFacingError``, a ``ValueError``...) comes back to the caller.
        A caller cancelled while it waits for the lock writes nothing; cancelled later, its
        transaction still ends whole in the thread, before the next one (the thread runs
        them in order), and the caller may not learn whether it committed.
        """
        async with self._lock:
            return await self._in_thread(partial(_transaction, work=work, write=True))

    async def _read(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on one consistent snapshot (``BEGIN`` ... ``ROLLBACK``), in one trip."""
        async with self._lock:
            return await self._in_thread(partial(_transaction, work=work, write=False))

    async def _in_thread(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on the connection in aiosqlite's thread: one hand-off for many statements.

        Each aiosqlite call is a round trip to its thread and back through the event loop,
        and under load each one waits behind other tasks while the lock is held; so every
        transaction runs whole as one function instead. aiosqlite has no public call for
        that: this uses ``Connection._execute``, the one its own methods go through (the
        version is pinned; every store test runs it). The caller holds the lock, and
        ``work`` must leave no transaction open.
        """
        db = self._db
        execute = cast(Callable[..., "asyncio.Future[T]"], db._execute)
        return await execute(work, db._conn)

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
