"""What a channel showed, change by change: each message created, edited or deleted, in order.

The emulator's :class:`~tests.e2e.emulator.state.Message` objects change in place, so a test
that reads them sees only the latest state. A test about the *order* of what members saw
(the last frame of a hand before its result, the result before the next hand's table, never
two live tables at once) reads this history instead: one frozen snapshot per change, in the
order the emulator applied them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.e2e.emulator.state import Message

__all__ = ["Change", "History", "Seen"]


class Change(StrEnum):
    """What happened to a message."""

    CREATE = "create"
    EDIT = "edit"
    DELETE = "delete"


@dataclass(frozen=True, slots=True)
class Seen:
    """One change of a message, and the message as it stood right after it."""

    index: int
    """Its place in the emulator's history (0 first)."""
    change: Change
    message_id: int
    channel_id: int
    ephemeral: bool
    text: str
    """The message's content and embeds (see :meth:`Message.text`)."""
    titles: tuple[str, ...]
    """Its embeds' titles."""
    custom_ids: tuple[str, ...]
    """Its buttons' custom ids."""
    interaction_type: int | None
    """The type of the interaction it answers (2: a slash command, 3: a click), if any."""
    attachments: tuple[str, ...]
    """Its attachments' file names."""


class History:
    """Every change of every message, in order."""

    def __init__(self) -> None:
        """Nothing seen yet."""
        self._seen: list[Seen] = []

    def record(self, change: Change, message: Message) -> None:
        """Keep a snapshot of ``message`` as ``change`` left it."""
        self._seen.append(
            Seen(
                index=len(self._seen),
                change=change,
                message_id=message.id,
                channel_id=message.channel_id,
                ephemeral=message.ephemeral,
                text=message.text(),
                titles=tuple(str(e.get("title", "")) for e in message.embeds),
                custom_ids=tuple(message.custom_ids()),
                interaction_type=message.interaction_type,
                attachments=tuple(a.filename for a in message.attachments),
            )
        )

    def of(self, channel_id: int, *, ephemeral: bool = False) -> list[Seen]:
        """The changes in one channel, oldest first (ephemeral ones only if asked)."""
        return [
            s for s in self._seen if s.channel_id == channel_id and (ephemeral or not s.ephemeral)
        ]
