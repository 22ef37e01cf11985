"""The store put together from its parts: the logic both databases share.

One part per job: :mod:`~cardroom.store._bank` (bankrolls), :mod:`~cardroom.store._seating`
(tables and seats), :mod:`~cardroom.store._hands` (hands), :mod:`~cardroom.store._stats`
(stats and leaderboards), :mod:`~cardroom.store._tournaments` (sit-and-gos),
:mod:`~cardroom.store._mtt` (multi-table tournaments and seasons),
:mod:`~cardroom.store._settings` (members' own settings),
:mod:`~cardroom.store._languages` (servers' languages, members' locales) and
:mod:`~cardroom.store._robots` (the house account and the computer-player setting),
:mod:`~cardroom.store._sharing` (players' names by time, a session's chips); the SQL helpers
and row conversions are in :mod:`~cardroom.store._rows`. A new part joins the bases of
:class:`StoreParts`, and so both :class:`~cardroom.store.sqlite.SqliteStore` and
:class:`~cardroom.store.postgres.PostgresStore`.

What each public method promises is written once, in the Protocol
(:class:`cardroom.store.protocol.Store`); the parts carry no copy, only notes on how.
"""

from __future__ import annotations

import asyncio
from types import TracebackType
from typing import Self

from cardroom.store._bank import Bankrolls
from cardroom.store._core import fetch_int
from cardroom.store._hands import Hands
from cardroom.store._languages import Languages
from cardroom.store._mtt import MultiTableTournaments
from cardroom.store._robots import HouseAndRobots
from cardroom.store._seating import TablesAndSeats
from cardroom.store._settings import MemberSettings
from cardroom.store._sharing import SharingReads
from cardroom.store._stats import StatsAndLeaderboards
from cardroom.store._tournaments import Tournaments

__all__ = ["StoreParts"]


class StoreParts(
    Bankrolls,
    Hands,
    TablesAndSeats,
    StatsAndLeaderboards,
    Tournaments,
    MultiTableTournaments,
    MemberSettings,
    Languages,
    HouseAndRobots,
    SharingReads,
):
    """Every part of the store on one connection adapter; each database opens it its way."""

    async def close(self) -> None:
        committer = self._committer
        if committer is not None and not committer.done():
            await asyncio.wait({committer})
        async with self._lock:
            self._closed = True
            await self._db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def schema_version(self) -> int:
        async with self._read() as db:
            return await fetch_int(db, "SELECT MAX(version) FROM schema_migrations")
