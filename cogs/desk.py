"""The desk: posts what the card room reports to the channel, within Discord's rate limits.

Every change at a table reaches the desk as a :class:`~cardroom.views.TableUpdate`, either
in the reply to an interaction (a command, a button, the raise modal) or through
:meth:`Desk.table_changed`, the listener the table service calls when no one clicked (the
clock ran out, the next hand was dealt after the pause, a reminder).

What the desk sends, and through which door. Discord does not count interaction replies
and the interaction's webhook (follow-ups, and edits of what it posted; 15 minutes from the
interaction) against the bot's 50-requests-a-second ceiling, so the desk sends through them
whenever it can; the budget per hand is then one DM per player and nothing else:

- The table message, one per hand, edited in place: the flop, turn and river are edits of
  it, and an all-in run-out is shown street by street (:data:`RUNOUT_GAP` apart). A button
  answers by editing it **in the interaction's own reply** (``response.edit_message``). The
  next hand's table message, dealt by the room after the pause, is a follow-up of the
  table's latest interaction (the click that ended the hand, usually) while its webhook
  lasts, else a channel message; it pings the hand's first player in its content, and the
  old message is retired (no buttons, no countdown). Other changes are coalesced: at most
  one edit per table per :data:`EDIT_GAP` seconds, always showing the latest view, none
  when a reply already showed it, and made through the webhook that posted the message
  while it lasts. The picture is redrawn (and uploaded with the edit) whenever what it
  shows changes, in a worker thread.
- One result post per hand (the showdown and its picture, or the pot won unseen, with every
  bust): an interaction follow-up when a click caused it; a follow-up of the table's latest
  interaction (or a channel message) otherwise. So a hand leaves two posts in the channel.
- The turn ping (:mod:`cogs.turn_ping`): a short follow-up of the click that gave a member
  the turn, deleted through the same webhook when the turn passes.
- Hole cards, by direct message at the deal (the DM channel is opened once per player and
  kept); a refused DM (50007) never stalls the hand: the player is told in the channel,
  once a table session, without the cards, to press "My cards". They are drawn in the
  player's deck style.

Which language each text speaks (:mod:`cogs.i18n`): everything the desk posts or edits in
a channel (the table message and its buttons, streets, showdowns, notices) speaks the
server's language, chosen with ``/poker language`` and by default the server's preferred
locale when it is one we offer (else English); a DM speaks the member's last seen locale
(kept in the store, since a DM answers no interaction). Replies to a member's own
interaction that only they see are phrased by the cogs in ``interaction.locale``.

Tasks the desk starts (the coalesced edits, the run-outs) log their failures; nothing here
changes a table.
"""

from __future__ import annotations

import asyncio
import datetime
import io
import logging
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import discord

from cardroom.errors import UserFacingError
from cardroom.views import DeckStyle, Note, NoteKind, PrivateCards, TableUpdate, TableView
from cogs import odds, pictures, render
from cogs.action_log import ActionLog
from cogs.buttons import table_view
from cogs.deferral import respond, settle_deferral
from cogs.faults import is_missing_send
from cogs.homegame import with_home_buttons
from cogs.i18n import DEFAULT_LOCALE, current, resolve, speaking, text
from cogs.preactions import with_preactions
from cogs.replay import replay_view
from cogs.tree import send_ephemeral
from cogs.turn_ping import Ping, TurnPings
from cogs.turn_ping import delete as delete_ping
from holdem.cards import Card

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["EDIT_GAP", "PING_DELAY", "RUNOUT_GAP", "Desk"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[discord.Client]

_REPLY_PICTURES = ThreadPoolExecutor(max_workers=2, thread_name_prefix="holdem-table-picture")
"""Draws the table pictures that interaction replies wait for, ahead of DM and showdown art."""


@lru_cache(maxsize=2 * 1326)
def _hole_png(cards: tuple[Card, ...], four_colour: bool) -> bytes:
    """The hole-cards picture, drawn once per pair and style (1,326 two-card hands)."""
    return pictures.render_hole_cards(cards, four_colour=four_colour)


FOLLOWUP_WINDOW = datetime.timedelta(minutes=14)
"""How long after an interaction the desk still posts through its webhook (Discord: 15 min)."""
REPLY_PICTURE_WAIT = 0.05
"""Most seconds a button's reply waits for a table picture already being drawn in a worker
thread (a new one it draws at once, see ``Desk._picture``); else an edit brings it."""
UNKNOWN_CHANNEL = 10003
"""Discord's error code for a channel that does not exist (deleted)."""
DM_ATTEMPTS = 3
"""Tries of a hole-card DM that failed for a passing reason (429s, Discord's 5xx)."""
DM_RETRY_GAP = 1.0
"""Seconds before the second try of a DM (twice that before the third)."""
REPOST_ATTEMPTS = 4
"""Tries, after the first failed, to post a hand's table message (1, 2, 3 and 4 s apart)."""
REPOST_GAP = 1.0
"""Seconds between the first failed post of a table message and its next try."""
EDIT_GAP = 1.0
"""Least seconds between two edits of one table message that no interaction carried."""
RUNOUT_GAP = 1.5
"""Seconds between the streets of an all-in run-out, each an edit of the table message
(Discord allows 5 messages per 5 s in a channel; a run-out stays well under)."""
PING_DELAY = 4.0
"""Seconds a turn waits before its player is pinged (a player who acts first is not)."""
_NO_MENTIONS = discord.AllowedMentions.none()
ODDS_IMAGE = "odds.png"
"""The file name of an all-in run-out's odds picture."""


@dataclass(slots=True)
class _Board:
    """What the desk knows of one table's messages."""

    channel_id: int
    guild_id: int | None = None
    message_id: int | None = None
    """The table message of the current (or last) hand."""
    message_hand: int = -1
    """The hand that message belongs to."""
    picture: pictures.TablePicture | None = None
    """What the picture on the message shows (see :func:`render.table_picture`)."""
    latest: TableView | None = None
    seq: int = 0
    """Counts the views received; ``shown`` is the last one on the message."""
    shown: int = 0
    log: ActionLog = field(default_factory=ActionLog)
    """The action log of the street, as the table message shows it."""
    edit_task: asyncio.Task[None] | None = None
    last_edit: float = 0.0
    post_lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    followup: Interaction | None = None
    """The latest answered interaction at this table, whose webhook can still post for it."""
    message_via: tuple[Interaction, bool] | None = None
    """The interaction whose reply (True) or follow-up (False) the table message is."""
    drawing: tuple[pictures.TablePicture, asyncio.Future[bytes]] | None = None
    """The table picture being drawn, and its record."""
    paused: bool = False
    """The bot may not post in the channel (Send Messages is missing): the table waits."""
    dm_warned: set[int] = field(default_factory=set)
    """Players told this session that their DMs are closed (told again only after a DM
    got through and a later one was refused)."""
    showing: asyncio.Task[None] | None = None
    """An all-in run-out being shown street by street, then the hand's result."""
    pings: TurnPings = field(default_factory=TurnPings)
    """The ping of the player to act."""
    shown_view: TableView | None = None
    """The view the table message shows (to retire it as it was)."""
    shown_log: tuple[str, ...] = ()
    """The action log the table message shows."""


@dataclass(frozen=True, slots=True)
class _Rendered:
    embed: discord.Embed
    view: discord.ui.View | None
    file: discord.File | None
    key: pictures.TablePicture | None
    """What the picture on the message shows once this is sent."""
    current: bool
    """The picture is the view's (False: still drawing, an edit brings it)."""


@dataclass(frozen=True, slots=True)
class _OldCopy:
    """A table message that a newer one replaces, as it was last shown."""

    message_id: int
    via: tuple[Interaction, bool] | None
    view: TableView
    log: tuple[str, ...]
    picture: pictures.TablePicture | None


_RESULT_KINDS = frozenset((NoteKind.SHOWDOWN, NoteKind.HAND_WON, NoteKind.MATCH_OVER))
"""The notes that end a hand (or a match) and so make its one result post."""


def _turn(view: TableView | None) -> tuple[int, int] | None:
    """The turn a view waits for (hand, moment), or None when nobody is to act."""
    if view is None or not view.in_hand or view.to_act is None:
        return None
    return (view.hand_no, view.turn_no)


def _first(frames: Sequence[TableView]) -> TableView | None:
    return frames[0] if frames else None


def _street_marker(frame: TableView) -> str:
    """The action log of a run-out's frame: only its street."""
    return text("log.street", street=text(f"street.{frame.street}"))


def _acted(update: TableUpdate, user_id: int) -> str:
    """What the clicker just did, for their ephemeral confirmation on an old copy."""
    for note in reversed(update.notes):
        if note.kind is NoteKind.ACTION and note.user_id == user_id:
            line = render.note_line(note) or text("poker.acted")
            return line + "\n" + text("poker.table_moved")
    return text("poker.table_moved")


def _lives(interaction: Interaction) -> bool:
    """The interaction's webhook still works (Discord keeps it 15 minutes; we stop at 14)."""
    return discord.utils.utcnow() - interaction.created_at < FOLLOWUP_WINDOW


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

        ``runout_gap`` is the pause between the streets of an all-in run-out, and
        ``ping_delay`` how long a turn waits before its player is pinged (short in tests).
        """
        self._bot: HoldemBot | None = None
        self._boards: dict[int, _Board] = {}
        self._names: dict[int, str] = {}
        self._dm_channels: dict[int, int] = {}
        self._styles: dict[tuple[int, int], DeckStyle] = {}
        self._languages: dict[int, str] = {}
        """Each server's table language, once read (or defaulted)."""
        self._guild_locales: dict[int, str] = {}
        """Each server's preferred locale, as its interactions report it."""
        self._member_locales: dict[int, str] = {}
        """Each member's last seen locale, as kept in the store."""
        self._turn_pings: dict[tuple[int, int], bool] = {}
        """Whether each member wants turn pings on each server, once read."""
        self._tasks: set[asyncio.Task[None]] = set()
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

    # --- names, for the pictures ---------------------------------------------------------

    def remember(self, user: discord.abc.User) -> None:
        """Keep a member's display name for the pictures (mentions need no names)."""
        self._names[user.id] = user.display_name

    @property
    def names(self) -> Mapping[int, str]:
        """Display names seen so far, by user id."""
        return self._names

    # --- languages ----------------------------------------------------------------------

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
            await self.bot.store.set_member_locale(user_id, locale)
        except Exception:
            log.exception("Could not keep the locale of %s", user_id)

    async def server_language(self, guild_id: int | None) -> str:
        """The language of a server's channel messages (read once, then kept).

        The server's choice (``/poker language``) if it made one; else its preferred locale
        when that is one of ours; else English.
        """
        if guild_id is None:
            return DEFAULT_LOCALE
        language = self._languages.get(guild_id)
        if language is None:
            stored = await self.bot.store.server_language(guild_id)
            language = resolve(stored) if stored else self._default_language(guild_id)
            self._languages[guild_id] = language
        return language

    def _default_language(self, guild_id: int) -> str:
        preferred = self._guild_locales.get(guild_id)
        guild = self.bot.get_guild(guild_id)
        if preferred is None and guild is not None:
            preferred = str(guild.preferred_locale)
        return resolve(preferred)  # English unless it is one of ours

    def language_changed(self, guild_id: int, language: str) -> None:
        """A server chose another language (the store has kept it)."""
        self._languages[guild_id] = resolve(language)

    async def member_locale(self, user_id: int, fallback: str) -> str:
        """A member's last seen locale (for their DMs), or ``fallback`` if never seen."""
        locale = self._member_locales.get(user_id)
        if locale is None:
            try:
                stored = await self.bot.store.member_locale(user_id)
            except Exception:
                log.exception("Could not read the locale of %s", user_id)
                stored = None
            if stored is None:
                return fallback
            locale = self._member_locales[user_id] = resolve(stored)
        return locale

    # --- members' own pictures ----------------------------------------------------------

    async def deck_style(self, guild_id: int | None, user_id: int) -> DeckStyle:
        """The deck style of a member's own pictures here (read once, then kept)."""
        if guild_id is None:
            return DeckStyle.CLASSIC
        key = (guild_id, user_id)
        style = self._styles.get(key)
        if style is None:
            style = self._styles[key] = await self.bot.bank.deck_style(guild_id, user_id)
        return style

    def style_changed(self, guild_id: int, user_id: int, style: DeckStyle) -> None:
        """A member chose another deck style (the bank has stored it)."""
        self._styles[(guild_id, user_id)] = style

    async def hole_cards_file(self, guild_id: int | None, private: PrivateCards) -> discord.File:
        """A member's hole cards as a picture in their own deck style, drawn off the loop.

        Raises:
            ValueError: ``private`` holds no cards.
        """
        style = await self.deck_style(guild_id, private.user_id)
        four = style is DeckStyle.FOUR_COLOUR
        png = await asyncio.to_thread(_hole_png, tuple(private.cards), four)
        return discord.File(io.BytesIO(png), render.HOLE_IMAGE)

    # --- the listener --------------------------------------------------------------------

    async def table_changed(self, update: TableUpdate) -> None:
        """The card room's callback for changes no interaction caused."""
        try:
            await self.publish(update)
        except Exception:
            log.exception("Could not publish an update of table %s", update.view.channel_id)

    async def publish(self, update: TableUpdate, interaction: Interaction | None = None) -> None:
        """Show an update whose reply (if any) did not carry the table: post or edit, notes, DMs."""
        with speaking(await self.server_language(update.view.guild_id)):
            await self._publish(update, interaction)

    async def _publish(self, update: TableUpdate, interaction: Interaction | None) -> None:
        board = self._intake(update)
        await self._show(board, update, interaction)

    async def _show(
        self, board: _Board, update: TableUpdate, interaction: Interaction | None
    ) -> None:
        """Post or edit the table message for an update already taken in, then its notes."""
        await self._wait_showing(board)
        self._keep_followup(board, interaction)
        view = update.view
        try:
            if view.in_hand and view.hand_no != board.message_hand:
                try:
                    await self._post_table(board)
                except discord.HTTPException:
                    self._repost_later(board)
                    raise
            elif update.runout:
                self._show_runout(board, update, interaction)
                return
            else:
                self._schedule_edit(board)
                await self._ping_turn(board, interaction)
            await self._send_notes(board, update.notes, interaction)
        finally:  # the hole cards go out even when the table message could not
            await self._deliver(update.private, board, interaction)

    async def _wait_showing(self, board: _Board) -> None:
        """Let a run-out being shown finish first (its streets, then the hand's result)."""
        showing = board.showing
        if showing is not None and not showing.done() and showing is not asyncio.current_task():
            await asyncio.wait({showing})

    def _show_runout(
        self,
        board: _Board,
        update: TableUpdate,
        interaction: Interaction | None,
        *,
        shown: int = 0,
    ) -> None:
        """Show an all-in run-out street by street (``shown`` frames are up), in a task.

        Each street is an edit of the table message, :attr:`runout_gap` seconds apart;
        then the table as it is now, and the hand's result. Whatever the table does next
        (the next hand's message) waits for it.
        """
        if board.edit_task is not None and not board.edit_task.done():
            board.edit_task.cancel()
            board.edit_task = None
        task = asyncio.create_task(
            self._run_out(board, update, interaction, shown),
            name=f"holdem-runout-{board.channel_id}",
        )
        board.showing = task
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    async def _run_out(
        self, board: _Board, update: TableUpdate, interaction: Interaction | None, shown: int
    ) -> None:
        with speaking(await self.server_language(board.guild_id)):
            try:
                await self._unping(board, None)
                for frame in update.runout[shown:]:
                    if shown:
                        await asyncio.sleep(self.runout_gap)
                    shown += 1
                    await self._edit_now(board, frame=frame)
                await asyncio.sleep(self.runout_gap)
                await self._edit_now(board)
            except discord.HTTPException:
                log.warning("Could not show the run-out in %s", board.channel_id, exc_info=True)
            try:
                await self._send_notes(board, update.notes, interaction)
            finally:
                await self._deliver(update.private, board, interaction)

    def _repost_later(self, board: _Board) -> None:
        """The hand's table message could not be posted: try again shortly, a few times."""
        task = asyncio.create_task(self._repost(board), name=f"holdem-repost-{board.channel_id}")
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    async def _repost(self, board: _Board) -> None:
        for attempt in range(1, REPOST_ATTEMPTS + 1):
            await asyncio.sleep(attempt * REPOST_GAP)
            view = board.latest
            if view is None or not view.in_hand or view.hand_no == board.message_hand:
                return
            try:
                await self._post_table(board)
            except discord.HTTPException:
                log.warning("Could not post the table of %s (try %d)", board.channel_id, attempt)
            else:
                return

    async def restore(self, updates: Sequence[TableUpdate]) -> None:
        """Refresh every restored table's message (or post a new one), at start-up."""
        for update in updates:
            try:
                with speaking(await self.server_language(update.view.guild_id)):
                    await self._restore_one(update)
            except Exception:  # one table's failure never stops the others, nor the bot
                log.exception("Could not restore the table in %s", update.view.channel_id)

    async def _restore_one(self, update: TableUpdate) -> None:
        """Refresh one restored table's message; close the table if its channel is gone."""
        board = self._intake(update)
        view = update.view
        try:
            try:
                if view.message_id is not None:
                    board.message_id = view.message_id
                    board.message_hand = view.hand_no
                    await self._edit_now(board)
                else:
                    await self._post_table(board)
            except discord.NotFound as error:
                if error.code == UNKNOWN_CHANNEL:
                    raise
                board.message_hand = -1  # the message was deleted: post a new one
                await self._post_table(board)
        except discord.NotFound as error:
            if error.code != UNKNOWN_CHANNEL:
                raise
            await self.channel_gone(view.channel_id)
            return
        except discord.HTTPException:
            log.exception("Could not refresh the table message in %s", view.channel_id)
        await self._deliver(update.private, board, None)

    async def channel_gone(self, channel_id: int) -> None:
        """A table's channel was deleted: void its hand, cash everyone out, close it.

        The hand in progress is a misdeal (every chip it took goes back to its owner);
        then every seat is cashed out to its bankroll and the table is closed, in the
        ledger as any close. Nobody is told in the channel: it no longer exists.
        """
        board = self._boards.pop(channel_id, None)
        if board is not None and board.edit_task is not None:
            board.edit_task.cancel()
        try:
            await self.bot.tables.close(channel_id, 0, is_admin=True)
        except UserFacingError:  # no table there (or already closed)
            return
        log.warning(
            "The channel %s of a table was deleted: its hand was voided, everyone was "
            "cashed out and the table closed",
            channel_id,
        )

    # --- a channel the bot may not post in ----------------------------------------------

    async def admit(self, interaction: Interaction, *, shows_table: bool = False) -> bool:
        """Whether an interaction at a table may go on; False once the clicker is told why.

        An interaction says what the bot may do in its channel (``app_permissions``).
        Without Send Messages the table is paused (``TableService.pause``) and the
        player is told so privately, with nothing changed; ``shows_table`` lets through
        what only answers with the table (``/poker table``, which tells the admins). The
        first interaction that finds the permission back resumes the table.
        """
        channel_id = interaction.channel_id
        board = self._boards.get(channel_id) if channel_id is not None else None
        if board is None:
            return True
        if interaction.app_permissions.send_messages:
            if board.paused:
                await self._resume(board)
            return True
        if not board.paused:
            board.paused = True
            await self._pause(board)
        if shows_table:
            return True
        await send_ephemeral(interaction, text("fault.muted"))
        return False

    def _muted(self, board: _Board) -> None:
        """A post was refused for want of Send Messages: pause the table (in a task)."""
        if board.paused:
            return
        board.paused = True
        task = asyncio.create_task(self._pause(board), name=f"holdem-pause-{board.channel_id}")
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    async def _pause(self, board: _Board) -> None:
        log.warning(
            "The bot may not send messages in %s: its table is paused until an admin gives "
            "Send Messages back",
            board.channel_id,
        )
        try:
            await self.bot.tables.pause(board.channel_id)
        except UserFacingError:  # the table closed meanwhile
            board.paused = False

    async def _resume(self, board: _Board) -> None:
        board.paused = False
        update = await self.bot.tables.resume(board.channel_id)
        log.info("Send Messages is back in %s: its table continues", board.channel_id)
        if update is not None:
            await self.publish(update)

    # --- replies that carry the table ----------------------------------------------------

    async def reply_with_table(self, interaction: Interaction, update: TableUpdate) -> None:
        """Answer a button or modal by editing the table message in the interaction's reply."""
        with speaking(await self.server_language(update.view.guild_id)):
            await self._reply_with_table(interaction, update)

    async def _reply_with_table(self, interaction: Interaction, update: TableUpdate) -> None:
        board = self._intake(update)
        await settle_deferral(interaction)
        deferred = interaction.response.is_done()  # the work was slow: answer by an edit
        message = interaction.message
        if message is not None and message.id != board.message_id and board.post_lock.locked():
            # The table message may be this very one, sent but not yet adopted: wait for it
            # rather than answer with a deferral and a separate (rate-limited) edit.
            async with board.post_lock:
                pass
        same_message = message is not None and message.id == board.message_id
        if not (same_message and update.view.hand_no == board.message_hand):
            # An old copy of the table (or a hand's message that has moved on): the move
            # counted; say so to the clicker alone, and show the table where it is.
            try:
                await respond(interaction, _acted(update, interaction.user.id), ephemeral=True)
            except discord.HTTPException as error:
                await self._answer_lost(board, update, interaction, error)
                return
            await self._show(board, update, interaction)
            return
        frames = update.runout
        rendered = await self._render(board, wait=REPLY_PICTURE_WAIT, frame=_first(frames))
        attachments = [rendered.file] if rendered.file is not None else discord.utils.MISSING
        try:
            if deferred:
                await interaction.edit_original_response(
                    content=None, embed=rendered.embed, view=rendered.view, attachments=attachments
                )
            else:
                await interaction.response.edit_message(
                    content=None, embed=rendered.embed, view=rendered.view, attachments=attachments
                )
        except discord.HTTPException as error:
            await self._answer_lost(board, update, interaction, error)
            return
        self._keep_followup(board, interaction)
        if frames:
            board.picture = rendered.key
            self._show_runout(board, update, interaction, shown=1)
            return
        self._shown(board, rendered)
        if not rendered.current:
            board.shown -= 1  # the picture is still being drawn: an edit brings it
            self._schedule_edit(board)
        await self._ping_turn(board, interaction)
        await self._send_notes(board, update.notes, interaction)
        await self._deliver(update.private, board, interaction)

    async def _answer_lost(
        self, board: _Board, update: TableUpdate, interaction: Interaction, error: Exception
    ) -> None:
        """An interaction's answer failed (too late, or Discord's errors): show the table anyway.

        What the player did has counted, and only its answer is lost. Without this the table
        message would keep the buttons of the moment that has passed, and the next player's
        clicks would be refused as stale until the clock's reminder. So the table message
        is brought up to date through the channel (not the webhooks, which may be as unwell
        as the callback), and the notes and hole cards go out as if no one had clicked.
        """
        log.warning(
            "The answer to interaction %s failed (%s); the table of %s is updated by the channel",
            interaction.id,
            error,
            board.channel_id,
        )
        board.message_via = None
        board.followup = None
        try:
            await self._show(board, update, None)
        except discord.HTTPException:
            log.warning("Could not update the table of %s", board.channel_id, exc_info=True)

    async def reply_new_table(
        self, interaction: Interaction, update: TableUpdate, *, content: str | None = None
    ) -> None:
        """Answer a command by posting the table message itself as the reply (start, table).

        The reply is a channel message, so it (and ``content``, which the cog phrased in the
        server's language) speaks the server's language.
        """
        with speaking(await self.server_language(update.view.guild_id)):
            await self._reply_new_table(interaction, update, content)

    async def _reply_new_table(
        self, interaction: Interaction, update: TableUpdate, content: str | None
    ) -> None:
        board = self._intake(update)
        await self._wait_showing(board)
        if board.paused:  # how the server's admins learn it (and the log)
            content = "\n".join(filter(None, (text("fault.muted_admin"), content)))
        lost: discord.HTTPException | None = None
        async with board.post_lock:
            old = self._old_copy(board)
            board.picture = None
            rendered = await self._render(board)
            ping, mentions = self._first_ping(board, content)
            await settle_deferral(interaction)
            try:
                if interaction.response.is_done():  # deferred: the follow-up is the table
                    sent = await interaction.followup.send(
                        ping or discord.utils.MISSING,
                        embed=rendered.embed,
                        view=rendered.view or discord.utils.MISSING,
                        file=rendered.file or discord.utils.MISSING,
                        allowed_mentions=mentions,
                        wait=True,
                    )
                    message_id, via = sent.id, (interaction, False)
                else:
                    response = await interaction.response.send_message(
                        ping,
                        embed=rendered.embed,
                        view=rendered.view or discord.utils.MISSING,
                        file=rendered.file or discord.utils.MISSING,
                        allowed_mentions=mentions,
                    )
                    resource = response.resource
                    message = (
                        resource
                        if isinstance(resource, discord.InteractionMessage)
                        else await interaction.original_response()
                    )
                    message_id, via = message.id, (interaction, True)
            except discord.HTTPException as error:
                lost = error
            else:
                await self._adopt(board, message_id, update.view.hand_no, via=via)
                self._shown(board, rendered)
        if lost is not None:  # the channel posts (or edits) the table message instead
            await self._answer_lost(board, update, interaction, lost)
            return
        await self._retire(board, old)
        self._keep_followup(board, interaction)
        try:
            await self._send_notes(board, update.notes, interaction)
        finally:
            await self._deliver(update.private, board, interaction)

    async def after_command(self, update: TableUpdate, interaction: Interaction) -> None:
        """After a command answered with text: refresh the table (coalesced), notes and DMs."""
        await self.publish(update, interaction)

    # --- the table message -----------------------------------------------------------

    def _board(self, channel_id: int) -> _Board:
        board = self._boards.get(channel_id)
        if board is None:
            board = self._boards[channel_id] = _Board(channel_id)
        return board

    def _intake(self, update: TableUpdate) -> _Board:
        view = update.view
        board = self._board(view.channel_id)
        board.guild_id = view.guild_id
        if board.message_id is None and view.message_id is not None:
            board.message_id = view.message_id
            board.message_hand = view.hand_no
        board.log.take(update.notes)
        board.latest = view
        board.seq += 1
        return board

    def _shown(self, board: _Board, rendered: _Rendered) -> None:
        board.shown = board.seq
        board.picture = rendered.key
        board.shown_view = board.latest
        board.shown_log = board.log.lines
        if board.edit_task is not None and not board.edit_task.done():
            board.edit_task.cancel()
            board.edit_task = None

    async def _render(
        self, board: _Board, *, wait: float | None = None, frame: TableView | None = None
    ) -> _Rendered:
        """The table message now (or a ``frame`` of a run-out), with its picture if it changed.

        The picture is redrawn whenever what it shows changes (after every action): for a
        reply (``wait`` given) at once, else in a worker thread; a reply waits at most
        ``wait`` seconds for one already being drawn, and if it is not done answers with the
        words (and the previous picture) while a coalesced edit brings the new one.
        """
        view = frame or board.latest
        assert view is not None  # noqa: S101 - every board is created by an update
        wanted: pictures.TablePicture | None = None
        key = board.picture
        file = None
        image: str | None = None
        if self.pictures_enabled and view.seats:
            wanted = render.table_picture(view, self._names)
            if wanted == board.picture:
                image = render.TABLE_IMAGE
            else:
                try:
                    png = await self._picture(board, wanted, wait)
                except Exception:
                    log.exception("Could not draw the table of %s", view.channel_id)
                    board.drawing = None
                    png = None
                if png is not None:
                    file = discord.File(io.BytesIO(png), render.TABLE_IMAGE)
                    key = wanted
                    image = render.TABLE_IMAGE
                elif board.picture is not None:  # still drawing: show the old picture
                    image = render.TABLE_IMAGE
        recent = board.log.lines if frame is None else (_street_marker(frame),)
        embed = render.table_embed(view, recent=recent, image=image, now=time.time())
        if frame is not None and frame.odds is not None:  # an all-in run-out: the odds
            title, lines = odds.odds_field(frame.odds, render.mention)
            embed.add_field(name=title, value=lines, inline=False)
        buttons = (
            with_home_buttons(with_preactions(table_view(view), view), view)
            if frame is None
            else None
        )
        return _Rendered(embed, buttons, file, key, key == wanted)

    async def _picture(
        self, board: _Board, wanted: pictures.TablePicture, wait: float | None
    ) -> bytes | None:
        """The table picture for ``wanted`` (drawn once, however many renders ask for it).

        A click's reply (``wait`` given) draws it at once, on the loop: at Discord's size it
        takes about a millisecond, and in a worker thread it waited for the GIL behind the
        busy loop (a 1 ms drawing took 50 ms at 100 tables, and every reply waited for it).
        Edits that no click waits for draw it in a worker thread.
        """
        drawing = board.drawing
        if wait is not None and (drawing is None or drawing[0] != wanted):
            return pictures.render_table(wanted)
        if drawing is None or drawing[0] != wanted:
            future = asyncio.get_running_loop().run_in_executor(
                _REPLY_PICTURES, pictures.render_table, wanted
            )
            drawing = board.drawing = (wanted, future)
        future = drawing[1]
        if wait is not None and not future.done():
            await asyncio.wait({future}, timeout=wait)
            if not future.done():
                return None
        png = await future
        if board.drawing is drawing:
            board.drawing = None
        return png

    def _channel(self, board: _Board) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(board.channel_id, guild_id=board.guild_id)

    async def _adopt(
        self,
        board: _Board,
        message_id: int,
        hand_no: int,
        *,
        via: tuple[Interaction, bool] | None = None,
    ) -> None:
        board.message_id = message_id
        board.message_hand = hand_no
        board.message_via = via
        await self.bot.tables.set_message(board.channel_id, message_id)

    async def _post_table(self, board: _Board) -> None:
        async with board.post_lock:
            view = board.latest
            if view is None or (view.in_hand and view.hand_no == board.message_hand):
                return
            old = self._old_copy(board)
            board.picture = None
            rendered = await self._render(board)
            content, mentions = self._first_ping(board, None)
            message_id, via = await self._post(
                board,
                content=content,
                embed=rendered.embed,
                view=rendered.view or discord.utils.MISSING,
                file=rendered.file or discord.utils.MISSING,
                mentions=mentions,
            )
            await self._adopt(board, message_id, view.hand_no, via=via)
            self._shown(board, rendered)
            board.last_edit = time.monotonic()
        await self._retire(board, old)

    def _keep_followup(self, board: _Board, interaction: Interaction | None) -> None:
        """Remember an answered interaction: its webhook posts the table's unprompted news."""
        if interaction is not None and interaction.response.is_done():
            board.followup = interaction

    def _live_followup(self, board: _Board) -> Interaction | None:
        interaction = board.followup
        if interaction is None or not _lives(interaction):
            board.followup = None
            return None
        return interaction

    async def _post(
        self,
        board: _Board,
        *,
        content: str | None = None,
        embed: discord.Embed = discord.utils.MISSING,
        view: discord.ui.View = discord.utils.MISSING,
        file: discord.File = discord.utils.MISSING,
        mentions: discord.AllowedMentions = _NO_MENTIONS,
    ) -> tuple[int, tuple[Interaction, bool] | None]:
        """Post to the table's channel; returns the message id and the interaction used.

        Through the webhook of the table's latest interaction while it lasts (Discord does
        not count interaction webhooks against the bot's 50 requests a second, so the next
        hand's table message and the streets the clock deals cost no request from the
        budget); through the channel otherwise, or if the webhook refuses.
        """
        interaction = self._live_followup(board)
        if interaction is not None:
            try:
                sent = await interaction.followup.send(
                    content=content or discord.utils.MISSING,
                    embed=embed,
                    view=view,
                    file=file,
                    allowed_mentions=mentions,
                    wait=True,
                )
            except discord.HTTPException:
                log.info("The webhook of %s refused a post; using the channel", board.channel_id)
                board.followup = None
                if file is not discord.utils.MISSING:
                    file.reset()
            else:
                return sent.id, (interaction, False)
        try:
            message = await self._channel(board).send(
                content=content, embed=embed, view=view, file=file, allowed_mentions=mentions
            )
        except discord.Forbidden as error:
            if is_missing_send(error):
                self._muted(board)
            raise
        except discord.NotFound as error:
            if error.code == UNKNOWN_CHANNEL:  # deleted while the bot was not looking
                task = asyncio.create_task(self.channel_gone(board.channel_id))
                self._tasks.add(task)
                task.add_done_callback(self._task_done)
            raise
        return message.id, None

    def _schedule_edit(self, board: _Board) -> None:
        if board.message_id is None or board.shown >= board.seq:
            return
        if board.edit_task is not None and not board.edit_task.done():
            return
        task = asyncio.create_task(self._edit_soon(board), name=f"holdem-edit-{board.channel_id}")
        board.edit_task = task
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("A table message edit failed", exc_info=task.exception())

    async def _edit_soon(self, board: _Board) -> None:
        with speaking(await self.server_language(board.guild_id)):
            await self._edit_loop(board)

    async def _edit_loop(self, board: _Board) -> None:
        await self._wait_showing(board)
        while board.shown < board.seq:
            wait = board.last_edit + EDIT_GAP - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            if board.shown >= board.seq:
                return
            try:
                await self._edit_now(board)
            except discord.HTTPException:
                log.warning(
                    "Could not edit the table message in %s", board.channel_id, exc_info=True
                )
                return

    async def _edit_now(self, board: _Board, *, frame: TableView | None = None) -> None:
        if board.message_id is None:
            return
        async with board.post_lock:
            seq = board.seq
            rendered = await self._render(board, frame=frame)
            attachments = [rendered.file] if rendered.file is not None else discord.utils.MISSING
            if not await self._edit_via_webhook(board, board.message_id, rendered, attachments):
                message = self._channel(board).get_partial_message(board.message_id)
                await message.edit(
                    content=None,
                    embed=rendered.embed,
                    view=rendered.view,
                    attachments=attachments,
                    allowed_mentions=_NO_MENTIONS,
                )
            board.last_edit = time.monotonic()
            board.picture = rendered.key
            if frame is None:
                board.shown = max(board.shown, seq)
                board.shown_view = board.latest
                board.shown_log = board.log.lines

    async def _edit_via_webhook(
        self,
        board: _Board,
        message_id: int,
        rendered: _Rendered,
        attachments: list[discord.File | discord.Attachment],
    ) -> bool:
        """Edit the table message through the interaction that posted it, while it lasts.

        Returns False when there is no such interaction (the caller edits through the
        channel, a call from the bot's budget) or it refused.
        """
        via = board.message_via
        if via is None or not _lives(via[0]):
            board.message_via = None
            return False
        interaction, original = via
        try:
            if original:
                await interaction.edit_original_response(
                    content=None,
                    embed=rendered.embed,
                    view=rendered.view,
                    attachments=attachments,
                    allowed_mentions=_NO_MENTIONS,
                )
            else:
                await interaction.followup.edit_message(
                    message_id,
                    content=None,
                    embed=rendered.embed,
                    view=rendered.view,
                    attachments=attachments,
                    allowed_mentions=_NO_MENTIONS,
                )
        except discord.HTTPException:
            log.info("The webhook of %s refused an edit; using the channel", board.channel_id)
            board.message_via = None
            if rendered.file is not None:
                rendered.file.reset()
            return False
        return True

    # --- notes: streets, showdown, match results, reminders ------------------------------

    async def _say(
        self,
        board: _Board,
        interaction: Interaction | None,
        *,
        content: str | None = None,
        embed: discord.Embed | None = None,
        file: discord.File | None = None,
        mentions: discord.AllowedMentions = _NO_MENTIONS,
        view: discord.ui.View | None = None,
    ) -> None:
        try:
            if interaction is not None and interaction.response.is_done():
                await interaction.followup.send(
                    content=content or discord.utils.MISSING,
                    embed=embed or discord.utils.MISSING,
                    file=file or discord.utils.MISSING,
                    view=view or discord.utils.MISSING,
                    allowed_mentions=mentions,
                )
            else:
                await self._post(
                    board,
                    content=content,
                    embed=embed or discord.utils.MISSING,
                    file=file or discord.utils.MISSING,
                    view=view or discord.utils.MISSING,
                    mentions=mentions,
                )
        except discord.HTTPException:
            log.warning("Could not post to %s", board.channel_id, exc_info=True)

    async def _send_notes(
        self, board: _Board, notes: Sequence[Note], interaction: Interaction | None
    ) -> None:
        """The notes that are posts: the hand's one result post, and a reminder's ping.

        The streets are edits of the table message and every action is in its log; the
        end of a hand is one post (the showdown with its picture, or the pot won
        unseen), which also lists every bust and a match's or sit-and-go's result.
        """
        hand_no = board.latest.hand_no if board.latest is not None else 0
        if any(note.kind in _RESULT_KINDS for note in notes):
            await self._unping(board, None)
            showdown = next((n for n in notes if n.kind is NoteKind.SHOWDOWN), None)
            file = None
            image = None
            if showdown is not None:
                file = await self._showdown_file(showdown, hand_no)
                image = render.SHOWDOWN_IMAGE if file is not None else None
            game = board.latest.config.game.value if board.latest is not None else "headsup"
            embed = render.result_embed(notes, hand_no, image=image, game=game)
            replay = replay_view(board.channel_id, hand_no)  # the hand's Replay button
            await self._say(board, interaction, embed=embed, file=file, view=replay)
        for note in notes:
            if note.kind is NoteKind.ODDS:  # an all-in's odds before each card to come
                embed, file = await self._odds(note, hand_no)
                await self._say(board, interaction, embed=embed, file=file)
            elif note.kind is NoteKind.REMINDER and note.user_id is not None:
                deadline = board.latest.deadline if board.latest is not None else None
                await self._say(
                    board,
                    None,
                    content=render.reminder_text(note.user_id, deadline),
                    mentions=discord.AllowedMentions(users=[discord.Object(note.user_id)]),
                )

    async def _showdown_file(self, note: Note, hand_no: int) -> discord.File | None:
        """The showdown picture, drawn in a worker thread (None if pictures are off)."""
        if not (self.pictures_enabled and note.shown):
            return None
        try:
            picture = render.showdown_picture(note, hand_no, self._names)
            png = await asyncio.to_thread(pictures.render_showdown, picture)
        except Exception:
            log.exception("Could not draw the showdown of hand %s", hand_no)
            return None
        return discord.File(io.BytesIO(png), render.SHOWDOWN_IMAGE)

    # --- the turn ping -------------------------------------------------------------------

    async def turn_ping_on(self, guild_id: int | None, user_id: int) -> bool:
        """Whether a member wants to be pinged on their turn here (read once, then kept)."""
        if guild_id is None:
            return False
        key = (guild_id, user_id)
        wanted = self._turn_pings.get(key)
        if wanted is None:
            try:
                wanted = await self.bot.bank.turn_ping(guild_id, user_id)
            except Exception:
                log.exception("Could not read the turn ping of %s", user_id)
                wanted = True
            self._turn_pings[key] = wanted
        return wanted

    def turn_ping_changed(self, guild_id: int, user_id: int, wanted: bool) -> None:
        """A member turned their turn ping on or off (the bank has stored it)."""
        self._turn_pings[(guild_id, user_id)] = wanted

    def _first_ping(
        self, board: _Board, content: str | None
    ) -> tuple[str | None, discord.AllowedMentions]:
        """The content of a new table message: ``content``, and the ping of the first to act.

        Only members who want pings are mentioned, and only the one whose turn it is.
        """
        view = board.latest
        turn = _turn(view)
        if view is None or turn is None or view.to_act is None or not board.pings.due(turn):
            return content, _NO_MENTIONS
        if self._turn_pings.get((view.guild_id, view.to_act), True) is False:
            return content, _NO_MENTIONS
        ping = render.turn_ping_text(view.to_act)
        mentions = discord.AllowedMentions(users=[discord.Object(view.to_act)])
        return "\n".join(filter(None, (content, ping))), mentions

    async def _ping_turn(self, board: _Board, interaction: Interaction | None) -> None:
        """Ping the player to act once per turn, unless it is the clicker; drop stale pings.

        The ping waits :attr:`ping_delay` seconds first and is sent only if the turn is still
        theirs: a player who is watching and acts at once is never pinged, so quick play
        does not flood the channel (nor the bot's connection) with pings.
        """
        view = board.latest
        turn = _turn(view)
        await self._unping(board, turn)
        if view is None or view.to_act is None or turn is None or not board.pings.due(turn):
            return
        target = view.to_act
        if interaction is not None and interaction.user.id == target:
            return
        if not await self.turn_ping_on(view.guild_id, target):
            return
        if self.ping_delay <= 0:
            await self._send_ping(board, turn, target, interaction)
            return
        task = asyncio.create_task(
            self._ping_later(board, turn, target, interaction),
            name=f"holdem-ping-{board.channel_id}",
        )
        board.pings.waiting = task
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    async def _ping_later(
        self,
        board: _Board,
        turn: tuple[int, int],
        target: int,
        interaction: Interaction | None,
    ) -> None:
        await asyncio.sleep(self.ping_delay)
        if _turn(board.latest) != turn:
            return
        with speaking(await self.server_language(board.guild_id)):
            await self._send_ping(board, turn, target, interaction)

    async def _send_ping(
        self,
        board: _Board,
        turn: tuple[int, int],
        target: int,
        interaction: Interaction | None,
    ) -> None:
        """Post the ping: through the webhook of the click that gave the turn, else the channel."""
        content = render.turn_ping_text(target)
        mentions = discord.AllowedMentions(users=[discord.Object(target)])
        try:
            if interaction is not None and interaction.response.is_done() and _lives(interaction):
                sent = await interaction.followup.send(
                    content, allowed_mentions=mentions, wait=True
                )
                ping = Ping(turn, sent.id, interaction)
            else:
                message_id, via = await self._post(board, content=content, mentions=mentions)
                ping = Ping(turn, message_id, via[0] if via else None)
        except discord.HTTPException:
            log.info("Could not ping %s in %s", target, board.channel_id, exc_info=True)
            return
        if _turn(board.latest) != turn:  # the turn passed while the ping was on its way
            await delete_ping(ping, self._channel(board))
            return
        board.pings.live = ping

    async def _unping(self, board: _Board, turn: tuple[int, int] | None) -> None:
        """Delete the live ping unless it announces ``turn`` (and drop a waiting one)."""
        waiting = board.pings.waiting
        if waiting is not None and not waiting.done() and board.pings.pinged != turn:
            waiting.cancel()
            board.pings.waiting = None
        stale = board.pings.stale(turn)
        if stale is not None:
            await delete_ping(stale, self._channel(board))

    # --- retiring old copies of the table ----------------------------------------------

    def _old_copy(self, board: _Board) -> _OldCopy | None:
        """The table message about to be replaced by a new one, to retire after the post."""
        if board.message_id is None or board.shown_view is None:
            return None
        return _OldCopy(
            board.message_id, board.message_via, board.shown_view, board.shown_log, board.picture
        )

    async def _retire(self, board: _Board, old: _OldCopy | None) -> None:
        """End an old copy of the table: no buttons, no countdown; a failure is only logged.

        Through its webhook while that lasts (no request from the bot's budget).
        """
        if old is None or old.message_id == board.message_id:
            return
        image = render.TABLE_IMAGE if old.picture is not None else None
        embed = render.table_embed(old.view, recent=old.log, image=image, retired=True)
        try:
            via = old.via
            if via is not None and _lives(via[0]):
                interaction, original = via
                if original:
                    await interaction.edit_original_response(content=None, embed=embed, view=None)
                else:
                    await interaction.followup.edit_message(
                        old.message_id, content=None, embed=embed, view=None
                    )
            else:
                message = self._channel(board).get_partial_message(old.message_id)
                await message.edit(content=None, embed=embed, view=None)
        except discord.HTTPException:
            log.info("Could not retire the old table message in %s", board.channel_id)

    async def _odds(self, note: Note, hand_no: int) -> tuple[discord.Embed, discord.File | None]:
        """An all-in run-out's odds before its next card, in words and as a picture."""
        embed = odds.odds_embed(note, hand_no, render.mention)
        if self.pictures_enabled and note.odds is not None:
            try:
                picture = odds.odds_picture(
                    note.odds, hand_no, self._names, render.picture_labels()
                )
                png = await asyncio.to_thread(pictures.render_showdown, picture)
            except Exception:
                log.exception("Could not draw the odds of hand %s", hand_no)
            else:
                embed.set_image(url=f"attachment://{ODDS_IMAGE}")
                return embed, discord.File(io.BytesIO(png), ODDS_IMAGE)
        return embed, None

    # --- hole cards ------------------------------------------------------------------

    async def _deliver(
        self, private: Sequence[PrivateCards], board: _Board, interaction: Interaction | None
    ) -> None:
        """DM each player their cards; a refused DM is told in the channel once a session.

        A member is told again only after a DM got through and a later one was refused
        (they opened and closed their DMs again). The notice never enters the action log.
        """
        if not private:
            return
        sent = await asyncio.gather(
            *(self._send_cards(board, cards) for cards in private), return_exceptions=True
        )
        for cards, ok in zip(private, sent, strict=True):
            if isinstance(ok, BaseException):  # a bug: never let it drop the others' notices
                log.error("Could not DM %s their cards", cards.user_id, exc_info=ok)
            if ok is True:
                board.dm_warned.discard(cards.user_id)
                continue
            if cards.user_id in board.dm_warned:
                continue
            board.dm_warned.add(cards.user_id)
            await self._say(
                board,
                interaction,
                content=render.dm_failed_text(cards.user_id),
                mentions=discord.AllowedMentions(users=[discord.Object(cards.user_id)]),
            )

    async def _send_cards(self, board: _Board, cards: PrivateCards) -> bool:
        """DM one player their cards, in words and as a picture; False if Discord refused.

        The DM speaks the member's last seen locale (the server's if never seen).
        """
        with speaking(await self.member_locale(cards.user_id, current())):
            content = render.hole_cards_text(cards, channel_id=cards.channel_id)
        file = discord.utils.MISSING
        if self.pictures_enabled:
            try:
                file = await self.hole_cards_file(board.guild_id, cards)
            except Exception:
                log.exception("Could not draw hole cards")
        for attempt in range(1, DM_ATTEMPTS + 1):
            try:
                channel_id = self._dm_channels.get(cards.user_id)
                if channel_id is None:
                    dm = await self.bot.create_dm(discord.Object(cards.user_id))
                    channel_id = self._dm_channels[cards.user_id] = dm.id
                channel = self.bot.get_partial_messageable(
                    channel_id, type=discord.ChannelType.private
                )
                await channel.send(content, file=file)
            except discord.Forbidden as error:
                if error.code != 50007:
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
