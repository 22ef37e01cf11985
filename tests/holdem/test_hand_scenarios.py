"""Hand-checked scenario replays: scripted decks, action lists, expected stacks (RULES 1-9, 11)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from holdem.actions import Action
from holdem.betting import AnteMode, HandConfig, Street
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, InvalidAmount, NotYourTurn
from holdem.events import (
    ActionTaken,
    AntePosted,
    Blind,
    BlindPosted,
    BoardDealt,
    CardsMucked,
    CardsShown,
    HandEnded,
    HandVoided,
    HoleCardsDealt,
    PotAwarded,
    UncalledBetReturned,
)
from holdem.hand import HandState
from tests.holdem.scenario import (
    FL,
    PL,
    all_in,
    bet,
    call,
    check,
    check_down,
    config,
    deal,
    events_of,
    fold,
    play,
    raise_to,
    street_of,
)

DRY = "2c7d9h4s3c"  # a board that pairs none of the pocket pairs below
PAIRS = ("AsAh", "KsKh", "QsQh", "JsJh")


def ring(
    count: int,
    stack: int = 100,
    *,
    button: int,
    cfg: HandConfig | None = None,
    board: str = "",
    straddle: int | None = None,
) -> HandState:
    """Seats 0 to ``count - 1`` with ``stack`` each, dealt aces, kings, queens, jacks in order."""
    cfg = config() if cfg is None else cfg
    stacks = dict.fromkeys(range(count), stack)
    holes = dict(enumerate(PAIRS[:count]))
    return deal(cfg, stacks, button, holes, board, straddle=straddle)


def heads_up_check_down(holes: dict[int, str], board: str) -> HandState:
    """Seats 0 and 1, 100 each, button 1: the button limps and both check every street."""
    hand = deal(config(), {0: 100, 1: 100}, button=1, holes=holes, board=board)
    play(hand, (1, call), (0, check))
    check_down(hand, 0, 1, rounds=3)
    return hand


def limped_three_way(checked_streets: int) -> HandState:
    """Queens, aces, kings on 100 each, button 2: all limp, then check ``checked_streets``."""
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 100},
        button=2,
        holes={0: "QsQh", 1: "AsAh", 2: "KsKh"},
        board=DRY,
    )
    play(hand, (2, call), (0, call), (1, check))
    check_down(hand, 0, 1, 2, rounds=checked_streets)
    return hand


# ---------------------------------------------------------------- 1. table and button (hand)


def test_heads_up_button_posts_small_blind_acts_first_preflop_and_last_after():
    hand = deal(config(), {3: 100, 7: 100}, button=3, holes={3: "AsAh", 7: "KsKh"})
    blinds = events_of(hand, BlindPosted)
    assert [(b.seat, b.amount, b.blind) for b in blinds] == [(3, 1, Blind.SMALL), (7, 2, Blind.BIG)]
    assert hand.to_act == 3
    play(hand, (3, call), (7, check))
    assert street_of(hand) is Street.FLOP
    assert hand.to_act == 7
    play(hand, (7, check), (3, check))
    assert street_of(hand) is Street.TURN
    assert hand.to_act == 7
    play(hand, (7, bet(4)), (3, fold))
    assert hand.stacks == {7: 102, 3: 98}


def test_three_handed_blinds_left_of_button_and_action_starts_left_of_big_blind():
    hand = deal(config(), {0: 50, 4: 50, 8: 50}, button=8, holes={0: "AsAh", 4: "KsKh", 8: "QsQh"})
    blinds = events_of(hand, BlindPosted)
    assert [(b.seat, b.blind) for b in blinds] == [(0, Blind.SMALL), (4, Blind.BIG)]
    assert hand.to_act == 8
    play(hand, (8, call), (0, call), (4, check))
    assert hand.to_act == 0  # after the flop: first live player left of the button


def test_big_blind_has_the_option_when_everyone_only_called():
    hand = ring(3, 50, button=2)
    play(hand, (2, call), (0, call))
    assert hand.to_act == 1
    options = hand.legal_actions()
    assert options.can_check
    assert options.can_raise
    assert options.min_raise_to == 4
    play(hand, (1, raise_to(6)))
    assert street_of(hand) is Street.PREFLOP
    assert hand.to_act == 2


# ---------------------------------------------------------------- 2. forced bets


def test_antes_from_every_player_go_into_the_main_pot():
    hand = ring(3, 50, button=2, cfg=config(ante=1))
    assert [(a.seat, a.amount) for a in events_of(hand, AntePosted)] == [(0, 1), (1, 1), (2, 1)]
    assert hand.total_pot == 3 + 1 + 2
    play(hand, (2, fold), (0, fold))
    assert hand.stacks == {0: 48, 1: 53, 2: 49}


def test_big_blind_ante_posts_for_everyone():
    hand = ring(3, 50, button=2, cfg=config(ante=3, ante_mode=AnteMode.BIG_BLIND))
    assert [(a.seat, a.amount) for a in events_of(hand, AntePosted)] == [(1, 3)]
    play(hand, (2, fold), (0, fold))
    assert hand.stacks == {0: 49, 1: 51, 2: 50}


def test_straddle_is_live_acts_last_and_min_raise_is_twice_the_straddle():
    hand = ring(4, 200, button=0, board=DRY, straddle=3)
    posted = [(b.seat, b.amount, b.blind) for b in events_of(hand, BlindPosted)]
    assert posted == [(1, 1, Blind.SMALL), (2, 2, Blind.BIG), (3, 4, Blind.STRADDLE)]
    assert hand.to_act == 0
    first = hand.legal_actions()
    assert first.call_amount == 4
    assert first.min_raise_to == 8
    play(hand, (0, call), (1, call), (2, call))
    assert hand.to_act == 3  # the straddler acts last and keeps the option
    option = hand.legal_actions()
    assert option.can_check
    assert option.can_raise
    assert option.min_raise_to == 8
    play(hand, (3, check))
    assert street_of(hand) is Street.FLOP
    assert hand.to_act == 1
    assert hand.legal_actions().min_raise_to == 2  # after the flop the minimum bet is the BB
    play(hand, (1, bet(2)), (2, fold), (3, fold), (0, fold))
    assert hand.stacks == {1: 212, 2: 196, 3: 196, 0: 196}


def test_raise_over_a_straddle_sets_the_next_minimum_raise():
    hand = ring(4, 200, button=0, straddle=3)
    with pytest.raises(InvalidAmount):
        hand.apply(0, raise_to(6))
    play(hand, (0, raise_to(8)))
    assert hand.legal_actions().min_raise_to == 12


def test_short_big_blind_others_still_call_the_full_big_blind():
    hand = deal(
        config(5, 10),
        {0: 100, 1: 6, 2: 100},
        button=2,
        holes={0: "KsKh", 1: "AsAh", 2: "QsQh"},
        board=DRY,
    )
    big = events_of(hand, BlindPosted)[1]
    assert (big.seat, big.amount, big.is_all_in) == (1, 6, True)
    options = hand.legal_actions()
    assert options.seat == 2
    assert options.call_amount == 10
    assert options.min_raise_to == 20
    play(hand, (2, call))
    assert hand.legal_actions().call_amount == 5
    play(hand, (0, call))
    assert street_of(hand) is Street.FLOP
    check_down(hand, 0, 2, rounds=3)
    # main pot 18 (6 x 3) to the aces, side pot 8 (4 x 2) to the kings
    assert hand.stacks == {0: 98, 1: 18, 2: 90}


def test_short_small_blind_posts_what_they_have_and_is_all_in():
    hand = deal(
        config(5, 10),
        {0: 3, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=DRY,
    )
    small = events_of(hand, BlindPosted)[0]
    assert (small.amount, small.is_all_in) == (3, True)
    play(hand, (2, call), (1, check))
    assert street_of(hand) is Street.FLOP
    check_down(hand, 1, 2, rounds=3)
    # main pot 9 (3 x 3) to the aces, side pot 14 (7 x 2) to the kings
    assert hand.stacks == {0: 9, 1: 104, 2: 90}


# ---------------------------------------------------------------- 3. dealing


def test_cards_are_dealt_one_at_a_time_from_left_of_button_with_burns():
    order = parse_cards("2c3c 4c5c 6c7c 8c 9cTcJc Qc Kc Ac Ad")
    hand = HandState.start(config(), {0: 100, 1: 100}, button=1, deck=Deck.stacked(order))
    assert hand.hole_cards(0) == parse_cards("2c4c")  # seat 0 is left of the button
    assert hand.hole_cards(1) == parse_cards("3c5c")
    play(hand, (1, call), (0, check))
    assert hand.board == parse_cards("7c8c9c")  # 6c burned
    play(hand, (0, check), (1, check))
    assert hand.board[-1] == parse_cards("Jc")[0]  # Tc burned
    play(hand, (0, check), (1, check))
    assert hand.board[-1] == parse_cards("Kc")[0]  # Qc burned


def test_hole_cards_travel_only_in_private_events_addressed_to_their_owner():
    hand = ring(2, button=1, board=DRY)
    play(hand, (1, call), (0, check))
    check_down(hand, 0, 1, rounds=3)
    secret = set(parse_cards("AsAhKsKh"))
    for event in hand.history:
        carries = secret & set(getattr(event, "cards", ()))
        if isinstance(event, HoleCardsDealt):
            assert event.is_private
            assert set(event.cards) == set(hand.hole_cards(event.seat))
        elif carries:
            assert isinstance(event, CardsShown)
            assert not event.is_private
        else:
            assert not event.is_private


# ---------------------------------------------------------------- 4. betting rounds


def test_no_limit_min_raise_is_the_largest_raise_so_far_and_max_is_the_stack():
    hand = ring(3, button=2)
    assert (hand.legal_actions().min_raise_to, hand.legal_actions().max_raise_to) == (4, 100)
    play(hand, (2, raise_to(10)))  # a raise of 8
    assert hand.legal_actions().min_raise_to == 18
    play(hand, (0, raise_to(30)))  # a raise of 20
    assert hand.legal_actions().min_raise_to == 50


def test_pot_limit_maximum_is_current_bet_plus_pot_after_calling():
    hand = ring(3, button=2, cfg=config(structure=PL))
    assert hand.legal_actions().max_raise_to == 7  # 2 + (3 + 2)
    with pytest.raises(InvalidAmount):
        hand.apply(2, raise_to(8))
    play(hand, (2, raise_to(7)))
    assert hand.legal_actions().max_raise_to == 23  # 7 + (10 + 6)


def test_fixed_limit_sizes_and_the_cap_of_one_bet_and_three_raises():
    hand = ring(4, button=3, cfg=config(structure=FL))
    first = hand.legal_actions()
    assert (first.min_raise_to, first.max_raise_to) == (4, 4)
    play(hand, (2, raise_to(4)), (3, raise_to(6)), (0, raise_to(8)))  # BB + 3 raises
    capped = hand.legal_actions()
    assert capped.seat == 1
    assert not capped.can_raise
    assert capped.call_amount == 6
    with pytest.raises(ActionNotAvailable):
        hand.apply(1, raise_to(10))
    play(hand, (1, call), (2, call), (3, call))
    assert street_of(hand) is Street.FLOP
    play(hand, (0, bet(2)), (1, raise_to(4)), (2, raise_to(6)), (3, raise_to(8)))
    assert not hand.legal_actions().can_raise
    play(hand, (0, call), (1, call), (2, call))
    assert street_of(hand) is Street.TURN
    assert hand.legal_actions().min_raise_to == 4  # the big bet on the turn


def test_fixed_limit_can_be_uncapped_heads_up():
    hand = ring(2, button=1, cfg=config(structure=FL, uncapped_heads_up=True))
    play(hand, (1, raise_to(4)), (0, raise_to(6)), (1, raise_to(8)))
    assert hand.legal_actions().can_raise
    play(hand, (0, raise_to(10)))
    assert hand.legal_actions().min_raise_to == 12


def _short_all_in_hand(short_stack: int) -> HandState:
    """Seat 0 bets 100 on the flop; seat 1 (BB) then moves all-in for a short raise."""
    hand = deal(
        config(5, 10),
        {0: 1000, 1: short_stack, 2: 1000},
        button=2,
        holes={0: "KsKh", 1: "AsAh", 2: "QsQh"},
        board=DRY,
    )
    play(hand, (2, call), (0, call), (1, check), (0, bet(100)), (1, all_in))
    return hand


def test_short_all_in_does_not_reopen_betting_for_a_player_who_acted():
    hand = _short_all_in_hand(135)  # all-in to 125: a raise of 25 < 100
    fresh = hand.legal_actions()
    assert fresh.seat == 2
    assert fresh.can_raise
    assert fresh.min_raise_to == 225
    play(hand, (2, call))
    options = hand.legal_actions()
    assert options.seat == 0
    assert options.call_amount == 25
    assert not options.can_raise
    assert options.all_in_to == 125  # betting is not open to seat 0: an all-in is a call
    with pytest.raises(ActionNotAvailable):
        hand.apply(0, raise_to(300))
    play(hand, (0, all_in), (0, check), (2, check), (0, check), (2, check))
    assert hand.is_over
    assert hand.stacks == {0: 865, 1: 405, 2: 865}


def test_two_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting():
    hand = deal(
        config(5, 10),
        {0: 1000, 1: 150, 2: 210, 3: 1000},
        button=3,
        holes={0: "QsQh", 1: "AsAh", 2: "KsKh", 3: "JsJh"},
        board=DRY,
    )
    play(hand, (2, call), (3, call), (0, call), (1, check))
    play(hand, (0, bet(100)), (1, all_in), (2, all_in))  # raises of 40 and 60: 100 together
    play(hand, (3, call))
    options = hand.legal_actions()
    assert options.seat == 0
    assert options.can_raise
    assert options.min_raise_to == 300
    play(hand, (0, call), (0, check), (3, check), (0, check), (3, check))
    # players are all-in, so every hand is turned up, from left of the button
    assert [e.seat for e in events_of(hand, CardsShown)] == [0, 1, 2, 3]
    # main pot 600 (150 x 4) to the aces, side pot 180 (60 x 3) to the kings
    assert hand.stacks == {0: 790, 1: 600, 2: 180, 3: 790}


def test_short_all_ins_that_do_not_add_up_keep_the_betting_closed():
    hand = deal(
        config(5, 10),
        {0: 1000, 1: 150, 2: 180, 3: 1000},
        button=3,
        holes={0: "QsQh", 1: "AsAh", 2: "KsKh", 3: "JsJh"},
    )
    play(hand, (2, call), (3, call), (0, call), (1, check))
    play(hand, (0, bet(100)), (1, all_in), (2, all_in), (3, call))  # 40 + 30 < 100
    options = hand.legal_actions()
    assert options.seat == 0
    assert not options.can_raise
    assert options.call_amount == 70


def _limit_flop_all_in(short_stack: int) -> HandState:
    """Fixed limit 5/10: seat 0 bets 10 on the flop, the big blind moves all-in, seat 2 calls."""
    hand = deal(
        config(5, 10, structure=FL),
        {0: 100, 1: short_stack, 2: 100},
        button=2,
        holes={0: "KsKh", 1: "AsAh", 2: "QsQh"},
    )
    play(hand, (2, call), (0, call), (1, check), (0, bet(10)), (1, all_in))
    play(hand, (2, call))
    return hand


def test_limit_half_bet_rule_all_in_of_half_a_bet_reopens():
    hand = _limit_flop_all_in(25)  # all-in to 15: +5 = half
    options = hand.legal_actions()
    assert options.seat == 0
    assert options.can_raise
    assert options.min_raise_to == 30  # the all-in moved the level up a unit, to 20


def test_limit_all_in_of_less_than_half_a_bet_does_not_reopen():
    hand = _limit_flop_all_in(24)  # all-in to 14: +4 < half
    options = hand.legal_actions()
    assert options.seat == 0
    assert not options.can_raise
    assert options.call_amount == 4


def test_illegal_or_out_of_turn_actions_change_nothing():
    hand = ring(3, button=2)
    before = hand.to_dict()
    attempts = [
        (0, call, NotYourTurn),
        (9, call, NotYourTurn),
        (2, check, ActionNotAvailable),
        (2, bet(10), ActionNotAvailable),
        (2, raise_to(3), InvalidAmount),
        (2, raise_to(101), InvalidAmount),
        (2, Action.show(), ActionNotAvailable),
    ]
    for seat, action, error in attempts:
        with pytest.raises(error) as info:
            hand.apply(seat, action)
        assert info.value.reason
        assert hand.to_dict() == before


# ---------------------------------------------------------------- 5. pots


def test_three_way_all_in_builds_a_main_pot_and_a_side_pot():
    hand = deal(
        config(),
        {0: 50, 1: 100, 2: 200},
        button=2,
        holes={0: "AsAh", 1: "QsQh", 2: "KsKh"},
        board=DRY,
    )
    play(hand, (2, all_in), (0, all_in), (1, all_in))
    assert hand.is_over
    returned = events_of(hand, UncalledBetReturned)
    assert returned == [UncalledBetReturned(2, 100)]
    pots = [(p.amount, p.winners) for p in events_of(hand, PotAwarded)]
    assert pots == [(150, (0,)), (100, (2,))]
    assert hand.stacks == {0: 150, 1: 0, 2: 200}


def test_uncalled_bet_goes_back_when_everyone_folds():
    hand = ring(2, button=1)
    play(hand, (1, call), (0, check), (0, bet(50)), (1, fold))
    assert events_of(hand, UncalledBetReturned) == [UncalledBetReturned(0, 50)]
    assert [(p.amount, p.winners) for p in events_of(hand, PotAwarded)] == [(4, (0,))]
    assert hand.stacks == {0: 102, 1: 98}
    assert not events_of(hand, CardsShown)  # the winner shows nothing


def test_call_for_less_wins_only_what_it_covered():
    hand = deal(config(), {0: 60, 1: 100}, button=1, holes={0: "AsAh", 1: "KsKh"}, board=DRY)
    play(hand, (1, all_in))
    assert hand.legal_actions().call_amount == 58
    play(hand, (0, call))
    assert events_of(hand, UncalledBetReturned) == [UncalledBetReturned(1, 40)]
    assert hand.stacks == {0: 120, 1: 40}


def test_folded_chips_stay_in_the_pot():
    hand = ring(3, button=2, board=DRY)
    play(hand, (2, raise_to(10)), (0, call), (1, fold))
    check_down(hand, 0, 2, rounds=3)
    play(hand, (2, Action.muck()))
    assert hand.stacks == {0: 112, 1: 98, 2: 90}


# ---------------------------------------------------------------- 6. end of the hand


def test_all_in_turns_hands_face_up_and_runs_the_board_out():
    hand = ring(2, button=1, board=DRY)
    events = hand.apply(1, all_in) + hand.apply(0, call)
    kinds = [type(e).__name__ for e in events]
    assert kinds == [
        "ActionTaken",
        "ActionTaken",
        "CardsShown",
        "CardsShown",
        "BoardDealt",
        "BoardDealt",
        "BoardDealt",
        "PotAwarded",
        "HandEnded",
    ]
    assert hand.board == parse_cards("2c7d9h4s3c")
    shown = {e.seat: e.rank_description for e in events_of(hand, CardsShown)}
    assert shown == {0: "Pair of aces", 1: "Pair of kings"}
    assert hand.stacks == {0: 200, 1: 0}


def test_river_aggressor_shows_first_and_a_beaten_hand_may_muck():
    hand = limped_three_way(checked_streets=2)
    play(hand, (0, check), (1, check), (2, bet(10)), (0, call), (1, call))
    assert [e.seat for e in events_of(hand, CardsShown)] == [2]  # the river bettor first
    assert street_of(hand) is Street.SHOWDOWN
    assert hand.to_act == 0
    choice = hand.legal_actions()
    assert choice.can_show
    assert choice.can_muck
    assert not choice.can_fold
    with pytest.raises(NotYourTurn):
        hand.apply(1, Action.muck())
    with pytest.raises(ActionNotAvailable):
        hand.apply(0, Action.fold())
    play(hand, (0, Action.show()))  # a beaten hand may still choose to show
    # aces beat the kings shown, so they are shown without asking
    assert [e.seat for e in events_of(hand, CardsShown)] == [2, 0, 1]
    assert hand.stacks == {0: 88, 1: 124, 2: 88}


def test_showdown_starts_left_of_button_when_nobody_bet_the_river():
    hand = limped_three_way(checked_streets=3)
    assert [e.seat for e in events_of(hand, CardsShown)] == [0, 1]
    assert hand.to_act == 2
    play(hand, (2, Action.muck()))
    assert events_of(hand, CardsMucked) == [CardsMucked(2)]
    assert hand.result.shown.keys() == {0, 1}  # a mucked hand is never revealed


def test_the_board_plays_and_the_pot_is_split():
    hand = heads_up_check_down({0: "2c3d", 1: "4h5c"}, board="AsKsQsJsTs")
    award = events_of(hand, PotAwarded)[0]
    assert award.winners == (0, 1)
    assert award.shares == (2, 2)
    assert award.hand_description == "Royal flush"
    assert hand.stacks == {0: 100, 1: 100}


def test_better_hand_wins_flush_beats_straight():
    hand = heads_up_check_down({0: "8h6c", 1: "Ah2h"}, board="9h7h5d4hKc")
    assert events_of(hand, PotAwarded)[0].winners == (1,)
    assert hand.stacks == {0: 98, 1: 102}


# ---------------------------------------------------------------- 8. odd chips


def test_odd_chip_goes_to_first_winner_left_of_button():
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 100},
        button=2,
        holes={0: "2c2d", 1: "3h4c", 2: "3d4h"},
        board="5s6s7hKdQc",
    )
    play(hand, (2, call), (0, fold), (1, check))
    check_down(hand, 1, 2, rounds=3)
    award = events_of(hand, PotAwarded)[0]
    assert (award.amount, award.winners, award.shares) == (5, (1, 2), (3, 2))
    assert hand.stacks == {0: 99, 1: 101, 2: 100}


def test_odd_chip_order_wraps_around_the_button():
    # button is seat 0; seats 1 and 2 are folded out; winners seat 0 and seat 3
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 100, 3: 100},
        button=1,
        holes={0: "3d4h", 1: "2c2d", 2: "9c9d", 3: "3h4c"},
        board="5s6s7hKdQc",
    )
    play(hand, (0, call), (1, call), (2, fold), (3, check))
    play(hand, (3, check), (0, check), (1, fold))
    check_down(hand, 3, 0, rounds=2)
    award = events_of(hand, PotAwarded)[0]
    # seat 1 is the button: seat 2 is first left of it, then 3, then 0
    assert (award.amount, award.winners, award.shares) == (7, (3, 0), (4, 3))


# ---------------------------------------------------------------- 9. the heads-up match


def test_heads_up_match_hand_all_in_and_called_skips_the_streets():
    hand = deal(
        config(), {0: 100, 1: 100}, button=0, holes={0: "7c2d", 1: "AsKs"}, board="AhKd3c8s9s"
    )
    play(hand, (0, raise_to(6)), (1, all_in), (0, call))
    assert hand.is_over
    assert len(hand.board) == 5
    assert not any(isinstance(e, ActionTaken) for e in hand.history[-7:])
    assert hand.stacks == {1: 200, 0: 0}
    assert hand.result.net == {1: 100, 0: -100}


# ---------------------------------------------------------------- 11. misdeal


def test_misdeal_gives_every_chip_back():
    hand = ring(3, button=2, cfg=config(ante=1))
    play(hand, (2, raise_to(10)), (0, call), (1, call), (0, bet(20)))
    (voided,) = hand.void()
    assert isinstance(voided, HandVoided)
    assert dict(voided.refunds) == {0: 31, 1: 11, 2: 11}
    assert hand.is_over
    assert hand.is_voided
    assert hand.stacks == {0: 100, 1: 100, 2: 100}
    assert hand.result.net == {0: 0, 1: 0, 2: 0}
    with pytest.raises(ActionNotAvailable):
        hand.void()


# ---------------------------------------------------------------- result


def test_result_reports_net_pots_and_shown_hands():
    hand = limped_three_way(checked_streets=3)
    play(hand, (2, Action.muck()))
    result = hand.result
    assert result.net == {0: -2, 1: 4, 2: -2}
    assert result.winners == (1,)
    assert result.total_pot == 6
    assert result.went_to_showdown
    assert result.shown == {0: parse_cards("QsQh"), 1: parse_cards("AsAh")}
    assert isinstance(hand.history[-1], HandEnded)


def test_result_is_refused_while_the_hand_runs():
    hand = ring(2, button=1)
    with pytest.raises(ActionNotAvailable):
        _ = hand.result


def _deal_order(events: Sequence[object]) -> list[int]:
    return [e.seat for e in events if isinstance(e, HoleCardsDealt)]


def test_board_events_carry_the_street_and_the_whole_board():
    hand = ring(2, button=1, board=DRY)
    play(hand, (1, call), (0, check), (0, check), (1, check))
    flop, turn = events_of(hand, BoardDealt)
    assert flop.street is Street.FLOP
    assert flop.cards == parse_cards("2c7d9h")
    assert turn.street is Street.TURN
    assert turn.board == parse_cards("2c7d9h4s")
    assert _deal_order(hand.history) == [0, 1]
