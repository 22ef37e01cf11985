"""End to end: a running tournament's commands, through the real bot.py (issue 24).

A tournament with late registration, rebuys and an add-on starts with two members; a third
registers late and gets a seat on the running table; a rebuy and the add-on are paid into
the pool and the lobby follows; every wrong moment is refused privately; the host pauses
the clock, the bot restarts with it paused, and the host resumes it. Bankrolls, the pool
and the ledger agree to the chip.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cardroom.store import SqliteStore
from tests.e2e.emulator import BotProcess, DiscordEmulator, Member
from tests.e2e.emulator.threads import threads_of
from tests.e2e.test_play import Room, room, start_bot
from tests.e2e.test_tournament_lobby import balance, button, host_permissions, lobby

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play


@pytest.fixture
async def database(tmp_path: Path) -> Path:
    return tmp_path / "room.sqlite3"


@pytest.fixture
async def bot(emulator: DiscordEmulator, room: Room, database: Path) -> AsyncIterator[BotProcess]:
    host_permissions(room)
    process = await start_bot(emulator, room, database)
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)


async def command(
    emulator: DiscordEmulator, member: Member, room: Room, name: str, *, public: bool = False
) -> str:
    """Run ``/poker tournament <name>`` in the lobby; its answer (private unless ``public``)."""
    reply = await emulator.slash(member, room.table, f"poker tournament {name}")
    await reply.wait_original()
    assert reply.ephemeral is not public, reply.content
    return reply.content


async def test_late_entry_rebuy_add_on_and_a_pause_that_survives_a_restart(
    emulator: DiscordEmulator, room: Room, bot: BotProcess, database: Path
) -> None:
    created = await emulator.slash(
        room.boss,
        room.table,
        "poker tournament create",
        name="Late",
        entry=100,
        late_levels=1,
        rebuys=True,
        addon=True,
    )
    await created.wait_original()
    message = await lobby(emulator, room)
    assert "Late registration through level 1" in message.content
    for member in (room.alice, room.bob):
        joined = await emulator.click(member, message, button(message, "reg"))
        await joined.wait_response()
    assert "has started on 1 tables" in await command(
        emulator, room.boss, room, "start", public=True
    )
    (thread,) = threads_of(emulator, room.table)
    message = await emulator.wait_for_message(
        room.table, lambda m: "Late registration is open through level 1" in m.content
    )
    assert any(c.startswith("holdem:v1:mtt:reg:") for c in message.custom_ids())

    # a late entry: paid into the pool, seated at the running table, counted in the field
    late = await command(emulator, room.carol, room, "register")
    assert "You are in Late: 100 went into the prize pool" in late
    assert f"<#{thread.id}>" in late
    again = await command(emulator, room.carol, room, "register")
    assert "already entered" in again
    assert "has started" in await command(emulator, room.carol, room, "unregister")
    status = await command(emulator, room.carol, room, "status")
    assert "Players left 3 of 3" in status
    assert f"Your table: <#{thread.id}>" in status

    # in a hand, a rebuy at the starting stack (none above it) and the add-on (once) are
    # paid at once and reach the stacks at the hand's end
    await emulator.wait_for_message(thread, lambda m: "Hand #1" in str(m.embeds), timeout=30)
    assert "Rebuy taken: 100 went into the prize pool; 1,500 chips join your stack" in (
        await command(emulator, room.alice, room, "rebuy")
    )
    assert "at or below the starting stack of 1,500" in await command(
        emulator, room.alice, room, "rebuy"
    )
    assert "Add-on taken: 100 went into the prize pool; 1,500 chips join your stack" in (
        await command(emulator, room.bob, room, "addon")
    )
    assert "taken the add-on already" in await command(emulator, room.bob, room, "addon")
    assert "not registered in this tournament" in await command(emulator, room.dave, room, "rebuy")
    await emulator.wait_for_message(
        room.table, lambda m: "Prize pool: 500" in m.content and "Registered (3)" in m.content
    )

    # the host pauses; nobody else may; the pause survives a restart
    assert "Only the tournament's host" in await command(emulator, room.alice, room, "pause")
    assert "Late is paused" in await command(emulator, room.boss, room, "pause", public=True)
    assert "paused already" in await command(emulator, room.boss, room, "pause")
    await bot.stop()
    again_bot = await start_bot(emulator, room, database)
    try:
        status = await command(emulator, room.alice, room, "status")
        assert "Paused" in status
        assert "Players left 3 of 3" in status
        assert "Late goes on" in await command(emulator, room.boss, room, "resume", public=True)
        assert "not paused" in await command(emulator, room.boss, room, "resume")
        assert "Paused" not in await command(emulator, room.alice, room, "status")
        # the hand goes on: at its end every chip bought is on its stack (kept through
        # the restart: 3 entries and 2 buys of 1,500 among 3 players, an average of 2,500)
        status = ""
        for _ in range(20):
            status = await command(emulator, room.alice, room, "status")
            if "average stack 2,500" in status:
                break
            for member in (room.alice, room.bob, room.carol):
                folded = await emulator.slash(member, thread, "fold")
                await folded.wait_response()
        assert "Players left 3 of 3 · average stack 2,500" in status
        assert await balance(emulator, room, room.alice) == 9_800
        assert await balance(emulator, room, room.bob) == 9_800
        assert await balance(emulator, room, room.carol) == 9_900
        assert threads_of(emulator, room.table) == [thread]  # no table opened twice
    finally:
        await again_bot.stop()
        print(again_bot.output)
    async with await SqliteStore.open(database) as store:
        tour = await store.mtt_in_channel(room.guild.id, room.table.id)
        assert tour is not None
        assert tour.pool == 500
        assert sorted(e.paid for e in tour.entries) == [100, 200, 200]
        assert await store.total_chips(room.guild.id) == await store.ledger_total(room.guild.id)
        assert await store.total_chips(room.guild.id) == 3 * 10_000
