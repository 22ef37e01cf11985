"""A table session on its own: held at a hand boundary, and owned by something not the room."""

from __future__ import annotations

import json
import random
from pathlib import Path

from cardroom._formats import config_to_dict
from cardroom._live_table import LiveTable
from cardroom._odds import OddsCalculator
from cardroom._timers import Alarm, TableTimers
from cardroom.session import TableSession, TableStep
from cardroom.views import Move, TableUpdate
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    SETTINGS,
    TOTAL,
    Room,
    cash_table,
    open_room,
    play_passively,
)


async def test_a_held_table_deals_no_next_hand_until_released(room: Room) -> None:
    """hold() lets the hand in play finish, then the table waits; release() deals again."""
    update = await cash_table(room)
    session = room.service.session(CHANNEL)
    await session.hold()
    assert [session.held] == [True]
    update = await play_passively(room, update)
    assert not update.view.in_hand
    await room.tick(SETTINGS.pause_seconds * 4)
    assert not (await room.service.view(CHANNEL)).in_hand
    assert (await room.service.view(CHANNEL)).hand_no == 1
    await room.service.join(GUILD, CHANNEL, HOST, 500)  # seats change between hands
    released = await session.release()
    assert not session.held
    assert released.view.next_hand_at is not None
    await room.tick(SETTINGS.pause_seconds)
    view = await room.service.view(CHANNEL)
    assert view.in_hand
    assert view.hand_no == 2
    assert HOST in {seat.user_id for seat in view.seats}
    assert await room.total() == TOTAL


async def test_a_session_runs_a_table_without_the_room(tmp_path: Path) -> None:
    """A session takes its store, clock, timers and callbacks from whoever owns it."""
    room = await open_room(tmp_path / "own.sqlite3")
    told: list[TableUpdate] = []
    gone: list[tuple[TableStep, bool]] = []
    sessions: dict[int, TableSession] = {}

    async def ring(channel_id: int, alarm: Alarm) -> None:
        await sessions[channel_id].ring(alarm)

    async def notify(update: TableUpdate) -> None:
        told.append(update)

    timers = TableTimers(room.clock, ring)
    odds = OddsCalculator(processes=False)
    try:
        record = await room.store.create_table(
            GUILD, CHANNEL, HOST, config_json=json.dumps(config_to_dict(CASH)), max_seats=6
        )
        session = TableSession(
            LiveTable.from_record(record),
            store=room.store,
            clock=room.clock,
            settings=SETTINGS,
            rng_factory=lambda: random.Random(5),
            odds=odds,
            timers=timers,
            notify=notify,
            gone=lambda step, waiting: gone.append((step, waiting)),
        )
        sessions[CHANNEL] = session
        await session.begin(None)
        await session.join(GUILD, ALICE, 1000)
        await session.join(GUILD, BOB, 1000)
        update = await session.start(HOST)
        actor = update.view.to_act
        assert actor is not None
        update = await session.act(actor, update.view.hand_no, Move.FOLD)
        assert not update.view.in_hand  # heads-up: the fold ends the hand
        await room.clock.advance(SETTINGS.pause_seconds)
        await timers.idle()
        assert told  # the next deal went to the owner's notify
        assert told[-1].view.hand_no == 2
        await session.close(HOST)
        assert gone == [(session, False)]
        assert not session.is_open
        assert await room.total() == TOTAL
    finally:
        await timers.shutdown()
        odds.shutdown()
        await room.close()
