"""The front desk's languages: Fluent catalogues, the viewer's language, numbers per locale.

Every word a member sees comes from one ``.ftl`` file per language under ``cogs/locales/``
(English, ``en-US.ftl``, is the complete fallback), loaded once with ``fluent.runtime``
without Fluent's bidi isolation marks (they would end up inside mentions and copied
numbers). Code names a message by a dotted key (``"table.seat"``); its Fluent id is the
same with dashes (``table-seat``).

Who reads a text decides its language, and the desk says so at the door: a reply to a
member's own interaction speaks ``interaction.locale``, a channel message the server's
language, a DM the member's last seen locale. The language of the moment lives in a
:class:`~contextvars.ContextVar` set with :func:`speaking`, so the pure renderers need no
extra argument and each asyncio task (each interaction) keeps its own.

Numbers are grouped with the locale's own separator from Babel's CLDR data (a non-breaking
space in sv, cs and bg, a dot in da and nl). Fluent's own ``NUMBER`` formatting costs about
80 µs a number, which a table message of a dozen numbers cannot afford under the 0.2 ms
target, so integers are handed to Fluent as :class:`_Grouped`, which still selects plural
forms (Czech 1 žeton, 2 žetony, 5 žetonů) but formats with the cached separator.

A key missing in a language falls back to English and is logged once; a key missing in
English is a programming error (``KeyError``), which the catalogue tests catch.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any, Final, cast

from babel import Locale
from babel.numbers import format_decimal, format_percent, get_decimal_symbol, get_group_symbol
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType
from fluent.syntax.ast import Junk, Message

__all__ = [
    "DEFAULT_LOCALE",
    "LANGUAGE_NAMES",
    "LOCALES",
    "PSEUDO_LOCALE",
    "current",
    "decimal",
    "format_message",
    "has",
    "keys",
    "number",
    "resolve",
    "signed",
    "speaking",
    "text",
]

log = logging.getLogger(__name__)

DEFAULT_LOCALE: Final = "en-US"
"""The language every message exists in, and the one used when no other fits."""
LOCALES: Final = ("en-US", "sv-SE", "da", "cs", "nl", "bg")
"""The languages offered, by Discord's locale code; one ``.ftl`` file each."""
LANGUAGE_NAMES: Final[Mapping[str, str]] = {
    "en-US": "English",
    "sv-SE": "Svenska",
    "da": "Dansk",
    "cs": "Čeština",
    "nl": "Nederlands",
    "bg": "Български",
}
"""Each language's name in itself (the /poker language choices)."""
PSEUDO_LOCALE: Final = "x-pseudo"
"""A test language: English wrapped in ⟦ ⟧, so text that skipped the catalogue shows."""
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"

LOCALE_DIR: Final = Path(__file__).with_name("locales")
"""Where the catalogues live (packaged with the cogs)."""

_current: ContextVar[str] = ContextVar("holdem_locale", default=DEFAULT_LOCALE)
_reported: set[tuple[str, str]] = set()
FORMATTED_CACHE: Final = 8192
"""How many filled-in messages are kept, the most recently used (:func:`format_message`).

A table message formats some thirty of them per click, most the same as the click before
(the buttons, the streets, the seats whose stacks did not move): at 100 tables 86 % of
them were found here, at under a microsecond instead of Fluent's 2 to 10 (about 0.15 ms of
the bot's 5.5 ms per interaction). A catalogue never changes once loaded, so a message and
its fields always read the same.
"""
_pseudo_enabled = False


def resolve(locale: object) -> str:
    """The offered language for a Discord locale (``discord.Locale`` or its code).

    English of any region is ``en-US``; a locale we do not offer is English too.

    >>> resolve("en-GB"), resolve("sv-SE"), resolve("cs"), resolve("fr")
    ('en-US', 'sv-SE', 'cs', 'en-US')
    """
    code = str(locale) if locale is not None else ""
    if code in LOCALES:
        return code
    if code == PSEUDO_LOCALE and _pseudo_enabled:
        return code
    return DEFAULT_LOCALE


def enable_pseudo_locale(enabled: bool = True) -> None:
    """Let :func:`resolve` accept the pseudo-locale (tests only; Discord never sends it)."""
    global _pseudo_enabled
    _pseudo_enabled = enabled


def current() -> str:
    """The language of the moment (set by :func:`speaking`; English by default)."""
    return _current.get()


@contextmanager
def speaking(locale: object) -> Iterator[str]:
    """Speak ``locale`` (resolved) inside the ``with`` block; yields the language used."""
    token = _current.set(resolve(locale))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def set_language(locale: object) -> str:
    """Speak ``locale`` for the rest of this task (an interaction's own task); returns it."""
    code = resolve(locale)
    _current.set(code)
    return code


# --- numbers ------------------------------------------------------------------------------


@lru_cache(maxsize=16)
def _group_symbol(locale: str) -> str:
    """The thousands separator of ``locale`` in Babel's CLDR data."""
    return get_group_symbol(Locale.parse(locale.replace("-", "_")))


def number(value: int, locale: str | None = None) -> str:
    r"""A whole number grouped by thousands the way ``locale`` writes it.

    >>> number(1234567, "en-US"), number(1234567, "da"), number(1234567, "sv-SE")
    ('1,234,567', '1.234.567', '1\xa0234\xa0567')
    """
    code = locale or current()
    grouped = f"{value:,}"
    separator = _group_symbol(DEFAULT_LOCALE if code == PSEUDO_LOCALE else code)
    return grouped if separator == "," else grouped.replace(",", separator)


def percent(fraction: float, locale: str | None = None) -> str:
    """A share written as a percentage with one decimal, the way ``locale`` writes it.

    >>> percent(0.4567, "en-US"), percent(0.4567, "da")
    ('45.7%', '45,7%')
    """
    code = locale or current()
    code = DEFAULT_LOCALE if code == PSEUDO_LOCALE else code
    return str(format_percent(fraction, "#,##0.0%", locale=code.replace("-", "_")))


@lru_cache(maxsize=16)
def _decimal_symbol(locale: str) -> str:
    """The decimal separator of ``locale`` in Babel's CLDR data."""
    return get_decimal_symbol(Locale.parse(locale.replace("-", "_")))


def tenths(value: int, locale: str | None = None) -> str:
    """A number kept in tenths (``253`` for 25.3) written with the language's separators.

    >>> tenths(253, "en-US"), tenths(-5, "sv-SE"), tenths(12345, "da")
    ('25.3', '-0,5', '1.234,5')
    """
    code = locale or current()
    code = DEFAULT_LOCALE if code == PSEUDO_LOCALE else code
    whole, tenth = divmod(abs(value), 10)
    sign = "-" if value < 0 else ""
    return f"{sign}{number(whole, code)}{_decimal_symbol(code)}{tenth}"


def decimal(value: float, locale: str | None = None) -> str:
    """A ratio with one decimal, written the way ``locale`` writes it (``2.5``, ``2,5``).

    >>> decimal(2.5, "en-US"), decimal(2.5, "sv-SE")
    ('2.5', '2,5')
    """
    code = locale or current()
    code = DEFAULT_LOCALE if code == PSEUDO_LOCALE else code
    return format_decimal(round(value, 1), format="0.0", locale=code.replace("-", "_"))


def signed(value: int, locale: str | None = None) -> str:
    """A gain or loss with its sign (``+1,500``, ``-20``; zero has none).

    >>> signed(1500, "en-US"), signed(-20, "en-US"), signed(0, "en-US")
    ('+1,500', '-20', '0')
    """
    text_ = number(abs(value), locale)
    return f"+{text_}" if value > 0 else f"-{text_}" if value < 0 else text_


@lru_cache(maxsize=4096)
def _plural(locale: str, value: int) -> str:
    """The CLDR plural category of ``value`` in ``locale`` ("one", "few", "other", ...)."""
    return str(Locale.parse(locale.replace("-", "_")).plural_form(value))


class _Grouped(FluentType):
    """A whole number for a catalogue: shown grouped the language's way, selects plurals.

    Fluent turns every ``int`` argument into its own number type, formatted by Babel at
    about 80 µs; this type stays as it is (it is a :class:`FluentType`), formats with the
    cached separator (:func:`number`) and, as a selector, equals the plural category its
    variant names (``[one]``, ``[few]``). The catalogues select numbers only by category,
    never by exact value (a ``[0]`` variant would match by category here too).
    """

    __slots__ = ("locale", "value")

    def __init__(self, value: int, locale: str) -> None:
        """The number ``value`` as ``locale`` writes it."""
        self.value = value
        self.locale = locale

    def format(self, locale: Locale) -> str:
        """The number grouped by thousands (see :func:`number`)."""
        return number(self.value, self.locale)

    def __eq__(self, other: object) -> bool:
        """As a selector: a variant key names a plural category (or is the number itself)."""
        if isinstance(other, str):
            return _plural(self.locale, self.value) == other
        if isinstance(other, _Grouped):
            return self.value == other.value
        return isinstance(other, int | float) and self.value == other

    def __hash__(self) -> int:
        """Hash as the number does."""
        return hash(self.value)

    def __str__(self) -> str:
        """The bare digits (what ``ORDINAL()`` reads)."""
        return str(self.value)


# --- the catalogues -----------------------------------------------------------------------


def bulgarian_ordinal_ending(value: int) -> str:
    """Which ending a Bulgarian neuter ordinal written in digits takes (``3-то място``).

    Bulgarian writes an ordinal as the digits and the last letters of its word: първо 1-во,
    второ 2-ро, трето 3-то, четвърто 4-то, седмо 7-мо, осмо 8-мо, стотно and хилядно 100-но,
    1000-но, and -о for the rest (пето 5-о, десето 10-о, единадесето 11-о, двадесето 20-о);
    only the last word counts, so 21 is двадесет и първо, 21-во, but 11 to 19 are -о.
    CLDR gives Bulgarian a single ordinal category, so ``ORDINAL()`` in ``bg.ftl`` returns
    the ending's name instead: ``vo``, ``ro``, ``to``, ``mo``, ``no`` or ``other`` (-о).

    >>> [bulgarian_ordinal_ending(n) for n in (1, 2, 3, 4, 5, 7, 11, 12, 21, 100, 101)]
    ['vo', 'ro', 'to', 'to', 'other', 'mo', 'other', 'other', 'vo', 'no', 'vo']
    """  # noqa: RUF002 - Bulgarian words on purpose
    value = abs(value)
    if value and value % 100 == 0:
        return "no"
    if 10 <= value % 100 <= 19:
        return "other"
    return {1: "vo", 2: "ro", 3: "to", 4: "to", 7: "mo", 8: "mo"}.get(value % 10, "other")


def _ordinal(locale: str) -> Callable[[object], str]:
    """The ``ORDINAL()`` function of a catalogue: the CLDR ordinal category of a number.

    Bulgarian's is the ending its digits take (:func:`bulgarian_ordinal_ending`).
    """
    if locale == "bg":
        return lambda value: bulgarian_ordinal_ending(int(str(value)))
    rule = Locale.parse(locale.replace("-", "_")).ordinal_form

    def ordinal(value: object) -> str:
        return str(rule(int(str(value))))

    return ordinal


def _load(locale: str) -> FluentBundle:
    """Parse one catalogue; a syntax error is a ``ValueError`` naming the file and entry."""
    path = LOCALE_DIR / f"{locale}.ftl"
    functions = cast("dict[str, Callable[[Any], FluentType]]", {"ORDINAL": _ordinal(locale)})
    bundle = FluentBundle([locale], use_isolating=False, functions=functions)
    resource = FluentResource(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, Junk)]
    if junk:
        content = str(junk[0].content)[:80]
        raise ValueError(f"{path.name} has entries Fluent cannot parse: {content!r}")
    bundle.add_resource(resource)
    return bundle


_BUNDLES: Final[dict[str, FluentBundle]] = {locale: _load(locale) for locale in LOCALES}


def _fluent_id(key: str) -> str:
    return key.replace(".", "-")


def has(key: str, locale: str = DEFAULT_LOCALE) -> bool:
    """Whether ``locale``'s catalogue has its own message for ``key``."""
    return _BUNDLES[locale].has_message(_fluent_id(key))


def keys(locale: str = DEFAULT_LOCALE) -> frozenset[str]:
    """Every Fluent message id in ``locale``'s catalogue (for tests and the translator)."""
    path = LOCALE_DIR / f"{locale}.ftl"
    resource = FluentResource(path.read_text(encoding="utf-8"))
    return frozenset(entry.id.name for entry in resource.body if isinstance(entry, Message))


def _arguments(fields: Mapping[str, object], locale: str) -> dict[str, str | _Grouped]:
    args: dict[str, str | _Grouped] = {}
    for name, value in fields.items():
        if isinstance(value, int) and not isinstance(value, bool):
            args[name] = _Grouped(value, locale)
        else:
            args[name] = str(value)
    return args


def text(key: str, /, *, locale: str | None = None, **fields: object) -> str:
    """The message ``key`` filled in (see :func:`format_message`, which this spells shorter).

    >>> text("bank.balance", locale="en-US", player="Ann", balance=1000)
    'Ann has **1,000** chips.'
    >>> text("bank.balance", locale="da", player="Ann", balance=1000)
    'Ann har **1.000** jetoner.'
    """
    return format_message(key, fields, locale)


def format_message(key: str, fields: Mapping[str, object], locale: str | None = None) -> str:
    """The message ``key`` in ``locale`` (default: the language of the moment), filled in.

    Integers are grouped per locale and select plural forms; anything else is shown as its
    ``str``. A key the language lacks falls back to English (logged once).

    Raises:
        KeyError: no catalogue knows ``key`` (a programming error, caught by the tests).
    """
    code = locale or _current.get()
    if _PLAIN_TYPES.issuperset(map(type, fields.values())):  # already as _plain gives them
        return _formatted(key, code, tuple(fields.items()))
    return _formatted(key, code, _plain(fields))


_PLAIN_TYPES: Final = frozenset({int, str})
"""The types of field that :func:`_plain` leaves as they are (``bool`` is not one)."""


def _plain(fields: Mapping[str, object]) -> tuple[tuple[str, int | str], ...]:
    """A message's fields as :func:`_arguments` reads them (whole numbers, else their text)."""
    return tuple(
        (name, value if isinstance(value, int) and not isinstance(value, bool) else str(value))
        for name, value in fields.items()
    )


@lru_cache(maxsize=FORMATTED_CACHE)
def _formatted(key: str, code: str, fields: tuple[tuple[str, int | str], ...]) -> str:
    """The message ``key`` in language ``code``, filled in (kept: see :data:`FORMATTED_CACHE`).

    Raises:
        KeyError: no catalogue knows ``key``.
    """
    if code == PSEUDO_LOCALE:
        return PSEUDO_OPEN + _formatted(key, DEFAULT_LOCALE, fields) + PSEUDO_CLOSE
    fluent_id = _fluent_id(key)
    bundle = _BUNDLES.get(code) or _BUNDLES[DEFAULT_LOCALE]
    if not bundle.has_message(fluent_id):
        if (code, key) not in _reported:
            _reported.add((code, key))
            log.warning("The %s catalogue has no %r; using English", code, key)
        bundle = _BUNDLES[DEFAULT_LOCALE]
        if not bundle.has_message(fluent_id):
            raise KeyError(key)
    message = bundle.get_message(fluent_id)
    if message.value is None:
        raise KeyError(key)
    result, errors = bundle.format_pattern(message.value, _arguments(dict(fields), code))
    if errors:
        log.warning("Formatting %r in %s: %s", key, code, errors[0])
    return str(result)
