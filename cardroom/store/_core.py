"""The store's core: one connection, one lock, transactions, and the ledger's primitives.

Every write runs in ``BEGIN IMMEDIATE`` under the lock (:meth:`StoreCore._transaction`),
every read holds the lock too (:meth:`StoreCore._read`). Chips move only through
:meth:`StoreCore._credit` and :meth:`StoreCore._debit` (a conditional update whose row
count is checked) and each movement writes its ledger legs (:meth:`StoreCore._log`).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
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

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock and a write transaction; commit at the end, roll back on any error."""
        async with self._lock:
            try:
                # BEGIN sits inside the try: a caller cancelled while it is queued must
                # still roll back, or the connection would stay inside a transaction.
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                await self._db.commit()
            except BaseException:
                # aiosqlite runs statements in order on one thread, so this ROLLBACK comes
                # after any statement still queued; it is a no-op after a COMMIT.
                await self._db.rollback()
                raise

    async def _in_thread(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` on the connection in aiosqlite's thread: one hand-off for many statements.

        Each aiosqlite call is a round trip to its thread and back through the event loop,
        so a transaction of five statements costs five; the hot path (the save after every
        action) runs its whole transaction as one function instead. aiosqlite has no public
        call for that: this uses ``Connection._execute``, the one its own methods go through
        (the version is pinned; ``tests/cardroom/test_store.py`` runs it). The caller holds
        the lock, and ``work`` must leave no transaction open.
        """
        db = self._db
        execute = cast(Callable[..., "asyncio.Future[T]"], db._execute)
        return await execute(work, db._conn)

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock and a read transaction (one consistent snapshot)."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN")
                yield self._db
            finally:
                await self._db.rollback()

    def _now(self) -> int:
        return int(self._clock().timestamp())

    async def _log(
        self,
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
        await self._db.executemany(
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

    async def _open_bankroll(self, guild_id: int, user_id: int) -> None:
        """Open the member's bankroll with the starting grant, unless it exists."""
        opened = await _run(
            self._db,
            "INSERT INTO bankrolls (guild_id, user_id, balance, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (guild_id, user_id, self._rules.starting_chips, self._now()),
        )
        if opened and self._rules.starting_chips:
            await self._log(
                guild_id,
                Reason.STARTING_GRANT,
                (user_id, Account.BANKROLL, self._rules.starting_chips),
            )

    async def _credit(self, guild_id: int, user_id: int, amount: int) -> int:
        """Add to a bankroll (opening it if needed) and return the new balance."""
        await self._open_bankroll(guild_id, user_id)
        try:
            row = await _one(
                self._db,
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

    async def _debit(self, guild_id: int, user_id: int, amount: int) -> int:
        """Take from a bankroll only if it covers ``amount``; return the new balance."""
        await self._open_bankroll(guild_id, user_id)
        row = await _one(
            self._db,
            "UPDATE bankrolls SET balance = balance - ?"
            " WHERE guild_id = ? AND user_id = ? AND balance >= ? RETURNING balance",
            (amount, guild_id, user_id, amount),
        )
        if row is None:
            available = await _scalar(
                self._db,
                "SELECT balance FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            raise InsufficientChips(amount, available)
        return int(row[0])

    async def _load_table(self, table_id: int, *, must_be_open: bool = True) -> TableRecord:
        row = await _one(self._db, "SELECT * FROM tables WHERE id = ?", (table_id,))
        if row is None or (must_be_open and row["status"] != TableStatus.OPEN):
            raise NoTable("That table is closed." if row else "There is no such table.")
        seats = await _all(
            self._db, "SELECT * FROM seats WHERE table_id = ? ORDER BY seat_no", (table_id,)
        )
        return _table_record(row, seats)

    async def _load_tournament(self, tournament_id: int) -> TournamentRecord:
        row = await _one(self._db, "SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None:
            raise NoTournament()
        entries = await _all(
            self._db,
            "SELECT user_id, place, prize FROM tournament_entries WHERE tournament_id = ?"
            " ORDER BY place IS NULL, place, entered_at, user_id",
            (tournament_id,),
        )
        table = await _one(
            self._db,
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
