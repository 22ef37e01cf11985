"""The PostgreSQL implementation of the card room's store (asyncpg, its public API only).

The same logic as :class:`~cardroom.store.sqlite.SqliteStore` (the store's shared parts,
:mod:`cardroom.store._parts`) on the PostgreSQL adapter
(:mod:`cardroom.store._postgres_adapter`): one connection, one :class:`asyncio.Lock` held
across each transaction, READ COMMITTED. Several processes may share the database (one per
group of Discord shards): each server's tables and bank calls are made by one process only,
so their transactions never wait on each other's rows. A connection that breaks is opened
again (see :mod:`cardroom.store._core`). Migrations are
``cardroom/migrations/postgres/NNNN_*.sql``, applied at :meth:`PostgresStore.open` under an
advisory lock, so that processes starting together apply each once.
"""

from __future__ import annotations

import asyncpg

from cardroom.models import BankRules
from cardroom.store._connection import Connection
from cardroom.store._migrations import migrate
from cardroom.store._parts import StoreParts
from cardroom.store._postgres_adapter import PostgresConnection, translated
from cardroom.store._rows import Clock, _utc_now

__all__ = ["APPLICATION_NAME", "MIGRATION_LOCK", "PostgresStore"]

APPLICATION_NAME = "holdem-host"
"""How the store's connections name themselves to the server (``pg_stat_activity``)."""

MIGRATION_LOCK = (0x686F6C64, 0)
"""The two-key advisory lock held while migrating ("hold"); two-key locks never collide
with the one-key locks of servers (their guild ids)."""


async def connect(url: str) -> PostgresConnection:
    """Open one connection to the database at ``url``."""
    with translated():
        conn = await asyncpg.connect(url, server_settings={"application_name": APPLICATION_NAME})
    return PostgresConnection(conn)


class PostgresStore(StoreParts):
    """The card room's database on PostgreSQL: bankrolls, tables, hands, stats, tournaments."""

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        rules: BankRules | None = None,
        clock: Clock = _utc_now,
    ) -> PostgresStore:
        """Connect to the database at ``url`` and apply new migrations.

        Args:
            url: A ``postgresql://user:password@host:port/database`` URL (libpq's form).
            rules: Starting grant and daily reward (defaults to :class:`BankRules`()).
            clock: The wall clock used for daily rewards and timestamps.

        Raises:
            SchemaTooNew: A newer version of the bot migrated the database.
        """

        async def reconnect() -> Connection:
            return await connect(url)

        connection = await connect(url)
        try:
            store = cls(connection, rules or BankRules(), clock, reconnect)
            await connection.execute("SELECT pg_advisory_lock(?, ?)", MIGRATION_LOCK)
            try:
                await migrate(connection, "postgres", now=store._now())
            finally:
                await connection.execute("SELECT pg_advisory_unlock(?, ?)", MIGRATION_LOCK)
        except BaseException:
            await connection.close()
            raise
        return store

    async def integrity_check(self) -> str:
        """Return "ok" when the server answers and the schema's migrations are recorded.

        PostgreSQL checks its own pages (with data checksums on, as ``initdb -k`` sets);
        this checks what the store depends on: the migrations it was opened with.
        """
        async with self._read() as db:
            rows = await db.fetch_all("SELECT COUNT(*) FROM schema_migrations")
        return "ok" if rows and int(rows[0][0]) > 0 else "no migrations recorded"
