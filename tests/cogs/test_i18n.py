"""The catalogues: complete in every language, parsed cleanly, plurals, ordinals, numbers."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor as FluentVisitor

from cogs import i18n
from cogs.i18n import LOCALES, format_message, number, signed, speaking, text

ROOT = Path(__file__).resolve().parents[2]
COGS = ROOT / "cogs"


def _messages(locale: str) -> dict[str, ftl.Message]:
    resource = FluentParser().parse((i18n.LOCALE_DIR / f"{locale}.ftl").read_text("utf-8"))
    return {e.id.name: e for e in resource.body if isinstance(e, ftl.Message)}


def _variables(node: object) -> set[str]:
    """Every ``$variable`` a message's pattern (selectors and variants too) refers to."""
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, node: ftl.VariableReference) -> None:
            found.add(node.id.name)

    Visitor().visit(node)
    return found


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalogue_parses_with_no_errors(locale: str) -> None:
    resource = FluentParser().parse((i18n.LOCALE_DIR / f"{locale}.ftl").read_text("utf-8"))
    junk = [entry.content for entry in resource.body if isinstance(entry, ftl.Junk)]
    assert not junk


@pytest.mark.parametrize("locale", [code for code in LOCALES if code != "en-US"])
def test_every_catalogue_has_every_key_with_the_same_variables(locale: str) -> None:
    english, other = _messages("en-US"), _messages(locale)
    assert sorted(set(english) - set(other)) == []
    assert sorted(set(other) - set(english)) == []
    for key, message in english.items():
        assert _variables(other[key]) == _variables(message), key


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalogue_starts_with_its_glossary(locale: str) -> None:
    head = (i18n.LOCALE_DIR / f"{locale}.ftl").read_text("utf-8").split("\n\n")[0]
    assert head.startswith("#")
    assert len(head.splitlines()) >= 5


def _keys_used_in_cogs() -> set[str]:
    used: set[str] = set()
    for path in COGS.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("text", "format_message", "coded")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                used.add(node.args[0].value)
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "coded"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                used.add(str(node.args[0].value))
    return used


def test_every_key_the_cogs_use_exists() -> None:
    used = _keys_used_in_cogs()
    assert len(used) > 100
    assert sorted(k for k in used if not i18n.has(k)) == []


def test_a_missing_key_falls_back_to_english_and_logs(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    partial = FluentBundle(["da"], use_isolating=False)
    partial.add_resource(FluentResource("button-fold = Fold\n"))
    monkeypatch.setitem(i18n._BUNDLES, "da", partial)
    monkeypatch.setattr(i18n, "_reported", set())
    with caplog.at_level(logging.WARNING, logger="cogs.i18n"):
        assert text("poker.acted", locale="da") == "Done."
        assert text("poker.acted", locale="da") == "Done."
    assert caplog.text.count("The da catalogue has no 'poker.acted'") == 1


def test_an_unknown_key_fails_loudly() -> None:
    with pytest.raises(KeyError):
        text("no.such.key")


def test_an_unknown_locale_is_english() -> None:
    assert i18n.resolve("fr") == "en-US"
    assert i18n.resolve("en-GB") == "en-US"
    assert text("button.fold", locale="xx") == "Fold"


def test_no_bidi_isolation_marks() -> None:
    rendered = text("bank.balance", locale="sv-SE", player="<@1>", balance=1500)
    assert "\u2068" not in rendered
    assert "\u2069" not in rendered
    assert rendered == "<@1> har **1\xa0500** marker."


@pytest.mark.parametrize(
    ("count", "expected"),
    [(1, "1 žeton"), (2, "2 žetony"), (4, "4 žetony"), (5, "5 žetonů"), (22, "22 žetonů")],
)
def test_czech_plurals_of_chips(count: int, expected: str) -> None:
    rendered = text("bank.balance", locale="cs", player="<@1>", balance=count)
    assert rendered == f"<@1> má **{expected.replace(' ', '** ')}."
    topped = text("poker.topped_up", locale="cs", amount=count)
    assert topped == f"Do stacku přibylo {expected}."


@pytest.mark.parametrize(
    ("place", "expected"), [(1, "1:a"), (2, "2:a"), (3, "3:e"), (4, "4:e"), (11, "11:e"),
                            (12, "12:e"), (21, "21:a"), (22, "22:a"), (23, "23:e")]
)  # fmt: skip
def test_swedish_ordinals_for_places(place: int, expected: str) -> None:
    line = text("note.eliminated", locale="sv-SE", player="<@1>", place=place)
    assert line == f"<@1> är ute på {expected} plats"


BULGARIAN_PLACES = """
1-во 2-ро 3-то 4-то 5-о 6-о 7-мо 8-мо 9-о 10-о 11-о 12-о 13-о 17-о 20-о 21-во 22-ро 23-то
27-мо 100-но 101-во 111-о 1000-но
""".split()  # noqa: RUF001, SIM905 - Cyrillic on purpose, one table


@pytest.mark.parametrize("expected", BULGARIAN_PLACES)
def test_bulgarian_ordinals_for_places(expected: str) -> None:
    place = int(expected.split("-")[0])
    line = text("note.eliminated", locale="bg", player="<@1>", place=place)
    assert line == f"<@1> отпада на {number(place, 'bg')}-{expected.split('-')[1]} място"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("da", "<@1> er ude og ender på en {}.-plads"), ("cs", "<@1> končí na {}. místě"),
     ("nl", "<@1> ligt eruit als {}e")],
)  # fmt: skip
def test_danish_czech_and_dutch_ordinals_for_places(locale: str, expected: str) -> None:
    for place in (1, 2, 3, 8, 11, 21):
        line = text("note.eliminated", locale=locale, player="<@1>", place=place)
        assert line == expected.format(place)


def test_english_ordinals_for_places() -> None:
    lines = [text("note.eliminated", locale="en-US", player="X", place=n) for n in (1, 2, 3, 11)]
    assert lines == [f"X is out in {p} place" for p in ("1st", "2nd", "3rd", "11th")]


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("value", [0, 7, 999, 1000, 1500, 1234567, 9007199254740991])
def test_numbers_are_grouped_as_babel_groups_them(locale: str, value: int) -> None:
    assert number(value, locale) == format_decimal(value, locale=locale.replace("-", "_"))


def test_thousands_separators_per_language() -> None:
    assert [number(12345, code) for code in LOCALES] == [
        "12,345", "12\xa0345", "12.345", "12\xa0345", "12.345", "12\xa0345",
    ]  # fmt: skip
    assert signed(-1500, "da") == "-1.500"
    assert signed(1500, "cs") == "+1\xa0500"


def test_the_language_of_the_moment_is_scoped() -> None:
    assert i18n.current() == "en-US"
    with speaking("nl") as code:
        assert code == "nl"
        assert text("button.fold") == "Passen"
    assert text("button.fold") == "Fold"


def test_the_pseudo_locale_wraps_every_message() -> None:
    i18n.enable_pseudo_locale()
    try:
        with speaking(i18n.PSEUDO_LOCALE):
            assert text("button.call", amount=20) == "⟦Call 20⟧"
    finally:
        i18n.enable_pseudo_locale(False)
    assert i18n.resolve(i18n.PSEUDO_LOCALE) == "en-US"


def test_messages_render_fast() -> None:
    """A table seat line in Czech (a plural and a number) well under the 0.2 ms target."""
    import time

    fields = {"marker": ">", "seat": 3, "player": "<@1>", "stack": 12345, "bet": "", "state": ""}
    format_message("table.seat", fields, "cs")
    start = time.perf_counter()
    for _ in range(2000):
        format_message("table.seat", fields, "cs")
    mean = (time.perf_counter() - start) / 2000
    assert mean < 0.0002


def test_fluent_ids_are_lowercase_names() -> None:
    for key in _messages("en-US"):
        assert re.fullmatch(r"[a-z][a-z_]*(-[a-zA-Z_]+)*", key), key


def test_a_filled_in_message_is_kept_and_read_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """Formatting a message again with the same fields costs no Fluent call (the cache)."""
    formatted: list[object] = []
    real = FluentBundle.format_pattern

    def counting(self: FluentBundle, *args: object, **kwargs: object) -> object:
        formatted.append(args[0])
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(FluentBundle, "format_pattern", counting)
    fields = {"player": "Kept", "balance": 98_765_431}
    first = text("bank.balance", locale="en-US", **fields)
    again = text("bank.balance", locale="en-US", **fields)
    assert first == again == "Kept has **98,765,431** chips."
    assert len(formatted) == 1
    with speaking("en-US"):
        assert format_message("bank.balance", fields) == first
    assert len(formatted) == 1


def test_kept_messages_tell_languages_and_kinds_of_fields_apart() -> None:
    """The same key and fields in another language, or a number given as text, differ."""
    assert text("bank.balance", locale="en-US", player="Ann", balance=1000) == (
        "Ann has **1,000** chips."
    )
    assert text("bank.balance", locale="da", player="Ann", balance=1000) == (
        "Ann har **1.000** jetoner."
    )
    with speaking("da"):
        assert text("bank.balance", player="Ann", balance=1000) == "Ann har **1.000** jetoner."
    assert text("bank.balance", locale="en-US", player="Ann", balance="1000") == (
        "Ann has **1000** chips."
    )
    assert text("bank.balance", locale="en-US", player="Ann", balance=True) == (
        "Ann has **True** chips."
    )
    # 1, True and 1.0 are equal keys to a dict: each is still shown as itself
    assert text("bank.balance", locale="en-US", player="Ann", balance=1) == "Ann has **1** chips."
    assert text("bank.balance", locale="en-US", player="Ann", balance=True) == (
        "Ann has **True** chips."
    )
    assert text("bank.balance", locale="en-US", player="Ann", balance=1.0) == (
        "Ann has **1.0** chips."
    )
    # plurals still follow the number, not the last one kept
    assert text("bank.balance", locale="cs", player="Ann", balance=2) == "Ann má **2** žetony."
    assert text("bank.balance", locale="cs", player="Ann", balance=5) == "Ann má **5** žetonů."
