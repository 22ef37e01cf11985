"""Seating, balancing, breaking and late entries, against the floor rules and the engine."""

from __future__ import annotations

import math
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.tournament.seating import (
    Move,
    TableSeats,
    allowed_seats,
    balance,
    balanced,
    break_tables,
    draw_seats,
    seat_entrant,
    upcoming,
    worst_seat,
)


def _played(table: TableSeats) -> TableSeats:
    """The table after one more hand dealt (positions moved on), nobody busting."""
    deal = upcoming(table)
    if deal is None:
        return table
    return replace(
        table, button=deal.button, small_blind=deal.small_blind, big_blind=deal.big_blind
    )


def _seat_map(tables: tuple[TableSeats, ...] | list[TableSeats]) -> list[int]:
    return sorted(p for t in tables for p in t.seats.values())


def _check_move_keeps_button(before: TableSeats, move: Move) -> None:
    """A newcomer is dealt in, never between the button and the small blind.

    Where the table's last hand had three or more players, the newcomer's seat does not
    move the coming hand's small blind, nor its button unless the newcomer takes the big
    blind at once (the engine then places the button by the new big blind).
    """
    deal_before = upcoming(before)
    assert move.seat in before.free
    after = before.with_player(move.seat, move.player)
    deal_after = upcoming(after)
    if deal_after is None or before.big_blind is None:
        return  # no hand dealt yet: the first deal places the button among everyone
    assert move.seat in deal_after.seats
    if deal_after.button != deal_after.small_blind:
        inside = (
            0
            < (move.seat - deal_after.button) % 10
            < (deal_after.small_blind - deal_after.button) % 10
        )
        assert not inside
    if (
        deal_before is not None
        and deal_before.button != deal_before.small_blind
        and before.button != before.small_blind
    ):
        assert deal_after.small_blind == deal_before.small_blind
        if deal_after.big_blind != move.seat:
            assert deal_after.button == deal_before.button


def test_the_draw_uses_the_fewest_tables_and_evens_them() -> None:
    tables = draw_seats(list(range(100, 120)), 6, random.Random(7))
    assert [t.count for t in tables] == [5, 5, 5, 5]
    assert _seat_map(tables) == list(range(100, 120))
    assert draw_seats(list(range(9)), 9, random.Random(1))[0].count == 9
    assert len(draw_seats(list(range(10)), 9, random.Random(1))) == 2


def test_the_draw_is_random() -> None:
    first = draw_seats(list(range(20)), 6, random.Random(1))
    second = draw_seats(list(range(20)), 6, random.Random(2))
    assert first != second


def test_balancing_moves_the_next_big_blind_to_the_worst_seat() -> None:
    long = TableSeats(
        number=1, size=9, seats={0: 10, 1: 11, 2: 12, 3: 13, 4: 14, 5: 15},
        button=0, small_blind=1, big_blind=2,
    )  # fmt: skip
    short = TableSeats(
        number=2, size=9, seats={0: 20, 2: 21, 4: 22, 6: 23},
        button=0, small_blind=2, big_blind=4,
    )  # fmt: skip
    # long: next big blind is seat 3 (player 13); short: next hand B2 S4 G6, so seat 3 is
    # between the button and the small blind, seat 5 takes the big blind at once.
    assert allowed_seats(short) == (1, 5, 7, 8)
    assert worst_seat(short) == 5
    tables, moves = balance([long, short])
    assert moves == (Move(13, 1, 2, 5),)
    assert [t.count for t in tables] == [5, 5]


def test_the_worst_seat_is_never_the_small_blind() -> None:
    table = TableSeats(
        number=1, size=6, seats={0: 1, 1: 2, 3: 3}, button=0, small_blind=1, big_blind=2
    )  # the big blind (seat 2) busted: next hand the small blind is dead on seat 2
    deal = upcoming(table)
    assert deal is not None
    assert deal.small_blind == 2
    assert worst_seat(table) != 2


def test_three_tables_may_differ_by_two() -> None:
    tables = [
        TableSeats(number=n, size=9, seats=dict(enumerate(range(n * 10, n * 10 + k))))
        for n, k in ((1, 7), (2, 5), (3, 6))
    ]
    assert balanced(tables)
    assert balance(tables)[1] == ()
    assert not balanced([tables[0], tables[1]])


def test_the_table_with_fewest_players_breaks_when_the_others_can_seat_them() -> None:
    tables = [
        TableSeats(number=1, size=6, seats={0: 1, 1: 2, 2: 3, 3: 4}),
        TableSeats(number=2, size=6, seats={0: 5, 2: 6, 4: 7}),
        TableSeats(number=3, size=6, seats={1: 8, 3: 9, 5: 10, 0: 11}),
    ]
    left, moves, waiting = break_tables(tables, random.Random(5))
    assert [t.number for t in left] == [1, 3]
    assert {m.player for m in moves} == {5, 6, 7}
    assert waiting == ()
    assert all(m.from_table == 2 for m in moves)
    assert _seat_map(left) == list(range(1, 12))
    kept, none, _ = break_tables(tables[:1] + tables[2:], random.Random(5))
    assert none == ()
    assert len(kept) == 2


def test_a_late_entrant_gets_a_free_seat_at_the_shortest_table() -> None:
    tables = [
        TableSeats(number=1, size=6, seats={0: 1, 1: 2, 2: 3}),
        TableSeats(number=2, size=6, seats={0: 5, 2: 6}),
    ]
    placed = seat_entrant(tables, 99, random.Random(0))
    assert placed is not None
    new, move = placed
    assert move.to_table == 2
    assert move.from_table is None
    assert new[1].seats[move.seat] == 99
    full = [TableSeats(number=1, size=2, seats={0: 1, 1: 2})]
    assert seat_entrant(full, 3, random.Random(0)) is None


@st.composite
def _tables(draw: st.DrawFn) -> list[TableSeats]:
    """Tables of one size, with random players and the positions of a hand or two played."""
    size = draw(st.integers(2, 10))
    count = draw(st.integers(2, 5))
    rng = random.Random(draw(st.integers(0, 2**32)))
    player = 0
    tables = []
    for number in range(1, count + 1):
        occupied = draw(st.integers(0, size))
        seats = {}
        for seat in sorted(rng.sample(range(size), occupied)):
            seats[seat] = player
            player += 1
        table = TableSeats(number=number, size=size, seats=seats)
        for _ in range(draw(st.integers(0, 3))):
            table = _played(table)
            if table.count > 2 and draw(st.booleans()):  # someone busts
                table = table.without(rng.choice(list(table.seats.values())))
        tables.append(table)
    return tables


@settings(max_examples=150, deadline=None)
@given(_tables())
def test_balancing_keeps_every_player_and_the_button(tables: list[TableSeats]) -> None:
    result, moves = balance(tables)
    assert _seat_map(result) == _seat_map(tables)
    current = {t.number: t for t in tables}
    for move in moves:
        source = current[move.from_table or 0]
        deal = upcoming(source)
        assert deal is not None
        assert source.seats[deal.big_blind] == move.player
        _check_move_keeps_button(current[move.to_table], move)
        target_deal = upcoming(current[move.to_table])
        assert target_deal is None or move.seat != target_deal.small_blind
        current[move.from_table or 0] = source.without(move.player)
        current[move.to_table] = current[move.to_table].with_player(move.seat, move.player)
    assert tuple(current.values()) == result
    if not balanced(result):  # only when no shorter table has a seat a newcomer may take
        longest = max(t.count for t in result)
        assert all(worst_seat(t) is None for t in result if t.count + 1 < longest)


@settings(max_examples=150, deadline=None)
@given(_tables(), st.integers(0, 2**32))
def test_breaking_seats_everyone_at_fewer_tables(tables: list[TableSeats], seed: int) -> None:
    left, moves, waiting = break_tables(tables, random.Random(seed))
    assert sorted(_seat_map(left) + list(waiting)) == _seat_map(tables)
    size = tables[0].size
    total = sum(t.count for t in tables)
    assert len(left) == 1 or total > (len(left) - 1) * size
    current = {t.number: t for t in tables}
    for move in moves:
        _check_move_keeps_button(current[move.to_table], move)
        current[move.from_table or 0] = current[move.from_table or 0].without(move.player)
        current[move.to_table] = current[move.to_table].with_player(move.seat, move.player)
    assert {n: current[n] for n in (t.number for t in left)} == {t.number: t for t in left}


@settings(max_examples=60, deadline=None)
@given(
    st.integers(2, 60),
    st.integers(2, 10),
    st.integers(0, 2**32),
)
def test_a_tournament_stays_balanced_at_every_hand_boundary(
    players: int, size: int, seed: int
) -> None:
    rng = random.Random(seed)
    tables = draw_seats(list(range(players)), size, rng)
    assert len(tables) == math.ceil(players / size)
    waiting: tuple[int, ...] = ()
    while sum(t.count for t in tables) + len(waiting) > 1:
        played = []
        for table in tables:
            table = _played(table)
            for player in list(table.seats.values()):
                if table.count > 1 and rng.random() < 0.15:
                    table = table.without(player)
            played.append(table)
        remaining = sum(t.count for t in played) + len(waiting)
        if remaining <= 1:
            break
        tables, _, newly_waiting = break_tables(played, rng)
        still: list[int] = []
        for player in waiting + newly_waiting:  # seated as soon as a seat is allowed
            placed = seat_entrant(tables, player, rng)
            if placed is None:
                still.append(player)
            else:
                tables = placed[0]
        assert not still or not any(allowed_seats(t) for t in tables)  # wait only for a seat
        waiting = tuple(still)
        tables, _ = balance(tables)
        seated = sum(t.count for t in tables)
        assert seated + len(waiting) == remaining
        assert len(tables) == math.ceil(seated / size)
        assert balanced(tables) or all(
            worst_seat(t) is None for t in tables if t.count + 1 < max(x.count for x in tables)
        )
