"""Issue 23's moments, as the channel reads them: refusals, robots, buttons, run it twice."""

from __future__ import annotations

import io
import re
from datetime import UTC, datetime
from typing import Any, cast

import discord
import pytest
from PIL import Image

from cardroom.models import HandOutcome, LeaderboardKind, LeaderboardPage, PlayerStats, PlayStats
from cardroom.views import (
    HandOdds,
    HandSummary,
    Move,
    Note,
    NoteKind,
    OddsView,
    RabbitView,
    SeatState,
    SeatView,
    TableConfig,
    TableView,
)
from cogs import _card_faces, pictures, render
from cogs.action_log import ActionLog
from cogs.buttons import table_view
from cogs.homegame import rabbit_text
from cogs.i18n import LOCALE_DIR, LOCALES, speaking, text
from cogs.odds import seat_caption
from cogs.preactions import MARK, with_preactions
from holdem.cards import parse_cards
from tests.cogs.test_render import ANN, BOB, legal, table

ROBOT = -201  # a loose computer player
MEMBER = 42


@pytest.mark.parametrize("locale", LOCALES)
def test_a_reminder_never_addresses_a_computer_player_as_a_person(locale: str) -> None:
    with speaking(locale):
        member = render.reminder_text(MEMBER, 1_900_000_000.0)
        robot = render.reminder_text(ROBOT, 1_900_000_000.0)
    second_person = member.split("<@42>")[1].split("—")[0]
    assert second_person.strip(", ") not in robot
    assert "<@" not in robot


def test_the_english_reminder_to_a_robot_is_not_its_turn_speech() -> None:
    with speaking("en-US"):
        robot = render.reminder_text(ROBOT, None)
    assert "your turn" not in robot
    assert "thinking" in robot


# --- buttons ------------------------------------------------------------------------------


def _labels(view: TableView) -> list[tuple[str, bool]]:
    """Every button on the table message: (label, enabled)."""
    ui = with_preactions(table_view(view), view)
    assert ui is not None
    buttons = [
        cast(
            discord.ui.Button[Any], item.item if isinstance(item, discord.ui.DynamicItem) else item
        )
        for item in ui.children
    ]
    return [(b.label or "", not b.disabled) for b in buttons]


@pytest.mark.parametrize("locale", LOCALES)
def test_no_two_enabled_buttons_share_a_label(locale: str) -> None:
    """Fixed limit: the action "Call 20" beside the waiting players' pre-action "Call 20"."""
    view = table(legal=legal(call_amount=20), config=TableConfig(betting="fixed-limit"))
    with speaking(locale):
        labels = [label for label, enabled in _labels(view) if enabled]
        call = render.table_buttons(view)[0].label
    assert len(labels) == len(set(labels)), labels
    pre = [label for label in labels if label.startswith(MARK)]
    assert len(pre) == 3  # the pre-actions read as pre-actions, whatever the language
    assert call in labels


def test_no_fold_button_when_checking_is_free() -> None:
    seats = (
        SeatView(0, ANN, 995, 0, SeatState.ACTIVE, is_button=True, in_hand=True),
        SeatView(1, BOB, 980, 0, SeatState.ACTIVE, in_hand=True),
    )
    free = table(seats=seats, legal=legal(can_check=True, call_amount=0))
    moves = [spec.move for spec in render.table_buttons(free)]
    assert Move.FOLD not in moves
    assert Move.CHECK in moves
    with speaking("en-US"):
        assert any("Check/Fold" in label for label, _ in _labels(free))
    facing = [spec.move for spec in render.table_buttons(table())]
    assert Move.FOLD in facing


# --- pictures at Discord's size -------------------------------------------------------------


def _showdown(hands: int, *, twice: bool) -> pictures.ShowdownPicture:
    board, second = parse_cards("KhKs5d9c5h"), parse_cards("KhKs5dAcAh")
    holes = ("KdQc", "AdJc", "7s7d", "2c3c", "9h9d", "QhJh", "Td8d", "4s4h", "6c6d", "8s8c")
    return pictures.ShowdownPicture(
        board=board,
        second_board=second if twice else (),
        hands=tuple(
            pictures.ShownHand(
                name=f"A rather long display name {i}",
                cards=parse_cards(holes[i]),
                description="Full house, kings full of fives",
                won=600 if i == 0 else 0,
                highlight=parse_cards("KdKhKs5d5h") if i == 0 else (),
                second_description="Full house, aces full of kings" if twice else "",
                second_won=600 if twice and i == 1 else 0,
            )
            for i in range(hands)
        ),
        pots=(1200, 600),
        hand_number=12,
    )


@pytest.mark.parametrize("twice", [False, True])
@pytest.mark.parametrize("hands", [1, 2, 10])
def test_the_showdown_picture_fits_discords_column_with_text_of_12_px_or_more(
    monkeypatch: pytest.MonkeyPatch, hands: int, *, twice: bool
) -> None:
    sizes: list[int] = []
    drawn: list[str] = []
    original = _card_faces.write

    def spy(base: Image.Image, at: tuple[int, int], text: str, *, size: int, **kw: Any) -> None:
        sizes.append(size)
        drawn.append(text)
        original(base, at, text, size=size, **kw)

    monkeypatch.setattr(pictures, "write", spy)
    image = Image.open(io.BytesIO(pictures.render_showdown(_showdown(hands, twice=twice))))
    assert image.width <= 440
    assert min(sizes) >= pictures.MIN_TEXT
    assert "Wins 600" in drawn  # the winning amount is drawn whole, at a readable size
    assert any("Full house, kings full of fives" in text for text in drawn)
    if twice:
        assert any(text.startswith("1st run") for text in drawn)
        assert any(text.startswith("2nd run") for text in drawn)
    assert "Pot 1,800 (Main 1,200 · Side 600)" in drawn


def test_the_pot_header_names_each_pot_once() -> None:
    assert pictures._pot_summary((600, 600, 600)) == "Pot 1,800 (Main 600 · Side 600 · Side 600)"


def test_a_chopped_pot_shows_each_players_share_on_the_badges() -> None:
    chop = OddsView(
        street="river",
        board=parse_cards("AsKsQsJsTs"),
        hands=(
            HandOdds(ANN, parse_cards("2c3c"), win=0.0, tie=1.0, equity=0.5),
            HandOdds(BOB, parse_cards("2d3d"), win=0.0, tie=1.0, equity=0.5),
        ),
        exact=True,
        pot=200,
    )
    with speaking("en-US"):
        badges = [seat_caption(chop, ANN), seat_caption(chop, BOB)]
    assert all(badge.startswith("50") for badge in badges), badges


# --- words ----------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", LOCALES)
def test_actions_and_pre_actions_speak_one_vocabulary(locale: str) -> None:
    """The action "Call 20" and the pre-action "Call 20" are the same words in a language."""
    with speaking(locale):
        assert text("button.call", amount=20) == text("preaction.call", amount=20)
        assert text("button.check") == text("preaction.check")


def test_the_czech_action_row_has_no_english_labels() -> None:
    with speaking("cs"):
        czech = [spec.label for spec in render.table_buttons(table())]
        fold = text("preaction.fold")
    # "check", "all-in" and "pot" are loanwords the glossary adopts; fold and call are not
    assert not [label for label in czech if label.split()[0] in {"Fold", "Call", "Raise", "Bet"}]
    assert czech[0].split()[0] in fold  # "Zahodit", as the pre-action "Zahodit na …"


_MASCULINE_PAST = re.compile(r"\b(zahodil|odešel|otevřel|vyhrál|prohrál|dorovnal|přisedl|Došel)\b")


def test_czech_never_uses_a_masculine_only_past_tense_for_players() -> None:
    catalogue = (LOCALE_DIR / "cs.ftl").read_text(encoding="utf-8")
    assert not _MASCULINE_PAST.findall(catalogue)


def test_czech_table_words_poslední_akce_and_na_stole() -> None:
    view = table()
    with speaking("cs"):
        body = render.table_embed(view, recent=("x",)).description or ""
    assert "Poslední akce" in body
    assert "Na stole" in body
    assert "Stůl" not in body


def test_swedish_streets_as_swedish_players_write_them() -> None:
    with speaking("sv-SE"):
        assert text("odds.title", street=text("street.flop")).endswith("före floppen")
        assert text("street.turn") == "turn"
        assert text("street.river") == "river"
        board = text("table.board", cards="A♠")
    assert "Bord" not in board


@pytest.mark.parametrize("locale", LOCALES)
def test_the_rabbit_after_a_hand_ended_before_the_flop_reads_well(locale: str) -> None:
    hunt = RabbitView(hand_no=4, board=(), cards=parse_cards("AsKd7c2h3s"), first=True)
    with speaking(locale):
        line = rabbit_text(hunt)
    assert "—" not in line
    assert "A♠ K♦ 7♣ 2♥ 3♠" in line


@pytest.mark.parametrize("locale", LOCALES)
def test_each_glossary_stays_at_the_top_of_its_catalogue(locale: str) -> None:
    head = (LOCALE_DIR / f"{locale}.ftl").read_text(encoding="utf-8").split("\n## ")[0]
    assert head.startswith("# ")
    assert len(head.splitlines()) >= 6  # the glossary, before the first section


# --- stats ----------------------------------------------------------------------------------


def test_one_hand_of_history_is_not_hands() -> None:
    one = HandSummary(
        hand_no=3,
        outcome=HandOutcome.SETTLED,
        ended_at=datetime(2026, 1, 1, tzinfo=UTC),
        pot=40,
        winners=(ANN,),
        board=(),
        net=None,
    )
    with speaking("en-US"):
        assert render.history_embed([one]).title == "The last hand here"
        assert render.history_embed([one, one]).title == "The last 2 hands here"


@pytest.mark.parametrize(
    "kind", [LeaderboardKind.VPIP, LeaderboardKind.PFR, LeaderboardKind.BB_PER_100]
)
@pytest.mark.parametrize("locale", LOCALES)
def test_an_empty_rate_leaderboard_says_twenty_hands_are_needed(
    kind: LeaderboardKind, locale: str
) -> None:
    empty = LeaderboardPage(kind, (), 1, 10, 1, 0)
    with speaking(locale):
        assert "20" in (render.leaderboard_embed(empty).description or "")
        bankroll = LeaderboardPage(LeaderboardKind.BANKROLL, (), 1, 10, 1, 0)
        assert "20" not in (render.leaderboard_embed(bankroll).description or "")


def test_the_stats_tell_matches_apart_from_sit_and_gos() -> None:
    play = PlayStats(tournaments_played=2, tournaments_cashed=1, matches_played=3, matches_won=2)
    stats = PlayerStats(1, ANN, 12, 5, -40, 300, 2, (), play=play)
    with speaking("en-US"):
        body = render.stats_embed(stats).description or ""
    assert "Sit-and-gos played: 2 · cashed: 1" in body
    assert "Heads-up matches: 3 · won: 2" in body


@pytest.mark.parametrize("locale", LOCALES)
def test_the_turn_ping_never_addresses_a_computer_player(locale: str) -> None:
    with speaking(locale):
        assert render.turn_ping_text(ROBOT) == ""
        assert "<@42>" in render.turn_ping_text(MEMBER)


def test_the_log_marks_the_second_runs_streets() -> None:
    log = ActionLog()
    board, second = parse_cards("KhKs5d9c5h"), parse_cards("KhKs5dAc")
    with speaking("en-US"):
        log.take([Note(NoteKind.STREET, street="river", board=board)])
        assert log.lines[0] == "**River**"
        log.take([Note(NoteKind.STREET, street="turn", board=board, second_board=second)])
        assert log.lines[0] == "**Turn** (2nd run)"
