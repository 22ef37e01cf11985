"""Languages in the store: a server's chosen language and each member's last seen locale.

The card room keeps these as plain locale codes (``"sv-SE"``, ``"cs"``); which codes are
offered, and what they mean, is the front desk's business. Each call is one transaction block.
"""

from __future__ import annotations

from cardroom.store._core import StoreCore, fetch_one


class Languages(StoreCore):
    """One row per server that chose a language, one per member whose locale was seen."""

    async def server_language(self, guild_id: int) -> str | None:
        async with self._read() as db:
            row = await fetch_one(
                db, "SELECT language FROM server_settings WHERE guild_id = ?", (guild_id,)
            )
        return None if row is None else str(row[0])

    async def set_server_language(self, guild_id: int, language: str) -> str:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO server_settings (guild_id, language, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE"
                " SET language = excluded.language, updated_at = excluded.updated_at",
                (guild_id, language, self._now()),
            )
        return language

    async def member_locale(self, user_id: int) -> str | None:
        async with self._read() as db:
            row = await fetch_one(
                db, "SELECT locale FROM member_locales WHERE user_id = ?", (user_id,)
            )
        return None if row is None else str(row[0])

    async def set_member_locale(self, user_id: int, locale: str) -> str:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO member_locales (user_id, locale, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET locale = excluded.locale, updated_at = excluded.updated_at",
                (user_id, locale, self._now()),
            )
        return locale
