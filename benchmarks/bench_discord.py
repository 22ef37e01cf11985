"""Benchmark the front desk through the Discord emulator: many tables playing at once.

    .venv/bin/python -m benchmarks.bench_discord [--tables 100] [--hands 3] [--players 3]
    .venv/bin/python -m benchmarks.bench_discord --allin [--tables 20] [--hands 4]
    .venv/bin/python -m benchmarks.bench_discord --against EARLIER_TREE [--rounds 3]

Runs the real bot.py in a subprocess (through tests/e2e/launch_bot.py, as the end-to-end
tests do) against an in-process emulator; every table is played by its own members, who
check or call down each hand by clicking the table's buttons. Prints interactions per
second, the latency from sending an interaction to the bot's reply (p50, p99), the bot's
CPU time per interaction, the REST calls per hand that were not interaction replies (those
count against Discord's 50 per second ceiling), with the budget: one DM per player plus
four per hand (turn pings included), and the channel posts per hand that stay in the
channel (the table message and the hand's result: at most two). A table that stopped early
is named with its error.

``--bot SCRIPT`` runs another script in place of bot.py (e.g. a profiler that runs bot.py).

``--against TREE`` (a ``git worktree`` of another commit; repeatable) runs each tree's
benchmark and this one in turn, ``--rounds`` times (3), each in its own process with the
same arguments and the tree's own ``.venv`` if it has one, and prints every run's figures
and each tree's median and range: interleaved, a shared machine's load falls on all alike.

``--allin`` measures the all-in odds instead: the same tables play three times, alone, then
beside one more table where six players go all-in before the flop over and over (the
heaviest odds: six hands, every board), its odds counted in worker processes, then in a
thread of the bot. It prints the other tables' p50/p99 in each run and the odds latency
(from the call that ends the betting to the first odds message).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the emulator lives in the test tree

from tests.e2e.emulator import (  # noqa: E402
    BotProcess,
    DiscordEmulator,
    EmulatorTimeout,
    Member,
    Message,
)
from tests.e2e.emulator.server import Channel, Guild  # noqa: E402
from tests.e2e.emulator.state import RestCall  # noqa: E402

TO_ACT = re.compile(r"<@(\d+)> to act")


class Bench:
    """The emulator, the bot and the latencies measured."""

    def __init__(self, emulator: DiscordEmulator, guild: Guild) -> None:
        """Start with no measurements."""
        self.emulator = emulator
        self.guild = guild
        self.latencies: list[float] = []
        self.odds_latencies: list[float] = []
        """From the call ending a six-way all-in to its first odds message."""
        self.playing = 0
        """Tables still playing their hands (the all-in table stops when they are done)."""
        self.hands = 0
        self.verbose = False
        self.lost = 0
        """Interactions never answered (the table that sent one stops playing)."""

    async def interact(self, coro: object) -> object:
        """Send an interaction and wait for the bot's reply; record the latency."""
        handle = await coro  # type: ignore[misc]
        try:
            await handle.wait_response(timeout=30)
        except EmulatorTimeout:
            self.lost += 1
            raise
        # From the moment the emulator dispatched INTERACTION_CREATE to the bot's callback.
        latency = time.monotonic() - handle.created_at
        self.latencies.append(latency)
        if self.verbose:
            print(f"{latency * 1000:8.1f} ms  {handle.describe()}")
        return handle


def hand_of(message: Message) -> int | None:
    for custom_id in message.custom_ids():
        parts = custom_id.split(":")
        if parts[2] == "act":
            return int(parts[4])
    return None


def current(emulator: DiscordEmulator, channel: Channel, hand_no: int) -> Message | None:
    """The table message of hand ``hand_no``, once it is the newest one with buttons.

    A hundred drivers check this on every change in the emulator, so it looks back only
    as far as the newest table message instead of through the whole channel.
    """
    for message in emulator.newest_first(channel):
        found = hand_of(message)
        if found is not None:
            return message if found == hand_no else None
    return None


async def play_table(
    bench: Bench, channel: Channel, members: list[Member], hands: int, think: float
) -> None:
    """One table: create, join, start, then check or call down ``hands`` hands.

    Each player thinks ``think`` seconds on average (0.5x to 1.5x) before clicking.
    """
    bench.playing += 1
    try:
        await _play_table(bench, channel, members, hands, think)
    finally:
        bench.playing -= 1


async def _play_table(
    bench: Bench, channel: Channel, members: list[Member], hands: int, think: float
) -> None:
    emu = bench.emulator
    rng = random.Random(channel.id)
    await asyncio.sleep(rng.uniform(0, 10.0))  # tables open over ten seconds
    by_id = {m.id: m for m in members}
    await bench.interact(emu.slash(members[0], channel, "poker create"))
    for member in members:
        await bench.interact(emu.slash(member, channel, "poker join", buy_in=1000))
    await bench.interact(emu.slash(members[0], channel, "poker start"))
    for hand_no in range(1, hands + 1):
        find = functools.partial(current, emu, channel, hand_no)
        message = await emu.wait_until(find, 60, f"hand {hand_no}", channel=channel)
        for _ in range(60):
            found = TO_ACT.search(message.text())
            if found is None or not message.custom_ids():
                break
            member = by_id[int(found.group(1))]
            ids = message.custom_ids()
            choice = next((i for i in ids if i.endswith(":check")), None) or next(
                i for i in ids if i.endswith(":call")
            )
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            await bench.interact(emu.click(member, message, choice))
        bench.hands += 1


async def all_in_table(
    bench: Bench, channel: Channel, members: list[Member], gap: float = 2.0
) -> None:
    """A six-way all-in before the flop, over and over, while the other tables play.

    Its own interactions are not counted in ``bench.latencies``: only the other tables'
    latencies say whether its odds made them wait.
    """
    emu = bench.emulator
    by_id = {m.id: m for m in members}
    await asyncio.sleep(5.0)  # the other tables are under way
    while bench.playing:
        seen = {m.id for m in emu.messages(channel)}
        handle = await emu.slash(members[0], channel, "poker create", big_blind=10)
        await handle.wait_response(timeout=30)
        for member in members:
            handle = await emu.slash(member, channel, "poker join", buy_in=1000)
            await handle.wait_response(timeout=30)
        handle = await emu.slash(members[0], channel, "poker start")
        message = await handle.wait_original(timeout=30)
        sent = time.monotonic()
        for _ in range(len(members)):
            found = TO_ACT.search(message.text())
            if found is None or not message.custom_ids():
                break
            ids = message.custom_ids()
            choice = next((i for i in ids if i.endswith(":allin")), None)
            if choice is None:
                choice = next(i for i in ids if i.endswith(":call"))
            sent = time.monotonic()
            click = await emu.click(by_id[int(found.group(1))], message, choice)
            await click.wait_response(timeout=30)
            message = next(m for m in emu.messages(channel) if m.id == message.id)

        def odds_posted(before: set[int] = seen) -> bool:
            return any(
                "the odds before" in m.text() for m in emu.messages(channel) if m.id not in before
            )

        try:
            await emu.wait_until(odds_posted, 30, "the odds", channel=channel)
            bench.odds_latencies.append(time.monotonic() - sent)
        except EmulatorTimeout:
            print("no odds message after a six-way all-in")
        handle = await emu.slash(members[0], channel, "poker close")
        await handle.wait_response(timeout=30)
        await asyncio.sleep(gap)  # one six-way all-in every few seconds (0: back to back)


def bot_cpu_seconds(pid: int) -> float | None:
    """The CPU seconds the bot's process has used (Linux ``/proc``), or None elsewhere.

    On a shared machine the latencies follow the other processes' load; the CPU time the
    bot spends on the same work follows it far less, so it is the figure to compare.
    """
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    ticks = int(fields[11]) + int(fields[12])  # utime and stime
    return ticks / os.sysconf("SC_CLK_TCK")


def breakdown(emu: DiscordEmulator, channels: list[Channel], calls: list[RestCall]) -> Counter[str]:
    """The calls outside interaction replies by what they were for.

    A POST to a table channel is classified by the message it left there (the table message
    carries the hand's buttons, or did; a showdown, another result, a ping or a reminder).
    """
    kinds: Counter[str] = Counter()
    tables = {c.id for c in channels}
    posted: Counter[int] = Counter()
    for call in calls:
        if call.route == "/users/@me/channels":
            kinds["DM: open channel"] += 1
            continue
        channel_id = int(call.path.split("/")[2]) if call.path.startswith("/channels/") else 0
        if call.method == "POST" and channel_id not in tables:
            kinds["DM: hole cards"] += 1
        elif call.method == "POST":
            posted[channel_id] += 1
        elif call.method == "PATCH":
            kinds["table message: edit"] += 1
        else:
            kinds[f"other: {call.method} {call.route}"] += 1
    for channel in channels:
        mine = [m for m in emu.messages(channel) if m.interaction_id is None]
        for message in mine[-posted[channel.id] :] if posted[channel.id] else ():
            if hand_of(message) is not None or "to act" in message.text():
                kinds["table message: new hand"] += 1
            elif "Showdown" in message.text() or "result" in message.text():
                kinds["result"] += 1
            else:
                kinds["ping, reminder or notice"] += 1
    return kinds


async def main(
    tables: int,
    hands: int,
    players: int,
    *,
    think: float = 1.0,
    verbose: bool = False,
    bot_script: Path = ROOT / "bot.py",
) -> None:
    """Run the benchmark and print its figures."""
    async with DiscordEmulator(interaction_deadline=3.0, patience=1.0) as emu:
        # The driver normally waits for the bot's REST traffic to go quiet before each
        # interaction (a View is registered only after its message is sent). Table buttons
        # are DynamicItems, registered at start-up, so with 100 busy tables that human pause
        # only throttles the driver: skip it.
        emu.settle_delay = None
        guild = await emu.add_guild("Bench")
        channels = [await emu.add_text_channel(guild, f"t{i}") for i in range(tables)]
        seated = [
            [await emu.add_member(guild, f"p{i}-{j}") for j in range(players)]
            for i in range(tables)
        ]
        with tempfile.TemporaryDirectory() as scratch:
            env = {
                "DISCORD_TOKEN": emu.token,
                "DEV_GUILD_ID": str(guild.id),
                "DATABASE_PATH": str(Path(scratch) / "bench.sqlite3"),
                "LOG_LEVEL": "WARNING",
            }
            bot = await BotProcess.start(emu, bot_script, env=env)
            try:
                await bot.wait_ready(emu, timeout=30)
                await emu.wait_for_commands("poker", guild=guild, timeout=30)
                bench = Bench(emu, guild)
                bench.verbose = verbose
                mark = emu.mark()
                cpu_before = bot_cpu_seconds(bot.process.pid)
                started = time.perf_counter()
                outcomes = await asyncio.gather(
                    *(
                        play_table(bench, c, m, hands, think)
                        for c, m in zip(channels, seated, strict=True)
                    ),
                    return_exceptions=True,
                )
                elapsed = time.perf_counter() - started
                cpu_after = bot_cpu_seconds(bot.process.pid)
                await asyncio.sleep(8.0)  # the next hand of every table is dealt, DMs land
                calls = emu.calls(since=mark, interaction=False)
                hooks = emu.calls(since=mark, interaction=True)
                kinds = breakdown(emu, channels, calls)
                visible = sum(len(emu.messages(c)) for c in channels)
            finally:
                await bot.stop()
            problems = emu.problems()
    lat = sorted(bench.latencies)
    p50 = statistics.median(lat) * 1000
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000
    routes = Counter(f"{c.method} {c.route}" for c in calls)
    # Hands dealt (the next hand after the last one counted is dealt too, with its DMs).
    dealt = bench.hands + tables
    print(f"think time={think}s tables={tables} players/table={players}")
    print(f"hands played={bench.hands} in {elapsed:.1f}s")
    late = sum("after the deadline" in p for p in problems) // 2
    print(f"unanswered: {bench.lost}; answered after Discord's 3 s deadline: {late}")
    print(f"interactions: {len(lat)}  ({len(lat) / elapsed:.1f}/s)")
    worst = lat[-1] * 1000
    print(f"interaction -> reply latency: p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms")
    if cpu_before is not None and cpu_after is not None:
        # The bot's own CPU per interaction barely moves with other load on the machine,
        # while the latencies above do: compare runs by this figure first.
        bot_cpu = cpu_after - cpu_before
        print(f"bot CPU per interaction: {bot_cpu / max(1, len(lat)) * 1000:.2f} ms")
    print(f"REST calls outside interaction replies: {len(calls)} for {dealt} hands dealt")
    print(f"  per hand: {len(calls) / dealt:.2f}  (budget: {players} DMs + 4 = {players + 4})")
    for route, count in routes.most_common():
        print(f"  {count:6d}  {route}")
    print("  by kind, per hand dealt (budget: 1 DM per player; 4 others: posts, pings, edits)")
    for kind, count in kinds.most_common():
        print(f"  {count:6d}  {count / dealt:5.2f}  {kind}")
    posts = sum(c for k, c in kinds.items() if not k.startswith("DM"))
    print(
        f"  DMs {kinds['DM: hole cards'] / dealt:.2f}/hand (budget {players}),"
        f" other calls {posts / dealt:.2f}/hand (budget 4),"
        f" DM channels opened {kinds['DM: open channel']} for {tables * players} players"
    )
    # Posts that stay in the channels, less the replies to /poker create and /poker join.
    kept = visible - tables * (1 + players)
    print(f"channel posts kept: {kept} for {dealt} hands dealt, {kept / dealt:.2f}/hand (budget 2)")
    pings = sum(1 for c in hooks if c.method == "DELETE")
    print(f"interaction-webhook calls: {len(hooks)}, of which deletions (turn pings): {pings}")
    failed = [repr(o)[:300] for o in outcomes if isinstance(o, BaseException)]
    if failed:
        print(f"tables that stopped early: {len(failed)}", *failed[:5], sep="\n  ")
    if problems:
        print("emulator problems:", *problems[:10], sep="\n  ")


def _quantiles(values: list[float]) -> tuple[float, float]:
    """The median and the 99th percentile, in milliseconds."""
    ordered = sorted(values)
    if not ordered:
        return 0.0, 0.0
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return statistics.median(ordered) * 1000, p99 * 1000


async def all_in_run(
    tables: int, hands: int, players: int, think: float, odds: str | None, gap: float = 2.0
) -> tuple[list[float], list[float]]:
    """One run of the tables, beside a six-way all-in table when ``odds`` names its workers.

    Returns the other tables' interaction latencies and the all-in table's odds latencies.
    """
    async with DiscordEmulator(interaction_deadline=3.0, patience=1.0) as emu:

        async def no_settle() -> None:
            return None

        emu._settle = no_settle  # type: ignore[method-assign]
        guild = await emu.add_guild("Bench")
        channels = [await emu.add_text_channel(guild, f"t{i}") for i in range(tables)]
        seated = [
            [await emu.add_member(guild, f"p{i}-{j}") for j in range(players)]
            for i in range(tables)
        ]
        shovers = [await emu.add_member(guild, f"allin-{j}") for j in range(6)]
        allin_channel = await emu.add_text_channel(guild, "allin")
        with tempfile.TemporaryDirectory() as scratch:
            env = {
                "DISCORD_TOKEN": emu.token,
                "DEV_GUILD_ID": str(guild.id),
                "DATABASE_PATH": str(Path(scratch) / "bench.sqlite3"),
                "LOG_LEVEL": "WARNING",
                "HAND_PAUSE_SECONDS": "1",
                "ODDS_WORKERS": odds or "processes",
            }
            bot = await BotProcess.start(emu, ROOT / "bot.py", env=env)
            try:
                await bot.wait_ready(emu, timeout=30)
                await emu.wait_for_commands("poker", guild=guild, timeout=30)
                bench = Bench(emu, guild)
                jobs = [
                    play_table(bench, c, m, hands, think)
                    for c, m in zip(channels, seated, strict=True)
                ]
                if odds is not None:
                    jobs.append(all_in_table(bench, allin_channel, shovers, gap))
                await asyncio.gather(*jobs, return_exceptions=True)
            finally:
                await bot.stop()
    return bench.latencies, bench.odds_latencies


async def all_in_main(
    tables: int, hands: int, players: int, think: float, gap: float = 2.0
) -> None:
    """Print the other tables' p50/p99 alone and beside six-way all-ins, and the odds latency."""
    print(f"tables={tables} players/table={players} hands={hands} think={think}s gap={gap}s")
    for odds in (None, "processes", "threads"):
        latencies, odds_latencies = await all_in_run(tables, hands, players, think, odds, gap)
        p50, p99 = _quantiles(latencies)
        label = "no all-in table" if odds is None else f"beside six-way all-ins, odds in {odds}"
        print(
            f"{label:45s} other tables: p50 {p50:6.1f} ms, p99 {p99:6.1f} ms"
            f" ({len(latencies)} interactions)"
        )
        if odds is not None:
            o50, _ = _quantiles(odds_latencies)
            worst = max(odds_latencies, default=0.0) * 1000
            print(
                f"{'':45s} odds latency: p50 {o50:6.1f} ms, max {worst:6.1f} ms"
                f" ({len(odds_latencies)} six-way all-ins)"
            )


_FIGURES = {
    "cpu": re.compile(r"bot CPU per interaction: ([\d.]+) ms"),
    "p50": re.compile(r"latency: p50 ([\d.]+) ms"),
    "p99": re.compile(r"latency: p50 [\d.]+ ms, p99 ([\d.]+) ms"),
    "rest": re.compile(r"  per hand: ([\d.]+)"),
    "hands": re.compile(r"hands played=(\d+)"),
}
"""The figures of one run that the interleaved comparison prints, found in its output."""


def _run_tree(root: Path, common: list[str]) -> dict[str, float]:
    """One run of the benchmark of the tree at ``root`` (its own virtualenv if it has one).

    Returns its figures (those missing from its output are left out).
    """
    own = root / ".venv" / "bin" / "python"
    python = str(own) if own.exists() else sys.executable
    output = subprocess.run(  # noqa: S603 - a benchmark module, our arguments
        [python, "-m", "benchmarks.bench_discord", *common],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=1800,
        check=True,
    ).stdout
    figures = {}
    for name, pattern in _FIGURES.items():
        found = pattern.search(output)
        if found is not None:
            figures[name] = float(found[1])
    return figures


def _spread(values: list[float]) -> str:
    """The median of ``values`` and their range, as ``median (low-high)``."""
    if not values:
        return "-"
    return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})"


def compare(args: argparse.Namespace) -> None:
    """Interleaved runs of this tree's benchmark and of each ``--against`` tree's; medians.

    Each round runs every tree once, as its own process with the same arguments, so that a
    shared machine's load falls on all alike; the order turns round every other round (this
    tree first, then last), so a drift in the machine's speed favours neither. Then the
    median and range of each tree's bot CPU per interaction, p99 and REST calls per hand,
    and the median of the per-round CPU ratios (this tree's CPU over the other's, in the
    same round): from one run to the next the same tree's CPU moves by a tenth or more, and
    the paired ratio cancels what two runs of a round share. Compare the CPU first: it
    follows the other processes' load far less than the latencies do.
    """
    common = ["--tables", str(args.tables), "--hands", str(args.hands)]
    common += ["--players", str(args.players), "--think", str(args.think)]
    sides = {"this": ROOT, **{f"against{i}": p.resolve() for i, p in enumerate(args.against)}}
    for side, root in sides.items():
        commit = subprocess.run(  # noqa: S603 - git, on the trees named
            ["git", "-C", str(root), "log", "-1", "--format=%h %s"],  # noqa: S607
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        print(f"{side:9} {root} ({commit[:60]})")
    print(
        f"\n{'round':>5} {'side':9} {'load':>5} {'CPU ms':>7} {'p50 ms':>7} {'p99 ms':>7}", end=""
    )
    print(f" {'REST/hand':>9} {'hands':>5}")
    seen: dict[str, list[dict[str, float]]] = {side: [] for side in sides}
    for number in range(1, args.rounds + 1):
        order = list(sides.items())
        for side, root in order if number % 2 else order[::-1]:
            load = os.getloadavg()[0]
            figures = _run_tree(root, common)
            seen[side].append(figures)
            shown = [f"{figures.get(k, float('nan')):7.2f}" for k in ("cpu", "p50", "p99")]
            print(f"{number:>5} {side:9} {load:5.1f} {' '.join(shown)}", end="")
            rest, hands = figures.get("rest", float("nan")), figures.get("hands", 0)
            print(f" {rest:9.2f} {hands:5.0f}", flush=True)
    print(f"\nmedian (range) of {args.rounds} rounds:")
    for side, runs in seen.items():
        cpu = _spread([r["cpu"] for r in runs if "cpu" in r])
        p99 = _spread([r["p99"] for r in runs if "p99" in r])
        print(f"  {side:9} bot CPU/interaction {cpu} ms   p99 {p99} ms")
    for side in list(sides)[1:]:
        ratios = [
            mine["cpu"] / theirs["cpu"]
            for mine, theirs in zip(seen["this"], seen[side], strict=True)
            if "cpu" in mine and "cpu" in theirs
        ]
        print(f"  CPU this/{side}, per round: {_spread(ratios)}", end="")
        print(f"  ({sum(r <= 1 for r in ratios)} of {len(ratios)} rounds at or under 1)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds per decision")
    parser.add_argument("--verbose", action="store_true", help="print every interaction's latency")
    parser.add_argument(
        "--bot", type=Path, default=ROOT / "bot.py", help="the script to run (e.g. a profiler)"
    )
    parser.add_argument(
        "--allin", action="store_true", help="measure a six-way all-in's odds beside the tables"
    )
    parser.add_argument(
        "--allin-gap", type=float, default=2.0, help="seconds between two six-way all-ins"
    )
    parser.add_argument(
        "--against",
        type=Path,
        action="append",
        default=[],
        help="a worktree of another commit (repeatable): interleaved runs of its benchmark"
        " and this one, with the medians",
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --against runs")
    args = parser.parse_args()
    if args.against:
        compare(args)
        raise SystemExit(0)
    if args.allin:
        asyncio.run(all_in_main(args.tables, args.hands, args.players, args.think, args.allin_gap))
        raise SystemExit(0)
    asyncio.run(
        main(
            args.tables,
            args.hands,
            args.players,
            think=args.think,
            verbose=args.verbose,
            bot_script=args.bot,
        )
    )
