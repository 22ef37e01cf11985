"""Checkpoints beside the writer: the WAL copied into the database file off the write path.

SQLite's own checkpoint runs inside the COMMIT that grows the WAL past its limit, on the
store's one thread: it copies the pages into the database file and syncs both files, and
every save queued behind that COMMIT waits for it (at a busy room, a stall of several
milliseconds about ten times a second, the slowest actions of ``bench_cardroom``). So the
store leaves that to a :class:`Checkpointer`: a second connection, used for nothing else,
runs a PASSIVE checkpoint every ``interval`` seconds in its own thread. A PASSIVE
checkpoint takes no lock a writer waits for; it copies what no reader still needs and
leaves the rest for the next one. Every read and write of the data stays on the store's
one connection, and SQLite's own checkpoint stays as a safety net, at a larger size
(:data:`FALLBACK_PAGES`), should the checkpointer ever fall behind.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sqlite3

import aiosqlite

log = logging.getLogger(__name__)

FALLBACK_PAGES = 10_000
"""The WAL size (in pages, 40 MB) at which a COMMIT checkpoints by itself after all."""


class Checkpointer:
    """A PASSIVE checkpoint of one database every ``interval`` seconds, until stopped."""

    def __init__(self, db: aiosqlite.Connection, interval: float) -> None:
        """Use :meth:`start`."""
        self._db = db
        self.interval = interval
        self.checkpoints = 0
        """How many checkpoints have run (for tests)."""
        self._task = asyncio.get_running_loop().create_task(self._run())

    @classmethod
    async def start(cls, path: str | os.PathLike[str], interval: float) -> Checkpointer:
        """Open the checkpoints' own connection to ``path`` and start checkpointing."""
        db = await aiosqlite.connect(os.fspath(path), isolation_level=None)
        return cls(db, interval)

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            await self.checkpoint()

    async def checkpoint(self) -> None:
        """Copy the WAL into the database file now, as far as it can without waiting."""
        try:
            await self._db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error as error:  # the next one tries again; the writer's net holds
            log.warning("A WAL checkpoint failed: %s", error)
        else:
            self.checkpoints += 1

    async def stop(self) -> None:
        """Stop checkpointing and close the connection (a checkpoint under way ends first)."""
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        await self._db.close()
