"""The tournament clock as arithmetic: run time in, level and time left out.

The clock counts **run time**: seconds it has been running, not wall time. The owner banks
the run time into the store as it goes (:meth:`ClockState.banked`); after a restart the
clock goes on from the banked run time, so time the bot was down never counts, and a
paused clock gains nothing. :func:`position` turns run time into the level on, whether it
is a break, and the seconds left until the next level (or the end of the break).

>>> from cardroom.tournament.structure import Preset, Structure
>>> structure = Structure.preset(Preset.REGULAR, chips=1500, level_minutes=10)
>>> position(structure, 0).level, position(structure, 0).seconds_left
(1, 600.0)
>>> at = position(structure, 3600 + 30)   # six levels played: the hourly break
>>> at.level, at.on_break, at.seconds_left
(6, True, 270.0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardroom.tournament.structure import Structure
from holdem.schedule import BlindLevel

__all__ = ["ClockPosition", "ClockState", "addon_open", "late_registration_open", "position"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ClockState:
    """Run time banked and, while the clock runs, the moment it last started.

    Moments are seconds on any one clock of the owner's (monotonic in a process); only
    differences between them count. ``since`` is None while paused (or not yet started).
    """

    run_seconds: float = 0.0
    """Run time banked."""
    since: float | None = None
    """When the clock last started running; None while it stands still."""

    @property
    def running(self) -> bool:
        """Whether the clock runs."""
        return self.since is not None

    def elapsed(self, now: float) -> float:
        """Run time at ``now``: what was banked plus the run since it last started."""
        if self.since is None:
            return self.run_seconds
        return self.run_seconds + max(0.0, now - self.since)

    def resume(self, now: float) -> ClockState:
        """Start (or go on) running at ``now``; a running clock is unchanged."""
        return self if self.running else replace(self, since=now)

    def pause(self, now: float) -> ClockState:
        """Stand still at ``now``, keeping the run time."""
        return ClockState(run_seconds=self.elapsed(now), since=None)

    def banked(self, now: float) -> ClockState:
        """The same clock with its run time up to ``now`` banked (what the store keeps).

        >>> ClockState(run_seconds=5.0, since=100.0).banked(112.5)
        ClockState(run_seconds=17.5, since=112.5)
        """
        if self.since is None:
            return self
        return ClockState(run_seconds=self.elapsed(now), since=now)

    def stored(self, now: float) -> tuple[int, bool]:
        """What the store keeps at ``now``: run time in whole milliseconds, and paused.

        >>> ClockState(run_seconds=1.5, since=10.0).stored(12.0), ClockState().stored(5.0)
        ((3500, False), (0, True))
        """
        return int(self.elapsed(now) * 1000), not self.running

    @classmethod
    def from_store(cls, clock_ms: int, *, paused: bool, now: float) -> ClockState:
        """The clock after a restart from what the store kept (see :meth:`restored`).

        >>> ClockState.from_store(3500, paused=False, now=100.0).elapsed(101.0)
        4.5
        """
        return cls.restored(clock_ms / 1000, paused=paused, now=now)

    @classmethod
    def restored(cls, run_seconds: float, *, paused: bool, now: float) -> ClockState:
        """The clock after a restart: the banked run time, running from ``now`` unless paused.

        >>> ClockState.restored(90.0, paused=False, now=5000.0).elapsed(5010.0)
        100.0
        """
        if run_seconds < 0:
            raise ValueError("Run time is not negative.")
        return cls(run_seconds=run_seconds, since=None if paused else now)


@dataclass(frozen=True, slots=True, kw_only=True)
class ClockPosition:
    """Where the clock stands: the level (a break belongs to the level before it)."""

    level: int
    """The level number, from 1; on a break, the level just played."""
    on_break: bool
    """Whether this is the break after :attr:`level`."""
    seconds_left: float
    """Seconds until the next level starts (the end of this level or of this break)."""
    blinds: BlindLevel
    """The blinds and ante of :attr:`level`."""
    next_blinds: BlindLevel
    """The blinds and ante of the level after."""


def position(structure: Structure, run_seconds: float) -> ClockPosition:
    """The level on after ``run_seconds`` of run time, and the time left in it.

    >>> from cardroom.tournament.structure import Preset, Structure
    >>> s = Structure.preset(Preset.TURBO, chips=1500, level_minutes=5)
    >>> p = position(s, 301)
    >>> p.level, p.on_break, round(p.seconds_left), p.blinds.big_blind
    (2, False, 299, 50)
    """
    if run_seconds < 0:
        raise ValueError("Run time is not negative.")
    level_seconds = float(structure.level_minutes) * 60
    break_seconds = float(structure.break_minutes) * 60
    left = run_seconds
    number = 1
    while True:
        if left < level_seconds or number >= len(structure.levels):
            on_break, remaining = False, level_seconds - left
            if number >= len(structure.levels) and left >= level_seconds:
                remaining = 0.0  # the last level stays on
            break
        left -= level_seconds
        if structure.break_after(number) and break_seconds > 0:
            if left < break_seconds:
                on_break, remaining = True, break_seconds - left
                break
            left -= break_seconds
        number += 1
    return ClockPosition(
        level=number,
        on_break=on_break,
        seconds_left=max(0.0, remaining),
        blinds=structure.level(number),
        next_blinds=structure.level(number + 1),
    )


def late_registration_open(at: ClockPosition, late_levels: int) -> bool:
    """Whether entries and rebuys are still taken: through level ``late_levels``.

    With ``late_levels`` 0, registration closes when the tournament starts. The break
    right after the last late level still counts (it is the add-on break).
    """
    return at.level <= late_levels


def addon_open(structure: Structure, at: ClockPosition, late_levels: int) -> bool:
    """Whether the add-on is offered: at the break that ends late registration.

    Where no break follows level ``late_levels``, the add-on is offered during that level.
    """
    if late_levels < 1 or at.level != late_levels:
        return False
    return at.on_break or not structure.break_after(late_levels)
