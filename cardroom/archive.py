"""The finished hands a member may look back at: a table's history and a hand's PHH export.

Plain store reads, no table lock: a finished hand never changes. The room says which table
is open in a channel (its ``open_key`` callback); a channel whose table has closed shows its
last table's hands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardroom import _recovery
from cardroom.amounts import parse_amount
from cardroom.errors import NoTable, NotAllowed
from cardroom.hand_refs import hand_number, split_hand_id
from cardroom.models import HandOutcome, HandRecord, TableKey
from cardroom.store import Store
from cardroom.views import HandSummary

__all__ = ["Archive", "HandExport", "hand_id"]


@dataclass(frozen=True, slots=True)
class HandExport:
    """A finished hand written as PHH for one asker."""

    filename: str
    """The file's name."""
    text: str
    """The PHH text (shown hands and the asker's own cards only)."""
    hand_no: int
    """The hand's number at its table."""
    hand_id: str
    """The hand's id in this server (``"7-12"``), as ``/poker history`` shows it."""


def hand_id(record: HandRecord) -> str:
    """A hand's id: its table's and its own number (``"7-12"``)."""
    return f"{record.table_id}-{record.hand_no}"


class Archive:
    """Reads finished hands for the members who played them."""

    def __init__(self, store: Store, open_key: Callable[[int], TableKey | None]) -> None:
        """Read ``store``; ``open_key(channel_id)`` is the channel's open table, if any."""
        self._store = store
        self._open_key = open_key

    async def _reviewed(self, channel_id: int, guild_id: int | None) -> TableKey:
        """The table whose hands a member reviews: the open one, else the channel's last.

        Raises:
            NoTable: No table was ever played here.
        """
        key = self._open_key(channel_id)
        if key is not None:
            return key
        if guild_id is not None:
            record = await self._store.last_table(guild_id, channel_id)
            if record is not None:
                return record.id
        raise NoTable()

    async def history(
        self, channel_id: int, user_id: int, count: object = 10, *, guild_id: int | None = None
    ) -> tuple[HandSummary, ...]:
        """The table's last hands, newest first (public facts, and the asker's result).

        With ``guild_id``, a channel whose table has closed (a finished match or sit-and-go)
        shows the hands of its last table.

        Raises:
            NoTable: No table here.
            InvalidAmount: ``count`` is not 1 to 50.
        """
        number = parse_amount(count, what="number_of_hands", maximum=50)
        key = await self._reviewed(channel_id, guild_id)
        records = await self._store.hand_history(key, number)
        return tuple(_recovery.summary_of(record, user_id) for record in records)

    async def export_hand(
        self,
        channel_id: int,
        user_id: int,
        hand: object = None,
        *,
        guild_id: int | None = None,
    ) -> HandExport:
        """A finished hand as PHH text: shown hands and the asker's own cards only.

        ``hand`` is None (the last settled hand of the channel's table: the open one, or
        with ``guild_id`` its last closed one), a hand number at that table, or a hand's
        id (``"7-12"``: hand 12 of table 7, as ``/poker history`` shows it), which finds
        any hand of this server that the asker played.

        Raises:
            NoTable: No table here (and no hand id given).
            NotAllowed: No such finished hand, it was voided, or the asker did not play it.
            NotAllowed: Text that is not a hand number or id (``history.bad_hand``).
        """
        record: HandRecord | None
        if isinstance(hand, str) and "-" in hand.strip():
            record, channel_id = await self._hand_by_id(hand.strip(), user_id, guild_id)
        else:
            key = await self._reviewed(channel_id, guild_id)
            if hand is None:
                records = await self._store.hand_history(key, 50)
                record = next((r for r in records if r.outcome is HandOutcome.SETTLED), None)
            else:
                record = await self._store.hand(key, hand_number(hand))
        if record is None:
            raise NotAllowed(
                "There is no finished hand with that number at this table.", code="history.no_hand"
            )
        filename, text = _recovery.export_text(record, channel_id, user_id)
        return HandExport(filename, text, record.hand_no, hand_id(record))

    async def _hand_by_id(
        self, text: str, user_id: int, guild_id: int | None
    ) -> tuple[HandRecord, int]:
        """A hand by its id and its table's channel, if the asker played it on this server."""
        table_id, number = split_hand_id(text)
        try:
            table = await self._store.table(TableKey(table_id))
        except NoTable:
            table = None
        record = None if table is None else await self._store.hand(table.id, number)
        if table is None or record is None or (guild_id is not None and table.guild_id != guild_id):
            raise NotAllowed(
                "There is no finished hand with that number at this table.", code="history.no_hand"
            )
        if not _recovery.played(record, user_id):
            raise NotAllowed.coded("history.not_played")
        return record, table.channel_id
