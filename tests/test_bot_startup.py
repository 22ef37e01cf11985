"""bot.py refuses to start, with a clear message and exit status 2, on a database it can't use."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import cast

from cardroom import lockfile
from cardroom.store import open_store
from cardroom.store._parts import StoreParts
from tests.cardroom.test_integrity import damage, make_database

ROOT = Path(__file__).resolve().parent.parent


def run_bot(database: Path | str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run bot.py with a token that is never used (it stops before it logs in).

    ``database`` is a SQLite file (``DATABASE_PATH``) or a ``DATABASE_URL``.
    """
    env = {
        **{k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "DATABASE_PATH"}},
        "DISCORD_TOKEN": "not-a-real-token",
        "DEV_GUILD_ID": "",
    }
    if isinstance(database, str):
        env["DATABASE_URL"] = database
    else:
        env["DATABASE_PATH"] = str(database)
    return subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_a_second_process_refuses_to_start(tmp_path: Path) -> None:
    database = tmp_path / "room.sqlite3"
    with lockfile.hold(database):
        proc = run_bot(database, tmp_path)
    assert proc.returncode == 2
    assert "Another bot process" in proc.stderr
    assert str(database) in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_damaged_database_stops_the_bot_with_advice(tmp_path: Path) -> None:
    database = make_database(tmp_path / "room.sqlite3")
    damage(database, page=20)
    before = database.read_bytes()
    proc = run_bot(database, tmp_path)
    assert proc.returncode == 2
    assert f"The database file {database} is damaged" in proc.stderr
    assert "backup" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert database.read_bytes() == before  # nothing was written into it


def test_a_file_that_is_not_a_database_stops_the_bot(tmp_path: Path) -> None:
    database = tmp_path / "room.sqlite3"
    database.write_bytes(b"not a database at all\n" * 300)
    proc = run_bot(database, tmp_path)
    assert proc.returncode == 2
    assert "is not a database" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_read_only_database_stops_the_bot(tmp_path: Path) -> None:
    database = make_database(tmp_path / "room.sqlite3", rows=10)
    database.chmod(0o444)
    try:
        proc = run_bot(database, tmp_path)
    finally:
        database.chmod(0o644)
    assert proc.returncode == 2
    assert "is read-only" in proc.stderr
    assert "Traceback" not in proc.stderr


async def _from_the_future(url: str) -> None:
    """Open the store at ``url``, then record a migration no code has yet."""
    async with await open_store(url) as opened:
        store = cast(StoreParts, opened)
        async with store._write() as db:
            await db.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                (99, "0099_from_the_future.sql", 0),
            )


def test_a_sqlite_database_newer_than_the_bot_stops_it(tmp_path: Path) -> None:
    database = tmp_path / "room.sqlite3"
    asyncio.run(_from_the_future("sqlite:///" + database.as_posix()))
    proc = run_bot(database, tmp_path)
    assert proc.returncode == 2
    assert "schema version 99" in proc.stderr
    assert "newer version of the bot" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_postgres_database_newer_than_the_bot_stops_it(tmp_path: Path, postgres_url: str) -> None:
    asyncio.run(_from_the_future(postgres_url))
    proc = run_bot(postgres_url, tmp_path)
    assert proc.returncode == 2
    assert "schema version 99" in proc.stderr
    assert "newer version of the bot" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_postgres_server_that_cannot_be_reached_stops_the_bot(tmp_path: Path) -> None:
    proc = run_bot("postgresql://holdem:pw-unseen@127.0.0.1:1/holdem", tmp_path)
    assert proc.returncode == 2
    assert "Cannot use the database" in proc.stderr
    assert "postgresql://holdem:***@127.0.0.1:1/holdem" in proc.stderr
    assert "pw-unseen" not in proc.stderr
    assert "Traceback" not in proc.stderr
