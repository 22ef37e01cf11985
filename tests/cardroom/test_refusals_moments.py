"""Refusals that say the right thing (issue 23): the limit before the stack, hand ids, no hand."""

from __future__ import annotations

import pytest

from cardroom.errors import InsufficientChips, InvalidAmount, NotAllowed
from cardroom.sharing import Sharing
from cardroom.views import Move, TableConfig
from tests.cardroom.tables_support import (
    ALICE,
    CASH,
    CHANNEL,
    GUILD,
    Room,
    cash_table,
    play_passively,
)

POT_LIMIT = TableConfig(
    small_blind=5,
    big_blind=10,
    betting="pot-limit",
    min_buy_in=200,
    max_buy_in=2000,
    clock_seconds=30,
)


async def test_a_raise_above_the_pot_limit_is_refused_with_the_limit_not_the_bankroll(
    room: Room,
) -> None:
    update = await cash_table(room, config=POT_LIMIT)
    view = update.view
    assert view.to_act is not None
    assert view.legal is not None
    largest = view.legal.max_raise_to
    assert largest is not None
    assert largest < 1000
    with pytest.raises(InvalidAmount) as refused:
        await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.RAISE, 5000)
    assert refused.value.code == "raise.too_large"
    assert refused.value.params["n"] == largest
    with pytest.raises(InvalidAmount) as typed:  # the raise form's text, the same answer
        await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.RAISE, "5,000")
    assert typed.value.code == "raise.too_large"


async def test_a_no_limit_raise_beyond_the_stack_names_the_stack(room: Room) -> None:
    update = await cash_table(room, config=CASH)
    view = update.view
    assert view.to_act is not None
    with pytest.raises(InsufficientChips) as refused:
        await room.service.act(CHANNEL, view.to_act, view.hand_no, Move.RAISE, 5000)
    assert refused.value.params["where"] == "stack"
    assert refused.value.params["available"] == 1000


@pytest.mark.parametrize("garbage", ["'; DROP TABLE hands; --", "twelve", "1.5", "-3", "7-x"])
async def test_export_with_garbage_answers_about_hand_ids(room: Room, garbage: str) -> None:
    update = await cash_table(room)
    await play_passively(room, update)
    with pytest.raises(NotAllowed) as refused:
        await Sharing(room.store).export(GUILD, CHANNEL, ALICE, garbage)
    assert refused.value.code == "history.bad_hand"
    assert refused.value.params["text"] == garbage.strip()[:20]


@pytest.mark.parametrize("huge", ["9" * 30, "9" * 30 + "-1", "1-" + "9" * 30])
async def test_export_of_a_huge_number_finds_no_hand(room: Room, huge: str) -> None:
    update = await cash_table(room)
    await play_passively(room, update)
    with pytest.raises(NotAllowed) as refused:
        await Sharing(room.store).export(GUILD, CHANNEL, ALICE, huge)
    assert refused.value.code == "history.no_hand"


async def test_cards_between_hands_say_no_hand_is_being_played(room: Room) -> None:
    update = await cash_table(room)
    assert (await room.service.my_cards(CHANNEL, ALICE)).cards
    await play_passively(room, update)
    with pytest.raises(NotAllowed) as refused:
        await room.service.my_cards(CHANNEL, ALICE)
    assert refused.value.code == "hand.none"
