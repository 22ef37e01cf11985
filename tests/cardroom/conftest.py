"""Fixtures shared by the card room's tests: the room, and the store of each implementation."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable
from pathlib import Path

import pytest

from cardroom.store import Store
from tests.cardroom.store_support import STORE_KINDS, FakeClock, Reopen, open_store, sqlite_url
from tests.cardroom.tables_support import Room, open_room


@pytest.fixture
async def room(tmp_path: Path) -> AsyncIterator[Room]:
    """A table service and store on a fresh SQLite file, closed after the test."""
    room = await open_room(tmp_path / "room.sqlite3")
    yield room
    await room.close()


@pytest.fixture
def clock() -> FakeClock:
    """The store's wall clock, moved by hand."""
    return FakeClock()


@pytest.fixture(params=STORE_KINDS)
def store_kind(request: pytest.FixtureRequest) -> str:
    """The store implementation under test: every store test runs once per kind."""
    return str(request.param)


@pytest.fixture
def store_url(store_kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """The test's fresh database of the implementation under test, as a URL."""
    if store_kind == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return sqlite_url(tmp_path)


@pytest.fixture
def reopen(store_url: str, clock: FakeClock) -> Reopen:
    """Open the test's database (again), with the implementation under test."""

    def opener() -> Awaitable[Store]:
        return open_store(store_url, clock)

    return opener


@pytest.fixture
async def store(reopen: Reopen) -> AsyncIterator[Store]:
    """A fresh store of each implementation, closed after the test."""
    opened = await reopen()
    async with opened:
        yield opened
