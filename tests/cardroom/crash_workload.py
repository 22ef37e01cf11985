"""The workload the crash test kills: random play at a few cash tables on one database.

Run as ``python -m tests.cardroom.crash_workload DATABASE_URL ACK_LOG RUN SEED`` from the
repository root (a ``sqlite:///`` file or a ``postgresql://`` database). It opens the store
and a table service (a :class:`ManualClock` that never moves, so no action clock ever runs
out on its own; no pause between hands, so the next hand is dealt at once), calls
:meth:`TableService.restore`, creates the tables and seats the players that are missing (the
first run, or a run killed during the setup), starts the tables, and then plays random legal
actions at every table at once until it is killed.

Protocol with the parent: once its imports are done it waits for a line on its standard
input (so the parent can start the next run while it still checks the last one), then prints
``restoring`` before :meth:`restore` and ``ready`` after it. After each
:meth:`TableService.act` has *returned*, it appends one JSON line to the ack log (one
``os.write`` of a whole line, then ``fsync``): the action is then acknowledged, and must
survive any crash. The line holds what the player asked for and the state it produced (the
actor's stack behind and the pot, or that the hand ended), so that the checker can find the
action at its place in the persisted hand.

The module is also the checker's source of shared facts: the users, tables and the bank
rules (whose starting grants are the only chips in the guild).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from cardroom.clock import ManualClock
from cardroom.errors import NotAllowed, UserFacingError
from cardroom.models import BankRules
from cardroom.store import Store, open_store
from cardroom.tables import TableService, TableSettings
from cardroom.views import Move, TableConfig, TableView

GUILD = 1
HOST = 900
USERS = (901, 902, 903, 904, 905, 906)
START = 1_000_000
"""Each bankroll's opening grant: large, so that rebuys never run out."""
RULES = BankRules(starting_chips=START, daily_chips=100)
CLOCK_START = 1_700_000_000.0
SETTINGS = TableSettings(
    pause_seconds=0, reminder_seconds=10, restore_grace_seconds=15, odds_processes=False
)
CONFIG = TableConfig(
    small_blind=5, big_blind=10, min_buy_in=200, max_buy_in=2000, clock_seconds=30, seats=6
)
TABLES: dict[int, tuple[int, ...]] = {
    701: (901, 902, 903),
    702: (903, 904, 905),
    703: (905, 906, 901),
    704: (902, 904, 906),
}
"""Channel to the players of its table; every user plays at two tables."""
EXPECTED_TOTAL = START * (len(USERS) + 1)
"""All the guild's chips: the opening grants of the players and the host."""


@dataclass(frozen=True, slots=True)
class Ack:
    """One acknowledged action, as written to the ack log."""

    run: int
    """Which run of the workload took it (1-based)."""
    channel: int
    hand_no: int
    user: int
    seat: int
    move: str
    """The :class:`Move` asked for."""
    ended: bool
    """The hand ended with this action."""
    stack: int
    """The actor's chips behind afterwards (meaningful while the hand goes on)."""
    pot: int
    """All chips in the middle afterwards (meaningful while the hand goes on)."""

    def to_line(self) -> bytes:
        """The log line (JSON and a newline)."""
        fields = {
            "run": self.run,
            "channel": self.channel,
            "hand_no": self.hand_no,
            "user": self.user,
            "seat": self.seat,
            "move": self.move,
            "ended": self.ended,
            "stack": self.stack,
            "pot": self.pot,
        }
        return (json.dumps(fields, separators=(",", ":")) + "\n").encode()


def read_acks(path: Path) -> list[Ack]:
    """The complete lines of an ack log (a torn last line was never acknowledged).

    A run killed in the middle of writing a line leaves it torn; the next run starts on a new
    line, so a torn line stands alone, is not a whole JSON object, and is skipped.
    """
    if not path.exists():
        return []
    acks = []
    for line in path.read_bytes().split(b"\n")[:-1]:
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            continue  # torn by a kill: never acknowledged
        acks.append(Ack(**data))
    return acks


async def open_service(db: str, seed: int) -> tuple[Store, TableService]:
    """The store (``db`` is its URL) and the table service as the workload and checker run them."""
    store = await open_store(db, rules=RULES)
    rng = random.Random(seed)
    service = TableService(
        store,
        clock=ManualClock(CLOCK_START),
        rng_factory=lambda: random.Random(rng.getrandbits(64)),
        settings=SETTINGS,
    )
    return store, service


class Workload:
    """Plays every table of :data:`TABLES` at random, logging each acknowledged action."""

    def __init__(self, service: TableService, ack_fd: int, run: int, rng: random.Random) -> None:
        """Play through ``service``, acknowledging to the open file ``ack_fd``."""
        self.service = service
        self.ack_fd = ack_fd
        self.run = run
        self.rng = rng

    async def set_up(self, channel: int) -> None:
        """Create the table, seat whoever is missing, and start it (each step only once)."""
        if channel not in self.service.table_ids():
            await self.service.create(GUILD, channel, HOST, CONFIG)
        view = await self.service.view(channel)
        for user in TABLES[channel]:
            if view.seat_of(user) is None:
                buy_in = self.rng.randint(CONFIG.min_buy_in, CONFIG.max_buy_in)
                view = (await self.service.join(GUILD, channel, user, buy_in)).view
        if view.hand_no == 0 and not view.in_hand:
            # NotAllowed: started before a crash, the first deal not yet saved.
            with contextlib.suppress(NotAllowed):
                await self.service.start(channel, HOST)

    async def rebuy(self, view: TableView) -> None:
        """A busted player not in the hand leaves (with nothing) and buys in again."""
        for seat in view.seats:
            if seat.stack == 0 and not seat.in_hand:
                await self.service.leave(view.channel_id, seat.user_id)
                buy_in = self.rng.randint(CONFIG.min_buy_in, CONFIG.max_buy_in)
                await self.service.join(GUILD, view.channel_id, seat.user_id, buy_in)

    def choose(self, view: TableView) -> tuple[Move, int | None]:
        """A random legal move for the player to act, mostly checks and calls."""
        legal = view.legal
        assert legal is not None
        roll = self.rng.random()
        if roll < 0.08:
            return Move.FOLD, None
        if legal.can_raise and legal.min_raise_to is not None and legal.max_raise_to is not None:
            if roll < 0.16:
                return Move.MIN_RAISE, None
            if roll < 0.24:
                top = min(legal.max_raise_to, legal.min_raise_to * 3)
                return Move.RAISE, self.rng.randint(legal.min_raise_to, top)
            if roll < 0.26:
                return Move.ALL_IN, None
        return (Move.CHECK if legal.can_check else Move.CALL), None

    async def poke(self, view: TableView) -> None:
        """Clicks that must be refused: a stale hand number, and a player out of turn."""
        assert view.to_act is not None
        try:
            await self.service.act(view.channel_id, view.to_act, view.hand_no - 1, Move.CALL)
        except UserFacingError:
            pass
        else:
            raise AssertionError("a stale button was accepted")
        others = [s.user_id for s in view.seats if s.user_id != view.to_act]
        try:
            await self.service.act(view.channel_id, others[0], view.hand_no, Move.FOLD)
        except UserFacingError:
            pass
        else:
            raise AssertionError("an action out of turn was accepted")

    def acknowledge(self, ack: Ack) -> None:
        """Make the acknowledgement durable before anything else happens."""
        os.write(self.ack_fd, ack.to_line())
        os.fsync(self.ack_fd)

    async def play(self, channel: int) -> None:
        """Act for whoever is to act at one table, forever."""
        await self.set_up(channel)
        while True:
            view = await self.service.view(channel)
            if not view.in_hand:
                await self.rebuy(view)
                await self.service.idle()
                await asyncio.sleep(0.001)
                continue
            actor = view.to_act
            assert actor is not None, "a hand in progress has nobody to act"
            if self.rng.random() < 0.05:
                await self.poke(view)
            seat = view.seat_of(actor)
            assert seat is not None
            move, amount = self.choose(view)
            update = await self.service.act(channel, actor, view.hand_no, move, amount)
            after = update.view
            ended = not after.in_hand or after.hand_no != view.hand_no
            mine = after.seat_of(actor)
            self.acknowledge(
                Ack(
                    run=self.run,
                    channel=channel,
                    hand_no=view.hand_no,
                    user=actor,
                    seat=seat.seat,
                    move=move.value,
                    ended=ended,
                    stack=-1 if mine is None else mine.stack,
                    pot=after.total_pot,
                )
            )
            await asyncio.sleep(0)


def open_ack_log(path: Path) -> int:
    """The ack log, opened to append; a line torn by the last run's kill is ended first."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    if path.stat().st_size and not path.read_bytes().endswith(b"\n"):
        os.write(fd, b"\n")  # the last run was killed mid-line: its torn line stands alone
    return fd


async def main(db: str, ack_log: Path, run: int, seed: int) -> None:
    """Restore, set up, and play until killed (or for a minute at most)."""
    store, service = await open_service(db, seed * 1000 + run)
    fd = open_ack_log(ack_log)
    try:  # close the store on any error, or its worker thread keeps the process alive
        print("restoring", flush=True)
        await service.restore()
        print("ready", flush=True)
        workload = Workload(service, fd, run, random.Random(seed * 1000 + run))
        await asyncio.wait_for(
            asyncio.gather(*(workload.play(channel) for channel in TABLES)), timeout=60
        )
    except TimeoutError:
        pass
    finally:
        os.close(fd)
        await service.shutdown()
        await store.close()


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    db_arg, ack_arg, run_arg, seed_arg = sys.argv[1:5]
    if sys.stdin.readline() != "go\n":
        sys.exit(0)
    asyncio.run(main(db_arg, Path(ack_arg), int(run_arg), int(seed_arg)))
