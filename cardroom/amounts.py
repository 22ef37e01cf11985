"""Validation of chip amounts typed or sent by players and admins.

Chips are whole numbers. An amount reaches the card room as an ``int`` from a slash-command
option, as text from a modal ("1,500"), or as a JSON number; :func:`parse_amount` turns each
into an ``int`` within bounds or raises :class:`~cardroom.errors.InvalidAmount` (or its
subclass :class:`~cardroom.errors.InsufficientChips`) with a reason the player can read.

The ceiling is :data:`MAX_CHIPS`, 2**53 - 1: the largest integer a Discord client (a
JavaScript number) shows exactly, and far inside SQLite's 64-bit integers, so sums of
balances never overflow.
"""

from __future__ import annotations

import math
import re
from typing import Final

from cardroom.errors import InsufficientChips, InvalidAmount

MAX_CHIPS: Final = 2**53 - 1
"""The largest amount (and balance) the card room accepts."""

_NUMBER = re.compile(r"[+-]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+(?:_[0-9]+)*)", re.ASCII)
_MAX_DIGITS: Final = len(str(MAX_CHIPS))


def _from_text(text: str, what: str) -> int:
    """Read a whole number from text such as ``"250"``, ``"1,500"`` or ``"10_000"``."""
    cleaned, name = text.strip(), what.replace("_", " ")
    if not cleaned:
        raise InvalidAmount(
            f"Please enter the {name} as a whole number of chips.", code="amount.empty", what=what
        )
    if not _NUMBER.fullmatch(cleaned):
        lowered = cleaned.lower()
        if lowered in {"nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity"}:
            raise InvalidAmount(
                f"The {name} must be an actual number of chips.",
                code="amount.not_finite",
                what=what,
            )
        if re.fullmatch(r"[+-]?[0-9,_]*\.[0-9]*", cleaned, re.ASCII):
            raise InvalidAmount(
                f"Chips are whole numbers: the {name} can't have a fraction.",
                code="amount.fraction",
                what=what,
            )
        raise InvalidAmount(
            f"{cleaned[:20]!r} is not a number of chips.",
            code="amount.not_number",
            text=cleaned[:20],
        )
    digits = cleaned.lstrip("+-").replace(",", "").replace("_", "").lstrip("0")
    if len(digits) > _MAX_DIGITS:
        # Checked before int(): avoids huge conversions (and Python's digit limit).
        sign = -1 if cleaned.startswith("-") else 1
        return sign * (MAX_CHIPS + 1)
    return int(cleaned.replace(",", ""))


def parse_amount(
    value: object,
    *,
    what: str = "amount",
    minimum: int = 1,
    maximum: int = MAX_CHIPS,
    available: int | None = None,
    where: str = "bankroll",
) -> int:
    """Return ``value`` as a whole number of chips, or explain politely why it isn't one.

    Args:
        value: An ``int``, or text typed by a player. Floats and bools are refused even
            when they look whole (``2.0``, ``True``): chips are never fractional.
        what: What the amount is for, as a code word the catalogues name (``"buy_in"``,
            ``"bet"``: a variant of the ``what`` message in every catalogue).
        minimum: The smallest amount allowed (at least 1 unless zero makes sense).
        maximum: The largest amount allowed by the rule in force (a table's maximum buy-in).
        available: The chips the player has (their stack or bankroll), if it bounds the amount.
        where: What ``available`` counts, used in the reason ("bankroll", "stack").

    Returns:
        The amount as an ``int``.

    Raises:
        InvalidAmount: Not a whole number, below ``minimum`` or above ``maximum``.
        InsufficientChips: More than ``available``.

    >>> parse_amount("1,500", what="buy_in")
    1500
    >>> parse_amount(0, what="bet")
    Traceback (most recent call last):
    ...
    cardroom.errors.InvalidAmount: The bet must be at least 1 chip.
    """
    name = what.replace("_", " ")  # the English reasons are for logs
    if isinstance(value, bool):
        raise InvalidAmount(
            f"The {name} must be a number of chips, not yes or no.",
            code="amount.boolean",
            what=what,
        )
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise InvalidAmount(
                f"The {name} must be an actual number of chips.",
                code="amount.not_finite",
                what=what,
            )
        raise InvalidAmount(
            f"Chips are whole numbers: please give the {name} without decimals.",
            code="amount.fraction",
            what=what,
        )
    if isinstance(value, str):
        amount = _from_text(value, what)
    elif isinstance(value, int):
        amount = int(value)
    else:
        raise InvalidAmount(
            f"The {name} must be a whole number of chips.", code="amount.whole", what=what
        )
    if amount < 0:
        raise InvalidAmount(f"The {name} can't be negative.", code="amount.negative", what=what)
    if amount < minimum:
        unit = "chip" if minimum == 1 else "chips"
        raise InvalidAmount(
            f"The {name} must be at least {minimum:,} {unit}.",
            code="amount.too_small",
            what=what,
            n=minimum,
        )
    if amount > MAX_CHIPS:
        raise InvalidAmount(
            f"That {name} is more chips than the card room can count (the most is {MAX_CHIPS:,}).",
            code="amount.too_many",
            what=what,
            n=MAX_CHIPS,
        )
    if available is not None and amount > available:
        raise InsufficientChips(amount, available, where=where)
    if amount > maximum:
        raise InvalidAmount(
            f"The {name} can be at most {maximum:,} chips.",
            code="amount.too_large",
            what=what,
            n=maximum,
        )
    return amount
