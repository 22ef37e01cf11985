"""The home-game buttons of the table message: run it twice, and the rabbit hunt.

When the all-in players of a hand are offered to run the board twice, the table message
carries "Run it twice" and "Run it once" (``holdem:v1:rit:<channel>:<hand>:<yes|no>``); each
asked player answers, and the card room declines for whoever has not answered when the
offer's clock runs out. After a hand that ended before the river at a table that hunts
rabbits, the message carries "Rabbit hunt" (``holdem:v1:rabbit:<channel>:<hand>``): the first
press shows the cards that would have come to the channel, in the reply to the press (no
post of its own); later presses are answered to the presser alone. Like the pre-actions,
these buttons ride on the table message's edits.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from cardroom.views import RabbitView, TableView
from cogs.buttons import guarded
from cogs.custom_ids import HAND, TABLE, make, template
from cogs.deferral import respond
from cogs.i18n import speaking, text
from cogs.render import cards_text

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["HomeGameButton", "rabbit_text", "with_home_buttons"]

Interaction = discord.Interaction[discord.Client]

ROW = 3
"""The row of these buttons (the pre-actions' row: the two never show together)."""
_TEMPLATE = template("(?P<kind>rit|rabbit)", f"{TABLE}:{HAND}") + r"(?::(?P<answer>yes|no))?"


def rabbit_text(hunt: RabbitView) -> str:
    """The rabbit: the board as it ended, and the cards that would have come."""
    if not hunt.board:  # ended before the flop: the whole board would have come
        return text("rabbit.shown.empty", hand_no=hunt.hand_no, cards=cards_text(hunt.cards))
    return text(
        "rabbit.shown",
        hand_no=hunt.hand_no,
        board=cards_text(hunt.board) or "—",
        cards=cards_text(hunt.cards),
    )


class HomeGameButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_TEMPLATE
):
    """The "Run it twice", "Run it once" or "Rabbit hunt" button of the table message."""

    def __init__(
        self, kind: str, channel_id: int, hand_no: int, answer: str | None = None, label: str = ""
    ) -> None:
        """The button ``kind`` ("rit" with ``answer`` yes/no, or "rabbit") for ``hand_no``."""
        super().__init__(
            discord.ui.Button(
                label=label or kind,
                style=discord.ButtonStyle.success
                if answer == "yes"
                else discord.ButtonStyle.secondary,
                row=ROW,
                custom_id=make(kind, channel_id, hand_no, *([answer] if answer else [])),
            )
        )
        self.kind = kind
        self.channel_id = channel_id
        self.hand_no = hand_no
        self.answer = answer

    @classmethod
    async def from_custom_id(
        cls,
        interaction: Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id."""
        return cls(match["kind"], int(match["table"]), int(match["hand"]), match["answer"])

    async def callback(self, interaction: Interaction) -> None:
        """Answer the offer (the table moves on), or show the rabbit."""
        bot = cast("HoldemBot", interaction.client)

        async def work() -> None:
            if not await bot.desk.admit(interaction):
                return
            if self.kind == "rit":
                update = await bot.tables.answer_run_twice(
                    self.channel_id, interaction.user.id, self.hand_no, agree=self.answer == "yes"
                )
                await bot.desk.reply_with_table(interaction, update)
                return
            hunt = await bot.tables.rabbit_hunt(self.channel_id, interaction.user.id, self.hand_no)
            if hunt.first:  # the channel sees it, in the server's language
                with speaking(await bot.desk.server_language(interaction.guild_id)):
                    content = rabbit_text(hunt)
                await respond(interaction, content)
            else:
                await respond(interaction, rabbit_text(hunt), ephemeral=True)

        await guarded(interaction, work, defer=self.kind == "rit")


def with_home_buttons(ui: discord.ui.View | None, view: TableView) -> discord.ui.View | None:
    """The table message's buttons with the offer to run it twice, or the rabbit hunt."""
    items: list[HomeGameButton] = []
    if view.in_hand and view.run_twice_pending:
        items = [
            HomeGameButton("rit", view.channel_id, view.hand_no, "yes", text("button.run_twice")),
            HomeGameButton("rit", view.channel_id, view.hand_no, "no", text("button.run_once")),
        ]
    elif not view.in_hand and view.rabbit_hunt and not view.is_closed:
        items = [
            HomeGameButton("rabbit", view.channel_id, view.hand_no, None, text("button.rabbit"))
        ]
    if not items:
        return ui
    ui = ui or discord.ui.View(timeout=None)
    for item in items:
        ui.add_item(item)
    return ui
