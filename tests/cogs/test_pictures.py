"""Tests for cogs.pictures: decode the PNGs and look for each card where it should be.

A picture is a 256-colour PNG. To find a card in it, the card is drawn alone with
``render_card``, mapped into the picture's own palette, and compared, pixel for pixel, on
the pixels where the card is opaque (its rounded corners show the felt behind it).
"""

from __future__ import annotations

import dataclasses
import io
from typing import Any

import pytest
from PIL import Image, ImageChops

from cogs import _card_faces, pictures
from cogs._card_faces import fit_text, font
from cogs.pictures import (
    BOARD_CARD_WIDTH,
    HOLE_CARD_WIDTH,
    MIN_TEXT,
    SEAT_CARD_WIDTH,
    SHOWDOWN_CARD_WIDTH,
    TABLE_SIZE,
    Box,
    SeatPicture,
    SeatState,
    ShowdownPicture,
    ShownHand,
    TablePicture,
    board_card_box,
    format_chips,
    hole_card_box,
    render_card,
    render_card_back,
    render_hole_cards,
    render_showdown,
    render_table,
    seat_card_box,
    seat_centre,
    showdown_board_box,
    showdown_hole_box,
    showdown_size,
)
from holdem.cards import FULL_DECK, Card, parse_cards


def card(text: str) -> Card:
    return parse_cards(text)[0]


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


def mismatches(picture: Image.Image, sprite: Image.Image, at: tuple[int, int]) -> int:
    """How many of the sprite's opaque pixels differ from the picture's at ``at``."""
    assert picture.mode == "P"
    mapped = sprite.convert("RGB").quantize(palette=picture, dither=Image.Dither.NONE)
    crop = picture.crop((at[0], at[1], at[0] + sprite.width, at[1] + sprite.height))
    alpha, want, got = sprite.getchannel("A").tobytes(), mapped.tobytes(), crop.tobytes()
    return sum(1 for a, w, g in zip(alpha, want, got, strict=True) if a == 255 and w != g)


def drawn_at(picture: Image.Image, sprite: Image.Image, box: Box) -> bool:
    """Whether the sprite's top-left part of the box's size is drawn in the box."""
    width, height = box[2] - box[0], box[3] - box[1]
    assert width == sprite.width
    assert 0 < height <= sprite.height
    return mismatches(picture, sprite.crop((0, 0, width, height)), box[:2]) == 0


def find(picture: Image.Image, sprite: Image.Image) -> list[tuple[int, int]]:
    """Every place the sprite is drawn in the picture, found by searching (no boxes given)."""
    mapped = sprite.convert("RGB").quantize(palette=picture, dither=Image.Dither.NONE)
    row = sprite.height // 2
    alpha = sprite.getchannel("A")
    opaque = [x for x in range(sprite.width) if alpha.getpixel((x, row)) == 255]
    first, last = opaque[0], opaque[-1] + 1
    needle = mapped.crop((first, row, last, row + 1)).tobytes()
    pixels, width = picture.tobytes(), picture.width
    found = []
    for y in range(row, picture.height - sprite.height + row + 1):
        line = pixels[y * width : (y + 1) * width]
        x = line.find(needle)
        while x != -1:
            at = (x - first, y - row)
            if at[0] >= 0 and mismatches(picture, sprite, at) == 0:
                found.append(at)
            x = line.find(needle, x + 1)
    return found


def pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, ...]:
    value = image.getpixel(xy)
    assert isinstance(value, tuple)
    return value


def rgba_pixels(image: Image.Image) -> list[tuple[int, int, int, int]]:
    data = image.convert("RGBA").tobytes()
    return [(data[i], data[i + 1], data[i + 2], data[i + 3]) for i in range(0, len(data), 4)]


def seats(count: int, **changes: SeatPicture) -> tuple[SeatPicture, ...]:
    base = tuple(
        SeatPicture(seat=i, name=f"Player {i}", stack=1000 + i, state=SeatState.ACTIVE)
        for i in range(count)
    )
    return tuple(changes.get(f"s{i}", seat) for i, seat in enumerate(base))


def full_table() -> TablePicture:
    states = (
        SeatState.ACTIVE,
        SeatState.FOLDED,
        SeatState.ALL_IN,
        SeatState.SITTING_OUT,
        SeatState.EMPTY,
    )
    return TablePicture(
        seats=tuple(
            SeatPicture(
                seat=i,
                name=f"A rather long player name number {i}",
                stack=123_456 * (i + 1),
                bet=2_500 * (i % 3),
                state=states[i % 5],
                is_button=i == 3,
                to_act=i == 5,
            )
            for i in range(10)
        ),
        board=parse_cards("AsKd7cTh2s"),
        pots=(1_234_567, 45_000, 3_000),
        hand_number=1042,
        street="River",
        title="#high-stakes",
    )


# --- card faces ------------------------------------------------------------------------


@pytest.mark.parametrize("width", [SEAT_CARD_WIDTH, BOARD_CARD_WIDTH, HOLE_CARD_WIDTH])
def test_card_has_poker_proportions(width):
    face = render_card(card("As"), width=width)
    assert face.mode == "RGBA"
    assert face.size == (width, round(width * 1.4))


def test_card_corners_are_transparent_and_middle_opaque():
    face = render_card(card("Qh"))
    assert pixel(face, (0, 0))[3] < 10
    assert pixel(face, (face.width // 2, face.height // 2))[3] == 255


def test_every_card_face_is_different():
    faces = {render_card(c, width=SEAT_CARD_WIDTH).tobytes() for c in FULL_DECK}
    assert len(faces) == 52


def ink_pixels(face: Image.Image) -> dict[str, int]:
    counts = {"red": 0, "blue": 0, "green": 0, "black": 0}
    for r, g, b, a in rgba_pixels(face):
        if a < 255:
            continue
        if r > 150 and g < 80 and b < 80:
            counts["red"] += 1
        elif b > 150 and r < 60:
            counts["blue"] += 1
        elif g > 100 and r < 60 and b < 100:
            counts["green"] += 1
        elif r < 60 and g < 60 and b < 60:
            counts["black"] += 1
    return counts


@pytest.mark.parametrize(
    ("text", "two_colour", "four_colour"),
    [
        ("9s", "black", "black"),
        ("9h", "red", "red"),
        ("9d", "red", "blue"),
        ("9c", "black", "green"),
    ],
)
def test_suit_inks_in_two_and_four_colour_decks(text, two_colour, four_colour):
    for colours, ink in ((False, two_colour), (True, four_colour)):
        counts = ink_pixels(render_card(card(text), four_colour=colours))
        assert max(counts, key=lambda name: counts[name]) == ink
        assert counts[ink] > 100  # a 36-pixel card's suit pips


def test_dimmed_card_is_darker():
    def brightness(image: Image.Image) -> float:
        pixels = [sum(p[:3]) for p in rgba_pixels(image) if p[3] == 255]
        return sum(pixels) / len(pixels)

    plain, dim = render_card(card("Kc")), render_card(card("Kc"), dimmed=True)
    assert brightness(dim) < 0.6 * brightness(plain)


def test_card_back_differs_from_every_face():
    back = render_card_back(width=SEAT_CARD_WIDTH).tobytes()
    assert all(render_card(c, width=SEAT_CARD_WIDTH).tobytes() != back for c in FULL_DECK)


def test_render_card_returns_a_copy_safe_to_change():
    first = render_card(card("2c"))
    first.paste((0, 0, 0, 255), (0, 0, first.width, first.height))
    again = render_card(card("2c"))
    assert pixel(again, (again.width // 2, again.height // 2))[:3] != (0, 0, 0)


# --- text ------------------------------------------------------------------------------


def test_chips_have_thousands_separators():
    assert format_chips(0) == "0"
    assert format_chips(1_234_567) == "1,234,567"


def test_long_names_are_cut_with_an_ellipsis():
    cut = fit_text("Bartholomew the Magnificent of Houston", 15, 118)
    assert cut.endswith("…")
    assert cut.startswith("Bartholomew")
    assert font(15).getlength(cut) <= 118


def test_short_names_are_left_alone():
    assert fit_text("Ann", 15, 118) == "Ann"


# --- the table -------------------------------------------------------------------------


@pytest.mark.parametrize("count", range(2, 11))
def test_table_png_has_fixed_size_for_any_seat_count(count):
    picture = TablePicture(seats=seats(count), board=parse_cards("2c3d4h"), pots=(30,))
    assert decode(render_table(picture)).size == TABLE_SIZE


@pytest.mark.parametrize("count", range(2, 11))
def test_seat_layout_keeps_seats_apart_and_inside(count):
    centres = [seat_centre(count, i) for i in range(count)]
    plate = 98 if count <= 6 else 78  # the name-plate's width; 36 high, cards 26 above
    above = 26 if count <= 6 else 0  # a crowded table tucks cards behind a neighbour
    for i, (x, y) in enumerate(centres):
        assert plate // 2 <= x <= TABLE_SIZE[0] - plate // 2
        assert 34 < y < TABLE_SIZE[1] - 40
        for ox, oy in centres[i + 1 :]:
            # Name-plates (with their cards above, when there is room) must not overlap.
            assert abs(x - ox) >= plate or abs(y - oy) >= 36 + above
    assert centres[0] == (TABLE_SIZE[0] // 2, max(y for _, y in centres))


def test_board_cards_are_drawn_in_their_slots():
    board = parse_cards("AsKd7cTh2s")
    image = decode(render_table(full_table()))
    for slot, dealt in enumerate(board):
        assert drawn_at(image, render_card(dealt), board_card_box(slot))
        assert not drawn_at(image, render_card(board[slot - 1]), board_card_box(slot))


def test_board_card_is_found_by_search_where_the_box_says():
    image = decode(render_table(full_table()))
    assert find(image, render_card(card("Kd"))) == [board_card_box(1)[:2]]
    assert find(image, render_card(card("Kh"))) == []


def test_empty_board_slots_show_no_card():
    picture = TablePicture(seats=seats(4), board=parse_cards("9h8h7h"))
    image = decode(render_table(picture))
    for dealt in parse_cards("9h8h7h"):
        assert len(find(image, render_card(dealt))) == 1
    assert not drawn_at(image, render_card(card("9h")), board_card_box(3))


def test_four_colour_deck_changes_the_board():
    picture = TablePicture(seats=seats(2), board=parse_cards("Ad"))
    two = decode(render_table(picture))
    four = decode(render_table(picture, four_colour=True))
    box = board_card_box(0)
    assert drawn_at(two, render_card(card("Ad")), box)
    assert drawn_at(four, render_card(card("Ad"), four_colour=True), box)
    assert not drawn_at(two, render_card(card("Ad"), four_colour=True), box)


def test_shown_seat_cards_are_drawn_in_front_of_their_seat():
    shown = parse_cards("QsJs")
    picture = TablePicture(
        seats=seats(6, s4=SeatPicture(seat=4, name="Eve", stack=10, cards=shown)),
        board=parse_cards("2c3c4c5c6c"),
    )
    image = decode(render_table(picture))
    for index, dealt in enumerate(shown):
        box = seat_card_box(6, 4, index)
        assert drawn_at(image, render_card(dealt, width=SEAT_CARD_WIDTH), box)
    box = seat_card_box(6, 4, 0)
    visible = render_card(shown[0], width=SEAT_CARD_WIDTH).crop(
        (0, 0, box[2] - box[0], box[3] - box[1])
    )
    assert find(image, visible) == [box[:2]]


def test_backs_only_for_seats_still_in_the_hand():
    states = (SeatState.ACTIVE, SeatState.ALL_IN, SeatState.FOLDED, SeatState.SITTING_OUT)
    picture = TablePicture(
        seats=tuple(
            SeatPicture(seat=i, name=f"P{i}", stack=5, state=s) for i, s in enumerate(states)
        )
    )
    image = decode(render_table(picture))
    back = render_card_back(width=SEAT_CARD_WIDTH)
    with_backs = [
        all(drawn_at(image, back, seat_card_box(4, position, i)) for i in range(2))
        for position in range(4)
    ]
    assert with_backs == [True, True, False, False]


def test_no_cards_between_hands():
    picture = TablePicture(seats=seats(2, s0=SeatPicture(seat=0, name="A", cards=())))
    image = decode(render_table(picture))
    back = render_card_back(width=SEAT_CARD_WIDTH)
    assert not drawn_at(image, back, seat_card_box(2, 0, 0))
    assert drawn_at(image, back, seat_card_box(2, 1, 0))


def changed_box(first: TablePicture, second: TablePicture) -> Box:
    """The box around every pixel that differs between two table pictures."""
    a = decode(render_table(first)).convert("RGB")
    b = decode(render_table(second)).convert("RGB")
    bbox = ImageChops.difference(a, b).getbbox()
    assert bbox is not None
    return bbox


def near(box: Box, point: tuple[int, int], reach: int) -> bool:
    return (
        box[0] - reach <= point[0] <= box[2] + reach
        and box[1] - reach <= point[1] <= box[3] + reach
    )


def test_to_act_glow_is_around_that_seat_and_golden():
    plain = TablePicture(seats=seats(6))
    acting = TablePicture(
        seats=seats(6, s2=SeatPicture(seat=2, name="Player 2", stack=1002, to_act=True))
    )
    box = changed_box(plain, acting)
    x, y = seat_centre(6, 2)
    assert near(box, (x, y), 0)
    assert box[2] - box[0] < 200
    # Left of the 98-pixel name-plate, the glow is golden.
    image = decode(render_table(acting)).convert("RGB")
    row = [image.getpixel((column, y + 10)) for column in range(box[0], x - 49)]
    golden = [p for p in row if isinstance(p, tuple) and p[0] > 150 and p[0] - p[2] > 60]
    assert len(golden) >= 3


def test_dealer_button_is_next_to_its_seat():
    plain = TablePicture(seats=seats(8))
    for position in (0, 3, 6):
        with_button = TablePicture(
            seats=seats(
                8,
                **{
                    f"s{position}": SeatPicture(
                        seat=position,
                        name=f"Player {position}",
                        stack=1000 + position,
                        is_button=True,
                    )
                },
            )
        )
        box = changed_box(plain, with_button)
        assert box[2] - box[0] <= 30
        assert box[3] - box[1] <= 30
        assert near(box, seat_centre(8, position), 110)


def test_bet_is_drawn_between_its_seat_and_the_centre():
    plain = TablePicture(seats=seats(10))
    for position in range(10):
        betting = TablePicture(
            seats=seats(
                10,
                **{
                    f"s{position}": SeatPicture(
                        seat=position, name=f"Player {position}", stack=1000 + position, bet=12_500
                    )
                },
            )
        )
        box = changed_box(plain, betting)
        middle = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
        sx, sy = seat_centre(10, position)
        cx, cy = TABLE_SIZE[0] // 2, 148
        # Closer to the centre than the seat is, but still on the seat's side of the table.
        assert (middle[0] - cx) ** 2 + (middle[1] - cy) ** 2 < (sx - cx) ** 2 + (sy - cy) ** 2
        assert (middle[0] - cx) * (sx - cx) + (middle[1] - cy) * (sy - cy) > 0


def test_bets_never_cover_the_board():
    picture = full_table()
    crowded = TablePicture(
        seats=tuple(
            SeatPicture(seat=i, name="X", stack=1, bet=1_000_000, state=SeatState.ACTIVE)
            for i in range(10)
        ),
        board=picture.board,
        pots=picture.pots,
        hand_number=1,
        street="River",
    )
    for count in range(2, 11):
        trimmed = TablePicture(
            seats=crowded.seats[:count], board=crowded.board, pots=crowded.pots, street="River"
        )
        image = decode(render_table(trimmed))
        for slot, dealt in enumerate(crowded.board):
            assert drawn_at(image, render_card(dealt), board_card_box(slot)), (count, slot)


def test_same_picture_gives_same_bytes():
    assert render_table(full_table()) == render_table(full_table())


def test_full_table_png_is_small():
    assert len(render_table(full_table())) < 150_000


@pytest.mark.parametrize("count", [1, 11])
def test_table_refuses_bad_seat_counts(count):
    with pytest.raises(ValueError, match="2 to 10 seats"):
        render_table(TablePicture(seats=seats(11)[:count]))


def test_table_refuses_six_board_cards():
    with pytest.raises(ValueError, match="at most 5"):
        render_table(TablePicture(seats=seats(2), board=parse_cards("2c3c4c5c6c7c")))


# --- the showdown ----------------------------------------------------------------------


def showdown() -> ShowdownPicture:
    return ShowdownPicture(
        board=parse_cards("KhKs5d9c5h"),
        hands=(
            ShownHand(
                name="Ann",
                cards=parse_cards("KdQc"),
                description="Full house, kings full of fives",
                won=12_500,
                highlight=parse_cards("KdKhKs5d5h"),
            ),
            ShownHand(name="Bob", cards=parse_cards("AcJc"), description="Two pair"),
        ),
        pots=(12_500,),
        hand_number=7,
    )


def test_showdown_png_size_grows_with_hands():
    image = decode(render_showdown(showdown()))
    assert image.size == showdown_size(2)
    assert showdown_size(3)[1] > showdown_size(2)[1]


def test_winning_five_are_highlighted_and_the_rest_dimmed():
    picture = showdown()
    image = decode(render_showdown(picture))
    winner = picture.hands[0]
    boxes = [showdown_hole_box(0, i) for i in range(2)]
    boxes += [showdown_board_box(0, slot) for slot in range(5)]
    for box, dealt in zip(boxes, winner.cards + picture.board, strict=True):
        used = dealt in winner.highlight
        face = render_card(dealt, width=SHOWDOWN_CARD_WIDTH, dimmed=not used)
        assert drawn_at(image, face, box), dealt
    # A gold frame just outside a highlighted card, none outside a dimmed one.
    rgb = image.convert("RGB")
    kd, qc = showdown_hole_box(0, 0), showdown_hole_box(0, 1)
    gold = rgb.getpixel((kd[0] - 2, (kd[1] + kd[3]) // 2))
    plain = rgb.getpixel((qc[2] + 2, (qc[1] + qc[3]) // 2))
    assert isinstance(gold, tuple)
    assert isinstance(plain, tuple)
    assert gold[0] > 200
    assert gold[1] > 150
    assert gold[2] < 120
    assert plain[0] < 120


def test_hand_without_highlight_is_drawn_plain():
    picture = showdown()
    image = decode(render_showdown(picture))
    loser = picture.hands[1]
    for index, dealt in enumerate(loser.cards):
        face = render_card(dealt, width=SHOWDOWN_CARD_WIDTH)
        assert drawn_at(image, face, showdown_hole_box(1, index))
    for slot, dealt in enumerate(picture.board):
        face = render_card(dealt, width=SHOWDOWN_CARD_WIDTH)
        assert drawn_at(image, face, showdown_board_box(1, slot))


def test_showdown_refuses_no_hands():
    with pytest.raises(ValueError, match="1 to 10 hands"):
        render_showdown(ShowdownPicture(board=(), hands=()))


# --- the hole cards --------------------------------------------------------------------


def test_hole_cards_are_big_and_in_order():
    cards = parse_cards("AhQs")
    image = decode(render_hole_cards(cards, caption="Hand #7"))
    assert image.width < 320
    assert image.height > HOLE_CARD_WIDTH * 1.4
    for index, dealt in enumerate(cards):
        face = render_card(dealt, width=HOLE_CARD_WIDTH)
        assert drawn_at(image, face, hole_card_box(index))
    assert not drawn_at(image, render_card(cards[1], width=HOLE_CARD_WIDTH), hole_card_box(0))


def test_hole_cards_four_colour():
    image = decode(render_hole_cards(parse_cards("Tc7d"), four_colour=True))
    face = render_card(card("Tc"), width=HOLE_CARD_WIDTH, four_colour=True)
    assert drawn_at(image, face, hole_card_box(0))


def test_caption_adds_height():
    cards = parse_cards("AhQs")
    bare = decode(render_hole_cards(cards))
    captioned = decode(render_hole_cards(cards, caption="Hand #7"))
    assert captioned.height > bare.height
    assert captioned.width == bare.width


def test_hole_cards_refuse_no_cards():
    with pytest.raises(ValueError, match="1 to 4 cards"):
        render_hole_cards(())


def test_prepare_makes_the_caches():
    pictures.prepare()
    assert pictures._palette.cache_info().currsize == 1


# --- read at Discord's size (issue 16) -----------------------------------------------------

DISCORD_WIDTH = 400
"""Discord shows an embed's image at most this wide."""


def test_table_text_is_readable_at_discords_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every word on the table picture is at least ~12 px once shown 400 px wide."""
    sizes: list[int] = []

    def write(base: Image.Image, at: tuple[int, int], text: str, **kw: Any) -> None:
        sizes.append(kw["size"])
        _card_faces.write(base, at, text, **kw)

    def label(base: Image.Image, centre: tuple[int, int], text: str, **kw: Any) -> None:
        sizes.append(kw.get("size", 15))
        _card_faces.label(base, centre, text, **kw)

    def tag(base: Image.Image, top_right: tuple[int, int], *args: Any, **kw: Any) -> None:
        sizes.append(kw.get("size", 12))
        _card_faces.tag(base, top_right, *args, **kw)

    monkeypatch.setattr(pictures, "write", write)
    monkeypatch.setattr(pictures, "label", label)
    monkeypatch.setattr(pictures, "tag", tag)
    states = (SeatState.ACTIVE, SeatState.FOLDED, SeatState.ALL_IN, SeatState.ACTIVE)
    picture = TablePicture(
        seats=tuple(
            SeatPicture(seat=i, name=f"Player {i}", stack=990, bet=10 * i, state=s, to_act=i == 3)
            for i, s in enumerate(states)
        ),
        board=parse_cards("AsKd7c"),
        pots=(120,),
        hand_number=3,
        street="Flop",
        title="Table",
    )
    image = decode(render_table(picture))
    scale = min(1.0, DISCORD_WIDTH / image.width)
    assert image.width <= DISCORD_WIDTH  # drawn at the size it is shown: no scaling down
    assert len(sizes) >= 4 * 2 + 3 + 2  # names, stacks, bets, badges, pot, caption, title
    assert min(sizes) * scale >= MIN_TEXT >= 12


def test_only_occupied_seats_are_drawn_and_the_pot_shows_before_the_flop() -> None:
    from cardroom.views import PotView, SeatView, TableConfig, TableView
    from cardroom.views import SeatState as RoomSeat
    from cogs import render

    view = TableView(
        guild_id=1,
        channel_id=2,
        creator_id=3,
        config=TableConfig(seats=9),
        seats=(
            SeatView(0, 3, 995, 5, RoomSeat.ACTIVE, is_button=True, in_hand=True),
            SeatView(4, 4, 990, 10, RoomSeat.ACTIVE, in_hand=True),
        ),
        hand_no=1,
        in_hand=True,
        street="preflop",
        to_act=3,
    )
    picture = render.table_picture(view, {})
    assert [seat.seat for seat in picture.seats] == [0, 4]
    assert picture.pots == (15,)  # the blinds, before any round is collected
    later = render.table_picture(dataclasses.replace(view, pots=(PotView(30, ()),)), {})
    assert later.pots == (45,)
