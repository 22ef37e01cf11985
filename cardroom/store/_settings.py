"""Members' own settings in the store: the deck style of their pictures, the turn ping.

Each call is one transaction block.
"""

from __future__ import annotations

from cardroom.store._core import StoreCore, fetch_one
from cardroom.views import DeckStyle


class MemberSettings(StoreCore):
    """One row per member per server, written only when the member changes a setting."""

    async def deck_style(self, guild_id: int, user_id: int) -> DeckStyle:
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT deck_style FROM member_settings WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
        return DeckStyle.CLASSIC if row is None else DeckStyle(row[0])

    async def set_deck_style(self, guild_id: int, user_id: int, style: DeckStyle) -> DeckStyle:
        style = DeckStyle(style)
        async with self._write() as db:
            await db.execute(
                "INSERT INTO member_settings (guild_id, user_id, deck_style, updated_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE"
                " SET deck_style = excluded.deck_style, updated_at = excluded.updated_at",
                (guild_id, user_id, style.value, self._now()),
            )
        return style

    async def turn_ping(self, guild_id: int, user_id: int) -> bool:
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT turn_ping FROM member_settings WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
        return True if row is None else bool(row[0])

    async def set_turn_ping(self, guild_id: int, user_id: int, wanted: bool) -> bool:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO member_settings (guild_id, user_id, turn_ping, updated_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE"
                " SET turn_ping = excluded.turn_ping, updated_at = excluded.updated_at",
                (guild_id, user_id, int(bool(wanted)), self._now()),
            )
        return bool(wanted)
