"""The emulator's threads and Guild Scheduled Events, driven by the real discord.py client.

A tournament's tables are public threads of its lobby channel and its start is a Discord
Scheduled Event; these tests hold the emulator to what discord.py 2.7.1 sends and expects
for both, with an in-process bot that has the permissions a tournament host needs.
"""

from __future__ import annotations

import asyncio
import datetime
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.e2e.emulator import DiscordEmulator, Perm
from tests.e2e.emulator.events import (
    CREATE_EVENTS,
    EventStatus,
    interested,
    scheduled_events,
)
from tests.e2e.emulator.state import Channel, Guild, Member
from tests.e2e.emulator.threads import (
    CREATE_PUBLIC_THREADS,
    SEND_MESSAGES_IN_THREADS,
    Thread,
    threads_of,
)
from tests.e2e.launch_bot import point_discord_at, restore_discord

pytestmark = pytest.mark.e2e

HOST_PERMISSIONS = CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS | CREATE_EVENTS
"""What a tournament host needs on top of the card room's permissions."""


@app_commands.command(name="where", description="Say where this was used")
async def where(interaction: discord.Interaction[Any]) -> None:
    """Answer with the kind of channel and its parent."""
    channel = interaction.channel
    parent = getattr(channel, "parent_id", None)
    await interaction.response.send_message(f"{type(channel).__name__} of {parent}")


class HostBot(commands.Bot):
    """A bot with the guilds and scheduled-events intents and one /where command."""

    def __init__(self, guild_id: int) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        intents.guild_scheduled_events = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents)
        self.guild_id = guild_id
        self.tree.add_command(where)
        self.created: list[int] = []

    async def setup_hook(self) -> None:
        """Register /where to the test guild."""
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)

    async def on_scheduled_event_create(self, event: discord.ScheduledEvent) -> None:
        """Count the events the gateway announced."""
        self.created.append(event.id)


@dataclass
class World:
    guild: Guild
    lobby: Channel
    alice: Member


@pytest.fixture
async def world(emulator: DiscordEmulator) -> World:
    emulator.bot_permissions |= HOST_PERMISSIONS
    guild = await emulator.add_guild("Card Room")
    return World(
        guild=guild,
        lobby=await emulator.add_text_channel(guild, "tournaments"),
        alice=await emulator.add_member(guild, "alice"),
    )


@pytest.fixture
async def host(emulator: DiscordEmulator, world: World) -> AsyncIterator[HostBot]:
    previous = point_discord_at(emulator.api_url, emulator.gateway_url)
    client = HostBot(world.guild.id)
    task = asyncio.create_task(client.start(emulator.token))
    try:
        await emulator.wait_for_bot()
        await emulator.wait_for_commands("where", guild=world.guild)
        await client.wait_until_ready()
        yield client
    finally:
        await client.close()
        await asyncio.wait_for(task, 5)
        restore_discord(previous)


def _text_channel(bot: HostBot, channel: Channel) -> discord.TextChannel:
    found = bot.get_channel(channel.id)
    assert isinstance(found, discord.TextChannel)
    return found


async def test_a_thread_is_a_channel_of_its_own(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    lobby = _text_channel(host, world.lobby)
    thread = await lobby.create_thread(
        name="Friday · table 1", type=discord.ChannelType.public_thread
    )
    assert (thread.parent_id, thread.name, thread.archived) == (
        world.lobby.id,
        "Friday · table 1",
        False,
    )
    (modelled,) = threads_of(emulator, world.lobby)
    assert isinstance(modelled, Thread)
    assert modelled.id == thread.id
    guild = host.get_guild(world.guild.id)
    assert guild is not None
    await emulator.wait_until(
        lambda: guild.get_thread(thread.id) is not None, 5, "THREAD_CREATE in the cache"
    )
    sent = await thread.send("Seat 1: alice")
    await sent.edit(content="Seat 1: alice (button)")
    (stored,) = emulator.messages(modelled)
    assert (stored.content, stored.channel_id) == ("Seat 1: alice (button)", thread.id)
    assert emulator.messages(world.lobby) == []
    fetched = await host.fetch_channel(thread.id)
    assert isinstance(fetched, discord.Thread)
    assert fetched.parent_id == world.lobby.id

    assert [t.id for t in await guild.active_threads()] == [thread.id]
    await thread.edit(archived=True, locked=True)
    assert modelled.archived
    assert modelled.locked
    assert await guild.active_threads() == []

    await thread.delete()
    assert threads_of(emulator, world.lobby) == []
    with pytest.raises(discord.NotFound):
        await thread.send("too late")


async def test_a_slash_command_in_a_thread_knows_its_thread(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    thread = await _text_channel(host, world.lobby).create_thread(
        name="table 2", type=discord.ChannelType.public_thread
    )
    modelled = emulator.channel(thread.id)
    reply = await emulator.slash(world.alice, modelled, "where")
    message = await reply.wait_original()
    assert message.content == f"Thread of {world.lobby.id}"
    assert message.channel_id == thread.id


async def test_threads_are_checked_as_discord_checks_them(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    lobby = _text_channel(host, world.lobby)
    with pytest.raises(discord.HTTPException) as too_long:
        await lobby.create_thread(name="x" * 101, type=discord.ChannelType.public_thread)
    assert too_long.value.status == 400
    assert threads_of(emulator, world.lobby) == []
    emulator.rejected.clear()
    bot_role = next(r for r in world.guild.roles if r.managed)
    bot_role.permissions &= ~CREATE_PUBLIC_THREADS
    with pytest.raises(discord.Forbidden) as forbidden:
        await lobby.create_thread(name="table 1", type=discord.ChannelType.public_thread)
    assert forbidden.value.code == 50013


async def test_members_join_a_thread_and_an_archived_one_takes_nobody(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    lobby = _text_channel(host, world.lobby)
    thread = await lobby.create_thread(name="table 3", type=discord.ChannelType.public_thread)
    await thread.join()
    await thread.add_user(discord.Object(world.alice.id))
    members = await thread.fetch_members()
    assert sorted(m.id for m in members) == sorted([emulator.bot_user.id, world.alice.id])
    await thread.edit(archived=True)
    with pytest.raises(discord.HTTPException) as archived:
        await thread.add_user(discord.Object(world.alice.id))
    assert archived.value.code == 50083
    emulator.rejected.clear()


async def test_a_thread_from_a_message_takes_its_id(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    lobby = _text_channel(host, world.lobby)
    starter = await lobby.send("Lobby: Friday night")
    thread = await starter.create_thread(name="lobby chat")
    assert thread.id == starter.id
    with pytest.raises(discord.HTTPException):
        await starter.create_thread(name="again")
    emulator.rejected.clear()


async def test_a_scheduled_event_moves_from_scheduled_to_active_to_completed(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    guild = host.get_guild(world.guild.id)
    assert guild is not None
    start = discord.utils.utcnow() + datetime.timedelta(minutes=30)
    event = await guild.create_scheduled_event(
        name="Friday night",
        start_time=start,
        end_time=start + datetime.timedelta(minutes=145),
        entity_type=discord.EntityType.external,
        privacy_level=discord.PrivacyLevel.guild_only,
        location=f"#{world.lobby.name}",
        description="Texas Hold'em, 20 players",
    )
    (modelled,) = scheduled_events(emulator, world.guild.id)
    assert (modelled.name, modelled.location, modelled.status) == (
        "Friday night",
        "#tournaments",
        EventStatus.SCHEDULED,
    )
    assert modelled.end is not None
    assert modelled.end - modelled.start == datetime.timedelta(minutes=145)
    assert event.location == "#tournaments"
    await emulator.wait_until(lambda: host.created == [event.id], 5, "the create event")

    await interested(emulator, modelled, world.alice)
    fetched = await guild.fetch_scheduled_event(event.id, with_counts=True)
    assert (fetched.user_count, fetched.status) == (1, discord.EventStatus.scheduled)
    assert [e.id for e in await guild.fetch_scheduled_events()] == [event.id]

    started = await event.start()
    assert started.status is discord.EventStatus.active
    assert modelled.status is EventStatus.ACTIVE
    ended = await started.end()
    assert ended.status is discord.EventStatus.completed
    with pytest.raises(discord.HTTPException) as finished:
        await ended.edit(name="again")
    assert finished.value.code == 180000
    emulator.rejected.clear()


async def test_a_scheduled_event_can_be_cancelled_and_deleted(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    guild = host.get_guild(world.guild.id)
    assert guild is not None
    start = discord.utils.utcnow() + datetime.timedelta(hours=2)
    event = await guild.create_scheduled_event(
        name="Sunday",
        start_time=start,
        end_time=start + datetime.timedelta(hours=1),
        entity_type=discord.EntityType.external,
        privacy_level=discord.PrivacyLevel.guild_only,
        location="#tournaments",
    )
    with pytest.raises(discord.HTTPException):  # a scheduled event cannot complete
        await host.http.edit_scheduled_event(world.guild.id, event.id, status=3)
    emulator.rejected.clear()
    cancelled = await event.cancel()
    assert cancelled.status is discord.EventStatus.cancelled
    await cancelled.delete()
    assert scheduled_events(emulator, world.guild.id) == []
    with pytest.raises(discord.NotFound):
        await guild.fetch_scheduled_event(event.id)


async def test_scheduled_events_are_checked_as_discord_checks_them(
    emulator: DiscordEmulator, world: World, host: HostBot
) -> None:
    now = discord.utils.utcnow()
    good: dict[str, Any] = {
        "name": "Friday",
        "privacy_level": 2,
        "entity_type": 3,
        "entity_metadata": {"location": "#tournaments"},
        "scheduled_start_time": (now + datetime.timedelta(hours=1)).isoformat(),
        "scheduled_end_time": (now + datetime.timedelta(hours=3)).isoformat(),
    }
    bad: list[dict[str, Any]] = [
        {"scheduled_start_time": (now - datetime.timedelta(hours=1)).isoformat()},
        {"scheduled_end_time": None},
        {"scheduled_end_time": (now + datetime.timedelta(minutes=30)).isoformat()},
        {"entity_metadata": {}},
        {"privacy_level": 1},
        {"name": "n" * 101},
    ]
    for change in bad:
        with pytest.raises(discord.HTTPException) as refused:
            await host.http.create_guild_scheduled_event(world.guild.id, **{**good, **change})
        assert refused.value.status == 400, change
    assert scheduled_events(emulator, world.guild.id) == []
    emulator.rejected.clear()
    bot_role = next(r for r in world.guild.roles if r.managed)
    bot_role.permissions &= ~CREATE_EVENTS
    with pytest.raises(discord.Forbidden):
        await host.http.create_guild_scheduled_event(world.guild.id, **good)
    bot_role.permissions |= int(Perm.ADMINISTRATOR)
    await host.http.create_guild_scheduled_event(world.guild.id, **good)
    assert len(scheduled_events(emulator, world.guild.id)) == 1
