"""One vocabulary for a player's move: notes say it with the engine's ActionKind, never a copy.

What the rules do with a player's chips is a :class:`~cardroom.views.TableMove`; the requests
a button or a pre-action carries keep the values old messages' custom ids hold.
"""

from __future__ import annotations

import pytest

from cardroom.views import Move, PreMove, TableMove
from cogs import i18n
from holdem.actions import ActionKind


def test_table_moves_never_repeat_a_player_action() -> None:
    """No TableMove spells an engine action again, by name or by value (its catalogue key)."""
    assert not {m.name for m in TableMove} & {k.name for k in ActionKind}
    assert not {m.value for m in TableMove} & {k.value for k in ActionKind}


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_move_a_note_can_carry_has_its_line(locale: str) -> None:
    """Each move of an ACTION note, the player's or the rules', has a line in every language."""
    missing = [
        move.value
        for move in (*ActionKind, *TableMove)
        if not i18n.has(f"note.{move.value}", locale)
    ]
    assert missing == []


def test_check_fold_keeps_the_value_its_buttons_carry() -> None:
    """CHECK_FOLD is named for what it does; the custom id and saved tables still say "fold"."""
    assert PreMove("fold") is PreMove.CHECK_FOLD
    assert [m.value for m in PreMove] == ["fold", "call", "callany"]


def test_move_values_stay_as_the_buttons_carry_them() -> None:
    """The requests a button sends keep their wire values, whatever their names."""
    assert [m.value for m in Move] == [
        "fold",
        "check",
        "call",
        "bet",
        "raise",
        "allin",
        "halfpot",
        "pot",
        "minraise",
    ]
