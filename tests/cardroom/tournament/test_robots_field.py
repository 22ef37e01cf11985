"""Computer players fill a tournament's field: freeroll seats, members' prizes only.

Two members and three computer players (``bots: 3``) on the room's real table sessions:
the robots act by themselves at their seats, take no chips from any bankroll and win
nothing; the members' payout table is paid to the members in their order among members,
so every chip of the pool goes to them and the guild's chips are conserved. A server that
switched robots off gets none.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardroom.errors import NoTournament
from cardroom.models import TournamentStatus
from cardroom.robots import is_robot
from cardroom.store import Store
from cardroom.tournament.finish import Finish
from cardroom.tournament.payouts import PayoutScheme, payouts
from cardroom.tournament.records import MttRecord
from cardroom.tournament.robots import member_prizes
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from cardroom.tournaments import Tournaments
from cardroom.views import Move
from tests.cardroom.tables_support import GUILD, HOST, START, open_room

LOBBY = 620
THREAD = 9200
MEMBERS = (4001, 4002)
ENTRY = 100


async def _new_channel(record: MttRecord, number: int) -> int:
    """The thread of a table."""
    assert record.channel_id == LOBBY
    return THREAD + number


def test_members_take_the_paid_places_in_their_order_among_members() -> None:
    # a robot won and a robot came third: the members' table pays them 1st and 2nd
    finishes = (Finish(-102, 3, 3), Finish(7, 2, 2), Finish(-101, 1, 1))
    assert member_prizes(finishes, members_after=0, prizes=(70, 30)) == {
        7: 70,
        -102: 0,
        -101: 0,
    }
    assert member_prizes((Finish(8, 4, 4),), members_after=1, prizes=(70, 30)) == {8: 30}
    assert member_prizes((Finish(9, 5, 5),), members_after=2, prizes=(70, 30)) == {9: 0}


async def test_robots_fill_the_field_and_win_nothing(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "room.sqlite", users=(HOST, *MEMBERS))
    tournaments = Tournaments(
        room.service, now=room.clock.now, rng_factory=lambda: random.Random(4)
    )
    settings = MttSettings(
        chips=500, table_size=6, levels=Preset.TURBO, level_minutes=1,
        payouts=PayoutScheme.TOP20, bots=3,
    )  # fmt: skip
    tour = await room.store.create_mtt(
        GUILD, LOBBY, HOST, name="Bots", entry=ENTRY, settings_json=settings.to_json()
    )
    for member in MEMBERS:
        await room.store.register_mtt(tour.id, member)
    conductor = await tournaments.start(tour.id, _new_channel)
    robots = sorted(conductor.robots)
    assert len(robots) == 3
    assert all(is_robot(r) for r in robots)
    started = await room.store.mtt(tour.id)
    assert started.pool == ENTRY * len(MEMBERS)  # freeroll seats: the pool is the members'
    assert conductor.floor.prizes == payouts(PayoutScheme.TOP20, entrants=2, pool=200)
    channel = THREAD + 1
    for _ in range(3000):
        if conductor.over:
            break
        view = await room.service.view(channel)
        if view.in_hand and view.to_act in MEMBERS:
            await room.service.act(channel, view.to_act, view.hand_no, Move.ALL_IN)
        await room.tick(4)
        await tournaments.idle()
        await tournaments.tick()
        await tournaments.idle()
    assert conductor.over
    done = await room.store.mtt(tour.id)
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    prizes = {e.user_id: e.prize or 0 for e in done.entries}
    assert all(prizes[r] == 0 for r in robots)
    assert sum(prizes[m] for m in MEMBERS) == ENTRY * len(MEMBERS)
    places = {e.user_id: e.place for e in done.entries}
    first = min(MEMBERS, key=lambda m: places[m] or 0)
    assert prizes[first] == max(prizes[m] for m in MEMBERS)
    for member in MEMBERS:
        balance = await room.store.balance(GUILD, member)
        assert balance == START - ENTRY + prizes[member]
    assert await room.total() == START * (len(MEMBERS) + 1)
    assert len(conductor.results) == 5
    await room.close()


async def test_a_server_without_robots_gets_none(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "room.sqlite", users=(HOST, *MEMBERS))
    await room.store.set_robots_allowed(GUILD, False)
    tournaments = Tournaments(room.service, now=room.clock.now)
    settings = MttSettings(chips=500, table_size=6, bots=4)
    tour = await room.store.create_mtt(
        GUILD, LOBBY, HOST, name="None", entry=ENTRY, settings_json=settings.to_json()
    )
    for member in MEMBERS:
        await room.store.register_mtt(tour.id, member)
    conductor = await tournaments.start(tour.id, _new_channel)
    assert conductor.robots == frozenset()
    assert conductor.floor.players_left == len(MEMBERS)
    await tournaments.cancel(tour.id)
    await tournaments.idle()
    await room.close()


async def test_the_store_enters_robots_on_freeroll_seats_only_before_the_start(
    store: Store,
) -> None:
    tour = await store.create_mtt(GUILD, LOBBY, HOST, name="Store", entry=ENTRY)
    await store.register_mtt(tour.id, MEMBERS[0])
    total = await store.total_chips(GUILD)
    with pytest.raises(ValueError, match="computer players"):
        await store.add_mtt_robots(tour.id, [MEMBERS[1]])
    with pytest.raises(ValueError, match="computer players"):
        await store.add_mtt_robots(tour.id, [-101, -101])
    entered = await store.add_mtt_robots(tour.id, [-101, -202])
    assert {e.user_id: e.paid for e in entered.entries} == {MEMBERS[0]: ENTRY, -101: 0, -202: 0}
    assert entered.pool == ENTRY
    assert await store.total_chips(GUILD) == total == await store.ledger_total(GUILD)
    with pytest.raises(ValueError, match="already"):
        await store.add_mtt_robots(tour.id, [-101])
    await store.start_mtt(tour.id)
    with pytest.raises(NoTournament):
        await store.add_mtt_robots(tour.id, [-303])
