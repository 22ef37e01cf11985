"""Bringing tables back from the store: after a restart, after a failed save, for history.

:func:`restore_table` rebuilds one :class:`~cardroom._table.LiveTable` from its
:class:`~cardroom.models.TableRecord`: the configuration, the service's saved state, and
the hand in progress (:meth:`HandState.from_dict` of the hand saved whole at the deal, then
the actions saved after it applied again, in order). The hand is checked
against the seats before it is trusted: the same players in the same seats, the stacks the
store holds, the pot the store holds. Anything that does not fit voids the hand as a
misdeal (:meth:`Store.void_hand`) with every chip returned to whoever put it in: from the
saved stacks at the hand's start, or else from the ledger's pot commitments.

:func:`export` and :func:`summary_of` read finished hands back for the history commands.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from cardroom import _clocks, _dealing, _seating, _settling
from cardroom._formats import HEADS_UP_STAKE, sng_schedule
from cardroom._notes import narrate
from cardroom._table import LiveTable
from cardroom.amounts import parse_amount
from cardroom.clock import TurnClock
from cardroom.errors import NotAllowed
from cardroom.models import (
    Account,
    HandOutcome,
    HandRecord,
    Reason,
    TableRecord,
    TableStatus,
    TournamentStatus,
)
from cardroom.views import GameKind, Note, TableUpdate
from holdem.cards import Card
from holdem.errors import HoldemError
from holdem.events import HandVoided
from holdem.hand import HandStart, HandState
from holdem.match import HeadsUpMatch
from holdem.phh import HandHistory, dumps

if TYPE_CHECKING:
    from cardroom.store import Store
    from cardroom.tables import HandSummary, TableService

log = logging.getLogger(__name__)


async def restore_table(service: TableService, record: TableRecord) -> TableUpdate | None:
    """Resume one open table (its lock held by the caller); None if it can't be read at all."""
    try:
        t = LiveTable.from_record(record)
    except (ValueError, TypeError, KeyError):
        log.exception("Table %s has an unreadable configuration; left as it is", record.id)
        return None
    state_ok = True
    if record.state_json is not None:
        try:
            t.load_state(json.loads(record.state_json))
        except (ValueError, TypeError, KeyError, AttributeError):
            log.exception("Table %s has an unreadable state; rebuilding it", record.id)
            state_ok = False
            await _rebuild_format(service, t, record)
    if t.fmt.tournament_id is None:
        t.fmt.tournament_id = record.tournament_id
    service._install(t)
    notes: list[Note] = []
    if record.hand_json is not None:
        try:
            hand = replay(record.hand_json, await service.store.hand_actions(t.key))
            _check_hand(t, hand, record, state_ok=state_ok)
            t.hand = hand
            t.saved_actions = hand.action_count
        except Exception:
            log.exception("Hand %s at table %s can't be restored: voided", record.hand_no, t.key)
            notes += await _void_broken(service, t, record, state_ok=state_ok)
    if t.hand is not None and t.hand.is_over:
        # A hand can end at the deal (everyone all-in on the blinds): it was saved, and the
        # process died before it was settled. Settle it now, exactly as it played.
        hand = t.hand
        told, _ = narrate(
            list(hand.history),
            dict(t.hand_users),
            channel_id=t.channel_id,
            hand_no=t.hand_no,
            board=hand.board,
        )
        notes += told
        notes += await _settling.finish(service, t)  # also moves the table on to the next hand
    elif t.hand is not None:
        _rearm_turn(service, t)
        _clocks.arm(service, t)
    else:
        notes += await _seating.cash_out_leavers(service, t)
        notes += await _settling.conclude(service, t)
        if not t.closed:
            await _clocks.schedule_next(service, t)
    log.info("Table %s in channel %s restored", t.key, t.channel_id)
    return service._update(t, notes)


def replay(start_json: str, actions: Sequence[tuple[int, str]]) -> HandState:
    """A hand in progress as saved: started again from its record, then every action applied.

    Raises:
        ValueError, TypeError, KeyError: The record or an action can't be read, the actions
            are not numbered from 0 without a gap, or one of them does not apply.
        HoldemError: An action the engine refuses.
    """
    hand = HandState.restart(HandStart.from_dict(_map(json.loads(start_json))))
    for number, text in actions:
        if number != hand.action_count:
            raise ValueError(f"the saved actions jump from {hand.action_count} to {number}")
        hand.apply(*_dealing.action_from_json(text))
    return hand


def _map(value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise TypeError("expected a mapping")
    return cast(Mapping[str, object], value)


async def reload(service: TableService, t: LiveTable) -> None:
    """Throw away the in-memory table after a failed change and load it from the store."""
    service._tables.pop(t.channel_id, None)
    _clocks.cancel_timer(service, t.channel_id)
    if service._closing:
        return
    try:
        record = await service.store.table(t.key)
        if record.status is TableStatus.CLOSED:
            return
        await restore_table(service, record)
    except Exception:
        log.exception("Table %s could not be reloaded after a failure", t.key)


async def _rebuild_format(service: TableService, t: LiveTable, record: TableRecord) -> None:
    """The best guess of a lost state: the tournament's entrants, a started table if seated."""
    t.started = bool(record.seats)
    t.fmt.tournament_id = record.tournament_id
    if record.tournament_id is None:
        return
    tour = await service.store.tournament(record.tournament_id)
    t.fmt.entrants = [entry.user_id for entry in tour.entrants]
    t.fmt.places = {e.user_id: e.place for e in tour.entrants if e.place is not None}
    t.fmt.finished = tour.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)
    if t.game is GameKind.HEADS_UP:
        t.fmt.starting_stack = HEADS_UP_STAKE
        if len(record.seats) == 2:
            first, second = record.seats
            t.fmt.match = HeadsUpMatch(
                seats=(first.seat_no, second.seat_no),
                stacks=(first.stack, second.stack),
                button=first.seat_no,
            )
    else:
        t.fmt.starting_stack = service.settings.sng_starting_stack
        t.fmt.schedule = sng_schedule(t.config, service.settings.sng_hands_per_level)


def _check_hand(t: LiveTable, hand: HandState, record: TableRecord, *, state_ok: bool) -> None:
    """Raise ValueError unless the saved hand fits the seats, stacks and pot in the store."""
    if not state_ok:
        raise ValueError("the table's state is lost")
    if not hand.is_over and hand.to_act is None:
        raise ValueError("the saved hand has nobody to act")
    if set(t.hand_users) != set(hand.seats) or t.hand_start != hand.starting_stacks:
        raise ValueError("the saved hand does not match the saved seats")
    for seat in hand.seats:
        if t.seats.get(seat) != t.hand_users[seat]:
            raise ValueError(f"seat {seat} changed hands")
        if t.stacks[seat] != hand.stacks[seat]:
            raise ValueError(f"seat {seat} holds {t.stacks[seat]}, the hand {hand.stacks[seat]}")
    if record.pot != hand.total_pot:
        raise ValueError(f"the pot holds {record.pot}, the hand {hand.total_pot}")


def _rearm_turn(service: TableService, t: LiveTable) -> None:
    """Give the player to act the time they had left, and at least the grace after a restart."""
    hand = t.hand
    assert hand is not None  # noqa: S101 - restored
    seat = hand.to_act
    turn = t.turn
    if turn is None or t.turn_seat != seat:
        _clocks.new_turn(service, t)
        return
    earliest = service.clock.now() + service.settings.restore_grace_seconds
    if turn.deadline < earliest:
        t.turn = TurnClock(
            turn.started_at, turn.clock_seconds, turn.time_bank + (earliest - turn.deadline)
        )


async def _refunds(
    service: TableService, t: LiveTable, record: TableRecord, *, state_ok: bool
) -> dict[int, int]:
    """Who put how many chips into the pot of the hand being voided."""
    if record.pot == 0:
        return {}
    if state_ok and t.hand_start and set(t.hand_start) <= set(t.stacks):
        owed: dict[int, int] = {}
        for seat, start in t.hand_start.items():
            user = t.hand_users.get(seat)
            if user is None or t.seats.get(seat) != user:
                break
            owed[user] = owed.get(user, 0) + start - t.stacks[seat]
        else:
            if sum(owed.values()) == record.pot and min(owed.values(), default=0) >= 0:
                return owed
    # The ledger: every chip moved into a cash table's pot is a POT_COMMIT row.
    owed = {}
    for entry in await service.store.ledger(t.guild_id, limit=100_000):
        if (
            entry.table_id == t.key
            and entry.hand_no == record.hand_no
            and entry.reason is Reason.POT_COMMIT
            and entry.account is Account.POT
            and entry.user_id is not None
        ):
            owed[entry.user_id] = owed.get(entry.user_id, 0) + entry.amount
    if sum(owed.values()) == record.pot and min(owed.values(), default=0) >= 0:
        return owed
    # Last resort (tournament chips, whose ledger legs share one account): equal shares.
    seated = sorted(t.seats.values())
    share, odd = divmod(record.pot, len(seated))
    log.error("Table %s: pot of %s returned in equal shares", t.key, record.pot)
    return {user: share + (1 if i < odd else 0) for i, user in enumerate(seated)}


async def _void_broken(
    service: TableService, t: LiveTable, record: TableRecord, *, state_ok: bool
) -> list[Note]:
    """Void a hand that can't be restored; every chip goes back."""
    refunds = await _refunds(service, t, record, state_ok=state_ok)
    users = dict(t.hand_users)
    _dealing.end_hand(service, t)
    t.replay_button = True
    summary = json.dumps({"voided": True, "unrestorable": True})
    await service.store.void_hand(
        t.key, record.hand_no, refunds=refunds, summary_json=summary, state_json=t.state_json()
    )
    fresh = await service.store.table(t.key)
    t.seats = {seat.seat_no: seat.user_id for seat in fresh.seats}
    t.stacks = {seat.seat_no: seat.stack for seat in fresh.seats}
    event = HandVoided(tuple(sorted(refunds.items())))
    notes, _ = narrate([event], users, channel_id=t.channel_id, hand_no=record.hand_no, board=())
    return notes


def _summary(record: HandRecord) -> Mapping[str, Any]:
    try:
        data = json.loads(record.summary_json)
    except ValueError:
        return {}
    return cast(Mapping[str, Any], data) if isinstance(data, dict) else {}


def summary_of(record: HandRecord, user_id: int) -> HandSummary:
    """The public summary of a recorded hand, with the asker's result."""
    from cardroom.tables import HandSummary  # a cycle at import time

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
    )


async def export(store: Store, t: LiveTable, user_id: int, hand_no: object) -> tuple[str, str]:
    """A finished hand's PHH for one asker: shown hands and their own cards."""
    record: HandRecord | None
    if hand_no is None:
        records = await store.hand_history(t.key, 50)
        record = next((r for r in records if r.outcome is HandOutcome.SETTLED), None)
    else:
        number = parse_amount(hand_no, what="hand number")
        record = await store.hand(t.key, number)
    if record is None:
        raise NotAllowed("There is no finished hand with that number at this table.")
    if record.outcome is HandOutcome.VOIDED:
        raise NotAllowed("That hand was voided as a misdeal, so it has no history.")
    data = _summary(record)
    try:
        hand = HandState.from_dict(data["hand"])
        users = {int(seat): int(user) for seat, user in data["users"].items()}
        viewer = next((seat for seat, user in users.items() if user == user_id), None)
        history = HandHistory.from_state(
            hand,
            viewer_seat=viewer,
            hide_unshown=True,
            players={seat: str(users[seat]) for seat in hand.seats},
            hand=record.hand_no,
            table=str(t.channel_id),
        )
        text = dumps(history)
    except HoldemError as error:
        raise NotAllowed(f"This hand can't be written as PHH: {error.reason}") from None
    except (KeyError, ValueError, TypeError):
        log.exception("Hand %s at table %s has an unreadable summary", record.hand_no, t.key)
        raise NotAllowed("That hand's record can't be read.") from None
    return f"table-{t.channel_id}-hand-{record.hand_no}.phh", text
