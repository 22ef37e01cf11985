"""Public threads of a text channel, as far as discord.py 2.7.1 uses them.

A thread is a channel (its id works wherever a channel id does: messages, interactions)
whose payload is Discord's thread object (type 11, ``parent_id``, ``thread_metadata``).
Routes: create a thread without a message (``POST /channels/{id}/threads``) or from one
(``POST /channels/{id}/messages/{message_id}/threads``), edit it (name, archived, locked:
``PATCH /channels/{id}``), delete it, join it and add members, and list a guild's active
threads. Each change is dispatched as THREAD_CREATE / THREAD_UPDATE / THREAD_DELETE (the
guilds intent). Discord's checks that matter to a bot are kept: the parent must be a text
channel, the name 1 to 100 characters, the archive duration one of Discord's four, and
the bot needs Create Public Threads (a 403 50013 otherwise).
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tests.e2e.emulator.errors import ApiError, invalid_form
from tests.e2e.emulator.gateway import Intent
from tests.e2e.emulator.state import JSON, Channel, ChannelKind, User, iso, utcnow

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from tests.e2e.emulator.server import DiscordEmulator

__all__ = [
    "CREATE_PUBLIC_THREADS",
    "PUBLIC_THREAD",
    "SEND_MESSAGES_IN_THREADS",
    "Thread",
    "ThreadRoutes",
    "threads_of",
]

PUBLIC_THREAD = 11
"""Discord's channel type of a public thread."""
CREATE_PUBLIC_THREADS = 1 << 35
"""The permission to start public threads."""
SEND_MESSAGES_IN_THREADS = 1 << 38
"""The permission to post in threads."""
_ARCHIVE_MINUTES = (60, 1440, 4320, 10080)


@dataclass(eq=False)
class Thread(Channel):
    """A public thread of a text channel; ``kind`` stays GUILD_TEXT for the message routes."""

    parent_id: int = 0
    owner_id: int = 0
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    created_at: datetime.datetime = field(default_factory=utcnow)
    archive_timestamp: datetime.datetime = field(default_factory=utcnow)
    member_ids: set[int] = field(default_factory=set)
    deleted: bool = False
    """Deleted: it is no longer a channel the API knows."""

    def payload(self, bot: User | None = None) -> JSON:
        """Discord's thread channel object."""
        return {
            "id": str(self.id),
            "type": PUBLIC_THREAD,
            "guild_id": str(self.guild_id),
            "parent_id": str(self.parent_id),
            "owner_id": str(self.owner_id),
            "name": self.name,
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "rate_limit_per_user": 0,
            "message_count": 0,  # not counted by the emulator
            "total_message_sent": 0,
            "member_count": min(len(self.member_ids), 50),
            "flags": 0,
            "thread_metadata": {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": iso(self.archive_timestamp),
                "locked": self.locked,
                "create_timestamp": iso(self.created_at),
            },
        }


def threads_of(emu: DiscordEmulator, parent: Channel) -> list[Thread]:
    """The threads of a channel that are not deleted, oldest first (a driver's look-up)."""
    return [
        c
        for c in emu.channels.values()
        if isinstance(c, Thread) and c.parent_id == parent.id and not c.deleted
    ]


class ThreadRoutes:
    """The REST handlers for threads; :meth:`register` adds them to the route table."""

    def __init__(self, emu: DiscordEmulator) -> None:
        """Serve ``emu``'s threads."""
        self._emu = emu

    def register(self, add: Callable[[str, str, Callable[..., Awaitable[Any]]], None]) -> None:
        """Add the thread routes (before the generic channel routes they extend)."""
        add("POST", "/channels/{channel_id}/threads", self.create)
        add("POST", "/channels/{channel_id}/messages/{message_id}/threads", self.create_from)
        add("PATCH", "/channels/{channel_id}", self.edit)
        add("DELETE", "/channels/{channel_id}", self.delete)
        add("PUT", "/channels/{channel_id}/thread-members/{user_id}", self.add_member)
        add("GET", "/channels/{channel_id}/thread-members", self.members)
        add("GET", "/guilds/{guild_id}/threads/active", self.active)

    # -- helpers --------------------------------------------------------------------------

    @staticmethod
    async def _json(request: web.Request) -> JSON:
        """The request's JSON body ({} when empty)."""
        raw = await request.read()
        return json.loads(raw) if raw else {}

    def _thread(self, channel_id: str) -> Thread:
        """The live thread of that id; any other channel is the wrong type."""
        channel = self._emu.channel(int(channel_id))
        if not isinstance(channel, Thread) or channel.deleted:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return channel

    def _bot_may(self, guild_id: int, permission: int) -> None:
        """Refuse with 403 50013 unless the bot holds ``permission`` in the guild."""
        member = self._emu.guild(guild_id).members[self._emu.bot_user.id]
        if not member.has(permission):
            raise ApiError(403, 50013, "Missing Permissions")

    async def _dispatch(self, event: str, data: JSON) -> None:
        """Send a thread event to the bot (the guilds intent)."""
        await self._emu.gateway.dispatch(event, data, intent=Intent.GUILDS)

    # -- handlers -------------------------------------------------------------------------

    async def _start(self, parent_id: str, payload: JSON, starter: int | None) -> JSON:
        """Start a thread in ``parent_id``, checked as Discord checks it."""
        parent = self._emu.channel(int(parent_id))
        if parent.kind is not ChannelKind.GUILD_TEXT or isinstance(parent, Thread):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        assert parent.guild_id is not None
        self._bot_may(parent.guild_id, CREATE_PUBLIC_THREADS)
        name = str(payload.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise invalid_form("name", "Must be between 1 and 100 in length.")
        kind = int(payload.get("type") or PUBLIC_THREAD)
        if starter is None and kind != PUBLIC_THREAD:
            raise invalid_form("type", "The emulator models public threads only.")
        minutes = int(payload.get("auto_archive_duration") or 1440)
        if minutes not in _ARCHIVE_MINUTES:
            raise invalid_form(
                "auto_archive_duration", "Value must be one of (60, 1440, 4320, 10080)."
            )
        bot = self._emu.bot_user
        thread = Thread(
            id=starter if starter is not None else self._emu.new_id(),
            kind=ChannelKind.GUILD_TEXT,
            name=name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=bot.id,
            auto_archive_duration=minutes,
            member_ids={bot.id},
        )
        self._emu.channels[thread.id] = thread
        await self._dispatch("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        return thread.payload()

    async def create(self, request: web.Request, p: dict[str, str]) -> JSON:
        """Start a thread with no starter message."""
        return await self._start(p["channel_id"], await self._json(request), None)

    async def create_from(self, request: web.Request, p: dict[str, str]) -> JSON:
        """Start a thread from a message (the thread's id is the message's, as on Discord)."""
        message = self._emu.message(int(p["message_id"]))
        if message.channel_id != int(p["channel_id"]):
            raise ApiError(404, 10008, "Unknown Message")
        if int(p["message_id"]) in self._emu.channels:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        return await self._start(p["channel_id"], await self._json(request), message.id)

    async def edit(self, request: web.Request, p: dict[str, str]) -> JSON:
        """Rename, archive, unarchive, lock a thread (other channels: not modelled)."""
        thread = self._thread(p["channel_id"])
        payload = await self._json(request)
        if "name" in payload:
            name = str(payload["name"] or "")
            if not 1 <= len(name) <= 100:
                raise invalid_form("name", "Must be between 1 and 100 in length.")
            thread.name = name
        if "auto_archive_duration" in payload:
            if int(payload["auto_archive_duration"]) not in _ARCHIVE_MINUTES:
                raise invalid_form(
                    "auto_archive_duration", "Value must be one of (60, 1440, 4320, 10080)."
                )
            thread.auto_archive_duration = int(payload["auto_archive_duration"])
        if "locked" in payload:
            thread.locked = bool(payload["locked"])
        if "archived" in payload and bool(payload["archived"]) != thread.archived:
            thread.archived = bool(payload["archived"])
            thread.archive_timestamp = utcnow()
        await self._dispatch("THREAD_UPDATE", thread.payload())
        return thread.payload()

    async def delete(self, request: web.Request, p: dict[str, str]) -> JSON:
        """Delete a thread (its messages go with it)."""
        thread = self._thread(p["channel_id"])
        thread.deleted = True
        del self._emu.channels[thread.id]  # its id is no channel any more: 404 10003
        for message in self._emu.messages(thread, ephemeral=True):
            message.deleted = True
        self._emu.notify(thread.id)
        await self._dispatch(
            "THREAD_DELETE",
            {
                "id": str(thread.id),
                "guild_id": str(thread.guild_id),
                "parent_id": str(thread.parent_id),
                "type": PUBLIC_THREAD,
            },
        )
        return thread.payload()

    async def add_member(self, request: web.Request, p: dict[str, str]) -> None:
        """Join a thread (``@me``) or add a member to it."""
        thread = self._thread(p["channel_id"])
        if thread.archived:
            raise ApiError(400, 50083, "Thread is archived")
        raw = p["user_id"]
        user = self._emu.bot_user if raw == "@me" else self._emu.user(int(raw))
        assert thread.guild_id is not None
        if user.id not in self._emu.guild(thread.guild_id).members:
            raise ApiError(404, 10007, "Unknown Member")
        thread.member_ids.add(user.id)

    async def members(self, request: web.Request, p: dict[str, str]) -> list[JSON]:
        """The thread's members."""
        thread = self._thread(p["channel_id"])
        return [
            {
                "id": str(thread.id),
                "user_id": str(user_id),
                "join_timestamp": iso(thread.created_at),
                "flags": 0,
            }
            for user_id in sorted(thread.member_ids)
        ]

    async def active(self, request: web.Request, p: dict[str, str]) -> JSON:
        """A guild's threads that are not archived."""
        guild = self._emu.guild(int(p["guild_id"]))
        found = [
            c
            for c in self._emu.channels.values()
            if isinstance(c, Thread) and c.guild_id == guild.id and not (c.archived or c.deleted)
        ]
        return {"threads": [t.payload() for t in found], "members": []}
