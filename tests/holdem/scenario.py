"""Helpers for the scenario replays: scripted deals, moves, and checks after every street."""

from __future__ import annotations

from collections.abc import Mapping

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig, Street
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.hand import HandState

NL = BettingStructure.NO_LIMIT
PL = BettingStructure.POT_LIMIT
FL = BettingStructure.FIXED_LIMIT

fold, check, call, all_in = Action.fold(), Action.check(), Action.call(), Action.all_in()
show, muck = Action.show(), Action.muck()
bet, raise_to = Action.bet, Action.raise_to

BOARD = "Td8c6h4s3d"  # no straight or flush for any of the hole cards the scenarios deal


def config(sb: int = 1, bb: int = 2, structure: BettingStructure = NL, **kw: object) -> HandConfig:
    """A hand config; keywords as :class:`HandConfig`'s."""
    return HandConfig(structure=structure, small_blind=sb, big_blind=bb, **kw)  # type: ignore[arg-type]


def deal(
    cfg: HandConfig,
    stacks: Mapping[int, int],
    button: int,
    holes: Mapping[int, str],
    board: str = "",
    **forced: object,
) -> HandState:
    """Start a hand whose seats get exactly ``holes`` and whose board is ``board``.

    ``forced`` are :meth:`HandState.start`'s keywords (``straddle``, ``blinds``, ``dead``).
    """
    deck = Deck.scripted({s: parse_cards(holes[s]) for s in stacks}, parse_cards(board))
    return HandState.start(cfg, stacks, button, deck, **forced)  # type: ignore[arg-type]


def play(hand: HandState, *moves: tuple[int, Action]) -> None:
    """Apply the moves in order (each must be legal)."""
    for seat, action in moves:
        hand.apply(seat, action)


def check_down(hand: HandState, *seats: int, rounds: int = 1) -> None:
    """Every seat in ``seats`` checks, in that order, ``rounds`` times over."""
    for _ in range(rounds):
        play(hand, *((seat, check) for seat in seats))


def events_of(hand: HandState, kind: type) -> list:
    """The events of one kind in the hand's history, in order."""
    return [e for e in hand.history if isinstance(e, kind)]


def street_of(hand: HandState) -> Street:
    """The street, read through a call so that mypy does not keep a stale narrowing."""
    return hand.street


def expect(hand: HandState, street: Street, stacks: Mapping[int, int], pot: int) -> None:
    """After a street's betting: the street now dealt, every stack and the whole pot."""
    assert street_of(hand) is street
    assert hand.stacks == dict(stacks)
    assert hand.total_pot == pot
    assert sum(hand.stacks.values()) + pot == sum(hand.starting_stacks.values())
