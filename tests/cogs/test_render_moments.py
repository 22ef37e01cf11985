"""Issue 23's moments, as the channel reads them: refusals, robots, buttons, run it twice."""

from __future__ import annotations

import pytest

from cogs import render
from cogs.i18n import LOCALES, speaking

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
