"""A backup of the SQLite database while the bot runs: a consistent copy, checked and counted.

:func:`back_up` copies the database with sqlite3's online backup API in one step: the copy
reads every page under one read transaction, so it is the database as it was at one
commit, while the bot goes on writing (in WAL mode a reader holds no writer back). The copy
is written beside the target under a temporary name, checked with ``PRAGMA
integrity_check``, opened as a store to count each server's chips against its ledger (the
conservation the store keeps at every commit), and only then renamed to the target, so a
failed backup never leaves a file that looks like one.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from cardroom.store._migrations import shipped
from cardroom.store.sqlite import SqliteStore

__all__ = ["BackupRefused", "BackupReport", "ServerChips", "back_up"]

BUSY_SECONDS = 10.0
"""How long the copy waits for a write lock it meets (a checkpoint, a migration)."""


class BackupRefused(Exception):
    """The backup was not made (or not kept): the message says why, for the operator."""


@dataclass(frozen=True, slots=True)
class ServerChips:
    """One server's chips in the backup, and what its ledger says they should be."""

    guild_id: int
    chips: int
    """Bankrolls, cash-table stacks and pots, prize pools and the house."""
    ledger: int

    @property
    def conserved(self) -> bool:
        """The chips are exactly what the ledger has recorded."""
        return self.chips == self.ledger


@dataclass(frozen=True, slots=True)
class BackupReport:
    """What :func:`back_up` wrote and found in it."""

    source: Path
    target: Path
    pages: int
    size: int
    """The backup's size in bytes."""
    seconds: float
    integrity: str
    """``PRAGMA integrity_check``'s verdict on the copy ("ok")."""
    servers: tuple[ServerChips, ...]

    @property
    def conserved(self) -> bool:
        """Every server's chips agree with its ledger."""
        return all(server.conserved for server in self.servers)


def _check_paths(source: Path, target: Path) -> None:
    """Refuse a source that isn't there or a target that can't be written as a new file.

    Raises:
        BackupRefused: Saying which path is wrong and how.
    """
    if not source.is_file():
        raise BackupRefused(f"there is no SQLite database at {source}")
    if target.exists():
        raise BackupRefused(f"{target} already exists; name a new file for the backup")
    if not target.parent.is_dir():
        raise BackupRefused(f"there is no folder {target.parent} to write the backup in")
    if not os.access(target.parent, os.W_OK):
        raise BackupRefused(f"the folder {target.parent} can't be written to")


def _copy(source: Path, copy: Path) -> tuple[int, str]:
    """Copy ``source`` to ``copy`` in one step of the online backup API; (pages, verdict).

    Raises:
        BackupRefused: ``source`` is not a SQLite database, or stayed locked too long.
    """
    try:
        with (
            closing(sqlite3.connect(source, timeout=BUSY_SECONDS)) as live,
            closing(sqlite3.connect(copy)) as out,
        ):
            live.backup(out)  # every page at once: one read transaction, one commit's state
            pages = int(out.execute("PRAGMA page_count").fetchone()[0])
            verdict = "\n".join(str(row[0]) for row in out.execute("PRAGMA integrity_check"))
    except sqlite3.DatabaseError as error:
        raise BackupRefused(f"could not copy {source}: {error}") from error
    return pages, verdict


def _servers_of(copy: Path) -> list[int]:
    """The servers that have chips or a ledger in the copy."""
    with closing(sqlite3.connect(copy)) as db:
        rows = db.execute(
            "SELECT guild_id FROM ledger UNION SELECT guild_id FROM bankrolls ORDER BY 1"
        ).fetchall()
    return [int(row[0]) for row in rows]


def _schema_of(copy: Path) -> int:
    """The last migration the copy records (0 for a file from before migrations were kept)."""
    with closing(sqlite3.connect(copy)) as db:
        try:
            row = db.execute("SELECT MAX(version) FROM schema_migrations").fetchone()
        except sqlite3.OperationalError:  # no such table
            return 0
    return int(row[0] or 0)


def _scratch_copy(copy: Path, scratch: Path) -> None:
    """Copy ``copy`` to ``scratch`` (the store may migrate the scratch one as it opens it)."""
    with closing(sqlite3.connect(copy)) as source, closing(sqlite3.connect(scratch)) as out:
        source.backup(out)


async def _count(copy: Path) -> tuple[ServerChips, ...]:
    """Each server's chips and ledger total in the copy, counted by the store's own queries.

    Opening a store brings a database to this code's schema; a copy from an older bot (a
    backup before an upgrade) is counted on a scratch copy, so the backup stays as it was.
    """
    guilds = _servers_of(copy)
    counted = copy
    if _schema_of(copy) < shipped("sqlite")[-1].number:
        counted = copy.with_name(copy.name + ".count")
        await asyncio.to_thread(_scratch_copy, copy, counted)
    servers = []
    try:
        async with await SqliteStore.open(counted) as store:
            for guild in guilds:
                chips = await store.total_chips(guild)
                servers.append(ServerChips(guild, chips, await store.ledger_total(guild)))
    finally:
        if counted != copy:
            _discard(*_partial_files(counted))
    return tuple(servers)


def _partial_files(partial: Path) -> tuple[Path, Path, Path]:
    """The copy under its temporary name, and the WAL files a store opened on it may leave."""
    return partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")


def _discard(*paths: Path) -> None:
    """Delete what is there of ``paths``."""
    for path in paths:
        path.unlink(missing_ok=True)


def _keep(partial: Path, target: Path) -> int:
    """Give the checked copy its name (the store's close checkpointed its WAL); its size."""
    _discard(*_partial_files(partial)[1:])
    partial.rename(target)
    return target.stat().st_size


async def back_up(source: Path, target: Path) -> BackupReport:
    """Copy the database at ``source`` to the new file ``target``, check it, count its chips.

    The copy runs in a thread, so a bot on the same event loop (tests) goes on meanwhile.
    A copy that fails its integrity check is deleted; one whose chips disagree with its
    ledger is kept (it is still the database as it was) and the report says so.

    Raises:
        BackupRefused: A bad path, a source that is no SQLite database (or not the bot's),
            or a damaged copy.
    """
    _check_paths(source, target)
    partial = target.with_name(f".{target.name}.partial")
    _discard(*_partial_files(partial))
    began = time.perf_counter()
    try:
        pages, verdict = await asyncio.to_thread(_copy, source, partial)
        seconds = time.perf_counter() - began
        if verdict != "ok":
            raise BackupRefused(f"the copy of {source} failed its integrity check: {verdict}")
        try:
            servers = await _count(partial)
        except sqlite3.DatabaseError as error:  # no ledger, say: some other program's file
            raise BackupRefused(f"{source} is not the bot's database: {error}") from error
        size = _keep(partial, target)
    except BaseException:
        _discard(*_partial_files(partial))
        raise
    return BackupReport(source, target, pages, size, seconds, verdict, servers)
