"""The deck: 52 cards shuffled by an injected random source and dealt like a live dealer.

The shuffle is Fisher-Yates driven by ``rng.randrange``; production passes nothing and gets
:class:`secrets.SystemRandom`, tests pass ``random.Random(seed)`` or build a stacked deck.
A deck is dealt from the top (the front of its order) and never reshuffled mid-hand; it
serves one hand only (:meth:`Deck.deal_hole_cards` refuses a deck that has dealt a card), so
the redeal after a misdeal always gets a fresh shuffle.

>>> from holdem.cards import parse_cards
>>> deck = Deck.stacked(parse_cards("AsKd"))
>>> deck.deal(), deck.deal(), deck.remaining
(Card('As'), Card('Kd'), 50)
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Mapping, Sequence
from typing import cast

from holdem.cards import FULL_DECK, Card
from holdem.errors import InvalidNotation

__all__ = ["Deck"]

_BY_TEXT: dict[str | int, Card] = {str(c): c for c in FULL_DECK}
_TEXT: dict[Card, str] = {c: str(c) for c in FULL_DECK}


class Deck:
    """An ordered pack of cards dealt from the top; shuffled once when made.

    >>> import random
    >>> len(Deck(random.Random(7)).to_list())
    52
    """

    __slots__ = ("_cards", "_next", "_script", "_text")

    def __init__(self, rng: random.Random | None = None) -> None:
        """Shuffle a full deck with Fisher-Yates, using ``rng`` (cryptographic by default)."""
        source = rng if rng is not None else secrets.SystemRandom()
        cards = list(FULL_DECK)
        for i in range(len(cards) - 1, 0, -1):
            j = source.randrange(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        self._cards: list[Card] = cards
        self._next = 0
        self._text: str | None = None
        self._script: tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]] | None = None

    @classmethod
    def _of(cls, cards: list[Card]) -> Deck:
        deck = cls.__new__(cls)
        deck._cards = cards
        deck._next = 0
        deck._text = None
        deck._script = None
        return deck

    @classmethod
    def stacked(cls, cards: Iterable[Card]) -> Deck:
        """A deck that deals exactly ``cards`` first, then the unused cards in index order.

        >>> Deck.stacked([Card("2c")]).deal()
        Card('2c')

        Raises:
            InvalidNotation: if a card appears twice.
        """
        top = list(cards)
        if len(set(top)) != len(top):
            raise InvalidNotation("A stacked deck cannot hold the same card twice.")
        used = set(top)
        return cls._of(top + [c for c in FULL_DECK if c not in used])

    @classmethod
    def scripted(
        cls,
        holes: Mapping[int, Sequence[Card]] | Sequence[Sequence[Card]],
        board: Sequence[Card] = (),
    ) -> Deck:
        """Arrange a deck so that a live-dealer deal gives these hole cards and this board.

        ``holes`` maps each seat to its two hole cards: the deck is arranged for the seats'
        dealing order when the hand deals (:meth:`deal_hole_cards`), one card at a time from
        the left of the button. (A sequence is also taken: ``holes[i]`` goes to the i-th
        player dealt to, the first left of the button.) A card is burned before the flop,
        turn and river; a board shorter than five cards is completed from the unused cards.

        >>> from holdem.cards import parse_cards
        >>> deck = Deck.scripted({7: parse_cards("AsAh"), 3: parse_cards("KsKh")})
        >>> deck.deal_hole_cards((7, 3))
        [(Card('As'), Card('Ah')), (Card('Ks'), Card('Kh'))]
        >>> deck = Deck.scripted([parse_cards("AsAh"), parse_cards("KsKh")], parse_cards("2c3c4c"))
        >>> [str(deck.deal()) for _ in range(4)]
        ['As', 'Ks', 'Ah', 'Kh']

        Raises:
            InvalidNotation: if a card appears twice, a hand is not two cards, a seat is not
                0-9 or the board is longer than five cards.
        """
        if isinstance(holes, Mapping):
            if any(not isinstance(s, int) or not 0 <= s <= 9 for s in holes):
                raise InvalidNotation("Hole cards are given by seat, 0 to 9.")
            by_seat = {seat: tuple(cards) for seat, cards in holes.items()}
            deck = cls._arranged([by_seat[s] for s in sorted(by_seat)], board)
            deck._script = (by_seat, tuple(board))
            return deck
        return cls._arranged(holes, board)

    @classmethod
    def _arranged(cls, holes: Sequence[Sequence[Card]], board: Sequence[Card]) -> Deck:
        """The scripted deck for hole cards in dealing order."""
        if any(len(hole) != 2 for hole in holes) or len(board) > 5:
            raise InvalidNotation("Each player gets two hole cards; the board is at most five.")
        named = [c for hole in holes for c in hole] + list(board)
        if len(set(named)) != len(named):
            raise InvalidNotation("A scripted deck cannot hold the same card twice.")
        used = set(named)
        spare = iter([c for c in FULL_DECK if c not in used])
        order: list[Card] = [hole[0] for hole in holes] + [hole[1] for hole in holes]
        board_cards = list(board)
        for street_size in (3, 1, 1):
            order.append(next(spare))  # the burn card
            for _ in range(street_size):
                order.append(board_cards.pop(0) if board_cards else next(spare))
        order.extend(spare)
        return cls._of(order)

    @property
    def is_fresh(self) -> bool:
        """Whether no card has been dealt from this deck yet (a new hand may use it).

        >>> deck = Deck.stacked([Card("2c")])
        >>> before = deck.is_fresh
        >>> before, deck.deal(), deck.is_fresh
        (True, Card('2c'), False)
        """
        return self._next == 0

    def deal_hole_cards(self, seats: Sequence[int]) -> list[tuple[Card, ...]]:
        """Deal two hole cards to each of ``seats`` (in dealing order), one at a time around.

        Only a fresh deck deals a hand: a deck is never used for two hands (the redeal
        after a misdeal needs a fresh shuffle). A deck scripted by seat is arranged here
        for this dealing order.

        >>> import random
        >>> deck = Deck(random.Random(1))
        >>> len(deck.deal_hole_cards((4, 0))), deck.remaining
        (2, 48)
        >>> deck.deal_hole_cards((4, 0))
        Traceback (most recent call last):
        ...
        ValueError: A hand is dealt from a fresh shuffle: this deck was dealt from.

        Raises:
            ValueError: if a card was already dealt, or the seats are not the scripted ones.
        """
        if self._next:
            raise ValueError("A hand is dealt from a fresh shuffle: this deck was dealt from.")
        script = self._script
        if script is not None:
            by_seat, board = script
            if sorted(seats) != sorted(by_seat):
                raise ValueError(
                    f"The deck is scripted for seats {sorted(by_seat)}, not {sorted(seats)}."
                )
            self._cards = Deck._arranged([by_seat[s] for s in seats], board)._cards
            self._text = None
        n = len(seats)
        cards = self._cards
        self._next = 2 * n
        return [(cards[i], cards[n + i]) for i in range(n)]

    def deal(self) -> Card:
        """Deal the top card.

        >>> Deck.stacked([Card("7h")]).deal()
        Card('7h')

        Raises:
            IndexError: if the deck is empty.
        """
        card = self._cards[self._next]
        self._next += 1
        return card

    def burn(self) -> Card:
        """Burn (discard face down) the top card and return it.

        >>> deck = Deck.stacked([Card("2c"), Card("7h")])
        >>> deck.burn(), deck.deal()
        (Card('2c'), Card('7h'))
        """
        return self.deal()

    @property
    def remaining(self) -> int:
        """How many cards are left to deal."""
        return len(self._cards) - self._next

    def to_list(self) -> list[str]:
        """The undealt cards in dealing order, as text, for saving.

        >>> Deck.stacked([Card("2c"), Card("7h")]).to_list()[:2]
        ['2c', '7h']
        """
        text = _TEXT
        return [text[c] for c in self._cards[self._next :]]

    def to_text(self) -> str:
        """The undealt cards in dealing order as one string of two-letter cards, for saving.

        The text of the whole order is built once (the order never changes, only the
        dealing position moves), so saving a hand again costs a slice.

        >>> deck = Deck.stacked([Card("2c"), Card("Th")])
        >>> deck.to_text()[:4], deck.deal(), deck.to_text()[:2], len(deck.to_text())
        ('2cTh', Card('2c'), 'Th', 102)
        """
        text = self._text
        if text is None:
            text = self._text = "".join([_TEXT[c] for c in self._cards])
        return text[2 * self._next :]

    @classmethod
    def from_text(cls, text: str) -> Deck:
        """Rebuild a deck from :meth:`to_text`, top card first.

        >>> Deck.from_text("Ah2c").deal()
        Card('Ah')

        Raises:
            InvalidNotation: if the text is not a whole number of known cards.
        """
        if len(text) % 2:
            raise InvalidNotation(f"Not a deck: {text!r}.")
        by_text = _BY_TEXT
        cards = [by_text.get(text[i : i + 2]) for i in range(0, len(text), 2)]
        if None in cards:
            return cls._of([Card(text[i : i + 2]) for i in range(0, len(text), 2)])
        return cls._of(cast(list[Card], cards))

    @classmethod
    def from_list(cls, cards: Iterable[str | int]) -> Deck:
        """Rebuild a deck from :meth:`to_list` (card text or indices), top card first.

        >>> Deck.from_list(["Ah", "2c"]).deal()
        Card('Ah')
        """
        by_text = _BY_TEXT
        return cls._of([by_text[c] if c in by_text else Card(c) for c in cards])

    def __eq__(self, other: object) -> bool:
        """Two decks are equal when their undealt cards come in the same order."""
        if not isinstance(other, Deck):
            return NotImplemented
        return self._cards[self._next :] == other._cards[other._next :]

    def __repr__(self) -> str:
        """Show how many cards are left, never which."""
        return f"<Deck remaining={self.remaining}>"
