"""An ICM deal at a tournament's final table, on Discord: the proposal post and its buttons.

``/poker tournament deal`` (a player still in, at the final table) asks the conductor for a
deal; when it opens (at once between hands, else when the hand in play ends) the bot posts
it in the final table's thread: each player's chips and what the deal pays them, with
**Accept** and **Decline** buttons (:class:`DealButton`) only those players may use. One
decline, or :data:`~cardroom.tournament.deal.DEAL_SECONDS` without everyone's yes,
withdraws it and the table deals again; the last yes ends the tournament by the deal (the
results post says so). A proposal lives in memory only: a restart withdraws it, and its
buttons then say it is no longer open.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from cardroom.conductor import Conductor
from cardroom.tournament.deal import DEAL_SECONDS, DealOffer
from cogs.buttons import guarded
from cogs.custom_ids import make, template
from cogs.i18n import format_message, speaking
from cogs.messages import text
from cogs.odds import mention
from cogs.tournament_lobby import NO_PINGS

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["DealButton", "DealDesk", "deal_text"]

log = logging.getLogger(__name__)

_KIND = "mttdeal"
_TEMPLATE = template(_KIND, r"(?P<tour>[0-9]{1,20}):(?P<offer>[0-9]{1,9}):(?P<answer>yes|no)")


def deal_text(conductor: Conductor, offer: DealOffer, *, ending: str | None = None) -> str:
    """The proposal in the language of the moment: each player's chips and deal, who said yes.

    ``ending`` is the catalogue key of the line that closes it (declined, agreed, expired).
    """
    lines = [
        format_message(
            "mtt.deal.proposal",
            {
                "player": mention(offer.proposer),
                "name": conductor.record.name,
                "seconds": int(DEAL_SECONDS),
            },
        )
    ]
    for player in sorted(offer.players, key=lambda p: (-offer.stacks[p], p)):
        lines.append(
            format_message(
                "mtt.deal.line",
                {
                    "player": mention(player),
                    "chips": offer.stacks[player],
                    "prize": offer.amounts[player],
                    "yes": "✅" if player in offer.accepted else "…",
                },
            )
        )
    if ending is not None:
        lines.append(text(ending))
    return "\n".join(lines)


def _view(tournament_id: int, offer: DealOffer) -> discord.ui.View:
    """The Accept and Decline buttons of a proposal."""
    view = discord.ui.View(timeout=None)
    view.add_item(DealButton(tournament_id, offer.number, "yes", label=text("mtt.button.accept")))
    view.add_item(DealButton(tournament_id, offer.number, "no", label=text("mtt.button.decline")))
    return view


class DealButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_TEMPLATE):
    """Accept or Decline on a deal proposal (a stale one says it is no longer open)."""

    def __init__(self, tournament_id: int, offer: int, answer: str, *, label: str = "") -> None:
        """The ``yes`` or ``no`` button of proposal ``offer`` of a tournament."""
        style = discord.ButtonStyle.success if answer == "yes" else discord.ButtonStyle.danger
        super().__init__(
            discord.ui.Button(
                label=label or answer,
                style=style,
                custom_id=make(_KIND, tournament_id, offer, answer),
            )
        )
        self.tournament_id = tournament_id
        self.offer = offer
        self.answer = answer

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[discord.Client],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id."""
        return cls(int(match["tour"]), int(match["offer"]), match["answer"])

    async def callback(self, interaction: discord.Interaction[discord.Client]) -> None:
        """Give the clicker's answer to the conductor, then redraw the proposal."""
        bot = cast("HoldemBot", interaction.client)

        async def work() -> None:
            """Answer, redraw in the server's language (no buttons once it is settled)."""
            accept = self.answer == "yes"
            conductor = bot.tournaments.conductor(self.tournament_id)
            offer = await bot.tournaments.answer_deal(
                self.tournament_id, interaction.user.id, self.offer, accept=accept
            )
            if conductor is None:  # answer_deal refused it already
                return
            ending = None if accept else "mtt.deal.declined"
            if offer.agreed:
                ending = "mtt.deal.agreed"
            with speaking(await bot.desk.server_language(conductor.record.guild_id)):
                content = deal_text(conductor, offer, ending=ending)
                view = _view(self.tournament_id, offer) if ending is None else None
            await interaction.response.edit_message(
                content=content, view=view, allowed_mentions=NO_PINGS
            )

        await guarded(interaction, work)


class DealDesk:
    """Posts the proposals the conductors open, and closes the ones that run out."""

    def __init__(self, bot: HoldemBot) -> None:
        """Post through ``bot``."""
        self._bot = bot
        self._posted: dict[int, tuple[int, int]] = {}
        """Each tournament's last proposal post: (channel, message)."""
        self._tasks: set[asyncio.Task[None]] = set()

    def told(self, conductor: Conductor, news: str) -> None:
        """A conductor's deal news (called without waiting): post it in its own task."""
        task = asyncio.create_task(self._post(conductor, news), name="holdem-mtt-deal")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _post(self, conductor: Conductor, news: str) -> None:
        """Post an opened proposal in the final table's thread, or close one that ran out."""
        try:
            await self._show(conductor, news)
        except discord.HTTPException as error:
            log.warning("Could not show tournament %s's deal: %s", conductor.tournament_id, error)

    async def _show(self, conductor: Conductor, news: str) -> None:
        """The work of :meth:`_post`."""
        tour_id = conductor.tournament_id
        language = await self._bot.desk.server_language(conductor.record.guild_id)
        offer = conductor.deal
        if news == "open" and offer is not None:
            number = conductor.final_table()
            channel_id = conductor.channels.get(number) if number is not None else None
            if channel_id is None:
                return
            with speaking(language):
                content = deal_text(conductor, offer)
                view = _view(tour_id, offer)
            channel = self._bot.get_partial_messageable(
                channel_id, guild_id=conductor.record.guild_id
            )
            message = await channel.send(content, view=view, allowed_mentions=NO_PINGS)
            self._posted[tour_id] = (channel_id, message.id)
            return
        posted = self._posted.pop(tour_id, None)
        if news == "expired" and posted is not None:
            channel_id, message_id = posted
            with speaking(language):
                line = text("mtt.deal.expired")
            channel = self._bot.get_partial_messageable(
                channel_id, guild_id=conductor.record.guild_id
            )
            await channel.get_partial_message(message_id).edit(view=None)
            await channel.send(line, allowed_mentions=NO_PINGS)
