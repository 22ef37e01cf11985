"""Computer players at the card room's tables: who they are, how long they think, what they do.

A computer player ("robot") sits at a table like a member, under a **robot id**: a negative
number no Discord user can have, which carries its style, so that every layer can tell a
robot and its style from the id alone (the store sends its chips to the house, the front
desk draws its robot mark) without a lookup::

    robot id = -(100 * style code + n)      n = 1..99, unique at its table

The decision itself is :class:`opponents.Opponent`'s, from the robot's own
:meth:`~holdem.hand.HandState.observe` only (:mod:`cardroom._robot_moves` turns it into the
move a click would send). This module also picks the human-feeling pause before it acts.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Final

from cardroom.errors import UserFacingError

__all__ = [
    "ROBOT_STYLES",
    "is_robot",
    "new_robot_id",
    "robot_pause",
    "robot_style",
]

ROBOT_STYLES: Final = ("tight", "loose", "station", "match")
"""The styles a robot can play, in the order of their codes (1, 2, 3, 4)."""
_PER_STYLE: Final = 100


def is_robot(user_id: int) -> bool:
    """Whether a user id is a computer player's.

    >>> is_robot(-101), is_robot(42)
    (True, False)
    """
    return user_id < 0 and robot_style(user_id) is not None


def robot_style(user_id: int) -> str | None:
    """The style a robot id plays (None for a member's id).

    >>> robot_style(-403), robot_style(-101), robot_style(7)
    ('match', 'tight', None)
    """
    if user_id >= 0:
        return None
    code, number = divmod(-user_id, _PER_STYLE)
    if not 1 <= code <= len(ROBOT_STYLES) or number == 0:
        return None
    return ROBOT_STYLES[code - 1]


def new_robot_id(style: str, taken: Iterable[int]) -> int:
    """A robot id of ``style`` that no player in ``taken`` has (the lowest number free).

    >>> new_robot_id("loose", [-201, 5])
    -202

    Raises:
        UserFacingError: An unknown style, or a table with no number left.
    """
    if style not in ROBOT_STYLES:
        raise UserFacingError.coded("robot.bad_style", style=str(style)[:20])
    code = ROBOT_STYLES.index(style) + 1
    numbers = {-user % _PER_STYLE for user in taken if is_robot(user)}
    for number in range(1, _PER_STYLE):
        if number not in numbers:
            return -(code * _PER_STYLE + number)
    raise UserFacingError.coded("robot.full")


def robot_pause(key: str, low: float, high: float) -> float:
    """The pause before a robot acts, between ``low`` and ``high`` seconds.

    It looks random to the table but is a function of ``key`` (the table, hand and moment),
    so that the timer computes the same moment every time it asks, and a restart does too.

    >>> robot_pause("1:2:3", 1.0, 3.0) == robot_pause("1:2:3", 1.0, 3.0)
    True
    >>> 1.0 <= robot_pause("x", 1.0, 3.0) <= 3.0
    True
    """
    if high <= low:
        return max(0.0, low)
    digest = hashlib.blake2b(key.encode(), digest_size=8).digest()
    fraction = int.from_bytes(digest, "big") / float(1 << 64)
    return low + (high - low) * fraction
