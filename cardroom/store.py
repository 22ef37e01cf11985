"""The card room's persistence and bank: the only module with SQL.

One aiosqlite connection (WAL, foreign keys on, STRICT tables) and one ``asyncio.Lock``.
Every write runs in ``BEGIN IMMEDIATE`` under the lock, and every read holds the lock too,
so no coroutine ever sees another's half-finished transaction. A transaction commits when
its block ends and rolls back on any exception, ``asyncio.CancelledError`` included; a
cancelled caller may not learn whether a COMMIT already queued went through, but the
chips moved either completely or not at all. Debits are conditional updates
(``WHERE balance >= ?``) whose row count is checked, never a read followed by a write.
Migrations are ``cardroom/migrations/NNNN_*.sql``, applied at :meth:`Store.open` in
order, each in one transaction, and tracked with ``PRAGMA user_version``.

Conservation. The chips of a guild are, at every commit::

    total_chips(guild) = Σ bankrolls + Σ seat stacks at cash tables
                       + Σ pots of cash tables + Σ tournament prize pools

and only grants, daily rewards, opening grants and revocations change it. A seat's stack
holds the player's chips at the start of the hand in progress; the engine's state (saved
as ``hand_json``) holds the live stacks and bets, which only redistribute those chips. The
table service may also move chips off the stacks into the table's ``pot`` while a hand
runs (:meth:`Store.save_progress`, e.g. before a player who folded leaves); either way
:meth:`Store.settle_hand` sets the final stacks so that Σ final - Σ current equals the
pot, and empties the pot. Every movement also writes ledger rows, one per account
changed, so ``ledger_total(guild) == total_chips(guild)`` holds too. Tournament tables
play with tournament chips (ledger account ``tournament_stack``), which are not money:
the money is the prize pool.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from importlib import resources
from types import TracebackType
from typing import Any, Final, Self

import aiosqlite

from cardroom.amounts import MAX_CHIPS, parse_amount
from cardroom.errors import (
    AlreadyClaimed,
    AlreadySeated,
    HandInProgress,
    InsufficientChips,
    InvalidAmount,
    NoTable,
    NotAllowed,
    NoTournament,
    NotSeated,
    SeatTaken,
    StaleButton,
    TableExists,
    TableFull,
)
from cardroom.models import (
    Account,
    Bankroll,
    BankRules,
    DailyReward,
    HandOutcome,
    HandRecord,
    HandStatsDelta,
    LeaderboardKind,
    LeaderboardPage,
    LeaderRow,
    LedgerEntry,
    PlayerStats,
    Reason,
    SeatRecord,
    TableKey,
    TableRecord,
    TableStatus,
    TournamentEntry,
    TournamentRecord,
    TournamentStatus,
)

log = logging.getLogger(__name__)

Row = sqlite3.Row
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


_COUNTED: Final = ("bankroll", "seat", "pot", "prize_pool")
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


async def _one(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> Row | None:
    async with db.execute(sql, params) as cursor:
        return await cursor.fetchone()


async def _all(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> list[Row]:
    async with db.execute(sql, params) as cursor:
        return list(await cursor.fetchall())


async def _run(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> int:
    """Execute one statement and return how many rows it changed."""
    async with db.execute(sql, params) as cursor:
        return cursor.rowcount


async def _scalar(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> int:
    row = await _one(db, sql, params)
    return 0 if row is None or row[0] is None else int(row[0])


def _migrations() -> list[tuple[int, str, str]]:
    """The shipped migrations as (number, name, script), in order."""
    found = []
    for entry in (resources.files("cardroom") / "migrations").iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.name, entry.read_text("utf-8")))
    return sorted(found)


class Store:
    """The card room's database: bankrolls, tables, seats, hands, stats and tournaments."""

    def __init__(self, db: aiosqlite.Connection, rules: BankRules, clock: Clock) -> None:
        """Wrap an open connection; use :meth:`open` instead."""
        self._db = db
        self._rules = rules
        self._clock = clock
        self._lock = asyncio.Lock()

    # --- lifecycle ---------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        rules: BankRules | None = None,
        clock: Clock = _utc_now,
    ) -> Store:
        """Connect to the database at ``path``, set its PRAGMAs and apply new migrations.

        Args:
            path: The SQLite file (created if missing).
            rules: Starting grant and daily reward (defaults to :class:`BankRules`()).
            clock: The wall clock used for daily rewards and timestamps.
        """
        db = await aiosqlite.connect(os.fspath(path), isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA foreign_keys = ON")
            await db.execute("PRAGMA busy_timeout = 5000")
            await cls._migrate(db)
        except BaseException:
            await db.close()
            raise
        return cls(db, rules or BankRules(), clock)

    @staticmethod
    async def _migrate(db: aiosqlite.Connection) -> None:
        version = await _scalar(db, "PRAGMA user_version")
        for number, name, script in _migrations():
            if number <= version:
                continue
            try:
                # The script comes from package data only, never from user input.
                await db.executescript("BEGIN IMMEDIATE;\n" + script + "\nCOMMIT;")
            except BaseException:
                await db.rollback()
                raise
            version = await _scalar(db, "PRAGMA user_version")
            if version != number:
                raise RuntimeError(f"migration {name} must end with PRAGMA user_version = {number}")
            log.info("Applied migration %s", name)

    async def close(self) -> None:
        """Wait for the running transaction, then close the connection."""
        async with self._lock:
            await self._db.close()

    async def __aenter__(self) -> Self:
        """Use the store in ``async with``; it closes on exit."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close the store."""
        await self.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock and a write transaction; commit at the end, roll back on any error."""
        async with self._lock:
            try:
                # BEGIN sits inside the try: a caller cancelled while it is queued must
                # still roll back, or the connection would stay inside a transaction.
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                await self._db.commit()
            except BaseException:
                # aiosqlite runs statements in order on one thread, so this ROLLBACK comes
                # after any statement still queued; it is a no-op after a COMMIT.
                await self._db.rollback()
                raise

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock and a read transaction (one consistent snapshot)."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN")
                yield self._db
            finally:
                await self._db.rollback()

    def _now(self) -> int:
        return int(self._clock().timestamp())

    async def integrity_check(self) -> str:
        """Run ``PRAGMA integrity_check`` and return its verdict ("ok" when healthy)."""
        async with self._lock:
            rows = await _all(self._db, "PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        async with self._lock:
            return await _scalar(self._db, "PRAGMA user_version")

    # --- ledger and bankroll primitives --------------------------------------------------

    async def _log(
        self,
        guild_id: int,
        reason: Reason,
        *legs: tuple[int | None, Account, int],
        table: TableRecord | None = None,
        hand_no: int | None = None,
        tournament_id: int | None = None,
        actor_id: int | None = None,
    ) -> None:
        """Write one ledger row per leg: (user id, account, signed amount); zeros are skipped."""
        where = (
            (None, None, tournament_id)
            if table is None
            else (table.id, table.channel_id, table.tournament_id)
        )
        await self._db.executemany(
            "INSERT INTO ledger (guild_id, user_id, account, amount, reason, table_id,"
            " channel_id, tournament_id, hand_no, actor_id, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    guild_id,
                    user,
                    account.value,
                    amount,
                    reason.value,
                    *where,
                    hand_no,
                    actor_id,
                    self._now(),
                )
                for user, account, amount in legs
                if amount
            ],
        )

    async def _open_bankroll(self, guild_id: int, user_id: int) -> None:
        """Open the member's bankroll with the starting grant, unless it exists."""
        opened = await _run(
            self._db,
            "INSERT INTO bankrolls (guild_id, user_id, balance, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (guild_id, user_id, self._rules.starting_chips, self._now()),
        )
        if opened and self._rules.starting_chips:
            await self._log(
                guild_id,
                Reason.STARTING_GRANT,
                (user_id, Account.BANKROLL, self._rules.starting_chips),
            )

    async def _credit(self, guild_id: int, user_id: int, amount: int) -> int:
        """Add to a bankroll (opening it if needed) and return the new balance."""
        await self._open_bankroll(guild_id, user_id)
        try:
            row = await _one(
                self._db,
                "UPDATE bankrolls SET balance = balance + ? WHERE guild_id = ? AND user_id = ?"
                " RETURNING balance",
                (amount, guild_id, user_id),
            )
        except sqlite3.IntegrityError as error:
            raise InvalidAmount(
                f"That would take the bankroll past {MAX_CHIPS:,} chips, the most it can hold."
            ) from error
        assert row is not None  # noqa: S101 - opened just above
        return int(row[0])

    async def _debit(self, guild_id: int, user_id: int, amount: int) -> int:
        """Take from a bankroll only if it covers ``amount``; return the new balance."""
        await self._open_bankroll(guild_id, user_id)
        row = await _one(
            self._db,
            "UPDATE bankrolls SET balance = balance - ?"
            " WHERE guild_id = ? AND user_id = ? AND balance >= ? RETURNING balance",
            (amount, guild_id, user_id, amount),
        )
        if row is None:
            available = await _scalar(
                self._db,
                "SELECT balance FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                (guild_id, user_id),
            )
            raise InsufficientChips(amount, available)
        return int(row[0])

    # --- bank ----------------------------------------------------------------------------

    async def bankroll(self, guild_id: int, user_id: int) -> Bankroll:
        """Return the member's bankroll, opening it with the starting grant on first use."""
        async with self._transaction() as db:
            await self._open_bankroll(guild_id, user_id)
            row = await _one(
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
        """Return the chips in the member's bankroll (opening it on first use)."""
        return (await self.bankroll(guild_id, user_id)).balance

    async def claim_daily(self, guild_id: int, user_id: int) -> DailyReward:
        """Pay the daily reward, at most once per ``rules.daily_interval``.

        Raises:
            AlreadyClaimed: The last claim was less than the interval ago.
            InvalidAmount: The reward would overflow the bankroll.
        """
        now = self._clock()
        stamp = int(now.timestamp())
        interval = self._rules.daily_interval
        cutoff = stamp - int(interval.total_seconds())
        amount = self._rules.daily_chips
        async with self._transaction() as db:
            await self._open_bankroll(guild_id, user_id)
            try:
                row = await _one(
                    db,
                    "UPDATE bankrolls SET balance = balance + ?, last_daily_at = ?"
                    " WHERE guild_id = ? AND user_id = ?"
                    " AND (last_daily_at IS NULL OR last_daily_at <= ?) RETURNING balance",
                    (amount, stamp, guild_id, user_id, cutoff),
                )
            except sqlite3.IntegrityError as error:
                raise InvalidAmount("Your bankroll is too full to take the daily chips.") from error
            if row is None:
                last = await _scalar(
                    db,
                    "SELECT last_daily_at FROM bankrolls WHERE guild_id = ? AND user_id = ?",
                    (guild_id, user_id),
                )
                raise AlreadyClaimed(datetime.fromtimestamp(last, UTC) + interval, now)
            if amount:
                await self._log(guild_id, Reason.DAILY, (user_id, Account.BANKROLL, amount))
        return DailyReward(amount, int(row[0]), datetime.fromtimestamp(stamp, UTC) + interval)

    async def grant(
        self, guild_id: int, user_id: int, amount: int, *, actor_id: int | None = None
    ) -> int:
        """Add chips to a bankroll (an admin's grant) and return the new balance.

        Raises:
            InvalidAmount: ``amount`` is not a positive whole number, or would overflow.
        """
        amount = parse_amount(amount, what="grant")
        async with self._transaction():
            balance = await self._credit(guild_id, user_id, amount)
            await self._log(
                guild_id, Reason.GRANT, (user_id, Account.BANKROLL, amount), actor_id=actor_id
            )
        return balance

    async def revoke(
        self, guild_id: int, user_id: int, amount: int, *, actor_id: int | None = None
    ) -> int:
        """Take chips from a bankroll (an admin's correction) and return the new balance.

        Raises:
            InvalidAmount: ``amount`` is not a positive whole number.
            InsufficientChips: The bankroll holds less than ``amount`` (it never goes negative).
        """
        amount = parse_amount(amount, what="amount to revoke")
        async with self._transaction():
            balance = await self._debit(guild_id, user_id, amount)
            await self._log(
                guild_id, Reason.REVOKE, (user_id, Account.BANKROLL, -amount), actor_id=actor_id
            )
        return balance

    async def total_chips(self, guild_id: int) -> int:
        """All the guild's chips: bankrolls, cash-table stacks and pots, prize pools."""
        async with self._read() as db:
            return await _scalar(
                db,
                "SELECT (SELECT TOTAL(balance) FROM bankrolls WHERE guild_id = ?)"
                " + (SELECT TOTAL(s.stack) FROM seats s JOIN tables t ON t.id = s.table_id"
                "    WHERE t.guild_id = ? AND t.tournament_id IS NULL)"
                " + (SELECT TOTAL(pot) FROM tables WHERE guild_id = ? AND tournament_id IS NULL)"
                " + (SELECT TOTAL(pool) FROM tournaments WHERE guild_id = ?)",
                (guild_id, guild_id, guild_id, guild_id),
            )

    async def ledger_total(self, guild_id: int) -> int:
        """The sum of the guild's ledger over counted accounts (equals :meth:`total_chips`)."""
        async with self._read() as db:
            return await _scalar(
                db,
                "SELECT TOTAL(amount) FROM ledger WHERE guild_id = ? AND account IN (?, ?, ?, ?)",
                (guild_id, *_COUNTED),
            )

    async def ledger(
        self, guild_id: int, user_id: int | None = None, *, limit: int = 50
    ) -> list[LedgerEntry]:
        """The newest ledger rows of a guild (or of one member), newest first."""
        async with self._read() as db:
            rows = await _all(
                db,
                "SELECT * FROM ledger WHERE guild_id = ? AND (? IS NULL OR user_id = ?)"
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

    # --- tables and seats ------------------------------------------------------------------

    async def _load_table(self, table_id: int, *, must_be_open: bool = True) -> TableRecord:
        row = await _one(self._db, "SELECT * FROM tables WHERE id = ?", (table_id,))
        if row is None or (must_be_open and row["status"] != TableStatus.OPEN):
            raise NoTable("That table is closed." if row else "There is no such table.")
        seats = await _all(
            self._db, "SELECT * FROM seats WHERE table_id = ? ORDER BY seat_no", (table_id,)
        )
        return _table_record(row, seats)

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
        """Open a table in a channel with the table service's configuration (JSON text).

        Raises:
            TableExists: The channel already has an open table.
            NoTournament: ``tournament_id`` names no open tournament of this guild.
        """
        _json(config_json, "config_json")
        if not 2 <= max_seats <= 10:
            raise ValueError("a table has 2 to 10 seats")
        async with self._transaction() as db:
            if await _one(
                db,
                "SELECT id FROM tables WHERE guild_id = ? AND channel_id = ? AND status = 'open'",
                (guild_id, channel_id),
            ):
                raise TableExists()
            if tournament_id is not None:
                entry = await self._load_tournament(tournament_id)
                if entry.guild_id != guild_id or entry.status != TournamentStatus.REGISTERING:
                    raise NoTournament("That tournament can't get a table now.")
            row = await _one(
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
            return await self._load_table(row[0])

    async def table(self, table_id: TableKey) -> TableRecord:
        """Return a table (open or closed) with its seats.

        Raises:
            NoTable: No table has this id.
        """
        async with self._read():
            return await self._load_table(table_id, must_be_open=False)

    async def table_in_channel(self, guild_id: int, channel_id: int) -> TableRecord | None:
        """Return the channel's open table, if any."""
        async with self._read() as db:
            row = await _one(
                db,
                "SELECT id FROM tables WHERE guild_id = ? AND channel_id = ? AND status = 'open'",
                (guild_id, channel_id),
            )
            return None if row is None else await self._load_table(row[0])

    async def open_tables(self, guild_id: int | None = None) -> list[TableRecord]:
        """Every open table (of one guild, or of all), to restore after a restart."""
        async with self._read() as db:
            rows = await _all(
                db,
                "SELECT id FROM tables WHERE status = 'open' AND (? IS NULL OR guild_id = ?)"
                " ORDER BY id",
                (guild_id, guild_id),
            )
            return [await self._load_table(row[0]) for row in rows]

    async def set_message_id(self, table_id: TableKey, message_id: int | None) -> None:
        """Remember the Discord message that shows the table."""
        async with self._transaction() as db:
            await self._load_table(table_id)
            await db.execute(
                "UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id)
            )

    async def save_state(self, table_id: TableKey, state_json: str) -> None:
        """Save the table service's state between hands (no chips move)."""
        _json(state_json, "state_json")
        async with self._transaction() as db:
            await self._load_table(table_id)
            await db.execute(
                "UPDATE tables SET state_json = ? WHERE id = ?", (state_json, table_id)
            )

    async def sit(
        self, table_id: TableKey, user_id: int, buy_in: int, *, seat_no: int | None = None
    ) -> SeatRecord:
        """Seat a player, moving ``buy_in`` chips from their bankroll to the seat's stack.

        ``seat_no`` None takes the lowest free seat. Table limits on the buy-in belong to the
        table service; the store only insists on a positive whole number the bankroll covers.

        Raises:
            InvalidAmount, InsufficientChips: A bad buy-in, or one the bankroll can't cover.
            NoTable, TableFull, SeatTaken, AlreadySeated, NotAllowed: No seat for this player.
        """
        buy_in = parse_amount(buy_in, what="buy-in")
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            if table.tournament_id is not None:
                raise NotAllowed("Seats at a tournament table are dealt when it starts.")
            if table.seat_of(user_id) is not None:
                raise AlreadySeated()
            taken = {seat.seat_no for seat in table.seats}
            if len(taken) >= table.max_seats:
                raise TableFull()
            if seat_no is None:
                seat_no = min(set(range(table.max_seats)) - taken)
            elif not 0 <= seat_no < table.max_seats:
                raise NotAllowed(f"This table has seats 1 to {table.max_seats}.")
            elif seat_no in taken:
                raise SeatTaken(seat_no)
            await self._debit(table.guild_id, user_id, buy_in)
            row = await _one(
                db,
                "INSERT INTO seats (table_id, seat_no, user_id, stack, seated_at)"
                " VALUES (?, ?, ?, ?, ?) RETURNING *",
                (table_id, seat_no, user_id, buy_in, self._now()),
            )
            assert row is not None  # noqa: S101 - RETURNING always yields the new row
            await self._log(
                table.guild_id,
                Reason.BUY_IN,
                *_between(user_id, Account.BANKROLL, Account.SEAT, buy_in),
                table=table,
            )
        return _seat_record(row)

    async def top_up(self, table_id: TableKey, user_id: int, amount: int) -> SeatRecord:
        """Move more chips from the player's bankroll to their stack, between hands.

        Raises:
            InvalidAmount, InsufficientChips: A bad amount, or one the bankroll can't cover.
            NoTable, NotSeated, NotAllowed: No seat to top up.
            HandInProgress: A hand is being played at the table.
        """
        amount = parse_amount(amount, what="top-up")
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            if table.tournament_id is not None:
                raise NotAllowed("Stacks at a tournament table can't be topped up.")
            if table.seat_of(user_id) is None:
                raise NotSeated()
            if table.hand_json is not None:
                raise HandInProgress("You can top up between hands.")
            await self._debit(table.guild_id, user_id, amount)
            try:
                row = await _one(
                    db,
                    "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?"
                    " RETURNING *",
                    (amount, table_id, user_id),
                )
            except sqlite3.IntegrityError as error:
                raise InvalidAmount("That top-up would make your stack too large.") from error
            assert row is not None  # noqa: S101 - seated, checked above
            await self._log(
                table.guild_id,
                Reason.TOP_UP,
                *_between(user_id, Account.BANKROLL, Account.SEAT, amount),
                table=table,
            )
        return _seat_record(row)

    async def _unseat(self, table: TableRecord, seat: SeatRecord) -> int:
        """Remove a seat and cash its stack out; return the chips that reached the bankroll."""
        await self._db.execute(
            "DELETE FROM seats WHERE table_id = ? AND seat_no = ?", (table.id, seat.seat_no)
        )
        if table.tournament_id is not None:
            if seat.stack:
                await self._log(
                    table.guild_id,
                    Reason.TOURNAMENT_CHIPS,
                    (seat.user_id, Account.TOURNAMENT_STACK, -seat.stack),
                    table=table,
                )
            return 0
        if seat.stack:
            await self._credit(table.guild_id, seat.user_id, seat.stack)
            legs = _between(seat.user_id, Account.SEAT, Account.BANKROLL, seat.stack)
            await self._log(table.guild_id, Reason.CASH_OUT, *legs, table=table)
        return seat.stack

    async def leave(self, table_id: TableKey, user_id: int) -> int:
        """Cash out: free the player's seat and return its whole stack to the bankroll.

        During a hand, the table service first moves the chips the player has put in the
        pot off their stack (:meth:`save_progress`), so that only the rest is cashed out.
        Tournament chips are not money: leaving a tournament table pays nothing.

        Returns:
            The chips that went back to the bankroll.

        Raises:
            NoTable, NotSeated: No seat to leave.
        """
        async with self._transaction():
            table = await self._load_table(table_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            return await self._unseat(table, seat)

    async def set_sitting_out(
        self, table_id: TableKey, user_id: int, *, sitting_out: bool
    ) -> SeatRecord:
        """Mark a player as sitting out (not dealt in) or back in."""
        async with self._transaction() as db:
            await self._load_table(table_id)
            row = await _one(
                db,
                "UPDATE seats SET sitting_out = ? WHERE table_id = ? AND user_id = ? RETURNING *",
                (int(sitting_out), table_id, user_id),
            )
            if row is None:
                raise NotSeated()
        return _seat_record(row)

    async def close_table(self, table_id: TableKey) -> tuple[SeatRecord, ...]:
        """Cash everyone out and close the table, in one transaction.

        A hand in progress that moved no chips into the pot is simply dropped: the seats hold
        the stacks from its start, so cashing them out refunds it.

        Returns:
            The seats as they were cashed out.

        Raises:
            NoTable: No open table has this id.
            HandInProgress: Chips sit in the pot; settle or void the hand first.
        """
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            if table.pot:
                raise HandInProgress("Finish or void the hand in progress before closing.")
            for seat in table.seats:
                await self._unseat(table, seat)
            await db.execute(
                "UPDATE tables SET status = 'closed', closed_at = ?, hand_json = NULL WHERE id = ?",
                (self._now(), table_id),
            )
        return table.seats

    # --- hands -----------------------------------------------------------------------------

    async def _check_hand(self, table: TableRecord, hand_no: int) -> None:
        if hand_no != table.hand_no or await _one(
            self._db,
            "SELECT 1 FROM hands WHERE table_id = ? AND hand_no = ?",
            (table.id, hand_no),
        ):
            raise StaleButton("That hand is already over.")

    async def save_progress(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        hand_json: str,
        state_json: str | None = None,
        stack_changes: Mapping[int, int] | None = None,
    ) -> None:
        """Save the hand in progress with the chips it moves, in one transaction.

        Call it with ``hand_no`` one more than the table's to start a hand, then with the
        same number as the hand goes on. ``stack_changes`` maps seat numbers to signed
        changes of their stacks; the opposite of their sum goes into (or out of) the pot.

        Raises:
            NoTable: No open table has this id.
            StaleButton: ``hand_no`` belongs to an earlier hand.
            HandInProgress: A new hand while the previous one is unfinished.
            NotSeated, InsufficientChips: A change to an empty seat or beyond a stack.
        """
        _json(hand_json, "hand_json")
        if state_json is not None:
            _json(state_json, "state_json")
        changes = {seat: _whole(delta) for seat, delta in (stack_changes or {}).items() if delta}
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            started_at: int | None = None
            if hand_no == table.hand_no + 1:
                if table.hand_json is not None or table.pot:
                    raise HandInProgress()
                started_at = self._now()
            else:
                await self._check_hand(table, hand_no)
            seats = {seat.seat_no: seat for seat in table.seats}
            seat_account, pot_account = _accounts(table)
            pot = table.pot
            for seat_no, delta in sorted(changes.items()):
                seat = seats.get(seat_no)
                if seat is None:
                    raise NotSeated(f"Seat {seat_no + 1} is empty.")
                if not await _run(
                    db,
                    "UPDATE seats SET stack = stack + ?"
                    " WHERE table_id = ? AND seat_no = ? AND stack + ? >= 0",
                    (delta, table_id, seat_no, delta),
                ):
                    raise InsufficientChips(-delta, seat.stack, where="stack")
                pot -= delta
                legs = _between(seat.user_id, pot_account, seat_account, delta)
                await self._log(
                    table.guild_id, Reason.POT_COMMIT, *legs, table=table, hand_no=hand_no
                )
            if pot < 0:
                raise ValueError(f"stack changes take {-pot} more chips than the pot holds")
            await db.execute(
                "UPDATE tables SET hand_no = ?, hand_json = ?, pot = ?,"
                " state_json = COALESCE(?, state_json),"
                " hand_started_at = COALESCE(?, hand_started_at) WHERE id = ?",
                (hand_no, hand_json, pot, state_json, started_at, table_id),
            )

    async def _finish_hand(
        self,
        table: TableRecord,
        hand_no: int,
        outcome: HandOutcome,
        phh_text: str | None,
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        """Record a hand as over and clear the table's hand in progress and pot."""
        if table.pot:
            await self._log(
                table.guild_id,
                _HAND_REASON[outcome],
                (None, _accounts(table)[1], -table.pot),
                table=table,
                hand_no=hand_no,
            )
        row = await _one(
            self._db,
            "INSERT INTO hands (table_id, hand_no, outcome, phh_text, summary_json,"
            " started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
            (
                table.id,
                hand_no,
                outcome.value,
                phh_text,
                summary_json,
                await _scalar(
                    self._db, "SELECT hand_started_at FROM tables WHERE id = ?", (table.id,)
                )
                or None,
                self._now(),
            ),
        )
        await self._db.execute(
            "UPDATE tables SET hand_json = NULL, pot = 0, state_json = COALESCE(?, state_json)"
            " WHERE id = ?",
            (state_json, table.id),
        )
        assert row is not None  # noqa: S101 - RETURNING always yields the new row
        return _hand_record(row)

    async def settle_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        final_stacks: Mapping[int, int],
        stats: Iterable[HandStatsDelta] = (),
        phh_text: str | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
    ) -> HandRecord:
        """Settle a finished hand: final stacks, the pot emptied, stats and history, at once.

        ``final_stacks`` maps seat numbers to their stacks after the hand; seats left out
        keep theirs. The stacks must grow by exactly the chips in the pot (zero when the
        service kept the whole hand in ``hand_json``), or nothing is written.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress (already settled, say).
            ValueError: The final stacks don't add up, or name an empty seat.
        """
        _json(summary_json, "summary_json")
        if state_json is not None:
            _json(state_json, "state_json")
        finals = {seat: _whole(stack) for seat, stack in final_stacks.items()}
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            await self._check_hand(table, hand_no)
            seats = {seat.seat_no: seat for seat in table.seats}
            seat_account = _accounts(table)[0]
            gained = 0
            for seat_no, final in sorted(finals.items()):
                seat = seats.get(seat_no)
                if seat is None or final < 0:
                    raise ValueError(f"no stack of {final} can end the hand at seat {seat_no}")
                if final == seat.stack:
                    continue
                gained += final - seat.stack
                await db.execute(
                    "UPDATE seats SET stack = ? WHERE table_id = ? AND seat_no = ?",
                    (final, table_id, seat_no),
                )
                await self._log(
                    table.guild_id,
                    Reason.HAND_SETTLED,
                    (seat.user_id, seat_account, final - seat.stack),
                    table=table,
                    hand_no=hand_no,
                )
            if gained != table.pot:
                raise ValueError(f"final stacks gain {gained} chips but the pot holds {table.pot}")
            cash = table.tournament_id is None
            for delta in stats:
                await db.execute(
                    "INSERT INTO stats (guild_id, user_id, hands_played, hands_won, net_won,"
                    " biggest_pot, showdowns_won) VALUES (?, ?, 1, ?, ?, ?, ?)"
                    " ON CONFLICT DO UPDATE SET hands_played = hands_played + 1,"
                    " hands_won = hands_won + excluded.hands_won,"
                    " net_won = net_won + excluded.net_won,"
                    " biggest_pot = max(biggest_pot, excluded.biggest_pot),"
                    " showdowns_won = showdowns_won + excluded.showdowns_won",
                    (
                        table.guild_id,
                        delta.user_id,
                        int(delta.won),
                        delta.net if cash else 0,
                        delta.pot_won if cash else 0,
                        int(delta.won_at_showdown),
                    ),
                )
            return await self._finish_hand(
                table, hand_no, HandOutcome.SETTLED, phh_text, summary_json, state_json
            )

    async def void_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
    ) -> HandRecord:
        """Void a misdealt hand: every chip in the pot goes back to whoever put it in.

        ``refunds`` maps user ids to the chips they had moved into the pot (empty when the
        service moved none: the seats still hold the stacks from the hand's start). A
        player who already left is refunded to their bankroll.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress.
            ValueError: The refunds don't add up to the pot.
        """
        _json(summary_json, "summary_json")
        if state_json is not None:
            _json(state_json, "state_json")
        owed = {user: _whole(chips) for user, chips in (refunds or {}).items() if chips}
        async with self._transaction():
            table = await self._load_table(table_id)
            await self._check_hand(table, hand_no)
            if sum(owed.values()) != table.pot or min(owed.values(), default=0) < 0:
                raise ValueError(
                    f"refunds of {sum(owed.values())} don't return a pot of {table.pot}"
                )
            seat_account = _accounts(table)[0]
            for user_id, chips in sorted(owed.items()):
                if table.seat_of(user_id) is not None:
                    await self._db.execute(
                        "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?",
                        (chips, table_id, user_id),
                    )
                    leg = (user_id, seat_account, chips)
                elif table.tournament_id is None:
                    await self._credit(table.guild_id, user_id, chips)
                    leg = (user_id, Account.BANKROLL, chips)
                else:
                    raise ValueError(f"user {user_id} left a tournament table during a hand")
                await self._log(
                    table.guild_id, Reason.MISDEAL_REFUND, leg, table=table, hand_no=hand_no
                )
            return await self._finish_hand(
                table, hand_no, HandOutcome.VOIDED, None, summary_json, state_json
            )

    async def hand_history(self, table_id: TableKey, count: int = 10) -> list[HandRecord]:
        """The table's last ``count`` recorded hands, newest first."""
        async with self._read() as db:
            rows = await _all(
                db,
                "SELECT * FROM hands WHERE table_id = ? ORDER BY hand_no DESC LIMIT ?",
                (table_id, count),
            )
        return [_hand_record(row) for row in rows]

    async def hand(self, table_id: TableKey, hand_no: int) -> HandRecord | None:
        """One recorded hand, or None."""
        async with self._read() as db:
            row = await _one(
                db, "SELECT * FROM hands WHERE table_id = ? AND hand_no = ?", (table_id, hand_no)
            )
        return None if row is None else _hand_record(row)

    # --- stats and leaderboards --------------------------------------------------------------

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """A member's record in a guild (all zeros before their first hand)."""
        async with self._read() as db:
            row = await _one(
                db, "SELECT * FROM stats WHERE guild_id = ? AND user_id = ?", (guild_id, user_id)
            )
            places = await _all(
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
        )

    async def leaderboard(
        self,
        guild_id: int,
        kind: LeaderboardKind = LeaderboardKind.BANKROLL,
        *,
        page: int = 1,
        page_size: int = 10,
    ) -> LeaderboardPage:
        """One page of a leaderboard; a page past the end shows the last page."""
        if not 1 <= page_size <= 100:
            raise ValueError("page_size must be 1 to 100")
        count_sql, page_sql = _LEADERBOARDS[kind]
        async with self._read() as db:
            total = await _scalar(db, count_sql, (guild_id,))
            pages = max(1, -(-total // page_size))
            page = min(max(1, page), pages)
            rows = await _all(db, page_sql, (guild_id, page_size, (page - 1) * page_size))
        return LeaderboardPage(
            kind,
            tuple(LeaderRow(int(r[0]), int(r[1]), int(r[2])) for r in rows),
            page,
            page_size,
            pages,
            total,
        )

    # --- tournaments -----------------------------------------------------------------------

    async def _load_tournament(self, tournament_id: int) -> TournamentRecord:
        row = await _one(self._db, "SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None:
            raise NoTournament()
        entries = await _all(
            self._db,
            "SELECT user_id, place, prize FROM tournament_entries WHERE tournament_id = ?"
            " ORDER BY place IS NULL, place, entered_at, user_id",
            (tournament_id,),
        )
        table = await _one(
            self._db,
            "SELECT id FROM tables WHERE tournament_id = ? ORDER BY id DESC",
            (tournament_id,),
        )
        return TournamentRecord(
            row["id"],
            row["guild_id"],
            row["creator_id"],
            row["entry_fee"],
            row["pool"],
            TournamentStatus(row["status"]),
            row["config_json"],
            None if table is None else TableKey(table[0]),
            datetime.fromtimestamp(row["created_at"], UTC),
            tuple(TournamentEntry(e[0], e[1], e[2]) for e in entries),
        )

    async def create_tournament(
        self, guild_id: int, creator_id: int, *, entry_fee: int, config_json: str = "{}"
    ) -> TournamentRecord:
        """Open a sit-and-go for entries (a zero fee makes a freeroll)."""
        entry_fee = parse_amount(entry_fee, what="entry fee", minimum=0)
        _json(config_json, "config_json")
        async with self._transaction() as db:
            row = await _one(
                db,
                "INSERT INTO tournaments (guild_id, creator_id, entry_fee, config_json,"
                " created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
                (guild_id, creator_id, entry_fee, config_json, self._now()),
            )
            assert row is not None  # noqa: S101 - RETURNING always yields the new row
            return await self._load_tournament(row[0])

    async def tournament(self, tournament_id: int) -> TournamentRecord:
        """A tournament with its entrants.

        Raises:
            NoTournament: No tournament has this id.
        """
        async with self._read():
            return await self._load_tournament(tournament_id)

    async def enter_tournament(self, tournament_id: int, user_id: int) -> TournamentRecord:
        """Pay the entry fee from the member's bankroll into the prize pool.

        Raises:
            NoTournament: The tournament doesn't exist or no longer takes entries.
            NotAllowed: Already entered.
            InsufficientChips: The bankroll can't cover the fee.
        """
        async with self._transaction() as db:
            tour = await self._load_tournament(tournament_id)
            if tour.status != TournamentStatus.REGISTERING:
                raise NoTournament("That tournament is no longer taking entries.")
            if any(entry.user_id == user_id for entry in tour.entrants):
                raise NotAllowed("You are already entered in this tournament.")
            fee = tour.entry_fee
            await self._debit(tour.guild_id, user_id, fee)
            await db.execute(
                "INSERT INTO tournament_entries (tournament_id, user_id, entered_at)"
                " VALUES (?, ?, ?)",
                (tournament_id, user_id, self._now()),
            )
            await db.execute(
                "UPDATE tournaments SET pool = pool + ? WHERE id = ?", (fee, tournament_id)
            )
            legs = _between(user_id, Account.BANKROLL, Account.PRIZE_POOL, fee)
            await self._log(
                tour.guild_id, Reason.TOURNAMENT_ENTRY, *legs, tournament_id=tournament_id
            )
            return await self._load_tournament(tournament_id)

    async def start_tournament(
        self,
        tournament_id: int,
        table_id: TableKey,
        *,
        seats: Mapping[int, int],
        starting_stack: int,
    ) -> TableRecord:
        """Seat every entrant at the tournament's table with equal tournament chips.

        ``seats`` maps seat numbers to entrants' user ids and must name each entrant once.

        Raises:
            NoTournament: The tournament isn't taking entries any more (or doesn't exist).
            NotAllowed: Fewer than two entrants, or the seats don't match the entrants.
        """
        starting_stack = parse_amount(starting_stack, what="starting stack")
        async with self._transaction() as db:
            tour = await self._load_tournament(tournament_id)
            table = await self._load_table(table_id)
            if tour.status != TournamentStatus.REGISTERING or table.tournament_id != tour.id:
                raise NoTournament("That tournament can't start at this table.")
            entrants = sorted(entry.user_id for entry in tour.entrants)
            if len(entrants) < 2 or sorted(seats.values()) != entrants or table.seats:
                raise NotAllowed("Every entrant needs exactly one seat, and at least two.")
            if not all(0 <= seat_no < table.max_seats for seat_no in seats):
                raise NotAllowed(f"This table has seats 1 to {table.max_seats}.")
            for seat_no, user_id in sorted(seats.items()):
                await db.execute(
                    "INSERT INTO seats (table_id, seat_no, user_id, stack, seated_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (table_id, seat_no, user_id, starting_stack, self._now()),
                )
                await self._log(
                    tour.guild_id,
                    Reason.TOURNAMENT_CHIPS,
                    (user_id, Account.TOURNAMENT_STACK, starting_stack),
                    table=table,
                )
            await db.execute(
                "UPDATE tournaments SET status = 'running' WHERE id = ?", (tournament_id,)
            )
            return await self._load_table(table_id)

    async def finish_tournament(
        self,
        tournament_id: int,
        *,
        places: Mapping[int, int],
        prizes: Mapping[int, int],
    ) -> TournamentRecord:
        """Record the finishing places and pay the whole prize pool out, in one transaction.

        Args:
            tournament_id: A running tournament.
            places: User id to finishing place (1 = winner) for every entrant placed.
            prizes: User id to prize; the prizes add up to exactly the pool.

        Raises:
            NoTournament: The tournament isn't running.
            ValueError: Places or prizes name non-entrants, or the prizes don't add up.
        """
        paid = {user: _whole(prize) for user, prize in prizes.items()}
        async with self._transaction() as db:
            tour = await self._load_tournament(tournament_id)
            if tour.status != TournamentStatus.RUNNING:
                raise NoTournament("That tournament is not running.")
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
                    await self._credit(tour.guild_id, user_id, prize)
                    legs = _between(user_id, Account.PRIZE_POOL, Account.BANKROLL, prize)
                    await self._log(
                        tour.guild_id, Reason.TOURNAMENT_PRIZE, *legs, tournament_id=tournament_id
                    )
            await db.execute(
                "UPDATE tournaments SET pool = 0, status = 'finished' WHERE id = ?",
                (tournament_id,),
            )
            return await self._load_tournament(tournament_id)

    async def cancel_tournament(self, tournament_id: int) -> TournamentRecord:
        """Cancel a tournament that hasn't finished and refund every entry fee.

        The table service closes the tournament's table (tournament chips pay nothing).

        Raises:
            NoTournament: The tournament is already finished or cancelled.
        """
        async with self._transaction() as db:
            tour = await self._load_tournament(tournament_id)
            if tour.status not in {TournamentStatus.REGISTERING, TournamentStatus.RUNNING}:
                raise NoTournament("That tournament is already over.")
            for entry in tour.entrants:
                if tour.entry_fee:
                    await self._credit(tour.guild_id, entry.user_id, tour.entry_fee)
                    legs = _between(
                        entry.user_id, Account.PRIZE_POOL, Account.BANKROLL, tour.entry_fee
                    )
                    await self._log(
                        tour.guild_id, Reason.TOURNAMENT_REFUND, *legs, tournament_id=tournament_id
                    )
            if tour.pool != tour.entry_fee * len(tour.entrants):
                raise ValueError("the prize pool doesn't match the entry fees")
            await db.execute(
                "UPDATE tournaments SET pool = 0, status = 'cancelled' WHERE id = ?",
                (tournament_id,),
            )
            return await self._load_tournament(tournament_id)


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
