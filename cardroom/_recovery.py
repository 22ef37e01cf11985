"""Tables brought back from the store: a live table or a refund, and finished hands read back.

Functions from what the store returned (:class:`~cardroom.models.TableRecord`, the hand's
saved actions, ledger rows, :class:`~cardroom.models.HandRecord`) to what the table service
needs: the table's saved state taken back (:func:`load_state`), the hand in progress checked
against the seats before it is trusted (:func:`check_hand`: the same players in the same
seats, the stacks and the pot the store holds), and, for a hand that can't be trusted, who
put how many chips into its pot (:func:`refunds`), so the service can void it with every
chip returned. :func:`summary_of` reads finished hands back for the history command. No
store call is made here: the service makes them.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping
from typing import Any, cast

from cardroom._formats import HEADS_UP_STAKE, FormatState, sng_schedule
from cardroom._live_table import LiveTable
from cardroom.clock import TurnClock
from cardroom.models import (
    Account,
    HandRecord,
    LedgerEntry,
    Reason,
    TableRecord,
    TournamentRecord,
    TournamentStatus,
)
from cardroom.views import GameKind, HandSummary
from holdem.cards import Card
from holdem.hand import HandState
from holdem.match import HeadsUpMatch

log = logging.getLogger(__name__)


def loaded_table(record: TableRecord) -> tuple[LiveTable, bool]:
    """A new table from ``record`` with its saved state; False if that state is unreadable.

    Raises:
        ValueError, TypeError, KeyError: The table's configuration is unreadable.
    """
    table = LiveTable.from_record(record)
    if record.state_json is None:
        return table, True
    try:
        table.load_state(json.loads(record.state_json))
    except (ValueError, TypeError, KeyError, AttributeError):
        log.exception("Table %s has an unreadable state; rebuilding it", record.id)
        return LiveTable.from_record(record), False
    return table, True


def rebuild_format(
    table: LiveTable,
    record: TableRecord,
    tournament: TournamentRecord | None,
    *,
    sng_starting_stack: int,
    sng_hands_per_level: int,
) -> FormatState:
    """The best guess of a lost format: the tournament's entrants, places and progress."""
    fmt = FormatState(tournament_id=record.tournament_id)
    if tournament is None:
        return fmt
    fmt.entrants = [entry.user_id for entry in tournament.entrants]
    fmt.places = {e.user_id: e.place for e in tournament.entrants if e.place is not None}
    fmt.finished = tournament.status in (
        TournamentStatus.FINISHED,
        TournamentStatus.CANCELLED,
    )
    if table.game is GameKind.HEADS_UP:
        fmt.starting_stack = HEADS_UP_STAKE
        if len(record.seats) == 2:
            first, second = record.seats
            fmt.match = HeadsUpMatch(
                seats=(first.seat_no, second.seat_no),
                stacks=(first.stack, second.stack),
                button=first.seat_no,
            )
    else:
        fmt.starting_stack = sng_starting_stack
        fmt.schedule = sng_schedule(table.config, sng_hands_per_level)
    return fmt


def check_hand(table: LiveTable, hand: HandState, record: TableRecord, *, state_ok: bool) -> None:
    """Raise ValueError unless the saved hand fits the seats, stacks and pot in the store."""
    if not state_ok:
        raise ValueError("the table's state is lost")
    if not hand.is_over and hand.to_act is None and not hand.run_twice_pending:
        raise ValueError("the saved hand has nobody to act (nor anyone to answer)")
    if set(table.hand_users) != set(hand.seats) or table.hand_start != hand.starting_stacks:
        raise ValueError("the saved hand does not match the saved seats")
    for seat in hand.seats:
        if table.seats.get(seat) != table.hand_users[seat]:
            raise ValueError(f"seat {seat} changed hands")
        if table.stacks[seat] != hand.stacks[seat]:
            raise ValueError(
                f"seat {seat} holds {table.stacks[seat]}, the hand {hand.stacks[seat]}"
            )
    if record.pot != hand.total_pot:
        raise ValueError(f"the pot holds {record.pot}, the hand {hand.total_pot}")


def extended_turn(table: LiveTable, *, earliest: float) -> TurnClock | None:
    """The saved clock of the player to act, giving them at least until ``earliest``.

    None when the saved clock is not the turn of the player to act (the session then
    starts a new one).
    """
    hand = table.hand
    assert hand is not None  # noqa: S101 - restored
    turn = table.turn
    if turn is None or table.turn_seat != hand.to_act:
        return None
    if turn.deadline < earliest:
        return TurnClock(
            turn.started_at, turn.clock_seconds, turn.time_bank + (earliest - turn.deadline)
        )
    return turn


def refunds(
    table: LiveTable, record: TableRecord, ledger: Iterable[LedgerEntry], *, state_ok: bool
) -> dict[int, int]:
    """Who put how many chips into the pot of the hand being voided (user id to chips).

    From the saved stacks at the hand's start if they add up; else from the ledger's pot
    commitments; else, as a last resort, in equal shares among the seated.
    """
    if record.pot == 0:
        return {}
    if state_ok and table.hand_start and set(table.hand_start) <= set(table.stacks):
        owed: dict[int, int] = {}
        for seat, start in table.hand_start.items():
            user = table.hand_users.get(seat)
            if user is None or table.seats.get(seat) != user:
                break
            owed[user] = owed.get(user, 0) + start - table.stacks[seat]
        else:
            if sum(owed.values()) == record.pot and min(owed.values(), default=0) >= 0:
                return owed
    # The ledger: every chip moved into a cash table's pot is a POT_COMMIT row.
    owed = {}
    for entry in ledger:
        if (
            entry.table_id == table.key
            and entry.hand_no == record.hand_no
            and entry.reason is Reason.POT_COMMIT
            and entry.account is Account.POT
            and entry.user_id is not None
        ):
            owed[entry.user_id] = owed.get(entry.user_id, 0) + entry.amount
    if sum(owed.values()) == record.pot and min(owed.values(), default=0) >= 0:
        return owed
    # Last resort (tournament chips, whose ledger legs share one account): equal shares.
    seated = sorted(table.seats.values())
    share, odd = divmod(record.pot, len(seated))
    log.error("Table %s: pot of %s returned in equal shares", table.key, record.pot)
    return {user: share + (1 if i < odd else 0) for i, user in enumerate(seated)}


def _summary(record: HandRecord) -> Mapping[str, Any]:
    try:
        data = json.loads(record.summary_json)
    except ValueError:
        return {}
    return cast(Mapping[str, Any], data) if isinstance(data, dict) else {}


def summary_of(record: HandRecord, user_id: int) -> HandSummary:
    """The public summary of a recorded hand, with the asker's result."""
    data = _summary(record)
    net = data.get("net", {})
    mine = net.get(str(user_id)) if isinstance(net, dict) else None
    return HandSummary(
        hand_no=record.hand_no,
        outcome=record.outcome,
        ended_at=record.ended_at,
        pot=int(data.get("pot", 0)),
        winners=tuple(int(user) for user in data.get("winners", ())),
        board=tuple(Card(str(card)) for card in data.get("board", ())),
        net=None if mine is None else int(mine),
        hand_id=f"{record.table_id}-{record.hand_no}",
    )
