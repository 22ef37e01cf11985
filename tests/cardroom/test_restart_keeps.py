"""What a stop and restart keep (issue 26's known limits), and a stopping service's refusals.

The offer to run it twice stands still while its table is paused, like the turn's clock;
pre-actions and the last hand's rabbit are saved with the table's state, so a restart keeps
them; and once the service stops, a verb is refused with "the room is restarting".
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest

from cardroom.errors import BankBusy, RoomRestarting, ServerPaused, StaleButton
from cardroom.views import Move, PreMove
from holdem.actions import ActionKind
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CASH,
    CHANNEL,
    SETTINGS,
    TOTAL,
    Room,
    cash_table,
    open_room,
    reopen,
)
from tests.cardroom.test_home_games import all_in_heads_up, next_hand
from tests.cardroom.test_preactions import by_position


async def test_the_offer_to_run_it_twice_stands_still_while_the_table_is_paused(
    room: Room,
) -> None:
    update = await all_in_heads_up(room)
    hand_no = update.view.hand_no
    deadline = update.view.run_twice_deadline
    assert deadline is not None
    left = deadline - room.clock.now()
    assert left > room.service.settings.restore_grace_seconds
    assert await room.service.pause(CHANNEL)
    await room.tick(300)  # far past the offer's 20 s
    view = await room.service.view(CHANNEL)
    assert set(view.run_twice_pending) == {ALICE, BOB}  # nobody was made to decline
    assert await room.service.resume(CHANNEL) is not None
    # The offer gets back what it had left: still open a second before, declined after.
    await room.tick(left - 1)
    assert set((await room.service.view(CHANNEL)).run_twice_pending) == {ALICE, BOB}
    await room.service.answer_run_twice(CHANNEL, ALICE, hand_no, agree=True)
    await room.tick(2)
    last = room.service.session(CHANNEL).table.last_hand
    assert last is not None
    assert last.is_over
    assert len(last.result.boards) == 1  # Bob said nothing in time: the board ran once
    assert await room.total() == TOTAL


async def test_pre_actions_are_kept_through_a_restart(room: Room) -> None:
    update = await cash_table(room)
    view = update.view
    button, small, big = by_position(view)
    hand_no = view.hand_no
    await room.service.preact(CHANNEL, small, hand_no, PreMove.CALL, street="preflop", bet=10)
    await room.service.preact(CHANNEL, big, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10)
    room = await reopen(room)
    try:
        await room.service.restore()
        # The button calls: the small blind's "Call 10" calls for them, and the big
        # blind's check/fold checks (it is free), so the flop comes at once.
        update = await room.service.act(CHANNEL, button, hand_no, Move.CALL)
        assert any(n.user_id == small and n.move is ActionKind.CALL for n in update.notes)
        assert any(n.user_id == big and n.move is ActionKind.CHECK for n in update.notes)
        assert update.view.street == "flop"
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_cleared_pre_action_stays_cleared_after_a_restart(room: Room) -> None:
    update = await cash_table(room)
    button, small, _ = by_position(update.view)
    hand_no = update.view.hand_no
    for _ in range(2):  # chosen, then chosen again: cleared
        await room.service.preact(CHANNEL, small, hand_no, PreMove.CALL, street="preflop", bet=10)
    room = await reopen(room)
    try:
        await room.service.restore()
        update = await room.service.act(CHANNEL, button, hand_no, Move.CALL)
        assert update.view.to_act == small  # they decide themselves
    finally:
        await room.close()


async def test_the_rabbit_hunt_is_kept_through_a_restart(room: Room) -> None:
    update = await cash_table(room, config=replace(CASH, rabbit_hunt=True))
    hand_no = update.view.hand_no
    for _ in range(2):  # two fold: the big blind wins before the flop
        update = await room.service.act(CHANNEL, update.view.to_act or 0, hand_no, Move.FOLD)
    last = room.service.session(CHANNEL).table.last_hand
    assert last is not None
    expected = last.rabbit_hunt()
    room = await reopen(room)
    try:
        await room.service.restore()
        assert (await room.service.view(CHANNEL)).rabbit_hunt
        hunt = await room.service.rabbit_hunt(CHANNEL, ALICE, hand_no)
        assert (hunt.board, hunt.cards, hunt.first) == (expected.board, expected.cards, True)
        again = await room.service.rabbit_hunt(CHANNEL, BOB, hand_no)
        assert again.cards == expected.cards
        assert not again.first
        # The next hand ends the hunt, as without a restart.
        await room.tick(room.service.settings.pause_seconds + 1)
        assert not (await room.service.view(CHANNEL)).rabbit_hunt
        with pytest.raises(StaleButton):
            await room.service.rabbit_hunt(CHANNEL, ALICE, hand_no)
        await next_hand(room, room.updates[-1])
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_stopping_service_refuses_politely_and_keeps_the_table(room: Room) -> None:
    update = await cash_table(room)
    view = update.view
    assert view.to_act is not None
    await room.service.shutdown()
    with pytest.raises(RoomRestarting) as refused:
        await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.CALL)
    assert refused.value.code == "fault.restarting"
    room = await reopen(room)
    try:
        restored = await room.service.restore()
        assert [u.view.to_act for u in restored] == [view.to_act]
        assert [u.view.turn_no for u in restored] == [view.turn_no]
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_table_the_store_cannot_reload_waits_and_comes_back(tmp_path: Path) -> None:
    """A save fails and so does the reload (the database is gone): the table waits, paused.

    Before, the table was dropped from memory until the bot restarted; now it answers
    "paused" and is loaded again once the store answers.
    """
    room = await open_room(
        tmp_path / "room.sqlite3", settings=replace(SETTINGS, reclaim_seconds=0.05)
    )
    try:
        update = await cash_table(room)
        view = update.view
        assert view.to_act is not None
        store = room.store
        down = {"save_progress": store.save_progress, "table": store.table}

        async def gone(*args: object, **kwargs: object) -> None:
            raise BankBusy()

        for name in down:
            setattr(store, name, gone)
        with pytest.raises(BankBusy):
            await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.CALL)
        with pytest.raises(ServerPaused):
            await room.service.view(CHANNEL)
        for name, method in down.items():  # the database is back
            setattr(store, name, method)
        for _ in range(200):
            if CHANNEL in room.service.table_ids():
                break
            await asyncio.sleep(0.01)
        back = await room.service.view(CHANNEL)
        assert (back.hand_no, back.to_act, back.turn_no) == (
            view.hand_no,
            view.to_act,
            view.turn_no,
        )
        update = await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.CALL)
        assert update.view.to_act != view.to_act
        assert await room.total() == TOTAL
    finally:
        await room.close()
