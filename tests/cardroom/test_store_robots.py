"""The house and computer players in the store: stakes, cash-outs, settings, stats apart."""

from __future__ import annotations

import json

from cardroom.models import Account, HandStatsDelta, LeaderboardKind, TableKey
from cardroom.store import Store
from tests.cardroom.store_support import GUILD, OTHER_GUILD, RULES, Reopen, assert_conserved

ANN = 11
ROBOT = -101  # a tight robot's id
CHANNEL = 700


async def open_table(store: Store) -> TableKey:
    record = await store.create_table(GUILD, CHANNEL, ANN, config_json=json.dumps({}))
    return record.id


async def test_a_robots_stake_comes_from_the_house_and_goes_back(store: Store) -> None:
    table = await open_table(store)
    await store.sit(table, ANN, 500)
    seat = await store.sit(table, ROBOT, 800)
    assert seat.stack == 800
    assert await store.house_balance(GUILD) == -800  # the house may go negative
    assert await store.house_balance(OTHER_GUILD) == 0
    await assert_conserved(store, RULES.starting_chips)  # Ann's grant only: no chip was made
    legs = await store.ledger(GUILD, ROBOT)
    assert {leg.account for leg in legs} == {Account.HOUSE, Account.SEAT}
    assert await store.leave(table, ROBOT) == 800
    assert await store.house_balance(GUILD) == 0
    await assert_conserved(store, RULES.starting_chips)


async def test_a_member_who_beats_a_robot_is_paid_by_the_house(store: Store) -> None:
    table = await open_table(store)
    ann = await store.sit(table, ANN, 500)
    robot = await store.sit(table, ROBOT, 500)
    await store.save_progress(table, 1, hand_json=json.dumps({}), state_json="{}")
    await store.save_progress(table, 1, stack_changes={ann.seat_no: -100, robot.seat_no: -100})
    await store.settle_hand(
        table,
        1,
        final_stacks={ann.seat_no: 600, robot.seat_no: 400},
        stats=(HandStatsDelta(user_id=ANN, net=100, won=True, pot_won=200, against_robots=True),),
    )
    await store.close_table(table)
    assert await store.balance(GUILD, ANN) == RULES.starting_chips + 100
    assert await store.house_balance(GUILD) == -100
    await assert_conserved(store, RULES.starting_chips)
    stats = await store.stats(GUILD, ANN)
    assert (stats.hands_played, stats.net_won) == (0, 0)  # kept apart from play against members
    assert (stats.robot_hands, stats.robot_hands_won, stats.robot_net_won) == (1, 1, 100)
    for kind in LeaderboardKind:
        board = await store.leaderboard(GUILD, kind)
        assert all(row.user_id >= 0 for row in board.rows)


async def test_a_robot_has_no_bankroll_and_gets_no_opening_grant(store: Store) -> None:
    table = await open_table(store)
    await store.sit(table, ROBOT, 300)
    board = await store.leaderboard(GUILD, LeaderboardKind.BANKROLL)
    assert board.rows == ()  # no bankroll was opened, so no grant made a chip
    assert await store.house_balance(GUILD) == -300
    await assert_conserved(store, 0)


async def test_robots_are_allowed_until_an_admin_says_no_and_it_lasts(reopen: Reopen) -> None:
    store = await reopen()
    async with store:
        assert await store.robots_allowed(GUILD)
        assert await store.set_robots_allowed(GUILD, False) is False
        assert not await store.robots_allowed(GUILD)
        assert await store.robots_allowed(OTHER_GUILD)
    store = await reopen()
    async with store:
        assert not await store.robots_allowed(GUILD)
        await store.set_robots_allowed(GUILD, True)
        assert await store.robots_allowed(GUILD)
