"""Blinds like a card room at the table service: missed blinds, waiting for the big blind,
a dead small blind, the player's own straddle, and all of it kept across a restart."""

from __future__ import annotations

import pytest

from cardroom.errors import NotAllowed
from cardroom.views import TableMove, TableUpdate
from holdem.blinds import Post
from holdem.events import Blind, BlindPosted
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    HOST,
    Room,
    cash_table,
    play_passively,
    reopen,
)

FOUR = (ALICE, BOB, CAROL, HOST)


async def next_hand(room: Room, update: TableUpdate) -> TableUpdate:
    """Play the hand passively, then let the pause pass: the next hand's update."""
    update = await play_passively(room, update)
    await room.tick(room.service.settings.pause_seconds + 1)
    latest = room.updates[-1]
    assert latest.view.in_hand
    return latest


def dealt(room: Room) -> set[int]:
    table = room.service.session(CHANNEL).table
    hand = table.hand
    assert hand is not None
    return {table.hand_users[seat] for seat in hand.seats}


async def test_missed_blinds_are_posted_on_return_or_waited_out(room: Room) -> None:
    update = await cash_table(room, FOUR)
    table = room.service.session(CHANNEL).table
    await room.service.sit_out(CHANNEL, CAROL)
    carol = table.seat_of(CAROL)
    assert carol is not None
    for _ in range(4):  # an orbit passes: Carol misses both blinds
        update = await next_hand(room, update)
        assert CAROL not in dealt(room)
    assert table.owes[carol] is Post.BIG_AND_SMALL
    await room.service.sit_in(CHANNEL, CAROL, post=True)
    for _ in range(2):  # she posts as soon as the button has passed her seat
        update = await next_hand(room, update)
        if CAROL in dealt(room):
            break
        assert table.big_blind_seat != carol
    moves = [(n.user_id, n.move, n.amount) for n in update.notes]
    assert (CAROL, TableMove.MISSED_BLINDS, 15) in moves, moves
    assert carol not in table.owes


async def test_a_new_player_waits_for_the_big_blind_when_they_choose(room: Room) -> None:
    update = await cash_table(room, (ALICE, BOB, CAROL))
    table = room.service.session(CHANNEL).table
    await room.service.join(GUILD, CHANNEL, HOST, 1000, post=False)
    host = table.seat_of(HOST)
    assert host is not None
    assert table.owes[host] is Post.BIG
    waited = 0
    for _ in range(4):
        update = await next_hand(room, update)
        hand = table.hand
        assert hand is not None
        if HOST in dealt(room):
            posts = [e for e in hand.history if isinstance(e, BlindPosted) and e.seat == host]
            assert [p.blind for p in posts] == [Blind.BIG]  # dealt in as the big blind
            break
        waited += 1
    else:
        raise AssertionError("the big blind never reached the new player")
    assert host not in table.owes
    assert waited >= 0


async def test_a_player_s_own_straddle(room: Room) -> None:
    update = await cash_table(room, FOUR)
    for user in FOUR:
        await room.service.straddle(CHANNEL, user, on=True)
    update = await next_hand(room, update)
    hand = room.service.session(CHANNEL).table.hand
    assert hand is not None
    straddles = [
        e for e in hand.history if isinstance(e, BlindPosted) and e.blind is Blind.STRADDLE
    ]
    assert [s.amount for s in straddles] == [20]
    assert any(n.move is TableMove.STRADDLE for n in update.notes)
    for user in FOUR:
        await room.service.straddle(CHANNEL, user, on=False)
    update = await next_hand(room, update)
    hand = room.service.session(CHANNEL).table.hand
    assert hand is not None
    assert not any(isinstance(e, BlindPosted) and e.blind is Blind.STRADDLE for e in hand.history)


async def test_straddles_are_for_cash_tables(room: Room) -> None:
    from cardroom.views import GameKind, TableConfig

    await room.service.create(GUILD, CHANNEL, HOST, TableConfig(game=GameKind.TOURNAMENT))
    for user in (ALICE, BOB):
        await room.service.join(GUILD, CHANNEL, user)
    await room.service.start(CHANNEL, HOST)
    with pytest.raises(NotAllowed) as refused:
        await room.service.straddle(CHANNEL, ALICE, on=True)
    assert refused.value.code == "straddle.cash_only"


async def test_the_blinds_and_debts_survive_a_restart(room: Room) -> None:
    update = await cash_table(room, FOUR)
    await room.service.sit_out(CHANNEL, CAROL)
    update = await next_hand(room, update)
    update = await next_hand(room, update)
    before = room.service.session(CHANNEL).table
    kept = (before.small_blind_seat, before.big_blind_seat, dict(before.owes), before.button)
    assert kept[1] is not None
    await room.service.straddle(CHANNEL, ALICE, on=True)
    room = await reopen(room)
    try:
        await room.service.restore()
        after = room.service.session(CHANNEL).table
        assert (after.small_blind_seat, after.big_blind_seat, after.owes, after.button) == kept
        assert after.straddlers == {ALICE}
    finally:
        await room.close()


async def test_a_dead_small_blind_when_the_big_blind_has_gone(room: Room) -> None:
    update = await cash_table(room, FOUR)
    table = room.service.session(CHANNEL).table
    update = await play_passively(room, update)
    big = table.big_blind_seat
    assert big is not None
    await room.service.leave(CHANNEL, table.seats[big])
    await room.tick(room.service.settings.pause_seconds + 1)
    update = room.updates[-1]
    assert update.view.in_hand
    assert table.small_blind_seat == big  # the small blind falls on the empty seat: dead
    assert any(n.move is TableMove.DEAD_SMALL_BLIND for n in update.notes)
    hand = table.hand
    assert hand is not None
    assert not any(isinstance(e, BlindPosted) and e.blind is Blind.SMALL for e in hand.history)
