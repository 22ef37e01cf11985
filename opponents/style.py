"""The four playing styles as plain numbers: how wide, how aggressive, how stubborn.

Every style runs the same decision procedure (:mod:`opponents.preflop`,
:mod:`opponents.postflop`); a :class:`Style` only sets its dials. The numbers are the
usual descriptions of player types put into figures: a *tight* player opens fewer hands
and needs more to continue, a *loose* one opens and bluffs more, a *station* calls with
too little and seldom raises, and *match* is a heads-up specialist whose raises are the
three sizes of the game card (half the pot, the pot, all-in).

>>> STYLES["tight"].open_scale < STYLES["loose"].open_scale
True
>>> sorted(STYLES)
['loose', 'match', 'station', 'tight']
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["STYLES", "Style"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Style:
    """The dials of one playing style."""

    name: str
    """The style's name, as players choose it."""
    open_scale: float
    """Multiplies the opening width of the pre-flop chart."""
    defend_slack: float
    """Multiplies the equity a call needs before the flop (below 1 calls more)."""
    three_bet: float
    """Percentile at or below which a raise is re-raised for value."""
    light_raise: float
    """How often a hand just outside the calling range re-raises instead of folding."""
    stab: float
    """How often it bets when checked to without a hand (continuation bets, stabs)."""
    semi_bluff: float
    """How often it bets or raises a draw."""
    value_edge: float
    """Equity above a fair share it wants before betting for value."""
    call_slack: float
    """Multiplies the equity a call needs after the flop (below 1 calls more)."""
    passive: float
    """How often it just calls (or checks) where it would bet or raise."""
    push_depth: float
    """Effective stack, in big blinds, at or below which it plays shove-or-fold."""
    choices_only: bool = False
    """Raises only to the game card's three sizes (half the pot, the pot, all-in)."""


STYLES: dict[str, Style] = {
    style.name: style
    for style in (
        Style(
            name="tight",
            open_scale=0.85,
            defend_slack=1.05,
            three_bet=0.045,
            light_raise=0.04,
            stab=0.45,
            semi_bluff=0.35,
            value_edge=0.13,
            call_slack=1.0,
            passive=0.05,
            push_depth=12,
        ),
        Style(
            name="loose",
            open_scale=1.3,
            defend_slack=0.92,
            three_bet=0.08,
            light_raise=0.12,
            stab=0.6,
            semi_bluff=0.6,
            value_edge=0.09,
            call_slack=0.95,
            passive=0.0,
            push_depth=12,
        ),
        Style(
            name="station",
            open_scale=1.5,
            defend_slack=0.6,
            three_bet=0.02,
            light_raise=0.0,
            stab=0.08,
            semi_bluff=0.05,
            value_edge=0.2,
            call_slack=0.55,
            passive=0.6,
            push_depth=6,
        ),
        Style(
            name="match",
            open_scale=1.0,
            defend_slack=0.95,
            three_bet=0.06,
            light_raise=0.08,
            stab=0.55,
            semi_bluff=0.5,
            value_edge=0.1,
            call_slack=0.97,
            passive=0.0,
            push_depth=14,
            choices_only=True,
        ),
    )
}
"""The styles by name: "tight", "loose", "station" and "match"."""
