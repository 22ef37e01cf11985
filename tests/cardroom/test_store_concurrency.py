"""Simultaneous requests: one trip to the thread at a time, one transaction each, no overdraw."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from cardroom.errors import AlreadyClaimed, InsufficientChips, SeatTaken, StaleButton
from cardroom.models import TableKey
from cardroom.store import Store, _core
from tests.cardroom.store_support import GUILD, FakeClock, assert_conserved, open_store

ALICE = 101


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    async with await open_store(tmp_path / "room.db", clock) as opened:
        yield opened


async def test_fifty_simultaneous_daily_claims_pay_once(store: Store) -> None:
    results = await asyncio.gather(
        *(store.claim_daily(GUILD, ALICE) for _ in range(50)), return_exceptions=True
    )
    paid = [result for result in results if not isinstance(result, BaseException)]
    refused = [result for result in results if isinstance(result, AlreadyClaimed)]
    assert (len(paid), len(refused)) == (1, 49)
    assert await store.balance(GUILD, ALICE) == 1_250
    await assert_conserved(store, 1_250)


async def test_simultaneous_buy_ins_succeed_only_while_funds_last(store: Store) -> None:
    tables = [
        (await store.create_table(GUILD, channel, 1, config_json="{}")).id for channel in range(10)
    ]
    results = await asyncio.gather(
        *(store.sit(table, ALICE, 300) for table in tables), return_exceptions=True
    )
    seated = [result for result in results if not isinstance(result, BaseException)]
    refused = [result for result in results if isinstance(result, InsufficientChips)]
    assert (len(seated), len(refused)) == (3, 7)
    assert await store.balance(GUILD, ALICE) == 100
    await assert_conserved(store, 1_000)


async def test_many_players_race_for_one_seat(store: Store) -> None:
    table = (await store.create_table(GUILD, 1, 1, config_json="{}")).id
    results = await asyncio.gather(
        *(store.sit(table, user, 100, seat_no=4) for user in range(200, 220)),
        return_exceptions=True,
    )
    assert sum(not isinstance(result, BaseException) for result in results) == 1
    assert sum(isinstance(result, SeatTaken) for result in results) == 19
    assert len((await store.table(table)).seats) == 1
    await assert_conserved(store, 1_000)  # only the winner's bankroll was opened


async def test_readers_never_see_half_a_transfer(store: Store) -> None:
    table = (await store.create_table(GUILD, 1, 1, config_json="{}")).id
    await store.balance(GUILD, ALICE)
    seen: list[int] = []

    async def shuffle() -> None:
        for _ in range(20):
            await store.sit(table, ALICE, 250)
            await store.top_up(table, ALICE, 100)
            await store.leave(table, ALICE)

    async def watch() -> None:
        for _ in range(60):
            seen.append(await store.total_chips(GUILD))

    await asyncio.gather(shuffle(), watch(), watch())
    assert set(seen) == {1_000}
    await assert_conserved(store, 1_000)
    assert await store.integrity_check() == "ok"


async def seated_tables(store: Store, count: int) -> list[TableKey]:
    """``count`` tables with two players of 100 chips each (seats 0 and 1)."""
    tables = []
    for channel in range(count):
        table = (await store.create_table(GUILD, channel, 1, config_json="{}")).id
        await store.sit(table, 1_000 + 2 * channel, 100)
        await store.sit(table, 1_001 + 2 * channel, 100)
        tables.append(table)
    return tables


async def test_simultaneous_saves_of_many_tables_all_commit(store: Store) -> None:
    """Saves arriving together share transactions (group commit); each one lands whole."""
    tables = await seated_tables(store, 12)
    await asyncio.gather(
        *(store.save_progress(table, 1, hand_json="{}", stack_changes={0: -5}) for table in tables)
    )
    await asyncio.gather(
        *(
            store.save_progress(table, 1, hand_json='{"n": 2}', stack_changes={1: -10, 0: 0})
            for table in tables
        )
    )
    for table in tables:
        record = await store.table(table)
        assert (record.hand_no, record.pot, record.hand_json) == (1, 15, '{"n": 2}')
        assert [seat.stack for seat in record.seats] == [95, 90]
    await assert_conserved(store, 24_000)


async def test_a_refused_save_among_simultaneous_ones_changes_only_itself(store: Store) -> None:
    """One bad save in a batch gets its own error; the others still commit."""
    tables = await seated_tables(store, 6)
    hand_nos = [1, 1, 1, 1, 7, 1]  # table 4: a stale hand number
    changes = [-5, -5, -101, -5, -5, -5]  # table 2: more than the stack
    results = await asyncio.gather(
        *(
            store.save_progress(table, hand_no, hand_json="{}", stack_changes={0: change})
            for table, hand_no, change in zip(tables, hand_nos, changes, strict=True)
        ),
        return_exceptions=True,
    )
    assert isinstance(results[2], InsufficientChips)
    assert isinstance(results[4], StaleButton)
    assert [result for i, result in enumerate(results) if i not in {2, 4}] == [None] * 4
    for i, table in enumerate(tables):
        record = await store.table(table)
        expected = (0, 0, 100) if i in {2, 4} else (1, 5, 95)
        assert (record.hand_no, record.pot, record.seats[0].stack) == expected
    await assert_conserved(store, 12_000)


async def _counted_trips(store: Store, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of jobs of each trip to the thread from now on (the store opened first)."""
    trips: list[int] = []
    run_jobs = _core._run_jobs

    def counting(conn: sqlite3.Connection, works: list[Any]) -> list[tuple[bool, object]]:
        trips.append(len(works))
        return run_jobs(conn, works)

    monkeypatch.setattr(_core, "_run_jobs", counting)
    await store.balance(GUILD, ALICE)
    trips.clear()
    return trips


async def _held_trip(store: Store) -> tuple[asyncio.Future[int], threading.Event]:
    """A trip under way that ends (answering 7) when the event is set."""
    started, release = threading.Event(), threading.Event()

    def hold(conn: sqlite3.Connection) -> int:
        started.set()
        release.wait(10)
        return 7

    holding = asyncio.ensure_future(store._write(hold))
    assert await asyncio.to_thread(started.wait, 10)
    return holding, release


async def test_work_asked_during_a_trip_goes_together_in_the_next(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The thread takes everything asked for during a trip as its next: each its own answer."""
    trips = await _counted_trips(store, monkeypatch)
    holding, release = await _held_trip(store)  # everything below is asked for meanwhile
    waiting = [asyncio.ensure_future(store.claim_daily(GUILD, ALICE)) for _ in range(5)] + [
        asyncio.ensure_future(store.balance(GUILD, 999))
    ]
    await asyncio.sleep(0)  # every one of them is queued now
    release.set()
    results = await asyncio.gather(holding, *waiting, return_exceptions=True)
    assert trips == [1, 6]
    assert results[0] == 7
    assert sum(1 for r in results[1:6] if isinstance(r, AlreadyClaimed)) == 4
    assert results[6] == 1_000
    await assert_conserved(store, 2_250)


async def test_the_next_trip_waits_for_the_tasks_the_last_one_woke(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Answers land, the tasks they wake run and ask again, and only then does a trip leave.

    So what the woken tasks ask for next goes together, in one trip, instead of the thread
    racing the event loop for the GIL with a trip of whatever it finds first.
    """
    trips = await _counted_trips(store, monkeypatch)

    async def twice(user: int) -> int:
        await store.balance(GUILD, user)
        time.sleep(0.002)  # noqa: ASYNC251 - blocking on purpose: work that lets the GIL go
        return await store.balance(GUILD, user)

    holding, release = await _held_trip(store)
    players = [asyncio.ensure_future(twice(user)) for user in range(100, 105)]
    await asyncio.sleep(0)  # every first balance is queued now
    release.set()
    assert await asyncio.gather(holding, *players) == [7, *[1_000] * 5]
    assert trips == [1, 5, 5]


async def test_a_caller_cancelled_before_its_trip_writes_nothing(store: Store) -> None:
    await store.balance(GUILD, ALICE)
    first = asyncio.ensure_future(store.balance(GUILD, ALICE))  # in flight
    await asyncio.sleep(0)
    claim = asyncio.ensure_future(store.claim_daily(GUILD, ALICE))  # waits for the next trip
    await asyncio.sleep(0)
    claim.cancel()
    assert await first == 1_000
    with pytest.raises(asyncio.CancelledError):
        await claim
    assert await store.balance(GUILD, ALICE) == 1_000
    await assert_conserved(store, 1_000)


async def test_a_closed_store_refuses_work_instead_of_hanging(
    tmp_path: Path, clock: FakeClock
) -> None:
    store = await open_store(tmp_path / "closed.db", clock)
    await store.close()
    with pytest.raises(ValueError, match="closed"):
        await asyncio.wait_for(store.balance(GUILD, ALICE), 5)
