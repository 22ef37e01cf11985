"""The emulated REST API (v10): the routes a discord.py bot with slash commands, buttons,
modals, DMs, embeds and files calls, answered from and into the emulator's state.

Every request is recorded as a `RestCall`; a route the emulator does not know gets a
Discord-style 404 and is listed in `DiscordEmulator.unknown_routes`, so a test can assert
the bot used nothing the emulator cannot vouch for.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tests.e2e.emulator.errors import ApiError, invalid_form
from tests.e2e.emulator.events import ScheduledEventRoutes
from tests.e2e.emulator.gateway import Intent
from tests.e2e.emulator.history import Change
from tests.e2e.emulator.interactions import (
    Callback,
    CallbackType,
    InteractionHandle,
    InteractionType,
    ModalForm,
)
from tests.e2e.emulator.state import (
    EPHEMERAL,
    JSON,
    LOADING,
    AppCommand,
    Attachment,
    Channel,
    ChannelKind,
    Message,
    RestCall,
    utcnow,
)
from tests.e2e.emulator.threads import ThreadRoutes
from tests.e2e.emulator.validation import check_message

if TYPE_CHECKING:
    from tests.e2e.emulator.server import DiscordEmulator

log = logging.getLogger(__name__)

Params = dict[str, str]
Result = JSON | list[Any] | None
Handler = Callable[[web.Request, Params], Awaitable[Result]]

NEW_UPLOAD_LIMIT = 1_000
"""Attachment ids below this are indexes of files in the same request, not snowflakes."""
_ORIGINAL = "@original"


@dataclass(frozen=True, slots=True)
class Upload:
    """A file part of a multipart request (`files[index]`)."""

    index: int
    filename: str
    data: bytes


@dataclass(frozen=True, slots=True)
class _Route:
    method: str
    template: str
    pattern: re.Pattern[str]
    handler: Handler
    interaction: bool
    auth: bool


class RestApi:
    """Routes `/api/v10/...` requests to handlers that read and change the emulator."""

    def __init__(self, emulator: DiscordEmulator) -> None:
        """Build the route table for `emulator`."""
        self._emu = emulator
        self._routes: list[_Route] = []
        self.in_flight = 0
        """Requests being handled right now."""
        self.last_reply_at = 0.0
        """When (time.monotonic) the last request finished."""
        add = self._add
        add("GET", "/users/@me", self.get_me)
        add("POST", "/users/@me/channels", self.open_dm)
        add("GET", "/users/{user_id}", self.get_user)
        add("GET", "/oauth2/applications/@me", self.get_application)
        add("GET", "/applications/@me", self.get_application)
        # No token needed here, so the launcher can ask before the bot logs in.
        add("GET", "/gateway/bot", self.get_gateway_bot, auth=False)
        add("GET", "/gateway", self.get_gateway_bot, auth=False)
        for scope in ("/applications/{app_id}", "/applications/{app_id}/guilds/{guild_id}"):
            add("GET", scope + "/commands", self.get_commands)
            add("PUT", scope + "/commands", self.put_commands)
            add("POST", scope + "/commands", self.post_command)
            add("DELETE", scope + "/commands/{command_id}", self.delete_command)
        add("GET", "/guilds/{guild_id}", self.get_guild)
        add("GET", "/guilds/{guild_id}/channels", self.get_guild_channels)
        add("GET", "/guilds/{guild_id}/roles", self.get_roles)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member)
        add("GET", "/channels/{channel_id}", self.get_channel)
        ThreadRoutes(emulator).register(add)  # threads as channels (tests/e2e/emulator/threads.py)
        ScheduledEventRoutes(emulator).register(add)  # (tests/e2e/emulator/events.py)
        add("POST", "/channels/{channel_id}/typing", self.typing)
        add("GET", "/channels/{channel_id}/messages", self.list_messages)
        add("POST", "/channels/{channel_id}/messages", self.post_message)
        add("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message)
        add("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_message)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message)
        add("POST", "/interactions/{interaction_id}/{token}/callback", self.callback, True)
        add("POST", "/webhooks/{app_id}/{token}", self.post_followup, True)
        hook = "/webhooks/{app_id}/{token}/messages/{message_id}"
        add("GET", hook, self.get_hook_message, True)
        add("PATCH", hook, self.edit_hook_message, True)
        add("DELETE", hook, self.delete_hook_message, True)

    def _add(
        self,
        method: str,
        template: str,
        handler: Handler,
        interaction: bool = False,
        *,
        auth: bool = True,
    ) -> None:
        regex = re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", template)
        pattern = re.compile(f"^{regex}$")
        needs_token = auth and not interaction  # interaction routes use their token in the path
        self._routes.append(_Route(method, template, pattern, handler, interaction, needs_token))

    async def handle(self, request: web.Request) -> web.Response:
        """Entry point for every request under /api/v{n}/."""
        self.in_flight += 1
        try:
            return await self._route(request)
        finally:
            self.in_flight -= 1
            self.last_reply_at = time.monotonic()

    async def _route(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        for route in self._routes:
            match = route.pattern.match(path)
            if match is not None and route.method == request.method:
                break
        else:
            self._emu.unknown_routes.append(f"{request.method} {path}")
            response = self._error(ApiError(404, 0, "404: Not Found"), path)
            self._record(request.method, path, "?", response.status, interaction=False)
            return response
        injected = await self._emu.faults.before(request.method, route.template, match.groupdict())
        if injected is not None:
            self._record(request.method, path, route.template, injected.status, route.interaction)
            return injected
        try:
            if route.auth:
                self._check_auth(request)
            result = await route.handler(request, match.groupdict())
            response = self._ok(result, route.template)
        except ApiError as exc:
            if exc.status == 400:
                self._emu.rejected.append(
                    f"{request.method} {path}: {exc.code} {exc.message} {exc.errors or ''}"
                )
            response = self._error(exc, route.template)
        except Exception as exc:  # an emulator bug: fail loudly, but not with a 5xx
            # discord.py retries 5xx responses with growing sleeps; a 400 fails at once.
            log.exception("emulator error in %s %s", request.method, path)
            self._emu.rejected.append(f"{request.method} {path}: emulator error {exc!r}")
            response = self._error(ApiError(400, 0, f"emulator error: {exc!r}"), route.template)
        self._record(request.method, path, route.template, response.status, route.interaction)
        return response

    async def serve_attachment(self, request: web.Request) -> web.Response:
        """GET /attachments/{channel}/{id}/{filename}: the stored bytes (our "CDN")."""
        attachment = self._emu.attachments.get(int(request.match_info["attachment_id"]))
        if attachment is None:
            raise web.HTTPNotFound()
        return web.Response(body=attachment.data, content_type=attachment.content_type)

    # -- plumbing -------------------------------------------------------------------------

    def _check_auth(self, request: web.Request) -> None:
        if request.headers.get("Authorization") != f"Bot {self._emu.token}":
            raise ApiError(401, 0, "401: Unauthorized")

    def _record(self, method: str, path: str, route: str, status: int, interaction: bool) -> None:
        self._emu.rest_calls.append(RestCall(method, path, route, status, interaction))
        self._emu.notify(channels=False)

    @staticmethod
    def _headers(route: str) -> dict[str, str]:
        bucket = hashlib.sha1(route.encode(), usedforsecurity=False).hexdigest()[:16]
        return {
            "X-RateLimit-Limit": "50",
            "X-RateLimit-Remaining": "49",
            "X-RateLimit-Reset": f"{time.time() + 1:.3f}",
            "X-RateLimit-Reset-After": "1.000",
            "X-RateLimit-Bucket": bucket,
        }

    def _ok(self, result: Result, route: str) -> web.Response:
        if result is None:
            return web.Response(status=204, headers=self._headers(route))
        return self._json(result, 200, route)

    def _error(self, exc: ApiError, route: str) -> web.Response:
        return self._json(exc.body(), exc.status, route)

    def _json(self, data: object, status: int, route: str) -> web.Response:
        # discord.py's json_or_text() parses JSON only when Content-Type is exactly
        # "application/json": aiohttp's json_response() would add "; charset=utf-8".
        headers = {**self._headers(route), "Content-Type": "application/json"}
        return web.Response(body=json.dumps(data).encode(), status=status, headers=headers)

    @staticmethod
    async def _body(request: web.Request) -> tuple[JSON, list[Upload]]:
        """The JSON payload and uploaded files of a JSON or multipart request."""
        # The raw header: aiohttp's content_type parses it with the email package, slowly.
        content_type = request.headers.get("Content-Type", "")
        raw = await request.read()
        if not content_type.startswith("multipart/"):
            return (json.loads(raw) if raw else {}), []
        return _multipart(raw, content_type)

    # -- users, application, gateway ------------------------------------------------------

    async def get_me(self, request: web.Request, p: Params) -> Result:
        """The bot's own user."""
        return {**self._emu.bot_user.payload(), "verified": True, "mfa_enabled": False}

    async def get_user(self, request: web.Request, p: Params) -> Result:
        """Any known user."""
        return self._emu.user(int(p["user_id"])).payload()

    async def open_dm(self, request: web.Request, p: Params) -> Result:
        """Open (or reuse) the DM channel with `recipient_id`."""
        payload, _ = await self._body(request)
        user = self._emu.user(int(payload["recipient_id"]))
        return self._emu.dm_channel(user).payload()

    async def get_application(self, request: web.Request, p: Params) -> Result:
        """The bot's application (its id equals the bot user's id, as for modern apps)."""
        bot = self._emu.bot_user
        return {
            "id": str(self._emu.application_id),
            "name": bot.name,
            "icon": None,
            "description": "Discord emulator application",
            "summary": "",
            "type": None,
            "bot_public": False,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self._emu.owner_user.payload(),
            "team": None,
            "bot": bot.payload(),
            "interactions_endpoint_url": None,
            "approximate_guild_count": len(self._emu.guilds),
            "redirect_uris": [],
            "tags": [],
        }

    async def get_gateway_bot(self, request: web.Request, p: Params) -> Result:
        """Where the gateway is: `ws://127.0.0.1:PORT/gateway`."""
        return {
            "url": self._emu.gateway_url,
            "shards": 1,
            "session_start_limit": {
                "total": 1000,
                "remaining": 999,
                "reset_after": 14_400_000,
                "max_concurrency": 1,
            },
        }

    # -- application commands -------------------------------------------------------------

    def _command_scope(self, p: Params) -> dict[str, AppCommand]:
        if int(p["app_id"]) != self._emu.application_id:
            raise ApiError(403, 50001, "Missing Access")
        if "guild_id" in p:
            guild = self._emu.guild(int(p["guild_id"]))
            return self._emu.guild_commands.setdefault(guild.id, {})
        return self._emu.global_commands

    async def get_commands(self, request: web.Request, p: Params) -> Result:
        """The registered commands of the scope."""
        return [c.payload() for c in self._command_scope(p).values()]

    async def put_commands(self, request: web.Request, p: Params) -> Result:
        """Bulk overwrite: the scope's commands become exactly the given list."""
        scope = self._command_scope(p)
        payload = json.loads(await request.read() or b"[]")
        old = dict(scope)
        scope.clear()
        for data in payload:
            self._store_command(scope, old, data, p)
        self._emu.command_syncs += 1
        return [c.payload() for c in scope.values()]

    async def post_command(self, request: web.Request, p: Params) -> Result:
        """Create or replace one command of the scope."""
        scope = self._command_scope(p)
        data, _ = await self._body(request)
        return self._store_command(scope, dict(scope), data, p).payload()

    async def delete_command(self, request: web.Request, p: Params) -> Result:
        """Delete one command of the scope."""
        scope = self._command_scope(p)
        for key, command in list(scope.items()):
            if command.id == int(p["command_id"]):
                del scope[key]
                return None
        raise ApiError(404, 10063, "Unknown application command")

    def _store_command(
        self, scope: dict[str, AppCommand], old: dict[str, AppCommand], data: JSON, p: Params
    ) -> AppCommand:
        if not re.fullmatch(r"[-_\w]{1,32}", str(data.get("name", ""))):
            raise invalid_form("name", "Invalid command name")
        if data.get("default_member_permissions") is not None:  # discord.py sends an int
            data = {**data, "default_member_permissions": str(data["default_member_permissions"])}
        key = f"{data.get('type', 1)}:{data['name']}"
        previous = old.get(key)
        command = AppCommand(
            id=previous.id if previous else self._emu.new_id(),
            application_id=self._emu.application_id,
            guild_id=int(p["guild_id"]) if "guild_id" in p else None,
            data=data,
            version=self._emu.new_id(),
        )
        scope[key] = command
        return command

    # -- guilds and channels --------------------------------------------------------------

    async def get_guild(self, request: web.Request, p: Params) -> Result:
        """A guild (the GUILD_CREATE shape minus nothing that matters)."""
        return self._emu.guild(int(p["guild_id"])).payload(self._emu.bot_user)

    async def get_guild_channels(self, request: web.Request, p: Params) -> Result:
        """A guild's channels."""
        return [c.payload() for c in self._emu.guild(int(p["guild_id"])).channels]

    async def get_roles(self, request: web.Request, p: Params) -> Result:
        """A guild's roles."""
        return [r.payload() for r in self._emu.guild(int(p["guild_id"])).roles]

    async def get_member(self, request: web.Request, p: Params) -> Result:
        """One guild member."""
        guild = self._emu.guild(int(p["guild_id"]))
        member = guild.members.get(int(p["user_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return member.payload()

    async def get_channel(self, request: web.Request, p: Params) -> Result:
        """A channel."""
        return self._emu.channel(int(p["channel_id"])).payload()

    async def typing(self, request: web.Request, p: Params) -> Result:
        """The typing indicator: accepted and ignored."""
        self._emu.channel(int(p["channel_id"]))
        return None

    # -- channel messages -----------------------------------------------------------------

    async def list_messages(self, request: web.Request, p: Params) -> Result:
        """Channel history, newest first, with `limit`, `before` and `after`."""
        channel = self._emu.channel(int(p["channel_id"]))
        limit = min(int(request.query.get("limit", 50)), 100)
        before = int(request.query.get("before", 1 << 63))
        after = int(request.query.get("after", 0))
        found = [m for m in self._emu.messages(channel) if after < m.id < before]
        found.sort(key=lambda m: m.id, reverse=True)
        return [m.payload() for m in found[:limit]]

    async def post_message(self, request: web.Request, p: Params) -> Result:
        """Send a message (JSON or multipart); DMs to users with DMs off get 403/50007."""
        channel = self._emu.channel(int(p["channel_id"]))
        payload, uploads = await self._body(request)
        recipient = channel.recipient
        if channel.kind is ChannelKind.DM and recipient is not None and not recipient.dms_open:
            self._emu.refused_dms.append(recipient.id)
            raise ApiError(403, 50007, "Cannot send messages to this user")
        message = await self.create_message(channel, payload, uploads)
        if "message_reference" in payload:
            message.type = 19
        return message.payload()

    def _channel_message(self, p: Params) -> Message:
        message = self._emu.message(int(p["message_id"]))
        if message.channel_id != int(p["channel_id"]) or message.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def get_message(self, request: web.Request, p: Params) -> Result:
        """One channel message."""
        return self._channel_message(p).payload()

    async def edit_message(self, request: web.Request, p: Params) -> Result:
        """Edit one of the bot's messages."""
        message = self._channel_message(p)
        if message.author is not self._emu.bot_user:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        payload, uploads = await self._body(request)
        await self.update_message(message, payload, uploads)
        return message.payload()

    async def delete_message(self, request: web.Request, p: Params) -> Result:
        """Delete a message."""
        await self.remove_message(self._channel_message(p))
        return None

    # -- interactions ---------------------------------------------------------------------

    def _handle(self, interaction_id: int, token: str) -> InteractionHandle:
        handle = self._emu.interactions.get(interaction_id)
        if handle is None or handle.token != token:
            raise ApiError(404, 10062, "Unknown interaction")
        return handle

    def _handle_by_token(self, p: Params) -> InteractionHandle:
        handle = self._emu.interactions_by_token.get(p["token"])
        if handle is None or int(p["app_id"]) != self._emu.application_id:
            raise ApiError(404, 10015, "Unknown Webhook")
        if handle.callback is None:
            handle.errors.append("10015 webhook used before the interaction callback")
            raise ApiError(404, 10015, "Unknown Webhook")
        return handle

    async def callback(self, request: web.Request, p: Params) -> Result:
        """POST /interactions/{id}/{token}/callback: the initial response (types 4-9)."""
        handle = self._handle(int(p["interaction_id"]), p["token"])
        payload, uploads = await self._body(request)
        if handle.callback is not None:
            handle.errors.append("40060 acknowledged twice")
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        deadline = self._emu.interaction_deadline
        if deadline is not None and time.monotonic() - handle.created_at > deadline:
            handle.errors.append("10062 responded after the deadline")
            raise ApiError(404, 10062, "Unknown interaction")
        kind = CallbackType(int(payload["type"]))
        data: JSON = payload.get("data") or {}
        self._check_callback_allowed(handle, kind)
        if kind is CallbackType.MODAL:
            for key in ("custom_id", "title", "components"):
                if not data.get(key):
                    raise invalid_form(f"data.{key}", "This field is required")
        elif kind in (CallbackType.CHANNEL_MESSAGE, CallbackType.UPDATE_MESSAGE):
            check_message(data, files=len(uploads), creating=kind is CallbackType.CHANNEL_MESSAGE)
        handle.callback = Callback(kind, data)
        if kind is CallbackType.CHANNEL_MESSAGE:
            handle.original = await self.create_message(handle.channel, data, uploads, handle)
        elif kind is CallbackType.DEFERRED_CHANNEL_MESSAGE:
            flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
            placeholder = {"content": "", "flags": flags}
            handle.original = await self.create_message(
                handle.channel, placeholder, [], handle, validate=False
            )
        elif kind is CallbackType.DEFERRED_UPDATE_MESSAGE:
            handle.original = handle.source
        elif kind is CallbackType.UPDATE_MESSAGE:
            assert handle.source is not None
            await self.update_message(handle.source, data, uploads)
            handle.original = handle.source
        elif kind is CallbackType.MODAL:
            handle.modal = ModalForm(str(data["custom_id"]), str(data["title"]), data["components"])
        self._emu.notify(channels=False)  # its messages notified their channels themselves
        if request.query.get("with_response") not in ("1", "true", "True"):
            return None
        return self._callback_response(handle, kind)

    @staticmethod
    def _check_callback_allowed(handle: InteractionHandle, kind: CallbackType) -> None:
        updates = (CallbackType.DEFERRED_UPDATE_MESSAGE, CallbackType.UPDATE_MESSAGE)
        if kind in updates and handle.source is None:
            raise ApiError(400, 40004, "Interaction has no message to update")
        if kind is CallbackType.MODAL and handle.type is InteractionType.MODAL_SUBMIT:
            raise ApiError(400, 50035, "Cannot respond to a modal submit with a modal")
        if kind in (CallbackType.PONG, CallbackType.AUTOCOMPLETE_RESULT):
            raise ApiError(400, 50035, f"Callback type {kind.name} is not valid here")

    @staticmethod
    def _callback_response(handle: InteractionHandle, kind: CallbackType) -> JSON:
        message = handle.original
        info: JSON = {
            "id": str(handle.id),
            "type": int(handle.type),
            "response_message_loading": kind is CallbackType.DEFERRED_CHANNEL_MESSAGE,
            "response_message_ephemeral": bool(message is not None and message.ephemeral),
        }
        resource: JSON = {"type": int(kind)}
        if message is not None and kind is not CallbackType.DEFERRED_UPDATE_MESSAGE:
            info["response_message_id"] = str(message.id)
            resource["message"] = message.payload()
        return {"interaction": info, "resource": resource}

    def _hook_message(self, handle: InteractionHandle, message_id: str) -> Message:
        if message_id == _ORIGINAL:
            if handle.original is None or handle.original.deleted:
                raise ApiError(404, 10008, "Unknown Message")
            return handle.original
        for message in handle.messages:
            if message.id == int(message_id) and not message.deleted:
                return message
        raise ApiError(404, 10008, "Unknown Message")

    async def post_followup(self, request: web.Request, p: Params) -> Result:
        """A followup message; after a type 5 deferral the first one fills the placeholder."""
        handle = self._handle_by_token(p)
        payload, uploads = await self._body(request)
        check_message(payload, files=len(uploads))
        original = handle.original
        if original is not None and original.loading:
            keep = original.flags & EPHEMERAL
            await self.update_message(original, {**payload, "flags": keep}, uploads)
            message = original
        else:
            message = await self.create_message(handle.channel, payload, uploads, handle)
        handle.followups.append(message)
        self._emu.notify(channels=False)
        return message.payload()

    async def get_hook_message(self, request: web.Request, p: Params) -> Result:
        """The original response or a followup."""
        return self._hook_message(self._handle_by_token(p), p["message_id"]).payload()

    async def edit_hook_message(self, request: web.Request, p: Params) -> Result:
        """Edit the original response (also ends a "thinking" deferral) or a followup."""
        handle = self._handle_by_token(p)
        message = self._hook_message(handle, p["message_id"])
        payload, uploads = await self._body(request)
        if message.loading:
            payload = {**payload, "flags": message.flags & EPHEMERAL}
        await self.update_message(message, payload, uploads)
        return message.payload()

    async def delete_hook_message(self, request: web.Request, p: Params) -> Result:
        """Delete the original response or a followup."""
        handle = self._handle_by_token(p)
        await self.remove_message(self._hook_message(handle, p["message_id"]))
        return None

    # -- message writes (shared by channel and interaction routes) ------------------------

    async def create_message(
        self,
        channel: Channel,
        payload: JSON,
        uploads: list[Upload],
        handle: InteractionHandle | None = None,
        *,
        validate: bool = True,
    ) -> Message:
        """Store a new message from the bot and dispatch MESSAGE_CREATE unless ephemeral."""
        if validate:
            check_message(payload, files=len(uploads))
        emu = self._emu
        message = Message(
            id=emu.new_id(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=emu.bot_user,
            content=payload.get("content") or "",
            components=list(payload.get("components") or []),
            flags=int(payload.get("flags") or 0),
        )
        if handle is not None:
            message.interaction_id = handle.id
            message.interaction_user = handle.user
            message.interaction_type = int(handle.type)
            message.application_id = emu.application_id
            if handle.type is InteractionType.APPLICATION_COMMAND:
                message.type = 20
        message.attachments = self._attachments([], payload, uploads, channel.id, editing=False)
        message.embeds = self._embeds(payload.get("embeds") or [], message.attachments)
        emu.store_message(message)
        if not message.ephemeral:
            channel.last_message_id = message.id
            await self._dispatch_message("MESSAGE_CREATE", message)
        return message

    async def update_message(self, message: Message, payload: JSON, uploads: list[Upload]) -> None:
        """Apply an edit payload: only the keys present change, as on Discord."""
        check_message(payload, files=len(uploads), creating=False)
        if "content" in payload:
            message.content = payload["content"] or ""
        if "components" in payload:
            message.components = list(payload["components"] or [])
        if "flags" in payload and payload["flags"] is not None:
            keep = message.flags & EPHEMERAL
            message.flags = (int(payload["flags"]) & ~LOADING & ~EPHEMERAL) | keep
        if "attachments" in payload or uploads:
            message.attachments = self._attachments(
                message.attachments, payload, uploads, message.channel_id, editing=True
            )
        if "embeds" in payload:
            message.embeds = self._embeds(payload["embeds"] or [], message.attachments)
        message.edited_at = utcnow()
        message.edits += 1
        self._emu.seen.record(Change.EDIT, message)
        self._emu.notify(message.channel_id)
        if not message.ephemeral:
            await self._dispatch_message("MESSAGE_UPDATE", message)

    async def remove_message(self, message: Message) -> None:
        """Mark a message deleted and dispatch MESSAGE_DELETE."""
        message.deleted = True
        self._emu.seen.record(Change.DELETE, message)
        self._emu.notify(message.channel_id)
        if not message.ephemeral:
            data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id is not None:
                data["guild_id"] = str(message.guild_id)
            await self._dispatch_message("MESSAGE_DELETE", message, data)

    async def _dispatch_message(
        self, event: str, message: Message, data: JSON | None = None
    ) -> None:
        intent = Intent.GUILD_MESSAGES if message.guild_id is not None else Intent.DIRECT_MESSAGES
        if data is None:
            member = None
            if message.guild_id is not None:
                member = self._emu.guild(message.guild_id).members.get(message.author.id)
            data = message.payload(for_gateway=True, member=member)
        await self._emu.gateway.dispatch(event, data, intent=intent)

    def _attachments(
        self,
        existing: list[Attachment],
        payload: JSON,
        uploads: list[Upload],
        channel_id: int,
        *,
        editing: bool,
    ) -> list[Attachment]:
        by_index = {u.index: u for u in uploads}
        entries = payload.get("attachments")
        if entries is None:
            kept = list(existing) if editing else []
            return kept + [self._new_attachment(u, channel_id, None, None) for u in uploads]
        result: list[Attachment] = []
        used: set[int] = set()
        for entry in entries:
            ident = int(entry["id"])
            if ident < NEW_UPLOAD_LIMIT and ident in by_index:
                used.add(ident)
                upload = by_index[ident]
                result.append(
                    self._new_attachment(
                        upload, channel_id, entry.get("filename"), entry.get("description")
                    )
                )
                continue
            known = next((a for a in existing if a.id == ident), None)
            if known is None:
                raise invalid_form("attachments", f"Unknown attachment {ident}")
            result.append(known)
        result += [
            self._new_attachment(u, channel_id, None, None) for u in uploads if u.index not in used
        ]
        return result

    def _new_attachment(
        self, upload: Upload, channel_id: int, filename: str | None, description: str | None
    ) -> Attachment:
        ident = self._emu.new_id()
        name = filename or upload.filename
        url = f"{self._emu.base_url}/attachments/{channel_id}/{ident}/{name}"
        attachment = Attachment(ident, name, upload.data, url, description)
        self._emu.attachments[ident] = attachment
        return attachment

    @staticmethod
    def _embeds(embeds: list[JSON], attachments: list[Attachment]) -> list[JSON]:
        """Give embeds Discord's `type` and turn `attachment://name` into the file's URL."""
        by_name = {a.filename: a for a in attachments}
        result = []
        for embed in embeds:
            embed = {"type": "rich", **embed}
            for slot in ("image", "thumbnail"):
                media = embed.get(slot)
                if isinstance(media, dict) and str(media.get("url", "")).startswith(
                    "attachment://"
                ):
                    target = by_name.get(media["url"].removeprefix("attachment://"))
                    if target is not None:
                        embed[slot] = {**media, "url": target.url, "proxy_url": target.url}
            result.append(embed)
        return result


_BOUNDARY = re.compile(r'boundary="?([^";]+)"?')
_DISPOSITION = re.compile(rb'\bname="([^"]*)"(?:; filename="([^"]*)")?', re.IGNORECASE)


def _multipart(raw: bytes, content_type: str) -> tuple[JSON, list[Upload]]:
    """A multipart/form-data body as discord.py sends it: ``payload_json`` and ``files[n]``.

    A small parser for that one shape (aiohttp's reader parses every part's headers with
    the email package, most of the emulator's time under the benchmark's load).

    Raises:
        ApiError: The body is not multipart/form-data with a boundary.
    """
    found = _BOUNDARY.search(content_type)
    if found is None:
        raise ApiError(400, 50035, "Invalid Form Body: no multipart boundary")
    delimiter = b"--" + found.group(1).encode()
    payload: JSON = {}
    uploads: list[Upload] = []
    for part in raw.split(delimiter)[1:]:
        if part.startswith(b"--"):  # the closing delimiter
            break
        head, _, body = part.partition(b"\r\n\r\n")
        body = body.removesuffix(b"\r\n")
        disposition = _DISPOSITION.search(head)
        if disposition is None:
            continue
        name = disposition.group(1).decode()
        if name == "payload_json":
            payload = json.loads(body)
        elif m := re.fullmatch(r"files\[(\d+)\]", name):
            filename = (disposition.group(2) or b"").decode() or f"file{m.group(1)}"
            uploads.append(Upload(int(m.group(1)), filename, body))
    return payload, uploads
