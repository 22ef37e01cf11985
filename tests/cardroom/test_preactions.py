"""Pre-actions: chosen before a player's turn, tied to the hand, the street and the bet."""

from __future__ import annotations

import pytest

from cardroom.errors import NotAllowed, NotSeated, StaleButton
from cardroom.views import Move, PreMove, SeatState, TableView
from holdem.actions import ActionKind
from tests.cardroom.tables_support import CHANNEL, STRANGER, Room, cash_table


def by_position(view: TableView) -> tuple[int, int, int]:
    """Three-handed: the button, the small blind and the big blind (the preflop order)."""
    seats = sorted(view.seats, key=lambda s: s.seat)
    button = next(i for i, s in enumerate(seats) if s.is_button)
    rotated = seats[button:] + seats[:button]
    return rotated[0].user_id, rotated[1].user_id, rotated[2].user_id


def state_of(view: TableView, user: int) -> SeatState:
    seat = view.seat_of(user)
    assert seat is not None
    return seat.state


async def test_pre_actions_are_made_when_the_turn_comes_and_a_changed_bet_cancels_a_call(
    room: Room,
) -> None:
    update = await cash_table(room)
    view = update.view
    button, small, big = by_position(view)
    assert view.to_act == button
    service, hand_no = room.service, view.hand_no
    chosen = await service.preact(CHANNEL, small, hand_no, PreMove.CALL, street="preflop", bet=10)
    assert (chosen.move, chosen.bet, chosen.active) == (PreMove.CALL, 10, True)
    await service.preact(CHANNEL, big, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10)
    # The button raises: the small blind's "Call 10" is cancelled, so they decide.
    update = await service.act(CHANNEL, button, hand_no, Move.RAISE, 40)
    assert update.view.to_act == small
    assert update.view.street == "preflop"
    # The small blind calls; the big blind's check/fold folds to the raise at once.
    update = await service.act(CHANNEL, small, hand_no, Move.CALL)
    assert state_of(update.view, big) is SeatState.FOLDED
    assert any(n.user_id == big and n.move is ActionKind.FOLD for n in update.notes)
    assert update.view.street == "flop"
    assert update.view.to_act == small
    # On the flop the button calls any bet: the small blind's bet is called for them.
    await service.preact(CHANNEL, button, hand_no, PreMove.CALL_ANY, street="flop", bet=0)
    update = await service.act(CHANNEL, small, hand_no, Move.BET, 50)
    assert any(
        n.user_id == button and n.move is ActionKind.CALL and n.amount == 50 for n in update.notes
    )
    assert update.view.street == "turn"


async def test_a_pre_action_is_refused_politely_when_it_cannot_hold(room: Room) -> None:
    update = await cash_table(room)
    view = update.view
    button, small, big = by_position(view)
    service, hand_no = room.service, view.hand_no
    with pytest.raises(NotSeated):
        await service.preact(
            CHANNEL, STRANGER, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10
        )
    with pytest.raises(NotAllowed) as mine:
        await service.preact(CHANNEL, button, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10)
    assert mine.value.code == "preaction.your_turn"
    with pytest.raises(StaleButton) as changed:
        await service.preact(CHANNEL, small, hand_no, PreMove.CALL, street="preflop", bet=20)
    assert (changed.value.code, changed.value.params) == ("preaction.bet_changed", {"bet": 10})
    with pytest.raises(StaleButton):
        await service.preact(CHANNEL, small, hand_no, PreMove.CHECK_FOLD, street="flop", bet=0)
    with pytest.raises(StaleButton):
        await service.preact(
            CHANNEL, small, hand_no - 1, PreMove.CHECK_FOLD, street="preflop", bet=10
        )
    # Chosen twice, it is cleared: the small blind decides when the turn comes.
    await service.preact(CHANNEL, small, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10)
    again = await service.preact(
        CHANNEL, small, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10
    )
    assert not again.active
    update = await service.act(CHANNEL, button, hand_no, Move.FOLD)
    assert update.view.to_act == small
    with pytest.raises(NotAllowed) as folded:
        await service.preact(CHANNEL, button, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10)
    assert folded.value.code == "preaction.not_in_hand"
    assert big != small


async def test_nothing_carries_into_the_next_hand(room: Room) -> None:
    """A check/fold chosen in a hand that ends first never acts in the next one."""
    update = await cash_table(room)
    view = update.view
    button, small, big = by_position(view)
    service, hand_no = room.service, view.hand_no
    await service.preact(CHANNEL, big, hand_no, PreMove.CHECK_FOLD, street="preflop", bet=10)
    await service.act(CHANNEL, button, hand_no, Move.FOLD)
    update = await service.act(CHANNEL, small, hand_no, Move.FOLD)  # the big blind wins
    assert not update.view.in_hand
    await room.tick(room.service.settings.pause_seconds + 1)
    latest = room.updates[-1].view
    assert latest.in_hand
    assert latest.hand_no == hand_no + 1
    for _ in range(3):  # nobody is folded for; the big blind of hand 1 gets to decide
        if latest.to_act == big:
            break
        latest = (await service.act(CHANNEL, latest.to_act or 0, latest.hand_no, Move.CALL)).view
    assert latest.to_act == big
    assert all(s.state is not SeatState.FOLDED for s in latest.seats)
