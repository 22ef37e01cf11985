"""Server-admin commands and the permission check every admin action uses.

Discord's ``default_permissions`` only hides a command in the client; a server can hand it
to anyone. So each admin action checks :func:`is_admin` in code as well, and the card room
is told the result (``is_admin=``) so it can refuse too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import NotAllowed, UserFacingError
from cogs.deferral import respond
from cogs.i18n import speaking
from cogs.messages import text

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["AdminCog", "is_admin", "setup"]


def is_admin(interaction: discord.Interaction[discord.Client]) -> bool:
    """Whether the member may run admin commands here: Manage Server (or Administrator)."""
    permissions = interaction.permissions
    return permissions.manage_guild or permissions.administrator


class AdminCog(commands.Cog):
    """The /bank group: chips granted by a server admin."""

    bank = app_commands.Group(
        name="bank",
        description=text("cmd.bank"),
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: HoldemBot) -> None:
        """Use the bot's bank."""
        self.bot = bot

    @bank.command(name="grant", description=text("cmd.bank.grant"))
    @app_commands.describe(member=text("opt.grant_member"), amount=text("opt.amount"))
    async def grant(
        self,
        interaction: discord.Interaction[HoldemBot],
        member: discord.Member,
        amount: app_commands.Range[int, 1, MAX_CHIPS],
    ) -> None:
        """Give chips to a member's bankroll (Manage Server, checked here and by the bank)."""
        if interaction.guild_id is None:
            raise UserFacingError.coded("error.guild_only")
        if not is_admin(interaction):
            raise NotAllowed.coded("error.no_permission")
        balance = await self.bot.bank.grant(
            interaction.guild_id, member.id, amount, actor_id=interaction.user.id, is_admin=True
        )
        with speaking(await self.bot.desk.server_language(interaction.guild_id)):  # public
            line = text("bank.granted", amount=amount, player=member.mention, balance=balance)
        await respond(
            interaction,
            line,
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: HoldemBot) -> None:
    """Add the admin cog."""
    await bot.add_cog(AdminCog(bot))
