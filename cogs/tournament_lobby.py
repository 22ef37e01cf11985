"""The lobby of a multi-table tournament: its settings, its message, its buttons.

Pure rendering in the language of the moment (:func:`lobby_text`), the Register and
Unregister buttons (:class:`LobbyButton`, dynamic items that survive restarts), and the
look-ups every command shares: the lobby of a channel or of one of its table threads, the
open tournament there, and who may run it.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, date, datetime
from typing import TYPE_CHECKING, Any, Self, cast

import discord
from babel.numbers import format_decimal

from cardroom.conductor import Conductor
from cardroom.errors import NotAllowed, NoTournament, UserFacingError
from cardroom.models import TournamentStatus
from cardroom.tournament.payouts import PayoutScheme
from cardroom.tournament.records import MttRecord
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from cogs.admin import is_admin
from cogs.buttons import guarded
from cogs.custom_ids import make, template
from cogs.i18n import DEFAULT_LOCALE, PSEUDO_LOCALE, current, format_message, speaking
from cogs.messages import text
from cogs.odds import mention

if TYPE_CHECKING:
    from bot import HoldemBot


__all__ = [
    "NO_PINGS",
    "LobbyButton",
    "MttSettings",
    "day_stamp",
    "enter_late",
    "host_only",
    "lobby_message",
    "lobby_of",
    "lobby_text",
    "minutes_text",
    "open_here",
    "points_text",
    "standing_lines",
    "table_of",
]

log = logging.getLogger(__name__)

Interaction = discord.Interaction["HoldemBot"]

_LOBBY_TEMPLATE = template("mtt", r"(?P<action>reg|unreg):(?P<tour>[0-9]{1,20})")
NO_PINGS = discord.AllowedMentions.none()
_MAX_NAMES = 60
"""Registered players named in the lobby message; past that, only counted."""


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


def minutes_text(value: float) -> str:
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
                "minutes": minutes_text(settings.level_minutes),
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
    if settings.repeat:
        lines.append(text(f"mtt.lobby.repeat.{settings.repeat}"))
    if settings.bots:
        lines.append(format_message("mtt.lobby.bots", {"count": settings.bots}))
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
                custom_id=make("mtt", action, tournament_id),
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
            """Register or unregister, redraw the lobby, tell the clicker."""
            store = bot.store
            user_id = interaction.user.id
            before = await store.mtt(self.tournament_id)
            if self.action == "reg" and before.status is TournamentStatus.RUNNING:
                tour, line = await enter_late(bot, before, user_id)
            elif self.action == "reg":
                tour = await store.register_mtt(self.tournament_id, user_id)
                line = format_message("mtt.registered", {"name": tour.name, "entry": tour.entry})
            else:
                entry = before.entry_of(user_id)
                tour = await store.unregister_mtt(self.tournament_id, user_id)
                paid = entry.paid if entry is not None else 0
                line = format_message("mtt.unregistered", {"name": tour.name, "entry": paid})
            content, view = await lobby_message(bot, tour)
            await interaction.response.edit_message(
                content=content, view=view, allowed_mentions=NO_PINGS
            )
            await interaction.followup.send(line, ephemeral=True)

        await guarded(interaction, work)


async def enter_late(bot: HoldemBot, tour: MttRecord, user_id: int) -> tuple[MttRecord, str]:
    """A late entry into a running tournament; the tournament after and the entrant's line.

    Raises:
        NoTournament: It isn't running here.
        NotAllowed: Registration has closed, or the member entered already.
        InsufficientChips: The bankroll can't cover the entry.
    """
    conductor = bot.tournaments.running(tour.id)
    await conductor.enter(user_id)
    tour = await bot.store.mtt(tour.id)
    line = format_message(
        "mtt.registered_late",
        {"name": tour.name, "entry": tour.entry, "table": table_of(conductor, user_id)},
    )
    return tour, line


def table_of(conductor: Conductor, user_id: int) -> str:
    """The member's table thread as a mention (``-`` while they wait for a seat)."""
    number = conductor.floor.table_of(user_id)
    channel = None if number is None else conductor.channels.get(number)
    return "-" if channel is None else f"<#{channel}>"


def standing_lines(conductor: Conductor) -> list[str]:
    """A running tournament in the language of the moment: level, field, payouts, leaders."""
    now = conductor.standing()
    at, blinds = now.at, now.at.blinds
    lines = [
        format_message(
            "mtt.running.level",
            {
                "level": at.level,
                "small": blinds.small_blind,
                "big": blinds.big_blind,
                "ante": blinds.ante,
                "minutes": int(at.seconds_left // 60),
                "seconds": int(at.seconds_left % 60),
            },
        ),
        format_message(
            "mtt.running.players",
            {"left": now.players_left, "entrants": now.entrants, "average": now.average_stack},
        ),
        format_message(
            "mtt.running.prizes",
            {"prizes": " / ".join(format_message("mtt.chips", {"n": p}) for p in now.prizes)},
        ),
    ]
    if now.leaders:
        leaders = ", ".join(f"{mention(player)} {chips:,}" for player, chips in now.leaders)
        lines.append(format_message("mtt.running.leaders", {"leaders": leaders}))
    if at.on_break:
        lines.append(format_message("mtt.running.break", {}))
    if now.paused:
        lines.append(format_message("mtt.running.paused", {}))
    if conductor.registration_open():
        late = conductor.settings.late_levels
        lines.append(format_message("mtt.running.late_open", {"level": late}))
    if conductor.addon_open():
        lines.append(format_message("mtt.running.addon_open", {}))
    return lines


async def lobby_message(bot: HoldemBot, tour: MttRecord) -> tuple[str, discord.ui.View]:
    """The lobby message's text and buttons, in the server's language.

    While the tournament runs here: its standing too (level, blinds, players left, average
    stack, payouts, chip leaders).
    """
    settings = MttSettings.from_json(tour.settings_json)
    view = discord.ui.View(timeout=None)
    conductor = bot.tournaments.conductor(tour.id)
    with speaking(await bot.desk.server_language(tour.guild_id)):
        content = lobby_text(tour, settings)
        if conductor is not None and not conductor.over:
            content = "\n".join([content, *standing_lines(conductor)])
        if tour.status is TournamentStatus.REGISTERING:
            view.add_item(LobbyButton("reg", tour.id, label=text("mtt.button.register")))
            view.add_item(LobbyButton("unreg", tour.id, label=text("mtt.button.unregister")))
        elif conductor is not None and conductor.registration_open():  # late registration
            view.add_item(LobbyButton("reg", tour.id, label=text("mtt.button.register")))
    return content, view


def lobby_of(interaction: Interaction) -> tuple[int, int]:
    """The guild and the lobby channel: a table thread's commands act on its lobby's."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise UserFacingError.coded("error.guild_only")
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        return interaction.guild_id, channel.parent_id
    return interaction.guild_id, interaction.channel_id


async def open_here(bot: HoldemBot, interaction: Interaction) -> MttRecord:
    """The open tournament of this channel (or of the lobby of this thread)."""
    guild_id, channel_id = lobby_of(interaction)
    tour = await bot.store.mtt_in_channel(guild_id, channel_id)
    if tour is None:
        raise NoTournament(
            "There is no open tournament in this channel.", code="tournament.none_here"
        )
    return tour


def host_only(interaction: Interaction, tour: MttRecord) -> None:
    """Refuse anyone but the tournament's creator or an admin."""
    if interaction.user.id != tour.creator_id and not is_admin(interaction):
        raise NotAllowed(
            "Only the tournament's host or an admin can do that.", code="tournament.host_only"
        )


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


def day_stamp(day: date) -> str:
    """A calendar day as a Discord date, which every client writes its own way."""
    return discord.utils.format_dt(datetime(day.year, day.month, day.day, tzinfo=UTC), "D")
