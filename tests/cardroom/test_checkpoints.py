"""The WAL checkpoints beside the writer: they copy every commit into the database file."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from cardroom.store import Store
from cardroom.store._checkpoints import FALLBACK_PAGES
from tests.cardroom.store_support import GUILD, RULES, FakeClock


def _bankrolls_in_the_file(path: Path) -> int | None:
    """Bankrolls in the database file itself, the WAL ignored (what checkpoints copied).

    None when the file does not even hold the schema yet (the migrations are in the WAL).
    """
    connection = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
    try:
        return int(connection.execute("SELECT COUNT(*) FROM bankrolls").fetchone()[0])
    except sqlite3.OperationalError:  # no such table
        return None
    finally:
        connection.close()


async def _checkpoints_until(store: Store, path: Path, expected: int) -> int:
    """Wait (at most two seconds) until the file holds ``expected`` bankrolls."""
    for _ in range(200):
        if _bankrolls_in_the_file(path) == expected:
            break
        await asyncio.sleep(0.01)
    assert store._checkpointer is not None
    return store._checkpointer.checkpoints


async def test_commits_reach_the_database_file_without_a_commit_checkpointing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "room.sqlite3"
    store = await Store.open(path, rules=RULES, clock=FakeClock(), checkpoint_every=0.02)
    try:
        assert await store._read(
            lambda c: c.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
        ) == (FALLBACK_PAGES)
        for user in range(1, 31):
            await store.bankroll(GUILD, user)  # opens it: one committed write each
        assert await _checkpoints_until(store, path, 30) > 0
        assert _bankrolls_in_the_file(path) == 30
        checkpointer = store._checkpointer
        assert checkpointer is not None
    finally:
        await store.close()
    assert store._checkpointer is None
    assert checkpointer._task.done()  # stopped with the store
    assert _bankrolls_in_the_file(path) == 30


async def test_without_a_checkpointer_commits_stay_in_the_wal(tmp_path: Path) -> None:
    path = tmp_path / "room.sqlite3"
    store = await Store.open(path, rules=RULES, clock=FakeClock(), checkpoint_every=None)
    try:
        assert store._checkpointer is None
        for user in range(1, 6):
            await store.bankroll(GUILD, user)
        await asyncio.sleep(0.05)
        # SQLite's own checkpoint waits for 1,000 pages: all of it is still in the WAL.
        assert _bankrolls_in_the_file(path) is None
        assert await store.total_chips(GUILD) == 5 * RULES.starting_chips
    finally:
        await store.close()
