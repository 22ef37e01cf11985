"""Match formats as pure logic: the cash table, the heads-up ten-hand match, the sit-and-go.

Nothing here deals cards or moves chips inside a hand; that is :mod:`holdem.hand`. A format
only says what the next hand looks like (blinds, stacks, button) and what the hands so far
add up to (who won the match, which blind level is on, how the prize pool is split).

- :class:`CashTable`: blinds, ante and the buy-in limits of a cash table.
- :class:`HeadsUpMatch`: the game card of ``docs/RULES.md`` section 9 — two players, blinds
  1 and 2, stacks of 100, ten hands or until a bust; the bigger stack wins, equal stacks draw.
  Raises are one of three :class:`RaiseChoice` values, turned into an amount by
  :func:`raise_to_for_choice`.
- :class:`SitAndGo`: buy-in, starting stack and blind schedule of a one-table tournament.
  Its stakes (:class:`BlindSchedule` of :class:`BlindLevel`,
  :data:`DEFAULT_SIT_AND_GO_SCHEDULE`, :func:`prize_split`) live in :mod:`holdem.schedule`
  and are importable from here too.

Every value here is frozen and round-trips through plain (JSON-safe) dicts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum, unique

from holdem.betting import BettingStructure, HandConfig, RaiseChoice, choice_raise_to
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, InvalidAmount
from holdem.hand import HandState
from holdem.schedule import (
    DEFAULT_SIT_AND_GO_SCHEDULE,
    BlindLevel,
    BlindSchedule,
    JsonValue,
    LevelUnit,
    _int_field,
    _mapping,
    _seq_field,
    prize_split,
)

__all__ = [
    "DEFAULT_SIT_AND_GO_SCHEDULE",
    "BlindLevel",
    "BlindSchedule",
    "CashTable",
    "GameFormat",
    "HeadsUpMatch",
    "LevelUnit",
    "MatchOutcome",
    "MatchResult",
    "RaiseChoice",
    "SitAndGo",
    "choice_raise_to",
    "prize_split",
    "raise_to_for_choice",
]


@unique
class GameFormat(StrEnum):
    """The kinds of game a table can host."""

    CASH = "cash"
    """Players buy in and leave when they like; blinds never change."""
    HEADS_UP = "heads_up"
    """The game card's ten-hand match between two players (RULES.md section 9)."""
    SIT_AND_GO = "sit_and_go"
    """A one-table tournament with rising blinds and a prize pool (RULES.md section 10)."""


@unique
class MatchOutcome(StrEnum):
    """How a finished match ended."""

    WIN = "win"
    """One player finished with more chips."""
    DRAW = "draw"
    """Both players finished with the same stack."""


# --------------------------------------------------------------------------------------------
# Raise choices


def raise_to_for_choice(choice: RaiseChoice, state: HandState) -> int:
    """The total bet a heads-up raise choice makes for the player to act in ``state``.

    Reads the bet to match from the hand and the limits from its legal actions; see
    :func:`choice_raise_to` for the arithmetic and the clamping.

    >>> import random
    >>> config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    >>> hand = HandState.start(config, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
    >>> [raise_to_for_choice(choice, hand) for choice in RaiseChoice]
    [4, 6, 100]

    Raises:
        ActionNotAvailable: if nobody is to act or the actor may not bet or raise now.
    """
    raise_to = state.legal_actions().raise_choice_to(choice)
    if raise_to is None:
        raise ActionNotAvailable("You cannot raise now.", code="act.cannot_raise")
    return raise_to


# --------------------------------------------------------------------------------------------
# Cash table


@dataclass(frozen=True, slots=True, kw_only=True)
class CashTable:
    """The fixed terms of a cash table: blinds, ante and buy-in limits.

    >>> table = CashTable(small_blind=1, big_blind=2)
    >>> table.min_buy_in, table.max_buy_in
    (40, 200)
    >>> CashTable.from_dict(table.to_dict()) == table
    True
    """

    small_blind: int
    """The small blind."""
    big_blind: int
    """The big blind, also the smallest bet."""
    ante: int = 0
    """An ante from every player dealt in (0 for none)."""
    straddle: bool = False
    """Whether the player left of the big blind straddles (3+ players)."""
    min_buy_in: int = 0
    """The smallest buy-in; 0 means 20 big blinds."""
    max_buy_in: int = 0
    """The largest buy-in; 0 means 100 big blinds."""

    def __post_init__(self) -> None:
        """Check the blinds and fill in the default buy-in limits."""
        if not 0 < self.small_blind <= self.big_blind:
            raise ValueError("The blinds must be positive, the small one not above the big.")
        if self.ante < 0:
            raise ValueError("The ante cannot be negative.")
        if self.min_buy_in == 0:
            object.__setattr__(self, "min_buy_in", 20 * self.big_blind)
        if self.max_buy_in == 0:
            object.__setattr__(self, "max_buy_in", max(100 * self.big_blind, self.min_buy_in))
        if not 0 < self.min_buy_in <= self.max_buy_in:
            raise ValueError("The buy-in limits must be positive and in order.")

    @property
    def format(self) -> GameFormat:
        """Always :attr:`GameFormat.CASH`."""
        return GameFormat.CASH

    def hand_config(self) -> HandConfig:
        """The no-limit hand config of this table's stakes.

        >>> CashTable(small_blind=1, big_blind=2, ante=1).hand_config().ante
        1
        """
        return HandConfig(
            structure=BettingStructure.NO_LIMIT,
            small_blind=self.small_blind,
            big_blind=self.big_blind,
            ante=self.ante,
            straddle=self.straddle,
        )

    def check_buy_in(self, amount: int, stack: int = 0) -> None:
        """Refuse a buy-in (or top-up onto ``stack``) outside the table's limits.

        >>> CashTable(small_blind=1, big_blind=2).check_buy_in(10)
        Traceback (most recent call last):
        ...
        holdem.errors.InvalidAmount: The buy-in is 40 to 200 chips.

        Raises:
            InvalidAmount: if the amount is not positive or the total leaves the limits.
        """
        total = amount + stack
        if amount <= 0 or total < self.min_buy_in or total > self.max_buy_in:
            raise InvalidAmount(
                f"The buy-in is {self.min_buy_in} to {self.max_buy_in} chips.",
                code="amount.buy_in_range",
                n=self.min_buy_in,
                m=self.max_buy_in,
            )

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe dict of the terms."""
        return {
            "format": self.format.value,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "ante": self.ante,
            "straddle": self.straddle,
            "min_buy_in": self.min_buy_in,
            "max_buy_in": self.max_buy_in,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> CashTable:
        """The terms back from :meth:`to_dict`.

        Raises:
            ValueError: if a field is missing or of the wrong type.
        """
        return cls(
            small_blind=_int_field(data, "small_blind"),
            big_blind=_int_field(data, "big_blind"),
            ante=_int_field(data, "ante", 0),
            straddle=bool(data.get("straddle", False)),
            min_buy_in=_int_field(data, "min_buy_in", 0),
            max_buy_in=_int_field(data, "max_buy_in", 0),
        )


# --------------------------------------------------------------------------------------------
# Heads-up match


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The result of a finished heads-up match."""

    outcome: MatchOutcome
    """A win or a draw."""
    winner: int | None
    """The winning seat; None for a draw."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HeadsUpMatch:
    """The heads-up ten-hand match of the game card, between hands.

    The match starts with :meth:`new`; after every hand, :meth:`record_hand` returns the
    match with the final stacks recorded and the button moved to the other player. The
    engine plays each hand under :attr:`small_blind`/:attr:`big_blind` (no-limit, no ante);
    raises are offered as :class:`RaiseChoice` values.

    >>> match = HeadsUpMatch.new(seats=(0, 1), button=0)
    >>> match.stacks, match.button, match.is_finished
    ((100, 100), 0, False)
    >>> match = match.record_hand({0: 120, 1: 80})
    >>> match.hands_played, match.button
    (1, 1)
    >>> match = match.record_hand({0: 200, 1: 0})
    >>> match.is_finished, match.result
    (True, MatchResult(outcome=<MatchOutcome.WIN: 'win'>, winner=0))
    """

    seats: tuple[int, int]
    """The two players' seats."""
    stacks: tuple[int, int]
    """Chips of each of :attr:`seats` (same order) before the next hand."""
    button: int
    """The seat on the button (and the small blind) for the next hand."""
    hands_played: int = 0
    """Hands finished so far (voided hands do not count)."""
    max_hands: int = 10
    """The match ends after this many hands."""
    small_blind: int = 1
    """The small blind of every hand."""
    big_blind: int = 2
    """The big blind of every hand."""
    starting_stack: int = 100
    """Each player's stack at the start."""
    raise_choices: tuple[RaiseChoice, ...] = field(
        default=(RaiseChoice.HALF_POT, RaiseChoice.POT, RaiseChoice.ALL_IN)
    )
    """The raise sizes offered to the players."""

    def __post_init__(self) -> None:
        """Check that the seats, stacks and button fit together."""
        if len(self.seats) != 2 or self.seats[0] == self.seats[1]:
            raise ValueError("A heads-up match needs two different seats.")
        if len(self.stacks) != 2:
            raise ValueError("A heads-up match needs two stacks.")
        if self.button not in self.seats:
            raise ValueError("The button must be one of the two seats.")
        if any(stack < 0 for stack in self.stacks):
            raise ValueError("A stack cannot be negative.")

    @classmethod
    def new(
        cls,
        *,
        seats: tuple[int, int] = (0, 1),
        button: int | None = None,
        starting_stack: int = 100,
        max_hands: int = 10,
        small_blind: int = 1,
        big_blind: int = 2,
    ) -> HeadsUpMatch:
        """A match before its first hand; the button defaults to the first seat."""
        return cls(
            seats=seats,
            stacks=(starting_stack, starting_stack),
            button=seats[0] if button is None else button,
            max_hands=max_hands,
            small_blind=small_blind,
            big_blind=big_blind,
            starting_stack=starting_stack,
        )

    @property
    def format(self) -> GameFormat:
        """Always :attr:`GameFormat.HEADS_UP`."""
        return GameFormat.HEADS_UP

    def hand_config(self) -> HandConfig:
        """The config of every hand of the match: no-limit, the match's blinds, no ante."""
        return HandConfig(
            structure=BettingStructure.NO_LIMIT,
            small_blind=self.small_blind,
            big_blind=self.big_blind,
        )

    def start_hand(self, deck: Deck) -> HandState:
        """Deal the next hand of the match (the button posts the small blind).

        >>> import random
        >>> hand = HeadsUpMatch.new(seats=(2, 5), button=5).start_hand(Deck(random.Random(1)))
        >>> hand.button, hand.to_act, hand.bets
        (5, 5, {2: 2, 5: 1})

        Raises:
            ValueError: if the match is already over.
        """
        if self.is_finished:
            raise ValueError("The match is already over.")
        return HandState.start(self.hand_config(), self.stacks_by_seat, self.button, deck)

    @property
    def stacks_by_seat(self) -> dict[int, int]:
        """The stacks keyed by seat, as :meth:`HandState.start` takes them."""
        return dict(zip(self.seats, self.stacks, strict=True))

    def stack(self, seat: int) -> int:
        """The chips of one seat."""
        return self.stacks[self.seats.index(seat)]

    @property
    def other_seat(self) -> int:
        """The seat not on the button (the big blind)."""
        return self.seats[1] if self.button == self.seats[0] else self.seats[0]

    @property
    def is_finished(self) -> bool:
        """True after the last hand, or once a player has no chips."""
        return self.hands_played >= self.max_hands or 0 in self.stacks

    @property
    def hand_number(self) -> int:
        """The 1-based number of the next hand."""
        return self.hands_played + 1

    @property
    def result(self) -> MatchResult | None:
        """The result once finished (the bigger stack wins, equal stacks draw), else None."""
        if not self.is_finished:
            return None
        first, second = self.stacks
        if first == second:
            return MatchResult(MatchOutcome.DRAW, None)
        winner = self.seats[0] if first > second else self.seats[1]
        return MatchResult(MatchOutcome.WIN, winner)

    def record_hand(self, final_stacks: Mapping[int, int]) -> HeadsUpMatch:
        """The match after one more hand that ended with these stacks.

        Raises:
            ValueError: if the match is over, the seats differ, or chips appeared or vanished.
        """
        if self.is_finished:
            raise ValueError("The match is already over.")
        if set(final_stacks) != set(self.seats):
            raise ValueError("The final stacks must name exactly the two seats.")
        stacks = (final_stacks[self.seats[0]], final_stacks[self.seats[1]])
        if sum(stacks) != sum(self.stacks) or min(stacks) < 0:
            raise ValueError("The final stacks do not add up to the chips in play.")
        return replace(
            self, stacks=stacks, button=self.other_seat, hands_played=self.hands_played + 1
        )

    def finish_hand(self, hand: HandState) -> HeadsUpMatch:
        """The match after ``hand`` ended: recorded, or unchanged if it was voided.

        A voided hand (a misdeal) is not one of the match's hands: the stacks, the hand
        count and the button stay as they were, so the redeal is the same hand again.

        >>> import random
        >>> match = HeadsUpMatch.new(seats=(0, 1), button=0)
        >>> hand = match.start_hand(Deck(random.Random(1)))
        >>> _ = hand.void()
        >>> match.finish_hand(hand) == match
        True

        Raises:
            ValueError: if the hand is not over, is not this match's, or the match is over.
        """
        if not hand.is_over:
            raise ValueError("The hand is not over yet.")
        if set(hand.seats) != set(self.seats):
            raise ValueError("That hand was not dealt to this match's players.")
        if self.is_finished:
            raise ValueError("The match is already over.")
        if hand.is_voided:
            return self
        return self.record_hand(hand.stacks)

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe dict of the match."""
        return {
            "format": self.format.value,
            "seats": list(self.seats),
            "stacks": list(self.stacks),
            "button": self.button,
            "hands_played": self.hands_played,
            "max_hands": self.max_hands,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "starting_stack": self.starting_stack,
            "raise_choices": [choice.value for choice in self.raise_choices],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HeadsUpMatch:
        """The match back from :meth:`to_dict`.

        Raises:
            ValueError: if a field is missing or of the wrong type.
        """
        seats = tuple(int(str(seat)) for seat in _seq_field(data, "seats"))
        if len(seats) != 2:
            raise ValueError("A heads-up match needs two seats.")
        stacks = tuple(int(str(stack)) for stack in _seq_field(data, "stacks"))
        if len(stacks) != 2:
            raise ValueError("A heads-up match needs two stacks.")
        choices = data.get("raise_choices", [c.value for c in RaiseChoice])
        if not isinstance(choices, list | tuple):
            raise ValueError("'raise_choices' must be a list.")
        return cls(
            seats=(seats[0], seats[1]),
            stacks=(stacks[0], stacks[1]),
            button=_int_field(data, "button"),
            hands_played=_int_field(data, "hands_played", 0),
            max_hands=_int_field(data, "max_hands", 10),
            small_blind=_int_field(data, "small_blind", 1),
            big_blind=_int_field(data, "big_blind", 2),
            starting_stack=_int_field(data, "starting_stack", 100),
            raise_choices=tuple(RaiseChoice(str(choice)) for choice in choices),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class SitAndGo:
    """The terms of a sit-and-go: buy-in, starting stack, blind schedule, seats.

    >>> sng = SitAndGo(buy_in=100)
    >>> sng.prize_pool(6), sng.payouts(6)
    (600, (390, 210))
    >>> sng.level_for(hands_played=35)
    BlindLevel(small_blind=50, big_blind=100, ante=10)
    """

    buy_in: int
    """Chips each entrant pays from their bankroll; all of it goes to the prize pool."""
    starting_stack: int = 1500
    """Tournament chips each entrant starts with."""
    schedule: BlindSchedule = DEFAULT_SIT_AND_GO_SCHEDULE
    """The blind levels."""
    max_entrants: int = 10
    """Seats at the table (2-10)."""

    def __post_init__(self) -> None:
        """Check the terms."""
        if self.buy_in < 0 or self.starting_stack <= 0:
            raise ValueError("The buy-in cannot be negative and the stack must be positive.")
        if not 2 <= self.max_entrants <= 10:
            raise ValueError("A sit-and-go seats 2 to 10 players.")

    @property
    def format(self) -> GameFormat:
        """Always :attr:`GameFormat.SIT_AND_GO`."""
        return GameFormat.SIT_AND_GO

    def prize_pool(self, entrants: int) -> int:
        """The prize pool for this many entrants."""
        return self.buy_in * entrants

    def payouts(self, entrants: int) -> tuple[int, ...]:
        """Prizes for first, second, ... place (see :func:`prize_split`)."""
        return prize_split(self.prize_pool(entrants), entrants)

    def level_for(self, hands_played: int, minutes_elapsed: float = 0.0) -> BlindLevel:
        """The blind level on after so many hands or minutes."""
        return self.schedule.level_for(hands_played, minutes_elapsed)

    def to_dict(self) -> dict[str, JsonValue]:
        """A JSON-safe dict of the terms."""
        return {
            "format": self.format.value,
            "buy_in": self.buy_in,
            "starting_stack": self.starting_stack,
            "schedule": self.schedule.to_dict(),
            "max_entrants": self.max_entrants,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> SitAndGo:
        """The terms back from :meth:`to_dict`."""
        return cls(
            buy_in=_int_field(data, "buy_in"),
            starting_stack=_int_field(data, "starting_stack", 1500),
            schedule=BlindSchedule.from_dict(_mapping(data.get("schedule"), "schedule")),
            max_entrants=_int_field(data, "max_entrants", 10),
        )
