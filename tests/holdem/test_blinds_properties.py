"""Properties of the dead-button rule over random joins, leaves, busts, sit-outs and misdeals.

Whatever the players do between hands: nobody posts the big blind twice in a row, nobody
is skipped by it (no player dealt in sits between two consecutive big blinds), a player who
owed blinds is dealt in only as the big blind or by posting exactly what they owed (or when
the game starts afresh), a seated player the big blind passes by owes it, nobody comes in
between the button and the small blind, and in a tournament everyone with chips plays.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig
from holdem.blinds import MAX_SEATS
from holdem.deck import Deck
from holdem.events import AntePosted, Blind, BlindPosted
from holdem.hand import HandState
from holdem.table import TableState

CFG = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)

seats = st.integers(0, MAX_SEATS - 1)
operations = st.one_of(
    st.tuples(st.just("sit"), seats, st.integers(1, 60), st.booleans()),
    st.tuples(st.just("leave"), seats),
    st.tuples(st.just("bust"), seats),
    st.tuples(st.just("top_up"), seats),
    st.tuples(st.just("sit_out"), seats),
    st.tuples(st.just("sit_in"), seats, st.booleans()),
)
rounds = st.lists(
    st.tuples(
        st.lists(operations, max_size=3),
        st.integers(0, 2**16),
        st.integers(0, 9).map(lambda n: n == 0),  # a misdeal now and then
    ),
    max_size=30,
)


def between(start: int, end: int, seat: int) -> bool:
    """Strictly between ``start`` and ``end`` going clockwise."""
    return 0 < (seat - start) % MAX_SEATS < (end - start) % MAX_SEATS


def play_out(hand: HandState) -> None:
    """Check or fold down, mucking losers; sometimes someone calls to move chips about."""
    while (seat := hand.to_act) is not None:
        legal = hand.legal_actions()
        if legal.can_muck:
            hand.apply(seat, Action.muck())
        elif legal.can_check:
            hand.apply(seat, Action.check())
        elif seat % 3 == 0:
            hand.apply(seat, Action.call())
        else:
            hand.apply(seat, Action.fold())


@dataclass
class Last:
    """The last hand played (not voided): its big blind's seat and player."""

    big_blind: int
    player: int


@dataclass
class Model:
    """The table and who sits where (a new player number at every sit)."""

    table: TableState
    players: dict[int, int] = field(default_factory=dict)
    next_player: int = 0
    last: Last | None = None
    hands: int = 0

    def apply(self, op: tuple[object, ...]) -> None:
        kind = op[0]
        table = self.table
        if kind == "sit":
            _, seat, stack, post = op
            assert isinstance(seat, int)
            assert isinstance(stack, int)
            assert isinstance(post, bool)
            if seat not in table.stacks:
                self.table = table.sit(seat, stack, post=post)
                self.players[seat] = self.next_player
                self.next_player += 1
        elif kind == "leave":
            seat = op[1]
            assert isinstance(seat, int)
            self.table = table.leave(seat)
            self.players.pop(seat, None)
        elif kind in ("bust", "top_up"):
            seat = op[1]
            assert isinstance(seat, int)
            if seat in table.stacks:
                self.table = table.set_stack(seat, 0 if kind == "bust" else 50)
        elif kind == "sit_out":
            seat = op[1]
            assert isinstance(seat, int)
            if seat in table.stacks:
                self.table = table.sit_out(seat)
        elif kind == "sit_in":
            _, seat, post = op
            assert isinstance(seat, int)
            assert isinstance(post, bool)
            if seat in table.stacks:
                self.table = table.sit_in(seat, post=post)
        assert TableState.from_dict(json.loads(json.dumps(self.table.to_dict()))) == self.table

    def deal(self, seed: int, *, void: bool) -> None:
        before = self.table
        if len(before.candidates) < 2:
            assert len(before.dealt_in) < 2
            return
        table, hand = before.start_hand(Deck(random.Random(seed)))
        self.check_deal(before, table, hand)
        if void and not hand.is_over:
            voided = table.void_hand(hand)
            again, redeal = voided.start_hand(Deck(random.Random(seed + 1)))
            assert (again.button, again.small_blind, again.big_blind) == (
                table.button,
                table.small_blind,
                table.big_blind,
            )
            assert redeal.seats == hand.seats
            assert redeal.history[0] == hand.history[0]  # the same posts
            assert again.owes == table.owes
            table, hand = again, redeal
        chips = sum(hand.starting_stacks.values())
        play_out(hand)
        assert sum(hand.stacks.values()) == chips
        self.table = table.finish_hand(hand)
        self.last = Last(table.big_blind or 0, self.players[table.big_blind or 0])
        self.hands += 1

    def check_deal(self, before: TableState, table: TableState, hand: HandState) -> None:
        big_blind = table.big_blind
        assert big_blind is not None
        dealt = set(hand.seats)
        posted = [e for e in hand.history if isinstance(e, BlindPosted)]
        big = [e.seat for e in posted if e.blind is Blind.BIG]
        assert big[0] == big_blind  # the big blind posts first of the big ones
        assert big_blind in dealt
        if before.tournament:
            assert dealt == set(before.candidates)
            assert table.owes == {}
        else:
            assert not dealt & before.sitting_out
        if self.last is not None:
            last = self.last.big_blind
            assert big_blind != last, "the big blind twice in a row"
            assert self.players[big_blind] != self.last.player
            skipped = {s for s in dealt if between(last, big_blind, s)}
            assert not skipped, f"the big blind skipped {skipped}"
            for seat in before.stacks:
                if between(last, big_blind, seat) and not before.tournament:
                    owed = table.owes.get(seat)
                    assert owed is not None, f"seat {seat} missed the big blind free"
                    assert owed.is_live, f"seat {seat} owes only {owed}"
        posts = dict(table.posted)
        for seat, post in posts.items():  # posted exactly what they owed, by choice
            assert before.owes.get(seat) == post
            assert seat in before.posting
            live = [e for e in posted if e.seat == seat and e.blind is not Blind.SMALL]
            dead = [e for e in hand.history if isinstance(e, AntePosted) and e.seat == seat]
            assert len(live) == post.is_live  # a live big blind, as a bet
            covered = not (live and live[0].is_all_in)  # chips left for the dead one
            assert len(dead) == (post.is_dead and covered)  # a dead small blind, as dead money
            assert all(e.amount <= CFG.small_blind for e in dead)
        for event in hand.history:  # nobody else posts dead money (the stakes have no ante)
            assert not isinstance(event, AntePosted) or event.seat in posts
        fresh = dealt == set(before.candidates)  # the game started afresh, or all played
        for seat in dealt - {big_blind} - set(posts):
            if seat in before.owes:
                assert len(dealt) == 2 or fresh, f"seat {seat} came in without posting"
        if not before.tournament and len(dealt) > 2 and table.button is not None:
            small_blind = table.small_blind
            assert small_blind is not None
            inside = {s for s in dealt if between(table.button, small_blind, s)}
            assert not inside, f"{inside} dealt in between the button and the small blind"


@settings(max_examples=300, deadline=None)
@given(
    tournament=st.booleans(),
    start=st.lists(st.tuples(seats, st.integers(1, 60)), min_size=2, max_size=10),
    plays=rounds,
)
def test_blinds_rotate_by_the_dead_button_rule(tournament, start, plays):
    """Each round: a few changes between hands, then a deal (now and then a misdeal)."""
    table = TableState(config=CFG, tournament=tournament)
    model = Model(table)
    for seat, stack in start:
        model.apply(("sit", seat, stack, False))
    for changes, seed, void in plays:
        for op in changes:
            model.apply(op)
        model.deal(seed, void=void)


comings_and_goings = st.one_of(
    st.tuples(st.just("sit"), seats, st.integers(1, 60), st.booleans()),
    st.tuples(st.just("leave"), seats),
    st.tuples(st.just("sit_out"), seats),
    st.tuples(st.just("sit_in"), seats, st.booleans()),
)


@settings(max_examples=200, deadline=None)
@given(
    start=st.sets(seats, min_size=4),
    plays=st.lists(
        st.tuples(st.lists(comings_and_goings, max_size=2), st.integers(0, 2**16)),
        min_size=5,
        max_size=30,
    ),
)
def test_cash_players_come_and_go_and_pay_their_way(start, plays):
    """A busy cash table: players sit out, come back posting or waiting, leave and join."""
    model = Model(TableState(config=CFG))
    for seat in sorted(start):
        model.apply(("sit", seat, 200, False))
    for changes, seed in plays:
        for op in changes:
            model.apply(op)
        model.deal(seed, void=False)
