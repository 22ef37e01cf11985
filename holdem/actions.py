"""What a player can do: :class:`Action` values and the :class:`LegalActions` on offer.

Bet and raise amounts are **"to" totals** for the betting round: ``Action.raise_to(60)``
means "my bet in this round becomes 60", as online rooms state it.

>>> Action.raise_to(60)
Action(kind=<ActionKind.RAISE: 'raise'>, amount=60)
>>> Action.from_dict(Action.bet(10).to_dict()) == Action.bet(10)
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum, unique

from holdem.betting import RaiseChoice, choice_raise_to

__all__ = ["Action", "ActionKind", "LegalActions"]


@unique
class ActionKind(StrEnum):
    """The kinds of action a player can take: the one vocabulary for what a player did.

    The card room's notes and history say a player's move with it, never with a copy.
    """

    FOLD = "fold"
    """Give up the hand and every chip already put in."""
    CHECK = "check"
    """Pass when there is nothing to call."""
    CALL = "call"
    """Match the current bet (or put in the whole stack, if it is smaller)."""
    BET = "bet"
    """Open the betting in a round where nobody has bet yet."""
    RAISE = "raise"
    """Raise the current bet."""
    ALL_IN = "all_in"
    """Put in the whole stack: a call for less, or a bet or raise to the stack."""
    SHOW = "show"
    """At the showdown, turn the hole cards face up."""
    MUCK = "muck"
    """At the showdown, throw away a hand that cannot win, unseen."""


_NEEDS_AMOUNT = frozenset({ActionKind.BET, ActionKind.RAISE})


@dataclass(frozen=True, slots=True)
class Action:
    """One player's action; ``amount`` is the round total for a bet or raise, else None.

    >>> Action.call().amount is None
    True
    """

    kind: ActionKind
    """What the player does."""
    amount: int | None = None
    """For BET and RAISE, the total this player's bet in the round becomes."""

    @classmethod
    def fold(cls) -> Action:
        """Fold.

        >>> Action.fold().kind
        <ActionKind.FOLD: 'fold'>
        """
        return _FOLD

    @classmethod
    def check(cls) -> Action:
        """Check.

        >>> Action.check().kind
        <ActionKind.CHECK: 'check'>
        """
        return _CHECK

    @classmethod
    def call(cls) -> Action:
        """Call (the engine works out how much).

        >>> Action.call().kind
        <ActionKind.CALL: 'call'>
        """
        return _CALL

    @classmethod
    def bet(cls, to: int) -> Action:
        """Bet so that this round's bet becomes ``to``.

        >>> Action.bet(20).amount
        20
        """
        return cls(ActionKind.BET, to)

    @classmethod
    def raise_to(cls, to: int) -> Action:
        """Raise so that this round's bet becomes ``to``.

        >>> Action.raise_to(60).amount
        60
        """
        return cls(ActionKind.RAISE, to)

    @classmethod
    def all_in(cls) -> Action:
        """Put the whole stack in.

        >>> Action.all_in().kind
        <ActionKind.ALL_IN: 'all_in'>
        """
        return _ALL_IN

    @classmethod
    def show(cls) -> Action:
        """Show the hole cards at the showdown.

        >>> Action.show().kind
        <ActionKind.SHOW: 'show'>
        """
        return _SHOW

    @classmethod
    def muck(cls) -> Action:
        """Muck the hole cards at the showdown.

        >>> Action.muck().kind
        <ActionKind.MUCK: 'muck'>
        """
        return _MUCK

    def to_dict(self) -> dict[str, str | int | None]:
        """A JSON-safe form.

        >>> Action.raise_to(60).to_dict()
        {'kind': 'raise', 'amount': 60}
        """
        return {"kind": self.kind.value, "amount": self.amount}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Action:
        """Rebuild an action from :meth:`to_dict`.

        >>> Action.from_dict({"kind": "call", "amount": None})
        Action(kind=<ActionKind.CALL: 'call'>, amount=None)

        Raises:
            ValueError: if the kind is unknown or the amount is not an int.
        """
        kind = ActionKind(str(data["kind"]))
        amount = data.get("amount")
        if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool)):
            raise ValueError("An action's amount must be a whole number of chips.")
        return cls(kind, amount)

    def __str__(self) -> str:
        """Short text: "fold", "raise to 60"."""
        if self.kind in _NEEDS_AMOUNT:
            return f"{self.kind.value} to {self.amount}"
        return self.kind.value.replace("_", "-")


_FOLD = Action(ActionKind.FOLD)
_CHECK = Action(ActionKind.CHECK)
_CALL = Action(ActionKind.CALL)
_ALL_IN = Action(ActionKind.ALL_IN)
_SHOW = Action(ActionKind.SHOW)
_MUCK = Action(ActionKind.MUCK)


@dataclass(frozen=True, slots=True, kw_only=True)
class LegalActions:
    """What one player may do right now; it decides which buttons the table shows.

    Amounts are "to" totals for the round, except ``call_amount`` (the chips a call adds).

    >>> LegalActions.nothing(3).can_fold
    False
    """

    seat: int | None
    """The seat these actions belong to (None when the hand is over)."""
    can_fold: bool = False
    """Folding is allowed (always, while the player is to act in a betting round)."""
    can_check: bool = False
    """There is nothing to call."""
    call_amount: int = 0
    """Chips a call adds (a stack too small to call makes this a call for less); 0 to check."""
    can_bet: bool = False
    """Nobody has bet in this round and the player may open."""
    can_raise: bool = False
    """There is a bet and the player may raise it."""
    min_raise_to: int | None = None
    """Smallest legal bet or raise, as a round total; None when neither is allowed."""
    max_raise_to: int | None = None
    """Largest legal bet or raise, as a round total; None when neither is allowed."""
    full_raise_to: int | None = None
    """The round total of a full bet or raise, even when the stack clips ``min_raise_to``.

    A bet or raise short of it is an all-in for less, which does not reopen the betting to
    players who have already acted. None when the player may not bet or raise."""
    all_in_to: int | None = None
    """The round total an ALL_IN action makes, when it is allowed; otherwise None.

    An all-in that can only be a call (the player covers everyone still able to act, or
    the betting is not open to them) is a call: then this is the total after calling."""
    current_bet: int = 0
    """The bet every player must match in this round (0 when nobody has bet)."""
    pot: int = 0
    """Chips in the middle, including every bet of the current round."""
    can_show: bool = False
    """At the showdown: the player may show."""
    can_muck: bool = False
    """At the showdown: the player may muck (their hand cannot win any pot)."""

    @classmethod
    def nothing(cls, seat: int | None, pot: int = 0) -> LegalActions:
        """Nothing at all is allowed (not this player's turn, or the hand is over).

        >>> LegalActions.nothing(None).can_check
        False
        """
        return cls(seat=seat, pot=pot)

    def raise_choice_to(self, choice: RaiseChoice) -> int | None:
        """The round total a quick raise (half the pot, the pot, all-in) makes now.

        The one place for that arithmetic (:func:`holdem.betting.choice_raise_to`), kept
        within the legal range: a choice below the minimum raise becomes the minimum, one
        above the maximum the maximum. None when the player may not bet or raise.

        >>> legal = LegalActions(seat=0, can_fold=True, call_amount=1, can_raise=True,
        ...     min_raise_to=4, max_raise_to=100, current_bet=2, pot=3)
        >>> [legal.raise_choice_to(c) for c in RaiseChoice]
        [4, 6, 100]
        """
        low, high = self.min_raise_to, self.max_raise_to
        if low is None or high is None:
            return None
        raise_to = choice_raise_to(
            choice,
            current_bet=self.current_bet,
            pot=self.pot,
            call_amount=self.call_amount,
            min_raise_to=low,
            all_in_to=high,
        )
        return max(low, min(raise_to, high))

    @property
    def can_call(self) -> bool:
        """There is a bet to call.

        >>> LegalActions(seat=1, can_fold=True, call_amount=5).can_call
        True
        """
        return self.call_amount > 0
