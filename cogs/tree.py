"""HoldemTree: the command tree that turns every failure into a short, polite reply.

A :class:`~cardroom.errors.UserFacingError` (or an engine refusal) becomes an ephemeral
message with its reason and changes nothing; a failed check gets its own message; anything
unexpected is logged with its traceback and answered with an apology. Buttons and modals do
not pass through the tree (discord.py only logs their errors), so they call
:func:`report_error` themselves.

Every answer here is for the member who asked, so it speaks their ``interaction.locale``:
the tree's :meth:`HoldemTree.interaction_check` sets it for the command's whole task (and
the buttons' :func:`cogs.buttons.guarded` does the same for theirs).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from cardroom.errors import UserFacingError
from cardroom.store.busy import is_busy
from cogs.deferral import settle_deferral, watch
from cogs.faults import TABLE_COMMANDS, forged_option
from cogs.i18n import set_language, speaking
from cogs.messages import error_text, text
from holdem.errors import HoldemError

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["HoldemTree", "report_error", "send_ephemeral", "taken_while_running"]

log = logging.getLogger(__name__)

UNKNOWN_INTERACTION = 10062
"""Discord's error code for an interaction answered after its 3 seconds (or twice)."""


async def send_ephemeral(interaction: discord.Interaction[discord.Client], content: str) -> None:
    """Reply to ``interaction`` with a message only the clicker sees, whether answered or not."""
    await settle_deferral(interaction)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=True)
        else:
            await interaction.response.send_message(content, ephemeral=True)
    except discord.HTTPException:
        log.warning("Could not answer interaction %s", interaction.id, exc_info=True)


async def taken_while_running(interaction: discord.Interaction[Any]) -> bool:
    """Take an interaction in, or, while the bot stops, answer that the room is restarting.

    A taken interaction's task is kept in ``bot.answering`` until it ends, so a stop lets
    its answer go out before it closes the gateway (``bot.py``).
    """
    bot = cast("HoldemBot", interaction.client)
    if bot.stopping:
        await send_ephemeral(interaction, text("fault.restarting"))
        return False
    task = asyncio.current_task()
    if task is not None:
        bot.answering.add(task)
        task.add_done_callback(bot.answering.discard)
    return True


def describe_error(error: BaseException) -> str | None:
    """The player's message for an expected failure, or None for one that is a bug."""
    if isinstance(error, (UserFacingError, HoldemError)):
        return error_text(error)
    if isinstance(error, app_commands.NoPrivateMessage):
        return text("error.guild_only")
    if isinstance(error, app_commands.MissingPermissions):
        return text("error.no_permission")
    if isinstance(error, app_commands.CommandOnCooldown):
        return text("error.cooldown", seconds=max(1, round(error.retry_after)))
    if isinstance(error, app_commands.TransformerError):
        return text("error.bad_option", value=str(error.value)[:40])
    if isinstance(error, app_commands.CheckFailure):
        return text("error.check_failed")
    if is_busy(error):  # another process holds the database: nothing was written
        return text("fault.bank_busy")
    return None


async def report_error(
    interaction: discord.Interaction[discord.Client], error: BaseException
) -> None:
    """Answer a failed command, button or modal: the reason, or a logged apology."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, discord.NotFound) and error.code == UNKNOWN_INTERACTION:
        # Answered too late (the work has counted, and the desk showed the table): there
        # is no one left to apologise to.
        log.warning("Interaction %s expired before its answer", interaction.id)
        return
    with speaking(interaction.locale):
        message = describe_error(error)
    if message is None:
        log.error(
            "Unexpected error in interaction %s (%s)",
            interaction.id,
            interaction.data.get("name", interaction.data.get("custom_id", "?"))
            if interaction.data
            else "?",
            exc_info=error,
        )
        with speaking(interaction.locale):
            message = text("error.unexpected")
    await send_ephemeral(interaction, message)


class HoldemTree(app_commands.CommandTree["HoldemBot"]):
    """The bot's command tree: every slash-command failure is answered here."""

    async def interaction_check(self, interaction: discord.Interaction[HoldemBot], /) -> bool:
        """Check a command before discord.py runs it: its language, options, table's channel.

        A command whose options do not fit their declared types is refused, politely and
        privately; this runs before discord.py reads the options, so a forged value (a
        string where an integer is declared) changes nothing and leaves no traceback in
        the log. A command is deferred if it has not answered within two seconds
        (:mod:`cogs.deferral`). A table command in a channel where the bot may not post
        is held by the desk (:meth:`Desk.admit <cogs.desk.Desk.admit>`). Every answer
        speaks the member's ``interaction.locale``, which the desk also remembers for
        their DMs.
        """
        set_language(interaction.locale)
        if not await taken_while_running(interaction):
            return False
        name = forged_option(interaction)
        if name is not None:
            log.warning(
                "Refused interaction %s: option %r does not fit its type", interaction.id, name
            )
            await send_ephemeral(interaction, text("fault.forged_option", name=name))
            return False
        command = interaction.command
        at_table = command is not None and command.qualified_name.split()[0] in TABLE_COMMANDS
        # A slow answer (a busy database) is deferred: public at a table, else private.
        if interaction.type is discord.InteractionType.application_command:
            watch(interaction, thinking=True, ephemeral=not at_table)
        await interaction.client.desk.seen(interaction)  # after the watch: it may write
        if command is None or not at_table:
            return True
        shows_table = command.qualified_name == "poker table"
        try:
            return await interaction.client.desk.admit(interaction, shows_table=shows_table)
        except Exception as error:  # discord.py would only log it, and leave no reply
            await report_error(interaction, error)
            return False

    async def on_error(
        self,
        interaction: discord.Interaction[HoldemBot],
        error: app_commands.AppCommandError,
    ) -> None:
        """Map an error to its ephemeral reply (see the module docstring)."""
        await report_error(interaction, error)
