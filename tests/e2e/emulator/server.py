"""DiscordEmulator: the local Discord a bot logs into, and the API tests drive it with.

async with DiscordEmulator() as emu:            # listens on 127.0.0.1, ephemeral port
    guild = await emu.add_guild("Card Room")
    table = await emu.add_text_channel(guild, "poker")
    alice = await emu.add_member(guild, "alice")
    ...start the bot with emu.api_url (see tests/e2e/launch_bot.py)...
    await emu.wait_for_bot()
    reply = await emu.slash(alice, table, "poker join", buy_in=100)
    message = await reply.wait_original()
    assert reply.ephemeral and "seat" in message.text()
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import time
from collections.abc import Callable, Iterator, Mapping
from types import TracebackType
from typing import Any, Self, TypeVar

from aiohttp import web

from tests.e2e.emulator.errors import ApiError, ComponentGone, DriverError, EmulatorTimeout
from tests.e2e.emulator.events import ScheduledEvent
from tests.e2e.emulator.faults import FaultLayer
from tests.e2e.emulator.gateway import Gateway
from tests.e2e.emulator.history import Change, History, Seen
from tests.e2e.emulator.interactions import (
    DEFAULT_TIMEOUT,
    InteractionHandle,
    InteractionType,
    ModalForm,
    base_payload,
    command_data,
    modal_submission,
)
from tests.e2e.emulator.rest import RestApi
from tests.e2e.emulator.state import (
    EVERYONE_PERMISSIONS,
    JSON,
    AppCommand,
    Attachment,
    Channel,
    ChannelKind,
    Guild,
    Member,
    Message,
    Perm,
    RestCall,
    Role,
    SnowflakeFactory,
    User,
)

__all__ = [  # the world's types are re-exported for `from ...server import Channel`
    "BOT_PERMISSIONS",
    "Channel",
    "DiscordEmulator",
    "Guild",
    "Member",
    "Message",
    "Role",
    "User",
]

T = TypeVar("T")

PATIENCE_ENV = "HOLDEM_E2E_PATIENCE"
"""Environment variable: how many times longer than written every wait may take."""


def default_patience() -> float:
    """The factor every wait's limit is multiplied by: ``HOLDEM_E2E_PATIENCE``, else 4.

    Waits end as soon as their event comes, so a generous limit costs nothing on a pass; it
    only lets a loaded machine (other jobs, xdist workers beside each other) be slow. Set
    1 for the written limits and Discord's real 3 s interaction deadline.
    """
    raw = os.environ.get(PATIENCE_ENV, "").strip()
    value = float(raw) if raw else 4.0
    if value <= 0:
        raise ValueError(f"{PATIENCE_ENV} must be a positive number, not {raw!r}")
    return value


BOT_PERMISSIONS = (
    Perm.VIEW_CHANNEL
    | Perm.SEND_MESSAGES
    | Perm.EMBED_LINKS
    | Perm.ATTACH_FILES
    | Perm.READ_MESSAGE_HISTORY
    | Perm.MANAGE_MESSAGES
    | Perm.ADD_REACTIONS
    | Perm.USE_EXTERNAL_EMOJIS
    | Perm.USE_APPLICATION_COMMANDS
)
"""What the bot's managed role allows (no administrator: the bot must ask for what it uses)."""


class DiscordEmulator:
    """A fake Discord (REST v10 + gateway) on 127.0.0.1, plus the test driver's API."""

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        token: str = "emulator-bot-token",  # noqa: S107 - a fake token for a fake Discord
        bot_name: str = "Holdem",
        interaction_deadline: float | None = 3.0,
        patience: float | None = None,
    ) -> None:
        """Prepare an emulator; nothing listens until `start()`.

        Args:
            host: Interface to bind (keep 127.0.0.1).
            port: TCP port; 0 picks a free one.
            token: The bot token the emulator accepts (REST `Authorization: Bot ...` and
                gateway IDENTIFY).
            bot_name: The bot user's name.
            interaction_deadline: Seconds the bot has to post an interaction callback
                (Discord: 3); later callbacks get 404 "Unknown interaction". None disables.
                Multiplied by ``patience``.
            patience: Factor on every wait's limit and on the interaction deadline; None
                reads ``HOLDEM_E2E_PATIENCE`` (:func:`default_patience`).
        """
        self.host = host
        self.port = port
        self.token = token
        self.patience = default_patience() if patience is None else patience
        self.interaction_deadline = (
            None if interaction_deadline is None else interaction_deadline * self.patience
        )
        self.new_id = SnowflakeFactory()
        self.bot_user = User(self.new_id(), bot_name, global_name=bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.owner_user = User(self.new_id(), "guild-owner", global_name="Guild Owner")
        self.users: dict[int, User] = {u.id: u for u in (self.bot_user, self.owner_user)}
        self.guilds: list[Guild] = []
        self.channels: dict[int, Channel] = {}
        self.dm_channels: dict[int, Channel] = {}
        self.attachments: dict[int, Attachment] = {}
        self.global_commands: dict[str, AppCommand] = {}
        self.guild_commands: dict[int, dict[str, AppCommand]] = {}
        self.command_syncs = 0
        self.scheduled_events: dict[int, ScheduledEvent] = {}
        """Guild Scheduled Events by id (tests/e2e/emulator/events.py)."""
        self.interactions: dict[int, InteractionHandle] = {}
        self.interactions_by_token: dict[str, InteractionHandle] = {}
        self.rest_calls: list[RestCall] = []
        self.unknown_routes: list[str] = []
        self.rejected: list[str] = []
        """Requests refused with 400 (invalid form body, empty message, acknowledged twice)."""
        self.refused_dms: list[int] = []
        """User ids of DMs refused with 50007, one entry per attempt."""
        self.bot_permissions = int(BOT_PERMISSIONS)
        self.settle_delay: float | None = 0.05
        """Quiet time (s) on REST before the driver sends an interaction (see `_settle`).

        None sends at once: for a benchmark whose buttons are all registered at start-up.
        """
        self.gateway = Gateway(self)
        self.rest = RestApi(self)
        self.faults = FaultLayer(self)
        """Injected failures: 5xx, 429, late answers, muted or deleted channels."""
        self.seen = History()
        """Every change of every message, in order (see :meth:`history`)."""
        self._messages: dict[int, Message] = {}
        self._by_channel: dict[int, list[Message]] = {}
        self._waiters: set[asyncio.Future[None]] = set()
        self._channel_waiters: dict[int, set[asyncio.Future[None]]] = {}
        """Waiters for one channel's messages (see :meth:`wait_until`)."""
        self._runner: web.AppRunner | None = None

    # -- lifecycle ------------------------------------------------------------------------

    async def start(self) -> Self:
        """Start serving HTTP and the gateway; returns self."""
        app = web.Application()
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get(
            "/attachments/{channel_id}/{attachment_id}/{filename}", self.rest.serve_attachment
        )
        app.router.add_route("*", r"/api/v{version:\d+}/{tail:.*}", self.rest.handle)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        address = self._runner.addresses[0]
        self.port = int(address[1])
        return self

    async def stop(self) -> None:
        """Close the bot's websocket and stop serving."""
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        for waiter in self._waiters:
            waiter.cancel()
        for waiters in self._channel_waiters.values():
            for waiter in waiters:
                waiter.cancel()

    async def __aenter__(self) -> Self:
        """Start the emulator."""
        return await self.start()

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Stop the emulator."""
        await self.stop()

    @property
    def base_url(self) -> str:
        """`http://127.0.0.1:PORT`."""
        return f"http://{self.host}:{self.port}"

    @property
    def api_url(self) -> str:
        """What `discord.http.Route.BASE` must become: `http://127.0.0.1:PORT/api/v10`."""
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """The websocket URL `GET /gateway/bot` and READY's `resume_gateway_url` give."""
        return f"ws://{self.host}:{self.port}/gateway"

    # -- building the world ---------------------------------------------------------------

    async def add_guild(
        self,
        name: str = "Test Guild",
        *,
        owner: User | None = None,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """Create a guild the bot is in (with @everyone, a bot role and the bot member).

        `shard` is `(shard_id, shard_count)`: the guild's id is chosen so that Discord's
        routing, `(guild_id >> 22) % shard_count`, sends its events to that shard.
        """
        owner = owner or self.owner_user
        guild_id = self.new_id() if shard is None else self.new_id.for_shard(*shard)
        guild = Guild(guild_id, name, owner.id)
        guild.roles.append(Role(guild.id, guild.id, "@everyone", int(EVERYONE_PERMISSIONS)))
        bot_role = Role(self.new_id(), guild.id, self.bot_user.name, self.bot_permissions, 1, True)
        guild.roles.append(bot_role)
        guild.members[self.bot_user.id] = Member(self.bot_user, guild, [bot_role.id])
        guild.members[owner.id] = Member(owner, guild)
        self.guilds.append(guild)
        await self.gateway.dispatch("GUILD_CREATE", guild.payload(self.bot_user), guild_id=guild.id)
        return guild

    async def add_text_channel(self, guild: Guild, name: str) -> Channel:
        """Create a text channel in `guild`."""
        channel = Channel(
            self.new_id(), ChannelKind.GUILD_TEXT, name, guild.id, position=len(guild.channels)
        )
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        await self.gateway.dispatch("CHANNEL_CREATE", channel.payload())
        return channel

    async def add_role(self, guild: Guild, name: str, permissions: int) -> Role:
        """Create a role with the given permission bits."""
        role = Role(self.new_id(), guild.id, name, int(permissions), position=len(guild.roles))
        guild.roles.append(role)
        event = {"guild_id": str(guild.id), "role": role.payload()}
        await self.gateway.dispatch("GUILD_ROLE_CREATE", event)
        return role

    async def add_member(
        self,
        guild: Guild,
        user: str | User,
        *,
        permissions: int = 0,
        roles: tuple[Role, ...] = (),
        dms_open: bool = True,
    ) -> Member:
        """Add a human to `guild` (a new user when `user` is a name).

        Args:
            guild: The guild to join.
            user: A username for a new user, or an existing User (same person, other guild).
            permissions: Extra guild permissions, e.g. `Perm.MANAGE_GUILD`; given through a
                role so discord.py's role-based checks agree with the interaction's.
            roles: Further roles to hold.
            dms_open: False makes the bot's DMs to this user fail with 50007.
        """
        if isinstance(user, str):
            user = User(self.new_id(), user, global_name=user.title(), dms_open=dms_open)
            self.users[user.id] = user
        member = Member(user, guild, [r.id for r in roles])
        if permissions:
            role = next(
                (
                    r
                    for r in guild.roles
                    if r.permissions == permissions and not r.managed and r.id != guild.id
                ),
                None,
            ) or await self.add_role(guild, f"perms-{int(permissions):x}", permissions)
            member.role_ids.append(role.id)
        guild.members[user.id] = member
        return member

    def set_dms(self, who: User | Member, *, open: bool) -> None:
        """Allow or refuse the bot's DMs to a user (refused: 403 with code 50007)."""
        (who.user if isinstance(who, Member) else who).dms_open = open

    # -- lookups (raise Discord errors, for the REST handlers) ----------------------------

    def guild(self, guild_id: int) -> Guild:
        """A guild by id."""
        for guild in self.guilds:
            if guild.id == guild_id:
                return guild
        raise ApiError(404, 10004, "Unknown Guild")

    def channel(self, channel_id: int) -> Channel:
        """A guild or DM channel by id."""
        channel = self.channels.get(channel_id)
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def user(self, user_id: int) -> User:
        """A user by id."""
        user = self.users.get(user_id)
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user

    def message(self, message_id: int) -> Message:
        """A stored message by id (not deleted)."""
        message = self._messages.get(message_id)
        if message is None or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with `user`, created on first use."""
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(self.new_id(), ChannelKind.DM, recipient=user)
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    def store_message(self, message: Message) -> None:
        """Keep a new message (called by the REST layer)."""
        self._messages[message.id] = message
        self._by_channel.setdefault(message.channel_id, []).append(message)
        self.seen.record(Change.CREATE, message)
        self.notify(message.channel_id)

    # -- reading what the bot did ---------------------------------------------------------

    def messages(self, channel: Channel, *, ephemeral: bool = False) -> list[Message]:
        """A channel's current messages, oldest first (ephemeral ones only if asked)."""
        return [
            m
            for m in self._by_channel.get(channel.id, [])
            if not m.deleted and (ephemeral or not m.ephemeral)
        ]

    def newest_first(self, channel: Channel) -> Iterator[Message]:
        """A channel's current messages, newest first, lazily (no copy of the whole channel)."""
        for message in reversed(self._by_channel.get(channel.id, [])):
            if not message.deleted and not message.ephemeral:
                yield message

    def history(self, channel: Channel) -> list[Seen]:
        """What a channel showed, change by change, oldest first (no ephemeral messages)."""
        return self.seen.of(channel.id)

    def dms(self, who: User | Member) -> list[Message]:
        """Messages the bot delivered to a user's DMs, oldest first."""
        user = who.user if isinstance(who, Member) else who
        channel = self.dm_channels.get(user.id)
        return [] if channel is None else self.messages(channel)

    def commands(self, guild: Guild | None = None) -> dict[str, AppCommand]:
        """Registered slash commands by name: global, or of one guild."""
        scope = self.global_commands if guild is None else self.guild_commands.get(guild.id, {})
        return {c.name: c for c in scope.values() if c.type == 1}

    def mark(self) -> int:
        """A position in the REST log, for `calls(since=...)`."""
        return len(self.rest_calls)

    def calls(self, *, since: int = 0, interaction: bool | None = None) -> list[RestCall]:
        """REST calls after `since`; `interaction=False` keeps only non-interaction calls."""
        found = self.rest_calls[since:]
        return found if interaction is None else [c for c in found if c.interaction is interaction]

    def problems(self) -> list[str]:
        """Unknown routes, 400s and rejected interaction replies: should be empty after a test."""
        found = [f"unknown route: {r}" for r in self.unknown_routes]
        found += [f"rejected: {r}" for r in self.rejected]
        for handle in self.interactions.values():
            found += [f"{handle.describe()}: {e}" for e in handle.errors]
        return found

    # -- waiting --------------------------------------------------------------------------

    def notify(self, channel_id: int | None = None, *, channels: bool = True) -> None:
        """Wake the waiters so they re-check their conditions (called on any change).

        Every general waiter wakes. Of those waiting on one channel's messages, those of
        ``channel_id`` wake when it is given (a message there changed), all of them when it
        is None, and none when ``channels`` is False (a change no message shows, such as
        a REST call being recorded).
        """
        woken = [self._waiters]
        if channel_id is not None:
            woken.append(self._channel_waiters.pop(channel_id, set()))
        elif channels:
            woken += self._channel_waiters.values()
            self._channel_waiters = {}
        for waiters in woken:
            for waiter in waiters:
                if not waiter.done():
                    waiter.set_result(None)
        self._waiters = set()

    async def wait_until(
        self,
        check: Callable[[], T | None],
        timeout: float,
        what: str,
        *,
        channel: Channel | None = None,
    ) -> T:
        """Wait until `check()` returns something truthy and return it.

        With `channel`, `check` looks only at that channel's messages: it is re-checked
        when they change rather than on every change anywhere (a hundred tables waiting
        at once would otherwise re-check each other's traffic).

        The limit is `timeout` times :attr:`patience`: the written figure is what a quiet
        machine needs with room to spare, the factor what a loaded one may need on top.

        Raises:
            EmulatorTimeout: after the limit, naming `what` was awaited.
        """
        loop = asyncio.get_running_loop()
        limit = timeout * self.patience
        deadline = loop.time() + limit
        while not (result := check()):
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise EmulatorTimeout(
                    f"timed out after {limit:g}s waiting for {what}; {self._hint()}"
                )
            waiter: asyncio.Future[None] = loop.create_future()
            if channel is None:
                self._waiters.add(waiter)
            else:
                self._channel_waiters.setdefault(channel.id, set()).add(waiter)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(waiter), remaining)
        return result

    def _hint(self) -> str:
        last = [f"{c.method} {c.path} -> {c.status}" for c in self.rest_calls[-5:]]
        connected = self.gateway.connected
        return f"bot connected={connected}, last REST calls={last}, problems={self.problems()}"

    async def wait_for_bot(self, timeout: float = 15.0) -> None:
        """Wait until the bot has identified on the gateway and received its guilds."""
        await self.wait_until(lambda: self.gateway.connected, timeout, "the bot to connect")

    async def wait_for_commands(
        self,
        *names: str,
        guild: Guild | None = None,
        timeout: float = 10.0,
    ) -> None:
        """Wait until the named slash commands are registered (globally or in `guild`)."""
        await self.wait_until(
            lambda: set(names) <= set(self.commands(guild)),
            timeout,
            f"commands {names} to be synced",
        )

    async def wait_for_message(
        self,
        channel: Channel,
        predicate: Callable[[Message], bool] | None = None,
        *,
        after: Message | int | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> Message:
        """Wait for a visible message in `channel` matching `predicate` (edits count).

        `after` ignores messages up to that message (or id), to skip older matches.
        """
        floor = after.id if isinstance(after, Message) else after or 0

        def find() -> Message | None:
            for message in self.messages(channel):
                if message.id > floor and (predicate is None or predicate(message)):
                    return message
            return None

        return await self.wait_until(
            find, timeout, f"a matching message in #{channel.name or channel.id}"
        )

    async def wait_for_dm(
        self,
        who: User | Member,
        predicate: Callable[[Message], bool] | None = None,
        *,
        after: Message | int | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> Message:
        """Wait for a DM to `who` matching `predicate`."""
        user = who.user if isinstance(who, Member) else who
        await self.wait_until(
            lambda: user.id in self.dm_channels, timeout, f"a DM channel with {user.name}"
        )
        return await self.wait_for_message(
            self.dm_channels[user.id], predicate, after=after, timeout=timeout
        )

    async def wait_for_edit(
        self,
        message: Message,
        predicate: Callable[[Message], bool],
        *,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> Message:
        """Wait until `message` (edited in place) satisfies `predicate`."""
        await self.wait_until(
            lambda: predicate(message), timeout, f"message {message.id} to change"
        )
        return message

    # -- interactions ---------------------------------------------------------------------

    async def slash(
        self, who: Member | User, channel: Channel, command: str, /, **options: Any
    ) -> InteractionHandle:
        """Use a slash command, e.g. `slash(alice, table, "poker join", buy_in=100)`.

        Options are keyed by their Discord names; pass users as Member/User, channels as
        Channel, roles as Role. The command must be registered (guild first, then global)
        and visible to the member (`default_member_permissions`).

        Raises:
            DriverError: unknown command, subcommand or option, or a hidden command.
        """
        member, user = self._actor(who, channel)
        name, *words = command.split()
        found = self._find_command(name, channel)
        required = found.data.get("default_member_permissions")
        if required is not None and member is not None and not member.has(int(required)):
            raise DriverError(f"/{name} is hidden from {user.name}: needs permissions {required}")
        data = command_data(found, words, options, channel)
        handle = self._new_handle(
            InteractionType.APPLICATION_COMMAND, user, member, channel, command
        )
        await self._send_interaction(handle, data)
        return handle

    async def click(
        self, who: Member | User, message: Message, custom_id: str
    ) -> InteractionHandle:
        """Click the button `custom_id` on `message`.

        Raises:
            DriverError: the message has no such enabled button, is deleted, or is
                another user's ephemeral message.
        """
        component = self._component(who, message, custom_id, kind=2)
        return await self._component_interaction(who, message, component, {})

    async def select(
        self, who: Member | User, message: Message, custom_id: str, values: list[str]
    ) -> InteractionHandle:
        """Choose `values` in the select menu `custom_id` on `message`."""
        component = self._component(who, message, custom_id, kind=None)
        return await self._component_interaction(who, message, component, {"values": values})

    async def submit_modal(
        self,
        who: Member | User,
        opened: InteractionHandle | ModalForm,
        values: Mapping[str, str | list[str]],
        *,
        channel: Channel | None = None,
    ) -> InteractionHandle:
        """Submit the modal the bot opened in answer to `opened` with `values` by custom id.

        Waits (default timeout) for the modal if the bot has not opened it yet.
        """
        source: Message | None = None
        if isinstance(opened, InteractionHandle):
            form = await opened.wait_modal()
            channel = channel or opened.channel
            source = opened.source
            if (who.user if isinstance(who, Member) else who) is not opened.user:
                raise DriverError("only the user the modal was shown to can submit it")
        else:
            form = opened
        if channel is None:
            raise DriverError("submit_modal needs a channel when given a ModalForm")
        member, user = self._actor(who, channel)
        data = {"custom_id": form.custom_id, "components": modal_submission(form, values)}
        handle = self._new_handle(
            InteractionType.MODAL_SUBMIT, user, member, channel, form.custom_id
        )
        handle.source = source
        await self._send_interaction(handle, data)
        return handle

    def _actor(self, who: Member | User, channel: Channel) -> tuple[Member | None, User]:
        user = who.user if isinstance(who, Member) else who
        if channel.guild_id is None:
            return None, user
        member = self.guild(channel.guild_id).members.get(user.id)
        if member is None:
            raise DriverError(f"{user.name} is not a member of the guild of #{channel.name}")
        return member, user

    def _find_command(self, name: str, channel: Channel) -> AppCommand:
        scopes = [self.global_commands]
        if channel.guild_id is not None:
            scopes.insert(0, self.guild_commands.get(channel.guild_id, {}))
        for scope in scopes:
            for command in scope.values():
                if command.name == name and command.type == 1:
                    return command
        known = sorted({c.name for s in scopes for c in s.values()})
        raise DriverError(f"/{name} is not registered here (registered: {known})")

    def _component(
        self, who: Member | User, message: Message, custom_id: str, kind: int | None
    ) -> JSON:
        user = who.user if isinstance(who, Member) else who
        if message.deleted:
            raise DriverError(f"message {message.id} was deleted")
        if message.ephemeral and message.interaction_user is not user:
            raise DriverError(f"{user.name} cannot see ephemeral message {message.id}")
        for component in message.buttons():
            if component.get("custom_id") == custom_id:
                if kind is not None and component.get("type") != kind:
                    raise DriverError(
                        f"{custom_id!r} is a component of type {component.get('type')}"
                    )
                if component.get("disabled"):
                    raise DriverError(f"{custom_id!r} on message {message.id} is disabled")
                return component
        raise DriverError(
            f"message {message.id} has no component {custom_id!r}; has {message.custom_ids()}"
        )

    async def _component_interaction(
        self, who: Member | User, message: Message, component: JSON, extra: JSON
    ) -> InteractionHandle:
        channel = self.channel(message.channel_id)
        member, user = self._actor(who, channel)
        custom_id = str(component["custom_id"])
        handle = self._new_handle(
            InteractionType.MESSAGE_COMPONENT, user, member, channel, custom_id
        )
        handle.source = message
        data = {"custom_id": custom_id, "component_type": int(component["type"]), **extra}
        await self._send_interaction(handle, data)
        return handle

    def _new_handle(
        self, kind: InteractionType, user: User, member: Member | None, channel: Channel, name: str
    ) -> InteractionHandle:
        token = "aW50ZXJhY3Rpb24" + secrets.token_urlsafe(48)
        return InteractionHandle(
            self,
            self.new_id(),
            token,
            kind,
            user,
            member,
            channel,
            name=name,
            created_at=time.monotonic(),
        )

    async def _settle(self) -> None:
        """Wait until the bot's REST traffic has been quiet for `settle_delay` (1 s at most).

        discord.py registers a sent View or Modal only after the HTTP reply to the send
        arrives (`store_view` follows the request). An interaction that overtakes that
        reply on the gateway finds nothing to dispatch to and is dropped without a log.
        A human is never that fast; the driver waits like one.
        """
        if self.settle_delay is None:
            return
        loop = asyncio.get_running_loop()
        give_up = loop.time() + 1.0
        while loop.time() < give_up:
            quiet = time.monotonic() - self.rest.last_reply_at
            if self.rest.in_flight == 0 and quiet >= self.settle_delay:
                return
            await asyncio.sleep(max(0.005, self.settle_delay - quiet))

    async def _send_interaction(self, handle: InteractionHandle, data: JSON) -> None:
        if not self.gateway.sessions:
            raise DriverError("no bot is connected to the emulator's gateway")
        await self._settle()
        source = handle.source
        if (
            source is not None
            and handle.type is InteractionType.MESSAGE_COMPONENT
            and handle.name not in source.custom_ids()  # edited away while settling
        ):
            raise ComponentGone(f"{handle.name!r} left message {source.id} before the click")
        self.interactions[handle.id] = handle
        self.interactions_by_token[handle.token] = handle
        handle.created_at = time.monotonic()
        await self.gateway.dispatch(
            "INTERACTION_CREATE", base_payload(self, handle.type, handle, data)
        )
