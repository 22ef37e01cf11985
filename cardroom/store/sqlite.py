"""The SQLite implementation of the card room's store (aiosqlite, its public API only).

One aiosqlite connection in WAL mode with ``synchronous = NORMAL``, foreign keys on, STRICT
tables, and one :class:`asyncio.Lock` held across each transaction (see
:mod:`cardroom.store._core`). Migrations are ``cardroom/migrations/NNNN_*.sql``, applied at
:meth:`SqliteStore.open` in order, each in one transaction, and tracked with
``PRAGMA user_version``.

The class is put together from one part per job: :mod:`~cardroom.store._bank` (bankrolls),
:mod:`~cardroom.store._tables` (tables and seats), :mod:`~cardroom.store._hands` (hands),
:mod:`~cardroom.store._stats` (stats and leaderboards), :mod:`~cardroom.store._tournaments`
(tournaments), :mod:`~cardroom.store._settings` (members' own settings) and
:mod:`~cardroom.store._languages` (servers' languages, members' locales); the SQL helpers
and row conversions are in :mod:`~cardroom.store._rows`.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from types import TracebackType
from typing import Self

import aiosqlite

from cardroom.models import BankRules
from cardroom.store._bank import Bankrolls
from cardroom.store._core import fetch_all, fetch_int
from cardroom.store._hands import Hands
from cardroom.store._languages import Languages
from cardroom.store._robots import HouseAndRobots
from cardroom.store._rows import Clock, _migrations, _utc_now
from cardroom.store._settings import MemberSettings
from cardroom.store._stats import StatsAndLeaderboards
from cardroom.store._tables import TablesAndSeats
from cardroom.store._tournaments import Tournaments

__all__ = ["SqliteStore"]

log = logging.getLogger(__name__)


class SqliteStore(
    Bankrolls,
    TablesAndSeats,
    Hands,
    StatsAndLeaderboards,
    Tournaments,
    MemberSettings,
    Languages,
    HouseAndRobots,
):
    """The card room's database on SQLite: bankrolls, tables, hands, stats, tournaments."""

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        rules: BankRules | None = None,
        clock: Clock = _utc_now,
    ) -> SqliteStore:
        """Connect to the database at ``path``, set its PRAGMAs and apply new migrations.

        Args:
            path: The SQLite file (created if missing).
            rules: Starting grant and daily reward (defaults to :class:`BankRules`()).
            clock: The wall clock used for daily rewards and timestamps.
        """
        db = await aiosqlite.connect(os.fspath(path), isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            await db.execute("PRAGMA journal_mode = WAL")
            # In WAL mode NORMAL syncs the WAL only at checkpoints, not at every COMMIT. A
            # committed transaction is in the WAL file as soon as COMMIT returns, so a crash
            # of the process (even SIGKILL) loses nothing: the OS keeps the pages and the
            # next open replays the WAL. Only a power cut or an OS crash may lose the last
            # commits, and even then each transaction is there whole or not at all.
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute("PRAGMA busy_timeout = 5000")
            store = cls(db, rules or BankRules(), clock)
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def _migrate(self) -> None:
        """Apply the migrations newer than the database, each in one transaction."""
        db = self._db
        version = await fetch_int(db, "PRAGMA user_version")
        for number, name, script in _migrations():
            if number <= version:
                continue
            try:
                # The script comes from package data only, never from user input.
                await db.executescript("BEGIN IMMEDIATE;\n" + script + "\nCOMMIT;")
            finally:
                if db.in_transaction:  # the script failed
                    await db.rollback()
            version = await fetch_int(db, "PRAGMA user_version")
            if version != number:
                raise RuntimeError(f"migration {name} must end with PRAGMA user_version = {number}")
            log.info("Applied migration %s", name)

    async def close(self) -> None:
        """Close the connection once the saves waiting and the transaction in progress end."""
        committer = self._committer
        if committer is not None and not committer.done():
            await asyncio.wait({committer})
        async with self._lock:
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
        async with self._read() as db:
            rows = await fetch_all(db, "PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        async with self._read() as db:
            return await fetch_int(db, "PRAGMA user_version")
