"""What only the PostgreSQL store must survive: a backend killed, a row held by another process.

The server ends a connection with ``pg_terminate_backend`` (as a restart, a failover or an
operator would). A connection found broken before a transaction begins is replaced and the
call goes through; one broken during a transaction rolls it back whole and the caller hears
"the bank is busy" (:class:`~cardroom.errors.BankBusy`); hand saves (the group commit) are
made again on a new connection.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import asyncpg
import pytest

from cardroom.errors import BankBusy
from cardroom.store import PostgresStore
from cardroom.store.postgres import APPLICATION_NAME, connect
from tests.cardroom.store_support import GUILD, RULES, FakeClock, assert_conserved

ALICE, BOB = 101, 102


@pytest.fixture
async def pg(
    postgres_url: str,
) -> AsyncIterator[tuple[PostgresStore, asyncpg.Connection, str]]:
    """A store, a second connection that plays another process, and the database's URL."""
    store = await PostgresStore.open(postgres_url, rules=RULES, clock=FakeClock())
    other = await asyncpg.connect(postgres_url)
    try:
        yield store, other, postgres_url
    finally:
        await other.close()
        await store.close()


async def kill_the_store(other: asyncpg.Connection, *, waiting: bool = False) -> int:
    """Terminate the store's backend (once it waits for a lock, if ``waiting``); how many."""
    query = (
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
        " WHERE application_name = $1 AND datname = current_database()"
        " AND (NOT $2 OR wait_event_type = 'Lock')"
    )
    for _ in range(500):
        killed = len(await other.fetch(query, APPLICATION_NAME, waiting))
        if killed or not waiting:
            return killed
        await asyncio.sleep(0.01)
    raise AssertionError("the store never waited for the lock")


async def test_a_connection_killed_between_calls_is_replaced(pg) -> None:
    store, other, _ = pg
    assert await store.balance(GUILD, ALICE) == 1_000
    assert await kill_the_store(other) == 1
    await asyncio.sleep(0.1)  # the server's goodbye reaches the store's socket
    assert await store.grant(GUILD, ALICE, 50) == 1_050
    assert await store.balance(GUILD, ALICE) == 1_050
    await assert_conserved(store, 1_050)


async def test_a_connection_killed_inside_a_transaction_changes_nothing(pg) -> None:
    store, other, url = pg
    await store.balance(GUILD, ALICE)
    table = await store.create_table(GUILD, 5, ALICE, config_json="{}")
    # Another process holds the table's row: the buy-in debits the bankroll, then waits.
    locker = other.transaction()
    await locker.start()
    await other.execute("SELECT * FROM tables WHERE id = $1 FOR UPDATE", table.id)
    sit = asyncio.create_task(store.sit(table.id, ALICE, 300))
    killer = await asyncpg.connect(url)
    try:
        assert await kill_the_store(killer, waiting=True) == 1
    finally:
        await killer.close()
    with pytest.raises(BankBusy) as refused:
        await sit
    assert refused.value.code == "fault.bank_busy"
    await locker.rollback()
    # Nothing of the buy-in was kept: not the debit, not the seat, not a ledger row.
    assert await store.balance(GUILD, ALICE) == 1_000
    assert (await store.table(table.id)).seats == ()
    await assert_conserved(store, 1_000)
    seat = await store.sit(table.id, ALICE, 300)  # and the store works again
    assert seat.stack == 300
    await assert_conserved(store, 1_000)


async def test_hand_saves_cut_off_by_a_killed_connection_are_made_again(pg) -> None:
    store, other, url = pg
    tables = []
    for channel in range(4):
        table = await store.create_table(GUILD, 10 + channel, ALICE, config_json="{}")
        await store.sit(table.id, 200 + channel, 100)
        tables.append(table.id)
    locker = other.transaction()
    await locker.start()
    await other.execute("SELECT * FROM tables WHERE id = $1 FOR UPDATE", tables[0])
    saves = asyncio.gather(
        *(store.save_progress(t, 1, hand_json="{}", stack_changes={0: -5}) for t in tables)
    )
    killer = await asyncpg.connect(url)
    try:
        assert await kill_the_store(killer, waiting=True) == 1
    finally:
        await killer.close()
    await asyncio.sleep(0.05)
    await locker.rollback()
    await saves  # each made again on a new connection
    for table_id in tables:
        record = await store.table(table_id)
        assert (record.hand_no, record.pot, record.seats[0].stack) == (1, 5, 95)
    await assert_conserved(store, 4_000)


async def test_a_server_that_stays_away_makes_the_bank_busy(postgres_url: str) -> None:
    store = await PostgresStore.open(postgres_url, rules=RULES, clock=FakeClock())
    await store.balance(GUILD, BOB)
    # The server is down: every new connection is refused.
    store._connect = lambda: connect("postgresql://nobody@127.0.0.1:1/none")
    other = await asyncpg.connect(postgres_url)
    try:
        await kill_the_store(other)
    finally:
        await other.close()
    await asyncio.sleep(0.1)
    with pytest.raises(BankBusy):
        await store.grant(GUILD, BOB, 10)
    await store.close()


async def test_a_deadlock_with_another_process_is_refused_whole(pg) -> None:
    """The server breaks a deadlock by rolling the store's transaction back: bank is busy."""
    store, other, _ = pg
    await store.balance(GUILD, ALICE)
    table = await store.create_table(GUILD, 6, ALICE, config_json="{}")
    # The other process waits long before it looks for deadlocks: the store's backend
    # finds this one first (after its default second) and is the one rolled back.
    await other.execute("SET deadlock_timeout = '20s'")
    locker = other.transaction()
    await locker.start()
    await other.execute("SELECT * FROM tables WHERE id = $1 FOR UPDATE", table.id)
    sit = asyncio.create_task(store.sit(table.id, ALICE, 300))  # debits, then waits
    for _ in range(500):
        waiting = await other.fetchval(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE application_name = $1"
            " AND wait_event_type = 'Lock' AND datname = current_database()",
            APPLICATION_NAME,
        )
        if waiting:
            break
        await asyncio.sleep(0.01)
    # ... and now the other process wants the bankroll the store's transaction holds.
    grab = asyncio.create_task(
        other.execute(
            "UPDATE bankrolls SET balance = balance WHERE guild_id = $1 AND user_id = $2",
            GUILD,
            ALICE,
        )
    )
    with pytest.raises(BankBusy):
        await sit
    await grab
    await locker.rollback()
    assert await store.balance(GUILD, ALICE) == 1_000
    assert (await store.table(table.id)).seats == ()
    await assert_conserved(store, 1_000)
