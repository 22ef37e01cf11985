"""A verb whose store write fails changes nothing: the session equals a fresh load from the store.

Every write a verb makes is failed in turn (the store answers "busy", as a locked SQLite file
or a lost PostgreSQL connection does): the member gets the polite refusal, the chips are all
there, and the live table is what a restart would load, so the refused change can't come
back with the next save. Each case runs on both stores.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from cardroom.errors import BankBusy
from cardroom.session import TableSession
from cardroom.tables import TableService
from cardroom.views import GameKind, Move, TableConfig, TableUpdate
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    SETTINGS,
    Room,
    cash_table,
    open_room,
)

WRITES = (
    "save_state",
    "sit",
    "top_up",
    "leave",
    "set_sitting_out",
    "save_progress",
    "settle_hand",
    "void_hand",
    "close_table",
    "enter_tournament",
    "start_tournament",
    "finish_tournament",
    "cancel_tournament",
    "set_message_id",
    "save_sitting_out",
    "enter_table",
)
"""The store's methods that write a table or its chips (those the card room calls)."""

SNG = TableConfig(game=GameKind.TOURNAMENT, small_blind=10, big_blind=20, min_buy_in=300, seats=3)

Verb = Callable[[Room, TableUpdate], Awaitable[object]]


@dataclass(frozen=True)
class Case:
    """One verb in one situation, and the store writes it makes, in order."""

    setup: Callable[[Room], Awaitable[TableUpdate]]
    verb: Verb
    writes: tuple[str, ...]


async def _between_hands(room: Room) -> TableUpdate:
    """A cash table with three players seated, not yet started."""
    return await cash_table(room, start=False)


async def _mid_hand(room: Room) -> TableUpdate:
    """A cash table whose first hand is being played."""
    return await cash_table(room)


async def _heads_up_hand(room: Room) -> TableUpdate:
    """A cash table of two whose first hand is being played."""
    return await cash_table(room, (ALICE, BOB))


async def _carol_out(room: Room) -> TableUpdate:
    """A cash table of three, not yet started, where Carol sits out."""
    await cash_table(room, start=False)
    return await room.service.sit_out(CHANNEL, CAROL)


async def _leaver_mid_hand(room: Room) -> TableUpdate:
    """A cash table's first hand, where a player not to act has left (cashed out after it)."""
    update = await cash_table(room)
    await room.service.leave(CHANNEL, _waiting(update))
    return update


async def _sng_open(room: Room) -> TableUpdate:
    """A sit-and-go taking entries, one entered."""
    await room.service.create(GUILD, CHANNEL, HOST, SNG)
    return await room.service.join(GUILD, CHANNEL, ALICE)


def _to_act(update: TableUpdate) -> int:
    actor = update.view.to_act
    assert actor is not None
    return actor


def _waiting(update: TableUpdate) -> int:
    """A player in the hand who is not to act."""
    actor = _to_act(update)
    return next(s.user_id for s in update.view.seats if s.user_id != actor)


CASES: dict[str, Case] = {
    "join": Case(
        _between_hands,
        lambda room, _: room.service.join(GUILD, CHANNEL, HOST, 500),
        ("sit",),
    ),
    "enter": Case(
        _sng_open, lambda room, _: room.service.join(GUILD, CHANNEL, BOB), ("enter_table",)
    ),
    "leave_between_hands": Case(
        _between_hands, lambda room, _: room.service.leave(CHANNEL, ALICE), ("leave",)
    ),
    "leave_in_hand": Case(
        _mid_hand, lambda room, u: room.service.leave(CHANNEL, _waiting(u)), ("save_state",)
    ),
    "leave_when_to_act": Case(
        _mid_hand, lambda room, u: room.service.leave(CHANNEL, _to_act(u)), ("save_progress",)
    ),
    "top_up": Case(
        _between_hands,
        lambda room, _: room.service.top_up(CHANNEL, ALICE, 500),
        ("top_up",),
    ),
    "sit_out_in_hand": Case(
        _mid_hand, lambda room, u: room.service.sit_out(CHANNEL, _waiting(u)), ("save_sitting_out",)
    ),
    "sit_out_when_to_act": Case(
        _mid_hand, lambda room, u: room.service.sit_out(CHANNEL, _to_act(u)), ("save_progress",)
    ),
    "sit_in": Case(
        _carol_out, lambda room, _: room.service.sit_in(CHANNEL, CAROL), ("save_sitting_out",)
    ),
    "straddle": Case(
        _mid_hand, lambda room, _: room.service.straddle(CHANNEL, ALICE, on=True), ("save_state",)
    ),
    "set_options": Case(
        _mid_hand,
        lambda room, _: room.service.set_options(CHANNEL, HOST, bomb_pot_every=3),
        ("save_state",),
    ),
    "vote_bomb": Case(
        _mid_hand, lambda room, _: room.service.vote_bomb(CHANNEL, ALICE), ("save_state",)
    ),
    "start": Case(
        _between_hands, lambda room, _: room.service.start(CHANNEL, HOST), ("save_progress",)
    ),
    "act": Case(
        _mid_hand,
        lambda room, u: room.service.act(CHANNEL, _to_act(u), u.view.hand_no, Move.CALL),
        ("save_progress",),
    ),
    "act_ending_the_hand": Case(
        _heads_up_hand,
        lambda room, u: room.service.act(CHANNEL, _to_act(u), u.view.hand_no, Move.FOLD),
        ("settle_hand",),
    ),
    "misdeal": Case(_mid_hand, lambda room, _: room.service.misdeal(CHANNEL, HOST), ("void_hand",)),
    "misdeal_with_a_leaver": Case(
        _leaver_mid_hand, lambda room, _: room.service.misdeal(CHANNEL, HOST), ("void_hand",)
    ),
    "close": Case(_mid_hand, lambda room, _: room.service.close(CHANNEL, HOST), ("close_table",)),
    "add_robot": Case(
        _between_hands,
        lambda room, _: room.service.add_robot(GUILD, CHANNEL, HOST, is_admin=True),
        ("sit",),
    ),
    "set_message": Case(
        _mid_hand, lambda room, _: room.service.set_message(CHANNEL, 4242), ("set_message_id",)
    ),
}


def _writes(room: Room, fail_at: int | None) -> list[str]:
    """Count the store's table writes from now on; fail the ``fail_at``-th (0-based) as busy."""
    seen: list[str] = []
    for name in WRITES:
        real = getattr(room.store, name, None)
        if real is None:
            continue

        def wrapped(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            seen.append(_name)
            if fail_at is not None and len(seen) - 1 == fail_at:

                async def busy() -> None:
                    raise BankBusy()

                return busy()
            return _real(*args, **kwargs)

        setattr(room.store, name, wrapped)
    return seen


def _restore_store(room: Room) -> None:
    """Take the counting wrappers off the store again."""
    for name in WRITES:
        room.store.__dict__.pop(name, None)


def snapshot(session: TableSession) -> dict[str, object]:
    """What the store keeps of a table, and the session's saved bookkeeping without clocks.

    The clock of the player to act and the next deal's time are left out: a reload gives
    the player to act the restart's grace, and a refusal that changed nothing keeps the
    clock running as it was.
    """
    table = session.table
    state = json.loads(table.state_json())
    for timed in ("turn", "next_hand_at"):
        state.pop(timed)
    state["home"].pop("run_twice_deadline")
    hand = table.hand
    return {
        "seats": dict(table.seats),
        "stacks": dict(table.stacks),
        "sitting_out": set(table.sitting_out),
        "hand_no": table.hand_no,
        "hand": None if hand is None else [repr(e) for e in hand.history],
        "saved_actions": table.saved_actions,
        "message_id": table.message_id,
        "closed": table.closed,
        "state": state,
    }


async def fresh_load(room: Room) -> dict[str, object] | None:
    """The table as a new process would load it from the store (None: closed)."""
    fresh = TableService(room.store, clock=room.clock, settings=SETTINGS)
    try:
        await fresh.restore()
        session = fresh._sessions.get(CHANNEL)
        return None if session is None else snapshot(session)
    finally:
        await fresh.shutdown()


@pytest.fixture
async def busy_room(store_url: str) -> AsyncIterator[Room]:
    """A room on a fresh database of each store kind."""
    room = await open_room(store_url)
    yield room
    _restore_store(room)
    await room.close()


@pytest.mark.parametrize("name", sorted(CASES))
async def test_each_verb_makes_the_writes_its_contract_says(busy_room: Room, name: str) -> None:
    """The store writes of a verb, in order: what the failure cases below fail one by one."""
    case = CASES[name]
    before = await case.setup(busy_room)
    seen = _writes(busy_room, None)
    await case.verb(busy_room, before)
    assert tuple(seen) == case.writes


SITES = [(name, at) for name, case in sorted(CASES.items()) for at in range(len(case.writes))]


@pytest.mark.parametrize(("name", "at"), SITES, ids=[f"{n}-write{a}" for n, a in SITES])
async def test_a_failed_write_leaves_the_session_as_the_store_has_it(
    busy_room: Room, name: str, at: int
) -> None:
    """The ``at``-th write of the verb fails: refused politely, and memory equals the store."""
    case = CASES[name]
    before = await case.setup(busy_room)
    chips = await busy_room.total()
    session = busy_room.service.session(CHANNEL)
    seen = _writes(busy_room, at)
    with pytest.raises(BankBusy) as refused:
        await case.verb(busy_room, before)
    assert refused.value.code == "fault.bank_busy"
    assert seen[at] == case.writes[at]
    _restore_store(busy_room)
    await busy_room.service.idle()
    assert await busy_room.total() == chips
    reloaded = busy_room.service._sessions.get(CHANNEL)
    assert reloaded is session  # the same session, its table loaded again
    assert snapshot(session) == await fresh_load(busy_room)


async def test_a_refused_leave_is_not_cashed_out_by_the_next_save_bug(room: Room) -> None:
    """Issue 22: a leave refused by a busy store came back, cashing out at the next save."""
    update = await cash_table(room)
    leaver = _waiting(update)
    _writes(room, 0)
    with pytest.raises(BankBusy):
        await room.service.leave(CHANNEL, leaver)
    _restore_store(room)
    actor = _to_act(update)
    update = await room.service.act(CHANNEL, actor, update.view.hand_no, Move.CALL)
    for _ in range(20):  # play the hand out: the settlement is where a leaver was cashed out
        if not update.view.in_hand or update.view.hand_no != 1:
            break
        actor = _to_act(update)
        legal = update.view.legal
        assert legal is not None
        move = Move.CHECK if legal.can_check else Move.CALL
        update = await room.service.act(CHANNEL, actor, 1, move)
    assert not update.view.in_hand or update.view.hand_no != 1
    record = await room.store.table_in_channel(GUILD, CHANNEL)
    assert record is not None
    assert leaver in {seat.user_id for seat in record.seats}
    assert leaver in room.service.session(CHANNEL).table.seats.values()


async def test_a_refused_straddle_is_not_posted_in_the_next_hand_bug(room: Room) -> None:
    """Issue 22: a straddle refused by a busy store was posted in the next hand all the same."""
    await cash_table(room)
    _writes(room, 0)
    with pytest.raises(BankBusy):
        await room.service.straddle(CHANNEL, ALICE, on=True)
    _restore_store(room)
    await room.service.vote_bomb(CHANNEL, BOB)  # another change saves the table's state
    record = await room.store.table_in_channel(GUILD, CHANNEL)
    assert record is not None
    assert record.state_json is not None
    assert json.loads(record.state_json)["blinds"]["straddlers"] == []
    assert ALICE not in room.service.session(CHANNEL).table.straddlers


@pytest.mark.parametrize("fail", [False, True], ids=["saved", "refused"])
async def test_a_time_out_that_sits_a_player_out_is_one_write(store_url: str, fail: bool) -> None:
    """The flag and the hand's save go in one ``save_progress``; failed, the store's table stays.

    A time-out is an alarm, not a member's verb: nobody is told of the failure, but the
    session is loaded again and equals the store, the player to act still to act.
    """
    room = await open_room(store_url, settings=replace(SETTINGS, max_timeouts=1))
    try:
        update = await cash_table(room, config=replace(CASH, time_bank_seconds=0))
        sleeper = _to_act(update)
        chips = await room.total()
        session = room.service.session(CHANNEL)
        seen = _writes(room, 0 if fail else None)
        await room.tick(30)
        _restore_store(room)
        await room.service.idle()
        assert seen == ["save_progress"]
        assert await room.total() == chips
        record = await room.store.table_in_channel(GUILD, CHANNEL)
        assert record is not None
        flag = next(s.is_sitting_out for s in record.seats if s.user_id == sleeper)
        assert flag is not fail
        assert (sleeper in session.table.sitting_out) is not fail
        assert snapshot(session) == await fresh_load(room)
    finally:
        _restore_store(room)
        await room.close()
