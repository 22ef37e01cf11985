"""The card room survives being killed: SIGKILL at random moments, then a restart, many times.

A workload (``tests/cardroom/crash_workload.py``, in a subprocess) plays random actions at
four cash tables on one database (a SQLite file, or a PostgreSQL database: the test runs on
both) and writes every acknowledged action to an ack log. The test kills it with SIGKILL at
random moments (mostly while it plays, sometimes while it restores) and after every kill
checks, on the same database:

- the store's integrity check says ok (``PRAGMA integrity_check`` on SQLite);
- the guild holds exactly the chips of the opening grants (``total_chips`` and the ledger);
- no stack or bankroll is negative;
- every acknowledged action is in the persisted hands, at its place: the same hand, seat,
  user and kind of action, the same resulting stack and pot, and "the hand ended" exactly
  when it is the hand's last action; between two acknowledged actions of one run nothing
  else happened, and each kill lost at most the one action that was in flight;
- the hands of every table are numbered without a gap, and none was voided (every hand in
  progress at a kill was restored, not refunded);
- every table resumes: :meth:`TableService.restore` gives a hand in progress with a player
  to act and buttons to show, or a table that cannot deal (not yet set up, or waiting for a
  busted player to buy in again).
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import sys
from asyncio.subprocess import Process
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardroom._saving import replay
from cardroom.models import HandOutcome, TableRecord
from cardroom.store import Store, open_store
from holdem.actions import ActionKind
from holdem.events import ActionTaken, AntePosted, BlindPosted, HandStarted, UncalledBetReturned
from holdem.hand import HandState
from tests.cardroom.crash_workload import (
    EXPECTED_TOTAL,
    GUILD,
    HOST,
    TABLES,
    USERS,
    Ack,
    open_service,
    read_acks,
)
from tests.cardroom.tables_support import read_rows

ROOT = Path(__file__).resolve().parents[2]
SEED = 20_240_601
MIN_KILLS = 50
MIN_ACKS = 400
MAX_RUNS = 150
KINDS: dict[str, frozenset[ActionKind]] = {
    "fold": frozenset({ActionKind.FOLD}),
    "check": frozenset({ActionKind.CHECK}),
    "call": frozenset({ActionKind.CALL, ActionKind.ALL_IN}),
    "minraise": frozenset({ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN}),
    "raise": frozenset({ActionKind.BET, ActionKind.RAISE, ActionKind.ALL_IN}),
    "allin": frozenset({ActionKind.ALL_IN, ActionKind.BET, ActionKind.RAISE, ActionKind.CALL}),
}
"""The engine's kinds of action each :class:`~cardroom.views.Move` may become (the engine
records an all-in as the bet, raise or call it amounts to)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A player's action as the persisted hand records it, with the state it left."""

    hand_no: int
    seat: int
    user: int
    kind: ActionKind
    stack: int
    """The actor's chips behind afterwards."""
    pot: int
    """All chips in the middle afterwards."""
    last: bool
    """The last action of a finished hand."""


def decisions_of(hand_no: int, hand: HandState, users: dict[int, int]) -> list[Decision]:
    """Walk a hand's events, keeping the stacks and pot after each player's decision."""
    stacks: dict[int, int] = {}
    pot = 0
    found: list[Decision] = []
    for event in hand.history:
        if isinstance(event, HandStarted):
            stacks = dict(zip(event.seats, event.stacks, strict=True))
        elif isinstance(event, AntePosted | BlindPosted):
            stacks[event.seat] -= event.amount
            pot += event.amount
        elif isinstance(event, ActionTaken):
            stacks[event.seat] -= event.amount_added
            pot += event.amount_added
            kind = event.action.kind
            if kind not in (ActionKind.SHOW, ActionKind.MUCK):
                found.append(
                    Decision(
                        hand_no, event.seat, users[event.seat], kind, stacks[event.seat], pot, False
                    )
                )
        elif isinstance(event, UncalledBetReturned):
            stacks[event.seat] += event.amount
            pot -= event.amount
    if hand.is_over and found:
        last = found[-1]
        found[-1] = Decision(
            last.hand_no, last.seat, last.user, last.kind, last.stack, last.pot, True
        )
    return found


class Checker:
    """Checks the database file between runs (settled hands are parsed once and cached)."""

    def __init__(self, db: str, acks: Path) -> None:
        """Check the database at the URL ``db`` against the ack log ``acks``."""
        self.db = db
        self.acks = acks
        self.settled: dict[tuple[int, int], list[Decision]] = {}

    async def check(self, runs: int) -> list[Ack]:
        """Every check after ``runs`` runs of the workload; returns the acknowledged actions."""
        store = await open_store(self.db)
        try:
            assert await store.integrity_check() == "ok"
            assert await store.total_chips(GUILD) == EXPECTED_TOTAL
            assert await store.ledger_total(GUILD) == EXPECTED_TOTAL
            acks = read_acks(self.acks)
            for channel in TABLES:
                record = await store.table_in_channel(GUILD, channel)
                mine = [ack for ack in acks if ack.channel == channel]
                if record is None:  # killed before the table was created
                    assert not mine
                    continue
                decisions = await self.decisions(store, record)
                match_acks(mine, decisions, runs)
            await self.check_no_negative_chips(store)
        finally:
            await store.close()
        await self.check_tables_resume()
        return acks

    async def decisions(self, store: Store, record: TableRecord) -> list[Decision]:
        """Every decision at a table, hand by hand; the hands are numbered 1, 2, 3, ..."""
        finished = record.hand_no - (record.hand_json is not None)
        records = await store.hand_history(record.id, count=1_000_000)
        assert sorted(r.hand_no for r in records) == list(range(1, finished + 1))
        found: list[Decision] = []
        for hand_record in sorted(records, key=lambda r: r.hand_no):
            key = (record.channel_id, hand_record.hand_no)
            if key not in self.settled:
                assert hand_record.outcome is HandOutcome.SETTLED, "a hand was voided"
                summary = json.loads(hand_record.summary_json)
                hand = HandState.from_dict(summary["hand"])
                users = {int(seat): int(user) for seat, user in summary["users"].items()}
                self.settled[key] = decisions_of(hand_record.hand_no, hand, users)
            found += self.settled[key]
        if record.hand_json is not None:
            assert record.state_json is not None
            state = json.loads(record.state_json)
            users = {int(seat): int(user) for seat, user in state["hand_users"].items()}
            # its start record at the deal, then one row per action
            hand = replay(record.hand_json, await store.hand_actions(record.id))
            made = decisions_of(record.hand_no, hand, users)
            # Only a hand that ended at the deal (everyone all-in on the blinds) is saved over
            # and not settled: it was saved as dealt, and the restart settles it.
            assert not hand.is_over or not made, "a hand with decisions was left unsettled"
            found += made
        return found

    @staticmethod
    async def check_no_negative_chips(store: Store) -> None:
        """No seat, pot or bankroll below zero (read straight from the database)."""
        [low] = await read_rows(
            store,
            "SELECT (SELECT MIN(stack) FROM seats), (SELECT MIN(balance) FROM bankrolls),"
            " (SELECT MIN(pot) FROM tables)",
        )
        assert all(value is None or value >= 0 for value in low), low

    async def check_tables_resume(self) -> None:
        """Restore every table, as a restart would, and look at each one."""
        store, service = await open_service(self.db, seed=SEED)
        try:
            await service.restore()
            await service.idle()
            for channel in service.table_ids():
                view = await service.view(channel)
                record = await store.table_in_channel(GUILD, channel)
                assert record is not None
                assert view.hand_no == record.hand_no
                if view.in_hand:
                    assert view.to_act is not None
                    assert view.seat_of(view.to_act) is not None
                    assert view.legal is not None
                    assert view.legal.user_id == view.to_act
                    assert record.hand_json is not None
                else:
                    with_chips = [seat for seat in view.seats if seat.stack > 0]
                    set_up = len(view.seats) == len(TABLES[channel]) and view.hand_no > 0
                    assert len(with_chips) < 2 or not set_up, f"table {channel} is stuck"
            assert await store.total_chips(GUILD) == EXPECTED_TOTAL
        finally:
            await service.shutdown()
            await store.close()


def match_acks(acks: Iterable[Ack], decisions: list[Decision], runs: int) -> None:
    """Find each acknowledged action at its place among the persisted decisions.

    Within one run, consecutive acknowledged actions of a table are consecutive decisions;
    each kill may have lost the acknowledgement of the one action then in flight, so
    across runs at most one decision per run in between goes unacknowledged. Two decisions
    can look alike (a big blind checks, then checks again first on the flop), so every
    placement consistent so far is kept, not just the first.
    """
    places = {-1}  # the decision each acknowledged action so far may be (-1: none yet)
    last_run = 0
    for ack in acks:
        slack = 0 if ack.run == last_run else ack.run - last_run
        window = decisions[min(places) + 1 :][: slack + 2]
        places = {
            index
            for place in places
            for index in range(place + 1, min(place + 2 + slack, len(decisions)))
            if fits(ack, decisions[index])
        }
        assert places, f"acknowledged action lost: {ack} (persisted: {window})"
        last_run = ack.run
    unacknowledged = len(decisions) - 1 - min(places)
    assert unacknowledged <= runs - last_run + 1, "unacknowledged actions pile up"


def fits(ack: Ack, decision: Decision) -> bool:
    """The persisted decision is the acknowledged action."""
    return (
        decision.hand_no == ack.hand_no
        and decision.seat == ack.seat
        and decision.user == ack.user
        and decision.kind in KINDS[ack.move]
        and decision.last == ack.ended
        and (ack.ended or (decision.stack, decision.pot) == (ack.stack, ack.pot))
    )


async def open_bankrolls(db: str) -> None:
    """Open every bankroll before the first run, so the guild's total is fixed from then on."""
    store, _ = await open_service(db, seed=SEED)
    try:
        for user in (*USERS, HOST):
            await store.balance(GUILD, user)
        assert await store.total_chips(GUILD) == EXPECTED_TOTAL
    finally:
        await store.close()


async def spawn(db: str, acks: Path, run: int, log: Path) -> Process:
    """Start a run of the workload; it imports, then waits for :func:`run_and_kill`."""
    with log.open("ab") as errors:
        return await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.cardroom.crash_workload",
            db,
            str(acks),
            str(run),
            str(SEED),
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=errors,
        )


async def expect(process: Process, line: bytes, log: Path) -> None:
    """The workload's next line is ``line`` (else show what it wrote to its stderr)."""
    assert process.stdout is not None
    said = await asyncio.wait_for(process.stdout.readline(), timeout=30)
    assert said == line, f"the workload said {said!r}, then: {tail(log)}"


def tail(log: Path) -> str:
    """The end of what the workloads wrote to their standard error."""
    return log.read_text()[-3000:]


async def run_and_kill(process: Process, rng: random.Random, log: Path) -> str:
    """Let a spawned workload go, kill it at a random moment; returns the phase it was in."""
    assert process.stdin is not None
    assert process.stdout is not None
    try:
        process.stdin.write(b"go\n")
        await process.stdin.drain()
        during_restore = rng.random() < 0.2
        await expect(process, b"restoring\n", log)
        if during_restore:
            await asyncio.sleep(rng.uniform(0, 0.02))
            phase = "restore"
        else:
            await expect(process, b"ready\n", log)
            await asyncio.sleep(rng.uniform(0.003, 0.25))
            phase = "play"
        assert process.returncode is None, "the workload stopped on its own"
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGKILL)
        code = await process.wait()
    assert code == -signal.SIGKILL
    return phase


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of the crash test's database: a SQLite file, then a PostgreSQL database."""
    if request.param == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return "sqlite:///" + (tmp_path / "room.sqlite3").as_posix()


async def test_sigkill_at_random_moments_loses_nothing_acknowledged(
    tmp_path: Path, database: str
) -> None:
    db = database
    ack_log = tmp_path / "acks.jsonl"
    errors = tmp_path / "workload.stderr"
    rng = random.Random(SEED)
    await open_bankrolls(db)
    checker = Checker(db, ack_log)
    kills: dict[str, int] = {"restore": 0, "play": 0}
    acks: list[Ack] = []
    run = 1
    process = await spawn(db, ack_log, run, errors)
    try:
        while True:
            kills[await run_and_kill(process, rng, errors)] += 1
            process = await spawn(db, ack_log, run + 1, errors)  # imports while we check
            stderr = tail(errors)
            assert "Traceback" not in stderr, stderr
            assert "ERROR" not in stderr, stderr
            acks = await checker.check(run)
            if run >= MAX_RUNS or (sum(kills.values()) >= MIN_KILLS and len(acks) >= MIN_ACKS):
                break
            run += 1
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    assert sum(kills.values()) >= MIN_KILLS
    assert kills["play"] >= MIN_KILLS // 2
    assert kills["restore"] > 0
    assert len(acks) >= MIN_ACKS
    assert len({ack.run for ack in acks}) >= MIN_KILLS // 2
    assert {ack.channel for ack in acks} == set(TABLES)
    assert sum(ack.ended for ack in acks) >= 20  # many hands were played to their end
