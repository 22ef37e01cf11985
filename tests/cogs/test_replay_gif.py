"""The replay's GIF and the words of the sharing commands, drawn from real hands."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from cardroom.ledger import ChipFlow, session_lines, settle_up
from cardroom.models import TableKey
from cardroom.replay import Moment, replay_frames
from cardroom.sharing import SessionLedger, SharedReplay
from cogs import pictures
from cogs.i18n import LOCALES, speaking
from cogs.replay import LAST_FRAME_MS, ReplayButton, encode_gif, frame_pictures, replay_view
from cogs.sharing import ledger_embed, ledger_file
from tests.holdem.pokerstars_hands import HANDS

USERS = {0: 100, 1: 101, 2: 102, 3: 103}
NAMES = {100: "Ann", 101: "Bob", 102: "Cy", 103: "Dee"}


def _replay(kind: str, viewer: int | None) -> SharedReplay:
    frames = replay_frames(HANDS[kind](), USERS, viewer=viewer)
    return SharedReplay("3-7", 7, frames, NAMES)


def test_the_gif_decodes_one_frame_per_moment_at_the_table_size() -> None:
    replay = _replay("showdown", 100)
    data = encode_gif(frame_pictures(replay))
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF"
    assert gif.size == pictures.TABLE_SIZE  # drawn for Discord's 400 px column
    count = getattr(gif, "n_frames", 1)
    assert count == len(replay.frames)
    gif.seek(count - 1)
    assert gif.info["duration"] == LAST_FRAME_MS  # the last frame holds longer
    assert len(data) < 2 * 1024 * 1024


def test_the_pictures_show_what_the_frames_hold_and_name_the_moment() -> None:
    replay = _replay("showdown", None)
    records = frame_pictures(replay)
    for frame, record in zip(replay.frames, records, strict=True):
        assert record.board == frame.board
        assert [s.cards for s in record.seats if s.cards] == [
            s.cards for s in frame.seats if s.cards and not s.folded
        ]
    raised = next(r for f, r in zip(replay.frames, records, strict=True) if f.amount == 30)
    assert raised.title == "Ann raises to 30"
    assert records[-1].title == "Ann wins 450"
    assert records[-1].seats[0].caption == "Wins 450"


def test_a_second_run_is_labelled_in_every_language() -> None:
    replay = _replay("run_twice", 101)
    for locale in LOCALES:
        with speaking(locale):
            records = frame_pictures(replay)
        second = [r for f, r in zip(replay.frames, records, strict=True) if f.run == 2]
        assert second
        assert all(r.street and r.street != records[0].street for r in second)


def test_the_replay_button_carries_the_hand() -> None:
    view = replay_view(500, 12)
    (item,) = view.children
    assert isinstance(item, ReplayButton)
    assert item.custom_id == "holdem:v1:replay:500:12"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_ledger_reads_in_every_language_with_a_csv(locale: str) -> None:
    lines = session_lines([ChipFlow(100, 1000, 0, 1500), ChipFlow(101, 1200, 700, 0)])
    transfers = settle_up({line.user_id: line.net for line in lines})
    ledger = SessionLedger(TableKey(3), True, lines, 0, transfers, {100: "Ann"})
    with speaking(locale):
        embed = ledger_embed(ledger)
        file = ledger_file(ledger)
    assert embed.description is not None
    assert "Ann" in embed.description
    assert len(embed.fields) == 1  # the settle-up list
    rows = file.fp.read().decode("utf-8-sig").splitlines()
    assert rows[1].startswith("Ann,1000,0,1500,500")
    assert len(rows) == 3


def test_frames_of_a_side_pot_hand_pay_both_pots_on_the_picture() -> None:
    replay = _replay("side_pot", None)
    wins = [
        r
        for f, r in zip(replay.frames, frame_pictures(replay), strict=True)
        if f.moment is Moment.WIN
    ]
    assert [w.title for w in wins] == ["Ann wins 300", "Bob wins 400"]
