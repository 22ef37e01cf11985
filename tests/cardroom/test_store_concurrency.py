"""Simultaneous requests: one transaction at a time, each whole, no overdraw."""

from __future__ import annotations

import asyncio
from typing import cast

import pytest

from cardroom.errors import AlreadyClaimed, InsufficientChips, SeatTaken, StaleButton
from cardroom.models import TableKey
from cardroom.store import Store
from cardroom.store._parts import StoreParts
from tests.cardroom.store_support import GUILD, Reopen, assert_conserved

ALICE = 101


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
    """Saves arriving together all commit, each one whole."""
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
    """One bad save among simultaneous ones gets its own error; the others still commit."""
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


async def test_a_caller_cancelled_while_it_waits_for_the_store_writes_nothing(store: Store) -> None:
    await store.balance(GUILD, ALICE)
    first = asyncio.ensure_future(store.balance(GUILD, ALICE))  # in flight
    await asyncio.sleep(0)
    claim = asyncio.ensure_future(store.claim_daily(GUILD, ALICE))  # waits for its turn
    await asyncio.sleep(0)
    claim.cancel()
    assert await first == 1_000
    with pytest.raises(asyncio.CancelledError):
        await claim
    assert await store.balance(GUILD, ALICE) == 1_000
    await assert_conserved(store, 1_000)


async def test_a_closed_store_refuses_work_instead_of_hanging(reopen: Reopen) -> None:
    store = await reopen()
    await store.close()
    with pytest.raises(ValueError, match="connection"):
        await asyncio.wait_for(store.balance(GUILD, ALICE), 5)


async def test_saves_waiting_together_share_one_transaction(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The group commit: 24 saves asked for at once take one transaction, not 24."""
    tables = []
    for channel in range(12):
        table = await store.create_table(GUILD, channel, 1, config_json="{}")
        await store.sit(table.id, 100 + channel, 100)
        tables.append(table.id)
    groups: list[int] = []
    kind = type(cast(StoreParts, store))
    save_group = kind._save_group

    async def counted(db: object, group: list[object]) -> None:
        groups.append(len(group))
        await save_group(db, group)  # type: ignore[arg-type]

    monkeypatch.setattr(kind, "_save_group", staticmethod(counted))
    await asyncio.gather(
        *(store.save_progress(t, 1, hand_json="{}", stack_changes={0: -5}) for t in tables),
        *(store.save_state(t, '{"n": 1}') for t in tables),
    )
    assert groups == [24]  # all were waiting when the committer first ran
    for table_id in tables:
        record = await store.table(table_id)
        assert (record.pot, record.state_json, record.seats[0].stack) == (5, '{"n": 1}', 95)
