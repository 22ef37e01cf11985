"""A hand run twice, as the table service tells it: both boards, each pot's halves per board."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from cardroom.views import NoteKind, TableUpdate
from cogs import pictures, render
from cogs.i18n import LOCALES, speaking, text
from tests.cardroom.tables_support import ALICE, BOB, CHANNEL, Room
from tests.cardroom.test_home_games import all_in_heads_up


async def _run_twice(room: Room) -> TableUpdate:
    update = await all_in_heads_up(room)
    hand_no = update.view.hand_no
    await room.service.answer_run_twice(CHANNEL, ALICE, hand_no, agree=True)
    return await room.service.answer_run_twice(CHANNEL, BOB, hand_no, agree=True)


async def test_the_showdown_note_carries_both_boards_and_each_boards_awards(room: Room) -> None:
    update = await _run_twice(room)
    showdown = next(n for n in update.notes if n.kind is NoteKind.SHOWDOWN)
    assert len(showdown.board) == 5
    assert len(showdown.second_board) == 5
    assert showdown.board != showdown.second_board
    first = sum(amount for _, amount, _ in showdown.awards)
    second = sum(amount for _, amount, _ in showdown.second_awards)
    assert first > 0
    assert second > 0
    assert abs(first - second) <= 1  # each pot split in halves, the odd chip to the first
    assert showdown.amount == first + second
    won = sum(hand.won for hand in showdown.shown)
    assert won == first + second
    assert sum(hand.won_second for hand in showdown.shown) == second
    streets = [n for n in update.notes if n.kind is NoteKind.STREET and n.second_board]
    assert streets  # the second run's streets are told, beside the first board
    assert update.runout[-1].second_board == showdown.second_board


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_result_post_shows_both_boards_and_names_every_hand_on_each(
    room: Room, locale: str
) -> None:
    update = await _run_twice(room)
    showdown = next(n for n in update.notes if n.kind is NoteKind.SHOWDOWN)
    with speaking(locale):
        body = render.showdown_embed(showdown, 1).description or ""
        first, second = text("note.run.first"), text("note.run.second")
        names = [
            render.shown_hand_name(hand, board)
            for hand in showdown.shown
            for board in (showdown.board, showdown.second_board)
        ]
    assert first in body
    assert second in body
    assert body.index(first) < body.index(second)
    assert render.cards_text(showdown.second_board) in body.split(second)[1]
    assert render.cards_text(showdown.board) in body.split(second)[0]
    for name in names:
        assert name in body
    assert body.count("<@") >= 2 * len(showdown.shown)


async def test_the_picture_shows_both_boards_at_discords_width(room: Room) -> None:
    update = await _run_twice(room)
    showdown = next(n for n in update.notes if n.kind is NoteKind.SHOWDOWN)
    picture = render.showdown_picture(showdown, 1, {})
    assert picture.second_board == showdown.second_board
    total = sum(a for _, a, _ in (*showdown.awards, *showdown.second_awards))
    assert sum(picture.pots) == total  # each pot once, not once per board
    assert len(picture.pots) == len({index for index, _, _ in showdown.awards})
    assert sum(h.won + h.second_won for h in picture.hands) == total
    image = Image.open(io.BytesIO(pictures.render_showdown(picture)))
    assert image.width <= 440
    table = render.table_picture(update.runout[-1], {})
    assert table.second_board == showdown.second_board
