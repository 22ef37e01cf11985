"""The pre-action buttons of the table message: choose now what to do when your turn comes.

While a hand runs, the table message carries one more row for the players who are not to
act: "Check/Fold", "Check" and "Call any" when nobody has bet this street, "Fold to any
bet", "Call 40" and "Call any" when there is a bet. The custom id names the hand, the
street and the bet the row was drawn for (``holdem:v1:pre:<channel>:<hand>:<street>:<bet>:
<move>``), so the card room refuses a button of an earlier street, and a "Call 40" once the
bet is no longer 40. The answer is an ephemeral reply in the clicker's language; pressing
the same button again clears the choice. The row adds no message and no request: it rides
on the table message's own edits.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from cardroom.views import PreChoice, PreMove, TableView
from cogs.buttons import guarded
from cogs.custom_ids import HAND, TABLE, make, template
from cogs.deferral import respond
from cogs.i18n import text

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["MARK", "PreActionButton", "choice_text", "preaction_labels", "with_preactions"]

Interaction = discord.Interaction[discord.Client]

ROW = 3
"""The pre-actions' row on the table message (the action buttons use rows 0 to 2)."""
MARK = "⏳"
"""The mark before every pre-action's label: in every language it reads as "when my turn
comes", and a pre-action never shares its label with an action button ("Call 2" twice)."""
_STREETS = ("preflop", "flop", "turn", "river")
_MOVES = "|".join(re.escape(m.value) for m in PreMove)
_TEMPLATE = (
    template("pre", f"{TABLE}:{HAND}:")
    + rf"(?P<street>{'|'.join(_STREETS)}):(?P<bet>[0-9]{{1,15}}):(?P<move>{_MOVES})"
)


def street_bet(view: TableView) -> int:
    """The highest bet of the betting round on the table (0 when nobody has bet)."""
    return max((seat.bet for seat in view.seats), default=0)


def _label(move: PreMove, bet: int) -> str:
    """A pre-action's words, which depend on whether there is a bet to face."""
    if move is PreMove.CALL_ANY:
        return text("preaction.call_any")
    if move is PreMove.CHECK_FOLD:
        return text("preaction.fold" if bet else "preaction.check_fold")
    return text("preaction.call", amount=bet) if bet else text("preaction.check")


def preaction_labels(view: TableView) -> tuple[tuple[PreMove, str], ...]:
    """The pre-action buttons to draw (none between hands, at a showdown or with nobody to act).

    >>> from cardroom.views import TableConfig
    >>> preaction_labels(TableView(guild_id=1, channel_id=2, creator_id=3,
    ...                  config=TableConfig(), seats=()))
    ()
    """
    if not view.in_hand or view.street not in _STREETS or view.to_act is None:
        return ()
    bet = street_bet(view)
    return tuple((move, f"{MARK} {_label(move, bet)}") for move in PreMove)


def custom_id(view: TableView, move: PreMove) -> str:
    """The id of a pre-action button drawn for ``view``'s hand, street and bet."""
    return make("pre", view.channel_id, view.hand_no, view.street, street_bet(view), move.value)


def choice_text(choice: PreChoice) -> str:
    """The ephemeral answer: what is chosen now, or that it was cleared."""
    if not choice.active:
        return text("preaction.cleared")
    return text("preaction.set", hand_no=choice.hand_no, choice=_label(choice.move, choice.bet))


class PreActionButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_TEMPLATE
):
    """One pre-action of the table message; the card room checks it against the hand."""

    def __init__(
        self, channel_id: int, hand_no: int, street: str, bet: int, move: PreMove, label: str = ""
    ) -> None:
        """The button choosing ``move`` for ``street`` of hand ``hand_no`` at bet ``bet``."""
        super().__init__(
            discord.ui.Button(
                label=label or move.value,
                style=discord.ButtonStyle.secondary,
                row=ROW,
                custom_id=make("pre", channel_id, hand_no, street, bet, move.value),
            )
        )
        self.channel_id = channel_id
        self.hand_no = hand_no
        self.street = street
        self.bet = bet
        self.move = move

    @classmethod
    async def from_custom_id(
        cls,
        interaction: Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id: integers and enum values only."""
        return cls(
            int(match["table"]),
            int(match["hand"]),
            match["street"],
            int(match["bet"]),
            PreMove(match["move"]),
        )

    async def callback(self, interaction: Interaction) -> None:
        """Choose (or clear) the pre-action and tell the clicker alone."""
        bot = cast("HoldemBot", interaction.client)

        async def work() -> None:
            if not await bot.desk.admit(interaction):
                return
            choice = await bot.tables.preact(
                self.channel_id,
                interaction.user.id,
                self.hand_no,
                self.move,
                street=self.street,
                bet=self.bet,
            )
            await respond(interaction, choice_text(choice), ephemeral=True)

        await guarded(interaction, work)


def with_preactions(ui: discord.ui.View | None, view: TableView) -> discord.ui.View | None:
    """The table message's buttons with the pre-action row added (when a hand is running)."""
    labels = preaction_labels(view)
    if not labels:
        return ui
    ui = ui or discord.ui.View(timeout=None)
    bet = street_bet(view)
    for move, label in labels:
        ui.add_item(PreActionButton(view.channel_id, view.hand_no, view.street, bet, move, label))
    return ui
