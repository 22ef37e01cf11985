"""Betting structures and their arithmetic: minimum raises, the pot-limit maximum, limit sizes.

The state machine in :mod:`holdem.hand` keeps, per betting round, the bet every live player
must match (``current_bet``), the size of the largest full bet or raise so far
(``last_raise``, 0 before anyone bets) and how many bets and raises were made. From these:

* the minimum raise is *to* ``current_bet + max(last_raise, min_bet)``, where ``min_bet`` is
  the big blind (or, in fixed limit, the small or big bet of the street);
* the pot-limit maximum is *to* ``current_bet + (pot + all bets + amount to call)``, i.e.
  ``2 * current_bet - own_bet + pot_including_bets``;
* fixed limit allows exactly one size, the minimum, and a cap on the number of bets.

Both are clipped to what the player has (an all-in for less is always allowed).

>>> min_raise_to(current_bet=20, last_raise=20, min_bet=10, stack_total=1000)
40
>>> pot_limit_max_to(current_bet=20, own_bet=0, pot=30, stack_total=1000, min_to=40)
70
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum, unique

__all__ = [
    "AnteMode",
    "BettingStructure",
    "HandConfig",
    "RaiseChoice",
    "Street",
    "cap_reached",
    "choice_raise_to",
    "limit_bet_size",
    "min_raise_to",
    "pot_limit_max_to",
]


@unique
class BettingStructure(StrEnum):
    """How much a player may bet or raise."""

    NO_LIMIT = "no_limit"
    """Any amount from the minimum raise up to the whole stack."""
    POT_LIMIT = "pot_limit"
    """Up to the size of the pot after calling."""
    FIXED_LIMIT = "fixed_limit"
    """Exactly one unit: the small bet on the first two rounds, the big bet later; capped."""


@unique
class AnteMode(StrEnum):
    """Who posts the ante."""

    EVERY_PLAYER = "every_player"
    """Each player dealt in posts ``ante``."""
    BIG_BLIND = "big_blind"
    """The big blind posts one ante for the whole table: ``ante`` once, whatever the number
    dealt in (after the blind; a short stack posts what it has left)."""


@unique
class RaiseChoice(StrEnum):
    """A raise size worked out from the pot: the heads-up match's three sizes.

    Not an action but an amount: the raise it makes is an :class:`~holdem.actions.ActionKind`
    RAISE, BET or ALL_IN. The card room's ½ pot and pot buttons use the same arithmetic.
    """

    HALF_POT = "half_pot"
    """The current bet plus half of the pot after calling."""
    POT = "pot"
    """The current bet plus the pot after calling."""
    ALL_IN = "all_in"
    """The whole stack."""


@unique
class Street(StrEnum):
    """The stage a hand is in; the first four are betting rounds."""

    PREFLOP = "preflop"
    """Hole cards dealt, no board yet."""
    FLOP = "flop"
    """Three board cards."""
    TURN = "turn"
    """The fourth board card."""
    RIVER = "river"
    """The fifth board card."""
    SHOWDOWN = "showdown"
    """Betting is over; players still to decide show or muck."""
    COMPLETE = "complete"
    """The hand is over (won, split or voided)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandConfig:
    """The stakes and structure of a hand: blinds, antes, straddle, betting limits.

    >>> HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2).ante
    0

    Raises:
        ValueError: on amounts that make no sense (a small blind above the big blind, say).
    """

    structure: BettingStructure
    """No-limit, pot-limit or fixed-limit."""
    small_blind: int
    """The small blind."""
    big_blind: int
    """The big blind; also the minimum bet (and the small bet in fixed limit)."""
    ante: int = 0
    """The ante per player dealt in (0 for none)."""
    ante_mode: AnteMode = AnteMode.EVERY_PLAYER
    """Whether every player posts the ante, or the big blind posts it for everyone."""
    straddle: bool = False
    """With 3+ players dealt in, the player left of the big blind posts twice the big blind."""
    raise_cap: int | None = 4
    """Fixed limit: bets per round, the opening bet or big blind counting as the first."""
    uncapped_heads_up: bool = False
    """Fixed limit: no cap while only two players are left in the hand."""

    def __post_init__(self) -> None:
        """Refuse impossible stakes early, with a plain message."""
        if not 0 < self.small_blind <= self.big_blind:
            raise ValueError("Blinds must satisfy 0 < small blind <= big blind.")
        if self.ante < 0:
            raise ValueError("The ante cannot be negative.")
        if self.raise_cap is not None and self.raise_cap < 2:
            raise ValueError("The raise cap must allow at least a bet and a raise.")

    @property
    def straddle_amount(self) -> int:
        """The size of a straddle: twice the big blind.

        >>> HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2,
        ...            straddle=True).straddle_amount
        4
        """
        return 2 * self.big_blind

    def to_dict(self) -> dict[str, str | int | bool | None]:
        """A JSON-safe form.

        >>> HandConfig.from_dict(HandConfig(structure=BettingStructure.POT_LIMIT,
        ...     small_blind=1, big_blind=2).to_dict()).structure
        <BettingStructure.POT_LIMIT: 'pot_limit'>
        """
        return {
            "structure": self.structure.value,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "ante": self.ante,
            "ante_mode": self.ante_mode.value,
            "straddle": self.straddle,
            "raise_cap": self.raise_cap,
            "uncapped_heads_up": self.uncapped_heads_up,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HandConfig:
        """Rebuild a config from :meth:`to_dict`.

        >>> HandConfig.from_dict({"structure": "no_limit", "small_blind": 5,
        ...                       "big_blind": 10}).big_blind
        10

        Raises:
            ValueError: if a field is missing its type or value.
        """
        cap = data.get("raise_cap", 4)
        return cls(
            structure=BettingStructure(str(data["structure"])),
            small_blind=_int(data["small_blind"]),
            big_blind=_int(data["big_blind"]),
            ante=_int(data.get("ante", 0)),
            ante_mode=AnteMode(str(data.get("ante_mode", AnteMode.EVERY_PLAYER.value))),
            straddle=bool(data.get("straddle", False)),
            raise_cap=None if cap is None else _int(cap),
            uncapped_heads_up=bool(data.get("uncapped_heads_up", False)),
        )


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"Expected a whole number of chips, not {value!r}.")
    return value


def min_raise_to(*, current_bet: int, last_raise: int, min_bet: int, stack_total: int) -> int:
    """The smallest legal bet or raise, as a round total, clipped to the player's chips.

    ``stack_total`` is the player's stack plus what they already bet this round.

    >>> min_raise_to(current_bet=2, last_raise=0, min_bet=2, stack_total=100)
    4
    >>> min_raise_to(current_bet=60, last_raise=40, min_bet=2, stack_total=75)
    75
    """
    return min(stack_total, current_bet + max(last_raise, min_bet))


def pot_limit_max_to(
    *, current_bet: int, own_bet: int, pot: int, stack_total: int, min_to: int
) -> int:
    """The pot-limit maximum, as a round total: the current bet plus the pot after calling.

    ``pot`` counts every chip in the middle including all bets of this round.

    >>> pot_limit_max_to(current_bet=2, own_bet=0, pot=3, stack_total=100, min_to=4)
    7
    >>> pot_limit_max_to(current_bet=2, own_bet=1, pot=3, stack_total=100, min_to=4)
    6
    """
    return min(stack_total, max(min_to, 2 * current_bet - own_bet + pot))


def limit_bet_size(street: Street, big_blind: int) -> int:
    """The fixed-limit unit: the small bet (big blind) pre-flop and on the flop, double later.

    >>> limit_bet_size(Street.FLOP, 10), limit_bet_size(Street.TURN, 10)
    (10, 20)
    """
    return big_blind if street in (Street.PREFLOP, Street.FLOP) else 2 * big_blind


def cap_reached(raises_made: int, cap: int | None) -> bool:
    """Whether a round already has as many bets and raises as the cap allows.

    ``raises_made`` counts the bets and raises made by players this round, plus the forced
    bets that count as bets (the big blind, a straddle).

    >>> cap_reached(3, 4), cap_reached(4, 4), cap_reached(40, None)
    (False, True, False)
    """
    return cap is not None and raises_made >= cap


def choice_raise_to(
    choice: RaiseChoice,
    *,
    current_bet: int,
    pot: int,
    call_amount: int,
    min_raise_to: int,
    all_in_to: int,
) -> int:
    """The total bet a raise choice makes, from the plain numbers of the moment.

    ``current_bet`` is the bet to match this round (0 when nobody has bet), ``pot`` every
    chip in the middle including this round's bets, ``call_amount`` what calling would add,
    ``min_raise_to`` the smallest legal raise (or bet) and ``all_in_to`` the total of the
    actor's whole stack. A pot raise makes ``current_bet + (pot + call_amount)``; half the
    pot adds half of that (rounded down). Below the minimum it becomes the minimum; at or
    above the stack it becomes all-in.

    >>> # heads-up, blinds 1/2, the button to act: pot 3, call 1
    >>> choice_raise_to(RaiseChoice.POT, current_bet=2, pot=3, call_amount=1,
    ...                 min_raise_to=4, all_in_to=100)
    6
    >>> choice_raise_to(RaiseChoice.HALF_POT, current_bet=2, pot=3, call_amount=1,
    ...                 min_raise_to=4, all_in_to=100)
    4
    >>> choice_raise_to(RaiseChoice.POT, current_bet=40, pot=90, call_amount=40,
    ...                 min_raise_to=80, all_in_to=100)
    100
    """
    pot_after_call = pot + call_amount
    if choice is RaiseChoice.ALL_IN:
        return all_in_to
    if choice is RaiseChoice.POT:
        raise_to = current_bet + pot_after_call
    else:
        raise_to = current_bet + pot_after_call // 2
    raise_to = max(raise_to, min_raise_to)
    return min(raise_to, all_in_to)
