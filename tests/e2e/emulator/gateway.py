"""The emulated gateway: HELLO, IDENTIFY/READY, GUILD_CREATE, heartbeats, RESUME, dispatch.

Frames go out as plain JSON text. discord.py connects with `compress=zlib-stream` but only
decompresses binary frames (`DiscordWebSocket.received_message`), so text frames are read
as-is. One session exists per IDENTIFY; it outlives its websocket so that a RESUME after a
reconnect replays the events the bot missed, as Discord does.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import deque
from dataclasses import dataclass, field
from enum import IntEnum, IntFlag, unique
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from tests.e2e.emulator.server import DiscordEmulator

log = logging.getLogger(__name__)

HEARTBEAT_INTERVAL_MS = 41_250
REPLAY_LIMIT = 2_000


@unique
class Op(IntEnum):
    """Gateway opcodes."""

    DISPATCH = 0
    HEARTBEAT = 1
    IDENTIFY = 2
    PRESENCE = 3
    VOICE_STATE = 4
    RESUME = 6
    RECONNECT = 7
    REQUEST_MEMBERS = 8
    INVALID_SESSION = 9
    HELLO = 10
    HEARTBEAT_ACK = 11


@unique
class Intent(IntFlag):
    """Gateway intents the emulator looks at."""

    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    """Privileged."""
    GUILD_PRESENCES = 1 << 8
    """Privileged."""
    GUILD_MESSAGES = 1 << 9
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15
    """Privileged."""


PRIVILEGED = Intent.GUILD_MEMBERS | Intent.GUILD_PRESENCES | Intent.MESSAGE_CONTENT


@dataclass(eq=False)
class GatewaySession:
    """One identified session: sequence numbers and the events kept for RESUME."""

    id: str
    intents: int
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    sent: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=REPLAY_LIMIT))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    resumes: int = 0


class Gateway:
    """Serves `/gateway` websockets for the emulator and dispatches events to the bot."""

    def __init__(self, emulator: DiscordEmulator) -> None:
        """Attach to `emulator`, whose world (users, guilds) READY and GUILD_CREATE describe."""
        self._emu = emulator
        self.session: GatewaySession | None = None
        self.identifies = 0
        self.ops_received: list[int] = []
        self._sockets: set[web.WebSocketResponse] = set()
        self.allowed_privileged = Intent(0)
        """Privileged intents the application has switched on (none, by default)."""

    @property
    def connected(self) -> bool:
        """Whether a session is identified and its websocket is open."""
        return self.session is not None and self.session.ws is not None

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """Run one websocket connection from HELLO until it closes."""
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self._sockets.add(ws)
        try:
            await self._send(
                ws, {"op": Op.HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}}
            )
            async for msg in ws:
                if msg.type is WSMsgType.TEXT:
                    await self._on_frame(ws, json.loads(msg.data))
                elif msg.type is WSMsgType.ERROR:
                    break
        finally:
            self._sockets.discard(ws)
            if self.session is not None and self.session.ws is ws:
                self.session.ws = None
            self._emu.notify()
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        op = int(frame.get("op", -1))
        self.ops_received.append(op)
        data = frame.get("d")
        if op == Op.HEARTBEAT:
            await self._send(ws, {"op": Op.HEARTBEAT_ACK})
        elif op == Op.IDENTIFY:
            await self._identify(ws, data or {})
        elif op == Op.RESUME:
            await self._resume(ws, data or {})
        # PRESENCE, VOICE_STATE and REQUEST_MEMBERS need no reply here.

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        if data.get("token") != self._emu.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return
        intents = int(data.get("intents", 0))
        if intents & PRIVILEGED & ~self.allowed_privileged:
            await ws.close(code=4014, message=b"Disallowed intent(s).")
            return
        self.identifies += 1
        if self.session is not None and self.session.ws is not None and self.session.ws is not ws:
            await self.session.ws.close(code=4000)
        session = GatewaySession(id=secrets.token_hex(16), intents=intents, ws=ws)
        self.session = session
        bot = self._emu.bot_user
        ready = {
            "v": 10,
            "user": {**bot.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in self._emu.guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self._emu.gateway_url,
            "application": {"id": str(self._emu.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "auth": {},
            "_trace": ["emulator"],
        }
        if "shard" in data:
            ready["shard"] = data["shard"]
        await self.dispatch("READY", ready)
        for guild in self._emu.guilds:
            await self.dispatch("GUILD_CREATE", guild.payload(bot))
        self._emu.notify()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        session = self.session
        if (
            session is None
            or data.get("session_id") != session.id
            or data.get("token") != self._emu.token
        ):
            await self._send(ws, {"op": Op.INVALID_SESSION, "d": False})
            return
        if session.ws is not None and session.ws is not ws:
            await session.ws.close(code=4000)
        async with session.lock:
            session.ws = ws
            session.resumes += 1
            since = int(data.get("seq") or 0)
            for frame in list(session.sent):
                if frame["s"] > since:
                    await self._send(ws, frame)
            session.seq += 1
            resumed = {"op": Op.DISPATCH, "t": "RESUMED", "s": session.seq, "d": {"_trace": []}}
            await self._send(ws, resumed)
        self._emu.notify()

    async def dispatch(self, event: str, data: dict[str, Any], *, intent: int = 0) -> None:
        """Send a DISPATCH event to the bot (kept for replay if it is disconnected).

        Args:
            event: The event name, e.g. "INTERACTION_CREATE".
            data: The event's `d` payload.
            intent: The intent the event belongs to; skipped if the bot did not ask for it.
        """
        session = self.session
        if session is None or (intent and not session.intents & intent):
            return
        async with session.lock:
            session.seq += 1
            frame = {"op": Op.DISPATCH, "t": event, "s": session.seq, "d": data}
            session.sent.append(frame)
            if session.ws is not None and not session.ws.closed:
                try:
                    await self._send(session.ws, frame)
                except ConnectionError:
                    log.debug("bot socket went away while sending %s", event)

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: the bot closes the socket and RESUMEs on a new one."""
        if self.session is not None and self.session.ws is not None:
            await self._send(self.session.ws, {"op": Op.RECONNECT, "d": None})

    async def invalidate_session(self) -> None:
        """Send op 9 INVALID_SESSION (not resumable): the bot must IDENTIFY again."""
        session = self.session
        if session is not None and session.ws is not None:
            self.session = None
            await self._send(session.ws, {"op": Op.INVALID_SESSION, "d": False})

    async def drop_connection(self) -> None:
        """Close the bot's socket abnormally (code 4000), as a network failure would."""
        if self.session is not None and self.session.ws is not None:
            await self.session.ws.close(code=4000, message=b"Unknown error.")

    async def close(self) -> None:
        """Close every open websocket (used when the emulator stops)."""
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"Emulator stopping.")

    @staticmethod
    async def _send(ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        await ws.send_str(json.dumps(frame))
