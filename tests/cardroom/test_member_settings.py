"""Members' own settings: the deck style of their pictures, per member per server."""

from __future__ import annotations

import pytest

from cardroom.bank import Bank
from cardroom.errors import UserFacingError
from cardroom.store import Store
from cardroom.views import DeckStyle
from tests.cardroom.store_support import GUILD, OTHER_GUILD, Reopen

ANN, BOB = 11, 12


async def test_the_deck_style_is_classic_until_chosen(store: Store) -> None:
    assert await store.deck_style(GUILD, ANN) is DeckStyle.CLASSIC


async def test_a_chosen_style_is_kept_per_member_per_server(store: Store) -> None:
    assert await store.set_deck_style(GUILD, ANN, DeckStyle.FOUR_COLOUR) is DeckStyle.FOUR_COLOUR
    assert await store.deck_style(GUILD, ANN) is DeckStyle.FOUR_COLOUR
    assert await store.deck_style(GUILD, BOB) is DeckStyle.CLASSIC
    assert await store.deck_style(OTHER_GUILD, ANN) is DeckStyle.CLASSIC
    await store.set_deck_style(GUILD, ANN, DeckStyle.CLASSIC)
    assert await store.deck_style(GUILD, ANN) is DeckStyle.CLASSIC


async def test_the_style_survives_a_restart_and_moves_no_chip(reopen: Reopen) -> None:
    async with await reopen() as store:
        await store.set_deck_style(GUILD, ANN, DeckStyle.FOUR_COLOUR)
        assert await store.total_chips(GUILD) == 0
    async with await reopen() as store:
        assert await store.deck_style(GUILD, ANN) is DeckStyle.FOUR_COLOUR
        assert await store.integrity_check() == "ok"


async def test_the_bank_checks_the_style_it_is_given(store: Store) -> None:
    bank = Bank(store)
    assert await bank.set_deck_style(GUILD, ANN, "four_colour") is DeckStyle.FOUR_COLOUR
    assert await bank.deck_style(GUILD, ANN) is DeckStyle.FOUR_COLOUR
    with pytest.raises(UserFacingError):
        await bank.set_deck_style(GUILD, ANN, "rainbow")
    assert await bank.deck_style(GUILD, ANN) is DeckStyle.FOUR_COLOUR


# --- the turn ping (issue 16) ----------------------------------------------------------------


async def test_the_turn_ping_is_on_until_turned_off_per_member_per_server(store: Store) -> None:
    assert await store.turn_ping(GUILD, ANN) is True
    assert await store.set_turn_ping(GUILD, ANN, False) is False
    assert await store.turn_ping(GUILD, ANN) is False
    assert await store.turn_ping(GUILD, BOB) is True
    assert await store.turn_ping(OTHER_GUILD, ANN) is True
    await store.set_turn_ping(GUILD, ANN, True)
    assert await store.turn_ping(GUILD, ANN) is True


async def test_the_turn_ping_and_the_deck_style_keep_each_other(reopen: Reopen) -> None:
    async with await reopen() as store:
        await store.set_deck_style(GUILD, ANN, DeckStyle.FOUR_COLOUR)
        await store.set_turn_ping(GUILD, ANN, False)
    async with await reopen() as store:
        assert await store.deck_style(GUILD, ANN) is DeckStyle.FOUR_COLOUR
        assert await store.turn_ping(GUILD, ANN) is False
        assert await Bank(store).turn_ping(GUILD, ANN) is False
