"""Table: button movement, who is dealt in, sitting out, misdeal."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig
from holdem.blinds import Post
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, InvalidNotation
from holdem.events import BlindPosted
from holdem.hand import HandState
from holdem.phh import HandHistory, dumps, loads
from holdem.table import TableState

CFG = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)


def fold_out(hand):
    while (seat := hand.to_act) is not None:
        legal = hand.legal_actions()
        hand.apply(seat, Action.check() if legal.can_check else Action.fold())


def blinds(hand):
    return [(e.seat, e.blind.value) for e in hand.history if isinstance(e, BlindPosted)]


def test_button_moves_to_the_next_seat_dealt_in():
    table = TableState(config=CFG).sit(1, 100).sit(4, 100).sit(8, 100)
    buttons = []
    for seed in range(4):
        table, hand = table.start_hand(Deck(random.Random(seed)))
        buttons.append(table.button)
        fold_out(hand)
        table = table.finish_hand(hand)
    assert buttons == [1, 4, 8, 1]


def test_blinds_follow_the_button():
    table = TableState(config=CFG, button=1).sit(1, 100).sit(4, 100).sit(8, 100)
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert table.button == 4
    assert blinds(hand) == [(8, "small"), (1, "big")]


def test_heads_up_the_button_posts_the_small_blind():
    table = TableState(config=CFG).sit(2, 100).sit(6, 100)
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert table.button == 2
    assert blinds(hand) == [(2, "small"), (6, "big")]
    assert hand.to_act == 2


def test_sitting_out_players_are_skipped_and_post_nothing():
    table = TableState(config=CFG, button=0).sit(0, 100).sit(1, 100).sit(2, 100).sit(3, 100)
    table = table.sit_out(1)
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert 1 not in hand.seats
    assert table.button == 2  # seat 1 is skipped by the button too
    assert all(seat != 1 for seat, _ in blinds(hand))
    fold_out(hand)
    table = table.finish_hand(hand).sit_in(1)
    assert table.dealt_in == (0, 1, 2, 3)


def test_new_player_at_a_table_not_yet_dealing_is_dealt_in_at_once():
    table = TableState(config=CFG).sit(0, 100).sit(5, 100).sit(3, 100)
    assert table.owes == {}
    _, hand = table.start_hand(Deck(random.Random(0)))
    assert hand.seats == (3, 5, 0)


def test_new_player_waits_for_the_big_blind_to_reach_them():
    """Heads-up 0 (button) and 5; seat 3 sits down mid-hand and waits for the big blind."""
    table = TableState(config=CFG).sit(0, 100).sit(5, 100)
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert blinds(hand) == [(0, "small"), (5, "big")]
    table = table.sit(3, 100)
    assert 3 not in hand.seats
    assert table.owes == {3: Post.BIG}
    assert table.waiting == (3,)
    fold_out(hand)
    table, hand = table.finish_hand(hand).start_hand(Deck(random.Random(1)))
    assert hand.seats == (0, 5)  # the big blind moves from 5 to 0, not yet to seat 3
    assert blinds(hand) == [(5, "small"), (0, "big")]
    fold_out(hand)
    table, hand = table.finish_hand(hand).start_hand(Deck(random.Random(2)))
    assert blinds(hand) == [(0, "small"), (3, "big")]  # seat 3 posts nothing more
    assert table.button == 5
    assert table.owes == {}


def test_players_with_no_chips_are_not_dealt_in():
    table = TableState(config=CFG).sit(0, 100).sit(1, 0).sit(2, 100)
    assert table.dealt_in == (0, 2)
    _, hand = table.start_hand(Deck(random.Random(0)))
    assert hand.seats == (2, 0)


def test_finishing_a_hand_takes_its_stacks():
    table = TableState(config=CFG).sit(0, 100).sit(1, 100)
    table, hand = table.start_hand(Deck(random.Random(0)))
    hand.apply(0, Action.fold())  # heads-up: button 0 is the small blind
    table = table.finish_hand(hand)
    assert dict(table.stacks) == {0: 99, 1: 101}


def test_misdeal_returns_every_chip_keeps_the_button_and_reshuffles():
    table = TableState(config=CFG, button=0).sit(0, 100).sit(1, 100).sit(2, 100)
    table, hand = table.start_hand(Deck(random.Random(1)))
    assert table.button == 1
    hand.apply(1, Action.raise_to(10))  # 3-handed, the button (seat 1) acts first
    first_cards = hand.hole_cards(2)
    table = table.void_hand(hand)
    assert hand.is_voided
    assert hand.stacks == {2: 100, 0: 100, 1: 100}
    assert dict(table.stacks) == {0: 100, 1: 100, 2: 100}
    table, redeal = table.start_hand(Deck(random.Random(2)))
    assert table.button == 1
    assert redeal.hole_cards(2) != first_cards
    fold_out(redeal)
    table, _after = table.finish_hand(redeal).start_hand(Deck(random.Random(3)))
    assert table.button == 2


def test_cannot_deal_with_fewer_than_two_players():
    table = TableState(config=CFG).sit(0, 100).sit(1, 100).sit_out(1)
    with pytest.raises(ActionNotAvailable):
        table.start_hand(Deck(random.Random(0)))


def test_seats_are_zero_to_nine_and_taken_seats_refused():
    table = TableState(config=CFG).sit(9, 10)
    with pytest.raises(ActionNotAvailable):
        table.sit(10, 10)
    with pytest.raises(ActionNotAvailable):
        table.sit(9, 10)


def test_table_round_trips_through_json():
    table = TableState(config=CFG, button=3, redeal=True).sit(3, 50).sit(7, 20).sit_out(7)
    assert TableState.from_dict(json.loads(json.dumps(table.to_dict()))) == table


def _scripted(holes: dict[int, str], order: tuple[int, ...], board: str = "Td8c6h4s3d") -> Deck:
    return Deck.scripted([parse_cards(holes[s]) for s in order], parse_cards(board))


@pytest.mark.parametrize(
    ("bust", "button", "small_blind", "big_blind"),
    [
        (2, 1, 1, 0),  # the big blind busts: the button moves on to seat 1
        (1, 2, 2, 0),  # the small blind busts: the button skips it, to seat 2
    ],
)
def test_heads_up_after_an_elimination(bust, button, small_blind, big_blind):
    """3 players, button 0; one is knocked out. Heads-up the new button posts the small blind."""
    stacks = {0: 100, 1: 100, 2: 100, bust: 10}
    table = TableState(config=CFG).sit(0, stacks[0]).sit(1, stacks[1]).sit(2, stacks[2])
    holes = {0: "AsAh", 1: "KsKh", 2: "QsQh"}
    table, hand = table.start_hand(_scripted(holes, (1, 2, 0)))
    assert table.button == 0
    assert blinds(hand) == [(1, "small"), (2, "big")]
    hand.apply(0, Action.raise_to(10))
    for seat in (1, 2):
        hand.apply(seat, Action.call() if seat == bust else Action.fold())
    assert hand.is_over
    table = table.finish_hand(hand)
    assert table.stacks[bust] == 0
    assert table.dealt_in == tuple(s for s in (0, 1, 2) if s != bust)
    table, heads_up = table.start_hand(Deck(random.Random(4)))
    assert table.button == button
    assert blinds(heads_up) == [(small_blind, "small"), (big_blind, "big")]
    assert heads_up.to_act == button  # the button acts first before the flop
    heads_up.apply(button, Action.call())
    heads_up.apply(big_blind, Action.check())
    assert heads_up.to_act == big_blind  # and last after it


def test_eleven_players_are_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="2 to 10 players"):
        HandState.start(CFG, dict.fromkeys(range(11), 100), 0, Deck(random.Random(0)))
    table = TableState(config=CFG)
    for seat in range(10):
        table = table.sit(seat, 100)
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert len(hand.seats) == 10
    with pytest.raises(ActionNotAvailable, match="no seat 10"):
        table.sit(10, 100)
    text = dumps(HandHistory.from_state(hand)).replace(
        "starting_stacks = [", "starting_stacks = [100, "
    )
    with pytest.raises(InvalidNotation, match="2 to 10 players, not 11"):
        loads(text)


@given(
    stacks=st.dictionaries(st.integers(-2, 11), st.integers(-3, 50), max_size=8),
    away=st.sets(st.integers(0, 9)),
    button=st.none() | st.integers(0, 9),
    redeal=st.booleans(),
)
def test_seated_is_the_same_table_as_one_seat_at_a_time(stacks, away, button, redeal):
    """TableState.seated makes what sit and sit_out make, or refuses with the same error."""

    def one_at_a_time():
        table = TableState(config=CFG, button=button, redeal=redeal)
        for seat, stack in sorted(stacks.items()):
            table = table.sit(seat, stack)
        for seat in away:
            table = table.sit_out(seat)
        return table

    try:
        expected = one_at_a_time()
    except (ActionNotAvailable, ValueError) as error:
        with pytest.raises(type(error)):
            TableState.seated(CFG, stacks, sitting_out=away, button=button, redeal=redeal)
        return
    made = TableState.seated(CFG, stacks, sitting_out=away, button=button, redeal=redeal)
    assert made == expected
    assert list(made.stacks) == list(expected.stacks)  # in seat order
    assert made.dealt_in == expected.dealt_in
