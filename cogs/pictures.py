r"""The pictures: the table, the showdown and a player's hole cards, as PNG bytes.

Pure drawing with Pillow: plain frozen records in, PNG bytes out, no Discord and no awaits,
so the cog can call it from a thread and the tests can decode the result. Card faces, the
empty felt and the small sprites are drawn once and cached (see :mod:`cogs._card_faces`);
a table picture is then a copy of the felt, a few dozen pastes and some text.

The ``*_box`` helpers return the pixel box, ``(left, top, right, bottom)`` as Pillow's
``crop`` takes it, where a given card is drawn, so that tests (and anyone curious) can check
that the right card is in the right place.

>>> from holdem.cards import parse_cards
>>> picture = TablePicture(
...     seats=(SeatPicture(seat=0, name="Ann", stack=990, bet=10),
...            SeatPicture(seat=1, name="Bob", stack=980, bet=20, to_act=True)),
...     board=(), pots=(), hand_number=1, street="Preflop")
>>> render_table(picture)[:8] == b"\x89PNG\r\n\x1a\n"
True
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum, unique
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from cogs._card_faces import (
    TEXT_WHITE,
    Colour,
    backdrop,
    card_back,
    card_face,
    card_height,
    dealer_button,
    fit_text,
    glow,
    label,
    label_width,
    lay_cards,
    panel,
    paste,
    place_clear,
    table_felt,
    tag,
    text_font,
    write,
)
from holdem.cards import Card, parse_cards

__all__ = [
    "BOARD_CARD_WIDTH",
    "ENGLISH_LABELS",
    "HOLE_CARD_WIDTH",
    "MIN_TEXT",
    "SEAT_CARD_WIDTH",
    "SHOWDOWN_CARD_WIDTH",
    "SHOWDOWN_WIDTH",
    "TABLE_SIZE",
    "Box",
    "PictureLabels",
    "SeatPicture",
    "SeatState",
    "ShowdownPicture",
    "ShownHand",
    "TablePicture",
    "board_card_box",
    "format_chips",
    "hole_card_box",
    "prepare",
    "render_card",
    "render_card_back",
    "render_hole_cards",
    "render_showdown",
    "render_table",
    "seat_card_box",
    "seat_centre",
    "showdown_board_box",
    "showdown_hole_box",
    "showdown_size",
]

Box = tuple[int, int, int, int]
"""A pixel box: (left, top, right, bottom), right and bottom exclusive, as for ``crop``."""


@unique
class SeatState(StrEnum):
    """What a seat is doing in the current hand, as far as the picture cares."""

    ACTIVE = "active"
    """In the hand with chips behind."""
    FOLDED = "folded"
    """Folded this hand: drawn dimmed, without cards."""
    ALL_IN = "all_in"
    """In the hand with no chips behind."""
    SITTING_OUT = "sitting_out"
    """Seated but not dealt in."""
    EMPTY = "empty"
    """Nobody sits here."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatPicture:
    """One seat as the table picture shows it."""

    seat: int
    """The seat number (0-9), shown on empty seats."""
    name: str = ""
    """The player's display name; long names are cut short with an ellipsis."""
    stack: int = 0
    """Chips behind (not counting the current bet)."""
    bet: int = 0
    """Chips put in during the current betting round, drawn in front of the seat."""
    state: SeatState = SeatState.ACTIVE
    """What the seat is doing this hand."""
    is_button: bool = False
    """Whether the dealer button sits here."""
    to_act: bool = False
    """Whether the action is on this seat (drawn with a glow)."""
    cards: tuple[Card, ...] | None = None
    """Face-up cards (at showdown); ``None`` draws backs for a seat in the hand, and ``()``
    draws no cards at all (between hands)."""
    caption: str = ""
    """Drawn as the seat's badge instead of its state: an all-in hand's chance to win."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PictureLabels:
    """The words the pictures draw, in the table's language (English by default).

    The front desk fills them from its catalogues (``render.picture_labels``); fields in
    braces (``{amount}``, ``{seat}``, ``{number}``) are filled in here, with amounts grouped
    by ``thousands``, because the pictures are drawn in a worker thread that knows no
    language of its own.
    """

    pot: str = "Pot {amount}"
    """The single pot."""
    main: str = "Main {amount}"
    """The main pot, when there are side pots."""
    side: str = "Side {amount}"
    """A side pot."""
    seat: str = "Seat {seat}"
    """A seated player without a known name."""
    open_seat: str = "Seat {seat} · open"
    """An empty seat."""
    all_in: str = "ALL-IN"
    """The badge of an all-in seat."""
    folded: str = "FOLDED"
    """The badge of a folded seat."""
    away: str = "AWAY"
    """The badge of a seat sitting out."""
    to_act: str = "TO ACT"
    """The badge of the seat to act."""
    hand: str = "Hand #{number}"
    """The hand's number."""
    showdown: str = "Showdown"
    """The showdown picture's heading."""
    wins: str = "Wins {amount}"
    """What a winning hand won."""
    first_run: str = "1st run"
    """The first board of a hand run twice."""
    second_run: str = "2nd run"
    """The second board of a hand run twice."""
    thousands: str = ","
    """The thousands separator of the language."""

    def chips(self, amount: int) -> str:
        """An amount grouped by thousands the label's way."""
        return format_chips(amount, self.thousands)


ENGLISH_LABELS = PictureLabels()
"""The labels when the front desk gives none."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TablePicture:
    """Everything the table picture shows."""

    seats: tuple[SeatPicture, ...]
    """2 to 10 seats, clockwise from the bottom centre of the picture; include empty ones."""
    board: tuple[Card, ...] = ()
    """The community cards dealt so far (0 to 5)."""
    pots: tuple[int, ...] = ()
    """The main pot, then the side pots, not counting bets still in front of the seats."""
    hand_number: int | None = None
    """The hand's number, shown under the board."""
    street: str = ""
    """The street's name ("Flop"), shown under the board."""
    title: str = ""
    """The table's name, shown in the top-left corner."""
    labels: PictureLabels = ENGLISH_LABELS
    """The words drawn, in the table's language."""
    second_board: tuple[Card, ...] = ()
    """The second run's board while a hand run twice is dealt: both boards are drawn."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ShownHand:
    """One player's hand at showdown."""

    name: str
    """The player's display name."""
    cards: tuple[Card, ...]
    """The hole cards shown."""
    description: str = ""
    """What the hand is ("Full house, kings full of fives")."""
    won: int = 0
    """Chips won from all pots on the (first) board (0 for a losing hand)."""
    highlight: tuple[Card, ...] = ()
    """The cards to highlight, usually the five that make a winning hand (from
    ``holdem.evaluator.best_five``); the other cards are then dimmed."""
    second_description: str = ""
    """What the hand is on the second board of a hand run twice."""
    second_won: int = 0
    """Chips won on the second board."""
    second_highlight: tuple[Card, ...] = ()
    """The cards to highlight on the second board's line."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ShowdownPicture:
    """Everything the showdown picture shows."""

    board: tuple[Card, ...]
    """The community cards (of the first run, when run twice)."""
    hands: tuple[ShownHand, ...]
    """The hands shown, winners usually first; one row each."""
    pots: tuple[int, ...] = ()
    """The main pot, then the side pots (each whole, both runs' halves together)."""
    hand_number: int | None = None
    """The hand's number, shown in the heading."""
    second_board: tuple[Card, ...] = ()
    """The second run's board, when the hand was run twice (else empty)."""
    labels: PictureLabels = ENGLISH_LABELS
    """The words drawn, in the table's language."""


TABLE_SIZE = (400, 300)
"""Width and height of the table picture: the size Discord shows an embed's image at
(400 px wide at most), so it is drawn 1:1 and no word is scaled below :data:`MIN_TEXT`."""
MIN_TEXT = 12
"""The smallest text on the table picture, in pixels (names, stacks, bets, badges)."""
BOARD_CARD_WIDTH = 36
"""Width of the community cards on the table picture."""
SEAT_CARD_WIDTH = 24
"""Width of the cards in front of each seat on the table picture."""
SHOWDOWN_CARD_WIDTH = 36
"""Width of every card on the showdown picture (the table picture's board cards)."""
HOLE_CARD_WIDTH = 116
"""Width of the cards on the hole-cards picture."""

_GOLD: Colour = (255, 209, 84)
_MUTED: Colour = (140, 148, 156)
_FELT_TEXT: Colour = (170, 214, 184)
_RED: Colour = (206, 52, 52)
_GREY: Colour = (84, 90, 98)
_PANEL_SIZE = (98, 36)
_PANEL_SIZE_CROWDED = (78, 36)
"""The name-plate of seven seats or more, which sit closer together."""
_CENTRE = (200, 148)
_SEAT_RADII = (150, 106)
_BET_RADII = (100, 60)
_FELT_UNIT = 0.5
"""The felt's ovals are drawn for an 800 px table; this scales them to ours."""
_CARD_GAP = 4
_CARD_TUCK = 8
_BUTTON_SIZE = 16
_BADGE_BELOW = MIN_TEXT
"""How far a seat's badge hangs below its name-plate."""
_NAME_TEXT = 13
"""Names and stacks on the name-plates."""
_PNG_LEVEL = 1
"""zlib level: a street's picture rides on a click's reply, so encode fast (level 3 took
twice as long for a file a tenth smaller)."""


def format_chips(amount: int, thousands: str = ",") -> str:
    """Chips with thousands separators (``thousands``: the language's own).

    >>> format_chips(1234567), format_chips(1234567, ".")
    ('1,234,567', '1.234.567')
    """
    grouped = f"{amount:,}"
    return grouped if thousands == "," else grouped.replace(",", thousands)


# --- layout ----------------------------------------------------------------------------


def _check_seat_count(seat_count: int) -> None:
    if not 2 <= seat_count <= 10:
        raise ValueError(f"A table picture has 2 to 10 seats, not {seat_count}.")


def _on_oval(
    seat_count: int, position: int, radii: tuple[int, int], turn: float = 0
) -> tuple[float, float]:
    """A point on an oval around the table centre; position 0 is the bottom, then clockwise."""
    angle = math.pi / 2 + (position + turn) * 2 * math.pi / seat_count
    return (_CENTRE[0] + radii[0] * math.cos(angle), _CENTRE[1] + radii[1] * math.sin(angle))


@cache
def seat_centre(seat_count: int, position: int) -> tuple[int, int]:
    """The centre of the seat at ``position`` (index into ``TablePicture.seats``).

    Kept once worked out: a picture asks for each seat's eight times or more, and there are
    only 54 (2 to 10 seats).

    Raises:
        ValueError: if ``seat_count`` is not 2 to 10 or ``position`` is out of range.
    """
    _check_seat_count(seat_count)
    if not 0 <= position < seat_count:
        raise ValueError(f"Position {position} is not one of {seat_count} seats.")
    x, y = _on_oval(seat_count, position, _SEAT_RADII)
    return (round(x), round(y))


def _panel_size(seat_count: int) -> tuple[int, int]:
    return _PANEL_SIZE if seat_count <= 6 else _PANEL_SIZE_CROWDED


def _panel_box(seat_count: int, position: int) -> Box:
    x, y = seat_centre(seat_count, position)
    width, height = _panel_size(seat_count)
    left, top = x - width // 2, y - 8
    return (left, top, left + width, top + height)


def seat_card_box(seat_count: int, position: int, card_index: int) -> Box:
    """Where the seat at ``position`` shows its card ``card_index`` (0 or 1).

    The cards are tucked behind the name-plate, so the box is the part that shows: the
    card's full width and its top (the plate hides the bottom 8 pixels).

    Raises:
        ValueError: if ``seat_count`` is not 2 to 10 or ``position`` is out of range.
    """
    x, _ = seat_centre(seat_count, position)
    left = x - SEAT_CARD_WIDTH - 1 + card_index * (SEAT_CARD_WIDTH + 2)
    bottom = _panel_box(seat_count, position)[1]
    top = bottom + _CARD_TUCK - card_height(SEAT_CARD_WIDTH)
    return (left, top, left + SEAT_CARD_WIDTH, bottom)


def board_card_box(slot: int) -> Box:
    """Where the community card in ``slot`` (0 to 4, flop first) is drawn on the table."""
    row = 5 * BOARD_CARD_WIDTH + 4 * _CARD_GAP
    left = _CENTRE[0] - row // 2 + slot * (BOARD_CARD_WIDTH + _CARD_GAP)
    height = card_height(BOARD_CARD_WIDTH)
    top = _CENTRE[1] - height // 2
    return (left, top, left + BOARD_CARD_WIDTH, top + height)


# --- shared drawing --------------------------------------------------------------------


def prepare() -> None:
    """Draw the caches (felt, palette, common card faces) before the first picture is asked for.

    The first picture otherwise takes about a second; a cog can call this once at load,
    in a worker thread.
    """
    _palette()


def render_card(
    card: Card, *, width: int = BOARD_CARD_WIDTH, four_colour: bool = False, dimmed: bool = False
) -> Image.Image:
    """A card face alone, as a new RGBA image (transparent rounded corners).

    It is exactly what the pictures paste, so a test can look for it inside one.
    """
    return card_face(card, width, four_colour=four_colour, dimmed=dimmed).copy()


def render_card_back(*, width: int = SEAT_CARD_WIDTH) -> Image.Image:
    """A card back alone, as a new RGBA image."""
    return card_back(width).copy()


# --- the table -------------------------------------------------------------------------


@lru_cache(maxsize=512)
def _bet_centre(
    count: int, position: int, text: str, obstacles: tuple[Box, ...]
) -> tuple[int, int]:
    """Where a seat's bet goes: toward the centre, nudged clear of plates, pots and board."""
    x, y = (round(v) for v in _on_oval(count, position, _BET_RADII))
    return place_clear((x, y), (label_width(text, size=MIN_TEXT), MIN_TEXT + 9), obstacles)


def _seat_box(count: int, position: int) -> Box:
    """The box around a seat's name-plate, its cards and its badge."""
    left, _, right, bottom = _panel_box(count, position)
    return (left, seat_card_box(count, position, 0)[1], right, bottom + _BADGE_BELOW)


def _button_box(count: int, position: int) -> Box:
    """The dealer button's box: beside the name-plate, on the side facing the centre line."""
    left, top, right, _ = _panel_box(count, position)
    x = right + 2 if (left + right) // 2 < _CENTRE[0] - 10 else left - 2 - _BUTTON_SIZE
    return (x, top + 2, x + _BUTTON_SIZE, top + 2 + _BUTTON_SIZE)


def _pot_labels(
    pots: Sequence[int], labels: PictureLabels = ENGLISH_LABELS
) -> list[tuple[tuple[int, int], str]]:
    """The centre and text of each pot's label, in a row above the board."""
    amounts = [p for p in pots if p > 0]
    if len(amounts) == 1:
        texts = [labels.pot.format(amount=labels.chips(amounts[0]))]
    else:
        texts = [
            (labels.main if i == 0 else labels.side).format(amount=labels.chips(p))
            for i, p in enumerate(amounts)
        ]
    widths = [label_width(text, size=MIN_TEXT) + 4 for text in texts]
    x, y = _CENTRE[0] - sum(widths) // 2, board_card_box(0)[1] - 14
    placed = []
    for text, width in zip(texts, widths, strict=True):
        placed.append(((x + width // 2, y), text))
        x += width
    return placed


def _draw_seat(
    base: Image.Image,
    seat: SeatPicture,
    count: int,
    position: int,
    *,
    four_colour: bool,
    labels: PictureLabels = ENGLISH_LABELS,
) -> None:
    """One seat: its cards, its name-plate and badge, and the dealer button."""
    left, top, right, bottom = _panel_box(count, position)
    size = _panel_size(count)
    state = seat.state
    if state is SeatState.EMPTY:
        paste(base, panel(*size, (0, 0, 0, 70), (255, 255, 255, 50)), (left, top))
        write(
            base,
            ((left + right) // 2, (top + bottom) // 2),
            fit_text(labels.open_seat.format(seat=seat.seat + 1), MIN_TEXT, size[0] - 8),
            size=MIN_TEXT,
            fill=_MUTED,
            anchor="mm",
        )
        return

    in_hand = state in (SeatState.ACTIVE, SeatState.ALL_IN)
    if seat.cards is None and in_hand:
        for index in range(2):
            paste(base, card_back(SEAT_CARD_WIDTH), seat_card_box(count, position, index)[:2])
    elif seat.cards:
        for index, card in enumerate(seat.cards[:2]):
            face = card_face(card, SEAT_CARD_WIDTH, four_colour=four_colour)
            paste(base, face, seat_card_box(count, position, index)[:2])

    if seat.to_act:
        pad = 8
        paste(base, glow(*size, pad, _GOLD), (left - pad, top - pad))
    fill, edge = (14, 18, 24, 240), (74, 84, 96, 255)
    if seat.to_act:
        fill, edge = (14, 18, 24, 255), (*_GOLD, 255)
    elif state is SeatState.ALL_IN:
        edge = (*_RED, 255)
    elif not in_hand:
        fill, edge = (14, 18, 24, 160), (60, 66, 72, 200)
    paste(base, panel(*size, fill, edge), (left, top))

    name_ink, stack_ink = (TEXT_WHITE, _GOLD) if in_hand else (_MUTED, _MUTED)
    name = fit_text(seat.name or labels.seat.format(seat=seat.seat + 1), _NAME_TEXT, size[0] - 10)
    write(base, (left + 5, top + 2), name, size=_NAME_TEXT, fill=name_ink)
    stack = labels.chips(seat.stack)
    write(base, (left + 5, top + 18), stack, size=_NAME_TEXT, fill=stack_ink)

    badge = {
        SeatState.ALL_IN: (labels.all_in, _RED),
        SeatState.FOLDED: (labels.folded, _GREY),
        SeatState.SITTING_OUT: (labels.away, _GREY),
    }.get(state)
    if seat.to_act and badge is None:
        badge = (labels.to_act, _GOLD)
    if seat.caption:
        badge = (seat.caption, _GOLD)
    if badge:  # on the plate's bottom edge: never over the name, the stack or the cards
        tag(base, (right - 2, bottom - 3), fit_text(badge[0], MIN_TEXT, size[0] - 12), badge[1])

    if seat.is_button:
        paste(base, dealer_button(_BUTTON_SIZE), _button_box(count, position)[:2])


def _caption(picture: TablePicture) -> str:
    hand = picture.labels.hand
    number = hand.format(number=picture.hand_number) if picture.hand_number is not None else ""
    return " · ".join(part for part in (number, picture.street) if part)


_TWIN_CARD_WIDTH = 28
"""The cards of each board when a hand is run twice: two rows where the board was."""
_TWO_BOARDS_DROP = 2 * card_height(_TWIN_CARD_WIDTH) + 4 - card_height(BOARD_CARD_WIDTH) - 8


def _two_boards(base: Image.Image, picture: TablePicture, top: int, *, four_colour: bool) -> None:
    """Both boards of a hand run twice, one above the other, each with its run's number."""
    step = _TWIN_CARD_WIDTH + _CARD_GAP
    left = _CENTRE[0] - (5 * step - _CARD_GAP) // 2 + 10
    height = card_height(_TWIN_CARD_WIDTH)
    for run, board in enumerate((picture.board, picture.second_board)):
        row_top = top - 8 + run * (height + 4)
        tag_text = str(run + 1)  # the boards' numbers: the same in every language
        write(
            base,
            (left - 8, row_top + height // 2),
            tag_text,
            size=MIN_TEXT,
            fill=_GOLD,
            anchor="rm",
        )
        for slot, card in enumerate(board):
            face = card_face(card, _TWIN_CARD_WIDTH, four_colour=four_colour)
            paste(base, face, (left + slot * step, row_top))


def render_table(picture: TablePicture, *, four_colour: bool = False) -> bytes:
    """The table picture as PNG bytes: felt, seats, bets, button, pots and board.

    Raises:
        ValueError: if there are not 2 to 10 seats or more than 5 board cards.
    """
    return _to_png(_table_image(picture, four_colour=four_colour))


def _table_image(picture: TablePicture, *, four_colour: bool) -> Image.Image:
    count = len(picture.seats)
    _check_seat_count(count)
    if len(picture.board) > 5:
        raise ValueError(f"A board has at most 5 cards, not {len(picture.board)}.")
    slots = tuple(board_card_box(i) for i in range(5))
    base = table_felt(TABLE_SIZE, _CENTRE, slots, unit=_FELT_UNIT).copy()
    pots = _pot_labels(picture.pots, picture.labels)
    board_left, board_top, *_ = board_card_box(0)
    board_right, board_bottom = board_card_box(4)[2:]
    caption = _caption(picture)
    caption_y = board_bottom + 11 + (_TWO_BOARDS_DROP if picture.second_board else 0)
    caption_half = label_width(caption, size=MIN_TEXT, icon=False) // 2
    obstacles = (
        (board_left, board_top, board_right, board_bottom),
        (_CENTRE[0] - caption_half, caption_y - 8, _CENTRE[0] + caption_half, caption_y + 8),
        *(_seat_box(count, position) for position in range(count)),
        *(_button_box(count, i) for i, seat in enumerate(picture.seats) if seat.is_button),
        *(
            (
                x - label_width(t, size=MIN_TEXT) // 2,
                y - 10,
                x + label_width(t, size=MIN_TEXT) // 2,
                y + 10,
            )
            for (x, y), t in pots
        ),
    )
    for position, seat in enumerate(picture.seats):
        _draw_seat(base, seat, count, position, four_colour=four_colour, labels=picture.labels)
        if seat.bet > 0 and seat.state is not SeatState.EMPTY:
            text = picture.labels.chips(seat.bet)
            centre = _bet_centre(count, position, text, obstacles)
            label(base, centre, text, size=MIN_TEXT, icon=(196, 44, 44))
    if picture.second_board:
        _two_boards(base, picture, board_top, four_colour=four_colour)
    for slot, card in enumerate(() if picture.second_board else picture.board):
        paste(
            base,
            card_face(card, BOARD_CARD_WIDTH, four_colour=four_colour),
            (board_left + slot * (BOARD_CARD_WIDTH + _CARD_GAP), board_top),
        )
    for centre, text in pots:
        label(base, centre, text, size=MIN_TEXT, icon=(40, 90, 200))
    if caption:
        write(base, (_CENTRE[0], caption_y), caption, size=MIN_TEXT, fill=_FELT_TEXT, anchor="mm")
    if picture.title:
        write(base, (6, 4), fit_text(picture.title, MIN_TEXT, 160), size=MIN_TEXT, fill=_MUTED)
    return base


# --- the showdown ----------------------------------------------------------------------

SHOWDOWN_WIDTH = 400
"""The showdown picture's width: Discord's chat column, so it is drawn 1:1 like the table
picture and every word stays at least :data:`MIN_TEXT` pixels high."""
_HEADER = 54
_ROW_GAP = 6
_NAME_LINE = 28
"""The name and the total won, above the row's runs."""
_RUN_HEIGHT = 76
"""One run's line in a hand's row: the hand's name on that board, then its seven cards."""
_CARDS_LEFT = 20
_BOARD_GAP = 10
"""The extra space between the hole cards and the board in a row."""
_CARD_GAP_SHOWDOWN = 6
"""Room between two cards of a row for a highlighted card's gold frame."""


def _row_height(runs: int) -> int:
    return _NAME_LINE + runs * _RUN_HEIGHT + 2


def showdown_size(hand_count: int, runs: int = 1) -> tuple[int, int]:
    """Width and height of a showdown picture with ``hand_count`` rows of ``runs`` boards."""
    return (SHOWDOWN_WIDTH, _HEADER + hand_count * (_row_height(runs) + _ROW_GAP) + 4)


def _showdown_card_top(hand_index: int, run: int, runs: int) -> int:
    row_top = _HEADER + hand_index * (_row_height(runs) + _ROW_GAP)
    return row_top + _NAME_LINE + run * _RUN_HEIGHT + 20


def showdown_hole_box(hand_index: int, card_index: int, run: int = 0, runs: int = 1) -> Box:
    """Where hole card ``card_index`` of the hand in row ``hand_index`` is drawn (on ``run``)."""
    left = _CARDS_LEFT + card_index * (SHOWDOWN_CARD_WIDTH + _CARD_GAP_SHOWDOWN)
    top = _showdown_card_top(hand_index, run, runs)
    return (left, top, left + SHOWDOWN_CARD_WIDTH, top + card_height(SHOWDOWN_CARD_WIDTH))


def showdown_board_box(hand_index: int, slot: int, run: int = 0, runs: int = 1) -> Box:
    """Where board card ``slot`` (0 to 4) of ``run`` is drawn in the row of ``hand_index``."""
    left = (
        _CARDS_LEFT
        + 2 * (SHOWDOWN_CARD_WIDTH + _CARD_GAP_SHOWDOWN)
        + _BOARD_GAP
        + slot * (SHOWDOWN_CARD_WIDTH + _CARD_GAP_SHOWDOWN)
    )
    top = _showdown_card_top(hand_index, run, runs)
    return (left, top, left + SHOWDOWN_CARD_WIDTH, top + card_height(SHOWDOWN_CARD_WIDTH))


def _pot_summary(pots: Sequence[int], labels: PictureLabels = ENGLISH_LABELS) -> str:
    """The pot line, such as "Pot 2,400 (Main 1,200 · Side 1,200)": the total, each pot once."""
    pots = [p for p in pots if p > 0]
    total = labels.pot.format(amount=labels.chips(sum(pots)))
    if len(pots) <= 1:
        return total
    sides = " · ".join(labels.side.format(amount=labels.chips(p)) for p in pots[1:])
    main = labels.main.format(amount=labels.chips(pots[0]))
    return f"{total} ({main} · {sides})"


def render_showdown(picture: ShowdownPicture, *, four_colour: bool = False) -> bytes:
    """The showdown picture as PNG bytes: one row per shown hand, winners' cards highlighted.

    Each row shows the player's name and all it won, then for each board (two when the
    hand was run twice, each labelled) what the hand is there and what it won there, with
    the hole cards and that board; the cards in the run's highlight get a gold frame and
    the others are dimmed, so each winning five stands out. It is drawn for Discord's
    400 px column, no text smaller than :data:`MIN_TEXT`.

    Raises:
        ValueError: if no hands are shown, more than 10 are, or a board has over 5 cards.
    """
    return _to_png(_showdown_image(picture, four_colour=four_colour))


def _showdown_image(picture: ShowdownPicture, *, four_colour: bool) -> Image.Image:
    if not 1 <= len(picture.hands) <= 10:
        raise ValueError(f"A showdown shows 1 to 10 hands, not {len(picture.hands)}.")
    boards = (picture.board, picture.second_board) if picture.second_board else (picture.board,)
    if any(len(board) > 5 for board in boards):
        raise ValueError("A board has at most 5 cards.")
    runs = len(boards)
    base = backdrop(*showdown_size(len(picture.hands), runs)).copy()
    labels = picture.labels
    heading = labels.showdown
    if picture.hand_number is not None:
        heading += " · " + labels.hand.format(number=picture.hand_number)
    width = SHOWDOWN_WIDTH - 28
    write(base, (14, 17), fit_text(heading, 17, width), size=17, fill=TEXT_WHITE, anchor="lm")
    pots = fit_text(_pot_summary(picture.pots, labels), 14, width)
    write(base, (14, 40), pots, size=14, fill=_GOLD, anchor="lm")
    run_names = (labels.first_run, labels.second_run) if runs == 2 else ("",)
    decided = any(hand.won or hand.second_won for hand in picture.hands)  # not the odds
    for index, hand in enumerate(picture.hands):
        top = _HEADER + index * (_row_height(runs) + _ROW_GAP)
        per_run = (hand.won, hand.second_won)[:runs]
        names = (hand.description, hand.second_description)[:runs]
        highlights = (hand.highlight, hand.second_highlight)[:runs]
        total = sum(per_run)
        winner = total > 0
        fill = (22, 96, 56, 255) if winner else (20, 56, 38, 255)
        edge = (*_GOLD, 255) if winner else (40, 84, 60, 255)
        paste(base, panel(SHOWDOWN_WIDTH - 16, _row_height(runs), fill, edge), (8, top))
        won_text = labels.wins.format(amount=labels.chips(total)) if winner else ""
        won_width = math.ceil(text_font(15).getlength(won_text)) + 12 if winner else 0
        name = fit_text(hand.name, 15, SHOWDOWN_WIDTH - 40 - won_width)
        write(base, (20, top + 15), name, size=15, fill=TEXT_WHITE, anchor="lm")
        if winner:
            write(base, (SHOWDOWN_WIDTH - 20, top + 15), won_text, size=15, fill=_GOLD, anchor="rm")
        for run, board in enumerate(boards):
            line = names[run]
            if runs == 2:
                line = f"{run_names[run]}: {line}" if line else run_names[run]
                if per_run[run]:
                    line += " · " + labels.chips(per_run[run])
            line_y = _showdown_card_top(index, run, runs) - 10
            colour = (222, 238, 226) if per_run[run] or not decided else _MUTED
            write(
                base, (20, line_y), fit_text(line, 13, width - 8), size=13, fill=colour, anchor="lm"
            )
            highlight = frozenset(highlights[run])
            holes = [showdown_hole_box(index, i, run, runs) for i in range(len(hand.cards[:2]))]
            lay_cards(base, holes, hand.cards[:2], highlight, four_colour=four_colour)
            slots = [showdown_board_box(index, slot, run, runs) for slot in range(len(board))]
            lay_cards(base, slots, board, highlight, four_colour=four_colour)
    return base


# --- the hole cards --------------------------------------------------------------------

_HOLE_MARGIN = 20
_HOLE_GAP = 14
_CAPTION_HEIGHT = 30


def hole_card_box(card_index: int) -> Box:
    """Where hole card ``card_index`` is drawn on the hole-cards picture."""
    left = _HOLE_MARGIN + card_index * (HOLE_CARD_WIDTH + _HOLE_GAP)
    return (left, _HOLE_MARGIN, left + HOLE_CARD_WIDTH, _HOLE_MARGIN + card_height(HOLE_CARD_WIDTH))


@lru_cache(maxsize=8)
def _hole_background(card_count: int, with_caption: bool) -> Image.Image:
    width = 2 * _HOLE_MARGIN + card_count * HOLE_CARD_WIDTH + (card_count - 1) * _HOLE_GAP
    height = (
        2 * _HOLE_MARGIN + card_height(HOLE_CARD_WIDTH) + (_CAPTION_HEIGHT if with_caption else 0)
    )
    base = Image.new("RGB", (width, height), (66, 40, 22))
    ImageDraw.Draw(base).rectangle((4, 4, width - 5, height - 5), fill=(24, 104, 60))
    return base


def render_hole_cards(
    cards: Sequence[Card], *, four_colour: bool = False, caption: str = ""
) -> bytes:
    """A player's own cards, large, for the direct message, as PNG bytes.

    Raises:
        ValueError: if ``cards`` is empty or holds more than 4 cards.
    """
    return _to_png(_hole_image(cards, four_colour=four_colour, caption=caption))


def _hole_image(cards: Sequence[Card], *, four_colour: bool, caption: str) -> Image.Image:
    if not 1 <= len(cards) <= 4:
        raise ValueError(f"A hole-cards picture shows 1 to 4 cards, not {len(cards)}.")
    base = _hole_background(len(cards), bool(caption)).copy()
    for index, card in enumerate(cards):
        face = card_face(card, HOLE_CARD_WIDTH, four_colour=four_colour)
        paste(base, face, hole_card_box(index)[:2])
    if caption:
        width = base.width - 2 * _HOLE_MARGIN
        write(
            base,
            (base.width // 2, hole_card_box(0)[3] + _CAPTION_HEIGHT // 2 + 6),
            fit_text(caption, 16, width),
            size=16,
            fill=_FELT_TEXT,
            anchor="mm",
        )
    return base


# --- encoding --------------------------------------------------------------------------


def _to_png(image: Image.Image) -> bytes:
    """Encode as a 256-colour PNG in the shared palette (see :func:`_palette`).

    Mapping to a fixed palette without dithering takes about a millisecond and makes the
    file a third of the RGB size, and encoding it takes a quarter of the time; every picture
    maps a given colour the same way, so a card looks the same wherever it is drawn.
    """
    out = io.BytesIO()
    paletted = image.quantize(palette=_palette(), dither=Image.Dither.NONE)
    paletted.save(out, "PNG", compress_level=_PNG_LEVEL)
    return out.getvalue()


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """256 colours chosen once (median cut) from sample pictures of every kind and style."""
    cards = parse_cards("AsKhQdJcTs9h8d7c6s5h4d3c2s")
    seats = tuple(
        SeatPicture(
            seat=i,
            name="Player",
            stack=1000 * i,
            bet=10 * i,
            state=state,
            is_button=i == 1,
            to_act=i == 2,
            cards=cards[i : i + 2] if i % 3 == 0 else None,
        )
        for i, state in enumerate((*SeatState, *SeatState))
    )
    table = TablePicture(seats=seats, board=cards[:5], pots=(100, 20), hand_number=1, street="x")
    hands = tuple(
        ShownHand(name="P", cards=cards[i : i + 2], won=i % 2, highlight=cards[i : i + 5])
        for i in range(0, 12, 3)
    )
    samples = (
        [_table_image(table, four_colour=four) for four in (False, True)]
        + [
            _showdown_image(ShowdownPicture(board=cards[6:11], hands=hands), four_colour=four)
            for four in (False, True)
        ]
        + [_hole_image(cards[i : i + 2], four_colour=i > 4, caption="x") for i in range(0, 13, 2)]
    )
    sheet = Image.new("RGB", (max(s.width for s in samples), sum(s.height for s in samples)))
    y = 0
    for sample in samples:
        sheet.paste(sample, (0, y))
        y += sample.height
    return sheet.quantize(256, method=Image.Quantize.MEDIANCUT)
