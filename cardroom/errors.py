"""Polite refusals of the card room: each carries a message code and its parameters.

The card room speaks in codes, not sentences: every :class:`UserFacingError` has a
``code`` (a catalogue key of the front desk, such as ``"raise.too_small"``) and ``params``
(``{"n": 20, "kind": "raise"}``), and the front desk renders them in the viewer's
language. Every raise site names its code itself; ``reason`` is an English sentence for
logs only, so no code ever depends on how the English is worded. Numbers in ``params``
are ``int``, so each language groups them and picks its plural; words are short code
words (``"bet"``, ``"buy_in"``) that the catalogues name.

``tests/cardroom/test_errors.py`` reads every raise site and checks its code exists in all
six catalogues with exactly the parameters it passes.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import ClassVar, Self

Params = Mapping[str, int | str]
"""A refusal's parameters: whole numbers (chips, seats, minutes) and short code words."""


class UserFacingError(Exception):
    """Root of every card-room refusal: a ``code`` and ``params`` the desk renders.

    Raise it with an English ``reason`` and its explicit code and parameters,
    ``NotAllowed("Seat 3 is empty.", code="seat.empty", n=3)``, or with neither, for a
    class's own default (``NotSeated()``). A reason without a code is a ``TypeError``.
    """

    default_reason: ClassVar[str] = ""
    """The English reason of a refusal raised with no arguments ("" if it needs some)."""
    default_code: ClassVar[str] = ""
    """The code of a refusal raised with no arguments ("" if it needs some)."""

    def __init__(
        self, reason: str | None = None, *, code: str | None = None, **params: int | str
    ) -> None:
        """Keep the English reason (for logs), and the code and parameters the desk shows."""
        if reason is None and code is None:
            reason, code = self.default_reason, self.default_code
        if not code:
            raise TypeError(f"{type(self).__name__}({reason!r}) needs an explicit code=")
        reason = reason or code
        super().__init__(reason)
        self.reason = reason
        """The refusal in English, for logs (members see the code rendered)."""
        self.code: str = code
        """The catalogue key the desk renders (``"raise.too_small"``)."""
        self.params: dict[str, int | str] = dict(params)
        """The key's parameters: numbers as ``int``, words as short codes."""

    @classmethod
    def coded(cls, code: str, /, **params: int | str) -> Self:
        """A refusal of this class that the front desk phrases itself (its reason is the code).

        >>> error = NotAllowed.coded("error.no_permission")
        >>> isinstance(error, NotAllowed), error.code, error.params
        (True, 'error.no_permission', {})
        """
        error = cls.__new__(cls)
        UserFacingError.__init__(error, code, code=code, **params)
        return error


class InvalidAmount(UserFacingError, ValueError):
    """An amount that is not a whole number of chips within the allowed bounds."""


class InsufficientChips(InvalidAmount):
    """An amount larger than what the bankroll (or stack) holds."""

    def __init__(self, needed: int, available: int, *, where: str = "bankroll") -> None:
        """Say how many chips were needed and how many there are."""
        super().__init__(
            f"You need {needed:,} chips but your {where} only has {available:,}."
            if available
            else f"You need {needed:,} chips but your {where} is empty.",
            code="chips.short" if available else "chips.none",
            needed=needed,
            where=where,
            **({"available": available} if available else {}),
        )
        self.needed = needed
        self.available = available


def _describe_wait(wait: timedelta) -> str:
    """Render a wait as "3 hours 5 minutes" (at least one minute)."""
    hours, minutes = _hours_minutes(wait)
    parts = []
    if hours:
        parts.append(f"{hours} hour{'s' if hours != 1 else ''}")
    if minutes:
        parts.append(f"{minutes} minute{'s' if minutes != 1 else ''}")
    return " ".join(parts)


def _hours_minutes(wait: timedelta) -> tuple[int, int]:
    """A wait in whole hours and minutes, rounded up to at least one minute."""
    minutes = max(1, -(-int(wait.total_seconds()) // 60))
    return divmod(minutes, 60)


class AlreadyClaimed(UserFacingError):
    """The daily reward was already claimed less than a day ago."""

    def __init__(self, available_at: datetime, now: datetime) -> None:
        """Say when the next daily reward can be claimed."""
        hours, minutes = _hours_minutes(available_at - now)
        super().__init__(
            "You have already claimed your daily chips. "
            f"Come back in {_describe_wait(available_at - now)}.",
            code="bank.already_claimed",
            hours=hours,
            minutes=minutes,
        )
        self.available_at = available_at


class NotSeated(UserFacingError):
    """The player has no seat at this table."""

    default_reason = "You are not seated at this table."
    default_code = "error.not_seated"


class AlreadySeated(UserFacingError):
    """The player already holds a seat at this table."""

    default_reason = "You already have a seat at this table."
    default_code = "error.already_seated"


class SeatTaken(UserFacingError):
    """Someone else sits in the chosen seat."""

    def __init__(self, seat: int) -> None:
        """Name the seat (shown 1-based, as players count seats)."""
        super().__init__(
            f"Seat {seat + 1} is taken. Please choose another seat.", code="seat.taken", n=seat + 1
        )
        self.seat = seat


class TableFull(UserFacingError):
    """Every seat at the table is taken."""

    default_reason = "This table is full. Try again when a seat opens."
    default_code = "error.table_full"


class NoTable(UserFacingError):
    """There is no open table here (or the table was closed)."""

    default_reason = "There is no open table in this channel."
    default_code = "error.no_table"


class ServerElsewhere(NoTable):
    """Another bot process runs this server's tables (or this one cannot claim it now)."""

    default_reason = (
        "This server's tables are run by another process of the bot right now, so no"
        " table can be opened from here. Please try again in a minute."
    )
    default_code = "server.elsewhere"


class ServerPaused(NoTable):
    """This server's tables wait here: another process may hold their claim for now."""

    default_reason = (
        "This table is paused for a moment while the bot reconnects. Nothing was lost;"
        " please try again in a minute."
    )
    default_code = "server.paused"


class RoomRestarting(UserFacingError):
    """The bot is stopping for a restart: nothing new is taken, every table is kept as saved."""

    default_reason = (
        "The room is restarting for a moment. Your hand and your chips are kept;"
        " please try again in a minute."
    )
    default_code = "fault.restarting"


class TableExists(UserFacingError):
    """The channel already has an open table."""

    default_reason = "This channel already has an open table."
    default_code = "error.table_exists"


class StaleButton(UserFacingError):
    """A button (or request) that belongs to an earlier hand, or an earlier moment of it."""

    default_reason = "That button belongs to an earlier hand."
    default_code = "error.stale_button"

    @classmethod
    def earlier_moment(cls) -> StaleButton:
        """The refusal of a button drawn for a decision of this hand that is already past."""
        return cls(
            "That button is from an earlier moment of this hand — the table has moved on.",
            code="error.stale_moment",
        )


class NotYourTurn(UserFacingError):
    """Someone acted while another player is to act."""

    default_reason = "It is not your turn yet."
    default_code = "error.not_your_turn"


class HandInProgress(UserFacingError):
    """The request has to wait until the current hand is over."""

    default_reason = "Please wait until the current hand is over."
    default_code = "error.hand_in_progress"


class NoTournament(UserFacingError):
    """There is no such tournament, or it no longer takes this request."""

    default_reason = "There is no such tournament."
    default_code = "tournament.none"


class NotAllowed(UserFacingError):
    """The request is understood but not allowed (wrong state, not an admin, ...)."""


class BankBusy(UserFacingError):
    """The database could not finish the request now (a lost connection, a conflict).

    Its transaction was rolled back whole: nothing changed, and trying again is safe.
    """

    def __init__(self) -> None:
        """The reason every store gives when it is busy."""
        super().__init__(
            "The bank is busy, try again in a moment. Nothing was changed.", code="fault.bank_busy"
        )
