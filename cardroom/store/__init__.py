"""The card room's persistence and bank: the only package with SQL.

:class:`Store` (:mod:`cardroom.store.protocol`) is the interface the rest of the card room
uses; :class:`SqliteStore` (:mod:`cardroom.store.sqlite`) implements it on SQLite and
:class:`PostgresStore` (:mod:`cardroom.store.postgres`) on PostgreSQL, both with the same
logic (:mod:`cardroom.store._parts`). Open the one a ``DATABASE_URL`` names with
``await open_store(url)`` (:mod:`cardroom.store.url`) and use it as an async context manager.
"""

from __future__ import annotations

from cardroom.store._connection import ConnectionLost
from cardroom.store._migrations import SchemaTooNew
from cardroom.store._rows import Clock
from cardroom.store.postgres import PostgresStore
from cardroom.store.protocol import Store
from cardroom.store.sqlite import SqliteStore
from cardroom.store.url import DatabaseUrl, open_store

__all__ = [
    "Clock",
    "ConnectionLost",
    "DatabaseUrl",
    "PostgresStore",
    "SchemaTooNew",
    "SqliteStore",
    "Store",
    "open_store",
]
