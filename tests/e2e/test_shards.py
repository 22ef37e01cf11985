"""End to end, sharded: a bot process that runs shard 1 of 2 serves its servers only.

Discord sends direct messages to shard 0 only, so everything a player clicks must be on a
channel message: the table's buttons, "My cards", the raise form, and the fallback when a
player's DMs are closed. Here the table's server is on shard 1, and the bot runs shard 1
alone; a server on shard 0 gets nothing from it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.e2e.emulator import DiscordEmulator
from tests.e2e.emulator.gateway import shard_of
from tests.e2e.shard_support import sharded_room, start_sharded_bot
from tests.e2e.test_play import (
    SUITS,
    button,
    dealt,
    last_showdown,
    open_table,
    play_hand_with_buttons,
    to_act,
)

pytestmark = pytest.mark.e2e


async def test_a_table_on_shard_one_plays_with_buttons_forms_and_closed_dms(
    emulator: DiscordEmulator, tmp_path: Path
) -> None:
    room = await sharded_room(emulator, "Shard One", (1, 2))
    elsewhere = await sharded_room(emulator, "Shard Zero", (0, 2), prefix="zero-")
    assert shard_of(room.guild.id, 2) == 1
    assert shard_of(elsewhere.guild.id, 2) == 0
    database = {"DATABASE_PATH": str(tmp_path / "room.sqlite3")}
    process = await start_sharded_bot(
        emulator, room, database, shard_count=2, shard_ids="1", ready=(1,)
    )
    try:
        assert set(emulator.gateway.sessions) == {(1, 2)}  # shard 1 alone identified
        players = [room.alice, room.dave]
        message = await open_table(emulator, room, players)
        # Dave's DMs are closed: the channel says so, without his cards.
        notice = await emulator.wait_for_message(
            room.table, lambda m: "couldn't send you your cards" in m.text()
        )
        assert f"<@{room.dave.id}>" in notice.text()
        assert not any(suit in notice.text() for suit in SUITS)
        # Alice's DM arrived, and it carries no button (a click on it would reach shard 0).
        await emulator.wait_until(lambda: 1 in dealt(emulator, room.alice), 10, "Alice's DM")
        assert all(not dm.custom_ids() for dm in emulator.dms(room.alice))
        # "My cards", clicked on the channel message, answers Dave alone.
        peek = await emulator.click(room.dave, message, button(message, ":cards"))
        await peek.wait_original()
        assert peek.ephemeral
        assert re.search(r"\*\*\S+ \S+\*\*", peek.content)
        # The raise form opens and its answer moves the hand on.
        actor = room.member(to_act(message) or 0)
        opened = await emulator.click(actor, message, button(message, ":raise"))
        await opened.wait_modal()
        submitted = await emulator.submit_modal(actor, opened, {"amount": "40"})
        callback = await submitted.wait_response()
        assert not callback.ephemeral, submitted.content
        assert "raises to 40" in message.text()
        await play_hand_with_buttons(emulator, room, 1, players)
        await last_showdown(emulator, room, 1)
        # The server on shard 0 heard nothing from this process: no commands, no messages.
        assert not emulator.commands(elsewhere.guild)
        assert not emulator.messages(elsewhere.table)
    finally:
        await process.stop()
        print(process.output)
    assert "Running shards 1 of 2" in process.output


async def test_shard_count_alone_runs_every_shard_in_one_process(
    emulator: DiscordEmulator, tmp_path: Path
) -> None:
    zero = await sharded_room(emulator, "Shard Zero", (0, 2), prefix="z-")
    one = await sharded_room(emulator, "Shard One", (1, 2), prefix="o-")
    database = {"DATABASE_PATH": str(tmp_path / "room.sqlite3")}
    process = await start_sharded_bot(
        emulator, zero, database, shard_count=2, shard_ids="", ready=(0, 1)
    )
    try:
        assert set(emulator.gateway.sessions) == {(0, 2), (1, 2)}
        # Commands synced to the first server only (DEV_GUILD_ID); sync the other as well.
        for room in (zero, one):
            emulator.guild_commands[room.guild.id] = dict(emulator.commands(zero.guild))
        for room in (zero, one):
            players = [room.alice, room.bob]
            await open_table(emulator, room, players)
            await play_hand_with_buttons(emulator, room, 1, players)
            await last_showdown(emulator, room, 1)
    finally:
        await process.stop()
        print(process.output)
    assert "Running shards 0,1 of 2" in process.output
