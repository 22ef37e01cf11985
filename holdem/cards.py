"""Ranks, suits and cards, with their text forms ("As", "Td") and the full deck.

A :class:`Card` is an ``int`` from 0 to 51 (``(rank - 2) * 4 + suit``) so that the
evaluator can index its tables with it directly; it still prints and parses as "As".

>>> Card("As").rank, Card("As").suit
(<Rank.ACE: 14>, <Suit.SPADES: 3>)
>>> parse_cards("AsKd 7c")
(Card('As'), Card('Kd'), Card('7c'))
>>> format_cards(parse_cards("AsKd"))
'AsKd'
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum, unique

from holdem.errors import InvalidNotation

__all__ = ["FULL_DECK", "Card", "Rank", "Suit", "format_cards", "parse_cards"]


@unique
class Rank(IntEnum):
    """A card rank; aces are high (the evaluator also plays them low in the wheel)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The one-character text form: "2"-"9", "T", "J", "Q", "K", "A"."""
        return _RANK_LETTERS[self - 2]

    @property
    def singular(self) -> str:
        """The English name of one card of this rank ("king")."""
        return _RANK_NAMES[self - 2]

    @property
    def plural(self) -> str:
        """The English name of several cards of this rank ("sixes")."""
        return "sixes" if self is Rank.SIX else _RANK_NAMES[self - 2] + "s"


@unique
class Suit(IntEnum):
    """A card suit; suits never rank against each other in Hold'em."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The one-character text form: "c", "d", "h" or "s"."""
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: "♣", "♦", "♥" or "♠"."""
        return "♣♦♥♠"[self]


_RANK_LETTERS = "23456789TJQKA"
_RANK_NAMES = (
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "jack", "queen", "king", "ace",
)  # fmt: skip


class Card(int):
    """One playing card: an ``int`` 0-51 that reads and prints as "As".

    ``Card("Td")`` parses text, ``Card(33)`` takes an index, and
    ``Card.of(Rank.TEN, Suit.DIAMONDS)`` builds one from its parts.

    >>> Card("Td") == Card.of(Rank.TEN, Suit.DIAMONDS) == Card(33)
    True
    >>> Card("Td").pretty
    'T♦'
    """

    __slots__ = ()

    def __new__(cls, value: int | str) -> Card:
        """Make a card from its index (0-51) or its two-character text."""
        if isinstance(value, str):
            return _parse_one(value)
        index = int(value)
        if not 0 <= index < 52:
            raise InvalidNotation(f"A card index must be 0 to 51, not {index}.")
        return _CARDS[index] if _CARDS else super().__new__(cls, index)

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        """The card of this rank and suit."""
        return _CARDS[(rank - 2) * 4 + suit]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse two characters such as "As" or "td" (rank letter, then suit letter)."""
        return _parse_one(text)

    @property
    def rank(self) -> Rank:
        """This card's rank."""
        return Rank((self >> 2) + 2)

    @property
    def suit(self) -> Suit:
        """This card's suit."""
        return Suit(self & 3)

    @property
    def pretty(self) -> str:
        """Rank letter and suit symbol ("A♠"), for players to read."""
        return _RANK_LETTERS[self >> 2] + "♣♦♥♠"[self & 3]

    def __str__(self) -> str:
        """The text form, rank then suit letter ("As")."""
        return _RANK_LETTERS[self >> 2] + "cdhs"[self & 3]

    def __repr__(self) -> str:
        """A repr that evaluates back to the card."""
        return f"Card('{self}')"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        """Pickle as the index, so copies come back as cards."""
        return (Card, (int(self),))


_CARDS: tuple[Card, ...] = ()
_CARDS = tuple(Card(i) for i in range(52))
_BY_TEXT = {str(c).lower(): c for c in _CARDS}

FULL_DECK: tuple[Card, ...] = _CARDS
"""All 52 cards, ordered by index (2c, 2d, 2h, 2s, 3c, ..., As)."""


def _parse_one(text: str) -> Card:
    card = _BY_TEXT.get(text.strip().lower())
    if card is None or len(text.strip()) != 2:
        raise InvalidNotation(f"{text!r} is not a card; write rank then suit, like 'As' or 'Td'.")
    return card


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse cards written together or apart: "AsKd7c", "As Kd 7c" or "As,Kd,7c".

    Raises:
        InvalidNotation: if the text is not a whole number of valid cards.
    """
    compact = "".join(ch for ch in text if not ch.isspace() and ch != ",")
    if len(compact) % 2:
        raise InvalidNotation(f"{text!r} is not a list of cards like 'AsKd7c'.")
    return tuple(_parse_one(compact[i : i + 2]) for i in range(0, len(compact), 2))


def format_cards(cards: Iterable[Card], sep: str = "") -> str:
    """Write cards in their text form, joined by ``sep`` ("AsKd" or "As Kd")."""
    return sep.join(str(c) for c in cards)
