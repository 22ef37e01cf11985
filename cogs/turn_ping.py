"""The turn ping: one short message that mentions the player to act, deleted when they act.

A mention inside an embed does not notify anyone, and an edit that adds a mention does not
either, so the desk pings a member whose turn it is with a message of its own (allowed to
mention that one member only), and deletes it as soon as the turn has passed. A table holds
at most one live ping; a turn is pinged once, after a short delay and only if it is still
theirs (a player who is watching and acts at once is never pinged); nobody is pinged for the
turn their own click just gave them, nor when they turned pings off (``/poker notify off``).

The ping goes through the webhook of the interaction that caused the turn (a click), which
Discord does not count against the bot's requests, and is deleted through the same webhook;
the first turn of a hand is pinged by the table message itself.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import discord

__all__ = ["Ping", "TurnPings", "delete"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[discord.Client]
Turn = tuple[int, int]
"""A turn: the hand's number and its moment (:attr:`~cardroom.views.TableView.turn_no`)."""


@dataclass(frozen=True, slots=True)
class Ping:
    """A ping message still in the channel."""

    turn: Turn
    """The turn it announced."""
    message_id: int
    """The message."""
    via: Interaction | None
    """The interaction whose webhook posted it (None: a channel message)."""


class TurnPings:
    """One table's pings: the live one, and the last turn pinged."""

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

    def stale(self, turn: Turn | None) -> Ping | None:
        """The live ping if it announced another turn than ``turn`` (it should go)."""
        live = self.live
        if live is None or live.turn == turn:
            return None
        self.live = None
        return live


async def delete(ping: Ping, channel: discord.PartialMessageable) -> None:
    """Delete a ping (through its webhook when it has one); a failure is only logged."""
    try:
        if ping.via is not None:
            try:
                await ping.via.followup.delete_message(ping.message_id)
            except discord.HTTPException:
                await channel.get_partial_message(ping.message_id).delete()
        else:
            await channel.get_partial_message(ping.message_id).delete()
    except discord.NotFound:
        return
    except discord.HTTPException:
        log.info("Could not delete the turn ping %s", ping.message_id, exc_info=True)
