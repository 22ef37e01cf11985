"""The SQLite store's core: one connection, one lock, transactions and the ledger's primitives.

Every transaction is one ``async with self._write() as db:`` block (``BEGIN IMMEDIATE``);
reads are ``async with self._read() as db:`` blocks. A single :class:`asyncio.Lock` is held
across each block, so no coroutine's statement ever lands inside another's open
transaction, and no read sees one half done. A write block commits when it ends and rolls
back on any exception (a cancelled caller included). Chips move only through
:meth:`SqliteCore._credit` and :meth:`SqliteCore._debit` (a conditional update whose row
count is checked) and each movement writes its ledger legs (:meth:`SqliteCore._log`) in the
same transaction.

Only aiosqlite's public API is used: ``execute``, ``executemany``, ``execute_fetchall``,
``commit``, ``rollback`` and ``in_transaction``. aiosqlite runs every call in one thread, in
the order the calls were made, which is what makes a cancelled caller safe: the ROLLBACK it
queues on the way out runs after whatever it had already queued.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

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
from cardroom.robots import is_robot
from cardroom.store._rows import Clock, _table_record

log = logging.getLogger(__name__)

Db = aiosqlite.Connection
"""The connection a transaction block works on."""


async def fetch_one(db: Db, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
    """The first row of a query (every row is fetched, so no statement stays half-stepped)."""
    rows = await db.execute_fetchall(sql, params)
    return next(iter(rows), None)


async def fetch_all(db: Db, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
    """Every row of a query."""
    return list(await db.execute_fetchall(sql, params))


async def fetch_int(db: Db, sql: str, params: Sequence[Any] = ()) -> int:
    """The first column of the first row as an int (0 when there is none or it is NULL)."""
    row = await fetch_one(db, sql, params)
    return 0 if row is None or row[0] is None else int(row[0])


async def changed(db: Db, sql: str, params: Sequence[Any] = ()) -> int:
    """Run one statement (that returns no rows) and return how many rows it changed."""
    cursor = await db.execute(sql, params)
    return cursor.rowcount


async def changed_many(db: Db, sql: str, params: Sequence[Sequence[Any]]) -> int:
    """Run one statement once per parameter row and return how many rows changed in all."""
    cursor = await db.executemany(sql, params)
    return cursor.rowcount


class SqliteCore:
    """The connection, its transactions, the ledger primitives and the record loaders."""

    def __init__(self, db: Db, rules: BankRules, clock: Clock) -> None:
        """Wrap an open connection; use :meth:`SqliteStore.open` instead."""
        self._db = db
        self._rules = rules
        self._clock = clock
        self._lock = asyncio.Lock()

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[Db]:
        """One write transaction: ``BEGIN IMMEDIATE``, then COMMIT, or ROLLBACK if it raised."""
        async with self._transaction("BEGIN IMMEDIATE") as db:
            yield db

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[Db]:
        """Reads that see no transaction half done: the lock is held, and it is the only one.

        The store's connection is the only one that writes the database, and every write
        transaction holds the lock to its end, so statements read under the lock see every
        transaction whole or not at all (no BEGIN needed, nor its two round trips).
        """
        async with self._lock:
            yield self._db

    @asynccontextmanager
    async def _transaction(self, begin: str) -> AsyncIterator[Db]:
        """Hold the lock across one transaction that commits when the block ends.

        On any way out but a commit, a ROLLBACK is queued behind the statements already
        handed to the connection's thread, shielded from a second cancellation. SQLite's
        ROLLBACK does nothing outside a transaction, so it is safe even when the BEGIN or
        the COMMIT it follows never ran, or the COMMIT did.
        """
        db = self._db
        async with self._lock:
            committed = False
            try:
                await db.execute(begin)
                yield db
                await db.commit()
                committed = True
            finally:
                if not committed:
                    await asyncio.shield(db.rollback())

    def _now(self) -> int:
        return int(self._clock().timestamp())

    async def _log(
        self,
        db: Db,
        guild_id: int,
        reason: Reason,
        *legs: tuple[int | None, Account, int],
        table: TableRecord | None = None,
        hand_no: int | None = None,
        tournament_id: int | None = None,
        actor_id: int | None = None,
    ) -> None:
        """Write one ledger row per leg: (user id, account, signed amount); zeros are skipped.

        A computer player has no bankroll: its bankroll legs are the house's.
        """
        if not any(amount for _, _, amount in legs):
            return
        legs = tuple(
            (user, Account.HOUSE, amount)
            if account is Account.BANKROLL and user is not None and is_robot(user)
            else (user, account, amount)
            for user, account, amount in legs
        )
        where = (
            (None, None, tournament_id)
            if table is None
            else (table.id, table.channel_id, table.tournament_id)
        )
        await db.executemany(
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

    async def _open_bankroll(self, db: Db, guild_id: int, user_id: int) -> None:
        """Open the member's bankroll with the starting grant, unless it exists."""
        if is_robot(user_id):
            return  # a computer player's chips are the house's
        opened = await changed(
            db,
            "INSERT INTO bankrolls (guild_id, user_id, balance, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (guild_id, user_id, self._rules.starting_chips, self._now()),
        )
        if opened and self._rules.starting_chips:
            await self._log(
                db,
                guild_id,
                Reason.STARTING_GRANT,
                (user_id, Account.BANKROLL, self._rules.starting_chips),
            )

    async def _credit(self, db: Db, guild_id: int, user_id: int, amount: int) -> int:
        """Add to a bankroll (opening it if needed) and return the new balance.

        A computer player's "bankroll" is the house: what it takes off a table goes there.
        """
        if is_robot(user_id):
            return await self._house_change(db, guild_id, amount)
        await self._open_bankroll(db, guild_id, user_id)
        try:
            row = await fetch_one(
                db,
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

    async def _debit(self, db: Db, guild_id: int, user_id: int, amount: int) -> int:
        """Take from a bankroll only if it covers ``amount``; return the new balance.

        A computer player's stake comes from the house, which may go negative: the house
        is never short (its balance is minus what the members have won from the robots).
        """
        if is_robot(user_id):
            return await self._house_change(db, guild_id, -amount)
        await self._open_bankroll(db, guild_id, user_id)
        row = await fetch_one(
            db,
            "UPDATE bankrolls SET balance = balance - ?"
            " WHERE guild_id = ? AND user_id = ? AND balance >= ? RETURNING balance",
            (amount, guild_id, user_id, amount),
        )
        if row is None:
            available = await fetch_int(
                db,
                "SELECT balance FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            raise InsufficientChips(amount, available)
        return int(row[0])

    async def _house_change(self, db: Db, guild_id: int, change: int) -> int:
        """Add ``change`` (signed) to the server's house account; return its new balance."""
        row = await fetch_one(
            db,
            "INSERT INTO house (guild_id, balance, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE"
            " SET balance = house.balance + excluded.balance, updated_at = excluded.updated_at"
            " RETURNING balance",
            (guild_id, change, self._now()),
        )
        assert row is not None  # noqa: S101 - an upsert returns its row
        return int(row[0])

    @staticmethod
    async def _load_table(db: Db, table_id: int, *, must_be_open: bool = True) -> TableRecord:
        # One query for the table and its seats (their columns share no name with the
        # table's): every round trip to the connection's thread counts at a busy room.
        rows = await fetch_all(
            db,
            "SELECT t.*, s.table_id, s.seat_no, s.user_id, s.stack, s.sitting_out, s.seated_at"
            " FROM tables t LEFT JOIN seats s ON s.table_id = t.id WHERE t.id = ?"
            " ORDER BY s.seat_no",
            (table_id,),
        )
        row = rows[0] if rows else None
        if row is None or (must_be_open and row["status"] != TableStatus.OPEN):
            raise NoTable("That table is closed." if row else "There is no such table.")
        return _table_record(row, [seat for seat in rows if seat["seat_no"] is not None])

    @staticmethod
    async def _load_tournament(db: Db, tournament_id: int) -> TournamentRecord:
        row = await fetch_one(db, "SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None:
            raise NoTournament()
        entries = await fetch_all(
            db,
            "SELECT user_id, place, prize FROM tournament_entries WHERE tournament_id = ?"
            " ORDER BY place IS NULL, place, entered_at, user_id",
            (tournament_id,),
        )
        table = await fetch_one(
            db,
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
