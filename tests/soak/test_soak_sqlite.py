"""The soak's short form on SQLite: about three minutes of random play with kills.

Several tables play through the real bot and the Discord emulator (see
:mod:`tests.soak.workload`) while the bot is stopped by SIGKILL or SIGTERM, in turn, every
25-45 s and started again on the same file; conservation is checked after every stop,
progress and answers after every restart. ``SOAK_SECONDS`` sets the length (default 180);
``benchmarks/soak.py`` is the long form, with the memory check.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.emulator import DiscordEmulator
from tests.soak.soak_checks import SECONDS, check
from tests.soak.workload import run_soak

pytestmark = [pytest.mark.soak, pytest.mark.e2e]


async def test_soak_with_kills_on_sqlite(emulator: DiscordEmulator, tmp_path: Path) -> None:
    check(await run_soak(emulator, tmp_path / "soak.sqlite3", seconds=SECONDS))
