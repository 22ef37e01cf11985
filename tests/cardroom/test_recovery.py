"""Crash recovery: a restarted service resumes every table where it was, or voids the hand."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardroom.views import Move, NoteKind
from tests.cardroom.tables_support import (
    ALICE,
    CHANNEL,
    GUILD,
    PLAYERS,
    START,
    Room,
    cash_table,
    open_room,
    play_passively,
    reopen,
)

TOTAL = START * 4


@pytest.fixture
async def room(tmp_path: Path):
    room = await open_room(tmp_path / "recovery.sqlite3")
    yield room
    await room.close()


async def _mid_hand(room: Room):
    """Deal, then raise and call so that chips sit in the pot on the flop."""
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    update = await room.service.act(CHANNEL, actor, 1, Move.RAISE, 40)
    for _ in range(2):
        actor = update.view.to_act
        assert actor is not None
        update = await room.service.act(CHANNEL, actor, 1, Move.CALL)
    assert update.view.street == "flop"
    return update


def _corrupt(path: Path, sql: str, params: tuple[object, ...] = ()) -> None:
    with sqlite3.connect(path) as db:
        db.execute(sql, params)


async def test_a_restart_resumes_the_hand_with_the_same_cards_and_clock(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "r.sqlite3")
    update = await _mid_hand(room)
    before = update.view
    cards = {user: (await room.service.my_cards(CHANNEL, user)).cards for user in PLAYERS}
    await room.tick(3)
    room = await reopen(room)
    try:
        with pytest.raises(Exception, match="no open table"):
            await room.service.view(CHANNEL)
        restored = await room.service.restore()
        assert len(restored) == 1
        assert restored[0].notes == ()
        view = await room.service.view(CHANNEL)
        assert view.hand_no == before.hand_no
        assert view.street == "flop"
        assert view.board == before.board
        assert view.to_act == before.to_act
        assert view.seats == before.seats
        assert view.deadline == before.deadline
        for user in PLAYERS:
            assert (await room.service.my_cards(CHANNEL, user)).cards == cards[user]
        assert await room.total() == TOTAL
        # the clock is re-armed: it runs out at the saved deadline
        await room.tick(before.deadline - room.clock.now() - 1 if before.deadline else 0)
        assert not any(n.kind is NoteKind.TIMED_OUT for u in room.updates for n in u.notes)
        await room.tick(1)
        assert any(n.kind is NoteKind.TIMED_OUT for u in room.updates for n in u.notes)
        update = await play_passively(room, room.updates[-1])
        assert not update.view.in_hand
        assert await room.total() == TOTAL
        stats = [await room.store.stats(GUILD, user) for user in PLAYERS]
        assert all(s.hands_played == 1 for s in stats)
    finally:
        await room.close()


async def test_a_restart_long_after_the_deadline_gives_a_grace(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "g.sqlite3")
    update = await _mid_hand(room)
    actor = update.view.to_act
    await room.close()
    await room.clock.advance(600)  # the bot was down for ten minutes
    room = await open_room(room.path, clock=room.clock, users=room.users)
    try:
        await room.service.restore()
        view = await room.service.view(CHANNEL)
        assert view.to_act == actor
        assert view.deadline == room.clock.now() + 15
        await room.tick(14)
        assert not any(n.kind is NoteKind.TIMED_OUT for u in room.updates for n in u.notes)
        await room.tick(1)
        assert any(n.kind is NoteKind.TIMED_OUT for u in room.updates for n in u.notes)
    finally:
        await room.close()


async def test_a_corrupted_hand_is_voided_with_every_chip_returned(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "c.sqlite3")
    update = await _mid_hand(room)
    button = next(s.seat for s in update.view.seats if s.is_button)
    await room.close()
    _corrupt(room.path, 'UPDATE tables SET hand_json = \'{"version": 1, "seats": [0]}\'')
    room = await open_room(room.path, clock=room.clock, users=room.users)
    try:
        assert await room.total() == TOTAL
        restored = await room.service.restore()
        assert restored[0].notes[0].kind is NoteKind.HAND_VOIDED
        view = await room.service.view(CHANNEL)
        assert not view.in_hand
        assert all(seat.stack == 1000 for seat in view.seats)
        assert await room.total() == TOTAL
        records = await room.store.hand_history(room.service._tables[CHANNEL].key, 5)
        assert records[0].outcome.value == "voided"
        await room.tick(5)
        dealt = room.updates[-1]
        assert dealt.view.hand_no == 2
        assert dealt.view.in_hand
        assert next(s.seat for s in dealt.view.seats if s.is_button) == button
    finally:
        await room.close()


async def test_a_lost_state_and_hand_are_voided_from_the_ledger(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "l.sqlite3")
    await _mid_hand(room)
    await room.close()
    _corrupt(room.path, "UPDATE tables SET hand_json = '[]', state_json = '{}'")
    room = await open_room(room.path, clock=room.clock, users=room.users)
    try:
        restored = await room.service.restore()
        assert restored[0].notes[0].kind is NoteKind.HAND_VOIDED
        view = await room.service.view(CHANNEL)
        assert all(seat.stack == 1000 for seat in view.seats)
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_hand_that_disagrees_with_the_stacks_is_voided(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "s.sqlite3")
    await _mid_hand(room)
    await room.close()
    # a stack the saved hand does not know about: the hand can't be trusted
    _corrupt(room.path, "UPDATE seats SET stack = stack + 1 WHERE user_id = ?", (ALICE,))
    _corrupt(room.path, "UPDATE bankrolls SET balance = balance - 1 WHERE user_id = ?", (ALICE,))
    room = await open_room(room.path, clock=room.clock, users=room.users)
    try:
        restored = await room.service.restore()
        assert restored[0].notes[0].kind is NoteKind.HAND_VOIDED
        assert not (await room.service.view(CHANNEL)).in_hand
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_restart_between_hands_deals_after_the_pause(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "b.sqlite3")
    update = await play_passively(room, await cash_table(room))
    assert not update.view.in_hand
    room = await reopen(room)
    try:
        await room.service.restore()
        await room.tick(5)
        dealt = room.updates[-1]
        assert dealt.view.hand_no == 2
        assert {p.user_id for p in dealt.private} == set(PLAYERS)
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_restore_twice_changes_nothing(room: Room) -> None:
    await cash_table(room)
    assert await room.service.restore() == ()
