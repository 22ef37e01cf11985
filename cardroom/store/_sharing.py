"""Hands worth sharing in the store: players' names by time, a session's chips, a member's hands.

Names (migration 0009, ``player_names``): the front desk hands the card room each member's
display name on a server as the table shows it; a row is added only when it changed, so the
names a hand was played under are found by time (:meth:`SharingReads.names_at`). The session
ledger is read from the ledger rows the bank already writes for the table's stacks
(:meth:`SharingReads.table_chips`). Each call is one transaction block.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime

from cardroom.ledger import ChipFlow
from cardroom.models import Account, HandOutcome, HandRecord, Reason, TableKey, TableRecord
from cardroom.store._core import StoreCore, fetch_all, fetch_one
from cardroom.store._rows import _hand_record

NAME_LENGTH = 100
"""The longest name kept (Discord's display names are at most 32 characters)."""


class SharingReads(StoreCore):
    """Players' names by time, and the reads of replays, exports and the session ledger."""

    async def note_names(self, guild_id: int, names: Mapping[int, str]) -> int:
        """Keep each member's name on the server, if it changed since last kept; returns how many.

        Names are trimmed and cut to :data:`NAME_LENGTH` characters; an empty one is skipped.
        """
        kept = 0
        now = self._now()
        async with self._write() as db:
            for user_id, raw in sorted(names.items()):
                name = " ".join(raw.split())[:NAME_LENGTH]
                if not name:
                    continue
                row = await fetch_one(
                    db,
                    "SELECT name FROM player_names WHERE guild_id = ? AND user_id = ?"
                    " ORDER BY seen_at DESC LIMIT 1",
                    (guild_id, user_id),
                )
                if row is not None and row[0] == name:
                    continue
                await db.execute(
                    "INSERT INTO player_names (guild_id, user_id, seen_at, name)"
                    " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, user_id, seen_at)"
                    " DO UPDATE SET name = excluded.name",
                    (guild_id, user_id, now, name),
                )
                kept += 1
        return kept

    async def names_at(
        self, guild_id: int, user_ids: Iterable[int], at: datetime
    ) -> dict[int, str]:
        """Each member's name on the server at ``at``: the last kept by then, else the first after.

        Members whose name was never kept are left out.
        """
        stamp = int(at.timestamp())
        found: dict[int, str] = {}
        async with self._read() as db:
            for user_id in sorted(set(user_ids)):
                row = await fetch_one(
                    db,
                    "SELECT name FROM player_names WHERE guild_id = ? AND user_id = ?"
                    " ORDER BY CASE WHEN seen_at <= ? THEN 0 ELSE 1 END,"
                    " CASE WHEN seen_at <= ? THEN -seen_at ELSE seen_at END LIMIT 1",
                    (guild_id, user_id, stamp, stamp),
                )
                if row is not None:
                    found[user_id] = str(row[0])
        return found

    async def closed_table(self, guild_id: int, channel_id: int) -> TableRecord | None:
        """The newest ``tables`` row of the channel with ``closed_at`` set."""
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT id FROM tables WHERE guild_id = ? AND channel_id = ?"
                " AND status = 'closed' ORDER BY id DESC LIMIT 1",
                (guild_id, channel_id),
            )
            if row is None:
                return None
            return await self._load_table(db, row[0], must_be_open=False)

    async def table_chips(self, table_id: TableKey) -> tuple[ChipFlow, ...]:
        """Every member's chips at a cash table, summed from its stacks' ledger rows.

        Bought in is the buy-ins and top-ups, cashed out the cash-outs, and the stack the sum
        of every row of the member's stack there (hands included): what it holds now. Members
        come in the order they first sat down.
        """
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT user_id,"
                " COALESCE(SUM(CASE WHEN reason IN (?, ?) THEN amount ELSE 0 END), 0),"
                " COALESCE(SUM(CASE WHEN reason = ? THEN -amount ELSE 0 END), 0),"
                " COALESCE(SUM(amount), 0)"
                " FROM ledger WHERE table_id = ? AND account = ? AND user_id IS NOT NULL"
                " GROUP BY user_id ORDER BY MIN(id)",
                (
                    Reason.BUY_IN.value,
                    Reason.TOP_UP.value,
                    Reason.CASH_OUT.value,
                    table_id,
                    Account.SEAT.value,
                ),
            )
        return tuple(ChipFlow(int(r[0]), int(r[1]), int(r[2]), int(r[3])) for r in rows)

    async def settled_hands(self, table_id: TableKey, count: int = 1000) -> list[HandRecord]:
        """The table's ``hands`` rows with a result, by hand number descending."""
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT * FROM hands WHERE table_id = ? AND outcome = ?"
                " ORDER BY hand_no DESC LIMIT ?",
                (table_id, HandOutcome.SETTLED.value, count),
            )
        return [_hand_record(row) for row in rows]
