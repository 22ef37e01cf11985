"""The deck: 52 cards shuffled by an injected random source and dealt like a live dealer.

The shuffle is Fisher-Yates driven by ``rng.randrange``; production passes nothing and gets
:class:`secrets.SystemRandom`, tests pass ``random.Random(seed)`` or build a stacked deck.
A deck is dealt from the top (the front of its order) and never reshuffled mid-hand.

>>> from holdem.cards import parse_cards
>>> deck = Deck.stacked(parse_cards("AsKd"))
>>> deck.deal(), deck.deal(), deck.remaining
(Card('As'), Card('Kd'), 50)
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence
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

    __slots__ = ("_cards", "_next", "_text")

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

    @classmethod
    def _of(cls, cards: list[Card]) -> Deck:
        deck = cls.__new__(cls)
        deck._cards = cards
        deck._next = 0
        deck._text = None
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
    def scripted(cls, holes: Sequence[Sequence[Card]], board: Sequence[Card] = ()) -> Deck:
        """Arrange a deck so that a live-dealer deal gives these hole cards and this board.

        ``holes[i]`` goes to the i-th player dealt to (the first is left of the button), one
        card at a time around the table; a card is burned before the flop, turn and river.
        A board shorter than five cards is completed from the unused cards.

        >>> from holdem.cards import parse_cards
        >>> deck = Deck.scripted([parse_cards("AsAh"), parse_cards("KsKh")], parse_cards("2c3c4c"))
        >>> [str(deck.deal()) for _ in range(4)]
        ['As', 'Ks', 'Ah', 'Kh']

        Raises:
            InvalidNotation: if a card appears twice or a hand is not two cards.
        """
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
