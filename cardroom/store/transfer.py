"""Moving a SQLite database into PostgreSQL: every row, the ids' sequences, then the chips checked.

:func:`copy_sqlite_to_postgres` is what ``python -m cardroom migrate-db SQLITE_PATH
POSTGRES_URL`` runs. The SQLite file is brought to the current schema first (the store's
migrations), and the PostgreSQL database must be empty: the store's tables are created
there, and a database that already holds any row is refused (:class:`TargetNotEmpty`),
so a second run never doubles the chips. The rows go over in one transaction, parents
before children, with asyncpg's COPY; then each id sequence is set past the largest id
copied, and every server's chips are counted on both sides: the totals must agree, and
on PostgreSQL the ledger must add up to them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Final, cast

from cardroom.store._postgres_adapter import PostgresConnection, translated
from cardroom.store.postgres import PostgresStore
from cardroom.store.sqlite import SqliteStore

__all__ = [
    "COPIED_TABLES",
    "Copied",
    "TargetNotEmpty",
    "TransferMismatch",
    "copy_sqlite_to_postgres",
]

log = logging.getLogger(__name__)

COPIED_TABLES: Final = (
    "tournaments",
    "tables",
    "tournament_entries",
    "seats",
    "hands",
    "hand_actions",
    "bankrolls",
    "stats",
    "ledger",
    "member_settings",
    "server_settings",
    "member_locales",
    "house",
    "server_robots",
    "hand_plays",
    "player_names",
    "mtt",
    "mtt_entries",
    "season_settings",
    "season_points",
)
"""Every table of the store's schema, parents before the tables that refer to them."""

_IDENTITIES: Final = ("tournaments", "tables", "ledger")
"""The tables whose ``id`` PostgreSQL numbers from a sequence."""


class TargetNotEmpty(RuntimeError):
    """The PostgreSQL database already holds rows: copying would mix two rooms."""


class TransferMismatch(RuntimeError):
    """After the copy, the two databases disagree (rows or chips)."""


@dataclass(frozen=True, slots=True)
class Copied:
    """What a copy moved."""

    rows: dict[str, int]
    """Rows per table."""
    guilds: int
    """Servers whose chips were checked."""

    @property
    def total(self) -> int:
        """All rows copied."""
        return sum(self.rows.values())


async def copy_sqlite_to_postgres(source: Path, target_url: str) -> Copied:
    """Copy the store at ``source`` into the empty PostgreSQL database at ``target_url``.

    Raises:
        TargetNotEmpty: The PostgreSQL database holds rows already.
        TransferMismatch: The copy doesn't match the source (nothing is left half done:
            the rows were copied in one transaction; drop the database and try again).
        RuntimeError: The SQLite schema has a table :data:`COPIED_TABLES` doesn't list.
    """
    sqlite = await SqliteStore.open(source)
    try:
        postgres = await PostgresStore.open(target_url)
        try:
            return await _copy(sqlite, postgres)
        finally:
            await postgres.close()
    finally:
        await sqlite.close()


async def _copy(sqlite: SqliteStore, postgres: PostgresStore) -> Copied:
    """The copy, between two open stores (both at the current schema)."""
    async with sqlite._read() as db:
        names = await db.fetch_all(
            "SELECT name FROM sqlite_schema WHERE type = 'table'"
            " AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'"
        )
        unknown = {str(row[0]) for row in names} - set(COPIED_TABLES)
        if unknown:
            raise RuntimeError(f"migrate-db doesn't know the tables {sorted(unknown)}")
        data = {}
        for table in COPIED_TABLES:
            info = await db.fetch_all(
                "SELECT name FROM pragma_table_info(?) ORDER BY cid", (table,)
            )
            columns = [str(row[0]) for row in info]
            rows = await db.fetch_all(
                f"SELECT {', '.join(columns)} FROM {table}"  # noqa: S608 - the schema's names
            )
            data[table] = (columns, [tuple(row) for row in rows])
    async with postgres._write() as target:
        for table in COPIED_TABLES:
            if await target.fetch_all(f"SELECT 1 FROM {table} LIMIT 1"):  # noqa: S608
                raise TargetNotEmpty(
                    f"The PostgreSQL database already holds rows (in {table}): migrate-db"
                    " copies into an empty database only. Create a new one (createdb), or"
                    " drop this one if it holds nothing you need."
                )
        conn = cast(PostgresConnection, target).conn
        for table, (columns, records) in data.items():
            if records:
                with translated():
                    await conn.copy_records_to_table(table, records=records, columns=columns)
        for table in _IDENTITIES:
            await target.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"  # noqa: S608
                f" COALESCE(MAX(id), 0) + 1, false) FROM {table}"
            )
    copied = {table: len(records) for table, (_, records) in data.items()}
    guilds = await _check(sqlite, postgres, copied)
    return Copied(copied, guilds)


async def _check(sqlite: SqliteStore, postgres: PostgresStore, copied: dict[str, int]) -> int:
    """Count rows and every server's chips on both sides; returns the servers checked."""
    async with postgres._read() as db:
        for table, count in copied.items():
            rows = await db.fetch_all(f"SELECT COUNT(*) FROM {table}")  # noqa: S608
            if int(rows[0][0]) != count:
                raise TransferMismatch(f"{table}: {count} rows copied, {rows[0][0]} arrived")
    async with sqlite._read() as db:
        guilds = [
            int(row[0])
            for row in await db.fetch_all(
                "SELECT guild_id FROM bankrolls UNION SELECT guild_id FROM tables"
                " UNION SELECT guild_id FROM tournaments UNION SELECT guild_id FROM ledger"
            )
        ]
    for guild in guilds:
        before = await sqlite.total_chips(guild)
        after = await postgres.total_chips(guild)
        ledger = await postgres.ledger_total(guild)
        if not before == after == ledger:
            raise TransferMismatch(
                f"server {guild}: {before} chips in SQLite, {after} in PostgreSQL,"
                f" whose ledger says {ledger}"
            )
    return len(guilds)
