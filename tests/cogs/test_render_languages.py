"""Rendering in the six languages: hand names, the table's words, pictures and their font,
and the command translator."""

from __future__ import annotations

import io
import re
from pathlib import Path

import discord
import pytest
from discord import app_commands
from PIL import Image, ImageFont

from cardroom.views import (
    STATUS_WORDS,
    FormatStatus,
    Note,
    NoteKind,
    PotView,
    SeatState,
    SeatView,
    ShownHand,
)
from cogs import _card_faces, i18n, pictures, render
from cogs.i18n import LOCALES, speaking
from cogs.messages import hand_name, status_text
from cogs.poker import PokerCog
from cogs.translator import CatalogueTranslator
from holdem.cards import parse_cards
from holdem.evaluator import evaluate
from tests.cogs.test_render import ANN, BOB, CY, table

ALL_CATALOGUE_TEXT = "".join(
    (i18n.LOCALE_DIR / f"{code}.ftl").read_text("utf-8") for code in LOCALES
)


def _name(cards: str, locale: str) -> str:
    with speaking(locale):
        return hand_name(evaluate(parse_cards(cards)))


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en-US", "Full house, kings full of fives"),
        ("sv-SE", "Kåk, kungar över femmor"),
        ("da", "Fuldt hus, konger fulde af femmere"),
        ("cs", "Full house, králové a pětky"),
        ("nl", "Full house, heren vol met vijven"),
        ("bg", "Фул хаус, попове и петици"),  # noqa: RUF001 - Cyrillic on purpose
    ],
)
def test_a_full_house_is_named_in_each_language(locale: str, expected: str) -> None:
    assert _name("KsKhKd5c5s", locale) == expected


def test_english_names_match_the_engine_description() -> None:
    """In English the structured name says what describe() says, for every category."""
    for cards in (
        "AsKdQh9c2s", "AsAdQh9c2s", "AsAdQhQc2s", "7s7d7hQc2s", "As2d3h4c5s", "Ts8s6s4s2s",
        "KsKhKd5c5s", "9s9d9h9cAs", "9s8s7s6s5s", "AsKsQsJsTs",
    ):  # fmt: skip
        rank = evaluate(parse_cards(cards))
        assert _name(cards, "en-US").lower() == rank.describe().lower(), cards


@pytest.mark.parametrize("locale", LOCALES)
def test_straights_flushes_and_royals_have_names(locale: str) -> None:
    names = {_name(c, locale) for c in ("AsKsQsJsTs", "9s8s7s6s5s", "Ts8s6s4s2s", "As2d3h4c5s")}
    assert len(names) == 4


def test_the_table_message_speaks_the_language_of_the_moment() -> None:
    with speaking("sv-SE"):
        embed = render.table_embed(table(pots=(PotView(12_345, (ANN, BOB)),)))
        labels = [spec.label for spec in render.table_buttons(table())]
    text = embed.description or ""
    assert "Plats 2 · <@102> · 980 marker" in text
    assert "**Pott** 12\xa0370" in text
    assert (embed.footer.text or "") == "Hand #7 · floppen"  # as Swedish players write it
    assert "Lägg dig" in labels
    assert "Syna 10" in labels


def test_the_card_rooms_status_line_is_translated() -> None:
    level = FormatStatus("status.level", (("level", 3), ("left", 22)))
    hand = FormatStatus("status.hand_of", (("hand", 4), ("hands", 10)))
    with speaking("cs"):
        assert status_text(level) == "Úroveň 3, zbývá 22 hráčů"
        assert status_text(hand) == "Hra 4 z 10"
    assert level.english() == "Level 3, 22 players left"
    assert hand.english() == "Hand 4 of 10"


def test_every_format_status_has_its_words_in_every_language() -> None:
    """The card room's status codes are catalogue keys, with the same numbers as the English."""
    for code, words in STATUS_WORDS.items():
        names = re.findall(r"\{(\w+)\}", words)
        status = FormatStatus(code, tuple((name, 7) for name in names))
        for locale in LOCALES:
            with speaking(locale):
                line = status_text(status)
            assert "{" not in line
            assert code not in line
            assert line.count("7") >= len(names), (locale, code, line)


def test_the_showdown_names_hands_in_the_language() -> None:
    note = Note(
        NoteKind.SHOWDOWN,
        board=parse_cards("KhKs5d9c5h"),
        shown=(ShownHand(ANN, parse_cards("KdQc"), "Full house, kings full of fives", won=90),),
        awards=((0, 90, (ANN,)),),
    )
    with speaking("nl"):
        embed = render.showdown_embed(note, 3)
        picture = render.showdown_picture(note, 3, {ANN: "Ann"})
    assert "Full house, heren vol met vijven · wint 90" in (embed.description or "")
    assert picture.hands[0].description == "Full house, heren vol met vijven"
    assert picture.labels.wins == "Wint {amount}"


def test_every_picture_label_comes_from_the_catalogue() -> None:
    """Pseudo-locale: every label of the table and showdown pictures is wrapped."""
    i18n.enable_pseudo_locale()
    try:
        with speaking(i18n.PSEUDO_LOCALE):
            view = table(seats=(SeatView(0, ANN, 995, 5, SeatState.ACTIVE, in_hand=True),))
            labels = render.table_picture(view, {}).labels
            unnamed = render.table_picture(view, {}).seats[0].name
    finally:
        i18n.enable_pseudo_locale(False)
    for field_ in pictures.PictureLabels.__dataclass_fields__:
        value = getattr(labels, field_)
        if field_ == "thousands":
            continue
        assert value.startswith("⟦"), field_
        assert value.endswith("⟧"), field_
    assert unnamed.startswith("⟦")


def _missing_glyphs(text: str) -> set[str]:
    """Characters of ``text`` the committed font draws as its "missing glyph" box."""
    face = ImageFont.truetype(str(_card_faces.TEXT_FONT), 24)
    tofu = bytes(face.getmask("\U0010fffd"))
    return {
        char
        for char in set(text)
        if not char.isspace() and ord(char) >= 32 and bytes(face.getmask(char)) == tofu
    }


def test_the_font_has_every_glyph_the_catalogues_use() -> None:
    assert _card_faces.TEXT_FONT.is_file()
    assert (_card_faces.TEXT_FONT.parent / "DejaVuSans-LICENSE.txt").is_file()
    assert _missing_glyphs(ALL_CATALOGUE_TEXT) == set()


def test_the_tofu_check_can_fail() -> None:
    assert _missing_glyphs("a一") == {"一"}  # DejaVu Sans has no CJK


def test_a_bulgarian_table_draws_cyrillic_labels_without_tofu() -> None:
    seats = (
        SeatView(0, ANN, 0, 500, SeatState.ALL_IN, in_hand=True),
        SeatView(1, BOB, 980, 20, SeatState.FOLDED, in_hand=True),
        SeatView(3, CY, 1000, 20, SeatState.ACTIVE, in_hand=True),
    )
    view = table(seats=seats, to_act=CY, pots=(PotView(1200, (ANN, CY)), PotView(40, (CY,))))
    with speaking("bg"):
        picture = render.table_picture(view, {})
    labels = picture.labels
    drawn = [
        labels.all_in, labels.folded, labels.to_act, labels.open_seat.format(seat=3),
        labels.hand.format(number=7), labels.main.format(amount="1 200"),
        labels.side.format(amount="40"), picture.street, picture.seats[0].name,
    ]  # fmt: skip
    assert drawn[:5] == ["ОЛ-ИН", "ФОЛД", "НА ХОД", "Място 3 · свободно", "Ръка №7"]  # noqa: RUF001
    assert all(any("\u0400" <= ch <= "\u04ff" for ch in text) for text in drawn)
    assert _missing_glyphs("".join(drawn)) == set()
    bulgarian = Image.open(io.BytesIO(pictures.render_table(picture)))
    english = Image.open(io.BytesIO(pictures.render_table(render.table_picture(view, {}))))
    assert bulgarian.size == english.size
    assert bulgarian.tobytes() != english.tobytes()


async def test_the_translator_fills_descriptions_and_choices_not_names() -> None:
    translator = CatalogueTranslator()
    await translator.load()
    where = app_commands.TranslationContextLocation
    join = PokerCog.join
    describe: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        where.command_description, join
    )
    english = app_commands.locale_str(i18n.text("cmd.poker.join"))
    czech = await translator.translate(english, discord.Locale.czech, describe)
    assert czech == "Přisednout ke stolu tohoto kanálu"
    assert await translator.translate(english, discord.Locale.american_english, describe) is None
    assert await translator.translate(english, discord.Locale.french, describe) is None
    name: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        where.command_name, join
    )
    assert (
        await translator.translate(app_commands.locale_str("join"), discord.Locale.czech, name)
        is None
    )
    cash = app_commands.Choice(name="cash", value="cash")
    choice: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        where.choice_name, cash
    )
    swedish = await translator.translate(
        app_commands.locale_str("cash"), discord.Locale.swedish, choice
    )
    assert swedish == "cashbord"
    unknown = app_commands.locale_str("no such description")
    assert await translator.translate(unknown, discord.Locale.danish, describe) is None
    assert translator.missing == {"no such description"}


def test_catalogue_files_are_packaged() -> None:
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8")
    assert '"assets/*"' in pyproject
    assert '"locales/*.ftl"' in pyproject
