"""The store keeps how members play, one row per player and hand, and sums it on reading."""

from __future__ import annotations

import json

from cardroom.models import HandPlay, LeaderboardKind
from cardroom.store import Store
from cardroom.store._plays import LEADERBOARD_MIN_HANDS
from tests.cardroom.store_support import GUILD

ALICE, BOB, CAROL = 101, 102, 103
CONFIG = json.dumps({"small_blind": 1, "big_blind": 2})


async def test_plays_are_saved_with_the_settlement_and_summed(store: Store) -> None:
    table = await store.create_table(GUILD, 555, ALICE, config_json=CONFIG, max_seats=6)
    await store.sit(table.id, ALICE, 100)
    await store.sit(table.id, BOB, 100)
    plays = [
        # hand 1: Alice opens and wins at showdown (+10 bb); Bob calls and loses.
        (
            HandPlay(
                user_id=ALICE,
                cash=True,
                vpip=True,
                pfr=True,
                saw_flop=True,
                showdown=True,
                won_showdown=True,
                net_mbb=10_000,
            ),
            HandPlay(
                user_id=BOB,
                cash=True,
                vpip=True,
                three_bet_chance=True,
                saw_flop=True,
                showdown=True,
                net_mbb=-10_000,
            ),
        ),
        # hand 2: Bob 3-bets Alice's open and she folds (-3 bb).
        (
            HandPlay(user_id=ALICE, cash=True, vpip=True, pfr=True, net_mbb=-3_000),
            HandPlay(
                user_id=BOB,
                cash=True,
                vpip=True,
                pfr=True,
                three_bet_chance=True,
                three_bet=True,
                net_mbb=3_000,
            ),
        ),
        # hand 3: a walk; Alice's blind goes to Bob (-0.5 bb).
        (
            HandPlay(user_id=ALICE, cash=True, net_mbb=-500),
            HandPlay(user_id=BOB, cash=True, net_mbb=500),
        ),
        # hand 4: nobody raises, Alice checks her option; both check down, Bob wins (+1 bb).
        (
            HandPlay(user_id=ALICE, cash=True, saw_flop=True, showdown=True, net_mbb=-1_000),
            HandPlay(
                user_id=BOB,
                cash=True,
                vpip=True,
                saw_flop=True,
                showdown=True,
                won_showdown=True,
                net_mbb=1_000,
            ),
        ),
    ]
    for hand_no, pair in enumerate(plays, start=1):
        await store.save_progress(table.id, hand_no, hand_json="{}")
        await store.settle_hand(table.id, hand_no, final_stacks={}, plays=pair)
    alice = (await store.stats(GUILD, ALICE)).play
    assert (alice.hands, alice.vpip, alice.pfr) == (4, 2, 2)
    assert (alice.vpip_pm, alice.pfr_pm, alice.three_bet_pm) == (500, 500, None)
    assert (alice.saw_flop, alice.showdowns, alice.won_showdowns) == (2, 2, 1)
    assert (alice.wtsd_pm, alice.wsd_pm) == (1000, 500)
    # +10 - 3 - 0.5 - 1 = +5.5 bb in 4 hands = +137.5 bb/100
    assert alice.bb_per_100_tenths == 1375
    bob = (await store.stats(GUILD, BOB)).play
    assert (bob.vpip_pm, bob.pfr_pm, bob.three_bet_pm) == (750, 250, 500)
    assert (bob.wtsd_pm, bob.wsd_pm) == (1000, 500)
    assert bob.bb_per_100_tenths == -1375
    carol = (await store.stats(GUILD, CAROL)).play
    assert (carol.hands, carol.vpip_pm, carol.bb_per_100_tenths) == (0, None, None)


async def test_rate_leaderboards_need_enough_hands(store: Store) -> None:
    table = await store.create_table(GUILD, 556, ALICE, config_json=CONFIG, max_seats=6)
    await store.sit(table.id, ALICE, 100)
    await store.sit(table.id, BOB, 100)
    for hand_no in range(1, LEADERBOARD_MIN_HANDS + 1):
        await store.save_progress(table.id, hand_no, hand_json="{}")
        pair = [HandPlay(user_id=ALICE, cash=True, vpip=hand_no % 2 == 0, net_mbb=250)]
        if hand_no > 1:  # Bob sits one hand out: too few hands to rank
            pair.append(HandPlay(user_id=BOB, cash=True, vpip=True, net_mbb=-250))
        await store.settle_hand(table.id, hand_no, final_stacks={}, plays=pair)
    vpip = await store.leaderboard(GUILD, LeaderboardKind.VPIP)
    assert [(r.user_id, r.value) for r in vpip.rows] == [(ALICE, 500)]
    won = await store.leaderboard(GUILD, LeaderboardKind.BB_PER_100)
    assert [(r.user_id, r.value) for r in won.rows] == [(ALICE, 250)]  # +25.0 bb/100


async def test_tournaments_played_and_cashed(store: Store) -> None:
    tour = await store.create_tournament(GUILD, ALICE, entry_fee=100)
    for user in (ALICE, BOB, CAROL):
        await store.enter_tournament(tour.id, user)
    table = await store.create_table(GUILD, 557, ALICE, config_json=CONFIG, tournament_id=tour.id)
    await store.start_tournament(
        tour.id, table.id, seats={0: ALICE, 1: BOB, 2: CAROL}, starting_stack=1_500
    )
    await store.finish_tournament(
        tour.id, places={ALICE: 1, BOB: 2, CAROL: 3}, prizes={ALICE: 210, BOB: 90}
    )
    played = [(await store.stats(GUILD, u)).play for u in (ALICE, BOB, CAROL)]
    assert [(p.tournaments_played, p.tournaments_cashed) for p in played] == [
        (1, 1),
        (1, 1),
        (1, 0),
    ]
    board = await store.leaderboard(GUILD, LeaderboardKind.CASHES)
    assert sorted((r.user_id, r.value) for r in board.rows) == [(ALICE, 1), (BOB, 1)]
