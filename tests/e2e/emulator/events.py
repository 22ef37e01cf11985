"""Guild Scheduled Events, as far as discord.py 2.7.1 calls them.

Create (``POST /guilds/{id}/scheduled-events``), get one or list them (with
``with_user_count``), edit (``PATCH``: name, description, times, location, status) and
delete. Each change is dispatched as GUILD_SCHEDULED_EVENT_CREATE / _UPDATE / _DELETE
(the guild_scheduled_events intent). Discord's rules that a bot can break are kept:

- the bot needs Manage Events or Create Events (403 50013);
- a name of 1 to 100 characters, a description of at most 1,000, guild-only privacy (2);
- an external event (entity type 3) has a location of 1 to 100 characters, an end time,
  and no channel; voice and stage events (1, 2) are not modelled here;
- a start in the future when created, and an end after the start;
- status moves only SCHEDULED -> ACTIVE or CANCELED, and ACTIVE -> COMPLETED; a completed
  or cancelled event cannot be edited any more (400 180000).

Members' interest (``interested``) is a driver's action: it counts toward ``user_count``
and is dispatched as GUILD_SCHEDULED_EVENT_USER_ADD.
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass, field, replace
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tests.e2e.emulator.errors import ApiError, invalid_form
from tests.e2e.emulator.state import JSON, Member, iso, utcnow

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from tests.e2e.emulator.server import DiscordEmulator

__all__ = [
    "CREATE_EVENTS",
    "GUILD_SCHEDULED_EVENTS_INTENT",
    "MANAGE_EVENTS",
    "EventStatus",
    "ScheduledEvent",
    "ScheduledEventRoutes",
    "interested",
    "scheduled_events",
]

MANAGE_EVENTS = 1 << 33
"""The permission to create, edit and delete any event."""
CREATE_EVENTS = 1 << 44
"""The permission to create events (and edit one's own)."""
GUILD_SCHEDULED_EVENTS_INTENT = 1 << 16
"""The gateway intent of the scheduled-event events."""
EXTERNAL = 3
GUILD_ONLY = 2


class EventStatus(IntEnum):
    """A scheduled event's status."""

    SCHEDULED = 1
    ACTIVE = 2
    COMPLETED = 3
    CANCELED = 4


_MOVES = {
    EventStatus.SCHEDULED: {EventStatus.ACTIVE, EventStatus.CANCELED},
    EventStatus.ACTIVE: {EventStatus.COMPLETED},
}


@dataclass(eq=False)
class ScheduledEvent:
    """One scheduled event of a guild."""

    id: int
    guild_id: int
    creator_id: int
    name: str
    start: datetime.datetime
    end: datetime.datetime | None
    location: str | None
    description: str | None = None
    entity_type: int = EXTERNAL
    status: EventStatus = EventStatus.SCHEDULED
    interested: set[int] = field(default_factory=set)
    deleted: bool = False
    edits: int = 0

    def payload(self, *, with_user_count: bool = False) -> JSON:
        """Discord's guild scheduled event object."""
        data: JSON = {
            "id": str(self.id),
            "guild_id": str(self.guild_id),
            "channel_id": None,
            "creator_id": str(self.creator_id),
            "name": self.name,
            "description": self.description,
            "scheduled_start_time": iso(self.start),
            "scheduled_end_time": iso(self.end),
            "privacy_level": GUILD_ONLY,
            "status": int(self.status),
            "entity_type": self.entity_type,
            "entity_id": None,
            "entity_metadata": {"location": self.location},
            "image": None,
            "recurrence_rule": None,
        }
        if with_user_count:
            data["user_count"] = len(self.interested)
        return data


def scheduled_events(emu: DiscordEmulator, guild_id: int) -> list[ScheduledEvent]:
    """A guild's events that are not deleted, oldest first (a driver's look-up)."""
    events = emu.scheduled_events.values()
    return [e for e in events if e.guild_id == guild_id and not e.deleted]


async def interested(emu: DiscordEmulator, event: ScheduledEvent, member: Member) -> None:
    """A member marks the event "Interested"."""
    event.interested.add(member.id)
    await emu.gateway.dispatch(
        "GUILD_SCHEDULED_EVENT_USER_ADD",
        {
            "guild_scheduled_event_id": str(event.id),
            "user_id": str(member.id),
            "guild_id": str(event.guild_id),
        },
        intent=GUILD_SCHEDULED_EVENTS_INTENT,
    )


def _time(payload: JSON, key: str) -> datetime.datetime | None:
    """An ISO 8601 time of the payload, aware (UTC when it names no zone)."""
    value = payload.get(key)
    if value is None:
        return None
    try:
        moment = datetime.datetime.fromisoformat(str(value))
    except ValueError:
        raise invalid_form(key, "Could not parse the time.") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    return moment


def _text(payload: JSON, key: str, most: int, *, least: int = 1) -> str | None:
    """A text field of the payload, checked for its length."""
    value = payload.get(key)
    if value is None:
        return None
    text = str(value)
    if not least <= len(text) <= most:
        raise invalid_form(key, f"Must be between {least} and {most} in length.")
    return text


class ScheduledEventRoutes:
    """The REST handlers for scheduled events; :meth:`register` adds them."""

    def __init__(self, emu: DiscordEmulator) -> None:
        """Serve ``emu``'s events."""
        self._emu = emu

    def register(self, add: Callable[[str, str, Callable[..., Awaitable[Any]]], None]) -> None:
        """Add the routes."""
        base = "/guilds/{guild_id}/scheduled-events"
        add("GET", base, self.list)
        add("POST", base, self.create)
        add("GET", base + "/{event_id}", self.get)
        add("PATCH", base + "/{event_id}", self.edit)
        add("DELETE", base + "/{event_id}", self.delete)

    @staticmethod
    async def _json(request: web.Request) -> JSON:
        """The request's JSON body ({} when empty)."""
        raw = await request.read()
        return json.loads(raw) if raw else {}

    def _bot_may_manage(self, guild_id: int) -> None:
        """Refuse with 403 50013 unless the bot may create or manage events."""
        member = self._emu.guild(guild_id).members[self._emu.bot_user.id]
        if not (member.has(MANAGE_EVENTS) or member.has(CREATE_EVENTS)):
            raise ApiError(403, 50013, "Missing Permissions")

    def _event(self, p: dict[str, str]) -> ScheduledEvent:
        """The live event of the path, in its guild, or 404 10070."""
        self._emu.guild(int(p["guild_id"]))
        event = self._emu.scheduled_events.get(int(p["event_id"]))
        if event is None or event.deleted or event.guild_id != int(p["guild_id"]):
            raise ApiError(404, 10070, "Unknown Guild Scheduled Event")
        return event

    async def _dispatch(self, name: str, event: ScheduledEvent) -> None:
        """Send a scheduled-event event to the bot (its own intent)."""
        await self._emu.gateway.dispatch(
            name, event.payload(), intent=GUILD_SCHEDULED_EVENTS_INTENT
        )

    @staticmethod
    def _check_shape(event: ScheduledEvent) -> None:
        """Refuse an event Discord would refuse: external with location and end."""
        if event.entity_type != EXTERNAL:
            raise invalid_form("entity_type", "The emulator models external events only.")
        if not event.location:
            raise invalid_form("entity_metadata.location", "This field is required")
        if event.end is None:
            raise invalid_form("scheduled_end_time", "This field is required")
        if event.end <= event.start:
            raise invalid_form("scheduled_end_time", "Must be after the start time.")

    async def list(self, request: web.Request, p: dict[str, str]) -> list[JSON]:
        """A guild's events."""
        counts = request.query.get("with_user_count") in ("1", "true", "True")
        events = scheduled_events(self._emu, self._emu.guild(int(p["guild_id"])).id)
        return [e.payload(with_user_count=counts) for e in events]

    async def get(self, request: web.Request, p: dict[str, str]) -> JSON:
        """One event."""
        counts = request.query.get("with_user_count") in ("1", "true", "True")
        return self._event(p).payload(with_user_count=counts)

    async def create(self, request: web.Request, p: dict[str, str]) -> JSON:
        """Create an event (external only), checked as Discord checks it."""
        guild = self._emu.guild(int(p["guild_id"]))
        self._bot_may_manage(guild.id)
        payload = await self._json(request)
        name = _text(payload, "name", 100)
        if name is None:
            raise invalid_form("name", "This field is required")
        if payload.get("privacy_level") != GUILD_ONLY:
            raise invalid_form("privacy_level", "Value must be 2 (guild only).")
        if payload.get("channel_id") is not None:
            raise invalid_form("channel_id", "An external event has no channel.")
        start = _time(payload, "scheduled_start_time")
        if start is None:
            raise invalid_form("scheduled_start_time", "This field is required")
        if start <= utcnow():
            raise invalid_form("scheduled_start_time", "Cannot schedule an event in the past.")
        metadata = payload.get("entity_metadata") or {}
        event = ScheduledEvent(
            id=self._emu.new_id(),
            guild_id=guild.id,
            creator_id=self._emu.bot_user.id,
            name=name,
            start=start,
            end=_time(payload, "scheduled_end_time"),
            location=_text(metadata, "location", 100),
            description=_text(payload, "description", 1000, least=0),
            entity_type=int(payload.get("entity_type") or 0),
        )
        self._check_shape(event)
        self._emu.scheduled_events[event.id] = event
        await self._dispatch("GUILD_SCHEDULED_EVENT_CREATE", event)
        return event.payload()

    async def edit(self, request: web.Request, p: dict[str, str]) -> JSON:
        """Edit an event: fields, or its status along Discord's allowed moves."""
        event = self._event(p)
        self._bot_may_manage(event.guild_id)
        if event.status not in _MOVES:
            raise ApiError(400, 180000, "Cannot modify a finished event")
        payload = await self._json(request)
        changed = replace(event)
        if "name" in payload:
            changed.name = _text(payload, "name", 100) or ""
        if "description" in payload:
            changed.description = _text(payload, "description", 1000, least=0)
        if "scheduled_start_time" in payload:
            start = _time(payload, "scheduled_start_time")
            if start is None or (event.status is EventStatus.ACTIVE and start != event.start):
                raise invalid_form("scheduled_start_time", "Cannot change the start time now.")
            changed.start = start
        if "scheduled_end_time" in payload:
            changed.end = _time(payload, "scheduled_end_time")
        if "entity_metadata" in payload:
            changed.location = _text(payload["entity_metadata"] or {}, "location", 100)
        if "entity_type" in payload:
            changed.entity_type = int(payload["entity_type"])
        if "privacy_level" in payload and payload["privacy_level"] != GUILD_ONLY:
            raise invalid_form("privacy_level", "Value must be 2 (guild only).")
        if "status" in payload:
            status = EventStatus(int(payload["status"]))
            if status != event.status and status not in _MOVES[event.status]:
                raise invalid_form(
                    "status", f"Cannot move from {event.status.name} to {status.name}."
                )
            changed.status = status
        self._check_shape(changed)
        event.__dict__.update(changed.__dict__)
        event.edits += 1
        await self._dispatch("GUILD_SCHEDULED_EVENT_UPDATE", event)
        return event.payload()

    async def delete(self, request: web.Request, p: dict[str, str]) -> None:
        """Delete an event."""
        event = self._event(p)
        self._bot_may_manage(event.guild_id)
        event.deleted = True
        await self._dispatch("GUILD_SCHEDULED_EVENT_DELETE", event)
