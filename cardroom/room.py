"""The card room: a registry of table sessions, one per channel, driven only through its verbs.

:class:`Room` opens tables, restores them after a start-up or when their server is claimed
again, drops them when they close, and routes each table's timer and each verb to the
channel's :class:`~cardroom.session.TableSession`, which alone owns and changes the table.
Its verbs are one-line delegations: every verb takes plain ids and returns a
:class:`~cardroom.views.TableUpdate`, or raises a :class:`~cardroom.errors.UserFacingError`
having changed nothing (the session's one door sees to that).

Beside it: :class:`~cardroom.claims.ServersHere` (which servers run here),
:class:`~cardroom.archive.Archive` (finished hands, read from the store without a lock).

What no interaction caused (a clock, the next deal, a level up) reaches the front desk
through the listener (``table_changed(update)``). :meth:`Room.idle` waits until every timer
is asleep again, which lets tests drive time with :class:`~cardroom.clock.ManualClock`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
from collections.abc import Awaitable, Callable, Mapping
from typing import Protocol, runtime_checkable

from cardroom import _odds, _stopping
from cardroom._formats import checked_config, config_to_dict
from cardroom._live_table import LiveTable
from cardroom._timers import Alarm, TableTimers
from cardroom.archive import Archive
from cardroom.claims import LocalClaims, ServerClaims, ServersHere
from cardroom.clock import Clock, SystemClock
from cardroom.errors import (
    NoTable,
    RoomRestarting,
    ServerPaused,
    TableExists,
    UserFacingError,
)
from cardroom.models import TableKey, TableRecord
from cardroom.session import Conducted, TableSession, TableSettings, TableStep
from cardroom.shards import ShardPlan
from cardroom.store import Store
from cardroom.views import (
    GameKind,
    HandSummary,
    Move,
    PreChoice,
    PreMove,
    PrivateCards,
    RabbitView,
    TableConfig,
    TableUpdate,
    TableView,
)
from holdem.schedule import BlindLevel

__all__ = [
    "Conducted",
    "HandSummary",
    "Room",
    "TableListener",
    "TableService",
    "TableSettings",
]

log = logging.getLogger(__name__)


@runtime_checkable
class TableListener(Protocol):
    """Receives the updates no interaction caused (a clock, the next deal, a level up)."""

    async def table_changed(self, update: TableUpdate) -> None:
        """Show ``update`` in its channel (and deliver its private cards)."""
        ...


Listener = TableListener | Callable[[TableUpdate], Awaitable[None]]
"""A :class:`TableListener`, or a plain async callable taking the update."""


def _default_rng() -> random.Random:
    """Production randomness: the operating system's."""
    return secrets.SystemRandom()


class Room:
    """Every table of the card room: a session per channel, and the verbs routed to it."""

    def __init__(
        self,
        store: Store,
        *,
        clock: Clock | None = None,
        rng_factory: Callable[[], random.Random] | None = None,
        listener: Listener | None = None,
        settings: TableSettings | None = None,
        shards: ShardPlan | None = None,
        claims: ServerClaims | None = None,
    ) -> None:
        """Run tables on ``store``; ``rng_factory`` gives each deal's shuffle its randomness.

        ``shards`` limits the room to the servers of this process's shards (None: every
        server), and ``claims`` makes sure no other process runs the same server's tables
        (None: :class:`~cardroom.claims.LocalClaims`, for a database only this process opens).
        """
        self._store = store
        self._clock: Clock = clock or SystemClock()
        self._rng_factory = rng_factory or _default_rng
        self._listener = listener
        self.settings = settings or TableSettings()
        self._sessions: dict[int, TableSession] = {}
        self._conductors: Callable[[int, int], Conducted | None] | None = None
        """Who conducts a tournament's table: (tournament id, channel) -> its callbacks."""
        self._opening: dict[int, asyncio.Lock] = {}
        self._timers = TableTimers(self._clock, self._ring)
        self._closing = False
        self.servers = ServersHere(
            claims or LocalClaims(),
            shards,
            reclaim_seconds=self.settings.reclaim_seconds,
            restore=self._restore_server,
            runs=lambda guild: any(s.guild_id == guild for s in self._sessions.values()),
            stop=self._stop_servers,
            show=self._notify,
        )
        self.archive = Archive(store, self._open_key)
        """Finished hands, read from the store."""
        self.odds = _odds.OddsCalculator(processes=self.settings.odds_processes)
        """Computes the all-in odds off the event loop (a thread, or processes pre-flop)."""

    # --- plumbing ------------------------------------------------------------------------

    @property
    def store(self) -> Store:
        """The store the room runs on."""
        return self._store

    def set_listener(self, listener: Listener | None) -> None:
        """Install (or remove) the receiver of updates that no interaction caused."""
        self._listener = listener

    def session(self, channel_id: int) -> TableSession:
        """The session of the channel's open table.

        Raises:
            NoTable: No table is open here. ServerPaused: its server runs elsewhere now.
        """
        if self._closing:
            raise RoomRestarting()
        session = self._sessions.get(channel_id)
        if session is None or not session.is_open:
            if session is None and self.servers.is_away(channel_id):
                raise ServerPaused()
            raise NoTable()
        return session

    def _open_key(self, channel_id: int) -> TableKey | None:
        """The key of the channel's open table, if any (for the archive)."""
        session = self._sessions.get(channel_id)
        return session.table.key if session is not None and session.is_open else None

    def _new_session(self, table: LiveTable) -> TableSession:
        """A session for ``table``, registered under its channel."""
        session = TableSession(
            table,
            store=self._store,
            clock=self._clock,
            settings=self.settings,
            rng_factory=self._rng_factory,
            odds=self.odds,
            timers=self._timers,
            notify=self._notify,
            gone=self._gone,
        )
        self._sessions[table.channel_id] = session
        return session

    def _gone(self, session: TableStep, waiting: bool) -> None:
        """A session's table closed, or could not be loaded again: forget it here.

        A table that could not be loaded (``waiting``: the database is gone) waits, paused,
        and is loaded again with its server's tables once the store answers.
        """
        if self._sessions.get(session.channel_id) is session:
            del self._sessions[session.channel_id]
        if waiting:
            self.servers.wait_for(session.guild_id, [session.channel_id])
        else:
            self.servers.release_soon(session.guild_id)

    async def _ring(self, channel_id: int, alarm: Alarm) -> None:
        """A table's timer rang: its session decides what to do (nothing once stopping)."""
        session = self._sessions.get(channel_id)
        if session is not None and not self._closing:
            await session.ring(alarm)

    async def _notify(self, update: TableUpdate) -> None:
        """Hand an update no interaction caused to the listener (its failure is logged)."""
        listener = self._listener
        if listener is None:
            return
        try:
            if isinstance(listener, TableListener):
                await listener.table_changed(update)
            else:
                await listener(update)
        except Exception:
            log.exception("The listener failed on an update of channel %s", update.view.channel_id)

    async def announce(self, update: TableUpdate) -> None:
        """Show an update that no interaction caused (a tournament moved a player, say)."""
        await self._notify(update)

    def set_conductors(self, conductors: Callable[[int, int], Conducted | None] | None) -> None:
        """Install who conducts tournament tables restored here (before :meth:`restore`)."""
        self._conductors = conductors

    async def open_conducted(
        self,
        tournament_id: int,
        channel_id: int,
        config: TableConfig,
        seats: Mapping[int, tuple[int, int]],
        *,
        level: BlindLevel,
        conducted: Conducted,
    ) -> TableUpdate:
        """Open a table of a running multi-table tournament in ``channel_id`` (its thread).

        The seats (seat -> (player, chips)) are taken in one store transaction; the table
        waits, held, for its conductor's :meth:`TableSession.deal_at`. Its verbs route here
        by channel like any table's, so the slash commands and buttons work there.

        Raises:
            TableExists: The channel already has an open table.
            NoTournament: The tournament is not running.
        """
        config = checked_config(config)
        lock = self._opening.setdefault(channel_id, asyncio.Lock())
        async with lock:
            if channel_id in self._sessions:
                raise TableExists()
            record = await self._store.open_mtt_table(
                tournament_id,
                channel_id,
                config_json=json.dumps(config_to_dict(config)),
                max_seats=config.seats,
                seats=seats,
            )
            session = self._new_session(LiveTable.from_record(record))
            session.conducted = conducted
            return await session.conduct(tournament_id, level)

    def conducted_session(self, channel_id: int) -> TableSession:
        """The session of a tournament's table, for its conductor (even while the room stops).

        Raises:
            NoTable: No table of a tournament is open in that channel here.
        """
        session = self._sessions.get(channel_id)
        if session is None or not session.table.fmt.conducted:
            raise NoTable()
        return session

    async def idle(self) -> None:
        """Wait until every table timer is asleep on the clock or finished (for tests)."""
        await self._timers.idle()

    async def shutdown(self) -> None:
        """Stop: refuse new work, let the work under way finish, cancel every table timer.

        The tables stay saved as their players last saw them; :meth:`restore` resumes them.
        A second call (a stop cut short) does not wait for the work under way again.
        """
        if not self._closing:
            self._closing = True
            await _stopping.drain([s.stop_locked() for s in list(self._sessions.values())])
        for session in list(self._sessions.values()):
            session.stop()
        await self.servers.shutdown()
        await self._timers.shutdown()
        await self.odds.close()

    # --- opening ---------------------------------------------------------------------------

    async def create(
        self, guild_id: int, channel_id: int, user_id: int, config: TableConfig
    ) -> TableUpdate:
        """Open a table in a channel.

        Raises:
            TableExists: The channel already has an open table.
            InvalidAmount, NotAllowed: The configuration is out of bounds.
            ServerElsewhere: Another process runs this server's tables.
        """
        config = checked_config(config)
        restored: list[TableUpdate] = []
        try:
            async with self.servers.lock(guild_id):  # no release of the claim meanwhile
                if not self.servers.claims.owns(guild_id):
                    restored = await self.servers.claim_first(guild_id)
                return await self._open(guild_id, channel_id, user_id, config)
        finally:
            for update in restored:
                await self._notify(update)

    async def _open(
        self, guild_id: int, channel_id: int, user_id: int, config: TableConfig
    ) -> TableUpdate:
        """Open the table of :meth:`create` in a claimed server (its claim lock held)."""
        lock = self._opening.setdefault(channel_id, asyncio.Lock())
        async with lock:
            if channel_id in self._sessions:
                raise TableExists()
            config_json = json.dumps(config_to_dict(config))
            tournament_id = None
            if config.game is not GameKind.CASH:
                tour = await self._store.create_tournament(
                    guild_id, user_id, entry_fee=config.min_buy_in, config_json=config_json
                )
                tournament_id = tour.id
            try:
                record = await self._store.create_table(
                    guild_id,
                    channel_id,
                    user_id,
                    config_json=config_json,
                    max_seats=config.seats,
                    tournament_id=tournament_id,
                )
            except BaseException:
                if tournament_id is not None:
                    await self._store.cancel_tournament(tournament_id)
                raise
            session = self._new_session(LiveTable.from_record(record))
            update = await session.begin(tournament_id)
            log.info("Table %s opened in channel %s by %s", record.id, channel_id, user_id)
            if not self.servers.claims.owns(guild_id):  # lost while the table was being opened
                session.stop()
                self._sessions.pop(channel_id, None)
                self.servers.wait_for(guild_id, [channel_id])
                raise ServerPaused()
            return update

    async def create_robot_match(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        config: TableConfig,
        style: str = "match",
    ) -> TableUpdate:
        """Open a heads-up match against a computer player and start it at once.

        The member's entry comes from their bankroll, the robot's from the house; if the
        member can't enter, the table closes again (every entry refunded).

        Raises:
            TableExists, InvalidAmount, NotAllowed, InsufficientChips: As create, join, start.
        """
        await self.create(guild_id, channel_id, user_id, config)
        try:
            await self.add_robot(guild_id, channel_id, user_id, style, is_admin=True)
            await self.join(guild_id, channel_id, user_id)
            return await self.start(channel_id, user_id, is_admin=True)
        except BaseException:
            try:
                await self.close(channel_id, user_id, is_admin=True)
            except UserFacingError:
                log.warning("The robot match in %s could not be closed again", channel_id)
            raise

    # --- the verbs, each the session's ------------------------------------------------------

    async def join(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        buy_in: object = None,
        *,
        post: bool = True,
    ) -> TableUpdate:
        """Take a seat (:meth:`TableSession.join`)."""
        return await self.session(channel_id).join(guild_id, user_id, buy_in, post=post)

    async def leave(self, channel_id: int, user_id: int) -> TableUpdate:
        """Leave the table (:meth:`TableSession.leave`)."""
        return await self.session(channel_id).leave(user_id)

    async def top_up(self, channel_id: int, user_id: int, amount: object) -> TableUpdate:
        """Add chips to the stack (:meth:`TableSession.top_up`)."""
        return await self.session(channel_id).top_up(user_id, amount)

    async def sit_out(self, channel_id: int, user_id: int) -> TableUpdate:
        """Sit out from the next hand (:meth:`TableSession.sit_out`)."""
        return await self.session(channel_id).sit_out(user_id)

    async def sit_in(self, channel_id: int, user_id: int, *, post: bool = True) -> TableUpdate:
        """Come back from sitting out (:meth:`TableSession.sit_in`)."""
        return await self.session(channel_id).sit_in(user_id, post=post)

    async def add_robot(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        style: str = "tight",
        seat: int | None = None,
        *,
        is_admin: bool = False,
    ) -> tuple[TableUpdate, int]:
        """Seat a computer player (:meth:`TableSession.add_robot`)."""
        session = self.session(channel_id)
        return await session.add_robot(guild_id, user_id, style, seat, is_admin=is_admin)

    async def remove_robot(
        self, channel_id: int, user_id: int, seat: int | None = None, *, is_admin: bool = False
    ) -> tuple[TableUpdate, int]:
        """Take a computer player away (:meth:`TableSession.remove_robot`)."""
        return await self.session(channel_id).remove_robot(user_id, seat, is_admin=is_admin)

    async def straddle(self, channel_id: int, user_id: int, *, on: bool) -> bool:
        """Set the standing straddle (:meth:`TableSession.straddle`)."""
        return await self.session(channel_id).straddle(user_id, on=on)

    async def start(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Start the table (:meth:`TableSession.start`)."""
        return await self.session(channel_id).start(user_id, is_admin=is_admin)

    async def close(self, channel_id: int, user_id: int, *, is_admin: bool = False) -> TableUpdate:
        """Close the table (:meth:`TableSession.close`)."""
        return await self.session(channel_id).close(user_id, is_admin=is_admin)

    async def misdeal(
        self, channel_id: int, user_id: int, *, is_admin: bool = False
    ) -> TableUpdate:
        """Void the hand in progress (:meth:`TableSession.misdeal`)."""
        return await self.session(channel_id).misdeal(user_id, is_admin=is_admin)

    async def act(
        self,
        channel_id: int,
        user_id: int,
        hand_no: int,
        move: Move | str,
        amount: object = None,
        *,
        turn: int | None = None,
    ) -> TableUpdate:
        """Take an action for a player (:meth:`TableSession.act`)."""
        return await self.session(channel_id).act(user_id, hand_no, move, amount, turn=turn)

    async def preact(
        self,
        channel_id: int,
        user_id: int,
        hand_no: int,
        move: PreMove | str,
        *,
        street: str,
        bet: int,
    ) -> PreChoice:
        """Choose what to do when your turn comes (:meth:`TableSession.preact`)."""
        session = self.session(channel_id)
        return await session.preact(user_id, hand_no, move, street=street, bet=bet)

    async def set_options(
        self,
        channel_id: int,
        user_id: int,
        *,
        is_admin: bool = False,
        run_it_twice: bool | None = None,
        bomb_pot_every: int | None = None,
        rabbit_hunt: bool | None = None,
    ) -> TableUpdate:
        """Change the home-game options (:meth:`TableSession.set_options`)."""
        return await self.session(channel_id).set_options(
            user_id,
            is_admin=is_admin,
            run_it_twice=run_it_twice,
            bomb_pot_every=bomb_pot_every,
            rabbit_hunt=rabbit_hunt,
        )

    async def vote_bomb(self, channel_id: int, user_id: int) -> tuple[TableUpdate, int, int]:
        """Vote for a bomb pot next (:meth:`TableSession.vote_bomb`)."""
        return await self.session(channel_id).vote_bomb(user_id)

    async def answer_run_twice(
        self, channel_id: int, user_id: int, hand_no: int, *, agree: bool
    ) -> TableUpdate:
        """Answer the offer to run it twice (:meth:`TableSession.answer_run_twice`)."""
        return await self.session(channel_id).answer_run_twice(user_id, hand_no, agree=agree)

    async def rabbit_hunt(self, channel_id: int, user_id: int, hand_no: int) -> RabbitView:
        """The last hand's rabbit (:meth:`TableSession.rabbit_hunt`)."""
        return await self.session(channel_id).rabbit_hunt(user_id, hand_no)

    async def pause(self, channel_id: int) -> bool:
        """Stop the table's clock (:meth:`TableSession.pause`)."""
        return await self.session(channel_id).pause()

    async def resume(self, channel_id: int) -> TableUpdate | None:
        """Start a paused table's clock again (:meth:`TableSession.resume`); None: not paused."""
        session = self._sessions.get(channel_id)
        return None if session is None else await session.resume()

    async def view(self, channel_id: int) -> TableView:
        """The table as the channel sees it.

        Raises:
            NoTable: No table here.
        """
        return self.session(channel_id).view()

    def table_ids(self) -> tuple[int, ...]:
        """The channels with an open table."""
        return tuple(channel for channel, s in self._sessions.items() if s.is_open)

    async def set_message(self, channel_id: int, message_id: int | None) -> None:
        """Remember the message that shows the table (:meth:`TableSession.set_message`)."""
        await self.session(channel_id).set_message(message_id)

    async def my_cards(self, channel_id: int, user_id: int) -> PrivateCards:
        """The asker's hole cards (:meth:`TableSession.my_cards`)."""
        return await self.session(channel_id).my_cards(user_id)

    # --- recovery and which servers run here --------------------------------------------------

    async def restore(self) -> tuple[TableUpdate, ...]:
        """Resume the open tables of this process's servers after a start-up.

        Only the servers of this process's shards are restored, each after it is claimed
        (:mod:`cardroom.claims`): a server whose claim another process holds is left alone,
        and the log says so; it is tried again every ``settings.reclaim_seconds``, so that
        it moves here as soon as the other process lets it go. One table that fails to come
        back is logged and left closed to play in this process; the others are restored.
        """
        by_server: dict[int, list[TableRecord]] = {}
        for record in await self._store.open_tables():
            if self.servers.serves(record.guild_id):
                by_server.setdefault(record.guild_id, []).append(record)
        updates: list[TableUpdate] = []
        for guild_id, mine in sorted(by_server.items()):
            async with self.servers.lock(guild_id):
                if await self.servers.take(guild_id):
                    updates += await self._restore_records(mine)
                else:
                    self.servers.wait_for(guild_id, [record.channel_id for record in mine])
        return tuple(updates)

    async def _restore_server(self, guild_id: int) -> list[TableUpdate]:
        """Resume a just-claimed server's open tables here."""
        return await self._restore_records(await self._store.open_tables(guild_id))

    async def _restore_records(self, records: list[TableRecord]) -> list[TableUpdate]:
        """Resume these open tables (of claimed servers), each in a session of its own."""
        updates = []
        for record in records:
            if record.channel_id in self._sessions:
                continue
            try:
                table = LiveTable.from_record(record)
            except (ValueError, TypeError, KeyError):
                log.exception("Table %s has an unreadable configuration; left as it is", record.id)
                continue
            session = self._new_session(table)
            if record.tournament_id is not None and self._conductors is not None:
                session.conducted = self._conductors(record.tournament_id, record.channel_id)
            try:
                update = await session.restore(record)
                lost = not self.servers.claims.owns(record.guild_id)  # while it was restored
            except Exception:
                log.exception("Table %s could not be restored; the others go on", record.id)
                lost = False
                update = None
            if update is None or lost:  # the table stays as saved, its chips in the store
                session.stop()
                if self._sessions.get(record.channel_id) is session:
                    del self._sessions[record.channel_id]
                if lost:
                    self.servers.wait_for(record.guild_id, [record.channel_id])
            elif session.is_open:
                updates.append(update)
        return updates

    async def _stop_servers(self, guilds: frozenset[int]) -> list[tuple[int, int]]:
        """Stop the tables of these servers here (their claims were lost); which stopped."""
        stopped = []
        for channel_id, session in list(self._sessions.items()):
            if session.guild_id not in guilds:
                continue
            await session.stop_locked()
            if self._sessions.get(channel_id) is session:
                del self._sessions[channel_id]
                stopped.append((session.guild_id, channel_id))
        return stopped


TableService = Room
"""The name the front desk, the benchmarks and the tests know the room by."""
