"""The home-game shapes of a hand (RULES §14): run it twice, the bomb pot, the rabbit hunt.

Private part of :class:`holdem.hand.HandState`: a mixin over :class:`holdem._round.HandFields`
that holds the little state these options need and the dealing they do. The showdown
(:mod:`holdem._showdown`) asks the run-it-twice question and awards a pot run twice.

* **Run it twice** is offered only when the hand was started with ``run_it_twice=True``.
  Then, once betting is over with every player still in all-in (or all but one, who is
  covered) and the board not complete, the hand waits: every player still in is asked
  (:attr:`Runouts.run_twice_pending`) and answers with ``answer_run_twice``. All yes: the
  rest of the board is dealt twice from the same deck, burning before every street as
  usual (the first run, then the second); each pot is split in halves, the odd chip to the
  first run, and each half is won on its own board. One no: the board is dealt once.
* **Bomb pot**: ``bomb_pot=N`` at the start; every player dealt in posts an ante of N
  (all-in for less when short), no blinds, no pre-flop betting: the flop is dealt at once
  and the first betting round is the flop's, opened left of the button.
* **Rabbit hunt**: once a hand is over before the river, :meth:`Runouts.rabbit_hunt` shows
  the cards that would have come, after the same burns, from the same deck. It only reads
  a copy of the deck, so it can never change the result, and it is refused while the hand
  is live.

>>> from holdem.betting import BettingStructure, HandConfig
>>> from holdem.cards import parse_cards
>>> from holdem.deck import Deck
>>> from holdem.hand import HandState
>>> from holdem.actions import Action
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> deck = Deck.scripted([parse_cards("AsAh"), parse_cards("KsKh")])
>>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=1, deck=deck)
>>> _ = hand.apply(1, Action.fold())
>>> len(hand.rabbit_hunt().cards)
5
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from holdem._round import BOARD_SIZE, HandFields
from holdem.betting import Street
from holdem.cards import Card
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable
from holdem.events import AntePosted, BoardDealt, Event

__all__ = [
    "RabbitHunt",
    "Runouts",
    "check_shapes",
    "streets_after",
]

_STREETS_AFTER: dict[int, tuple[Street, ...]] = {
    0: (Street.FLOP, Street.TURN, Street.RIVER),
    3: (Street.TURN, Street.RIVER),
    4: (Street.RIVER,),
    5: (),
}


def streets_after(board_size: int) -> tuple[Street, ...]:
    """The streets still to deal after a board of ``board_size`` cards.

    >>> streets_after(3)
    (<Street.TURN: 'turn'>, <Street.RIVER: 'river'>)

    Raises:
        KeyError: for a size no board has between streets (1, 2, or more than 5).
    """
    return _STREETS_AFTER[board_size]


@dataclass(frozen=True, slots=True)
class RabbitHunt:
    """The cards a hand that ended early would have dealt: shown, never played.

    >>> from holdem.cards import parse_cards
    >>> hunt = RabbitHunt(parse_cards("2c7d9h"), parse_cards("TsJd"), (Street.TURN, Street.RIVER))
    >>> hunt.is_played, [str(c) for c in hunt.full_board]
    (False, ['2c', '7d', '9h', 'Ts', 'Jd'])
    """

    board: tuple[Card, ...]
    """The board as it was played when the hand ended."""
    cards: tuple[Card, ...]
    """The cards that would have come next (burns skipped), in dealing order."""
    streets: tuple[Street, ...]
    """The street each of :attr:`cards` would have been dealt on."""
    is_played: ClassVar[bool] = False
    """These cards were not played: they change no result and belong to no hand."""

    @property
    def full_board(self) -> tuple[Card, ...]:
        """The board as it would have been: the played cards, then the hunted ones."""
        return self.board + self.cards

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form (cards as text)."""
        return {
            "board": [str(c) for c in self.board],
            "cards": [str(c) for c in self.cards],
            "streets": [s.value for s in self.streets],
            "is_played": False,
        }


def check_shapes(bomb_pot: object, run_it_twice: object) -> None:
    """Refuse home-game options that make no sense, before a hand starts.

    Raises:
        ValueError: if ``bomb_pot`` is not a whole number of chips (0 for none) or
            ``run_it_twice`` is not True or False.
    """
    if not isinstance(bomb_pot, int) or isinstance(bomb_pot, bool) or bomb_pot < 0:
        raise ValueError("A bomb pot's ante is a whole number of chips (0 for no bomb pot).")
    if not isinstance(run_it_twice, bool):
        raise ValueError("Whether to offer running it twice is True or False.")


class Runouts(HandFields):
    """The state of the home-game options and the dealing they add (see the module)."""

    __slots__ = ("_asks", "_board2", "_bomb_ante", "_offer_twice", "_runs", "_votes")

    _bomb_ante: int
    """The bomb pot's ante; 0 for an ordinary hand."""
    _offer_twice: bool
    """Whether the players may be asked to run it twice."""
    _asks: list[int]
    """Positions asked to run it twice who have not answered; the hand waits while any are."""
    _runs: int
    """How many times the board is (being) run: 1, or 2 once everyone agreed."""
    _votes: list[tuple[int, bool]]
    """The answers given, in order: (seat, agreed)."""
    _board2: list[Card]
    """The second run's board (shared cards first); empty unless run twice."""

    def _init_shapes(self, bomb_pot: int, run_it_twice: bool) -> None:
        self._bomb_ante = bomb_pot
        self._offer_twice = run_it_twice
        self._asks = []
        self._runs = 1
        self._votes = []
        self._board2 = []

    def _post_bomb_antes(self, out: list[Event]) -> None:
        """Every player posts the bomb ante (all-in when short); no blinds, nothing to call."""
        stacks = self._stacks
        for p in range(self._n):
            amount = min(self._bomb_ante, stacks[p])
            stacks[p] -= amount
            self._antes[p] = amount
            out.append(AntePosted(self._seats[p], amount, stacks[p] == 0))
        self._opener = 0
        self._current_bet = 0

    def _deal_second_run(self, shared: int, out: list[Event]) -> None:
        """Deal the second board from the same deck: the shared cards, then burn and deal."""
        deck = self._deck
        board = self._board2 = list(self._board[:shared])
        for street in streets_after(shared):
            deck.burn()
            cards = tuple(deck.deal() for _ in range(BOARD_SIZE[street]))
            board.extend(cards)
            out.append(BoardDealt(street, cards, tuple(board), 2))

    # ------------------------------------------------------------------ reading

    @property
    def bomb_pot(self) -> int:
        """The ante every player posted for this bomb pot, or 0 for an ordinary hand."""
        return self._bomb_ante

    @property
    def run_twice_pending(self) -> tuple[int, ...]:
        """Seats asked to run it twice who have not answered yet; empty when nobody is asked.

        While it is not empty the hand waits: nobody is to act and no card is dealt until
        every seat here has said yes, or one has said no (a clock that runs out is a no).
        """
        if self._street is Street.COMPLETE:
            return ()
        return tuple(self._seats[p] for p in self._asks)

    @property
    def boards(self) -> tuple[tuple[Card, ...], ...]:
        """The board of each run: one board, or two when the hand was run twice."""
        if self._board2:
            return (tuple(self._board), tuple(self._board2))
        return (tuple(self._board),)

    def run_twice_answers(self) -> tuple[tuple[int, bool], ...]:
        """The run-it-twice answers given so far, in order, as (seat, agreed).

        They come after every action of the hand (the hand waits for them and ends once
        they are in), so a hand saved as its start and its actions is restored by applying
        its actions, then giving these answers again in order.
        """
        return tuple(self._votes)

    def rabbit_hunt(self) -> RabbitHunt:
        """The cards that would have come after a hand that ended before the river.

        They are dealt from a copy of the deck after the same burns, so the hand, its
        result and its deck stay exactly as they were.

        Raises:
            ActionNotAvailable: while the hand is live, for a voided hand, or when the whole
                board was dealt.
        """
        if self._street is not Street.COMPLETE:
            raise ActionNotAvailable("The hand is still being played: hunt the rabbit after it.")
        if self._voided:
            raise ActionNotAvailable("The hand was voided: there is no rabbit to hunt.")
        streets = streets_after(len(self._board))
        if not streets:
            raise ActionNotAvailable("The whole board was dealt: there is no rabbit to hunt.")
        deck = Deck.from_text(self._deck.to_text())
        cards: list[Card] = []
        dealt: list[Street] = []
        for street in streets:
            deck.burn()
            for _ in range(BOARD_SIZE[street]):
                cards.append(deck.deal())
                dealt.append(street)
        return RabbitHunt(tuple(self._board), tuple(cards), tuple(dealt))
