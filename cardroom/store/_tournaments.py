"""Tournaments in the store: entries, the prize pool, seating the entrants, payouts.

Each public method checks its arguments, then runs one transaction block.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from cardroom.amounts import parse_amount
from cardroom.errors import (
    NoTable,
    NotAllowed,
    NoTournament,
)
from cardroom.models import (
    Account,
    Reason,
    TableKey,
    TableRecord,
    TournamentRecord,
    TournamentStatus,
)
from cardroom.store._core import Db, StoreCore, fetch_one
from cardroom.store._rows import _between, _json, _whole
from cardroom.store._stats import book_results

log = logging.getLogger(__name__)


class Tournaments(StoreCore):
    """Heads-up matches and sit-and-gos: entry fees, the prize pool and its payout."""

    async def create_tournament(
        self, guild_id: int, creator_id: int, *, entry_fee: int, config_json: str = "{}"
    ) -> TournamentRecord:
        entry_fee = parse_amount(entry_fee, what="entry_fee", minimum=0)
        _json(config_json, "config_json")
        async with self._write() as db:
            row = await fetch_one(
                db,
                "INSERT INTO tournaments (guild_id, creator_id, entry_fee, config_json,"
                " created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
                (guild_id, creator_id, entry_fee, config_json, self._now()),
            )
            assert row is not None  # noqa: S101 - RETURNING always yields the new row
            return await self._load_tournament(db, row[0])

    async def tournament(self, tournament_id: int) -> TournamentRecord:
        async with self._read() as db:
            return await self._load_tournament(db, tournament_id)

    async def enter_tournament(self, tournament_id: int, user_id: int) -> TournamentRecord:
        async with self._write() as db:
            return await self._enter(db, tournament_id, user_id)

    async def enter_table(
        self, tournament_id: int, user_id: int, *, table_id: TableKey, state_json: str
    ) -> TournamentRecord:
        """The entry (fee, ledger rows) and the table's state, written in one transaction."""
        async with self._write() as db:
            entered = await self._enter(db, tournament_id, user_id)
            saved = await fetch_one(
                db,
                "UPDATE tables SET state_json = ? WHERE id = ? AND status = 'open' RETURNING id",
                (state_json, table_id),
            )
            if saved is None:
                raise NoTable()
            return entered

    async def _enter(self, db: Db, tournament_id: int, user_id: int) -> TournamentRecord:
        """The entry of :meth:`enter_tournament`, inside the caller's transaction."""
        tour = await self._load_tournament(db, tournament_id)
        if tour.status != TournamentStatus.REGISTERING:
            raise NoTournament(
                "That tournament is no longer taking entries.", code="tournament.closed"
            )
        if any(entry.user_id == user_id for entry in tour.entrants):
            raise NotAllowed(
                "You are already entered in this tournament.", code="seat.already_entered"
            )
        fee = tour.entry_fee
        await self._debit(db, tour.guild_id, user_id, fee)
        await db.execute(
            "INSERT INTO tournament_entries (tournament_id, user_id, entered_at) VALUES (?, ?, ?)",
            (tournament_id, user_id, self._now()),
        )
        await db.execute(
            "UPDATE tournaments SET pool = pool + ? WHERE id = ?", (fee, tournament_id)
        )
        legs = _between(user_id, Account.BANKROLL, Account.PRIZE_POOL, fee)
        await self._log(
            db, tour.guild_id, Reason.TOURNAMENT_ENTRY, *legs, tournament_id=tournament_id
        )
        return await self._load_tournament(db, tournament_id)

    async def start_tournament(
        self,
        tournament_id: int,
        table_id: TableKey,
        *,
        seats: Mapping[int, int],
        starting_stack: int,
    ) -> TableRecord:
        starting_stack = parse_amount(starting_stack, what="starting_stack")
        async with self._write() as db:
            tour = await self._load_tournament(db, tournament_id)
            table = await self._load_table(db, table_id)
            if tour.status != TournamentStatus.REGISTERING or table.tournament_id != tour.id:
                raise NoTournament(
                    "That tournament can't start at this table.", code="tournament.unavailable"
                )
            entrants = sorted(entry.user_id for entry in tour.entrants)
            if len(entrants) < 2 or sorted(seats.values()) != entrants or table.seats:
                raise NotAllowed(
                    "Every entrant needs exactly one seat, and at least two.",
                    code="tournament.seats",
                )
            if not all(0 <= seat_no < table.max_seats for seat_no in seats):
                raise NotAllowed(
                    f"This table has seats 1 to {table.max_seats}.",
                    code="seat.range",
                    n=table.max_seats,
                )
            for seat_no, user_id in sorted(seats.items()):
                await self._seat_with_chips(db, table, seat_no, user_id, starting_stack)
            await db.execute(
                "UPDATE tournaments SET status = 'running' WHERE id = ?", (tournament_id,)
            )
            return await self._load_table(db, table_id)

    async def finish_tournament(
        self,
        tournament_id: int,
        *,
        places: Mapping[int, int],
        prizes: Mapping[int, int],
    ) -> TournamentRecord:
        paid = {user: _whole(prize) for user, prize in prizes.items()}
        async with self._write() as db:
            tour = await self._load_tournament(db, tournament_id)
            if tour.status != TournamentStatus.RUNNING:
                raise NoTournament("That tournament is not running.", code="tournament.not_running")
            entrants = {entry.user_id for entry in tour.entrants}
            if not set(places) | set(paid) <= entrants or any(p < 1 for p in places.values()):
                raise ValueError("places and prizes must name entrants, places from 1")
            if sum(paid.values()) != tour.pool or min(paid.values(), default=0) < 0:
                raise ValueError(f"prizes of {sum(paid.values())} don't pay a pool of {tour.pool}")
            for user_id in sorted(entrants):
                prize = paid.get(user_id, 0)
                await db.execute(
                    "UPDATE tournament_entries SET place = ?, prize = ?"
                    " WHERE tournament_id = ? AND user_id = ?",
                    (places.get(user_id), prize, tournament_id, user_id),
                )
                if prize:
                    await self._pay_out(db, tour, user_id, prize, Reason.TOURNAMENT_PRIZE)
            nets = {user_id: paid.get(user_id, 0) - tour.entry_fee for user_id in entrants}
            await book_results(db, tour.guild_id, nets)
            return await self._end_tournament(db, tournament_id, TournamentStatus.FINISHED)

    async def cancel_tournament(self, tournament_id: int) -> TournamentRecord:
        async with self._write() as db:
            tour = await self._load_tournament(db, tournament_id)
            if tour.status not in {TournamentStatus.REGISTERING, TournamentStatus.RUNNING}:
                raise NoTournament("That tournament is already over.", code="tournament.over")
            for entry in tour.entrants:
                if tour.entry_fee:
                    await self._pay_out(
                        db, tour, entry.user_id, tour.entry_fee, Reason.TOURNAMENT_REFUND
                    )
            if tour.pool != tour.entry_fee * len(tour.entrants):
                raise ValueError("the prize pool doesn't match the entry fees")
            return await self._end_tournament(db, tournament_id, TournamentStatus.CANCELLED)

    async def _pay_out(
        self, db: Db, tour: TournamentRecord, user_id: int, chips: int, reason: Reason
    ) -> None:
        """Move ``chips`` from the prize pool to a member's bankroll (a prize or a refund)."""
        await self._credit(db, tour.guild_id, user_id, chips)
        legs = _between(user_id, Account.PRIZE_POOL, Account.BANKROLL, chips)
        await self._log(db, tour.guild_id, reason, *legs, tournament_id=tour.id)

    async def _end_tournament(
        self, db: Db, tournament_id: int, status: TournamentStatus
    ) -> TournamentRecord:
        """Empty the paid-out pool and set the final status; return the tournament."""
        await db.execute(
            "UPDATE tournaments SET pool = 0, status = ? WHERE id = ?",
            (status.value, tournament_id),
        )
        return await self._load_tournament(db, tournament_id)
