"""bot.py refuses to start, with a clear message and exit status 2, on a database it can't use."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cardroom import lockfile
from tests.cardroom.test_integrity import damage, make_database

ROOT = Path(__file__).resolve().parent.parent


def run_bot(database: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run bot.py with a token that is never used (it stops before it logs in)."""
    env = {
        **os.environ,
        "DISCORD_TOKEN": "not-a-real-token",
        "DATABASE_PATH": str(database),
        "DEV_GUILD_ID": "",
    }
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
