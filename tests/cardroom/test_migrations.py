"""Migrations: the same numbers on both databases, recorded in a table; a newer one refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import cast

import pytest

from cardroom.store import SchemaTooNew, SqliteStore
from cardroom.store._migrations import shipped
from cardroom.store._parts import StoreParts
from tests.cardroom.store_support import GUILD, RULES, FakeClock, Reopen

ALICE = 101
MIGRATIONS = Path(__file__).resolve().parents[2] / "cardroom" / "migrations"


def test_both_databases_ship_the_same_numbered_migrations() -> None:
    sqlite = [(m.number, m.name) for m in shipped("sqlite")]
    postgres = [(m.number, m.name) for m in shipped("postgres")]
    assert [number for number, _ in sqlite] == list(range(1, len(sqlite) + 1))
    assert sqlite == postgres  # one change, one number, one name, in each dialect
    assert not list(MIGRATIONS.glob("*.sql")), "migrations go in sqlite/ and postgres/"


async def test_every_migration_is_recorded_once(reopen: Reopen) -> None:
    for _ in range(2):
        async with await reopen() as opened:
            store = cast(StoreParts, opened)
            async with store._read() as db:
                rows = await db.fetch_all(
                    "SELECT version, name FROM schema_migrations ORDER BY version"
                )
            assert [(row[0], row[1]) for row in rows] == [
                (m.number, m.name) for m in shipped("sqlite")
            ]


async def test_a_database_newer_than_the_code_is_refused(reopen: Reopen) -> None:
    async with await reopen() as opened:
        await opened.grant(GUILD, ALICE, 5)
        store = cast(StoreParts, opened)
        async with store._write() as db:
            await db.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (99, "0099_from_the_future.sql", 0),
            )
    newest = shipped("sqlite")[-1].number
    with pytest.raises(SchemaTooNew, match=rf"schema version 99.*up to {newest}") as refused:
        await reopen()
    assert "newer version of the bot" in str(refused.value)


def _legacy_database(path: Path, upto: int) -> None:
    """A SQLite file as the store wrote it before schema_migrations: user_version only."""
    with sqlite3.connect(path) as db:
        for migration in shipped("sqlite")[:upto]:
            db.executescript(migration.script)
        db.execute(
            "INSERT INTO bankrolls (guild_id, user_id, balance, created_at) VALUES (?, ?, ?, ?)",
            (GUILD, ALICE, 777, 0),
        )
        db.execute(
            "INSERT INTO ledger (guild_id, user_id, account, amount, reason, created_at)"
            " VALUES (?, ?, 'bankroll', 777, 'starting_grant', 0)",
            (GUILD, ALICE),
        )
    db.close()


@pytest.mark.parametrize("upto", [2, 5])
async def test_a_sqlite_file_from_before_the_table_keeps_opening(tmp_path: Path, upto: int) -> None:
    path = tmp_path / "old.sqlite3"
    _legacy_database(path, upto)
    async with await SqliteStore.open(path, rules=RULES, clock=FakeClock()) as store:
        assert await store.schema_version() == len(shipped("sqlite"))
        assert await store.balance(GUILD, ALICE) == 777
        assert await store.ledger_total(GUILD) == 777
        async with store._read() as db:
            rows = await db.fetch_all("SELECT version FROM schema_migrations ORDER BY version")
        assert [row[0] for row in rows] == list(range(1, len(shipped("sqlite")) + 1))
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == len(shipped("sqlite"))
    raw.close()


async def test_a_sqlite_file_whose_user_version_is_newer_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    _legacy_database(path, 5)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 42")
    db.close()
    with pytest.raises(SchemaTooNew, match="schema version 42"):
        await SqliteStore.open(path, rules=RULES)
