"""The session ledger: read from the bank's rows, nets that sum to zero, the fewest transfers."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardroom.errors import NotAllowed
from cardroom.ledger import ChipFlow, ledger_csv, session_lines, settle_up
from cardroom.sharing import Sharing
from cardroom.views import Move
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
)


def _fewest_by_search(nets: dict[int, int]) -> int:
    """The fewest transfers, by trying every partition into zero-sum groups (small inputs)."""
    values = [v for v in nets.values() if v]
    best = len(values)
    for order in itertools.permutations(values):
        groups, run = 0, 0
        for v in order:
            run += v
            if run == 0:
                groups += 1
        best = min(best, len(values) - groups)
    return best


@given(st.lists(st.integers(-500, 500), min_size=1, max_size=6))
def test_settle_up_squares_every_net_with_the_fewest_transfers(values: list[int]) -> None:
    nets = {i + 1: v for i, v in enumerate(values)}
    nets[99] = -sum(values)
    transfers = settle_up(nets)
    balance = dict(nets)
    for t in transfers:
        assert t.amount > 0
        assert nets[t.payer] < 0 < nets[t.payee]
        balance[t.payer] += t.amount
        balance[t.payee] -= t.amount
    assert all(v == 0 for v in balance.values())
    assert len(transfers) == _fewest_by_search(nets)


def test_settle_up_refuses_nets_that_do_not_sum_to_zero() -> None:
    with pytest.raises(ValueError, match="sum"):
        settle_up({1: 10, 2: -5})


def test_settle_up_of_a_full_table_and_the_leavers_is_quick_and_square() -> None:
    rng = random.Random(5)
    values = [rng.randint(-900, 900) for _ in range(15)]
    nets = dict(enumerate(values, 1)) | {99: -sum(values)}
    transfers = settle_up(nets)
    assert len(transfers) <= len([v for v in nets.values() if v]) - 1


def test_lines_and_csv() -> None:
    lines = session_lines([ChipFlow(1, 200, 0, 50), ChipFlow(2, 100, 250, 0)])
    assert [(x.user_id, x.net) for x in lines] == [(2, 150), (1, -150)]
    csv = ledger_csv(lines, {1: 'Ann "A", Lee'}, ("member", "in", "out", "now", "net"))
    assert csv.splitlines() == [
        "member,in,out,now,net",
        "2,100,250,0,150",
        '"Ann ""A"", Lee",200,0,50,-150',
    ]


async def test_the_ledger_of_a_played_session_sums_to_zero_and_keeps_those_who_left(
    room: Room,
) -> None:
    sharing = Sharing(room.store)
    update = await cash_table(room, (ALICE, BOB, CAROL), buy_in=500)
    for hand in range(3):
        update = await play_passively(room, update)
        if hand < 2:
            await room.tick(6)
            update = room.updates[-1]
    await room.service.leave(CHANNEL, CAROL)  # between hands: cashed out at once
    await room.service.top_up(CHANNEL, BOB, 100)
    ledger = await sharing.ledger(GUILD, CHANNEL, HOST)
    assert ledger.current
    members = {line.user_id: line for line in ledger.lines}
    assert set(members) == {ALICE, BOB, CAROL}
    assert members[CAROL].stack == 0
    assert members[CAROL].cashed_out > 0
    assert members[BOB].bought_in >= 600
    assert sum(line.net for line in ledger.lines) + ledger.in_pot == 0
    table = await room.store.table_in_channel(GUILD, CHANNEL)
    assert table is not None
    seats = {s.user_id: s.stack for s in table.seats}
    assert ledger.in_pot == 0
    for user, stack in seats.items():
        assert members[user].stack == stack
    assert ledger.transfers is not None  # the creator sees the settle-up
    not_host = await sharing.ledger(GUILD, CHANNEL, ALICE)
    assert not_host.transfers is None
    await room.service.close(CHANNEL, HOST)
    last = await sharing.ledger(GUILD, CHANNEL, ALICE, last=True, is_admin=True)
    assert not last.current
    assert sum(line.net for line in last.lines) == 0
    assert all(line.stack == 0 for line in last.lines)
    assert last.transfers is not None
    paid = {line.user_id: line.net for line in last.lines}
    for t in last.transfers:
        paid[t.payer] += t.amount
        paid[t.payee] -= t.amount
    assert set(paid.values()) <= {0}
    with pytest.raises(NotAllowed) as refused:
        await sharing.ledger(GUILD, CHANNEL, ALICE)
    assert refused.value.code == "sharing.no_session"


async def test_a_hand_in_progress_is_counted_in_the_pot(room: Room) -> None:
    sharing = Sharing(room.store)
    update = await cash_table(room, (ALICE, BOB), buy_in=500)
    to_act = update.view.to_act
    assert to_act is not None
    await room.service.act(CHANNEL, to_act, update.view.hand_no, Move.CALL)
    ledger = await sharing.ledger(GUILD, CHANNEL, HOST)
    assert ledger.in_pot == 20
    assert sum(line.net for line in ledger.lines) + ledger.in_pot == 0
    assert ledger.transfers is None  # nobody settles up in the middle of a hand
