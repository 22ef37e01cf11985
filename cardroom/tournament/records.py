"""What the store keeps of a multi-table tournament and of seasons, as frozen records.

The store (:mod:`cardroom.store._mtt`) returns these; nothing here reads a database.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

from cardroom.models import TournamentStatus
from cardroom.tournament.seasons import SeasonLength

__all__ = ["MttEntry", "MttRecord", "SeasonSettings", "SeasonStanding"]


@dataclass(frozen=True, slots=True)
class MttEntry:
    """One registration: what the player paid into the pool, and their place and prize."""

    user_id: int
    paid: int
    """Entry, rebuys and add-on paid into the prize pool."""
    rebuys: int
    addon: bool
    place: int | None
    """The finishing place, once decided (shared places: the best of them)."""
    prize: int | None
    """The prize paid, once decided."""
    registered_at: datetime


@dataclass(frozen=True, slots=True)
class MttRecord:
    """A multi-table tournament: its lobby, settings, pool, clock and registrations."""

    id: int
    guild_id: int
    channel_id: int
    """The lobby channel; the tables are its threads."""
    message_id: int | None
    """The lobby message."""
    creator_id: int
    name: str
    entry: int
    """The entry (and each rebuy and add-on) in chips; 0 is a freeroll."""
    pool: int
    """Chips in the prize pool not yet paid out."""
    status: TournamentStatus
    settings_json: str
    """The options it was created with (structure, stack, table size, payouts, ...)."""
    event_id: int | None
    """The Discord Scheduled Event, if one was created."""
    starts_at: datetime | None
    """The scheduled start; None starts on command."""
    started_at: datetime | None
    ended_at: datetime | None
    clock_ms: int
    """The clock's run time banked, in milliseconds (time the bot was down never counts)."""
    clock_paused: bool
    state_json: str | None
    """The conductor's own state between hands (seating, hand for hand), if any."""
    created_at: datetime
    entries: tuple[MttEntry, ...]

    def entry_of(self, user_id: int) -> MttEntry | None:
        """The member's registration, if any."""
        return next((e for e in self.entries if e.user_id == user_id), None)


@dataclass(frozen=True, slots=True)
class SeasonSettings:
    """A server's seasons: their length, and where the final standings are posted."""

    guild_id: int
    length: SeasonLength
    channel_id: int | None
    posted_season: date | None = None
    """The season in progress when standings were last posted (or the seasons were set)."""


@dataclass(frozen=True, slots=True)
class SeasonStanding:
    """One line of a season's standings: rank, member and points (in hundredths)."""

    rank: int
    user_id: int
    points: int
    season_start: date
