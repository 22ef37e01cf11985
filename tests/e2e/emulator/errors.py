"""Errors the emulator raises: Discord-style API errors, and misuse by the test driver."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """A REST failure the handler turns into Discord's JSON error body.

    discord.py reads `code` and `message` from the body into `HTTPException.code` and
    `.text`, so tests of the bot see the same values as against real Discord.
    """

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        """Describe the failure: HTTP status, Discord JSON error code, and message."""
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        """The JSON body Discord would send."""
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


def invalid_form(where: str, problem: str) -> ApiError:
    """A 400 / 50035 "Invalid Form Body" error pointing at one field."""
    return ApiError(
        400,
        50035,
        "Invalid Form Body",
        {where: {"_errors": [{"code": "BASE_TYPE_INVALID", "message": problem}]}},
    )


class DriverError(AssertionError):
    """The test asked for something a real Discord client could not do.

    Examples: clicking a button that is not on the message, a slash command that was
    never registered, or an option the command does not have. It is an AssertionError so
    pytest reports it as a test failure, not an error in the emulator.
    """


class EmulatorTimeout(AssertionError):
    """Waiting for the bot to do something took longer than the timeout."""


class ComponentGone(DriverError):
    """The clicked component left its message while the click was on its way.

    A member clicked a button just as the bot replaced it (the table moved on). Real Discord
    delivers such a click with the message as it is now, and discord.py drops it unseen; the
    emulator says so instead, so that a driver can look at the message again.
    """
