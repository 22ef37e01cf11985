"""Audit a multi-table tournament from the bot's log: the floor rules at every hand boundary.

The conductor logs, in the order it decides them (one lock, one queue), three lines per
tournament (``cardroom/conductor.py``):

- ``table N dealt a hand; state {...}``: a table's hand began (the floor with it playing);
- ``table N ended a hand; state {...}``: a table's hand ended, the busts placed and the
  moves and breaks decided at that boundary applied (before any table is told to deal);
- ``table N may deal``: the conductor let table N deal its next hand.

The state is the conductor's saved state (the floor, :class:`~cardroom.tournament.floor.Floor`,
and the tables' channels), so the test reads it with the project's own classes and never
reaches into the bot process. :func:`audit` replays those lines (of every run of the bot,
a restart in between) and checks what ``docs/RULES.md`` promises; see its docstring.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from cardroom.tournament.floor import Floor
from cardroom.tournament.seating import worst_seat

__all__ = ["Audit", "Event", "audit", "deals_of", "events_of"]

STATE = re.compile(r"Tournament (\d+): table (\d+) (dealt a hand|ended a hand); state (\{.*\})$")
MAY_DEAL = re.compile(r"Tournament (\d+): table (\d+) may deal$")
HAND_DEALT = re.compile(r"Hand (\d+) dealt at table (\d+)$")


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the conductor's: ``start``, ``end`` (with the floor), ``deal``, ``restart``."""

    kind: str
    table: int = 0
    floor: Floor | None = None


def events_of(runs: Iterable[str], tournament: int) -> list[Event]:
    """The conductor's events of ``tournament`` in each run's output, a ``restart`` between."""
    events: list[Event] = []
    for index, output in enumerate(runs):
        if index:
            events.append(Event("restart"))
        for line in output.splitlines():
            line = line.rstrip()
            if found := STATE.search(line):
                if int(found.group(1)) != tournament:
                    continue
                state = json.loads(found.group(4))
                kind = "start" if found.group(3) == "dealt a hand" else "end"
                events.append(Event(kind, int(found.group(2)), Floor.from_json(state["floor"])))
            elif (found := MAY_DEAL.search(line)) and int(found.group(1)) == tournament:
                events.append(Event("deal", int(found.group(2))))
    return events


def deals_of(runs: Iterable[str]) -> list[tuple[int, int]]:
    """Every ``(table id, hand number)`` the tables dealt, in every run, in order."""
    return [
        (int(found.group(2)), int(found.group(1)))
        for output in runs
        for line in output.splitlines()
        if (found := HAND_DEALT.search(line.rstrip()))
    ]


@dataclass
class Audit:
    """What the audit saw (the test asserts the play reached each situation it checks)."""

    boundaries: int = 0
    """Hand ends checked."""
    most_tables: int = 0
    broken: int = 0
    """Tables broken."""
    moved: int = 0
    """Players moved by balancing or breaking."""
    bubble_deals: int = 0
    """Deals checked while one bust from the money."""
    bubble_tables: int = 0
    """The most tables open while one bust from the money."""
    last: Floor | None = None
    problems: list[str] = field(default_factory=list)


def audit(events: list[Event], *, table_size: int) -> Audit:
    """Check the floor rules on the conductor's events; the problems found are in the result.

    At each hand's end (``end``), with the moves and breaks decided there applied:

    - everyone still in sits at exactly one table or waits for a seat, nobody out sits;
    - balancing: with two tables no table between hands has more than one player above
      the shortest, with three or more not more than two (a table in a hand, or told to
      deal and maybe dealing, gives its player when that hand ends); the only excuse
      is that no shorter table has a seat a newcomer may take this hand (between the
      button and the small blind);
    - breaking: when the players left fit on one table fewer, every table with the fewest
      players is in a hand or told to deal (it breaks when that hand ends), else one was
      broken;
    - (the last two are checked once a hand-for-hand round is over: its tables give
      players only then);
    - once one player is left, one table is open and the places run 1 to the entrants.

    Hand for hand: while one bust from the money (players left = places paid + 1), a table
    is let deal (``deal``) only if, since its previous deal, every table finished the hand
    it was dealing: no table deals hand k + 1 before every table finished hand k. A
    restart forgets the deals that had not started (the new process deals them again).
    """
    found = Audit()
    busy: set[int] = set()
    unstarted: set[int] = set()
    synced: dict[int, bool] = {}
    floor: Floor | None = None
    for event in events:
        if event.kind == "restart":
            if floor is not None:
                busy = set(floor.playing)
            for table in unstarted:
                synced[table] = True
            unstarted.clear()
        elif event.kind == "start":
            busy.add(event.table)
            unstarted.discard(event.table)
            floor = event.floor
        elif event.kind == "end":
            assert event.floor is not None
            before = floor
            floor = event.floor
            busy.discard(event.table)
            if not busy:
                synced = dict.fromkeys(synced, True)
            _check_boundary(found, before, floor, event.table, table_size, unstarted)
            if _bubble(floor) and (before is None or not _bubble(before)):
                synced = {t.number: not busy for t in floor.tables}
        elif event.kind == "deal":
            if floor is not None and _bubble(floor):
                found.bubble_deals += 1
                found.bubble_tables = max(found.bubble_tables, len(floor.tables))
                if not synced.get(event.table, True):
                    found.problems.append(
                        f"hand for hand: table {event.table} dealt again while tables "
                        f"{sorted(busy)} had not finished their hands"
                    )
            synced[event.table] = False
            busy.add(event.table)
            unstarted.add(event.table)
    found.last = floor
    return found


def _bubble(floor: Floor) -> bool:
    """Whether the next player out is the last without a prize."""
    return floor.players_left == len(floor.prizes) + 1


def _check_boundary(
    found: Audit,
    before: Floor | None,
    floor: Floor,
    table: int,
    table_size: int,
    dealing: set[int],
) -> None:
    """The checks at one hand's end (see :func:`audit`); ``dealing``: told to, not started."""
    busy = floor.playing | dealing
    found.boundaries += 1
    where = f"after table {table}'s hand ({floor.players_left} left)"
    tables = floor.tables
    found.most_tables = max(found.most_tables, len(tables))
    seated = [p for t in tables for p in t.seats.values()] + list(floor.waiting)
    if sorted(seated) != sorted(floor.chips):
        found.problems.append(f"{where}: seated {sorted(seated)} != in {sorted(floor.chips)}")
    if before is not None:
        gone = {t.number for t in before.tables} - {t.number for t in tables}
        found.broken += len(gone)
        found.moved += sum(
            1
            for t in tables
            for p in t.seats.values()
            if before.table_of(p) not in (None, t.number)
        )
    counts = {t.number: t.count for t in tables}
    if len(tables) >= 2 and not floor.round_tables:
        gap = 1 if len(tables) == 2 else 2
        low = min(counts.values())
        for t in tables:
            if t.number in busy or t.count - low <= gap:
                continue
            shorter = [s for s in tables if s.count + 1 < t.count]
            if any(worst_seat(s) is not None for s in shorter):
                found.problems.append(
                    f"{where}: unbalanced {counts}, table {t.number} between hands"
                )
        if floor.players_left <= (len(tables) - 1) * table_size:
            fewest = [t.number for t in tables if t.count == low]
            if not set(fewest) <= busy:
                found.problems.append(f"{where}: {counts} should have broken one of {fewest}")
    if floor.players_left == 1 and (len(tables) != 1 or not _placed(floor)):
        found.problems.append(f"{where}: the end with {counts}, places {floor.finished}")


def _placed(floor: Floor) -> bool:
    """Whether the places run 1 to the entrants, each shared place by as many as it spans."""
    groups: dict[tuple[int, int], int] = {}
    for place in floor.finished:
        groups[place.best, place.worst] = groups.get((place.best, place.worst), 0) + 1
    covered = sorted(n for best, worst in groups for n in range(best, worst + 1))
    spans = all(count == worst - best + 1 for (best, worst), count in groups.items())
    return spans and covered == list(range(1, floor.entrants + 1))
