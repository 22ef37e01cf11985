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

Run it twice (:mod:`holdem._runouts`, RULES §14): when the hand offers it and betting ends
with the players all-in before the river, the hand waits for every player still in to
answer :meth:`Showdown.answer_run_twice`; then the hands are turned up and the board is
run once or twice. Run twice, each pot is split in halves (the odd chip to the first run)
and each half is awarded on its own board, as its own :class:`~holdem.events.PotAwarded`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from holdem._round import NEXT_STREET
from holdem._runouts import Runouts
from holdem.betting import AnteMode, Street
from holdem.cards import Card
from holdem.errors import ActionNotAvailable, NotYourTurn
from holdem.evaluator import HandRank, evaluate
from holdem.events import (
    CardsShown,
    Event,
    HandEnded,
    PotAwarded,
    RunTwiceAnswered,
    RunTwiceOffered,
)
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
    run: int = 1
    """The board it was won on: 1, or 2 for the second half of a pot run twice."""


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
    boards: tuple[tuple[Card, ...], ...] = ()
    """The board of each run: one, or two when the hand was run twice."""

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


class Showdown(Runouts):
    """Ordering the showdown, show-or-muck choices, and awarding every pot."""

    __slots__ = ()

    def _layered_pots(self) -> tuple[Pot, ...]:
        """The pots by position: antes count as each player's contribution (RULES §5).

        Up to the config's ante per player, that is: a big-blind ante (posted for the whole
        table) and other dead money (a missed blind, antes that differ per player) stay dead
        money in the main pot that every live player can win.
        """
        cfg = self._config
        layer = cfg.ante if cfg.ante_mode is AnteMode.EVERY_PLAYER else 0
        antes = self._antes
        if self._bomb_ante:  # a bomb pot's antes are every player's live contribution
            layer = self._bomb_ante
        layered = [min(a, layer) for a in antes]
        contributions = [c + a for c, a in zip(self._contrib, layered, strict=True)]
        return build_pots(contributions, self._live, sum(antes) - sum(layered))

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
        """Order the showdown; when someone is all-in, show every hand and run the board out.

        A hand that offers run it twice first asks the players and waits for their answers.
        """
        if all_in or not all(self._stacks[q] for q in self._show_order()):
            if self._offer_twice and not self._board_complete() and not self._votes:
                self._asks = self._show_order()
                out.append(RunTwiceOffered(tuple(self._seats[q] for q in self._asks)))
                return
            self._run_out(out)
            return
        self._street = Street.SHOWDOWN
        self._showdown = self._show_order()
        self._continue_showdown(out)

    def _show_order(self) -> list[int]:
        """The live positions in showdown order, from the opener clockwise."""
        n = self._n
        opener = self._opener
        return [q for q in ((opener + k) % n for k in range(n)) if self._live[q]]

    def _run_out(self, out: list[Event]) -> None:
        """Turn every hand face up, deal the board out (once or twice) and award the pots."""
        shared = len(self._board)
        for q in self._show_order():
            if self._board_complete():
                self._show(q, out)
            else:
                self._shown[q] = True
                out.append(CardsShown(self._seats[q], self._holes[q], ""))
        while not self._board_complete():
            self._deal_street(NEXT_STREET[self._street], out)
        if self._runs == 2:
            self._deal_second_run(shared, out)
        if any(isinstance(e, CardsShown) and not e.rank_description for e in out):
            out[:] = [self._describe(e) for e in out]
        self._award(out)

    def answer_run_twice(self, seat: int, agree: bool) -> tuple[Event, ...]:
        """Record ``seat``'s answer to running it twice; return the events that follow.

        Every player asked (:attr:`run_twice_pending`) answers, in any order. When the last
        one agrees the board is run twice; the first no runs it once at once (the card
        room answers no for a player whose clock runs out). Either way the hand then ends.

        >>> from holdem.actions import Action
        >>> from holdem.betting import BettingStructure, HandConfig
        >>> from holdem.cards import parse_cards
        >>> from holdem.deck import Deck
        >>> from holdem.hand import HandState
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> deck = Deck.scripted([parse_cards("AsAh"), parse_cards("KsKh")])
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=1, deck=deck,
        ...                        run_it_twice=True)
        >>> _ = hand.apply(1, Action.all_in()); _ = hand.apply(0, Action.call())
        >>> hand.run_twice_pending, hand.to_act, hand.is_over
        ((1, 0), None, False)
        >>> _ = hand.answer_run_twice(1, True)
        >>> _ = hand.answer_run_twice(0, True)
        >>> hand.is_over, len(hand.boards), sum(hand.stacks.values())
        (True, 2, 200)

        Raises:
            ActionNotAvailable: if nobody is being asked now, or ``agree`` is not a bool.
            NotYourTurn: if ``seat`` is not asked, or has already answered.
        """
        if not self._asks or self._street is Street.COMPLETE:
            raise ActionNotAvailable("Nobody is being asked to run it twice now.")
        p = self._positions.get(seat)
        if p is None or p not in self._asks:
            raise NotYourTurn(
                "You have already answered."
                if any(s == seat for s, _ in self._votes)
                else "You are not being asked to run it twice."
            )
        if not isinstance(agree, bool):
            raise ActionNotAvailable("Answer yes or no.")
        out: list[Event] = [RunTwiceAnswered(seat, agree)]
        self._votes.append((seat, agree))
        if agree:
            self._asks.remove(p)
        else:
            self._asks = []
        if not self._asks:
            self._runs = 2 if agree else 1
            self._run_out(out)
        self._history.extend(out)
        return tuple(out)

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
        """Award every pot to its best shown hand(s) (each half on its board), end the hand."""
        if pots is None:
            pots = self._final_pots()
        seats = self._seats
        contested = sum(self._live) > 1
        twice = contested and self._runs == 2
        second: dict[int, HandRank] = {}
        for index, pot in enumerate(pots):
            contenders = [q for q in pot.eligible if not self._mucked[q]] or list(pot.eligible)
            halves = split_pot(pot.amount, 2) if twice else (pot.amount,)
            for run, amount in enumerate(halves, 1):
                if not amount:
                    continue  # a one-chip pot run twice: the second half is empty
                if run == 2:
                    for q in contenders:
                        if q not in second:
                            second[q] = evaluate((*self._holes[q], *self._board2))
                    rank = second.__getitem__
                else:
                    rank = self._rank
                if contested and len(contenders) > 1:
                    best = max(rank(q).value for q in contenders)
                    winners = [q for q in contenders if rank(q).value == best]
                else:
                    winners = contenders
                shares = split_pot(amount, len(winners))
                for q, share in zip(winners, shares, strict=True):
                    self._stacks[q] += share
                shown = self._shown[winners[0]]
                description = rank(winners[0]).describe() if shown else None
                out.append(
                    PotAwarded(
                        index, amount, tuple(seats[q] for q in winners), shares, description, run
                    )
                )
        self._contrib = [0] * self._n
        self._antes = [0] * self._n
        self._showdown = []
        self._street = Street.COMPLETE
        out.append(HandEnded(tuple(zip(seats, self._stacks, strict=True))))
