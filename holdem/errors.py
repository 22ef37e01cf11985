"""The engine's error taxonomy: every refusal carries a reason that is safe to show a player."""

from __future__ import annotations


class HoldemError(Exception):
    """Root of every error the engine raises on purpose."""

    def __init__(self, reason: str) -> None:
        """Keep the player-facing reason next to the exception message."""
        super().__init__(reason)
        self.reason = reason


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
