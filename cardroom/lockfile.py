"""One bot process per database: an OS file lock beside the database file.

Two processes on one SQLite file would both answer every interaction, and the players
would get contradictory replies. So the bot holds an exclusive lock on
``<database>.lock`` for as long as it runs (:func:`hold`), and a second process that
finds it taken refuses to start (:class:`DatabaseInUse`).

The lock is the operating system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows),
not the file's existence: it is released when the process ends, however it ends, so a
lock file left behind by a SIGKILL never blocks a restart. The file only says which
process held it last, for the message.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

__all__ = ["DatabaseInUse", "hold", "lock_path"]


class DatabaseInUse(Exception):
    """Another running process holds the database's lock."""

    def __init__(self, database: Path, holder: str) -> None:
        """Name the database and what the lock file says of its holder."""
        self.database = database
        self.holder = holder
        who = f" (process {holder})" if holder else ""
        super().__init__(
            f"Another bot process{who} is using the database {database}.\n"
            "Only one process may run on one database file: stop the other one first, "
            "or give this one its own DATABASE_PATH."
        )


def lock_path(database: Path) -> Path:
    """The lock file of ``database``: beside it, named after it.

    >>> lock_path(Path("data/holdem.sqlite3")).as_posix()
    'data/holdem.sqlite3.lock'
    """
    return database.with_name(database.name + ".lock")


def _try_lock(fd: int) -> bool:
    """Take the exclusive lock on ``fd`` without waiting; False if another process has it."""
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


@contextlib.contextmanager
def hold(database: Path) -> Iterator[Path]:
    """Hold the database's lock for the ``with`` block; yields the lock file's path.

    Raises:
        DatabaseInUse: Another running process holds it.
        OSError: The lock file cannot be created (its folder is missing or read-only).
    """
    path = lock_path(database)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if not _try_lock(fd):
            holder = os.read(fd, 32).decode(errors="replace").strip()
            raise DatabaseInUse(database, holder)
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        yield path
    finally:
        os.close(fd)  # closing the descriptor releases the lock
