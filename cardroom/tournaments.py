"""The multi-table tournaments running in this process: conductors, their tables, their clocks.

:class:`Tournaments` starts a registered tournament (:meth:`Tournaments.start`), restores
the running ones after a restart (:meth:`Tournaments.load` before the room restores its
tables, so their sessions come back already conducted; :meth:`Tournaments.resume` after),
cancels one, and ticks their level clocks. A tournament's tables are sessions of the
:class:`~cardroom.room.Room` (:class:`RoomTables` is the conductor's
:class:`~cardroom.conductor.TableSide`): the room routes the players' verbs to them by
channel (a thread), and each session stays the only writer of its table. What a table tells
its conductor goes into one queue per tournament, handled in order by one task, off the
table's lock (the conductor then calls other tables, and this one).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

from cardroom.conductor import Conductor, DealNews
from cardroom.errors import NoTable, NoTournament
from cardroom.models import TournamentStatus
from cardroom.room import Conducted, Room
from cardroom.tournament.deal import DealOffer
from cardroom.tournament.records import MttRecord
from cardroom.tournament.robots import members, robot_entrants
from cardroom.tournament.settings import MttSettings
from cardroom.views import GameKind, TableConfig
from holdem.schedule import BlindLevel

__all__ = ["NewChannel", "RoomTables", "Tournaments"]

log = logging.getLogger(__name__)

NewChannel = Callable[[MttRecord, int], Awaitable[int]]
"""Opens the channel (a public thread of the lobby) of a tournament's table number."""
Ended = Callable[[Conductor], Awaitable[None]]
"""Told once a tournament is over (its results, its lobby, its Scheduled Event)."""

CLOCK_SECONDS = 30
"""A tournament table's action clock."""


def _default_rng() -> random.Random:
    """Production randomness for the draw, the breaks and the balancing."""
    return secrets.SystemRandom()


@dataclass(frozen=True, slots=True)
class _Event:
    """What a table told its conductor: a hand started (``seats``) or ended (``stacks``)."""

    channel: int
    seats: tuple[int, int, int] | None = None
    start: Mapping[int, int] | None = None
    stacks: Mapping[int, int] | None = None


def table_config(settings: MttSettings) -> TableConfig:
    """The table configuration of a tournament's tables (the blinds follow its clock)."""
    first = settings.structure().level(1)
    return TableConfig(
        small_blind=first.small_blind,
        big_blind=first.big_blind,
        ante=first.ante,
        seats=settings.table_size,
        min_buy_in=0,
        max_buy_in=0,
        clock_seconds=CLOCK_SECONDS,
        game=GameKind.TOURNAMENT,
    )


class RoomTables:
    """A tournament's tables as sessions of the room (the conductor's TableSide)."""

    def __init__(self, room: Room, running: _Running, new_channel: NewChannel | None) -> None:
        """Open tables in ``room`` for ``running``; ``new_channel`` makes their threads."""
        self._room = room
        self._running = running
        self._new_channel = new_channel

    async def new_channel(self, number: int) -> int:
        """Open the thread table ``number`` plays in."""
        if self._new_channel is None:
            raise NoTournament("That tournament can't open tables now.", code="tournament.over")
        return await self._new_channel(self._running.record, number)

    async def open_table(
        self, channel: int, number: int, seats: Mapping[int, tuple[int, int]]
    ) -> None:
        """Open table ``number``'s session in its thread, seated and held."""
        record = self._running.record
        settings = MttSettings.from_json(record.settings_json)
        update = await self._room.open_conducted(
            record.id,
            channel,
            table_config(settings),
            seats,
            level=settings.structure().level(1),
            conducted=self._running.ears(channel),
        )
        await self._room.announce(update)

    async def seated(self, channel: int) -> Mapping[int, int] | None:
        """The players at this tournament's open table in ``channel``, with their chips."""
        try:
            session = self._room.conducted_session(channel)
        except NoTable:
            return None
        table = session.table
        if table.closed or table.fmt.tournament_id != self._running.record.id:
            return None
        return {user: table.stacks.get(seat, 0) for seat, user in table.seats.items()}

    async def in_hand(self, channel: int) -> bool:
        """Whether the table in ``channel`` has a hand in progress (dealt, not settled)."""
        try:
            hand = self._room.conducted_session(channel).table.hand
        except NoTable:
            return False
        return hand is not None and not hand.is_over

    async def seat(self, channel: int, seat: int, player: int, chips: int, state_json: str) -> None:
        """Seat a new player with chips: the store's seat and the floor first, then the table."""
        session = self._room.conducted_session(channel)
        await self._room.store.seat_mtt_player(
            session.table.key, player, seat, chips, state_json=state_json
        )
        await self._room.announce(await session.take_seat(seat, player, chips))

    async def add_chips(self, channel: int, player: int, chips: int, state_json: str) -> bool:
        """Add bought chips to a stack between its hands; False while the player is dealt in."""
        session = self._room.conducted_session(channel)
        update = await session.add_chips(player, chips, state_json)
        if update is None:
            return False
        await self._room.announce(update)
        return True

    async def move(self, from_channel: int, to_channel: int, seat: int, player: int) -> None:
        """Move a player's seat and chips in one store transaction, then both tables."""
        source = self._room.conducted_session(from_channel)
        target = self._room.conducted_session(to_channel)
        stack = await self._room.store.move_mtt_seat(
            source.table.key, target.table.key, player, seat
        )
        await self._room.announce(await source.drop_seat(player, busted=False))
        await self._room.announce(await target.take_seat(seat, player, stack))

    async def unseat(self, channel: int, player: int) -> None:
        """Take a busted player (or, at the end, the winner) off their table."""
        session = self._room.conducted_session(channel)
        await self._room.announce(await session.drop_seat(player, busted=True))

    async def close_table(self, channel: int) -> None:
        """Close a broken (empty) table."""
        session = self._room.conducted_session(channel)
        await self._room.announce(await session.close_conducted())

    async def deal(self, channel: int, blinds: BlindLevel) -> None:
        """Let a held table deal its next hand at ``blinds``."""
        session = self._room.conducted_session(channel)
        await self._room.announce(await session.deal_at(blinds))


class _Running:
    """One tournament running here: its conductor and the queue its tables report to."""

    def __init__(self, record: MttRecord) -> None:
        """Wait for the conductor (:attr:`conductor` is set once it is started or restored)."""
        self.record = record
        self.conductor: Conductor | None = None
        self.queue: asyncio.Queue[_Event] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    def ears(self, channel: int) -> Conducted:
        """The callbacks a table in ``channel`` reports its hands through (they only queue)."""

        def started(button: int, small_blind: int, big_blind: int) -> None:
            """A hand was dealt there."""
            self.queue.put_nowait(_Event(channel, seats=(button, small_blind, big_blind)))

        def done(start: dict[int, int], stacks: dict[int, int]) -> None:
            """A hand ended there."""
            self.queue.put_nowait(_Event(channel, start=start, stacks=stacks))

        return Conducted(started=started, done=done)

    async def handle(self, event: _Event) -> None:
        """Give one table's report to the conductor."""
        conductor = self.conductor
        assert conductor is not None  # noqa: S101 - the task starts once it is set
        number = conductor.number_of(event.channel)
        if number is None or conductor.over:
            return
        if event.seats is not None:
            button, small, big = event.seats
            await conductor.hand_started(number, button=button, small_blind=small, big_blind=big)
        elif event.start is not None and event.stacks is not None:
            await conductor.hand_done(number, start_stacks=event.start, stacks=event.stacks)


class Tournaments:
    """Every multi-table tournament running in this process, over the room's tables."""

    def __init__(
        self,
        room: Room,
        *,
        now: Callable[[], float] = time.monotonic,
        rng_factory: Callable[[], random.Random] = _default_rng,
        ended: Ended | None = None,
    ) -> None:
        """Run tournaments on ``room`` (and its store); ``ended`` is told when one is over."""
        self._room = room
        self._now = now
        self._rng_factory = rng_factory
        self.ended = ended
        """Told once a tournament is over (the bot posts the results)."""
        self.deal_news: DealNews | None = None
        """Told when a final table's deal proposal opens or runs out (the bot posts it)."""
        self.new_channel: NewChannel | None = None
        """Opens a table's thread after a restart (a late entrant's new table, a mended one)."""
        self._running: dict[int, _Running] = {}
        room.set_conductors(self._ears)

    def _ears(self, tournament_id: int, channel: int) -> Conducted | None:
        """The callbacks of a restored table, if its tournament runs here."""
        running = self._running.get(tournament_id)
        return None if running is None else running.ears(channel)

    def conductor(self, tournament_id: int) -> Conductor | None:
        """The conductor of a tournament running here, if any."""
        running = self._running.get(tournament_id)
        return None if running is None else running.conductor

    async def start(self, tournament_id: int, new_channel: NewChannel) -> Conductor:
        """Start a registered tournament: seats drawn, threads and tables opened, dealing.

        Raises:
            NoTournament: It isn't registering.
        """
        record = await self._room.store.mtt(tournament_id)
        if record.status is not TournamentStatus.REGISTERING or tournament_id in self._running:
            raise NoTournament("That tournament can't start now.", code="tournament.unavailable")
        record = await self._enter_robots(record)
        running = _Running(record)
        self._running[tournament_id] = running
        try:
            running.conductor = await Conductor.start(
                self._room.store,
                tournament_id,
                tables=RoomTables(self._room, running, new_channel),
                now=self._now,
                rng=self._rng_factory(),
            )
        except BaseException:
            del self._running[tournament_id]
            raise
        self._work(running)
        running.conductor.deal_news = self._deal_news
        return running.conductor

    async def _enter_robots(self, record: MttRecord) -> MttRecord:
        """Enter the computer players the tournament asked for, if the server allows them.

        They take freeroll seats at the start (no chips move); a start tried again after
        a failure enters only those still missing.
        """
        wanted = MttSettings.from_json(record.settings_json).bots
        taken = [e.user_id for e in record.entries]
        missing = wanted - (len(taken) - members(taken))
        if missing <= 0 or not await self._room.store.robots_allowed(record.guild_id):
            return record
        robots = robot_entrants(missing, taken)
        return await self._room.store.add_mtt_robots(record.id, robots)

    async def load(self) -> None:
        """After a restart, before the room restores its tables: the running tournaments.

        Their tables then come back conducted (the room asks :meth:`_ears`); call
        :meth:`resume` once the room has restored them.
        """
        for record in await self._room.store.open_mtts():
            if record.status is not TournamentStatus.RUNNING or record.id in self._running:
                continue
            if not self._room.servers.serves(record.guild_id):
                continue
            running = _Running(record)
            try:
                running.conductor = Conductor.restore(
                    self._room.store,
                    record,
                    tables=RoomTables(self._room, running, self._open_thread),
                    now=self._now,
                    rng=self._rng_factory(),
                )
            except ValueError:
                log.exception("Tournament %s can't be restored; left as it is", record.id)
                continue
            running.conductor.deal_news = self._deal_news
            self._running[record.id] = running

    async def _open_thread(self, record: MttRecord, number: int) -> int:
        """A restored tournament's new thread, by the bot's :attr:`new_channel`."""
        if self.new_channel is None:
            raise NoTournament("That tournament can't open tables now.", code="tournament.over")
        return await self.new_channel(record, number)

    def running(self, tournament_id: int) -> Conductor:
        """The conductor of a tournament running here, for a player's or an admin's verb.

        Raises:
            NoTournament: It isn't running here.
        """
        conductor = self.conductor(tournament_id)
        if conductor is None or conductor.over:
            raise NoTournament("That tournament is not running.", code="tournament.not_running")
        return conductor

    async def resume(self) -> None:
        """After the room restored the tables: deal where the floor allows, and go on."""
        for running in list(self._running.values()):
            if running.task is not None or running.conductor is None:
                continue
            try:
                await running.conductor.resume_tables()
            except Exception:  # its tables that are open play on; the next restart mends
                log.exception(
                    "Tournament %s: its tables could not all be mended", running.record.id
                )
            self._work(running)

    def _work(self, running: _Running) -> None:
        """Start the task that hands the tables' reports to the conductor, in order."""

        async def work() -> None:
            """Handle reports until the tournament is over."""
            conductor = running.conductor
            assert conductor is not None  # noqa: S101 - set before the task starts
            while not conductor.over:
                event = await running.queue.get()
                try:
                    await running.handle(event)
                except Exception:
                    log.exception("Tournament %s: a table's report failed", conductor.tournament_id)
                finally:
                    running.queue.task_done()
            self._running.pop(conductor.tournament_id, None)
            if self.ended is not None:
                try:
                    await self.ended(conductor)
                except Exception:
                    log.exception(
                        "Tournament %s: its end could not be shown", conductor.tournament_id
                    )

        running.task = asyncio.create_task(work(), name=f"mtt-{running.record.id}")

    async def idle(self) -> None:
        """Wait until every tournament has handled what its tables reported (for tests)."""
        for running in list(self._running.values()):
            await running.queue.join()

    async def tick(self) -> None:
        """Bank every running clock and deal the tables a break or a pause held."""
        for running in list(self._running.values()):
            if running.conductor is not None and not running.conductor.over:
                await running.conductor.tick()

    async def cancel(self, tournament_id: int) -> dict[int, int]:
        """Cancel a running tournament by the policy; what each player still in got.

        Raises:
            NoTournament: It isn't running here.
        """
        running = self._running.get(tournament_id)
        if running is None or running.conductor is None:
            raise NoTournament("That tournament is not running.", code="tournament.not_running")
        split = await running.conductor.cancel()
        running.queue.put_nowait(_Event(0))  # wakes the task, which sees it over
        return split

    def _deal_news(self, conductor: Conductor, news: str) -> None:
        """Pass a conductor's deal news on to the bot, if it listens."""
        if self.deal_news is not None:
            self.deal_news(conductor, news)

    def _conducting(self, tournament_id: int) -> tuple[_Running, Conductor]:
        """The running tournament and its conductor.

        Raises:
            NoTournament: It isn't running here.
        """
        running = self._running.get(tournament_id)
        if running is None or running.conductor is None:
            raise NoTournament("That tournament is not running.", code="tournament.not_running")
        return running, running.conductor

    async def propose_deal(self, tournament_id: int, player: int) -> DealOffer | None:
        """A player asks the final table for an ICM deal (see :meth:`Conductor.propose_deal`).

        Raises:
            NoTournament: It isn't running here.
            NotAllowed: No deal can be proposed now, or not by them.
        """
        return await self._conducting(tournament_id)[1].propose_deal(player)

    async def answer_deal(
        self, tournament_id: int, player: int, number: int, *, accept: bool
    ) -> DealOffer:
        """A player accepts or declines proposal ``number``; the last yes ends the tournament.

        Raises:
            NoTournament: It isn't running here.
            NotAllowed: That proposal is not open, or not for them.
        """
        running, conductor = self._conducting(tournament_id)
        offer = await conductor.answer_deal(player, number, accept=accept)
        if conductor.over:
            running.queue.put_nowait(_Event(0))  # wakes the task, which sees it over
        return offer

    async def shutdown(self) -> None:
        """Stop handling reports (the room stops the tables; the store has every boundary)."""
        for running in list(self._running.values()):
            if running.task is not None:
                running.task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await running.task
        self._running.clear()
