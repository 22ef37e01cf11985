"""Polite refusals of the card room: each carries a message code and its parameters.

The card room speaks in codes, not sentences: every :class:`UserFacingError` has a
``code`` (a catalogue key of the front desk, such as ``"raise.too_small"``) and ``params``
(``{"minimum": 20, "kind": "raise"}``), and the front desk renders them in the viewer's
language. ``reason`` stays an English sentence, for logs and for code that has not asked
for a language.

A refusal raised with only an English reason (the card room's older call sites) gets its
code here, from :data:`_PATTERNS`: each pattern is one English sentence the card room or the
engine says, with its numbers and words captured as parameters. A reason no pattern knows
keeps the code :data:`UNTRANSLATED` and is shown as it is (the desk logs it). Numbers in
``params`` are ``int``, so each language groups them and picks its plural.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Final, Self

UNTRANSLATED: Final = "error.untranslated"
"""The code of a refusal whose English reason no pattern knows: shown as the reason."""

Params = Mapping[str, int | str]
"""A refusal's parameters: whole numbers (chips, seats, minutes) and short code words."""

_N = r"(?P<{}>-?[0-9][0-9,]*)"
_PATTERNS: Final[tuple[tuple[re.Pattern[str], str], ...]] = tuple(
    (
        re.compile(
            "^" + pattern.format(n=_N.format("n"), m=_N.format("m"), o=_N.format("o")) + "$"
        ),
        code,
    )
    for pattern, code in (
        # the default reasons of the classes below
        (r"You are not seated at this table\.", "error.not_seated"),
        (r"You already have a seat at this table\.", "error.already_seated"),
        (r"This table is full\. Try again when a seat opens\.", "error.table_full"),
        (r"There is no open table in this channel\.", "error.no_table"),
        (r"This channel already has an open table\.", "error.table_exists"),
        (r"That button belongs to an earlier hand\.", "error.stale_button"),
        (
            r"That button is from an earlier moment of this hand — the table has moved on\.",
            "error.stale_moment",
        ),
        (r"Please wait until the current hand is over\.", "error.hand_in_progress"),
        (r"There is no such tournament\.", "tournament.none"),
        # the bank
        (r"Only a server admin can grant chips\.", "admin.grant_only"),
        (r"Only a server admin can take chips away\.", "admin.take_only"),
        (r"The page must be a whole number, such as 2\.", "amount.page"),
        (r"'(?P<style>[^']*)' is not a deck style\.", "deck.unknown"),
        (r"Your bankroll is too full to take the daily chips\.", "bank.too_full"),
        # seats and entries
        (r"This game has already started; wait for the next one\.", "game.started"),
        (r"You are already entered\.", "seat.already_entered"),
        (r"You are already entered in this tournament\.", "seat.already_entered"),
        (r"A heads-up match needs exactly two players\.", "game.headsup_two"),
        (r"At least two players need to enter\.", "game.two_enter"),
        (r"You are already sitting out\.", "seat.already_out"),
        (r"You are not sitting out\.", "seat.not_out"),
        (r"Seat {n} is empty\.", "seat.empty"),
        (r"This table has seats 1 to {n}\.", "seat.range"),
        (r"Seats at a tournament table are dealt when it starts\.", "seat.tournament"),
        (
            r"An entry can't be withdrawn; the creator can close the table, which refunds every"
            r" entry\.",
            "seat.entry_final",
        ),
        # table configuration
        (r"Choose a cash table, a heads-up match or a sit-and-go\.", "config.game"),
        (r"The betting must be no-limit, pot-limit or fixed-limit\.", "config.betting"),
        (r"A table has 2 to 10 seats\.", "config.seats"),
        # acting
        (r"That is not something you can do at the table\.", "act.unknown"),
        (r"In the heads-up match you raise with ½ pot, Pot or All-in\.", "act.headsup_raises"),
        (r"You cannot raise now\.", "act.cannot_raise"),
        (r"You cannot bet now\.", "act.cannot_raise"),
        (r"You cannot raise now: you may only call or fold\.", "act.call_or_fold"),
        (r"You cannot go all-in here: you may only call or fold\.", "act.call_or_fold"),
        (r"You cannot go all-in here: the most you can make it is {n}\.", "act.all_in_max"),
        (r"You cannot bet or raise now: you may call, check or fold\.", "act.cannot_bet"),
        (r"The smallest (?P<kind>bet|raise) you can make is to {n}\.", "raise.too_small"),
        (r"The largest (?P<kind>bet|raise) you can make is to {n}\.", "raise.too_large"),
        (r"The minimum is {n}\.", "raise.minimum"),
        (r"The maximum is {n}\.", "raise.maximum"),
        (r"You cannot check: it is {n} to call\.", "act.cannot_check"),
        (r"There is nothing to call: check instead\.", "act.nothing_to_call"),
        (r"There is already a bet: raise instead\.", "act.already_bet"),
        (r"There is no bet to raise: bet instead\.", "act.no_bet"),
        (r"Say how much: a whole number of chips\.", "amount.say_how_much"),
        (r"Betting is over: show or muck your hand\.", "act.betting_over"),
        (r"You cannot (?P<kind>\w+) during the betting\.", "act.not_now"),
        (r"The hand is (?:already )?over\.", "hand.over"),
        (r"It is not your turn\.", "error.not_your_turn"),
        (r"It is not your turn yet\.", "error.not_your_turn"),
        (r"You are not in this hand\.", "hand.not_in"),
        (r"You are not in this hand; you will be dealt in next time\.", "hand.not_dealt"),
        (r"No hand is being played\.", "hand.none"),
        (r"That hand is already over\.", "hand.over"),
        # a table's history
        (r"There is no finished hand with that number at this table\.", "history.no_hand"),
        (r"That hand was voided as a misdeal, so it has no history\.", "history.voided"),
        (r"This hand can't be written as PHH: (?P<text>.*)", "history.no_phh"),
        (r"That hand's record can't be read\.", "history.unreadable"),
        # topping up
        (r"Stacks in a match or sit-and-go can't be topped up\.", "topup.fixed"),
        (r"Stacks at a tournament table can't be topped up\.", "topup.fixed"),
        (r"You can top up between hands\.", "topup.between_hands"),
        (r"Your stack is already at the table's maximum of {n}\.", "topup.at_max"),
        (
            r"Your stack of {n} is below the table's minimum buy-in of {m}: top up by at least"
            r" (?P<o>[0-9,]+) chips \(at most (?P<p>[0-9,]+)\)\.",
            "topup.below_min",
        ),
        (r"The top-up can be at most {n} chips: stacks here go up to {m}\.", "topup.too_much"),
        (r"That top-up would make your stack too large\.", "topup.too_large"),
        # hosting a table
        (r"Only the table's creator or an admin can (?P<kind>[\w -]+)\.", "table.host_only"),
        (r"The table has already started\.", "table.started"),
        (r"At least two players need to be seated and in\.", "table.two_needed"),
        (r"Finish or void the hand in progress before closing\.", "table.hand_first"),
        (r"That table is closed\.", "table.gone"),
        (r"There is no such table\.", "error.no_table"),
        # tournaments
        (r"That tournament can't get a table now\.", "tournament.unavailable"),
        (r"That tournament is no longer taking entries\.", "tournament.closed"),
        (r"That tournament can't start at this table\.", "tournament.unavailable"),
        (r"Every entrant needs exactly one seat, and at least two\.", "tournament.seats"),
        (r"That tournament is not running\.", "tournament.not_running"),
        (r"That tournament is already over\.", "tournament.over"),
        # amounts typed or sent (the card room names the amount: "buy-in", "top-up", ...)
        (r"Please enter the (?P<what>[\w -]+) as a whole number of chips\.", "amount.empty"),
        (r"The (?P<what>[\w -]+) must be an actual number of chips\.", "amount.not_finite"),
        (
            r"Chips are whole numbers: the (?P<what>[\w -]+) can't have a fraction\.",
            "amount.fraction",
        ),
        (r"'(?P<text>[^']*)' is not a number of chips\.", "amount.not_number"),
        (r"The (?P<what>[\w -]+) must be a number of chips, not yes or no\.", "amount.boolean"),
        (
            r"Chips are whole numbers: please give the (?P<what>[\w -]+) without decimals\.",
            "amount.fraction",
        ),
        (r"The (?P<what>[\w -]+) must be a whole number of chips\.", "amount.whole"),
        (r"The (?P<what>[\w -]+) can't be negative\.", "amount.negative"),
        (r"The (?P<what>[\w -]+) must be at least {n} chips?\.", "amount.too_small"),
        (r"The (?P<what>[\w -]+) can be at most {n} chips\.", "amount.too_large"),
        (r"The buy-in is {n} to {m} chips\.", "amount.buy_in_range"),
        (
            r"That (?P<what>[\w -]+) is more chips than the card room can count"
            r" \(the most is {n}\)\.",
            "amount.too_many",
        ),
        (r"That would take the bankroll past {n} chips, the most it can hold\.", "bank.past_max"),
    )
)
"""English reasons the card room and the engine give, and the code each one means."""

AMOUNT_WORDS: Final = frozenset(
    {
        "amount", "buy-in", "top-up", "number of hands", "grant", "page number", "big blind",
        "small blind", "ante", "action clock", "time bank", "entry fee", "minimum buy-in",
        "maximum buy-in", "bet", "raise",
    }
)  # fmt: skip
"""The amounts the card room names in its reasons; the catalogues name each (``what.*``)."""


def _parameter(name: str, value: str) -> tuple[str, int | str]:
    """A captured piece of a reason: digits become ``int``; an amount's name its code word."""
    if value and (value[0].isdigit() or value[0] == "-") and name in {"n", "m", "o", "p"}:
        return name, int(value.replace(",", ""))
    if name == "what":
        return name, value.replace(" ", "_").replace("-", "_")
    return name, value


def derive(reason: str) -> tuple[str, dict[str, int | str]]:
    """The code and parameters of an English reason (:data:`UNTRANSLATED` if unknown).

    >>> derive("The smallest raise you can make is to 1,200.")
    ('raise.too_small', {'kind': 'raise', 'n': 1200})
    >>> derive("Something new.")
    ('error.untranslated', {'reason': 'Something new.'})
    """
    for pattern, code in _PATTERNS:
        match = pattern.match(reason)
        if match:
            return code, dict(_parameter(k, v) for k, v in match.groupdict().items())
    return UNTRANSLATED, {"reason": reason}


class UserFacingError(Exception):
    """Root of every card-room refusal: a ``code`` and ``params`` the desk renders.

    Raise it with an English ``reason`` (its code is derived, see :func:`derive`) or with
    an explicit ``code`` and parameters: ``UserFacingError("...", code="seat.taken", n=3)``.
    """

    def __init__(self, reason: str = "", *, code: str | None = None, **params: int | str) -> None:
        """Keep the English reason, and the code and parameters it means."""
        if code is None:
            code, derived = derive(reason)
            params = {**derived, **params}
        super().__init__(reason or code)
        self.reason = reason or code
        """The refusal in English (for logs, and readers that ask for no language)."""
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
            available=available,
            where=where,
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
        super().__init__(
            f"Seat {seat + 1} is taken. Please choose another seat.", code="seat.taken", n=seat + 1
        )
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


class ServerElsewhere(NoTable):
    """Another bot process runs this server's tables (or this one cannot claim it now)."""

    def __init__(self) -> None:
        """Say that no table can open here right now, and that nothing changed."""
        UserFacingError.__init__(
            self,
            "This server's tables are run by another process of the bot right now, so no"
            " table can be opened from here. Please try again in a minute.",
            code="server.elsewhere",
        )


class ServerPaused(NoTable):
    """This server's tables wait here: another process may hold their claim for now."""

    def __init__(self) -> None:
        """Say that the table is paused and will come back."""
        UserFacingError.__init__(
            self,
            "This table is paused for a moment while the bot reconnects. Nothing was lost;"
            " please try again in a minute.",
            code="server.paused",
        )


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


class BankBusy(UserFacingError):
    """The database could not finish the request now (a lost connection, a conflict).

    Its transaction was rolled back whole: nothing changed, and trying again is safe.
    """

    def __init__(self) -> None:
        """The reason every store gives when it is busy."""
        super().__init__(
            "The bank is busy, try again in a moment. Nothing was changed.", code="fault.bank_busy"
        )
