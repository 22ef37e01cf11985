"""The connection the store's shared logic talks to: one small adapter per database.

The store's parts (:mod:`~cardroom.store._bank`, :mod:`~cardroom.store._hands`, ...) are
written once, against :class:`Connection`; :mod:`~cardroom.store._sqlite_adapter` (aiosqlite)
and :mod:`~cardroom.store._postgres_adapter` (asyncpg) implement it. An adapter turns its
driver's errors into the three below, so that the shared logic never names a driver:

- :class:`ConstraintViolated`: a CHECK, UNIQUE, PRIMARY KEY or FOREIGN KEY refused the
  statement (its message names the constraint, as ``json_valid(state_json)``);
- :class:`ConnectionLost`: the connection to the server broke (a restart, a killed backend);
- :class:`Conflict`: the server gave up on the transaction to let another one finish (a
  serialization failure, a deadlock): trying again is safe.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

__all__ = ["Conflict", "Connection", "ConnectionLost", "ConstraintViolated", "Row", "Transient"]


class Row(Protocol):
    """A result row: its columns by position (``row[0]``) or by name (``row["pot"]``)."""

    def __getitem__(self, key: int | str, /) -> Any:
        """One column's value."""

    def __iter__(self) -> Iterator[Any]:
        """The columns' values in order."""


class ConstraintViolated(Exception):
    """A constraint of the schema refused a statement; the statement changed nothing."""


class Transient(Exception):
    """The database could not finish the transaction now; it changed nothing."""


class ConnectionLost(Transient):
    """The connection to the database broke."""


class Conflict(Transient):
    """The database rolled the transaction back to let a concurrent one finish."""


class Connection(Protocol):
    """What the store's logic asks of a database connection (placeholders are ``?``)."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement that returns no rows; how many rows it changed."""

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""

    async def changed_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run one UPDATE, INSERT or DELETE per parameter row; the rows changed in all."""

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        """Every row of a query (or of a statement's RETURNING)."""

    async def begin(self) -> None:
        """Start a write transaction."""

    async def commit(self) -> None:
        """Commit the open transaction."""

    async def rollback(self) -> None:
        """Roll back the open transaction, if any (never raises for a broken connection)."""

    async def savepoint(self) -> None:
        """Mark a point in the open transaction that :meth:`undo_to_savepoint` returns to.

        PostgreSQL aborts a transaction at its first failed statement; a statement whose
        failure the logic reads on from is run after a savepoint.
        """

    async def undo_to_savepoint(self) -> None:
        """Undo the open transaction back to the last :meth:`savepoint` (after a failure)."""

    async def apply_script(self, script: str) -> None:
        """Run a script of several statements (a migration) as one transaction of its own."""

    def is_closed(self) -> bool:
        """Whether the connection is gone (a new one is then needed)."""

    async def close(self) -> None:
        """Close the connection."""
