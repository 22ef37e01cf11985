"""The forced bets a hand is told about: a chosen straddle, blinds and dead money by seat,
the big-blind ante as played today; and the deck's part: scripted by seat, one hand each.

Every hand is checked by hand: who posts what, who acts first, the bet to call and the
minimum raise, and the chips at the end (always conserved).
"""

from __future__ import annotations

import random

import pytest

from holdem.actions import LegalActions
from holdem.betting import AnteMode, RaiseChoice, Street
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.events import AntePosted, BlindPosted
from holdem.hand import HandState
from holdem.match import raise_to_for_choice
from holdem.pots import Pot
from holdem.table import TableState
from tests.holdem.scenario import (
    BOARD,
    call,
    check,
    config,
    deal,
    events_of,
    expect,
    fold,
    play,
    raise_to,
)

HOLES = {0: "AsAh", 1: "KsKh", 2: "QsQh", 3: "JsJh", 4: "TsTh", 5: "9s9h"}


def _posts(hand: HandState) -> list[tuple[str, int, int]]:
    """Every forced bet in order: (kind, seat, amount)."""
    out = []
    for e in hand.history:
        if isinstance(e, BlindPosted):
            out.append((e.blind.value, e.seat, e.amount))
        elif isinstance(e, AntePosted):
            out.append(("ante", e.seat, e.amount))
    return out


# ---------------------------------------------------------------- the big-blind ante


@pytest.mark.parametrize("count", range(2, 11))
def test_big_blind_ante_is_one_amount_whatever_the_player_count(count: int) -> None:
    cfg = config(5, 10, ante=10, ante_mode=AnteMode.BIG_BLIND)
    stacks = dict.fromkeys(range(count), 500)
    hand = HandState.start(cfg, stacks, button=count - 1, deck=Deck(random.Random(count)))
    big = 0 if count == 2 else 1
    antes = events_of(hand, AntePosted)
    assert [(a.seat, a.amount) for a in antes] == [(big, 10)]
    assert hand.total_pot == 5 + 10 + 10
    assert hand.current_bet == 10  # dead money: not part of the big blind's bet


def test_short_big_blind_posts_the_blind_first_then_what_is_left_to_the_ante() -> None:
    cfg = config(5, 10, ante=10, ante_mode=AnteMode.BIG_BLIND)
    hand = deal(cfg, {0: 500, 1: 14, 2: 500}, button=2, holes=HOLES, board=BOARD)
    assert _posts(hand) == [("small", 0, 5), ("big", 1, 10), ("ante", 1, 4)]
    assert hand.stacks[1] == 0
    play(hand, (2, call), (0, call))
    # main pot: the 4 of ante (dead) + 10 x 3; the big blind can win all of it
    expect(hand, Street.FLOP, {0: 490, 1: 0, 2: 490}, 34)
    assert hand.pots == (Pot(34, (0, 1, 2)),)


def test_big_blind_too_short_for_the_blind_posts_no_ante() -> None:
    cfg = config(5, 10, ante=10, ante_mode=AnteMode.BIG_BLIND)
    hand = deal(cfg, {0: 500, 1: 6, 2: 500}, button=2, holes=HOLES, board=BOARD)
    assert _posts(hand) == [("small", 0, 5), ("big", 1, 6)]
    assert hand.current_bet == 10  # the others still call the full big blind


# ---------------------------------------------------------------- the straddle, chosen


def test_straddle_is_the_players_choice_each_hand() -> None:
    stacks = dict.fromkeys(range(4), 100)
    plain = deal(config(straddle=True), stacks, button=0, holes=HOLES)
    assert [kind for kind, _, _ in _posts(plain)] == ["small", "big"]  # nobody chose to
    chosen = deal(config(), stacks, button=0, holes=HOLES, straddle=3)
    assert _posts(chosen) == [("small", 1, 1), ("big", 2, 2), ("straddle", 3, 4)]
    assert (chosen.to_act, chosen.legal_actions().min_raise_to) == (0, 8)


@pytest.mark.parametrize(
    ("stacks", "straddle", "message"),
    [
        ({0: 100, 1: 100, 2: 100, 3: 100}, 2, "left of the big blind"),
        ({0: 100, 1: 100, 2: 100, 3: 100}, 0, "left of the big blind"),
        ({0: 100, 1: 100}, 1, "left of the big blind"),
        ({0: 100, 1: 100, 2: 100, 3: 3}, 3, "in full"),
    ],
)
def test_a_straddle_that_cannot_be_is_refused(stacks, straddle, message) -> None:
    with pytest.raises(ValueError, match=message):
        deal(config(), stacks, button=0, holes=HOLES, straddle=straddle)


def test_table_with_a_standing_straddle_passes_the_choice_to_each_hand() -> None:
    table = TableState(config=config(straddle=True)).sit(0, 100).sit(1, 100).sit(2, 100)
    table = table.sit(3, 100)
    table, hand = table.start_hand(Deck(random.Random(1)))
    assert hand.button == 0
    assert [(kind, seat) for kind, seat, _ in _posts(hand)] == [
        ("small", 1),
        ("big", 2),
        ("straddle", 3),
    ]
    short = TableState(config=config(straddle=True)).sit(0, 3).sit(1, 100).sit(2, 100)
    _, hand = short.start_hand(Deck(random.Random(1)))
    assert hand.button == 0  # seat 0 is left of the big blind (seat 2) and cannot cover it
    assert all(kind != "straddle" for kind, _, _ in _posts(hand))


# ---------------------------------------------------------------- blinds and dead money by seat


def test_dead_small_blind_only_the_big_blind_posts() -> None:
    """The small blind's seat is empty: the button (seat 3) then the big blind (seat 0)."""
    stacks = {0: 100, 1: 100, 2: 100, 3: 100}
    hand = deal(config(), stacks, button=3, holes=HOLES, board=BOARD, blinds={0: 2})
    assert _posts(hand) == [("big", 0, 2)]
    assert hand.to_act == 1  # left of the big blind
    play(hand, (1, call), (2, fold), (3, fold))
    option = hand.legal_actions()
    assert (option.seat, option.can_check, option.min_raise_to) == (0, True, 4)
    play(hand, (0, check))
    expect(hand, Street.FLOP, {0: 98, 1: 98, 2: 100, 3: 100}, 4)
    assert hand.to_act == 0  # after the flop: the first player left of the button


def test_heads_up_only_a_big_blind() -> None:
    hand = deal(config(), {0: 50, 1: 50}, button=1, holes=HOLES, board=BOARD, blinds={0: 2})
    assert _posts(hand) == [("big", 0, 2)]
    assert (hand.to_act, hand.legal_actions().call_amount) == (1, 2)
    play(hand, (1, fold))
    assert hand.stacks == {0: 50, 1: 50}


def test_a_new_player_posting_a_big_blind_acts_in_turn_with_the_option() -> None:
    stacks = dict.fromkeys(range(5), 100)
    hand = deal(config(), stacks, button=4, holes=HOLES, board=BOARD, blinds={0: 1, 1: 2, 3: 2})
    assert _posts(hand) == [("small", 0, 1), ("big", 1, 2), ("big", 3, 2)]
    assert hand.to_act == 2  # left of the big blind, not of the poster
    play(hand, (2, call))
    poster = hand.legal_actions()
    assert (poster.seat, poster.can_check, poster.can_raise) == (3, True, True)
    play(hand, (3, check), (4, call), (0, call), (1, check))
    expect(hand, Street.FLOP, dict.fromkeys(range(5), 98), 10)


def test_double_straddle_sets_the_bet_the_opener_and_the_minimum_raise() -> None:
    stacks = dict.fromkeys(range(6), 200)
    hand = deal(config(), stacks, button=5, holes=HOLES, blinds={0: 1, 1: 2, 2: 4, 3: 8})
    assert [kind for kind, _, _ in _posts(hand)] == ["small", "big", "straddle", "straddle"]
    first = hand.legal_actions()
    assert (first.seat, first.call_amount, first.min_raise_to) == (4, 8, 16)


def test_dead_money_by_seat_is_in_the_main_pot_for_everyone() -> None:
    """A returning player posts a big blind live and a small blind dead."""
    stacks = {0: 100, 1: 100, 2: 100, 3: 10, 4: 100}
    hand = deal(
        config(),
        stacks,
        button=4,
        holes={0: "KsKh", 1: "QsQh", 2: "JsJh", 3: "AsAh", 4: "9s9h"},
        board=BOARD,
        blinds={0: 1, 1: 2, 3: 2},
        dead={3: 1},
    )
    assert _posts(hand) == [("small", 0, 1), ("big", 1, 2), ("big", 3, 2), ("ante", 3, 1)]
    assert hand.total_pot == 6
    play(hand, (2, fold), (3, raise_to(9)), (4, fold), (0, fold), (1, call))
    # seat 3 is all-in: 9 live + 1 dead; the pot 1 + 1 + 9 + 9 = 20 goes to seat 3's aces
    assert hand.is_over
    assert hand.stacks == {0: 99, 1: 91, 2: 100, 3: 20, 4: 100}


def test_antes_that_differ_are_dead_money_a_short_player_can_win() -> None:
    """Seat 0 is all-in for its ante of 1; its aces win every ante, 6 (PokerKit agrees)."""
    hand = deal(
        config(),
        {0: 1, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "2c2d", 2: "7c2h"},
        board=BOARD,
        blinds={1: 2},
        dead={0: 1, 1: 3, 2: 2},
    )
    assert _posts(hand) == [("big", 1, 2), ("ante", 0, 1), ("ante", 1, 3), ("ante", 2, 2)]
    play(hand, (2, fold), (1, check))  # the big blind's bet comes back: nobody matched it
    assert hand.is_over
    assert hand.stacks == {0: 6, 1: 97, 2: 98}


@pytest.mark.parametrize(
    ("blinds", "dead", "message"),
    [
        ({7: 2}, None, "blinds name seat 7"),
        ({0: -1}, None, "whole numbers"),
        (None, {1: 1.5}, "dead money"),
    ],
)
def test_bad_forced_bets_are_refused(blinds, dead, message) -> None:
    with pytest.raises(ValueError, match=message):
        deal(config(), {0: 100, 1: 100}, button=0, holes=HOLES, blinds=blinds, dead=dead)


def test_hands_with_forced_bets_by_seat_save_and_restore() -> None:
    stacks = dict.fromkeys(range(5), 100)
    hand = deal(config(), stacks, button=4, holes=HOLES, board=BOARD, blinds={1: 2, 3: 2})
    again = HandState.from_dict(hand.to_dict())
    assert again == hand
    play(hand, (2, call))
    play(again, (2, call))
    assert again == hand


# ---------------------------------------------------------------- the deck


def test_scripted_by_seat_deals_each_seat_its_cards_whatever_the_button() -> None:
    holes = {2: parse_cards("AsAh"), 5: parse_cards("KsKh"), 8: parse_cards("QsQh")}
    for button in (2, 5, 8):
        deck = Deck.scripted(holes, parse_cards("2c3c4c5d6d"))
        hand = HandState.start(config(), {2: 50, 5: 50, 8: 50}, button=button, deck=deck)
        dealt = {s: hand.hole_cards(s) for s in hand.seats}
        assert dealt == {s: tuple(c) for s, c in holes.items()}
        for action in (call, call, check):
            seat = hand.to_act
            assert seat is not None
            hand.apply(seat, action)
        assert hand.board == tuple(parse_cards("2c3c4c"))


def test_scripted_by_seat_refuses_other_seats() -> None:
    deck = Deck.scripted({0: parse_cards("AsAh"), 1: parse_cards("KsKh")})
    with pytest.raises(ValueError, match="scripted for seats"):
        HandState.start(config(), {0: 50, 3: 50}, button=0, deck=deck)


def test_a_voided_hands_deck_cannot_deal_the_redeal() -> None:
    deck = Deck(random.Random(4))
    hand = HandState.start(config(), {0: 50, 1: 50}, button=0, deck=deck)
    hand.void()
    with pytest.raises(ValueError, match="fresh shuffle"):
        HandState.start(config(), {0: 50, 1: 50}, button=0, deck=deck)
    redeal = HandState.start(config(), {0: 50, 1: 50}, button=0, deck=Deck(random.Random(5)))
    assert not redeal.is_over


def test_table_redeal_after_a_misdeal_needs_a_new_deck() -> None:
    table = TableState(config=config()).sit(0, 50).sit(1, 50)
    deck = Deck(random.Random(6))
    table, hand = table.start_hand(deck)
    table = table.void_hand(hand)
    with pytest.raises(ValueError, match="fresh shuffle"):
        table.start_hand(deck)


# ---------------------------------------------------------------- quick raises


def test_quick_raises_live_in_the_engine_and_stay_in_range() -> None:
    hand = deal(config(), {0: 100, 1: 100, 2: 30}, button=2, holes=HOLES)
    legal = hand.legal_actions()  # the button: pot 3, call 2
    assert [legal.raise_choice_to(c) for c in RaiseChoice] == [4, 7, 30]
    assert [raise_to_for_choice(c, hand) for c in RaiseChoice] == [4, 7, 30]
    assert LegalActions.nothing(1).raise_choice_to(RaiseChoice.POT) is None
