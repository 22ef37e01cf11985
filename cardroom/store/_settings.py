"""Members' own settings in the store: for now the deck style of their private pictures.

Each call is one transaction run whole in the database thread (one round trip).
"""

from __future__ import annotations

from functools import partial

from cardroom.store._core import StoreCore
from cardroom.store._rows import _one, _run
from cardroom.views import DeckStyle


class MemberSettings(StoreCore):
    """One row per member per server, written only when the member changes a setting."""

    async def deck_style(self, guild_id: int, user_id: int) -> DeckStyle:
        """The deck style the member chose on this server (classic if never chosen)."""
        row = await self._read(
            partial(
                _one,
                sql="SELECT deck_style FROM member_settings WHERE guild_id = ? AND user_id = ?",
                params=(guild_id, user_id),
            )
        )
        return DeckStyle.CLASSIC if row is None else DeckStyle(row[0])

    async def set_deck_style(self, guild_id: int, user_id: int, style: DeckStyle) -> DeckStyle:
        """Keep the member's deck style on this server; returns it."""
        style = DeckStyle(style)
        await self._write(
            partial(
                _run,
                sql="INSERT INTO member_settings (guild_id, user_id, deck_style, updated_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id) DO UPDATE"
                " SET deck_style = excluded.deck_style, updated_at = excluded.updated_at",
                params=(guild_id, user_id, style.value, self._now()),
            )
        )
        return style
