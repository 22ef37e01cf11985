"""Which servers' tables this process may run: a claim per server, held while they run.

A table must never be run by two processes at once (during a restart, a re-shard or after a
crash): two runners would deal two different hands from one saved table. So before the card
room restores a server's tables, or opens the first table of a server it has not claimed,
it claims the server (:meth:`ServerClaims.claim`); a process that cannot claim it leaves the
server alone. Two implementations:

- :class:`LocalClaims`, for SQLite: the database file is locked by one process
  (:mod:`cardroom.lockfile`), so every claim succeeds and lives in memory.
- :class:`AdvisoryClaims`, for PostgreSQL: one PostgreSQL *session-level advisory lock* per
  server, ``pg_try_advisory_lock(key)`` with ``key`` the guild id as a signed 64-bit number
  (:func:`lock_key`; a snowflake is below 2**63, so the key is the id itself), taken on one
  connection kept for that purpose and held until released or until the connection ends.
  PostgreSQL releases a session's advisory locks when the session ends, so a process that
  crashes gives up its servers as soon as the server notices its connection is gone.

If the lock connection is lost, the locks may already belong to another process: the claims
forget every server they held and tell their listener (:meth:`ServerClaims.set_lost_listener`),
and the table service stops running those servers' tables at once (they stay saved, and come
back when a later claim succeeds). A watchdog query every ``check_seconds`` notices a
connection that died silently.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from types import TracebackType
from typing import Any, Protocol, Self

import asyncpg

__all__ = [
    "APPLICATION_NAME",
    "AdvisoryClaims",
    "LocalClaims",
    "LostListener",
    "ServerClaims",
    "lock_key",
]

log = logging.getLogger(__name__)

LostListener = Callable[[frozenset[int]], Coroutine[Any, Any, None]]
"""Told which servers' claims were lost (their lock connection ended)."""

_SIGNED_LIMIT = 1 << 63

APPLICATION_NAME = "holdem-claims"
"""How the lock connection names itself to the server (``pg_stat_activity``)."""

SESSION_SETTINGS = (
    ("application_name", APPLICATION_NAME),
    ("tcp_keepalives_idle", "10"),
    ("tcp_keepalives_interval", "5"),
    ("tcp_keepalives_count", "3"),
)
"""The lock session's settings: its name, and TCP keepalives so that the server notices a
dead client machine (whose socket never closes) within about 25 s, not the system's 2 hours,
and frees its locks for the process that takes its place."""


def lock_key(guild_id: int) -> int:
    """The advisory lock key of a server: its guild id as a signed 64-bit integer.

    Discord snowflakes are below 2**63, so the key is the id itself; in ``pg_locks`` the
    key shows as ``classid`` (its high 32 bits) and ``objid`` (its low 32 bits), with
    ``objsubid = 1``.

    >>> lock_key(81384788765712384)
    81384788765712384
    >>> lock_key(2**64 - 1)
    -1
    """
    key = guild_id % (1 << 64)
    return key - (1 << 64) if key >= _SIGNED_LIMIT else key


class ServerClaims(Protocol):
    """The servers this process has claimed, so that it alone runs their tables."""

    async def claim(self, guild_id: int) -> bool:
        """Claim a server for this process; False if another process holds it.

        False too when no one can tell, as when the database is unreachable.
        """
        ...

    async def release(self, guild_id: int) -> None:
        """Give a claimed server up (nothing happens if it was not claimed)."""
        ...

    def owns(self, guild_id: int) -> bool:
        """Whether this process holds the server's claim now."""
        ...

    def set_lost_listener(self, listener: LostListener | None) -> None:
        """Install the callback told of claims lost without a release."""
        ...

    async def close(self) -> None:
        """Give every claim up."""
        ...


class LocalClaims:
    """Claims of a process that alone opens its database (SQLite): every claim succeeds."""

    def __init__(self) -> None:
        """No server claimed yet."""
        self._held: set[int] = set()

    async def claim(self, guild_id: int) -> bool:
        """Claim the server (always granted: the database file is this process's alone)."""
        self._held.add(guild_id)
        return True

    async def release(self, guild_id: int) -> None:
        """Forget the server's claim."""
        self._held.discard(guild_id)

    def owns(self, guild_id: int) -> bool:
        """Whether the server was claimed."""
        return guild_id in self._held

    def set_lost_listener(self, listener: LostListener | None) -> None:
        """Local claims are never lost; the listener is not needed."""

    async def close(self) -> None:
        """Forget every claim."""
        self._held.clear()


class AdvisoryClaims:
    """Claims as PostgreSQL session-level advisory locks held on one dedicated connection."""

    def __init__(self, dsn: str, *, check_seconds: float = 10.0, timeout: float = 5.0) -> None:
        """Claim through a connection to ``dsn``, checked every ``check_seconds``."""
        self._dsn = dsn
        self._check_seconds = check_seconds
        self._timeout = timeout
        self._connection: asyncpg.Connection | None = None
        self._held: set[int] = set()
        self._lock = asyncio.Lock()  # one statement at a time on the connection
        self._listener: LostListener | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False

    @classmethod
    async def open(cls, dsn: str, *, check_seconds: float = 10.0) -> Self:
        """Connect now (so a wrong address stops the start-up) and start the watchdog."""
        claims = cls(dsn, check_seconds=check_seconds)
        async with claims._lock:
            await claims._ensure_connection()
        return claims

    async def __aenter__(self) -> Self:
        """Use as ``async with await AdvisoryClaims.open(dsn) as claims``."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Give every claim up and close the connection."""
        await self.close()

    async def _ensure_connection(self) -> asyncpg.Connection:
        """The lock connection, opened if there is none (the lock is held)."""
        connection = self._connection
        if connection is not None and not connection.is_closed():
            return connection
        connection = await asyncpg.connect(
            self._dsn, timeout=self._timeout, server_settings=dict(SESSION_SETTINGS)
        )
        connection.add_termination_listener(self._terminated)
        self._connection = connection
        if self._watchdog is None or self._watchdog.done():
            self._watchdog = asyncio.create_task(self._watch(), name="advisory-claims-watchdog")
        return connection

    async def claim(self, guild_id: int) -> bool:
        """Take the server's advisory lock without waiting; False if another session has it.

        An unreachable database also answers False (and is logged): no claim, no tables.
        """
        async with self._lock:
            if guild_id in self._held:
                return True
            if self._closed:
                return False
            try:
                connection = await self._ensure_connection()
                taken = await connection.fetchval(
                    "SELECT pg_try_advisory_lock($1::bigint)",
                    lock_key(guild_id),
                    timeout=self._timeout,
                )
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError):
                log.exception("Could not ask the database for the lock of server %s", guild_id)
                self._drop()  # a connection that fails may have lost its locks too
                return False
            if taken:
                self._held.add(guild_id)
            return bool(taken)

    async def release(self, guild_id: int) -> None:
        """Unlock the server's advisory lock, if this process holds it."""
        async with self._lock:
            if guild_id not in self._held:
                return
            self._held.discard(guild_id)
            connection = self._connection
            if connection is None or connection.is_closed():
                return
            try:
                await connection.fetchval(
                    "SELECT pg_advisory_unlock($1::bigint)",
                    lock_key(guild_id),
                    timeout=self._timeout,
                )
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError):
                # The lock ends with the session: end the session.
                log.exception("Could not unlock server %s; closing the lock connection", guild_id)
                self._drop()

    def owns(self, guild_id: int) -> bool:
        """Whether this process holds the server's lock (as far as it knows now)."""
        return guild_id in self._held

    def held(self) -> frozenset[int]:
        """The servers claimed now."""
        return frozenset(self._held)

    def set_lost_listener(self, listener: LostListener | None) -> None:
        """Install the callback told of locks lost with their connection."""
        self._listener = listener

    async def close(self) -> None:
        """Close the lock connection, which releases every lock; stop the watchdog."""
        self._closed = True
        if self._watchdog is not None:
            self._watchdog.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watchdog
        async with self._lock:
            self._held.clear()
            connection, self._connection = self._connection, None
            if connection is not None and not connection.is_closed():
                connection.remove_termination_listener(self._terminated)
                try:
                    await connection.close(timeout=self._timeout)
                except (OSError, TimeoutError, asyncpg.InterfaceError):
                    connection.terminate()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError):
                await task

    # --- losing the connection -----------------------------------------------------------

    async def _watch(self) -> None:
        """Ask the lock connection a trivial question every ``check_seconds``."""
        while not self._closed:
            await asyncio.sleep(self._check_seconds)
            connection = self._connection
            if connection is None or not self._held:
                continue
            try:
                async with self._lock:
                    await connection.fetchval("SELECT 1", timeout=self._timeout)
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError):
                log.exception("The advisory lock connection stopped answering")
                if connection is self._connection:
                    self._drop()

    def _terminated(self, connection: asyncpg.Connection) -> None:
        """The lock connection closed (asyncpg's termination listener)."""
        if connection is self._connection and not self._closed:
            self._drop()

    def _drop(self) -> None:
        """Forget the connection and every lock it held; tell the listener which."""
        connection, self._connection = self._connection, None
        if connection is not None and not connection.is_closed():
            # Make sure the session ends, so its locks are not left behind by this process.
            connection.terminate()
        lost, self._held = frozenset(self._held), set()
        if not lost:
            return
        log.error(
            "Lost the database connection that holds the locks of %d servers: their tables"
            " stop here until the locks are taken again",
            len(lost),
        )
        listener = self._listener
        if listener is not None:
            task = asyncio.get_running_loop().create_task(listener(lost))
            self._tasks.add(task)
            task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("The lost-claims listener failed", exc_info=task.exception())
