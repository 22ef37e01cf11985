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
"""The session's private parts: they compute and return, and call nothing back."""


@pytest.mark.parametrize("leaf", LEAVES)
def test_the_session_s_leaves_import_neither_the_session_nor_each_other(leaf: str) -> None:
    """A leaf computes from what it is given: no session, room or other leaf behind it."""
    path = ROOT / (leaf.replace(".", "/") + ".py")
    imported = _runtime_imports(path, "cardroom")
    assert not imported & {"cardroom.tables", "cardroom.room", "cardroom.session"}
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


def _project_files() -> list[Path]:
    """Every module of the bot itself (not its tests): the layers and the entry point."""
    files = [p for pkg in ("holdem", "opponents", "cardroom", "cogs") for p in _files(pkg)]
    return [*files, ROOT / "bot.py", *sorted((ROOT / "benchmarks").glob("*.py"))]


def test_only_the_room_imports_the_session() -> None:
    """A table session is made and held by the room alone (or, later, a tournament's owner)."""
    importers = {
        path.relative_to(ROOT).as_posix()
        for path in _project_files()
        if "cardroom.session" in _runtime_imports(path, "cardroom")
        or "cardroom.session" in _typing_imports(path)
    }
    assert importers <= {"cardroom/room.py", "cardroom/session.py"}, importers


def _typing_imports(path: Path) -> set[str]:
    """Every ``from X import`` module of a file, imports for type checking included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module
    }


def test_the_session_imports_neither_the_room_nor_the_server_claims() -> None:
    """The session knows nothing of the registry or of which servers run here."""
    path = ROOT / "cardroom" / "session.py"
    imported = _runtime_imports(path, "cardroom") | _typing_imports(path)
    assert not imported & {"cardroom.room", "cardroom.claims", "cardroom.tables"}, imported


def _live_table_fields() -> set[str]:
    """The names of the live table's fields."""
    from cardroom._live_table import LiveTable

    return set(LiveTable.__dataclass_fields__)


_MUTATORS = {"add", "discard", "append", "extend", "update", "pop", "clear", "setdefault", "remove"}
_TABLE_METHODS = {
    "take_seating",
    "clear_hand",
    "unseat",
    "owes_on_sitting",
    "choose_posting",
    "load_state",
}


def _chain(node: ast.expr) -> tuple[list[str], ast.expr]:
    """The attribute names of ``a.b[c].d`` from the outside in, and its root.

    Only a chain that reaches a table (a name or attribute called ``table``, ``_table``,
    ``live``...) counts: the live table is never held under another name.
    """
    names: list[str] = []
    while isinstance(node, ast.Attribute | ast.Subscript):
        if isinstance(node, ast.Attribute):
            if "table" in node.attr or node.attr == "live":
                return names, node  # the table itself: the fields written are those above
            names.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name) and ("table" in node.id or node.id == "live"):
        return names, node
    return [], node


def _writes_of_a_table(tree: ast.AST, fields: set[str]) -> list[int]:
    """Lines that write a live table's field (or call one of its writing methods).

    A function that builds a table of its own (``LiveTable(...)``, ``LiveTable.from_record``)
    may fill it in: that is not the live table.
    """
    builders = {
        id(child)
        for func in ast.walk(tree)
        if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef)
        and "LiveTable" in ast.unparse(func).replace("-> LiveTable", "")
        and ("LiveTable(" in ast.unparse(func) or "LiveTable.from_record" in ast.unparse(func))
        for child in ast.walk(func)
    }
    lines = []
    for node in ast.walk(tree):
        if id(node) in builders:
            continue
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            names, root = _chain(node.func.value)
            method = node.func.attr
            mutates = method in _MUTATORS and bool(names) and names[-1] in fields
            writes = method in _TABLE_METHODS and not names and isinstance(root, ast.Name)
            mine = isinstance(root, ast.Name) and root.id in {"self", "cls"}
            if (mutates or writes) and not mine:
                lines.append(node.lineno)
            continue
        if not isinstance(node, ast.stmt):
            continue
        flat: list[ast.expr] = []
        for target in targets:
            flat += list(target.elts) if isinstance(target, ast.Tuple) else [target]
        for target in flat:
            if not isinstance(target, ast.Attribute | ast.Subscript):
                continue
            names, root = _chain(target)
            if isinstance(root, ast.Name) and root.id in {"self", "cls"}:
                continue
            if names and names[-1] in fields:
                lines.append(node.lineno)
    return sorted(set(lines))


def test_no_module_but_the_session_writes_the_live_table() -> None:
    """The live table's fields are written by its session (and its own methods) only.

    The leaves beside the session compute and return what changes; the session applies it.
    """
    fields = _live_table_fields()
    owners = {"cardroom/session.py", "cardroom/_live_table.py"}
    found = {}
    for path in _project_files():
        name = path.relative_to(ROOT).as_posix()
        if name in owners or not name.startswith(("cardroom/", "cogs/")):
            continue
        lines = _writes_of_a_table(ast.parse(path.read_text(encoding="utf-8")), fields)
        if lines:
            found[name] = lines
    assert not found, found


def test_the_table_write_check_sees_a_leaf_that_writes() -> None:
    """The check above would catch a leaf writing a table (so its silence means something)."""
    fields = _live_table_fields()
    leaf = (
        "def deal(table):\n"
        "    table.hand_no += 1\n"
        "    table.seats[2] = 7\n"
        "    table.bomb_votes.add(3)\n"
        "    table.fmt.places[3] = 1\n"
        "    table.clear_hand()\n"
        "    x.last_hand, table.rabbit_shown = None, False\n"
    )
    assert _writes_of_a_table(ast.parse(leaf), fields) == [2, 3, 4, 5, 6, 7]


MAX_CLASS_LINES = 900
MAX_CLASS_METHODS = 45
MAX_FUNCTION_LINES = 100
_BIG_BY_DESIGN = {("cardroom/store/protocol.py", "Store")}
"""The store's Protocol: the whole contract of the store, one method per verb, in one place."""


def _outgrown(tree: ast.AST, name: str, *, classes: bool) -> list[str]:
    """The classes (when ``classes``) and functions of one module too big to read at a sitting.

    A class is too big over :data:`MAX_CLASS_LINES` lines or :data:`MAX_CLASS_METHODS` methods
    of its own; a function (or method) over :data:`MAX_FUNCTION_LINES` lines, docstring in.
    """
    too_big = []
    for node in ast.walk(tree):
        size = (getattr(node, "end_lineno", 0) or 0) - getattr(node, "lineno", 0) + 1
        if isinstance(node, ast.ClassDef) and classes and (name, node.name) not in _BIG_BY_DESIGN:
            methods = [
                item
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
            ]
            if size > MAX_CLASS_LINES or len(methods) > MAX_CLASS_METHODS:
                too_big.append(f"{name}:{node.name} {size} lines, {len(methods)} methods")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and size > MAX_FUNCTION_LINES:
            too_big.append(f"{name}:{node.name} {size} lines")
    return too_big


def test_no_class_or_function_outgrows_a_reader() -> None:
    """No class over 900 lines or 45 methods in cardroom/ or cogs/; no function over 100 lines.

    Functions are measured in every layer (holdem/, opponents/, cardroom/, cogs/); classes in
    the card room and the desk, where one class once grew to own every concern (issue 22).
    """
    too_big = []
    for package in ("holdem", "opponents", "cardroom", "cogs"):
        for path in _files(package):
            name = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            too_big += _outgrown(tree, name, classes=package in {"cardroom", "cogs"})
    assert too_big == []


def test_the_size_check_sees_a_class_or_function_too_big() -> None:
    """The check above would catch a long function and a class of many methods."""
    long_function = "def f():\n" + "    x = 1\n" * MAX_FUNCTION_LINES
    many_methods = "class C:\n" + "".join(
        f"    def m{i}(self):\n        pass\n" for i in range(MAX_CLASS_METHODS + 1)
    )
    short = "def g():\n" + "    x = 1\n" * (MAX_FUNCTION_LINES - 1)
    assert _outgrown(ast.parse(long_function), "x.py", classes=True) == ["x.py:f 101 lines"]
    assert _outgrown(ast.parse(many_methods), "x.py", classes=True) == [
        f"x.py:C {2 * MAX_CLASS_METHODS + 3} lines, {MAX_CLASS_METHODS + 1} methods"
    ]
    assert _outgrown(ast.parse(many_methods), "x.py", classes=False) == []
    assert _outgrown(ast.parse(short), "x.py", classes=True) == []
    protocol = "class Store:\n" + "".join(
        f"    def m{i}(self):\n        pass\n" for i in range(MAX_CLASS_METHODS + 1)
    )
    assert _outgrown(ast.parse(protocol), "cardroom/store/protocol.py", classes=True) == []
