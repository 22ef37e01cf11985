"""Migrations: numbered SQL files per database, and the table that records which ran.

The files are ``cardroom/migrations/<backend>/NNNN_<name>.sql`` (``sqlite`` and ``postgres``):
the same numbers on both, each the same change in its own dialect. At open, the store makes
sure ``schema_migrations`` exists, then applies every shipped file it doesn't list, in
order, each in one transaction with the row that records it. A database that lists a
migration newer than the code knows was written by a newer version of the bot: the store
refuses it (:class:`SchemaTooNew`) rather than guess what that version's tables mean.

SQLite databases from before the table recorded their version only in ``PRAGMA
user_version`` (which SQLite files still set last): such a database is taken to have run
migrations 1 to its ``user_version``, and they are written into the table.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from importlib import resources
from typing import Final

from cardroom.store._connection import Connection

__all__ = ["Migration", "SchemaTooNew", "migrate", "shipped"]

log = logging.getLogger(__name__)

_FILE_NAME: Final = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")

_CREATE_TABLE: Final = (
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)"
)


@dataclass(frozen=True, slots=True)
class Migration:
    """One shipped migration file."""

    number: int
    name: str
    script: str


class SchemaTooNew(RuntimeError):
    """The database ran migrations this code doesn't have: a newer bot wrote it."""

    def __init__(self, database: int, code: int) -> None:
        """Say both versions, and what to do."""
        super().__init__(
            f"The database is at schema version {database}, but this version of the bot knows"
            f" migrations up to {code} only. It was upgraded by a newer version of the bot:"
            " run that version (or a newer one), or restore a backup from before the upgrade."
        )
        self.database = database
        self.code = code


def shipped(backend: str) -> list[Migration]:
    """The migrations shipped for ``backend`` (``"sqlite"`` or ``"postgres"``), in order."""
    folder = resources.files("cardroom") / "migrations" / backend
    found = []
    for entry in folder.iterdir():
        match = _FILE_NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda migration: migration.number)
    numbers = [migration.number for migration in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"the {backend} migrations are not numbered 1 to N: {numbers}")
    return found


def _record(number: int, name: str, now: int) -> str:
    """The statement that records a migration (its name checked: it comes from a file name)."""
    if not re.fullmatch(r"[0-9a-z_.() -]+", name):  # pragma: no cover - file names match
        raise ValueError(f"unexpected migration name {name!r}")
    return (
        "INSERT INTO schema_migrations (version, name, applied_at)"  # noqa: S608 - checked
        f" VALUES ({int(number)}, '{name}', {int(now)});"
    )


async def migrate(db: Connection, backend: str, *, legacy_version: int = 0, now: int) -> int:
    """Apply the shipped migrations the database hasn't run; returns its schema version.

    Args:
        db: The store's connection, outside any transaction.
        backend: Which folder of migrations applies.
        legacy_version: The version a SQLite database recorded before the table existed.
        now: The time to record (Unix seconds).

    Raises:
        SchemaTooNew: The database ran a migration the code doesn't ship.
    """
    migrations = shipped(backend)
    await db.apply_script(_CREATE_TABLE + ";")
    rows = await db.fetch_all("SELECT version FROM schema_migrations ORDER BY version")
    applied = {int(row[0]) for row in rows}
    if not applied and legacy_version > 0:
        names = {migration.number: migration.name for migration in migrations}
        await db.apply_script(
            "\n".join(
                _record(number, names.get(number, "(recorded by user_version)"), now)
                for number in range(1, legacy_version + 1)
            )
        )
        applied = set(range(1, legacy_version + 1))
    newest = max(applied | {legacy_version}, default=0)
    if newest > len(migrations):
        raise SchemaTooNew(newest, len(migrations))
    for migration in migrations:
        if migration.number in applied:
            continue
        await db.apply_script(
            migration.script + "\n" + _record(migration.number, migration.name, now)
        )
        log.info("Applied migration %s/%s", backend, migration.name)
    return len(migrations)
