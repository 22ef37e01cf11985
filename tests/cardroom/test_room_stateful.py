"""Random play through the card room, and simultaneous requests: nothing is lost or made.

:class:`RoomMachine` is a hypothesis state machine over one cash table of a
:class:`TableService` on a real SQLite file, with a :class:`ManualClock`. Its rules are the
room's verbs with valid and invalid input (join with any buy-in, leave, legal actions,
illegal and stale actions, top up, sit out and in, a misdeal, closing and reopening the
table), the clock running (action clocks run out, the next hand is dealt) and restarts
(shutdown, close the store, open it again and restore). A refused request must change
nothing. After every step:

- the guild holds exactly the opening grants (``total_chips`` and the ledger);
- no stack, bankroll or pot is negative;
- a table in a hand has exactly one player to act, who has buttons to press; a table
  between hands has none; the store holds a hand in progress exactly then;
- the chips at the table as the channel sees them (stacks and pots) are those the store
  holds for it (seat stacks and the pot).

The tests after the machine fire simultaneous requests at the room: clicks of every
player at once, a click racing the action clock, joins racing for the last seat, and daily
claims that must pay once.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import tempfile
from collections.abc import Coroutine
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from cardroom.bank import Bank
from cardroom.errors import (
    AlreadyClaimed,
    AlreadySeated,
    InvalidAmount,
    NotAllowed,
    NotSeated,
    NotYourTurn,
    StaleButton,
    TableFull,
    UserFacingError,
)
from cardroom.models import DailyReward, TableRecord
from cardroom.tables import TableService
from cardroom.views import Move, SeatState, TableUpdate, TableView
from holdem.actions import ActionKind
from holdem.events import ActionTaken
from holdem.hand import HandState
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    RULES,
    SETTINGS,
    START,
    STRANGER,
    Room,
    cash_table,
    open_room,
    read_rows,
    reopen,
)
from tests.postgres_server import PostgresServer

T = TypeVar("T")
DAVE = 14
PLAYERS = (ALICE, BOB, CAROL, DAVE)
USERS = (HOST, *PLAYERS)
TOTAL = START * len(USERS)
CONFIG = replace(CASH, seats=3)
"""Three seats for four players, so that a join can find the table full."""
BUY_INS = st.one_of(
    st.integers(min_value=CONFIG.min_buy_in, max_value=CONFIG.max_buy_in),
    st.sampled_from([None, 0, -10, CONFIG.min_buy_in - 1, CONFIG.max_buy_in + 1, "lots", 2.5]),
)
"""Valid buy-ins and invalid ones (None brings as much as allowed)."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What a refused request must leave as it was."""

    view: TableView
    record: TableRecord
    balances: tuple[tuple[int, int], ...]


class RoomMachine(RuleBasedStateMachine):
    """Random verbs, clock ticks and restarts at one cash table; chips are conserved."""

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.folder = Path(tempfile.mkdtemp())
        self.room: Room = self.run(open_room(self.database(), users=USERS))
        self.run(self.room.service.create(GUILD, CHANNEL, HOST, CONFIG))

    def database(self) -> Path | str:
        """Where the room keeps its store: a SQLite file in a fresh folder."""
        return self.folder / "room.sqlite3"

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(coroutine)

    def teardown(self) -> None:
        self.run(self.room.close())
        self.loop.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    # --- helpers ---------------------------------------------------------------------

    @property
    def service(self) -> TableService:
        return self.room.service

    def view(self) -> TableView:
        return self.run(self.service.view(CHANNEL))

    def snapshot(self) -> Snapshot:
        record = self.run(self.room.store.table_in_channel(GUILD, CHANNEL))
        assert record is not None
        rows = self.run(
            read_rows(self.room.store, "SELECT user_id, balance FROM bankrolls ORDER BY user_id")
        )
        balances = tuple((int(user), int(balance)) for user, balance in rows)
        return Snapshot(self.view(), record, balances)

    def refused(self, request: Coroutine[Any, Any, object], *errors: type[Exception]) -> None:
        """The request is refused with one of ``errors`` (any polite refusal if none given)."""
        before = self.snapshot()
        expected = errors or (UserFacingError,)
        try:
            self.run(request)
        except expected:
            pass
        else:
            raise AssertionError(f"accepted, expected {expected}")
        assert self.snapshot() == before

    def attempt(self, request: Coroutine[Any, Any, object]) -> bool:
        """Make a request that may be refused; a refusal must change nothing."""
        before = self.snapshot()
        try:
            self.run(request)
        except UserFacingError:
            assert self.snapshot() == before
            return False
        return True

    @initialize(
        buy_ins=st.lists(
            st.integers(min_value=CONFIG.min_buy_in, max_value=CONFIG.max_buy_in),
            min_size=2,
            max_size=3,
        )
    )
    def deal_the_first_hand(self, buy_ins: list[int]) -> None:
        """Seat two or three players and start: most runs begin in a hand."""
        for user, buy_in in zip(PLAYERS, buy_ins, strict=False):
            self.run(self.service.join(GUILD, CHANNEL, user, buy_in))
        update = self.run(self.service.start(CHANNEL, HOST))
        assert update.view.in_hand
        assert update.view.hand_no == 1

    # --- seats -------------------------------------------------------------------------

    @rule(user=st.sampled_from(PLAYERS), buy_in=BUY_INS)
    def join(self, user: int, buy_in: object) -> None:
        view = self.view()
        request = self.service.join(GUILD, CHANNEL, user, buy_in)
        valid = buy_in is None or (
            isinstance(buy_in, int) and CONFIG.min_buy_in <= buy_in <= CONFIG.max_buy_in
        )
        if view.seat_of(user) is not None:
            self.refused(request, AlreadySeated)
        elif len(view.seats) >= CONFIG.seats:
            self.refused(request, TableFull)
        elif not valid:
            self.refused(request, InvalidAmount)
        else:
            balance = self.run(self.room.store.balance(GUILD, user))
            update = self.run(request)
            seat = update.view.seat_of(user)
            assert seat is not None
            assert buy_in is None or isinstance(buy_in, int)
            brought = min(CONFIG.max_buy_in, balance) if buy_in is None else buy_in
            assert self.run(self.room.store.balance(GUILD, user)) == balance - brought

    @rule(user=st.sampled_from((*PLAYERS, STRANGER)))
    def leave(self, user: int) -> None:
        request = self.service.leave(CHANNEL, user)
        if self.view().seat_of(user) is None:
            self.refused(request, NotSeated)
        else:
            self.run(request)

    @rule(user=st.sampled_from(PLAYERS), amount=st.integers(min_value=-5, max_value=2_500))
    def top_up(self, user: int, amount: int) -> None:
        before = self.view().seat_of(user)
        if self.attempt(self.service.top_up(CHANNEL, user, amount)):
            after = self.view().seat_of(user)
            assert before is not None
            assert after is not None
            assert after.stack == before.stack + amount <= CONFIG.max_buy_in

    @rule(user=st.sampled_from(PLAYERS))
    def sit_out(self, user: int) -> None:
        self.attempt(self.service.sit_out(CHANNEL, user))

    @rule(user=st.sampled_from(PLAYERS))
    def sit_in(self, user: int) -> None:
        self.attempt(self.service.sit_in(CHANNEL, user))

    @rule()
    def start(self) -> None:
        self.attempt(self.service.start(CHANNEL, HOST))

    # --- acting ------------------------------------------------------------------------

    @rule(data=st.data(), count=st.integers(min_value=1, max_value=6))
    def act(self, data: st.DataObject, count: int) -> None:
        """The players to act make ``count`` random legal moves (waiting for a deal if need be)."""
        for _ in range(count):
            view = self.view()
            if not view.in_hand:
                self.run(self.room.tick(SETTINGS.pause_seconds))
                view = self.view()
            if not view.in_hand:
                event("act: no hand")
                return
            event("act: in a hand")
            self.act_once(data, view)

    def act_once(self, data: st.DataObject, view: TableView) -> None:
        legal = view.legal
        assert legal is not None
        assert view.to_act is not None
        passive = (Move.CHECK, None) if legal.can_check else (Move.CALL, None)
        choices: list[tuple[Move, object]] = [passive, (Move.FOLD, None)]
        choices += [(quick.move, None) for quick in legal.quick_raises]  # all-in among them
        if legal.can_raise and legal.min_raise_to is not None and legal.max_raise_to is not None:
            low, high = legal.min_raise_to, legal.max_raise_to
            raise_to = data.draw(st.integers(min_value=low, max_value=high), label="raise_to")
            choices.append((Move.RAISE, raise_to))
            choices.append((Move.RAISE, f"{raise_to:,}"))
        move, amount = data.draw(st.sampled_from([passive, passive, *choices]), label="move")
        update = self.run(self.service.act(CHANNEL, view.to_act, view.hand_no, move, amount))
        assert update.view.hand_no == view.hand_no
        assert update.view.to_act != view.to_act or update.view.street != view.street

    @rule(data=st.data())
    def act_wrongly(self, data: st.DataObject) -> None:
        """A stale button, a player out of turn, a stranger or a bad move: refused, no change."""
        view = self.view()
        actor = view.to_act
        if not view.in_hand or actor is None or view.legal is None:
            self.refused(self.service.act(CHANNEL, ALICE, view.hand_no, Move.CALL))
            return
        legal = view.legal
        others = [seat.user_id for seat in view.seats if seat.user_id != actor]
        wrongs: list[tuple[int, int, Move | str, object]] = [
            (actor, view.hand_no - 1, Move.CALL, None),
            (actor, view.hand_no + 1, Move.FOLD, None),
            (STRANGER, view.hand_no, Move.FOLD, None),
            (actor, view.hand_no, Move.RAISE, "a lot"),
            (actor, view.hand_no, Move.RAISE, legal.all_in_to + 1),
            (actor, view.hand_no, Move.BET, -5),
            (actor, view.hand_no, "shove", None),
        ]
        wrongs += [(other, view.hand_no, Move.CALL, None) for other in others]
        if not legal.can_check:
            wrongs.append((actor, view.hand_no, Move.CHECK, None))
        if legal.min_raise_to is not None and legal.min_raise_to - 1 > 0:
            below = legal.min_raise_to - 1
            if below < legal.all_in_to:
                wrongs.append((actor, view.hand_no, Move.RAISE, below))
        if legal.max_raise_to is not None and legal.max_raise_to < legal.all_in_to:
            wrongs.append((actor, view.hand_no, Move.RAISE, legal.max_raise_to + 1))
        user, hand_no, move, amount = data.draw(st.sampled_from(wrongs), label="wrong")
        self.refused(self.service.act(CHANNEL, user, hand_no, move, amount))

    @rule()
    def misdeal(self) -> None:
        view = self.view()
        if view.in_hand:
            before = {seat.user_id: seat.stack + seat.bet for seat in view.seats}
            event("misdeal in a hand")
            update = self.run(self.service.misdeal(CHANNEL, HOST))
            assert not update.view.in_hand
            assert update.view.total_pot == 0
            assert sum(seat.stack for seat in update.view.seats) <= sum(before.values()) + sum(
                pot.amount for pot in view.pots
            )
        else:
            self.refused(self.service.misdeal(CHANNEL, HOST), NotAllowed)

    # --- time, restarts, closing ----------------------------------------------------------

    @rule(seconds=st.sampled_from([1, 4, 6, 21, 31, 45, 61]))
    def tick(self, seconds: int) -> None:
        """Time passes: reminders, time-outs (check or fold, then sat out), the next deal."""
        before = self.view()
        self.run(self.room.tick(seconds))
        after = self.view()
        if after.hand_no != before.hand_no:
            event("tick: a hand dealt")
        elif before.in_hand and after.to_act != before.to_act:
            event("tick: a time-out")

    @rule()
    def restart(self) -> None:
        before = self.view()
        event("restart in a hand" if before.in_hand else "restart between hands")
        self.room = self.run(reopen(self.room))
        self.run(self.service.restore())
        self.run(self.service.idle())
        after = self.view()
        assert after.hand_no == before.hand_no
        assert after.in_hand == before.in_hand
        assert (after.to_act, after.board, after.pots) == (before.to_act, before.board, before.pots)
        assert [(s.user_id, s.stack, s.bet) for s in after.seats] == [
            (s.user_id, s.stack, s.bet) for s in before.seats
        ]

    @precondition(lambda self: self.view().hand_no >= 3)
    @rule()
    def close_and_reopen(self) -> None:
        """The host closes the table (everyone cashed out), then a new table starts playing."""
        update = self.run(self.service.close(CHANNEL, HOST))
        assert update.view.is_closed
        assert self.run(self.room.store.table_in_channel(GUILD, CHANNEL)) is None
        self.run(self.service.create(GUILD, CHANNEL, HOST, CONFIG))
        self.deal_the_first_hand([CONFIG.min_buy_in, CONFIG.max_buy_in])

    # --- invariants ------------------------------------------------------------------------

    @invariant()
    def room_is_consistent(self) -> None:
        """One invariant for all the checks, so that each step reads the room only once."""
        self.run(self.service.idle())
        view = self.view()
        record = self.run(self.room.store.table_in_channel(GUILD, CHANNEL))
        assert record is not None
        self.chips_are_conserved()
        self.nothing_is_negative(view)
        self.one_player_to_act_or_between_hands(view, record)
        self.the_table_holds_what_the_store_holds(view, record)

    def chips_are_conserved(self) -> None:
        assert self.run(self.room.store.total_chips(GUILD)) == TOTAL
        assert self.run(self.room.store.ledger_total(GUILD)) == TOTAL

    def nothing_is_negative(self, view: TableView) -> None:
        [low] = self.run(
            read_rows(
                self.room.store,
                "SELECT (SELECT MIN(stack) FROM seats), (SELECT MIN(balance) FROM bankrolls),"
                " (SELECT MIN(pot) FROM tables)",
            )
        )
        assert all(value is None or value >= 0 for value in low), low
        assert all(seat.stack >= 0 and seat.bet >= 0 for seat in view.seats)

    def one_player_to_act_or_between_hands(self, view: TableView, record: TableRecord) -> None:
        assert view.hand_no == record.hand_no
        assert (record.hand_json is not None) == view.in_hand
        if view.in_hand:
            assert view.to_act is not None
            actor = view.seat_of(view.to_act)
            assert actor is not None
            assert actor.in_hand
            assert view.legal is not None
            assert view.legal.user_id == view.to_act
        else:
            assert view.to_act is None
            assert view.legal is None
            assert view.total_pot == 0

    def the_table_holds_what_the_store_holds(self, view: TableView, record: TableRecord) -> None:
        seen = sum(seat.stack for seat in view.seats) + view.total_pot
        assert seen == sum(seat.stack for seat in record.seats) + record.pot
        assert {seat.user_id for seat in view.seats} == {seat.user_id for seat in record.seats}


RoomMachine.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestRoomMachine = RoomMachine.TestCase


class PostgresRoomMachine(RoomMachine):
    """The same machine on a fresh PostgreSQL database per example."""

    server: PostgresServer

    def database(self) -> Path | str:
        """A new database on the session's server (dropped at teardown)."""
        self.url = self.run(self.server.new_database())
        return self.url

    def teardown(self) -> None:
        self.run(self.room.close())
        self.run(self.server.drop(self.url))
        self.loop.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def test_the_room_machine_on_postgresql(postgres_server: PostgresServer) -> None:
    """The same examples and steps as on SQLite, each on a new database."""
    PostgresRoomMachine.server = postgres_server
    run_state_machine_as_test(PostgresRoomMachine, settings=RoomMachine.TestCase.settings)


# --- simultaneous requests -------------------------------------------------------------------


async def test_every_player_clicking_at_once_applies_each_click_once(tmp_path: Path) -> None:
    """All seated players click check and call at once, again and again, until the hand ends.

    Each click the room accepted is one action in the settled hand, and no other: none is
    lost, none is applied twice.
    """
    room = await open_room(tmp_path / "clicks.sqlite3", users=USERS)
    try:
        view = (await cash_table(room, (ALICE, BOB, CAROL))).view
        applied = 0
        for _ in range(60):
            if not view.in_hand:
                break
            results = await asyncio.gather(
                *(
                    room.service.act(CHANNEL, user, view.hand_no, move)
                    for user in (ALICE, BOB, CAROL)
                    for move in (Move.CHECK, Move.CALL, Move.CHECK, Move.CALL)
                ),
                return_exceptions=True,
            )
            accepted = [r for r in results if isinstance(r, TableUpdate)]
            refused = [r for r in results if not isinstance(r, TableUpdate)]
            assert accepted
            assert all(isinstance(r, NotYourTurn | StaleButton | NotAllowed) for r in refused)
            applied += len(accepted)
            assert await room.total() == TOTAL
            view = await room.service.view(CHANNEL)
        assert not view.in_hand
        assert view.hand_no == 1
        table = await room.store.table_in_channel(GUILD, CHANNEL)
        assert table is not None
        (record,) = await room.store.hand_history(table.id, 10)
        hand = HandState.from_dict(json.loads(record.summary_json)["hand"])
        decisions = [
            event
            for event in hand.history
            if isinstance(event, ActionTaken)
            and event.action.kind not in (ActionKind.SHOW, ActionKind.MUCK)
        ]
        assert len(decisions) == applied
    finally:
        await room.close()


async def test_a_click_racing_the_action_clock_applies_once(tmp_path: Path) -> None:
    """The player calls just as the clock runs out: either the call or the fold, never both."""
    room = await open_room(tmp_path / "race.sqlite3", users=USERS)
    try:
        update = await cash_table(room, (ALICE, BOB, CAROL))
        actor = update.view.to_act
        assert actor is not None
        deadline = update.view.deadline
        assert deadline is not None
        results = await asyncio.gather(
            room.tick(deadline - room.clock.now()),
            room.service.act(CHANNEL, actor, 1, Move.CALL),
            return_exceptions=True,
        )
        clicked = results[1]
        view = await room.service.view(CHANNEL)
        seat = view.seat_of(actor)
        assert seat is not None
        if isinstance(clicked, BaseException):  # the clock won: the actor folded
            assert isinstance(clicked, NotYourTurn | StaleButton)
            assert seat.state is SeatState.FOLDED
        else:  # the click won: the clock of that turn never fires
            assert seat.state is SeatState.ACTIVE
            assert seat.bet == CONFIG.big_blind
        assert view.to_act != actor
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_joins_racing_for_the_last_seat_seat_one(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "seats.sqlite3", users=USERS)
    try:
        await room.service.create(GUILD, CHANNEL, HOST, CONFIG)
        await room.service.join(GUILD, CHANNEL, ALICE, 500)
        await room.service.join(GUILD, CHANNEL, BOB, 500)
        results = await asyncio.gather(
            *(room.service.join(GUILD, CHANNEL, user, 700) for user in (CAROL, DAVE) * 5),
            return_exceptions=True,
        )
        seated = [r for r in results if not isinstance(r, BaseException)]
        assert len(seated) == 1
        assert all(isinstance(r, TableFull | AlreadySeated) for r in results if r not in seated)
        view = await room.service.view(CHANNEL)
        assert len(view.seats) == CONFIG.seats
        balances = [await room.store.balance(GUILD, user) for user in (CAROL, DAVE)]
        assert sorted(balances) == [START - 700, START]
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_simultaneous_daily_claims_through_the_bank_pay_once_each(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "daily.sqlite3", users=USERS)
    try:
        bank = Bank(room.store)
        claims = [bank.daily(GUILD, user) for _ in range(10) for user in USERS]
        results = await asyncio.gather(*claims, return_exceptions=True)
        paid = [r for r in results if isinstance(r, DailyReward)]
        refused = [r for r in results if not isinstance(r, DailyReward)]
        assert len(paid) == len(USERS)
        assert len(refused) == 9 * len(USERS)
        assert all(isinstance(r, AlreadyClaimed) for r in refused)
        for user in USERS:
            assert await room.store.balance(GUILD, user) == START + RULES.daily_chips
        assert await room.total() == TOTAL + RULES.daily_chips * len(USERS)
        assert await room.store.ledger_total(GUILD) == await room.total()
    finally:
        await room.close()
