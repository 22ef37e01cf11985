"""Computer players at the card room's tables: the house's chips, their turns, their removal."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardroom.errors import NotAllowed, UserFacingError
from cardroom.models import LeaderboardKind
from cardroom.robots import is_robot, robot_style
from cardroom.tables import TableSettings
from cardroom.views import GameKind, Move, NoteKind, TableConfig, TableUpdate
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    START,
    TOTAL,
    Room,
    cash_table,
    open_room,
    passive_move,
    reopen,
)

HEADS_UP = TableConfig(
    game=GameKind.HEADS_UP, small_blind=1, big_blind=2, seats=2, min_buy_in=100, max_buy_in=100
)


async def conserved(room: Room) -> None:
    """Members + house + chips on tables is what the guild started with, and the ledger agrees."""
    assert await room.store.total_chips(GUILD) == TOTAL
    assert await room.store.ledger_total(GUILD) == TOTAL


async def test_a_robot_buys_in_from_the_house_and_gives_it_back(room: Room) -> None:
    await cash_table(room, (ALICE,), start=False)
    update, robot = await room.service.add_robot(GUILD, CHANNEL, HOST, "loose")
    assert is_robot(robot)
    assert robot_style(robot) == "loose"
    seat = next(s for s in update.view.seats if s.user_id == robot)
    assert seat.stack == 100 * CASH.big_blind  # 100 big blinds, within the table's bounds
    assert await room.store.house_balance(GUILD) == -seat.stack
    await conserved(room)
    update, removed = await room.service.remove_robot(CHANNEL, HOST)
    assert removed == robot
    assert all(s.user_id != robot for s in update.view.seats)
    assert await room.store.house_balance(GUILD) == 0
    await conserved(room)


async def test_only_the_creator_or_an_admin_adds_and_removes_robots(room: Room) -> None:
    await cash_table(room, (ALICE,), start=False)
    with pytest.raises(NotAllowed):
        await room.service.add_robot(GUILD, CHANNEL, ALICE, "tight")
    await room.service.add_robot(GUILD, CHANNEL, ALICE, "tight", is_admin=True)
    with pytest.raises(NotAllowed):
        await room.service.remove_robot(CHANNEL, ALICE)
    with pytest.raises(NotAllowed) as refused:
        await room.service.remove_robot(CHANNEL, HOST, seat=9)
    assert refused.value.code == "robot.none"
    with pytest.raises(UserFacingError) as bad:
        await room.service.add_robot(GUILD, CHANNEL, HOST, "shark")
    assert bad.value.code == "robot.bad_style"
    await conserved(room)


async def test_a_server_that_forbids_robots_gets_a_polite_refusal(room: Room) -> None:
    await cash_table(room, (ALICE,), start=False)
    assert await room.store.robots_allowed(GUILD)
    await room.store.set_robots_allowed(GUILD, False)
    with pytest.raises(NotAllowed) as refused:
        await room.service.add_robot(GUILD, CHANNEL, HOST, "tight")
    assert refused.value.code == "robot.forbidden"
    assert len((await room.service.view(CHANNEL)).seats) == 1
    await room.store.set_robots_allowed(GUILD, True)
    await room.service.add_robot(GUILD, CHANNEL, HOST, "tight")


async def test_robots_play_after_their_pause_and_the_house_keeps_the_books(room: Room) -> None:
    await cash_table(room, (ALICE, BOB), start=False)
    robots = [
        (await room.service.add_robot(GUILD, CHANNEL, HOST, s))[1] for s in ("tight", "loose")
    ]
    update = await room.service.start(CHANNEL, HOST)
    robot_acted = 0
    for _ in range(3000):
        view = update.view
        if view.hand_no > 10:
            break
        if view.in_hand and view.to_act is not None and not is_robot(view.to_act):
            update = await room.service.act(
                CHANNEL, view.to_act, view.hand_no, passive_move(update)
            )
            continue
        if view.in_hand and view.to_act is not None:
            await room.tick(0.5)  # within the 1-3 s pause: the robot has not acted yet
            assert (await room.service.view(CHANNEL)).turn_no == view.turn_no
        before = len(room.updates)
        await room.tick(3.0)
        robot_acted += sum(
            1
            for u in room.updates[before:]
            for n in u.notes
            if n.kind is NoteKind.ACTION and n.user_id in robots
        )
        for u in room.updates[before:]:
            assert all(not is_robot(p.user_id) for p in u.private)  # robots get no DMs
        update = TableUpdate(await room.service.view(CHANNEL))
    assert update.view.hand_no > 10
    assert robot_acted > 10
    await conserved(room)
    house = await room.store.house_balance(GUILD)
    robot_chips = sum(s.stack + s.bet for s in update.view.seats if is_robot(s.user_id))
    assert update.view.total_pot == sum(s.bet for s in update.view.seats)  # between hands: 0
    # every chip the robots hold (or lost) is the house's: staked minus returned
    ledger = await room.store.ledger(GUILD, limit=100_000)
    staked = sum(-e.amount for e in ledger if e.account.value == "house")
    assert staked == -house
    assert robot_chips >= 0
    board = await room.store.leaderboard(GUILD, LeaderboardKind.NET_WON)
    assert all(not is_robot(row.user_id) for row in board.rows)
    bankrolls = await room.store.leaderboard(GUILD, LeaderboardKind.BANKROLL)
    assert all(not is_robot(row.user_id) for row in bankrolls.rows)
    stats = await room.store.stats(GUILD, ALICE)
    assert stats.hands_played == 0  # every hand had a robot dealt in: counted apart
    assert stats.robot_hands >= 10


async def test_a_robot_removed_mid_hand_folds_at_its_turn_and_leaves_after(room: Room) -> None:
    await cash_table(room, (ALICE,), start=False)
    _, robot = await room.service.add_robot(GUILD, CHANNEL, HOST, "station")
    update = await room.service.start(CHANNEL, HOST)
    view = update.view
    if view.to_act == ALICE:  # let the robot be the one to act, or already acted
        update = await room.service.act(CHANNEL, ALICE, view.hand_no, passive_move(update))
    hand_no = update.view.hand_no
    update, _ = await room.service.remove_robot(CHANNEL, HOST)
    assert any(n.kind is NoteKind.PLAYER_LEFT and n.user_id == robot for n in update.notes)
    if update.view.in_hand:  # not its turn yet: it folds when its turn comes
        assert any(s.user_id == robot for s in update.view.seats)
        update = await room.service.act(CHANNEL, ALICE, update.view.hand_no, passive_move(update))
    else:  # it was to act: it folded at once
        assert any(
            n.user_id == robot
            and n.kind is NoteKind.ACTION
            and n.move is not None
            and n.move.value == "fold"
            for n in update.notes
        )
    view = await room.service.view(CHANNEL)
    assert view.hand_no == hand_no
    assert not view.in_hand
    assert all(s.user_id != robot for s in view.seats)
    members = sum([await room.store.balance(GUILD, u) for u in room.users])
    house = await room.store.house_balance(GUILD)
    alice = next(s.stack for s in view.seats if s.user_id == ALICE)
    assert house == 1000 - alice  # what Alice won from the robot came from the house
    assert members + house + sum(s.stack for s in view.seats) == TOTAL
    await conserved(room)


async def test_a_restored_table_with_a_robot_to_act_acts(room: Room) -> None:
    await cash_table(room, (ALICE,), start=False)
    _, robot = await room.service.add_robot(GUILD, CHANNEL, HOST, "tight")
    update = await room.service.start(CHANNEL, HOST)
    if update.view.to_act == ALICE:
        update = await room.service.act(CHANNEL, ALICE, update.view.hand_no, Move.CALL)
    view = update.view
    assert view.in_hand
    assert view.to_act == robot
    room = await reopen(room)
    try:
        await room.service.restore()
        await room.tick(3.1)
        after = await room.service.view(CHANNEL)
        assert (after.hand_no, after.turn_no) != (view.hand_no, view.turn_no)
        await conserved(room)
    finally:
        await room.close()


async def test_a_member_plays_the_heads_up_match_against_a_robot_to_the_end(room: Room) -> None:
    update = await room.service.create_robot_match(GUILD, CHANNEL, ALICE, HEADS_UP)
    assert update.view.in_hand
    robot = next(s.user_id for s in update.view.seats if is_robot(s.user_id))
    assert robot_style(robot) == "match"
    assert await room.store.house_balance(GUILD) == -100  # the robot's stake
    for _ in range(3000):
        if CHANNEL not in room.service.table_ids():
            break
        view = await room.service.view(CHANNEL)
        if view.in_hand and view.to_act == ALICE:
            legal = view.legal
            assert legal is not None
            move = Move.CHECK if legal.can_check else Move.CALL
            room.updates.append(await room.service.act(CHANNEL, ALICE, view.hand_no, move))
        else:
            await room.tick(3.1)
    assert CHANNEL not in room.service.table_ids()
    kinds = [n.kind for u in room.updates for n in u.notes]
    assert NoteKind.MATCH_OVER in kinds, kinds[-8:]
    house = await room.store.house_balance(GUILD)
    assert house in (-100, 100)  # the robot's stake lost, or both stakes won
    assert await room.store.balance(GUILD, ALICE) == START - house
    await conserved(room)


async def test_a_robot_enters_a_sit_and_go_on_the_house_and_it_plays_out(tmp_path: Path) -> None:
    settings = TableSettings(
        pause_seconds=5, sng_starting_stack=200, sng_hands_per_level=2, odds_processes=False
    )
    room = await open_room(tmp_path / "sng.sqlite3", settings=settings)
    sng = TableConfig(
        game=GameKind.TOURNAMENT,
        small_blind=5,
        big_blind=10,
        seats=3,
        min_buy_in=300,
        max_buy_in=300,
    )
    try:
        await room.service.create(GUILD, CHANNEL, HOST, sng)
        await room.service.join(GUILD, CHANNEL, ALICE, None)
        await room.service.join(GUILD, CHANNEL, BOB, None)
        _, robot = await room.service.add_robot(GUILD, CHANNEL, HOST, "loose")
        assert await room.store.house_balance(GUILD) == -300  # its entry fee
        with pytest.raises(NotAllowed):
            await room.service.remove_robot(CHANNEL, HOST)  # entries can't be withdrawn
        await room.service.start(CHANNEL, HOST)
        with pytest.raises(NotAllowed):
            await room.service.add_robot(GUILD, CHANNEL, HOST, "tight")  # started
        for _ in range(5000):
            if CHANNEL not in room.service.table_ids():
                break
            view = await room.service.view(CHANNEL)
            if view.in_hand and view.to_act is not None and not is_robot(view.to_act):
                await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.ALL_IN)
            else:
                await room.tick(5.1)
        assert CHANNEL not in room.service.table_ids()
        house = await room.store.house_balance(GUILD)
        assert house in (-300, -300 + 650, -300 + 350, -300 + 600, -300 + 900)
        assert await room.store.total_chips(GUILD) == TOTAL
        assert await room.store.ledger_total(GUILD) == TOTAL
        del robot
    finally:
        await room.close()


async def test_a_broke_robot_buys_in_again_from_the_house(room: Room) -> None:
    await cash_table(room, (ALICE,), start=False)
    _, robot = await room.service.add_robot(GUILD, CHANNEL, HOST, "station")
    update = await room.service.start(CHANNEL, HOST)
    for _ in range(2000):
        view = update.view
        if view.hand_no > 80 or await room.store.house_balance(GUILD) < -1000:
            break
        if view.in_hand and view.to_act == ALICE:
            update = await room.service.act(CHANNEL, ALICE, view.hand_no, Move.ALL_IN)
            continue
        alice = next(s for s in view.seats if s.user_id == ALICE)
        if not view.in_hand and alice.stack == 0:  # Alice buys in again, the robot does itself
            await room.service.top_up(CHANNEL, ALICE, 1000)
        await room.tick(5.1)
        update = TableUpdate(await room.service.view(CHANNEL))
    house = await room.store.house_balance(GUILD)
    seat = next(s for s in update.view.seats if s.user_id == robot)
    assert house < -1000, (
        house,
        seat,
        update.view.hand_no,
    )  # Alice broke the robot: it bought in again
    assert seat.stack > 0
    assert await room.store.total_chips(GUILD) == TOTAL
    assert await room.store.ledger_total(GUILD) == TOTAL
