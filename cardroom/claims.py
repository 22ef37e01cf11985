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

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol

from cardroom.errors import ServerElsewhere
from cardroom.shards import ShardPlan
from cardroom.views import TableUpdate

__all__ = ["LocalClaims", "LostListener", "ServerClaims", "ServersHere"]

log = logging.getLogger(__name__)

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


Restore = Callable[[int], Awaitable[list[TableUpdate]]]
"""Resume a just-claimed server's saved tables here: ``restore(guild_id)``, their updates."""
Runs = Callable[[int], bool]
"""Whether a table of the server runs here: ``runs(guild_id)``."""
Stop = Callable[[frozenset[int]], Awaitable[list[tuple[int, int]]]]
"""Stop the tables of these servers here; the (guild, channel) of each table stopped."""
Show = Callable[[TableUpdate], Awaitable[None]]
"""Show an update no interaction caused in its channel."""


class ServersHere:
    """Which servers run here: each claimed before its tables run, released when idle.

    The room asks it before a table opens or a server's tables are restored; a server
    whose claim another process holds waits (its channels answer "paused"), and is tried
    again every ``reclaim_seconds`` until it is claimed here, when its tables are restored.
    """

    def __init__(
        self,
        claims: ServerClaims,
        shards: ShardPlan | None,
        *,
        reclaim_seconds: float,
        restore: Restore,
        runs: Runs,
        stop: Stop,
        show: Show,
    ) -> None:
        """Keep ``claims`` for the servers of ``shards`` (None: every server)."""
        self.claims = claims
        self._shards = shards
        self._reclaim_seconds = reclaim_seconds
        self._restore = restore
        self._runs = runs
        self._stop = stop
        self._show = show
        self._locks: dict[int, asyncio.Lock] = {}
        self._away: dict[int, int] = {}
        """Channels whose tables stopped here when their server's claim was lost: the guild."""
        self._reclaimer: asyncio.Task[None] | None = None
        self._releasing: set[asyncio.Task[None]] = set()
        self._closing = False
        claims.set_lost_listener(self._lost)

    def serves(self, guild_id: int) -> bool:
        """Whether ``guild_id`` is on one of this process's shards (always, without a plan)."""
        return self._shards is None or self._shards.holds(guild_id)

    def is_away(self, channel_id: int) -> bool:
        """Whether the channel's table waits for its server's claim (it runs elsewhere now)."""
        return channel_id in self._away

    def lock(self, guild_id: int) -> asyncio.Lock:
        """The lock held while a server is being claimed (and its tables restored)."""
        lock = self._locks.get(guild_id)
        if lock is None:
            lock = self._locks[guild_id] = asyncio.Lock()
        return lock

    async def take(self, guild_id: int) -> bool:
        """Claim a server; log why not when another process holds it (once while waiting)."""
        if self.claims.owns(guild_id) or await self.claims.claim(guild_id):
            return True
        waiting = guild_id in self._away.values()
        log.log(
            logging.DEBUG if waiting else logging.WARNING,
            "Server %s is claimed by another process (it runs that server's tables):"
            " this process leaves the server alone for now",
            guild_id,
        )
        return False

    async def claim_first(self, guild_id: int) -> list[TableUpdate]:
        """Claim a server before its first table here (its claim lock held).

        Returns:
            The updates of the server's saved tables, resumed here now (to show them).

        Raises:
            ServerElsewhere: The server is not on this process's shards, or another process
                holds its claim (or the claim could not be asked for).
        """
        if not self.serves(guild_id):
            log.warning("Server %s is not on this process's shards: no table opens", guild_id)
            raise ServerElsewhere()
        if not await self.take(guild_id):
            raise ServerElsewhere()
        self._forget_away(guild_id)
        return await self._restore(guild_id)

    def wait_for(self, guild_id: int, channels: list[int]) -> None:
        """Mark a server's tables as run elsewhere for now, and keep trying to claim it."""
        for channel_id in channels:
            self._away[channel_id] = guild_id
        if self._away and not self._closing and (self._reclaimer is None or self._reclaimer.done()):
            self._reclaimer = asyncio.create_task(self._reclaim_loop(), name="reclaim-servers")

    def release_soon(self, guild_id: int) -> None:
        """After a table closed: give the server's claim up if no table of it runs here.

        A claim is a lock in PostgreSQL's shared lock table, whose room is limited
        (``max_locks_per_transaction`` times ``max_connections``): a server without tables
        holds none. In a task, so as not to take the claim lock under a table's lock.
        """
        if self._closing:
            return
        task = asyncio.create_task(self._release_if_idle(guild_id), name="release-server")
        self._releasing.add(task)
        task.add_done_callback(self._releasing.discard)

    async def _release_if_idle(self, guild_id: int) -> None:
        """Release the server's claim unless a table of it runs or waits here."""
        async with self.lock(guild_id):
            if self._runs(guild_id):
                return
            if guild_id in self._away.values() or not self.claims.owns(guild_id):
                return
            await self.claims.release(guild_id)
            log.info("Server %s has no open table here: its claim is given up", guild_id)

    def _forget_away(self, guild_id: int) -> None:
        """The server is claimed here again: its tables no longer wait."""
        for channel_id in [c for c, guild in self._away.items() if guild == guild_id]:
            del self._away[channel_id]

    async def _lost(self, guilds: frozenset[int]) -> None:
        """Stop the tables of servers whose claim was lost: another process may run them now.

        Each such table's timer stops and it leaves memory as it was saved (every chip is in
        the store); its verbs answer :class:`~cardroom.errors.ServerPaused` until the claim
        is taken again (:meth:`reclaim`, tried every ``reclaim_seconds``), which restores it.
        """
        stopped = await self._stop(guilds)
        log.error(
            "The claims of %d servers were lost: %d of their tables stopped in this process",
            len(guilds),
            len(stopped),
        )
        for guild_id, channel_id in stopped:
            self.wait_for(guild_id, [channel_id])

    async def reclaim(self) -> tuple[TableUpdate, ...]:
        """Try again to claim the servers whose tables stopped here; resume those claimed."""
        updates: list[TableUpdate] = []
        for guild_id in sorted(set(self._away.values())):
            async with self.lock(guild_id):
                if not await self.take(guild_id):
                    continue
                channels = [c for c, guild in self._away.items() if guild == guild_id]
                self._forget_away(guild_id)
                try:
                    updates += await self._restore(guild_id)
                except Exception:  # the store failed too: the tables wait on
                    self.wait_for(guild_id, channels)
                    raise
                log.info("Server %s claimed again: its tables run here again", guild_id)
        return tuple(updates)

    async def _reclaim_loop(self) -> None:
        """Call :meth:`reclaim` on the wall clock until no stopped table is left."""
        while self._away and not self._closing:
            await asyncio.sleep(self._reclaim_seconds)
            try:
                for update in await self.reclaim():
                    await self._show(update)
            except Exception:
                log.exception("Could not claim the stopped servers again; trying later")

    async def shutdown(self) -> None:
        """Stop trying to claim servers again (the claims themselves stay until closed)."""
        self._closing = True
        if self._reclaimer is not None:
            self._reclaimer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reclaimer
