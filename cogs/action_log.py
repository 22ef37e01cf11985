"""The table message's action log: this street's actions, after a street marker.

One :class:`ActionLog` per table, kept by the desk. It reads the card room's public notes
as they come and keeps what the table message's "Last" line shows: the street now
("**Flop**"), then every action on it in order; the forced bets of a deal are summarised
("antes 2 x 4 · blinds 1/2"), and a hand's end lists every result, every bust and place.
Notices to one player (a closed DM) never enter it. Pure: no awaits, no client.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardroom.views import FORCED_MOVES, Note, NoteKind, TableMove
from cogs import render
from cogs.i18n import text
from holdem.actions import ActionKind

__all__ = ["MAX_LINES", "ActionLog"]

MAX_LINES = 16
"""The most lines a street keeps (the oldest actions go first; the marker stays)."""

_QUIET = frozenset((NoteKind.REMINDER, NoteKind.DM_FAILED, NoteKind.SHOWDOWN))
_DECISIONS = frozenset(
    (
        ActionKind.FOLD,
        ActionKind.CHECK,
        ActionKind.CALL,
        ActionKind.BET,
        ActionKind.RAISE,
        ActionKind.ALL_IN,
    )
)
"""The moves a player chooses (the others are forced, or a deal's explanations)."""


class ActionLog:
    """The lines of the current street, rebuilt from the notes as they arrive."""

    def __init__(self) -> None:
        """An empty log (no hand yet)."""
        self._marker: str = ""
        self._lines: list[str] = []
        self._acted = False
        """A player has acted since the deal (until then the deal's lines stay up)."""

    @property
    def lines(self) -> tuple[str, ...]:
        """The marker of the street, then its actions, oldest first."""
        return (self._marker, *self._lines) if self._marker else tuple(self._lines)

    def take(self, notes: Iterable[Note]) -> None:
        """Read one update's notes, in order."""
        forced: list[Note] = []
        for note in notes:
            if note.kind is NoteKind.ACTION and note.move in FORCED_MOVES:
                forced.append(note)
                continue
            if forced:
                self._add(_forced_line(forced))
                forced = []
            self._read(note)
        if forced:
            self._add(_forced_line(forced))

    def _read(self, note: Note) -> None:
        kind = note.kind
        if kind is NoteKind.HAND_STARTED:
            self._acted = False
            self._street("preflop")
        elif kind is NoteKind.STREET:
            # A street dealt before anyone acted (a bomb pot's flop, a hand all-in at the
            # deal) keeps the deal's lines: who posted what, and why.
            self._street(note.street, keep=not self._acted, second_run=bool(note.second_board))
        elif kind not in _QUIET:
            if kind is NoteKind.ACTION and note.move in _DECISIONS:
                self._acted = True
            line = render.note_line(note)
            if line:
                self._add(line)

    def _street(self, street: str, *, keep: bool = False, second_run: bool = False) -> None:
        key = "log.street.second_run" if second_run else "log.street"  # run twice: which run
        self._marker = text(key, street=text(f"street.{street}"))
        if not keep:
            self._lines = []

    def _add(self, line: str) -> None:
        self._lines.append(line)
        del self._lines[:-MAX_LINES]


def _forced_line(notes: list[Note]) -> str:
    """The forced bets of a deal in one line: antes (amount, players), blinds, straddle."""
    parts: list[str] = []
    antes = [n.amount for n in notes if n.move is TableMove.ANTE]
    if antes:
        parts.append(text("log.antes", amount=max(antes), count=len(antes)))
    small = next((n.amount for n in notes if n.move is TableMove.SMALL_BLIND), 0)
    bigs = [n.amount for n in notes if n.move is TableMove.BIG_BLIND]
    if bigs:
        parts.append(text("log.blinds", small=small, big=max(bigs)))
    elif small:
        parts.append(text("log.small_blind", amount=small))
    for note in notes:
        if note.move is TableMove.STRADDLE:
            parts.append(text("log.straddle", amount=note.amount))
    return " · ".join(parts)
