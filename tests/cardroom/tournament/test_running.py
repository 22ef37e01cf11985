"""A running tournament's verbs: late entries, rebuys, the add-on, pause and resume, and a
crash between "running" and every table open, on the conductor over a real store.

The tables are :class:`~tests.cardroom.tournament.test_conductor.PlayedTables`; every
payment is checked in the store (the pool, the entry's rebuys and add-on, conservation)
and every chip bought on the tables.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest

from cardroom.conductor import Conductor
from cardroom.errors import InsufficientChips, NotAllowed, NoTournament
from cardroom.models import TournamentStatus
from cardroom.store import Store
from cardroom.tournament.payouts import PayoutScheme, payouts
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from tests.cardroom.store_support import GUILD, Reopen, assert_conserved
from tests.cardroom.tournament.test_conductor import LOBBY, THREADS, Now, PlayedTables

HOST = 100
ENTRY = 100
CHIPS = 1000
MEMBERS = 6
"""Members with a bankroll (the store's starting chips): six at the start, more late."""
BANKROLLS = 1000


async def _tournament(
    store: Store,
    players: int,
    *,
    size: int = 4,
    late_levels: int = 2,
    rebuys: bool = True,
    addon: bool = True,
    level_minutes: float = 1,
) -> tuple[int, list[int]]:
    """A registered tournament of ``players`` with late registration, rebuys and add-on."""
    settings = MttSettings(
        chips=CHIPS,
        table_size=size,
        levels=Preset.TURBO,
        level_minutes=level_minutes,
        late_levels=late_levels,
        payouts=PayoutScheme.TOP20,
        rebuys=rebuys,
        addon=addon,
    )
    tour = await store.create_mtt(
        GUILD, LOBBY, HOST, name="Late", entry=ENTRY, settings_json=settings.to_json()
    )
    members = list(range(1001, 1001 + players))
    for member in members:
        await store.register_mtt(tour.id, member)
    return tour.id, members


def _seated(tables: PlayedTables) -> list[int]:
    """Every player seated at an open table (a player twice shows twice)."""
    return [p for channel in tables.open for p in tables.seats[channel].values()]


async def _refused(code: str, verb: object) -> None:
    """The verb is refused with ``code``."""
    assert callable(verb)
    with pytest.raises(NotAllowed) as caught:
        await verb()
    assert caught.value.code == code


async def test_a_late_entrant_pays_once_and_sits_at_the_shortest_table(store: Store) -> None:
    tour_id, members = await _tournament(store, 6)
    rng = random.Random(2)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    assert sorted(t.count for t in conductor.floor.tables) == [3, 3]
    late = 2001
    await conductor.enter(late)
    floor = conductor.floor
    assert (floor.entrants, floor.players_left, floor.chips[late]) == (7, 7, CHIPS)
    number = floor.table_of(late)
    assert number is not None
    assert late in tables.seats[conductor.channels[number]].values()
    assert sorted(_seated(tables)) == sorted([*members, late])
    record = await store.mtt(tour_id)
    assert record.pool == 7 * ENTRY
    assert floor.prizes == payouts(PayoutScheme.TOP20, entrants=7, pool=7 * ENTRY)
    assert await store.balance(GUILD, late) == BANKROLLS - ENTRY
    await assert_conserved(store, 7 * BANKROLLS)
    # a second entry, and an unregistration while it runs, are refused and change nothing
    await _refused("seat.already_entered", lambda: conductor.enter(late))
    with pytest.raises(NoTournament):
        await store.unregister_mtt(tour_id, late)
    assert (await store.mtt(tour_id)).pool == 7 * ENTRY
    # the saved floor is the one in memory (a restart seats the late entrant again)
    saved = Conductor.restore(store, await store.mtt(tour_id), tables=tables, now=now, rng=rng)
    assert saved.floor == conductor.floor
    # registration closes after level 2: the next entrant is refused, nothing paid
    now.at += 2 * 60 + 1
    await _refused("tournament.late_closed", lambda: conductor.enter(2002))
    assert await store.balance(GUILD, 2002) == BANKROLLS
    assert (await store.mtt(tour_id)).pool == 7 * ENTRY


async def test_rebuys_at_or_below_the_stack_and_chips_at_the_next_boundary(store: Store) -> None:
    tour_id, members = await _tournament(store, 6)
    rng = random.Random(4)
    now, tables = Now(), PlayedTables(rng, allin=0.0)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    first = members[0]
    # between hands the chips go on at once
    assert conductor.floor.table_of(first) not in conductor.floor.playing
    await conductor.rebuy(first)
    assert conductor.floor.chips[first] == tables.chips[first] == 2 * CHIPS
    assert not conductor.floor.owed
    await _refused("tournament.rebuy_stack", lambda: conductor.rebuy(first))
    entry = (await store.mtt(tour_id)).entry_of(first)
    assert entry is not None
    assert (entry.paid, entry.rebuys) == (2 * ENTRY, 1)
    # in a hand they wait for the table's boundary
    while not tables.hands:
        await tables.step(conductor)
    channel = next(iter(tables.hands))
    _, dealt = tables.hands[channel]
    player = min(p for p in dealt if tables.chips[p] <= CHIPS)
    await conductor.rebuy(player)
    assert conductor.floor.owed == {player: CHIPS}
    while channel in tables.hands:
        await tables.step(conductor)
    assert not conductor.floor.owed
    assert conductor.floor.chips[player] == tables.chips[player]
    assert tables.chips[player] >= CHIPS  # what the hand left, plus the rebuy
    record = await store.mtt(tour_id)
    assert record.pool == 8 * ENTRY
    assert sum(conductor.floor.chips.values()) == sum(tables.chips.values())
    assert sum(tables.chips.values()) == 6 * CHIPS + tables.added
    await assert_conserved(store, 6 * BANKROLLS)
    # a member who is not in is refused
    await _refused("tournament.not_registered", lambda: conductor.rebuy(3001))


async def test_a_bankroll_too_small_for_a_rebuy_changes_nothing(store: Store) -> None:
    tour_id, members = await _tournament(store, 4)
    rng = random.Random(6)
    now, tables = Now(), PlayedTables(rng, allin=0.0)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    poor = members[1]
    for _ in range(9):  # nine rebuys spend the rest of the bankroll ...
        await store.rebuy_mtt(tour_id, poor)
    floor = conductor.floor
    with pytest.raises(InsufficientChips):  # ... so the conductor's rebuy is refused
        await conductor.rebuy(poor)
    assert conductor.floor == floor
    assert tables.chips[poor] == CHIPS


async def test_a_bust_while_registration_is_open_waits_unplaced(store: Store) -> None:
    tour_id, members = await _tournament(store, 6)
    rng = random.Random(8)
    now, tables = Now(), PlayedTables(rng, allin=1.0)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    while len(conductor.floor.out_players) < 2:
        await tables.step(conductor)
    out = sorted(conductor.floor.out_players)
    assert not conductor.floor.finished
    assert all(p not in _seated(tables) for p in out)
    record = await store.mtt(tour_id)
    assert all(e.place is None for e in record.entries)
    assert (await store.mtt(tour_id)).pool == 6 * ENTRY
    # one of them rebuys: a new seat with a starting stack, no new entrant
    back = out[0]
    await conductor.rebuy(back)
    assert conductor.floor.chips[back] == CHIPS
    assert back in _seated(tables)
    assert conductor.floor.entrants == 6
    # registration closes: those still out are placed last, earliest lowest
    while conductor.floor.playing:
        await tables.step(conductor)
    tables.told.clear()
    now.at += 2 * 60 + 1
    await conductor.tick()
    floor = conductor.floor
    assert not floor.out
    still_out = [p for p in out if p != back and p not in floor.chips]
    placed = {f.player: f.worst for f in floor.finished}
    assert set(placed) == set(still_out) | {
        p for p in members if p not in floor.chips and p not in still_out
    }
    assert max(placed.values()) == 6
    record = await store.mtt(tour_id)
    assert {e.user_id: e.place for e in record.entries if e.place is not None} == {
        f.player: f.best for f in floor.finished
    }
    await assert_conserved(store, 6 * BANKROLLS)


async def test_the_add_on_once_at_the_level_that_closes_registration(store: Store) -> None:
    tour_id, members = await _tournament(store, 4, late_levels=2)
    rng = random.Random(10)
    now, tables = Now(), PlayedTables(rng, allin=0.0)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    player = members[2]
    await _refused("tournament.addon_closed", lambda: conductor.addon(player))
    now.at += 61  # level 2 closes registration (no break follows it: the add-on is now)
    assert conductor.position().level == 2
    await conductor.addon(player)
    assert tables.chips[player] == 2 * CHIPS  # its table was between hands
    await _refused("tournament.addon_taken", lambda: conductor.addon(player))
    entry = (await store.mtt(tour_id)).entry_of(player)
    assert entry is not None
    assert (entry.addon, entry.paid, entry.rebuys) == (True, 2 * ENTRY, 0)
    await _refused("tournament.not_registered", lambda: conductor.addon(3001))
    now.at += 61
    await _refused("tournament.addon_closed", lambda: conductor.addon(members[0]))
    await _refused("tournament.rebuy_closed", lambda: conductor.rebuy(members[0]))
    assert (await store.mtt(tour_id)).pool == 5 * ENTRY
    await assert_conserved(store, 4 * BANKROLLS)


async def test_no_rebuys_or_add_on_unless_the_tournament_has_them(store: Store) -> None:
    tour_id, members = await _tournament(store, 3, rebuys=False, addon=False, late_levels=1)
    rng = random.Random(12)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    await _refused("tournament.rebuys_off", lambda: conductor.rebuy(members[0]))
    await _refused("tournament.addon_off", lambda: conductor.addon(members[0]))
    assert (await store.mtt(tour_id)).pool == 3 * ENTRY


async def test_a_pause_survives_a_restart_and_is_refused_twice(
    store: Store, reopen: Reopen
) -> None:
    tour_id, _ = await _tournament(store, 4, level_minutes=10)
    rng = random.Random(14)
    now, tables = Now(), PlayedTables(rng, allin=0.0)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    now.at += 100
    await conductor.pause()
    await _refused("tournament.paused", conductor.pause)
    left = conductor.position().seconds_left
    now.at += 1000
    assert conductor.standing().paused
    assert conductor.position().seconds_left == left
    async with await reopen() as again:
        record = await again.mtt(tour_id)
        assert record.clock_paused
        restored = Conductor.restore(again, record, tables=tables, now=now, rng=rng)
        assert restored.paused
        assert abs(restored.position().seconds_left - left) < 1
        tables.told.clear()
        await restored.resume_tables()
        assert not tables.told  # a paused clock deals nothing
        await restored.resume()
        await _refused("tournament.not_paused", restored.resume)
        assert tables.told


class FailingTables(PlayedTables):
    """Tables whose owner dies (raises) at a chosen step of the start."""

    def __init__(self, rng: random.Random, *, fail_open: int = 0, fail_thread: int = 0) -> None:
        super().__init__(rng)
        self.fail_open = fail_open
        self.fail_thread = fail_thread

    async def new_channel(self, number: int) -> int:
        if number == self.fail_thread:
            raise RuntimeError("killed before the thread")
        return await super().new_channel(number)

    async def open_table(
        self, channel: int, number: int, seats: Mapping[int, tuple[int, int]]
    ) -> None:
        if number == self.fail_open:
            raise RuntimeError("killed after the thread, before the table")
        await super().open_table(channel, number, seats)


@pytest.mark.parametrize(("fail_open", "fail_thread"), [(2, 0), (0, 3), (1, 0)])
async def test_a_crash_before_every_table_opens_is_mended_by_the_restart(
    store: Store, reopen: Reopen, fail_open: int, fail_thread: int
) -> None:
    tour_id, members = await _tournament(store, 10, size=4)
    rng = random.Random(16)
    now = Now()
    tables = FailingTables(rng, fail_open=fail_open, fail_thread=fail_thread)
    with pytest.raises(RuntimeError):
        await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    record = await store.mtt(tour_id)
    assert record.status is TournamentStatus.RUNNING
    assert record.state_json is not None
    assert len(tables.open) < 3
    tables.fail_open = tables.fail_thread = 0  # the restart
    async with await reopen() as again:
        record = await again.mtt(tour_id)
        restored = Conductor.restore(again, record, tables=tables, now=now, rng=rng)
        await restored.resume_tables()
        assert len(tables.made) == len(restored.floor.tables) == 3  # one thread a table
        assert tables.open == set(restored.channels.values())
        assert sorted(_seated(tables)) == sorted(members)  # each seated exactly once
        for table in restored.floor.tables:
            assert tables.seats[restored.channels[table.number]] == dict(table.seats)
        assert {restored.number_of(c) for c in tables.told} == {1, 2, 3}
        assert set(restored.channels.values()) == {THREADS + n for n in (1, 2, 3)}
        await assert_conserved(again, 10 * BANKROLLS)


async def test_no_deal_while_registration_is_open(store: Store) -> None:
    """A final table in the late period: the pool can still grow, so no deal is offered."""
    tour_id, members = await _tournament(store, 3, late_levels=2)
    now, rng = Now(), random.Random(2)
    tables = PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    assert len(conductor.floor.tables) == 1, "three players at four-handed: one final table"
    with pytest.raises(NotAllowed) as refused:
        await conductor.propose_deal(members[0])
    assert refused.value.code == "tournament.deal_late"
    assert conductor.deal is None
