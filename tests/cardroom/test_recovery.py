"""Crash recovery: a restarted service resumes every table where it was, or voids the hand."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from cardroom.models import TournamentStatus
from cardroom.session import TableSession
from cardroom.tables import TableSettings
from cardroom.views import GameKind, Move, NoteKind, TableConfig, TableUpdate, TableView
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CHANNEL,
    GUILD,
    HOST,
    PLAYERS,
    SETTINGS,
    TOTAL,
    Room,
    cash_table,
    open_room,
    passive_move,
    play_passively,
    reopen,
)

HEADS_UP = TableConfig(game=GameKind.HEADS_UP)
SNG = TableConfig(game=GameKind.TOURNAMENT, small_blind=10, big_blind=20, min_buy_in=300, seats=3)


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


def _corrupt(path: Path | str, sql: str, params: tuple[object, ...] = ()) -> None:
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
        records = await room.store.hand_history(room.service.session(CHANNEL).table.key, 5)
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


async def _restart_mid_hand(room: Room, settings: TableSettings) -> tuple[Room, TableView]:
    """Stop the room mid-hand and start it again; returns the new room and the view before."""
    before = await room.service.view(CHANNEL)
    assert before.in_hand
    cards = {u: (await room.service.my_cards(CHANNEL, u)).cards for u in before_users(before)}
    await room.tick(3)
    await room.close()
    room = await open_room(room.path, seed=5, clock=room.clock, settings=settings, users=room.users)
    restored = await room.service.restore()
    assert len(restored) == 1
    view = await room.service.view(CHANNEL)
    assert view == before  # seats, stacks, bets, board, turn, moment, clock, blinds, status
    for user, mine in cards.items():
        assert (await room.service.my_cards(CHANNEL, user)).cards == mine
    assert await room.total() == TOTAL
    return room, before


def before_users(view: TableView) -> list[int]:
    return [s.user_id for s in view.seats if s.in_hand]


async def _play_on(room: Room, update: TableUpdate) -> TableUpdate:
    """Check or call through hands (and the pauses) until the table closes."""
    for _ in range(3000):
        view = update.view
        if view.is_closed:
            return update
        if view.in_hand:
            assert view.to_act is not None
            update = await room.service.act(
                CHANNEL, view.to_act, view.hand_no, passive_move(update), turn=view.turn_no
            )
        else:
            await room.tick(5)
            update = room.updates[-1]
    raise AssertionError("the table did not close")


async def test_a_restart_during_a_heads_up_match_resumes_it(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "hu.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, HEADS_UP)
        for user in (ALICE, BOB):
            await room.service.join(GUILD, CHANNEL, user)
        update = await play_passively(room, await room.service.start(CHANNEL, HOST))
        await room.tick(5)  # hand 2 is dealt after the pause
        update = room.updates[-1]
        actor = update.view.to_act
        assert actor is not None
        update = await room.service.act(CHANNEL, actor, 2, Move.CALL)
        token = update.view.turn_no
        room, before = await _restart_mid_hand(room, SETTINGS)
        assert before.match_status == "Hand 2 of 10"
        # The clock runs out at the saved deadline (at least the grace after the restart).
        assert before.deadline is not None
        await room.tick(before.deadline - room.clock.now() - 1)
        notes = [n.kind for u in room.updates for n in u.notes]
        assert NoteKind.REMINDER in notes
        assert NoteKind.TIMED_OUT not in notes
        # A button drawn before the restart still acts: the moment is part of the saved hand.
        assert before.to_act is not None
        update = await room.service.act(CHANNEL, before.to_act, 2, Move.CHECK, turn=token)
        update = await _play_on(room, update)
        assert any(n.kind is NoteKind.MATCH_OVER for n in update.notes)
        tour = await room.store.tournament(1)
        draw = TournamentStatus.CANCELLED  # a drawn match returns the stakes
        assert tour.status in (TournamentStatus.FINISHED, draw)
        assert tour.pool == 0
        assert await room.total() == TOTAL
        assert (await room.store.stats(GUILD, ALICE)).hands_played == 10  # checked down: 10 hands
    finally:
        await room.close()


async def test_a_restart_during_a_sit_and_go_resumes_it(tmp_path: Path) -> None:
    settings = TableSettings(
        pause_seconds=5,
        reminder_seconds=10,
        restore_grace_seconds=15,
        sng_starting_stack=200,
        sng_hands_per_level=2,
    )
    room = await open_room(tmp_path / "sng.sqlite3", settings=settings)
    try:
        await room.service.create(GUILD, CHANNEL, HOST, SNG)
        for user in PLAYERS:
            await room.service.join(GUILD, CHANNEL, user)
        update = await room.service.start(CHANNEL, HOST)
        for _ in range(2):  # two hands: the blinds go up to level 2
            update = await play_passively(room, update)
            await room.tick(5)
            update = room.updates[-1]
        assert update.view.in_hand
        assert update.view.blinds is not None
        assert update.view.blinds.level == 2
        room, before = await _restart_mid_hand(room, settings)
        assert before.match_status.startswith("Level 2")
        # The player to act is still timed: the clock acts for them at the saved deadline.
        assert before.deadline is not None
        await room.tick(before.deadline - room.clock.now())
        assert any(n.kind is NoteKind.TIMED_OUT for u in room.updates for n in u.notes)
        update = await _play_on(room, room.updates[-1])
        tour = await room.store.tournament(1)
        assert tour.status is TournamentStatus.FINISHED
        assert sorted(e.place or 0 for e in tour.entrants) == [1, 2, 3]
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_hand_over_at_the_deal_and_saved_unsettled_is_settled_on_restart_bug(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Everyone all-in on the antes: the hand is saved at the deal, then settled.

    A crash between those two commits left a finished hand saved, which recovery used to
    void as "already over"; now it is settled exactly as it played.
    """
    room = await open_room(tmp_path / "room.db")
    config = TableConfig(small_blind=5, big_blind=10, ante=10, min_buy_in=10, max_buy_in=2000)
    expected = await room.total()

    async def crash_before_settling(*args: object, **kwargs: object) -> tuple[list, list]:
        return [], []  # the process "dies" after the deal's save, before the settlement

    monkeypatch.setattr(TableSession, "_advance", crash_before_settling)
    await cash_table(room, (ALICE, BOB), config=config, buy_in=10)
    record = await room.store.table_in_channel(GUILD, CHANNEL)
    assert record is not None
    assert record.hand_json is not None
    assert await room.store.hand(record.id, 1) is None  # saved, not settled
    monkeypatch.undo()

    room = await reopen(room)
    await room.service.restore()
    await room.service.idle()
    settled = await room.store.hand(record.id, 1)
    assert settled is not None
    assert settled.outcome.value == "settled"
    stacks = sorted(s.stack for s in (await room.store.table(record.id)).seats)
    assert sum(stacks) == 20
    assert await room.total() == expected
    await room.close()


async def test_one_table_that_fails_to_restore_never_stops_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table whose restore raises is logged and skipped; the next table comes back."""
    room = await open_room(tmp_path / "two.sqlite3")
    other = CHANNEL + 1
    await _mid_hand(room)
    await room.service.create(GUILD, other, HOST, TableConfig())
    for user in PLAYERS:
        await room.service.join(GUILD, other, user, 1000)
    await room.service.start(other, HOST)
    room = await reopen(room)
    try:
        real = TableSession.restore

        async def fails_for_the_first(session: TableSession, record):
            if record.channel_id == CHANNEL:
                raise RuntimeError("a store failure while restoring")
            return await real(session, record)

        monkeypatch.setattr(TableSession, "restore", fails_for_the_first)
        restored = await room.service.restore()
        assert [u.view.channel_id for u in restored] == [other]
        assert room.service.table_ids() == (other,)
        assert (await room.service.view(other)).in_hand
        with pytest.raises(Exception, match="no open table"):
            await room.service.view(CHANNEL)
        assert await room.total() == TOTAL
    finally:
        await room.close()


@pytest.mark.parametrize("game", [GameKind.TOURNAMENT, GameKind.HEADS_UP])
async def test_a_game_taking_entries_with_one_entry_comes_back_after_a_restart_bug(
    tmp_path: Path, game: GameKind
) -> None:
    """One entry before the start decides nothing: the restart used to pay it out and fail."""
    room = await open_room(tmp_path / "entries.sqlite3")
    config = TableConfig(game=game, small_blind=10, big_blind=20, min_buy_in=300, seats=3)
    await room.service.create(GUILD, CHANNEL, HOST, config)
    await room.service.join(GUILD, CHANNEL, ALICE)
    room = await reopen(room)
    try:
        restored = await room.service.restore()
        assert [u.view.channel_id for u in restored] == [CHANNEL]
        view = await room.service.view(CHANNEL)
        assert not view.is_closed
        assert [seat.user_id for seat in view.seats] == [ALICE]  # still waiting to start
        await room.service.join(GUILD, CHANNEL, BOB)
        assert await room.total() == TOTAL
    finally:
        await room.close()
