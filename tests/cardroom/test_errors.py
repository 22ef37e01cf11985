"""Refusals carry codes: every raise site names its code and parameters, and every code is
a message in all six catalogues that uses exactly those parameters.

The scan reads the source with ``ast``: each construction of a card-room refusal (and of
an engine refusal on the path a player's action takes, ``holdem/_round.py`` and
``holdem/match.py``) must pass ``code=`` as a literal, and its keyword parameters must be
the message's variables. Nothing is matched against English sentences any more.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor as FluentVisitor

from cardroom import errors
from cardroom.errors import (
    AlreadyClaimed,
    InsufficientChips,
    InvalidAmount,
    NotAllowed,
    NotSeated,
    SeatTaken,
    StaleButton,
    UserFacingError,
)
from cogs import i18n
from cogs.i18n import LOCALES, speaking
from cogs.messages import DERIVED_FIELDS, error_text
from holdem import errors as engine_errors

ROOT = Path(__file__).resolve().parents[2]
ROOM_CLASSES = {
    name
    for name, value in vars(errors).items()
    if inspect.isclass(value) and issubclass(value, UserFacingError)
}
ENGINE_CLASSES = {
    name
    for name, value in vars(engine_errors).items()
    if inspect.isclass(value) and issubclass(value, engine_errors.HoldemError)
}
STRUCTURED = {"InsufficientChips", "AlreadyClaimed", "SeatTaken"}
"""Refusals built from structured arguments; errors.py names their codes (tested below)."""
ROOM_SOURCES = [
    *sorted(
        path
        for folder in ("cardroom", "cogs", "opponents")
        for path in (ROOT / folder).rglob("*.py")
        if path.name != "errors.py"
    ),
    ROOT / "bot.py",
]
ENGINE_SOURCES = [ROOT / "holdem" / "_round.py", ROOT / "holdem" / "match.py"]
"""The engine modules whose refusals reach a player (a verified action, a buy-in check)."""


def _messages(locale: str) -> dict[str, ftl.Message]:
    resource = FluentParser().parse((i18n.LOCALE_DIR / f"{locale}.ftl").read_text("utf-8"))
    return {e.id.name: e for e in resource.body if isinstance(e, ftl.Message)}


MESSAGES = {locale: _messages(locale) for locale in LOCALES}


def _variables(node: object) -> set[str]:
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, node: ftl.VariableReference) -> None:
            found.add(node.id.name)

    Visitor().visit(node)
    return found


def _variants(key: str, locale: str = "en-US") -> set[str]:
    """The variant keys of a message that is one select expression (``what``)."""
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_Variant(self, node: ftl.Variant) -> None:
            found.add(str(getattr(node.key, "name", getattr(node.key, "value", ""))))

    Visitor().visit(MESSAGES[locale][key])
    return found


@dataclass(frozen=True)
class Site:
    """One construction of a refusal: where, its codes (a conditional gives two), params."""

    where: str
    codes: tuple[str, ...]
    params: frozenset[str]
    problem: str = ""


def _codes(node: ast.expr) -> tuple[str, ...] | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, ast.IfExp):
        body, orelse = _codes(node.body), _codes(node.orelse)
        if body is not None and orelse is not None:
            return body + orelse
    return None


def _class_of(call: ast.Call) -> tuple[str, bool]:
    """The refusal class a call constructs and whether it is ``Class.coded(...)``."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "coded":
        func = func.value
        coded = True
    else:
        coded = False
    if isinstance(func, ast.Name):
        return func.id, coded
    if isinstance(func, ast.Attribute):
        return func.attr, coded
    return "", False


def _sites(path: Path, classes: set[str], root: Path = ROOT) -> Iterator[Site]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name, coded = _class_of(node)
        if name not in classes or name in STRUCTURED:
            continue
        where = f"{path.relative_to(root)}:{node.lineno}"
        keywords = {k.arg: k.value for k in node.keywords if k.arg is not None}
        params = frozenset(k for k in keywords if k != "code")
        splats = [k.value for k in node.keywords if k.arg is None]
        if coded:
            codes = _codes(node.args[0]) if node.args else None
            yield Site(where, codes or (), params, "" if codes else "no literal code")
        elif "code" in keywords:
            code = keywords["code"]
            codes = _codes(code)
            if codes is not None and not splats:
                yield Site(where, codes, params)
            elif (  # an engine refusal passed on: ``code=error.code, **error.params``
                isinstance(code, ast.Attribute)
                and code.attr == "code"
                and [ast.unparse(s) for s in splats] == [f"{ast.unparse(code.value)}.params"]
            ):
                continue
            else:
                yield Site(where, (), params, "the code is not a literal")
        elif node.args or node.keywords:
            yield Site(where, (), params, "a reason without code=")
        # no arguments: the class's own default code (checked below)


SITES = [site for path in ROOM_SOURCES for site in _sites(path, ROOM_CLASSES)]
SITES += [site for path in ENGINE_SOURCES for site in _sites(path, ENGINE_CLASSES)]


def _check(where: str, code: str, params: frozenset[str] | set[str]) -> None:
    """``code`` is a message in every catalogue, using exactly ``params``."""
    key = code.replace(".", "-")
    for locale in LOCALES:
        assert key in MESSAGES[locale], f"{where}: {code!r} is not in {locale}.ftl"
    passed = set(params)
    for derived, sources in DERIVED_FIELDS.items():
        if sources <= passed:
            passed = (passed - sources) | {derived}
    used = _variables(MESSAGES["en-US"][key])
    assert passed == used, f"{where}: {code!r} takes {sorted(used)}, given {sorted(passed)}"


def test_the_scan_finds_the_refusals() -> None:
    assert len(SITES) > 90
    assert any(site.where.startswith("holdem/_round.py") for site in SITES)
    assert any(site.where.startswith("cogs/") for site in SITES)


@pytest.mark.parametrize("site", SITES, ids=[site.where for site in SITES])
def test_every_raise_site_names_a_catalogued_code_with_its_parameters(site: Site) -> None:
    assert not site.problem, f"{site.where}: {site.problem}"
    for code in site.codes:
        _check(site.where, code, site.params)


def test_the_scan_catches_a_site_without_a_code(tmp_path: Path) -> None:
    source = tmp_path / "bad.py"
    source.write_text(
        'raise NotAllowed("Nope.")\n'
        'raise NotAllowed("Seat 3.", code="seat.empty", n=3, extra=1)\n'
        'raise NotAllowed("Nope.", code=chosen)\n'
    )
    sites = list(_sites(source, ROOM_CLASSES, root=tmp_path))
    assert [s.problem for s in sites] == ["a reason without code=", "", "the code is not a literal"]
    with pytest.raises(AssertionError, match="takes"):
        _check("bad.py:2", "seat.empty", sites[1].params)
    with pytest.raises(AssertionError, match="not in"):
        _check("bad.py", "seat.no_such_code", frozenset())


@pytest.mark.parametrize(
    "cls",
    [v for v in vars(errors).values() if inspect.isclass(v) and issubclass(v, UserFacingError)],
)
def test_every_default_code_is_catalogued(cls: type[UserFacingError]) -> None:
    if cls.default_code:
        _check(cls.__name__, cls.default_code, set())
        assert cls().code == cls.default_code


def test_the_engine_default_code_is_catalogued() -> None:
    _check("HoldemError", engine_errors.HoldemError.default_code, set())


@pytest.mark.parametrize(
    "error",
    [
        SeatTaken(2),
        InsufficientChips(100, 40, where="stack"),
        InsufficientChips(100, 0),
        AlreadyClaimed(datetime(2026, 1, 1, 3, 5, tzinfo=UTC), datetime(2026, 1, 1, tzinfo=UTC)),
        StaleButton.earlier_moment(),
    ],
    ids=lambda error: error.code,
)
def test_the_structured_refusals_name_catalogued_codes(error: UserFacingError) -> None:
    _check(type(error).__name__, error.code, set(error.params))


def test_every_amount_name_is_a_catalogued_word() -> None:
    words = _variants("what")
    for path in ROOM_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("parse_amount"):
                for keyword in node.keywords:
                    if keyword.arg == "what" and isinstance(keyword.value, ast.Constant):
                        assert keyword.value.value in words, f"{path.name}:{node.lineno}"
    for locale in LOCALES:
        assert _variants("what", locale) == words, locale


def test_a_reason_without_a_code_is_refused() -> None:
    with pytest.raises(TypeError, match="code="):
        NotAllowed("Something brand new.")
    assert NotAllowed(code="seat.not_out").reason == "seat.not_out"


def test_the_classes_say_their_codes() -> None:
    assert NotSeated().code == "error.not_seated"
    assert StaleButton().code == "error.stale_button"
    assert StaleButton.earlier_moment().code == "error.stale_moment"
    taken = SeatTaken(2)
    assert (taken.code, taken.params) == ("seat.taken", {"n": 3})
    short = InsufficientChips(100, 40, where="stack")
    assert short.code == "chips.short"
    assert short.params == {"needed": 100, "available": 40, "where": "stack"}
    assert InsufficientChips(100, 0).params == {"needed": 100, "where": "bankroll"}
    now = datetime(2026, 1, 1, tzinfo=UTC)
    claimed = AlreadyClaimed(now + timedelta(hours=3, minutes=5), now)
    assert claimed.params == {"hours": 3, "minutes": 5}
    assert "3 hours 5 minutes" in claimed.reason
    coded = NotAllowed.coded("error.no_permission")
    assert isinstance(coded, NotAllowed)
    assert coded.code == "error.no_permission"


def test_a_refusal_reads_in_the_viewers_language() -> None:
    error = InvalidAmount("The smallest raise…", code="raise.too_small", kind="raise", n=1200)
    with speaking("cs"):
        assert error_text(error) == "Nejmenší navýšení, které můžete udělat, je na 1\xa0200."
    with speaking("da"):
        assert error_text(error) == "Den mindste raise du kan lave, er til 1.200."
    with speaking("en-US"):
        assert error_text(error) == "The smallest raise you can make is to 1,200."
    with speaking("sv-SE"):
        assert error_text(InsufficientChips(1500, 0)) == (
            "Du behöver 1\xa0500 marker men din bankrulle är tom."
        )
    now = datetime(2026, 1, 1, tzinfo=UTC)
    with speaking("en-US"):
        assert error_text(AlreadyClaimed(now + timedelta(hours=1), now)) == (
            "You have already claimed your daily chips. Come back in one hour."
        )


def test_an_engine_refusal_reads_from_its_code() -> None:
    error = engine_errors.InvalidAmount("The minimum is 40.", code="raise.minimum", n=40)
    with speaking("nl"):
        assert error_text(error) == text_of("raise.minimum", "nl", n=40)
    assert engine_errors.ActionNotAvailable("Anything.").code == "engine.refused"


def text_of(key: str, locale: str, **fields: object) -> str:
    """The catalogue's message, for comparing (the rendering itself is i18n's)."""
    return i18n.text(key, locale=locale, **fields)


def test_an_unknown_code_is_the_apology_in_the_readers_language() -> None:
    error = NotAllowed("Something new.", code="no.such_code")
    with speaking("bg"):
        assert error_text(error) == i18n.text("error.unexpected", locale="bg")
