"""End to end: the faults of issue 18, injected by the emulator's fault layer.

Each test reproduces one fault a real deployment meets (a forged option, a late or failed
interaction answer, a lost permission, a deleted channel, DMs behind rate limits) against
the real bot.py in a subprocess, and checks what the players see and that no chip is lost.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator
from tests.e2e.emulator.faults import forged_slash
from tests.e2e.test_play import Room, room, start_bot

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, tmp_path: Path) -> AsyncIterator[BotProcess]:
    process = await start_bot(emulator, room, tmp_path / "room.sqlite3")
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)  # shown when a test fails


@pytest.mark.parametrize(
    "forged",
    [
        {"name": "buy_in", "type": 4, "value": "lots"},
        {"name": "buy_in", "type": 3, "value": "1000"},
        {"name": "buy_in", "type": 4, "value": [1, 2]},
        {"name": "buy_in", "type": 4, "value": True},
        {"name": "no_such_option", "type": 4, "value": 5},
    ],
    ids=["string", "declared-string", "list", "bool", "unknown"],
)
async def test_a_forged_option_is_refused_politely(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, forged: dict[str, object]
) -> None:
    created = await emulator.slash(room.alice, room.table, "poker create")
    await created.wait_original()
    joined = await forged_slash(emulator, room.bob, room.table, "poker join", [forged])
    await joined.wait_response()
    assert joined.ephemeral
    assert str(forged["name"]) in joined.content
    assert "Nothing was changed" in joined.content
    # Bob was not seated: a real join still works, and no traceback reached the log.
    real = await emulator.slash(room.bob, room.table, "poker join", buy_in=1000)
    await real.wait_response()
    assert not real.ephemeral, real.content
    assert "Traceback" not in bot.output
    assert "TypeError" not in bot.output
