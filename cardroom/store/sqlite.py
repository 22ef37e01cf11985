"""The SQLite implementation of the card room's store (aiosqlite, its public API only).

One aiosqlite connection in WAL mode with ``synchronous = NORMAL``, foreign keys on, STRICT
tables, and one :class:`asyncio.Lock` held across each transaction (see
:mod:`cardroom.store._core`). Migrations are ``cardroom/migrations/sqlite/NNNN_*.sql``,
applied at :meth:`SqliteStore.open` (see :mod:`cardroom.store._migrations`). The logic is
the store's shared parts (:mod:`cardroom.store._parts`) on the SQLite adapter
(:mod:`cardroom.store._sqlite_adapter`).
"""

from __future__ import annotations

import os
import sqlite3

import aiosqlite

from cardroom.models import BankRules
from cardroom.store._core import fetch_all, fetch_int
from cardroom.store._migrations import migrate
from cardroom.store._parts import StoreParts
from cardroom.store._rows import Clock, _utc_now
from cardroom.store._sqlite_adapter import SqliteConnection

__all__ = ["SqliteStore"]


class SqliteStore(StoreParts):
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

        Raises:
            SchemaTooNew: A newer version of the bot migrated the file.
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
            connection = SqliteConnection(db)
            store = cls(connection, rules or BankRules(), clock, None)
            await migrate(
                connection,
                "sqlite",
                legacy_version=await fetch_int(connection, "PRAGMA user_version"),
                now=store._now(),
            )
        except BaseException:
            await db.close()
            raise
        return store

    async def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check``: every page, index and constraint is read."""
        async with self._read() as db:
            rows = await fetch_all(db, "PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)
