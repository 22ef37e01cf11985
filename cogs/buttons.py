"""The table's buttons and the raise modal, as discord.py ``DynamicItem``s that survive restarts.

Every button's custom id names what it does, the table (its channel id), the hand and, for
a decision, the moment of the hand it was drawn for (:attr:`TableView.turn_no`):
``holdem:v1:act:<channel>:<hand>:<turn>:<move>``, ``holdem:v1:raise:<channel>:<hand>:<turn>``
and ``holdem:v1:cards:<channel>:<hand>`` (the raise form: ``holdem:v1:modal:<channel>:<hand>:
<turn>``). The bot registers :class:`TableButton` once (``add_dynamic_items`` in
``setup_hook``), so a button on any table message works after a restart without stored view
state, and the card room refuses a click on an earlier hand or an earlier moment of this one
(``StaleButton``), out of turn or by a stranger, each with a polite ephemeral reply. An action
button without a moment (drawn before moments existed) is refused as stale.

discord.py only logs exceptions from dynamic items and modals, so each callback runs through
:func:`guarded`, which answers the clicker instead. The command tree's check does not run for
them either, so :func:`guarded` also sets the clicker's language (``interaction.locale``) for
what only they see (refusals, the raise form, their cards); the table message a click edits
is public, and the desk phrases it in the server's language. The leaderboard's paging buttons live
here too; only the member who asked may turn the pages.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Self, cast

import discord

from cardroom.amounts import parse_amount
from cardroom.errors import NotSeated, NotYourTurn, StaleButton, UserFacingError
from cardroom.models import LeaderboardKind
from cardroom.views import LegalView, Move, TableView
from cogs import render
from cogs.custom_ids import HAND, TABLE, make, template
from cogs.deferral import settle_deferral, watch
from cogs.i18n import set_language, speaking
from cogs.messages import text
from cogs.render import ButtonKind, ButtonSpec
from cogs.tree import report_error, send_ephemeral, taken_while_running

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = [
    "LeaderboardButton",
    "RaiseModal",
    "TableButton",
    "custom_id",
    "guarded",
    "leaderboard_view",
    "table_view",
]

Interaction = discord.Interaction[discord.Client]

_MOVES = "|".join(re.escape(m.value) for m in Move)
_TABLE_TEMPLATE = (
    template("(?P<kind>act|raise|cards)", f"{TABLE}:{HAND}")
    + rf"(?::(?P<turn>[0-9]{{1,12}}))?(?::(?P<move>{_MOVES}))?"
)
_KINDS = "|".join(k.value for k in LeaderboardKind)
_LEADERBOARD_TEMPLATE = template(
    "lb", rf"(?P<asker>[0-9]{{1,20}}):(?P<by>{_KINDS}):(?P<page>[0-9]{{1,6}}):(?P<dir>p|n)"
)


def bot_of(interaction: Interaction) -> HoldemBot:
    """The bot behind an interaction, with its services."""
    return cast("HoldemBot", interaction.client)


async def guarded(
    interaction: Interaction, work: Callable[[], Awaitable[None]], *, defer: bool = False
) -> None:
    """Run a button's or modal's work in the clicker's language; answer any failure.

    Failures are answered as the command tree would. With ``defer`` the answer is
    deferred when the work has not answered within :data:`~cogs.deferral.DEFER_AFTER`
    seconds (a busy database), so that its answer can still come, as an edit or a
    follow-up, instead of never.
    """
    set_language(interaction.locale)
    if not await taken_while_running(interaction):
        return
    if defer:
        watch(interaction)
    try:
        await bot_of(interaction).desk.seen(interaction)
        await work()
    except Exception as error:
        await settle_deferral(interaction)
        await report_error(interaction, error)
    else:
        await settle_deferral(interaction)


def custom_id(
    kind: ButtonKind,
    channel_id: int,
    hand_no: int,
    move: Move | None = None,
    *,
    turn_no: int | None = None,
) -> str:
    """The custom id of a table button (at most 100 characters, as Discord requires).

    >>> custom_id(ButtonKind.ACT, 42, 17, Move.CALL, turn_no=9)
    'holdem:v1:act:42:17:9:call'
    >>> custom_id(ButtonKind.CARDS, 42, 17)
    'holdem:v1:cards:42:17'
    """
    fields = [channel_id, hand_no, turn_no, move.value if move is not None else None]
    return make(kind.value, *(f for f in fields if f is not None))


class TableButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_TABLE_TEMPLATE
):
    """A button of the table message: an action, "Raise…" (the modal) or "My cards"."""

    def __init__(
        self,
        kind: ButtonKind,
        channel_id: int,
        hand_no: int,
        move: Move | None = None,
        *,
        turn_no: int | None = None,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        """Build the button for ``kind`` on hand ``hand_no`` of the table in ``channel_id``.

        ``turn_no`` is the moment of the hand the button is drawn for (actions and the
        raise form); "My cards" holds for the whole hand and has none.
        """
        super().__init__(
            discord.ui.Button(
                label=label or kind.value,
                style=style,
                row=row,
                custom_id=custom_id(kind, channel_id, hand_no, move, turn_no=turn_no),
            )
        )
        self.kind = kind
        self.channel_id = channel_id
        self.hand_no = hand_no
        self.turn_no = turn_no
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
        move = Move(match["move"]) if match["move"] else None
        turn_no = int(match["turn"]) if match["turn"] else None
        return cls(
            ButtonKind(match["kind"]),
            int(match["table"]),
            int(match["hand"]),
            move,
            turn_no=turn_no,
        )

    async def callback(self, interaction: Interaction) -> None:
        """Act, open the raise modal, or show the clicker's cards."""
        desk = bot_of(interaction).desk
        if self.kind is ButtonKind.ACT:
            work = self._act
        elif self.kind is ButtonKind.RAISE:
            work = self._open_modal
        else:
            work = self._show_cards

        async def admitted() -> None:
            if await desk.admit(interaction):  # else the clicker was told why
                await work(interaction)

        await guarded(interaction, admitted, defer=self.kind is ButtonKind.ACT)

    async def _act(self, interaction: Interaction) -> None:
        bot = bot_of(interaction)
        if self.move is None or self.turn_no is None:
            raise StaleButton.earlier_moment()  # an id without a moment: drawn long ago
        update = await bot.tables.act(
            self.channel_id, interaction.user.id, self.hand_no, self.move, turn=self.turn_no
        )
        await bot.desk.reply_with_table(interaction, update)

    async def _open_modal(self, interaction: Interaction) -> None:
        if self.turn_no is None:
            raise StaleButton.earlier_moment()
        view = await bot_of(interaction).tables.view(self.channel_id)
        legal = check_turn(view, interaction.user.id, self.hand_no, self.turn_no)
        if not legal.can_raise or legal.min_raise_to is None:
            raise UserFacingError.coded("modal.no_raise")
        if not legal.free_amounts:
            raise UserFacingError.coded("error.free_amounts")
        await interaction.response.send_modal(
            RaiseModal(self.channel_id, self.hand_no, self.turn_no, legal)
        )

    async def _show_cards(self, interaction: Interaction) -> None:
        tables = bot_of(interaction).tables
        private = await tables.my_cards(self.channel_id, interaction.user.id)
        if private.hand_no != self.hand_no:
            raise StaleButton()
        content = render.hole_cards_text(private, view=await tables.view(self.channel_id))
        try:
            file = await bot_of(interaction).desk.hole_cards_file(interaction.guild_id, private)
        except ValueError:
            await interaction.response.send_message(content, ephemeral=True)
            return
        await interaction.response.send_message(content, file=file, ephemeral=True)


def check_turn(view: TableView, user_id: int, hand_no: int, turn_no: int) -> LegalView:
    """The legal choices if ``user_id`` is to act at moment ``turn_no`` of hand ``hand_no``.

    Raises:
        StaleButton: The hand is over or another has begun, or the hand has moved on.
        NotSeated: The clicker is not in this hand.
        NotYourTurn: Someone else is to act.
    """
    if not view.in_hand or view.hand_no != hand_no:
        raise StaleButton()
    if view.turn_no != turn_no:
        raise StaleButton.earlier_moment()
    seat = view.seat_of(user_id)
    if seat is None or not seat.in_hand:
        raise NotSeated.coded("error.not_in_hand")
    if view.to_act != user_id or view.legal is None:
        raise NotYourTurn()
    return view.legal


class RaiseModal(discord.ui.Modal):
    """Asks for the total to bet or raise to, showing the minimum and the maximum."""

    def __init__(self, channel_id: int, hand_no: int, turn_no: int, legal: LegalView) -> None:
        """Prepare the form for the player to act at moment ``turn_no`` of ``hand_no``."""
        # Plain digits, in every language: what the form shows is what the player types back,
        # and the card room reads ASCII digits (a Danish "1.500" or a Swedish "1 500" not).
        minimum = str(legal.min_raise_to or 0)
        maximum = str(legal.max_raise_to or legal.all_in_to)
        super().__init__(
            title=text("modal.title.bet" if legal.is_bet else "modal.title.raise", hand_no=hand_no),
            custom_id=make("modal", channel_id, hand_no, turn_no),
            timeout=300,
        )
        self.channel_id = channel_id
        self.hand_no = hand_no
        self.turn_no = turn_no
        self.is_bet = legal.is_bet
        self.amount: discord.ui.TextInput[RaiseModal] = discord.ui.TextInput(
            label=text(
                "modal.label.bet" if legal.is_bet else "modal.label",
                minimum=minimum,
                maximum=maximum,
            )[:45],
            placeholder=text("modal.placeholder", minimum=minimum, maximum=maximum)[:100],
            min_length=1,
            max_length=24,
            custom_id="amount",
        )
        self.add_item(self.amount)

    async def on_submit(self, interaction: Interaction, /) -> None:
        """Send the typed amount to the card room, which checks it against the limits."""
        amount = parse_amount(self.amount.value, what="amount")
        move = Move.BET if self.is_bet else Move.RAISE
        bot = bot_of(interaction)
        if not await bot.desk.admit(interaction):
            return

        async def work() -> None:
            update = await bot.tables.act(
                self.channel_id, interaction.user.id, self.hand_no, move, amount, turn=self.turn_no
            )
            await bot.desk.reply_with_table(interaction, update)

        await guarded(interaction, work, defer=True)

    async def on_error(  # type: ignore[override]  # a Modal's on_error has no item argument
        self, interaction: Interaction, error: Exception, /
    ) -> None:
        """A refused amount (or anything else) gets an ephemeral reply; nothing changes."""
        await report_error(interaction, error)


def table_view(
    view: TableView, specs: tuple[ButtonSpec, ...] | None = None
) -> discord.ui.View | None:
    """The buttons of a table message as a persistent discord.py view (None if there are none)."""
    specs = render.table_buttons(view) if specs is None else specs
    if not specs:
        return None
    ui = discord.ui.View(timeout=None)
    for spec in specs:
        ui.add_item(
            TableButton(
                spec.kind,
                view.channel_id,
                view.hand_no,
                spec.move,
                turn_no=None if spec.kind is ButtonKind.CARDS else view.turn_no,
                label=spec.label,
                style=spec.style,
                row=spec.row,
            )
        )
    return ui


class LeaderboardButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_LEADERBOARD_TEMPLATE
):
    """The Previous and Next buttons of a leaderboard; only the asker can turn its pages."""

    def __init__(
        self,
        asker_id: int,
        by: LeaderboardKind,
        page: int,
        direction: str,
        *,
        disabled: bool = False,
    ) -> None:
        """A button that shows ``page`` of the ``by`` leaderboard to ``asker_id``."""
        super().__init__(
            discord.ui.Button(
                label=text("button.previous" if direction == "p" else "button.next"),
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=make("lb", asker_id, by.value, page, direction),
            )
        )
        self.asker_id = asker_id
        self.by = by
        self.page = page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id."""
        return cls(
            int(match["asker"]), LeaderboardKind(match["by"]), int(match["page"]), match["dir"]
        )

    async def interaction_check(self, interaction: Interaction, /) -> bool:
        """Only the asker turns the pages; anyone else is told so, privately."""
        if interaction.user.id == self.asker_id:
            return True
        set_language(interaction.locale)
        await send_ephemeral(
            interaction, text("error.not_your_buttons", owner=render.mention(self.asker_id))
        )
        return False

    async def callback(self, interaction: Interaction) -> None:
        """Show the requested page in place."""

        async def work() -> None:
            if interaction.guild_id is None:
                raise UserFacingError.coded("error.guild_only")
            bot = bot_of(interaction)
            page = await bot.bank.leaderboard(interaction.guild_id, self.by, self.page)
            with speaking(await bot.desk.server_language(interaction.guild_id)):  # public
                embed = render.leaderboard_embed(page)
                view = leaderboard_view(self.asker_id, page.kind, page.page, page.total_pages)
            await interaction.response.edit_message(embed=embed, view=view)

        await guarded(interaction, work)


def leaderboard_view(
    asker_id: int, by: LeaderboardKind, page: int, pages: int
) -> discord.ui.View | None:
    """Paging buttons for a leaderboard (None when it fits on one page)."""
    if pages <= 1:
        return None
    ui = discord.ui.View(timeout=None)
    ui.add_item(LeaderboardButton(asker_id, by, max(1, page - 1), "p", disabled=page <= 1))
    ui.add_item(LeaderboardButton(asker_id, by, min(pages, page + 1), "n", disabled=page >= pages))
    return ui
