"""Claims on servers: in memory for SQLite, PostgreSQL advisory locks for several processes.

The advisory claims run against a real PostgreSQL (the test session's server, a fresh
database per test: ``tests/postgres_server.py``).
Two "processes" are two table services, each with its own claims connection, on one
database file: what one claims the other leaves alone, and a lost lock connection stops
that server's tables at once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import asyncpg
import pytest

from cardroom.claims import LocalClaims
from cardroom.errors import ServerElsewhere, ServerPaused
from cardroom.shards import ShardPlan, shard_of
from cardroom.store.advisory import APPLICATION_NAME, AdvisoryClaims, lock_key
from cardroom.tables import TableService, TableSettings
from tests.cardroom.tables_support import (
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    PLAYERS,
    SETTINGS,
    TOTAL,
    Room,
    cash_table,
    open_room,
    play_passively,
)

OTHER_GUILD = 2 << 22  # on shard 0 of 2 (GUILD = 1 is on shard 0 too: 1 >> 22 == 0)
SHARD_ONE_GUILD = (1 << 22) + 5  # on shard 1 of 2
OTHER_CHANNEL = 600


@pytest.fixture
async def claims(postgres_url: str) -> AsyncIterator[AdvisoryClaims]:
    """Advisory claims of one process, closed after the test."""
    async with await AdvisoryClaims.open(postgres_url, check_seconds=0.2) as opened:
        yield opened


@pytest.fixture
async def rival(postgres_url: str) -> AsyncIterator[AdvisoryClaims]:
    """Advisory claims of a second process on the same database."""
    async with await AdvisoryClaims.open(postgres_url, check_seconds=0.2) as opened:
        yield opened


async def _room_with(
    path: Path, claims: AdvisoryClaims, *, settings: TableSettings = SETTINGS
) -> Room:
    """A room on ``path`` whose service claims through ``claims``."""
    room = await open_room(path)
    service = TableService(room.store, clock=room.clock, settings=settings, claims=claims)
    service.set_listener(room.listen)
    room.service = service
    return room


# --- the key and the local claims ---------------------------------------------------------


def test_the_lock_key_is_the_guild_id_as_a_signed_bigint() -> None:
    assert lock_key(81384788765712384) == 81384788765712384
    assert lock_key((1 << 63) - 1) == (1 << 63) - 1
    assert lock_key(1 << 63) == -(1 << 63)


async def test_local_claims_always_succeed_and_are_forgotten_on_release() -> None:
    local = LocalClaims()
    assert not local.owns(GUILD)
    assert await local.claim(GUILD)
    assert local.owns(GUILD)
    await local.release(GUILD)
    assert not local.owns(GUILD)


# --- advisory locks on a real PostgreSQL -------------------------------------------------


async def test_a_claimed_server_cannot_be_claimed_by_another_process(
    claims: AdvisoryClaims, rival: AdvisoryClaims
) -> None:
    assert await claims.claim(GUILD)
    assert await claims.claim(GUILD)  # again: still ours, and the lock is not taken twice
    assert not await rival.claim(GUILD)
    assert not rival.owns(GUILD)
    assert await rival.claim(OTHER_GUILD)
    await claims.release(GUILD)
    assert not claims.owns(GUILD)
    assert await rival.claim(GUILD)
    assert not await claims.claim(GUILD)


async def test_the_lock_is_a_session_advisory_lock_on_the_guild_id(
    claims: AdvisoryClaims, postgres_url: str
) -> None:
    assert await claims.claim(SHARD_ONE_GUILD)
    observer = await asyncpg.connect(postgres_url)
    try:
        rows = await observer.fetch(
            "SELECT (classid::bigint << 32) | objid::bigint AS key FROM pg_locks"
            " WHERE locktype = 'advisory' AND objsubid = 1 AND granted AND database ="
            " (SELECT oid FROM pg_database WHERE datname = current_database())"
        )
    finally:
        await observer.close()
    assert SHARD_ONE_GUILD in {row["key"] for row in rows}


async def test_closing_the_claims_releases_every_lock(
    postgres_url: str, rival: AdvisoryClaims
) -> None:
    first = await AdvisoryClaims.open(postgres_url)
    assert await first.claim(GUILD)
    await first.close()
    assert await rival.claim(GUILD)
    assert not await first.claim(OTHER_GUILD)  # closed claims claim nothing


async def test_a_crashed_process_gives_its_servers_up(
    postgres_url: str, rival: AdvisoryClaims
) -> None:
    """The lock lives as long as the session: a terminated backend frees it."""
    first = await AdvisoryClaims.open(postgres_url)
    assert await first.claim(GUILD)
    killer = await asyncpg.connect(postgres_url)
    try:
        await killer.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_locks"
            " WHERE locktype = 'advisory' AND objid = $1::bigint::oid AND database ="
            " (SELECT oid FROM pg_database WHERE datname = current_database())",
            GUILD,
        )
    finally:
        await killer.close()
    for _ in range(50):
        if await rival.claim(GUILD):
            break
        await asyncio.sleep(0.05)
    assert rival.owns(GUILD)
    await first.close()


# --- the table service on claims and shards ----------------------------------------------


async def test_a_second_process_leaves_a_claimed_server_alone_and_says_why(
    tmp_path: Path,
    claims: AdvisoryClaims,
    rival: AdvisoryClaims,
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = tmp_path / "room.sqlite3"
    first = await _room_with(path, claims)
    second = await _room_with(path, rival, settings=replace(SETTINGS, reclaim_seconds=0.1))
    try:
        update = await cash_table(first)
        assert claims.owns(GUILD)
        with caplog.at_level(logging.WARNING, logger="cardroom.tables"):
            restored = await second.service.restore()
        assert restored == ()
        assert second.service.table_ids() == ()
        assert any(
            f"Server {GUILD} is claimed by another process" in record.getMessage()
            for record in caplog.records
        )
        # Its table waits there: verbs answer "paused", politely, and change nothing.
        with pytest.raises(ServerPaused):
            await second.service.sit_out(CHANNEL, PLAYERS[0])
        # Opening a table in that server from the second process is refused, politely.
        with pytest.raises(ServerElsewhere) as refused:
            await second.service.create(GUILD, OTHER_CHANNEL, HOST, CASH)
        assert refused.value.code == "server.elsewhere"
        assert [t.channel_id for t in await first.store.open_tables()] == [CHANNEL]
        # The first process plays on, for as long as the second keeps trying.
        await asyncio.sleep(0.3)
        update = await play_passively(first, update)
        assert not rival.owns(GUILD)
        assert await first.total() == TOTAL
        # When the first process stops, the second takes the server over with its table.
        await first.service.shutdown()
        await claims.close()
        for _ in range(100):  # until it runs there and the front desk was told
            if any(u.view.channel_id == CHANNEL for u in second.updates):
                break
            await asyncio.sleep(0.05)
        assert CHANNEL in second.service.table_ids()
        assert rival.owns(GUILD)
        assert (await second.service.view(CHANNEL)).hand_no == update.view.hand_no
        assert await second.total() == TOTAL
    finally:
        await second.close()
        await first.close()


async def test_a_server_freed_by_its_process_is_taken_with_its_tables(
    tmp_path: Path, claims: AdvisoryClaims, rival: AdvisoryClaims
) -> None:
    """The first table created in a server not yet claimed claims it and resumes the rest."""
    path = tmp_path / "room.sqlite3"
    first = await _room_with(path, claims)
    second = await _room_with(path, rival)
    try:
        update = await cash_table(first)
        await play_passively(first, update)
        await first.service.shutdown()
        await claims.close()  # the first process stops
        created = await second.service.create(GUILD, OTHER_CHANNEL, HOST, CASH)
        assert created.view.channel_id == OTHER_CHANNEL
        assert rival.owns(GUILD)
        assert set(second.service.table_ids()) == {CHANNEL, OTHER_CHANNEL}
        assert (await second.service.view(CHANNEL)).hand_no == update.view.hand_no
        assert await second.total() == TOTAL
    finally:
        await second.close()
        await first.store.close()


async def test_a_lost_lock_connection_stops_the_servers_tables_until_claimed_again(
    tmp_path: Path, claims: AdvisoryClaims, postgres_url: str
) -> None:
    room = await _room_with(
        tmp_path / "room.sqlite3", claims, settings=replace(SETTINGS, reclaim_seconds=0.1)
    )
    try:
        update = await cash_table(room)
        to_act = update.view.to_act
        assert to_act is not None
        killer = await asyncpg.connect(postgres_url)
        try:
            await killer.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_locks"
                " WHERE locktype = 'advisory' AND objid = $1::bigint::oid AND database ="
                " (SELECT oid FROM pg_database WHERE datname = current_database())",
                GUILD,
            )
        finally:
            await killer.close()
        # The watchdog notices; the table stops: no timer, its verbs answer "paused".
        for _ in range(100):
            if room.service.table_ids() == ():
                break
            await asyncio.sleep(0.05)
        assert room.service.table_ids() == ()
        with pytest.raises(ServerPaused) as paused:
            await room.service.view(CHANNEL)
        assert paused.value.code == "server.paused"
        # The reclaim loop takes the lock again and restores the table from the store.
        for _ in range(100):
            if CHANNEL in room.service.table_ids():
                break
            await asyncio.sleep(0.05)
        view = await room.service.view(CHANNEL)
        assert view.hand_no == update.view.hand_no
        assert view.to_act == to_act
        assert claims.owns(GUILD)
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_process_restores_only_the_servers_of_its_shards(tmp_path: Path) -> None:
    path = tmp_path / "room.sqlite3"
    room = await open_room(path)
    try:
        for guild in (GUILD, SHARD_ONE_GUILD):
            for user in (HOST, *PLAYERS):
                await room.store.balance(guild, user)
        await cash_table(room)
        await room.service.create(SHARD_ONE_GUILD, OTHER_CHANNEL, HOST, CASH)
        await room.service.shutdown()
        assert shard_of(GUILD, 2) == 0
        assert shard_of(SHARD_ONE_GUILD, 2) == 1
        local = LocalClaims()
        one = TableService(
            room.store,
            clock=room.clock,
            shards=ShardPlan(shard_count=2, shard_ids=(1,)),
            claims=local,
        )
        restored = await one.restore()
        assert [u.view.channel_id for u in restored] == [OTHER_CHANNEL]
        assert local.owns(SHARD_ONE_GUILD)
        assert not local.owns(GUILD)
        with pytest.raises(ServerElsewhere):
            await one.create(GUILD, CHANNEL + 1, HOST, CASH)
        await one.shutdown()
    finally:
        await room.store.close()


async def test_the_lock_session_names_itself(claims: AdvisoryClaims, postgres_url: str) -> None:
    """An operator finds the lock connection in pg_stat_activity by its name."""
    assert await claims.claim(GUILD)
    observer = await asyncpg.connect(postgres_url)
    try:
        count = await observer.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1"
            " AND datname = current_database()",
            APPLICATION_NAME,
        )
    finally:
        await observer.close()
    assert count == 1


def test_the_advisory_module_examples_hold() -> None:
    import doctest

    from cardroom.store import advisory

    assert doctest.testmod(advisory).failed == 0


async def test_closing_a_servers_last_table_gives_its_lock_up(
    tmp_path: Path, claims: AdvisoryClaims, rival: AdvisoryClaims
) -> None:
    """A server without tables holds no lock (PostgreSQL's lock table has limited room)."""
    room = await _room_with(tmp_path / "room.sqlite3", claims)
    try:
        await room.service.create(GUILD, CHANNEL, HOST, CASH)
        await room.service.create(GUILD, OTHER_CHANNEL, HOST, CASH)
        await room.service.close(CHANNEL, HOST)
        await asyncio.sleep(0.05)
        assert claims.owns(GUILD)  # one table still runs here
        await room.service.close(OTHER_CHANNEL, HOST)
        for _ in range(50):
            if not claims.owns(GUILD):
                break
            await asyncio.sleep(0.02)
        assert not claims.owns(GUILD)
        assert await rival.claim(GUILD)
        with pytest.raises(ServerElsewhere):
            await room.service.create(GUILD, CHANNEL, HOST, CASH)
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_an_unreachable_database_is_refused_at_open(tmp_path: Path) -> None:
    """The bot explains a ConnectionLost at start-up and exits 2 (see bot.main)."""
    from cardroom.store import ConnectionLost

    url = f"postgresql://nobody@/none?host={tmp_path}&port=1"
    with pytest.raises(ConnectionLost, match="lock connection"):
        await AdvisoryClaims.open(url)
