"""Shared pieces of the store tests: a clock the tests move by hand, and a store factory."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from cardroom.models import BankRules
from cardroom.store import Store

GUILD = 1
OTHER_GUILD = 2
RULES = BankRules(starting_chips=1_000, daily_chips=250)


class FakeClock:
    """A wall clock that only moves when told to."""

    def __init__(self) -> None:
        self.now = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


async def open_store(path: Path, clock: FakeClock, rules: BankRules = RULES) -> Store:
    """Open a store on a real SQLite file."""
    return await Store.open(path, rules=rules, clock=clock)


async def assert_conserved(store: Store, expected: int, guild_id: int = GUILD) -> None:
    """The guild holds exactly ``expected`` chips, and the ledger agrees."""
    assert await store.total_chips(guild_id) == expected
    assert await store.ledger_total(guild_id) == expected
