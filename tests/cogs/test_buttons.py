"""The table's buttons: their custom ids carry the hand and the moment they were drawn for."""

from __future__ import annotations

from typing import Any, cast
from unittest.mock import Mock

import discord
import pytest

from cardroom.errors import StaleButton
from cardroom.views import Move
from cogs.buttons import TableButton, check_turn, custom_id, table_view
from cogs.render import ButtonKind
from tests.cogs.test_render import BOB, CHANNEL, table

TEMPLATE = TableButton.__discord_ui_compiled_template__


def _ids(ui: discord.ui.View | None) -> list[str]:
    assert ui is not None
    return [cast(discord.ui.Button[Any], item).custom_id or "" for item in ui.children]


async def test_action_and_raise_buttons_carry_the_moment_and_my_cards_does_not() -> None:
    ids = _ids(table_view(table(turn_no=42)))
    assert "holdem:v1:act:555:7:42:fold" in ids
    assert "holdem:v1:act:555:7:42:call" in ids
    assert "holdem:v1:act:555:7:42:pot" in ids
    assert "holdem:v1:raise:555:7:42" in ids
    assert ids[-1] == "holdem:v1:cards:555:7"
    assert all(TEMPLATE.fullmatch(i) for i in ids)


async def test_ids_stay_within_discords_limit() -> None:
    longest = custom_id(ButtonKind.ACT, 2**64 - 1, 10**12 - 1, Move.MIN_RAISE, turn_no=10**12 - 1)
    assert len(longest) <= 100
    assert TEMPLATE.fullmatch(longest)


async def _rebuilt(custom: str) -> TableButton:
    match = TEMPLATE.fullmatch(custom)
    assert match is not None
    return await TableButton.from_custom_id(Mock(), Mock(), match)


async def test_a_button_is_rebuilt_from_its_id_with_its_moment() -> None:
    button = await _rebuilt("holdem:v1:act:555:7:42:call")
    assert (button.kind, button.channel_id, button.hand_no, button.turn_no, button.move) == (
        ButtonKind.ACT,
        CHANNEL,
        7,
        42,
        Move.CALL,
    )
    raising = await _rebuilt("holdem:v1:raise:555:7:42")
    assert (raising.kind, raising.turn_no, raising.move) == (ButtonKind.RAISE, 42, None)


async def test_an_action_button_without_a_moment_is_refused_as_stale() -> None:
    """A button drawn before moments existed acts on nothing: the room never sees it."""
    button = await _rebuilt("holdem:v1:act:555:7:call")
    assert button.turn_no is None
    interaction = Mock()
    with pytest.raises(StaleButton, match="earlier moment"):
        await button._act(interaction)
    interaction.client.tables.act.assert_not_called()


def test_the_raise_form_opens_only_at_the_moment_it_was_drawn_for() -> None:
    view = table(turn_no=42)
    assert check_turn(view, BOB, 7, 42) is view.legal
    with pytest.raises(StaleButton, match="earlier moment"):
        check_turn(view, BOB, 7, 41)
    with pytest.raises(StaleButton, match="earlier hand"):
        check_turn(view, BOB, 6, 42)
