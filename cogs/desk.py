"""The desk: shows what the card room reports, one :class:`TableMessage` per table.

Every change at a table reaches the desk as a :class:`~cardroom.views.TableUpdate`, either
in the reply to an interaction (a command, a button, the raise modal) or through
:meth:`Desk.table_changed`, the listener the table service calls when no one clicked (the
clock ran out, the next hand was dealt after the pause, a reminder). The desk hands each
update to its table's :class:`~cogs.table_message.TableMessage`, the one owner of what that
table shows in its channel and of the order it shows it in (see :mod:`cogs.table_message`).

The desk keeps the verbs the cogs call: the replies that carry the table, the listener,
start-up (:meth:`Desk.restore`), a deleted channel, and a channel the bot may not post in
(:meth:`Desk.admit`, which pauses the table). Names, languages and members' choices live in
:class:`~cogs.members.Members`; hole-card DMs in :class:`~cogs.hole_cards.HoleCards`; the
desk answers for them with one-line delegations.

Which language each text speaks (:mod:`cogs.i18n`): everything posted or edited in a
channel speaks the server's language; a DM speaks the member's last seen locale. Replies
to a member's own interaction that only they see are phrased by the cogs in
``interaction.locale``. Tasks the desk starts log their failures; nothing here changes a
table but :meth:`Desk.channel_gone` (it closes it) and a pause.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord

from cardroom.errors import UserFacingError
from cardroom.sharing import Sharing
from cardroom.views import DeckStyle, PrivateCards, TableUpdate
from cogs.hole_cards import HoleCards
from cogs.i18n import text
from cogs.members import Members
from cogs.sharing import NameBook
from cogs.table_message import (
    EDIT_GAP,
    PING_DELAY,
    RUNOUT_GAP,
    UNKNOWN_CHANNEL,
    TableMessage,
)
from cogs.tree import send_ephemeral

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["EDIT_GAP", "PING_DELAY", "RUNOUT_GAP", "Desk"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[discord.Client]


class Desk:
    """The listener the table service calls, and the publisher the cogs reply through."""

    def __init__(
        self,
        *,
        pictures_enabled: bool = True,
        runout_gap: float = RUNOUT_GAP,
        ping_delay: float = PING_DELAY,
    ) -> None:
        """An unattached desk; :meth:`attach` gives it the bot once that exists.

        ``runout_gap`` is the pause between the frames of an all-in run-out, and
        ``ping_delay`` how long a turn waits before its player is pinged (short in tests).
        """
        self._bot: HoldemBot | None = None
        self._name_book: NameBook | None = None
        """Members' names handed to the card room for exports (made at the first interaction)."""
        self._tables: dict[int, TableMessage] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.members = Members(lambda: self.bot)
        self.hole_cards = HoleCards(lambda: self.bot, self.members)
        self.hole_cards.pictures_enabled = pictures_enabled
        self.pictures_enabled = pictures_enabled
        self.runout_gap = runout_gap
        self.ping_delay = ping_delay

    def attach(self, bot: HoldemBot) -> None:
        """Give the desk the bot it sends through."""
        self._bot = bot

    @property
    def bot(self) -> HoldemBot:
        """The bot (attached at construction of :class:`HoldemBot`)."""
        if self._bot is None:
            raise RuntimeError("The desk is not attached to a bot yet.")
        return self._bot

    # --- what the cogs ask of the members' caches -----------------------------------------

    def remember(self, user: discord.abc.User) -> None:
        """Keep a member's display name for the pictures (mentions need no names)."""
        self.members.remember(user)

    @property
    def names(self) -> Mapping[int, str]:
        """Display names seen so far, by user id."""
        return self.members.names

    async def seen(self, interaction: Interaction) -> None:
        """Note who acts, in which language and under which name; never raises.

        Every command and every click passes here: the member's locale and display name are
        kept (:meth:`Members.seen`), and a display name changed since the last interaction is
        handed to the card room for exports (:class:`~cogs.sharing.NameBook`, which writes
        only when the name changed).
        """
        await self.members.seen(interaction)
        if self._name_book is None:
            self._name_book = NameBook(Sharing(self.bot.store))
        await self._name_book.seen(interaction.guild_id, interaction.user)

    async def server_language(self, guild_id: int | None) -> str:
        """The language of a server's channel messages (read once, then kept)."""
        return await self.members.server_language(guild_id)

    def language_changed(self, guild_id: int, language: str) -> None:
        """A server chose another language (the store has kept it)."""
        self.members.language_changed(guild_id, language)

    async def member_locale(self, user_id: int, fallback: str) -> str:
        """A member's last seen locale (for their DMs), or ``fallback`` if never seen."""
        return await self.members.member_locale(user_id, fallback)

    async def deck_style(self, guild_id: int | None, user_id: int) -> DeckStyle:
        """The deck style of a member's own pictures here (read once, then kept)."""
        return await self.members.deck_style(guild_id, user_id)

    def style_changed(self, guild_id: int, user_id: int, style: DeckStyle) -> None:
        """A member chose another deck style (the bank has stored it)."""
        self.members.style_changed(guild_id, user_id, style)

    async def turn_ping_on(self, guild_id: int | None, user_id: int) -> bool:
        """Whether a member wants to be pinged on their turn here (read once, then kept)."""
        return await self.members.turn_ping_on(guild_id, user_id)

    def turn_ping_changed(self, guild_id: int, user_id: int, wanted: bool) -> None:
        """A member turned their turn ping on or off (the bank has stored it)."""
        self.members.turn_ping_changed(guild_id, user_id, wanted)

    async def hole_cards_file(self, guild_id: int | None, private: PrivateCards) -> discord.File:
        """A member's hole cards as a picture in their own deck style (``My cards``).

        Raises:
            ValueError: ``private`` holds no cards.
        """
        return await self.hole_cards.hole_cards_file(guild_id, private)

    # --- what a table message asks of the desk (its Host) ---------------------------------

    def spawn(self, work: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
        """Run ``work`` in a task kept until it ends; its failure is logged."""
        task = asyncio.create_task(work, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("A task of the desk failed: %s", task.get_name(), exc_info=task.exception())

    def muted(self, table: TableMessage) -> None:
        """A post was refused for want of Send Messages: pause the table (in a task)."""
        if table.paused:
            return
        table.paused = True
        self.spawn(self._pause(table), f"holdem-pause-{table.channel_id}")

    def gone(self, channel_id: int) -> None:
        """A post found the table's channel deleted: close the table (in a task)."""
        self.spawn(self.channel_gone(channel_id), f"holdem-gone-{channel_id}")

    def _table(self, channel_id: int) -> TableMessage:
        table = self._tables.get(channel_id)
        if table is None:
            table = self._tables[channel_id] = TableMessage(channel_id, self)
        return table

    # --- the listener and the replies -----------------------------------------------------

    async def table_changed(self, update: TableUpdate) -> None:
        """The card room's callback for changes no interaction caused."""
        try:
            await self.publish(update)
        except Exception:
            log.exception("Could not publish an update of table %s", update.view.channel_id)

    async def publish(self, update: TableUpdate, interaction: Interaction | None = None) -> None:
        """Show an update whose reply (if any) did not carry the table: post or edit, notes, DMs."""
        await self._table(update.view.channel_id).publish(update, interaction)

    async def after_command(self, update: TableUpdate, interaction: Interaction) -> None:
        """After a command answered with text: refresh the table (coalesced), notes and DMs."""
        await self.publish(update, interaction)

    async def reply_with_table(self, interaction: Interaction, update: TableUpdate) -> None:
        """Answer a button or modal by editing the table message in the interaction's reply."""
        await self._table(update.view.channel_id).reply(interaction, update)

    async def reply_new_table(
        self, interaction: Interaction, update: TableUpdate, *, content: str | None = None
    ) -> None:
        """Answer a command by posting the table message itself as the reply (start, table).

        The reply is a channel message, so it (and ``content``, which the cog phrased in the
        server's language) speaks the server's language.
        """
        await self._table(update.view.channel_id).reply_new(interaction, update, content)

    # --- start-up and deleted channels ----------------------------------------------------

    async def restore(self, updates: Sequence[TableUpdate]) -> None:
        """Refresh every restored table's message (or post a new one), at start-up."""
        for update in updates:
            channel_id = update.view.channel_id
            try:
                await self._table(channel_id).restore(update)
            except discord.NotFound as error:
                if error.code == UNKNOWN_CHANNEL:
                    await self.channel_gone(channel_id)
                else:
                    log.exception("Could not restore the table in %s", channel_id)
            except Exception:  # one table's failure never stops the others, nor the bot
                log.exception("Could not restore the table in %s", channel_id)

    async def channel_gone(self, channel_id: int) -> None:
        """A table's channel was deleted: void its hand, cash everyone out, close it.

        The hand in progress is a misdeal (every chip it took goes back to its owner);
        then every seat is cashed out to its bankroll and the table is closed, in the
        ledger as any close. Nobody is told in the channel: it no longer exists.
        """
        table = self._tables.pop(channel_id, None)
        if table is not None:
            table.close()
        self.hole_cards.forget(channel_id)
        try:
            await self.bot.tables.close(channel_id, 0, is_admin=True)
        except UserFacingError:  # no table there (or already closed)
            return
        log.warning(
            "The channel %s of a table was deleted: its hand was voided, everyone was "
            "cashed out and the table closed",
            channel_id,
        )

    # --- a channel the bot may not post in ------------------------------------------------

    async def admit(self, interaction: Interaction, *, shows_table: bool = False) -> bool:
        """Whether an interaction at a table may go on; False once the clicker is told why.

        An interaction says what the bot may do in its channel (``app_permissions``).
        Without Send Messages the table is paused (``TableService.pause``) and the
        player is told so privately, with nothing changed; ``shows_table`` lets through
        what only answers with the table (``/poker table``, which tells the admins). The
        first interaction that finds the permission back resumes the table.
        """
        channel_id = interaction.channel_id
        table = self._tables.get(channel_id) if channel_id is not None else None
        if table is None:
            return True
        if interaction.app_permissions.send_messages:
            if table.paused:
                await self._resume(table)
            return True
        if not table.paused:
            table.paused = True
            await self._pause(table)
        if shows_table:
            return True
        await send_ephemeral(interaction, text("fault.muted"))
        return False

    async def _pause(self, table: TableMessage) -> None:
        log.warning(
            "The bot may not send messages in %s: its table is paused until an admin gives "
            "Send Messages back",
            table.channel_id,
        )
        try:
            await self.bot.tables.pause(table.channel_id)
        except UserFacingError:  # the table closed meanwhile
            table.paused = False

    async def _resume(self, table: TableMessage) -> None:
        table.paused = False
        update = await self.bot.tables.resume(table.channel_id)
        log.info("Send Messages is back in %s: its table continues", table.channel_id)
        if update is not None:
            await self.publish(update)
