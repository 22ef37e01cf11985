"""Bankrolls in the store: balances, the daily reward, grants, the ledger, conservation.

Each public method checks its arguments, then runs one transaction block.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from cardroom.amounts import parse_amount
from cardroom.errors import (
    AlreadyClaimed,
    InvalidAmount,
)
from cardroom.models import (
    Account,
    Bankroll,
    DailyReward,
    LedgerEntry,
    Reason,
    TableKey,
)
from cardroom.store._connection import ConstraintViolated
from cardroom.store._core import StoreCore, fetch_all, fetch_int, fetch_one
from cardroom.store._rows import _COUNTED, _time

log = logging.getLogger(__name__)


class Bankrolls(StoreCore):
    """Bankrolls, daily rewards, grants and the chip totals that prove conservation."""

    async def bankroll(self, guild_id: int, user_id: int) -> Bankroll:
        async with self._write() as db:
            await self._open_bankroll(db, guild_id, user_id)
            row = await fetch_one(
                db,
                "SELECT balance, last_daily_at FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
        assert row is not None  # noqa: S101 - opened just above
        last = _time(row["last_daily_at"])
        return Bankroll(
            guild_id,
            user_id,
            int(row["balance"]),
            None if last is None else last + self._rules.daily_interval,
        )

    async def balance(self, guild_id: int, user_id: int) -> int:
        return (await self.bankroll(guild_id, user_id)).balance

    async def claim_daily(self, guild_id: int, user_id: int) -> DailyReward:
        now = self._clock()
        stamp = int(now.timestamp())
        interval = self._rules.daily_interval
        cutoff = stamp - int(interval.total_seconds())
        amount = self._rules.daily_chips
        async with self._write() as db:
            await self._open_bankroll(db, guild_id, user_id)
            try:
                row = await fetch_one(
                    db,
                    "UPDATE bankrolls SET balance = balance + ?, last_daily_at = ?"
                    " WHERE guild_id = ? AND user_id = ?"
                    " AND (last_daily_at IS NULL OR last_daily_at <= ?) RETURNING balance",
                    (amount, stamp, guild_id, user_id, cutoff),
                )
            except ConstraintViolated as error:
                raise InvalidAmount(
                    "Your bankroll is too full to take the daily chips.", code="bank.too_full"
                ) from error
            if row is None:
                last = await fetch_int(
                    db,
                    "SELECT last_daily_at FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                    (guild_id, user_id),
                )
                raise AlreadyClaimed(datetime.fromtimestamp(last, UTC) + interval, now)
            if amount:
                await self._log(db, guild_id, Reason.DAILY, (user_id, Account.BANKROLL, amount))
        return DailyReward(amount, int(row[0]), datetime.fromtimestamp(stamp, UTC) + interval)

    async def grant(
        self, guild_id: int, user_id: int, amount: int, *, actor_id: int | None = None
    ) -> int:
        amount = parse_amount(amount, what="grant")
        return await self._adjust(guild_id, user_id, amount, actor_id)

    async def revoke(
        self, guild_id: int, user_id: int, amount: int, *, actor_id: int | None = None
    ) -> int:
        amount = parse_amount(amount, what="amount")
        return await self._adjust(guild_id, user_id, -amount, actor_id)

    async def _adjust(self, guild_id: int, user_id: int, change: int, actor: int | None) -> int:
        """An admin's grant (``change`` > 0) or revocation (< 0); returns the new balance."""
        async with self._write() as db:
            if change > 0:
                balance = await self._credit(db, guild_id, user_id, change)
                reason = Reason.GRANT
            else:
                balance = await self._debit(db, guild_id, user_id, -change)
                reason = Reason.REVOKE
            await self._log(
                db, guild_id, reason, (user_id, Account.BANKROLL, change), actor_id=actor
            )
        return balance

    async def total_chips(self, guild_id: int) -> int:
        async with self._read() as db:
            return await fetch_int(
                db,
                "SELECT (SELECT COALESCE(SUM(balance), 0) FROM bankrolls WHERE guild_id = ?)"
                " + (SELECT COALESCE(SUM(s.stack), 0) FROM seats s JOIN tables t"
                "    ON t.id = s.table_id WHERE t.guild_id = ? AND t.tournament_id IS NULL)"
                " + (SELECT COALESCE(SUM(pot), 0) FROM tables"
                "    WHERE guild_id = ? AND tournament_id IS NULL)"
                " + (SELECT COALESCE(SUM(pool), 0) FROM tournaments WHERE guild_id = ?)"
                " + (SELECT COALESCE(SUM(balance), 0) FROM house WHERE guild_id = ?)",
                (guild_id, guild_id, guild_id, guild_id, guild_id),
            )

    async def ledger_total(self, guild_id: int) -> int:
        async with self._read() as db:
            return await fetch_int(
                db,
                "SELECT COALESCE(SUM(amount), 0) FROM ledger"
                " WHERE guild_id = ? AND account IN (?, ?, ?, ?, ?)",
                (guild_id, *_COUNTED),
            )

    async def ledger(
        self, guild_id: int, user_id: int | None = None, *, limit: int = 50
    ) -> list[LedgerEntry]:
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT * FROM ledger"
                " WHERE guild_id = ? AND (CAST(? AS BIGINT) IS NULL OR user_id = ?)"
                " ORDER BY id DESC LIMIT ?",
                (guild_id, user_id, user_id, limit),
            )
        return [
            LedgerEntry(
                row["id"],
                row["guild_id"],
                row["user_id"],
                Account(row["account"]),
                row["amount"],
                Reason(row["reason"]),
                None if row["table_id"] is None else TableKey(row["table_id"]),
                row["channel_id"],
                row["hand_no"],
                row["tournament_id"],
                row["actor_id"],
                datetime.fromtimestamp(row["created_at"], UTC),
            )
            for row in rows
        ]
