"""Clocks: the manual clock itself, and the action clock of the table service."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from cardroom.clock import Clock, ManualClock, SystemClock, TurnClock
from cardroom.views import Move, NoteKind, SeatState
from tests.cardroom.tables_support import (
    CASH,
    CHANNEL,
    GUILD,
    PLAYERS,
    START,
    TOTAL,
    Room,
    cash_table,
)

NO_BANK = replace(CASH, time_bank_seconds=0)


def test_both_clocks_are_clocks() -> None:
    assert isinstance(SystemClock(), Clock)
    assert isinstance(ManualClock(), Clock)


async def test_manual_clock_wakes_sleepers_in_order_only_when_advanced() -> None:
    clock = ManualClock(start=100.0)
    woke: list[tuple[str, float]] = []

    async def sleeper(name: str, seconds: float) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now()))

    tasks = [asyncio.create_task(sleeper("late", 20)), asyncio.create_task(sleeper("soon", 5))]
    await asyncio.sleep(0)
    assert clock.sleepers == 2
    assert clock.next_wake == 105.0
    await clock.advance(4)
    assert woke == []
    await clock.advance(16)
    assert woke == [("soon", 105.0), ("late", 120.0)]
    assert clock.now() == 120.0
    await asyncio.gather(*tasks)
    with pytest.raises(ValueError, match="backwards"):
        await clock.advance(-1)


async def test_manual_clock_sleep_of_zero_returns_at_once() -> None:
    clock = ManualClock()
    await asyncio.wait_for(clock.sleep(0), timeout=1)
    await asyncio.wait_for(clock.sleep(-3), timeout=1)
    assert clock.sleepers == 0


def test_turn_clock_uses_the_bank_only_after_the_clock() -> None:
    turn = TurnClock.start(now=0.0, clock_seconds=30, time_bank=20.0)
    assert turn.deadline == 50.0
    assert turn.remaining(45.0) == 5.0
    assert turn.remaining(60.0) == 0.0
    assert turn.bank_after(29.0) == 20.0
    assert turn.bank_after(38.0) == 12.0
    assert turn.bank_after(99.0) == 0.0


async def test_the_deadline_is_shown_and_a_reminder_comes_ten_seconds_before(room: Room) -> None:
    update = await cash_table(room, config=NO_BANK)
    start = room.clock.now()
    assert update.view.deadline == start + 30
    await room.tick(19)
    assert room.updates == []
    await room.tick(1)
    assert len(room.updates) == 1
    note = room.updates[0].notes[0]
    assert note.kind is NoteKind.REMINDER
    assert note.user_id == update.view.to_act
    assert note.amount == 10


async def test_expiry_folds_when_facing_a_bet(room: Room) -> None:
    update = await cash_table(room, config=NO_BANK)
    actor = update.view.to_act
    await room.tick(30)
    timed = room.updates[-1]
    assert timed.notes[0].kind is NoteKind.TIMED_OUT
    assert timed.notes[0].user_id == actor
    assert any(n.user_id == actor and n.text == "folds" for n in timed.notes)
    seat = timed.view.seat_of(actor or 0)
    assert seat is not None
    assert seat.state is SeatState.FOLDED
    assert timed.view.to_act != actor
    assert await room.total() == TOTAL


async def test_expiry_checks_when_checking_is_free(room: Room) -> None:
    update = await cash_table(room, config=NO_BANK)
    while update.view.street == "preflop":
        actor = update.view.to_act
        assert actor is not None
        assert update.view.legal is not None
        move = Move.CHECK if update.view.legal.can_check else Move.CALL
        update = await room.service.act(CHANNEL, actor, 1, move)
    assert update.view.street == "flop"
    actor = update.view.to_act
    await room.tick(30)
    timed = room.updates[-1]
    assert any(n.user_id == actor and n.text == "checks" for n in timed.notes)
    assert timed.view.street == "flop"
    assert timed.view.to_act != actor


async def test_acting_in_time_disarms_the_clock(room: Room) -> None:
    update = await cash_table(room, config=NO_BANK)
    actor = update.view.to_act
    assert actor is not None
    await room.tick(25)
    update = await room.service.act(CHANNEL, actor, 1, Move.CALL)
    assert update.view.deadline == room.clock.now() + 30
    reminders = len(room.updates)
    await room.tick(10)
    assert len(room.updates) == reminders, "the old deadline is gone"


async def test_the_time_bank_runs_after_the_clock_and_is_used_up(room: Room) -> None:
    update = await cash_table(room, config=replace(CASH, time_bank_seconds=20))
    actor = update.view.to_act
    assert actor is not None
    assert update.view.deadline == room.clock.now() + 50
    await room.tick(38)  # 8 seconds of the bank used
    update = await room.service.act(CHANNEL, actor, 1, Move.CALL)
    assert room.service.session(CHANNEL).table.time_banks[actor] == 12.0


async def test_two_timeouts_in_a_row_sit_a_player_out(room: Room) -> None:
    update = await cash_table(room, config=NO_BANK)
    sleeper = update.view.to_act
    assert sleeper is not None
    await room.tick(30)
    assert not any(n.kind is NoteKind.SAT_OUT for u in room.updates for n in u.notes)
    # let the others finish the hand by checking and calling, never the sleeper
    for _ in range(100):
        view = await room.service.view(CHANNEL)
        if not view.in_hand:
            break
        if view.to_act == sleeper:
            await room.tick(30)
            continue
        assert view.to_act is not None
        assert view.legal is not None
        move = Move.CHECK if view.legal.can_check else Move.CALL
        await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
    await room.tick(5)  # the next hand
    for _ in range(200):
        view = await room.service.view(CHANNEL)
        if any(n.kind is NoteKind.SAT_OUT for u in room.updates for n in u.notes):
            break
        if view.in_hand and view.to_act == sleeper:
            await room.tick(30)
        elif view.in_hand:
            assert view.to_act is not None
            assert view.legal is not None
            move = Move.CHECK if view.legal.can_check else Move.CALL
            await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
        else:
            await room.tick(5)
    sat = [n for u in room.updates for n in u.notes if n.kind is NoteKind.SAT_OUT]
    assert len(sat) == 1
    assert sat[0].user_id == sleeper
    timeouts = [n for u in room.updates for n in u.notes if n.kind is NoteKind.TIMED_OUT]
    assert [n.user_id for n in timeouts] == [sleeper, sleeper]
    # the rest of this hand is checked or folded for them, and the next deals them out
    for _ in range(100):
        view = await room.service.view(CHANNEL)
        if not view.in_hand:
            break
        assert view.to_act is not None
        assert view.to_act != sleeper
        assert view.legal is not None
        move = Move.CHECK if view.legal.can_check else Move.CALL
        await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
    await room.tick(5)
    dealt = room.updates[-1]
    assert dealt.notes[0].kind is NoteKind.HAND_STARTED
    assert sleeper not in {p.user_id for p in dealt.private}
    seat = dealt.view.seat_of(sleeper)
    assert seat is not None
    assert seat.state is SeatState.SITTING_OUT
    records = await room.store.table(room.service.session(CHANNEL).table.key)
    assert next(s for s in records.seats if s.user_id == sleeper).is_sitting_out
    assert await room.total() == TOTAL


async def test_a_timeout_after_acting_does_not_count_twice_in_a_row(room: Room) -> None:
    update = await cash_table(room, config=NO_BANK)
    sleeper = update.view.to_act
    assert sleeper is not None
    await room.tick(30)
    table = room.service.session(CHANNEL).table
    assert table.timeouts[sleeper] == 1
    table.timeouts[sleeper] = 1
    # acting in time resets the count (checked through the service's bookkeeping)
    for _ in range(100):
        view = await room.service.view(CHANNEL)
        if not view.in_hand:
            break
        assert view.to_act is not None
        assert view.legal is not None
        move = Move.CHECK if view.legal.can_check else Move.CALL
        await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
    await room.tick(5)
    for _ in range(100):
        view = await room.service.view(CHANNEL)
        if view.to_act == sleeper:
            assert view.legal is not None
            move = Move.CHECK if view.legal.can_check else Move.CALL
            await room.service.act(CHANNEL, sleeper, view.hand_no, move)
            break
        assert view.to_act is not None
        assert view.legal is not None
        move = Move.CHECK if view.legal.can_check else Move.CALL
        await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
    assert table.timeouts[sleeper] == 0
    assert set(PLAYERS) >= {sleeper}
    assert await room.store.balance(GUILD, sleeper) == START - 1000
