"""The store's contract is written once, in the Protocol, and its parts stay a readable size."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from cardroom.store._parts import StoreParts
from cardroom.store.postgres import PostgresStore
from cardroom.store.protocol import Store
from cardroom.store.sqlite import SqliteStore

STORE = Path(__file__).resolve().parents[2] / "cardroom" / "store"
MAX_CLASS_LINES = 900
MAX_CLASS_METHODS = 45
MAX_FUNCTION_LINES = 100


def _protocol_docs() -> dict[str, str]:
    """Each method the Protocol declares, with its docstring."""
    return {
        name: inspect.getdoc(member) or ""
        for name, member in vars(Store).items()
        if inspect.isfunction(member)
        and (not name.startswith("_") or name in ("__aenter__", "__aexit__"))
    }


def test_every_public_method_of_the_store_is_in_the_protocol_with_its_contract() -> None:
    declared = _protocol_docs()
    for store in (SqliteStore, PostgresStore):
        public = {
            name
            for name, member in inspect.getmembers(store, inspect.isfunction)
            if not name.startswith("_") or name in ("__aenter__", "__aexit__")
        }
        assert public <= set(declared), public - set(declared)
    assert all(doc.strip() for doc in declared.values())


def test_no_part_of_the_store_repeats_the_protocols_docstring() -> None:
    declared = _protocol_docs()
    copies = []
    for part in StoreParts.__mro__:
        if not part.__module__.startswith("cardroom.store."):
            continue
        for name, member in vars(part).items():
            doc = inspect.getdoc(member) if inspect.isfunction(member) else None
            if doc is not None and name in declared and doc == declared[name]:
                copies.append(f"{part.__name__}.{name}")
    for store in (SqliteStore, PostgresStore):
        for name, member in vars(store).items():
            if inspect.isfunction(member) and inspect.getdoc(member) == declared.get(name):
                copies.append(f"{store.__name__}.{name}")
    assert copies == []


def test_no_class_or_function_of_the_store_outgrows_a_reader() -> None:
    too_big = []
    for path in sorted(STORE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            size = (getattr(node, "end_lineno", 0) or 0) - getattr(node, "lineno", 0) + 1
            if isinstance(node, ast.ClassDef) and node.name != "Store":
                methods = [
                    item
                    for item in node.body
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                ]
                if size > MAX_CLASS_LINES or len(methods) > MAX_CLASS_METHODS:
                    too_big.append(f"{path.name}:{node.name} {size} lines {len(methods)} methods")
            elif (
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                and size > MAX_FUNCTION_LINES
            ):
                too_big.append(f"{path.name}:{node.name} {size} lines")
    assert too_big == []
