"""The store's core: one connection, one lock, transactions and the ledger's primitives.

The logic is the same on every database; the connection is an adapter
(:class:`~cardroom.store._connection.Connection`). Every transaction is one
``async with self._write() as db:`` block; reads are ``async with self._read() as db:``
blocks. A single :class:`asyncio.Lock` is held across each block, so no coroutine's
statement ever lands inside another's open transaction, and no read sees one half done. A
write block commits when it ends and rolls back on any exception (a cancelled caller
included). Chips move only through :meth:`StoreCore._credit` and :meth:`StoreCore._debit`
(a conditional update whose row count is checked) and each movement writes its ledger legs
(:meth:`StoreCore._log`) in the same transaction.

A database that can't finish a transaction now (:class:`~cardroom.store._connection.Transient`:
a lost connection, a conflict with another process) never leaves it half applied: a
connection found broken before the transaction began is opened again and the block runs
on the new one (at most :data:`ATTEMPTS` times); a failure once the block's statements ran
rolls it back and raises :class:`~cardroom.errors.BankBusy`, which the front desk answers
with "the bank is busy, try again". (A block is code, not data: it isn't run twice. The
group commit of hand saves, which is data, retries; see :mod:`~cardroom.store._hands`.)
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any, Final

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import (
    BankBusy,
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
from cardroom.store._connection import (
    Connection,
    ConnectionLost,
    ConstraintViolated,
    Row,
    Transient,
)
from cardroom.store._rows import Clock, _table_record, _whole

log = logging.getLogger(__name__)

Db = Connection
"""The connection a transaction block works on."""

Connect = Callable[[], Awaitable[Connection]]
"""Opens a new connection to the store's database (after the last one broke)."""

ATTEMPTS: Final = 3
"""How many connections a transaction may try to begin on before the store says it is busy."""


async def fetch_one(db: Db, sql: str, params: Sequence[Any] = ()) -> Row | None:
    """The first row of a query (every row is fetched, so no statement stays half-stepped)."""
    rows = await db.fetch_all(sql, params)
    return next(iter(rows), None)


async def fetch_all(db: Db, sql: str, params: Sequence[Any] = ()) -> list[Row]:
    """Every row of a query."""
    return list(await db.fetch_all(sql, params))


async def fetch_int(db: Db, sql: str, params: Sequence[Any] = ()) -> int:
    """The first column of the first row as an int (0 when there is none or it is NULL)."""
    row = await fetch_one(db, sql, params)
    return 0 if row is None or row[0] is None else int(row[0])


async def changed(db: Db, sql: str, params: Sequence[Any] = ()) -> int:
    """Run one statement (that returns no rows) and return how many rows it changed."""
    return await db.execute(sql, params)


async def changed_many(db: Db, sql: str, params: Sequence[Sequence[Any]]) -> int:
    """Run one statement once per parameter row and return how many rows changed in all."""
    return await db.changed_many(sql, params)


class StoreCore:
    """The connection, its transactions, the ledger primitives and the record loaders."""

    def __init__(self, db: Db, rules: BankRules, clock: Clock, connect: Connect | None) -> None:
        """Wrap an open connection; ``connect`` opens another if it breaks (None: never).

        Use a store's ``open`` instead (:meth:`SqliteStore.open`, :meth:`PostgresStore.open`).
        """
        self._db = db
        self._connect = connect
        self._rules = rules
        self._clock = clock
        self._lock = asyncio.Lock()
        self._closed = False

    async def _connection(self) -> Db:
        """The store's connection, opened again if it broke (the lock is held).

        Raises:
            ValueError: The store was closed (its connection is not opened again).
        """
        if self._closed:
            raise ValueError("the store is closed: it has no connection")
        if self._db.is_closed() and self._connect is not None:
            log.warning("The database connection was lost; connecting again")
            self._db = await self._connect()
        return self._db

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[Db]:
        """One write transaction: BEGIN, then COMMIT, or ROLLBACK if it raised."""
        async with self._lock:
            committed = False
            try:
                db = await self._begin()
                yield db
                await db.commit()
                committed = True
            except Transient as error:
                log.warning("A transaction was rolled back: %s", error)
                raise BankBusy() from error
            finally:
                if not committed:
                    # Queued behind the statements already handed to the connection, and
                    # safe when the BEGIN or the COMMIT it follows never ran, or the COMMIT did.
                    await asyncio.shield(self._db.rollback())

    async def _begin(self) -> Db:
        """BEGIN on a working connection: a broken one is replaced, at most ATTEMPTS times."""
        for attempt in range(1, ATTEMPTS + 1):
            try:
                db = await self._connection()
                await db.begin()
            except ConnectionLost as error:
                if self._connect is None or attempt == ATTEMPTS:
                    raise BankBusy() from error
                log.warning("Could not begin a transaction (%s); trying again", error)
                await asyncio.sleep(0.05 * attempt)
            else:
                return db
        raise AssertionError("unreachable")  # pragma: no cover

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[Db]:
        """Reads that see no transaction of this store half done: the lock is held.

        Every write transaction of the store holds the lock to its end, so statements read
        under the lock see each of them whole or not at all (no BEGIN needed, nor its two
        round trips). A connection found broken is replaced first; one that breaks during
        the read raises :class:`~cardroom.errors.BankBusy`.
        """
        async with self._lock:
            try:
                db = await self._connection()
                yield db
            except Transient as error:
                raise BankBusy() from error

    def _now(self) -> int:
        return int(self._clock().timestamp())

    async def _seat_with_chips(
        self, db: Db, table: TableRecord, seat_no: int, user_id: int, stack: int
    ) -> None:
        """Seat a player at a tournament table with ``stack`` chips, and log the chips given.

        Part of the caller's transaction: every seat a tournament fills has its ledger row.
        """
        await db.execute(
            "INSERT INTO seats (table_id, seat_no, user_id, stack, seated_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (table.id, seat_no, user_id, _whole(stack), self._now()),
        )
        await self._log(
            db,
            table.guild_id,
            Reason.TOURNAMENT_CHIPS,
            (user_id, Account.TOURNAMENT_STACK, stack),
            table=table,
        )

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
        except ConstraintViolated as error:
            raise InvalidAmount(
                f"That would take the bankroll past {MAX_CHIPS:,} chips, the most it can hold.",
                code="bank.past_max",
                n=MAX_CHIPS,
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
            raise NoTable(
                "That table is closed." if row else "There is no such table.",
                code="table.gone" if row else "error.no_table",
            )
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


SqliteCore = StoreCore
"""The core's name from when SQLite was its only database (parts written then still use it)."""
