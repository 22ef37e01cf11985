"""Pure rendering of a table's terms and its clock: what the table message says they are.

The table message carries the terms every player should see without asking (the betting,
the buy-in range, the seats, the clock and its time bank; for a sit-and-go the entry, the
starting stack, the level now and the next, and the payouts), and the line of the player
to act, whose clock and time bank are told apart: the clock counts down first and the
bank only once the clock has run out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache

import discord

from cardroom.views import BlindsView, GameKind, TableConfig, TableView
from cogs.i18n import current, text
from cogs.odds import mention

__all__ = ["clock_text", "terms_text", "to_act_line"]


def _relative(timestamp: float) -> str:
    """A Discord relative timestamp, which every client counts down itself."""
    return discord.utils.format_dt(datetime.fromtimestamp(timestamp, tz=UTC), "R")


def to_act_line(view: TableView, now: float | None) -> str:
    """Who is to act and until when: the clock first, then (once it has run out) the bank.

    ``now`` is the Unix time of the drawing; without it the clock is taken as running.
    """
    assert view.to_act is not None  # noqa: S101 - only drawn for a player to act
    player = mention(view.to_act)
    clock_ends, deadline = view.clock_ends, view.deadline
    if deadline is None:
        return text("table.to_act", player=player, deadline="—")
    if clock_ends is None or view.bank_seconds <= 0 or clock_ends >= deadline:
        return text("table.to_act", player=player, deadline=_relative(deadline))
    if now is not None and now >= clock_ends:
        return text("table.to_act.banking", player=player, deadline=_relative(deadline))
    return text(
        "table.to_act.bank",
        player=player,
        deadline=_relative(clock_ends),
        bank=view.bank_seconds,
    )


def clock_text(view: TableView | _TermsView) -> str:
    """The table's clock, and the time bank apart ("10 s + 30 s bank")."""
    config = view.config
    if config.time_bank_seconds:
        return text("terms.clock.bank", clock=config.clock_seconds, bank=config.time_bank_seconds)
    return text("terms.clock", clock=config.clock_seconds)


def terms_text(view: TableView) -> str:
    """The table's terms, a few short lines: format, stakes, seats, clock (and the levels).

    Worded once per language and terms: the table message is drawn after every action.
    """
    return _terms(
        current(), view.config, len(view.seats), view.starting_stack, view.blinds, view.payouts
    )


@lru_cache(maxsize=1024)
def _terms(
    language: str,
    config: TableConfig,
    seated: int,
    starting_stack: int,
    blinds: BlindsView | None,
    payouts: tuple[int, ...],
) -> str:
    view = _TermsView(config, seated, starting_stack, blinds, payouts)
    betting = text(f"betting.{config.betting}")
    lines: list[str] = []
    if config.game is GameKind.CASH:
        lines.append(
            text(
                "terms.cash",
                betting=betting,
                low=config.min_buy_in,
                high=config.max_buy_in,
                seated=seated,
                seats=config.seats,
            )
        )
    elif config.game is GameKind.HEADS_UP:
        lines.append(text("terms.headsup", betting=betting, stake=starting_stack or 100))
    else:
        lines.append(
            text(
                "terms.sng",
                betting=betting,
                entry=config.min_buy_in,
                stack=starting_stack,
                seated=seated,
                seats=config.seats,
            )
        )
        lines.extend(_levels(view))
    ante = blinds.ante if blinds is not None else config.ante
    if ante and config.game is not GameKind.HEADS_UP:  # who posts it, in words
        lines.append(text(f"terms.ante.{config.ante_type}", ante=ante))
    lines.append(clock_text(view))
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class _TermsView:
    """What the terms depend on (a table view's part), so that they can be cached."""

    config: TableConfig
    seated: int
    starting_stack: int
    blinds: BlindsView | None
    payouts: tuple[int, ...]


def _levels(view: _TermsView) -> list[str]:
    """A sit-and-go's level now and the next, with how long to it, and its payouts."""
    lines: list[str] = []
    blinds = view.blinds
    if blinds is not None and blinds.level is not None:
        line = text(
            "terms.level", level=blinds.level, small=blinds.small_blind, big=blinds.big_blind
        )
        if blinds.next_big_blind is not None and blinds.next_level_in is not None:
            line += " · " + text(
                "terms.next_level",
                small=blinds.next_small_blind or 0,
                big=blinds.next_big_blind,
                hands=blinds.next_level_in,
            )
        lines.append(line)
    if view.payouts:
        places = " · ".join(
            text("terms.place", place=place, amount=amount)
            for place, amount in enumerate(view.payouts, start=1)
        )
        lines.append(text("terms.payouts", places=places))
    return lines
