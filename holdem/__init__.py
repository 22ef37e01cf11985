"""holdem: the rules of Texas Hold'em as a small, pure, typed library.

Cards and a secure shuffle, a fast evaluator, the betting state machine (no-limit,
pot-limit, fixed-limit; blinds, antes, straddle; side pots, uncalled bets, odd chips,
showdown order), the table around it, the match formats, PHH hand histories, and all-in
equity (exact, or estimated by sampling).
No I/O, no clock, no logging: every step returns events.

>>> from holdem import HandConfig, HandState, BettingStructure, Deck, Action, parse_cards
>>> config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> deck = Deck.scripted([parse_cards("AsAd"), parse_cards("KcKh")], parse_cards("2c7d9hTsJd"))
>>> hand = HandState.start(config, {0: 100, 1: 100}, button=0, deck=deck)
>>> hand.to_act  # heads-up: the button posts the small blind and acts first
0
>>> _ = hand.apply(0, Action.all_in()); _ = hand.apply(1, Action.call())
>>> hand.is_over, hand.stacks[0], hand.stacks[1]  # the first hole cards go left of the button
(True, 0, 200)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street
from holdem.blinds import Deal, Post, next_deal
from holdem.cards import FULL_DECK, Card, Rank, Suit, format_cards, parse_cards
from holdem.deck import Deck
from holdem.equity import EquityResult, HandEquity, equity
from holdem.errors import (
    ActionNotAvailable,
    HoldemError,
    IllegalAction,
    InvalidAmount,
    InvalidNotation,
    NotYourTurn,
)
from holdem.evaluator import HandCategory, HandRank, best_five, evaluate
from holdem.hand import HandResult, HandState, PotResult, RabbitHunt
from holdem.match import (
    DEFAULT_SIT_AND_GO_SCHEDULE,
    BlindLevel,
    BlindSchedule,
    CashTable,
    GameFormat,
    HeadsUpMatch,
    LevelUnit,
    MatchOutcome,
    MatchResult,
    RaiseChoice,
    SitAndGo,
    choice_raise_to,
    prize_split,
    raise_to_for_choice,
)
from holdem.pots import Pot
from holdem.table import MAX_SEATS, TableState

if TYPE_CHECKING:
    from holdem.phh import HandHistory, Variant, dumps, dumps_many, loads, loads_many, replay

_LAZY = frozenset(
    {"HandHistory", "Variant", "dumps", "dumps_many", "loads", "loads_many", "replay"}
)
"""Names of :mod:`holdem.phh`, imported on first use: a program that only plays hands never
pays for the hand-history reader and writer (about a tenth of ``import holdem``)."""


def __getattr__(name: str) -> object:
    """Load :mod:`holdem.phh` the first time one of its names is asked of the package."""
    if name in _LAZY:
        value = getattr(importlib.import_module("holdem.phh"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'holdem' has no attribute {name!r}")


__all__ = [
    "DEFAULT_SIT_AND_GO_SCHEDULE",
    "FULL_DECK",
    "MAX_SEATS",
    "Action",
    "ActionKind",
    "ActionNotAvailable",
    "AnteMode",
    "BettingStructure",
    "BlindLevel",
    "BlindSchedule",
    "Card",
    "CashTable",
    "Deal",
    "Deck",
    "EquityResult",
    "GameFormat",
    "HandCategory",
    "HandConfig",
    "HandEquity",
    "HandHistory",
    "HandRank",
    "HandResult",
    "HandState",
    "HeadsUpMatch",
    "HoldemError",
    "IllegalAction",
    "InvalidAmount",
    "InvalidNotation",
    "LegalActions",
    "LevelUnit",
    "MatchOutcome",
    "MatchResult",
    "NotYourTurn",
    "Post",
    "Pot",
    "PotResult",
    "RabbitHunt",
    "RaiseChoice",
    "Rank",
    "SitAndGo",
    "Street",
    "Suit",
    "TableState",
    "Variant",
    "best_five",
    "choice_raise_to",
    "dumps",
    "dumps_many",
    "equity",
    "evaluate",
    "format_cards",
    "loads",
    "loads_many",
    "next_deal",
    "parse_cards",
    "prize_split",
    "raise_to_for_choice",
    "replay",
]
