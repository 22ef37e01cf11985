"""Pure rendering: the card room's views and notes become embeds, text, buttons and pictures.

No awaits and no client access: every function takes frozen records from
:mod:`cardroom.views` (and plain values) and returns a :class:`discord.Embed`, a ``str``,
a :class:`ButtonSpec` or a picture record for :mod:`cogs.pictures`. This is the only place
that knows emoji, colours and layout; all words come from the catalogues (:mod:`cogs.i18n`,
:mod:`cogs.messages`), in the language of the moment, which the desk sets for each reader
(:func:`cogs.i18n.speaking`): the server's language for channel messages, the member's own
for ephemeral replies and DMs.

Hole cards appear in exactly two functions, :func:`hole_cards_text` (for their owner) and
the showdown renderers (for cards the table has seen); the table message never shows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum, unique
from functools import lru_cache

import discord

from cardroom.models import (
    LEADERBOARD_MIN_HANDS,
    RATE_BOARDS,
    HandOutcome,
    LeaderboardKind,
    LeaderboardPage,
    PlayerStats,
)
from cardroom.robots import is_robot
from cardroom.tables import HandSummary
from cardroom.views import (
    LegalView,
    Move,
    Note,
    NoteKind,
    PrivateCards,
    SeatState,
    ShownHand,
    TableView,
)
from cogs import i18n, pictures, terms
from cogs.i18n import signed, text
from cogs.messages import hand_name, status_text
from cogs.odds import at_all_in_line, mention, player_name, seat_caption
from holdem.actions import ActionKind
from holdem.cards import Card
from holdem.evaluator import evaluate

__all__ = [
    "TABLE_IMAGE",
    "ButtonKind",
    "ButtonSpec",
    "cards_text",
    "chips",
    "dm_failed_text",
    "hole_cards_text",
    "leaderboard_embed",
    "match_over_text",
    "mention",
    "note_line",
    "reminder_text",
    "result_embed",
    "showdown_embed",
    "showdown_picture",
    "stats_embed",
    "street_embed",
    "table_buttons",
    "table_embed",
    "table_picture",
    "turn_ping_text",
]

TABLE_IMAGE = "table.png"
"""The file name of the table picture attached to the table message."""
SHOWDOWN_IMAGE = "showdown.png"
"""The file name of the showdown picture."""
HOLE_IMAGE = "cards.png"
"""The file name of the hole-cards picture in a direct message."""

_GREEN = discord.Colour(0x1F8B4C)
_GOLD = discord.Colour(0xD4AF37)
_GREY = discord.Colour(0x5D6D7E)
_BLUE = discord.Colour(0x3498DB)

_BUTTON_MARK = "🔘"
_TO_ACT_MARK = "▶️"
_SEAT_MARK = "▫️"


def chips(amount: int) -> str:
    """Chips with the thousands separator of the language of the moment.

    >>> chips(1234567)
    '1,234,567'
    """
    return i18n.number(amount)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards written out for people, separated by spaces.

    >>> from holdem.cards import parse_cards
    >>> cards_text(parse_cards("AsKd"))
    'A♠ K♦'
    """
    return " ".join(card.pretty for card in cards)


def _relative(timestamp: float) -> str:
    """A Discord relative timestamp ("in 25 seconds"), which every client counts down itself.

    >>> _relative(1_700_000_030.4)
    '<t:1700000030:R>'
    """
    return discord.utils.format_dt(datetime.fromtimestamp(timestamp, tz=UTC), "R")


def _street_name(street: str) -> str:
    return text(f"street.{street or 'between'}") if street in _STREETS else street.title()


_STREETS = frozenset(("preflop", "flop", "turn", "river", "showdown", ""))


# --- the table message ------------------------------------------------------------------


def _title(view: TableView) -> str:
    config = view.config
    blinds = view.blinds
    small = blinds.small_blind if blinds else config.small_blind
    big = blinds.big_blind if blinds else config.big_blind
    structure = text(f"betting.{config.betting}")
    key = {"headsup": "table.title.headsup", "tournament": "table.title.tournament"}.get(
        str(config.game), "table.title"
    )
    title = text(key, structure=structure, small_blind=small, big_blind=big)
    ante = blinds.ante if blinds else config.ante
    if ante:
        key = "table.ante.big_blind" if config.ante_type == "big_blind" else "table.ante"
        title += " · " + text(key, ante=ante)
    return title


def _seat_line(view: TableView, seat_no: int) -> str:
    seat = view.seats[seat_no]
    if view.to_act == seat.user_id:
        marker = _TO_ACT_MARK
    elif seat.is_button:
        marker = _BUTTON_MARK
    else:
        marker = _SEAT_MARK
    bet = text("table.seat.bet", bet=seat.bet) if seat.bet else ""
    state = ""
    if seat.state in (SeatState.FOLDED, SeatState.ALL_IN, SeatState.SITTING_OUT):
        state = text(f"table.state.{seat.state.value}")
    elif seat.state is SeatState.WAITING and view.in_hand:
        state = text("table.state.waiting")
    if seat.is_button and marker != _BUTTON_MARK:
        state += " " + _BUTTON_MARK
    return text(
        "table.seat",
        marker=marker,
        seat=seat.seat + 1,
        player=mention(seat.user_id),
        stack=seat.stack,
        bet=bet,
        state=state,
    )


def _pot_line(view: TableView) -> str:
    if len(view.pots) > 1:
        main, *sides = view.pots
        return text(
            "table.pot.sides",
            total=view.total_pot,
            main=main.amount,
            sides=", ".join(chips(p.amount) for p in sides),
        )
    return text("table.pot", total=view.total_pot)


def _between_hands(view: TableView) -> str:
    """When the next hand comes: a countdown once hands follow on their own, else the hint."""
    if view.next_hand_at is not None:
        return text("table.next_hand", when=_relative(view.next_hand_at))
    if view.hand_no == 0:
        return text("table.waiting")
    return text("table.waiting.players")


def table_embed(
    view: TableView,
    *,
    recent: Sequence[str] = (),
    image: str | None = None,
    now: float | None = None,
    retired: bool = False,
) -> discord.Embed:
    """The table message: seats, stacks, bets, pot, board and whose turn it is, until when.

    ``recent`` is the action log (:class:`cogs.action_log.ActionLog`); ``image`` the file
    name of the attached table picture, shown inside the embed; ``now`` (a Unix time) says
    whether the clock or the time bank is running. A ``retired`` copy (a newer message
    shows the table) keeps its seats and log but no countdown. The text stands on its own
    for screen readers and clients with images off; the table's terms are a field.
    """
    lines: list[str] = []
    if view.is_closed:
        lines.append(text("table.closed"))
    elif not view.seats:
        lines.append(text("table.no_players"))
    else:
        lines.extend(_seat_line(view, i) for i in range(len(view.seats)))
    if view.in_hand:
        lines.append("")
        board = cards_text(view.board)
        if view.second_board:  # run twice: both boards, labelled
            lines.append(text("table.board.first_run", cards=board))
            lines.append(text("table.board.second_run", cards=cards_text(view.second_board)))
        else:
            lines.append(text("table.board", cards=board) if board else text("table.board.empty"))
        lines.append(_pot_line(view))
        if view.to_act is not None:
            lines.append(terms.to_act_line(view, now))
        elif view.run_twice_pending:
            when = _relative(view.run_twice_deadline) if view.run_twice_deadline else "—"
            players = " ".join(mention(user) for user in view.run_twice_pending)
            lines.append(text("table.run_twice", players=players, deadline=when))
    elif view.seats and not view.is_closed:
        lines.append("")
        if view.board:  # the last hand's board, until the next deal
            lines.append(text("table.board", cards=cards_text(view.board)))
        if not retired:
            lines.append(_between_hands(view))
        if view.bomb_pot_next:
            lines.append(text("table.bomb_next"))
    if recent:
        lines.append("")
        lines.append(text("table.recent", lines=" · ".join(recent)))
    if view.status is not None:
        lines.append(f"*{status_text(view.status)}*")
    colour = _GREY if view.is_closed else (_GREEN if view.in_hand else _BLUE)
    embed = discord.Embed(title=_title(view), description="\n".join(lines), colour=colour)
    if view.hand_no and view.in_hand:
        embed.set_footer(
            text=text("table.footer", hand_no=view.hand_no, street=_street_name(view.street))
        )
    elif view.hand_no:
        embed.set_footer(text=text("table.footer", hand_no=view.hand_no, street=_street_name("")))
    else:
        embed.set_footer(text=text("table.footer.idle", seats=len(view.seats)))
    if not view.is_closed:
        embed.add_field(name=text("terms.title"), value=terms.terms_text(view), inline=False)
    if image is not None:
        embed.set_image(url=f"attachment://{image}")
    return embed


@unique
class ButtonKind(StrEnum):
    """The three kinds of table button: an action, the raise modal, the hole-cards peek."""

    ACT = "act"
    """Sends a :class:`~cardroom.views.Move` straight to the card room."""
    RAISE = "raise"
    """Opens the modal for a typed amount."""
    CARDS = "cards"
    """Shows the clicker's own hole cards, ephemerally."""


@dataclass(frozen=True, slots=True)
class ButtonSpec:
    """One button of the table message, before it becomes a discord.py item."""

    kind: ButtonKind
    """What pressing it does."""
    label: str
    """Its text."""
    style: discord.ButtonStyle
    """Its colour."""
    row: int
    """Which row (0-4) it sits in."""
    move: Move | None = None
    """For ACT buttons: the move it sends."""


def _quick_label(move: Move, amount: int, legal: LegalView) -> str:
    keys = {
        Move.MIN_RAISE: "button.min_raise",
        Move.HALF_POT: "button.half_pot",
        Move.POT: "button.pot",
        Move.ALL_IN: "button.all_in",
    }
    return text(keys.get(move, "button.pot"), amount=amount)


def _act(label: str, style: discord.ButtonStyle, row: int, move: Move) -> ButtonSpec:
    return ButtonSpec(ButtonKind.ACT, label, style, row, move)


def _raise_buttons(legal: LegalView) -> list[ButtonSpec]:
    """The bet and raise buttons: only what ``legal`` allows, never two for one amount.

    A single size (fixed limit, or a pot limit that only allows the minimum) is one button
    ("Bet 20", "Raise to 40") and no form; a quick raise of the whole stack is the All-in
    button; All-in appears only when the whole stack may go in (not past a pot limit).
    """
    if not legal.can_raise or legal.min_raise_to is None:
        return []
    low, high = legal.min_raise_to, legal.max_raise_to
    if high is not None and low == high:
        if low == legal.all_in_to and legal.can_all_in:
            label = text("button.all_in", amount=low)
            return [_act(label, discord.ButtonStyle.danger, 1, Move.ALL_IN)]
        key = "button.bet_to" if legal.is_bet else "button.raise_to"
        return [_act(text(key, amount=low), discord.ButtonStyle.success, 1, Move.MIN_RAISE)]
    specs: list[ButtonSpec] = []
    seen: set[int] = set()
    for quick in legal.quick_raises:
        whole = quick.raise_to == legal.all_in_to
        if quick.raise_to in seen or (whole and not legal.can_all_in):
            continue
        seen.add(quick.raise_to)
        move = Move.ALL_IN if whole else quick.move
        style = discord.ButtonStyle.danger if whole else discord.ButtonStyle.success
        specs.append(_act(_quick_label(move, quick.raise_to, legal), style, 1, move))
    if legal.can_all_in and legal.all_in_to not in seen:
        label = text("button.all_in", amount=legal.all_in_to)
        specs.insert(0, _act(label, discord.ButtonStyle.danger, 0, Move.ALL_IN))
    if legal.free_amounts:
        key = "button.bet" if legal.is_bet else "button.raise"
        specs.append(ButtonSpec(ButtonKind.RAISE, text(key), discord.ButtonStyle.success, 1))
    return specs


def table_buttons(view: TableView) -> tuple[ButtonSpec, ...]:
    """The buttons of the table message: the to-act player's choices, then "My cards".

    Nothing between hands or on a closed table. The amounts on the labels are those of the
    player to act; the card room checks every press again.
    """
    if not view.in_hand or view.is_closed:
        return ()
    specs: list[ButtonSpec] = []
    legal = view.legal
    if legal is not None:
        if not legal.can_check:  # checking is free: no Fold (the "Check/Fold" pre-action stays)
            specs.append(_act(text("button.fold"), discord.ButtonStyle.danger, 0, Move.FOLD))
        if legal.can_check:
            specs.append(_act(text("button.check"), discord.ButtonStyle.secondary, 0, Move.CHECK))
        else:
            label = text("button.call", amount=legal.call_amount)
            specs.append(_act(label, discord.ButtonStyle.primary, 0, Move.CALL))
        specs += _raise_buttons(legal)
    specs.append(
        ButtonSpec(ButtonKind.CARDS, text("button.my_cards"), discord.ButtonStyle.secondary, 2)
    )
    return tuple(specs)


def table_picture(view: TableView, names: Mapping[int, str]) -> pictures.TablePicture:
    """The table picture's record: the occupied seats, board, pot, hand and street.

    It shows what the text shows (to act, stacks, bets, folded, the pot as the text's
    total, side pots as the text names them), so the desk redraws it whenever the record
    changes, which is after every action. Empty seats are left out.
    """
    states = {
        SeatState.ACTIVE: pictures.SeatState.ACTIVE,
        SeatState.FOLDED: pictures.SeatState.FOLDED,
        SeatState.ALL_IN: pictures.SeatState.ALL_IN,
        SeatState.SITTING_OUT: pictures.SeatState.SITTING_OUT,
        SeatState.WAITING: pictures.SeatState.SITTING_OUT,
    }
    face_up = {hand.user_id: hand.cards for hand in view.odds.hands} if view.odds else {}
    seats = []
    for seat in view.seats[:10]:
        dealt = view.in_hand and seat.state in (SeatState.ACTIVE, SeatState.ALL_IN)
        seats.append(
            pictures.SeatPicture(
                seat=seat.seat,
                name=player_name(seat.user_id, names, text("picture.seat", seat=seat.seat + 1)),
                stack=seat.stack,
                bet=seat.bet,
                state=states[seat.state] if view.in_hand else pictures.SeatState.ACTIVE,
                is_button=seat.is_button,
                to_act=view.to_act == seat.user_id,
                cards=face_up.get(seat.user_id) if dealt else (),  # backs unless face up
                caption=seat_caption(view.odds, seat.user_id) if view.odds else "",
            )
        )
    while len(seats) < 2:  # a table of one: the other seat is open
        seats.append(pictures.SeatPicture(seat=len(seats), state=pictures.SeatState.EMPTY))
    if len(view.pots) > 1:
        pots = tuple(p.amount for p in view.pots)
    else:
        pots = (view.total_pot,) if view.total_pot else ()
    return pictures.TablePicture(
        seats=tuple(seats),
        board=view.board,
        pots=pots,
        hand_number=view.hand_no or None,
        street=_street_name(view.street) if view.in_hand else "",
        labels=picture_labels(),
        second_board=view.second_board,
    )


def picture_labels() -> pictures.PictureLabels:
    """The words drawn on the pictures, in the language of the moment (see PictureLabels).

    Made once per language: the table picture's record is built after every action.
    """
    return _labels(i18n.current())


@lru_cache(maxsize=16)
def _labels(language: str) -> pictures.PictureLabels:
    return pictures.PictureLabels(
        pot=text("picture.pot", amount="{amount}"),
        main=text("picture.main", amount="{amount}"),
        side=text("picture.side", amount="{amount}"),
        seat=text("picture.seat", seat="{seat}"),
        open_seat=text("picture.open", seat="{seat}"),
        all_in=text("picture.all_in"),
        folded=text("picture.folded"),
        away=text("picture.away"),
        to_act=text("picture.to_act"),
        hand=text("picture.hand", number="{number}"),
        showdown=text("picture.showdown"),
        wins=text("picture.wins", amount="{amount}"),
        first_run=text("picture.first_run"),
        second_run=text("picture.second_run"),
        thousands=i18n.number(1000)[1:-3],
    )


def shown_hand_name(shown: ShownHand, board: Sequence[Card]) -> str:
    """A shown hand's name in the language of the moment, from its cards and the board.

    The card room's ``description`` is English, for logs; the name is rebuilt from the
    hand's structure (:func:`cogs.messages.hand_name`). With fewer than five cards known
    (never at a hold'em showdown) the hand has no name rather than an English one.
    """
    cards = (*shown.cards, *board)
    if len(cards) < 5:
        return ""
    return hand_name(evaluate(cards))


# --- notes: the hand's story in the channel ---------------------------------------------


def _action_line(note: Note, who: str) -> str:
    """An ACTION note in the catalogue's words: the move, its size, and "all-in" if it was."""
    move = note.move
    if move is None:
        return text("note.action", player=who)
    if move is ActionKind.ALL_IN or (note.all_in and move in (ActionKind.BET, ActionKind.RAISE)):
        return text("note.all_in", player=who, amount=note.amount)
    line = text(f"note.{move.value}", player=who, amount=note.amount)
    return line + text("note.all_in.suffix") if note.all_in else line


def note_line(note: Note) -> str | None:
    """A public note as one short line for the table message, or None if it has no line.

    Every word comes from the catalogue, phrased from the note's fields (the card room's
    English ``text`` is for logs). Streets and showdowns get their own messages.
    """
    who = mention(note.user_id) if note.user_id is not None else ""
    kind = note.kind
    if kind in (
        NoteKind.STREET,
        NoteKind.SHOWDOWN,
        NoteKind.REMINDER,
        NoteKind.DM_FAILED,
        NoteKind.ODDS,
    ):
        return None
    if kind is NoteKind.ACTION:
        return _action_line(note, who)
    if kind is NoteKind.HAND_WON:
        winners = {w for _, _, ws in note.awards for w in ws}
        player = mention(next(iter(winners))) if len(winners) == 1 else who
        total = sum(amount for _, amount, _ in note.awards) or note.amount
        return text("note.hand_won", player=player, amount=total)
    if kind is NoteKind.HAND_STARTED:
        return text("note.hand_started", hand_no=note.hand_no or "?")
    if kind is NoteKind.TIMED_OUT:
        return text("note.timed_out", player=who)
    if kind is NoteKind.SAT_OUT:
        return text("note.sat_out", player=who)
    if kind is NoteKind.SAT_DOWN:
        return text("note.sat_down", player=who, amount=note.amount)
    if kind is NoteKind.PLAYER_LEFT:
        if note.amount:
            return text("note.player_left.chips", player=who, amount=note.amount)
        return text("note.player_left", player=who)
    if kind is NoteKind.ELIMINATED:
        return text("note.eliminated", player=who, place=note.place or "?")
    if kind is NoteKind.OUT_OF_CHIPS:
        return text("note.out_of_chips", player=who, amount=note.amount)
    if kind is NoteKind.HAND_VOIDED:
        return text("note.hand_voided", hand_no=note.hand_no or "?")
    if kind is NoteKind.LEVEL_UP:
        if note.amount:
            return text("note.level_up.big_blind", amount=note.amount)
        return text("note.level_up")
    return match_over_text(note)  # the last kind: MATCH_OVER


def match_over_text(note: Note, *, game: str = "headsup") -> str:
    """The end of a heads-up match or a sit-and-go: who won what, then the final standings.

    ``game`` is the table's :class:`~cardroom.views.GameKind` value ("headsup" names the
    match, "tournament" the sit-and-go). The standings give each finisher's place, last
    stack and prize, and the hands played.
    """
    if note.user_id is None:
        head = text("note.match_over.draw", hands=note.hand_no)
    else:
        head = text(
            "note.match_over.result", player=mention(note.user_id), amount=note.amount, game=game
        )
    lines = [head]
    lines.extend(
        text(
            "note.match_over.standing",
            place=standing.place,
            player=mention(standing.user_id),
            stack=standing.stack,
            prize=standing.prize,
        )
        for standing in note.standings
    )
    if note.hand_no:
        lines.append(text("note.match_over.hands", hands=note.hand_no))
    return "\n".join(lines)


_RESULT_EXTRAS = frozenset((NoteKind.ELIMINATED, NoteKind.OUT_OF_CHIPS, NoteKind.PLAYER_LEFT))


def result_embed(
    notes: Sequence[Note], hand_no: int, *, image: str | None = None, game: str = "headsup"
) -> discord.Embed:
    """The one post that ends a hand: the showdown (or the pot won unseen).

    It also lists every bust and place, and a finished match's or sit-and-go's standings.
    """
    showdown = next((n for n in notes if n.kind is NoteKind.SHOWDOWN), None)
    won = next((n for n in notes if n.kind is NoteKind.HAND_WON), None)
    if showdown is not None:
        embed = showdown_embed(showdown, hand_no, image=image)
    else:
        embed = discord.Embed(
            title=text("note.result.title", hand_no=hand_no),
            description=(note_line(won) or "") if won is not None else "",
            colour=_GOLD,
        )
    extras = [note_line(n) for n in notes if n.kind in _RESULT_EXTRAS]
    extras += [match_over_text(n, game=game) for n in notes if n.kind is NoteKind.MATCH_OVER]
    lines = [line for line in extras if line]
    if lines:
        embed.description = "\n".join(filter(None, (embed.description, "", *lines)))
    return embed


def turn_ping_text(user_id: int) -> str:
    """The short message that pings the player to act (deleted when they act).

    A computer player is never pinged nor addressed as a person: empty for a robot.
    """
    if is_robot(user_id):
        return ""
    return text("ping.turn", player=mention(user_id))


def street_embed(note: Note, hand_no: int) -> discord.Embed:
    """The message for a new street: its new cards, and the whole board."""
    count = {"flop": 3, "turn": 1, "river": 1}.get(note.street, len(note.board))
    new = note.board[-count:] if count else note.board
    description = text("note.street", street=_street_name(note.street), cards=cards_text(new))
    if len(note.board) > len(new):
        description += "\n" + text("note.street.board", board=cards_text(note.board))
    embed = discord.Embed(description=description, colour=_GREEN)
    embed.set_footer(text=text("table.footer", hand_no=hand_no, street=_street_name(note.street)))
    return embed


def _pot_name(index: int) -> str:
    return text("note.pot.main") if index == 0 else text("note.pot.side", number=index)


def _pot_totals(note: Note) -> tuple[int, ...]:
    """Each pot once, whole: run twice, a pot's two halves are one pot."""
    totals: dict[int, int] = {}
    for index, amount, _ in (*note.awards, *note.second_awards):
        totals[index] = totals.get(index, 0) + amount
    return tuple(amount for _, amount in sorted(totals.items()))


def _award_lines(awards: Sequence[tuple[int, int, tuple[int, ...]]]) -> list[str]:
    return [
        text(
            "note.pot.award",
            pot=_pot_name(index),
            amount=amount,
            winners=", ".join(mention(w) for w in winners),
        )
        for index, amount, winners in awards
    ]


def showdown_embed(note: Note, hand_no: int, *, image: str | None = None) -> discord.Embed:
    """The showdown: the board, every shown hand with its name, and who won which pot.

    A hand run twice shows both boards, labelled first and second run, each with every
    shown hand named on it, what it won there, and that board's half of each pot.
    """
    lines = []
    runs: list[tuple[str, tuple[Card, ...], Sequence[tuple[int, int, tuple[int, ...]]]]] = [
        ("", note.board, note.awards)
    ]
    if note.second_board:
        runs = [
            (text("note.run.first"), note.board, note.awards),
            (text("note.run.second"), note.second_board, note.second_awards),
        ]
    for number, (title, board, awards) in enumerate(runs):
        if title:
            lines.append(f"**{title}**")
        if board:
            lines.append(text("note.street.board", board=cards_text(board)))
            lines.append("")
        for shown in note.shown:
            amount = (shown.won - shown.won_second, shown.won_second)[number]
            won = text("note.showdown.won", amount=amount) if amount else ""
            lines.append(
                text(
                    "note.showdown.hand",
                    player=mention(shown.user_id),
                    cards=cards_text(shown.cards),
                    description=shown_hand_name(shown, board),
                    won=won,
                )
            )
        if awards:
            lines.append("")
            lines.extend(_award_lines(awards))
        if title and number == 0:
            lines.append("")
    if note.odds is not None:  # an all-in run-out: the odds at the moment of the all-in
        lines.append("")
        lines.append(at_all_in_line(note.odds, mention))
    embed = discord.Embed(
        title=text("note.showdown.title", hand_no=hand_no),
        description="\n".join(lines),
        colour=_GOLD,
    )
    if image is not None:
        embed.set_image(url=f"attachment://{image}")
    return embed


def showdown_picture(
    note: Note, hand_no: int, names: Mapping[int, str]
) -> pictures.ShowdownPicture:
    """The showdown picture's record: winners first, their best five highlighted.

    Run twice, each hand carries its name and winnings on each board.
    """
    hands = sorted(note.shown, key=lambda s: -s.won)
    twice = bool(note.second_board)
    return pictures.ShowdownPicture(
        board=note.board,
        second_board=note.second_board,
        hands=tuple(
            pictures.ShownHand(
                name=player_name(s.user_id, names, text("picture.player")),
                cards=s.cards,
                description=shown_hand_name(s, note.board),
                won=s.won - s.won_second,
                highlight=s.best_five if s.won - s.won_second else (),
                second_description=shown_hand_name(s, note.second_board) if twice else "",
                second_won=s.won_second,
                second_highlight=s.second_best_five if s.won_second else (),
            )
            for s in hands
        ),
        pots=_pot_totals(note),
        hand_number=hand_no,
        labels=picture_labels(),
    )


def hole_cards_text(
    private: PrivateCards, *, channel_id: int | None = None, view: TableView | None = None
) -> str:
    """A player's own cards in words, for their DM (naming the channel) or an ephemeral reply.

    With the table's ``view`` (the "My cards" reply) it adds the board so far, the best
    hand the cards make with it, and for the player to act the pot odds of a call.
    """
    if not private.cards:
        return text("cards.none")
    cards = cards_text(private.cards)
    if channel_id is not None:
        return text("cards.dm", hand_no=private.hand_no, channel=f"<#{channel_id}>", cards=cards)
    lines = [text("cards.ephemeral", hand_no=private.hand_no, cards=cards)]
    if view is not None and view.hand_no == private.hand_no:
        lines.extend(_my_hand_lines(private, view))
    return "\n".join(lines)


def _my_hand_lines(private: PrivateCards, view: TableView) -> list[str]:
    """The board, the hand's name from the flop on, and the pot odds of a call."""
    lines: list[str] = []
    if view.board:
        lines.append(text("cards.board", board=cards_text(view.board)))
        lines.append(text("cards.hand", name=hand_name(evaluate((*private.cards, *view.board)))))
    legal = view.legal
    if legal is not None and legal.user_id == private.user_id and legal.call_amount > 0:
        pot = view.total_pot
        call = legal.call_amount
        lines.append(
            text(
                "cards.pot_odds",
                call=call,
                pot=pot,
                ratio=i18n.decimal(pot / call),
                percent=round(100 * call / (pot + call)),
            )
        )
    return lines


def dm_failed_text(user_id: int) -> str:
    """The channel notice when a player's DM was refused; it never carries the cards."""
    return text("note.dm_failed", player=mention(user_id))


def reminder_text(user_id: int, deadline: float | None) -> str:
    """A nudge for the player to act, with their deadline as a relative timestamp.

    A computer player is never addressed as a person: the channel is told it is thinking.
    """
    when = _relative(deadline) if deadline is not None else text("reminder.soon")
    key = "note.reminder.robot" if is_robot(user_id) else "note.reminder"
    return text(key, player=mention(user_id), deadline=when)


# --- the bank -----------------------------------------------------------------------------


def history_embed(summaries: Sequence[HandSummary]) -> discord.Embed:
    """The last hands of a table: winners, pot, board, and the asker's own result."""
    if not summaries:
        return discord.Embed(description=text("poker.history.empty"), colour=_BLUE)
    lines = []
    for summary in summaries:
        if summary.outcome is HandOutcome.VOIDED:
            outcome = text("poker.history.voided")
        else:
            outcome = text(
                "poker.history.won",
                winners=", ".join(mention(w) for w in summary.winners) or "—",
                pot=summary.pot,
            )
        detail = ""
        if summary.board:
            detail += " · " + cards_text(summary.board)
        if summary.net is not None:
            detail += " · " + text("poker.history.net", net=signed(summary.net))
        lines.append(
            text(
                "poker.history.line.id",
                hand_no=summary.hand_no,
                hand_id=summary.hand_id or "—",
                outcome=outcome,
                detail=detail,
            )
        )
    return discord.Embed(
        title=text("poker.history.title", count=len(summaries)),
        description="\n".join(lines),
        colour=_BLUE,
    )


def _empty_board(kind: LeaderboardKind) -> str:
    """An empty leaderboard; a rate's says how many hands rank a member."""
    if kind.value in RATE_BOARDS:
        return text("bank.leaderboard.empty.min_hands", hands=LEADERBOARD_MIN_HANDS)
    return text("bank.leaderboard.empty")


def leaderboard_embed(page: LeaderboardPage) -> discord.Embed:
    """One page of a leaderboard, ranks and mentions."""
    by = text(f"bank.by.{page.kind.value}")
    lines = [
        text(
            "bank.leaderboard.line",
            rank=row.rank,
            player=mention(row.user_id),
            value=leaderboard_value(page.kind, row.value),
        )
        for row in page.rows
    ]
    embed = discord.Embed(
        title=text("bank.leaderboard.title", by=by),
        description="\n".join(lines) or _empty_board(page.kind),
        colour=_GOLD,
    )
    embed.set_footer(text=text("bank.leaderboard.footer", page=page.page, pages=page.total_pages))
    return embed


def stats_embed(stats: PlayerStats) -> discord.Embed:
    """A member's record in this server."""
    body = text(
        "bank.stats.body",
        played=stats.hands_played,
        won=stats.hands_won,
        net=signed(stats.net_won),
        biggest=stats.biggest_pot,
        showdowns=stats.showdowns_won,
    )
    if stats.robot_hands:  # play against computer players, kept apart
        body += "\n" + text(
            "bank.stats.robots",
            played=stats.robot_hands,
            won=stats.robot_hands_won,
            net=signed(stats.robot_net_won),
        )
    play = stats.play
    body += "\n\n" + text(
        "bank.stats.play",
        vpip=_rate(play.vpip_pm),
        pfr=_rate(play.pfr_pm),
        three_bet=_rate(play.three_bet_pm),
        wtsd=_rate(play.wtsd_pm),
        wsd=_rate(play.wsd_pm),
        bb100=_tenths_or_dash(play.bb_per_100_tenths, signed=True),
        played=play.tournaments_played,
        cashed=play.tournaments_cashed,
        matches=play.matches_played,
        matches_won=play.matches_won,
    )
    return discord.Embed(
        title=text("bank.stats.title"),
        description=text("bank.stats.who", player=mention(stats.user_id)) + "\n\n" + body,
        colour=_BLUE,
    )


def _tenths_or_dash(value: int | None, *, signed: bool = False) -> str:
    """A value kept in tenths, or a dash when there is nothing to count yet."""
    if value is None:
        return "—"
    written = i18n.tenths(value)
    return "+" + written if signed and value > 0 else written


def _rate(per_mille: int | None) -> str:
    """A rate kept in tenths of a percent as the language writes a percentage."""
    if per_mille is None:
        return "—"
    return text("bank.percent", value=i18n.tenths(per_mille))


_RATE_BOARDS = frozenset((LeaderboardKind.VPIP, LeaderboardKind.PFR))


def leaderboard_value(kind: LeaderboardKind, value: int) -> str:
    """A leaderboard's value: chips and counts grouped, rates as percentages, bb/100 signed."""
    if kind in _RATE_BOARDS:
        return _rate(value)
    if kind is LeaderboardKind.BB_PER_100:
        return text("bank.bb_per_hundred", value=_tenths_or_dash(value, signed=True))
    return chips(value)


LEADERBOARD_KINDS: tuple[LeaderboardKind, ...] = tuple(LeaderboardKind)
"""The leaderboards offered by /leaderboard."""
