"""The emulator's fault layer: make chosen REST routes fail, throttle or answer late.

A real deployment meets Discord answering 5xx and 429, answers that arrive after the
interaction's 3 s, a permission taken away, a channel deleted under a table. The tests
arrange those here, and the REST layer asks :meth:`FaultLayer.before` about every
request it has matched to a route (one hook in ``RestApi._route``):

    emu.faults.fail("POST", "/interactions/{interaction_id}/{token}/callback", 503, times=2)
    emu.faults.throttle("POST", "/channels/{channel_id}/messages", retry_after=0.5, times=3)
    emu.faults.slow("POST", "/interactions/{interaction_id}/{token}/callback", 3.5)
    emu.faults.mute(channel)        # the bot loses Send Messages there
    await emu.faults.delete_channel(channel)

and :func:`forged_slash` sends a slash command whose options are not what the command
declared (a real client never does; a forger may).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tests.e2e.emulator.gateway import Intent
from tests.e2e.emulator.interactions import InteractionHandle, InteractionType
from tests.e2e.emulator.state import JSON, Channel, Member, Perm, User

if TYPE_CHECKING:
    from tests.e2e.emulator.server import DiscordEmulator

__all__ = ["Fault", "FaultLayer", "forged_slash"]

CALLBACK = "/interactions/{interaction_id}/{token}/callback"
"""The route of an interaction's first answer."""
CHANNEL_POST = "/channels/{channel_id}/messages"
"""The route of a message sent to a channel (a DM channel too)."""
WEBHOOK_POST = "/webhooks/{app_id}/{token}"
"""The route of an interaction's follow-up message."""
_WEBHOOK_PREFIX = "/webhooks/"


@dataclass
class Fault:
    """One rule: the next ``times`` requests to ``route`` (matching ``where``) fail or wait."""

    method: str
    route: str
    """The route template, as in :class:`~tests.e2e.emulator.state.RestCall`."""
    status: int | None
    """The HTTP status to answer with; None lets the request through after ``delay``."""
    code: int = 0
    message: str = "Injected fault"
    times: int = 1
    """How many requests it hits; a negative number: every one, until removed."""
    delay: float = 0.0
    """Seconds to wait before answering (or before handling, when ``status`` is None)."""
    retry_after: float = 0.0
    """For a 429: the seconds Discord asks the bot to wait."""
    where: Callable[[Mapping[str, str]], bool] | None = None
    """Only requests whose route parameters satisfy this (e.g. one channel id)."""
    hits: int = 0
    """Requests it has hit so far."""

    def matches(self, method: str, route: str, params: Mapping[str, str]) -> bool:
        """Whether the rule applies to this request (and has hits left)."""
        if self.times == 0 or method != self.method or route != self.route:
            return False
        return self.where is None or self.where(params)


@dataclass
class FaultLayer:
    """The faults the emulator injects; empty (no faults) unless a test adds some."""

    emulator: DiscordEmulator
    rules: list[Fault] = field(default_factory=list)
    muted: set[int] = field(default_factory=set)
    """Channels where the bot may not send messages (403, 50013)."""
    deleted: set[int] = field(default_factory=set)
    """Channels deleted under the bot (404, 10003, also for their interactions' webhooks)."""

    def add(self, fault: Fault) -> Fault:
        """Add a rule; returns it, so the test can read its ``hits``."""
        self.rules.append(fault)
        return fault

    def fail(
        self, method: str, route: str, status: int, *, code: int = 0, times: int = 1, **kw: Any
    ) -> Fault:
        """The next ``times`` requests to ``route`` answer ``status`` (e.g. 500, 503)."""
        return self.add(Fault(method, route, status, code=code, times=times, **kw))

    def throttle(
        self, method: str, route: str, *, retry_after: float, times: int = 1, **kw: Any
    ) -> Fault:
        """The next ``times`` requests to ``route`` get a 429 asking to wait ``retry_after``."""
        return self.add(
            Fault(
                method,
                route,
                429,
                message="You are being rate limited.",
                times=times,
                retry_after=retry_after,
                **kw,
            )
        )

    def slow(self, method: str, route: str, delay: float, *, times: int = 1, **kw: Any) -> Fault:
        """The next ``times`` requests to ``route`` are handled ``delay`` seconds late."""
        return self.add(Fault(method, route, None, times=times, delay=delay, **kw))

    def clear(self) -> None:
        """Remove every rule (muted and deleted channels stay as they are)."""
        self.rules.clear()

    # -- permissions and channels ---------------------------------------------------------

    def mute(self, channel: Channel) -> None:
        """Take Send Messages from the bot in ``channel`` (the interactions say so too)."""
        self.muted.add(channel.id)
        self.emulator.bot_permissions &= ~int(Perm.SEND_MESSAGES)

    def unmute(self, channel: Channel) -> None:
        """Give the bot Send Messages in ``channel`` again."""
        self.muted.discard(channel.id)
        if not self.muted:
            self.emulator.bot_permissions |= int(Perm.SEND_MESSAGES)

    async def delete_channel(self, channel: Channel) -> None:
        """Delete a guild channel, as a member with Manage Channels would (CHANNEL_DELETE)."""
        emu = self.emulator
        self.deleted.add(channel.id)
        emu.channels.pop(channel.id, None)
        guild = emu.guild(channel.guild_id) if channel.guild_id is not None else None
        if guild is not None and channel in guild.channels:
            guild.channels.remove(channel)
        await emu.gateway.dispatch("CHANNEL_DELETE", channel.payload(), intent=Intent.GUILDS)

    # -- the hook ---------------------------------------------------------------------------

    async def before(
        self, method: str, route: str, params: Mapping[str, str]
    ) -> web.Response | None:
        """The injected answer to a request, or None to handle it normally (maybe late)."""
        refusal = self._refusal(method, route, params)
        if refusal is not None:
            return refusal
        for rule in self.rules:
            if not rule.matches(method, route, params):
                continue
            rule.hits += 1
            if rule.times > 0:
                rule.times -= 1
            if rule.delay > 0:
                await asyncio.sleep(rule.delay)
            if rule.status is None:
                return None
            return self._answer(rule.status, rule.code, rule.message, rule.retry_after)
        return None

    def _refusal(self, method: str, route: str, params: Mapping[str, str]) -> web.Response | None:
        """A muted channel refuses posts; a deleted one is unknown, webhooks included."""
        channel_id = _int(params.get("channel_id"))
        if route.startswith(_WEBHOOK_PREFIX):
            handle = self.emulator.interactions_by_token.get(params.get("token", ""))
            channel_id = handle.channel.id if handle is not None else None
        if channel_id in self.deleted:
            return self._answer(404, 10003, "Unknown Channel")
        if method == "POST" and route == CHANNEL_POST and channel_id in self.muted:
            return self._answer(403, 50013, "Missing Permissions")
        return None

    @staticmethod
    def _answer(status: int, code: int, message: str, retry_after: float = 0.0) -> web.Response:
        """Discord's error body; a 429 also carries what discord.py needs to wait and retry."""
        body: JSON = {"message": message, "code": code}
        headers = {"Content-Type": "application/json"}
        if status == 429:
            body.update(retry_after=retry_after, **{"global": False})
            headers.update(
                {
                    # discord.py takes a 429 without Via for Cloudflare's ban and gives up.
                    "Via": "1.1 google",
                    "Retry-After": f"{max(1, round(retry_after))}",
                    "X-RateLimit-Limit": "5",
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
                    "X-RateLimit-Reset-After": f"{retry_after:.3f}",
                    "X-RateLimit-Bucket": "injected-fault",
                    "X-RateLimit-Scope": "user",
                }
            )
        return web.Response(body=json.dumps(body).encode(), status=status, headers=headers)


def _int(raw: str | None) -> int | None:
    return int(raw) if raw is not None and raw.isdigit() else None


async def forged_slash(
    emu: DiscordEmulator,
    who: Member,
    channel: Channel,
    command: str,
    options: list[JSON],
) -> InteractionHandle:
    """Send ``/command`` with ``options`` exactly as given, unchecked against its schema.

    ``command`` is the command's path ("poker join"); ``options`` the leaf options as JSON
    (``[{"name": "buy_in", "type": 4, "value": "lots"}]``), wrapped in the subcommand.
    """
    name, *words = command.split()
    found = next(
        (
            c
            for scope in (emu.commands(emu.guild(channel.guild_id or 0)), emu.commands())
            for n, c in scope.items()
            if n == name
        ),
        None,
    )
    if found is None:
        raise LookupError(f"/{name} is not registered")
    leaf: list[JSON] = options
    for word in reversed(words):
        leaf = [{"name": word, "type": 1 if word == words[-1] else 2, "options": leaf}]
    data: JSON = {"id": str(found.id), "name": name, "type": 1, "options": leaf}
    if found.guild_id is not None:
        data["guild_id"] = str(found.guild_id)
    user: User = who.user
    handle = emu._new_handle(  # the driver's own helper, shared within the emulator package
        InteractionType.APPLICATION_COMMAND, user, who, channel, command
    )
    await emu._send_interaction(handle, data)
    return handle
