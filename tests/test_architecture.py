"""The dependency rule of the three layers, enforced by reading every import with ast."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _imports(path: Path) -> set[str]:
    """The top-level names of every module a file imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def _files(package: str) -> list[Path]:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"no Python files under {package}/"
    return files


@pytest.mark.parametrize("path", _files("holdem"), ids=lambda p: p.name)
def test_engine_imports_only_the_standard_library(path: Path) -> None:
    """holdem/ is a pure library: stdlib only, and none of the I/O or async parts of it."""
    forbidden = {"asyncio", "logging", "socket", "sqlite3", "subprocess", "threading"}
    allowed_in_cli = {"pathlib"}  # only `python -m holdem` reads files
    for name in _imports(path) - {"holdem", "__future__"}:
        assert name in sys.stdlib_module_names, f"{path.name} imports {name}"
        if not (path.name == "__main__.py" and name in allowed_in_cli):
            assert name not in forbidden, f"{path.name} imports {name}"


@pytest.mark.parametrize("path", _files("opponents"), ids=lambda p: p.name)
def test_opponents_import_only_the_standard_library_and_the_engine(path: Path) -> None:
    """opponents/ is pure like the engine: stdlib (no I/O parts) and holdem only."""
    forbidden = {"asyncio", "logging", "socket", "sqlite3", "subprocess", "threading", "os"}
    for name in _imports(path) - {"opponents", "holdem", "__future__"}:
        assert name in sys.stdlib_module_names, f"{path.name} imports {name}"
        assert name not in forbidden, f"{path.name} imports {name}"


@pytest.mark.parametrize("path", _files("cardroom"), ids=lambda p: p.name)
def test_card_room_never_imports_discord(path: Path) -> None:
    """cardroom/ speaks plain ids; Discord types stay in cogs/."""
    names = _imports(path)
    assert "discord" not in names
    assert "cogs" not in names


def test_only_the_store_holds_sql() -> None:
    """The Store (the cardroom/store/ package) is the only code that talks to SQLite."""
    users = {
        p.relative_to(ROOT).as_posix()
        for pkg in ("holdem", "cardroom", "cogs")
        for p in (ROOT / pkg).rglob("*.py")
        if {"aiosqlite", "sqlite3"} & _imports(p)
    }
    assert all(user.startswith("cardroom/store/") for user in users), users


def test_env_example_lists_every_setting() -> None:
    """Every Settings field is documented in .env.example with a comment above it."""
    import dataclasses

    import bot

    lines = (ROOT / ".env.example").read_text(encoding="utf-8").splitlines()
    keys = {line.split("=", 1)[0] for line in lines if "=" in line and not line.startswith("#")}
    env_names = {
        "token": "DISCORD_TOKEN",
        "database_path": "DATABASE_PATH",
        "dev_guild_id": "DEV_GUILD_ID",
        "log_level": "LOG_LEVEL",
        "starting_chips": "STARTING_CHIPS",
        "daily_chips": "DAILY_CHIPS",
    }
    fields = {f.name for f in dataclasses.fields(bot.Settings)} - {"sync_commands"}
    assert fields == set(env_names)
    assert keys == set(env_names.values())
    for i, line in enumerate(lines):
        if "=" in line and not line.startswith("#"):
            assert lines[i - 1].startswith("#"), f"{line} has no comment"


def test_ci_runs_the_readme_test_command() -> None:
    """.ci/run ends with exactly the test command the README gives a new user."""
    ci_lines = (ROOT / ".ci/run").read_text(encoding="utf-8").strip().splitlines()
    assert ci_lines[-1] in (ROOT / "README.md").read_text(encoding="utf-8")
