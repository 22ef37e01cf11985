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
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
from dataclasses import asdict, dataclass
from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal, Self, cast

import discord
from babel.numbers import format_decimal
from discord import app_commands
from discord.ext import commands

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import NotAllowed, NoTournament, UserFacingError
from cardroom.models import TournamentStatus
from cardroom.tournament.payouts import PayoutScheme, payouts, places_paid
from cardroom.tournament.records import MttRecord
from cardroom.tournament.seasons import SeasonLength, season_period
from cardroom.tournament.structure import Preset, Structure
from cogs.admin import is_admin
from cogs.buttons import guarded
from cogs.deferral import respond
from cogs.i18n import DEFAULT_LOCALE, PSEUDO_LOCALE, current, format_message, speaking
from cogs.messages import text
from cogs.odds import mention

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = [
    "LobbyButton",
    "MttSettings",
    "TournamentCog",
    "lobby_text",
    "points_text",
    "season",
    "setup",
]

log = logging.getLogger(__name__)

Interaction = discord.Interaction["HoldemBot"]

_LOBBY_TEMPLATE = r"holdem:v1:mtt:(?P<action>reg|unreg):(?P<tour>[0-9]{1,20})"
_NO_PINGS = discord.AllowedMentions.none()
_MAX_NAMES = 60
"""Registered players named in the lobby message; past that, only counted."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MttSettings:
    """The options a tournament was created with (kept as its settings JSON)."""

    chips: int = 1500
    table_size: int = 9
    levels: Preset = Preset.REGULAR
    level_minutes: float = 10.0
    late_levels: int = 0
    payouts: PayoutScheme = PayoutScheme.TOP10
    rebuys: bool = False
    addon: bool = False
    min_players: int = 2

    def to_json(self) -> str:
        """The settings as JSON text.

        >>> MttSettings(levels=Preset.TURBO).to_json()[:40]
        '{"chips": 1500, "table_size": 9, "levels'
        """
        data = asdict(self)
        data["levels"] = self.levels.value
        data["payouts"] = self.payouts.value
        return json.dumps(data)

    @classmethod
    def from_json(cls, raw: str) -> MttSettings:
        """The settings back from :meth:`to_json` (missing keys take their defaults).

        >>> settings = MttSettings(levels=Preset.DEEP, level_minutes=0.5, rebuys=True)
        >>> MttSettings.from_json(settings.to_json()) == settings, MttSettings.from_json("")
        (True, MttSettings(chips=1500, table_size=9, levels=<Preset.REGULAR: 'regular'>, \
level_minutes=10.0, late_levels=0, payouts=<PayoutScheme.TOP10: 'top10'>, rebuys=False, \
addon=False, min_players=2))
        """
        data: dict[str, Any] = json.loads(raw or "{}")
        default = cls()
        return cls(
            chips=int(data.get("chips", default.chips)),
            table_size=int(data.get("table_size", default.table_size)),
            levels=Preset(data.get("levels", default.levels.value)),
            level_minutes=float(data.get("level_minutes", default.level_minutes)),
            late_levels=int(data.get("late_levels", default.late_levels)),
            payouts=PayoutScheme(data.get("payouts", default.payouts.value)),
            rebuys=bool(data.get("rebuys", default.rebuys)),
            addon=bool(data.get("addon", default.addon)),
            min_players=int(data.get("min_players", default.min_players)),
        )

    def structure(self) -> Structure:
        """The blind structure these settings make."""
        return Structure.preset(self.levels, chips=self.chips, level_minutes=self.level_minutes)

    def expected_minutes(self, players: int) -> float:
        """How long a field of ``players`` is expected to play (the event's length)."""
        return self.structure().expected_minutes(players=players, chips=self.chips)


_CHOICE_KEYS = {
    Preset.TURBO: "mtt.levels.turbo",
    Preset.REGULAR: "mtt.levels.regular",
    Preset.DEEP: "mtt.levels.deep",
    PayoutScheme.TOP10: "mtt.payouts.top_ten",
    PayoutScheme.TOP15: "mtt.payouts.top_fifteen",
    PayoutScheme.TOP20: "mtt.payouts.top_twenty",
    PayoutScheme.WINNER: "mtt.payouts.winner",
}
"""The catalogue message naming each choice in the lobby (message ids have no digits)."""


def _choice(value: Preset | PayoutScheme) -> str:
    """A structure's or payout scheme's name in the language of the moment."""
    return text(_CHOICE_KEYS[value])


def _minutes(value: float) -> str:
    """Minutes without a needless ``.0``: 10, 0.5, 7.5."""
    return str(int(value)) if value == int(value) else f"{value:g}"


def _stamp(moment: datetime, style: str) -> str:
    """A Discord timestamp, which every client shows in its own time zone and language."""
    return discord.utils.format_dt(moment, style)  # type: ignore[arg-type]


def lobby_text(tour: MttRecord, settings: MttSettings) -> str:
    """The lobby message, in the language of the moment (the server's)."""
    lines = [
        format_message("mtt.lobby.title", {"name": tour.name}),
        format_message(
            "mtt.lobby.terms",
            {
                "entry": tour.entry,
                "chips": settings.chips,
                "seats": settings.table_size,
                "levels": _choice(settings.levels),
                "minutes": _minutes(settings.level_minutes),
            },
        ),
        format_message(
            "mtt.lobby.payouts",
            {"payouts": _choice(settings.payouts), "min": settings.min_players},
        ),
    ]
    if settings.late_levels:
        lines.append(format_message("mtt.lobby.late", {"level": settings.late_levels}))
    if settings.rebuys:
        lines.append(text("mtt.lobby.rebuys"))
    if settings.addon:
        lines.append(text("mtt.lobby.addon"))
    if tour.status is TournamentStatus.CANCELLED:
        lines.append(text("mtt.lobby.cancelled"))
        return "\n".join(lines)
    if tour.starts_at is not None:
        lines.append(
            format_message(
                "mtt.lobby.starts",
                {"when": _stamp(tour.starts_at, "F"), "relative": _stamp(tour.starts_at, "R")},
            )
        )
    else:
        lines.append(text("mtt.lobby.starts_on_command"))
    if tour.entries:
        names = " ".join(mention(e.user_id) for e in tour.entries[:_MAX_NAMES])
        if len(tour.entries) > _MAX_NAMES:
            names += " …"
        lines.append(
            format_message("mtt.lobby.players", {"count": len(tour.entries), "names": names})
        )
    else:
        lines.append(text("mtt.lobby.nobody"))
    lines.append(format_message("mtt.lobby.pool", {"pool": tour.pool}))
    return "\n".join(lines)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_LOBBY_TEMPLATE
):
    """Register or Unregister on a lobby message (works after a restart)."""

    def __init__(self, action: str, tournament_id: int, *, label: str = "") -> None:
        """The button of ``action`` (``reg`` or ``unreg``) for one tournament."""
        style = discord.ButtonStyle.success if action == "reg" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label or action,
                style=style,
                custom_id=f"holdem:v1:mtt:{action}:{tournament_id}",
            )
        )
        self.action = action
        self.tournament_id = tournament_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id."""
        return cls(match["action"], int(match["tour"]))

    async def callback(self, interaction: discord.Interaction[discord.Client]) -> None:
        """Register or unregister the clicker, then redraw the lobby."""
        bot = cast("HoldemBot", interaction.client)

        async def work() -> None:
            store = bot.store
            user_id = interaction.user.id
            if self.action == "reg":
                tour = await store.register_mtt(self.tournament_id, user_id)
                line = format_message("mtt.registered", {"name": tour.name, "entry": tour.entry})
            else:
                before = await store.mtt(self.tournament_id)
                entry = before.entry_of(user_id)
                tour = await store.unregister_mtt(self.tournament_id, user_id)
                paid = entry.paid if entry is not None else 0
                line = format_message("mtt.unregistered", {"name": tour.name, "entry": paid})
            content, view = await _lobby(bot, tour)
            await interaction.response.edit_message(
                content=content, view=view, allowed_mentions=_NO_PINGS
            )
            await interaction.followup.send(line, ephemeral=True)

        await guarded(interaction, work)


async def _lobby(bot: HoldemBot, tour: MttRecord) -> tuple[str, discord.ui.View]:
    """The lobby message's text and buttons, in the server's language."""
    settings = MttSettings.from_json(tour.settings_json)
    view = discord.ui.View(timeout=None)
    with speaking(await bot.desk.server_language(tour.guild_id)):
        content = lobby_text(tour, settings)
        if tour.status is TournamentStatus.REGISTERING:
            view.add_item(LobbyButton("reg", tour.id, label=text("mtt.button.register")))
            view.add_item(LobbyButton("unreg", tour.id, label=text("mtt.button.unregister")))
    return content, view


def _lobby_of(interaction: Interaction) -> tuple[int, int]:
    """The guild and the lobby channel: a table thread's commands act on its lobby's."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise UserFacingError.coded("error.guild_only")
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        return interaction.guild_id, channel.parent_id
    return interaction.guild_id, interaction.channel_id


async def _open_here(bot: HoldemBot, interaction: Interaction) -> MttRecord:
    """The open tournament of this channel (or of the lobby of this thread)."""
    guild_id, channel_id = _lobby_of(interaction)
    tour = await bot.store.mtt_in_channel(guild_id, channel_id)
    if tour is None:
        raise NoTournament(
            "There is no open tournament in this channel.", code="tournament.none_here"
        )
    return tour


def _host_only(interaction: Interaction, tour: MttRecord) -> None:
    """Refuse anyone but the tournament's creator or an admin."""
    if interaction.user.id != tour.creator_id and not is_admin(interaction):
        raise NotAllowed(
            "Only the tournament's host or an admin can do that.", code="tournament.host_only"
        )


class TournamentGroup(app_commands.Group):
    """The ``/poker tournament`` commands."""

    def __init__(self, bot: HoldemBot) -> None:
        """Serve the bot's store and desk."""
        super().__init__(
            name="tournament", description=text("cmd.poker.tournament"), guild_only=True
        )
        self.bot = bot

    async def _refresh(self, tour: MttRecord) -> None:
        """Redraw the lobby message after a command changed the tournament."""
        if tour.message_id is None:
            return
        content, view = await _lobby(self.bot, tour)
        message = self.bot.get_partial_messageable(tour.channel_id).get_partial_message(
            tour.message_id
        )
        try:
            await message.edit(content=content, view=view, allowed_mentions=_NO_PINGS)
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
    ) -> None:
        """Open a tournament in this channel and post its lobby (Manage Server)."""
        guild_id, channel_id = _lobby_of(interaction)
        if not is_admin(interaction):
            raise NotAllowed.coded("error.no_permission")
        if isinstance(interaction.channel, discord.Thread):
            raise UserFacingError.coded("tournament.lobby_thread")
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
        content, view = await _lobby(self.bot, tour)
        channel = self.bot.get_partial_messageable(channel_id, guild_id=guild_id)
        try:
            lobby = await channel.send(content, view=view, allowed_mentions=_NO_PINGS)
        except discord.HTTPException:  # no lobby, no tournament: free the channel again
            await self.bot.store.cancel_mtt(tour.id)
            raise
        await self.bot.store.set_mtt_message(tour.id, lobby.id)
        lines = [format_message("mtt.created", {"name": tour.name})]
        if starts_at is not None and interaction.guild is not None:
            lines.append(await self._schedule(interaction.guild, tour, settings, starts_at))
        await respond(interaction, "\n".join(lines), ephemeral=True)

    async def _schedule(
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
        tour = await _open_here(self.bot, interaction)
        tour = await self.bot.store.register_mtt(tour.id, interaction.user.id)
        await self._refresh(tour)
        line = format_message("mtt.registered", {"name": tour.name, "entry": tour.entry})
        await respond(interaction, line, ephemeral=True)

    @app_commands.command(name="unregister", description=text("cmd.poker.tournament.unregister"))
    async def unregister(self, interaction: Interaction) -> None:
        """Withdraw before the start; what you paid comes back."""
        tour = await _open_here(self.bot, interaction)
        entry = tour.entry_of(interaction.user.id)
        tour = await self.bot.store.unregister_mtt(tour.id, interaction.user.id)
        await self._refresh(tour)
        paid = entry.paid if entry is not None else 0
        line = format_message("mtt.unregistered", {"name": tour.name, "entry": paid})
        await respond(interaction, line, ephemeral=True)

    @app_commands.command(name="status", description=text("cmd.poker.tournament.status"))
    async def status(self, interaction: Interaction) -> None:
        """Where the tournament stands: players, pool, start, and the prizes as they stand."""
        tour = await _open_here(self.bot, interaction)
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
                    "minutes": _minutes(settings.level_minutes),
                },
            )
        )
        mine = tour.entry_of(interaction.user.id)
        lines.append(text("mtt.status.you_in" if mine is not None else "mtt.status.you_out"))
        await respond(interaction, "\n".join(lines), ephemeral=True)

    @app_commands.command(name="start", description=text("cmd.poker.tournament.start"))
    async def start(self, interaction: Interaction) -> None:
        """Start now (host or admin): refused with too few players, and until tables run."""
        tour = await _open_here(self.bot, interaction)
        _host_only(interaction, tour)
        settings = MttSettings.from_json(tour.settings_json)
        if tour.status is TournamentStatus.REGISTERING and len(tour.entries) < settings.min_players:
            raise NotAllowed(
                f"{len(tour.entries)} registered; at least {settings.min_players} are needed.",
                code="tournament.too_few",
                n=len(tour.entries),
                m=settings.min_players,
            )
        raise NotAllowed(
            "The tournament's tables can't run yet; registration stays open.",
            code="tournament.tables_pending",
        )

    @app_commands.command(name="cancel", description=text("cmd.poker.tournament.cancel"))
    async def cancel(self, interaction: Interaction) -> None:
        """Cancel before the start (host or admin): every entry is refunded, the event too."""
        tour = await _open_here(self.bot, interaction)
        _host_only(interaction, tour)
        tour = await self.bot.store.cancel_mtt(tour.id)
        if interaction.guild is not None:
            await self.after_cancel(interaction.guild, tour)
        with speaking(await self.bot.desk.server_language(tour.guild_id)):
            line = format_message("mtt.cancelled", {"name": tour.name})
        await respond(interaction, line)


def points_text(hundredths: int) -> str:
    """Season points (kept in hundredths) the way the language of the moment writes them.

    >>> from cogs.i18n import speaking
    >>> with speaking("sv-SE"):
    ...     points_text(13421)
    '134,21'
    >>> points_text(13421)
    '134.21'
    """
    code = current()
    code = DEFAULT_LOCALE if code == PSEUDO_LOCALE else code
    return format_decimal(hundredths / 100, format="#,##0.00", locale=code.replace("-", "_"))


def _day(day: date) -> str:
    """A calendar day as a Discord date, which every client writes its own way."""
    return discord.utils.format_dt(datetime(day.year, day.month, day.day, tzinfo=UTC), "D")


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
    guild_id, channel_id = _lobby_of(interaction)
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
            "start": _day(start),
            "end": _day(end - timedelta(days=1)),
            "channel": f"<#{target}>",
        },
    )
    await respond(interaction, line, ephemeral=True)


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


WATCH_SECONDS = 15.0
"""How often the bot looks for scheduled starts that came."""


class TournamentCog(commands.Cog):
    """Puts ``/poker tournament`` under ``/poker``; the lobby's buttons; scheduled starts.

    A scheduled start with too few players cancels the tournament and refunds every entry.
    """

    def __init__(self, bot: HoldemBot) -> None:
        """Build the group for ``bot``."""
        self.bot = bot
        self.group = TournamentGroup(bot)
        self._watcher: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        """Every :data:`WATCH_SECONDS`, cancel the scheduled tournaments that started short."""
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.check_starts()
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
                        {"start": _day(ended), "end": _day(current - timedelta(days=1))},
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
                await channel.send("\n".join(lines), allowed_mentions=_NO_PINGS)
            except discord.HTTPException as error:
                log.warning("Could not post the season's standings: %s", error)

    async def check_starts(self) -> None:
        """Cancel and refund each tournament of this process's servers that started short."""
        now = discord.utils.utcnow()
        for tour in await self.bot.store.open_mtts():
            guild = self.bot.get_guild(tour.guild_id)
            if guild is None or not short_at_start(tour, now):
                continue  # another process's server, or not due
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

    async def cog_load(self) -> None:
        """Attach the group to ``/poker`` (the poker cog loads first) and the buttons."""
        poker = self.bot.tree.get_command("poker")
        if not isinstance(poker, app_commands.Group):
            raise RuntimeError("load cogs.poker before cogs.tournaments")
        poker.add_command(self.group)
        poker.add_command(season)
        self.bot.add_dynamic_items(LobbyButton)
        self._watcher = asyncio.create_task(self._watch(), name="holdem-mtt-starts")

    async def cog_unload(self) -> None:
        """Take the group and the buttons away again."""
        poker = self.bot.tree.get_command("poker")
        if isinstance(poker, app_commands.Group):
            poker.remove_command(self.group.name)
            poker.remove_command(season.name)
        self.bot.remove_dynamic_items(LobbyButton)
        if self._watcher is not None:
            self._watcher.cancel()


async def setup(bot: HoldemBot) -> None:
    """Add the tournament lobby."""
    await bot.add_cog(TournamentCog(bot))
