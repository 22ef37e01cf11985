"""Run it twice, the bomb pot and the rabbit hunt (RULES §14): scenarios and properties.

Decks are stacked card by card, so every scenario says exactly what each run deals: the
hole cards one at a time from the left of the button, then for each street a burn and its
cards, the first run, then the second.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig, Street
from holdem.cards import FULL_DECK, parse_cards
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, NotYourTurn
from holdem.events import (
    BoardDealt,
    CardsShown,
    PotAwarded,
    RunTwiceAnswered,
    RunTwiceOffered,
    from_dict,
)
from holdem.hand import HandState

NL = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)


def stacked(text: str) -> Deck:
    """A deck dealing exactly these cards first (spaces are for the reader)."""
    return Deck.stacked(parse_cards(text.replace(" ", "")))


def total_chips(hand: HandState) -> int:
    """Chips behind plus chips in the middle."""
    return sum(hand.stacks.values()) + hand.total_pot


def pots_awarded(hand: HandState) -> list[PotAwarded]:
    return [e for e in hand.history if isinstance(e, PotAwarded)]


# Heads-up, button seat 1 (small blind, acts first), seat 0 the big blind. Hole cards go
# seat 0, seat 1, seat 0, seat 1: seat 0 holds AsAh, seat 1 KsKh.
# Run 1: burn 2c, flop 7d 8d 9c, burn 2d, turn Jh, burn 2h, river 3c -> aces win.
# Run 2: burn 3d, flop Kd 4s 5s, burn 3h, turn 6h, burn 4c, river Tc -> kings win (a set).
HEADS_UP_DECK = "As Ks Ah Kh  2c 7d8d9c 2d Jh 2h 3c  3d Kd4s5s 3h 6h 4c Tc"


def heads_up_all_in(stacks=(100, 100), deck: str = HEADS_UP_DECK) -> HandState:
    hand = HandState.start(NL, {0: stacks[0], 1: stacks[1]}, 1, stacked(deck), run_it_twice=True)
    hand.apply(1, Action.all_in())
    hand.apply(0, Action.call())
    return hand


# ------------------------------------------------------------------ run it twice


def test_without_the_offer_the_board_runs_out_at_once_as_before():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK))
    hand.apply(1, Action.all_in())
    hand.apply(0, Action.call())
    assert hand.is_over
    assert not any(isinstance(e, RunTwiceOffered) for e in hand.history)
    assert hand.boards == (parse_cards("7d8d9cJh3c"),)
    assert hand.stacks == {0: 200, 1: 0}


def test_the_hand_waits_for_every_answer_before_the_next_card():
    hand = heads_up_all_in()
    assert list(hand.run_twice_pending) == [1, 0]  # showdown order: the all-in raiser first
    assert hand.board == ()
    assert hand.to_act is None
    assert not hand.is_over
    assert hand.legal_actions(0).can_fold is False
    with pytest.raises(NotYourTurn):
        hand.apply(0, Action.check())
    with pytest.raises(ActionNotAvailable):
        hand.rabbit_hunt()
    offered = [e for e in hand.history if isinstance(e, RunTwiceOffered)]
    assert offered == [RunTwiceOffered((1, 0))]
    events = hand.answer_run_twice(0, True)
    assert events == (RunTwiceAnswered(0, True),)
    assert hand.run_twice_pending == (1,)
    assert hand.board == ()


def test_run_twice_deals_both_boards_from_the_same_deck_with_burns():
    hand = heads_up_all_in()
    hand.answer_run_twice(1, True)
    events = hand.answer_run_twice(0, True)
    assert hand.is_over
    assert hand.boards == (parse_cards("7d8d9cJh3c"), parse_cards("Kd4s5s6hTc"))
    assert hand.board == parse_cards("7d8d9cJh3c")
    dealt = [
        (e.run, e.street, "".join(map(str, e.cards))) for e in events if isinstance(e, BoardDealt)
    ]
    assert dealt == [
        (1, Street.FLOP, "7d8d9c"),
        (1, Street.TURN, "Jh"),
        (1, Street.RIVER, "3c"),
        (2, Street.FLOP, "Kd4s5s"),
        (2, Street.TURN, "6h"),
        (2, Street.RIVER, "Tc"),
    ]
    shown = [e for e in events if isinstance(e, CardsShown)]
    assert [e.seat for e in shown] == [1, 0]
    assert all(e.rank_description for e in shown)


def test_each_half_is_won_on_its_own_board():
    hand = heads_up_all_in()
    hand.answer_run_twice(0, True)
    hand.answer_run_twice(1, True)
    awards = pots_awarded(hand)
    assert [(a.run, a.amount, a.winners) for a in awards] == [(1, 100, (0,)), (2, 100, (1,))]
    assert awards[1].hand_description == "Three of a kind, kings"
    assert hand.stacks == {0: 100, 1: 100}
    result = hand.result
    assert [(p.run, p.amount) for p in result.pots] == [(1, 100), (2, 100)]
    assert result.boards == hand.boards
    assert result.total_pot == 200


def test_the_odd_chip_of_a_pot_run_twice_goes_to_the_first_run():
    # Three-handed, button seat 2. Deal order seat 0 (small blind), 1 (big blind), 2.
    # Seat 2 goes all-in to 100, the small blind folds its 1 chip, the big blind calls:
    # the pot is 201. Seat 1 (AA) wins run 1, seat 2 (KK) run 2 with a set.
    deck = stacked("2s As Ks 7s Ah Kh  2c 7d8d9c 2d Jh 2h 3c  3d Kd4s5s 3h 6h 4c Tc")
    hand = HandState.start(NL, {0: 100, 1: 100, 2: 100}, 2, deck, run_it_twice=True)
    hand.apply(2, Action.all_in())
    hand.apply(0, Action.fold())
    hand.apply(1, Action.call())
    assert hand.run_twice_pending == (2, 1)
    hand.answer_run_twice(2, True)
    hand.answer_run_twice(1, True)
    awards = pots_awarded(hand)
    assert [(a.run, a.amount, a.winners) for a in awards] == [(1, 101, (1,)), (2, 100, (2,))]
    assert hand.stacks == {0: 99, 1: 101, 2: 100}
    assert sum(hand.stacks.values()) == 300


def test_a_split_half_keeps_the_odd_chip_rule_inside_its_run():
    # The same three-handed pot of 201; run 1 is a straight on the board (a split),
    # run 2 is won by seat 2 alone. Run 1's 101 splits 51 / 50, the first winner left of
    # the button (seat 1) taking the odd chip.
    deck = stacked("2s As Ks 7s Ah Kh  2c 6d7c8h 2d 9c 2h Th  3d Kd4s5s 3h 6h 4c Tc")
    hand = HandState.start(NL, {0: 100, 1: 100, 2: 100}, 2, deck, run_it_twice=True)
    hand.apply(2, Action.all_in())
    hand.apply(0, Action.fold())
    hand.apply(1, Action.call())
    hand.answer_run_twice(1, True)
    hand.answer_run_twice(2, True)
    awards = pots_awarded(hand)
    assert [(a.run, a.amount, a.winners, a.shares) for a in awards] == [
        (1, 101, (1, 2), (51, 50)),
        (2, 100, (2,), (100,)),
    ]
    assert hand.stacks == {0: 99, 1: 51, 2: 150}


def test_side_pots_are_each_split_in_halves_and_won_board_by_board():
    # Three-handed, button seat 2: seat 0 (small blind) has 30, seats 1 and 2 have 100.
    # Deal order 0, 1, 2: seat 0 QQ, seat 1 AA, seat 2 KK. All in before the flop.
    # Main pot 90 (0, 1, 2 eligible), side pot 140 (1, 2).
    # Run 1: a queen on the flop -> seat 0 wins the main pot, seat 1 (aces) the side pot.
    # Run 2: a king -> seat 2 wins both halves.
    deck = stacked("Qs As Ks Qh Ah Kh  2c Qd7d8c 2d Jh 2h 3c  3d Kd4s5s 3h 6h 4c Tc")
    hand = HandState.start(NL, {0: 30, 1: 100, 2: 100}, 2, deck, run_it_twice=True)
    hand.apply(2, Action.all_in())
    hand.apply(0, Action.call())
    hand.apply(1, Action.call())
    assert set(hand.run_twice_pending) == {0, 1, 2}
    for seat in hand.run_twice_pending:
        hand.answer_run_twice(seat, True)
    awards = pots_awarded(hand)
    assert [(a.pot_index, a.run, a.amount, a.winners) for a in awards] == [
        (0, 1, 45, (0,)),
        (0, 2, 45, (2,)),
        (1, 1, 70, (1,)),
        (1, 2, 70, (2,)),
    ]
    assert hand.stacks == {0: 45, 1: 70, 2: 115}
    assert sum(hand.stacks.values()) == 230


def test_all_in_on_the_flop_shares_the_flop_and_runs_the_turn_and_river_twice():
    # Heads-up, button seat 1. Both check the flop, then seat 0 bets all-in, seat 1 calls.
    deck = stacked("As Ks Ah Kh  2c 7d8d9c 2d Jh 2h 3c  3d Kd 4c Tc")
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, deck, run_it_twice=True)
    hand.apply(1, Action.call())
    hand.apply(0, Action.check())
    hand.apply(0, Action.all_in())
    hand.apply(1, Action.call())
    assert hand.run_twice_pending == (0, 1)
    hand.answer_run_twice(0, True)
    events = hand.answer_run_twice(1, True)
    assert hand.boards == (parse_cards("7d8d9cJh3c"), parse_cards("7d8d9cKdTc"))
    second = [e for e in events if isinstance(e, BoardDealt) and e.run == 2]
    assert [e.street for e in second] == [Street.TURN, Street.RIVER]
    assert second[0].board == parse_cards("7d8d9cKd")
    assert hand.stacks == {0: 100, 1: 100}


def test_the_covered_player_with_chips_left_is_asked_too():
    # Seat 0 has 300 and covers seat 1's 100: betting is over, seat 0 keeps 200 behind.
    hand = heads_up_all_in(stacks=(300, 100))
    assert hand.run_twice_pending == (1, 0)
    assert hand.stacks[0] == 200
    hand.answer_run_twice(1, True)
    hand.answer_run_twice(0, True)
    assert hand.stacks == {0: 300, 1: 100}


def test_one_no_runs_the_board_once_at_once():
    hand = heads_up_all_in()
    events = hand.answer_run_twice(1, False)
    assert events[0] == RunTwiceAnswered(1, False)
    assert hand.is_over
    assert len(hand.boards) == 1
    assert hand.stacks == {0: 200, 1: 0}
    assert [a.run for a in pots_awarded(hand)] == [1]
    assert hand.run_twice_pending == ()
    with pytest.raises(ActionNotAvailable):
        hand.answer_run_twice(0, True)


def test_a_yes_then_a_no_runs_once():
    hand = heads_up_all_in()
    hand.answer_run_twice(0, True)
    hand.answer_run_twice(1, False)
    assert hand.is_over
    assert len(hand.boards) == 1
    assert hand.run_twice_answers() == ((0, True), (1, False))


def test_no_offer_once_the_board_is_complete():
    # All-in on the river: nothing is left to run.
    deck = stacked("As Ks Ah Kh  2c 7d8d9c 2d Jh 2h 3c")
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, deck, run_it_twice=True)
    hand.apply(1, Action.call())
    hand.apply(0, Action.check())
    for _ in range(2):
        hand.apply(0, Action.check())
        hand.apply(1, Action.check())
    hand.apply(0, Action.all_in())
    hand.apply(1, Action.call())
    assert hand.is_over
    assert not any(isinstance(e, RunTwiceOffered) for e in hand.history)


def test_no_offer_when_the_hand_ends_without_a_showdown():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK), run_it_twice=True)
    hand.apply(1, Action.all_in())
    hand.apply(0, Action.fold())
    assert hand.is_over
    assert hand.run_twice_pending == ()


@pytest.mark.parametrize(
    ("seat", "agree", "error"),
    [
        (5, True, NotYourTurn),  # not dealt in
        (0, "yes", ActionNotAvailable),  # not a bool
        (0, 1, ActionNotAvailable),
    ],
)
def test_bad_answers_are_refused_and_change_nothing(seat, agree, error):
    hand = heads_up_all_in()
    before = hand.to_dict()
    with pytest.raises(error) as caught:
        hand.answer_run_twice(seat, agree)
    assert caught.value.reason
    assert hand.to_dict() == before


def test_answering_twice_is_refused():
    hand = heads_up_all_in()
    hand.answer_run_twice(0, True)
    before = hand.to_dict()
    with pytest.raises(NotYourTurn, match="already answered"):
        hand.answer_run_twice(0, True)
    assert hand.to_dict() == before


def test_answers_are_refused_when_nobody_is_asked():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK), run_it_twice=True)
    with pytest.raises(ActionNotAvailable, match="Nobody is being asked"):
        hand.answer_run_twice(1, True)


def test_a_hand_saved_while_waiting_restores_and_continues_identically():
    hand = heads_up_all_in()
    hand.answer_run_twice(1, True)
    saved = json.loads(json.dumps(hand.to_dict()))
    assert hand.to_json() == json.dumps(hand.to_dict(), separators=(",", ":"))
    again = HandState.from_dict(saved)
    assert again == hand
    assert again.run_twice_pending == (0,)
    hand.answer_run_twice(0, True)
    again.answer_run_twice(0, True)
    assert again == hand
    assert again.boards == hand.boards
    assert hand.to_json() == json.dumps(hand.to_dict(), separators=(",", ":"))


def test_start_inputs_actions_then_answers_bring_the_hand_back():
    """What a saver records: the start inputs, the actions, then the answers in order."""
    hand = heads_up_all_in()
    hand.answer_run_twice(0, True)
    hand.answer_run_twice(1, True)
    again = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK), run_it_twice=True)
    for seat, action in hand.actions():
        again.apply(seat, action)
    for seat, agreed in hand.run_twice_answers():
        again.answer_run_twice(seat, agreed)
    assert again == hand


def test_a_misdeal_while_waiting_refunds_everyone():
    hand = heads_up_all_in()
    hand.void()
    assert hand.stacks == {0: 100, 1: 100}
    assert hand.run_twice_pending == ()
    with pytest.raises(ActionNotAvailable):
        hand.answer_run_twice(0, True)
    with pytest.raises(ActionNotAvailable, match="voided"):
        hand.rabbit_hunt()


def test_start_refuses_an_offer_that_is_not_a_bool():
    with pytest.raises(ValueError, match="True or False"):
        HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK), run_it_twice=1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "event",
    [
        RunTwiceOffered((3, 1, 7)),
        RunTwiceAnswered(4, False),
        BoardDealt(Street.TURN, parse_cards("Kd"), parse_cards("7d8d9cKd"), 2),
        PotAwarded(1, 45, (2,), (45,), "Three of a kind, kings", 2),
    ],
)
def test_new_events_survive_their_json_form(event):
    assert from_dict(json.loads(json.dumps(event.to_dict()))) == event


def test_ordinary_events_keep_their_json_form():
    """A first run, an ordinary hand start, an ordinary award: no new keys appear."""
    board = BoardDealt(Street.FLOP, parse_cards("7d8d9c"), parse_cards("7d8d9c"))
    assert "run" not in board.to_dict()
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK))
    started = hand.history[0].to_dict()
    assert "bomb_pot" not in started
    assert "run_it_twice" not in started
    assert "shapes" not in hand.to_dict()


# ------------------------------------------------------------------ properties


def _play_all_in(seed: int, *, bomb: int = 0) -> HandState:
    """A random hand whose players call or shove until betting is over, offering twice."""
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    stacks = {seat: rng.randint(3, 120) for seat in rng.sample(range(10), count)}
    button = rng.choice(sorted(stacks))
    hand = HandState.start(
        NL, stacks, button, Deck(random.Random(seed)), bomb_pot=bomb, run_it_twice=True
    )
    while hand.to_act is not None:
        legal = hand.legal_actions()
        assert legal.seat is not None
        roll = rng.random()
        if legal.all_in_to is not None and roll < 0.5:
            action = Action.all_in()
        elif roll < 0.9 or not legal.can_fold:
            action = Action.check() if legal.can_check else Action.call()
        else:
            action = Action.fold()
        hand.apply(legal.seat, action)
    return hand


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    bomb=st.sampled_from([0, 0, 3]),
    answers=st.lists(st.booleans(), min_size=6, max_size=6),
)
def test_random_all_in_hands_conserve_chips_and_split_each_pot_in_halves(seed, bomb, answers):
    hand = _play_all_in(seed, bomb=bomb)
    start_total = sum(hand.starting_stacks.values())
    assert total_chips(hand) == start_total
    pending = list(hand.run_twice_pending)
    wanted = 1
    for seat, agree in zip(pending, answers, strict=False):
        hand.answer_run_twice(seat, agree)
        if not agree:
            break
    else:
        wanted = 2 if pending else 1
    assert hand.is_over
    assert sum(hand.stacks.values()) == start_total
    assert len(hand.boards) == wanted
    cards = [c for seat in hand.seats for c in hand.hole_cards(seat)]
    first = hand.boards[0]
    if wanted == 2:
        second = hand.boards[1]
        shared = next(i for i in range(6) if i == 5 or first[i] != second[i])
        assert shared in (0, 3, 4)
        cards += list(first) + list(second[shared:])
        by_pot: dict[int, list[PotAwarded]] = {}
        for award in pots_awarded(hand):
            by_pot.setdefault(award.pot_index, []).append(award)
        for halves in by_pot.values():
            amounts = [a.amount for a in halves]
            assert [a.run for a in halves] == [1, 2][: len(halves)]
            assert amounts[0] - (amounts[1] if len(amounts) > 1 else 0) in (0, 1)
    else:
        cards += list(first)
    assert len(set(cards)) == len(cards)
    assert set(cards) <= set(FULL_DECK)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), bomb=st.sampled_from([0, 2]), yes=st.booleans())
def test_every_moment_of_a_shaped_hand_saves_restores_and_refuses_strangers(seed, bomb, yes):
    """At every step: the saved form restores an equal hand, and a bad answer changes nothing."""
    rng = random.Random(seed)
    stacks = {seat: rng.randint(3, 60) for seat in rng.sample(range(10), rng.randint(2, 5))}
    hand = HandState.start(
        NL, stacks, min(stacks), Deck(random.Random(seed)), bomb_pot=bomb, run_it_twice=True
    )
    while not hand.is_over:
        text = hand.to_json()
        assert text == json.dumps(hand.to_dict(), separators=(",", ":"))
        assert HandState.from_dict(json.loads(text)) == hand
        stranger = next(s for s in range(10) if s not in stacks)
        if hand.run_twice_pending:
            with pytest.raises(NotYourTurn):
                hand.answer_run_twice(stranger, True)
        else:
            with pytest.raises(NotYourTurn):
                hand.apply(stranger, Action.fold())
        assert hand.to_json() == text
        pending = hand.run_twice_pending
        if pending:
            hand.answer_run_twice(pending[-1], yes)
            continue
        legal = hand.legal_actions()
        assert legal.seat is not None
        if legal.can_show:
            hand.apply(legal.seat, Action.show())
        elif legal.all_in_to is not None and rng.random() < 0.4:
            hand.apply(legal.seat, Action.all_in())
        else:
            hand.apply(legal.seat, Action.check() if legal.can_check else Action.call())
    assert sum(hand.stacks.values()) == sum(stacks.values())
    assert HandState.from_dict(hand.to_dict()) == hand


@pytest.mark.parametrize(
    ("where", "broken"),
    [
        ("answers", "yes"),
        ("answers", [[0, "yes"]]),
        ("answers", [[5, True]]),
        ("answers", [[0, True], [0, True]]),
        ("bomb_pot", -2),
        ("bomb_pot", "ten"),
        ("run_it_twice", "yes"),
    ],
)
def test_a_malformed_home_game_part_of_a_save_is_refused(where, broken):
    """A save's answers to running it twice, and its shape inputs, are checked on restore."""
    saved = heads_up_all_in().to_dict()
    if where == "answers":
        saved["answers"] = broken
    else:
        start = saved["start"]
        assert isinstance(start, dict)
        start[where] = broken
    with pytest.raises(ValueError, match=r"answers|bomb pot|run_it_twice|Expected an int|replay"):
        HandState.from_dict(saved)
