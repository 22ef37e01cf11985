"""What the front desk says for the card room's codes: refusals, hand names, table status.

Words live in the Fluent catalogues (:mod:`cogs.i18n`); this module turns the card room's
structured answers into catalogue lookups in the language of the moment:

- a refusal (:class:`~cardroom.errors.UserFacingError`) is its ``code`` and ``params``;
- an engine refusal (:class:`~holdem.errors.HoldemError`) has only an English ``reason``,
  so its code is derived the same way (:func:`cardroom.errors.derive`);
- a hand's name comes from its category and the ranks that matter
  (:attr:`holdem.evaluator.HandRank.named_ranks`), never from the English ``describe()``;
- the match and tournament status is a code and its numbers
  (:class:`cardroom.views.FormatStatus`), named here (:func:`status_text`).

A code the catalogues do not know is shown as its English reason and logged: better an
English sentence than a key.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Final

from cardroom.errors import UNTRANSLATED, UserFacingError, derive
from cardroom.views import FormatStatus
from cogs.i18n import format_message, has, text
from holdem.evaluator import HandCategory, HandRank

__all__ = ["error_text", "hand_name", "refusal_text", "status_text", "text"]

log = logging.getLogger(__name__)


def refusal_text(code: str, params: Mapping[str, int | str], reason: str = "") -> str:
    """A refusal's code and parameters in the language of the moment.

    Raises:
        KeyError: never for an unknown code (it falls back to ``reason``).
    """
    if code == UNTRANSLATED or not has(code):
        if code != UNTRANSLATED:
            log.warning("No catalogue entry for refusal %r", code)
        else:
            log.info("A refusal without a code is shown in English: %r", reason)
        return str(params.get("reason", reason)) or reason
    fields = dict(params)
    what = fields.get("what")
    if isinstance(what, str):
        fields["what"] = text("what", what=what)
    if "hours" in fields and "minutes" in fields:  # a wait: "3 hours 5 minutes"
        parts = [
            format_message(f"wait.{unit}", {unit: fields[unit]})
            for unit in ("hours", "minutes")
            if fields[unit]
        ]
        fields["wait"] = " ".join(parts)
    return format_message(code, fields)


def error_text(error: BaseException) -> str:
    """A card-room or engine refusal for the player, in the language of the moment."""
    if isinstance(error, UserFacingError):
        return refusal_text(error.code, error.params, error.reason)
    reason = str(getattr(error, "reason", error))
    code, params = derive(reason)
    return refusal_text(code, params, reason)


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
