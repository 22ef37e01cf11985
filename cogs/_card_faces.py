"""Card faces, card backs, the small sprites the pictures are built from, and text helpers.

Everything here is drawn by code: suits are polygons and circles, card ranks use Pillow's
built-in scalable font (Aileron, via ``ImageFont.load_default(size=...)``), and words (names,
labels, hand names) use DejaVu Sans, committed under ``cogs/assets`` with its licence,
because Aileron has no Cyrillic for the Bulgarian table. Each sprite is
drawn once at four times its size and scaled down, which anti-aliases shapes that
``ImageDraw`` would otherwise draw with jagged edges, and then kept in a cache: a table
picture is mostly pasting these ready-made RGBA images.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from holdem.cards import Card, Rank, Suit

__all__ = [
    "CARD_RATIO",
    "TEXT_FONT",
    "TEXT_WHITE",
    "Colour",
    "backdrop",
    "card_back",
    "card_face",
    "card_height",
    "chip",
    "dealer_button",
    "fit_text",
    "font",
    "glow",
    "highlight_frame",
    "label",
    "label_width",
    "lay_cards",
    "panel",
    "paste",
    "place_clear",
    "suit_colour",
    "table_felt",
    "tag",
    "text_font",
    "write",
]

Colour = tuple[int, int, int]
"""An RGB colour."""

Box = tuple[int, int, int, int]
"""A pixel box: (left, top, right, bottom), right and bottom exclusive."""

CARD_RATIO = 1.4
"""Card height over card width (a poker card is 63 x 88 mm)."""

_SS = 4
"""Supersampling factor: sprites are drawn this many times larger, then scaled down."""

TEXT_WHITE: Colour = (242, 242, 242)
"""The colour of most text on the pictures."""

_INK_BLACK: Colour = (28, 28, 32)
_INK_RED: Colour = (204, 24, 36)
_INK_BLUE: Colour = (22, 86, 196)
_INK_GREEN: Colour = (18, 128, 52)
_PAPER: Colour = (252, 252, 248)
_EDGE: Colour = (150, 150, 150)

_RANK_TEXT = {rank: rank.letter for rank in Rank} | {Rank.TEN: "10"}


def card_height(width: int) -> int:
    """The height of a card drawn ``width`` pixels wide."""
    return round(width * CARD_RATIO)


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's built-in scalable font at ``size`` pixels.

    Raises:
        RuntimeError: if this Pillow was built without FreeType (no scalable font).
    """
    loaded = ImageFont.load_default(size=size)
    if not isinstance(loaded, ImageFont.FreeTypeFont):
        raise RuntimeError("Pillow was built without FreeType; card pictures need it.")
    return loaded


TEXT_FONT = Path(__file__).with_name("assets") / "DejaVuSans.ttf"
"""The font of every word on the pictures: DejaVu Sans (Latin, Greek, Cyrillic)."""


@lru_cache(maxsize=64)
def text_font(size: int) -> ImageFont.FreeTypeFont:
    """DejaVu Sans at ``size`` pixels, for the words on the pictures in every language."""
    return ImageFont.truetype(str(TEXT_FONT), size)


def suit_colour(suit: Suit, *, four_colour: bool) -> Colour:
    """The ink for a suit: red and black, or the four-colour deck's black/red/blue/green."""
    if suit is Suit.HEARTS:
        return _INK_RED
    if suit is Suit.DIAMONDS:
        return _INK_BLUE if four_colour else _INK_RED
    if suit is Suit.CLUBS:
        return _INK_GREEN if four_colour else _INK_BLACK
    return _INK_BLACK


def _draw_suit(
    draw: ImageDraw.ImageDraw, suit: Suit, box: tuple[float, float, float], ink: Colour
) -> None:
    """Draw a suit symbol from polygons and circles (no font glyph needed).

    ``box`` is (left, top, size): the symbol fits a size x size square; the shapes below
    are laid out on a 100 x 100 grid.
    """
    left, top, size = box
    k = size / 100

    def pt(x: float, y: float) -> tuple[float, float]:
        return (left + x * k, top + y * k)

    def disc(x: float, y: float, r: float) -> None:
        draw.ellipse((*pt(x - r, y - r), *pt(x + r, y + r)), fill=ink)

    if suit is Suit.DIAMONDS:
        draw.polygon([pt(50, 0), pt(90, 50), pt(50, 100), pt(10, 50)], fill=ink)
    elif suit is Suit.HEARTS:
        disc(28, 30, 26)
        disc(72, 30, 26)
        draw.polygon([pt(4.5, 42), pt(50, 98), pt(95.5, 42), pt(50, 24)], fill=ink)
    elif suit is Suit.SPADES:
        disc(28, 58, 24)
        disc(72, 58, 24)
        draw.polygon([pt(5, 50), pt(50, 0), pt(95, 50), pt(50, 72)], fill=ink)
        draw.polygon([pt(50, 58), pt(66, 100), pt(34, 100)], fill=ink)
    else:
        disc(50, 26, 22)
        disc(25, 60, 22)
        disc(75, 60, 22)
        disc(50, 52, 12)
        draw.polygon([pt(50, 50), pt(66, 100), pt(34, 100)], fill=ink)


def _shrink(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Scale a supersampled drawing down to its final size, smoothing its edges."""
    return image.resize(size, Image.Resampling.LANCZOS)


def _rounded_card(width: int, height: int, fill: Colour, edge: Colour) -> Image.Image:
    """A supersampled RGBA card blank: rounded corners, transparent outside."""
    big = Image.new("RGBA", (width * _SS, height * _SS), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    radius = max(width * _SS // 10, _SS * 3)
    draw.rounded_rectangle(
        (0, 0, width * _SS - 1, height * _SS - 1),
        radius=radius,
        fill=(*fill, 255),
        outline=(*edge, 255),
        width=_SS,
    )
    return big


@lru_cache(maxsize=512)
def card_face(
    card: Card, width: int, *, four_colour: bool = False, dimmed: bool = False
) -> Image.Image:
    """The face of ``card``, ``width`` pixels wide, as a cached RGBA image (do not mutate).

    The layout is a "jumbo index": a large rank in the top-left corner with a small suit
    under it, and a large suit in the bottom-right, so rank and suit stay unmistakable even
    when Discord shows the picture at half size. ``dimmed`` darkens the card (the cards a
    winning hand does not use).
    """
    height = card_height(width)
    big = _rounded_card(width, height, _PAPER, _EDGE)
    draw = ImageDraw.Draw(big)
    ink = suit_colour(card.suit, four_colour=four_colour)
    w, h = width * _SS, height * _SS

    text = _RANK_TEXT[card.rank]
    rank_font = font(round(w * (0.50 if len(text) == 1 else 0.44)))
    weight = max(1, round(w * 0.018))
    centre_x = w * 0.25
    draw.text(
        (centre_x, h * 0.035),
        text,
        font=rank_font,
        fill=ink,
        anchor="mt",
        stroke_width=weight,
        stroke_fill=ink,
    )
    small = w * 0.25
    _draw_suit(draw, card.suit, (centre_x - small / 2, h * 0.40, small), ink)
    large = w * 0.50
    _draw_suit(draw, card.suit, (w - large - w * 0.09, h - large - w * 0.11, large), ink)

    face = _shrink(big, (width, height))
    if dimmed:
        shade = Image.new("RGBA", face.size, (10, 20, 14, 150))
        face = Image.composite(Image.alpha_composite(face, shade), face, face.getchannel("A"))
    return face


@lru_cache(maxsize=16)
def card_back(width: int) -> Image.Image:
    """The back of a card, ``width`` pixels wide: a red lattice inside a white border."""
    height = card_height(width)
    big = _rounded_card(width, height, (250, 250, 250), _EDGE)
    w, h = width * _SS, height * _SS
    inset = round(w * 0.09)
    inner = Image.new("RGBA", (w - 2 * inset, h - 2 * inset), (150, 24, 34, 255))
    draw = ImageDraw.Draw(inner)
    step = max(w // 6, 4)
    line = (196, 64, 72, 255)
    for offset in range(-inner.height, inner.width + inner.height, step):
        draw.line((offset, 0, offset + inner.height, inner.height), fill=line, width=_SS)
        draw.line((offset, inner.height, offset + inner.height, 0), fill=line, width=_SS)
    mask = Image.new("L", inner.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (0, 0, inner.width - 1, inner.height - 1), radius=max(w // 16, _SS), fill=255
    )
    big.paste(inner, (inset, inset), mask)
    return _shrink(big, (width, height))


@lru_cache(maxsize=16)
def highlight_frame(width: int, pad: int) -> Image.Image:
    """A gold outline with a soft glow, to put behind a card of ``width`` (``pad`` around)."""
    height = card_height(width)
    size = (width + 2 * pad, height + 2 * pad)
    frame = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(frame)
    draw.rounded_rectangle(
        (1, 1, size[0] - 2, size[1] - 2), radius=width // 8 + pad, fill=(255, 200, 40, 200)
    )
    frame = frame.filter(ImageFilter.GaussianBlur(pad / 3))
    big = Image.new("RGBA", (size[0] * _SS, size[1] * _SS), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle(
        (pad * _SS // 2, pad * _SS // 2, (size[0] - pad / 2) * _SS, (size[1] - pad / 2) * _SS),
        radius=(width // 10 + pad) * _SS,
        fill=(255, 214, 64, 255),
    )
    return Image.alpha_composite(frame, _shrink(big, size))


@lru_cache(maxsize=64)
def panel(
    width: int, height: int, fill: tuple[int, int, int, int], edge: tuple[int, int, int, int]
) -> Image.Image:
    """A rounded name-plate of the given size and colours (RGBA), anti-aliased."""
    big = Image.new("RGBA", (width * _SS, height * _SS), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, width * _SS - 1, height * _SS - 1),
        radius=height * _SS // 4,
        fill=fill,
        outline=edge,
        width=2 * _SS,
    )
    return _shrink(big, (width, height))


@lru_cache(maxsize=8)
def glow(width: int, height: int, pad: int, colour: Colour) -> Image.Image:
    """A soft halo around a ``width`` x ``height`` plate (the "to act" highlight)."""
    size = (width + 2 * pad, height + 2 * pad)
    halo = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(halo).rounded_rectangle(
        (pad // 3, pad // 3, size[0] - pad // 3, size[1] - pad // 3),
        radius=height // 3 + pad // 2,
        fill=(*colour, 255),
    )
    return halo.filter(ImageFilter.GaussianBlur(pad / 3))


@lru_cache(maxsize=8)
def chip(diameter: int, colour: Colour) -> Image.Image:
    """A casino chip seen from above: a coloured disc with white edge spots."""
    d = diameter * _SS
    big = Image.new("RGBA", (d, d), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    draw.ellipse((0, 0, d - 1, d - 1), fill=(*colour, 255), outline=(20, 20, 20, 255), width=_SS)
    spot = d * 0.13
    for i in range(6):
        draw.pieslice(
            (_SS, _SS, d - _SS, d - _SS), i * 60 - 10, i * 60 + 10, fill=(245, 245, 245, 255)
        )
    inner = d * 0.22
    draw.ellipse((inner, inner, d - inner, d - inner), fill=(*colour, 255))
    draw.ellipse(
        (inner + spot / 2, inner + spot / 2, d - inner - spot / 2, d - inner - spot / 2),
        outline=(245, 245, 245, 255),
        width=_SS,
    )
    return _shrink(big, (diameter, diameter))


@lru_cache(maxsize=4)
def dealer_button(diameter: int) -> Image.Image:
    """The dealer button: a white puck with a black "D"."""
    d = diameter * _SS
    big = Image.new("RGBA", (d, d), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    draw.ellipse((0, 0, d - 1, d - 1), fill=(60, 60, 60, 255))
    draw.ellipse((_SS, _SS, d - 1 - _SS, d - 1 - 2 * _SS), fill=(250, 250, 246, 255))
    draw.text(
        (d / 2, d / 2),
        "D",
        font=font(round(d * 0.62)),
        fill=(20, 20, 20),
        anchor="mm",
        stroke_width=_SS // 2,
        stroke_fill=(20, 20, 20),
    )
    return _shrink(big, (diameter, diameter))


@lru_cache(maxsize=4)
def backdrop(width: int, height: int) -> Image.Image:
    """A dark slate backdrop, lighter at the bottom (cached; copy before drawing on it)."""
    return Image.composite(
        Image.new("RGB", (width, height), (14, 18, 24)),
        Image.new("RGB", (width, height), (30, 38, 48)),
        Image.linear_gradient("L").resize((width, height)),
    )


@lru_cache(maxsize=2048)
def _text_sprite(text: str, size: int, fill: Colour, anchor: str) -> tuple[Image.Image, int, int]:
    """Text drawn once on a transparent sprite, with its offset from the anchor point."""
    face = text_font(size)
    left, top, right, bottom = (round(v) for v in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(right - left, 1), max(bottom - top, 1)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    sprite = Image.new("RGBA", mask.size, (*fill, 0))
    sprite.putalpha(mask)
    return sprite, left, top


def write(
    base: Image.Image,
    at: tuple[int, int],
    text: str,
    *,
    size: int,
    fill: Colour,
    anchor: str = "la",
) -> None:
    """Draw text as ``ImageDraw.text`` would, from a cache of drawn strings.

    Names, stacks and labels repeat from one picture to the next; pasting a cached sprite
    costs a fiftieth of rendering the string again with FreeType.
    """
    if not text:
        return
    sprite, left, top = _text_sprite(text, size, fill, anchor)
    base.paste(sprite, (at[0] + left, at[1] + top), sprite)


def paste(base: Image.Image, sprite: Image.Image, at: tuple[int, int]) -> None:
    """Paste an RGBA sprite onto ``base`` at ``at``, blending by its alpha."""
    base.paste(sprite, at, sprite)


@lru_cache(maxsize=1024)
def fit_text(text: str, size: int, max_width: int) -> str:
    """``text`` cut short with an ellipsis so that it fits ``max_width`` pixels at ``size``."""
    face = text_font(size)
    if face.getlength(text) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if face.getlength(text[:mid].rstrip() + "…") <= max_width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


@lru_cache(maxsize=1024)
def label_width(text: str, *, size: int = 15, icon: bool = True) -> int:
    """How wide :func:`label` draws ``text``."""
    width = math.ceil(text_font(size).getlength(text)) + (size + 25 if icon else 16)
    return width + -width % 4  # fewer distinct sizes for the panel cache


def label(
    base: Image.Image, centre: tuple[int, int], text: str, *, size: int = 15, icon: Colour | None
) -> None:
    """A dark rounded label centred on ``centre``, with a chip of colour ``icon`` if given."""
    icon_size = size + 3 if icon else 0
    width = label_width(text, size=size, icon=icon is not None)
    height = size + 9
    left, top = centre[0] - width // 2, centre[1] - height // 2
    paste(base, panel(width, height, (8, 24, 14, 190), (0, 0, 0, 0)), (left, top))
    x = left + 8
    if icon:
        paste(base, chip(icon_size, icon), (x - 3, top + (height - icon_size) // 2))
        x += icon_size + 3
    write(base, (x, centre[1]), text, size=size, fill=TEXT_WHITE, anchor="lm")


@lru_cache(maxsize=2)
def table_felt(
    size: tuple[int, int],
    centre: tuple[int, int],
    slots: tuple[tuple[int, int, int, int], ...],
    *,
    unit: float = 1.0,
) -> Image.Image:
    """The empty table (cached; copy before drawing on it).

    A dark backdrop, the table's shadow, a wooden rail, green felt lighter in the middle,
    a betting line and an outline for each board card's box in ``slots``. The ovals are
    those of an 800 px table times ``unit``.
    """
    scale = 4 if unit < 1 else 2
    width, height = size[0] * scale, size[1] * scale
    image = backdrop(width, height).convert("RGBA")
    cx, cy = centre[0] * scale, centre[1] * scale

    def oval(rx: float, ry: float, dy: float = 0) -> tuple[float, float, float, float]:
        rx, ry, dy = rx * unit, ry * unit, dy * unit
        return (cx - rx * scale, cy - ry * scale + dy, cx + rx * scale, cy + ry * scale + dy)

    shadow = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).ellipse(oval(312, 192, 14 * scale), fill=(0, 0, 0, 150))
    image = Image.alpha_composite(image, shadow)
    draw = ImageDraw.Draw(image)
    draw.ellipse(oval(312, 192), fill=(52, 30, 18, 255))
    draw.ellipse(oval(306, 186), fill=(92, 56, 32, 255))
    draw.ellipse(oval(298, 178), fill=(66, 40, 22, 255))
    draw.ellipse(oval(288, 168), fill=(16, 70, 40, 255))

    left, top, right, bottom = (round(v) for v in oval(285, 165))
    cloth_size = (right - left, bottom - top)
    cloth = Image.composite(
        Image.new("RGBA", cloth_size, (22, 96, 56, 255)),
        Image.new("RGBA", cloth_size, (36, 134, 78, 255)),
        Image.radial_gradient("L").resize(cloth_size),
    )
    mask = Image.new("L", cloth_size, 0)
    ImageDraw.Draw(mask).ellipse((0, 0, cloth_size[0] - 1, cloth_size[1] - 1), fill=255)
    image.paste(cloth, (left, top), mask)
    draw.ellipse(oval(262, 146), outline=(58, 150, 96, 255), width=2 * scale)
    for box in slots:
        x0, y0, x1, y1 = (v * scale for v in box)
        draw.rounded_rectangle(
            (x0, y0, x1 - 1, y1 - 1), radius=4 * scale, outline=(64, 150, 100, 255), width=scale
        )
    return image.resize(size, Image.Resampling.LANCZOS).convert("RGB")


def tag(
    base: Image.Image, top_right: tuple[int, int], text: str, colour: Colour, *, size: int = 12
) -> None:
    """A small badge ("ALL-IN", "FOLDED") whose top-right corner is ``top_right``."""
    width = label_width(text, size=size, icon=False) - 8
    left, top = top_right[0] - width, top_right[1]
    paste(base, panel(width, size + 3, (*colour, 255), (*colour, 255)), (left, top))
    ink = (20, 20, 20) if sum(colour) > 450 else TEXT_WHITE
    write(base, (left + width // 2, top + (size + 3) // 2), text, size=size, fill=ink, anchor="mm")


def lay_cards(
    base: Image.Image,
    boxes: Sequence[Box],
    cards: Sequence[Card],
    highlight: frozenset[Card],
    *,
    four_colour: bool,
) -> None:
    """Cards at the top-left of their boxes; highlighted ones framed in gold, others dimmed.

    With an empty ``highlight`` every card is drawn plain.
    """
    for box, card in zip(boxes, cards, strict=False):
        width = box[2] - box[0]
        if highlight and card in highlight:
            pad = 5
            paste(base, highlight_frame(width, pad), (box[0] - pad, box[1] - pad))
        dimmed = bool(highlight) and card not in highlight
        paste(base, card_face(card, width, four_colour=four_colour, dimmed=dimmed), box[:2])


_NUDGES = sorted(
    ((dx, dy) for dx in range(-48, 49, 6) for dy in range(-48, 49, 6)),
    key=lambda step: step[0] ** 2 + step[1] ** 2,
)
"""Offsets to try, nearest first, when a label would overlap something."""


def _overlaps(a: Box, b: Box, margin: int = 3) -> bool:
    return a[0] < b[2] + margin and b[0] < a[2] + margin and a[1] < b[3] + margin and b[1] < a[3]


def place_clear(
    centre: tuple[int, int], size: tuple[int, int], obstacles: Sequence[Box]
) -> tuple[int, int]:
    """The centre nearest ``centre`` where a box of ``size`` overlaps no obstacle.

    Looks up to 48 pixels sideways, up or down; gives ``centre`` back if all are taken.
    """
    half_width, half_height = size[0] // 2, size[1] // 2
    for dx, dy in _NUDGES:
        x, y = centre[0] + dx, centre[1] + dy
        box = (x - half_width, y - half_height, x + half_width, y + half_height)
        if not any(_overlaps(box, other) for other in obstacles):
            return (x, y)
    return centre
