"""The start-up check of the database file, on real files: read-only, not one, damaged."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from cardroom.store import integrity
from cardroom.store.integrity import DatabaseFault, FaultKind

PAGE = 4096


def make_database(path: Path, rows: int = 2000) -> Path:
    """A real SQLite file of many pages (a table and an index)."""
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA page_size = {PAGE}")
    conn.execute("CREATE TABLE bankroll (user_id INTEGER PRIMARY KEY, name TEXT, balance INT)")
    conn.execute("CREATE INDEX by_name ON bankroll (name)")
    conn.executemany(
        "INSERT INTO bankroll VALUES (?, ?, ?)",
        ((i, f"player-{i:06d}-" + "x" * 100, 1000 + i) for i in range(rows)),
    )
    conn.commit()
    conn.close()
    return path


def damage(path: Path, page: int) -> None:
    """Overwrite one whole page in the middle of the file with garbage."""
    with path.open("r+b") as file:
        file.seek(PAGE * (page - 1))
        file.write(bytes((i * 37) % 251 for i in range(PAGE)))


def test_a_healthy_database_passes(tmp_path: Path) -> None:
    integrity.check(make_database(tmp_path / "ok.sqlite3"))


def test_a_missing_database_passes(tmp_path: Path) -> None:
    integrity.check(tmp_path / "new.sqlite3")


def test_a_file_that_is_not_a_database_is_named(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"these are my poker notes, not a database\n" * 200)
    with pytest.raises(DatabaseFault) as caught:
        integrity.check(path)
    assert caught.value.kind is FaultKind.NOT_A_DATABASE
    assert str(path) in str(caught.value)
    assert "backup" in str(caught.value)


def test_a_damaged_page_is_found(tmp_path: Path) -> None:
    path = make_database(tmp_path / "damaged.sqlite3")
    damage(path, page=20)
    with pytest.raises(DatabaseFault) as caught:
        integrity.check(path)
    assert caught.value.kind is FaultKind.DAMAGED
    assert str(path) in str(caught.value)
    assert "restore the database from a backup" in str(caught.value)


def test_a_read_only_file_is_named(tmp_path: Path) -> None:
    path = make_database(tmp_path / "ro.sqlite3", rows=10)
    path.chmod(0o444)
    try:
        with pytest.raises(DatabaseFault) as caught:
            integrity.check(path)
    finally:
        path.chmod(0o644)
    assert caught.value.kind is FaultKind.READ_ONLY
    assert "read-only" in str(caught.value)


def test_the_check_is_bounded_in_time(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A check that runs out of time is cut short and logged, not waited for."""
    path = make_database(tmp_path / "big.sqlite3", rows=20_000)
    with caplog.at_level(logging.WARNING, logger="cardroom.store.integrity"):
        integrity.check(path, seconds=0.0)
    assert "cut short" in caplog.text
