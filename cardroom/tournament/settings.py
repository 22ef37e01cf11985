"""The options a multi-table tournament was created with, kept as its settings JSON.

Shared by the lobby (which writes them) and the conductor (which runs by them), so they
live in the card room, free of Discord.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import Any, Final

from cardroom.tournament.payouts import PayoutScheme
from cardroom.tournament.structure import Preset, Structure

__all__ = ["REPEATS", "MttSettings"]

REPEATS: Final = {"": None, "daily": timedelta(days=1), "weekly": timedelta(days=7)}
"""How often a series repeats, by the ``repeat`` option."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MttSettings:
    """The options a tournament was created with (kept as its settings JSON)."""

    chips: int = 1500
    table_size: int = 9
    levels: Preset = Preset.REGULAR
    level_minutes: float = 10.0
    late_levels: int = 0
    payouts: PayoutScheme = PayoutScheme.TOP10
    rebuys: bool = False
    addon: bool = False
    min_players: int = 2
    repeat: str = ""
    """``daily`` or ``weekly``: the next one opens when this one ends ("" for none)."""
    follows: int = 0
    """The tournament this one follows in its series (0 for the first or none)."""
    bots: int = 0
    """Computer players who join at the start (freeroll seats that win no chips)."""

    def __post_init__(self) -> None:
        """Refuse a repeat that is neither daily nor weekly, or a negative field.

        Raises:
            ValueError: A bad ``repeat`` or ``bots``.
        """
        if self.repeat not in REPEATS:
            raise ValueError(f"repeat is one of {sorted(REPEATS)}")
        if self.bots < 0 or self.follows < 0:
            raise ValueError("bots and follows are not negative")

    @property
    def period(self) -> timedelta | None:
        """The time from one tournament of the series to the next (None: no series).

        >>> MttSettings(repeat="weekly").period, MttSettings().period
        (datetime.timedelta(days=7), None)
        """
        return REPEATS.get(self.repeat)

    def next_start(self, previous: datetime, now: datetime) -> datetime:
        """The next start of the series: one period after ``previous``, and after ``now``.

        A series that was down a while skips the starts that already passed.

        >>> from datetime import UTC
        >>> daily = MttSettings(repeat="daily")
        >>> start = datetime(2026, 12, 4, 20, tzinfo=UTC)
        >>> daily.next_start(start, start).isoformat()
        '2026-12-05T20:00:00+00:00'
        >>> daily.next_start(start, start + timedelta(days=2, hours=1)).isoformat()
        '2026-12-07T20:00:00+00:00'
        """
        period = self.period
        if period is None:
            raise ValueError("only a series has a next start")
        start = previous + period
        while start <= now:
            start += period
        return start

    def to_json(self) -> str:
        """The settings as JSON text.

        >>> MttSettings(levels=Preset.TURBO).to_json()[:40]
        '{"chips": 1500, "table_size": 9, "levels'
        """
        data = asdict(self)
        data["levels"] = self.levels.value
        data["payouts"] = self.payouts.value
        return json.dumps(data)

    @classmethod
    def from_json(cls, raw: str) -> MttSettings:
        """The settings back from :meth:`to_json` (missing keys take their defaults).

        >>> settings = MttSettings(levels=Preset.DEEP, level_minutes=0.5, rebuys=True)
        >>> MttSettings.from_json(settings.to_json()) == settings, MttSettings.from_json("")
        (True, MttSettings(chips=1500, table_size=9, levels=<Preset.REGULAR: 'regular'>, \
level_minutes=10.0, late_levels=0, payouts=<PayoutScheme.TOP10: 'top10'>, rebuys=False, \
addon=False, min_players=2, repeat='', follows=0, bots=0))
        """
        data: dict[str, Any] = json.loads(raw or "{}")
        default = cls()
        return cls(
            chips=int(data.get("chips", default.chips)),
            table_size=int(data.get("table_size", default.table_size)),
            levels=Preset(data.get("levels", default.levels.value)),
            level_minutes=float(data.get("level_minutes", default.level_minutes)),
            late_levels=int(data.get("late_levels", default.late_levels)),
            payouts=PayoutScheme(data.get("payouts", default.payouts.value)),
            rebuys=bool(data.get("rebuys", default.rebuys)),
            addon=bool(data.get("addon", default.addon)),
            min_players=int(data.get("min_players", default.min_players)),
            repeat=str(data.get("repeat") or ""),
            follows=int(data.get("follows", 0)),
            bots=int(data.get("bots", 0)),
        )

    def structure(self) -> Structure:
        """The blind structure these settings make."""
        return Structure.preset(self.levels, chips=self.chips, level_minutes=self.level_minutes)

    def expected_minutes(self, players: int) -> float:
        """How long a field of ``players`` is expected to play (the event's length)."""
        return self.structure().expected_minutes(players=players, chips=self.chips)
