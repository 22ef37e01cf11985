"""The floor while registration is open: busts kept unplaced, rebuys, owed chips, closing."""

from __future__ import annotations

import random

import pytest

from cardroom.tournament.finish import Bust, Finish
from cardroom.tournament.floor import Floor
from cardroom.tournament.seating import upcoming


def _started(players: int, size: int = 6) -> Floor:
    floor, _ = Floor.start(
        list(range(1, players + 1)),
        table_size=size,
        chips=100,
        prizes=(300, 200, 100),
        rng=random.Random(1),
    )
    return floor


def _hand(floor: Floor, number: int, stacks: dict[int, int], *, late: bool) -> Floor:
    """Deal one hand at table ``number`` and end it with ``stacks`` (the rest unchanged)."""
    deal = upcoming(floor.table(number))
    assert deal is not None
    floor = floor.hand_started(
        number, button=deal.button, small_blind=deal.small_blind, big_blind=deal.big_blind
    )
    seated = floor.table(number).seats.values()
    start = {p: floor.chips[p] for p in seated}
    end = {p: stacks.get(p, floor.chips[p]) for p in seated}
    floor, _ = floor.hand_done(
        number, start_stacks=start, stacks=end, rng=random.Random(2), late=late
    )
    return floor


def test_busts_wait_unplaced_and_close_in_the_order_they_went_out() -> None:
    floor = _started(6)
    (table,) = floor.tables
    a, b, c, d, e, _ = sorted(table.seats.values())
    floor = _hand(floor, 1, {a: 0, b: 200}, late=True)
    floor = _hand(floor, 1, {c: 0, d: 0, e: 300}, late=True)
    assert floor.out == ((Bust(a, 100),), (Bust(c, 100), Bust(d, 100)))
    assert not floor.finished
    assert floor.players_left == 3
    assert all(p not in floor.table(1).seats.values() for p in (a, c, d))
    # a rebuy brings one back: a new seat, no new entrant
    floor, boundary = floor.enter(c, chips=100, rng=random.Random(3), again=True)
    assert (floor.entrants, floor.chips[c], floor.out_players) == (6, 100, frozenset({a, d}))
    (move,) = boundary.moves
    assert (move.player, move.from_table) == (c, None)
    with pytest.raises(ValueError, match="late entrant"):
        floor.enter(b, chips=100, rng=random.Random(3), again=True)  # b is still in
    with pytest.raises(ValueError, match="late entrant"):
        floor.enter(a, chips=100, rng=random.Random(3))  # a is out: a rebuy, not an entry
    closed, placed = floor.close_registration()
    assert placed.finishes == (Finish(d, 5, 5), Finish(a, 6, 6))
    assert dict(placed.prizes) == {d: 0, a: 0}
    assert (closed.out, closed.finished) == ((), (Finish(d, 5, 5), Finish(a, 6, 6)))
    assert Floor.from_json(floor.to_json()) == floor


def test_a_player_owed_chips_is_not_out_at_zero_and_gets_them() -> None:
    floor = _started(3)
    (table,) = floor.tables
    a, b, _ = sorted(table.seats.values())
    floor = floor.buy(a, 100)
    assert dict(floor.owed) == {a: 100}
    assert Floor.from_json(floor.to_json()) == floor
    floor = _hand(floor, 1, {a: 0, b: 200}, late=True)
    assert a in floor.chips
    assert not floor.out
    assert a in floor.table(1).seats.values()
    floor = floor.give_owed(a)
    assert (floor.chips[a], dict(floor.owed)) == (100, {})
    with pytest.raises(ValueError, match="still in"):
        floor.buy(99, 100)


def test_a_win_while_registration_is_open_places_the_out_players() -> None:
    floor = _started(3)
    a, b, c = sorted(floor.table(1).seats.values())
    floor = _hand(floor, 1, {a: 0, b: 200}, late=True)
    deal = upcoming(floor.table(1))
    assert deal is not None
    floor = floor.hand_started(
        1, button=deal.button, small_blind=deal.small_blind, big_blind=deal.big_blind
    )
    floor, boundary = floor.hand_done(
        1,
        start_stacks={b: 200, c: 100},
        stacks={b: 300, c: 0},
        rng=random.Random(4),
        late=True,
    )
    assert boundary.winner == b
    assert [(f.player, f.best) for f in boundary.finishes] == [(c, 2), (a, 3), (b, 1)]
    assert dict(boundary.prizes) == {b: 300, c: 200, a: 100}
    assert not floor.out


def test_late_entrants_take_a_new_table_numbered_past_the_broken_ones() -> None:
    full = _started(4, size=2)
    assert len(full.tables) == 2
    with pytest.raises(ValueError, match="number of its own"):
        full.enter(51, chips=100, rng=random.Random(5), new_number=2)
    floor, boundary = full.enter(50, chips=100, rng=random.Random(5), new_number=7)
    (move,) = boundary.moves
    assert (move.to_table, floor.table(7).seats[move.seat]) == (7, 50)
    assert floor.entrants == 5
