"""One process per database: the lock beside the file, and its release when a process dies."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardroom import lockfile
from cardroom.lockfile import DatabaseInUse

ROOT = Path(__file__).resolve().parents[2]
HOLDER = """
import sys, time
from pathlib import Path
from cardroom import lockfile
with lockfile.hold(Path(sys.argv[1])):
    print("held", flush=True)
    time.sleep(60)
"""


def start_holder(database: Path) -> subprocess.Popen[str]:
    """Another process that takes the lock and keeps it."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(database)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "held"
    return process


def test_a_second_holder_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "room.sqlite3"
    holder = start_holder(database)
    try:
        with pytest.raises(DatabaseInUse) as caught, lockfile.hold(database):
            pass
        assert str(holder.pid) in str(caught.value)
        assert str(database) in str(caught.value)
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_left_by_sigkill_never_blocks_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "room.sqlite3"
    holder = start_holder(database)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert lockfile.lock_path(database).exists()  # the file stays; the lock died
    with lockfile.hold(database) as path:
        assert path.read_text().strip() == str(os.getpid())


def test_the_lock_is_released_at_the_end_of_the_block(tmp_path: Path) -> None:
    database = tmp_path / "room.sqlite3"
    with lockfile.hold(database), pytest.raises(DatabaseInUse), lockfile.hold(database):
        pass
    with lockfile.hold(database):
        pass
