"""Run a bot under cProfile and write the profile when it stops: for ``bench_discord --bot``.

    BOT_PROFILE=/tmp/after.prof .venv/bin/python -m benchmarks.bench_discord --bot PATH

where PATH is this file's absolute path. ``BOT_PROFILE`` names the file (default
``bot.prof`` in the bot's working directory); ``BOT_SCRIPT`` the bot to run (default this
tree's ``bot.py``), so that an earlier tree's benchmark can run its own bot under this
wrapper, for two profiles of the same work. Read one with ``pstats``
(``pstats.Stats(path).sort_stats("tottime").print_stats(40)``).

Profiles the event-loop thread only (the pictures drawn in worker threads and SQLite in
aiosqlite's thread show there as waiting), with cProfile's wall-clock timer: the loop's
idle time lands in ``asyncio.runners.Runner.run``, so read the others' own time. The
profiler roughly doubles the bot's CPU: compare two trees' profiles with each other, and
their CPU per interaction only from runs without it (``bench_discord --against``).
"""

from __future__ import annotations

import cProfile
import os
import runpy
import sys
from pathlib import Path

BOT = Path(__file__).resolve().parents[1] / "bot.py"
"""This tree's bot, run unless ``BOT_SCRIPT`` names another."""


def main() -> None:
    """Run the bot as ``__main__`` under the profiler; write the profile however it ends."""
    bot = Path(os.environ.get("BOT_SCRIPT") or BOT).resolve()
    sys.argv = [str(bot), *sys.argv[1:]]
    sys.path[0] = str(bot.parent)
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        runpy.run_path(str(bot), run_name="__main__")
    finally:
        profiler.disable()
        profiler.dump_stats(os.environ.get("BOT_PROFILE", "bot.prof"))


if __name__ == "__main__":
    main()
