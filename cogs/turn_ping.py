"""The turn ping: one short message that mentions the player to act, deleted when they act.

A mention inside an embed does not notify anyone, and an edit that adds a mention does not
either, so the desk pings a member whose turn it is with a message of its own (allowed to
mention that one member only), and deletes it as soon as the turn has passed. A table holds
at most one live ping; a turn is pinged once, after a short delay and only if it is still
theirs (a player who is watching and acts at once is never pinged); nobody is pinged for the
turn their own click just gave them, nor when they turned pings off (``/poker notify off``).

The ping is the bot's own message in the channel: it answers nobody's click, so it never
follows up another member's interaction. The first turn of a hand is pinged by the table
message itself.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import discord

__all__ = ["Ping", "TurnPings"]

log = logging.getLogger(__name__)

Turn = tuple[int, int]
"""A turn: the hand's number and its moment (:attr:`~cardroom.views.TableView.turn_no`)."""


@dataclass(frozen=True, slots=True)
class Ping:
    """A ping message still in the channel."""

    turn: Turn
    """The turn it announced."""
    message_id: int
    """The message."""


class TurnPings:
    """One table's pings: the live one, the last turn pinged, and one waiting out its delay."""

    __slots__ = ("live", "pinged", "waiting")

    def __init__(self) -> None:
        """No ping yet."""
        self.live: Ping | None = None
        self.pinged: Turn | None = None
        self.waiting: asyncio.Task[None] | None = None
        """A ping waiting out the delay before it is sent."""

    def due(self, turn: Turn | None) -> bool:
        """Whether ``turn`` (None: nobody to act) still needs its ping; marks it pinged."""
        if turn is None or turn == self.pinged:
            return False
        self.pinged = turn
        return True

    def posted(self, turn: Turn, message_id: int) -> None:
        """The ping of ``turn`` is in the channel."""
        self.live = Ping(turn, message_id)

    def stale(self, turn: Turn | None) -> Ping | None:
        """The live ping if it announced another turn than ``turn`` (it should go)."""
        live = self.live
        if live is None or live.turn == turn:
            return None
        self.live = None
        return live

    async def drop(self, turn: Turn | None, channel: discord.PartialMessageable) -> None:
        """Delete the live ping unless it announces ``turn``, and cancel a waiting one."""
        waiting = self.waiting
        if waiting is not None and not waiting.done() and self.pinged != turn:
            if waiting is not asyncio.current_task():
                waiting.cancel()
            self.waiting = None
        stale = self.stale(turn)
        if stale is not None:
            await delete(stale, channel)


async def delete(ping: Ping, channel: discord.PartialMessageable) -> None:
    """Delete a ping; a failure is only logged."""
    try:
        await channel.get_partial_message(ping.message_id).delete()
    except discord.NotFound:
        return
    except discord.HTTPException:
        log.info("Could not delete the turn ping %s", ping.message_id, exc_info=True)
