"""The table message's words, buttons and picture for one view, drawn as cheaply as it can be.

:class:`TableDrawing` belongs to one :class:`~cogs.table_message.TableMessage`. It knows
what the picture on the message shows now (a :class:`~cogs.pictures.TablePicture` record,
the cache key) and the one being drawn, so a picture is drawn once, however many renders ask
for it, and uploaded only when what it shows changed (after every action). A click's reply
draws it at once, on the loop (about a millisecond at Discord's size: in a worker thread it
waited for the GIL behind the busy loop, 50 ms at 100 tables); edits no click waits for draw
it in a worker thread.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import discord

from cardroom.views import TableView
from cogs import odds, pictures, render
from cogs.buttons import table_view
from cogs.homegame import with_home_buttons
from cogs.i18n import text
from cogs.preactions import with_preactions

__all__ = ["REPLY_PICTURE_WAIT", "Rendered", "TableDrawing"]

log = logging.getLogger(__name__)

_PICTURES = ThreadPoolExecutor(max_workers=2, thread_name_prefix="holdem-table-picture")
"""Draws the table pictures that no interaction reply waits for."""
REPLY_PICTURE_WAIT = 0.05
"""Most seconds a button's reply waits for a table picture already being drawn in a worker
thread (a new one it draws at once); else an edit brings it."""


@dataclass(frozen=True, slots=True)
class Rendered:
    """A table message ready to send."""

    embed: discord.Embed
    view: discord.ui.View | None
    file: discord.File | None
    key: pictures.TablePicture | None
    """What the picture on the message shows once this is sent."""
    current: bool
    """The picture is the view's (False: still drawing, an edit brings it)."""


def _street_marker(frame: TableView) -> str:
    """The action log of a run-out's frame: only its street."""
    return text("log.street", street=text(f"street.{frame.street}"))


class TableDrawing:
    """One table message's picture: what it shows now, and the one being drawn."""

    def __init__(self, *, enabled: bool, names: Mapping[int, str]) -> None:
        """Draw pictures if ``enabled``, naming seats from ``names`` (kept up to date)."""
        self.enabled = enabled
        self.names = names
        self.picture: pictures.TablePicture | None = None
        """What the picture on the message shows (see :func:`render.table_picture`)."""
        self._drawing: tuple[pictures.TablePicture, asyncio.Future[bytes]] | None = None
        """The table picture being drawn, and its record."""

    async def render(
        self,
        view: TableView,
        lines: tuple[str, ...],
        *,
        wait: float | None = None,
        frame: TableView | None = None,
    ) -> Rendered:
        """The table message for ``view`` and its log ``lines`` (or a run-out's ``frame``).

        The picture is redrawn whenever what it shows changes: for a reply (``wait`` given)
        at once, else in a worker thread; a reply waits at most ``wait`` seconds for one
        already being drawn, and if it is not done answers with the words (and the previous
        picture) while a coalesced edit brings the new one.
        """
        view = frame or view
        wanted: pictures.TablePicture | None = None
        key = self.picture
        file = None
        image: str | None = None
        if self.enabled and view.seats:
            wanted = render.table_picture(view, self.names)
            if wanted == self.picture:
                image = render.TABLE_IMAGE
            else:
                try:
                    png = await self._picture(wanted, wait)
                except Exception:
                    log.exception("Could not draw the table of %s", view.channel_id)
                    self._drawing = None
                    png = None
                if png is not None:
                    file = discord.File(io.BytesIO(png), render.TABLE_IMAGE)
                    key = wanted
                    image = render.TABLE_IMAGE
                elif self.picture is not None:  # still drawing: show the old picture
                    image = render.TABLE_IMAGE
        recent = lines if frame is None else (_street_marker(frame),)
        embed = render.table_embed(view, recent=recent, image=image, now=time.time())
        if frame is not None and frame.odds is not None:  # an all-in run-out: the odds
            title, odds_lines = odds.odds_field(frame.odds, render.mention)
            embed.add_field(name=title, value=odds_lines, inline=False)
        buttons = (
            with_home_buttons(with_preactions(table_view(view), view), view)
            if frame is None
            else None
        )
        return Rendered(embed, buttons, file, key, key == wanted)

    async def _picture(self, wanted: pictures.TablePicture, wait: float | None) -> bytes | None:
        """The table picture for ``wanted`` (drawn once, however many renders ask for it)."""
        drawing = self._drawing
        if wait is not None and (drawing is None or drawing[0] != wanted):
            return pictures.render_table(wanted)
        if drawing is None or drawing[0] != wanted:
            future = asyncio.get_running_loop().run_in_executor(
                _PICTURES, pictures.render_table, wanted
            )
            drawing = self._drawing = (wanted, future)
        future = drawing[1]
        if wait is not None and not future.done():
            await asyncio.wait({future}, timeout=wait)
            if not future.done():
                return None
        png = await future
        if self._drawing is drawing:
            self._drawing = None
        return png
