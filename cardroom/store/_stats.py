"""Player statistics and leaderboards in the store.

Each read is one snapshot (one read transaction block).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Final

from cardroom.models import (
    LeaderboardKind,
    LeaderboardPage,
    LeaderRow,
    PlayerStats,
)
from cardroom.robots import is_robot
from cardroom.store._core import Db, StoreCore, fetch_all, fetch_int, fetch_one
from cardroom.store._plays import PLAY_BOARDS, play_stats
from cardroom.store._rows import _LEADERBOARDS

log = logging.getLogger(__name__)


_BOOK_RESULT: Final = {
    False: "INSERT INTO stats (guild_id, user_id, net_won) VALUES (?, ?, ?)"
    " ON CONFLICT (guild_id, user_id) DO UPDATE SET net_won = stats.net_won + excluded.net_won",
    True: "INSERT INTO stats (guild_id, user_id, robot_net_won) VALUES (?, ?, ?)"
    " ON CONFLICT (guild_id, user_id)"
    " DO UPDATE SET robot_net_won = stats.robot_net_won + excluded.robot_net_won",
}
"""Add a result to a member's net won: against members, or (True) apart, against robots."""


async def book_results(db: Db, guild_id: int, nets: Mapping[int, int]) -> None:
    """Add a match's or sit-and-go's result (prize less entry) to each member's net won.

    Called inside the transaction that pays the prizes, so a payout and its stats are
    written together or not at all. Hands were counted as they were played (with no chips
    won: tournament chips are not the bankroll's); this books what the bankroll gained. A
    computer player keeps no stats, and a game a robot played in is booked apart (its
    chips were the house's), as its hands are.
    """
    against_robots = any(is_robot(user_id) for user_id in nets)
    await db.executemany(
        _BOOK_RESULT[against_robots],
        [
            (guild_id, user_id, net)
            for user_id, net in sorted(nets.items())
            if not is_robot(user_id)
        ],
    )


class StatsAndLeaderboards(StoreCore):
    """A player's statistics and the guild's leaderboards."""

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        async with self._read() as db:
            return await self._stats(db, guild_id, user_id)

    @staticmethod
    async def _stats(db: Db, guild_id: int, user_id: int) -> PlayerStats:
        row = await fetch_one(
            db, "SELECT * FROM stats WHERE guild_id = ? AND user_id = ?", (guild_id, user_id)
        )
        places = await fetch_all(
            db,
            "SELECT e.place, COUNT(*) FROM tournament_entries e"
            " JOIN tournaments t ON t.id = e.tournament_id"
            " WHERE t.guild_id = ? AND e.user_id = ? AND e.place IS NOT NULL"
            " GROUP BY e.place ORDER BY e.place",
            (guild_id, user_id),
        )

        def count(column: str) -> int:
            return 0 if row is None else int(row[column])

        return PlayerStats(
            guild_id=guild_id,
            user_id=user_id,
            hands_played=count("hands_played"),
            hands_won=count("hands_won"),
            net_won=count("net_won"),
            biggest_pot=count("biggest_pot"),
            showdowns_won=count("showdowns_won"),
            tournament_finishes=tuple((int(p[0]), int(p[1])) for p in places),
            robot_hands=count("robot_hands"),
            robot_hands_won=count("robot_hands_won"),
            robot_net_won=count("robot_net_won"),
            play=await play_stats(db, guild_id, user_id),
        )

    async def leaderboard(
        self,
        guild_id: int,
        kind: LeaderboardKind = LeaderboardKind.BANKROLL,
        *,
        page: int = 1,
        page_size: int = 10,
    ) -> LeaderboardPage:
        if not 1 <= page_size <= 100:
            raise ValueError("page_size must be 1 to 100")
        count_sql, page_sql = _LEADERBOARDS.get(kind) or PLAY_BOARDS[kind]
        async with self._read() as db:
            total = await fetch_int(db, count_sql, (guild_id,))
            pages = max(1, -(-total // page_size))
            page = min(max(1, page), pages)
            rows = await fetch_all(db, page_sql, (guild_id, page_size, (page - 1) * page_size))
        return LeaderboardPage(
            kind,
            tuple(LeaderRow(int(r[0]), int(r[1]), int(r[2])) for r in rows),
            page,
            page_size,
            pages,
            total,
        )
