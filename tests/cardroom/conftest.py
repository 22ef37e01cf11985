"""Fixtures shared by the card room's tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.cardroom.tables_support import Room, open_room


@pytest.fixture
async def room(tmp_path: Path) -> AsyncIterator[Room]:
    """A table service and store on a fresh SQLite file, closed after the test."""
    room = await open_room(tmp_path / "room.sqlite3")
    yield room
    await room.close()
