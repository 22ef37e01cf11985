"""What only the SQLite store promises: its PRAGMAs, STRICT tables and enforced foreign keys."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from cardroom.store import SqliteStore
from tests.cardroom.store_support import GUILD, RULES, FakeClock

ALICE = 101


def _created(path: Path) -> None:
    async def create() -> None:
        async with await SqliteStore.open(path, rules=RULES, clock=FakeClock()) as store:
            await store.balance(GUILD, ALICE)

    asyncio.run(create())


def test_pragmas_and_strict_tables(tmp_path: Path) -> None:
    path = tmp_path / "room.db"
    _created(path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        strict = {row[0] for row in db.execute("SELECT name FROM pragma_table_list WHERE strict")}
        assert {"bankrolls", "tables", "seats", "hands", "ledger", "stats"} <= strict
        assert {"hand_actions"} <= strict
        with pytest.raises(sqlite3.IntegrityError):
            db.execute("UPDATE bankrolls SET balance = -1")
        with pytest.raises(sqlite3.IntegrityError):
            db.execute("UPDATE bankrolls SET balance = 'lots'")


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    path = tmp_path / "room.db"
    _created(path)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA foreign_keys = ON")
        with pytest.raises(sqlite3.IntegrityError):
            db.execute(
                "INSERT INTO seats (table_id, seat_no, user_id, stack, seated_at)"
                " VALUES (999, 0, 1, 0, 0)"
            )
        with pytest.raises(sqlite3.IntegrityError):
            db.execute(
                "INSERT INTO hand_actions (table_id, hand_no, action_no, action_json)"
                " VALUES (999, 1, 0, '[]')"
            )


async def test_the_store_sets_synchronous_normal_on_its_connection(tmp_path: Path) -> None:
    """WAL with synchronous=NORMAL: a COMMIT writes the WAL and does not wait for a sync."""
    async with await SqliteStore.open(tmp_path / "room.db", rules=RULES) as store:
        assert await store.integrity_check() == "ok"
        # The PRAGMA is per connection: read it through the store's own transaction.
        async with store._read() as db:
            [row] = await db.fetch_all("PRAGMA synchronous")
        assert row[0] == 1  # NORMAL
