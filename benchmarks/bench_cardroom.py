"""Card-room speed: random players at many tables, every action persisted (SQLite or PostgreSQL).

Usage: ``python benchmarks/bench_cardroom.py [--runs both|flat-out|paced] [--tables 16]
[--actions 4000] [--rate 500] [--paced-tables 128] [--paced-actions 4000] [--seed 1]
[--dir PATH] [--database-url postgresql://... | --postgres] [--compare-processes]
[--profile] [--python-gc] [--asyncio-loop] [--against EARLIER_TREE [--rounds 3]]``

Each run opens a store on a fresh database: a SQLite file (in a temporary directory, under
``--dir`` if given), or with ``--database-url`` a new database on that PostgreSQL server
(the URL names any database there, as a role that may create databases; the benchmark
drops what it made), or with ``--postgres`` a new database on a local PostgreSQL that it
starts itself (the ``pgserver`` wheel of the dev extra). Then a
:class:`~cardroom.tables.TableService` with a clock that never runs (so no action clock
fires) and no pause between hands, its odds' process pool warmed as the bot warms it at
start-up, creates, joins and starts cash tables of six random players each (untimed). Each
``act`` returns only after its transaction has committed, so every counted action is persisted.
Two runs, each with its floor (a benchmark, not a timed test):

- **flat out**: ``--tables`` tables play at once, each through its own loop (the player to
  act clicks, the room answers, the next clicks), until ``--actions`` actions have been
  acknowledged. Floor: at least 1,000 persisted actions/s with 16 tables of 6 players.
- **paced**: clicks fall due at random, a Poisson stream of ``--rate`` a second, each given
  to one of ``--paced-tables`` tables whose player is ready, until ``--paced-actions``
  have been acknowledged. Latency is counted from the moment a click fell due, so a room
  running late counts against the room. Floor: p99 under 50 ms and no click over 500 ms
  at 500 clicks/s over 128 tables (and the room keeps up with the pace).

In both, between hands the busted buy in again, and the table waits for the room to post
the next hand (to its listener, as the bot's front desk is told): players can only click
on a hand the channel shows.

Printed for each: persisted actions per second, hands per second (hands settled in the
store), the latency of one ``act`` (p50, p99, max, and how many took over 500 ms) as its
caller sees it, the machine's load average before the runs, and the CPU time
of the event-loop thread and of the whole process per action. The CPU per action varies
less from run to run than the wall-clock figures on a shared machine: compare changes with
it, in interleaved runs.

``--against PATH`` (a ``git worktree`` of an earlier commit) runs that tree's benchmark and
this one in turn, ``--rounds`` times, each in its own process with the same arguments, and
prints the figures of both side by side, with the load average at each start.

``--compare-processes`` (PostgreSQL only) measures sharding's gain instead: the flat-out
run in one worker process, then in two at once on one database, each driving its own
``--tables`` tables (as two shards drive their own servers' tables); it prints each one's
persisted actions per second, the two's aggregate, and the ratio of the two to the one.

The process runs as ``bot.py`` does: on the bot's event loop (uvloop's,
``bot.new_event_loop``; ``--asyncio-loop`` for asyncio's own) and with its garbage
collector settings (its ``GC_THRESHOLDS``, and the heap built before play frozen;
``--python-gc`` keeps Python's defaults). ``--profile`` prints the top of a cProfile of the
event-loop thread (SQLite itself runs in aiosqlite's worker thread, so its time shows there
as waiting).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import os
import pstats
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import cardroom.tables  # noqa: E402, F401 - loads every card-room module
from bot import GC_THRESHOLDS, new_event_loop  # noqa: E402
from cardroom.clock import ManualClock  # noqa: E402
from cardroom.models import BankRules  # noqa: E402
from cardroom.store import open_store  # noqa: E402
from cardroom.tables import TableService, TableSettings  # noqa: E402
from cardroom.views import Move, TableConfig, TableUpdate, TableView  # noqa: E402
from tests.postgres_server import PostgresServer, running_server  # noqa: E402

GUILD = 1
HOST = 1
PLAYERS_PER_TABLE = 6
RULES = BankRules(starting_chips=10_000_000, daily_chips=100)
SETTINGS = TableSettings(pause_seconds=0, reminder_seconds=10)
CONFIG = TableConfig(small_blind=5, big_blind=10, min_buy_in=200, max_buy_in=2000, seats=6)
FLOOR_ACTIONS_PER_SECOND = 1_000
"""Flat out, 16 tables of 6: at least this many persisted actions a second."""
FLOOR_PACED_P99_MS = 50.0
SLOW_CLICK_MS = 500.0
"""No click should take longer than this, flat out or paced."""
"""Paced, 500 clicks/s over 128 tables: the 99th percentile of the act latency under this."""
PACED_RATE = 500.0


@dataclass
class Tally:
    """What the players saw: one latency per acknowledged action."""

    latencies: list[float] = field(default_factory=list)
    goal: int = 0
    process_cpu: float = 0.0
    """CPU seconds of the whole process (the event loop, the database thread, SQLite) in play."""
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once enough actions have been acknowledged."""

    @property
    def done(self) -> bool:
        """Enough actions were acknowledged."""
        return len(self.latencies) >= self.goal

    def count(self, due: float) -> None:
        """One more action acknowledged, now, whose click fell due at ``due``."""
        self.latencies.append(time.perf_counter() - due)
        if self.done:
            self.finished.set()


Turn = Callable[[], Awaitable[float | None]]
"""Waits for a table's next click; returns the moment it fell due, or None: the run is over."""


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
    service: TableService,
    desk: FrontDesk,
    channel: int,
    rng: random.Random,
    tally: Tally,
    turn: Turn,
) -> None:
    """The players of one table: the one to act clicks at each ``turn``, until it says stop."""
    view = await service.view(channel)
    while True:
        if not view.in_hand:
            view = await rebuy_and_wait(service, desk, channel, rng, view)
            continue
        if view.to_act is None:
            raise RuntimeError("a hand in progress has nobody to act")
        move, amount = choose(rng, view)
        due = await turn()
        if due is None:
            return
        update = await service.act(channel, view.to_act, view.hand_no, move, amount)
        tally.count(due)
        view = update.view  # what the front desk renders; the next player clicks on it


def flat_out(tally: Tally, start: asyncio.Event) -> Turn:
    """Turns of the flat-out run: from ``start``, at once, until enough are acknowledged."""

    async def turn() -> float | None:
        await start.wait()
        return None if tally.done else time.perf_counter()

    return turn


@dataclass
class Clicks:
    """The paced run's clicks: tables ready to act wait here for the next one that falls due."""

    ready: asyncio.Queue[asyncio.Future[float | None]] = field(default_factory=asyncio.Queue)
    closing: bool = False

    async def turn(self) -> float | None:
        """A table's next click (a :data:`Turn`): in line until one falls due for it."""
        if self.closing:
            return None
        click: asyncio.Future[float | None] = asyncio.get_running_loop().create_future()
        self.ready.put_nowait(click)
        return await click


class FrontDesk:
    """The bot's front desk, as far as the players need it: it is told of each hand dealt.

    A player clicks on the hand the channel shows, which the room posts once the deal is
    saved; so between hands each table waits here for that, instead of asking for views.
    """

    def __init__(self) -> None:
        """No hand posted yet."""
        self._posted: dict[int, TableView] = {}
        self._waiting: dict[int, asyncio.Future[TableView]] = {}

    async def table_changed(self, update: TableUpdate) -> None:
        """The room's listener: a new hand is posted, and goes to its table if it waits."""
        view = update.view
        if not view.in_hand:
            return
        self._posted[view.channel_id] = view
        waiting = self._waiting.pop(view.channel_id, None)
        if waiting is not None and not waiting.done():
            waiting.set_result(view)

    async def hand_after(self, channel: int, hand_no: int) -> TableView:
        """The view of the first hand after ``hand_no`` at ``channel``, once it is posted."""
        posted = self._posted.get(channel)
        if posted is not None and posted.hand_no > hand_no:
            return posted
        waiting: asyncio.Future[TableView] = asyncio.get_running_loop().create_future()
        self._waiting[channel] = waiting
        return await waiting


async def rebuy_and_wait(
    service: TableService, desk: FrontDesk, channel: int, rng: random.Random, view: TableView
) -> TableView:
    """Between hands (``view`` the last): the busted buy in again; the next hand is dealt."""
    for seat in view.seats:
        if seat.stack == 0:
            await service.leave(channel, seat.user_id)
            buy_in = rng.randint(CONFIG.min_buy_in, CONFIG.max_buy_in)
            await service.join(GUILD, channel, seat.user_id, buy_in)
    return await desk.hand_after(channel, view.hand_no)


async def pace(rate: float, rng: random.Random, tally: Tally, clicks: Clicks) -> None:
    """Let ``tally.goal`` clicks fall due at random (a Poisson stream of ``rate`` a second).

    Each click goes to a table whose player is ready; its latency is counted from the moment
    it fell due, so a pacer or a room running late is counted against the room.
    """
    due = time.perf_counter()
    for _ in range(tally.goal):
        due += rng.expovariate(rate)
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        click = await clicks.ready.get()
        click.set_result(due)
    await tally.finished.wait()
    clicks.closing = True
    while not clicks.ready.empty():
        clicks.ready.get_nowait().set_result(None)


@dataclass(frozen=True)
class Run:
    """One timed run: its tables, its actions, and its pace (``None``: back to back)."""

    name: str
    tables: int
    actions: int
    rate: float | None
    db: str
    """The database's URL."""
    channel_base: int = 1_000
    """The first table's channel (two processes on one database take different ones)."""


@dataclass
class Result:
    """What a run measured."""

    wall: float
    cpu: float
    """CPU seconds of the event-loop thread (the bottleneck: steadier than the wall time)."""
    tally: Tally
    hands: int
    """Hands the store recorded as settled during the run."""
    began: float = 0.0
    """When the play began (``time.time()``, comparable between processes)."""


async def bench(
    args: argparse.Namespace, run: Run, ready: Callable[[], Awaitable[None]] | None = None
) -> Result:
    """Set the run's tables up, then (once ``ready`` returns, if given) time the play."""
    store = await open_store(run.db, rules=RULES)
    rng = random.Random(args.seed)
    service = TableService(
        store,
        clock=ManualClock(),
        rng_factory=lambda: random.Random(rng.getrandbits(64)),
        settings=SETTINGS,
    )
    # As bot.py does at start-up: a pool spawned at the first pre-flop all-in instead holds
    # that click, and every one queued behind it, for seconds.
    await service.odds.prepare()
    desk = FrontDesk()
    service.set_listener(desk)
    channels = range(run.channel_base, run.channel_base + run.tables)
    for channel in channels:
        await set_up(service, channel, rng)
    if ready is not None:
        await ready()
    if not args.python_gc:  # the bot's settings: its start-up heap frozen, larger batches
        gc.freeze()
    tally = Tally(goal=run.actions)
    start = asyncio.Event()
    clicks = Clicks()
    turn = flat_out(tally, start) if run.rate is None else clicks.turn
    players = [
        asyncio.create_task(
            play(service, desk, channel, random.Random(rng.getrandbits(64)), tally, turn)
        )
        for channel in channels
    ]
    await asyncio.sleep(0)  # the paced tables line up for their first click
    began, cpu_began, process_began = time.perf_counter(), time.thread_time(), time.process_time()
    began_at = time.time()
    start.set()
    if run.rate is not None:
        players.append(asyncio.create_task(pace(run.rate, rng, tally, clicks)))
    await asyncio.gather(*players)
    wall, cpu = time.perf_counter() - began, time.thread_time() - cpu_began
    tally.process_cpu = time.process_time() - process_began
    await service.shutdown()
    hands = 0
    for channel in channels:
        table = await store.table_in_channel(GUILD, channel)
        if table is not None:
            hands += len(await store.hand_history(table.id, count=10**9))
    await store.close()
    return Result(wall, cpu, tally, hands, began_at)


def report(run: Run, result: Result) -> bool:
    """Print one run's figures and its verdict; whether it met its target."""
    wall, cpu, tally, hands = result.wall, result.cpu, result.tally, result.hands
    actions = len(tally.latencies)
    ms = sorted(latency * 1e3 for latency in tally.latencies)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    rate = actions / wall
    if run.rate is None:
        print(f"\n{run.name}: {run.tables} tables, each player clicking as soon as it is asked")
    else:
        print(
            f"\n{run.name}: {run.rate:,.0f} clicks/s falling due at random (Poisson)"
            f" over {run.tables} tables, latency counted from the moment a click fell due"
        )
    print(f"  {actions:,} actions in {wall:.2f} s")
    print(f"  persisted actions/s : {rate:,.0f}")
    print(f"  hands settled/s     : {hands / wall:,.1f}  ({hands:,} hands)")
    print(
        f"  act latency         : p50 {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms,"
        f" max {ms[-1]:.2f} ms"
    )
    slow = sum(1 for latency in ms if latency > SLOW_CLICK_MS)
    print(f"  clicks over {SLOW_CLICK_MS:.0f} ms : {slow}")
    print(
        f"  event-loop CPU      : {cpu / actions * 1e3:.3f} ms per action ({cpu / wall:.0%} busy)"
    )
    print(
        f"  process CPU         : {tally.process_cpu / actions * 1e3:.3f} ms per action"
        f" ({tally.process_cpu / wall:.2f} cores)"
    )
    if run.rate is None:
        met = rate >= FLOOR_ACTIONS_PER_SECOND
        print(f"  floor (>= {FLOOR_ACTIONS_PER_SECOND:,} actions/s): {_verdict(met)}")
    else:
        kept_up = rate >= 0.98 * run.rate
        met = p99 < FLOOR_PACED_P99_MS and slow == 0 and kept_up
        print(
            f"  floor (p99 < {FLOOR_PACED_P99_MS:.0f} ms, none over {SLOW_CLICK_MS:.0f} ms,"
            f" at this pace): {_verdict(met)}"
        )
        if not kept_up:
            print("  (the room did not keep up with the pace)")
    return met


def _verdict(met: bool) -> str:
    """The word for a target."""
    return "met" if met else "MISSED"


def _positive(kind: Callable[[str], float]) -> Callable[[str], Any]:
    """An argparse type: a number of ``kind`` above zero (no table or no click never ends)."""

    def parse(text: str) -> Any:
        value = kind(text)
        if not value > 0:
            raise argparse.ArgumentTypeError(f"{text} is not above zero")
        return value

    return parse


async def _go_when_told() -> None:
    """A worker's start line: say it is set up, then wait for the parent's word."""
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)


def worker(args: argparse.Namespace) -> None:
    """One process of ``--compare-processes``: a flat-out run, its figures as one JSON line."""
    run = Run("worker", args.tables, args.actions, None, args.worker, args.channel_base)
    loop_factory = asyncio.new_event_loop if args.asyncio_loop else new_event_loop
    with asyncio.Runner(loop_factory=loop_factory) as runner:
        result = runner.run(bench(args, run, _go_when_told))
    actions = len(result.tally.latencies)
    print(json.dumps({"actions": actions, "began": result.began, "wall": result.wall}))


def compare_processes(args: argparse.Namespace, server: PostgresServer) -> None:
    """Flat out in one process, then in two at once on one database; print the ratio."""
    figures = []
    for count in (1, 2):
        url = asyncio.run(server.new_database())
        try:
            figures.append(_processes(args, url, count))
        finally:
            asyncio.run(server.drop(url))
    (one,), two = figures
    aggregate = sum(actions for actions, _ in two) / max(wall for _, wall in two)
    print(f"\nflat out, {args.tables} tables a process, one PostgreSQL database:")
    print(f"  one process   : {one[0] / one[1]:,.0f} persisted actions/s")
    for index, (actions, wall) in enumerate(two, 1):
        print(f"  two, number {index}: {actions / wall:,.0f} persisted actions/s")
    print(f"  two, together : {aggregate:,.0f} persisted actions/s")
    print(f"  ratio two/one : {aggregate / (one[0] / one[1]):.2f}")


def _processes(args: argparse.Namespace, url: str, count: int) -> list[tuple[int, float]]:
    """Run ``count`` workers on the database ``url`` at once: (actions, seconds) of each.

    Each is set up before any starts; each one's seconds run from the first start to its
    own end, so that the aggregate is all the actions over the time all of them took.
    """
    command = [sys.executable, __file__, "--worker", url, "--tables", str(args.tables)]
    command += ["--actions", str(args.actions), "--seed", str(args.seed)]
    if args.asyncio_loop:
        command.append("--asyncio-loop")
    workers = [
        subprocess.Popen(  # noqa: S603 - this script, with its own arguments
            [*command, "--channel-base", str(1_000 + 100_000 * index)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for index in range(count)
    ]
    for process in workers:
        if process.stdout is None or process.stdout.readline() != "ready\n":
            raise RuntimeError("a worker failed to set up")
    for process in workers:
        if process.stdin is not None:
            process.stdin.write("go\n")
            process.stdin.flush()
    results = []
    for process in workers:
        out, _ = process.communicate(timeout=600)
        results.append(json.loads(out.strip().splitlines()[-1]))
    start = min(result["began"] for result in results)
    return [
        (int(result["actions"]), result["began"] + result["wall"] - start) for result in results
    ]


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", choices=("both", "flat-out", "paced"), default="both")
    parser.add_argument("--tables", type=_positive(int), default=16)
    parser.add_argument("--actions", type=_positive(int), default=4_000)
    parser.add_argument("--rate", type=_positive(float), default=PACED_RATE)
    parser.add_argument("--paced-tables", type=_positive(int), default=128)
    parser.add_argument("--paced-actions", type=_positive(int), default=4_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dir", type=Path, default=None, help="where the database files go")
    parser.add_argument(
        "--database-url",
        default="",
        help="a PostgreSQL server to run on (a URL to any database there, as a role that may"
        " create databases)",
    )
    parser.add_argument(
        "--postgres", action="store_true", help="run on a local PostgreSQL started here"
    )
    parser.add_argument(
        "--compare-processes",
        action="store_true",
        help="PostgreSQL: flat out in one process, then two at once; print the ratio",
    )
    parser.add_argument("--worker", default="", help=argparse.SUPPRESS)
    parser.add_argument("--channel-base", type=int, default=1_000, help=argparse.SUPPRESS)
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
        "--against",
        type=Path,
        default=None,
        help="a worktree of an earlier commit: interleaved runs of its benchmark and this one",
    )
    parser.add_argument("--rounds", type=_positive(int), default=3)
    args = parser.parse_args()
    if args.against is not None:
        compare(args)
        return
    if not args.python_gc:
        gc.set_threshold(*GC_THRESHOLDS)
    if args.worker:
        worker(args)
        return
    postgres = bool(args.database_url or args.postgres or args.compare_processes)
    if not postgres:
        measure(args, None)
        return
    with running_server(args.database_url) as server:
        if args.compare_processes:
            compare_processes(args, server)
        else:
            measure(args, server)


_FIGURE_LINES: Final = {
    "persisted actions/s": re.compile(r"persisted actions/s\s*:\s*([\d,]+)"),
    "latency": re.compile(r"p50 ([\d.]+) ms, p99 ([\d.]+) ms, max ([\d.]+) ms"),
    "slow": re.compile(r"clicks over \d+ ms\s*:\s*(\d+)"),
}


def _figures(output: str) -> dict[str, tuple[str, ...]]:
    """Each run's figures in a benchmark's printout: actions/s, p50, p99, max, slow clicks.

    An earlier benchmark that doesn't count the slow clicks gets "-" for them.
    """
    runs: dict[str, tuple[str, ...]] = {}
    for block in re.split(r"\n(?=flat out:|paced:)", output)[1:]:
        rate = _FIGURE_LINES["persisted actions/s"].search(block)
        latency = _FIGURE_LINES["latency"].search(block)
        slow = _FIGURE_LINES["slow"].search(block)
        if rate is None or latency is None:
            continue
        runs[block.split(":", 1)[0]] = (rate[1], *latency.groups(), slow[1] if slow else "-")
    return runs


def compare(args: argparse.Namespace) -> None:
    """Interleaved runs of the benchmark at ``--against`` and of this one; both printed.

    Each round runs the earlier tree's benchmark, then this tree's, as separate processes
    with the same arguments, so that a shared machine's load falls on both alike. Compare
    the maxima and the counts of slow clicks first: on a busy machine they move least.
    """
    common = ["--runs", args.runs, "--tables", str(args.tables), "--actions", str(args.actions)]
    common += ["--rate", str(args.rate), "--paced-tables", str(args.paced_tables)]
    common += ["--paced-actions", str(args.paced_actions), "--seed", str(args.seed)]
    if args.dir is not None:
        common += ["--dir", str(args.dir)]
    sides = {"before": args.against.resolve(), "after": ROOT}
    for side, root in sides.items():
        commit = subprocess.run(  # noqa: S603 - git, on the trees named
            ["git", "-C", str(root), "log", "-1", "--format=%h %s"],  # noqa: S607
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        print(f"{side}: {root} ({commit[:72]})")
    print(
        f"\n{'run':9} {'round':>5} {'side':6} {'load':>5} {'actions/s':>9} {'p50 ms':>8}"
        f" {'p99 ms':>8} {'max ms':>9} {'>500 ms':>7}"
    )
    for number in range(1, args.rounds + 1):
        for side, root in sides.items():
            load = os.getloadavg()[0]
            output = subprocess.run(  # noqa: S603 - a benchmark script, our arguments
                [sys.executable, str(root / "benchmarks" / "bench_cardroom.py"), *common],
                capture_output=True,
                text=True,
                timeout=1800,
                check=True,
            ).stdout
            for run, (rate, p50, p99, top, slow) in _figures(output).items():
                print(
                    f"{run:9} {number:>5} {side:6} {load:>5.1f} {rate:>9} {p50:>8} {p99:>8}"
                    f" {top:>9} {slow:>7}",
                    flush=True,
                )


def measure(args: argparse.Namespace, server: PostgresServer | None) -> None:
    """The flat-out and paced runs, on SQLite files or on new databases of ``server``."""
    collector = "Python's defaults" if args.python_gc else f"the bot's {GC_THRESHOLDS}, frozen"
    loop = "asyncio" if args.asyncio_loop else type(new_event_loop()).__module__.split(".")[0]
    database = (
        "on-disk SQLite (WAL, synchronous=NORMAL)"
        if server is None
        else "PostgreSQL (asyncpg, READ COMMITTED, one connection)"
    )
    print(f"{PLAYERS_PER_TABLE} random players a table, {database}, {loop} loop, gc {collector}")
    load = ", ".join(f"{figure:.2f}" for figure in os.getloadavg())
    print(f"load average before the runs (1, 5, 15 min): {load} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:

        def database_of(name: str) -> str:
            if server is None:
                return "sqlite:///" + (Path(folder) / name).as_posix()
            return asyncio.run(server.new_database())

        runs = []
        if args.runs in ("both", "flat-out"):
            runs.append(Run("flat out", args.tables, args.actions, None, database_of("a.db")))
        if args.runs in ("both", "paced"):
            runs.append(
                Run("paced", args.paced_tables, args.paced_actions, args.rate, database_of("b.db"))
            )
        profiler = cProfile.Profile() if args.profile else None
        loop_factory = asyncio.new_event_loop if args.asyncio_loop else new_event_loop
        for run in runs:

            def timed(run: Run = run) -> Result:
                with asyncio.Runner(loop_factory=loop_factory) as runner:
                    return runner.run(bench(args, run))

            result = profiler.runcall(timed) if profiler is not None else timed()
            report(run, result)
            if server is not None:
                asyncio.run(server.drop(run.db))
    if profiler is not None:
        print("\ncProfile of the event-loop thread (top 25 by own time):")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
