"""/poker tournament: the lobby of a multi-table tournament, before its tables run.

The ``tournament`` group hangs under ``/poker`` (attached when this cog loads, with the
public ``Group.add_command``): ``create`` (Manage Server) opens a tournament in the
channel, posts its lobby message with Register and Unregister buttons and, when it starts
later, creates the Discord Scheduled Event; ``register`` and ``unregister`` do what the
buttons do; ``status`` tells a member where it stands; ``cancel`` refunds every entry
before the start and cancels the event; ``start`` checks the field. Running the tables is
the tournament conductor's (docs/DESIGN.md, "Tournaments"), which is not built yet:
``start`` says so, and registration stays open.

Each callback is parse -> one store call (one transaction with its ledger rows) -> render
-> respond; refusals (:class:`~cardroom.errors.UserFacingError`) are answered by the tree
(commands) or :func:`cogs.buttons.guarded` (buttons). The lobby message speaks the
server's language; what only the member sees speaks theirs.

The lobby itself is in :mod:`cogs.tournament_lobby` and the commands in
:mod:`cogs.tournament_commands`, the final table's deal in :mod:`cogs.tournament_deal`;
this module is the extension: the cog that attaches them, and its watcher of scheduled
starts, series (``repeat``: the next tournament, once) and seasons.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cardroom.conductor import Conductor
from cardroom.errors import NoTournament
from cardroom.models import TournamentStatus
from cardroom.tournament.records import MttRecord
from cardroom.tournament.seasons import season_period
from cogs.i18n import format_message, speaking
from cogs.odds import mention

if TYPE_CHECKING:
    from bot import HoldemBot

from cogs.tournament_commands import TournamentGroup, season
from cogs.tournament_deal import DealButton, DealDesk
from cogs.tournament_lobby import (
    NO_PINGS,
    LobbyButton,
    MttSettings,
    day_stamp,
    points_text,
)
from cogs.tournament_tables import (
    SeasonPageButton,
    open_table_thread,
    start_tournament,
    tournament_over,
)

__all__ = ["WATCH_SECONDS", "TournamentCog", "setup", "short_at_start"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction["HoldemBot"]


def short_at_start(tour: MttRecord, now: datetime) -> bool:
    """Whether a scheduled tournament reached its start with too few players (it is cancelled).

    >>> from datetime import UTC
    >>> from cardroom.tournament.records import MttEntry
    >>> start = datetime(2026, 12, 4, 20, tzinfo=UTC)
    >>> tour = MttRecord(1, 1, 1, None, 1, "F", 0, 0, TournamentStatus.REGISTERING,
    ...                  '{"min_players": 3}', None, start, None, None, 0, False, None, start, ())
    >>> short_at_start(tour, start - timedelta(seconds=1)), short_at_start(tour, start)
    (False, True)
    """
    if tour.status is not TournamentStatus.REGISTERING or tour.starts_at is None:
        return False
    settings = MttSettings.from_json(tour.settings_json)
    return now >= tour.starts_at and len(tour.entries) < settings.min_players


def due_to_start(tour: MttRecord, now: datetime) -> bool:
    """Whether a scheduled tournament reached its start time while registering.

    >>> from datetime import UTC
    >>> start = datetime(2026, 12, 4, 20, tzinfo=UTC)
    >>> tour = MttRecord(1, 1, 1, None, 1, "F", 0, 0, TournamentStatus.REGISTERING,
    ...                  "{}", None, start, None, None, 0, False, None, start, ())
    >>> due_to_start(tour, start - timedelta(seconds=1)), due_to_start(tour, start)
    (False, True)
    """
    if tour.status is not TournamentStatus.REGISTERING or tour.starts_at is None:
        return False
    return now >= tour.starts_at


WATCH_SECONDS = 15.0
"""How often the bot looks for scheduled starts that came."""

REPEAT_DAYS = 8
"""How long after its end a tournament of a series still gets its next one opened."""


class TournamentCog(commands.Cog):
    """Puts ``/poker tournament`` under ``/poker``; the lobby's buttons; scheduled starts.

    A scheduled start with too few players cancels the tournament and refunds every entry.
    """

    def __init__(self, bot: HoldemBot) -> None:
        """Build the group for ``bot``."""
        self.bot = bot
        self.group = TournamentGroup(bot)
        self.deals = DealDesk(bot)
        self._watcher: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        """Every :data:`WATCH_SECONDS`, cancel the scheduled tournaments that started short."""
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.bot.tournaments.tick()  # breaks and pauses end; clocks banked
                await self.refresh_running()
                await self.check_starts()
                await self.check_repeats()
                await self.check_seasons()
            except Exception:  # the next look tries again
                log.exception("Could not check the tournaments' starts and seasons")
            await asyncio.sleep(WATCH_SECONDS)

    async def check_seasons(self) -> None:
        """Post the final standings of each season that ended, once, where the admin chose."""
        today = discord.utils.utcnow().date()
        for settings in await self.bot.store.all_season_settings():
            posted = settings.posted_season
            if settings.channel_id is None or posted is None:
                continue
            if self.bot.get_guild(settings.guild_id) is None:
                continue  # another process's server
            current = season_period(settings.length, today)[0]
            if current <= posted:
                continue
            ended = season_period(settings.length, current - timedelta(days=1))[0]
            if not await self.bot.store.mark_season_posted(settings.guild_id, posted, current):
                continue  # another process (or an earlier look) posted it
            standings = await self.bot.store.season_standings(settings.guild_id, ended)
            if not standings:
                continue
            with speaking(await self.bot.desk.server_language(settings.guild_id)):
                lines = [
                    format_message(
                        "mtt.season.final",
                        {"start": day_stamp(ended), "end": day_stamp(current - timedelta(days=1))},
                    ),
                    *(
                        format_message(
                            "mtt.season.line",
                            {
                                "rank": line.rank,
                                "player": mention(line.user_id),
                                "points": points_text(line.points),
                            },
                        )
                        for line in standings
                    ),
                ]
            channel = self.bot.get_partial_messageable(
                settings.channel_id, guild_id=settings.guild_id
            )
            try:
                await channel.send("\n".join(lines), allowed_mentions=NO_PINGS)
            except discord.HTTPException as error:
                log.warning("Could not post the season's standings: %s", error)

    async def check_starts(self) -> None:
        """Cancel and refund each tournament of this process's servers that started short."""
        now = discord.utils.utcnow()
        for tour in await self.bot.store.open_mtts():
            guild = self.bot.get_guild(tour.guild_id)
            if guild is None:
                continue  # another process's server
            if due_to_start(tour, now) and not short_at_start(tour, now):
                await self._start_on_time(guild, tour)
                continue
            if not short_at_start(tour, now):
                continue  # not due
            try:
                cancelled = await self.bot.store.cancel_mtt(tour.id)
            except NoTournament:
                continue  # someone cancelled or it moved on meanwhile
            await self.group.after_cancel(guild, cancelled)
            settings = MttSettings.from_json(tour.settings_json)
            with speaking(await self.bot.desk.server_language(tour.guild_id)):
                line = format_message(
                    "mtt.cancelled_short", {"name": tour.name, "min": settings.min_players}
                )
            channel = self.bot.get_partial_messageable(tour.channel_id, guild_id=tour.guild_id)
            try:
                await channel.send(line)
            except discord.HTTPException as error:
                log.warning("Could not announce the cancel of tournament %s: %s", tour.id, error)

    async def check_repeats(self) -> None:
        """Open the next tournament of each series whose last one ended (once, idempotent).

        A series goes on after its tournament ends, or is cancelled for too few players at
        its start; a host's cancel stops it. Tournaments that ended more than
        :data:`REPEAT_DAYS` ago are not looked at (a bot down that long ends its series).
        The next start is a day or a week after the previous one, skipping starts passed.
        """
        now = discord.utils.utcnow()
        since = now - timedelta(days=REPEAT_DAYS)
        for previous in await self.bot.store.repeats_due(since):
            guild = self.bot.get_guild(previous.guild_id)
            if guild is None or previous.starts_at is None:
                continue  # another process's server
            settings = MttSettings.from_json(previous.settings_json)
            starts_at = settings.next_start(previous.starts_at, now)
            following = replace(settings, follows=previous.id)
            tour = await self.bot.store.create_next_mtt(
                previous.id, settings_json=following.to_json(), starts_at=starts_at
            )
            if tour is None:
                continue  # opened already, or the lobby is busy for now
            try:
                await self.group.post_lobby(tour)
            except discord.HTTPException as error:
                log.warning("Could not post the lobby of tournament %s: %s", tour.id, error)
            await self.group.schedule(guild, tour, following, starts_at)

    async def refresh_running(self) -> None:
        """Keep each running tournament's lobby current (level, players left, leaders)."""
        for tour in await self.bot.store.open_mtts():
            if self.bot.tournaments.conductor(tour.id) is not None:
                await self.group.refresh(tour)

    async def _start_on_time(self, guild: discord.Guild, tour: MttRecord) -> None:
        """Start a scheduled tournament whose time came with enough players, and say so."""
        try:
            conductor = await start_tournament(self.bot, guild, tour)
        except (NoTournament, discord.HTTPException) as error:
            log.warning("Could not start tournament %s on time: %s", tour.id, error)
            return
        await self.group.refresh(await self.bot.store.mtt(tour.id))
        with speaking(await self.bot.desk.server_language(tour.guild_id)):
            line = format_message(
                "mtt.started", {"name": tour.name, "tables": len(conductor.channels)}
            )
        channel = self.bot.get_partial_messageable(tour.channel_id, guild_id=tour.guild_id)
        try:
            await channel.send(line)
        except discord.HTTPException as error:
            log.warning("Could not announce the start of tournament %s: %s", tour.id, error)

    async def cog_load(self) -> None:
        """Attach the group to ``/poker`` (the poker cog loads first) and the buttons."""
        poker = self.bot.tree.get_command("poker")
        if not isinstance(poker, app_commands.Group):
            raise RuntimeError("load cogs.poker before cogs.tournaments")
        poker.add_command(self.group)
        poker.add_command(season)
        self.bot.add_dynamic_items(LobbyButton, DealButton, SeasonPageButton)
        self.bot.tournaments.ended = self._over
        self.bot.tournaments.deal_news = self.deals.told
        self.bot.tournaments.new_channel = self._new_thread
        self._watcher = asyncio.create_task(self._watch(), name="holdem-mtt-starts")

    async def _new_thread(self, record: MttRecord, number: int) -> int:
        """A running tournament's new table thread (a late entrant's table, a mended one)."""
        return await open_table_thread(self.bot, record, number)

    async def _over(self, conductor: Conductor) -> None:
        """A tournament ended here: its results, its event, its lobby."""
        await tournament_over(self.bot, conductor)
        await self.group.refresh(await self.bot.store.mtt(conductor.tournament_id))

    async def cog_unload(self) -> None:
        """Take the group and the buttons away again."""
        poker = self.bot.tree.get_command("poker")
        if isinstance(poker, app_commands.Group):
            poker.remove_command(self.group.name)
            poker.remove_command(season.name)
        self.bot.remove_dynamic_items(LobbyButton, DealButton, SeasonPageButton)
        self.bot.tournaments.deal_news = None
        if self._watcher is not None:
            self._watcher.cancel()


async def setup(bot: HoldemBot) -> None:
    """Add the tournament lobby."""
    await bot.add_cog(TournamentCog(bot))
