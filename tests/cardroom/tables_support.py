"""Shared pieces of the table-service tests: a room on a real SQLite file and a manual clock."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from cardroom.clock import ManualClock
from cardroom.models import BankRules
from cardroom.store import Store, open_store
from cardroom.store._parts import StoreParts
from cardroom.tables import TableService, TableSettings
from cardroom.views import Move, TableConfig, TableUpdate

GUILD = 1
CHANNEL = 500
HOST = 10
ALICE = 11
BOB = 12
CAROL = 13
STRANGER = 99
PLAYERS = (ALICE, BOB, CAROL)
START = 10_000
TOTAL = START * 4
"""Every chip in the guild of the default room: HOST and the three players' grants."""
RULES = BankRules(starting_chips=START, daily_chips=100)
SETTINGS = TableSettings(
    pause_seconds=5, reminder_seconds=10, restore_grace_seconds=15, odds_processes=False
)
CASH = TableConfig(small_blind=5, big_blind=10, min_buy_in=200, max_buy_in=2000, clock_seconds=30)


@dataclass
class Room:
    """A store and a table service on one database file, with the updates the listener got."""

    path: Path | str
    """The SQLite file, or a ``postgresql://`` URL."""
    clock: ManualClock
    store: Store
    service: TableService
    updates: list[TableUpdate] = field(default_factory=list)
    users: tuple[int, ...] = ()

    async def listen(self, update: TableUpdate) -> None:
        self.updates.append(update)

    async def tick(self, seconds: float) -> None:
        """Move the clock and wait until every table task has done what it woke up for."""
        await self.clock.advance(seconds)
        await self.service.idle()

    async def total(self) -> int:
        return await self.store.total_chips(GUILD)

    async def close(self) -> None:
        await self.service.shutdown()
        await self.store.close()


async def open_room(
    path: Path | str,
    *,
    seed: int = 7,
    clock: ManualClock | None = None,
    settings: TableSettings = SETTINGS,
    users: tuple[int, ...] = (HOST, *PLAYERS),
) -> Room:
    """Open a store and a service on ``path`` (a SQLite file, or a database's URL).

    Every user's bankroll is opened at once.
    """
    clock = clock or ManualClock()
    url = path if isinstance(path, str) else "sqlite:///" + path.as_posix()
    store = await open_store(
        url, rules=RULES, clock=lambda: datetime.fromtimestamp(clock.now(), UTC)
    )
    rng = random.Random(seed)
    service = TableService(
        store,
        clock=clock,
        rng_factory=lambda: random.Random(rng.getrandbits(64)),
        settings=settings,
    )
    room = Room(path, clock, store, service, users=users)
    service.set_listener(room.listen)
    for user in users:
        await store.balance(GUILD, user)
    return room


async def reopen(room: Room, *, seed: int = 99) -> Room:
    """Stop the service and the store, then open new ones on the same file (a restart)."""
    await room.close()
    return await open_room(room.path, seed=seed, clock=room.clock, users=room.users)


async def cash_table(
    room: Room,
    players: tuple[int, ...] = PLAYERS,
    *,
    config: TableConfig = CASH,
    buy_in: int = 1000,
    start: bool = True,
) -> TableUpdate:
    """Create a cash table, seat ``players`` and (by default) deal the first hand."""
    update = await room.service.create(GUILD, CHANNEL, HOST, config)
    for user in players:
        update = await room.service.join(GUILD, CHANNEL, user, buy_in)
    if start:
        update = await room.service.start(CHANNEL, HOST)
    return update


def passive_move(update: TableUpdate) -> Move:
    """Check when free, else call."""
    legal = update.view.legal
    assert legal is not None
    return Move.CHECK if legal.can_check else Move.CALL


async def play_passively(room: Room, update: TableUpdate) -> TableUpdate:
    """Check or call for whoever is to act until the hand is over."""
    hand_no = update.view.hand_no
    for _ in range(100):
        view = update.view
        if not view.in_hand or view.hand_no != hand_no:
            return update
        assert view.to_act is not None
        update = await room.service.act(CHANNEL, view.to_act, hand_no, passive_move(update))
    raise AssertionError("the hand did not end")


async def read_rows(store: Store, sql: str) -> list[tuple[Any, ...]]:
    """Rows read straight from the store's database (either kind), for checks below the API."""
    async with cast(StoreParts, store)._read() as db:
        return [tuple(row) for row in await db.fetch_all(sql)]
