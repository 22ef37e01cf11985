"""The store's writes that carry the table's state with them: one transaction per verb.

A card-room verb makes one store call; the calls that move chips or seats also take the
table's state (or void the hand) so both commit together or not at all (issue 22).
"""

from __future__ import annotations

import json

import pytest

from cardroom.errors import NotSeated
from cardroom.models import HandOutcome, TableKey, TableStatus
from cardroom.store import Store
from tests.cardroom.store_support import GUILD, assert_conserved

ALICE, BOB, CAROL = 101, 102, 103
CHANNEL = 556
CONFIG = json.dumps({"small_blind": 1, "big_blind": 2})
STATE = json.dumps({"next": "state"})


async def _seated(store: Store, *buy_ins: tuple[int, int]) -> TableKey:
    """A table with each (user, buy-in) seated in order from seat 0."""
    table = await store.create_table(GUILD, CHANNEL, ALICE, config_json=CONFIG, max_seats=6)
    for user, buy_in in buy_ins:
        await store.sit(table.id, user, buy_in)
    return table.id


async def test_sit_top_up_and_leave_save_the_state_with_the_chips(store: Store) -> None:
    """Each of the three writes the state it is given in its own transaction."""
    table = await _seated(store, (ALICE, 100))
    await store.sit(table, BOB, 100, seat_no=3, state_json='{"step": 1}')
    assert (await store.table(table)).state_json == '{"step": 1}'
    await store.top_up(table, BOB, 50, state_json='{"step": 2}')
    record = await store.table(table)
    assert (record.state_json, record.seats[1].stack, record.seats[1].seat_no) == (
        '{"step": 2}',
        150,
        3,
    )
    assert await store.leave(table, BOB, state_json='{"step": 3}') == 150
    record = await store.table(table)
    assert (record.state_json, [s.user_id for s in record.seats]) == ('{"step": 3}', [ALICE])
    await assert_conserved(store, 2_000)


async def test_a_state_that_is_not_json_refuses_the_chips_too(store: Store) -> None:
    """Bad state text refuses the whole call: no chip moves."""
    table = await _seated(store, (ALICE, 100))
    with pytest.raises(ValueError, match="state_json"):
        await store.sit(table, BOB, 100, state_json="{nope")
    with pytest.raises(ValueError, match="state_json"):
        await store.top_up(table, ALICE, 50, state_json="{nope")
    with pytest.raises(ValueError, match="state_json"):
        await store.leave(table, ALICE, state_json="{nope")
    record = await store.table(table)
    assert [(s.user_id, s.stack) for s in record.seats] == [(ALICE, 100)]
    assert await store.balance(GUILD, BOB) == 1_000


async def test_a_void_cashes_out_the_leavers_and_saves_the_state_at_once(store: Store) -> None:
    """A misdeal's refunds, the leavers' cash-out and the state: one transaction."""
    table = await _seated(store, (ALICE, 100), (BOB, 100), (CAROL, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -5, 1: -10})
    record = await store.void_hand(
        table, 1, refunds={ALICE: 5, BOB: 10}, state_json=STATE, cash_out=[BOB]
    )
    assert record.outcome == HandOutcome.VOIDED
    after = await store.table(table)
    assert [(s.user_id, s.stack) for s in after.seats] == [(ALICE, 100), (CAROL, 100)]
    assert (after.pot, after.hand_json, after.state_json) == (0, None, STATE)
    assert await store.balance(GUILD, BOB) == 1_000  # refunded, then cashed out whole
    await assert_conserved(store, 3_000)


async def test_a_void_whose_cash_out_fails_changes_nothing(store: Store) -> None:
    """A leaver without a seat refuses the void too: the pot and the stacks stay."""
    table = await _seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -5})
    with pytest.raises(NotSeated):
        await store.void_hand(table, 1, refunds={ALICE: 5}, state_json=STATE, cash_out=[CAROL])
    after = await store.table(table)
    assert (after.pot, after.hand_json, after.state_json) == (5, "{}", None)
    assert [s.stack for s in after.seats] == [95, 100]
    await assert_conserved(store, 2_000)


async def test_close_table_voids_the_hand_in_progress_in_the_same_transaction(
    store: Store,
) -> None:
    """Closing mid-hand: the pot back to its owners, everyone cashed out, the table closed."""
    table = await _seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -5, 1: -10})
    with pytest.raises(ValueError, match="pot of 15"):
        await store.close_table(table, hand_no=1, refunds={ALICE: 5})
    assert (await store.table(table)).status == TableStatus.OPEN
    seats = await store.close_table(table, hand_no=1, refunds={ALICE: 5, BOB: 10})
    assert [(s.user_id, s.stack) for s in seats] == [(ALICE, 100), (BOB, 100)]
    record = await store.table(table)
    assert (record.status, record.pot, record.seats) == (TableStatus.CLOSED, 0, ())
    voided = await store.hand(table, 1)
    assert voided is not None
    assert voided.outcome == HandOutcome.VOIDED
    assert await store.balance(GUILD, ALICE) == 1_000
    await assert_conserved(store, 2_000)


async def test_a_hand_s_save_sets_the_sitting_out_flags_with_it(store: Store) -> None:
    """A player sat out on their turn: the flag is set by the hand's save or settlement."""
    table = await _seated(store, (ALICE, 100), (BOB, 100), (CAROL, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -1, 1: -2})
    await store.save_progress(table, 1, actions=['[2, "fold", 0]'], sitting_out={CAROL: True})
    flags = {s.user_id: s.is_sitting_out for s in (await store.table(table)).seats}
    assert flags == {ALICE: False, BOB: False, CAROL: True}
    await store.settle_hand(
        table, 1, final_stacks={1: 101}, sitting_out={CAROL: False, ALICE: True}
    )
    flags = {s.user_id: s.is_sitting_out for s in (await store.table(table)).seats}
    assert flags == {ALICE: True, BOB: False, CAROL: False}
    await assert_conserved(store, 3_000)


async def test_a_flag_for_a_player_without_a_seat_refuses_the_save(store: Store) -> None:
    """A sitting-out flag naming nobody seated refuses the whole save: no action, no chip."""
    table = await _seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -1, 1: -2})
    with pytest.raises(NotSeated):
        await store.save_progress(
            table, 1, actions=['[0, "call", 1]'], stack_changes={0: -1}, sitting_out={CAROL: True}
        )
    with pytest.raises(NotSeated):
        await store.settle_hand(table, 1, final_stacks={1: 101}, sitting_out={CAROL: True})
    record = await store.table(table)
    assert (record.pot, [s.stack for s in record.seats]) == (3, [99, 98])
    assert await store.hand_actions(table) == ()
    await assert_conserved(store, 2_000)
