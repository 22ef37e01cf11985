"""The end of a hand: show order, show or muck, the run-out, awarding the pots.

Private part of :class:`holdem.hand.HandState` (a mixin over :class:`holdem._round.HandFields`).

Showdown: after the river, the last player to bet or raise on the river shows first, else
the first live player left of the button, then clockwise. A player whose hand beats or
ties every hand already shown in some pot they are in must show (so winning hands are
always shown); any other player is asked: SHOW or MUCK. When betting ended with a player
all-in, every hand is turned face up automatically and the board is run out.

Pots are layered from each player's contribution, antes included (a big-blind ante, paid
for the whole table, stays dead money in the main pot); each pot is split among its best
shown hands, odd chips one at a time from the button's left (:mod:`holdem.pots`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from holdem._round import NEXT_STREET, HandFields
from holdem.betting import AnteMode, Street
from holdem.cards import Card
from holdem.evaluator import HandRank, evaluate
from holdem.events import CardsShown, Event, HandEnded, PotAwarded
from holdem.pots import Pot, build_pots, split_pot

__all__ = ["HandResult", "PotResult", "Showdown"]


@dataclass(frozen=True, slots=True)
class PotResult:
    """How one pot ended: its size, its winners and what each got."""

    amount: int
    """Chips in the pot."""
    winners: tuple[int, ...]
    """Winning seats, in seat order from the button's left."""
    shares: tuple[int, ...]
    """Chips won by each of ``winners``."""
    hand_description: str | None
    """The winning hand in words; None when the pot was won without a showdown."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand, for the card room's books and stats and for hand-history export."""

    seats: tuple[int, ...]
    """Seats dealt in, in deal order."""
    starting_stacks: Mapping[int, int]
    """Stacks before the antes and blinds."""
    final_stacks: Mapping[int, int]
    """Stacks after the pots were awarded (or refunded, for a misdeal)."""
    pots: tuple[PotResult, ...]
    """Main pot first, then side pots."""
    shown: Mapping[int, tuple[Card, ...]]
    """Hole cards turned face up, by seat (mucked and folded hands are absent)."""
    went_to_showdown: bool
    """Two or more players were still in at the end."""
    voided: bool = False
    """The hand was a misdeal and every chip went back."""

    @property
    def net(self) -> dict[int, int]:
        """Chips won (positive) or lost (negative) by each seat."""
        return {s: self.final_stacks[s] - self.starting_stacks[s] for s in self.seats}

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats that won chips from any pot, in deal order."""
        won = {
            seat
            for pot in self.pots
            for seat, share in zip(pot.winners, pot.shares, strict=True)
            if share
        }
        return tuple(s for s in self.seats if s in won)

    @property
    def total_pot(self) -> int:
        """All the chips awarded (the uncalled bets excluded)."""
        return sum(pot.amount for pot in self.pots)


class Showdown(HandFields):
    """Ordering the showdown, show-or-muck choices, and awarding every pot."""

    __slots__ = ()

    def _layered_pots(self) -> tuple[Pot, ...]:
        """The pots by position: antes count as each player's contribution (RULES §5).

        A big-blind ante is posted for the whole table, so it stays dead money in the main
        pot that every live player can win.
        """
        antes = self._antes
        if self._config.ante_mode is AnteMode.BIG_BLIND:
            return build_pots(self._contrib, self._live, sum(antes))
        contributions = [c + a for c, a in zip(self._contrib, antes, strict=True)]
        return build_pots(contributions, self._live)

    def _rank(self, p: int) -> HandRank:
        ranks = self._ranks
        if ranks is None:
            ranks = self._ranks = [None] * self._n
        rank = ranks[p]
        if rank is None:
            rank = ranks[p] = evaluate((*self._holes[p], *self._board))
        return rank

    def _show(self, p: int, out: list[Event]) -> None:
        self._shown[p] = True
        out.append(CardsShown(self._seats[p], self._holes[p], self._rank(p).describe()))

    def _begin_showdown(self, out: list[Event], all_in: bool) -> None:
        """Order the showdown; when someone is all-in, show every hand and run the board out."""
        n = self._n
        opener = self._opener
        order = [q for q in ((opener + k) % n for k in range(n)) if self._live[q]]
        if all_in or not all(self._stacks[q] for q in order):
            for q in order:
                if self._board_complete():
                    self._show(q, out)
                else:
                    self._shown[q] = True
                    out.append(CardsShown(self._seats[q], self._holes[q], ""))
            while not self._board_complete():
                self._deal_street(NEXT_STREET[self._street], out)
            if any(isinstance(e, CardsShown) and not e.rank_description for e in out):
                out[:] = [self._describe(e) for e in out]
            self._award(out)
            return
        self._street = Street.SHOWDOWN
        self._showdown = order
        self._continue_showdown(out)

    def _board_complete(self) -> bool:
        return len(self._board) == 5

    def _describe(self, event: Event) -> Event:
        """Fill in the hand description of a card shown before the board was complete."""
        if isinstance(event, CardsShown) and not event.rank_description:
            p = self._positions[event.seat]
            return CardsShown(event.seat, event.cards, self._rank(p).describe())
        return event

    def _continue_showdown(self, out: list[Event]) -> None:
        """Show every hand that must be shown, stop at the first player with a choice."""
        self._street = Street.SHOWDOWN
        queue = self._showdown
        pots = self._final_pots()
        while queue:
            p = queue[0]
            if not self._can_win(p, pots):
                return  # p decides: show or muck
            queue.pop(0)
            self._show(p, out)
        self._award(out, pots)

    def _can_win(self, p: int, pots: Sequence[Pot]) -> bool:
        """Whether p's hand beats or ties every shown hand in some pot p can win."""
        mine = self._rank(p).value
        shown = self._shown
        for pot in pots:
            if p in pot.eligible and all(
                mine >= self._rank(q).value for q in pot.eligible if shown[q]
            ):
                return True
        return False

    def _final_pots(self) -> tuple[Pot, ...]:
        return self._layered_pots()

    def _award(self, out: list[Event], pots: tuple[Pot, ...] | None = None) -> None:
        """Award every pot to its best shown hand(s), then end the hand."""
        if pots is None:
            pots = self._final_pots()
        seats = self._seats
        contested = sum(self._live) > 1
        for index, pot in enumerate(pots):
            contenders = [q for q in pot.eligible if not self._mucked[q]] or list(pot.eligible)
            if contested and len(contenders) > 1:
                best = max(self._rank(q).value for q in contenders)
                winners = [q for q in contenders if self._rank(q).value == best]
            else:
                winners = contenders
            shares = split_pot(pot.amount, len(winners))
            for q, share in zip(winners, shares, strict=True):
                self._stacks[q] += share
            description = self._rank(winners[0]).describe() if self._shown[winners[0]] else None
            out.append(
                PotAwarded(index, pot.amount, tuple(seats[q] for q in winners), shares, description)
            )
        self._contrib = [0] * self._n
        self._antes = [0] * self._n
        self._showdown = []
        self._street = Street.COMPLETE
        out.append(HandEnded(tuple(zip(seats, self._stacks, strict=True))))
