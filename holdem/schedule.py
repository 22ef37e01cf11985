"""Tournament stakes: blind levels, the blind schedule, and the prize split.

A :class:`BlindSchedule` is a list of :class:`BlindLevel` values that each last a number of
hands or minutes (:class:`LevelUnit`), the last level staying on; antes are charged from a
chosen level. :data:`DEFAULT_SIT_AND_GO_SCHEDULE` is the sit-and-go's default, and
:func:`prize_split` divides a prize pool among the top finishers. Pure values that
round-trip through plain (JSON-safe) dicts; the formats that use them are in
:mod:`holdem.match`.

>>> DEFAULT_SIT_AND_GO_SCHEDULE.level_for(hands_played=0)
BlindLevel(small_blind=10, big_blind=20, ante=0)
>>> prize_split(1000, 8)
(500, 300, 200)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum, unique

from holdem.betting import AnteMode, BettingStructure, HandConfig

__all__ = [
    "DEFAULT_SIT_AND_GO_SCHEDULE",
    "BlindLevel",
    "BlindSchedule",
    "JsonValue",
    "LevelUnit",
    "prize_split",
]

JsonScalar = int | str | bool | float | None
"""A value of a plain dict produced by ``to_dict``."""
JsonValue = JsonScalar | list["JsonValue"] | dict[str, "JsonValue"]
"""A JSON-safe value, nested."""


@unique
class LevelUnit(StrEnum):
    """What makes a blind level end."""

    HANDS = "hands"
    """A level lasts a number of hands."""
    MINUTES = "minutes"
    """A level lasts a number of minutes."""


def _int_field(data: Mapping[str, object], key: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{key!r} must be a whole number, not {value!r}.")
    return value


def _opt_int_field(data: Mapping[str, object], key: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    return _int_field(data, key)


def _seq_field(data: Mapping[str, object], key: str) -> Sequence[object]:
    value = data.get(key)
    if not isinstance(value, list | tuple):
        raise ValueError(f"{key!r} must be a list, not {value!r}.")
    return value


def _mapping(value: object, what: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a mapping, not {value!r}.")
    return value


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindLevel:
    """The forced bets of one tournament level.

    >>> BlindLevel(small_blind=25, big_blind=50, ante=5).without_ante()
    BlindLevel(small_blind=25, big_blind=50, ante=0)
    """

    small_blind: int
    """The small blind."""
    big_blind: int
    """The big blind."""
    ante: int = 0
    """The ante of this level, charged only from the schedule's ``antes_from`` level."""

    def __post_init__(self) -> None:
        """Check the amounts."""
        if not 0 < self.small_blind <= self.big_blind or self.ante < 0:
            raise ValueError("A level needs 0 < small blind <= big blind and a non-negative ante.")

    def without_ante(self) -> BlindLevel:
        """The same blinds with no ante."""
        return replace(self, ante=0)

    def hand_config(
        self,
        structure: BettingStructure = BettingStructure.NO_LIMIT,
        ante_mode: AnteMode = AnteMode.EVERY_PLAYER,
    ) -> HandConfig:
        """The hand config of this level.

        >>> BlindLevel(small_blind=50, big_blind=100, ante=10).hand_config().big_blind
        100
        """
        return HandConfig(
            structure=structure,
            small_blind=self.small_blind,
            big_blind=self.big_blind,
            ante=self.ante,
            ante_mode=ante_mode,
        )

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe dict of the level."""
        return {"small_blind": self.small_blind, "big_blind": self.big_blind, "ante": self.ante}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> BlindLevel:
        """The level back from :meth:`to_dict`."""
        return cls(
            small_blind=_int_field(data, "small_blind"),
            big_blind=_int_field(data, "big_blind"),
            ante=_int_field(data, "ante", 0),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindSchedule:
    """Rising blinds: a level lasts ``length`` hands or minutes; the last level stays on.

    Antes are charged from level number ``antes_from`` (1-based; None: never), each level
    bringing its own ante amount.

    >>> schedule = BlindSchedule(
    ...     levels=(BlindLevel(small_blind=10, big_blind=20, ante=2),
    ...             BlindLevel(small_blind=20, big_blind=40, ante=4)),
    ...     unit=LevelUnit.HANDS, length=10, antes_from=2)
    >>> schedule.level_for(hands_played=9)
    BlindLevel(small_blind=10, big_blind=20, ante=0)
    >>> schedule.level_for(hands_played=10)
    BlindLevel(small_blind=20, big_blind=40, ante=4)
    >>> schedule.level_for(hands_played=500).big_blind
    40
    """

    levels: tuple[BlindLevel, ...]
    """The levels in order; at least one."""
    unit: LevelUnit = LevelUnit.HANDS
    """Whether :attr:`length` counts hands or minutes."""
    length: int = 10
    """Hands or minutes per level."""
    antes_from: int | None = None
    """The 1-based level from which antes are charged; None for no antes."""

    def __post_init__(self) -> None:
        """Check the schedule."""
        if not self.levels:
            raise ValueError("A schedule needs at least one level.")
        if self.length <= 0:
            raise ValueError("A level must last at least one hand or minute.")
        if self.antes_from is not None and self.antes_from < 1:
            raise ValueError("Antes start from level 1 or later.")

    def level_index_for(self, hands_played: int, minutes_elapsed: float = 0.0) -> int:
        """The 0-based index of the level on after these hands or minutes.

        >>> BlindSchedule(levels=(BlindLevel(small_blind=1, big_blind=2),) * 3,
        ...               unit=LevelUnit.MINUTES, length=15).level_index_for(0, 31.5)
        2
        """
        elapsed = hands_played if self.unit is LevelUnit.HANDS else minutes_elapsed
        index = int(max(elapsed, 0) // self.length)
        return min(index, len(self.levels) - 1)

    def level_for(self, hands_played: int, minutes_elapsed: float = 0.0) -> BlindLevel:
        """The level on after ``hands_played`` hands or ``minutes_elapsed`` minutes."""
        index = self.level_index_for(hands_played, minutes_elapsed)
        level = self.levels[index]
        if self.antes_from is None or index + 1 < self.antes_from:
            return level.without_ante()
        return level

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe dict of the schedule."""
        return {
            "levels": [level.to_dict() for level in self.levels],
            "unit": self.unit.value,
            "length": self.length,
            "antes_from": self.antes_from,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> BlindSchedule:
        """The schedule back from :meth:`to_dict`."""
        return cls(
            levels=tuple(
                BlindLevel.from_dict(_mapping(level, "a level"))
                for level in _seq_field(data, "levels")
            ),
            unit=LevelUnit(str(data.get("unit", LevelUnit.HANDS.value))),
            length=_int_field(data, "length", 10),
            antes_from=_opt_int_field(data, "antes_from"),
        )


def _levels(*blinds: tuple[int, int, int]) -> tuple[BlindLevel, ...]:
    return tuple(BlindLevel(small_blind=sb, big_blind=bb, ante=ante) for sb, bb, ante in blinds)


_DEFAULT_BLINDS = (
    (10, 20, 0), (15, 30, 0), (25, 50, 0), (50, 100, 10), (75, 150, 15),
    (100, 200, 25), (150, 300, 40), (200, 400, 50), (300, 600, 75), (400, 800, 100),
    (600, 1200, 150), (800, 1600, 200), (1000, 2000, 250),
)  # fmt: skip

DEFAULT_SIT_AND_GO_SCHEDULE = BlindSchedule(
    levels=_levels(*_DEFAULT_BLINDS),
    unit=LevelUnit.HANDS,
    length=10,
    antes_from=4,
)
"""The default sit-and-go levels for 1,500-chip stacks: ten hands each, antes from level 4."""


_PAYOUT_PERCENTAGES: tuple[tuple[int, tuple[int, ...]], ...] = (
    (4, (100,)),
    (7, (65, 35)),
    (10, (50, 30, 20)),
)


def prize_split(pool: int, entrants: int) -> tuple[int, ...]:
    """Split a prize pool among the top finishers, first place first.

    2-4 entrants: the winner takes all; 5-7: 65/35; 8-10: 50/30/20. Shares are rounded
    down and the chips left over go to the top places, one each, so the sum is the pool.

    >>> prize_split(1000, 3)
    (1000,)
    >>> prize_split(101, 6)
    (66, 35)
    >>> prize_split(999, 9)
    (500, 300, 199)

    Raises:
        ValueError: if the pool is negative or there are not 2 to 10 entrants.
    """
    if pool < 0:
        raise ValueError("The prize pool cannot be negative.")
    if not 2 <= entrants <= 10:
        raise ValueError("A sit-and-go has 2 to 10 entrants.")
    percentages = next(p for limit, p in _PAYOUT_PERCENTAGES if entrants <= limit)
    shares = [pool * percentage // 100 for percentage in percentages]
    for place in range(pool - sum(shares)):
        shares[place % len(shares)] += 1
    return tuple(shares)
