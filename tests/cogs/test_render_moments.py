"""Issue 23's moments, as the channel reads them: refusals, robots, buttons, run it twice."""

from __future__ import annotations

from typing import Any, cast

import discord
import pytest

from cardroom.views import Move, SeatState, SeatView, TableConfig, TableView
from cogs import render
from cogs.buttons import table_view
from cogs.i18n import LOCALES, speaking
from cogs.preactions import MARK, with_preactions
from tests.cogs.test_render import ANN, BOB, legal, table

ROBOT = -201  # a loose computer player
MEMBER = 42


@pytest.mark.parametrize("locale", LOCALES)
def test_a_reminder_never_addresses_a_computer_player_as_a_person(locale: str) -> None:
    with speaking(locale):
        member = render.reminder_text(MEMBER, 1_900_000_000.0)
        robot = render.reminder_text(ROBOT, 1_900_000_000.0)
    second_person = member.split("<@42>")[1].split("—")[0]
    assert second_person.strip(", ") not in robot
    assert "<@" not in robot


def test_the_english_reminder_to_a_robot_is_not_its_turn_speech() -> None:
    with speaking("en-US"):
        robot = render.reminder_text(ROBOT, None)
    assert "your turn" not in robot
    assert "thinking" in robot


# --- buttons ------------------------------------------------------------------------------


def _labels(view: TableView) -> list[tuple[str, bool]]:
    """Every button on the table message: (label, enabled)."""
    ui = with_preactions(table_view(view), view)
    assert ui is not None
    buttons = [
        cast(
            discord.ui.Button[Any], item.item if isinstance(item, discord.ui.DynamicItem) else item
        )
        for item in ui.children
    ]
    return [(b.label or "", not b.disabled) for b in buttons]


@pytest.mark.parametrize("locale", LOCALES)
def test_no_two_enabled_buttons_share_a_label(locale: str) -> None:
    """Fixed limit: the action "Call 20" beside the waiting players' pre-action "Call 20"."""
    view = table(legal=legal(call_amount=20), config=TableConfig(betting="fixed-limit"))
    with speaking(locale):
        labels = [label for label, enabled in _labels(view) if enabled]
        call = render.table_buttons(view)[0].label
    assert len(labels) == len(set(labels)), labels
    pre = [label for label in labels if label.startswith(MARK)]
    assert len(pre) == 3  # the pre-actions read as pre-actions, whatever the language
    assert call in labels


def test_no_fold_button_when_checking_is_free() -> None:
    seats = (
        SeatView(0, ANN, 995, 0, SeatState.ACTIVE, is_button=True, in_hand=True),
        SeatView(1, BOB, 980, 0, SeatState.ACTIVE, in_hand=True),
    )
    free = table(seats=seats, legal=legal(can_check=True, call_amount=0))
    moves = [spec.move for spec in render.table_buttons(free)]
    assert Move.FOLD not in moves
    assert Move.CHECK in moves
    with speaking("en-US"):
        assert any("Check/Fold" in label for label, _ in _labels(free))
    facing = [spec.move for spec in render.table_buttons(table())]
    assert Move.FOLD in facing
