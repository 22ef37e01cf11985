"""The floor from the draw to the winner: random hands at tables that run at once."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.tournament.finish import Finish
from cardroom.tournament.floor import Boundary, Floor
from cardroom.tournament.payouts import PayoutScheme, payouts, places_paid
from cardroom.tournament.seating import (
    Move,
    TableSeats,
    allowed_seats,
    balanced,
    upcoming,
    worst_seat,
)

CHIPS = 1000


class Conductor:
    """A stand-in for the conductor: deals at random tables, ends hands in random order."""

    def __init__(self, floor: Floor, rng: random.Random) -> None:
        self.floor = floor
        self.rng = rng
        self.ready: set[int] = set()
        self.hands: dict[int, tuple[dict[int, int], set[int]]] = {}
        """Table -> (start stacks of everyone seated, players dealt in)."""
        self.paid: dict[int, int] = {}
        self.boundaries: list[Boundary] = []
        self.rounds: list[tuple[int, ...]] = []
        """Tables released together while playing hand for hand."""
        self.bubble_alone: list[bool] = []
        """For each bubble burst with two tables or more: whether no hand was in progress."""
        self.reached_bubble = False
        """Whether the field was ever one off the money on two tables or more."""

    def take(self, boundary: Boundary) -> None:
        assert Floor.from_json(self.floor.to_json()) == self.floor  # what a restart reads
        self.boundaries.append(boundary)
        for player, prize in boundary.prizes.items():
            assert player not in self.paid, "a player is paid once"
            self.paid[player] = prize
        for broken in boundary.broken:
            self.ready.discard(broken)
        if boundary.hand_for_hand and boundary.deal:
            self.rounds.append(boundary.deal)
        self.ready |= set(boundary.deal)
        self.check()

    def check(self) -> None:
        floor = self.floor
        assert sum(floor.chips.values()) == CHIPS * floor.entrants, "chips are conserved"
        seated = [p for t in floor.tables for p in t.seats.values()]
        assert len(seated) == len(set(seated))
        assert sorted(seated + list(floor.waiting)) == sorted(floor.chips)
        assert all(floor.table_of(p) is not None for p in seated)
        if floor.chips:
            leader = floor.leaders(1)[0]
            assert leader[1] == max(floor.chips.values()) >= floor.average_stack
        between = [t for t in floor.tables if t.number not in floor.playing]
        counts = [t.count for t in floor.tables]
        if floor.round_tables:  # a round's tables give players when the round is over
            assert floor.hand_for_hand
            return
        if len(counts) > 1 and not balanced(floor.tables):
            gap = 1 if len(counts) == 2 else 2
            for table in between:  # a table between hands gave what it could
                if table.count - min(counts) > gap:
                    assert all(
                        worst_seat(t) is None for t in floor.tables if t.count + 1 < table.count
                    )

    def step(self) -> bool:
        """Deal or end one hand; False once there is a winner."""
        dealable = sorted(n for n in self.ready if self.floor.table(n).count >= 2)
        if self.floor.round_tables:  # hand for hand: only a round's release deals
            dealable = [n for n in dealable if n in self.floor.round_tables]
        if dealable and (not self.hands or self.rng.random() < 0.5):
            number = self.rng.choice(dealable)
            self.ready.discard(number)
            table = self.floor.table(number)
            deal = upcoming(table)
            assert deal is not None
            self.floor = self.floor.hand_started(
                number, button=deal.button, small_blind=deal.small_blind, big_blind=deal.big_blind
            )
            start = {p: self.floor.chips[p] for p in table.seats.values()}
            self.hands[number] = (start, {table.seats[s] for s in deal.seats})
            return True
        assert self.hands, "some table can always deal or is dealing"
        number = self.rng.choice(sorted(self.hands))
        if self.floor.round_tables:  # a round's hands end; no table deals again meanwhile
            assert number in self.floor.round_tables
        start, dealt = self.hands.pop(number)
        table = self.floor.table(number)
        stacks = {p: start.get(p, self.floor.chips[p]) for p in table.seats.values()}
        start = {p: start.get(p, stacks[p]) for p in table.seats.values()}
        winner = self.rng.choice(sorted(dealt))
        for player in sorted(dealt - {winner}):
            lost = (
                stacks[player] if self.rng.random() < 0.3 else self.rng.randint(0, stacks[player])
            )
            stacks[player] -= lost
            stacks[winner] += lost
        on_bubble = (
            len(self.floor.tables) > 1 and self.floor.players_left == len(self.floor.prizes) + 1
        )
        self.floor, boundary = self.floor.hand_done(
            number, start_stacks=start, stacks=stacks, rng=self.rng
        )
        if on_bubble and boundary.finishes:  # the bubble burst in a hand-for-hand round
            self.bubble_alone.append(not self.hands)
        if len(self.floor.tables) > 1 and self.floor.players_left == len(self.floor.prizes) + 1:
            self.reached_bubble = True
        self.take(boundary)
        return boundary.winner is None


def _play(players: int, size: int, scheme: PayoutScheme, seed: int) -> Conductor:
    rng = random.Random(seed)
    pool = players * 100
    prizes = payouts(scheme, entrants=players, pool=pool)
    floor, boundary = Floor.start(
        list(range(1, players + 1)), table_size=size, chips=CHIPS, prizes=prizes, rng=rng
    )
    assert len(floor.tables) == math.ceil(players / size)
    conductor = Conductor(floor, rng)
    conductor.take(boundary)
    for _ in range(20_000):
        if not conductor.step():
            return conductor
    raise AssertionError("the tournament never ended")


@settings(max_examples=40, deadline=None)
@given(
    st.integers(2, 45),
    st.integers(2, 10),
    st.sampled_from(list(PayoutScheme)),
    st.integers(0, 2**32),
)
def test_a_tournament_plays_to_one_winner_and_pays_its_pool(
    players: int, size: int, scheme: PayoutScheme, seed: int
) -> None:
    conductor = _play(players, size, scheme, seed)
    floor = conductor.floor
    assert sum(conductor.paid.values()) == players * 100
    assert set(conductor.paid) == set(range(1, players + 1))
    winner = conductor.boundaries[-1].winner
    assert winner is not None
    assert floor.chips == {winner: CHIPS * players}
    places = {f.player: f for f in floor.finished}
    assert places[winner] == Finish(winner, 1, 1)
    assert len(places) == players
    # every place from 1 to the field is taken, shared places by as many players as they span
    spans: dict[tuple[int, int], int] = {}
    for f in places.values():
        spans[(f.best, f.worst)] = spans.get((f.best, f.worst), 0) + 1
    assert all(worst - best + 1 == n for (best, worst), n in spans.items())
    assert sorted(p for best, worst in spans for p in range(best, worst + 1)) == list(
        range(1, players + 1)
    )
    # nobody who finished lower got more than somebody higher
    ranked = sorted(places.values(), key=lambda f: f.best)
    for high, low in itertools.pairwise(ranked):
        assert conductor.paid[high.player] + 1 >= conductor.paid[low.player]


@settings(max_examples=25, deadline=None)
@given(st.integers(20, 45), st.integers(3, 4), st.integers(0, 2**32))
def test_the_bubble_is_played_hand_for_hand(players: int, size: int, seed: int) -> None:
    """Short tables and top 20 %: the bubble comes with two tables or more."""
    conductor = _play(players, size, PayoutScheme.TOP20, seed)
    paid = places_paid(PayoutScheme.TOP20, players)
    assert paid + 1 > size
    for boundary in conductor.boundaries:
        if boundary.hand_for_hand and boundary.deal:
            # a round deals every table at once
            assert len(boundary.deal) >= 2
    assert all(conductor.bubble_alone)  # it burst with every table's hand over
    played = any(b.hand_for_hand for b in conductor.boundaries)
    assert played == conductor.reached_bubble  # (a double bust can jump over the bubble)


def test_a_small_field_is_one_table_and_never_hand_for_hand() -> None:
    conductor = _play(6, 9, PayoutScheme.TOP20, 3)
    assert not any(b.hand_for_hand for b in conductor.boundaries)
    assert len(conductor.floor.tables) == 1


def test_twenty_players_on_six_max_start_on_four_tables_of_five() -> None:
    floor, boundary = Floor.start(
        list(range(20)), table_size=6, chips=CHIPS, prizes=(1000, 600, 400), rng=random.Random(1)
    )
    assert [t.count for t in floor.tables] == [5, 5, 5, 5]
    assert boundary.deal == (1, 2, 3, 4)


def test_a_hand_must_have_started_and_name_the_table() -> None:
    floor, _ = Floor.start(
        list(range(4)), table_size=9, chips=CHIPS, prizes=(400,), rng=random.Random(1)
    )
    with pytest.raises(ValueError, match="no hand"):
        floor.hand_done(1, start_stacks=dict.fromkeys(range(4), CHIPS),
                        stacks=dict.fromkeys(range(4), CHIPS), rng=random.Random(1))  # fmt: skip
    deal = upcoming(floor.tables[0])
    assert deal is not None
    floor = floor.hand_started(1, button=deal.button, small_blind=deal.small_blind,
                               big_blind=deal.big_blind)  # fmt: skip
    with pytest.raises(ValueError, match="exactly"):
        floor.hand_done(1, start_stacks={0: CHIPS}, stacks={0: CHIPS}, rng=random.Random(1))


def test_late_entrants_take_free_seats_then_open_a_table() -> None:
    rng = random.Random(2)
    floor, _ = Floor.start(list(range(4)), table_size=3, chips=CHIPS, prizes=(400,), rng=rng)
    assert [t.count for t in floor.tables] == [2, 2]
    floor, first = floor.enter(10, chips=CHIPS, rng=rng)
    floor, second = floor.enter(11, chips=CHIPS, rng=rng)
    assert [m.player for m in first.moves + second.moves] == [10, 11]
    assert all(m.from_table is None for m in first.moves + second.moves)
    assert sorted(t.count for t in floor.tables) == [3, 3]
    floor, third = floor.enter(12, chips=CHIPS, rng=rng)
    assert [t.count for t in floor.tables] == [3, 3, 1]
    assert third.moves[0].to_table == 3
    assert floor.entrants == 7
    assert sum(floor.chips.values()) == 7 * CHIPS
    with pytest.raises(ValueError, match="new"):
        floor.enter(12, chips=CHIPS, rng=rng)


def test_rebuys_add_chips_to_players_still_in() -> None:
    floor, _ = Floor.start(
        list(range(4)), table_size=9, chips=CHIPS, prizes=(400,), rng=random.Random(1)
    )
    floor = floor.add_chips(2, CHIPS).with_prizes((700, 300))
    assert floor.chips[2] == 2 * CHIPS
    assert floor.prizes == (700, 300)
    with pytest.raises(ValueError, match="still in"):
        floor.add_chips(99, CHIPS)


def test_a_floor_that_is_not_json_of_one_is_refused() -> None:
    with pytest.raises(ValueError, match="floor"):
        Floor.from_json('{"tables": []}')


def test_a_broken_tables_player_without_a_seat_waits_there_and_moves_from_it_bug() -> None:
    """A player of a broken table who finds no allowed seat keeps their seat (and chips)
    there until a seat frees: the move that seats them comes from that table, which closes
    only then (it used to come from nowhere, which the conductor refused, and the table
    closed with the player still at it)."""
    rng = random.Random(5)
    short = TableSeats(number=1, size=6, seats={0: 1, 1: 2}, button=0, small_blind=0,
                       big_blind=1)  # fmt: skip
    full = TableSeats(number=2, size=6, seats={0: 3, 1: 4, 2: 5, 4: 6, 5: 7})
    floor = Floor(tables=(short, full), chips=dict.fromkeys(range(1, 8), CHIPS),
                  prizes=(700,), entrants=7)  # fmt: skip
    floor = floor.hand_started(2, button=1, small_blind=2, big_blind=4)
    floor = floor.hand_started(1, button=1, small_blind=1, big_blind=0)
    assert allowed_seats(floor.table(2)) == ()  # seat 3 lies between the button and the blind
    floor, broke = floor.hand_done(
        1, start_stacks={1: CHIPS, 2: CHIPS}, stacks={1: 2 * CHIPS, 2: 0}, rng=rng
    )
    assert (broke.broken, broke.close, broke.moves) == ((1,), (), ())
    assert (floor.waiting, dict(floor.parked)) == ((1,), {1: 1})
    assert Floor.from_json(floor.to_json()) == floor  # a restart keeps who waits where
    stacks = dict.fromkeys(range(3, 8), CHIPS)
    floor, still = floor.hand_done(2, start_stacks=stacks, stacks=stacks, rng=rng)
    assert (still.moves, still.close, floor.waiting) == ((), (), (1,))  # seat 3 still is
    floor = floor.hand_started(2, button=2, small_blind=4, big_blind=5)
    floor, seated = floor.hand_done(2, start_stacks=stacks, stacks=stacks, rng=rng)
    assert seated.moves == (Move(1, 1, 2, 3),)
    assert seated.close == (1,)
    assert (floor.waiting, dict(floor.parked), floor.table(2).count) == ((), {}, 6)
