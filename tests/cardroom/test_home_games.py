"""Home-game options at the table service: bomb pots, running it twice, the rabbit hunt."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardroom.errors import NotAllowed, NotSeated, StaleButton
from cardroom.views import Move, TableMove, TableUpdate
from holdem.betting import Street
from holdem.events import BlindPosted
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CASH,
    CHANNEL,
    HOST,
    TOTAL,
    Room,
    cash_table,
    play_passively,
    reopen,
)


async def next_hand(room: Room, update: TableUpdate) -> TableUpdate:
    await play_passively(room, update)
    await room.tick(room.service.settings.pause_seconds + 1)
    return room.updates[-1]


async def test_a_bomb_pot_every_second_hand(room: Room) -> None:
    update = await cash_table(room, config=replace(CASH, bomb_pot_every=2))
    table = room.service.session(CHANNEL).table
    assert table.hand is not None
    assert table.hand.bomb_pot == 0
    update = await next_hand(room, update)
    hand = table.hand
    assert hand is not None
    assert hand.bomb_pot == 20  # two big blinds from everyone
    assert hand.street is Street.FLOP  # no betting before the flop
    assert not any(isinstance(e, BlindPosted) for e in hand.history)
    assert any(n.move is TableMove.BOMB_POT and n.amount == 20 for n in update.notes)
    update = await next_hand(room, update)
    assert table.hand is not None
    assert table.hand.bomb_pot == 0
    assert await room.total() == TOTAL


async def test_a_bomb_pot_by_vote(room: Room) -> None:
    update = await cash_table(room)
    table = room.service.session(CHANNEL).table
    players = sorted(table.seats.values())
    for count, user in enumerate(players, start=1):
        voted, votes, needed = await room.service.vote_bomb(CHANNEL, user)
        assert (votes, needed) == (count, len(players))
        assert voted.view.bomb_pot_next == (count == len(players))
    update = await next_hand(room, update)
    assert table.hand is not None
    assert table.hand.bomb_pot == 20
    assert not room.service.session(CHANNEL).table.bomb_next
    assert table.bomb_votes == set()


async def all_in_heads_up(room: Room, *, run_twice: bool = True) -> TableUpdate:
    """Alice and Bob heads-up; the first to act goes all-in and the other calls."""
    update = await cash_table(room, (ALICE, BOB), config=replace(CASH, run_it_twice=run_twice))
    view = update.view
    first = view.to_act
    assert first is not None
    update = await room.service.act(CHANNEL, first, view.hand_no, Move.ALL_IN)
    second = update.view.to_act
    assert second is not None
    return await room.service.act(CHANNEL, second, view.hand_no, Move.CALL)


async def test_run_it_twice_when_both_agree(room: Room) -> None:
    update = await all_in_heads_up(room)
    view = update.view
    assert set(view.run_twice_pending) == {ALICE, BOB}
    assert view.run_twice_deadline is not None
    assert view.to_act is None
    update = await room.service.answer_run_twice(CHANNEL, ALICE, view.hand_no, agree=True)
    assert update.view.run_twice_pending == (BOB,)
    with pytest.raises(NotSeated):
        await room.service.answer_run_twice(CHANNEL, HOST, view.hand_no, agree=True)
    update = await room.service.answer_run_twice(CHANNEL, BOB, view.hand_no, agree=True)
    assert not update.view.in_hand
    last = room.service.session(CHANNEL).table.last_hand
    assert last is not None
    assert len(last.result.boards) == 2
    assert await room.total() == TOTAL


async def test_an_unanswered_offer_runs_the_board_once(room: Room) -> None:
    update = await all_in_heads_up(room)
    hand_no = update.view.hand_no
    await room.service.answer_run_twice(CHANNEL, ALICE, hand_no, agree=True)
    await room.tick(25)  # the offer's clock (20 s) runs out: Bob said nothing
    last = room.service.session(CHANNEL).table.last_hand
    assert last is not None
    assert last.is_over
    assert len(last.result.boards) == 1
    with pytest.raises(StaleButton):
        await room.service.answer_run_twice(CHANNEL, BOB, hand_no, agree=True)
    assert await room.total() == TOTAL


async def test_an_answer_survives_a_restart(room: Room) -> None:
    update = await all_in_heads_up(room)
    hand_no = update.view.hand_no
    await room.service.answer_run_twice(CHANNEL, ALICE, hand_no, agree=True)
    room = await reopen(room)
    try:
        await room.service.restore()
        view = await room.service.view(CHANNEL)
        assert view.run_twice_pending == (BOB,)
        await room.service.answer_run_twice(CHANNEL, BOB, hand_no, agree=True)
        last = room.service.session(CHANNEL).table.last_hand
        assert last is not None
        assert len(last.result.boards) == 2
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_rabbit_hunt_after_a_hand_that_ended_early(room: Room) -> None:
    update = await cash_table(room, config=replace(CASH, rabbit_hunt=True))
    view = update.view
    for _ in range(2):  # two fold: the big blind wins before the flop
        update = await room.service.act(CHANNEL, update.view.to_act or 0, view.hand_no, Move.FOLD)
    assert not update.view.in_hand
    assert update.view.rabbit_hunt
    hunt = await room.service.rabbit_hunt(CHANNEL, ALICE, view.hand_no)
    assert (len(hunt.board), len(hunt.cards), hunt.first) == (0, 5, True)
    again = await room.service.rabbit_hunt(CHANNEL, BOB, view.hand_no)
    assert again.cards == hunt.cards
    assert not again.first
    with pytest.raises(StaleButton):
        await room.service.rabbit_hunt(CHANNEL, BOB, view.hand_no - 1)


async def test_no_rabbit_where_the_table_does_not_hunt(room: Room) -> None:
    update = await cash_table(room)
    view = update.view
    for _ in range(2):
        update = await room.service.act(CHANNEL, update.view.to_act or 0, view.hand_no, Move.FOLD)
    assert not update.view.rabbit_hunt
    with pytest.raises(NotAllowed):
        await room.service.rabbit_hunt(CHANNEL, ALICE, view.hand_no)


async def test_options_are_the_hosts_and_kept(room: Room) -> None:
    await cash_table(room, start=False)
    with pytest.raises(NotAllowed):
        await room.service.set_options(CHANNEL, ALICE, rabbit_hunt=True)
    update = await room.service.set_options(CHANNEL, HOST, rabbit_hunt=True, bomb_pot_every=5)
    assert (update.view.config.rabbit_hunt, update.view.config.bomb_pot_every) == (True, 5)
    room = await reopen(room)
    try:
        await room.service.restore()
        config = (await room.service.view(CHANNEL)).config
        assert (config.rabbit_hunt, config.bomb_pot_every, config.run_it_twice) == (True, 5, False)
    finally:
        await room.close()


async def test_a_bomb_pot_in_progress_survives_a_restart(room: Room) -> None:
    await cash_table(room, config=replace(CASH, bomb_pot_every=1))
    hand = room.service.session(CHANNEL).table.hand
    assert hand is not None
    assert hand.bomb_pot == 20
    before = hand.to_dict()
    room = await reopen(room)
    try:
        await room.service.restore()
        restored = room.service.session(CHANNEL).table.hand
        assert restored is not None
        assert restored.bomb_pot == 20
        assert restored.to_dict() == before
        assert await room.total() == TOTAL
    finally:
        await room.close()
