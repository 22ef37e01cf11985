"""The store's SQL plumbing: statement helpers, migrations, and rows turned into records."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from typing import Final

from cardroom.models import (
    Account,
    HandOutcome,
    HandRecord,
    LeaderboardKind,
    Reason,
    SeatRecord,
    TableKey,
    TableRecord,
    TableStatus,
)
from cardroom.store._connection import ConstraintViolated, Row

Clock = Callable[[], datetime]
"""A wall clock returning an aware ``datetime`` (tests inject one they can advance)."""


def _utc_now() -> datetime:
    return datetime.now(UTC)


def _time(stamp: int | None) -> datetime | None:
    return None if stamp is None else datetime.fromtimestamp(stamp, UTC)


def _json(text: str, what: str) -> str:
    """Check that ``text`` is JSON before it reaches a CHECK (json_valid) constraint."""
    try:
        json.loads(text)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{what} is not valid JSON") from error
    return text


def _json_error(error: ConstraintViolated, *columns: str) -> ValueError | None:
    """The ValueError :func:`_json` would raise, if ``error`` is a column's json_valid CHECK.

    The hot paths (a save after every action) leave the check to the schema's
    ``CHECK (json_valid(...))`` instead of parsing the text a second time in Python.
    """
    message = str(error)
    for column in columns:
        if f"json_valid({column})" in message:
            return ValueError(f"{column} is not valid JSON")
    return None


_COUNTED: Final = ("bankroll", "seat", "pot", "prize_pool", "house")
_LEADERBOARDS: Final[Mapping[LeaderboardKind, tuple[str, str]]] = {
    LeaderboardKind.BANKROLL: (
        "SELECT COUNT(*) FROM bankrolls WHERE guild_id = ?",
        "SELECT RANK() OVER (ORDER BY balance DESC), user_id, balance FROM bankrolls"
        " WHERE guild_id = ? ORDER BY balance DESC, user_id LIMIT ? OFFSET ?",
    ),
    LeaderboardKind.NET_WON: (
        "SELECT COUNT(*) FROM stats WHERE guild_id = ?",
        "SELECT RANK() OVER (ORDER BY net_won DESC), user_id, net_won FROM stats"
        " WHERE guild_id = ? ORDER BY net_won DESC, user_id LIMIT ? OFFSET ?",
    ),
    LeaderboardKind.HANDS_WON: (
        "SELECT COUNT(*) FROM stats WHERE guild_id = ?",
        "SELECT RANK() OVER (ORDER BY hands_won DESC), user_id, hands_won FROM stats"
        " WHERE guild_id = ? ORDER BY hands_won DESC, user_id LIMIT ? OFFSET ?",
    ),
}


_HAND_REASON: Final = {
    HandOutcome.SETTLED: Reason.HAND_SETTLED,
    HandOutcome.VOIDED: Reason.MISDEAL_REFUND,
}


def _between(
    user_id: int | None, source: Account, target: Account, amount: int
) -> tuple[tuple[int | None, Account, int], tuple[int | None, Account, int]]:
    """The two ledger legs of ``amount`` chips moving from ``source`` to ``target``."""
    return (user_id, source, -amount), (user_id, target, amount)


def _whole(value: int) -> int:
    """Insist on an ``int`` (not a bool or float) for chips the table service computed."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"chips must be int, not {type(value).__name__}")
    return value


def _accounts(table: TableRecord) -> tuple[Account, Account]:
    """The ledger accounts of a table's stacks and pot: money, or tournament chips."""
    if table.tournament_id is None:
        return Account.SEAT, Account.POT
    return Account.TOURNAMENT_STACK, Account.TOURNAMENT_STACK


def _seat_record(row: Row) -> SeatRecord:
    return SeatRecord(
        TableKey(row["table_id"]),
        row["seat_no"],
        row["user_id"],
        row["stack"],
        bool(row["sitting_out"]),
        datetime.fromtimestamp(row["seated_at"], UTC),
    )


def _table_record(row: Row, seats: Iterable[Row]) -> TableRecord:
    return TableRecord(
        id=TableKey(row["id"]),
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        creator_id=row["creator_id"],
        status=TableStatus(row["status"]),
        max_seats=row["max_seats"],
        config_json=row["config_json"],
        state_json=row["state_json"],
        hand_json=row["hand_json"],
        hand_no=row["hand_no"],
        pot=row["pot"],
        message_id=row["message_id"],
        tournament_id=row["tournament_id"],
        created_at=datetime.fromtimestamp(row["created_at"], UTC),
        closed_at=_time(row["closed_at"]),
        seats=tuple(_seat_record(seat) for seat in seats),
    )


def _hand_record(row: Row) -> HandRecord:
    return HandRecord(
        TableKey(row["table_id"]),
        row["hand_no"],
        HandOutcome(row["outcome"]),
        row["phh_text"],
        row["summary_json"],
        _time(row["started_at"]),
        datetime.fromtimestamp(row["ended_at"], UTC),
    )
