"""Blind structures of a multi-table tournament: the presets, their breaks, their length.

A :class:`Structure` is a ladder of blind levels of ``level_minutes`` each, antes from a
later level, and a break at the end of every level that completes another hour of play.
The three presets (:class:`Preset`) start deeper or shallower and climb faster or slower;
each is built for the tournament's starting stack, so a 1,500-chip regular starts at
10/20 and a 10,000-chip one at 50/100. :meth:`Structure.expected_minutes` estimates how
long a field plays (the end time a Discord Scheduled Event needs).

>>> regular = Structure.preset(Preset.REGULAR, chips=1500, level_minutes=10)
>>> regular.level(1), regular.level(6).ante > 0
(BlindLevel(small_blind=10, big_blind=20, ante=0), True)
>>> regular.break_after(6), regular.break_after(5)
(True, False)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum, unique
from typing import Final

from holdem.schedule import BlindLevel

__all__ = ["BREAK_MINUTES", "Preset", "Structure", "small_blind_ladder"]

BREAK_MINUTES: Final = 5.0
"""How long each hourly break lasts."""

_DECADE: Final = (1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0)
"""The round small blinds of one power of ten, as card rooms print them."""


def small_blind_ladder(top: int) -> tuple[int, ...]:
    """The round small blinds from 1 up to at least ``top``: 1, 2, 3, 4, 5, 6, 8, 10, 15, ...

    >>> small_blind_ladder(30)
    (1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 25, 30)
    """
    found: list[int] = []
    power = 1
    while not found or found[-1] < top:
        for step in _DECADE:
            value = step * power
            if value == int(value) and (not found or int(value) > found[-1]):
                found.append(int(value))
                if found[-1] >= top:
                    break
        power *= 10
    return tuple(found)


@unique
class Preset(StrEnum):
    """The blind structures a tournament may choose."""

    TURBO = "turbo"
    """Starts 50 big blinds deep and climbs about twice as fast."""
    REGULAR = "regular"
    """Starts 75 big blinds deep, one round step a level."""
    DEEP = "deep"
    """Starts 150 big blinds deep, one round step a level, antes later."""


_SHAPE: Final = {
    # preset: (big blinds deep at the start, ladder steps per level, antes from level)
    Preset.TURBO: (50, 2, 4),
    Preset.REGULAR: (75, 1, 6),
    Preset.DEEP: (150, 1, 8),
}
_LEVELS: Final = 60
"""Levels in a preset; the last stays on (no field on a server plays that long)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Structure:
    """Blind levels of equal length with antes from a level on and an hourly break.

    Level numbers start at 1; a level past the last is the last.
    """

    levels: tuple[BlindLevel, ...]
    """Every level's blinds and (from :attr:`antes_from`) ante."""
    level_minutes: float
    """Minutes of play per level."""
    antes_from: int
    """The first level (1-based) with an ante."""
    break_minutes: float = BREAK_MINUTES
    """Length of each hourly break."""

    def __post_init__(self) -> None:
        """Check the shape."""
        if not self.levels:
            raise ValueError("A structure needs at least one level.")
        if not 0.5 <= self.level_minutes <= 60:
            raise ValueError("A level lasts 0.5 to 60 minutes.")
        if self.antes_from < 1 or self.break_minutes < 0:
            raise ValueError("Antes start at level 1 or later, and a break is not negative.")

    @classmethod
    def preset(cls, preset: Preset, *, chips: int, level_minutes: float) -> Structure:
        """The preset's levels for a starting stack of ``chips``.

        >>> turbo = Structure.preset(Preset.TURBO, chips=1500, level_minutes=5)
        >>> [turbo.level(n).big_blind for n in (1, 2, 3)]
        [30, 50, 80]
        """
        if chips < 2:
            raise ValueError("A starting stack needs at least two chips.")
        depth, step, antes_from = _SHAPE[preset]
        first = max(1, chips // (2 * depth))
        ladder = small_blind_ladder(max(first, chips) * 10_000)
        start = max(i for i, small in enumerate(ladder) if small <= first)
        picked = ladder[start : start + step * _LEVELS : step]
        levels = tuple(
            BlindLevel(
                small_blind=small,
                big_blind=2 * small,
                ante=0 if number < antes_from else max(1, small // 5),
            )
            for number, small in enumerate(picked, start=1)
        )
        return cls(levels=levels, level_minutes=level_minutes, antes_from=antes_from)

    def level(self, number: int) -> BlindLevel:
        """The blinds and ante of level ``number`` (1-based; past the last, the last)."""
        if number < 1:
            raise ValueError("Levels are numbered from 1.")
        return self.levels[min(number, len(self.levels)) - 1]

    def break_after(self, number: int) -> bool:
        """Whether a break follows level ``number``: it completes another hour of play."""
        if number < 1:
            return False
        before = math.floor((number - 1) * self.level_minutes / 60 + 1e-9)
        after = math.floor(number * self.level_minutes / 60 + 1e-9)
        return after > before

    def breaks_before(self, number: int) -> int:
        """How many breaks come before level ``number`` starts."""
        return sum(1 for n in range(1, number) if self.break_after(n))

    def expected_level(self, *, players: int, chips: int) -> int:
        """The level by which a field of ``players`` usually has a winner.

        Taken as the first level whose big blind is at least a twentieth of every chip in
        play: heads-up with ten big blinds each, which ends within a few hands.
        """
        total = max(players, 2) * chips
        for number, level in enumerate(self.levels, start=1):
            if level.big_blind * 20 >= total:
                return number
        return len(self.levels)

    def expected_minutes(self, *, players: int, chips: int) -> float:
        """Minutes of play and breaks until :meth:`expected_level` ends (the event's end).

        >>> Structure.preset(Preset.REGULAR, chips=1500, level_minutes=10).expected_minutes(
        ...     players=20, chips=1500)
        190.0
        """
        last = self.expected_level(players=players, chips=chips)
        return last * self.level_minutes + self.breaks_before(last) * self.break_minutes

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe dict of the structure."""
        return {
            "levels": [[lv.small_blind, lv.big_blind, lv.ante] for lv in self.levels],
            "level_minutes": self.level_minutes,
            "antes_from": self.antes_from,
            "break_minutes": self.break_minutes,
        }
