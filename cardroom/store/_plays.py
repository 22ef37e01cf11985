"""How members play, in the store: one row per player and settled hand, summed on reading.

:func:`save_plays` writes a hand's :class:`~cardroom.models.HandPlay` rows inside the
settlement's transaction; :func:`play_stats` sums a member's rows (and their finished
matches and sit-and-gos) into a :class:`~cardroom.models.PlayStats`; :data:`PLAY_BOARDS` are
the leaderboards ranked by them. Portable SQL: integer sums and integer division only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Final

from cardroom.models import LEADERBOARD_MIN_HANDS, HandPlay, LeaderboardKind, PlayStats, TableKey
from cardroom.store._core import Db, fetch_one

__all__ = ["LEADERBOARD_MIN_HANDS", "PLAY_BOARDS", "play_stats", "save_plays"]

_HEADS_UP = '"game": "headsup"'
"""How a heads-up match's config reads in ``tournaments.config_json`` (``json.dumps``)."""


async def save_plays(
    db: Db, table_id: TableKey, guild_id: int, hand_no: int, plays: Iterable[HandPlay]
) -> None:
    """Record how each player played hand ``hand_no`` (within the caller's transaction)."""
    rows = [
        (
            table_id,
            hand_no,
            play.user_id,
            guild_id,
            int(play.cash),
            int(play.vpip),
            int(play.pfr),
            int(play.three_bet_chance),
            int(play.three_bet),
            int(play.saw_flop),
            int(play.showdown),
            int(play.won_showdown),
            play.net_mbb,
        )
        for play in plays
    ]
    if rows:
        await db.executemany(
            "INSERT INTO hand_plays (table_id, hand_no, user_id, guild_id, cash, vpip, pfr,"
            " three_bet_chance, three_bet, saw_flop, showdown, won_showdown, net_mbb)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )


async def play_stats(db: Db, guild_id: int, user_id: int) -> PlayStats:
    """A member's sums of their hands' flags, and their finished matches and sit-and-gos."""
    row = await fetch_one(
        db,
        "SELECT COUNT(*), SUM(vpip), SUM(pfr), SUM(three_bet_chance), SUM(three_bet),"
        " SUM(saw_flop), SUM(showdown), SUM(won_showdown), SUM(cash),"
        " SUM(CASE WHEN cash = 1 THEN net_mbb ELSE 0 END)"
        " FROM hand_plays WHERE guild_id = ? AND user_id = ?",
        (guild_id, user_id),
    )
    # a heads-up match is a match, not a tournament: its config names the game
    headsup = f"t.config_json LIKE '%{_HEADS_UP}%'"
    tours = await fetch_one(
        db,
        f"SELECT SUM(CASE WHEN {headsup} THEN 0 ELSE 1 END),"  # noqa: S608 - constants only
        f" SUM(CASE WHEN {headsup} OR e.prize = 0 THEN 0 ELSE 1 END),"
        f" SUM(CASE WHEN {headsup} THEN 1 ELSE 0 END),"
        f" SUM(CASE WHEN {headsup} AND e.place = 1 THEN 1 ELSE 0 END)"
        " FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id"
        " WHERE t.guild_id = ? AND e.user_id = ? AND e.place IS NOT NULL",
        (guild_id, user_id),
    )
    sums = [0 if value is None else int(value) for value in (row if row is not None else ())]
    hands, vpip, pfr, chances, three_bets, flops, showdowns, won, cash, net = sums or [0] * 10
    played, cashed, matches, matches_won = (
        (0, 0, 0, 0) if tours is None else tuple(int(value or 0) for value in tours)
    )
    return PlayStats(
        hands=hands,
        vpip=vpip,
        pfr=pfr,
        three_bet_chances=chances,
        three_bets=three_bets,
        saw_flop=flops,
        showdowns=showdowns,
        won_showdowns=won,
        cash_hands=cash,
        cash_net_mbb=net,
        tournaments_played=played,
        tournaments_cashed=cashed,
        matches_played=matches,
        matches_won=matches_won,
    )


def _rate_board(expression: str, *, cash_only: bool = False) -> tuple[str, str]:
    """The count and page queries of a leaderboard of a per-member rate of ``hand_plays``."""
    where = "guild_id = ?" + (" AND cash = 1" if cash_only else "")
    grouped = (
        f"SELECT user_id, {expression} AS value FROM hand_plays WHERE {where}"  # noqa: S608 - constants
        f" GROUP BY user_id HAVING COUNT(*) >= {LEADERBOARD_MIN_HANDS}"
    )
    return (
        f"SELECT COUNT(*) FROM ({grouped}) ranked",  # noqa: S608 - constants only
        f"SELECT RANK() OVER (ORDER BY value DESC), user_id, value FROM ({grouped}) ranked"  # noqa: S608
        " ORDER BY value DESC, user_id LIMIT ? OFFSET ?",
    )


_CASHES = (
    "SELECT e.user_id, COUNT(*) AS value FROM tournament_entries e"
    " JOIN tournaments t ON t.id = e.tournament_id"
    " WHERE t.guild_id = ? AND e.prize > 0 AND e.user_id > 0 GROUP BY e.user_id"  # no robots
)

PLAY_BOARDS: Final[Mapping[LeaderboardKind, tuple[str, str]]] = {
    LeaderboardKind.VPIP: _rate_board("SUM(vpip) * 1000 / COUNT(*)"),
    LeaderboardKind.PFR: _rate_board("SUM(pfr) * 1000 / COUNT(*)"),
    LeaderboardKind.BB_PER_100: _rate_board("SUM(net_mbb) / COUNT(*)", cash_only=True),
    LeaderboardKind.CASHES: (
        f"SELECT COUNT(*) FROM ({_CASHES}) ranked",  # noqa: S608 - constants only
        f"SELECT RANK() OVER (ORDER BY value DESC), user_id, value FROM ({_CASHES}) ranked"  # noqa: S608
        " ORDER BY value DESC, user_id LIMIT ? OFFSET ?",
    ),
}
"""Leaderboards ranked by how members play: (count query, page query), as ``_LEADERBOARDS``."""
