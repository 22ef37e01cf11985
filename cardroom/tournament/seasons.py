"""Season points and season periods: who scores how much, and when a season begins and ends.

Points follow PokerStars' published league formula ``10 * sqrt(n) / sqrt(k) * (1 +
log10(b + 0.25))`` for ``n`` entrants, place ``k`` and entry ``b``; only tournaments of
at least four entrants score. Points are kept in hundredths (:func:`season_points`
returns whole hundredths) so sums are exact. Seasons are calendar months, quarters or
years (UTC dates).

>>> season_points(entrants=20, place=1, entry=100)
13421
>>> season_period(SeasonLength.QUARTERLY, date(2026, 12, 2))
(datetime.date(2026, 10, 1), datetime.date(2027, 1, 1))
"""

from __future__ import annotations

import math
from datetime import date
from enum import StrEnum, unique

__all__ = ["MIN_ENTRANTS", "SeasonLength", "season_period", "season_points"]

MIN_ENTRANTS = 4
"""Tournaments with fewer entrants score no points."""


def season_points(*, entrants: int, place: int, entry: int) -> int:
    """Points for finishing ``place`` of ``entrants`` with entry ``entry``, in hundredths.

    A shared place scores as its best place. Zero under :data:`MIN_ENTRANTS` entrants.
    """
    if place < 1 or place > entrants or entry < 0:
        raise ValueError("A place is 1 to the number of entrants, and an entry not negative.")
    if entrants < MIN_ENTRANTS:
        return 0
    points = 10 * math.sqrt(entrants) / math.sqrt(place) * (1 + math.log10(entry + 0.25))
    return max(0, round(points * 100))


@unique
class SeasonLength(StrEnum):
    """How long a season lasts, aligned to the calendar."""

    MONTHLY = "monthly"
    QUARTERLY = "quarterly"
    YEARLY = "yearly"


def season_period(length: SeasonLength, day: date) -> tuple[date, date]:
    """The season holding ``day``: its first day and the first day of the next season."""
    if length is SeasonLength.YEARLY:
        return date(day.year, 1, 1), date(day.year + 1, 1, 1)
    months = 1 if length is SeasonLength.MONTHLY else 3
    first = (day.month - 1) // months * months + 1
    start = date(day.year, first, 1)
    following = first + months
    end = date(day.year + 1, 1, 1) if following > 12 else date(day.year, following, 1)
    return start, end
