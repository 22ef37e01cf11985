"""Refusals carry codes: every sentence the card room (and the betting engine) refuses with
derives a code that every catalogue can render."""

from __future__ import annotations

import ast
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from cardroom import errors
from cardroom.errors import (
    UNTRANSLATED,
    AlreadyClaimed,
    InsufficientChips,
    NotAllowed,
    NotSeated,
    SeatTaken,
    StaleButton,
    UserFacingError,
    derive,
)
from cogs import i18n
from cogs.i18n import LOCALES, speaking
from cogs.messages import error_text, refusal_text

ROOT = Path(__file__).resolve().parents[2]
REFUSALS = {
    "UserFacingError", "InvalidAmount", "InsufficientChips", "AlreadyClaimed", "NotSeated",
    "AlreadySeated", "SeatTaken", "TableFull", "NoTable", "TableExists", "StaleButton",
    "NotYourTurn", "HandInProgress", "NoTournament", "NotAllowed", "ActionNotAvailable",
}  # fmt: skip
SOURCES = [*sorted((ROOT / "cardroom").rglob("*.py")), ROOT / "holdem" / "_round.py"]


def _sample(node: ast.expr) -> str | None:
    """The sentence a refusal's literal or f-string argument gives, with plausible values."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
                continue
            assert isinstance(value, ast.FormattedValue)
            source = ast.unparse(value.value)
            before = parts[-1] if parts else ""
            if before.endswith(("smallest ", "largest ")):
                parts.append("raise")
            elif before.endswith("admin can "):
                parts.append("close it")
            elif source == "unit":
                parts.append("chips")
            elif "what" in source:
                parts.append("buy-in")
            elif "kind" in source:
                parts.append("bet")
            elif value.conversion == ord("r"):
                parts.append("'x'")
            else:
                parts.append("1,500" if value.format_spec else "15")
        return "".join(parts)
    if isinstance(node, ast.IfExp):
        return None  # both branches are checked as their own nodes
    return None


def _reasons() -> list[tuple[str, str]]:
    found = []
    for path in SOURCES:
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id not in REFUSALS or not node.args:
                continue
            args = [node.args[0]]
            if isinstance(node.args[0], ast.IfExp):
                args = [node.args[0].body, node.args[0].orelse]
            for arg in args:
                sample = _sample(arg)
                if sample is not None:
                    found.append((f"{path.name}:{node.lineno}", sample))
    return found


REASONS = _reasons()


def test_the_scan_finds_the_refusals() -> None:
    assert len(REASONS) > 60


@pytest.mark.parametrize(("where", "reason"), REASONS, ids=[w for w, _ in REASONS])
def test_every_refusal_sentence_has_a_code(where: str, reason: str) -> None:
    code, _ = derive(reason)
    assert code != UNTRANSLATED, f"{where}: no code for {reason!r}"
    assert i18n.has(code), code


@pytest.mark.parametrize("locale", LOCALES)
def test_every_code_renders_in_every_language(locale: str) -> None:
    codes = {code for _, code in errors._PATTERNS}
    codes |= {"chips.short", "chips.none", "bank.already_claimed", "seat.taken"}
    samples: dict[str, int | str] = {
        "n": 3,
        "m": 40,
        "o": 5,
        "p": 7,
        "kind": "raise",
        "what": "top_up",
    }
    samples |= {"style": "x", "text": "abc", "needed": 20, "available": 2, "where": "stack"}
    samples |= {"hours": 2, "minutes": 1}
    with speaking(locale):
        for code in sorted(codes):
            rendered = refusal_text(code, samples)
            assert rendered, code
            assert "{" not in rendered, (code, rendered)


def test_parameters_are_numbers_and_code_words() -> None:
    assert derive("The smallest bet you can make is to 1,200.") == (
        "raise.too_small",
        {"kind": "bet", "n": 1200},
    )
    assert derive("The minimum buy-in must be at least 400 chips.") == (
        "amount.too_small",
        {"what": "minimum_buy_in", "n": 400},
    )


def test_the_classes_say_their_codes() -> None:
    assert NotSeated().code == "error.not_seated"
    assert StaleButton().code == "error.stale_button"
    assert StaleButton.earlier_moment().code == "error.stale_moment"
    taken = SeatTaken(2)
    assert (taken.code, taken.params) == ("seat.taken", {"n": 3})
    short = InsufficientChips(100, 40, where="stack")
    assert short.code == "chips.short"
    assert short.params == {"needed": 100, "available": 40, "where": "stack"}
    now = datetime(2026, 1, 1, tzinfo=UTC)
    claimed = AlreadyClaimed(now + timedelta(hours=3, minutes=5), now)
    assert claimed.params == {"hours": 3, "minutes": 5}
    assert "3 hours 5 minutes" in claimed.reason
    coded = NotAllowed.coded("error.no_permission")
    assert isinstance(coded, NotAllowed)
    assert coded.code == "error.no_permission"


def test_a_refusal_reads_in_the_viewers_language() -> None:
    error = errors.InvalidAmount("The smallest raise you can make is to 1,200.")
    with speaking("cs"):
        assert error_text(error) == "Nejmenší navýšení, které můžete udělat, je na 1\xa0200."
    with speaking("da"):
        assert error_text(error) == "Den mindste raise du kan lave, er til 1.200."
    with speaking("en-US"):
        assert error_text(error) == error.reason
    with speaking("sv-SE"):
        assert error_text(InsufficientChips(1500, 0)) == (
            "Du behöver 1\xa0500 marker men din bankrulle är tom."
        )


def test_an_unknown_sentence_is_shown_as_it_is() -> None:
    error = UserFacingError("Something brand new.")
    assert error.code == UNTRANSLATED
    with speaking("bg"):
        assert error_text(error) == "Something brand new."
