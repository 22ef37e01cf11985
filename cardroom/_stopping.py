"""A clean stop of the table service: let the moves under way finish, and bound the wait.

When the bot is asked to stop (SIGTERM, SIGHUP, Ctrl+C) the service first refuses anything
new (its verbs answer :class:`~cardroom.errors.RoomRestarting`, its alarms no longer ring),
then :func:`drain` waits until each table's session has finished the verb it runs (and
stopped): every click or alarm that was already saving a hand (or settling one) finishes
its store call, so the store holds each
table exactly as its players last saw it, and a restart resumes it there.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Iterable

__all__ = ["DRAIN_SECONDS", "drain"]

log = logging.getLogger(__name__)

DRAIN_SECONDS = 4.0
"""The longest a stop waits for the moves under way (hosts kill a process after ~10 s)."""


async def drain(stops: Iterable[Awaitable[None]], seconds: float = DRAIN_SECONDS) -> bool:
    """Wait for ``stops`` (each table stopping once its work under way is done).

    Every verb that comes after the room began to stop is refused at once, so each table
    has only its work under way left. False when ``seconds`` ran out first (a store call
    that hangs); the work left is cancelled by the caller, and its transaction rolls back.
    """

    async def each() -> None:
        await asyncio.gather(*stops)

    try:
        await asyncio.wait_for(each(), seconds)
    except TimeoutError:
        log.warning("Stopping: a table's work did not finish within %.0f s", seconds)
        return False
    return True
