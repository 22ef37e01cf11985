"""A replay's frames show only what the table saw: checked on the frames' data."""

from __future__ import annotations

from cardroom.replay import Moment, replay_frames
from holdem.hand import Street
from tests.holdem.pokerstars_hands import HANDS

USERS = {0: 100, 1: 101, 2: 102, 3: 103}


def _face_up(frames, seat: int) -> set:
    return {
        card
        for frame in frames
        for s in frame.seats
        if s.seat == seat and s.cards is not None
        for card in s.cards
    }


def test_a_mucked_or_folded_hand_is_in_no_frame_of_anyone_else() -> None:
    hand = HANDS["showdown"]()  # seat 1 mucks at the showdown, seat 2 folds pre-flop
    for viewer in (None, 100, 102, 999):
        frames = replay_frames(hand, USERS, viewer=viewer)
        if viewer != 101:
            assert _face_up(frames, 1) == set()
        if viewer != 102:
            assert _face_up(frames, 2) == set()
    mine = replay_frames(hand, USERS, viewer=102)
    assert _face_up(mine, 2) == set(hand.hole_cards(2))  # a player sees their own


def test_a_shown_hand_is_face_up_from_its_show_only() -> None:
    hand = HANDS["showdown"]()
    frames = replay_frames(hand, USERS, viewer=None)
    show = next(i for i, f in enumerate(frames) if f.moment is Moment.SHOW)
    assert all(s.cards is None for f in frames[:show] for s in f.seats)
    assert {s.seat for s in frames[show].seats if s.cards} == {0}
    assert set(frames[-1].seats[0].cards or ()) == set(hand.hole_cards(0))


def test_one_frame_per_action_and_per_street_and_the_pot_adds_up() -> None:
    hand = HANDS["showdown"]()
    frames = replay_frames(hand, USERS)
    actions = [e for e in hand.history if type(e).__name__ == "ActionTaken"]
    assert sum(f.moment is Moment.ACTION for f in frames) == len(actions)
    streets = [f.street for f in frames if f.moment is Moment.STREET]
    assert streets == [Street.FLOP, Street.TURN, Street.RIVER]
    assert frames[0].moment is Moment.DEAL
    assert frames[-1].moment is Moment.WIN
    total = sum(hand.inputs.stacks[i][1] for i in range(3))
    for frame in frames:
        assert frame.pot + sum(s.stack + s.bet for s in frame.seats) == total
    assert frames[-1].pot == 0
    assert frames[-1].seats[0].won == 450


def test_a_hand_run_twice_shows_each_board_and_its_win() -> None:
    frames = replay_frames(HANDS["run_twice"](), USERS, viewer=101)
    runs = [(f.run, f.street) for f in frames if f.moment is Moment.STREET]
    assert (2, Street.RIVER) in runs
    wins = [f for f in frames if f.moment is Moment.WIN]
    assert [w.run for w in wins] == [1, 2]
    assert wins[0].board != wins[1].board
    assert wins[0].board[:3] == wins[1].board[:3]


def test_a_side_pot_hand_pays_both_pots() -> None:
    frames = replay_frames(HANDS["side_pot"](), USERS)
    wins = [f for f in frames if f.moment is Moment.WIN]
    assert [(w.actor, w.amount) for w in wins] == [(100, 300), (101, 400)]
    assert _face_up(frames, 3) == set()  # seat 3 folded
