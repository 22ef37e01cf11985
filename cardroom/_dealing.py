"""Dealing and playing a hand at one table: the deal, what the table does for a player, saving.

Functions of a :class:`~cardroom._live_table.LiveTable` that read it and return what changes: the
hand a deal starts (:class:`Dealt`), the actions taken for players who can't act (applied to
the hand in play, the engine's own object), the clock of the next turn, what the store must
save (:class:`HandSave`) and what a void gives back (:class:`Voided`). The session applies
them, with the table's lock held, and makes the store calls. Who is dealt in and where the
button goes are the engine's rules (:meth:`~cardroom._live_table.LiveTable.seating`, a
:class:`~holdem.table.TableState`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from cardroom import _homegame
from cardroom._live_table import LiveTable
from cardroom._saving import action_json, start_json
from cardroom.clock import TurnClock
from cardroom.robots import is_robot
from cardroom.views import Note, NoteKind, TableMove
from holdem.actions import Action
from holdem.betting import Street
from holdem.blinds import Post
from holdem.deck import Deck
from holdem.events import Event
from holdem.hand import HandState
from holdem.table import TableState


@dataclass(frozen=True, slots=True)
class HandSave:
    """One save of the hand in progress, as :meth:`Store.save_progress` takes it."""

    hand_no: int
    start_json: str | None
    """The hand's start record, at the deal; None after."""
    actions: tuple[str, ...]
    """The actions applied since the last save, each its JSON text."""
    first_action: int
    """The number of the first of them in the hand."""
    state_json: str
    """The table's state."""
    stack_changes: dict[int, int]
    """Seat to the chips it moved into the pot since the last save (negative), no zeros."""
    action_count: int
    """How many actions the hand has applied once this is saved."""


@dataclass(frozen=True, slots=True)
class Dealt:
    """A hand just dealt: what the session sets on the table."""

    hand: HandState
    seating: TableState
    """The seating after the deal: the button, the blinds, the debts."""
    bomb_pot: bool
    """The hand is a bomb pot (the vote for one starts again)."""


@dataclass(frozen=True, slots=True)
class Voided:
    """A hand voided as a misdeal: its events, and what the store must give back."""

    hand_no: int
    events: tuple[Event, ...]
    users: dict[int, int]
    """Seat to user id of the voided hand."""
    refunds: dict[int, int]
    """User id to the chips they had moved into the pot."""
    summary_json: str
    seating: TableState
    """The seating after the void: the button stays for the redeal."""
    stacks: dict[int, int]
    """Seat to the stack it had at the start of the hand (every chip back)."""


def deal(table: LiveTable, deck: Deck) -> Dealt | None:
    """The next hand dealt from ``deck`` if two players can play; None if they can't."""
    seating = table.seating()
    robots_only = not table.is_tournament and all(
        is_robot(table.seats[seat]) for seat in seating.dealt_in
    )
    if len(seating.dealt_in) < 2 or robots_only:  # robots never play a cash game alone
        return None
    straddlers = [seat for seat, user in table.seats.items() if user in table.straddlers]
    bomb = _homegame.bomb_due(table)
    seating, hand = seating.start_hand(
        deck, straddlers=straddlers, bomb_pot=bomb, run_it_twice=table.config.run_it_twice
    )
    return Dealt(hand, seating, bool(bomb))


def forced_notes(table: LiveTable) -> list[Note]:
    """Who posts what and why in the hand just dealt, beyond the usual blinds.

    A dead small blind (its player has gone: nobody posts it), a player posting a big blind
    to come in, a player posting the blinds they missed (the big blind live, the small blind
    dead); or, for a bomb pot, the bomb pot's ante alone.
    """
    hand = table.hand
    assert hand is not None  # noqa: S101 - just dealt
    cfg = hand.inputs.config
    notes: list[Note] = []
    if hand.bomb_pot:  # everyone antes instead: nothing else is posted
        text = f"Bomb pot: everyone antes {hand.bomb_pot:,}."
        return [Note(NoteKind.ACTION, text=text, amount=hand.bomb_pot, move=TableMove.BOMB_POT)]
    small = table.small_blind_seat
    if small is not None and len(hand.seats) > 2 and small not in hand.seats:
        notes.append(
            Note(
                NoteKind.ACTION,
                text="The small blind is dead: its player has gone.",
                move=TableMove.DEAD_SMALL_BLIND,
            )
        )
    for seat, post in sorted(table.posted.items()):
        user = table.hand_users.get(seat)
        if user is None:
            continue
        if post is Post.BIG:
            move, amount = TableMove.POST_TO_ENTER, cfg.big_blind
        elif post is Post.BIG_AND_SMALL:
            move, amount = TableMove.MISSED_BLINDS, cfg.big_blind + cfg.small_blind
        else:
            move, amount = TableMove.MISSED_SMALL_BLIND, cfg.small_blind
        notes.append(
            Note(
                NoteKind.ACTION, user, f"posts {post.value} ({amount:,})", amount=amount, move=move
            )
        )
    return notes


def absent_action(table: LiveTable) -> tuple[int, Action] | None:
    """The seat to act and what the table does for it, if its player can't act.

    It mucks a losing hand at the showdown, folds for the leaving and checks (or folds)
    for the away; None when the player to act decides (or nobody is to act).
    """
    hand = table.hand
    if hand is None or hand.is_over or hand.to_act is None:
        return None
    seat = hand.to_act
    action = _action_for_absent(table, hand, seat)
    return None if action is None else (seat, action)


def _action_for_absent(table: LiveTable, hand: HandState, seat: int) -> Action | None:
    """What the table does for ``seat``, to act now; None if its player decides."""
    user = table.hand_users[seat]
    if hand.street is Street.SHOWDOWN:
        return Action.muck()
    if user in table.leaving:
        return Action.fold()
    if user in table.sitting_out:
        return Action.check() if hand.legal_actions(seat).can_check else Action.fold()
    return None


def runs_without_a_player(table: LiveTable) -> bool:
    """Whether the hand just dealt is over, or goes on before a player acts.

    Such a hand is saved as dealt before :func:`absent_action` is played, since it may end
    (and settle) before anyone clicks; any other is saved once, with its first turn.
    """
    hand = table.hand
    assert hand is not None  # noqa: S101 - just dealt
    seat = hand.to_act
    return hand.is_over or seat is None or _action_for_absent(table, hand, seat) is not None


def next_turn(table: LiveTable, now: float) -> tuple[TurnClock | None, int | None]:
    """The action clock of the player to act, started ``now``, and their seat (None: over)."""
    hand = table.hand
    seat = None if hand is None or hand.is_over else hand.to_act
    if seat is None:
        return None, None
    user = table.hand_users[seat]
    bank = table.time_banks.get(user, float(table.config.time_bank_seconds))
    clock = TurnClock.start(now=now, clock_seconds=table.config.clock_seconds, time_bank=bank)
    return clock, seat


def hand_save(table: LiveTable) -> HandSave:
    """What to save of the hand in progress: the actions and chips since the last save."""
    hand = table.hand
    assert hand is not None  # noqa: S101 - a hand is running
    live = hand.stacks
    first = table.saved_actions
    return HandSave(
        hand_no=table.hand_no,
        start_json=start_json(hand) if first is None else None,
        actions=tuple(action_json(seat, action) for seat, action in hand.actions(first or 0)),
        first_action=first or 0,
        state_json=table.state_json(),
        stack_changes={
            seat: live[seat] - table.stacks[seat]
            for seat in hand.seats
            if live[seat] != table.stacks[seat]
        },
        action_count=hand.action_count,
    )


def void(table: LiveTable, events: tuple[Event, ...]) -> Voided:
    """What undoes the hand in progress, voided by the engine with ``events``.

    The button stays for the redeal; every chip goes back to where it was at the deal.
    """
    hand = table.hand
    assert hand is not None  # noqa: S101 - checked by callers
    hand_no = table.hand_no
    users = dict(table.hand_users)
    refunds: dict[int, int] = {}
    for seat in hand.seats:
        chips = table.hand_start[seat] - table.stacks[seat]
        refunds[users[seat]] = refunds.get(users[seat], 0) + chips
    seating = table.seating().void_hand(hand)  # the button stays for the redeal
    summary = json.dumps({"voided": True, "users": {str(s): u for s, u in users.items()}})
    return Voided(hand_no, events, users, refunds, summary, seating, dict(table.hand_start))
