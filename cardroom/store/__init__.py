"""The card room's persistence and bank: the only package with SQL.

One aiosqlite connection (WAL with ``synchronous = NORMAL``, see :meth:`Store.open`; foreign
keys on, STRICT tables) and one lock: the trip. (A second connection only checkpoints the
WAL, off the write path: :mod:`~cardroom.store._checkpoints`.) Each transaction is one
synchronous function of the connection that runs whole in aiosqlite's thread (``BEGIN
IMMEDIATE`` for every write); one trip to the thread is in flight at a time, and the
transactions asked for meanwhile go together in the next one, run one after another. So no
coroutine ever sees another's half-finished transaction, and a busy room pays one wake-up of
the event loop and of the thread per trip, not one per statement or per transaction. A
transaction commits when its function returns and rolls back if it raises. A caller
cancelled before its trip leaves writes nothing; cancelled later, it may not learn whether
its transaction committed, but it ends whole in the thread: the chips moved either
completely or not at all. Debits are conditional updates (``WHERE balance >= ?``) whose row
count is checked, never a read followed by a write. Migrations are
``cardroom/migrations/NNNN_*.sql``, applied at :meth:`Store.open` in order, each in one
transaction, and tracked with ``PRAGMA user_version``.

Conservation. The chips of a guild are, at every commit::

    total_chips(guild) = Σ bankrolls + Σ seat stacks at cash tables
                       + Σ pots of cash tables + Σ tournament prize pools

and only grants, daily rewards, opening grants and revocations change it. A seat's stack
holds the player's chips at the start of the hand in progress; the engine's state (saved
as ``hand_json``) holds the live stacks and bets, which only redistribute those chips. The
table service may also move chips off the stacks into the table's ``pot`` while a hand
runs (:meth:`Store.save_progress`, e.g. before a player who folded leaves); either way
:meth:`Store.settle_hand` sets the final stacks so that Σ final - Σ current equals the
pot, and empties the pot. Every movement also writes ledger rows, one per account
changed, so ``ledger_total(guild) == total_chips(guild)`` holds too. Tournament tables
play with tournament chips (ledger account ``tournament_stack``), which are not money:
the money is the prize pool.

The package is split by job: :mod:`~cardroom.store._core` (the connection, transactions
and ledger primitives), :mod:`~cardroom.store._bank` (bankrolls),
:mod:`~cardroom.store._tables` (tables and seats), :mod:`~cardroom.store._hands` (hands),
:mod:`~cardroom.store._stats` (stats and leaderboards), :mod:`~cardroom.store._tournaments`
(tournaments), :mod:`~cardroom.store._settings` (members' own settings, such as their deck
style) and :mod:`~cardroom.store._rows` (SQL helpers and row conversions);
:class:`Store` is all of them.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from functools import partial
from types import TracebackType
from typing import Self

import aiosqlite

from cardroom.models import BankRules
from cardroom.store._bank import Bankrolls
from cardroom.store._checkpoints import FALLBACK_PAGES, Checkpointer
from cardroom.store._hands import Hands
from cardroom.store._rows import Clock, _all, _migrations, _scalar, _utc_now
from cardroom.store._settings import MemberSettings
from cardroom.store._stats import StatsAndLeaderboards
from cardroom.store._tables import TablesAndSeats
from cardroom.store._tournaments import Tournaments

__all__ = ["CHECKPOINT_SECONDS", "Clock", "Store"]

log = logging.getLogger(__name__)

CHECKPOINT_SECONDS = 0.1
"""Seconds between the checkpoints beside the writer (see :meth:`Store.open`)."""


class Store(Bankrolls, TablesAndSeats, Hands, StatsAndLeaderboards, Tournaments, MemberSettings):
    """The card room's database: bankrolls, tables, hands, stats, tournaments, settings."""

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        rules: BankRules | None = None,
        clock: Clock = _utc_now,
        checkpoint_every: float | None = CHECKPOINT_SECONDS,
    ) -> Store:
        """Connect to the database at ``path``, set its PRAGMAs and apply new migrations.

        Args:
            path: The SQLite file (created if missing).
            rules: Starting grant and daily reward (defaults to :class:`BankRules`()).
            clock: The wall clock used for daily rewards and timestamps.
            checkpoint_every: Seconds between the WAL checkpoints run beside the writer
                (see :mod:`~cardroom.store._checkpoints`); None leaves them to SQLite's
                COMMITs, on the write path.
        """
        db = await aiosqlite.connect(os.fspath(path), isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            async with db.execute("PRAGMA journal_mode = WAL") as cursor:
                row = await cursor.fetchone()
            wal = row is not None and str(row[0]).lower() == "wal"
            # In WAL mode NORMAL syncs the WAL only at checkpoints, not at every COMMIT
            # (FULL fsyncs each one: the largest cost of every action at a busy room).
            # A committed transaction is in the WAL file as soon as COMMIT returns, so a
            # crash of the process (even SIGKILL) loses nothing: the OS keeps the pages
            # and the next open replays the WAL. Only a power cut or an OS crash may lose
            # the last commits, and even then the database stays consistent (never a
            # half-moved chip): each transaction is in the WAL whole or not at all.
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute("PRAGMA busy_timeout = 5000")
            store = cls(db, rules or BankRules(), clock)
            await store._in_thread(_migrate)
            if wal and checkpoint_every is not None:
                await db.execute(f"PRAGMA wal_autocheckpoint = {int(FALLBACK_PAGES)}")
                store._checkpointer = await Checkpointer.start(path, checkpoint_every)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the connection once the transactions handed to the thread have ended."""
        checkpointer, self._checkpointer = self._checkpointer, None
        if checkpointer is not None:
            await checkpointer.stop()
        await self._db.close()

    async def __aenter__(self) -> Self:
        """Use the store in ``async with``; it closes on exit."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close the store."""
        await self.close()

    async def integrity_check(self) -> str:
        """Run ``PRAGMA integrity_check`` and return its verdict ("ok" when healthy)."""
        rows = await self._read(partial(_all, sql="PRAGMA integrity_check"))
        return "\n".join(str(row[0]) for row in rows)

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        return await self._read(partial(_scalar, sql="PRAGMA user_version"))


def _migrate(conn: sqlite3.Connection) -> None:
    """Apply the migrations newer than the database, each in one transaction (in the thread)."""
    version = _scalar(conn, "PRAGMA user_version")
    for number, name, script in _migrations():
        if number <= version:
            continue
        try:
            # The script comes from package data only, never from user input.
            conn.executescript("BEGIN IMMEDIATE;\n" + script + "\nCOMMIT;")
        finally:
            if conn.in_transaction:  # the script failed
                conn.rollback()
        version = _scalar(conn, "PRAGMA user_version")
        if version != number:
            raise RuntimeError(f"migration {name} must end with PRAGMA user_version = {number}")
        log.info("Applied migration %s", name)
