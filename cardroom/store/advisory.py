"""Claims on servers as PostgreSQL advisory locks, for processes that share one database.

:class:`AdvisoryClaims` implements :class:`cardroom.claims.ServerClaims` (read its module for
why claims exist): one *session-level* advisory lock per server,
``pg_try_advisory_lock(key)`` with the key from :func:`lock_key`, all held on one connection
opened for them (not the store's), for as long as the server's tables run in this process.
PostgreSQL frees a session's advisory locks when the session ends, so a process that dies
gives its servers up. A lost connection forgets every lock and tells the claims' listener;
a watchdog query every ``check_seconds`` notices a connection that died silently.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from types import TracebackType
from typing import Self

import asyncpg

from cardroom.claims import LostListener
from cardroom.store._connection import ConnectionLost

__all__ = ["APPLICATION_NAME", "SESSION_SETTINGS", "AdvisoryClaims", "lock_key"]

log = logging.getLogger(__name__)

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


_GONE = (
    OSError,
    TimeoutError,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
)
"""What a lock connection that is gone (or going) raises. ``InternalClientError`` is asyncpg's
"another operation is in progress" on a backend the server has just ended."""


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
        """Connect now (so a wrong address stops the start-up) and start the watchdog.

        Raises:
            ConnectionLost: The database cannot be reached (the bot explains and stops).
        """
        claims = cls(dsn, check_seconds=check_seconds)
        try:
            async with claims._lock:
                await claims._ensure_connection()
        except _GONE as error:
            raise ConnectionLost(f"the lock connection could not be opened ({error})") from None
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
            except _GONE:
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
            except _GONE:
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
            except _GONE:
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
