"""The SQLite adapter of the store's :class:`~cardroom.store._connection.Connection` (aiosqlite).

Only aiosqlite's public API is used: ``execute``, ``executemany``, ``execute_fetchall``,
``executescript``, ``commit``, ``rollback`` and ``in_transaction``. aiosqlite runs every call
in one thread, in the order the calls were made, which is what makes a cancelled caller
safe: the ROLLBACK it queues on the way out runs after whatever it had already queued.
SQLite's own placeholders are the store's, so statements pass through unchanged.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import aiosqlite

from cardroom.store._connection import ConstraintViolated, Row

__all__ = ["SqliteConnection"]


@contextmanager
def _constraints() -> Iterator[None]:
    """Turn SQLite's IntegrityError into the store's :class:`ConstraintViolated`."""
    try:
        yield
    except sqlite3.IntegrityError as error:
        raise ConstraintViolated(str(error)) from error


class SqliteConnection:
    """One aiosqlite connection (autocommit mode: the store says BEGIN and COMMIT itself)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        """Wrap a connection opened with ``isolation_level=None``."""
        self.db = db
        self._closed = False

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the rows it changed."""
        with _constraints():
            cursor = await self.db.execute(sql, params)
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement per parameter row."""
        with _constraints():
            await self.db.executemany(sql, rows)

    async def changed_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run one statement per parameter row; the rows changed in all."""
        with _constraints():
            cursor = await self.db.executemany(sql, rows)
        return cursor.rowcount

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        """Every row (fetched whole, so no statement stays half-stepped)."""
        with _constraints():
            return list(await self.db.execute_fetchall(sql, params))

    async def begin(self) -> None:
        """``BEGIN IMMEDIATE``: take the write lock now, not at the first write."""
        await self.db.execute("BEGIN IMMEDIATE")

    async def commit(self) -> None:
        """Commit."""
        await self.db.commit()

    async def rollback(self) -> None:
        """Roll back; SQLite's ROLLBACK does nothing outside a transaction."""
        await self.db.rollback()

    async def savepoint(self) -> None:
        """Nothing to do: a failed SQLite statement undoes only itself."""

    async def undo_to_savepoint(self) -> None:
        """Nothing to do: a failed SQLite statement undoes only itself."""

    async def apply_script(self, script: str) -> None:
        """Run ``script`` between ``BEGIN IMMEDIATE`` and ``COMMIT``, or roll it all back.

        The script comes from the package's migration files, never from user input.
        """
        try:
            await self.db.executescript("BEGIN IMMEDIATE;\n" + script + "\nCOMMIT;")
        finally:
            if self.db.in_transaction:  # the script failed
                await self.db.rollback()

    def is_closed(self) -> bool:
        """Whether :meth:`close` ran (a SQLite file doesn't go away on its own)."""
        return self._closed

    async def close(self) -> None:
        """Close the connection."""
        self._closed = True
        await self.db.close()
