"""Answering in time: defer an interaction whose work is slow, and answer it afterwards.

Discord drops an interaction that is not answered within 3 seconds; a deferred one may be
answered (an edit, a follow-up) for 15 minutes. The work behind a click or a command is
usually done in milliseconds, but another process holding the database (a backup tool,
``sqlite3`` in a shell) can make it wait seconds. So a watchdog (:func:`watch`) defers
the answer once the work has taken :data:`DEFER_AFTER` seconds, and every answer goes
through :func:`settle_deferral` first (or :func:`respond`, which does), so that it never
collides with the deferral: Discord takes one first answer per interaction.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

__all__ = ["DEFER_AFTER", "respond", "settle_deferral", "watch"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]

DEFER_AFTER = 2.0
"""Seconds the work may take before its answer is deferred (Discord allows 3)."""
_KEY = "holdem.deferral"
"""The key of an interaction's watchdog in ``interaction.extras``."""


def watch(interaction: Interaction, *, thinking: bool = False, ephemeral: bool = False) -> None:
    """Defer ``interaction`` if nothing has answered it within :data:`DEFER_AFTER` seconds.

    A click is deferred as an update of its message; a command (``thinking``) as "the
    bot is thinking…", public or ``ephemeral``, which its answer then replaces.
    """
    woken = asyncio.Event()
    task = asyncio.create_task(_defer_late(interaction, woken, thinking, ephemeral))
    interaction.extras[_KEY] = (task, woken)


async def settle_deferral(interaction: Interaction) -> None:
    """Before answering: stop the watchdog, or wait for the deferral it is sending.

    Afterwards ``interaction.response.is_done()`` says truly whether the answer was
    deferred (then answer with a follow-up or an edit of the original response).
    """
    found = interaction.extras.pop(_KEY, None)
    if found is None:
        return
    task, woken = found
    if not woken.is_set():
        task.cancel()
    await asyncio.gather(task, return_exceptions=True)


async def _defer_late(
    interaction: Interaction, woken: asyncio.Event, thinking: bool, ephemeral: bool
) -> None:
    await asyncio.sleep(DEFER_AFTER)
    woken.set()
    if interaction.response.is_done():
        return
    log.info("Interaction %s is slow to answer: deferred", interaction.id)
    try:
        await interaction.response.defer(thinking=thinking, ephemeral=ephemeral and thinking)
    except (discord.HTTPException, discord.InteractionResponded):
        log.info("Could not defer interaction %s", interaction.id, exc_info=True)


async def respond(
    interaction: Interaction,
    content: str | None = None,
    *,
    embed: discord.Embed = discord.utils.MISSING,
    file: discord.File = discord.utils.MISSING,
    view: discord.ui.View = discord.utils.MISSING,
    ephemeral: bool = False,
    allowed_mentions: discord.AllowedMentions = discord.utils.MISSING,
) -> None:
    """Answer a command with a message: its first answer, or the follow-up of a deferral."""
    await settle_deferral(interaction)
    if interaction.response.is_done():
        await interaction.followup.send(
            content or discord.utils.MISSING,
            embed=embed,
            file=file,
            view=view,
            ephemeral=ephemeral,
            allowed_mentions=allowed_mentions,
        )
    else:
        await interaction.response.send_message(
            content,
            embed=embed,
            file=file,
            view=view,
            ephemeral=ephemeral,
            allowed_mentions=allowed_mentions,
        )
