"""Shared pieces of the store tests: a clock the tests move by hand, and the store's opener.

Every store test takes its store from the ``store`` fixture (``tests/cardroom/conftest.py``),
which runs it once per implementation named in :data:`STORE_KINDS`, each on a fresh
database named by a URL (``store_url``): a SQLite file in the test's folder, or a new
database on the session's PostgreSQL server (:mod:`tests.postgres_server`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from cardroom.models import BankRules
from cardroom.store import Store
from cardroom.store import open_store as open_url

GUILD = 1
OTHER_GUILD = 2
RULES = BankRules(starting_chips=1_000, daily_chips=250)

STORE_KINDS = ("sqlite", "postgres")
"""The implementations of :class:`~cardroom.store.Store` every store test runs against."""


Reopen = Callable[[], Awaitable[Store]]
"""Opens the test's database again (a restart), with the same implementation and clock."""


class FakeClock:
    """A wall clock that only moves when told to."""

    def __init__(self) -> None:
        self.now = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


async def open_store(url: str, clock: FakeClock, rules: BankRules = RULES) -> Store:
    """Open (or open again) the test's database at ``url`` (``sqlite:///`` or ``postgresql://``)."""
    return await open_url(url, rules=rules, clock=clock)


def sqlite_url(folder: Path) -> str:
    """The URL of the test's SQLite file in ``folder``."""
    return "sqlite:///" + (folder / "room.db").as_posix()


async def assert_conserved(store: Store, expected: int, guild_id: int = GUILD) -> None:
    """The guild holds exactly ``expected`` chips, and the ledger agrees."""
    assert await store.total_chips(guild_id) == expected
    assert await store.ledger_total(guild_id) == expected
