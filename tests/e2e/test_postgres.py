"""End to end on PostgreSQL: the bot opens the store DATABASE_URL names, says which, and plays.

The URL carries a password (the test server trusts every local connection, so any
password logs in): the bot's log names the store with the password blanked out.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

import pytest

from cardroom.store import PostgresStore
from tests.e2e.emulator import DiscordEmulator
from tests.e2e.test_play import Room, open_table, play_hand_with_buttons, room, start_bot

pytestmark = pytest.mark.e2e

__all__ = ["room"]  # the fixture, shared with test_play

PASSWORD = "pw-never-logged-7731"


def with_password(url: str, password: str) -> str:
    """``url`` with ``password`` for its user."""
    parts = urlsplit(url)
    user = (parts.username or "postgres") + ":" + password
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit((parts.scheme, f"{user}@{host}", parts.path, parts.query, ""))


async def test_the_bot_plays_on_postgresql_and_never_logs_the_password(
    emulator: DiscordEmulator, room: Room, postgres_url: str
) -> None:
    url = with_password(postgres_url, PASSWORD)
    players = [room.alice, room.bob]
    process = await start_bot(emulator, room, url)
    try:
        await open_table(emulator, room, players)
        await play_hand_with_buttons(emulator, room, 1, players)
    finally:
        await process.stop()
        print(process.output)
    assert "Opened the store: PostgreSQL postgresql://postgres:***@" in process.output
    assert PASSWORD not in process.output
    async with await PostgresStore.open(postgres_url) as store:
        assert await store.total_chips(room.guild.id) == 10_000 * len(players)
        assert await store.ledger_total(room.guild.id) == 10_000 * len(players)
        [table] = await store.open_tables(room.guild.id)
        assert [hand.hand_no for hand in await store.hand_history(table.id)] == [1]
