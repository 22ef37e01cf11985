"""Players' names by time and a session's chips, on every store (migration 0009)."""

from __future__ import annotations

from datetime import timedelta

from cardroom.store import Store
from tests.cardroom.store_support import GUILD, FakeClock

ANN, BOB = 11, 12


async def test_a_name_is_kept_once_and_again_only_when_it_changes(
    store: Store, clock: FakeClock
) -> None:
    assert await store.note_names(GUILD, {ANN: "Ann", BOB: "  bob   the  builder "}) == 2
    first = clock.now
    clock.advance(seconds=30)
    assert await store.note_names(GUILD, {ANN: "Ann", BOB: "bob the builder"}) == 0
    clock.advance(hours=1)
    assert await store.note_names(GUILD, {ANN: "Annie"}) == 1
    renamed = clock.now
    assert await store.names_at(GUILD, [ANN, BOB], first) == {ANN: "Ann", BOB: "bob the builder"}
    assert await store.names_at(GUILD, [ANN], renamed - timedelta(seconds=1)) == {ANN: "Ann"}
    assert await store.names_at(GUILD, [ANN], renamed + timedelta(days=3)) == {ANN: "Annie"}


async def test_a_hand_before_any_name_takes_the_first_name_seen_after(
    store: Store, clock: FakeClock
) -> None:
    early = clock.now
    clock.advance(minutes=5)
    await store.note_names(GUILD, {ANN: "Ann"})
    assert await store.names_at(GUILD, [ANN, BOB], early) == {ANN: "Ann"}


async def test_names_belong_to_one_server_and_are_cut_to_a_hundred(store: Store) -> None:
    await store.note_names(GUILD, {ANN: "x" * 300, BOB: "   "})
    await store.note_names(GUILD + 1, {ANN: "elsewhere"})
    names = await store.names_at(GUILD, [ANN, BOB], FakeClock().now + timedelta(days=1))
    assert names == {ANN: "x" * 100}


async def test_two_names_in_one_second_keep_the_last(store: Store) -> None:
    await store.note_names(GUILD, {ANN: "one"})
    await store.note_names(GUILD, {ANN: "two"})
    assert await store.names_at(GUILD, [ANN], FakeClock().now) == {ANN: "two"}


async def test_a_session_s_chips_come_from_the_bank_s_ledger_rows(store: Store) -> None:
    table = await store.create_table(GUILD, 500, ANN, config_json="{}")
    await store.sit(table.id, ANN, 300)
    await store.sit(table.id, BOB, 200)
    await store.top_up(table.id, BOB, 100)
    await store.leave(table.id, ANN)
    flows = {flow.user_id: flow for flow in await store.table_chips(table.id)}
    assert (flows[ANN].bought_in, flows[ANN].cashed_out, flows[ANN].stack) == (300, 300, 0)
    assert (flows[BOB].bought_in, flows[BOB].cashed_out, flows[BOB].stack) == (300, 0, 300)
    assert await store.closed_table(GUILD, 500) is None
    await store.close_table(table.id)
    closed = await store.closed_table(GUILD, 500)
    assert closed is not None
    assert closed.id == table.id
    assert [f.cashed_out for f in await store.table_chips(table.id)] == [300, 300]
