"""Which servers' tables this process may run: a claim per server, held while they run.

A table must never be run by two processes at once (during a restart, a re-shard or after a
crash): two runners would deal two different hands from one saved table. So before the card
room restores a server's tables, or opens the first table of a server it has not claimed,
it claims the server (:meth:`ServerClaims.claim`); a process that cannot claim it leaves the
server alone. Two implementations:

- :class:`LocalClaims`, for SQLite: the database file is locked by one process
  (:mod:`cardroom.lockfile`), so every claim succeeds and lives in memory.
- :class:`~cardroom.store.advisory.AdvisoryClaims`, for PostgreSQL (in the store package,
  the only code that talks to a database): one PostgreSQL *session-level advisory lock*
  per server, ``pg_try_advisory_lock(key)`` with ``key`` the guild id as a signed 64-bit
  number (:func:`~cardroom.store.advisory.lock_key`; a snowflake is below 2**63, so the key
  is the id itself), taken on one connection kept for that purpose and held until released
  or until the connection ends. PostgreSQL releases a session's advisory locks when the
  session ends, so a process that crashes gives up its servers as soon as the server
  notices its connection is gone.

If the lock connection is lost, the locks may already belong to another process: the claims
forget every server they held and tell their listener (:meth:`ServerClaims.set_lost_listener`),
and the table service stops running those servers' tables at once (they stay saved, and come
back when a later claim succeeds). A watchdog query every ``check_seconds`` notices a
connection that died silently.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any, Protocol

__all__ = ["LocalClaims", "LostListener", "ServerClaims"]

LostListener = Callable[[frozenset[int]], Coroutine[Any, Any, None]]
"""Told which servers' claims were lost (their lock connection ended)."""


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
