"""Settings from the environment, and the polite stop when there is no token."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

import bot

ROOT = Path(__file__).resolve().parent.parent


def test_without_a_token_the_bot_explains_and_exits_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert "DISCORD_TOKEN" in proc.stderr
    assert ".env" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_settings_read_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "secret-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "x.sqlite3"))
    monkeypatch.setenv("DEV_GUILD_ID", "123")
    monkeypatch.setenv("STARTING_CHIPS", "500")
    monkeypatch.delenv("DAILY_CHIPS", raising=False)
    settings = bot.Settings.from_env(["--sync"])
    assert settings.token == "secret-token"
    assert settings.database_path == tmp_path / "x.sqlite3"
    assert settings.dev_guild_id == 123
    assert settings.starting_chips == 500
    assert settings.daily_chips == 1_000
    assert settings.sync_commands
    assert "secret-token" not in repr(settings)


def test_a_malformed_number_setting_is_refused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("STARTING_CHIPS", "lots")
    with pytest.raises(SystemExit, match="STARTING_CHIPS"):
        bot.Settings.from_env([])


def test_the_bot_runs_on_uvloop_where_it_is_installed() -> None:
    """The tables share one event loop; uvloop's, on every platform it has a wheel for."""
    import uvloop  # installed with the bot on this platform (see pyproject.toml)

    loop = bot.new_event_loop()
    try:
        assert isinstance(loop, uvloop.Loop)
        assert loop.run_until_complete(asyncio.sleep(0, result=7)) == 7
    finally:
        loop.close()


@pytest.mark.parametrize(
    ("count", "ids", "expected"),
    [
        ("", "", None),
        ("2", "0,1", ((0, 1), 2)),
        ("4", " 3 ", ((3,), 4)),
        ("3", "", ((0, 1, 2), 3)),
    ],
)
def test_the_shard_settings_choose_the_shards(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    count: str,
    ids: str,
    expected: tuple[tuple[int, ...], int] | None,
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SHARD_COUNT", count)
    monkeypatch.setenv("SHARD_IDS", ids)
    shards = bot.Settings.from_env([]).shards
    if expected is None:
        assert shards is None
    else:
        assert shards is not None
        assert (shards.shard_ids, shards.shard_count) == expected


@pytest.mark.parametrize(
    ("count", "ids", "says"),
    [
        ("2", "2", "the shards are 0 to 1"),
        ("2", "-1", "the shards are 0 to 1"),
        ("0", "", "SHARD_COUNT must be 1 or more"),
        ("two", "0", "SHARD_COUNT must be a whole number"),
        ("2", "0;1", "separated by commas"),
        ("", "0", "SHARD_IDS needs SHARD_COUNT"),
        ("2", "1,1", "names a shard twice"),
    ],
)
def test_bad_shard_settings_stop_the_bot_with_a_clear_message(
    tmp_path: Path, count: str, ids: str, says: str
) -> None:
    env = {**os.environ, "DISCORD_TOKEN": "x", "SHARD_COUNT": count, "SHARD_IDS": ids}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 2
    assert says in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not (tmp_path / "holdem.sqlite3").exists()  # it stopped before opening anything


def test_database_url_wins_over_database_path(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", "old.sqlite3")
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:hunter2@db.example/holdem")
    settings = bot.Settings.from_env([])
    assert settings.database.kind == "postgres"
    assert settings.database_path is None  # no lockfile, no SQLite checks
    assert "hunter2" not in repr(settings)
    assert settings.database.describe() == "PostgreSQL postgresql://bot:***@db.example/holdem"
    monkeypatch.setenv("DATABASE_URL", "sqlite:///new.sqlite3")
    assert bot.Settings.from_env([]).database_path == Path("new.sqlite3")
    monkeypatch.delenv("DATABASE_URL")
    assert bot.Settings.from_env([]).database_path == Path("old.sqlite3")
    monkeypatch.delenv("DATABASE_PATH")
    assert bot.Settings.from_env([]).database_path == Path("holdem.sqlite3")


def test_a_database_url_of_no_known_store_is_refused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", "mysql://bot@db/holdem")
    with pytest.raises(SystemExit, match="DATABASE_URL must start with"):
        bot.Settings.from_env([])
