"""The emulated Discord's world: users, guilds, channels, messages, commands, and their JSON.

Everything here is plain data plus the functions that turn it into the payloads Discord
v10 sends. No I/O happens here; the REST and gateway modules read and change these objects,
and the test driver inspects them. Objects are mutable on purpose: a message edited through
the API is the same object the test already holds, so it always shows the latest state.
"""

from __future__ import annotations

import datetime
import itertools
import mimetypes
import struct
import time
from dataclasses import dataclass, field
from enum import IntEnum, IntFlag, unique
from typing import Any

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1_420_070_400_000
EPHEMERAL = 1 << 6
"""Message flag: only the interaction's user can see the message."""
LOADING = 1 << 7
"""Message flag: the "Bot is thinking..." placeholder of a deferred response."""


class SnowflakeFactory:
    """Makes unique, increasing ids shaped like Discord's (timestamp << 22 | worker | counter)."""

    def __init__(self, worker: int = 1) -> None:
        """Start a factory; `worker` fills the worker bits so ids from two factories differ."""
        self._worker = worker & 0x1F
        self._counter = itertools.count()
        self._last = 0

    def __call__(self) -> int:
        """Return the next id, strictly greater than the previous one."""
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        value = (ms << 22) | (self._worker << 17) | (next(self._counter) & 0xFFF)
        self._last = max(value, self._last + 1)
        return self._last

    def for_shard(self, shard_id: int, shard_count: int) -> int:
        """Return a new id whose guild routing, `(id >> 22) % shard_count`, is `shard_id`.

        The id's timestamp is moved up by the few milliseconds that takes, so ids stay
        unique and increasing.
        """
        value = self()
        value += ((shard_id - (value >> 22)) % shard_count) << 22
        self._last = max(value, self._last)
        return value


@unique
class Perm(IntFlag):
    """Discord permission bits used by tests (a subset; any int works where a Perm is taken)."""

    CREATE_INSTANT_INVITE = 1 << 0
    KICK_MEMBERS = 1 << 1
    BAN_MEMBERS = 1 << 2
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    """"Manage Server" in the Discord client."""
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31


EVERYONE_PERMISSIONS = (
    Perm.CREATE_INSTANT_INVITE
    | Perm.ADD_REACTIONS
    | Perm.VIEW_CHANNEL
    | Perm.SEND_MESSAGES
    | Perm.EMBED_LINKS
    | Perm.ATTACH_FILES
    | Perm.READ_MESSAGE_HISTORY
    | Perm.USE_EXTERNAL_EMOJIS
    | Perm.CHANGE_NICKNAME
    | Perm.USE_APPLICATION_COMMANDS
)
"""What @everyone may do in a fresh guild (close to Discord's default)."""
ALL_PERMISSIONS = (1 << 53) - 1


@unique
class ChannelKind(IntEnum):
    """Discord channel types the emulator models."""

    GUILD_TEXT = 0
    DM = 1


def iso(moment: datetime.datetime | None) -> str | None:
    """Format a UTC moment the way Discord does (ISO 8601 with offset), or None."""
    return None if moment is None else moment.isoformat()


def utcnow() -> datetime.datetime:
    """Return the current time, timezone-aware in UTC."""
    return datetime.datetime.now(datetime.UTC)


@dataclass(eq=False)
class User:
    """A Discord account (a human, or the bot itself)."""

    id: int
    name: str
    """Unique username (lowercase, no discriminator)."""
    global_name: str | None = None
    """Display name shown in the client."""
    bot: bool = False
    dms_open: bool = True
    """False makes DMs to this user fail with 403 / code 50007, as when DMs are closed."""
    locale: str = "en-US"
    """The client language, sent as ``locale`` on the user's interactions."""

    @property
    def mention(self) -> str:
        """The `<@id>` mention text."""
        return f"<@{self.id}>"

    def payload(self) -> JSON:
        """The user object Discord sends."""
        data: JSON = {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass(eq=False)
class Role:
    """A guild role; the @everyone role shares the guild's id."""

    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def payload(self) -> JSON:
        """The role object Discord sends."""
        return {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class Channel:
    """A guild text channel or a DM channel."""

    id: int
    kind: ChannelKind
    name: str | None = None
    guild_id: int | None = None
    recipient: User | None = None
    """The other end of a DM channel."""
    position: int = 0
    last_message_id: int | None = None

    @property
    def mention(self) -> str:
        """The `<#id>` mention text."""
        return f"<#{self.id}>"

    def payload(self, bot: User | None = None) -> JSON:
        """The channel object Discord sends (`bot` is needed for a DM's recipients)."""
        if self.kind is ChannelKind.DM:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": int(self.kind),
                "last_message_id": _opt_str(self.last_message_id),
                "recipients": [self.recipient.payload()],
                "flags": 0,
            }
        return {
            "id": str(self.id),
            "type": int(self.kind),
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "nsfw": False,
            "topic": None,
            "parent_id": None,
            "rate_limit_per_user": 0,
            "last_message_id": _opt_str(self.last_message_id),
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    """A user's membership of a guild: roles, join date, computed permissions."""

    user: User
    guild: Guild
    role_ids: list[int] = field(default_factory=list)
    joined_at: datetime.datetime = field(default_factory=utcnow)
    nick: str | None = None

    @property
    def id(self) -> int:
        """The user's id."""
        return self.user.id

    @property
    def name(self) -> str:
        """The user's username."""
        return self.user.name

    @property
    def mention(self) -> str:
        """The `<@id>` mention text."""
        return self.user.mention

    @property
    def permissions(self) -> int:
        """Guild-level permissions: @everyone plus roles; owner or admin get everything."""
        if self.guild.owner_id == self.user.id:
            return ALL_PERMISSIONS
        value = self.guild.everyone.permissions
        for role in self.guild.roles:
            if role.id in self.role_ids:
                value |= role.permissions
        return ALL_PERMISSIONS if value & Perm.ADMINISTRATOR else value

    def has(self, permissions: int) -> bool:
        """Whether the member holds every bit in `permissions`."""
        return self.permissions & permissions == permissions

    def payload(self, *, with_user: bool = True, with_permissions: bool = False) -> JSON:
        """The guild member object Discord sends."""
        data: JSON = {
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in self.role_ids],
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


@dataclass(eq=False)
class Guild:
    """A server: its roles, text channels and members."""

    id: int
    name: str
    owner_id: int
    roles: list[Role] = field(default_factory=list)
    channels: list[Channel] = field(default_factory=list)
    members: dict[int, Member] = field(default_factory=dict)
    created_at: datetime.datetime = field(default_factory=utcnow)
    preferred_locale: str = "en-US"
    """The server's preferred locale (GUILD_CREATE, and ``guild_locale`` on interactions)."""

    @property
    def everyone(self) -> Role:
        """The @everyone role."""
        return next(r for r in self.roles if r.id == self.id)

    def payload(self, bot: User) -> JSON:
        """The full GUILD_CREATE object, listing only the bot as member (no members intent)."""
        me = self.members.get(bot.id)
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "region": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "preferred_locale": self.preferred_locale,
            "features": [],
            "roles": [r.payload() for r in self.roles],
            "emojis": [],
            "stickers": [],
            "channels": [c.payload() for c in self.channels],
            "threads": [],
            "members": [] if me is None else [me.payload()],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "member_count": len(self.members),
            "large": False,
            "lazy": True,
            "unavailable": False,
            "joined_at": iso(me.joined_at if me else self.created_at),
            "max_members": 500000,
            "max_video_channel_users": 25,
            "application_id": None,
        }


@dataclass(eq=False)
class Attachment:
    """A stored upload: its bytes and where the emulator serves them."""

    id: int
    filename: str
    data: bytes
    url: str
    description: str | None = None

    @property
    def content_type(self) -> str:
        """MIME type guessed from the filename, as Discord does."""
        return mimetypes.guess_type(self.filename)[0] or "application/octet-stream"

    def payload(self) -> JSON:
        """The attachment object Discord sends (with width/height for PNGs)."""
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        size = png_size(self.data)
        if size is not None:
            data["width"], data["height"] = size
        return data


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's IHDR chunk, or None if `data` is not a PNG."""
    if len(data) < 24 or not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return None
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@dataclass(eq=False)
class Message:
    """A message as the emulator stores it; edits change this object in place."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    created_at: datetime.datetime = field(default_factory=utcnow)
    edited_at: datetime.datetime | None = None
    deleted: bool = False
    interaction_id: int | None = None
    """The interaction this message answers, if any."""
    interaction_user: User | None = None
    interaction_type: int | None = None
    application_id: int | None = None
    edits: int = 0
    """How many times the message was edited after creation."""

    @property
    def ephemeral(self) -> bool:
        """Whether only the interaction's user can see the message."""
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """Whether this is still the "thinking..." placeholder of a deferred response."""
        return bool(self.flags & LOADING)

    def attachment(self, filename: str) -> Attachment:
        """The attachment named `filename`; raises KeyError if there is none."""
        for item in self.attachments:
            if item.filename == filename:
                return item
        raise KeyError(f"message {self.id} has no attachment {filename!r}")

    def embed_image(self, index: int = 0, slot: str = "image") -> bytes:
        """Bytes of the image an embed shows (`slot` is "image" or "thumbnail")."""
        url = self.embeds[index].get(slot, {}).get("url", "")
        for item in self.attachments:
            if item.url == url:
                return item.data
        raise KeyError(f"embed {index} {slot} {url!r} is not an attachment of this message")

    def buttons(self) -> list[JSON]:
        """Every interactive component (buttons, selects) in the message, flattened."""
        return [c for c in walk_components(self.components) if "custom_id" in c]

    def custom_ids(self) -> list[str]:
        """The custom ids of the message's buttons and selects, in display order."""
        return [str(c["custom_id"]) for c in self.buttons()]

    def text(self) -> str:
        """Content plus every embed's title, description and fields, for easy asserts."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title", ""), embed.get("description", "")]
            for item in embed.get("fields", []):
                parts += [item.get("name", ""), item.get("value", "")]
            parts.append(embed.get("footer", {}).get("text", ""))
        return "\n".join(p for p in parts if p)

    def payload(self, *, for_gateway: bool = False, member: Member | None = None) -> JSON:
        """The message object Discord sends over REST (or, with `for_gateway`, the gateway)."""
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "type": self.type,
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": iso(self.created_at),
            "edited_timestamp": iso(self.edited_at),
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "flags": self.flags,
        }
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
            data["webhook_id"] = str(self.application_id)
        if self.interaction_id is not None and self.interaction_user is not None:
            data["interaction_metadata"] = {
                "id": str(self.interaction_id),
                "type": self.interaction_type,
                "user": self.interaction_user.payload(),
                "authorizing_integration_owners": {},
            }
        if for_gateway and self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
            if member is not None:
                data["member"] = member.payload(with_user=False)
        return data


def walk_components(components: list[JSON]) -> list[JSON]:
    """Flatten nested components (action rows, sections, containers, labels) in order."""
    found: list[JSON] = []
    for item in components:
        found.append(item)
        found += walk_components(list(item.get("components", [])))
        if isinstance(item.get("component"), dict):
            found += walk_components([item["component"]])
        if isinstance(item.get("accessory"), dict):
            found += walk_components([item["accessory"]])
    return found


@dataclass(eq=False)
class AppCommand:
    """A registered application command, as stored after a bulk overwrite."""

    id: int
    application_id: int
    guild_id: int | None
    data: JSON
    """The command as the bot sent it (name, description, options, ...)."""
    version: int

    @property
    def name(self) -> str:
        """The command's top-level name."""
        return str(self.data["name"])

    @property
    def type(self) -> int:
        """1 for slash commands, 2 for user and 3 for message context menus."""
        return int(self.data.get("type", 1))

    def option_names(self, path: str = "") -> list[str]:
        """Names of the options under a subcommand path like "join" or "admin reset"."""
        options = list(self.data.get("options", []))
        for word in path.split():
            options = next(o.get("options", []) for o in options if o["name"] == word)
        return [str(o["name"]) for o in options]

    def payload(self) -> JSON:
        """The application command object Discord returns."""
        data: JSON = {
            "type": 1,
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            "contexts": None,
            "integration_types": [0],
            **self.data,
            "id": str(self.id),
            "application_id": str(self.application_id),
            "version": str(self.version),
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        return data


@dataclass(frozen=True, slots=True)
class RestCall:
    """One REST request the bot made, for counting and assertions."""

    method: str
    path: str
    """The path after /api/v10, with ids as sent."""
    route: str
    """The route template, e.g. "/channels/{channel_id}/messages"."""
    status: int
    interaction: bool
    """True for interaction replies (callback, @original, followups): these don't count
    against the bot's rate limits."""


def _opt_str(value: int | None) -> str | None:
    return None if value is None else str(value)
