"""The soak's short form: about three minutes per store of random play with kills.

Each test plays several tables through the real bot and the Discord emulator (see
:mod:`tests.soak.workload`) while the bot is stopped by SIGKILL or SIGTERM every 25-45 s
and started again; conservation is checked after every stop, progress and answers after
every restart. ``SOAK_SECONDS`` sets the length (default 180); ``benchmarks/soak.py`` is
the long form, with the memory check.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.e2e.emulator import DiscordEmulator
from tests.soak.workload import Figures, run_soak

pytestmark = [pytest.mark.soak, pytest.mark.e2e]

SECONDS = float(os.environ.get("SOAK_SECONDS", "180"))


def check(figures: Figures) -> None:
    print(figures.summary())
    print(figures.private_answers())
    assert figures.kills + figures.terms >= 2, "too short to stop the bot twice"
    assert figures.checks >= figures.kills + figures.terms + 2  # set-up, every stop, the end
    assert not figures.unanswered, figures.unanswered
    assert not figures.stuck, figures.stuck
    assert figures.hands > figures.tables  # the tables dealt on through the stops
    assert figures.interactions > 100


async def test_soak_with_kills_on_sqlite(emulator: DiscordEmulator, tmp_path: Path) -> None:
    check(await run_soak(emulator, tmp_path / "soak.sqlite3", seconds=SECONDS))


async def test_soak_with_kills_on_postgresql(emulator: DiscordEmulator, postgres_url: str) -> None:
    check(await run_soak(emulator, postgres_url, seconds=SECONDS))
