"""The message catalogue: every sentence the front desk shows a player, keyed by name.

Text is looked up with :func:`text` (``text("join.seated", seat=3)``), never written inline
in a cog, so that a later issue can add languages by adding a catalogue next to
:data:`ENGLISH` and choosing it from ``interaction.locale``. Keys are dotted
``area.what``; fields are ``str.format`` fields, so a translation can reorder them.

The card room's refusals (:class:`cardroom.errors.UserFacingError`) already carry a
player-ready English ``reason``; they pass through :func:`error_text`, the one place a
translation will map them.
"""

from __future__ import annotations

from collections.abc import Mapping
from string import Formatter
from typing import Final

__all__ = ["CATALOGUES", "DEFAULT_LOCALE", "ENGLISH", "error_text", "fields_of", "text"]

DEFAULT_LOCALE: Final = "en"
"""The language every key exists in."""

ENGLISH: Final[Mapping[str, str]] = {
    # --- generic ----------------------------------------------------------------------
    "error.unexpected": "Sorry, something went wrong on our side. Please try again.",
    "error.no_permission": "You need the Manage Server permission to do that.",
    "error.guild_only": "Poker is played in a server channel, not in direct messages.",
    "error.cooldown": "Slow down a little: try again in {seconds:.0f} seconds.",
    "error.bad_option": "{value!r} is not a valid value for that option.",
    "error.check_failed": "You can't use that command here.",
    "error.not_your_buttons": (
        "These buttons belong to {owner}'s request. Run the command yourself."
    ),
    "error.not_your_turn": "It is not your turn yet.",
    "error.stale_button": "That button belongs to an earlier hand.",
    "error.not_in_hand": "You are not in this hand, so these buttons are not for you.",
    "error.headsup_fixed": (
        "The heads-up match always plays the game card (blinds 1/2, 100 chips, ten hands); "
        "leave out the other options."
    ),
    "error.free_amounts": "This format only allows the half-pot, pot and all-in raises.",
    # --- command and option descriptions (shown in Discord's command picker) -----------
    "cmd.poker": "Texas Hold'em at this channel's table",
    "cmd.poker.create": "Open a table in this channel",
    "cmd.poker.join": "Take a seat at this channel's table",
    "cmd.poker.leave": "Leave the table (your stack goes back to your bankroll)",
    "cmd.poker.start": "Deal the first hand",
    "cmd.poker.table": "Post the table again",
    "cmd.poker.cards": "See your hole cards (only you)",
    "cmd.poker.sitout": "Sit out from the next hand",
    "cmd.poker.sitin": "Come back in from the next hand",
    "cmd.poker.topup": "Add chips from your bankroll to your stack",
    "cmd.poker.history": "The last hands played here",
    "cmd.poker.export": "A hand in PHH format, as a file (only what the table saw)",
    "cmd.poker.close": "Close the table (its creator, or Manage Server)",
    "cmd.poker.deck": "How your own cards look",
    "cmd.poker.deck.style": "Draw your own cards classic or four-colour (this server)",
    "opt.deck_style": "Classic (two colours) or four-colour (♦ blue, ♣ green)",
    "deck.classic": "classic",
    "deck.four_colour": "four-colour",
    "cmd.poker.misdeal": "Declare a misdeal: the hand is void (Manage Server)",
    "cmd.fold": "Fold your hand",
    "cmd.check": "Check",
    "cmd.call": "Call the current bet",
    "cmd.bet": "Bet an amount",
    "cmd.raise": "Raise to a total for this betting round",
    "cmd.allin": "Put your whole stack in",
    "cmd.balance": "A bankroll in this server",
    "cmd.daily": "Collect your daily chips",
    "cmd.leaderboard": "The server's leaderboard",
    "cmd.stats": "Poker stats of a member",
    "cmd.bank": "Bank administration (Manage Server)",
    "cmd.bank.grant": "Give chips to a member's bankroll (Manage Server)",
    "opt.game": "Cash table, the heads-up ten-hand match, or a sit-and-go",
    "opt.small_blind": "The small blind",
    "opt.big_blind": "The big blind",
    "opt.betting": "No-limit, pot-limit or fixed-limit",
    "opt.seats": "How many seats (2 to 10)",
    "opt.min_buy_in": "The smallest buy-in (a sit-and-go's entry fee)",
    "opt.max_buy_in": "The largest buy-in",
    "opt.straddle": "The player left of the big blind straddles every hand",
    "opt.ante": "An ante from every player dealt in",
    "opt.clock": "Seconds each player has to act",
    "opt.buy_in": "Chips to bring to the table",
    "opt.amount": "Chips",
    "opt.raise_to": "The total your bet becomes this round",
    "opt.count": "How many hands",
    "opt.hand": "The hand number (the last one if left out)",
    "opt.member": "The member (you if left out)",
    "opt.by": "What to rank by",
    "opt.page": "Which page",
    "opt.grant_member": "Who receives the chips",
    # --- the table message ------------------------------------------------------------
    "table.title": "Texas Hold'em · {structure} · {small_blind}/{big_blind}",
    "table.title.headsup": "Heads-up match · blinds {small_blind}/{big_blind}",
    "table.title.tournament": "Sit-and-go · {structure} · blinds {small_blind}/{big_blind}",
    "table.ante": "ante {ante}",
    "table.no_players": "No one is seated yet. Use `/poker join` to take a seat.",
    "table.waiting": "Waiting for the first hand. `/poker start` deals it.",
    "table.next_hand": "The next hand is dealt {when}.",
    "table.waiting.players": "Waiting for players: two need to be seated and in.",
    "table.closed": "This table is closed.",
    "table.seat": "{marker} Seat {seat} · {player} · {stack} chips{bet}{state}",
    "table.seat.bet": " · bet {bet}",
    "table.state.folded": " · folded",
    "table.state.all_in": " · **all-in**",
    "table.state.sitting_out": " · sitting out",
    "table.state.waiting": " · waiting",
    "table.board": "**Board** {cards}",
    "table.board.empty": "**Board** —",
    "table.pot": "**Pot** {total}",
    "table.pot.sides": "**Pot** {total} (main {main}; side {sides})",
    "table.to_act": "**{player} to act** · time runs out {deadline}",
    "table.to_act.call": "{player} may fold, call {call} or raise",
    "table.recent": "**Last** {lines}",
    "table.footer": "Hand #{hand_no} · {street}",
    "table.footer.idle": "Between hands · {seats} seated",
    "street.preflop": "Preflop",
    "street.flop": "Flop",
    "street.turn": "Turn",
    "street.river": "River",
    "street.showdown": "Showdown",
    "street.": "Between hands",
    # --- buttons and the raise modal --------------------------------------------------
    "button.fold": "Fold",
    "button.check": "Check",
    "button.call": "Call {amount}",
    "button.all_in": "All-in {amount}",
    "button.min_raise": "Min {amount}",
    "button.half_pot": "½ pot {amount}",
    "button.pot": "Pot {amount}",
    "button.bet_quick": "{label} {amount}",
    "button.raise": "Raise…",
    "button.bet": "Bet…",
    "button.my_cards": "My cards",
    "button.previous": "Previous",
    "button.next": "Next",
    "modal.title.raise": "Raise (hand #{hand_no})",
    "modal.title.bet": "Bet (hand #{hand_no})",
    "modal.label": "Raise to ({minimum} to {maximum})",
    "modal.label.bet": "Bet ({minimum} to {maximum})",
    "modal.placeholder": "A total between {minimum} and {maximum}",
    "modal.no_raise": "You can't bet or raise right now.",
    # --- notes of a hand --------------------------------------------------------------
    "note.hand_started": "Hand #{hand_no} is dealt.",
    "note.fold": "{player} folds",
    "note.check": "{player} checks",
    "note.call": "{player} calls {amount}",
    "note.bet": "{player} bets {amount}",
    "note.raise": "{player} raises to {amount}",
    "note.all_in": "{player} is all-in for {amount}",
    "note.all_in.suffix": " (all-in)",
    "note.muck": "{player} mucks",
    "note.show": "{player} shows",
    "note.ante": "{player} antes {amount}",
    "note.small_blind": "{player} posts the small blind {amount}",
    "note.big_blind": "{player} posts the big blind {amount}",
    "note.straddle": "{player} straddles {amount}",
    "note.uncalled": "{player} takes back an uncalled {amount}",
    "note.action": "{player} acts",
    "note.street": "**{street}** · {cards}",
    "note.street.board": "Board: {board}",
    "note.showdown.title": "Showdown · hand #{hand_no}",
    "note.showdown.hand": "{player} shows {cards} — {description}{won}",
    "note.showdown.won": " · wins {amount}",
    "note.pot.main": "Main pot",
    "note.pot.side": "Side pot {number}",
    "note.pot.award": "{pot} ({amount}): {winners}",
    "note.hand_won": "{player} wins {amount} (everyone else folded)",
    "note.hand_voided": "Hand #{hand_no} was declared a misdeal: every chip went back.",
    "note.timed_out": "{player} ran out of time",
    "note.sat_out": "{player} is sitting out",
    "note.player_left": "{player} left the table",
    "note.player_left.chips": "{player} left the table with {amount} chips",
    "note.eliminated": "{player} is out in place {place}",
    "note.out_of_chips": (
        "{player} is out of chips: `/poker topup` at least {amount} to play on, or `/poker leave`"
    ),
    "note.level_up": "The blinds go up",
    "note.level_up.big_blind": "The blinds go up: the big blind is now {amount}",
    "note.match_over": "The match is over.",
    "note.match_over.won": "{player} wins! The prize pool was {amount} chips.",
    "note.match_over.draw": "The match is a draw: every stake goes back.",
    "note.reminder": "{player}, it's your turn — the clock runs out {deadline}.",
    "note.dm_failed": (
        "{player}, I couldn't send you your cards by direct message. "
        "Press **My cards** on the table (or use `/poker cards`) to see them."
    ),
    # --- hole cards -------------------------------------------------------------------
    "cards.dm": "Your cards for hand #{hand_no} in {channel}: **{cards}**",
    "cards.ephemeral": "Your cards for hand #{hand_no}: **{cards}**",
    "cards.none": "You have no cards in the current hand.",
    # --- /poker replies ---------------------------------------------------------------
    "poker.created": "{player} opened a table here. Use `/poker join` to sit down.",
    "poker.joined": "{player} sat down.",
    "poker.left": "{player} left the table.",
    "poker.started": "Shuffle up and deal!",
    "poker.sat_out": "You are sitting out from the next hand.",
    "poker.sat_in": "You are back in from the next hand.",
    "poker.topped_up": "Added {amount} chips to your stack.",
    "poker.table_posted": "The table is posted below.",
    "poker.closed": "The table is closed. Every stack went back to its bankroll.",
    "poker.misdeal": "Misdeal declared: the hand is void and every chip went back.",
    "poker.acted": "Done.",
    "poker.history.title": "The last {count} hands here",
    "poker.history.empty": "No hands have been played at this table yet.",
    "poker.history.line": "#{hand_no} · {outcome}{detail}",
    "poker.history.won": "{winners} won {pot}",
    "poker.history.voided": "misdeal (void)",
    "poker.history.net": "you {net}",
    "poker.export.done": "Hand #{hand_no} in PHH (only what the table saw).",
    "poker.deck_style": (
        "Your cards will be drawn {style} on this server, in your direct messages and "
        "under **My cards**. The table picture stays classic for everyone."
    ),
    # --- bank -------------------------------------------------------------------------
    "bank.balance": "{player} has **{balance}** chips.",
    "bank.balance.daily_ready": "The daily reward is ready: `/daily`.",
    "bank.balance.daily_at": "Next daily reward {when}.",
    "bank.daily": "You collected **{amount}** chips. Your bankroll now holds {balance}.",
    "bank.granted": "Granted {amount} chips to {player}. Their bankroll now holds {balance}.",
    "bank.leaderboard.title": "Leaderboard · {by}",
    "bank.leaderboard.empty": "Nobody is on this leaderboard yet.",
    "bank.leaderboard.line": "**{rank}.** {player} · {value}",
    "bank.leaderboard.footer": "Page {page} of {pages}",
    "bank.by.bankroll": "bankroll",
    "bank.by.net_won": "net chips won",
    "bank.by.hands_won": "hands won",
    "bank.stats.title": "Poker stats",
    "bank.stats.who": "{player}",
    "bank.stats.body": (
        "Hands played: {played}\nHands won: {won}\nNet chips won: {net}\n"
        "Biggest pot: {biggest}\nShowdowns won: {showdowns}"
    ),
}
"""The English catalogue: the one every key must exist in."""

CATALOGUES: Final[Mapping[str, Mapping[str, str]]] = {DEFAULT_LOCALE: ENGLISH}
"""Every catalogue by locale; a later issue adds more."""


def text(key: str, /, *, locale: str = DEFAULT_LOCALE, **fields: object) -> str:
    """Look up ``key`` in the catalogue of ``locale`` (falling back to English) and fill it in.

    >>> text("bank.balance", player="Ann", balance="1,000")
    'Ann has **1,000** chips.'

    Raises:
        KeyError: if no catalogue knows ``key`` (a programming error, caught by the tests).
    """
    catalogue = CATALOGUES.get(locale, ENGLISH)
    template = catalogue.get(key) or ENGLISH[key]
    return template.format(**fields) if fields else template


def fields_of(key: str) -> frozenset[str]:
    """The field names an English entry expects (for tests and translators).

    >>> sorted(fields_of("bank.granted"))
    ['amount', 'balance', 'player']
    """
    names = (name for _, name, _, _ in Formatter().parse(ENGLISH[key]) if name)
    return frozenset(name.split(".")[0].split("[")[0] for name in names)


def error_text(reason: str, *, locale: str = DEFAULT_LOCALE) -> str:
    """The card room's refusal for a player; English reasons pass through unchanged.

    The card room phrases its refusals itself (in English); this is the single hook where a
    translation will map them, so the cogs never show ``reason`` without calling it.
    """
    del locale  # Only English exists for now.
    return reason
