"""What the front desk says for the card room's codes: refusals, hand names, table status.

Words live in the Fluent catalogues (:mod:`cogs.i18n`); this module turns the card room's
structured answers into catalogue lookups in the language of the moment:

- a refusal (:class:`~cardroom.errors.UserFacingError`, or the engine's
  :class:`~holdem.errors.HoldemError`) is its ``code`` and ``params``, never its English
  ``reason``;
- a hand's name comes from its category and the ranks that matter
  (:attr:`holdem.evaluator.HandRank.named_ranks`), never from the English ``describe()``;
- the match and tournament status is a code and its numbers
  (:class:`cardroom.views.FormatStatus`), named here (:func:`status_text`).

A code the catalogues do not know is a bug (the refusal scan in ``tests/cardroom`` keeps
it from happening): it is logged, and the reader gets the catalogue's apology in their
own language rather than an English sentence or a key.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Final

from cardroom.errors import UserFacingError
from cardroom.views import FormatStatus
from cogs.i18n import format_message, has, text
from holdem.errors import HoldemError
from holdem.evaluator import HandCategory, HandRank

__all__ = ["DERIVED_FIELDS", "error_text", "hand_name", "refusal_text", "status_text", "text"]

log = logging.getLogger(__name__)

DERIVED_FIELDS: Final[Mapping[str, frozenset[str]]] = {"wait": frozenset({"hours", "minutes"})}
"""Message variables the desk builds from a refusal's parameters: a wait ("3 hours 5
minutes") from its ``hours`` and ``minutes``."""


def refusal_text(code: str, params: Mapping[str, int | str]) -> str:
    """A refusal's code and parameters in the language of the moment.

    An amount's name (``what="buy_in"``) is named by the ``what`` message; a wait's hours
    and minutes become one ``wait``. An unknown code is logged and reads as the apology.
    """
    if not has(code):
        log.error("No catalogue entry for refusal %r %r", code, dict(params))
        return text("error.unexpected")
    fields = dict(params)
    what = fields.get("what")
    if isinstance(what, str):
        fields["what"] = text("what", what=what)
    if "hours" in fields and "minutes" in fields:  # a wait: "3 hours 5 minutes"
        units = {unit: fields.pop(unit) for unit in ("hours", "minutes")}
        parts = [format_message(f"wait.{unit}", {unit: n}) for unit, n in units.items() if n]
        fields["wait"] = " ".join(parts)
    return format_message(code, fields)


def error_text(error: UserFacingError | HoldemError) -> str:
    """A card-room or engine refusal for the player, in the language of the moment."""
    return refusal_text(error.code, error.params)


_CATEGORY_KEYS: Final[Mapping[HandCategory, str]] = {
    HandCategory.HIGH_CARD: "hand.high_card",
    HandCategory.ONE_PAIR: "hand.one_pair",
    HandCategory.TWO_PAIR: "hand.two_pair",
    HandCategory.THREE_OF_A_KIND: "hand.three_of_a_kind",
    HandCategory.STRAIGHT: "hand.straight",
    HandCategory.FLUSH: "hand.flush",
    HandCategory.FULL_HOUSE: "hand.full_house",
    HandCategory.FOUR_OF_A_KIND: "hand.four_of_a_kind",
    HandCategory.STRAIGHT_FLUSH: "hand.straight_flush",
}


def hand_name(rank: HandRank) -> str:
    """A hand named in the language of the moment ("Kåk, kungar över femmor").

    >>> from holdem.cards import parse_cards
    >>> from holdem.evaluator import evaluate
    >>> from cogs.i18n import speaking
    >>> with speaking("sv-SE"):
    ...     hand_name(evaluate(parse_cards("KsKhKd5c5s")))
    'Kåk, kungar över femmor'
    """
    ranks = rank.named_ranks
    if rank.category is HandCategory.STRAIGHT_FLUSH and ranks[0].name == "ACE":
        return text("hand.royal_flush")
    first = ranks[0].name.lower()
    second = ranks[1].name.lower() if len(ranks) > 1 else ""
    return text(
        _CATEGORY_KEYS[rank.category],
        rank=text("rank.one", rank=first),
        ranks=text("rank.many", rank=first),
        second=text("rank.many", rank=second) if second else "",
    )


def status_text(status: FormatStatus) -> str:
    """A match's or tournament's status line, in the language of the moment."""
    return format_message(status.code, dict(status.params))
