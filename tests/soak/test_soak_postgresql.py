"""The soak's short form on PostgreSQL: about three minutes of random play with kills.

As on SQLite (:mod:`tests.soak.test_soak_sqlite`), on a fresh database of the session's
PostgreSQL server: the bot is stopped by SIGKILL or SIGTERM, in turn, every 25-45 s and
started again; conservation after every stop, progress and answers after every restart.
"""

from __future__ import annotations

import pytest

from tests.e2e.emulator import DiscordEmulator
from tests.soak.soak_checks import SECONDS, check
from tests.soak.workload import run_soak

pytestmark = [pytest.mark.soak, pytest.mark.e2e]


async def test_soak_with_kills_on_postgresql(emulator: DiscordEmulator, postgres_url: str) -> None:
    check(await run_soak(emulator, postgres_url, seconds=SECONDS))
