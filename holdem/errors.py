"""The engine's error taxonomy: every refusal carries a reason and a language-free code.

``reason`` is an English sentence safe to show a player (the library's users and PHH tools
read it); ``code`` and ``params`` name the same refusal as data (``"raise.minimum"``,
``{"n": 4}``), so a front end can phrase it in any language without reading the English.
A refusal raised without a code gets its class's :attr:`HoldemError.default_code`.
"""

from __future__ import annotations

from typing import ClassVar


class HoldemError(Exception):
    """Root of every error the engine raises on purpose."""

    default_code: ClassVar[str] = "engine.refused"
    """The code of a refusal raised without one."""

    def __init__(self, reason: str, *, code: str | None = None, **params: int | str) -> None:
        """Keep the player-facing reason next to the exception message, and its code."""
        super().__init__(reason)
        self.reason = reason
        self.code: str = code or self.default_code
        """The refusal as a message id (``"act.cannot_check"``)."""
        self.params: dict[str, int | str] = dict(params)
        """The message's parameters: whole numbers and short code words."""


class IllegalAction(HoldemError, ValueError):
    """An action the rules do not allow now; the hand is left exactly as it was."""


class NotYourTurn(IllegalAction):
    """Someone acted while another player is to act."""


class InvalidAmount(IllegalAction):
    """A bet or raise amount outside what the rules allow at this point."""


class ActionNotAvailable(IllegalAction):
    """An action that does not exist in this situation (a check facing a bet, say)."""


class InvalidNotation(HoldemError, ValueError):
    """Text that does not parse: a card like "Xx", or a malformed hand history."""
