"""The store: schema and migrations, tables and seats, hands, tournaments, rollbacks."""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path

import pytest

from cardroom.errors import (
    AlreadySeated,
    HandInProgress,
    InsufficientChips,
    InvalidAmount,
    NoTable,
    NotAllowed,
    NoTournament,
    NotSeated,
    SeatTaken,
    StaleButton,
    TableExists,
    TableFull,
)
from cardroom.models import (
    Account,
    HandOutcome,
    HandStatsDelta,
    LeaderboardKind,
    Reason,
    TableKey,
    TableStatus,
    TournamentStatus,
)
from cardroom.store import Store
from tests.cardroom.store_support import GUILD, FakeClock, Reopen, assert_conserved

ALICE, BOB, CAROL = 101, 102, 103
CHANNEL = 555
CONFIG = json.dumps({"small_blind": 1, "big_blind": 2})


async def new_table(store: Store, channel: int = CHANNEL, max_seats: int = 6) -> TableKey:
    table = await store.create_table(GUILD, channel, ALICE, config_json=CONFIG, max_seats=max_seats)
    return table.id


async def seated(store: Store, *buy_ins: tuple[int, int]) -> TableKey:
    """A table with each (user, buy-in) seated in order from seat 0."""
    table = await new_table(store)
    for user, buy_in in buy_ins:
        await store.sit(table, user, buy_in)
    return table


# --- schema and migrations ---------------------------------------------------------------

MIGRATIONS = len(
    list((Path(__file__).resolve().parents[2] / "cardroom" / "migrations" / "sqlite").glob("*.sql"))
)
"""The number of numbered migration files the store must have applied."""


async def test_fresh_database_is_migrated_and_healthy(store: Store) -> None:
    assert await store.schema_version() == MIGRATIONS
    assert MIGRATIONS >= 2
    assert await store.integrity_check() == "ok"


async def test_reopening_applies_no_migration_twice(reopen: Reopen) -> None:
    async with await reopen() as store:
        await store.grant(GUILD, ALICE, 5)
    for _ in range(2):
        async with await reopen() as store:
            assert await store.schema_version() == MIGRATIONS
            assert await store.balance(GUILD, ALICE) == 1_005
            assert await store.integrity_check() == "ok"


# --- rollback ----------------------------------------------------------------------------


async def test_a_cancelled_cash_out_of_two_seats_is_all_or_nothing(store: Store) -> None:
    """Cancelled at any point, closing a table pays both seats out or neither."""
    for pause in range(40):
        table = await seated(store, (ALICE, 100), (BOB, 100))
        task = asyncio.create_task(store.close_table(table))
        for _ in range(pause):
            await asyncio.sleep(0)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        record = await store.table(table)
        assert [seat.stack for seat in record.seats] in ([], [100, 100])
        await assert_conserved(store, 2_000)
        if record.seats:
            await store.close_table(table)


async def test_cancelling_buy_ins_at_any_point_is_all_or_nothing(store: Store) -> None:
    table = await new_table(store, max_seats=10)
    await store.balance(GUILD, ALICE)
    for pause in range(30):
        task = asyncio.create_task(store.sit(table, ALICE, 100))
        for _ in range(pause):
            await asyncio.sleep(0)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        record = await store.table(table)
        stack = sum(seat.stack for seat in record.seats)
        assert await store.balance(GUILD, ALICE) + stack == 1_000
        assert stack in (0, 100)
        await assert_conserved(store, 1_000)
        if stack:
            assert await store.leave(table, ALICE) == 100


async def test_failed_settlement_changes_nothing(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -10, 1: -10})
    before = await store.table(table)
    with pytest.raises(ValueError, match="the pot holds 20"):
        await store.settle_hand(table, 1, final_stacks={0: 120, 1: 90})
    assert await store.table(table) == before
    assert await store.hand(table, 1) is None
    await assert_conserved(store, 2_000)


async def test_close_table_rolls_back_when_one_cash_out_fails(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.grant(GUILD, BOB, 2**53 - 1 - 900)  # BOB's bankroll can't take 100 more
    total = await store.total_chips(GUILD)
    with pytest.raises(InvalidAmount):
        await store.close_table(table)
    record = await store.table(table)
    assert record.status == TableStatus.OPEN
    assert [seat.stack for seat in record.seats] == [100, 100]
    await assert_conserved(store, total)


# --- tables and seats --------------------------------------------------------------------


async def test_create_table_one_per_channel(store: Store) -> None:
    table = await store.create_table(GUILD, CHANNEL, ALICE, config_json=CONFIG, max_seats=6)
    assert (table.status, table.max_seats, table.hand_no, table.seats) == (
        TableStatus.OPEN,
        6,
        0,
        (),
    )
    assert json.loads(table.config_json) == {"small_blind": 1, "big_blind": 2}
    with pytest.raises(TableExists):
        await store.create_table(GUILD, CHANNEL, BOB, config_json=CONFIG)
    assert await store.table_in_channel(GUILD, CHANNEL) == table
    await store.close_table(table.id)
    assert await store.table_in_channel(GUILD, CHANNEL) is None
    again = await store.create_table(GUILD, CHANNEL, BOB, config_json=CONFIG)
    assert again.id != table.id


async def test_sit_moves_the_buy_in_from_the_bankroll(store: Store) -> None:
    table = await new_table(store)
    seat = await store.sit(table, ALICE, 300, seat_no=3)
    assert (seat.seat_no, seat.user_id, seat.stack, seat.is_sitting_out) == (3, ALICE, 300, False)
    assert await store.balance(GUILD, ALICE) == 700
    await assert_conserved(store, 1_000)
    seat_leg, bank_leg = (await store.ledger(GUILD, ALICE))[:2]
    assert (bank_leg.account, bank_leg.amount, bank_leg.reason) == (
        Account.BANKROLL,
        -300,
        Reason.BUY_IN,
    )
    assert (seat_leg.account, seat_leg.amount, seat_leg.table_id, seat_leg.channel_id) == (
        Account.SEAT,
        300,
        table,
        CHANNEL,
    )


async def test_sit_refusals_change_nothing(store: Store) -> None:
    table = await new_table(store, max_seats=2)
    await store.sit(table, ALICE, 100, seat_no=0)
    with pytest.raises(AlreadySeated):
        await store.sit(table, ALICE, 100)
    with pytest.raises(SeatTaken, match="Seat 1 is taken"):
        await store.sit(table, BOB, 100, seat_no=0)
    with pytest.raises(NotAllowed, match="seats 1 to 2"):
        await store.sit(table, BOB, 100, seat_no=2)
    with pytest.raises(InsufficientChips):
        await store.sit(table, BOB, 1_001)
    with pytest.raises(InvalidAmount):
        await store.sit(table, BOB, 0)
    assert (await store.sit(table, BOB, 100)).seat_no == 1
    with pytest.raises(TableFull):
        await store.sit(table, CAROL, 100)
    await assert_conserved(store, 2_000)  # a refused first request opens no bankroll
    assert await store.balance(GUILD, CAROL) == 1_000
    await assert_conserved(store, 3_000)


async def test_sit_at_a_missing_or_closed_table(store: Store) -> None:
    with pytest.raises(NoTable):
        await store.sit(TableKey(404), ALICE, 100)
    table = await new_table(store)
    await store.close_table(table)
    with pytest.raises(NoTable, match="closed"):
        await store.sit(table, ALICE, 100)


async def test_top_up_and_leave(store: Store) -> None:
    table = await seated(store, (ALICE, 100))
    assert (await store.top_up(table, ALICE, 50)).stack == 150
    assert await store.balance(GUILD, ALICE) == 850
    with pytest.raises(NotSeated):
        await store.top_up(table, BOB, 50)
    with pytest.raises(InsufficientChips):
        await store.top_up(table, ALICE, 851)
    assert await store.leave(table, ALICE) == 150
    assert await store.balance(GUILD, ALICE) == 1_000
    with pytest.raises(NotSeated):
        await store.leave(table, ALICE)
    await assert_conserved(store, 1_000)


async def test_no_top_up_during_a_hand(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}")
    with pytest.raises(HandInProgress):
        await store.top_up(table, ALICE, 10)


async def test_sitting_out(store: Store) -> None:
    table = await seated(store, (ALICE, 100))
    assert (await store.set_sitting_out(table, ALICE, sitting_out=True)).is_sitting_out
    assert not (await store.set_sitting_out(table, ALICE, sitting_out=False)).is_sitting_out
    with pytest.raises(NotSeated):
        await store.set_sitting_out(table, BOB, sitting_out=True)


async def test_close_table_cashes_everyone_out(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 250))
    seats = await store.close_table(table)
    assert [(seat.user_id, seat.stack) for seat in seats] == [(ALICE, 100), (BOB, 250)]
    assert await store.balance(GUILD, BOB) == 1_000
    record = await store.table(table)
    assert (record.status, record.seats) == (TableStatus.CLOSED, ())
    assert record.closed_at is not None
    assert await store.open_tables() == []
    await assert_conserved(store, 2_000)


async def test_close_table_refuses_with_chips_in_the_pot(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -2})
    with pytest.raises(HandInProgress):
        await store.close_table(table)


async def test_state_survives_a_restart(reopen: Reopen) -> None:
    async with await reopen() as store:
        table = await seated(store, (ALICE, 100), (BOB, 100))
        await store.set_message_id(table, 777)
        await store.save_state(table, '{"button": 1}')
        await store.save_progress(table, 1, hand_json='{"street": "flop"}', stack_changes={0: -4})
        before = await store.table(table)
    async with await reopen() as store:
        [restored] = await store.open_tables()
        assert restored == before
        assert (restored.message_id, restored.hand_no, restored.pot) == (777, 1, 4)
        assert json.loads(restored.state_json or "null") == {"button": 1}
        assert json.loads(restored.hand_json or "null") == {"street": "flop"}
        assert await store.open_tables(GUILD + 1) == []


async def test_json_columns_must_be_json(store: Store) -> None:
    with pytest.raises(ValueError, match="config_json"):
        await store.create_table(GUILD, CHANNEL, ALICE, config_json="not json")
    table = await new_table(store)
    with pytest.raises(ValueError, match="hand_json"):
        await store.save_progress(table, 1, hand_json="{oops")


# --- hands -------------------------------------------------------------------------------


async def test_settle_a_hand_kept_in_the_hand_json(store: Store, clock: FakeClock) -> None:
    """Seats hold the stacks from the hand's start; settlement moves the winnings."""
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", state_json='{"button": 0}')
    await assert_conserved(store, 2_000)
    clock.advance(seconds=30)
    record = await store.settle_hand(
        table,
        1,
        final_stacks={0: 130, 1: 70},
        stats=[
            HandStatsDelta(user_id=ALICE, net=30, won=True, pot_won=60, won_at_showdown=True),
            HandStatsDelta(user_id=BOB, net=-30),
        ],
        phh_text="variant = 'NT'\n",
        summary_json='{"winners": [0]}',
        state_json='{"button": 1}',
    )
    assert (record.hand_no, record.outcome, record.phh_text) == (
        1,
        HandOutcome.SETTLED,
        "variant = 'NT'\n",
    )
    assert record.started_at is not None
    assert record.ended_at - record.started_at == clock.now - record.started_at
    after = await store.table(table)
    assert [seat.stack for seat in after.seats] == [130, 70]
    assert (after.hand_json, after.pot, after.state_json) == (None, 0, '{"button": 1}')
    await assert_conserved(store, 2_000)
    alice = await store.stats(GUILD, ALICE)
    assert (alice.hands_played, alice.hands_won, alice.net_won, alice.biggest_pot) == (
        1,
        1,
        30,
        60,
    )
    assert alice.showdowns_won == 1
    bob = await store.stats(GUILD, BOB)
    assert (bob.hands_played, bob.hands_won, bob.net_won) == (1, 0, -30)


async def test_chips_moved_into_the_pot_during_the_hand(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100), (CAROL, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -1, 1: -2})
    await assert_conserved(store, 3_000)
    await store.save_progress(table, 1, hand_json="{}", stack_changes={2: -10, 1: -8, 0: -9})
    # An uncalled part comes back to seat 2.
    await store.save_progress(table, 1, hand_json="{}", stack_changes={2: 0, 0: 0})
    middle = await store.table(table)
    assert middle.pot == 30
    assert [seat.stack for seat in middle.seats] == [90, 90, 90]
    await assert_conserved(store, 3_000)
    # Carol folded and leaves with the rest of her stack.
    assert await store.leave(table, CAROL) == 90
    await assert_conserved(store, 3_000)
    await store.settle_hand(table, 1, final_stacks={0: 120, 1: 90})
    after = await store.table(table)
    assert [(seat.user_id, seat.stack) for seat in after.seats] == [(ALICE, 120), (BOB, 90)]
    assert after.pot == 0
    await assert_conserved(store, 3_000)


async def test_pot_commit_beyond_a_stack_is_refused(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    with pytest.raises(InsufficientChips, match="your stack only has 100"):
        await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -101})
    with pytest.raises(NotSeated):
        await store.save_progress(table, 1, hand_json="{}", stack_changes={5: -1})
    with pytest.raises(ValueError, match="more chips than the pot holds"):
        await store.save_progress(table, 1, hand_json="{}", stack_changes={0: 1})
    record = await store.table(table)
    assert (record.hand_no, record.pot) == (0, 0)


async def test_hand_numbers_guard_against_stale_and_double_settlement(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}")
    with pytest.raises(HandInProgress):
        await store.save_progress(table, 2, hand_json="{}")
    await store.settle_hand(table, 1, final_stacks={0: 101, 1: 99})
    with pytest.raises(StaleButton):
        await store.settle_hand(table, 1, final_stacks={0: 102, 1: 98})
    with pytest.raises(StaleButton):
        await store.save_progress(table, 1, hand_json="{}")
    await store.save_progress(table, 2, hand_json="{}")
    assert (await store.table(table)).hand_no == 2
    await assert_conserved(store, 2_000)


async def test_void_returns_every_chip(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100), (CAROL, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -5, 1: -10, 2: -10})
    await store.leave(table, CAROL)  # left after folding; refunded to her bankroll
    record = await store.void_hand(
        table, 1, refunds={ALICE: 5, BOB: 10, CAROL: 10}, summary_json='{"why": "misdeal"}'
    )
    assert record.outcome == HandOutcome.VOIDED
    after = await store.table(table)
    assert [seat.stack for seat in after.seats] == [100, 100]
    assert await store.balance(GUILD, CAROL) == 1_000
    assert (after.pot, after.hand_json) == (0, None)
    assert (await store.stats(GUILD, ALICE)).hands_played == 0
    await assert_conserved(store, 3_000)


async def test_void_refunds_must_match_the_pot(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -5})
    with pytest.raises(ValueError, match="pot of 5"):
        await store.void_hand(table, 1, refunds={ALICE: 4})
    assert (await store.table(table)).pot == 5


async def test_hand_history_newest_first(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    for hand_no in range(1, 5):
        await store.save_progress(table, hand_no, hand_json="{}")
        await store.settle_hand(table, hand_no, final_stacks={}, phh_text=f"hand {hand_no}")
    history = await store.hand_history(table, 3)
    assert [hand.hand_no for hand in history] == [4, 3, 2]
    first = await store.hand(table, 1)
    assert first is not None
    assert first.phh_text == "hand 1"
    assert await store.hand(table, 9) is None


async def test_net_winnings_leaderboard(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json="{}")
    await store.settle_hand(
        table,
        1,
        final_stacks={0: 150, 1: 50},
        stats=[HandStatsDelta(user_id=ALICE, net=50, won=True, pot_won=100),
               HandStatsDelta(user_id=BOB, net=-50)],
    )  # fmt: skip
    net = await store.leaderboard(GUILD, LeaderboardKind.NET_WON)
    assert [(row.user_id, row.value) for row in net.rows] == [(ALICE, 50), (BOB, -50)]
    won = await store.leaderboard(GUILD, LeaderboardKind.HANDS_WON)
    assert [(row.rank, row.user_id, row.value) for row in won.rows] == [(1, ALICE, 1), (2, BOB, 0)]


# --- tournaments -------------------------------------------------------------------------


async def test_sit_and_go_from_entry_to_prizes(store: Store) -> None:
    tour = await store.create_tournament(GUILD, ALICE, entry_fee=100)
    for user in (ALICE, BOB, CAROL):
        tour = await store.enter_tournament(tour.id, user)
    assert tour.pool == 300
    await assert_conserved(store, 3_000)
    with pytest.raises(NotAllowed):
        await store.enter_tournament(tour.id, BOB)
    table = await store.create_table(
        GUILD, CHANNEL, ALICE, config_json=CONFIG, tournament_id=tour.id
    )
    with pytest.raises(NotAllowed):
        await store.sit(table.id, ALICE, 100)
    started = await store.start_tournament(
        tour.id, table.id, seats={0: ALICE, 1: BOB, 2: CAROL}, starting_stack=1_500
    )
    assert [seat.stack for seat in started.seats] == [1_500] * 3
    await assert_conserved(store, 3_000)  # tournament chips are not money
    with pytest.raises(NoTournament):
        await store.enter_tournament(tour.id, 104)
    await store.save_progress(table.id, 1, hand_json="{}", stack_changes={2: -1_500})
    await store.settle_hand(table.id, 1, final_stacks={0: 3_000})
    await store.leave(table.id, CAROL)
    await assert_conserved(store, 3_000)
    finished = await store.finish_tournament(
        tour.id, places={ALICE: 1, BOB: 2, CAROL: 3}, prizes={ALICE: 210, BOB: 90}
    )
    assert (finished.status, finished.pool) == (TournamentStatus.FINISHED, 0)
    assert [(e.user_id, e.place, e.prize) for e in finished.entrants] == [
        (ALICE, 1, 210),
        (BOB, 2, 90),
        (CAROL, 3, 0),
    ]
    assert await store.balance(GUILD, ALICE) == 1_110
    await store.close_table(table.id)
    await assert_conserved(store, 3_000)
    assert (await store.stats(GUILD, ALICE)).tournament_finishes == ((1, 1),)


async def test_prizes_must_pay_the_whole_pool(store: Store) -> None:
    tour = await store.create_tournament(GUILD, ALICE, entry_fee=100)
    for user in (ALICE, BOB):
        await store.enter_tournament(tour.id, user)
    table = await store.create_table(
        GUILD, CHANNEL, ALICE, config_json=CONFIG, tournament_id=tour.id
    )
    await store.start_tournament(tour.id, table.id, seats={0: ALICE, 1: BOB}, starting_stack=500)
    with pytest.raises(ValueError, match="pool of 200"):
        await store.finish_tournament(tour.id, places={ALICE: 1}, prizes={ALICE: 150})
    with pytest.raises(ValueError, match="entrants"):
        await store.finish_tournament(tour.id, places={CAROL: 1}, prizes={ALICE: 200})
    assert (await store.tournament(tour.id)).pool == 200
    await assert_conserved(store, 2_000)


async def test_entry_fee_needs_the_chips(store: Store) -> None:
    tour = await store.create_tournament(GUILD, ALICE, entry_fee=1_001)
    with pytest.raises(InsufficientChips):
        await store.enter_tournament(tour.id, ALICE)
    assert (await store.tournament(tour.id)).entrants == ()
    await assert_conserved(store, 0)  # the refusal rolled back the bankroll's opening too
    assert await store.balance(GUILD, ALICE) == 1_000


async def test_cancelled_tournament_refunds_entries(store: Store) -> None:
    tour = await store.create_tournament(GUILD, ALICE, entry_fee=100)
    await store.enter_tournament(tour.id, ALICE)
    await store.enter_tournament(tour.id, BOB)
    cancelled = await store.cancel_tournament(tour.id)
    assert (cancelled.status, cancelled.pool) == (TournamentStatus.CANCELLED, 0)
    assert await store.balance(GUILD, BOB) == 1_000
    await assert_conserved(store, 2_000)
    with pytest.raises(NoTournament):
        await store.cancel_tournament(tour.id)


async def test_unknown_tournament(store: Store) -> None:
    with pytest.raises(NoTournament):
        await store.tournament(404)


async def test_a_hand_saved_as_its_record_then_action_by_action(store: Store) -> None:
    """Each action is one appended row after the start record; settling the hand drops them."""
    table = await seated(store, (ALICE, 100), (BOB, 100))
    await store.save_progress(table, 1, hand_json='{"n": 0}', stack_changes={0: -1, 1: -2})
    await store.save_progress(table, 1, actions=['[0, "call"]'], stack_changes={0: -1})
    await store.save_progress(table, 1, state_json='{"clock": 1}')  # only the clock changed
    await store.save_progress(table, 1, actions=['[1, "check"]', '[0, "bet"]'], first_action=1)
    saved = ((0, '[0, "call"]'), (1, '[1, "check"]'), (2, '[0, "bet"]'))
    assert await store.hand_actions(table) == saved
    record = await store.table(table)
    assert (record.hand_json, record.pot, record.state_json) == ('{"n": 0}', 4, '{"clock": 1}')
    await assert_conserved(store, 2_000)
    await store.settle_hand(table, 1, final_stacks={0: 102, 1: 98})
    assert await store.hand_actions(table) == ()
    await store.save_progress(table, 2, hand_json='{"n": 1}', actions=['[0, "fold"]'])
    assert await store.hand_actions(table) == ((0, '[0, "fold"]'),)
    await assert_conserved(store, 2_000)


async def test_a_step_that_does_not_fit_changes_nothing(store: Store) -> None:
    table = await seated(store, (ALICE, 100), (BOB, 100))
    with pytest.raises(ValueError, match="never saved"):
        await store.save_progress(table, 1, actions=['[0, "fold"]'])  # no hand yet
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -1, 1: -2})
    await store.save_progress(table, 1, actions=['[0, "call"]'], stack_changes={0: -1})
    before = (await store.table(table), await store.hand_actions(table))
    with pytest.raises(ValueError, match="already saved"):  # the same action number again
        await store.save_progress(table, 1, actions=['[0, "call"]'], stack_changes={0: -1})
    with pytest.raises(ValueError, match="action_json is not valid JSON"):
        await store.save_progress(table, 1, actions=["[0, "], first_action=1)
    with pytest.raises(InsufficientChips):  # the action saved, then a stack refused: neither
        await store.save_progress(
            table, 1, actions=['[1, "raise"]'], first_action=1, stack_changes={1: -99}
        )
    assert (await store.table(table), await store.hand_actions(table)) == before
    await assert_conserved(store, 2_000)
