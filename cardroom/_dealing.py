"""Dealing and playing hands for the table service: the deal, each step, each save, a misdeal.

Who is dealt in and where the button goes are the engine's rules
(:meth:`~cardroom._table.LiveTable.seating`, a :class:`~holdem.table.TableState`). After
every change the hand in progress is saved with the chips it moved, in one store
transaction (:meth:`Store.save_progress`); a failed save reloads the table from the store.
The service acts by itself for those who can't: it mucks a losing hand at showdown, folds
for a player who is leaving and checks (or folds) for one sitting out.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING

from cardroom import _clocks, _recovery, _settling
from cardroom._notes import narrate
from cardroom._table import LiveTable
from cardroom.views import Note, PrivateCards, TableUpdate
from holdem.actions import Action
from holdem.betting import Street
from holdem.deck import Deck
from holdem.events import Event

if TYPE_CHECKING:
    from cardroom.tables import TableService
    from holdem.hand import HandState

log = logging.getLogger(__name__)


async def deal(service: TableService, t: LiveTable) -> TableUpdate | None:
    """Deal the next hand if two players can play; None when they can't."""
    seating = t.seating()
    if len(seating.dealt_in) < 2:
        t.next_hand_at = None
        return None
    seating, hand = seating.start_hand(Deck(service._rng_factory()))
    t.hand = hand
    t.saved_actions = None
    t.hand_no += 1
    t.take_seating(seating)
    t.next_hand_at = None
    t.hand_users = {seat: t.seats[seat] for seat in hand.seats}
    t.hand_start = hand.starting_stacks
    events = list(hand.history)
    if _runs_without_a_player(t, hand):  # saved whole first: it may end before anyone acts
        _clocks.new_turn(service, t)
        try:
            await save(service, t)
        except BaseException:
            await _recovery.reload(service, t)
            raise
    notes, private = await advance(service, t, events, auto=True)
    log.info("Hand %s dealt at table %s", t.hand_no, t.key)
    return service._update(t, notes, private)


async def step(
    service: TableService, t: LiveTable, seat: int, action: Action
) -> tuple[list[Note], list[PrivateCards]]:
    """Apply a verified action, then whatever follows on its own, and save it all."""
    hand = t.hand
    assert hand is not None  # noqa: S101 - callers checked
    events = list(hand.apply(seat, action))
    return await advance(service, t, events, auto=True)


async def run_auto(service: TableService, t: LiveTable) -> tuple[list[Note], list[PrivateCards]]:
    return await advance(service, t, [], auto=True)


def auto_steps(service: TableService, t: LiveTable) -> list[Event]:
    """Act for those who can't: muck a losing hand, fold the leaving, check for the away."""
    hand = t.hand
    events: list[Event] = []
    while hand is not None and not hand.is_over and hand.to_act is not None:
        seat = hand.to_act
        action = _auto_action(t, hand, seat)
        if action is None:
            break
        events += hand.apply(seat, action)
    return events


def _auto_action(t: LiveTable, hand: HandState, seat: int) -> Action | None:
    """What the table does for ``seat``, to act now; None if its player decides."""
    user = t.hand_users[seat]
    if hand.street is Street.SHOWDOWN:
        return Action.muck()
    if user in t.leaving:
        return Action.fold()
    if user in t.sitting_out:
        return Action.check() if hand.legal_actions(seat).can_check else Action.fold()
    return None


def _runs_without_a_player(t: LiveTable, hand: HandState) -> bool:
    """Whether the hand just dealt is over, or goes on before a player acts (:func:`auto_steps`).

    Such a hand is saved whole before :func:`advance`, which may settle it; any other is
    saved once, by :func:`advance`, with the clock of its first turn.
    """
    seat = hand.to_act
    return hand.is_over or seat is None or _auto_action(t, hand, seat) is not None


async def advance(
    service: TableService, t: LiveTable, events: list[Event], *, auto: bool
) -> tuple[list[Note], list[PrivateCards]]:
    """Save the hand after a change (or settle it when it is over); return the notes."""
    hand = t.hand
    assert hand is not None  # noqa: S101 - a hand is running
    if auto:
        events += auto_steps(service, t)
    users = dict(t.hand_users)
    hand_no = t.hand_no
    try:
        if hand.is_over:
            notes, private = narrate(
                events, users, channel_id=t.channel_id, hand_no=hand_no, board=hand.board
            )
            notes += await _settling.finish(service, t)
        else:
            _clocks.new_turn(service, t)
            await save(service, t)
            notes, private = narrate(
                events, users, channel_id=t.channel_id, hand_no=hand_no, board=hand.board
            )
    except BaseException:
        await _recovery.reload(service, t)
        raise
    _clocks.arm(service, t)
    return notes, private


async def save(service: TableService, t: LiveTable) -> None:
    """Save the hand in progress with the chips it moved since the last save.

    The first save of a hand (the deal) writes its start record; every save appends the
    actions applied since the one before, one row each.
    """
    hand = t.hand
    assert hand is not None  # noqa: S101 - a hand is running
    live = hand.stacks
    changes = {seat: live[seat] - t.stacks[seat] for seat in hand.seats}
    record = None
    first = t.saved_actions
    if first is None:  # the deal
        record = json.dumps(hand.inputs.to_dict(), separators=(",", ":"))
        first = 0
    await service._store.save_progress(
        t.key,
        t.hand_no,
        hand_json=record,
        actions=[action_json(seat, action) for seat, action in hand.actions(first)],
        first_action=first,
        state_json=t.state_json(),
        stack_changes={seat: delta for seat, delta in changes.items() if delta},
    )
    t.stacks.update({seat: live[seat] for seat in hand.seats})
    t.saved_actions = hand.action_count


def action_json(seat: int, action: Action) -> str:
    """One action as the store keeps it: ``{"seat": 2, "kind": "raise", "amount": 60}``."""
    return json.dumps({"seat": seat, **action.to_dict()}, separators=(",", ":"))


def action_from_json(text: str) -> tuple[int, Action]:
    """An action saved by :func:`action_json`.

    Raises:
        ValueError, TypeError, KeyError: Not an action's text.
    """
    data = json.loads(text)
    seat = data["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"not a seat: {seat!r}")
    return seat, Action.from_dict(data)


async def void(service: TableService, t: LiveTable) -> list[Note]:
    """Void the hand in progress in the store and in memory; the button stays."""
    hand = t.hand
    assert hand is not None  # noqa: S101 - checked by callers
    hand_no = t.hand_no
    users = dict(t.hand_users)
    refunds: dict[int, int] = {}
    for seat in hand.seats:
        chips = t.hand_start[seat] - t.stacks[seat]
        refunds[users[seat]] = refunds.get(users[seat], 0) + chips
    events = hand.void()
    restored = dict(t.hand_start)
    end_hand(service, t)
    t.take_seating(t.seating().void_hand(hand))  # the button stays for the redeal
    summary = json.dumps({"voided": True, "users": {str(s): u for s, u in users.items()}})
    await service._store.void_hand(
        t.key, hand_no, refunds=refunds, summary_json=summary, state_json=t.state_json()
    )
    t.stacks.update(restored)
    notes, _ = narrate(events, users, channel_id=t.channel_id, hand_no=hand_no, board=())
    return notes


def end_hand(service: TableService, t: LiveTable) -> None:
    t.hand = None
    t.saved_actions = None
    t.turn = None
    t.turn_seat = None
    t.hand_users = {}
    t.hand_start = {}
    t.next_hand_at = None
