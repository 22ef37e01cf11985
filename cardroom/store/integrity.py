"""The database's health at start-up: writable, a database, and not damaged.

:func:`check` runs before the store opens the file. A read-only file, a file that is not
a SQLite database, or one whose pages are damaged would otherwise end in a raw traceback,
or worse, in a bot that answers "something went wrong" to every balance while it keeps
writing into the damaged file. The check finds which, and :class:`DatabaseFault` says so
in words an operator can act on (restore the file from a backup); the bot then exits
with status 2 and writes nothing.

``PRAGMA quick_check`` reads every page, which takes seconds on a big file; the check is
bounded by ``seconds`` (a progress handler interrupts it) and a check cut short is logged
and trusted as far as it got.
"""

from __future__ import annotations

import enum
import logging
import os
import sqlite3
import stat
import time
from pathlib import Path

__all__ = ["QUICK_CHECK_SECONDS", "DatabaseFault", "FaultKind", "check"]

log = logging.getLogger(__name__)

QUICK_CHECK_SECONDS = 10.0
"""Most seconds the start-up ``quick_check`` may take before it is cut short."""
_PROGRESS_STEPS = 10_000
"""SQLite virtual-machine steps between two looks at the clock."""


class FaultKind(enum.StrEnum):
    """What is wrong with the database file."""

    READ_ONLY = "read-only"
    NOT_A_DATABASE = "not a database"
    DAMAGED = "damaged"


_ADVICE = {
    FaultKind.READ_ONLY: (
        "The bot must write to it (and to its folder, for the -wal and -shm files). "
        "Make the file and its folder writable for the bot's user, or point DATABASE_PATH "
        "at a writable copy."
    ),
    FaultKind.NOT_A_DATABASE: (
        "DATABASE_PATH may name the wrong file. If it is the right one, restore it from a "
        "backup (see docs/DESIGN.md, Faults)."
    ),
    FaultKind.DAMAGED: (
        "The bot will not write into a damaged file. Stop, keep a copy of the damaged file, "
        "and restore the database from a backup (see docs/DESIGN.md, Faults)."
    ),
}


class DatabaseFault(Exception):
    """The database file cannot be used: read-only, not a database, or damaged."""

    def __init__(self, path: Path, kind: FaultKind, detail: str) -> None:
        """Name the file, what is wrong with it, and what SQLite said."""
        self.path = path
        self.kind = kind
        self.detail = detail
        super().__init__(f"The database file {path} is {kind.value}: {detail}\n{_ADVICE[kind]}")


def _write_bits(path: Path) -> bool:
    """Whether anyone may write the file (root ignores the bits, but they state intent)."""
    return bool(path.stat().st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def _check_writable(path: Path) -> None:
    folder = path.parent if str(path.parent) else Path()
    if path.exists() and (not os.access(path, os.W_OK) or not _write_bits(path)):
        raise DatabaseFault(path, FaultKind.READ_ONLY, "the file may not be written")
    if not os.access(folder, os.W_OK):
        raise DatabaseFault(path, FaultKind.READ_ONLY, f"its folder {folder} may not be written")


def _quick_check(conn: sqlite3.Connection, path: Path, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    conn.set_progress_handler(lambda: int(time.monotonic() > deadline), _PROGRESS_STEPS)
    try:
        rows = conn.execute("PRAGMA quick_check(20)").fetchall()
    except sqlite3.OperationalError as error:
        if "interrupt" not in str(error):
            raise
        log.warning(
            "The integrity check of %s was cut short after %.0f s (a big file); "
            "no damage was found in what it read",
            path,
            seconds,
        )
        return
    finally:
        conn.set_progress_handler(None, 0)
    verdict = [str(row[0]) for row in rows]
    if verdict != ["ok"]:
        raise DatabaseFault(path, FaultKind.DAMAGED, "; ".join(verdict[:3]))


def check(path: Path, *, seconds: float = QUICK_CHECK_SECONDS) -> None:
    """Check the database file before the store opens it; a missing file is fine.

    Raises:
        DatabaseFault: The file (or its folder) is read-only, is not a SQLite database,
            or fails ``PRAGMA quick_check``.
    """
    _check_writable(path)
    if not path.exists() or path.stat().st_size == 0:
        return
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=1.0)
    except sqlite3.OperationalError as error:
        raise DatabaseFault(path, FaultKind.READ_ONLY, str(error)) from None
    try:
        conn.execute("PRAGMA schema_version").fetchone()  # reads the header and schema
        _quick_check(conn, path, seconds)
    except sqlite3.DatabaseError as error:
        message = str(error)
        if "not a database" in message or "encrypted" in message:
            raise DatabaseFault(path, FaultKind.NOT_A_DATABASE, message) from None
        if "readonly" in message or "read-only" in message:
            raise DatabaseFault(path, FaultKind.READ_ONLY, message) from None
        if "locked" in message or "busy" in message:
            log.warning("The integrity check of %s was skipped: %s", path, message)
            return
        raise DatabaseFault(path, FaultKind.DAMAGED, message) from None
    finally:
        conn.close()
