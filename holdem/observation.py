"""What one seat can see of a hand: :class:`Observation`, built by ``HandState.observe(seat)``.

A computer player (and any view of the table for one player) must decide from exactly what
a human in that seat sees (RULES §15): their own two cards and the public table. The record
here holds nothing else. Its only card fields are the seat's own ``hole`` cards and the
``board``; the history it carries is the public part of the hand's events (forced bets and
actions, with their seats and streets), never :class:`~holdem.events.HoleCardsDealt` of
anyone else. Everything is frozen, so an observation can be kept, compared and hashed.

>>> import random
>>> from holdem.betting import BettingStructure, HandConfig
>>> from holdem.deck import Deck
>>> from holdem.hand import HandState
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
>>> view = hand.observe(0)
>>> view.hole == hand.hole_cards(0), view.to_act, view.legal.call_amount
(True, 0, 1)
>>> [(post.seat, post.kind, post.amount) for post in view.posts]
[(0, 'small', 1), (1, 'big', 2)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from holdem.actions import Action, LegalActions
from holdem.betting import HandConfig, Street
from holdem.cards import Card
from holdem.events import ActionTaken, AntePosted, BlindPosted, BoardDealt
from holdem.pots import Pot

if TYPE_CHECKING:
    from holdem.hand import HandState

__all__ = ["ActionRecord", "Observation", "PostRecord", "SeatRecord", "observe_hand"]


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatRecord:
    """The public facts of one seat dealt in."""

    seat: int
    """The seat number."""
    starting_stack: int
    """Chips at the start of the hand, before antes and blinds."""
    stack: int
    """Chips behind, not yet bet."""
    bet: int
    """This round's bet, not yet in the pot."""
    in_hand: bool
    """The player has not folded."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PostRecord:
    """A forced bet posted at the start of the hand (ante, blind or straddle)."""

    seat: int
    """Who posted it."""
    kind: str
    """``"ante"`` (any dead money: an ante, a missed small blind posted dead), or the
    blind's name: ``"small"``, ``"big"`` (a player posting to come in posts one too) or
    ``"straddle"``. A dead small blind (its player gone) is simply not posted."""
    amount: int
    """Chips posted."""
    is_all_in: bool
    """The post took the player's last chip."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ActionRecord:
    """One betting action taken so far, with its street."""

    street: Street
    """The street it was taken on."""
    seat: int
    """Who took it."""
    action: Action
    """What it was (a bet or raise as its round total)."""
    amount_added: int
    """Chips it put in."""
    bet_to: int
    """The player's bet in the round after it."""
    is_all_in: bool
    """It put the player all-in."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Observation:
    """Everything one seat may know about the hand at this moment, and nothing else."""

    seat: int
    """The seat observing."""
    hole: tuple[Card, ...]
    """The observing seat's own hole cards."""
    config: HandConfig
    """Stakes and structure: blinds, antes, straddle, limits."""
    button: int
    """The button's seat (with three players or more, maybe nobody's: a dead button)."""
    order: tuple[int, ...]
    """Seats dealt in, in deal order (first left of the button, the button's seat last
    when it is dealt in)."""
    players: tuple[SeatRecord, ...]
    """Each seat dealt in, in deal order."""
    street: Street
    """The current street."""
    board: tuple[Card, ...]
    """The community cards so far."""
    pots: tuple[Pot, ...]
    """Main and side pots collected so far (this round's bets not included)."""
    total_pot: int
    """Every chip in the middle, this round's bets included."""
    current_bet: int
    """The bet to match in this round."""
    to_act: int | None
    """The seat to act now, or None when the hand is over."""
    posts: tuple[PostRecord, ...]
    """Antes, blinds and straddle posted, in order."""
    actions: tuple[ActionRecord, ...]
    """Every betting action so far, in order."""
    legal: LegalActions
    """What the observing seat may do now (nothing, when it is not its turn)."""

    def player(self, seat: int) -> SeatRecord:
        """The public record of ``seat``.

        Raises:
            KeyError: if that seat is not dealt in.
        """
        for record in self.players:
            if record.seat == seat:
                return record
        raise KeyError(seat)


def observe_hand(hand: HandState, seat: int) -> Observation:
    """Build what ``seat`` sees of ``hand`` now (the body of ``HandState.observe``).

    Raises:
        KeyError: if the seat is not dealt in.
    """
    hole = hand.hole_cards(seat)
    posts: list[PostRecord] = []
    actions: list[ActionRecord] = []
    street = Street.PREFLOP
    for event in hand.history:
        if isinstance(event, ActionTaken):
            actions.append(
                ActionRecord(
                    street=street,
                    seat=event.seat,
                    action=event.action,
                    amount_added=event.amount_added,
                    bet_to=event.bet_to,
                    is_all_in=event.is_all_in,
                )
            )
        elif isinstance(event, BoardDealt):
            street = event.street
        elif isinstance(event, BlindPosted):
            posts.append(
                PostRecord(
                    seat=event.seat,
                    kind=event.blind.value,
                    amount=event.amount,
                    is_all_in=event.is_all_in,
                )
            )
        elif isinstance(event, AntePosted):
            posts.append(
                PostRecord(
                    seat=event.seat, kind="ante", amount=event.amount, is_all_in=event.is_all_in
                )
            )
    starting = hand.starting_stacks
    folded = hand.folded
    players = []
    for s in hand.seats:
        stack, bet, _ = hand.chips_of(s) or (0, 0, False)
        players.append(
            SeatRecord(
                seat=s,
                starting_stack=starting[s],
                stack=stack,
                bet=bet,
                in_hand=s not in folded,
            )
        )
    return Observation(
        seat=seat,
        hole=tuple(hole),
        config=hand.config,
        button=hand.button,
        order=hand.seats,
        players=tuple(players),
        street=hand.street,
        board=hand.board,
        pots=hand.pots,
        total_pot=hand.total_pot,
        current_bet=hand.current_bet,
        to_act=hand.to_act,
        posts=tuple(posts),
        actions=tuple(actions),
        legal=hand.legal_actions(seat),
    )
