"""Whether a failure is the database being busy: another process holds its write lock.

A backup tool, a second bot or ``sqlite3`` in a shell may hold a write transaction for
seconds. The store waits ``busy_timeout`` for it (see :meth:`Store.open`), then gives up
with SQLite's "database is locked", and its transaction changes nothing. The front desk
asks :func:`is_busy` to tell the player "the bank is busy, try again" instead of
apologising for a bug; the ``sqlite3`` type stays inside the store.
"""

from __future__ import annotations

import sqlite3

__all__ = ["is_busy"]


def is_busy(error: BaseException) -> bool:
    """Whether ``error`` is SQLite's "database is locked" (or "busy") after its timeout.

    >>> is_busy(sqlite3.OperationalError("database is locked"))
    True
    >>> is_busy(sqlite3.OperationalError("no such table: seats"))
    False
    """
    if not isinstance(error, sqlite3.OperationalError):
        return False
    message = str(error).lower()
    return "database is locked" in message or "database is busy" in message
