"""PHH export of hands run twice and bomb pots, replayed by PokerKit 0.7.7 (differential).

PokerKit writes a hand run twice as its ordinary actions followed by every run's board
lines in dealing order (``d db`` for the first run's streets, then the second's); it has
no line for the players' choice of how many runs, and its PHH reader always runs a board
once. So PokerKit replays our export here through its own reader, with its runout-count
automation turned off and the count (the number of boards our hand dealt) chosen when
PokerKit asks for it. A bomb pot is written as antes from everyone, no blinds, and the
empty pre-flop round PokerKit still plays (everyone able to act checks).
"""

from __future__ import annotations

import random

import pokerkit
import pytest

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.events import PotAwarded
from holdem.hand import HandState
from holdem.phh import HandHistory, dumps, loads

NL = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
_NO_RUNOUT_CHOICE = tuple(
    a
    for a in pokerkit.HandHistory.automations
    if a is not pokerkit.Automation.RUNOUT_COUNT_SELECTION
)


def pokerkit_replay(text: str, runs: int) -> pokerkit.State:
    """Replay PHH text with PokerKit's reader, choosing ``runs`` runouts when it asks."""
    history = pokerkit.HandHistory.loads(text, automations=_NO_RUNOUT_CHOICE)
    state = None
    for state, _ in history.state_actions:
        while state.can_select_runout_count():
            state.select_runout_count(runs)
    assert state is not None
    return state


def _odd_chips(hand: HandState) -> int:
    """Odd chips in the hand's splits: of a pot between winners, or into two runs.

    Where PokerKit's and our odd chips part (docs/RULES.md §13): PokerKit gives a pot's
    whole remainder to its first winner, and once the losing hands are killed it merges
    side pots whose contenders became the same before splitting them (between winners, and
    between the runs); we split each pot separately. Such a hand agrees on its total and,
    seat by seat, up to this many chips.
    """
    awards = [e for e in hand.history if isinstance(e, PotAwarded)]
    odd = sum(e.amount % len(e.winners) for e in awards)
    if len(hand.boards) == 2:
        totals: dict[int, int] = {}
        for award in awards:
            totals[award.pot_index] = totals.get(award.pot_index, 0) + award.amount
        odd += sum(total % 2 for total in totals.values())
    return odd


def _compare(hand: HandState, final: pokerkit.State, seed: int) -> bool:
    """Our finishing stacks against PokerKit's; True when they must agree chip for chip."""
    ours = [hand.stacks[seat] for seat in hand.seats]
    theirs = list(final.stacks)
    assert sum(theirs) == sum(ours), seed
    odd = _odd_chips(hand)
    assert all(abs(a - b) <= odd for a, b in zip(ours, theirs, strict=True)), (seed, ours, theirs)
    return odd == 0


def _play(seed: int, *, bomb: int, twice: bool) -> HandState:
    """A random no-limit hand with full stacks and random legal play (no antes but a bomb)."""
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    low = max(bomb + 1, 3)
    stacks = {seat: rng.randint(low, 150) for seat in rng.sample(range(10), count)}
    hand = HandState.start(
        NL, stacks, rng.choice(sorted(stacks)), Deck(random.Random(seed)),
        bomb_pot=bomb, run_it_twice=twice,
    )  # fmt: skip
    while not hand.is_over:
        pending = hand.run_twice_pending
        if pending:
            hand.answer_run_twice(pending[0], rng.random() < 0.85)
            continue
        legal = hand.legal_actions()
        assert legal.seat is not None
        if legal.can_show:
            hand.apply(legal.seat, Action.show())
            continue
        roll = rng.random()
        if legal.all_in_to is not None and roll < 0.35:
            action = Action.all_in()
        elif legal.min_raise_to is not None and roll < 0.5:
            to = legal.min_raise_to
            action = Action.bet(to) if legal.can_bet else Action.raise_to(to)
        elif roll < 0.92 or not legal.call_amount:
            action = Action.check() if legal.can_check else Action.call()
        else:
            action = Action.fold()
        hand.apply(legal.seat, action)
    return hand


def test_a_hand_run_twice_is_written_as_pokerkit_writes_it():
    """The same hand played in PokerKit and exported by it gives the same action lines."""
    deck = Deck.stacked(parse_cards("AsKsAhKh 2c7d8d9c2dJh2h3c 3dKd4s5s3h6h4cTc"))
    ours = HandState.start(NL, {0: 100, 1: 100}, 1, deck, run_it_twice=True)
    ours.apply(1, Action.all_in())
    ours.apply(0, Action.call())
    ours.answer_run_twice(1, True)
    ours.answer_run_twice(0, True)

    auto = pokerkit.Automation
    game = pokerkit.NoLimitTexasHoldem(
        (auto.ANTE_POSTING, auto.BET_COLLECTION, auto.BLIND_OR_STRADDLE_POSTING,
         auto.HOLE_CARDS_SHOWING_OR_MUCKING, auto.HAND_KILLING, auto.CHIPS_PUSHING,
         auto.CHIPS_PULLING),
        False, 0, (1, 2), 2, mode=pokerkit.Mode.CASH_GAME,
    )  # fmt: skip
    theirs = game((100, 100), 2)
    theirs.deal_hole("AsAh")
    theirs.deal_hole("KsKh")
    theirs.complete_bet_or_raise_to(100)
    theirs.check_or_call()
    theirs.select_runout_count(2)
    theirs.select_runout_count(2)
    steps = [
        ("2c", "7d8d9c"),
        ("2d", "Jh"),
        ("2h", "3c"),
        ("3d", "Kd4s5s"),
        ("3h", "6h"),
        ("4c", "Tc"),
    ]
    for burn, cards in steps:
        theirs.burn_card(burn)
        theirs.deal_board(cards)
    written = pokerkit.HandHistory.from_game_state(game, theirs)

    assert list(HandHistory.from_state(ours).actions) == written.actions
    assert list(theirs.stacks) == [100, 100]
    assert pokerkit_replay(dumps(HandHistory.from_state(ours)), 2).stacks == [100, 100]


@pytest.mark.parametrize("block", range(4))
def test_random_hands_run_twice_replay_to_the_same_stacks_in_pokerkit(block):
    twice = exact = 0
    for seed in range(block * 150, (block + 1) * 150):
        hand = _play(seed, bomb=0, twice=True)
        history = HandHistory.from_state(hand)
        text = dumps(history)
        assert loads(text) == history
        final = pokerkit_replay(text, len(hand.boards))
        if len(hand.boards) == 2:
            twice += 1
            exact += _compare(hand, final, seed)
        else:
            _compare(hand, final, seed)
    assert twice >= 20  # the block really ran boards twice
    assert exact >= twice // 3  # and many agree chip for chip (no odd chip to part them)


@pytest.mark.parametrize("block", range(3))
def test_random_bomb_pots_replay_to_the_same_stacks_in_pokerkit(block):
    exact = 0
    for seed in range(block * 150, (block + 1) * 150):
        bomb = random.Random(seed).choice([1, 2, 5, 10])
        hand = _play(seed, bomb=bomb, twice=seed % 3 == 0)
        text = dumps(HandHistory.from_state(hand))
        final = pokerkit_replay(text, len(hand.boards))
        exact += _compare(hand, final, seed)
    assert exact >= 100


def test_a_bomb_pot_is_written_with_antes_no_blinds_and_pre_flop_checks():
    deck = Deck.stacked(parse_cards("AsKsQsAhKhQh 2c7d8d9c"))
    hand = HandState.start(NL, {0: 100, 1: 100, 2: 100}, 2, deck, bomb_pot=5)
    hand.apply(0, Action.bet(10))
    hand.apply(1, Action.fold())
    hand.apply(2, Action.fold())
    history = HandHistory.from_state(hand)
    assert history.antes == (5, 5, 5)
    assert history.blinds_or_straddles == (0, 0, 0)
    assert history.actions == (
        "d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh",
        "p1 cc", "p2 cc", "p3 cc",
        "d db 7d8d9c", "p1 cbr 10", "p2 f", "p3 f",
    )  # fmt: skip
    assert pokerkit_replay(dumps(history), 1).stacks == [110, 95, 95]
