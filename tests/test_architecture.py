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
    """The Store (the cardroom/store/ package) is the only code that talks to a database."""
    users = {
        p.relative_to(ROOT).as_posix()
        for pkg in ("holdem", "cardroom", "cogs")
        for p in (ROOT / pkg).rglob("*.py")
        if {"aiosqlite", "sqlite3", "asyncpg"} & _imports(p)
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
        "database": "DATABASE_URL",
        "dev_guild_id": "DEV_GUILD_ID",
        "log_level": "LOG_LEVEL",
        "starting_chips": "STARTING_CHIPS",
        "daily_chips": "DAILY_CHIPS",
        "shards": "SHARD_COUNT",
        "robot_pause": "ROBOT_PAUSE_SECONDS",
        "hand_pause": "HAND_PAUSE_SECONDS",
        "odds_processes": "ODDS_WORKERS",
        "runout_ms": "RUNOUT_MS",
        "ping_ms": "PING_MS",
    }
    also = {"SHARD_IDS"}  # the second half of `shards`
    fields = {f.name for f in dataclasses.fields(bot.Settings)} - {"sync_commands"}
    assert fields == set(env_names)
    assert keys == set(env_names.values()) | also | {"DATABASE_PATH"}  # DATABASE_URL's alias
    for i, line in enumerate(lines):
        if "=" in line and not line.startswith("#"):
            assert lines[i - 1].startswith("#"), f"{line} has no comment"


def test_ci_runs_the_readme_test_command() -> None:
    """.ci/run ends with exactly the test command the README gives a new user."""
    ci_lines = (ROOT / ".ci/run").read_text(encoding="utf-8").strip().splitlines()
    assert ci_lines[-1] in (ROOT / "README.md").read_text(encoding="utf-8")


def _runtime_imports(path: Path, package: str) -> set[str]:
    """The modules of ``package`` a file imports when it runs (not only to type-check).

    Imports inside ``if TYPE_CHECKING:`` are left out; imports inside functions count: a
    cycle dodged by importing late is still a cycle.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in names if name == package or name.startswith(package + ".")}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_the_card_room_has_no_import_cycle() -> None:
    """cardroom/'s modules import each other in one direction only (no cycle, even a late one)."""
    modules = {_module_name(path): path for path in _files("cardroom")}
    graph = {
        name: {dep for dep in _runtime_imports(path, "cardroom") if dep in modules and dep != name}
        for name, path in modules.items()
    }
    # A package's __init__ is imported by its own modules: only count edges into it from outside.
    for name, deps in graph.items():
        graph[name] = {dep for dep in deps if not name.startswith(dep + ".")}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, "import cycle: " + " -> ".join((*path, name))
        if name in done:
            return
        for dep in sorted(graph[name]):
            visit(dep, (*path, name))
        done.add(name)

    for name in sorted(graph):
        visit(name, ())


LEAVES = (
    "cardroom._dealing",
    "cardroom._settling",
    "cardroom._recovery",
    "cardroom._timers",
    "cardroom._preactions",
)
"""The table service's private parts: they compute and return, and call nothing back."""


@pytest.mark.parametrize("leaf", LEAVES)
def test_the_service_s_leaves_import_neither_the_service_nor_each_other(leaf: str) -> None:
    path = ROOT / (leaf.replace(".", "/") + ".py")
    imported = _runtime_imports(path, "cardroom")
    assert "cardroom.tables" not in imported
    assert not imported & (set(LEAVES) - {leaf}), imported


def test_no_private_attribute_of_aiosqlite_is_used() -> None:
    """The store uses aiosqlite's public API only (no _execute, _tx, _connection, ...)."""
    import aiosqlite

    private = {
        name
        for kind in (aiosqlite.Connection, aiosqlite.Cursor)
        for name in dir(kind)
        if name.startswith("_") and not name.startswith("__")
    }
    private |= {"_tx", "_connection", "_running", "_execute", "_conn", "_cursor"}
    used = []
    for path in _files("cardroom"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in private
                and not (isinstance(node.value, ast.Name) and node.value.id in {"self", "cls"})
            ):
                used.append(f"{path.name}:{node.lineno} .{node.attr}")
    assert not used, used
