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
    shard_id: int = 0
    shard_count: int = 1
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    sent: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=REPLAY_LIMIT))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    resumes: int = 0

    def serves(self, guild_id: int | None) -> bool:
        """Whether this shard receives `guild_id`'s events; events of no guild (DMs) go to 0."""
        if guild_id is None:
            return self.shard_id == 0
        return shard_of(guild_id, self.shard_count) == self.shard_id


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord routes a guild to: `(guild_id >> 22) % shard_count`."""
    return (guild_id >> 22) % shard_count


class Gateway:
    """Serves `/gateway` websockets for the emulator and dispatches events to the bot."""

    def __init__(self, emulator: DiscordEmulator) -> None:
        """Attach to `emulator`, whose world (users, guilds) READY and GUILD_CREATE describe."""
        self._emu = emulator
        self.sessions: dict[tuple[int, int], GatewaySession] = {}
        """The identified sessions, by (shard id, shard count)."""
        self.identifies = 0
        self.ops_received: list[int] = []
        self._sockets: set[web.WebSocketResponse] = set()
        self.allowed_privileged = Intent(0)
        """Privileged intents the application has switched on (none, by default)."""

    @property
    def session(self) -> GatewaySession | None:
        """The session of shard 0 (the only one of an unsharded bot), if identified."""
        for session in self.sessions.values():
            if session.shard_id == 0:
                return session
        return None

    @property
    def connected(self) -> bool:
        """Whether a session is identified and every identified session's websocket is open."""
        return bool(self.sessions) and all(s.ws is not None for s in self.sessions.values())

    def shard_connected(self, shard_id: int) -> bool:
        """Whether a session of shard `shard_id` is identified with its websocket open."""
        return any(s.shard_id == shard_id and s.ws is not None for s in self.sessions.values())

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
            for session in self.sessions.values():
                if session.ws is ws:
                    session.ws = None
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
        shard_id, shard_count = (int(n) for n in data.get("shard", (0, 1)))
        if not 0 <= shard_id < shard_count:
            await ws.close(code=4010, message=b"Invalid shard.")
            return
        self.identifies += 1
        key = (shard_id, shard_count)
        previous = self.sessions.get(key)
        if previous is not None and previous.ws is not None and previous.ws is not ws:
            await previous.ws.close(code=4000)
        session = GatewaySession(
            id=secrets.token_hex(16),
            intents=intents,
            shard_id=shard_id,
            shard_count=shard_count,
            ws=ws,
        )
        self.sessions[key] = session
        guilds = [g for g in self._emu.guilds if session.serves(g.id)]
        bot = self._emu.bot_user
        ready = {
            "v": 10,
            "user": {**bot.payload(), "verified": True, "mfa_enabled": False, "email": None},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
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
        await self._dispatch_to(session, "READY", ready)
        for guild in guilds:
            await self._dispatch_to(session, "GUILD_CREATE", guild.payload(bot))
        self._emu.notify()

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> None:
        session = next((s for s in self.sessions.values() if s.id == data.get("session_id")), None)
        if session is None or data.get("token") != self._emu.token:
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

    async def dispatch(
        self,
        event: str,
        data: dict[str, Any],
        *,
        intent: int = 0,
        guild_id: int | None = None,
    ) -> None:
        """Send a DISPATCH event to the shards that serve its guild (kept for replay).

        Args:
            event: The event name, e.g. "INTERACTION_CREATE".
            data: The event's `d` payload.
            intent: The intent the event belongs to; skipped if the bot did not ask for it.
            guild_id: The guild the event belongs to; by default the payload's `guild_id`.
                Events of no guild (DMs) go to shard 0 only, as Discord sends them.
        """
        if guild_id is None and data.get("guild_id") is not None:
            guild_id = int(data["guild_id"])
        for session in list(self.sessions.values()):
            if session.serves(guild_id):
                await self._dispatch_to(session, event, data, intent=intent)

    async def _dispatch_to(
        self, session: GatewaySession, event: str, data: dict[str, Any], *, intent: int = 0
    ) -> None:
        """Send one DISPATCH frame on `session`, unless it did not ask for the intent."""
        if intent and not session.intents & intent:
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

    def _of_shard(self, shard_id: int) -> GatewaySession | None:
        """The identified session of shard `shard_id`, if any."""
        return next((s for s in self.sessions.values() if s.shard_id == shard_id), None)

    async def request_reconnect(self, shard_id: int = 0) -> None:
        """Send op 7 RECONNECT: the bot closes the shard's socket and RESUMEs on a new one."""
        session = self._of_shard(shard_id)
        if session is not None and session.ws is not None:
            await self._send(session.ws, {"op": Op.RECONNECT, "d": None})

    async def invalidate_session(self, shard_id: int = 0) -> None:
        """Send op 9 INVALID_SESSION (not resumable): the shard must IDENTIFY again."""
        session = self._of_shard(shard_id)
        if session is not None and session.ws is not None:
            del self.sessions[(session.shard_id, session.shard_count)]
            await self._send(session.ws, {"op": Op.INVALID_SESSION, "d": False})

    async def drop_connection(self, shard_id: int = 0) -> None:
        """Close the shard's socket abnormally (code 4000), as a network failure would."""
        session = self._of_shard(shard_id)
        if session is not None and session.ws is not None:
            await session.ws.close(code=4000, message=b"Unknown error.")

    async def close(self) -> None:
        """Close every open websocket (used when the emulator stops)."""
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"Emulator stopping.")

    @staticmethod
    async def _send(ws: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        await ws.send_str(json.dumps(frame))
