"""The one place that knows how the bot's components are named: ``holdem:v1:<kind>:...``.

Every button, select and form the bot draws carries a custom id that survives a restart
(discord.py's ``DynamicItem`` reads it back with a template). The ids are versioned so a
later format can live beside this one; the parts after the kind are the component's own
(a table's channel and hand, a turn, a move...). Build an id with :func:`make`, and a
``DynamicItem`` template with :func:`template` and the part patterns below.

>>> make("act", 42, 17, 9, "call")
'holdem:v1:act:42:17:9:call'
>>> import re
>>> bool(re.fullmatch(template("cards", rf"{TABLE}:{HAND}"), "holdem:v1:cards:42:17"))
True
"""

from __future__ import annotations

from typing import Final

__all__ = ["HAND", "PREFIX", "TABLE", "make", "template"]

PREFIX: Final = "holdem:v1"
"""The application and the version of the format."""
TABLE: Final = r"(?P<table>[0-9]{1,20})"
"""A template's part: the table's channel id."""
HAND: Final = r"(?P<hand>[0-9]{1,12})"
"""A template's part: the hand's number at its table."""


def make(kind: str, *fields: object) -> str:
    """The custom id of a component of ``kind`` with its ``fields``, in order."""
    return ":".join((PREFIX, kind, *(str(field) for field in fields)))


def template(kind: str, rest: str) -> str:
    """A ``DynamicItem`` template: the prefix, ``kind`` (a pattern), then ``rest``."""
    return f"{PREFIX}:{kind}:{rest}"
