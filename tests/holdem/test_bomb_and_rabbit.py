"""Bomb pots and the rabbit hunt (RULES §14, home-game options): scenarios and properties.

Decks are stacked card by card as in ``test_runouts.py``: the hole cards one at a time
from the left of the button, then for each street a burn and its cards.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.actions import Action
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable
from holdem.events import AntePosted, BlindPosted
from holdem.hand import HandState
from tests.holdem.test_runouts import HEADS_UP_DECK, NL, heads_up_all_in, pots_awarded, stacked

# ------------------------------------------------------------------ bomb pot


def test_bomb_pot_everyone_antes_and_the_flop_comes_at_once():
    # Four-handed, button seat 3; deal order 0, 1, 2, 3.
    deck = stacked("As Ks Qs Js Ah Kh Qh Jh  2c 7d8d9c")
    hand = HandState.start(NL, {0: 100, 1: 100, 2: 100, 3: 100}, 3, deck, bomb_pot=5)
    antes = [e for e in hand.history if isinstance(e, AntePosted)]
    assert [(e.seat, e.amount) for e in antes] == [(0, 5), (1, 5), (2, 5), (3, 5)]
    assert not any(isinstance(e, BlindPosted) for e in hand.history)
    assert hand.street is Street.FLOP
    assert hand.board == parse_cards("7d8d9c")
    assert hand.to_act == 0  # left of the button
    assert hand.total_pot == 20
    assert hand.bomb_pot == 5
    legal = hand.legal_actions()
    assert legal.can_check
    assert legal.can_bet
    assert legal.min_raise_to == 2  # the minimum bet is still the big blind
    assert hand.actions() == ()


def test_bomb_pot_heads_up_the_button_acts_last_on_the_flop():
    hand = HandState.start(NL, {4: 50, 6: 50}, 6, Deck(random.Random(3)), bomb_pot=10)
    assert hand.to_act == 4
    hand.apply(4, Action.check())
    assert hand.to_act == 6
    hand.apply(6, Action.bet(10))
    hand.apply(4, Action.fold())
    assert hand.stacks == {4: 40, 6: 60}


def test_bomb_pot_a_short_stack_is_all_in_for_its_ante_and_wins_only_its_share():
    # Seat 0 has 3 chips against an ante of 10: all-in for 3. Seats 1 and 2 bet on.
    # Deal order 0, 1, 2 (button seat 2): seat 0 AA wins the main pot of 9; seat 1 KK
    # beats seat 2's 72 for the side pot.
    deck = stacked("As Ks 7c Ah Kh 2d  3c 4d5h9s 3d Jc 3h Qd")
    hand = HandState.start(NL, {0: 3, 1: 100, 2: 100}, 2, deck, bomb_pot=10)
    assert next(e for e in hand.history if isinstance(e, AntePosted)) == AntePosted(0, 3, True)
    assert hand.to_act == 1
    for _ in range(3):
        hand.apply(1, Action.check())
        hand.apply(2, Action.check())
    assert hand.is_over
    assert [(a.amount, a.winners) for a in pots_awarded(hand)] == [(9, (0,)), (14, (1,))]
    assert hand.stacks == {0: 9, 1: 104, 2: 90}


def test_bomb_pot_antes_are_live_contributions_even_at_a_big_blind_ante_table():
    config = HandConfig(
        structure=BettingStructure.NO_LIMIT,
        small_blind=1,
        big_blind=2,
        ante=2,
        ante_mode=AnteMode.BIG_BLIND,
    )
    deck = stacked("As Ks 7c Ah Kh 2d  3c 4d5h9s 3d Jc 3h Qd")
    hand = HandState.start(config, {0: 3, 1: 100, 2: 100}, 2, deck, bomb_pot=10)
    for _ in range(3):
        hand.apply(1, Action.check())
        hand.apply(2, Action.check())
    assert hand.stacks == {0: 9, 1: 104, 2: 90}


def test_bomb_pot_with_everyone_all_in_for_the_ante_runs_out_at_the_start():
    hand = HandState.start(NL, {0: 5, 1: 5}, 1, Deck(random.Random(9)), bomb_pot=5)
    assert hand.is_over
    assert len(hand.board) == 5
    assert sum(hand.stacks.values()) == 10


def test_bomb_pot_and_run_it_twice_together():
    hand = HandState.start(
        NL, {0: 5, 1: 5}, 1, Deck(random.Random(9)), bomb_pot=5, run_it_twice=True
    )
    assert hand.run_twice_pending == (0, 1)
    assert len(hand.board) == 3
    hand.answer_run_twice(0, True)
    hand.answer_run_twice(1, True)
    assert [b[:3] for b in hand.boards] == [hand.board[:3]] * 2
    assert sum(hand.stacks.values()) == 10


@pytest.mark.parametrize("bomb", [-1, True, 2.5, "5"])
def test_start_refuses_a_bomb_ante_that_is_not_whole_chips(bomb):
    with pytest.raises(ValueError, match="bomb pot"):
        HandState.start(NL, {0: 100, 1: 100}, 1, Deck(random.Random(1)), bomb_pot=bomb)


def test_a_bomb_pot_saves_and_restores_mid_hand():
    hand = HandState.start(NL, {0: 100, 1: 100, 2: 100}, 0, Deck(random.Random(5)), bomb_pot=4)
    hand.apply(hand.to_act, Action.bet(8))  # type: ignore[arg-type]
    again = HandState.from_dict(json.loads(hand.to_json()))
    assert again == hand
    assert again.bomb_pot == 4
    seat = hand.to_act
    assert seat is not None
    hand.apply(seat, Action.call())
    again.apply(seat, Action.call())
    assert again == hand


# ------------------------------------------------------------------ rabbit hunt


def test_rabbit_hunt_after_a_fold_before_the_flop_shows_the_whole_board():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK))
    hand.apply(1, Action.fold())
    hunt = hand.rabbit_hunt()
    assert hunt.board == ()
    assert hunt.cards == parse_cards("7d8d9cJh3c")  # the burns 2c, 2d, 2h skipped
    assert hunt.streets == (Street.FLOP,) * 3 + (Street.TURN, Street.RIVER)
    assert hunt.is_played is False
    assert hunt.to_dict()["is_played"] is False


def test_rabbit_hunt_after_a_fold_on_the_flop_shows_the_turn_and_river():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK))
    hand.apply(1, Action.call())
    hand.apply(0, Action.check())
    hand.apply(0, Action.bet(10))
    hand.apply(1, Action.fold())
    hunt = hand.rabbit_hunt()
    assert hunt.board == parse_cards("7d8d9c")
    assert hunt.cards == parse_cards("Jh3c")
    assert hunt.full_board == parse_cards("7d8d9cJh3c")


def test_rabbit_hunt_never_changes_the_hand():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK))
    hand.apply(1, Action.fold())
    before, result, json_text = hand.to_dict(), hand.result, hand.to_json()
    assert hand.rabbit_hunt() == hand.rabbit_hunt()
    assert hand.to_dict() == before
    assert hand.result == result
    assert hand.to_json() == json_text
    assert hand.board == ()


def test_rabbit_hunt_is_refused_while_the_hand_is_live():
    hand = HandState.start(NL, {0: 100, 1: 100}, 1, stacked(HEADS_UP_DECK))
    before = hand.to_dict()
    with pytest.raises(ActionNotAvailable, match="still being played") as caught:
        hand.rabbit_hunt()
    assert caught.value.reason
    assert hand.to_dict() == before


def test_rabbit_hunt_is_refused_when_the_board_was_dealt_out():
    hand = heads_up_all_in()
    hand.answer_run_twice(0, False)
    with pytest.raises(ActionNotAvailable, match="whole board"):
        hand.rabbit_hunt()


@settings(max_examples=100, deadline=None)
@given(
    seed=st.integers(0, 10**9), street=st.sampled_from([Street.PREFLOP, Street.FLOP, Street.TURN])
)
def test_the_rabbit_is_the_board_a_checked_down_copy_of_the_hand_would_have_dealt(seed, street):
    """Same deck, same seats: fold at ``street`` in one copy, check it down in the other."""
    order = Deck(random.Random(seed)).to_text()
    folded = HandState.start(NL, {0: 100, 1: 100, 2: 100}, 2, Deck.from_text(order))
    checked = HandState.start(NL, {0: 100, 1: 100, 2: 100}, 2, Deck.from_text(order))
    for hand, fold in ((folded, True), (checked, False)):
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            legal = hand.legal_actions()
            if fold and hand.street is street and hand.players_in > 1 and legal.can_fold:
                hand.apply(seat, Action.fold())
            elif legal.can_check:
                hand.apply(seat, Action.check())
            elif hand.street is Street.SHOWDOWN:
                hand.apply(seat, Action.muck())
            else:
                hand.apply(seat, Action.call())
    assert len(folded.board) < 5
    hunt = folded.rabbit_hunt()
    assert hunt.full_board == checked.board
    assert len(hunt.cards) == len(hunt.streets) == 5 - len(folded.board)
