"""Hole cards by direct message: one DM per player per hand, in their own deck style.

At each deal the card room hands the desk every player's cards
(:class:`~cardroom.views.PrivateCards`); :class:`HoleCards` DMs them, in words and as a
picture drawn in the member's deck style, in the member's last seen locale. The DM channel
is opened once per player and kept. A DM that fails for a passing reason (429, Discord's
5xx, the network) is tried again; a refused one (50007, DMs closed) never stalls the hand:
:meth:`HoleCards.deliver` returns who must be told in the channel, once a table session
(again only after a DM got through and a later one was refused). It never posts in a
channel itself: the table's message owner does.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import discord

from cardroom.views import DeckStyle, PrivateCards
from cogs import pictures, render
from cogs.i18n import current, speaking
from cogs.members import Members
from holdem.cards import Card

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["DM_ATTEMPTS", "DM_RETRY_GAP", "HoleCards"]

log = logging.getLogger(__name__)

DM_ATTEMPTS = 3
"""Tries of a hole-card DM that failed for a passing reason (429s, Discord's 5xx)."""
DM_RETRY_GAP = 1.0
"""Seconds before the second try of a DM (twice that before the third)."""
DMS_CLOSED = 50007
"""Discord's error code for a member who does not take DMs from the bot."""


@lru_cache(maxsize=2 * 1326)
def _hole_png(cards: tuple[Card, ...], four_colour: bool) -> bytes:
    """The hole-cards picture, drawn once per pair and style (1,326 two-card hands)."""
    return pictures.render_hole_cards(cards, four_colour=four_colour)


class HoleCards:
    """Sends each player their hole cards and remembers whose DMs are closed, per table."""

    def __init__(self, bot: Callable[[], HoldemBot], members: Members) -> None:
        """Deliver through the bot that ``bot`` returns once attached; styles from ``members``."""
        self._bot_of = bot
        self._members = members
        self._dm_channels: dict[int, int] = {}
        self._warned: dict[int, set[int]] = {}
        """Per table channel: players told this session that their DMs are closed."""
        self.pictures_enabled = True

    async def hole_cards_file(self, guild_id: int | None, private: PrivateCards) -> discord.File:
        """A member's hole cards as a picture in their own deck style, drawn off the loop.

        Raises:
            ValueError: ``private`` holds no cards.
        """
        style = await self._members.deck_style(guild_id, private.user_id)
        four = style is DeckStyle.FOUR_COLOUR
        png = await asyncio.to_thread(_hole_png, tuple(private.cards), four)
        return discord.File(io.BytesIO(png), render.HOLE_IMAGE)

    async def deliver(
        self, channel_id: int, guild_id: int | None, private: Sequence[PrivateCards]
    ) -> list[int]:
        """DM each player their cards; returns the players to tell, in the channel, of a refusal.

        A player is returned once a table session, and again only after a DM got through
        and a later one was refused (they opened and closed their DMs again).
        """
        if not private:
            return []
        warned = self._warned.setdefault(channel_id, set())
        sent = await asyncio.gather(
            *(self._send(guild_id, cards) for cards in private), return_exceptions=True
        )
        tell: list[int] = []
        for cards, ok in zip(private, sent, strict=True):
            if isinstance(ok, BaseException):  # a bug: never let it drop the others' notices
                log.error("Could not DM %s their cards", cards.user_id, exc_info=ok)
            if ok is True:
                warned.discard(cards.user_id)
            elif cards.user_id not in warned:
                warned.add(cards.user_id)
                tell.append(cards.user_id)
        return tell

    def forget(self, channel_id: int) -> None:
        """A table closed with its channel: its session's notices are forgotten."""
        self._warned.pop(channel_id, None)

    async def _send(self, guild_id: int | None, cards: PrivateCards) -> bool:
        """DM one player their cards, in words and as a picture; False if Discord refused.

        The DM speaks the member's last seen locale (the server's if never seen).
        """
        with speaking(await self._members.member_locale(cards.user_id, current())):
            content = render.hole_cards_text(cards, channel_id=cards.channel_id)
        file = discord.utils.MISSING
        if self.pictures_enabled:
            try:
                file = await self.hole_cards_file(guild_id, cards)
            except Exception:
                log.exception("Could not draw hole cards")
        for attempt in range(1, DM_ATTEMPTS + 1):
            try:
                await self._dm(cards.user_id, content, file)
            except discord.Forbidden as error:
                if error.code != DMS_CLOSED:
                    log.warning("DM to %s refused: %s", cards.user_id, error.text)
                return False
            except (discord.HTTPException, OSError, TimeoutError) as error:
                transient = not isinstance(error, discord.HTTPException) or (
                    error.status == 429 or error.status >= 500
                )
                if not transient or attempt == DM_ATTEMPTS:
                    log.warning("Could not DM %s their cards", cards.user_id, exc_info=True)
                    return False
                log.info("DM to %s failed (%s); trying again", cards.user_id, error)
                if isinstance(file, discord.File):
                    file.reset()
                await asyncio.sleep(attempt * DM_RETRY_GAP)
            else:
                return True
        return False  # pragma: no cover - the loop returns

    async def _dm(self, user_id: int, content: str, file: discord.File) -> None:
        """One DM through the member's DM channel (opened once, then kept)."""
        bot = self._bot_of()
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            dm = await bot.create_dm(discord.Object(user_id))
            channel_id = self._dm_channels[user_id] = dm.id
        channel = bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        await channel.send(content, file=file)
