"""Tests of holdem.match: the cash table, the heads-up match, blind schedules and prizes."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, InvalidAmount
from holdem.hand import HandState
from holdem.match import (
    DEFAULT_SIT_AND_GO_SCHEDULE,
    BlindLevel,
    BlindSchedule,
    CashTable,
    GameFormat,
    HeadsUpMatch,
    LevelUnit,
    MatchOutcome,
    MatchResult,
    RaiseChoice,
    SitAndGo,
    choice_raise_to,
    prize_split,
    raise_to_for_choice,
)

# ---------------------------------------------------------------------------- raise choices


def _raise_to(choice, current_bet, pot, call_amount, min_raise_to, all_in_to):
    return choice_raise_to(
        choice,
        current_bet=current_bet,
        pot=pot,
        call_amount=call_amount,
        min_raise_to=min_raise_to,
        all_in_to=all_in_to,
    )


HALF, POT, ALL = RaiseChoice.HALF_POT, RaiseChoice.POT, RaiseChoice.ALL_IN


@pytest.mark.parametrize(
    ("choice", "numbers", "raise_to"),
    [
        # Button (small blind) facing the big blind 2: pot 3, call 1 -> pot after call 4.
        (POT, (2, 3, 1, 4, 100), 6),
        (HALF, (2, 3, 1, 4, 100), 4),
        (ALL, (2, 3, 1, 4, 100), 100),
        # Facing a bet of 10 into 20: pot 30, call 10 -> pot after call 40.
        (POT, (10, 30, 10, 20, 200), 50),
        (HALF, (10, 30, 10, 20, 200), 30),
        # Opening bets: the pot, and half of it rounded down.
        (POT, (0, 8, 0, 2, 90), 8),
        (HALF, (0, 9, 0, 2, 90), 4),
        # Below the minimum raise: 100 + (110 + 50) // 2 = 180 -> 200.
        (HALF, (100, 110, 50, 200, 400), 200),
        # Above the stack: becomes all-in.
        (POT, (40, 90, 40, 80, 100), 100),
        # The minimum raise is above the stack: all-in.
        (HALF, (50, 60, 40, 100, 70), 70),
    ],
)
def test_raise_choice_amount(choice, numbers, raise_to):
    assert _raise_to(choice, *numbers) == raise_to


@given(
    choice=st.sampled_from(RaiseChoice),
    numbers=st.tuples(
        st.integers(0, 500),
        st.integers(0, 2000),
        st.integers(0, 500),
        st.integers(1, 1000),
        st.integers(1, 3000),
    ),
)
def test_choice_always_between_minimum_and_all_in(choice, numbers):
    raise_to = _raise_to(choice, *numbers)
    min_raise_to, all_in_to = numbers[3], numbers[4]
    assert raise_to <= all_in_to
    assert raise_to >= min(min_raise_to, all_in_to)


# ---------------------------------------------------------------------------- heads-up match


def test_new_match_has_game_card_terms():
    match = HeadsUpMatch.new(seats=(3, 7))
    assert match.stacks == (100, 100)
    assert (match.small_blind, match.big_blind, match.max_hands) == (1, 2, 10)
    assert match.button == 3
    assert match.raise_choices == (RaiseChoice.HALF_POT, RaiseChoice.POT, RaiseChoice.ALL_IN)
    assert match.format is GameFormat.HEADS_UP
    assert not match.is_finished
    assert match.result is None


def test_button_alternates_every_hand():
    match = HeadsUpMatch.new(seats=(0, 1), button=1)
    buttons = []
    for _ in range(4):
        buttons.append(match.button)
        match = match.record_hand({0: 100, 1: 100})
    assert buttons == [1, 0, 1, 0]
    assert match.other_seat == 0


def test_match_ends_after_ten_hands_with_bigger_stack_winning():
    match = HeadsUpMatch.new()
    for hand in range(10):
        assert not match.is_finished
        assert match.hand_number == hand + 1
        match = match.record_hand({0: 100 + hand + 1, 1: 100 - hand - 1})
    assert match.is_finished
    assert match.hands_played == 10
    assert match.result == MatchResult(MatchOutcome.WIN, 0)


def test_equal_stacks_after_ten_hands_is_a_draw():
    match = HeadsUpMatch.new()
    for _ in range(10):
        match = match.record_hand({0: 100, 1: 100})
    assert match.result == MatchResult(MatchOutcome.DRAW, None)


def test_bust_ends_match_early():
    match = HeadsUpMatch.new(seats=(2, 5))
    match = match.record_hand({2: 150, 5: 50})
    match = match.record_hand({2: 0, 5: 200})
    assert match.is_finished
    assert match.hands_played == 2
    assert match.result == MatchResult(MatchOutcome.WIN, 5)
    assert match.stack(5) == 200


def test_record_after_finish_is_refused():
    match = HeadsUpMatch.new().record_hand({0: 200, 1: 0})
    with pytest.raises(ValueError, match="over"):
        match.record_hand({0: 200, 1: 0})


def test_record_refuses_chips_that_appear():
    with pytest.raises(ValueError, match="add up"):
        HeadsUpMatch.new().record_hand({0: 110, 1: 100})


def test_record_refuses_wrong_seats():
    with pytest.raises(ValueError, match="seats"):
        HeadsUpMatch.new().record_hand({0: 100, 2: 100})


def test_match_round_trips_through_json():
    match = HeadsUpMatch.new(seats=(4, 1), button=1).record_hand({4: 90, 1: 110})
    data = json.loads(json.dumps(match.to_dict()))
    assert HeadsUpMatch.from_dict(data) == match
    assert data["format"] == "heads_up"


def test_match_stacks_by_seat_feed_the_engine():
    match = HeadsUpMatch.new(seats=(4, 1))
    assert match.stacks_by_seat == {4: 100, 1: 100}


def test_match_rejects_same_seat_twice():
    with pytest.raises(ValueError, match="two different seats"):
        HeadsUpMatch.new(seats=(1, 1))


# ---------------------------------------------------------------------------- cash table


def test_cash_table_default_buy_in_limits():
    table = CashTable(small_blind=5, big_blind=10)
    assert (table.min_buy_in, table.max_buy_in) == (200, 1000)
    assert table.format is GameFormat.CASH


def test_cash_table_refuses_buy_in_outside_limits():
    table = CashTable(small_blind=1, big_blind=2)
    table.check_buy_in(40)
    table.check_buy_in(100, stack=100)
    with pytest.raises(InvalidAmount):
        table.check_buy_in(39)
    with pytest.raises(InvalidAmount):
        table.check_buy_in(150, stack=100)
    with pytest.raises(InvalidAmount):
        table.check_buy_in(0, stack=100)


def test_cash_table_round_trips():
    table = CashTable(small_blind=1, big_blind=2, ante=1, straddle=True, min_buy_in=50)
    assert CashTable.from_dict(json.loads(json.dumps(table.to_dict()))) == table


def test_cash_table_rejects_bad_blinds():
    with pytest.raises(ValueError, match="blinds"):
        CashTable(small_blind=3, big_blind=2)


# ---------------------------------------------------------------------------- blind schedule


def _schedule(unit: LevelUnit, antes_from: int | None) -> BlindSchedule:
    return BlindSchedule(
        levels=(
            BlindLevel(small_blind=10, big_blind=20, ante=2),
            BlindLevel(small_blind=20, big_blind=40, ante=5),
            BlindLevel(small_blind=40, big_blind=80, ante=10),
        ),
        unit=unit,
        length=5,
        antes_from=antes_from,
    )


@pytest.mark.parametrize(
    ("hands", "big_blind"), [(0, 20), (4, 20), (5, 40), (9, 40), (10, 80), (1000, 80)]
)
def test_levels_by_hands(hands, big_blind):
    assert _schedule(LevelUnit.HANDS, None).level_for(hands).big_blind == big_blind


@pytest.mark.parametrize(
    ("minutes", "big_blind"), [(0.0, 20), (4.99, 20), (5.0, 40), (14.0, 80), (600.0, 80)]
)
def test_levels_by_minutes_ignore_hands(minutes, big_blind):
    schedule = _schedule(LevelUnit.MINUTES, None)
    assert schedule.level_for(hands_played=999, minutes_elapsed=minutes).big_blind == big_blind


def test_antes_start_at_chosen_level():
    schedule = _schedule(LevelUnit.HANDS, antes_from=2)
    assert schedule.level_for(4).ante == 0
    assert schedule.level_for(5).ante == 5
    assert schedule.level_for(10).ante == 10


def test_no_antes_when_not_chosen():
    assert all(_schedule(LevelUnit.HANDS, None).level_for(h).ante == 0 for h in range(20))


def test_schedule_round_trips():
    schedule = _schedule(LevelUnit.MINUTES, antes_from=3)
    assert BlindSchedule.from_dict(json.loads(json.dumps(schedule.to_dict()))) == schedule


def test_default_schedule_rises_and_charges_antes_late():
    levels = DEFAULT_SIT_AND_GO_SCHEDULE.levels
    assert all(a.big_blind < b.big_blind for a, b in itertools.pairwise(levels))
    assert DEFAULT_SIT_AND_GO_SCHEDULE.level_for(0).ante == 0
    assert DEFAULT_SIT_AND_GO_SCHEDULE.level_for(30).ante > 0


def test_schedule_needs_a_level():
    with pytest.raises(ValueError, match="at least one level"):
        BlindSchedule(levels=())


# ---------------------------------------------------------------------------- prizes


@pytest.mark.parametrize(
    ("pool", "entrants", "expected"),
    [
        (400, 2, (400,)),
        (400, 4, (400,)),
        (500, 5, (325, 175)),
        (700, 7, (455, 245)),
        (800, 8, (400, 240, 160)),
        (1000, 10, (500, 300, 200)),
        (101, 5, (66, 35)),
        (999, 9, (500, 300, 199)),
        (0, 6, (0, 0)),
    ],
)
def test_prize_split(pool, entrants, expected):
    assert prize_split(pool, entrants) == expected


@given(pool=st.integers(0, 10**9), entrants=st.integers(2, 10))
def test_prize_split_sums_to_pool_in_place_order(pool, entrants):
    shares = prize_split(pool, entrants)
    assert sum(shares) == pool
    assert list(shares) == sorted(shares, reverse=True)


@pytest.mark.parametrize("entrants", [0, 1, 11])
def test_prize_split_refuses_bad_entrant_counts(entrants):
    with pytest.raises(ValueError, match="entrants"):
        prize_split(100, entrants)


def test_sit_and_go_pool_and_payouts():
    sng = SitAndGo(buy_in=50, starting_stack=1000)
    assert sng.prize_pool(9) == 450
    assert sng.payouts(9) == (225, 135, 90)
    assert sng.format is GameFormat.SIT_AND_GO
    assert SitAndGo.from_dict(json.loads(json.dumps(sng.to_dict()))) == sng


def _heads_up_hand(stacks=(100, 100)):
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    deck = Deck(random.Random(5))
    return HandState.start(config, {0: stacks[0], 1: stacks[1]}, button=0, deck=deck)


def test_raise_for_choice_preflop_from_the_button():
    hand = _heads_up_hand()
    assert raise_to_for_choice(RaiseChoice.HALF_POT, hand) == 4
    assert raise_to_for_choice(RaiseChoice.POT, hand) == 6
    assert raise_to_for_choice(RaiseChoice.ALL_IN, hand) == 100


def test_raise_for_choice_facing_a_raise():
    hand = _heads_up_hand()
    hand.apply(0, Action.raise_to(6))
    # Big blind: bet 2, faces 6; pot 8, call 4 -> pot after call 12; pot raise to 18.
    assert raise_to_for_choice(RaiseChoice.POT, hand) == 18
    assert raise_to_for_choice(RaiseChoice.HALF_POT, hand) == 12


def test_raise_for_choice_short_stack_becomes_all_in():
    hand = _heads_up_hand(stacks=(100, 10))
    hand.apply(0, Action.raise_to(6))
    assert raise_to_for_choice(RaiseChoice.POT, hand) == 10


def test_raise_for_choice_refuses_when_no_raise_allowed():
    hand = _heads_up_hand(stacks=(100, 10))
    hand.apply(0, Action.all_in())
    with pytest.raises(ActionNotAvailable):
        raise_to_for_choice(RaiseChoice.POT, hand)


def test_match_deals_hands_with_its_terms():
    match = HeadsUpMatch.new(seats=(3, 8), button=8)
    hand = match.start_hand(Deck(random.Random(2)))
    assert hand.config.structure is BettingStructure.NO_LIMIT
    assert (hand.config.small_blind, hand.config.big_blind, hand.config.ante) == (1, 2, 0)
    assert hand.bets == {3: 2, 8: 1}  # the button posts the small blind
    hand.apply(8, Action.fold())
    match = match.record_hand(hand.stacks)
    assert match.stacks == (101, 99)
    assert match.button == 3


def test_finished_match_deals_no_more_hands():
    match = HeadsUpMatch.new().record_hand({0: 200, 1: 0})
    with pytest.raises(ValueError, match="over"):
        match.start_hand(Deck(random.Random(2)))


def test_level_and_cash_table_hand_configs():
    level = DEFAULT_SIT_AND_GO_SCHEDULE.level_for(40)
    config = level.hand_config()
    assert (config.small_blind, config.big_blind, config.ante) == (75, 150, 15)
    config = CashTable(small_blind=5, big_blind=10, straddle=True).hand_config()
    assert config.straddle
    assert config.big_blind == 10


def test_voided_hand_does_not_count_as_one_of_the_ten():
    match = HeadsUpMatch.new(seats=(3, 8), button=8, max_hands=10)
    for _ in range(9):
        hand = match.start_hand(Deck(random.Random(5)))
        hand.apply(match.button, Action.fold())
        match = match.finish_hand(hand)
    assert (match.hands_played, match.button, match.stacks) == (9, 3, (101, 99))
    voided = match.start_hand(Deck(random.Random(6)))
    voided.apply(3, Action.raise_to(10))
    voided.void()
    match = match.finish_hand(voided)
    assert (match.hands_played, match.button, match.stacks) == (9, 3, (101, 99))
    assert not match.is_finished  # the misdeal is redealt: the tenth hand is still to come
    tenth = match.start_hand(Deck(random.Random(7)))
    assert tenth.bets == {8: 2, 3: 1}  # same button, same blinds as the voided hand
    tenth.apply(3, Action.fold())
    match = match.finish_hand(tenth)
    assert match.is_finished
    assert match.hands_played == 10
    assert match.result == MatchResult(MatchOutcome.DRAW, None)


def test_finish_hand_refuses_a_hand_still_running():
    match = HeadsUpMatch.new()
    hand = match.start_hand(Deck(random.Random(5)))
    with pytest.raises(ValueError, match="not over"):
        match.finish_hand(hand)
