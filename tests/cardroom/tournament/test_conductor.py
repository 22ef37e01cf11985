"""The conductor on a real store: a tournament from the draw to one winner, paid and scored.

The tables are played by :class:`PlayedTables`, the conductor's :class:`TableSide` as the
tables' owner would offer it, keeping each table's seats and chips and playing random
hands (all-ins often) when told to deal; every boundary checks that the tables and the
floor agree, that chips are conserved, and that balancing held.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Mapping
from datetime import UTC, date, datetime

import pytest

from cardroom.conductor import Conductor
from cardroom.models import TournamentStatus
from cardroom.store import Store
from cardroom.tournament.finish import place_prizes
from cardroom.tournament.payouts import PayoutScheme, payouts, places_paid
from cardroom.tournament.seasons import season_points
from cardroom.tournament.seating import balanced, upcoming
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from holdem.schedule import BlindLevel
from tests.cardroom.store_support import GUILD, Reopen, assert_conserved

LOBBY = 555
THREADS = 7000
HOST = 100
TODAY = date(2026, 12, 2)


class Now:
    """A clock the test moves by hand (the conductor's monotonic seconds)."""

    def __init__(self) -> None:
        self.at = 1000.0

    def __call__(self) -> float:
        return self.at


class PlayedTables:
    """The tables as their owner keeps them: seats, chips, and who was told to deal."""

    def __init__(self, rng: random.Random, allin: float = 0.4) -> None:
        self.rng = rng
        self.allin = allin
        """How often a player who loses a hand loses every chip."""
        self.seats: dict[int, dict[int, int]] = {}
        self.chips: dict[int, int] = {}
        self.open: set[int] = set()
        self.closed: set[int] = set()
        self.told: dict[int, BlindLevel] = {}
        """Tables told to deal, and at which blinds."""
        self.hands: dict[int, tuple[dict[int, int], set[int]]] = {}
        self.dealt_at: list[BlindLevel] = []
        self.made: set[int] = set()
        """The channels (threads) made, one per table number."""
        self.added = 0
        """Chips put on the tables after the start (late entries, rebuys, add-ons)."""

    async def in_hand(self, channel: int) -> bool:
        return channel in self.hands

    async def new_channel(self, number: int) -> int:
        channel = THREADS + number
        assert channel not in self.made, "one thread per table, ever"
        self.made.add(channel)
        return channel

    async def open_table(
        self, channel: int, number: int, seats: Mapping[int, tuple[int, int]]
    ) -> None:
        assert channel == THREADS + number
        assert channel in self.made
        assert channel not in self.open
        assert channel not in self.closed
        self.open.add(channel)
        self.seats[channel] = {seat: player for seat, (player, _) in seats.items()}
        self.chips.update(dict(seats.values()))

    async def seated(self, channel: int) -> Mapping[int, int] | None:
        if channel not in self.open:
            return None
        return {p: self.chips[p] for p in self.seats[channel].values()}

    async def seat(self, channel: int, seat: int, player: int, chips: int, state_json: str) -> None:
        assert channel in self.open
        assert seat not in self.seats[channel]
        assert all(player not in seats.values() for seats in self.seats.values())
        self.seats[channel][seat] = player
        if self.chips.get(player, 0):  # a player who waited for a seat, with their chips
            assert self.chips[player] == chips
            return
        self.chips[player] = chips
        self.added += chips

    async def add_chips(self, channel: int, player: int, chips: int, state_json: str) -> bool:
        assert player in self.seats[channel].values()
        if channel in self.hands and player in self.hands[channel][1]:
            return False
        self.chips[player] += chips
        self.added += chips
        return True

    async def move(self, from_channel: int, to_channel: int, seat: int, player: int) -> None:
        assert from_channel not in self.hands, "a table gives players between its hands"
        assert to_channel in self.open
        assert seat not in self.seats[to_channel]
        seats = self.seats[from_channel]
        (old,) = [s for s, p in seats.items() if p == player]
        del seats[old]
        self.seats[to_channel][seat] = player

    async def unseat(self, channel: int, player: int) -> None:
        assert channel not in self.hands, "players leave a table between its hands"
        seats = self.seats[channel]
        (seat,) = [s for s, p in seats.items() if p == player]
        del seats[seat]
        if self.chips[player] == 0:
            del self.chips[player]

    async def close_table(self, channel: int) -> None:
        assert not self.seats[channel], "a table closes empty"
        self.open.discard(channel)
        self.closed.add(channel)
        self.told.pop(channel, None)

    async def deal(self, channel: int, blinds: BlindLevel) -> None:
        assert channel in self.open
        assert channel not in self.hands
        self.told[channel] = blinds

    async def step(self, conductor: Conductor) -> None:
        """Start a hand at a table told to deal, or end a hand in progress."""
        if self.told and (not self.hands or self.rng.random() < 0.5):
            channel = self.rng.choice(sorted(self.told))
            self.dealt_at.append(self.told.pop(channel))
            number = conductor.number_of(channel)
            assert number is not None
            table = conductor.floor.table(number)
            assert table.seats == self.seats[channel]
            deal = upcoming(table)
            assert deal is not None
            await conductor.hand_started(
                number, button=deal.button, small_blind=deal.small_blind, big_blind=deal.big_blind
            )
            start = {p: self.chips[p] for p in self.seats[channel].values()}
            self.hands[channel] = (start, {table.seats[s] for s in deal.seats})
            return
        assert self.hands, "some table is told to deal or is dealing"
        channel = self.rng.choice(sorted(self.hands))
        start, dealt = self.hands.pop(channel)
        number = conductor.number_of(channel)
        assert number is not None
        winner = self.rng.choice(sorted(dealt))
        for player in sorted(dealt - {winner}):
            lost = self.chips[player] if self.rng.random() < self.allin else self.chips[player] // 3
            self.chips[player] -= lost
            self.chips[winner] += lost
        seated = self.seats[channel].values()
        stacks = {p: self.chips[p] for p in seated}
        start = {p: start.get(p, self.chips[p]) for p in seated}
        await conductor.hand_done(number, start_stacks=start, stacks=stacks)

    def check(self, conductor: Conductor, total: int) -> None:
        """The tables and the floor agree; chips conserved; the tables balanced between hands."""
        floor = conductor.floor
        assert sum(self.chips.values()) == total
        if conductor.over:
            return
        assert self.open == {conductor.channels[t.number] for t in floor.tables}
        for table in floor.tables:
            assert self.seats[conductor.channels[table.number]] == dict(table.seats)
        between = not floor.playing and not floor.waiting and len(floor.tables) > 1
        if between and not balanced(floor.tables):
            # only while a longest table is told to deal: it may be dealing, and gives its
            # players when that hand ends
            most = max(t.count for t in floor.tables)
            longest = {conductor.channels[t.number] for t in floor.tables if t.count == most}
            assert longest & set(self.told)


async def _tournament(
    store: Store,
    players: int,
    *,
    size: int,
    scheme: PayoutScheme,
    entry: int = 100,
    level_minutes: float = 1,
) -> tuple[int, list[int]]:
    settings = MttSettings(
        chips=1000,
        table_size=size,
        levels=Preset.TURBO,
        level_minutes=level_minutes,
        payouts=scheme,
    )
    tour = await store.create_mtt(
        GUILD, LOBBY, HOST, name="Night", entry=entry, settings_json=settings.to_json()
    )
    members = list(range(1001, 1001 + players))
    for member in members:
        await store.register_mtt(tour.id, member)
    return tour.id, members


async def _play_to_the_end(
    conductor: Conductor, tables: PlayedTables, now: Now, total: int, *, steps: int = 40_000
) -> None:
    for _ in range(steps):
        if conductor.over:
            return
        await tables.step(conductor)
        now.at += 3.0
        if not tables.told and not tables.hands:
            await conductor.tick()  # a break: play goes on once it is over
        tables.check(conductor, total)
    raise AssertionError("the tournament never ended")


async def test_twenty_players_play_to_one_winner_paid_by_the_table(store: Store) -> None:
    tour_id, members = await _tournament(store, 20, size=6, scheme=PayoutScheme.TOP20)
    rng = random.Random(7)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(
        store, tour_id, tables=tables, now=now, rng=rng, today=lambda: TODAY
    )
    assert sorted(len(s) for s in tables.seats.values()) == [5, 5, 5, 5]
    assert sorted(tables.told) == [THREADS + n for n in (1, 2, 3, 4)]
    await _play_to_the_end(conductor, tables, now, 20 * 1000)
    done = await store.mtt(tour_id)
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    prizes = payouts(PayoutScheme.TOP20, entrants=20, pool=2000)
    # every place 1 to 20 taken (a shared place spans those who share it), paid by the table
    spans = sorted(p for r in conductor.results for p in range(r.best, r.worst + 1))
    assert len(conductor.results) == 20
    assert sorted(set(spans)) == list(range(1, 21))
    expected = place_prizes(conductor.floor.finished, prizes)
    assert {e.user_id: (e.place, e.prize) for e in done.entries} == {
        r.player: (r.best, expected[r.player]) for r in conductor.results
    }
    for entry in done.entries:
        assert await store.balance(GUILD, entry.user_id) == 1000 - 100 + (entry.prize or 0)
    await assert_conserved(store, 20 * 1000)
    assert sum(r.prize for r in conductor.results) == 2000
    assert tables.closed == {THREADS + n for n in (1, 2, 3, 4)}
    assert not tables.open
    # the level clock moved on, and later hands were dealt at its higher blinds
    assert tables.dealt_at[0].big_blind < tables.dealt_at[-1].big_blind
    # the season's points: everyone placed, the winner most
    standings = await store.season_standings(GUILD, date(2026, 12, 1))
    winner = conductor.results[0].player
    assert standings[0].user_id == winner
    assert standings[0].points == season_points(entrants=20, place=1, entry=100)
    assert {s.user_id for s in standings} <= set(members)


async def test_the_bubble_is_played_hand_for_hand(store: Store) -> None:
    tour_id, _ = await _tournament(store, 16, size=3, scheme=PayoutScheme.TOP20)
    rng = random.Random(11)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    paid = places_paid(PayoutScheme.TOP20, 16)
    rounds: list[tuple[int, ...]] = []
    for _ in range(40_000):
        if conductor.over:
            break
        on_bubble = conductor.floor.hand_for_hand
        before = set(tables.told)
        await tables.step(conductor)
        now.at += 0.5
        if not tables.told and not tables.hands:
            await conductor.tick()
        if on_bubble and conductor.floor.round_tables and not before and tables.told:
            rounds.append(tuple(sorted(tables.told)))
        if conductor.floor.round_tables:  # no table deals outside the round
            told = {conductor.number_of(c) for c in tables.told}
            assert told <= conductor.floor.round_tables
        tables.check(conductor, 16 * 1000)
    assert conductor.over
    done = await store.mtt(tour_id)
    assert sum(e.prize or 0 for e in done.entries) == 1600
    assert len([e for e in done.entries if e.prize]) == paid
    assert all(len(r) >= 2 for r in rounds)  # each round deals every table together


async def test_a_restart_goes_on_from_the_last_boundary(store: Store, reopen: Reopen) -> None:
    tour_id, _ = await _tournament(store, 12, size=6, scheme=PayoutScheme.TOP10)
    rng = random.Random(3)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    while conductor.floor.players_left > 9 or not conductor.floor.playing:
        await tables.step(conductor)
        now.at += 1.0
    assert len(conductor.floor.tables) >= 2  # the crash comes with two tables running
    run = conductor.position()
    # the process dies: hands in progress are restored by their tables; told-to-deal is lost
    tables.told.clear()
    now.at += 5000.0  # down time never counts
    async with await reopen() as again:
        record = await again.mtt(tour_id)
        restored = Conductor.restore(again, record, tables=tables, now=now, rng=rng)
        assert restored.floor == conductor.floor
        assert abs(restored.position().seconds_left - run.seconds_left) < 1.5
        await restored.resume_tables()
        assert {restored.number_of(c) for c in tables.told} == set(restored.pending())
        await _play_to_the_end(restored, tables, now, 12 * 1000)
        done = await again.mtt(tour_id)
        assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
        await assert_conserved(again, 12 * 1000)


async def test_a_report_a_kill_took_is_taken_at_the_restart_bug(
    store: Store, reopen: Reopen
) -> None:
    """A table saved its finished hand, then the process died before the report went in.

    The floor still has that table in a hand; the restart sees the table settled, takes
    the hand's end from its stacks, and the table is told to deal again (it used to wait
    forever).
    """
    tour_id, _ = await _tournament(store, 12, size=6, scheme=PayoutScheme.TOP10)
    rng = random.Random(5)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    while not conductor.floor.playing:
        await tables.step(conductor)
    number = min(conductor.floor.playing)
    channel = conductor.channels[number]
    tables.hands.pop(channel)  # the hand ended at the table (stacks as they were): no report
    tables.told.clear()
    async with await reopen() as again:
        record = await again.mtt(tour_id)
        restored = Conductor.restore(again, record, tables=tables, now=now, rng=rng)
        assert number in restored.floor.playing
        await restored.resume_tables()
        assert number not in restored.floor.playing
        assert channel in tables.told, "the table deals again"
        await _play_to_the_end(restored, tables, now, 12 * 1000)
        done = await again.mtt(tour_id)
        assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
        await assert_conserved(again, 12 * 1000)


async def _one_hand_in_play(conductor: Conductor, tables: PlayedTables) -> None:
    """Deal table 1 if it is only told to (it is the one table of a small field)."""
    while 1 not in conductor.floor.playing:
        await tables.step(conductor)


async def test_levels_apply_from_the_next_deal_and_breaks_hold_the_tables(store: Store) -> None:
    tour_id, _ = await _tournament(store, 4, size=6, scheme=PayoutScheme.WINNER, level_minutes=30)
    rng = random.Random(5)
    now, tables = Now(), PlayedTables(rng, allin=0.0)  # nobody busts here
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    structure = conductor.settings.structure()
    assert structure.break_after(2)
    assert not structure.break_after(1)
    assert tables.told[THREADS + 1] == structure.level(1)
    await _one_hand_in_play(conductor, tables)
    now.at += 1801  # level 2 starts during the hand: it applies from the next deal
    assert conductor.position().level == 2
    while 1 in conductor.floor.playing:
        await tables.step(conductor)
    assert tables.told[THREADS + 1] == structure.level(2)
    # the clock pauses, and the time left stays
    await conductor.pause()
    left = conductor.position().seconds_left
    now.at += 500
    assert conductor.position().seconds_left == left
    assert (await store.mtt(tour_id)).clock_paused
    await conductor.resume()
    assert not (await store.mtt(tour_id)).clock_paused
    # a hand ends on the break after level 2: the table waits for the break's end
    await _one_hand_in_play(conductor, tables)
    now.at += left + 1
    assert conductor.position().on_break
    while 1 in conductor.floor.playing:
        await tables.step(conductor)
    assert THREADS + 1 not in tables.told
    await conductor.tick()
    assert THREADS + 1 not in tables.told  # still the break
    now.at += conductor.position().seconds_left + 1
    await conductor.tick()
    assert tables.told[THREADS + 1] == structure.level(3)


async def test_a_cancel_while_running_splits_the_pool_by_the_policy(store: Store) -> None:
    tour_id, members = await _tournament(store, 8, size=4, scheme=PayoutScheme.TOP20)
    rng = random.Random(9)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=now, rng=rng)
    while conductor.floor.players_left > 6 or conductor.floor.playing:
        await tables.step(conductor)
        if not tables.told and not tables.hands:
            await conductor.tick()
    left = dict(conductor.floor.chips)
    pool = conductor.record.pool
    split = await conductor.cancel()
    assert set(split) == set(left)
    assert sum(split.values()) == pool
    done = await store.mtt(tour_id)
    assert (done.status, done.pool) == (TournamentStatus.CANCELLED, 0)
    assert not tables.open
    ranked = sorted(left, key=lambda p: left[p])
    for low, high in itertools.pairwise(ranked):  # more chips never get less
        assert split[low] <= split[high]
    for member in members:
        entry = done.entry_of(member)
        assert entry is not None
        assert await store.balance(GUILD, member) == 1000 - 100 + (entry.prize or 0)
    await assert_conserved(store, 8 * 1000)
    assert json.loads(done.settings_json)["table_size"] == 4
    assert datetime.now(UTC) >= (done.started_at or datetime.now(UTC))


async def test_robots_never_score_and_small_fields_score_nothing(store: Store) -> None:
    tour_id, _ = await _tournament(store, 3, size=6, scheme=PayoutScheme.WINNER)
    rng = random.Random(2)
    now, tables = Now(), PlayedTables(rng)
    conductor = await Conductor.start(
        store, tour_id, tables=tables, now=now, rng=rng, today=lambda: TODAY
    )
    await _play_to_the_end(conductor, tables, now, 3 * 1000)
    assert await store.season_standings(GUILD, date(2026, 12, 1)) == []


@pytest.mark.parametrize("players", [2, 7])
async def test_small_fields_start_on_one_or_two_tables(store: Store, players: int) -> None:
    tour_id, _ = await _tournament(store, players, size=6, scheme=PayoutScheme.TOP10)
    rng = random.Random(players)
    tables = PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=Now(), rng=rng)
    assert len(tables.open) == (players + 5) // 6
    assert sum(len(s) for s in tables.seats.values()) == players
    assert (await store.mtt(tour_id)).status is TournamentStatus.RUNNING
    assert conductor.standing().players_left == players
