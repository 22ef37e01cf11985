"""Seats of the table service: entering a match, sitting out, unseating and cashing out.

The verbs (join, leave, top up, sit out, sit in) live on :class:`~cardroom.tables.TableService`;
this mixin holds the parts they share with the end of a hand and the start of a format:
taking an entry, seating a match's or sit-and-go's entrants, sitting a player out (folding
or checking for them if it is their turn), and cashing out those who left during a hand.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from cardroom import _dealing
from cardroom._formats import HEADS_UP_STAKE
from cardroom._table import LiveTable
from cardroom.errors import AlreadySeated, NotAllowed, NotSeated, TableFull
from cardroom.views import GameKind, Note, NoteKind, TableUpdate
from holdem.match import HeadsUpMatch

if TYPE_CHECKING:
    from cardroom.tables import TableService

log = logging.getLogger(__name__)


async def enter(service: TableService, t: LiveTable, user_id: int) -> TableUpdate:
    if t.started or t.fmt.tournament_id is None:
        raise NotAllowed("This game has already started; wait for the next one.")
    if user_id in t.fmt.entrants:
        raise AlreadySeated("You are already entered.")
    if len(t.fmt.entrants) >= t.config.seats:
        raise TableFull()
    await service._store.enter_tournament(t.fmt.tournament_id, user_id)
    t.fmt.entrants.append(user_id)
    t.time_banks[user_id] = float(t.config.time_bank_seconds)
    await service._store.save_state(t.key, t.state_json())
    return service._update(t)


async def seat_entrants(service: TableService, t: LiveTable) -> None:
    entrants = t.fmt.entrants
    if t.game is GameKind.HEADS_UP and len(entrants) != 2:
        raise NotAllowed("A heads-up match needs exactly two players.")
    if len(entrants) < 2:
        raise NotAllowed("At least two players need to enter.")
    assert t.fmt.tournament_id is not None  # noqa: S101 - set at create
    record = await service._store.start_tournament(
        t.fmt.tournament_id,
        t.key,
        seats=dict(enumerate(entrants)),
        starting_stack=t.fmt.starting_stack,
    )
    t.seats = {seat.seat_no: seat.user_id for seat in record.seats}
    t.stacks = {seat.seat_no: seat.stack for seat in record.seats}
    if t.game is GameKind.HEADS_UP:
        t.fmt.match = HeadsUpMatch.new(seats=(0, 1), button=0, starting_stack=HEADS_UP_STAKE)


async def sit_out(
    service: TableService, t: LiveTable, user_id: int, *, leaving: bool
) -> TableUpdate:
    seat = t.seat_of(user_id)
    if seat is None:
        raise NotSeated()
    if user_id in t.sitting_out and not leaving:
        raise NotAllowed("You are already sitting out.")
    await service._store.set_sitting_out(t.key, user_id, sitting_out=True)
    t.sitting_out.add(user_id)
    note = Note(NoteKind.SAT_OUT, user_id, "leaves the game" if leaving else "sits out")
    hand = t.hand
    if hand is not None and hand.to_act == seat and t.hand_users.get(seat) == user_id:
        notes, private = await _dealing.run_auto(service, t)
        return service._update(t, [note, *notes], private)
    if hand is not None:
        await service._store.save_state(t.key, t.state_json())
    return service._update(t, [note])


def unseat(service: TableService, t: LiveTable, user_id: int) -> None:
    seat = t.seat_of(user_id)
    if seat is not None:
        del t.seats[seat]
        del t.stacks[seat]
    t.leaving.discard(user_id)
    t.sitting_out.discard(user_id)
    t.timeouts.pop(user_id, None)


async def cash_out_leavers(service: TableService, t: LiveTable) -> list[Note]:
    notes = []
    for user_id in sorted(t.leaving):
        if t.is_tournament or t.seat_of(user_id) is None:
            t.leaving.discard(user_id)
            continue
        chips = await service._store.leave(t.key, user_id)
        unseat(service, t, user_id)
        notes.append(
            Note(NoteKind.PLAYER_LEFT, user_id, f"leaves with {chips:,} chips", amount=chips)
        )
    return notes
