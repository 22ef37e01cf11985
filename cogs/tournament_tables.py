"""A running tournament on Discord: its table threads, its Scheduled Event, its results post.

Thin glue between the card room's :class:`~cardroom.tournaments.Tournaments` and Discord:
:func:`start_tournament` opens one public thread of the lobby channel per table (the room
then posts each table's message there, as at a cash table) and moves the Scheduled Event
to active; :func:`tournament_over` posts the results in the lobby, every place first to
last with its prize, and completes the event.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta
from typing import TYPE_CHECKING, Literal

import discord

from cardroom.conductor import Conductor
from cardroom.tournament.records import MttRecord
from cardroom.tournament.seasons import SeasonLength, season_period
from cogs.i18n import format_message, speaking
from cogs.odds import mention
from cogs.tournament_lobby import NO_PINGS, day_stamp, points_text, standing_lines, table_of

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = [
    "buy_chips",
    "open_table_thread",
    "results_lines",
    "running_lines",
    "season_board",
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
    return lines


def results_lines(conductor: Conductor) -> list[str]:
    """The results post's lines in the language of the moment: every place, with its prize.

    A shared place shows its best place (the catalogues write the ordinals: "1st", "2nd").
    """
    lines = [format_message("mtt.results.title", {"name": conductor.record.name})]
    for result in conductor.results:
        lines.append(
            format_message(
                "mtt.results.line",
                {"place": result.best, "player": mention(result.player), "prize": result.prize},
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


async def season_board(bot: HoldemBot, guild_id: int, today: date) -> str:
    """``/leaderboard by:season``: this season's tournament points, most first (top 20)."""
    settings = await bot.store.season_settings(guild_id)
    length = settings.length if settings is not None else SeasonLength.MONTHLY
    start, end = season_period(length, today)
    standings = await bot.store.season_standings(guild_id, start)
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
    return "\n".join(lines)
