"""The desk's own pictures: each member's hole cards in the deck style they chose."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, cast

from PIL import Image, ImageChops

from cardroom.views import DeckStyle, PrivateCards
from cogs.desk import Desk
from cogs.pictures import HOLE_CARD_WIDTH, hole_card_box, render_card
from holdem.cards import parse_cards

if TYPE_CHECKING:
    from bot import HoldemBot

GUILD, ANN, BOB = 1, 11, 12


class FakeBank:
    """The bank's deck-style verb, counting its calls."""

    def __init__(self, styles: dict[tuple[int, int], DeckStyle]) -> None:
        self.styles = styles
        self.asked = 0

    async def deck_style(self, guild_id: int, user_id: int) -> DeckStyle:
        self.asked += 1
        return self.styles.get((guild_id, user_id), DeckStyle.CLASSIC)


class FakeBot:
    def __init__(self, bank: FakeBank) -> None:
        self.bank = bank


def desk_with(bank: FakeBank) -> Desk:
    desk = Desk()
    desk.attach(cast("HoldemBot", FakeBot(bank)))
    return desk


def shows(png: bytes, face: Image.Image, index: int) -> bool:
    """The picture has ``face`` where hole card ``index`` goes (same pixels, palette aside)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    left, top, right, bottom = hole_card_box(index)
    drawn = image.crop((left, top, right, bottom))
    wanted = face.convert("RGB").resize(drawn.size)
    grey = ImageChops.difference(drawn, wanted).convert("L")
    off = sum(grey.point(lambda v: 255 if v > 40 else 0).histogram()[255:])
    return off < drawn.width * drawn.height // 50


async def test_hole_cards_follow_each_members_deck_style() -> None:
    bank = FakeBank({(GUILD, ANN): DeckStyle.FOUR_COLOUR})
    desk = desk_with(bank)
    cards = parse_cards("Tc7d")
    four = render_card(cards[1], width=HOLE_CARD_WIDTH, four_colour=True)
    two = render_card(cards[1], width=HOLE_CARD_WIDTH, four_colour=False)
    ann = await desk.hole_cards_file(GUILD, PrivateCards(ANN, 5, 1, cards))
    bob = await desk.hole_cards_file(GUILD, PrivateCards(BOB, 5, 1, cards))
    ann_png, bob_png = ann.fp.read(), bob.fp.read()
    assert shows(ann_png, four, 1)
    assert not shows(ann_png, two, 1)
    assert shows(bob_png, two, 1)
    assert not shows(bob_png, four, 1)


async def test_the_style_is_read_once_and_follows_a_change() -> None:
    bank = FakeBank({})
    desk = desk_with(bank)
    for _ in range(3):
        assert await desk.deck_style(GUILD, ANN) is DeckStyle.CLASSIC
    assert bank.asked == 1
    desk.style_changed(GUILD, ANN, DeckStyle.FOUR_COLOUR)
    assert await desk.deck_style(GUILD, ANN) is DeckStyle.FOUR_COLOUR
    assert bank.asked == 1
    assert await desk.deck_style(None, ANN) is DeckStyle.CLASSIC
