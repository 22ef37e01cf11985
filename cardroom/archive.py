"""The finished hands a member may look back at: a table's history.

Plain store reads, no table lock: a finished hand never changes. The room says which table
is open in a channel (its ``open_key`` callback); a channel whose table has closed shows its
last table's hands. A hand's export (PHH or PokerStars text) is
:meth:`cardroom.sharing.Sharing.export`, its one spelling.
"""

from __future__ import annotations

from collections.abc import Callable

from cardroom import _recovery
from cardroom.amounts import parse_amount
from cardroom.errors import NoTable
from cardroom.models import TableKey
from cardroom.store import Store
from cardroom.views import HandSummary

__all__ = ["Archive"]


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
