"""Four finished hands for the export tests: a showdown, a fold, side pots, run it twice.

Each is played through the engine from a scripted deck, so the tests read real events.
"""

from __future__ import annotations

from holdem.actions import Action
from holdem.hand import HandState
from tests.holdem.scenario import config, deal

fold, check, call, all_in = Action.fold(), Action.check(), Action.call(), Action.all_in()
bet, raise_to = Action.bet, Action.raise_to

NAMES = {0: "Ann Lee", 1: "bob", 2: "Čeněk", 3: "dee"}


def finish(hand: HandState, *, muck: frozenset[int] = frozenset()) -> HandState:
    """Answer run-it-twice offers with yes and show (or muck) until the hand is over."""
    for _ in range(50):
        if hand.is_over:
            return hand
        pending = hand.run_twice_pending
        if pending:
            hand.answer_run_twice(pending[0], True)
            continue
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_actions(seat)
        if legal.can_show:
            hand.apply(seat, Action.muck() if seat in muck and legal.can_muck else Action.show())
        else:
            hand.apply(seat, Action.check() if legal.can_check else Action.call())
    raise AssertionError("the hand did not end")


def showdown_hand() -> HandState:
    """Three players: a raise, a call, a fold, bets on later streets, a showdown and a muck."""
    hand = deal(
        config(5, 10),
        {0: 1000, 1: 1000, 2: 1000},
        0,
        {0: "AhKh", 1: "QsQd", 2: "7c2d"},
        "Kd8c3s4h9c",
    )
    for seat, action in (
        (0, raise_to(30)),
        (1, call),
        (2, fold),
        (1, check),
        (0, bet(40)),
        (1, call),
        (1, check),
        (0, check),
        (1, bet(50)),
        (0, raise_to(150)),
        (1, call),
    ):
        hand.apply(seat, action)
    return finish(hand, muck=frozenset({1}))


def folded_hand() -> HandState:
    """A raise that everyone folds to: the uncalled part goes back, no cards are shown."""
    hand = deal(config(5, 10), {0: 500, 1: 500, 2: 500}, 2, {0: "9h9d", 1: "AcJs", 2: "5c4c"})
    for seat, action in ((2, raise_to(40)), (0, fold), (1, fold)):
        hand.apply(seat, action)
    return finish(hand)


def side_pot_hand() -> HandState:
    """Three stacks of different sizes all in before the flop: a main pot and a side pot."""
    hand = deal(
        config(5, 10),
        {0: 100, 1: 300, 2: 600, 3: 600},
        0,
        {0: "AsAd", 1: "KsKd", 2: "QsQd", 3: "8h3c"},
        "2c7d9hJcTs",
    )
    for seat, action in ((3, fold), (0, all_in), (1, all_in), (2, call)):
        hand.apply(seat, action)
    return finish(hand)


def run_twice_hand() -> HandState:
    """Heads-up all in on the flop, run twice: each run's board wins half the pot."""
    hand = HandState.start(
        config(5, 10),
        {0: 400, 1: 400},
        0,
        _deck(),
        run_it_twice=True,
    )
    for seat, action in ((0, call), (1, check), (1, bet(20)), (0, all_in), (1, call)):
        hand.apply(seat, action)
    return finish(hand)


def _deck():
    from holdem.cards import parse_cards
    from holdem.deck import Deck

    return Deck.scripted({0: parse_cards("AhAd"), 1: parse_cards("7s6s")}, parse_cards("8s5dKc"))


HANDS = {
    "showdown": showdown_hand,
    "folded": folded_hand,
    "side_pot": side_pot_hand,
    "run_twice": run_twice_hand,
}
