"""The /poker commands and the action commands (/fold, /check, /call, /bet, /raise, /allin).

Each callback is parse → one card-room call → render → respond; a refusal
(:class:`~cardroom.errors.UserFacingError`) goes to :class:`cogs.tree.HoldemTree`, which
answers it ephemerally. The table message itself is posted and edited by :mod:`cogs.desk`.

Languages: what only the member sees speaks their ``interaction.locale`` (the tree sets it);
a public reply (someone sat down, the table closed) speaks the server's language, which
``/poker language`` chooses (:meth:`~cogs.desk.Desk.server_language`).
"""

from __future__ import annotations

import io
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import NotAllowed, UserFacingError
from cardroom.sharing import ExportFormat, Sharing
from cardroom.views import DeckStyle, GameKind, Move, NoteKind, TableConfig, TableUpdate
from cogs import render
from cogs.admin import is_admin
from cogs.deferral import respond, settle_deferral
from cogs.i18n import LANGUAGE_NAMES, LOCALES, format_message, speaking
from cogs.messages import text
from cogs.replay import replay_content, replay_file
from cogs.sharing import export_content, ledger_embed, ledger_file, robot_namer
from cogs.translator import CatalogueTranslator

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = ["PokerCog", "build_config", "setup"]

log = logging.getLogger(__name__)

Interaction = discord.Interaction["HoldemBot"]
Chips = app_commands.Range[int, 1, MAX_CHIPS]

_CASH = TableConfig()


def table_ids(interaction: discord.Interaction[discord.Client]) -> tuple[int, int]:
    """The guild and channel of a command; poker is played in server channels only."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise UserFacingError.coded("error.guild_only")
    return interaction.guild_id, interaction.channel_id


def build_config(
    *,
    game: str = "cash",
    small_blind: int | None = None,
    big_blind: int | None = None,
    betting: str | None = None,
    seats: int | None = None,
    min_buy_in: int | None = None,
    max_buy_in: int | None = None,
    straddle: bool | None = None,
    ante: int | None = None,
    clock: int | None = None,
    ante_type: str | None = None,
) -> TableConfig:
    """The configuration /poker create asks for, with sensible defaults for what is left out.

    Blinds default to 5/10 (a given small blind doubles for the big blind, and the other way
    round); buy-ins to 40 and 200 big blinds. The heads-up match is exactly the game card,
    so it takes none of the sizing options.

    >>> build_config(big_blind=50).small_blind, build_config(big_blind=50).min_buy_in
    (25, 2000)

    Raises:
        UserFacingError: options given for the heads-up match.
    """
    kind = GameKind(game)
    if kind is GameKind.HEADS_UP:
        sizes = (small_blind, big_blind, betting, seats, min_buy_in, max_buy_in, straddle)
        given = (*sizes, ante, ante_type)
        if any(option is not None for option in given):
            raise UserFacingError.coded("error.headsup_fixed")
        return TableConfig(
            game=kind,
            small_blind=1,
            big_blind=2,
            seats=2,
            min_buy_in=100,
            max_buy_in=100,
            clock_seconds=clock or _CASH.clock_seconds,
        )
    if small_blind is None and big_blind is None:
        small_blind, big_blind = _CASH.small_blind, _CASH.big_blind
    elif big_blind is None:
        assert small_blind is not None  # noqa: S101 - narrowed by the branch above
        big_blind = small_blind * 2
    elif small_blind is None:
        small_blind = max(1, big_blind // 2)
    assert small_blind is not None  # noqa: S101 - every branch sets it
    return TableConfig(
        game=kind,
        small_blind=small_blind,
        big_blind=big_blind,
        betting=betting or _CASH.betting,
        seats=seats or (6 if kind is GameKind.TOURNAMENT else _CASH.seats),
        min_buy_in=min_buy_in if min_buy_in is not None else 40 * big_blind,
        max_buy_in=max_buy_in if max_buy_in is not None else max(200 * big_blind, min_buy_in or 0),
        straddle=bool(straddle),
        ante=ante or 0,
        ante_type=ante_type or _CASH.ante_type,
        clock_seconds=clock or _CASH.clock_seconds,
    )


def _acted_line(update: TableUpdate, user_id: int) -> str:
    """What the player just did, in the table's words, for their ephemeral confirmation."""
    for note in reversed(update.notes):
        if note.kind is NoteKind.ACTION and note.user_id == user_id:
            return render.note_line(note) or text("poker.acted")
    return text("poker.acted")


class PokerCog(commands.Cog):
    """Tables: create, join, play, leave, and the table's paperwork."""

    poker = app_commands.Group(name="poker", description=text("cmd.poker"), guild_only=True)

    def __init__(self, bot: HoldemBot) -> None:
        """Use the bot's table service and desk."""
        self.bot = bot
        self.tables = bot.tables
        self.desk = bot.desk
        self.sharing = Sharing(bot.tables.store)

    # --- the table -----------------------------------------------------------------------

    @poker.command(name="create", description=text("cmd.poker.create"))
    @app_commands.describe(
        game=text("opt.game"),
        small_blind=text("opt.small_blind"),
        big_blind=text("opt.big_blind"),
        betting=text("opt.betting"),
        seats=text("opt.seats"),
        min_buy_in=text("opt.min_buy_in"),
        max_buy_in=text("opt.max_buy_in"),
        straddle=text("opt.straddle"),
        ante=text("opt.ante"),
        ante_type=text("opt.ante_type"),
        clock=text("opt.clock"),
        opponent=text("opt.opponent"),
        run_it_twice=text("opt.run_it_twice"),
        bomb_every=text("opt.bomb_every"),
        rabbit_hunt=text("opt.rabbit_hunt"),
    )
    async def create(
        self,
        interaction: Interaction,
        game: Literal["cash", "headsup", "tournament"] = "cash",
        small_blind: Chips | None = None,
        big_blind: Chips | None = None,
        betting: Literal["no-limit", "pot-limit", "fixed-limit"] | None = None,
        seats: app_commands.Range[int, 2, 10] | None = None,
        min_buy_in: app_commands.Range[int, 0, MAX_CHIPS] | None = None,
        max_buy_in: Chips | None = None,
        straddle: bool | None = None,
        ante: app_commands.Range[int, 0, MAX_CHIPS] | None = None,
        ante_type: Literal["every", "big_blind"] | None = None,
        clock: app_commands.Range[int, 10, 600] | None = None,
        opponent: Literal["member", "bot"] = "member",
        run_it_twice: bool | None = None,
        bomb_every: app_commands.Range[int, 0, 1000] | None = None,
        rabbit_hunt: bool | None = None,
    ) -> None:
        """Open a table here (a match against the computer starts at once).

        A cash table may take the home-game options.
        """
        guild_id, channel_id = table_ids(interaction)
        config = build_config(
            game=game,
            small_blind=small_blind,
            big_blind=big_blind,
            betting=betting,
            seats=seats,
            min_buy_in=min_buy_in,
            max_buy_in=max_buy_in,
            straddle=straddle,
            ante=ante,
            clock=clock,
            ante_type=ante_type,
        )
        if opponent == "bot":
            if config.game is not GameKind.HEADS_UP:
                raise UserFacingError.coded("robot.headsup_only")
            if not await self.bot.store.robots_allowed(guild_id):
                raise NotAllowed.coded("robot.forbidden")
            update = await self.tables.create_robot_match(
                guild_id, channel_id, interaction.user.id, config
            )
            await self.desk.reply_new_table(interaction, update)
            return
        home = (run_it_twice, bomb_every, rabbit_hunt)
        if any(option is not None for option in home):
            if config.game is not GameKind.CASH:
                raise NotAllowed.coded("options.cash_only")
            config = replace(
                config,
                run_it_twice=bool(run_it_twice),
                bomb_pot_every=bomb_every or 0,
                rabbit_hunt=bool(rabbit_hunt),
            )
        update = await self.tables.create(guild_id, channel_id, interaction.user.id, config)
        content = await self._public(interaction, "poker.created", player=interaction.user.mention)
        await self.desk.reply_new_table(interaction, update, content=content)

    @poker.command(name="join", description=text("cmd.poker.join"))
    @app_commands.describe(buy_in=text("opt.buy_in"), blind=text("opt.blind"))
    async def join(
        self,
        interaction: Interaction,
        buy_in: Chips | None = None,
        blind: Literal["post", "wait"] = "post",
    ) -> None:
        """Take a seat at this channel's table (post a big blind to play now, or wait for it)."""
        guild_id, channel_id = table_ids(interaction)
        update = await self.tables.join(
            guild_id, channel_id, interaction.user.id, buy_in, post=blind == "post"
        )
        seat = update.view.seat_of(interaction.user.id)
        line = await self._public(
            interaction,
            "poker.joined.chips",
            player=interaction.user.mention,
            amount=seat.stack if seat is not None else 0,
        )
        await self._answer(interaction, update, line)

    @poker.command(name="leave", description=text("cmd.poker.leave"))
    async def leave(self, interaction: Interaction) -> None:
        """Leave the table; in a hand, fold now and cash out after it."""
        _, channel_id = table_ids(interaction)
        update = await self.tables.leave(channel_id, interaction.user.id)
        line = await self._public(interaction, "poker.left", player=interaction.user.mention)
        await self._answer(interaction, update, line)

    @poker.command(name="start", description=text("cmd.poker.start"))
    async def start(self, interaction: Interaction) -> None:
        """Deal the first hand; the reply is the hand's table message."""
        _, channel_id = table_ids(interaction)
        update = await self.tables.start(
            channel_id, interaction.user.id, is_admin=is_admin(interaction)
        )
        await self.desk.reply_new_table(interaction, update)

    @poker.command(name="table", description=text("cmd.poker.table"))
    async def table(self, interaction: Interaction) -> None:
        """Post the table again, at the bottom of the channel."""
        _, channel_id = table_ids(interaction)
        view = await self.tables.view(channel_id)
        await self.desk.reply_new_table(interaction, TableUpdate(view))

    @poker.command(name="cards", description=text("cmd.poker.cards"))
    async def cards(self, interaction: Interaction) -> None:
        """Your hole cards, for your eyes only."""
        _, channel_id = table_ids(interaction)
        private = await self.tables.my_cards(channel_id, interaction.user.id)
        view = await self.tables.view(channel_id)
        content = render.hole_cards_text(private, view=view)
        if not private.cards:
            await respond(interaction, content, ephemeral=True)
            return
        file = await self.desk.hole_cards_file(interaction.guild_id, private)
        await respond(interaction, content, file=file, ephemeral=True)

    deck = app_commands.Group(name="deck", description=text("cmd.poker.deck"), parent=poker)

    @deck.command(name="style", description=text("cmd.poker.deck.style"))
    @app_commands.describe(style=text("opt.deck_style"))
    @app_commands.choices(
        style=[
            app_commands.Choice(name=text("deck.classic"), value=DeckStyle.CLASSIC.value),
            app_commands.Choice(name=text("deck.four_colour"), value=DeckStyle.FOUR_COLOUR.value),
        ]
    )
    async def deck_style(self, interaction: Interaction, style: str) -> None:
        """Choose how your own cards are drawn here: classic or four-colour."""
        guild_id, _ = table_ids(interaction)
        chosen = await self.bot.bank.set_deck_style(guild_id, interaction.user.id, style)
        self.desk.style_changed(guild_id, interaction.user.id, chosen)
        await respond(
            interaction,
            text("poker.deck_style", style=text(f"deck.{chosen.value}")),
            ephemeral=True,
        )

    robot = app_commands.Group(name="bot", description=text("cmd.poker.bot"), parent=poker)

    @robot.command(name="add", description=text("cmd.poker.bot.add"))
    @app_commands.describe(style=text("opt.style"), seat=text("opt.robot_seat"))
    async def robot_add(
        self,
        interaction: Interaction,
        style: Literal["tight", "loose", "station", "match"] = "tight",
        seat: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        """Seat a computer player: its stack (or entry) comes from the server's house."""
        guild_id, channel_id = table_ids(interaction)
        update, robot = await self.tables.add_robot(
            guild_id, channel_id, interaction.user.id, style, seat, is_admin=is_admin(interaction)
        )
        seated = next((s for s in update.view.seats if s.user_id == robot), None)
        if seated is None or update.view.config.game is not GameKind.CASH:
            line = await self._public(interaction, "robot.entered", player=render.mention(robot))
        else:
            line = await self._public(
                interaction,
                "robot.added",
                player=render.mention(robot),
                seat=seated.seat + 1,
                stack=seated.stack,
            )
        await self._answer(interaction, update, line)

    @robot.command(name="remove", description=text("cmd.poker.bot.remove"))
    @app_commands.describe(seat=text("opt.robot_remove_seat"))
    async def robot_remove(
        self, interaction: Interaction, seat: app_commands.Range[int, 1, 10] | None = None
    ) -> None:
        """Take a computer player away: it folds at its turn and leaves after the hand."""
        _, channel_id = table_ids(interaction)
        update, robot = await self.tables.remove_robot(
            channel_id, interaction.user.id, seat, is_admin=is_admin(interaction)
        )
        line = await self._public(interaction, "robot.removed", player=render.mention(robot))
        await self._answer(interaction, update, line)

    settings = app_commands.Group(
        name="settings", description=text("cmd.poker.settings"), parent=poker
    )

    @settings.command(name="bots", description=text("cmd.poker.settings.bots"))
    @app_commands.describe(bots=text("opt.bots"))
    @app_commands.default_permissions(manage_guild=True)
    async def settings_bots(self, interaction: Interaction, bots: Literal["on", "off"]) -> None:
        """Allow or forbid computer players on this server (Manage Server, checked here too)."""
        guild_id, _ = table_ids(interaction)
        if not is_admin(interaction):
            raise NotAllowed.coded("error.no_permission")
        allowed = await self.bot.store.set_robots_allowed(guild_id, bots == "on")
        key = "settings.bots.on" if allowed else "settings.bots.off"
        await respond(interaction, text(key), ephemeral=True)

    @poker.command(name="sitout", description=text("cmd.poker.sitout"))
    async def sitout(self, interaction: Interaction) -> None:
        """Sit out from the next hand."""
        _, channel_id = table_ids(interaction)
        update = await self.tables.sit_out(channel_id, interaction.user.id)
        await self._answer(interaction, update, text("poker.sat_out"), ephemeral=True)

    @poker.command(name="sitin", description=text("cmd.poker.sitin"))
    @app_commands.describe(blinds=text("opt.blinds"))
    async def sitin(
        self, interaction: Interaction, blinds: Literal["post", "wait"] = "post"
    ) -> None:
        """Come back in: post the blinds you missed to play now, or wait for the big blind."""
        _, channel_id = table_ids(interaction)
        post = blinds == "post"
        update = await self.tables.sit_in(channel_id, interaction.user.id, post=post)
        key = "poker.sat_in" if post else "poker.sat_in.wait"
        await self._answer(interaction, update, text(key), ephemeral=True)

    @poker.command(name="straddle", description=text("cmd.poker.straddle"))
    @app_commands.describe(choice=text("opt.straddle_choice"))
    async def straddle(self, interaction: Interaction, choice: Literal["on", "off"]) -> None:
        """Your standing choice: straddle whenever you sit left of the big blind."""
        _, channel_id = table_ids(interaction)
        on = await self.tables.straddle(channel_id, interaction.user.id, on=choice == "on")
        await respond(
            interaction, text("poker.straddle.on" if on else "poker.straddle.off"), ephemeral=True
        )

    @poker.command(name="topup", description=text("cmd.poker.topup"))
    @app_commands.describe(amount=text("opt.amount"))
    async def topup(self, interaction: Interaction, amount: Chips) -> None:
        """Add chips from your bankroll to your stack."""
        _, channel_id = table_ids(interaction)
        update = await self.tables.top_up(channel_id, interaction.user.id, amount)
        await self._answer(
            interaction,
            update,
            text("poker.topped_up", amount=amount),
            ephemeral=True,
        )

    @poker.command(name="history", description=text("cmd.poker.history"))
    @app_commands.describe(count=text("opt.count"))
    async def history(
        self, interaction: Interaction, count: app_commands.Range[int, 1, 25] = 5
    ) -> None:
        """The last hands at this table, as the table saw them."""
        guild_id, channel_id = table_ids(interaction)
        summaries = await self.tables.archive.history(
            channel_id, interaction.user.id, count, guild_id=guild_id
        )
        await respond(interaction, embed=render.history_embed(summaries), ephemeral=True)

    @poker.command(name="export", description=text("cmd.poker.export"))
    @app_commands.describe(hand=text("opt.hand"), format=text("opt.export_format"))
    async def export(
        self,
        interaction: Interaction,
        hand: app_commands.Range[str, 1, 40] | None = None,
        format: Literal["phh", "pokerstars"] = "phh",
    ) -> None:
        """A hand as a file, in PHH or PokerStars' text: shown hands and your own cards only.

        ``hand`` is a hand number at this channel's table (its last one, if it closed), or
        a hand's id from ``/poker history`` ("7-12"), for any hand you played here. Left
        out, the file holds your last hands at this table (at most 100).
        """
        guild_id, channel_id = table_ids(interaction)
        fmt = ExportFormat(format)
        channel = interaction.channel
        exported = await self.sharing.export(
            guild_id,
            channel_id,
            interaction.user.id,
            hand,
            fmt,
            table_name=getattr(channel, "name", "") or "",
            robot_name=robot_namer(),
        )
        file = discord.File(io.BytesIO(exported.text.encode()), exported.filename)
        content = export_content(exported, fmt, None)
        await respond(interaction, content, file=file, ephemeral=True)

    @poker.command(name="replay", description=text("cmd.poker.replay"))
    @app_commands.describe(hand=text("opt.hand"), share=text("opt.share"))
    async def replay(
        self,
        interaction: Interaction,
        hand: app_commands.Range[str, 1, 40] | None = None,
        share: bool = False,
    ) -> None:
        """A hand's animated replay: private, with your own cards; shared, only shown hands."""
        guild_id, channel_id = table_ids(interaction)
        replay = await self.sharing.replay(
            guild_id, channel_id, interaction.user.id, hand, share=share
        )
        await settle_deferral(interaction)
        if not interaction.response.is_done():  # drawing takes a moment: say so, privately
            await interaction.response.defer(thinking=True, ephemeral=not share)
        elif not share:  # a slow start was deferred in public: the private answer is apart
            await _drop_public_deferral(interaction)
        if share:  # the channel reads it in the server's language
            with speaking(await self.desk.server_language(interaction.guild_id)):
                file = await replay_file(replay)
                content = replay_content(replay, shared=True)
        else:
            file = await replay_file(replay)
            content = replay_content(replay, shared=False)
        await respond(interaction, content, file=file, ephemeral=not share)

    @poker.command(name="ledger", description=text("cmd.poker.ledger"))
    @app_commands.describe(session=text("opt.session"))
    async def ledger(
        self, interaction: Interaction, session: Literal["current", "last"] = "current"
    ) -> None:
        """The session's ledger with a CSV; for the creator or an admin, how to settle up."""
        guild_id, channel_id = table_ids(interaction)
        ledger = await self.sharing.ledger(
            guild_id,
            channel_id,
            interaction.user.id,
            last=session == "last",
            is_admin=is_admin(interaction),
        )
        await respond(
            interaction, embed=ledger_embed(ledger), file=ledger_file(ledger), ephemeral=True
        )

    @poker.command(name="notify", description=text("cmd.poker.notify"))
    @app_commands.describe(setting=text("opt.notify"))
    async def notify(self, interaction: Interaction, setting: Literal["on", "off"]) -> None:
        """Turn the ping on your turn on or off, on this server."""
        guild_id, _ = table_ids(interaction)
        wanted = await self.bot.bank.set_turn_ping(guild_id, interaction.user.id, setting == "on")
        self.desk.turn_ping_changed(guild_id, interaction.user.id, wanted)
        key = "poker.notify.on" if wanted else "poker.notify.off"
        await respond(interaction, text(key), ephemeral=True)

    @poker.command(name="close", description=text("cmd.poker.close"))
    async def close(self, interaction: Interaction) -> None:
        """Close the table: its creator, or a member with Manage Server."""
        _, channel_id = table_ids(interaction)
        update = await self.tables.close(
            channel_id, interaction.user.id, is_admin=is_admin(interaction)
        )
        await self._answer(interaction, update, await self._public(interaction, "poker.closed"))

    @poker.command(name="options", description=text("cmd.poker.options"))
    @app_commands.describe(
        run_it_twice=text("opt.run_it_twice"),
        bomb_every=text("opt.bomb_every"),
        rabbit_hunt=text("opt.rabbit_hunt"),
    )
    async def options(
        self,
        interaction: Interaction,
        run_it_twice: bool | None = None,
        bomb_every: app_commands.Range[int, 0, 1000] | None = None,
        rabbit_hunt: bool | None = None,
    ) -> None:
        """Change the table's home-game options: its creator, or a member with Manage Server."""
        _, channel_id = table_ids(interaction)
        update = await self.tables.set_options(
            channel_id,
            interaction.user.id,
            is_admin=is_admin(interaction),
            run_it_twice=run_it_twice,
            bomb_pot_every=bomb_every,
            rabbit_hunt=rabbit_hunt,
        )
        config = update.view.config
        line = await self._public(
            interaction,
            "poker.options",
            run_it_twice=text("choice.on" if config.run_it_twice else "choice.off"),
            bomb_every=config.bomb_pot_every,
            rabbit_hunt=text("choice.on" if config.rabbit_hunt else "choice.off"),
        )
        await self._answer(interaction, update, line)

    @poker.command(name="bomb", description=text("cmd.poker.bomb"))
    async def bomb(self, interaction: Interaction) -> None:
        """Vote for a bomb pot next; once every seated player who is in has, it comes."""
        _, channel_id = table_ids(interaction)
        update, votes, needed = await self.tables.vote_bomb(channel_id, interaction.user.id)
        key = "poker.bomb.agreed" if votes >= needed else "poker.bomb.vote"
        line = await self._public(
            interaction, key, player=interaction.user.mention, votes=votes, needed=needed
        )
        await self._answer(interaction, update, line)

    @poker.command(name="misdeal", description=text("cmd.poker.misdeal"))
    async def misdeal(self, interaction: Interaction) -> None:
        """Void the hand in progress (Manage Server, checked here and by the card room)."""
        _, channel_id = table_ids(interaction)
        if not is_admin(interaction):
            raise NotAllowed.coded("error.no_permission")
        update = await self.tables.misdeal(channel_id, interaction.user.id, is_admin=True)
        await self._answer(interaction, update, await self._public(interaction, "poker.misdeal"))

    async def _public(self, interaction: Interaction, key: str, **fields: object) -> str:
        """The message ``key`` in the server's language, for a reply everyone sees."""
        with speaking(await self.desk.server_language(interaction.guild_id)):
            return format_message(key, fields)

    @poker.command(name="language", description=text("cmd.poker.language"))
    @app_commands.describe(language=text("opt.language"))
    @app_commands.choices(
        language=[app_commands.Choice(name=LANGUAGE_NAMES[code], value=code) for code in LOCALES]
    )
    @app_commands.default_permissions(manage_guild=True)
    async def language(self, interaction: Interaction, language: str) -> None:
        """Choose the language of this server's tables (Manage Server, checked here too)."""
        guild_id, _ = table_ids(interaction)
        if not is_admin(interaction):
            raise NotAllowed.coded("error.no_permission")
        if language not in LOCALES:
            raise UserFacingError.coded("error.bad_option", value=language[:40])
        await self.bot.store.set_server_language(guild_id, language)
        self.desk.language_changed(guild_id, language)
        name = text(f"language.name.{language}")
        await respond(interaction, text("language.set", language=name), ephemeral=True)

    async def _answer(
        self, interaction: Interaction, update: TableUpdate, line: str, *, ephemeral: bool = False
    ) -> None:
        """Answer a table command with one line (its mentions never ping), then show the table.

        The table is shown even when the answer fails (too late, Discord's errors): what
        the command did has counted, and the table message must say so.
        """
        try:
            await respond(
                interaction,
                line,
                ephemeral=ephemeral,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        finally:
            await self.desk.after_command(update, interaction)

    # --- actions -------------------------------------------------------------------------

    async def _act(self, interaction: Interaction, move: Move, amount: int | None = None) -> None:
        """Act in the current hand; the reply confirms privately, the table is edited after."""
        _, channel_id = table_ids(interaction)
        view = await self.tables.view(channel_id)
        update = await self.tables.act(channel_id, interaction.user.id, view.hand_no, move, amount)
        await self._answer(
            interaction, update, _acted_line(update, interaction.user.id), ephemeral=True
        )

    @app_commands.command(name="fold", description=text("cmd.fold"))
    @app_commands.guild_only()
    async def fold(self, interaction: Interaction) -> None:
        """Fold."""
        await self._act(interaction, Move.FOLD)

    @app_commands.command(name="check", description=text("cmd.check"))
    @app_commands.guild_only()
    async def check(self, interaction: Interaction) -> None:
        """Check."""
        await self._act(interaction, Move.CHECK)

    @app_commands.command(name="call", description=text("cmd.call"))
    @app_commands.guild_only()
    async def call(self, interaction: Interaction) -> None:
        """Call."""
        await self._act(interaction, Move.CALL)

    @app_commands.command(name="bet", description=text("cmd.bet"))
    @app_commands.describe(amount=text("opt.raise_to"))
    @app_commands.guild_only()
    async def bet(self, interaction: Interaction, amount: Chips) -> None:
        """Bet: the amount is the total of your bet this round."""
        await self._act(interaction, Move.BET, amount)

    @app_commands.command(name="raise", description=text("cmd.raise"))
    @app_commands.describe(amount=text("opt.raise_to"))
    @app_commands.guild_only()
    async def raise_(self, interaction: Interaction, amount: Chips) -> None:
        """Raise to a total."""
        await self._act(interaction, Move.RAISE, amount)

    @app_commands.command(name="allin", description=text("cmd.allin"))
    @app_commands.guild_only()
    async def allin(self, interaction: Interaction) -> None:
        """Put your whole stack in."""
        await self._act(interaction, Move.ALL_IN)


async def _drop_public_deferral(interaction: Interaction) -> None:
    """Delete a public "thinking…" answer, so that a private follow-up stays private.

    The first follow-up of a deferred answer takes the deferral's place, public or not; a
    replay with the asker's own cards must never be it.
    """
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        log.info("Could not delete the deferred answer of %s", interaction.id)


async def setup(bot: HoldemBot) -> None:
    """Add the poker cog, and the translator that localises every command at sync."""
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.add_cog(PokerCog(bot))
