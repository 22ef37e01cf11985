"""Property tests: random legal play conserves chips, stays consistent, saves and restores."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from holdem.actions import Action, LegalActions
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street
from holdem.deck import Deck
from holdem.errors import IllegalAction
from holdem.hand import HandState


def _choices(legal: LegalActions) -> list[Action]:
    if legal.can_show:
        return [Action.show(), Action.muck()]
    options = [Action.fold(), Action.check() if legal.can_check else Action.call()]
    if legal.all_in_to is not None:
        options.append(Action.all_in())
    if legal.min_raise_to is not None and legal.max_raise_to is not None:
        make = Action.bet if legal.can_bet else Action.raise_to
        options += [
            make(legal.min_raise_to),
            make(legal.max_raise_to),
            make((legal.min_raise_to + legal.max_raise_to) // 2),
        ]
    return options


class RandomPlay(RuleBasedStateMachine):
    """Plays one random hand after another with random stakes, stacks and structures."""

    hand: HandState

    @initialize(
        structure=st.sampled_from(list(BettingStructure)),
        seats=st.lists(st.integers(0, 9), min_size=2, max_size=6, unique=True),
        stacks=st.lists(st.integers(1, 120), min_size=6, max_size=6),
        ante=st.sampled_from([0, 0, 1, 3]),
        ante_mode=st.sampled_from(list(AnteMode)),
        straddle=st.booleans(),
        seed=st.integers(0, 2**32),
    )
    def start(self, structure, seats, stacks, ante, ante_mode, straddle, seed):
        cfg = HandConfig(
            structure=structure,
            small_blind=1,
            big_blind=2,
            ante=ante,
            ante_mode=ante_mode,
            straddle=straddle,
        )
        self.start_stacks = dict(zip(seats, stacks, strict=False))
        self.total = sum(self.start_stacks.values())
        self.hand = HandState.start(cfg, self.start_stacks, seats[0], Deck(random.Random(seed)))
        self.snapshot = json.loads(self.hand.to_json())

    @precondition(lambda self: not self.hand.is_over)
    @rule(pick=st.integers(0, 10_000))
    def act(self, pick):
        legal = self.hand.legal_actions()
        options = _choices(legal)
        action = options[pick % len(options)]
        seat = self.hand.to_act
        assert seat is not None
        self.hand.apply(seat, action)

    @precondition(lambda self: not self.hand.is_over)
    @rule(
        amount=st.integers(-5, 400),
        kind=st.sampled_from(["bet", "raise", "check", "show"]),
        wrong_seat=st.booleans(),
    )
    def illegal_action_changes_nothing(self, amount, kind, wrong_seat):
        seat = self.hand.to_act
        assert seat is not None
        if wrong_seat:
            seat = next(s for s in [*self.hand.seats, 99] if s != seat)
        action = {
            "bet": Action.bet(amount),
            "raise": Action.raise_to(amount),
            "check": Action.check(),
            "show": Action.show(),
        }[kind]
        before = self.hand.to_dict()
        try:
            self.hand.verify(seat, action)
        except IllegalAction:
            with pytest.raises(IllegalAction, match=r"\w"):
                self.hand.apply(seat, action)
            assert self.hand.to_dict() == before

    @rule()
    def save_and_restore_continues_identically(self):
        saved = json.loads(json.dumps(self.hand.to_dict()))
        copy = HandState.from_dict(saved)
        assert copy == self.hand
        probe = random.Random(len(self.hand.history))
        original = self.hand
        for _ in range(3):
            if copy.is_over:
                break
            legal = copy.legal_actions()
            assert legal == original.legal_actions()
            action = probe.choice(_choices(legal))
            seat = copy.to_act
            assert seat is not None
            assert seat == original.to_act
            assert copy.apply(seat, action) == original.apply(seat, action)
        assert original == copy

    @precondition(lambda self: not self.hand.is_voided)
    @rule(cut=st.integers(0, 10_000))
    def the_deal_and_the_actions_since_bring_back_the_hand(self, cut):
        """Started again from its deal, then action by action, a hand comes back exactly."""
        hand = self.hand
        copy = HandState.from_dict(self.snapshot)
        for seat, action in hand.actions():
            copy.apply(seat, action)
        assert copy == hand
        assert copy.action_count == hand.action_count
        middle = cut % (hand.action_count + 1)
        later = HandState.from_dict(json.loads(copy.to_json()))
        assert later.actions() == hand.actions()  # a saved hand is its deal and its actions
        assert hand.actions(middle) == hand.actions()[middle:]

    @precondition(lambda self: not self.hand.is_over and len(self.hand.history) % 4 == 0)
    @rule()
    def misdeal(self):
        self.hand.void()
        assert self.hand.stacks == self.start_stacks

    @invariant()
    def chips_are_never_created_or_destroyed(self):
        hand = self.hand
        assert sum(hand.stacks.values()) + hand.total_pot == self.total
        if hand.is_over:
            assert hand.total_pot == 0
            assert sum(hand.result.net.values()) == 0

    @invariant()
    def one_seats_chips_agree_with_the_whole_tables(self):
        hand = self.hand
        folded = hand.folded
        for seat in hand.seats:
            chips = (hand.stacks[seat], hand.bets[seat], seat not in folded)
            assert hand.chips_of(seat) == chips
        assert hand.chips_of(99) is None
        assert hand.players_in == len(hand.seats) - len(folded)

    @invariant()
    def remembered_legal_actions_are_never_stale(self):
        """The memo of the last answer (kept from the moment before) is the answer now."""
        hand = self.hand
        remembered = () if hand._legal is None else (hand._legal[1],)  # asked before this step
        for seat in (*remembered, hand.to_act, *hand.seats):
            assert hand.legal_actions(seat) == hand._legal_now(seat, hand.to_act)
        hand.legal_actions()  # the next step starts with the actor's answer remembered

    @invariant()
    def no_stack_is_negative(self):
        assert all(chips >= 0 for chips in self.hand.stacks.values())
        assert all(bet >= 0 for bet in self.hand.bets.values())

    @invariant()
    def exactly_one_player_to_act_or_the_hand_is_over(self):
        hand = self.hand
        if hand.is_over:
            assert hand.to_act is None
            assert hand.street is Street.COMPLETE
        else:
            assert hand.to_act in hand.seats
            assert hand.to_act not in hand.folded
            assert hand.legal_actions().seat == hand.to_act
            others = [s for s in hand.seats if s != hand.to_act]
            assert all(
                hand.legal_actions(s) == LegalActions.nothing(s, hand.total_pot) for s in others
            )


RandomPlay.TestCase.settings = settings(
    max_examples=150,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestRandomPlay = RandomPlay.TestCase
