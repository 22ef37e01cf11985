"""The options a multi-table tournament was created with, kept as its settings JSON.

Shared by the lobby (which writes them) and the conductor (which runs by them), so they
live in the card room, free of Discord.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from cardroom.tournament.payouts import PayoutScheme
from cardroom.tournament.structure import Preset, Structure

__all__ = ["MttSettings"]


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
addon=False, min_players=2))
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
        )

    def structure(self) -> Structure:
        """The blind structure these settings make."""
        return Structure.preset(self.levels, chips=self.chips, level_minutes=self.level_minutes)

    def expected_minutes(self, players: int) -> float:
        """How long a field of ``players`` is expected to play (the event's length)."""
        return self.structure().expected_minutes(players=players, chips=self.chips)
