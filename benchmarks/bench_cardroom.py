"""Card-room speed: random players at many tables, every action persisted to SQLite on disk.

Usage: ``python benchmarks/bench_cardroom.py [--tables 16] [--actions 4000] [--seed 1]
[--db PATH] [--synchronous normal|full] [--breakdown] [--profile] [--python-gc]
[--asyncio-loop] [--commit-checkpoints]``

Opens a :class:`~cardroom.store.Store` on a database file (a fresh one in a temporary
directory unless ``--db``) and a :class:`~cardroom.tables.TableService` with a clock that
never runs (so no action clock fires) and no pause between hands. ``--tables`` cash tables
of six random players each are created, joined and started (untimed); then every table plays
at once, each through its own loop (the player to act clicks, the room answers, the next
clicks), until ``--actions`` actions have been acknowledged in all. Each ``act`` returns only
after its transaction has committed, so every counted action is persisted.

Printed: persisted actions per second, hands per second (hands settled in the store), the
latency of one ``act`` (p50, p99, max) as its caller sees it, waiting for the other
tables' transactions included, and the CPU time of the event-loop thread per action (with
the share of the wall time that thread was running: the rest it waited, for the database
thread or for the GIL). Target: at least 2,000 persisted actions/s on the 2-core machine,
p99 under 20 ms. The CPU per action varies less from run to run than the wall-clock
figures on a shared machine: compare changes with it, in interleaved runs.

The process runs as ``bot.py`` does: on the bot's event loop (uvloop's,
``bot.new_event_loop``; ``--asyncio-loop`` for asyncio's own) and with its garbage
collector settings (its ``GC_THRESHOLDS``, and the heap built before play frozen;
``--python-gc`` keeps Python's defaults), and with the store's WAL checkpoints beside the
writer (``--commit-checkpoints`` leaves them to SQLite's COMMITs, on the write path).

The store runs WAL with ``PRAGMA synchronous = NORMAL`` (a commit does not wait for an
fsync; a crash of the process still loses nothing, a power cut may lose the last commits;
see :meth:`Store.open`). ``--synchronous full`` is the experiment: it switches the
benchmark's connection back to FULL (an fsync per commit) to show what that costs.
``--breakdown`` times where an action's wall time goes (the store's calls, the JSON of the
hand and the table state, the engine, the view) and counts the round trips to aiosqlite's
worker thread; ``--profile`` prints the top of
a cProfile of the event-loop thread (SQLite itself runs in aiosqlite's worker thread, so its
time shows there as waiting).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import functools
import gc
import inspect
import json
import pstats
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cardroom.tables  # noqa: E402, F401 - loads every card-room module
from bot import GC_THRESHOLDS, new_event_loop  # noqa: E402
from cardroom import _table  # noqa: E402
from cardroom.clock import ManualClock  # noqa: E402
from cardroom.models import BankRules  # noqa: E402
from cardroom.store import CHECKPOINT_SECONDS, Store  # noqa: E402
from cardroom.tables import TableService, TableSettings  # noqa: E402
from cardroom.views import Move, TableConfig, TableView  # noqa: E402
from holdem.hand import HandState  # noqa: E402

GUILD = 1
HOST = 1
PLAYERS_PER_TABLE = 6
RULES = BankRules(starting_chips=10_000_000, daily_chips=100)
SETTINGS = TableSettings(pause_seconds=0, reminder_seconds=10)
CONFIG = TableConfig(small_blind=5, big_blind=10, min_buy_in=200, max_buy_in=2000, seats=6)
TARGET_ACTIONS_PER_SECOND = 2_000
TARGET_P99_MS = 20.0


@dataclass
class Tally:
    """What the players saw: one latency per acknowledged action."""

    latencies: list[float] = field(default_factory=list)
    goal: int = 0
    process_cpu: float = 0.0
    """CPU seconds of the whole process (the event loop, the database thread, SQLite) in play."""

    @property
    def done(self) -> bool:
        """Enough actions were acknowledged."""
        return len(self.latencies) >= self.goal


@dataclass
class Breakdown:
    """Wall time spent in the instrumented calls, by name."""

    seconds: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    calls: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    counted: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def count(self, owner: Any, name: str, label: str) -> None:
        """Count the calls of ``owner.name`` under ``label`` (untimed: it returns an awaitable)."""
        original = getattr(owner, name)

        @functools.wraps(original)
        def counted(*args: Any, **kwargs: Any) -> Any:
            self.counted[label] += 1
            return original(*args, **kwargs)

        setattr(owner, name, counted)

    def wrap(self, owner: Any, name: str, label: str) -> None:
        """Replace ``owner.name`` by a version that adds its wall time to ``label``."""
        original = getattr(owner, name)
        if inspect.iscoroutinefunction(original):

            @functools.wraps(original)
            async def timed_async(*args: Any, **kwargs: Any) -> Any:
                start = time.perf_counter()
                try:
                    return await original(*args, **kwargs)
                finally:
                    self.seconds[label] += time.perf_counter() - start
                    self.calls[label] += 1

            setattr(owner, name, timed_async)
        else:

            @functools.wraps(original)
            def timed(*args: Any, **kwargs: Any) -> Any:
                start = time.perf_counter()
                try:
                    return original(*args, **kwargs)
                finally:
                    self.seconds[label] += time.perf_counter() - start
                    self.calls[label] += 1

            setattr(owner, name, timed)

    def wrap_everywhere(self, name: str, label: str) -> None:
        """Time ``name`` in every card-room module that imported it."""
        for module_name, module in list(sys.modules.items()):
            if module_name.startswith("cardroom") and hasattr(module, name):
                self.wrap(module, name, label)

    def install(self) -> None:
        """Time the store's calls, the JSON of hand and state, and the engine's work."""
        for name in ("save_progress", "settle_hand", "save_state", "sit", "leave"):
            self.wrap(Store, name, f"store.{name} (awaited, lock wait included)")
        self.wrap(HandState, "to_dict", "engine HandState.to_dict")
        self.wrap(HandState, "to_json", "json HandState.to_json")
        self.wrap(HandState, "apply", "engine HandState.apply")
        self.wrap(HandState, "start", "engine HandState.start (deal)")
        self.wrap(HandState, "legal_actions", "engine HandState.legal_actions")
        self.wrap(_table.LiveTable, "state_json", "json LiveTable.state_json")
        self.wrap(_table.LiveTable, "view", "view LiveTable.view")
        self.wrap_everywhere("narrate", "notes narrate")
        self.wrap_everywhere("_public_phh", "phh _public_phh (settle)")
        # Every call that crosses to aiosqlite's thread goes through Connection._execute.
        self.count(aiosqlite.Connection, "_execute", "sqlite thread hops (round trips)")
        self.wrap(json, "dumps", "json json.dumps (all callers)")
        self.wrap(json, "loads", "json json.loads (all callers)")

    def report(self, wall: float, actions: int) -> None:
        """Print each label's share of the run."""
        print(f"\nbreakdown over {actions:,} actions ({wall:.2f} s wall):")
        for label, seconds in sorted(self.seconds.items(), key=lambda item: -item[1]):
            per_action = seconds / actions * 1e3
            print(
                f"  {label:<55} {seconds:7.3f} s  {per_action:6.3f} ms/action"
                f"  ({self.calls[label]:,} calls)"
            )
        for label, calls in sorted(self.counted.items()):
            print(f"  {label:<55} {calls / actions:7.2f} per action  ({calls:,} calls)")


def choose(rng: random.Random, view: TableView) -> tuple[Move, int | None]:
    """A random player's move: mostly checks and calls, some folds, raises and shoves."""
    legal = view.legal
    if legal is None:
        raise RuntimeError("a hand in progress offers no buttons")
    roll = rng.random()
    if roll < 0.1:
        return Move.FOLD, None
    if legal.can_raise and legal.min_raise_to is not None and legal.max_raise_to is not None:
        if roll < 0.18:
            return Move.MIN_RAISE, None
        if roll < 0.25:
            top = min(legal.max_raise_to, legal.min_raise_to * 3)
            return Move.RAISE, rng.randint(legal.min_raise_to, top)
        if roll < 0.27:
            return Move.ALL_IN, None
    return (Move.CHECK if legal.can_check else Move.CALL), None


async def set_up(service: TableService, channel: int, rng: random.Random) -> None:
    """Create a table, seat six players and deal the first hand."""
    await service.create(GUILD, channel, HOST, CONFIG)
    for index in range(PLAYERS_PER_TABLE):
        user = channel * 100 + index
        await service.join(GUILD, channel, user, rng.randint(CONFIG.min_buy_in, CONFIG.max_buy_in))
    await service.start(channel, HOST)


async def play(
    service: TableService, channel: int, rng: random.Random, tally: Tally, start: asyncio.Event
) -> None:
    """The players of one table act as fast as the room answers, until the goal is reached."""
    await start.wait()
    view = await service.view(channel)
    while not tally.done:
        if not view.in_hand:
            for seat in view.seats:  # the busted buy in again
                if seat.stack == 0:
                    await service.leave(channel, seat.user_id)
                    buy_in = rng.randint(CONFIG.min_buy_in, CONFIG.max_buy_in)
                    await service.join(GUILD, channel, seat.user_id, buy_in)
            await asyncio.sleep(0)  # the pause timer deals the next hand
            view = await service.view(channel)
            continue
        if view.to_act is None:
            raise RuntimeError("a hand in progress has nobody to act")
        move, amount = choose(rng, view)
        began = time.perf_counter()
        update = await service.act(channel, view.to_act, view.hand_no, move, amount)
        tally.latencies.append(time.perf_counter() - began)
        view = update.view  # what the front desk renders; the next player clicks on it


async def bench(args: argparse.Namespace, db: Path) -> tuple[float, float, Tally]:
    """Set the tables up, then time the play.

    Returns the wall time, the CPU time of the event-loop thread (the bottleneck: steadier
    from run to run than the wall time) and the latencies.
    """
    checkpoint_every = None if args.commit_checkpoints else CHECKPOINT_SECONDS
    store = await Store.open(db, rules=RULES, checkpoint_every=checkpoint_every)
    if args.synchronous == "full":
        await store._db.execute("PRAGMA synchronous = FULL")  # the experiment, see above
    rng = random.Random(args.seed)
    service = TableService(
        store,
        clock=ManualClock(),
        rng_factory=lambda: random.Random(rng.getrandbits(64)),
        settings=SETTINGS,
    )
    channels = range(1_000, 1_000 + args.tables)
    for channel in channels:
        await set_up(service, channel, rng)
    if not args.python_gc:  # the bot's settings: its start-up heap frozen, larger batches
        gc.freeze()
    tally = Tally(goal=args.actions)
    start = asyncio.Event()
    players = [
        asyncio.create_task(
            play(service, channel, random.Random(rng.getrandbits(64)), tally, start)
        )
        for channel in channels
    ]
    began, cpu_began, process_began = time.perf_counter(), time.thread_time(), time.process_time()
    start.set()
    await asyncio.gather(*players)
    wall, cpu = time.perf_counter() - began, time.thread_time() - cpu_began
    tally.process_cpu = time.process_time() - process_began
    await service.shutdown()
    await store.close()
    return wall, cpu, tally


def hands_settled(db: Path) -> int:
    """Hands the store has recorded as finished."""
    with sqlite3.connect(db) as connection:
        count = connection.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
    connection.close()
    return int(count)


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=16)
    parser.add_argument("--actions", type=int, default=4_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", type=Path, default=None)
    parser.add_argument("--synchronous", choices=("normal", "full"), default="normal")
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument(
        "--python-gc",
        action="store_true",
        help="keep Python's default garbage collection instead of the bot's settings",
    )
    parser.add_argument(
        "--asyncio-loop",
        action="store_true",
        help="run on asyncio's own event loop instead of the bot's (uvloop)",
    )
    parser.add_argument(
        "--commit-checkpoints",
        action="store_true",
        help="leave WAL checkpoints to SQLite's COMMITs instead of the store's checkpointer",
    )
    args = parser.parse_args()
    if not args.python_gc:
        gc.set_threshold(*GC_THRESHOLDS)
    with tempfile.TemporaryDirectory() as folder:
        db = args.db or Path(folder) / "bench.sqlite3"
        breakdown = Breakdown()
        if args.breakdown:
            breakdown.install()
        profiler = cProfile.Profile() if args.profile else None
        loop_factory = asyncio.new_event_loop if args.asyncio_loop else new_event_loop

        def run() -> tuple[float, float, Tally]:
            with asyncio.Runner(loop_factory=loop_factory) as runner:
                return runner.run(bench(args, db))

        if profiler is not None:
            wall, cpu, tally = profiler.runcall(run)
        else:
            wall, cpu, tally = run()
        hands = hands_settled(db)
    actions = len(tally.latencies)
    ms = sorted(latency * 1e3 for latency in tally.latencies)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    rate = actions / wall
    collector = "Python's defaults" if args.python_gc else f"the bot's {GC_THRESHOLDS}, frozen"
    loop = "asyncio" if args.asyncio_loop else type(new_event_loop()).__module__.split(".")[0]
    checkpoints = "in COMMITs" if args.commit_checkpoints else "beside the writer"
    print(
        f"{args.tables} tables x {PLAYERS_PER_TABLE} players, synchronous={args.synchronous},"
        f" {loop} loop, gc {collector}, checkpoints {checkpoints},"
        f" {actions:,} actions in {wall:.2f} s"
    )
    print(f"persisted actions/s : {rate:,.0f}  (target >= {TARGET_ACTIONS_PER_SECOND:,})")
    print(f"hands settled/s     : {hands / wall:,.1f}  ({hands:,} hands)")
    print(
        f"act latency         : p50 {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms"
        f" (target < {TARGET_P99_MS:.0f}), max {ms[-1]:.2f} ms"
    )
    print(f"event-loop CPU      : {cpu / actions * 1e3:.3f} ms per action ({cpu / wall:.0%} busy)")
    print(
        f"process CPU         : {tally.process_cpu / actions * 1e3:.3f} ms per action"
        f" ({tally.process_cpu / wall:.2f} cores)"
    )
    met = rate >= TARGET_ACTIONS_PER_SECOND and p99 < TARGET_P99_MS
    print("target met" if met else "target MISSED")
    if args.breakdown:
        breakdown.report(wall, actions)
    if profiler is not None:
        print("\ncProfile of the event-loop thread (top 25 by own time):")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
