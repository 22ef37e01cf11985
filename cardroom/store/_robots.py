"""The house and computer players in the SQLite store: the house's balance, the server's choice.

The house's chips move only with a table's (``SqliteCore._credit`` / ``_debit`` of a robot
id, in the table's transaction); these are its reads and the server's robots setting. Each
call is one transaction block.
"""

from __future__ import annotations

from cardroom.store._core import SqliteCore, fetch_int, fetch_one


class HouseAndRobots(SqliteCore):
    """One house row per server that has staked a robot, one setting row per server."""

    async def house_balance(self, guild_id: int) -> int:
        async with self._read() as db:
            return await fetch_int(db, "SELECT balance FROM house WHERE guild_id = ?", (guild_id,))

    async def robots_allowed(self, guild_id: int) -> bool:
        async with self._read() as db:
            row = await fetch_one(
                db, "SELECT allowed FROM server_robots WHERE guild_id = ?", (guild_id,)
            )
        return row is None or bool(row[0])

    async def set_robots_allowed(self, guild_id: int, allowed: bool) -> bool:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO server_robots (guild_id, allowed, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE"
                " SET allowed = excluded.allowed, updated_at = excluded.updated_at",
                (guild_id, int(bool(allowed)), self._now()),
            )
        return bool(allowed)
