"""Computer players and all-in odds as the channel sees them: marks, styles, percentages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardroom.models import PlayerStats
from cardroom.views import (
    HandOdds,
    Note,
    NoteKind,
    OddsView,
    SeatState,
    SeatView,
    ShownHand,
    TableConfig,
    TableView,
)
from cogs import odds, pictures, render
from cogs.i18n import LOCALES, percent, speaking, text
from holdem.cards import parse_cards
from holdem.equity import equity

ANN = 101
TIGHT, MATCH = -101, -401


def view_with_robot() -> TableView:
    return TableView(
        guild_id=1,
        channel_id=5,
        creator_id=ANN,
        config=TableConfig(),
        seats=(
            SeatView(0, ANN, 995, 5, SeatState.ACTIVE, is_button=True, in_hand=True),
            SeatView(1, TIGHT, 980, 10, SeatState.ACTIVE, in_hand=True),
        ),
        hand_no=3,
        in_hand=True,
        street="preflop",
        to_act=TIGHT,
    )


def counted_odds(holes: tuple[str, ...], board: str, street: str) -> OddsView:
    result = equity(list(holes), board)
    return OddsView(
        street,
        parse_cards(board),
        tuple(
            HandOdds(user, parse_cards(hole), h.win, h.tie, h.equity)
            for user, hole, h in zip((ANN, TIGHT), holes, result.hands, strict=True)
        ),
        exact=True,
        pot=200,
    )


@pytest.mark.parametrize("locale", LOCALES)
def test_a_robot_wears_its_mark_and_style_in_the_text(locale: str) -> None:
    with speaking(locale):
        shown = render.table_embed(view_with_robot()).description or ""
        style = text("robot.style.tight")
    assert odds.ROBOT_MARK in shown
    assert style in shown
    assert f"<@{TIGHT}>" not in shown  # a robot has no Discord account to mention


def test_a_robot_wears_its_mark_and_style_in_the_picture() -> None:
    picture = render.table_picture(view_with_robot(), {ANN: "Ann"})
    names = [seat.name for seat in picture.seats]
    assert "Ann" in names
    robot = next(name for name in names if name.startswith(odds.PICTURE_ROBOT_MARK))
    assert "tight" in robot


def test_a_members_mention_is_unchanged() -> None:
    assert render.mention(ANN) == f"<@{ANN}>"
    assert "match player" in render.mention(MATCH)


def test_exact_odds_show_holdem_equitys_figures_without_a_tilde() -> None:
    view = counted_odds(("AsAd", "KcKh"), "2c7d9h", "turn")
    note = Note(NoteKind.ODDS, odds=view)
    embed = odds.odds_embed(note, 4, render.mention)
    text = embed.description or ""
    for hand in view.hands:
        assert percent(hand.win) in text
    assert "~" not in text
    assert "Turn" in (embed.title or "")
    assert render.note_line(note) is None  # it has its own message, not a table line


def test_an_estimate_is_marked_and_states_its_error() -> None:
    view = OddsView(
        "flop",
        (),
        (
            HandOdds(ANN, parse_cards("AsAd"), 0.8, 0.005, 0.8025),
            HandOdds(TIGHT, parse_cards("KcKh"), 0.19, 0.005, 0.1925),
        ),
        exact=False,
        error=0.004,
    )
    text = odds.odds_embed(Note(NoteKind.ODDS, odds=view), 4, render.mention).description or ""
    assert "~80.0%" in text
    assert "± 0.4%" in text


def test_the_result_post_gives_the_odds_at_the_all_in() -> None:
    view = counted_odds(("AsAd", "KcKh"), "", "flop")
    note = Note(
        NoteKind.SHOWDOWN,
        board=parse_cards("2c7d9hTsJd"),
        shown=(ShownHand(ANN, parse_cards("AsAd"), "pair", (), 200),),
        awards=((0, 200, (ANN,)),),
        odds=view,
    )
    text = render.showdown_embed(note, 4).description or ""
    assert percent(view.hands[0].equity) in text
    assert odds.ROBOT_MARK in text


def test_the_odds_picture_draws_every_face_up_hand() -> None:
    view = counted_odds(("AsAd", "KcKh"), "2c7d9h", "turn")
    picture = odds.odds_picture(view, 4, {ANN: "Ann"}, render.picture_labels())
    assert [h.cards for h in picture.hands] == [h.cards for h in view.hands]
    assert picture.board == view.board
    assert all(
        percent(h.win) in p.description for h, p in zip(view.hands, picture.hands, strict=True)
    )
    assert pictures.render_showdown(picture)[:8] == b"\x89PNG\r\n\x1a\n"


def test_stats_show_play_against_robots_apart() -> None:
    stats = PlayerStats(1, ANN, 5, 2, 30, 100, 1, (), robot_hands=12, robot_hands_won=4)
    text = render.stats_embed(stats).description or ""
    assert "Against computer players" in text
    assert "12" in text


def test_a_run_out_frame_shows_the_odds_in_its_text_and_its_picture() -> None:
    odds_view = counted_odds(("AsAh", "KdKc"), "2c7d9h", "turn")
    base = view_with_robot()
    frame = replace(
        base,
        seats=tuple(
            SeatView(s.seat, s.user_id, 0, 0, SeatState.ALL_IN, s.is_button, True)
            for s in base.seats
        ),
        to_act=None,
        street="flop",
        board=odds_view.board,
        odds=odds_view,
    )
    with speaking("en-US"):
        title, lines = odds.odds_field(odds_view, render.mention)
        picture = render.table_picture(frame, {ANN: "Ann"})
        plain = render.table_picture(base, {ANN: "Ann"})
    assert "Turn" in title
    for hand in odds_view.hands:
        assert percent(hand.win, "en-US") in lines
    by_user = dict(zip((ANN, TIGHT), picture.seats, strict=True))
    for hand in odds_view.hands:  # face up, each with its chance to win as its badge
        seat = by_user[hand.user_id]
        assert seat.cards == hand.cards
        assert seat.caption == percent(hand.win, "en-US")
    assert all(seat.caption == "" and seat.cards is None for seat in plain.seats)
    assert pictures.render_table(picture)  # it draws
