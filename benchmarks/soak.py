"""The soak's long form: an hour of random play through the real bot, with kills and restarts.

Usage: ``python benchmarks/soak.py [--minutes 60] [--store sqlite|postgres|both]
[--tables 4] [--members 10] [--stop-every 120-240] [--seed N] [--database-url URL]``

The workload is the CI soak's (:mod:`tests.soak.workload`): ``bot.py`` runs against the
Discord emulator, random members play and manage seats at several cash tables, and every
``--stop-every`` seconds (at random in that range) the bot is stopped by SIGKILL or SIGTERM
in turn and started again on the same database (a SQLite file in a temporary folder, or a
new database on ``--database-url`` or on a local pgserver PostgreSQL). After every restart:
exact conservation, no started table left without a hand or a planned deal, every
interaction answered. The last stretch sees no stop, so the memory check can compare the
bot's mean resident size over the last restart's first and last window (ten minutes, or a
sixth of a shorter run): within 10 % for the long form (a window of ten minutes), printed
only for shorter ones.

Printed per store: tables, members, hands, SIGKILLs, SIGTERMs and their exits, conservation
checks and the chips they counted, interactions (refused, unanswered), stuck tables, and the
RSS figures. Exits non-zero if a check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.e2e.emulator import DiscordEmulator  # noqa: E402
from tests.postgres_server import PostgresServer, running_server  # noqa: E402
from tests.soak.workload import Figures, memory_drift, run_soak  # noqa: E402

LONG_WINDOW = 600.0
"""The memory check's window in the long form: the last restart's first and last ten minutes."""
DRIFT = 0.10


def window_for(seconds: float) -> float:
    """The memory window: ten minutes, or a sixth of a shorter run."""
    return min(LONG_WINDOW, seconds / 6)


async def soak_one(
    store: str, args: argparse.Namespace, server: PostgresServer | None
) -> tuple[Figures, list[str]]:
    """One store's soak; its figures and the checks that failed."""
    seconds = args.minutes * 60
    window = window_for(seconds)
    low, high = (float(x) for x in args.stop_every.split("-"))
    failures: list[str] = []
    async with DiscordEmulator() as emulator:
        with tempfile.TemporaryDirectory(prefix="soak") as folder:
            database: Path | str = Path(folder) / "soak.sqlite3"
            if store == "postgres" and server is not None:
                database = await server.new_database()
            try:
                figures = await run_soak(
                    emulator,
                    database,
                    seconds=seconds,
                    stop_every=(low, high),
                    quiet_tail=2 * window + 30,
                    tables=args.tables,
                    members=args.members,
                    seed=args.seed,
                )
            except AssertionError as error:  # conservation, or a stop that went wrong
                return Figures(store), [f"{store}: {error}"]
            finally:
                if server is not None and isinstance(database, str):
                    await server.drop(database)
        failures += [f"unanswered: {u}" for u in figures.unanswered]
        failures += [f"stuck: {s}" for s in figures.stuck]
        failures += [f"orphaned: {o}" for o in figures.orphans]
        failures += [f"emulator: {p}" for p in emulator.problems()]
    drift = memory_drift(figures, window)
    if drift is None:
        print(f"  memory: the last restart ran under two windows of {window:.0f} s")
    else:
        head, tail = drift
        change = (tail - head) / head
        print(
            f"  memory: mean RSS {head / 1024:.1f} MiB in the last restart's first "
            f"{window:.0f} s, {tail / 1024:.1f} MiB in its last ({change:+.1%})"
        )
        if window >= LONG_WINDOW and abs(change) > DRIFT:
            failures.append(f"memory grew {change:+.1%} (more than {DRIFT:.0%})")
    return figures, failures


async def main_async(args: argparse.Namespace) -> int:
    """Soak each chosen store in turn; print the figures; 1 if a check failed."""
    stores = ["sqlite", "postgres"] if args.store == "both" else [args.store]
    failed = False
    with contextlib.ExitStack() as stack:
        server = None
        if "postgres" in stores:
            server = stack.enter_context(running_server(args.database_url))
        for store in stores:
            print(f"soak on {store}: {args.minutes} min, stops every {args.stop_every} s")
            figures, failures = await soak_one(store, args, server)
            print("  " + figures.summary())
            print("  the most frequent private answers:\n" + figures.private_answers())
            for failure in failures:
                print("  FAILED " + failure)
            failed = failed or bool(failures)
    return 1 if failed else 0


def main() -> None:
    """Parse the options and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--store", choices=["sqlite", "postgres", "both"], default="both")
    parser.add_argument("--tables", type=int, default=4)
    parser.add_argument("--members", type=int, default=10)
    parser.add_argument("--stop-every", default="120-240", help="seconds between stops, LOW-HIGH")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--database-url", default="", help="a PostgreSQL server to use")
    args = parser.parse_args()
    raise SystemExit(asyncio.run(main_async(args)))


if __name__ == "__main__":
    main()
