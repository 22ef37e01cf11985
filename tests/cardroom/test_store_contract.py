"""The store's contract is written once, in the Protocol (its size: tests/test_architecture.py)."""

from __future__ import annotations

import inspect

from cardroom.store._parts import StoreParts
from cardroom.store.postgres import PostgresStore
from cardroom.store.protocol import Store
from cardroom.store.sqlite import SqliteStore


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
