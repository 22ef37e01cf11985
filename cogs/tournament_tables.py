"""A running tournament on Discord: its table threads, its Scheduled Event, its results post.

Thin glue between the card room's :class:`~cardroom.tournaments.Tournaments` and Discord:
:func:`start_tournament` opens one public thread of the lobby channel per table (the room
then posts each table's message there, as at a cash table) and moves the Scheduled Event
to active; :func:`tournament_over` posts the results in the lobby, every place first to
last with its prize, and completes the event.
"""

from __future__ import annotations

import logging
import re
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, Literal, Self, cast

import discord

from cardroom.conductor import Conductor
from cardroom.errors import UserFacingError
from cardroom.tournament.records import MttRecord
from cardroom.tournament.seasons import SeasonLength, season_period
from cogs.buttons import guarded
from cogs.custom_ids import make, template
from cogs.i18n import format_message, set_language, speaking
from cogs.messages import text
from cogs.odds import mention
from cogs.tournament_lobby import NO_PINGS, day_stamp, points_text, standing_lines, table_of
from cogs.tree import send_ephemeral

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = [
    "SeasonPageButton",
    "buy_chips",
    "open_table_thread",
    "place_text",
    "results_lines",
    "running_lines",
    "season_board",
    "season_view",
    "start_tournament",
    "tournament_over",
]

log = logging.getLogger(__name__)

THREAD_MINUTES: Literal[1440] = 1440
"""A table thread archives after a day without messages (the tournament ends before)."""


async def open_table_thread(bot: HoldemBot, record: MttRecord, number: int) -> int:
    """One public thread of the lobby per table, named for the tournament and number.

    Works before the gateway is up too (a restart mending a table): the lobby is fetched.

    Raises:
        discord.HTTPException: The thread could not be opened.
    """
    lobby = bot.get_channel(record.channel_id) or await bot.fetch_channel(record.channel_id)
    if not isinstance(lobby, discord.TextChannel):
        raise TypeError("a tournament's lobby is a text channel")
    with speaking(await bot.desk.server_language(record.guild_id)):
        name = format_message("mtt.table_thread", {"name": record.name, "number": number})
    thread = await lobby.create_thread(
        name=name[:100],
        type=discord.ChannelType.public_thread,
        auto_archive_duration=THREAD_MINUTES,
    )
    return thread.id


async def start_tournament(bot: HoldemBot, guild: discord.Guild, tour: MttRecord) -> Conductor:
    """Open the tables' threads, start the tournament, and move its event to active.

    Raises:
        NoTournament: It isn't registering.
        discord.HTTPException: A thread could not be opened.
    """
    lobby = guild.get_channel(tour.channel_id) or await guild.fetch_channel(tour.channel_id)
    if not isinstance(lobby, discord.TextChannel):
        raise TypeError("a tournament's lobby is a text channel")

    async def new_channel(record: MttRecord, number: int) -> int:
        """The table's thread in the lobby."""
        return await open_table_thread(bot, record, number)

    conductor = await bot.tournaments.start(tour.id, new_channel)
    await _move_event(guild, tour, started=True)
    return conductor


async def buy_chips(bot: HoldemBot, tour: MttRecord, user_id: int, *, addon: bool) -> str:
    """A rebuy (or the add-on) in a running tournament; the member's line.

    Raises:
        NoTournament: It isn't running here.
        NotAllowed: Not now, not in, over the starting stack, or the add-on taken.
        InsufficientChips: The bankroll can't cover it.
    """
    conductor = bot.tournaments.running(tour.id)
    if addon:
        await conductor.addon(user_id)
    else:
        await conductor.rebuy(user_id)
    key = "mtt.addon" if addon else "mtt.rebuy"
    later = user_id in conductor.floor.owed
    return format_message(
        f"{key}.owed" if later else f"{key}.given",
        {
            "entry": tour.entry,
            "chips": conductor.settings.chips,
            "table": table_of(conductor, user_id),
        },
    )


async def _move_event(guild: discord.Guild, tour: MttRecord, *, started: bool) -> None:
    """Move the tournament's Scheduled Event to active (at the start) or completed (the end)."""
    if tour.event_id is None:
        return
    try:
        event = await guild.fetch_scheduled_event(tour.event_id)
        if started and event.status is discord.EventStatus.scheduled:
            await event.start()
        elif not started and event.status is discord.EventStatus.active:
            await event.end()
    except discord.HTTPException as error:
        log.warning("Could not move the event of tournament %s: %s", tour.id, error)


def running_lines(conductor: Conductor, user_id: int) -> list[str]:
    """``/poker tournament status`` while it runs: the standing lines, then your table."""
    lines = [format_message("mtt.lobby.title", {"name": conductor.record.name})]
    lines += standing_lines(conductor)
    number = conductor.floor.table_of(user_id)
    if number is not None:
        channel = conductor.channels.get(number)
        lines.append(format_message("mtt.running.your_table", {"table": f"<#{channel}>"}))
    out = conductor.place_of(user_id)
    if out is not None:
        lines.append(
            format_message(
                "mtt.running.your_place",
                {"places": place_text(out.best, out.worst), "prize": out.prize},
            )
        )
    return lines


def place_text(best: int, worst: int) -> str:
    """A place in the language of the moment: "3rd", or a shared one as a range, "2nd–4th"."""  # noqa: RUF002
    if best == worst:
        return format_message("mtt.place", {"place": best})
    return format_message("mtt.place.range", {"best": best, "worst": worst})


def results_lines(conductor: Conductor) -> list[str]:
    """The results post's lines in the language of the moment: every place, with its prize.

    A shared place shows as the range of the places shared ("2nd" to "4th" joined by an
    en dash) with each sharer's prize (the catalogues write the ordinals: "1st", "2nd").
    After a deal the title says the tournament ended by it.
    """
    title = "mtt.results.by_deal" if conductor.by_deal else "mtt.results.title"
    lines = [format_message(title, {"name": conductor.record.name})]
    for result in conductor.results:
        who = mention(result.player)
        if result.best == result.worst:
            fields: dict[str, object] = {"place": result.best, "player": who}
            lines.append(format_message("mtt.results.line", {**fields, "prize": result.prize}))
            continue
        places = place_text(result.best, result.worst)
        lines.append(
            format_message(
                "mtt.results.shared", {"places": places, "player": who, "prize": result.prize}
            )
        )
    return lines


async def tournament_over(bot: HoldemBot, conductor: Conductor) -> None:
    """Post the results in the lobby and complete the Scheduled Event (cancelled: cancel it)."""
    tour = await bot.store.mtt(conductor.tournament_id)
    guild = bot.get_guild(tour.guild_id)
    if guild is not None and conductor.results:
        await _move_event(guild, tour, started=False)
    language = await bot.desk.server_language(tour.guild_id)
    if not conductor.results:
        return  # a cancel: the command that cancelled it answers
    with speaking(language):
        lines = results_lines(conductor)
    channel = bot.get_partial_messageable(tour.channel_id, guild_id=tour.guild_id)
    text = ""
    for line in lines:  # Discord's 2,000 characters a message
        if len(text) + len(line) + 1 > 1900:
            await channel.send(text, allowed_mentions=NO_PINGS)
            text = ""
        text = f"{text}\n{line}" if text else line
    try:
        await channel.send(text, allowed_mentions=NO_PINGS)
    except discord.HTTPException as error:
        log.warning("Could not post the results of tournament %s: %s", tour.id, error)


SEASON_PAGE = 20
"""Players on a page of ``/leaderboard by:season``."""

_SEASON_TEMPLATE = template("lbs", r"(?P<asker>[0-9]{1,20}):(?P<page>[0-9]{1,6}):(?P<dir>p|n)")


async def season_board(
    bot: HoldemBot, guild_id: int, today: date, page: int = 1
) -> tuple[str, bool]:
    """``/leaderboard by:season``: a page of this season's points, most first; more pages?

    Pages hold :data:`SEASON_PAGE` players; ranks count from the top (ties share one).
    """
    settings = await bot.store.season_settings(guild_id)
    length = settings.length if settings is not None else SeasonLength.MONTHLY
    start, end = season_period(length, today)
    page = max(1, page)
    ranked = await bot.store.season_standings(guild_id, start, limit=page * SEASON_PAGE + 1)
    standings = ranked[(page - 1) * SEASON_PAGE : page * SEASON_PAGE]
    more = len(ranked) > page * SEASON_PAGE
    last = end - timedelta(days=1)
    lines = [
        format_message("mtt.season.current", {"start": day_stamp(start), "end": day_stamp(last)})
    ]
    lines += [
        format_message(
            "mtt.season.line",
            {
                "rank": line.rank,
                "player": mention(line.user_id),
                "points": points_text(line.points),
            },
        )
        for line in standings
    ]
    if not standings:
        lines.append(format_message("mtt.season.empty", {}))
    if page > 1 or more:
        lines.append(format_message("mtt.season.page", {"page": page}))
    return "\n".join(lines), more


def season_view(asker_id: int, page: int, more: bool) -> discord.ui.View | None:
    """Previous and Next under a season board (None when it is all on one page)."""
    if page <= 1 and not more:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(SeasonPageButton(asker_id, max(1, page - 1), "p", disabled=page <= 1))
    view.add_item(SeasonPageButton(asker_id, page + 1, "n", disabled=not more))
    return view


class SeasonPageButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_SEASON_TEMPLATE
):
    """Previous or Next on a season board; only the member who asked turns its pages."""

    def __init__(self, asker_id: int, page: int, direction: str, *, disabled: bool = False) -> None:
        """A button that shows ``page`` of this season's board to ``asker_id``."""
        super().__init__(
            discord.ui.Button(
                label=text("button.previous" if direction == "p" else "button.next"),
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=make("lbs", asker_id, page, direction),
            )
        )
        self.asker_id = asker_id
        self.page = page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id."""
        return cls(int(match["asker"]), int(match["page"]), match["dir"])

    async def interaction_check(self, interaction: discord.Interaction[discord.Client], /) -> bool:
        """Only the asker turns the pages; anyone else is told so, privately."""
        if interaction.user.id == self.asker_id:
            return True
        set_language(interaction.locale)
        await send_ephemeral(
            interaction, text("error.not_your_buttons", owner=mention(self.asker_id))
        )
        return False

    async def callback(self, interaction: discord.Interaction[discord.Client]) -> None:
        """Show the page asked for in place, in the server's language."""
        bot = cast("HoldemBot", interaction.client)

        async def work() -> None:
            """Draw the page and its buttons again."""
            if interaction.guild_id is None:
                raise UserFacingError.coded("error.guild_only")
            today = discord.utils.utcnow().date()
            with speaking(await bot.desk.server_language(interaction.guild_id)):
                board, more = await season_board(bot, interaction.guild_id, today, self.page)
                view = season_view(self.asker_id, self.page, more)
            await interaction.response.edit_message(
                content=board, view=view, allowed_mentions=NO_PINGS
            )

        await guarded(interaction, work)
