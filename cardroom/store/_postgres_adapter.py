"""The PostgreSQL adapter of the store's :class:`~cardroom.store._connection.Connection` (asyncpg).

One asyncpg connection, used through its public API only (``execute``, ``executemany``,
``fetch``, ``fetchmany``, ``is_closed``, ``close``). Statements arrive in the store's portable
SQL with ``?`` placeholders and are rewritten once each (:func:`~cardroom.store._sql.numbered`);
asyncpg prepares and caches them. The driver's errors become the store's own
(:func:`translated`): a constraint's refusal, a lost connection, a conflict.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final

import asyncpg

from cardroom.store._connection import Conflict, ConnectionLost, ConstraintViolated, Row
from cardroom.store._sql import numbered

__all__ = ["PostgresConnection", "error_for"]

log = logging.getLogger(__name__)

_CONFLICTS: Final = frozenset({"40001", "40P01"})
"""serialization_failure, deadlock_detected: the server rolled the transaction back."""
_LOST: Final = frozenset({"57P01", "57P02", "57P03", "08000", "08003", "08006", "08001"})
"""admin_shutdown (a killed backend), crash_shutdown, cannot_connect_now, connection errors."""


def error_for(error: BaseException) -> Exception | None:
    """The store's exception for one of asyncpg's, or None if it is none of the three.

    >>> type(error_for(asyncpg.exceptions.SerializationError("could not serialize")))
    <class 'cardroom.store._connection.Conflict'>
    >>> type(error_for(asyncpg.exceptions.AdminShutdownError("terminating connection")))
    <class 'cardroom.store._connection.ConnectionLost'>
    >>> type(error_for(asyncpg.exceptions.CheckViolationError("violates check constraint")))
    <class 'cardroom.store._connection.ConstraintViolated'>
    >>> error_for(asyncpg.exceptions.UndefinedTableError("relation does not exist")) is None
    True
    """
    if isinstance(error, asyncpg.PostgresError):
        state = str(getattr(error, "sqlstate", "") or "")
        if state in _CONFLICTS:
            return Conflict(str(error))
        if state in _LOST or isinstance(error, asyncpg.PostgresConnectionError):
            return ConnectionLost(str(error))
        if state.startswith("23"):
            constraint = getattr(error, "constraint_name", None)
            return ConstraintViolated(f"{error} ({constraint})" if constraint else str(error))
        return None
    if isinstance(error, asyncpg.InterfaceError | asyncpg.InternalClientError):
        # "connection is closed", or a statement sent as the server ended the backend.
        return ConnectionLost(str(error) or type(error).__name__)
    if isinstance(error, ConnectionError | OSError):
        # "connection is closed", a reset socket: the connection is gone.
        return ConnectionLost(str(error) or type(error).__name__)
    return None


@contextmanager
def translated() -> Iterator[None]:
    """Raise the store's exception in place of the driver's, where there is one."""
    try:
        yield
    except Exception as error:
        mine = error_for(error)
        if mine is None:
            raise
        raise mine from error


def _rowcount(status: str) -> int:
    """The rows a command changed, from its status (``"UPDATE 3"``, ``"INSERT 0 1"``).

    >>> _rowcount("UPDATE 3"), _rowcount("INSERT 0 1"), _rowcount("CREATE TABLE")
    (3, 1, 0)
    """
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresConnection:
    """One asyncpg connection; the store says BEGIN and COMMIT itself."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        """Wrap an open connection."""
        self.conn = conn

    @contextmanager
    def _translated(self) -> Iterator[None]:
        """:func:`translated`; a connection found lost is dropped at once, to be replaced.

        A backend ended by the server (``pg_terminate_backend``, a restart) sends its
        farewell before the socket closes; a statement sent in between fails with
        asyncpg's ``InternalClientError`` ("another operation is in progress"), and the
        connection would look open until the close arrives.
        """
        try:
            with translated():
                yield
        except ConnectionLost:
            self.conn.terminate()
            raise

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the rows it changed."""
        with self._translated():
            return _rowcount(await self.conn.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement per parameter row (pipelined by asyncpg)."""
        if rows:
            with self._translated():
                await self.conn.executemany(numbered(sql), rows)

    async def changed_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run one statement per parameter row; the rows changed in all.

        asyncpg's ``executemany`` reports no counts, so the statement returns a row per row
        it changed and they are counted.
        """
        if not rows:
            return 0
        with self._translated():
            return len(await self.conn.fetchmany(numbered(sql + " RETURNING 1"), rows))

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        """Every row of a query (or of a statement's RETURNING)."""
        with self._translated():
            rows: list[Row] = await self.conn.fetch(numbered(sql), *params)
        return rows

    async def _command(self, sql: str) -> None:
        """One statement of the transaction's own (BEGIN, COMMIT, SAVEPOINT ...)."""
        with self._translated():
            await self.conn.execute(sql)

    async def _unless_gone(self, call: Callable[[], Awaitable[object]]) -> None:
        """Make ``call`` (a ROLLBACK, a close) unless the connection is gone; never raise."""
        if self.conn.is_closed():
            return
        try:
            await call()
        except (
            asyncpg.PostgresError,
            asyncpg.InterfaceError,
            asyncpg.InternalClientError,
            OSError,
        ) as error:
            log.debug("The connection is gone: %s", error)

    async def begin(self) -> None:
        """Start a transaction (READ COMMITTED; each store runs one at a time)."""
        await self._command("BEGIN")

    async def commit(self) -> None:
        """Commit."""
        await self._command("COMMIT")

    async def rollback(self) -> None:
        """Roll back; a broken connection has nothing left to roll back (the server did)."""
        await self._unless_gone(lambda: self.conn.execute("ROLLBACK"))

    async def savepoint(self) -> None:
        """``SAVEPOINT``: a failed statement after it can be undone alone."""
        await self._command("SAVEPOINT refusal")

    async def undo_to_savepoint(self) -> None:
        """``ROLLBACK TO SAVEPOINT``: the transaction goes on as before the failed statement."""
        await self._command("ROLLBACK TO SAVEPOINT refusal")

    async def apply_script(self, script: str) -> None:
        """Run a script of several statements in one transaction of its own."""
        try:
            with self._translated():
                await self.conn.execute("BEGIN;\n" + script + "\nCOMMIT;")
        except BaseException:
            await self.rollback()  # a failed statement left the transaction open, aborted
            raise

    def is_closed(self) -> bool:
        """Whether the connection is gone (closed, or broken by the server)."""
        closed: bool = self.conn.is_closed()
        return closed

    async def close(self) -> None:
        """Close the connection (a broken one just goes)."""
        await self._unless_gone(lambda: self.conn.close(timeout=5))
