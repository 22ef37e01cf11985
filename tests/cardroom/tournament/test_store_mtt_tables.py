"""A running tournament's tables in the store, on every store kind: seated, moved, busted."""

from __future__ import annotations

import json

import pytest

from cardroom.errors import NoTournament, NotSeated, TableExists
from cardroom.models import Account, Reason
from cardroom.store import Store
from tests.cardroom.store_support import GUILD, assert_conserved

HOST, ANN, BEN, CID = 301, 302, 303, 304
LOBBY, ONE, TWO = 880, 881, 882
CONFIG = json.dumps({"game": "tournament", "small_blind": 10, "big_blind": 20, "seats": 6})


async def _running(store: Store) -> int:
    tour = await store.create_mtt(
        GUILD, LOBBY, HOST, name="Cup", entry=50, settings_json=json.dumps({"table_size": 6})
    )
    for member in (ANN, BEN, CID):
        await store.register_mtt(tour.id, member)
    return tour.id


async def test_tables_open_seated_and_seats_move_with_their_chips(store: Store) -> None:
    tour_id = await _running(store)
    seats = {0: (ANN, 1500), 3: (BEN, 1500)}
    with pytest.raises(NoTournament):  # not before the start
        await store.open_mtt_table(tour_id, ONE, config_json=CONFIG, max_seats=6, seats=seats)
    await store.start_mtt(tour_id)
    one = await store.open_mtt_table(tour_id, ONE, config_json=CONFIG, max_seats=6, seats=seats)
    two = await store.open_mtt_table(
        tour_id, TWO, config_json=CONFIG, max_seats=6, seats={1: (CID, 1500)}
    )
    assert one.tournament_id == tour_id
    assert {(s.seat_no, s.user_id, s.stack) for s in one.seats} == {(0, ANN, 1500), (3, BEN, 1500)}
    with pytest.raises(TableExists):
        await store.open_mtt_table(tour_id, ONE, config_json=CONFIG, max_seats=6, seats={})
    with pytest.raises(ValueError, match="one seat each"):
        await store.open_mtt_table(
            tour_id, 883, config_json=CONFIG, max_seats=6, seats={7: (HOST, 1)}
        )
    assert await store.move_mtt_seat(one.id, two.id, BEN, 4) == 1500
    moved = await store.table(two.id)
    assert {(s.seat_no, s.user_id) for s in moved.seats} == {(1, CID), (4, BEN)}
    assert [s.user_id for s in (await store.table(one.id)).seats] == [ANN]
    with pytest.raises(NotSeated):
        await store.move_mtt_seat(one.id, two.id, BEN, 5)
    with pytest.raises(ValueError, match="not free"):
        await store.move_mtt_seat(one.id, two.id, ANN, 4)
    legs = [
        (row.account, row.amount, row.reason)
        for row in await store.ledger(GUILD, BEN, limit=3)
        if row.account is Account.TOURNAMENT_STACK
    ]
    assert sorted(legs) == sorted(
        [
            (Account.TOURNAMENT_STACK, 1500, Reason.TOURNAMENT_CHIPS),
            (Account.TOURNAMENT_STACK, -1500, Reason.TOURNAMENT_CHIPS),
            (Account.TOURNAMENT_STACK, 1500, Reason.TOURNAMENT_CHIPS),
        ]
    )
    await assert_conserved(store, 3 * 1000)  # tournament chips are not the bank's


async def test_late_seats_and_bought_chips_are_one_transaction_with_the_state(
    store: Store,
) -> None:
    tour_id = await _running(store)
    await store.start_mtt(tour_id, state_json='{"step": 0}')
    assert (await store.mtt(tour_id)).state_json == '{"step": 0}'
    one = await store.open_mtt_table(
        tour_id, ONE, config_json=CONFIG, max_seats=6, seats={0: (ANN, 1500), 2: (BEN, 1500)}
    )
    late = 305
    record = await store.register_mtt(tour_id, late, late=True, state_json='{"step": 1}')
    assert (record.pool, record.state_json) == (4 * 50, '{"step": 1}')
    await store.seat_mtt_player(one.id, late, 4, 1500, state_json='{"step": 2}')
    with pytest.raises(ValueError, match="not free"):
        await store.seat_mtt_player(one.id, CID, 4, 1500, state_json='{"step": 9}')
    with pytest.raises(ValueError, match="not free"):
        await store.seat_mtt_player(one.id, late, 5, 1500, state_json='{"step": 9}')
    assert (await store.mtt(tour_id)).state_json == '{"step": 2}'
    record = await store.rebuy_mtt(tour_id, ANN, state_json='{"step": 3}')
    assert (record.pool, record.state_json) == (5 * 50, '{"step": 3}')
    assert await store.add_mtt_chips(one.id, ANN, 1500, state_json='{"step": 4}') == 3000
    with pytest.raises(NotSeated):
        await store.add_mtt_chips(one.id, CID, 1500, state_json='{"step": 9}')
    with pytest.raises(ValueError, match="added, not taken"):
        await store.add_mtt_chips(one.id, ANN, 0, state_json='{"step": 9}')
    table = await store.table(one.id)
    assert {(s.user_id, s.stack) for s in table.seats} == {(ANN, 3000), (BEN, 1500), (late, 1500)}
    assert (await store.mtt(tour_id)).state_json == '{"step": 4}'
    stack_rows = [
        row.amount
        for row in await store.ledger(GUILD, ANN, limit=10)
        if row.account is Account.TOURNAMENT_STACK
    ]
    assert sorted(stack_rows) == [1500, 1500]
    await assert_conserved(store, 4 * 1000)
