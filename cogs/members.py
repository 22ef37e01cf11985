"""What the desk remembers of members and servers: names, languages, deck styles, pings.

Each is read from the store (or the bank) once and then kept, and changed here when a
member or a server changes it (the cogs store the change first). Nothing here posts.

- Display names, for the pictures (mentions need no names).
- Each server's table language: its choice (``/poker language``), else its preferred
  locale when it is one we offer, else English (:mod:`cogs.i18n`).
- Each member's last seen locale, kept in the store, for their DMs (a DM answers no
  interaction, so it has no locale of its own).
- Each member's deck style and turn-ping wish, per server.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import discord

from cardroom.views import DeckStyle
from cogs.i18n import DEFAULT_LOCALE, resolve

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["Members"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[discord.Client]


class Members:
    """The desk's caches of members and servers, read once from the store and then kept."""

    def __init__(self, bot: Callable[[], HoldemBot]) -> None:
        """Empty caches over the store and bank of the bot that ``bot`` returns once attached."""
        self._bot_of = bot
        self._names: dict[int, str] = {}
        self._styles: dict[tuple[int, int], DeckStyle] = {}
        self._languages: dict[int, str] = {}
        """Each server's table language, once read (or defaulted)."""
        self._guild_locales: dict[int, str] = {}
        """Each server's preferred locale, as its interactions report it."""
        self._member_locales: dict[int, str] = {}
        """Each member's last seen locale, as kept in the store."""
        self._turn_pings: dict[tuple[int, int], bool] = {}
        """Whether each member wants turn pings on each server, once read."""

    @property
    def _bot(self) -> HoldemBot:
        return self._bot_of()

    # --- names ---------------------------------------------------------------------------

    def remember(self, user: discord.abc.User) -> None:
        """Keep a member's display name for the pictures."""
        self._names[user.id] = user.display_name

    @property
    def names(self) -> Mapping[int, str]:
        """Display names seen so far, by user id."""
        return self._names

    # --- languages -----------------------------------------------------------------------

    async def seen(self, interaction: Interaction) -> None:
        """Note who acts and in which language: their locale (stored for DMs), the server's."""
        self.remember(interaction.user)
        if interaction.guild_id is not None and interaction.guild_locale is not None:
            self._guild_locales[interaction.guild_id] = str(interaction.guild_locale)
        locale = resolve(interaction.locale)
        user_id = interaction.user.id
        if self._member_locales.get(user_id) == locale:
            return
        self._member_locales[user_id] = locale
        try:
            await self._bot.store.set_member_locale(user_id, locale)
        except Exception:
            log.exception("Could not keep the locale of %s", user_id)

    async def server_language(self, guild_id: int | None) -> str:
        """The language of a server's channel messages (read once, then kept)."""
        if guild_id is None:
            return DEFAULT_LOCALE
        language = self._languages.get(guild_id)
        if language is None:
            stored = await self._bot.store.server_language(guild_id)
            language = resolve(stored) if stored else self._default_language(guild_id)
            self._languages[guild_id] = language
        return language

    def _default_language(self, guild_id: int) -> str:
        """The server's preferred locale when it is one of ours, else English."""
        preferred = self._guild_locales.get(guild_id)
        guild = self._bot.get_guild(guild_id)
        if preferred is None and guild is not None:
            preferred = str(guild.preferred_locale)
        return resolve(preferred)

    def language_changed(self, guild_id: int, language: str) -> None:
        """A server chose another language (the store has kept it)."""
        self._languages[guild_id] = resolve(language)

    async def member_locale(self, user_id: int, fallback: str) -> str:
        """A member's last seen locale (for their DMs), or ``fallback`` if never seen."""
        locale = self._member_locales.get(user_id)
        if locale is None:
            try:
                stored = await self._bot.store.member_locale(user_id)
            except Exception:
                log.exception("Could not read the locale of %s", user_id)
                stored = None
            if stored is None:
                return fallback
            locale = self._member_locales[user_id] = resolve(stored)
        return locale

    # --- members' own choices ------------------------------------------------------------

    async def deck_style(self, guild_id: int | None, user_id: int) -> DeckStyle:
        """The deck style of a member's own pictures here (read once, then kept)."""
        if guild_id is None:
            return DeckStyle.CLASSIC
        key = (guild_id, user_id)
        style = self._styles.get(key)
        if style is None:
            style = self._styles[key] = await self._bot.bank.deck_style(guild_id, user_id)
        return style

    def style_changed(self, guild_id: int, user_id: int, style: DeckStyle) -> None:
        """A member chose another deck style (the bank has stored it)."""
        self._styles[(guild_id, user_id)] = style

    async def turn_ping_on(self, guild_id: int | None, user_id: int) -> bool:
        """Whether a member wants to be pinged on their turn here (read once, then kept)."""
        if guild_id is None:
            return False
        key = (guild_id, user_id)
        wanted = self._turn_pings.get(key)
        if wanted is None:
            try:
                wanted = await self._bot.bank.turn_ping(guild_id, user_id)
            except Exception:
                log.exception("Could not read the turn ping of %s", user_id)
                wanted = True
            self._turn_pings[key] = wanted
        return wanted

    def turn_ping_known_off(self, guild_id: int, user_id: int) -> bool:
        """Whether a member is known to have turned their pings off (no store read)."""
        return self._turn_pings.get((guild_id, user_id), True) is False

    def turn_ping_changed(self, guild_id: int, user_id: int, wanted: bool) -> None:
        """A member turned their turn ping on or off (the bank has stored it)."""
        self._turn_pings[(guild_id, user_id)] = wanted
