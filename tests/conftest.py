"""Fixtures for every test folder, e2e included: a real PostgreSQL server and fresh databases.

They live in :mod:`tests.postgres_server`: ``postgres_server`` (the session's server) and
``postgres_url`` (a fresh database per test). The collection hook puts the longest tests
first, so that under pytest-xdist no worker starts a three-minute soak when the others are
done.
"""

from __future__ import annotations

import pytest

from tests.postgres_server import postgres_server, postgres_url

__all__ = ["postgres_server", "postgres_url"]


def _rank(item: pytest.Item) -> int:
    """The soak first, then the end-to-end tests, then the rest (long before short)."""
    if item.get_closest_marker("soak") is not None:
        return 0
    if item.get_closest_marker("e2e") is not None:
        return 1
    return 2


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Order the run longest first (a stable sort: each file keeps its own order)."""
    items.sort(key=_rank)
