"""The PokerStars export, read back by a strict reader and by pokerdf, against the PHH export.

The reader (``tests/holdem/stars_reader.py``) is written from the published grammar, not
from the writer; the round trips compare what it reads with the PHH export of the same
hand: players, board, pot, winners and amounts.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import Any

import pytest

from holdem.actions import Action
from holdem.phh import HandHistory, dumps, loads
from holdem.pokerstars import StarsHeader, stars_hand_number, write_hand, write_hands
from tests.holdem import stars_reader
from tests.holdem.pokerstars_hands import HANDS, NAMES

WHEN = datetime.datetime(2026, 12, 2, 6, 0, tzinfo=datetime.UTC)


def _header(**kw: object) -> StarsHeader:
    base: dict[str, object] = {
        "hand_number": stars_hand_number(7, 12),
        "table_name": "poker",
        "max_seats": 6,
        "started_at": WHEN,
    }
    return StarsHeader(**(base | kw))  # type: ignore[arg-type]


def _phh_facts(text: str) -> dict[str, Any]:
    """Players, stacks, board, pot and each player's net, read from PHH text alone."""
    history = loads(text)
    players = list(history.players or ())
    stacks = list(history.starting_stacks)
    left = list(stacks)
    put = [0] * len(stacks)
    street = [0] * len(stacks)
    forced = zip(history.antes, history.blinds_or_straddles, strict=True)
    for i, (ante, blind) in enumerate(forced):
        put[i] += ante + blind
        left[i] -= ante + blind
        street[i] = blind
    boards: list[list[str]] = [[]]

    def close_street() -> None:
        top = sorted(street, reverse=True)
        if len(top) > 1 and top[0] > top[1]:
            i = street.index(top[0])
            put[i] -= top[0] - top[1]
            left[i] += top[0] - top[1]

    for action in history.actions:
        parts = action.split()
        if parts[:2] == ["d", "db"]:
            close_street()
            street = [0] * len(stacks)
            boards[-1] += re.findall("..", parts[2])
        elif parts[0].startswith("p") and parts[1] in ("cc", "cbr"):
            i = int(parts[0][1:]) - 1
            to = int(parts[2]) if parts[1] == "cbr" else min(max(street), street[i] + left[i])
            left[i] -= to - street[i]
            put[i] += to - street[i]
            street[i] = to
    close_street()
    finishing = list(history.finishing_stacks or ())
    net = {players[i]: finishing[i] - stacks[i] for i in range(len(stacks))}
    return {
        "players": dict(zip(players, stacks, strict=False)),
        "board": boards[0],
        "pot": sum(put),
        "net": net,
        "winners": {p for i, p in enumerate(players) if finishing[i] - stacks[i] + put[i] > 0},
    }


@pytest.mark.parametrize("kind", sorted(HANDS))
def test_each_hand_reads_back_and_matches_its_phh(kind: str) -> None:
    hand = HANDS[kind]()
    text = write_hand(hand, names=NAMES, hero=0, header=_header())
    read = stars_reader.read(text)
    names = {seat: NAMES[seat] for seat in hand.seats}
    phh = dumps(HandHistory.from_state(hand, viewer_seat=0, players=names))
    facts = _phh_facts(phh)
    assert read.stacks == facts["players"]
    assert read.total_pot == facts["pot"]
    assert read.net == facts["net"]
    assert set(read.collected) == facts["winners"]
    board = read.boards.get("FIRST", read.boards.get("ONE", []))
    assert board == facts["board"][: len(board)]
    assert len(facts["board"]) == len(board) + (2 if read.run_twice else 0) or not read.run_twice
    assert read.dealt_to == {NAMES[0]: [str(c) for c in hand.hole_cards(0)]}


def test_the_four_shapes_say_what_they_are() -> None:
    side = stars_reader.read(write_hand(HANDS["side_pot"](), names=NAMES, header=_header()))
    assert len(side.pots) == 2
    assert side.pots[0] == 300
    twice = stars_reader.read(write_hand(HANDS["run_twice"](), names=NAMES, header=_header()))
    assert twice.run_twice
    assert twice.boards["FIRST"] != twice.boards["SECOND"]
    assert twice.boards["FIRST"][:3] == twice.boards["SECOND"][:3]
    folded = write_hand(HANDS["folded"](), names=NAMES, header=_header())
    assert "Uncalled bet (30) returned to Čeněk" in folded
    assert "SHOW DOWN" not in folded
    assert "shows" not in folded


def test_mucked_and_folded_hands_never_appear() -> None:
    hand = HANDS["showdown"]()  # bob mucks QsQd at the showdown, Čeněk folds 7c2d
    for hero in (None, 0, 2):
        text = write_hand(hand, names=NAMES, hero=hero, header=_header())
        assert "Qs" not in text.split("*** SUMMARY ***")[0].replace("Dealt to", "")
        assert "[Qs Qd]" not in text
        if hero != 2:
            assert "7c" not in text
    assert "Dealt to Čeněk [7c 2d]" in write_hand(hand, names=NAMES, hero=2, header=_header())


def test_a_spectator_is_dealt_nothing() -> None:
    text = write_hand(HANDS["showdown"](), names=NAMES, header=_header())
    assert "Dealt to" not in text
    assert stars_reader.read(text).dealt_to == {}


def test_the_reader_refuses_chips_that_do_not_add_up() -> None:
    text = write_hand(HANDS["showdown"](), names=NAMES, hero=0, header=_header())
    for good, bad in (
        ("raises 20 to 30", "raises 30 to 30"),
        ("collected 450", "collected 440"),
        ("Total pot 450", "Total pot 460"),
        ("bob: calls 25", "bob: calls 20"),
    ):
        assert good in text
        with pytest.raises(stars_reader.Refused):
            stars_reader.read(text.replace(good, bad))


def test_a_table_name_with_a_quote_still_reads() -> None:
    text = write_hand(HANDS["folded"](), names=NAMES, header=_header(table_name="Bob's: [den]"))
    assert stars_reader.read(text).table == "Bobs (den)"


def test_names_are_cleaned_and_told_apart() -> None:
    names = {0: "twin", 1: "twin", 2: "a: [b]"}
    text = write_hand(HANDS["showdown"](), names=names, header=_header())
    read = stars_reader.read(text)
    assert set(read.stacks) == {"twin", "twin 2", "a (b)"}


def test_headers_of_every_structure_and_format() -> None:
    from tests.holdem.scenario import FL, PL, config, deal

    for structure, words in ((PL, "Hold'em Pot Limit (5/10)"), (FL, "Hold'em Limit (10/20)")):
        hand = deal(config(5, 10, structure), {0: 500, 1: 500}, 0, {0: "AsKs", 1: "2c2d"})
        hand.apply(0, Action.fold())
        text = write_hand(hand, names=NAMES, header=_header())
        assert words in text.splitlines()[0]
        stars_reader.read(text)
    tourney = write_hand(
        HANDS["folded"](), names=NAMES, header=_header(tournament=41, buy_in=500, level=3)
    )
    assert tourney.startswith("PokerStars Hand #7000012: Tournament #41, 500+0 Hold'em No Limit")
    assert " - Level III (5/10) - " in tourney.splitlines()[0]
    assert "(Play Money)" not in tourney
    stars_reader.read(tourney)
    match = write_hand(HANDS["folded"](), names=NAMES, header=_header(tournament=42, match=True))
    assert "Match Round I, Level I" in match.splitlines()[0]
    assert stars_reader.read(match).tournament == 42


def test_antes_and_straddles_are_posted() -> None:
    from tests.holdem.scenario import config, deal

    hand = deal(
        config(5, 10, ante=1),
        {0: 500, 1: 500, 2: 500, 3: 500},
        0,
        {0: "AsKs", 1: "2c2d", 2: "9h8h", 3: "4c4d"},
        straddle=3,
    )
    for seat in (0, 1, 2):
        hand.apply(seat, Action.fold())
    text = write_hand(hand, names=NAMES, header=_header())
    assert "dee: posts straddle 20" in text
    assert "Ann Lee: posts the ante 1" in text
    read = stars_reader.read(text)
    assert "Uncalled bet (10) returned to dee" in text  # the straddle over the big blind
    assert read.total_pot == 4 + 5 + 10 + 10


def test_several_hands_make_one_file_separated_by_blank_lines(tmp_path: Path) -> None:
    texts = [write_hand(HANDS[k](), names=NAMES, header=_header()) for k in sorted(HANDS)]
    joined = write_hands(texts)
    blocks = stars_reader.split_hands(joined)
    assert len(blocks) == len(HANDS)
    for block in blocks:
        stars_reader.read(block)


def test_pokerdf_reads_tournament_and_match_hands(tmp_path: Path) -> None:
    from pokerdf.core.read_and_convert import apply_regex

    hands = [
        write_hand(
            HANDS[kind](),
            names=NAMES,
            hero=0,
            header=_header(hand_number=stars_hand_number(9, n), tournament=77, buy_in=500),
        )
        for n, kind in enumerate(("showdown", "side_pot", "folded"), 1)
    ]
    frame = apply_regex(write_hands(hands))
    assert set(frame["Player"]) >= {"Ann Lee", "bob", "Čeněk"}
    assert len(set(frame["HandID"])) == 3
    match = write_hand(
        HANDS["showdown"](), names=NAMES, hero=1, header=_header(tournament=78, match=True)
    )
    read = apply_regex(match)
    assert set(read["Player"]) == {"Ann Lee", "bob", "Čeněk"}
    assert set(read["Owner"]) == {"bob"}
