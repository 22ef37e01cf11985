"""One table's message in its channel, and everything else the channel sees of that table.

:class:`TableMessage` is the one owner of what a table shows in its channel: the table
message (posted once per hand, edited in place), its edits, an all-in run-out's frames, the
hand's result post, the turn ping and the closed-DM notices. Every one of them goes through
one ordered queue per table, in the order the card room's updates arrived, and one worker
runs the queue; so the channel sees, whatever the timers (the card room deals the next
hand after its pause whatever the desk is doing):

1. hand N's table message and its edits, the run-out's frames ``RUNOUT_GAP`` apart, and
   hand N's last frame;
2. then hand N's result post, titled N with hand N's picture;
3. then hand N+1's table message, a new post. The old message is retired (no buttons, no
   countdown) *before* the new one is posted: at no moment do two messages of one table
   carry live buttons.

Each update is taken in at once, in arrival order (:meth:`TableMessage.intake`), as a
*scene*: its view and the action log as it stood. A job shows its own scene, or the newest
scene of the same hand, never a later hand's: a finished hand's message is never turned into
the next hand. Coalesced edits (at most one per :data:`EDIT_GAP`) wait their turn in the
queue and are skipped when the next hand's post is queued.

The doors it sends through: a button is answered by editing the table message in the
click's own reply; a command that shows the table answers with it. Everything else is the
bot's own channel message (``channel.send``): the next hand's table, the result of a hand
that no click ended, pings, notices. News follows up an interaction only when it answers
that member's own click (the result of the hand their click ended), never another member's.
Edits of a message go through the webhook of the interaction that posted it while that
lasts (Discord does not count those against the bot's 50 requests a second).
"""

from __future__ import annotations

import asyncio
import datetime
import functools
import io
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cardroom.views import Note, NoteKind, PrivateCards, TableUpdate, TableView
from cogs import odds, pictures, render
from cogs.action_log import ActionLog
from cogs.custom_ids import PREFIX
from cogs.deferral import respond, settle_deferral
from cogs.faults import is_missing_send
from cogs.i18n import speaking, text
from cogs.replay import replay_view
from cogs.table_drawing import REPLY_PICTURE_WAIT, Rendered, TableDrawing
from cogs.turn_ping import TurnPings

if TYPE_CHECKING:
    from bot import HoldemBot
    from cogs.hole_cards import HoleCards
    from cogs.members import Members

__all__ = [
    "EDIT_GAP",
    "FOLLOWUP_WINDOW",
    "PING_DELAY",
    "RUNOUT_GAP",
    "UNKNOWN_CHANNEL",
    "Host",
    "TableMessage",
]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[discord.Client]
Ack = Callable[[], None]
"""Lets a job's caller go on while the job goes on (a run-out after its first frame)."""
Job = Callable[[Ack], Awaitable[None]]

FOLLOWUP_WINDOW = datetime.timedelta(minutes=14)
"""How long after an interaction the desk still uses its webhook (Discord: 15 min)."""
UNKNOWN_CHANNEL = 10003
"""Discord's error code for a channel that does not exist (deleted)."""
REPOST_ATTEMPTS = 4
"""Tries, after the first failed, to post a hand's table message (1, 2, 3 and 4 s apart)."""
REPOST_GAP = 1.0
"""Seconds between the first failed post of a table message and its next try."""
EDIT_GAP = 1.0
"""Least seconds between two edits of one table message that no interaction carried."""
RUNOUT_GAP = 1.5
"""Seconds between the frames of an all-in run-out, each an edit of the table message."""
PING_DELAY = 4.0
"""Seconds a turn waits before its player is pinged (a player who acts first is not)."""
ODDS_IMAGE = "odds.png"
"""The file name of an all-in run-out's odds picture."""
_NO_MENTIONS = discord.AllowedMentions.none()
_RESULT_KINDS = frozenset((NoteKind.SHOWDOWN, NoteKind.HAND_WON, NoteKind.MATCH_OVER))
"""The notes that end a hand (or a match) and so make its one result post."""


class Host(Protocol):
    """What a table message needs from the desk that holds it."""

    @property
    def bot(self) -> HoldemBot:
        """The bot it sends through."""
        ...

    @property
    def members(self) -> Members:
        """Names, languages and members' choices."""
        ...

    @property
    def hole_cards(self) -> HoleCards:
        """The hole-card DMs."""
        ...

    @property
    def pictures_enabled(self) -> bool:
        """Whether messages carry pictures."""
        ...

    @property
    def runout_gap(self) -> float:
        """Seconds between a run-out's frames."""
        ...

    @property
    def ping_delay(self) -> float:
        """Seconds a turn waits before its ping."""
        ...

    def spawn(self, work: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
        """Run ``work`` in a task that is kept and whose failure is logged."""
        ...

    def muted(self, table: TableMessage) -> None:
        """A post was refused for want of Send Messages."""
        ...

    def gone(self, channel_id: int) -> None:
        """The table's channel was deleted."""
        ...


STRAY_LOOKBACK = 10
"""How many messages after the saved table message a restore looks at for stray copies."""


@dataclass(frozen=True, slots=True)
class Scene:
    """One update as it was taken in: the table, the action log then, and its number."""

    view: TableView
    lines: tuple[str, ...]
    seq: int


@dataclass(frozen=True, slots=True)
class _OldCopy:
    """A table message that a newer one replaces, as it was last shown."""

    message_id: int
    via: tuple[Interaction, bool] | None
    view: TableView
    log: tuple[str, ...]
    picture: pictures.TablePicture | None


def _turn(view: TableView | None) -> tuple[int, int] | None:
    """The turn a view waits for (hand, moment), or None when nobody is to act."""
    if view is None or not view.in_hand or view.to_act is None:
        return None
    return (view.hand_no, view.turn_no)


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


def _ends_hand(update: TableUpdate) -> bool:
    """Whether an update makes a hand's (or match's) result post."""
    return any(note.kind in _RESULT_KINDS for note in update.notes)


def _set(done: asyncio.Future[None]) -> None:
    if not done.done():
        done.set_result(None)


class TableMessage:
    """One table's message and posts, shown in order through one queue (see the module)."""

    def __init__(self, channel_id: int, host: Host) -> None:
        """A table not shown yet; ``host`` is the desk."""
        self.channel_id = channel_id
        self.guild_id: int | None = None
        self._host = host
        self.message_id: int | None = None
        """The table message of the current (or last) hand."""
        self.message_hand = -1
        """The hand that message belongs to."""
        self.message_via: tuple[Interaction, bool] | None = None
        """The interaction whose reply (True) or follow-up (False) the table message is."""
        self.drawing = TableDrawing(enabled=host.pictures_enabled, names=host.members.names)
        """The words, buttons and picture of the message."""
        self.latest: TableView | None = None
        self.seq = 0
        """Counts the updates taken in; ``shown`` is the last one on the message."""
        self.shown = 0
        self.shown_view: TableView | None = None
        """The view the table message shows (to retire it as it was)."""
        self.shown_log: tuple[str, ...] = ()
        self.retired: int | None = None
        """The last message retired (never twice)."""
        self.log = ActionLog()
        """The action log of the street, as the table message shows it."""
        self.last_edit = 0.0
        self.paused = False
        """The bot may not post in the channel (Send Messages is missing): the table waits."""
        self.pings = TurnPings()
        """The ping of the player to act."""
        self._jobs: deque[tuple[Job, asyncio.Future[None]]] = deque()
        self._worker: asyncio.Task[None] | None = None
        self._edit_timer: asyncio.Task[None] | None = None

    # --- the queue -------------------------------------------------------------------------

    def intake(self, update: TableUpdate) -> Scene:
        """Take an update in (at once, in arrival order): the newest view and the log."""
        view = update.view
        self.guild_id = view.guild_id
        if self.message_id is None and view.message_id is not None:
            self.message_id = view.message_id
            self.message_hand = view.hand_no
        self.log.take(update.notes)
        self.latest = view
        self.seq += 1
        return Scene(view, self.log.lines, self.seq)

    async def _ordered(self, job: Job) -> None:
        """Run ``job`` after every job queued before it; return once it acks or ends.

        Raises what the job raised before it acked.
        """
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._jobs.append((job, done))
        if self._worker is None or self._worker.done():
            self._worker = self._host.spawn(self._work(), f"holdem-table-{self.channel_id}")
        await done

    async def _work(self) -> None:
        """The worker: runs the queued jobs one by one, each in the server's language."""
        while self._jobs:
            job, done = self._jobs.popleft()
            try:
                language = await self._host.members.server_language(self.guild_id)
                with speaking(language):
                    await job(functools.partial(_set, done))
            except Exception as error:
                if done.done():
                    log.exception("A job of the table in %s failed", self.channel_id)
                else:
                    done.set_exception(error)
            _set(done)

    def close(self) -> None:
        """The table is gone: stop its timers (queued jobs still run, and fail quietly)."""
        for task in (self._edit_timer, self.pings.waiting):
            if task is not None and not task.done():
                task.cancel()

    def _newest(self, scene: Scene) -> Scene:
        """The newest scene of ``scene``'s hand (never a later hand's)."""
        latest = self.latest
        if latest is None or latest.hand_no != scene.view.hand_no or self.seq == scene.seq:
            return scene
        return Scene(latest, self.log.lines, self.seq)

    # --- the verbs -------------------------------------------------------------------------

    async def publish(self, update: TableUpdate, interaction: Interaction | None = None) -> None:
        """Show an update that no reply carried: post or edit, the result, DMs, in order.

        ``interaction`` is the command that caused it (its member is not pinged); the news
        never follows it up: the command was answered on its own.
        """
        scene = self.intake(update)

        async def job(ack: Ack) -> None:
            await self._show(scene, update, interaction, None, ack)

        await self._ordered(job)

    async def reply(self, interaction: Interaction, update: TableUpdate) -> None:
        """Answer a button or modal by editing the table message in the click's own reply."""
        scene = self.intake(update)

        async def job(ack: Ack) -> None:
            await self._reply(scene, update, interaction, ack)

        await self._ordered(job)

    async def reply_new(
        self, interaction: Interaction, update: TableUpdate, content: str | None
    ) -> None:
        """Answer a command by posting the table message itself as the reply."""
        scene = self.intake(update)

        async def job(ack: Ack) -> None:
            await self._reply_new(scene, update, interaction, content)

        await self._ordered(job)

    async def restore(self, update: TableUpdate) -> None:
        """At start-up: refresh the table message (or post a new one), then the DMs.

        Raises:
            discord.NotFound: The channel is gone (``UNKNOWN_CHANNEL``).
        """
        scene = self.intake(update)

        async def job(ack: Ack) -> None:
            await self._restore(scene, update)

        await self._ordered(job)

    # --- the jobs --------------------------------------------------------------------------

    async def _show(
        self,
        scene: Scene,
        update: TableUpdate,
        interaction: Interaction | None,
        news_via: Interaction | None,
        ack: Ack,
    ) -> None:
        """Post or edit the table message for an update, then its notes and DMs."""
        view = scene.view
        try:
            if view.in_hand and view.hand_no != self.message_hand:
                try:
                    await self._post_table(scene)
                except discord.HTTPException:
                    self._repost_later()
                    raise
            elif update.runout:
                await self._run_out(scene, update, news_via, ack, shown=0)
                return
            elif _ends_hand(update):  # the hand's last frame before its result
                await self._edit_logged(self._newest(scene))
            else:
                self._schedule_edit()
                await self._ping_turn(interaction)
            await self._send_notes(scene, update.notes, news_via)
        finally:  # the hole cards go out even when the table message could not
            await self._deliver(update.private)

    async def _reply(
        self, scene: Scene, update: TableUpdate, interaction: Interaction, ack: Ack
    ) -> None:
        """Edit the clicked table message in the click's reply; its run-out, result, DMs."""
        await settle_deferral(interaction)
        deferred = interaction.response.is_done()  # the work was slow: answer by an edit
        message = interaction.message
        same_message = message is not None and message.id == self.message_id
        if not (same_message and scene.view.hand_no == self.message_hand):
            # An old copy of the table (or a hand's message that has moved on): the move
            # counted; say so to the clicker alone, and show the table where it is.
            try:
                await respond(interaction, _acted(update, interaction.user.id), ephemeral=True)
            except discord.HTTPException as error:
                await self._answer_lost(scene, update, interaction, error, ack)
                return
            await self._show(scene, update, interaction, None, ack)
            return
        frames = update.runout
        shown = scene if frames else self._newest(scene)
        frame = frames[0] if frames else None
        rendered = await self._render(shown, wait=REPLY_PICTURE_WAIT, frame=frame)
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
            await self._answer_lost(scene, update, interaction, error, ack)
            return
        if frames:
            self.drawing.picture = rendered.key
            self.last_edit = time.monotonic()
            ack()
            await self._run_out(scene, update, interaction, ack, shown=1)
            return
        self._shown(shown, rendered)
        if not rendered.current:
            self.shown = shown.seq - 1  # the picture is still being drawn: an edit brings it
            self._schedule_edit()
        await self._ping_turn(interaction)
        await self._send_notes(scene, update.notes, interaction)
        await self._deliver(update.private)

    async def _answer_lost(
        self,
        scene: Scene,
        update: TableUpdate,
        interaction: Interaction,
        error: Exception,
        ack: Ack,
    ) -> None:
        """An interaction's answer failed (too late, or Discord's errors): show the table anyway.

        What the player did has counted, and only its answer is lost. Without this the table
        message would keep the buttons of the moment that has passed. So the table message
        is brought up to date through the channel (not the webhooks, which may be as unwell
        as the callback), and the notes and hole cards go out as if no one had clicked.
        """
        log.warning(
            "The answer to interaction %s failed (%s); the table of %s is updated by the channel",
            interaction.id,
            error,
            self.channel_id,
        )
        self.message_via = None
        try:
            await self._show(scene, update, None, None, ack)
        except discord.HTTPException:
            log.warning("Could not update the table of %s", self.channel_id, exc_info=True)

    async def _reply_new(
        self,
        scene: Scene,
        update: TableUpdate,
        interaction: Interaction,
        content: str | None,
    ) -> None:
        """Post the table as a command's answer; the old copy is retired first."""
        if self.paused:  # how the server's admins learn it (and the log)
            content = "\n".join(filter(None, (text("fault.muted_admin"), content)))
        await self._retire(self._old_copy())
        shown = self._newest(scene)
        self.drawing.picture = None
        rendered = await self._render(shown)
        ping, mentions = self._first_ping(shown.view, content)
        await settle_deferral(interaction)
        try:
            message_id, via = await self._answer_with(interaction, rendered, ping, mentions)
        except discord.HTTPException as error:  # the channel posts the table message instead
            await self._answer_lost(scene, update, interaction, error, lambda: None)
            return
        await self._adopt(message_id, shown.view.hand_no, via=via)
        self._shown(shown, rendered)
        try:
            await self._send_notes(scene, update.notes, interaction)
        finally:
            await self._deliver(update.private)

    async def _answer_with(
        self,
        interaction: Interaction,
        rendered: Rendered,
        content: str | None,
        mentions: discord.AllowedMentions,
    ) -> tuple[int, tuple[Interaction, bool]]:
        """Send the table as a command's answer (its follow-up if it was deferred)."""
        if interaction.response.is_done():  # deferred: the follow-up is the table
            sent = await interaction.followup.send(
                content or discord.utils.MISSING,
                embed=rendered.embed,
                view=rendered.view or discord.utils.MISSING,
                file=rendered.file or discord.utils.MISSING,
                allowed_mentions=mentions,
                wait=True,
            )
            return sent.id, (interaction, False)
        response = await interaction.response.send_message(
            content,
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
        return message.id, (interaction, True)

    async def _restore(self, scene: Scene, update: TableUpdate) -> None:
        """Refresh the restored table's message, or post a new one if it was deleted."""
        view = scene.view
        try:
            try:
                if view.message_id is not None:
                    self.message_id = view.message_id
                    self.message_hand = view.hand_no
                    await self._edit_now(scene)
                else:
                    await self._post_table(scene)
            except discord.NotFound as error:
                if error.code == UNKNOWN_CHANNEL:
                    raise
                self.message_id, self.message_hand = None, -1  # deleted: post a new one
                self.shown_view = None
                await self._post_table(scene)
        except discord.NotFound as error:
            if error.code == UNKNOWN_CHANNEL:
                raise
            log.exception("Could not refresh the table message in %s", view.channel_id)
        except discord.HTTPException:
            log.exception("Could not refresh the table message in %s", view.channel_id)
        if view.message_id is not None:
            await self._unbutton_strays(view.message_id)
        await self._deliver(update.private)

    async def _unbutton_strays(self, saved_id: int) -> None:
        """At a restore, take the buttons off any later table message of ours still live.

        A kill between posting the next hand's message and saving its id leaves that copy
        in the channel with live buttons the card room no longer knows; only messages after
        the saved one can be such strays (an old copy is retired before a new one is
        posted). A failure is only logged: the copy's clicks are refused as stale anyway.
        """
        me = self._host.bot.user
        try:
            async for message in self._channel().history(
                after=discord.Object(id=saved_id), limit=STRAY_LOOKBACK
            ):
                if message.id == self.message_id or message.author.id != me.id:
                    continue
                if any(
                    str(getattr(child, "custom_id", "") or "").startswith(f"{PREFIX}:")
                    for row in message.components
                    for child in getattr(row, "children", ())
                ):
                    await message.edit(view=None)
        except discord.HTTPException:
            log.info("Could not look for stray table messages in %s", self.channel_id)

    async def _run_out(
        self,
        scene: Scene,
        update: TableUpdate,
        news_via: Interaction | None,
        ack: Ack,
        *,
        shown: int,
    ) -> None:
        """An all-in run-out, frame by frame (``shown`` are up), the last frame, the result.

        The frames are edits of the table message, :attr:`Host.runout_gap` apart; the
        queue waits for them, so the next hand's message comes after this hand's result.
        """
        if self._edit_timer is not None and not self._edit_timer.done():
            self._edit_timer.cancel()
        try:
            await self._unping(None)
            for frame in update.runout[shown:]:
                if shown:
                    await asyncio.sleep(self._host.runout_gap)
                shown += 1
                await self._edit_now(scene, frame=frame)
                ack()
            await asyncio.sleep(self._host.runout_gap)
            await self._edit_now(self._newest(scene))
        except discord.HTTPException:
            log.warning("Could not show the run-out in %s", self.channel_id, exc_info=True)
        ack()
        try:
            await self._send_notes(scene, update.notes, news_via)
        finally:
            await self._deliver(update.private)

    # --- the table message -----------------------------------------------------------------

    def _old_copy(self) -> _OldCopy | None:
        """The table message about to be replaced by a new one (None if already retired)."""
        if self.message_id is None or self.shown_view is None or self.retired == self.message_id:
            return None
        return _OldCopy(
            self.message_id, self.message_via, self.shown_view, self.shown_log, self.drawing.picture
        )

    async def _retire(self, old: _OldCopy | None) -> None:
        """End an old copy of the table: no buttons, no countdown; a failure is only logged.

        Through its webhook while that lasts (no request from the bot's budget).
        """
        if old is None:
            return
        self.retired = old.message_id
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
                message = self._channel().get_partial_message(old.message_id)
                await message.edit(content=None, embed=embed, view=None)
        except discord.HTTPException:
            log.info("Could not retire the old table message in %s", self.channel_id)

    async def _post_table(self, scene: Scene) -> None:
        """Post a hand's table message (the newest scene of its hand), the old one retired."""
        scene = self._newest(scene)
        view = scene.view
        if view.in_hand and view.hand_no == self.message_hand:
            return
        await self._retire(self._old_copy())
        self.drawing.picture = None
        rendered = await self._render(scene)
        content, mentions = self._first_ping(view, None)
        message_id = await self._post(
            content=content,
            embed=rendered.embed,
            view=rendered.view or discord.utils.MISSING,
            file=rendered.file or discord.utils.MISSING,
            mentions=mentions,
        )
        await self._adopt(message_id, view.hand_no, via=None)
        self._shown(scene, rendered)
        self.last_edit = time.monotonic()

    async def _adopt(
        self, message_id: int, hand_no: int, *, via: tuple[Interaction, bool] | None
    ) -> None:
        """The new table message is this one: remember it, and tell the card room."""
        self.message_id = message_id
        self.message_hand = hand_no
        self.message_via = via
        await self._host.bot.tables.set_message(self.channel_id, message_id)

    def _shown(self, scene: Scene, rendered: Rendered) -> None:
        """The table message now shows ``scene``."""
        self.shown = max(self.shown, scene.seq)
        self.drawing.picture = rendered.key
        self.shown_view = scene.view
        self.shown_log = scene.lines

    def _schedule_edit(self) -> None:
        """Bring the message up to date soon (one edit per :data:`EDIT_GAP` at most)."""
        if self.message_id is None or self.shown >= self.seq:
            return
        if self._edit_timer is not None and not self._edit_timer.done():
            return
        self._edit_timer = self._host.spawn(self._edit_later(), f"holdem-edit-{self.channel_id}")

    async def _edit_later(self) -> None:
        """Wait out the gap, then queue an edit showing the newest view of the message's hand."""
        while True:
            wait = self.last_edit + EDIT_GAP - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            edited = False

            async def job(ack: Ack) -> None:
                nonlocal edited
                latest = self.latest
                if self.message_id is None or self.shown >= self.seq or latest is None:
                    return
                if latest.in_hand and latest.hand_no != self.message_hand:
                    return  # the next hand's post is queued and shows it
                edited = await self._edit_logged(Scene(latest, self.log.lines, self.seq))

            await self._ordered(job)
            if not edited or self.shown >= self.seq:
                return

    async def _edit_logged(self, scene: Scene) -> bool:
        """Edit the table message to show ``scene``; a failure is logged (False)."""
        try:
            await self._edit_now(scene)
        except discord.HTTPException:
            log.warning("Could not edit the table message in %s", self.channel_id, exc_info=True)
            return False
        return True

    async def _edit_now(self, scene: Scene, *, frame: TableView | None = None) -> None:
        """Edit the table message: ``scene`` (or a run-out's ``frame``) of the message's hand.

        Never another hand's: a hand whose own message could not be posted is not shown in
        the last hand's (its result post still comes).
        """
        if self.message_id is None or scene.view.hand_no != self.message_hand:
            return
        rendered = await self._render(scene, frame=frame)
        attachments = [rendered.file] if rendered.file is not None else discord.utils.MISSING
        if not await self._edit_via_webhook(self.message_id, rendered, attachments):
            message = self._channel().get_partial_message(self.message_id)
            await message.edit(
                content=None,
                embed=rendered.embed,
                view=rendered.view,
                attachments=attachments,
                allowed_mentions=_NO_MENTIONS,
            )
        self.last_edit = time.monotonic()
        self.drawing.picture = rendered.key
        if frame is None:
            self._shown(scene, rendered)

    async def _edit_via_webhook(
        self,
        message_id: int,
        rendered: Rendered,
        attachments: list[discord.File | discord.Attachment],
    ) -> bool:
        """Edit the table message through the interaction that posted it, while it lasts.

        Returns False when there is no such interaction (the caller edits through the
        channel, a call from the bot's budget) or it refused.
        """
        via = self.message_via
        if via is None or not _lives(via[0]):
            self.message_via = None
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
            log.info("The webhook of %s refused an edit; using the channel", self.channel_id)
            self.message_via = None
            if rendered.file is not None:
                rendered.file.reset()
            return False
        return True

    def _repost_later(self) -> None:
        """The hand's table message could not be posted: try again shortly, a few times."""
        self._host.spawn(self._repost(), f"holdem-repost-{self.channel_id}")

    async def _repost(self) -> None:
        for attempt in range(1, REPOST_ATTEMPTS + 1):
            await asyncio.sleep(attempt * REPOST_GAP)
            posted = False

            async def job(ack: Ack) -> None:
                nonlocal posted
                view = self.latest
                if view is None or not view.in_hand or view.hand_no == self.message_hand:
                    posted = True
                    return
                try:
                    await self._post_table(Scene(view, self.log.lines, self.seq))
                except discord.HTTPException:
                    return
                posted = True

            await self._ordered(job)
            if posted:
                return
            log.warning("Could not post the table of %s (try %d)", self.channel_id, attempt)

    async def _render(
        self, scene: Scene, *, wait: float | None = None, frame: TableView | None = None
    ) -> Rendered:
        """The table message for ``scene`` (or a ``frame`` of a run-out)."""
        return await self.drawing.render(scene.view, scene.lines, wait=wait, frame=frame)

    # --- posts: the result, odds, reminders, notices ---------------------------------------

    def _channel(self) -> discord.PartialMessageable:
        return self._host.bot.get_partial_messageable(self.channel_id, guild_id=self.guild_id)

    async def _post(
        self,
        *,
        content: str | None = None,
        embed: discord.Embed = discord.utils.MISSING,
        view: discord.ui.View = discord.utils.MISSING,
        file: discord.File = discord.utils.MISSING,
        mentions: discord.AllowedMentions = _NO_MENTIONS,
    ) -> int:
        """Post the bot's own message in the table's channel; returns its id."""
        try:
            message = await self._channel().send(
                content=content, embed=embed, view=view, file=file, allowed_mentions=mentions
            )
        except discord.Forbidden as error:
            if is_missing_send(error):
                self._host.muted(self)
            raise
        except discord.NotFound as error:
            if error.code == UNKNOWN_CHANNEL:  # deleted while the bot was not looking
                self._host.gone(self.channel_id)
            raise
        return message.id

    async def _say(
        self,
        via: Interaction | None,
        *,
        content: str | None = None,
        embed: discord.Embed | None = None,
        file: discord.File | None = None,
        view: discord.ui.View | None = None,
        mentions: discord.AllowedMentions = _NO_MENTIONS,
    ) -> None:
        """Post news: a follow-up of ``via`` (the member's own click it answers), else a post."""
        try:
            if via is not None and via.response.is_done() and _lives(via):
                await via.followup.send(
                    content=content or discord.utils.MISSING,
                    embed=embed or discord.utils.MISSING,
                    file=file or discord.utils.MISSING,
                    view=view or discord.utils.MISSING,
                    allowed_mentions=mentions,
                )
            else:
                await self._post(
                    content=content,
                    embed=embed or discord.utils.MISSING,
                    file=file or discord.utils.MISSING,
                    view=view or discord.utils.MISSING,
                    mentions=mentions,
                )
        except discord.HTTPException:
            log.warning("Could not post to %s", self.channel_id, exc_info=True)

    async def _send_notes(
        self, scene: Scene, notes: Sequence[Note], via: Interaction | None
    ) -> None:
        """The notes that are posts: the hand's one result post, odds, a reminder's ping.

        The streets are edits of the table message and every action is in its log; the
        end of a hand is one post (the showdown with its picture, or the pot won unseen),
        titled with the hand's number, which also lists every bust and a match's result.
        """
        view = scene.view
        hand_no = view.hand_no
        names = self._host.members.names
        enabled = self._host.pictures_enabled
        if any(note.kind in _RESULT_KINDS for note in notes):
            await self._unping(None)
            showdown = next((n for n in notes if n.kind is NoteKind.SHOWDOWN), None)
            file = None
            if showdown is not None:
                file = await _showdown_file(showdown, hand_no, names, enabled=enabled)
            image = render.SHOWDOWN_IMAGE if file is not None else None
            game = view.config.game.value
            embed = render.result_embed(notes, hand_no, image=image, game=game)
            replay = replay_view(self.channel_id, hand_no)  # the hand's Replay button
            await self._say(via, embed=embed, file=file, view=replay)
        for note in notes:
            if note.kind is NoteKind.ODDS:  # an all-in's odds before each card to come
                embed, file = await _odds(note, hand_no, names, enabled=enabled)
                await self._say(via, embed=embed, file=file)
            elif note.kind is NoteKind.REMINDER and note.user_id is not None:
                await self._say(
                    None,
                    content=render.reminder_text(note.user_id, view.deadline),
                    mentions=discord.AllowedMentions(users=[discord.Object(note.user_id)]),
                )

    async def _deliver(self, private: Sequence[PrivateCards]) -> None:
        """DM the hole cards; a refused DM is told in the channel (once a session)."""
        if not private:
            return
        tell = await self._host.hole_cards.deliver(self.channel_id, self.guild_id, private)
        for user_id in tell:
            await self._say(
                None,
                content=render.dm_failed_text(user_id),
                mentions=discord.AllowedMentions(users=[discord.Object(user_id)]),
            )

    # --- the turn ping ---------------------------------------------------------------------

    def _first_ping(
        self, view: TableView, content: str | None
    ) -> tuple[str | None, discord.AllowedMentions]:
        """The content of a new table message: ``content``, and the ping of the first to act.

        Only members who want pings are mentioned, and only the one whose turn it is.
        """
        turn = _turn(view)
        if turn is None or view.to_act is None or not self.pings.due(turn):
            return content, _NO_MENTIONS
        if self._host.members.turn_ping_known_off(view.guild_id, view.to_act):
            return content, _NO_MENTIONS
        ping = render.turn_ping_text(view.to_act)
        if not ping:  # a computer player is not pinged
            return content, _NO_MENTIONS
        mentions = discord.AllowedMentions(users=[discord.Object(view.to_act)])
        return "\n".join(filter(None, (content, ping))), mentions

    async def _ping_turn(self, interaction: Interaction | None) -> None:
        """Ping the player to act once per turn, unless it is the clicker; drop stale pings.

        The ping waits :attr:`Host.ping_delay` seconds first and is sent only if the turn is
        still theirs: a player who is watching and acts at once is never pinged.
        """
        view = self.latest
        turn = _turn(view)
        await self._unping(turn)
        if view is None or view.to_act is None or turn is None or not self.pings.due(turn):
            return
        target = view.to_act
        if interaction is not None and interaction.user.id == target:
            return
        if not await self._host.members.turn_ping_on(view.guild_id, target):
            return
        if self._host.ping_delay <= 0:
            await self._send_ping(turn, target)
            return
        self.pings.waiting = self._host.spawn(
            self._ping_later(turn, target), f"holdem-ping-{self.channel_id}"
        )

    async def _ping_later(self, turn: tuple[int, int], target: int) -> None:
        await asyncio.sleep(self._host.ping_delay)
        if _turn(self.latest) != turn:
            return
        with speaking(await self._host.members.server_language(self.guild_id)):
            await self._send_ping(turn, target)

    async def _send_ping(self, turn: tuple[int, int], target: int) -> None:
        """Post the ping as the bot's own message (it answers nobody's click)."""
        content = render.turn_ping_text(target)
        if not content:  # a computer player: nobody to ping
            return
        mentions = discord.AllowedMentions(users=[discord.Object(target)])
        try:
            message_id = await self._post(content=content, mentions=mentions)
        except discord.HTTPException:
            log.info("Could not ping %s in %s", target, self.channel_id, exc_info=True)
            return
        self.pings.posted(turn, message_id)
        if _turn(self.latest) != turn:  # the turn passed while the ping was on its way
            await self._unping(_turn(self.latest))

    async def _unping(self, turn: tuple[int, int] | None) -> None:
        """Delete the live ping unless it announces ``turn`` (and drop a waiting one)."""
        await self.pings.drop(turn, self._channel())


async def _showdown_file(
    note: Note, hand_no: int, names: Mapping[int, str], *, enabled: bool
) -> discord.File | None:
    """The showdown picture, drawn in a worker thread (None if pictures are off)."""
    if not (enabled and note.shown):
        return None
    try:
        picture = render.showdown_picture(note, hand_no, names)
        png = await asyncio.to_thread(pictures.render_showdown, picture)
    except Exception:
        log.exception("Could not draw the showdown of hand %s", hand_no)
        return None
    return discord.File(io.BytesIO(png), render.SHOWDOWN_IMAGE)


async def _odds(
    note: Note, hand_no: int, names: Mapping[int, str], *, enabled: bool
) -> tuple[discord.Embed, discord.File | None]:
    """An all-in run-out's odds before its next card, in words and as a picture."""
    embed = odds.odds_embed(note, hand_no, render.mention)
    if enabled and note.odds is not None:
        try:
            picture = odds.odds_picture(note.odds, hand_no, names, render.picture_labels())
            png = await asyncio.to_thread(pictures.render_showdown, picture)
        except Exception:
            log.exception("Could not draw the odds of hand %s", hand_no)
        else:
            embed.set_image(url=f"attachment://{ODDS_IMAGE}")
            return embed, discord.File(io.BytesIO(png), ODDS_IMAGE)
    return embed, None
