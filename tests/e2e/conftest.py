"""Fixtures shared by the end-to-end tests: a fresh Discord emulator per test.

Every wait in these tests is for an event, with a limit; the emulator multiplies each limit
(and Discord's 3 s interaction deadline) by its patience, ``HOLDEM_E2E_PATIENCE`` (4 unless
set), so the suite passes on a loaded machine and beside other xdist workers. Each test's
emulator listens on a port of its own (0: the system picks a free one) and each bot on a
database in the test's own ``tmp_path``, so workers never meet.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.e2e.emulator import DiscordEmulator


@pytest.fixture
async def emulator() -> AsyncIterator[DiscordEmulator]:
    """A running emulator on an ephemeral 127.0.0.1 port.

    After the test it checks that the bot hit no unknown route and had no interaction
    reply rejected (late, twice, before the callback); a test that provokes those on
    purpose clears `unknown_routes` / `handle.errors` itself.
    """
    async with DiscordEmulator() as emu:
        yield emu
        problems = emu.problems()
    assert not problems, "emulator saw problems:\n" + "\n".join(problems)
