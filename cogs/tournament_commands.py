"""The ``/poker tournament`` group and ``/poker season``: parse, one store call, respond."""

from __future__ import annotations

import logging
import math
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import NotAllowed, UserFacingError
from cardroom.models import TournamentStatus
from cardroom.tournament.payouts import PayoutScheme, payouts, places_paid
from cardroom.tournament.records import MttRecord
from cardroom.tournament.seasons import SeasonLength, season_period
from cardroom.tournament.structure import Preset
from cogs.admin import is_admin
from cogs.deferral import respond
from cogs.i18n import format_message, speaking
from cogs.messages import text

if TYPE_CHECKING:
    from bot import HoldemBot

from cogs.tournament_lobby import (
    NO_PINGS,
    MttSettings,
    day_stamp,
    enter_late,
    host_only,
    lobby_message,
    lobby_of,
    minutes_text,
    open_here,
)
from cogs.tournament_tables import buy_chips, running_lines, start_tournament

__all__ = ["TournamentGroup", "season"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction["HoldemBot"]


class TournamentGroup(app_commands.Group):
    """The ``/poker tournament`` commands."""

    def __init__(self, bot: HoldemBot) -> None:
        """Serve the bot's store and desk."""
        super().__init__(
            name="tournament", description=text("cmd.poker.tournament"), guild_only=True
        )
        self.bot = bot

    async def refresh(self, tour: MttRecord) -> None:
        """Redraw the lobby message (a tournament's end, from outside a command)."""
        await self._refresh(tour)

    async def _refresh(self, tour: MttRecord) -> None:
        """Redraw the lobby message after a command changed the tournament."""
        if tour.message_id is None:
            return
        content, view = await lobby_message(self.bot, tour)
        message = self.bot.get_partial_messageable(tour.channel_id).get_partial_message(
            tour.message_id
        )
        try:
            await message.edit(content=content, view=view, allowed_mentions=NO_PINGS)
        except discord.HTTPException as error:  # deleted by someone: the store still counts
            log.warning("Could not redraw the lobby of tournament %s: %s", tour.id, error)

    async def after_cancel(self, guild: discord.Guild, tour: MttRecord) -> None:
        """Redraw the cancelled lobby and cancel its Scheduled Event, if it has one."""
        await self._refresh(tour)
        if tour.event_id is None:
            return
        try:
            event = await guild.fetch_scheduled_event(tour.event_id)
            if event.status is discord.EventStatus.scheduled:
                await event.cancel()
            elif event.status is discord.EventStatus.active:
                await event.end()  # a started event can only end
        except discord.HTTPException as error:
            log.warning("Could not cancel the event of tournament %s: %s", tour.id, error)

    @app_commands.command(name="create", description=text("cmd.poker.tournament.create"))
    @app_commands.describe(
        name=text("opt.mtt.name"),
        start_in=text("opt.mtt.start_in"),
        entry=text("opt.mtt.entry"),
        chips=text("opt.mtt.chips"),
        table_size=text("opt.mtt.table_size"),
        levels=text("opt.mtt.levels"),
        level_minutes=text("opt.mtt.level_minutes"),
        late_levels=text("opt.mtt.late_levels"),
        payouts=text("opt.mtt.payouts"),
        rebuys=text("opt.mtt.rebuys"),
        addon=text("opt.mtt.addon"),
        min_players=text("opt.mtt.min_players"),
        repeat=text("opt.mtt.repeat"),
        bots=text("opt.mtt.bots"),
    )
    @app_commands.choices(
        payouts=[
            app_commands.Choice(name=text(f"choice.{word}"), value=scheme.value)
            for word, scheme in (
                ("top-ten-percent", PayoutScheme.TOP10),
                ("top-fifteen-percent", PayoutScheme.TOP15),
                ("top-twenty-percent", PayoutScheme.TOP20),
                ("winner-takes-all", PayoutScheme.WINNER),
            )
        ]
    )
    async def create(
        self,
        interaction: Interaction,
        name: app_commands.Range[str, 1, 100],
        start_in: app_commands.Range[int, 0, 10080] = 0,
        entry: app_commands.Range[int, 0, MAX_CHIPS] = 100,
        chips: app_commands.Range[int, 100, 10_000_000] = 1500,
        table_size: app_commands.Range[int, 2, 10] = 9,
        levels: Literal["turbo", "regular", "deep"] = "regular",
        level_minutes: app_commands.Range[float, 0.5, 60.0] = 10.0,
        late_levels: app_commands.Range[int, 0, 30] = 0,
        payouts: str = PayoutScheme.TOP10.value,
        rebuys: bool = False,
        addon: bool = False,
        min_players: app_commands.Range[int, 2, 1000] = 2,
        repeat: Literal["daily", "weekly"] | None = None,
        bots: app_commands.Range[int, 0, 50] = 0,
    ) -> None:
        """Open a tournament in this channel and post its lobby (Manage Server)."""
        guild_id, channel_id = lobby_of(interaction)
        if not is_admin(interaction):
            raise NotAllowed.coded("error.no_permission")
        if isinstance(interaction.channel, discord.Thread):
            raise UserFacingError.coded("tournament.lobby_thread")
        if repeat is not None and not start_in:
            raise UserFacingError.coded("tournament.repeat_start")
        if bots and not await self.bot.store.robots_allowed(guild_id):
            raise NotAllowed.coded("tournament.bots_off")
        try:
            settings = MttSettings(
                chips=chips,
                table_size=table_size,
                levels=Preset(levels),
                level_minutes=level_minutes,
                late_levels=late_levels,
                payouts=PayoutScheme(payouts),
                rebuys=rebuys,
                addon=addon,
                min_players=min_players,
                repeat=repeat or "",
                bots=bots,
            )
        except ValueError:
            raise UserFacingError.coded("error.bad_option", value=f"{levels}/{payouts}") from None
        starts_at = None
        if start_in:
            starts_at = (discord.utils.utcnow() + timedelta(minutes=start_in)).replace(
                microsecond=0
            )
        tour = await self.bot.store.create_mtt(
            guild_id,
            channel_id,
            interaction.user.id,
            name=name,
            entry=entry,
            settings_json=settings.to_json(),
            starts_at=starts_at,
        )
        try:
            await self.post_lobby(tour)
        except discord.HTTPException:  # no lobby, no tournament: free the channel again
            await self.bot.store.stop_mtt_series(tour.id)
            await self.bot.store.cancel_mtt(tour.id)
            raise
        lines = [format_message("mtt.created", {"name": tour.name})]
        if starts_at is not None and interaction.guild is not None:
            lines.append(await self.schedule(interaction.guild, tour, settings, starts_at))
        await respond(interaction, "\n".join(lines), ephemeral=True)

    async def post_lobby(self, tour: MttRecord) -> None:
        """Post a new tournament's lobby message in its channel and remember it.

        Raises:
            discord.HTTPException: It could not be posted.
        """
        content, view = await lobby_message(self.bot, tour)
        channel = self.bot.get_partial_messageable(tour.channel_id, guild_id=tour.guild_id)
        lobby = await channel.send(content, view=view, allowed_mentions=NO_PINGS)
        await self.bot.store.set_mtt_message(tour.id, lobby.id)

    async def schedule(
        self, guild: discord.Guild, tour: MttRecord, settings: MttSettings, starts_at: datetime
    ) -> str:
        """Create the tournament's Scheduled Event; the line that tells the host how it went."""
        players = max(settings.min_players, settings.table_size)
        ends_at = starts_at + timedelta(minutes=math.ceil(settings.expected_minutes(players)))
        channel = guild.get_channel(tour.channel_id)
        location = f"#{channel.name}" if channel is not None else f"<#{tour.channel_id}>"
        with speaking(await self.bot.desk.server_language(guild.id)):
            description = format_message("mtt.event.description", {"entry": tour.entry})
        try:
            event = await guild.create_scheduled_event(
                name=tour.name,
                start_time=starts_at,
                end_time=ends_at,
                entity_type=discord.EntityType.external,
                privacy_level=discord.PrivacyLevel.guild_only,
                location=location,
                description=description,
            )
        except discord.HTTPException as error:
            log.warning("No Scheduled Event for tournament %s: %s", tour.id, error)
            return text("mtt.no_event")
        await self.bot.store.set_mtt_event(tour.id, event.id)
        return text("mtt.event_created")

    @app_commands.command(name="register", description=text("cmd.poker.tournament.register"))
    async def register(self, interaction: Interaction) -> None:
        """Register for this channel's tournament: the entry goes into the prize pool."""
        tour = await open_here(self.bot, interaction)
        if tour.status is TournamentStatus.RUNNING:  # late registration, if still open
            tour, line = await enter_late(self.bot, tour, interaction.user.id)
        else:
            tour = await self.bot.store.register_mtt(tour.id, interaction.user.id)
            line = format_message("mtt.registered", {"name": tour.name, "entry": tour.entry})
        await self._refresh(tour)
        await respond(interaction, line, ephemeral=True)

    @app_commands.command(name="unregister", description=text("cmd.poker.tournament.unregister"))
    async def unregister(self, interaction: Interaction) -> None:
        """Withdraw before the start; what you paid comes back."""
        tour = await open_here(self.bot, interaction)
        entry = tour.entry_of(interaction.user.id)
        tour = await self.bot.store.unregister_mtt(tour.id, interaction.user.id)
        await self._refresh(tour)
        paid = entry.paid if entry is not None else 0
        line = format_message("mtt.unregistered", {"name": tour.name, "entry": paid})
        await respond(interaction, line, ephemeral=True)

    @app_commands.command(name="rebuy", description=text("cmd.poker.tournament.rebuy"))
    async def rebuy(self, interaction: Interaction) -> None:
        """Rebuy while registration is open, at or below the starting stack (or out of chips)."""
        tour = await open_here(self.bot, interaction)
        line = await buy_chips(self.bot, tour, interaction.user.id, addon=False)
        await self._refresh(await self.bot.store.mtt(tour.id))
        await respond(interaction, line, ephemeral=True)

    @app_commands.command(name="addon", description=text("cmd.poker.tournament.addon"))
    async def addon(self, interaction: Interaction) -> None:
        """Take the add-on, once, at the break that closes registration."""
        tour = await open_here(self.bot, interaction)
        line = await buy_chips(self.bot, tour, interaction.user.id, addon=True)
        await self._refresh(await self.bot.store.mtt(tour.id))
        await respond(interaction, line, ephemeral=True)

    @app_commands.command(name="pause", description=text("cmd.poker.tournament.pause"))
    async def pause(self, interaction: Interaction) -> None:
        """Stop the tournament's clock (host or admin): hands finish, none is dealt."""
        await self._clock(interaction, pause=True)

    @app_commands.command(name="resume", description=text("cmd.poker.tournament.resume"))
    async def resume(self, interaction: Interaction) -> None:
        """Start the tournament's clock again after a pause (host or admin)."""
        await self._clock(interaction, pause=False)

    async def _clock(self, interaction: Interaction, *, pause: bool) -> None:
        """Pause or resume the running tournament's clock, say so, redraw the lobby."""
        tour = await open_here(self.bot, interaction)
        host_only(interaction, tour)
        conductor = self.bot.tournaments.running(tour.id)
        await (conductor.pause() if pause else conductor.resume())
        await self._refresh(tour)
        with speaking(await self.bot.desk.server_language(tour.guild_id)):
            key = "mtt.paused" if pause else "mtt.resumed"
            line = format_message(key, {"name": tour.name})
        await respond(interaction, line)

    @app_commands.command(name="status", description=text("cmd.poker.tournament.status"))
    async def status(self, interaction: Interaction) -> None:
        """Where the tournament stands: players, pool, start, and the prizes as they stand."""
        tour = await open_here(self.bot, interaction)
        conductor = self.bot.tournaments.conductor(tour.id)
        if conductor is not None:
            lines = running_lines(conductor, interaction.user.id)
            await respond(interaction, "\n".join(lines), ephemeral=True)
            return
        settings = MttSettings.from_json(tour.settings_json)
        count = len(tour.entries)
        prizes = payouts(settings.payouts, entrants=count, pool=tour.pool)
        lines = [
            format_message("mtt.lobby.title", {"name": tour.name}),
            format_message("mtt.status.players", {"count": count, "min": settings.min_players}),
            format_message("mtt.lobby.pool", {"pool": tour.pool}),
            format_message(
                "mtt.status.places",
                {
                    "places": places_paid(settings.payouts, count),
                    "prizes": " / ".join(format_message("mtt.chips", {"n": p}) for p in prizes)
                    or "-",
                },
            ),
        ]
        level = settings.structure().level(1)
        lines.append(
            format_message(
                "mtt.status.first_level",
                {
                    "small": level.small_blind,
                    "big": level.big_blind,
                    "minutes": minutes_text(settings.level_minutes),
                },
            )
        )
        mine = tour.entry_of(interaction.user.id)
        lines.append(text("mtt.status.you_in" if mine is not None else "mtt.status.you_out"))
        await respond(interaction, "\n".join(lines), ephemeral=True)

    @app_commands.command(name="start", description=text("cmd.poker.tournament.start"))
    async def start(self, interaction: Interaction) -> None:
        """Start now (host or admin): refused with too few players, and until tables run."""
        tour = await open_here(self.bot, interaction)
        host_only(interaction, tour)
        settings = MttSettings.from_json(tour.settings_json)
        if tour.status is TournamentStatus.REGISTERING and len(tour.entries) < settings.min_players:
            raise NotAllowed(
                f"{len(tour.entries)} registered; at least {settings.min_players} are needed.",
                code="tournament.too_few",
                n=len(tour.entries),
                m=settings.min_players,
            )
        if interaction.guild is None:
            raise NotAllowed("Start a tournament in its server.", code="tournament.host_only")
        await interaction.response.defer()  # opening the threads takes a moment
        conductor = await start_tournament(self.bot, interaction.guild, tour)
        await self._refresh(await self.bot.store.mtt(tour.id))
        with speaking(await self.bot.desk.server_language(tour.guild_id)):
            line = format_message(
                "mtt.started", {"name": tour.name, "tables": len(conductor.channels)}
            )
        await respond(interaction, line)

    @app_commands.command(name="deal", description=text("cmd.poker.tournament.deal"))
    async def deal(self, interaction: Interaction) -> None:
        """Propose an ICM deal at the final table (a player still in); posted in its thread."""
        tour = await open_here(self.bot, interaction)
        offer = await self.bot.tournaments.propose_deal(tour.id, interaction.user.id)
        key = "mtt.deal.proposed" if offer is not None else "mtt.deal.after_hand"
        await respond(interaction, text(key), ephemeral=True)

    @app_commands.command(name="cancel", description=text("cmd.poker.tournament.cancel"))
    async def cancel(self, interaction: Interaction) -> None:
        """Cancel (host or admin): refunds or the policy's split, the event, and its series."""
        tour = await open_here(self.bot, interaction)
        host_only(interaction, tour)
        series = bool(MttSettings.from_json(tour.settings_json).repeat)
        if series:  # a host's cancel ends the series too (a short field's does not)
            tour = await self.bot.store.stop_mtt_series(tour.id)
        running = self.bot.tournaments.conductor(tour.id) is not None
        if running:  # the pool is shared by the policy among the players still in
            await self.bot.tournaments.cancel(tour.id)
            tour = await self.bot.store.mtt(tour.id)
        else:
            tour = await self.bot.store.cancel_mtt(tour.id)
        if interaction.guild is not None:
            await self.after_cancel(interaction.guild, tour)
        with speaking(await self.bot.desk.server_language(tour.guild_id)):
            key = "mtt.cancelled_running" if running else "mtt.cancelled"
            line = format_message(key, {"name": tour.name})
            if series:
                line = "\n".join([line, text("mtt.series_stopped")])
        await respond(interaction, line)


@app_commands.command(name="season", description=text("cmd.poker.season"))
@app_commands.describe(length=text("opt.season.length"), channel=text("opt.season.channel"))
@app_commands.guild_only()
async def season(
    interaction: Interaction,
    length: Literal["monthly", "quarterly", "yearly"],
    channel: discord.TextChannel | None = None,
) -> None:
    """Set this server's tournament seasons and where their final standings go (admin)."""
    bot = interaction.client
    guild_id, channel_id = lobby_of(interaction)
    if not is_admin(interaction):
        raise NotAllowed.coded("error.no_permission")
    chosen = SeasonLength(length)
    start, end = season_period(chosen, discord.utils.utcnow().date())
    target = channel.id if channel is not None else channel_id
    await bot.store.set_season(guild_id, chosen, target, current=start)
    line = format_message(
        "mtt.season.set",
        {
            "length": text(f"mtt.season.{chosen.value}"),
            "start": day_stamp(start),
            "end": day_stamp(end - timedelta(days=1)),
            "channel": f"<#{target}>",
        },
    )
    await respond(interaction, line, ephemeral=True)
