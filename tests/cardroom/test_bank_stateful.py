"""A hypothesis state machine over the bank: chips are conserved, no balance goes negative.

The model keeps what every bankroll and stack should hold; after each step the store must
agree, ``total_chips`` must equal the model's total (which only grants and daily rewards
raise), and the ledger must sum to the same total.
"""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
import tempfile
from collections.abc import Coroutine
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from cardroom.errors import AlreadyClaimed, InsufficientChips
from cardroom.models import TableKey
from cardroom.store import SqliteStore
from tests.cardroom.store_support import GUILD, RULES, FakeClock

T = TypeVar("T")
USERS = st.sampled_from([11, 12, 13, 14])
AMOUNTS = st.integers(min_value=1, max_value=1_500)


class BankMachine(RuleBasedStateMachine):
    """Random grants, dailies, buy-ins, top-ups, cash-outs and hands against a model."""

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.folder = Path(tempfile.mkdtemp())
        self.clock = FakeClock()
        self.store = self.run(
            SqliteStore.open(self.folder / "bank.db", rules=RULES, clock=self.clock)
        )
        self.tables = [
            self.run(self.store.create_table(GUILD, channel, 1, config_json="{}")).id
            for channel in (1, 2)
        ]
        self.bank: dict[int, int] = {}
        self.stacks: dict[TableKey, dict[int, int]] = {table: {} for table in self.tables}
        self.seat_of: dict[tuple[TableKey, int], int] = {}
        self.hand_no = dict.fromkeys(self.tables, 0)
        self.last_daily: dict[int, datetime] = {}
        self.total = 0

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(coroutine)

    def balance(self, user: int) -> int:
        """What the bankroll holds, or would open with."""
        return self.bank.get(user, RULES.starting_chips)

    def opened(self, user: int) -> None:
        """A successful request opens a bankroll on first use (a refused one opens none)."""
        if user not in self.bank:
            self.bank[user] = RULES.starting_chips
            self.total += RULES.starting_chips

    def teardown(self) -> None:
        self.run(self.store.close())
        self.loop.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    @rule(user=USERS, amount=AMOUNTS)
    def grant(self, user: int, amount: int) -> None:
        self.opened(user)
        assert self.run(self.store.grant(GUILD, user, amount)) == self.bank[user] + amount
        self.bank[user] += amount
        self.total += amount

    @rule(user=USERS, amount=AMOUNTS)
    def revoke(self, user: int, amount: int) -> None:
        if amount <= self.balance(user):
            self.run(self.store.revoke(GUILD, user, amount))
            self.opened(user)
            self.bank[user] -= amount
            self.total -= amount
        else:
            try:
                self.run(self.store.revoke(GUILD, user, amount))
                raise AssertionError("revoked more than the bankroll")
            except InsufficientChips:
                pass

    @rule(user=USERS, hours=st.integers(min_value=0, max_value=30))
    def daily(self, user: int, hours: int) -> None:
        self.clock.advance(hours=hours)
        self.opened(user)
        last = self.last_daily.get(user)
        due = last is None or self.clock.now - last >= timedelta(hours=24)
        try:
            reward = self.run(self.store.claim_daily(GUILD, user))
        except AlreadyClaimed:
            assert not due
            return
        assert due
        assert reward.amount == RULES.daily_chips
        self.last_daily[user] = self.clock.now
        self.bank[user] += RULES.daily_chips
        self.total += RULES.daily_chips

    @rule(table=st.sampled_from([0, 1]), user=USERS, buy_in=AMOUNTS)
    def sit(self, table: int, user: int, buy_in: int) -> None:
        key = self.tables[table]
        if user in self.stacks[key]:
            return
        try:
            seat = self.run(self.store.sit(key, user, buy_in))
        except InsufficientChips:
            assert buy_in > self.balance(user)
            return
        self.opened(user)
        assert buy_in <= self.bank[user]
        self.bank[user] -= buy_in
        self.stacks[key][user] = buy_in
        self.seat_of[key, user] = seat.seat_no

    @rule(table=st.sampled_from([0, 1]), user=USERS, amount=AMOUNTS)
    def top_up(self, table: int, user: int, amount: int) -> None:
        key = self.tables[table]
        if user not in self.stacks[key]:
            return
        try:
            self.run(self.store.top_up(key, user, amount))
        except InsufficientChips:
            assert amount > self.bank[user]
            return
        self.bank[user] -= amount
        self.stacks[key][user] += amount

    @rule(table=st.sampled_from([0, 1]), user=USERS)
    def cash_out(self, table: int, user: int) -> None:
        key = self.tables[table]
        if user not in self.stacks[key]:
            return
        assert self.run(self.store.leave(key, user)) == self.stacks[key][user]
        self.bank[user] += self.stacks[key].pop(user)
        del self.seat_of[key, user]

    @precondition(lambda self: any(len(players) >= 2 for players in self.stacks.values()))
    @rule(data=st.data())
    def play_hand(self, data: st.DataObject) -> None:
        """Commit chips to the pot, then settle (winner takes it) or void the hand."""
        key = data.draw(st.sampled_from([t for t in self.tables if len(self.stacks[t]) >= 2]))
        players = self.stacks[key]
        self.hand_no[key] += 1
        hand_no = self.hand_no[key]
        bets = {user: data.draw(st.integers(0, stack)) for user, stack in players.items()}
        changes = {self.seat_of[key, user]: -bet for user, bet in bets.items()}
        self.run(self.store.save_progress(key, hand_no, hand_json="{}", stack_changes=changes))
        for user, bet in bets.items():
            players[user] -= bet
        pot = sum(bets.values())
        self.check_totals()
        if data.draw(st.booleans()):
            winner = data.draw(st.sampled_from(sorted(players)))
            players[winner] += pot
            finals = {self.seat_of[key, user]: stack for user, stack in players.items()}
            self.run(self.store.settle_hand(key, hand_no, final_stacks=finals))
        else:
            self.run(self.store.void_hand(key, hand_no, refunds=bets))
            for user, bet in bets.items():
                players[user] += bet

    def check_totals(self) -> None:
        assert self.run(self.store.total_chips(GUILD)) == self.total
        assert self.run(self.store.ledger_total(GUILD)) == self.total

    @invariant()
    def conserved(self) -> None:
        self.check_totals()
        assert self.total == sum(self.bank.values()) + sum(
            sum(players.values()) for players in self.stacks.values()
        )

    @invariant()
    def store_agrees_with_the_model(self) -> None:
        for key in self.tables:
            record = self.run(self.store.table(key))
            assert {seat.user_id: seat.stack for seat in record.seats} == self.stacks[key]
        with sqlite3.connect(self.folder / "bank.db") as db:
            rows = dict(db.execute("SELECT user_id, balance FROM bankrolls").fetchall())
            assert db.execute("SELECT MIN(stack) >= 0 FROM seats").fetchone()[0] in (1, None)
        assert rows == self.bank
        assert all(balance >= 0 for balance in rows.values())


BankMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestBankMachine = BankMachine.TestCase
