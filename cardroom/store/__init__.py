"""The card room's persistence and bank: the only package with SQL.

:class:`Store` (:mod:`cardroom.store.protocol`) is the interface the rest of the card room
uses; :class:`SqliteStore` (:mod:`cardroom.store.sqlite`) implements it on SQLite. Open one
with ``await SqliteStore.open(path)`` and use it as an async context manager.
"""

from __future__ import annotations

from cardroom.store._rows import Clock
from cardroom.store.protocol import Store
from cardroom.store.sqlite import SqliteStore

__all__ = ["Clock", "SqliteStore", "Store"]
