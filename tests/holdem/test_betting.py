"""Betting arithmetic and configuration."""

from __future__ import annotations

import pytest

from holdem.actions import Action, ActionKind
from holdem.betting import (
    BettingStructure,
    HandConfig,
    Street,
    cap_reached,
    limit_bet_size,
    min_raise_to,
    pot_limit_max_to,
)


def test_min_raise_is_current_bet_plus_the_larger_of_last_raise_and_min_bet():
    assert min_raise_to(current_bet=2, last_raise=0, min_bet=2, stack_total=500) == 4
    assert min_raise_to(current_bet=30, last_raise=20, min_bet=2, stack_total=500) == 50
    assert min_raise_to(current_bet=30, last_raise=20, min_bet=2, stack_total=41) == 41


def test_pot_limit_max_adds_the_pot_after_calling():
    # blinds 1/2, nobody in yet: 2 + (3 + 2) = 7
    assert pot_limit_max_to(current_bet=2, own_bet=0, pot=3, stack_total=100, min_to=4) == 7
    # a 10 pot, bet 10 to call: 10 + (20 + 10) = 40
    assert pot_limit_max_to(current_bet=10, own_bet=0, pot=20, stack_total=100, min_to=20) == 40
    assert pot_limit_max_to(current_bet=10, own_bet=0, pot=20, stack_total=33, min_to=20) == 33


def test_limit_sizes_double_on_turn_and_river():
    sizes = [
        limit_bet_size(s, 10) for s in (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
    ]
    assert sizes == [10, 10, 20, 20]


def test_cap():
    assert not cap_reached(3, 4)
    assert cap_reached(4, 4)
    assert not cap_reached(99, None)


def test_config_validation_and_round_trip():
    with pytest.raises(ValueError, match="Blinds"):
        HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=3, big_blind=2)
    with pytest.raises(ValueError, match="ante"):
        HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2, ante=-1)
    cfg = HandConfig(
        structure=BettingStructure.FIXED_LIMIT,
        small_blind=1,
        big_blind=2,
        raise_cap=None,
        uncapped_heads_up=True,
        straddle=True,
    )
    assert HandConfig.from_dict(cfg.to_dict()) == cfg


def test_action_values_and_text():
    assert Action.raise_to(60) == Action(ActionKind.RAISE, 60)
    assert str(Action.raise_to(60)) == "raise to 60"
    assert str(Action.all_in()) == "all-in"
    with pytest.raises(ValueError, match="whole number"):
        Action.from_dict({"kind": "bet", "amount": 2.5})
