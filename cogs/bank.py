"""The bank commands: /balance, /daily, /leaderboard and /stats (grants are in cogs.admin).

The ephemeral answers speak the member's own language; the leaderboard, which everyone in
the channel sees, speaks the server's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cardroom.errors import UserFacingError
from cardroom.models import LeaderboardKind
from cogs import render
from cogs.buttons import leaderboard_view
from cogs.deferral import respond
from cogs.i18n import speaking
from cogs.messages import text
from cogs.tournament_tables import season_board, season_view

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["BankCog", "setup"]

Interaction = discord.Interaction["HoldemBot"]


def _guild(interaction: Interaction) -> int:
    if interaction.guild_id is None:
        raise UserFacingError.coded("error.guild_only")
    return interaction.guild_id


class BankCog(commands.Cog):
    """Bankrolls, the daily reward, the leaderboard and stats of this server."""

    def __init__(self, bot: HoldemBot) -> None:
        """Use the bot's bank."""
        self.bank = bot.bank

    @app_commands.command(name="balance", description=text("cmd.balance"))
    @app_commands.describe(member=text("opt.member"))
    @app_commands.guild_only()
    async def balance(self, interaction: Interaction, member: discord.Member | None = None) -> None:
        """A member's bankroll (yours if left out)."""
        who = member or interaction.user
        bankroll = await self.bank.balance(_guild(interaction), who.id)
        lines = [text("bank.balance", player=who.mention, balance=bankroll.balance)]
        if who.id == interaction.user.id:
            if bankroll.next_daily_at is None or bankroll.next_daily_at <= discord.utils.utcnow():
                lines.append(text("bank.balance.daily_ready"))
            else:
                when = discord.utils.format_dt(bankroll.next_daily_at, "R")
                lines.append(text("bank.balance.daily_at", when=when))
        await respond(
            interaction,
            "\n".join(lines),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="daily", description=text("cmd.daily"))
    @app_commands.guild_only()
    async def daily(self, interaction: Interaction) -> None:
        """Collect the daily chips (once every 24 hours)."""
        reward = await self.bank.daily(_guild(interaction), interaction.user.id)
        await respond(
            interaction,
            text(
                "bank.daily",
                amount=reward.amount,
                balance=reward.balance,
            ),
            ephemeral=True,
        )

    @app_commands.command(name="leaderboard", description=text("cmd.leaderboard"))
    @app_commands.describe(by=text("opt.by"), page=text("opt.page"))
    @app_commands.guild_only()
    async def leaderboard(
        self,
        interaction: Interaction,
        by: Literal[
            "bankroll", "net_won", "hands_won", "vpip", "pfr", "bb_per_hundred", "cashes", "season"
        ] = "bankroll",
        page: app_commands.Range[int, 1, 10_000] = 1,
    ) -> None:
        """A page of the leaderboard; only the asker can turn its pages."""
        if by == "season":  # this season's tournament points
            with speaking(await interaction.client.desk.server_language(interaction.guild_id)):
                board, more = await season_board(
                    interaction.client, _guild(interaction), discord.utils.utcnow().date(), page
                )
                view = season_view(interaction.user.id, page, more)
            await respond(
                interaction,
                board,
                view=view or discord.utils.MISSING,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        result = await self.bank.leaderboard(_guild(interaction), LeaderboardKind(by), page)
        with speaking(await interaction.client.desk.server_language(interaction.guild_id)):
            embed = render.leaderboard_embed(result)
            view = leaderboard_view(
                interaction.user.id, result.kind, result.page, result.total_pages
            )
        await respond(interaction, embed=embed, view=view or discord.utils.MISSING)

    @app_commands.command(name="stats", description=text("cmd.stats"))
    @app_commands.describe(member=text("opt.member"))
    @app_commands.guild_only()
    async def stats(self, interaction: Interaction, member: discord.Member | None = None) -> None:
        """Hands played and won, net chips, biggest pot, showdowns won."""
        who = member or interaction.user
        stats = await self.bank.stats(_guild(interaction), who.id)
        await respond(interaction, embed=render.stats_embed(stats), ephemeral=True)


async def setup(bot: HoldemBot) -> None:
    """Add the bank cog."""
    await bot.add_cog(BankCog(bot))
