"""End to end, issue 23: a pot-limit table in Czech, run twice, as the channel shows it.

The real bot.py against the emulator, on a Czech server with Czech players: the action row
speaks the pre-actions' words, a raise above the pot limit is refused with the limit, and a
hand run twice shows both boards in the run-out, the result post and the showdown picture.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator, Message
from tests.e2e.emulator.state import png_size
from tests.e2e.test_languages import (
    BOT,
    COMMANDS,
    PAUSE,
    Room,
    make_room,
    table_message,
    texts_of,
    to_act,
)

pytestmark = pytest.mark.e2e

CARD = re.compile(r"(?:10|[2-9TJQKA])[♠♥♦♣]")


@pytest.fixture
async def czech_room(emulator: DiscordEmulator) -> Room:
    return await make_room(emulator, anna="cs", petr="cs", boss="cs", guild_locale="cs")


@pytest.fixture
async def bot(
    emulator: DiscordEmulator, czech_room: Room, tmp_path: Path
) -> AsyncIterator[BotProcess]:
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(czech_room.guild.id),
        "DATABASE_PATH": str(tmp_path / "room.sqlite3"),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": "10000",
        "RUNOUT_MS": "300",
        "PING_MS": "0",
    }
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await process.wait_ready(emulator, timeout=30)
        await emulator.wait_for_commands(*COMMANDS, guild=czech_room.guild, timeout=20)
        yield process
    finally:
        await process.stop()
        print(process.output)


def _labels(message: Message) -> list[str]:
    return [str(b.get("label", "")) for b in message.buttons()]


def _id(message: Message, suffix: str) -> str | None:
    return next((i for i in message.custom_ids() if i.endswith(suffix)), None)


def _is_result(message: Message) -> bool:
    return any(str(e.get("title", "")).startswith("Showdown · hra č. 1") for e in message.embeds)


async def test_a_czech_pot_limit_table_runs_it_twice_and_shows_both_boards(
    emulator: DiscordEmulator, czech_room: Room, bot: BotProcess
) -> None:
    room = czech_room
    chosen = await emulator.slash(room.boss, room.table, "poker language", language="cs")
    await chosen.wait_response()
    created = await emulator.slash(
        room.anna,
        room.table,
        "poker create",
        big_blind=10,
        betting="pot-limit",
        run_it_twice=True,
    )
    await created.wait_original()
    assert not created.ephemeral, created.content
    for member in (room.anna, room.petr):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
        assert not joined.ephemeral, joined.content
    started = await emulator.slash(room.anna, room.table, "poker start")
    message = await started.wait_original()

    # The action row speaks the pre-actions' Czech: no English Fold or Call.
    labels = _labels(message)
    assert "Zahodit" in labels, labels
    assert any(label.startswith("Dorovnat") for label in labels), labels
    assert not [label for label in labels if label.split()[0] in {"Fold", "Call", "Raise"}]
    assert "Na tahu" in message.text()

    # A raise far above the pot limit is refused with the limit, in Czech.
    actor = to_act(message)
    assert actor is not None
    refused = await emulator.slash(room.member(actor), room.table, "raise", amount=5000)
    await refused.wait_response()
    assert refused.ephemeral
    assert "Největší navýšení" in refused.content, refused.content
    assert "30" in refused.content
    assert "bankroll" not in refused.content

    # Pot, pot, pot … then all-in and a call: both are offered to run it twice.
    offer: Message | None = None
    for _ in range(12):
        offer = table_message(emulator, room, 1)
        assert offer is not None
        if any(":rit:" in i for i in offer.custom_ids()):
            break
        actor = to_act(offer)
        assert actor is not None, offer.text()
        choice = _id(offer, ":allin") or _id(offer, ":pot") or _id(offer, ":call")
        assert choice is not None, offer.custom_ids()
        click = await emulator.click(room.member(actor), offer, choice)
        await click.wait_response()
        assert not click.ephemeral, click.content
        await emulator.wait_until(
            lambda: table_message(emulator, room, 1) is not None, PAUSE, "the table"
        )
    assert offer is not None
    assert any(":rit:" in i for i in offer.custom_ids()), offer.text()
    assert "Rozdat dvakrát?" in offer.text()

    seen: list[str] = []

    async def watch() -> None:
        while True:
            seen.append(offer.text())
            await asyncio.sleep(0.05)

    watcher = asyncio.create_task(watch())
    try:
        yes = next(i for i in offer.custom_ids() if i.endswith(":yes"))
        for member in (room.anna, room.petr):
            agreed = await emulator.click(member, offer, yes)
            await agreed.wait_response()
        result = await emulator.wait_for_message(room.table, _is_result, timeout=PAUSE)
    finally:
        watcher.cancel()

    # The run-out showed both boards, labelled.
    assert any("Na stole, 2. rozdání" in text for text in seen), seen[-1]
    assert any("Na stole, 1. rozdání" in text for text in seen)
    # The result post: each run with its board, every hand named on it, each pot's half.
    body = result.text()
    assert "První rozdání" in body
    assert "Druhé rozdání" in body
    first, second = body.split("Druhé rozdání")
    assert first.count("ukazuje") == 2  # both hands named on the first board
    assert second.count("ukazuje") == 2  # and again on the second
    assert len(CARD.findall(first.split("Na stole:")[1].splitlines()[0])) == 5
    assert len(CARD.findall(second.split("Na stole:")[1].splitlines()[0])) == 5
    assert "Hlavní pot" in first
    assert "Hlavní pot" in second
    # The showdown picture is drawn for Discord's column.
    size = png_size(result.embed_image())
    assert size is not None
    assert size[0] <= 440
    # Nothing English in what the channel showed.
    for message_ in emulator.messages(room.table):
        for text in texts_of(message_):
            assert not re.search(r"\b(Fold|Call \d|wins|Board|to act)\b", text), text
