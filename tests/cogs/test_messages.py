"""The message catalogue: every key formats, every text the cogs ask for exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from cogs import messages
from cogs.messages import ENGLISH, fields_of, text

COGS = Path(__file__).resolve().parents[2] / "cogs"


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_every_entry_formats_with_its_fields(key: str) -> None:
    sample: dict[str, Any] = dict.fromkeys(fields_of(key), 1)
    assert text(key, **sample)


def _keys_used_in_cogs() -> set[str]:
    used: set[str] = set()
    for path in COGS.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "text"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                used.add(node.args[0].value)
    return used


def test_every_key_the_cogs_use_exists() -> None:
    used = _keys_used_in_cogs()
    assert used, "expected the cogs to look texts up"
    missing = sorted(used - set(ENGLISH))
    assert not missing


def test_an_unknown_key_fails_loudly() -> None:
    with pytest.raises(KeyError):
        text("no.such.key")


def test_an_unknown_locale_falls_back_to_english() -> None:
    assert text("button.fold", locale="xx") == "Fold"


def test_keys_are_dotted_lowercase_names() -> None:
    for key in ENGLISH:
        assert re.fullmatch(r"[a-z_]+(\.[a-z_]*)*", key), key


def test_error_reasons_pass_through_the_hook() -> None:
    assert messages.error_text("It is not your turn yet.") == "It is not your turn yet."


def test_modal_labels_fit_discord_limits() -> None:
    label = text("modal.label", minimum="9,007,199,254,740,991", maximum="9,007,199,254,740,991")
    # The modal cuts labels to 45 characters; the start must still say what to type.
    assert label[:45].startswith("Raise to")


def test_keys_built_from_enums_exist() -> None:
    """render and poker build some keys from enum values: every value has its entry."""
    from cardroom.views import DeckStyle, NoteMove, SeatState

    for move in NoteMove:
        assert f"note.{move.value}" in ENGLISH, move
        assert text(f"note.{move.value}", player="<@1>", amount="10")
    for style in DeckStyle:
        assert f"deck.{style.value}" in ENGLISH, style
    for state in (SeatState.FOLDED, SeatState.ALL_IN, SeatState.SITTING_OUT):
        assert f"table.state.{state.value}" in ENGLISH, state
