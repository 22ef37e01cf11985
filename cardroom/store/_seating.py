"""Tables and seats in the store: opening, buying in, topping up, leaving and closing.

(:meth:`~cardroom.store._hands.Hands.close_table` is with the hands: it may void one.)

Each public method checks its arguments, then runs one transaction block.
"""

from __future__ import annotations

import logging

from cardroom.amounts import parse_amount
from cardroom.errors import (
    AlreadySeated,
    HandInProgress,
    InvalidAmount,
    NotAllowed,
    NoTournament,
    NotSeated,
    SeatTaken,
    TableExists,
    TableFull,
)
from cardroom.models import (
    Account,
    Reason,
    SeatRecord,
    TableKey,
    TableRecord,
    TournamentStatus,
)
from cardroom.store._connection import ConstraintViolated
from cardroom.store._core import Db, StoreCore, fetch_all, fetch_one
from cardroom.store._rows import _between, _json, _seat_record

log = logging.getLogger(__name__)


class TablesAndSeats(StoreCore):
    """Tables and their seats; every buy-in and cash-out is one transaction."""

    async def create_table(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        *,
        config_json: str,
        max_seats: int = 10,
        tournament_id: int | None = None,
    ) -> TableRecord:
        _json(config_json, "config_json")
        if not 2 <= max_seats <= 10:
            raise ValueError("a table has 2 to 10 seats")
        async with self._write() as db:
            if await self._open_table_id(db, guild_id, channel_id) is not None:
                raise TableExists()
            if tournament_id is not None:
                entry = await self._load_tournament(db, tournament_id)
                if entry.guild_id != guild_id or entry.status != TournamentStatus.REGISTERING:
                    raise NoTournament(
                        "That tournament can't get a table now.", code="tournament.unavailable"
                    )
            row = await fetch_one(
                db,
                "INSERT INTO tables (guild_id, channel_id, creator_id, max_seats, config_json,"
                " tournament_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    creator_id,
                    max_seats,
                    config_json,
                    tournament_id,
                    self._now(),
                ),
            )
            assert row is not None  # noqa: S101 - RETURNING always yields the new row
            return await self._load_table(db, row[0])

    @staticmethod
    async def _open_table_id(db: Db, guild_id: int, channel_id: int) -> int | None:
        """The id of the channel's open table, if any."""
        row = await fetch_one(
            db,
            "SELECT id FROM tables WHERE guild_id = ? AND channel_id = ? AND status = 'open'",
            (guild_id, channel_id),
        )
        return None if row is None else int(row[0])

    async def table(self, table_id: TableKey) -> TableRecord:
        async with self._read() as db:
            return await self._load_table(db, table_id, must_be_open=False)

    async def table_in_channel(self, guild_id: int, channel_id: int) -> TableRecord | None:
        async with self._read() as db:
            table_id = await self._open_table_id(db, guild_id, channel_id)
            return None if table_id is None else await self._load_table(db, table_id)

    async def last_table(self, guild_id: int, channel_id: int) -> TableRecord | None:
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT id FROM tables WHERE guild_id = ? AND channel_id = ?"
                " ORDER BY id DESC LIMIT 1",
                (guild_id, channel_id),
            )
            if row is None:
                return None
            return await self._load_table(db, row[0], must_be_open=False)

    async def open_tables(self, guild_id: int | None = None) -> list[TableRecord]:
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT id FROM tables WHERE status = 'open'"
                " AND (CAST(? AS BIGINT) IS NULL OR guild_id = ?)"
                " ORDER BY id",
                (guild_id, guild_id),
            )
            return [await self._load_table(db, row[0]) for row in rows]

    async def set_message_id(self, table_id: TableKey, message_id: int | None) -> None:
        async with self._write() as db:
            await self._load_table(db, table_id)
            await db.execute(
                "UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id)
            )

    async def sit(
        self,
        table_id: TableKey,
        user_id: int,
        buy_in: int,
        *,
        seat_no: int | None = None,
        state_json: str | None = None,
    ) -> SeatRecord:
        buy_in = parse_amount(buy_in, what="buy_in")
        if state_json is not None:
            _json(state_json, "state_json")
        async with self._write() as db:
            table = await self._load_table(db, table_id)
            if table.tournament_id is not None:
                raise NotAllowed(
                    "Seats at a tournament table are dealt when it starts.", code="seat.tournament"
                )
            if table.seat_of(user_id) is not None:
                raise AlreadySeated()
            taken = {seat.seat_no for seat in table.seats}
            if len(taken) >= table.max_seats:
                raise TableFull()
            if seat_no is None:
                seat_no = min(set(range(table.max_seats)) - taken)
            elif not 0 <= seat_no < table.max_seats:
                raise NotAllowed(
                    f"This table has seats 1 to {table.max_seats}.",
                    code="seat.range",
                    n=table.max_seats,
                )
            elif seat_no in taken:
                raise SeatTaken(seat_no)
            await self._debit(db, table.guild_id, user_id, buy_in)
            row = await fetch_one(
                db,
                "INSERT INTO seats (table_id, seat_no, user_id, stack, seated_at)"
                " VALUES (?, ?, ?, ?, ?) RETURNING *",
                (table_id, seat_no, user_id, buy_in, self._now()),
            )
            assert row is not None  # noqa: S101 - RETURNING always yields the new row
            await self._log(
                db,
                table.guild_id,
                Reason.BUY_IN,
                *_between(user_id, Account.BANKROLL, Account.SEAT, buy_in),
                table=table,
            )
            await self._write_state(db, table_id, state_json)
        return _seat_record(row)

    async def top_up(
        self,
        table_id: TableKey,
        user_id: int,
        amount: int,
        *,
        outside_hand: bool = False,
        state_json: str | None = None,
    ) -> SeatRecord:
        amount = parse_amount(amount, what="top_up")
        if state_json is not None:
            _json(state_json, "state_json")
        async with self._write() as db:
            table = await self._load_table(db, table_id)
            if table.tournament_id is not None:
                raise NotAllowed(
                    "Stacks at a tournament table can't be topped up.", code="topup.fixed"
                )
            if table.seat_of(user_id) is None:
                raise NotSeated()
            if table.hand_json is not None and not outside_hand:
                raise HandInProgress("You can top up between hands.", code="topup.between_hands")
            await self._debit(db, table.guild_id, user_id, amount)
            try:
                row = await fetch_one(
                    db,
                    "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?"
                    " RETURNING *",
                    (amount, table_id, user_id),
                )
            except ConstraintViolated as error:
                raise InvalidAmount(
                    "That top-up would make your stack too large.", code="topup.too_large"
                ) from error
            assert row is not None  # noqa: S101 - seated, checked above
            await self._log(
                db,
                table.guild_id,
                Reason.TOP_UP,
                *_between(user_id, Account.BANKROLL, Account.SEAT, amount),
                table=table,
            )
            await self._write_state(db, table_id, state_json)
        return _seat_record(row)

    async def _unseat(self, db: Db, table: TableRecord, seat: SeatRecord) -> int:
        """Remove a seat and cash its stack out; return the chips that reached the bankroll."""
        await db.execute(
            "DELETE FROM seats WHERE table_id = ? AND seat_no = ?", (table.id, seat.seat_no)
        )
        if table.tournament_id is not None:
            if seat.stack:
                await self._log(
                    db,
                    table.guild_id,
                    Reason.TOURNAMENT_CHIPS,
                    (seat.user_id, Account.TOURNAMENT_STACK, -seat.stack),
                    table=table,
                )
            return 0
        if seat.stack:
            await self._credit(db, table.guild_id, seat.user_id, seat.stack)
            legs = _between(seat.user_id, Account.SEAT, Account.BANKROLL, seat.stack)
            await self._log(db, table.guild_id, Reason.CASH_OUT, *legs, table=table)
        return seat.stack

    async def _write_state(self, db: Db, table_id: TableKey, state_json: str | None) -> None:
        """Save the table's state in the caller's transaction (None: leave it as it is)."""
        if state_json is not None:
            await db.execute(
                "UPDATE tables SET state_json = ? WHERE id = ?", (state_json, table_id)
            )

    async def leave(
        self, table_id: TableKey, user_id: int, *, state_json: str | None = None
    ) -> int:
        if state_json is not None:
            _json(state_json, "state_json")
        async with self._write() as db:
            table = await self._load_table(db, table_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            chips = await self._unseat(db, table, seat)
            await self._write_state(db, table_id, state_json)
            return chips

    async def set_sitting_out(
        self, table_id: TableKey, user_id: int, *, sitting_out: bool
    ) -> SeatRecord:
        async with self._write() as db:
            await self._load_table(db, table_id)
            row = await fetch_one(
                db,
                "UPDATE seats SET sitting_out = ? WHERE table_id = ? AND user_id = ? RETURNING *",
                (int(sitting_out), table_id, user_id),
            )
            if row is None:
                raise NotSeated()
        return _seat_record(row)

    async def save_sitting_out(
        self, table_id: TableKey, user_id: int, *, sitting_out: bool, state_json: str
    ) -> SeatRecord:
        """The seat's ``sitting_out`` flag and the table's state, updated in one write."""
        async with self._write() as db:
            await self._load_table(db, table_id)
            row = await fetch_one(
                db,
                "UPDATE seats SET sitting_out = ? WHERE table_id = ? AND user_id = ? RETURNING *",
                (int(sitting_out), table_id, user_id),
            )
            if row is None:
                raise NotSeated()
            await db.execute(
                "UPDATE tables SET state_json = ? WHERE id = ?", (state_json, table_id)
            )
        return _seat_record(row)

    async def _close(self, db: Db, table: TableRecord) -> tuple[SeatRecord, ...]:
        """Cash everyone out and close ``table`` in the caller's transaction; the seats."""
        if table.pot:
            raise HandInProgress(
                "Finish or void the hand in progress before closing.", code="table.hand_first"
            )
        for seat in table.seats:
            await self._unseat(db, table, seat)
        await db.execute(
            "UPDATE tables SET status = 'closed', closed_at = ?, hand_json = NULL WHERE id = ?",
            (self._now(), table.id),
        )
        return table.seats
