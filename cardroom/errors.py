"""Polite refusals of the card room: each carries a ``reason`` a player can read.

The cogs catch :class:`UserFacingError` in one place and reply with ``error.reason`` in an
ephemeral message, so every reason here is a complete, friendly sentence that says what
went wrong and, where it helps, what to do instead. Extra attributes (amounts, times)
are kept for renderers that want to format them differently.
"""

from __future__ import annotations

from datetime import datetime, timedelta


class UserFacingError(Exception):
    """Root of every card-room refusal; ``reason`` is safe to show the player."""

    def __init__(self, reason: str) -> None:
        """Keep the player-facing reason next to the exception message."""
        super().__init__(reason)
        self.reason = reason


class InvalidAmount(UserFacingError, ValueError):
    """An amount that is not a whole number of chips within the allowed bounds."""


class InsufficientChips(InvalidAmount):
    """An amount larger than what the bankroll (or stack) holds."""

    def __init__(self, needed: int, available: int, *, where: str = "bankroll") -> None:
        """Say how many chips were needed and how many there are."""
        super().__init__(
            f"You need {needed:,} chips but your {where} only has {available:,}."
            if available
            else f"You need {needed:,} chips but your {where} is empty."
        )
        self.needed = needed
        self.available = available


def _describe_wait(wait: timedelta) -> str:
    """Render a wait as "3 hours 5 minutes" (at least one minute)."""
    minutes = max(1, -(-int(wait.total_seconds()) // 60))
    hours, minutes = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} hour{'s' if hours != 1 else ''}")
    if minutes:
        parts.append(f"{minutes} minute{'s' if minutes != 1 else ''}")
    return " ".join(parts)


class AlreadyClaimed(UserFacingError):
    """The daily reward was already claimed less than a day ago."""

    def __init__(self, available_at: datetime, now: datetime) -> None:
        """Say when the next daily reward can be claimed."""
        super().__init__(
            "You have already claimed your daily chips. "
            f"Come back in {_describe_wait(available_at - now)}."
        )
        self.available_at = available_at


class NotSeated(UserFacingError):
    """The player has no seat at this table."""

    def __init__(self, reason: str = "You are not seated at this table.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class AlreadySeated(UserFacingError):
    """The player already holds a seat at this table."""

    def __init__(self, reason: str = "You already have a seat at this table.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class SeatTaken(UserFacingError):
    """Someone else sits in the chosen seat."""

    def __init__(self, seat: int) -> None:
        """Name the seat (shown 1-based, as players count seats)."""
        super().__init__(f"Seat {seat + 1} is taken. Please choose another seat.")
        self.seat = seat


class TableFull(UserFacingError):
    """Every seat at the table is taken."""

    def __init__(self, reason: str = "This table is full. Try again when a seat opens.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class NoTable(UserFacingError):
    """There is no open table here (or the table was closed)."""

    def __init__(self, reason: str = "There is no open table in this channel.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class TableExists(UserFacingError):
    """The channel already has an open table."""

    def __init__(self, reason: str = "This channel already has an open table.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class StaleButton(UserFacingError):
    """A button (or request) that belongs to an earlier hand, or an earlier moment of it."""

    def __init__(self, reason: str = "That button belongs to an earlier hand.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)

    @classmethod
    def earlier_moment(cls) -> StaleButton:
        """The refusal of a button drawn for a decision of this hand that is already past."""
        return cls("That button is from an earlier moment of this hand — the table has moved on.")


class NotYourTurn(UserFacingError):
    """Someone acted while another player is to act."""

    def __init__(self, reason: str = "It is not your turn yet.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class HandInProgress(UserFacingError):
    """The request has to wait until the current hand is over."""

    def __init__(self, reason: str = "Please wait until the current hand is over.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class NoTournament(UserFacingError):
    """There is no such tournament, or it no longer takes this request."""

    def __init__(self, reason: str = "There is no such tournament.") -> None:
        """Use the default reason unless a more specific one is given."""
        super().__init__(reason)


class NotAllowed(UserFacingError):
    """The request is understood but not allowed (wrong state, not an admin, ...)."""
