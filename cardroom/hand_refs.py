"""Reading which hand a member asks for: a hand number ("12") or a hand's id ("7-12").

``/poker export hand:`` takes free text. Anything that is not a hand number or id is
refused with a sentence about hand ids (never one about chips), and a number too large to
be any hand simply finds no hand.
"""

from __future__ import annotations

import re
from typing import Final

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import NotAllowed

__all__ = ["hand_number", "parse_hand_ref", "split_hand_id"]

_NUMBER: Final = re.compile(r"[0-9]{1,40}", re.ASCII)


def _no_hand() -> NotAllowed:
    """The refusal for a well-formed number that no hand can have."""
    return NotAllowed(
        "There is no finished hand with that number at this table.", code="history.no_hand"
    )


def _not_a_hand(text: str) -> NotAllowed:
    """The refusal for text that is neither a hand number nor a hand id."""
    return NotAllowed(
        f"{text[:20]!r} is not a hand: give a hand number or a hand id such as 7-12.",
        code="history.bad_hand",
        text=text[:20],
    )


def hand_number(value: object) -> int:
    """A hand number from an ``int`` or typed text.

    >>> hand_number(" 12 ")
    12

    Raises:
        NotAllowed: Not a whole number (``history.bad_hand``), or one no hand can have
            (``history.no_hand``).
    """
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise _not_a_hand(str(value))
    if isinstance(value, str):
        cleaned = value.strip()
        if not _NUMBER.fullmatch(cleaned):
            raise _not_a_hand(cleaned)
        value = int(cleaned)
    if not 1 <= value <= MAX_CHIPS:
        raise _no_hand()
    return value


def split_hand_id(text: str) -> tuple[int, int]:
    """A hand id's table number and hand number (``"7-12"`` is hand 12 of table 7).

    Raises:
        NotAllowed: Not a hand id, or one no hand can have.
    """
    cleaned = text.strip()
    first, _, second = cleaned.partition("-")
    if not (_NUMBER.fullmatch(first.strip()) and _NUMBER.fullmatch(second.strip())):
        raise _not_a_hand(cleaned)
    return hand_number(first), hand_number(second)


def parse_hand_ref(value: object) -> tuple[int | None, int]:
    """A hand as a member types it: ``"7-12"`` (table 7, hand 12) or ``"12"`` (hand 12 here).

    >>> parse_hand_ref("7-12"), parse_hand_ref(" 12 ")
    ((7, 12), (None, 12))

    Raises:
        NotAllowed: Not a hand number or id (``history.bad_hand``), or one no hand can have.
    """
    if isinstance(value, str) and "-" in value:
        return split_hand_id(value)
    return None, hand_number(value)
