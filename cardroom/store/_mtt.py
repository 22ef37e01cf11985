"""Multi-table tournaments and seasons in the store: lobby, registrations, pool, places, points.

A multi-table tournament is a row of ``tournaments`` (so its prize pool counts in the
conservation totals like a sit-and-go's) with its lobby and clock in ``mtt`` and its
registrations in ``mtt_entries``. Each public method checks its arguments, then runs one
transaction block; every chip it moves has its two ledger legs (bankroll and prize pool).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime

from cardroom.amounts import parse_amount
from cardroom.errors import NotAllowed, NoTournament, NotSeated, TableExists
from cardroom.models import Account, Reason, TableKey, TableRecord, TournamentStatus
from cardroom.robots import is_robot
from cardroom.store._connection import ConstraintViolated, Row
from cardroom.store._core import Db, StoreCore, changed, fetch_all, fetch_one
from cardroom.store._rows import _between, _json, _time, _whole
from cardroom.store._stats import book_results
from cardroom.tournament.records import MttEntry, MttRecord, SeasonSettings, SeasonStanding
from cardroom.tournament.seasons import SeasonLength

__all__ = ["MultiTableTournaments"]

_OPEN: frozenset[TournamentStatus] = frozenset(
    {TournamentStatus.REGISTERING, TournamentStatus.RUNNING}
)


def _lobby_taken() -> NotAllowed:
    """The refusal of a second open tournament in one lobby channel."""
    return NotAllowed(
        "This channel already has an open tournament: finish or cancel it first.",
        code="tournament.lobby_taken",
    )


def _season_settings(guild_id: int, row: Row) -> SeasonSettings:
    """A server's seasons from their row."""
    posted = row["posted_season"]
    return SeasonSettings(
        guild_id,
        SeasonLength(row["length"]),
        row["channel_id"],
        None if posted is None else date.fromisoformat(posted),
    )


def _series(config_json: str) -> tuple[str, int]:
    """A tournament's series from its settings JSON: its ``repeat`` and what it ``follows``."""
    try:
        data = json.loads(config_json or "{}")
    except ValueError:
        return "", 0
    if not isinstance(data, dict):
        return "", 0
    return str(data.get("repeat") or ""), int(data.get("follows") or 0)


class MultiTableTournaments(StoreCore):
    """Multi-table tournaments: the lobby, entries into the pool, refunds, places, seasons."""

    async def create_mtt(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        *,
        name: str,
        entry: int,
        settings_json: str = "{}",
        starts_at: datetime | None = None,
    ) -> MttRecord:
        """Open a tournament for registration in its lobby channel (one open per channel).

        Raises:
            NotAllowed: The channel has an open tournament already.
            ValueError: A bad name, entry or settings.
        """
        entry = parse_amount(entry, what="entry_fee", minimum=0)
        _json(settings_json, "settings_json")
        name = name.strip()
        if not 1 <= len(name) <= 100:
            raise ValueError("a tournament's name is 1 to 100 characters")
        async with self._write() as db:
            return await self._insert_mtt(
                db, guild_id, channel_id, creator_id, name, entry, settings_json, starts_at
            )

    async def _insert_mtt(
        self,
        db: Db,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        name: str,
        entry: int,
        settings_json: str,
        starts_at: datetime | None,
    ) -> MttRecord:
        """The rows of a new tournament, in the caller's transaction (the lobby must be free).

        Raises:
            NotAllowed: The channel has an open tournament already.
        """
        taken = await fetch_one(
            db,
            "SELECT 1 FROM mtt WHERE guild_id = ? AND channel_id = ? AND ended_at IS NULL",
            (guild_id, channel_id),
        )
        if taken is not None:
            raise _lobby_taken()
        now = self._now()
        row = await fetch_one(
            db,
            "INSERT INTO tournaments (guild_id, creator_id, entry_fee, config_json,"
            " created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
            (guild_id, creator_id, entry, settings_json, now),
        )
        assert row is not None  # noqa: S101 - RETURNING always yields the new row
        tournament_id = int(row[0])
        try:
            await db.execute(
                "INSERT INTO mtt (tournament_id, guild_id, channel_id, name, starts_at,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (
                    tournament_id,
                    guild_id,
                    channel_id,
                    name,
                    None if starts_at is None else int(starts_at.timestamp()),
                    now,
                ),
            )
        except ConstraintViolated as error:  # another process opened one just now
            raise _lobby_taken() from error
        return await self._load_mtt(db, tournament_id)

    async def repeats_due(self, since: datetime, guild_id: int | None = None) -> list[MttRecord]:
        """Tournaments of a series that ended since ``since`` and have no next one yet.

        A series is a ``repeat`` in the settings JSON; the next tournament's settings name
        the one it ``follows`` (:meth:`create_next_mtt`).
        """
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT m.tournament_id, t.config_json FROM mtt m"
                " JOIN tournaments t ON t.id = m.tournament_id"
                " WHERE m.ended_at IS NOT NULL AND m.ended_at >= ?"
                " AND (CAST(? AS BIGINT) IS NULL OR m.guild_id = ?) ORDER BY m.tournament_id",
                (int(since.timestamp()), guild_id, guild_id),
            )
            due: list[MttRecord] = []
            for row in rows:
                if not _series(row["config_json"])[0]:
                    continue
                tour = await self._load_mtt(db, int(row["tournament_id"]))
                if not await self._followed(db, tour):
                    due.append(tour)
            return due

    async def create_next_mtt(
        self, previous_id: int, *, settings_json: str, starts_at: datetime
    ) -> MttRecord | None:
        """Open the next tournament of a series, once: None if it exists or the lobby is busy.

        ``settings_json`` must name ``previous_id`` as the one it ``follows``; the name,
        entry, host and lobby are the previous one's. Idempotent: a second call (another
        process, or after a restart) finds the first one's tournament and opens nothing.

        Raises:
            ValueError: The previous tournament is not an ended one of a series, or the
                settings don't follow it.
        """
        _json(settings_json, "settings_json")
        if _series(settings_json)[1] != previous_id:
            raise ValueError("the next tournament's settings follow the previous one")
        async with self._write() as db:
            previous = await self._load_mtt(db, previous_id)
            if previous.ended_at is None or not _series(previous.settings_json)[0]:
                raise ValueError("only an ended tournament of a series has a next one")
            if await self._followed(db, previous):
                return None
            taken = await fetch_one(
                db,
                "SELECT 1 FROM mtt WHERE guild_id = ? AND channel_id = ? AND ended_at IS NULL",
                (previous.guild_id, previous.channel_id),
            )
            if taken is not None:
                return None  # the lobby is busy: the series waits for it to end
            return await self._insert_mtt(
                db,
                previous.guild_id,
                previous.channel_id,
                previous.creator_id,
                previous.name,
                previous.entry,
                settings_json,
                starts_at,
            )

    async def stop_mtt_series(self, tournament_id: int) -> MttRecord:
        """Set the settings' ``repeat`` to none, so nothing opens after this tournament."""
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            data = json.loads(tour.settings_json or "{}")
            data["repeat"] = ""
            await db.execute(
                "UPDATE tournaments SET config_json = ? WHERE id = ?",
                (json.dumps(data), tournament_id),
            )
            return await self._load_mtt(db, tournament_id)

    @staticmethod
    async def _followed(db: Db, tour: MttRecord) -> bool:
        """Whether a later tournament in the same lobby follows ``tour`` in its series."""
        rows = await fetch_all(
            db,
            "SELECT t.config_json FROM mtt m JOIN tournaments t ON t.id = m.tournament_id"
            " WHERE m.guild_id = ? AND m.channel_id = ? AND m.tournament_id > ?",
            (tour.guild_id, tour.channel_id, tour.id),
        )
        return any(_series(row["config_json"])[1] == tour.id for row in rows)

    async def mtt(self, tournament_id: int) -> MttRecord:
        """A multi-table tournament with its registrations.

        Raises:
            NoTournament: No multi-table tournament has this id.
        """
        async with self._read() as db:
            return await self._load_mtt(db, tournament_id)

    async def mtt_in_channel(self, guild_id: int, channel_id: int) -> MttRecord | None:
        """The channel's ``mtt`` row not yet finished, if any."""
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT tournament_id FROM mtt"
                " WHERE guild_id = ? AND channel_id = ? AND ended_at IS NULL",
                (guild_id, channel_id),
            )
            return None if row is None else await self._load_mtt(db, int(row[0]))

    async def open_mtts(self, guild_id: int | None = None) -> list[MttRecord]:
        """Every tournament not yet finished or cancelled (of one server, or all): to restore."""
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT tournament_id FROM mtt WHERE ended_at IS NULL"
                " AND (CAST(? AS BIGINT) IS NULL OR guild_id = ?) ORDER BY tournament_id",
                (guild_id, guild_id),
            )
            return [await self._load_mtt(db, int(row[0])) for row in rows]

    async def set_mtt_message(self, tournament_id: int, message_id: int | None) -> None:
        """Set the tournament row's lobby message id."""
        async with self._write() as db:
            await self._load_mtt(db, tournament_id)
            await db.execute(
                "UPDATE mtt SET message_id = ? WHERE tournament_id = ?",
                (message_id, tournament_id),
            )

    async def set_mtt_event(self, tournament_id: int, event_id: int | None) -> None:
        """Set the tournament row's Scheduled Event id."""
        async with self._write() as db:
            await self._load_mtt(db, tournament_id)
            await db.execute(
                "UPDATE mtt SET event_id = ? WHERE tournament_id = ?", (event_id, tournament_id)
            )

    async def register_mtt(
        self,
        tournament_id: int,
        user_id: int,
        *,
        late: bool = False,
        state_json: str | None = None,
    ) -> MttRecord:
        """Take the entry from the member's bankroll into the prize pool and register them.

        ``late`` lets a running tournament take the entry (the owner checks that late
        registration is open on its clock); ``state_json`` (the owner's floor with the
        entrant seated) is saved in the same transaction.

        Raises:
            NoTournament: The tournament doesn't take entries now.
            NotAllowed: Already registered.
            InsufficientChips: The bankroll can't cover the entry.
        """
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            allowed = {TournamentStatus.REGISTERING} | (
                {TournamentStatus.RUNNING} if late else set()
            )
            if tour.status not in allowed:
                raise NoTournament(
                    "That tournament is no longer taking entries.", code="tournament.closed"
                )
            if tour.entry_of(user_id) is not None:
                raise NotAllowed(
                    "You are already entered in this tournament.", code="seat.already_entered"
                )
            await self._debit(db, tour.guild_id, user_id, tour.entry)
            await db.execute(
                "INSERT INTO mtt_entries (tournament_id, user_id, paid, registered_at)"
                " VALUES (?, ?, ?, ?)",
                (tournament_id, user_id, tour.entry, self._now()),
            )
            await self._into_pool(db, tour, user_id, tour.entry)
            await self._save_state(db, tournament_id, state_json)
            return await self._load_mtt(db, tournament_id)

    async def add_mtt_robots(self, tournament_id: int, robots: Sequence[int]) -> MttRecord:
        """Enter computer players on freeroll seats: no chips move, the pool stays the same.

        Raises:
            NoTournament: The tournament isn't registering.
            ValueError: An id is not a computer player's, or is entered already.
        """
        if not all(is_robot(robot) for robot in robots) or len(set(robots)) != len(robots):
            raise ValueError("only distinct computer players take freeroll seats")
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.REGISTERING:
                raise NoTournament(
                    "That tournament is no longer taking entries.", code="tournament.closed"
                )
            if any(tour.entry_of(robot) is not None for robot in robots):
                raise ValueError("a computer player is entered already")
            now = self._now()
            for robot in robots:
                await db.execute(
                    "INSERT INTO mtt_entries (tournament_id, user_id, paid, registered_at)"
                    " VALUES (?, ?, 0, ?)",
                    (tournament_id, robot, now),
                )
            return await self._load_mtt(db, tournament_id)

    async def unregister_mtt(self, tournament_id: int, user_id: int) -> MttRecord:
        """Refund what the member paid and take them off the list, before the start.

        Raises:
            NoTournament: The tournament has started (or is over).
            NotAllowed: The member isn't registered.
        """
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.REGISTERING:
                raise NoTournament(
                    "That tournament has started: entries are no longer refunded.",
                    code="tournament.started",
                )
            entry = tour.entry_of(user_id)
            if entry is None:
                raise NotAllowed(
                    "You are not registered in this tournament.", code="tournament.not_registered"
                )
            await self._from_pool(db, tour, user_id, entry.paid, Reason.TOURNAMENT_REFUND)
            await db.execute(
                "DELETE FROM mtt_entries WHERE tournament_id = ? AND user_id = ?",
                (tournament_id, user_id),
            )
            return await self._load_mtt(db, tournament_id)

    async def rebuy_mtt(
        self,
        tournament_id: int,
        user_id: int,
        *,
        addon: bool = False,
        state_json: str | None = None,
    ) -> MttRecord:
        """Pay one more entry into the pool for a rebuy (or the add-on, once).

        The owner checks the clock and the stack (at or below the starting stack) and
        gives the chips; this takes the payment, and saves ``state_json`` (the owner's
        floor with the chips owed) in the same transaction.

        Raises:
            NoTournament: The tournament isn't running.
            NotAllowed: Not registered, out already, or the add-on taken.
            InsufficientChips: The bankroll can't cover it.
        """
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.RUNNING:
                raise NoTournament("That tournament is not running.", code="tournament.not_running")
            entry = tour.entry_of(user_id)
            if entry is None or entry.place is not None:
                raise NotAllowed(
                    "You are not registered in this tournament.", code="tournament.not_registered"
                )
            if addon and entry.addon:
                raise NotAllowed(
                    "You have taken the add-on already.", code="tournament.addon_taken"
                )
            await self._debit(db, tour.guild_id, user_id, tour.entry)
            await db.execute(
                "UPDATE mtt_entries SET paid = paid + ?, rebuys = rebuys + ?, addon = ?"
                " WHERE tournament_id = ? AND user_id = ?",
                (
                    tour.entry,
                    0 if addon else 1,
                    int(addon or entry.addon),
                    tournament_id,
                    user_id,
                ),
            )
            await self._into_pool(db, tour, user_id, tour.entry)
            await self._save_state(db, tournament_id, state_json)
            return await self._load_mtt(db, tournament_id)

    async def cancel_mtt(self, tournament_id: int) -> MttRecord:
        """Cancel a tournament before its start and refund everything each member paid.

        Raises:
            NoTournament: The tournament has started (its cancellation pays by the
                policy: :meth:`pay_mtt_places`) or is over.
        """
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.REGISTERING:
                raise NoTournament(
                    "That tournament has started: entries are no longer refunded.",
                    code="tournament.started",
                )
            for entry in tour.entries:
                await self._from_pool(db, tour, entry.user_id, entry.paid, Reason.TOURNAMENT_REFUND)
            if sum(e.paid for e in tour.entries) != tour.pool:
                raise ValueError("the prize pool doesn't match what was paid in")
            return await self._end_mtt(db, tour, TournamentStatus.CANCELLED)

    async def start_mtt(self, tournament_id: int, *, state_json: str | None = None) -> MttRecord:
        """Mark the tournament running from now, with the owner's first state (its draw).

        Saving the draw with the status lets a restart open the tables a crash left unopened.

        Raises:
            NoTournament: It isn't registering.
        """
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.REGISTERING:
                raise NoTournament(
                    "That tournament can't start now.", code="tournament.unavailable"
                )
            await db.execute(
                "UPDATE tournaments SET status = 'running' WHERE id = ?", (tournament_id,)
            )
            await db.execute(
                "UPDATE mtt SET started_at = ? WHERE tournament_id = ?",
                (self._now(), tournament_id),
            )
            await self._save_state(db, tournament_id, state_json)
            return await self._load_mtt(db, tournament_id)

    async def save_mtt_clock(
        self,
        tournament_id: int,
        *,
        clock_ms: int,
        paused: bool,
        state_json: str | None = None,
    ) -> None:
        """Bank the clock's run time (and the owner's state between hands).

        Raises:
            NoTournament: No open tournament has this id.
            ValueError: Negative run time, or state that is not JSON.
        """
        if _whole(clock_ms) < 0:
            raise ValueError("run time is not negative")
        if state_json is not None:
            _json(state_json, "state_json")
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status not in _OPEN:
                raise NoTournament("That tournament is already over.", code="tournament.over")
            await db.execute(
                "UPDATE mtt SET clock_ms = ?, clock_paused = ?,"
                " state_json = COALESCE(?, state_json) WHERE tournament_id = ?",
                (clock_ms, int(paused), state_json, tournament_id),
            )

    async def pay_mtt_places(
        self,
        tournament_id: int,
        *,
        places: Mapping[int, int],
        prizes: Mapping[int, int],
        end: TournamentStatus | None = None,
        state_json: str | None = None,
    ) -> MttRecord:
        """Record places decided and pay their prizes from the pool, in one transaction.

        ``state_json`` (the conductor's floor after these places) is saved with them, so a
        crash never leaves places paid that the floor doesn't know, or the reverse.

        Called as places are decided (busts), and at the end: ``end`` FINISHED when the
        winner is known, CANCELLED for a cancellation that pays by the policy. Ending
        needs the pool paid out to the last chip; then each entrant's result (prize less
        what they paid) goes into their stats.

        Raises:
            NoTournament: The tournament isn't running.
            ValueError: Places or prizes name players not in (or placed already), prizes
                exceed the pool, or an end that leaves chips in the pool.
        """
        paid = {user: _whole(prize) for user, prize in prizes.items()}
        if end not in (None, TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
            raise ValueError("a tournament ends finished or cancelled")
        if state_json is not None:
            _json(state_json, "state_json")
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.RUNNING:
                raise NoTournament("That tournament is not running.", code="tournament.not_running")
            still_in = {e.user_id for e in tour.entries if e.place is None}
            if not set(places) | set(paid) <= still_in:
                raise ValueError("places and prizes must name players still in")
            if any(p < 1 for p in places.values()) or any(p < 0 for p in paid.values()):
                raise ValueError("places are from 1 and prizes are not negative")
            if sum(paid.values()) > tour.pool:
                raise ValueError(f"prizes of {sum(paid.values())} exceed a pool of {tour.pool}")
            if end is not None and sum(paid.values()) != tour.pool:
                raise ValueError("a tournament ends with its whole pool paid out")
            for user_id in sorted(set(places) | set(paid)):
                prize = paid.get(user_id, 0)
                await db.execute(
                    "UPDATE mtt_entries SET place = COALESCE(?, place), prize = ?"
                    " WHERE tournament_id = ? AND user_id = ?",
                    (places.get(user_id), prize, tournament_id, user_id),
                )
                await self._from_pool(db, tour, user_id, prize, Reason.TOURNAMENT_PRIZE)
            await db.execute(
                "UPDATE tournaments SET pool = pool - ? WHERE id = ?",
                (sum(paid.values()), tournament_id),
            )
            if state_json is not None:
                await db.execute(
                    "UPDATE mtt SET state_json = ? WHERE tournament_id = ?",
                    (state_json, tournament_id),
                )
            if end is None:
                return await self._load_mtt(db, tournament_id)
            done = await self._load_mtt(db, tournament_id)
            nets = {e.user_id: (e.prize or 0) - e.paid for e in done.entries}
            await book_results(db, tour.guild_id, nets)
            return await self._end_mtt(db, done, end)

    async def open_mtt_table(
        self,
        tournament_id: int,
        channel_id: int,
        *,
        config_json: str,
        max_seats: int,
        seats: Mapping[int, tuple[int, int]],
    ) -> TableRecord:
        """Open a running tournament's table in a channel (its thread), seated, in one go.

        ``seats`` maps a seat to (player, tournament chips); each stack gets its ledger row.

        Raises:
            NoTournament: The tournament isn't running.
            TableExists: The channel already has an open table.
            ValueError: A seat out of range, or a player twice.
        """
        _json(config_json, "config_json")
        players = [player for player, _ in seats.values()]
        if len(set(players)) != len(players) or not all(0 <= s < max_seats for s in seats):
            raise ValueError("one seat each, within the table")
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            if tour.status != TournamentStatus.RUNNING:
                raise NoTournament("That tournament is not running.", code="tournament.not_running")
            taken = await fetch_one(
                db,
                "SELECT id FROM tables WHERE guild_id = ? AND channel_id = ? AND status = 'open'",
                (tour.guild_id, channel_id),
            )
            if taken is not None:
                raise TableExists()
            row = await fetch_one(
                db,
                "INSERT INTO tables (guild_id, channel_id, creator_id, max_seats, config_json,"
                " tournament_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    tour.guild_id,
                    channel_id,
                    tour.creator_id,
                    max_seats,
                    config_json,
                    tournament_id,
                    self._now(),
                ),
            )
            assert row is not None  # noqa: S101 - RETURNING always yields the new row
            table = await self._load_table(db, row[0])
            for seat_no, (user_id, stack) in sorted(seats.items()):
                await self._seat_with_chips(db, table, seat_no, user_id, stack)
            return await self._load_table(db, table.id)

    async def move_mtt_seat(
        self, from_table: TableKey, to_table: TableKey, user_id: int, seat_no: int
    ) -> int:
        """Move a tournament player's seat and chips to another table of it; their stack.

        Raises:
            NotSeated: The player has no seat at ``from_table``.
            ValueError: The tables are not of one tournament, or the seat is taken.
        """
        async with self._write() as db:
            source = await self._load_table(db, from_table)
            target = await self._load_table(db, to_table)
            if source.tournament_id is None or source.tournament_id != target.tournament_id:
                raise ValueError("a seat moves between tables of one tournament")
            seat = source.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            if any(s.seat_no == seat_no for s in target.seats) or seat_no >= target.max_seats:
                raise ValueError("that seat is not free")
            await db.execute(
                "UPDATE seats SET table_id = ?, seat_no = ? WHERE table_id = ? AND seat_no = ?",
                (to_table, seat_no, from_table, seat.seat_no),
            )
            for table, amount in ((source, -seat.stack), (target, seat.stack)):
                await self._log(
                    db,
                    table.guild_id,
                    Reason.TOURNAMENT_CHIPS,
                    (user_id, Account.TOURNAMENT_STACK, amount),
                    table=table,
                )
            return seat.stack

    async def seat_mtt_player(
        self, table_id: TableKey, user_id: int, seat_no: int, stack: int, *, state_json: str
    ) -> None:
        """Seat a late entrant (or a player who rebought after going out) with new chips.

        The seat, its tournament-chip ledger row and ``state_json`` (the owner's floor
        with the player seated) are one transaction.

        Raises:
            ValueError: Not a running tournament's table, the seat taken, the player seated.
        """
        _json(state_json, "state_json")
        async with self._write() as db:
            table = await self._running_table(db, table_id)
            if table.seat_of(user_id) is not None or any(s.seat_no == seat_no for s in table.seats):
                raise ValueError("that seat is not free, or the player is seated")
            if not 0 <= seat_no < table.max_seats:
                raise ValueError("that seat is not at the table")
            await self._seat_with_chips(db, table, seat_no, user_id, stack)
            await self._save_state(db, table.tournament_id, state_json)

    async def add_mtt_chips(
        self, table_id: TableKey, user_id: int, chips: int, *, state_json: str
    ) -> int:
        """Add a rebuy's or add-on's chips to a seated player's stack; the new stack.

        The stack, its ledger row and ``state_json`` (the owner's floor with the chips no
        longer owed) are one transaction.

        Raises:
            NotSeated: The player has no seat there.
            ValueError: Not a running tournament's table, or chips not positive.
        """
        _json(state_json, "state_json")
        if _whole(chips) <= 0:
            raise ValueError("chips are added, not taken")
        async with self._write() as db:
            table = await self._running_table(db, table_id)
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotSeated()
            await db.execute(
                "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?",
                (chips, table.id, user_id),
            )
            await self._log(
                db,
                table.guild_id,
                Reason.TOURNAMENT_CHIPS,
                (user_id, Account.TOURNAMENT_STACK, chips),
                table=table,
            )
            await self._save_state(db, table.tournament_id, state_json)
            return seat.stack + chips

    async def _running_table(self, db: Db, table_id: TableKey) -> TableRecord:
        """A running multi-table tournament's open table, read inside a transaction."""
        table = await self._load_table(db, table_id)
        if table.tournament_id is None or table.closed_at is not None:
            raise ValueError("not an open tournament table")
        tour = await self._load_mtt(db, table.tournament_id)
        if tour.status != TournamentStatus.RUNNING:
            raise ValueError("that tournament is not running")
        return table

    @staticmethod
    async def _save_state(db: Db, tournament_id: int | None, state_json: str | None) -> None:
        """Save the owner's state in the transaction that made it true (if given)."""
        if state_json is None or tournament_id is None:
            return
        _json(state_json, "state_json")
        await db.execute(
            "UPDATE mtt SET state_json = ? WHERE tournament_id = ?", (state_json, tournament_id)
        )

    async def set_season(
        self,
        guild_id: int,
        length: SeasonLength,
        channel_id: int | None,
        *,
        current: date | None = None,
    ) -> SeasonSettings:
        """Set the server's season length and the channel for the final standings.

        ``current`` is the first day of the season now in progress: the seasons before it
        are taken as done (nothing is posted for them).
        """
        async with self._write() as db:
            await db.execute(
                "INSERT INTO season_settings (guild_id, length, channel_id, posted_season,"
                " updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " length = excluded.length, channel_id = excluded.channel_id,"
                " posted_season = excluded.posted_season, updated_at = excluded.updated_at",
                (
                    guild_id,
                    length.value,
                    channel_id,
                    None if current is None else current.isoformat(),
                    self._now(),
                ),
            )
        return SeasonSettings(guild_id, length, channel_id, current)

    async def season_settings(self, guild_id: int) -> SeasonSettings | None:
        """The server's ``season_settings`` row, if any."""
        async with self._read() as db:
            row = await fetch_one(
                db,
                "SELECT length, channel_id, posted_season FROM season_settings WHERE guild_id = ?",
                (guild_id,),
            )
        if row is None:
            return None
        return _season_settings(guild_id, row)

    async def all_season_settings(self) -> list[SeasonSettings]:
        """Every server's seasons (the watcher posts the standings of seasons that ended)."""
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT guild_id, length, channel_id, posted_season FROM season_settings"
                " ORDER BY guild_id",
            )
        return [_season_settings(int(row["guild_id"]), row) for row in rows]

    async def mark_season_posted(self, guild_id: int, posted: date, current: date) -> bool:
        """Move the server's posted season from ``posted`` to ``current``, once.

        Returns whether this call moved it: of several processes (or a retry), only the
        one that moves it posts the standings.
        """
        async with self._write() as db:
            moved = await changed(
                db,
                "UPDATE season_settings SET posted_season = ?, updated_at = ?"
                " WHERE guild_id = ? AND posted_season = ?",
                (current.isoformat(), self._now(), guild_id, posted.isoformat()),
            )
        return moved == 1

    async def record_season_points(
        self,
        tournament_id: int,
        season_start: date,
        points: Mapping[int, tuple[int, int]],
    ) -> None:
        """Record each member's (place, points in hundredths) of a finished tournament.

        Raises:
            NoTournament: No such tournament.
            NotAllowed: Its points are recorded already.
            ValueError: Negative points or a place below 1.
        """
        if any(place < 1 or _whole(value) < 0 for place, value in points.values()):
            raise ValueError("places are from 1 and points not negative")
        async with self._write() as db:
            tour = await self._load_mtt(db, tournament_id)
            try:
                await db.executemany(
                    "INSERT INTO season_points (guild_id, season_start, tournament_id, user_id,"
                    " place, points, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        (
                            tour.guild_id,
                            season_start.isoformat(),
                            tournament_id,
                            user_id,
                            place,
                            value,
                            self._now(),
                        )
                        for user_id, (place, value) in sorted(points.items())
                    ],
                )
            except ConstraintViolated as error:
                raise NotAllowed(
                    "That tournament's points are recorded already.",
                    code="tournament.points_recorded",
                ) from error

    async def season_standings(
        self, guild_id: int, season_start: date, *, limit: int = 20
    ) -> list[SeasonStanding]:
        """``season_points`` summed by member, highest first (ties share a rank)."""
        async with self._read() as db:
            rows = await fetch_all(
                db,
                "SELECT user_id, SUM(points) AS total FROM season_points"
                " WHERE guild_id = ? AND season_start = ? GROUP BY user_id"
                " ORDER BY total DESC, user_id LIMIT ?",
                (guild_id, season_start.isoformat(), limit),
            )
        standings: list[SeasonStanding] = []
        for index, row in enumerate(rows):
            total = int(row["total"])
            tied = standings and standings[-1].points == total
            rank = standings[-1].rank if tied else index + 1
            standings.append(SeasonStanding(rank, int(row["user_id"]), total, season_start))
        return standings

    async def _into_pool(self, db: Db, tour: MttRecord, user_id: int, chips: int) -> None:
        """Add ``chips`` paid by a member to the prize pool, with its ledger legs."""
        await db.execute("UPDATE tournaments SET pool = pool + ? WHERE id = ?", (chips, tour.id))
        legs = _between(user_id, Account.BANKROLL, Account.PRIZE_POOL, chips)
        await self._log(db, tour.guild_id, Reason.TOURNAMENT_ENTRY, *legs, tournament_id=tour.id)

    async def _from_pool(
        self, db: Db, tour: MttRecord, user_id: int, chips: int, reason: Reason
    ) -> None:
        """Pay ``chips`` from the prize pool to a member's bankroll (a refund or a prize).

        Refunds lower the pool here; prizes are taken off the pool by the caller at once.
        """
        if not chips:
            return
        await self._credit(db, tour.guild_id, user_id, chips)
        if reason is Reason.TOURNAMENT_REFUND:
            await db.execute(
                "UPDATE tournaments SET pool = pool - ? WHERE id = ?", (chips, tour.id)
            )
        legs = _between(user_id, Account.PRIZE_POOL, Account.BANKROLL, chips)
        await self._log(db, tour.guild_id, reason, *legs, tournament_id=tour.id)

    async def _end_mtt(self, db: Db, tour: MttRecord, status: TournamentStatus) -> MttRecord:
        """Set the final status and close the lobby; the pool is empty by now."""
        await db.execute("UPDATE tournaments SET status = ? WHERE id = ?", (status.value, tour.id))
        await db.execute(
            "UPDATE mtt SET ended_at = ? WHERE tournament_id = ?", (self._now(), tour.id)
        )
        return await self._load_mtt(db, tour.id)

    @staticmethod
    async def _load_mtt(db: Db, tournament_id: int) -> MttRecord:
        """A multi-table tournament with its registrations, read inside a transaction."""
        row = await fetch_one(
            db,
            "SELECT t.creator_id, t.entry_fee, t.pool, t.status, t.config_json, m.*"
            " FROM mtt m JOIN tournaments t ON t.id = m.tournament_id"
            " WHERE m.tournament_id = ?",
            (tournament_id,),
        )
        if row is None:
            raise NoTournament()
        entries = await fetch_all(
            db,
            "SELECT * FROM mtt_entries WHERE tournament_id = ? ORDER BY registered_at, user_id",
            (tournament_id,),
        )
        return MttRecord(
            id=int(row["tournament_id"]),
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            message_id=row["message_id"],
            creator_id=row["creator_id"],
            name=row["name"],
            entry=row["entry_fee"],
            pool=row["pool"],
            status=TournamentStatus(row["status"]),
            settings_json=row["config_json"],
            event_id=row["event_id"],
            starts_at=_time(row["starts_at"]),
            started_at=_time(row["started_at"]),
            ended_at=_time(row["ended_at"]),
            clock_ms=row["clock_ms"],
            clock_paused=bool(row["clock_paused"]),
            state_json=row["state_json"],
            created_at=datetime.fromtimestamp(row["created_at"], UTC),
            entries=tuple(
                MttEntry(
                    e["user_id"],
                    e["paid"],
                    e["rebuys"],
                    bool(e["addon"]),
                    e["place"],
                    e["prize"],
                    datetime.fromtimestamp(e["registered_at"], UTC),
                )
                for e in entries
            ),
        )
