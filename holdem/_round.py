"""The betting round of a hand: who acts in what order, what they may bet, what a bet does.

Private part of :class:`holdem.hand.HandState` (a mixin: the state lives in the hand's
slots, declared once in :class:`HandFields`). It follows PokerKit 0.7.7's betting: the
*actor queue* (a round starts with every player who can still act, from the opener; a bet or
raise puts everyone else with chips back in the queue behind the raiser), the minimum raise
(the largest full bet or raise of the round, at least the big blind), the pot-limit maximum,
and no-limit's reopening rule (``acted`` players may raise again only after a full raise,
or after short all-ins that add up to one since their own last action), except where the
house rules differ (see :mod:`holdem.hand`): the short big blind, the raise over a
straddle, and fixed limit.

Fixed limit keeps a *full-bet level* per round (``_level``: the big blind or straddle
before the flop, 0 later). A bet or raise, or an all-in of at least half a unit over the
level (the half-bet rule), moves it up one unit, counts toward the cap and reopens the
betting; an all-in for less than half a unit leaves the level, the cap count and the
``acted`` players as they were (a call plus an incomplete part). Every limit bet or raise is
to the level plus one unit (completing an incomplete all-in), or all-in for less.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import (
    BettingStructure,
    HandConfig,
    Street,
    limit_bet_size,
    min_raise_to,
    pot_limit_max_to,
)
from holdem.cards import Card
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, InvalidAmount, NotYourTurn
from holdem.evaluator import HandRank
from holdem.events import ActionTaken, BoardDealt, Event, UncalledBetReturned
from holdem.pots import uncalled_bet

if TYPE_CHECKING:
    from holdem._saving import HandStart

__all__ = ["BOARD_SIZE", "NEXT_STREET", "BettingRound", "HandFields"]

NEXT_STREET = {Street.PREFLOP: Street.FLOP, Street.FLOP: Street.TURN, Street.TURN: Street.RIVER}
"""The street after each betting street."""
BOARD_SIZE = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}
"""Board cards dealt on each street."""
_FOLD = Action.fold()
_CHECK = Action.check()
_CALL = Action.call()


class HandFields:
    """The state of a hand, as :class:`holdem.hand.HandState` keeps it in its slots.

    Everything is indexed by *position* in deal order (0 is left of the button).
    """

    __slots__ = (
        "_acted",
        "_actors",
        "_antes",
        "_bets",
        "_board",
        "_button",
        "_config",
        "_contrib",
        "_current_bet",
        "_deck",
        "_history",
        "_holes",
        "_last_raise",
        "_legal",
        "_level",
        "_live",
        "_max_raises",
        "_min_bet",
        "_moves",
        "_mucked",
        "_n",
        "_opener",
        "_positions",
        "_raises",
        "_ranks",
        "_seats",
        "_showdown",
        "_shown",
        "_stacks",
        "_start",
        "_starting",
        "_straddled",
        "_street",
        "_voided",
    )

    _config: HandConfig
    _button: int
    _seats: tuple[int, ...]
    _positions: dict[int, int]
    _n: int
    _starting: tuple[int, ...]
    _stacks: list[int]
    _bets: list[int]
    _contrib: list[int]
    _antes: list[int]
    _live: list[bool]
    _holes: list[tuple[Card, ...]]
    _board: list[Card]
    _deck: Deck
    _street: Street
    _straddled: bool
    _actors: list[int]
    _acted: dict[int, int]
    """Who has acted this round, each with the bet to call just after their last action.

    A player in it may raise again only once the bet has gone up by a full raise since
    (one full raise, or short all-ins adding up to one: RULES §4 "All-in for less")."""
    _current_bet: int
    _last_raise: int
    _level: int
    _raises: int
    _max_raises: int | None
    _min_bet: int
    _opener: int
    _showdown: list[int]
    _shown: list[bool]
    _mucked: list[bool]
    _ranks: list[HandRank | None] | None
    _history: list[Event]
    _start: HandStart
    """What :meth:`HandState.start` was given: the hand's inputs (see :mod:`holdem._saving`)."""
    _moves: list[tuple[int, Action]]
    """Every action applied to this object, in order: (seat, action)."""
    _legal: tuple[int, int | None, LegalActions] | None
    """The last :meth:`~holdem.hand.HandState.legal_actions` answer: (moment, seat, answer).

    A moment is the length of the history: every change of the hand adds an event."""
    _voided: bool

    def _deal_street(self, street: Street, out: list[Event]) -> None:
        """Burn a card and deal ``street``'s board cards."""
        self._street = street
        deck = self._deck
        deck.burn()
        cards = tuple(deck.deal() for _ in range(BOARD_SIZE[street]))
        self._board.extend(cards)
        out.append(BoardDealt(street, cards, tuple(self._board)))


class BettingRound(HandFields):
    """Opening and closing a betting round, the raise bounds, verifying and taking actions."""

    __slots__ = ()

    def _raise_bounds(self, p: int) -> tuple[int, int] | None:
        """PokerKit's verification of a bet/raise, then the (min, max) round totals."""
        stack = self._stacks[p]
        bet = self._bets[p]
        level = self._current_bet
        owed = level - bet
        structure = self._config.structure
        fixed = structure is BettingStructure.FIXED_LIMIT
        if fixed:
            # Only a full bet or raise (or a half-bet all-in) reopens the betting: a player
            # who acted since the last one faces incomplete all-ins only.
            if p in self._acted:
                return None
        elif min(stack, owed) < self._last_raise or (
            p in self._acted and level - self._acted[p] < self._full_raise()
        ):
            # facing less than a full raise since this player last acted: call or fold
            return None
        if self._max_raises is not None and self._raises >= self._max_raises:
            cfg = self._config
            if not (cfg.uncapped_heads_up and sum(self._live) == 2):
                return None
        if stack <= owed:
            return None
        stacks, bets, live = self._stacks, self._bets, self._live
        if not any(live[i] and stacks[i] + bets[i] > level for i in range(self._n) if i != p):
            return None
        total = stack + bet
        if fixed:  # complete to the next full-bet level
            low = min(total, self._level + self._min_bet)
            return low, low
        low = min_raise_to(
            current_bet=level,
            last_raise=self._last_raise,
            min_bet=self._min_bet,
            stack_total=total,
        )
        if structure is BettingStructure.NO_LIMIT:
            return low, total
        high = pot_limit_max_to(
            current_bet=level,
            own_bet=bet,
            pot=sum(self._antes) + sum(self._contrib) + sum(self._bets),
            stack_total=total,
            min_to=low,
        )
        return low, high

    def _full_raise(self) -> int:
        """The size of a full raise now: the largest full raise so far, at least the minimum bet.

        Only a raise of this size (or short all-ins adding up to it) reopens the betting.
        """
        return max(self._last_raise, self._min_bet)

    def _full_raise_to(self) -> int:
        """The round total of a full bet or raise now, before the stack clips it."""
        if self._config.structure is BettingStructure.FIXED_LIMIT:
            return self._level + self._min_bet
        return self._current_bet + self._full_raise()

    def _check(self, seat: int, action: Action) -> tuple[ActionKind, int]:
        """Verify ``action`` and resolve it to (kind, round total); never mutates."""
        if self._street is Street.COMPLETE:
            raise ActionNotAvailable("The hand is over.", code="hand.over")
        if self._actors:
            actor: int | None = self._seats[self._actors[0]]
        else:
            actor = self._seats[self._showdown[0]] if self._showdown else None
        if seat != actor:
            if seat in self._positions:
                raise NotYourTurn("It is not your turn.", code="error.not_your_turn")
            raise NotYourTurn("You are not in this hand.", code="hand.not_in")
        p = self._positions[seat]
        kind = action.kind
        if self._street is Street.SHOWDOWN:
            if kind is ActionKind.SHOW or kind is ActionKind.MUCK:
                return kind, 0
            raise ActionNotAvailable(
                "Betting is over: show or muck your hand.", code="act.betting_over"
            )
        stack = self._stacks[p]
        bet = self._bets[p]
        level = self._current_bet
        owed = level - bet
        if kind is ActionKind.FOLD:
            return kind, bet
        if kind is ActionKind.CHECK:
            if owed:
                call = min(owed, stack)
                raise ActionNotAvailable(
                    f"You cannot check: it is {call} to call.", code="act.cannot_check", n=call
                )
            return kind, bet
        if kind is ActionKind.CALL:
            if not owed:
                raise ActionNotAvailable(
                    "There is nothing to call: check instead.", code="act.nothing_to_call"
                )
            return kind, bet + min(owed, stack)
        if kind is ActionKind.ALL_IN:
            if stack + bet <= level:
                return ActionKind.CALL, stack + bet
            bounds = self._raise_bounds(p)
            if bounds is None:
                # an all-in that can only be a call is a call: the player covers everyone
                # still able to act, or the betting is not open to them (RULES §4)
                return (ActionKind.CALL, level) if owed else (ActionKind.CHECK, bet)
            if bounds[1] != stack + bet:
                raise ActionNotAvailable(
                    f"You cannot go all-in here: the most you can make it is {bounds[1]}.",
                    code="act.all_in_max",
                    n=bounds[1],
                )
            return (ActionKind.BET if level == 0 else ActionKind.RAISE), stack + bet
        if kind is ActionKind.BET or kind is ActionKind.RAISE:
            if kind is ActionKind.BET and level:
                raise ActionNotAvailable(
                    "There is already a bet: raise instead.", code="act.already_bet"
                )
            if kind is ActionKind.RAISE and not level:
                raise ActionNotAvailable(
                    "There is no bet to raise: bet instead.", code="act.no_bet"
                )
            amount = action.amount
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise InvalidAmount(
                    "Say how much: a whole number of chips.", code="amount.say_how_much"
                )
            bounds = self._raise_bounds(p)
            if bounds is None:
                if level:
                    raise ActionNotAvailable(
                        "You cannot raise now: you may only call or fold.", code="act.call_or_fold"
                    )
                raise ActionNotAvailable("You cannot bet now.", code="act.cannot_raise")
            low, high = bounds
            if amount < low:
                raise InvalidAmount(f"The minimum is {low}.", code="raise.minimum", n=low)
            if amount > high:
                raise InvalidAmount(f"The maximum is {high}.", code="raise.maximum", n=high)
            return kind, amount
        raise ActionNotAvailable(f"You cannot {kind.value} during the betting.", code="act.not_now")

    def _act(self, p: int, kind: ActionKind, to: int, out: list[Event]) -> None:
        """Carry out a verified betting action (PokerKit's fold / check_or_call / cbr)."""
        seat = self._seats[p]
        self._actors.pop(0)
        self._acted[p] = self._current_bet
        if kind is ActionKind.FOLD:
            self._live[p] = False
            out.append(ActionTaken(seat, _FOLD, 0, self._bets[p]))
            return
        added = to - self._bets[p]
        self._bets[p] = to
        self._stacks[p] -= added
        all_in = self._stacks[p] == 0
        if kind is ActionKind.CHECK:
            out.append(ActionTaken(seat, _CHECK, 0, to))
            return
        if kind is ActionKind.CALL:
            out.append(ActionTaken(seat, _CALL, added, to, all_in))
            return
        increment = to - self._current_bet
        self._current_bet = to
        n = self._n
        live, stacks = self._live, self._stacks
        self._actors = [q for q in ((p + k) % n for k in range(1, n)) if live[q] and stacks[q]]
        self._opener = p
        last = self._last_raise
        if self._config.structure is BettingStructure.FIXED_LIMIT:
            unit = self._min_bet
            if 2 * (to - self._level) >= unit:
                # a full bet or raise, or an all-in of at least half a bet (the half-bet
                # rule): the level goes up one unit, it counts toward the cap, and reopens
                self._level += unit
                self._raises += 1
                self._acted = {p: to}
                self._last_raise = unit
            # else: an all-in for less than half a bet is a call plus an incomplete part; the
            # level, the cap count and who may raise stay as they were
        else:
            self._raises += 1
            if increment >= max(last, self._min_bet):
                # a full bet or raise; at the first raise of a round a full raise is the
                # minimum bet (the big blind, or the straddle before the flop), so a short
                # all-in there reopens nothing (house rule (e), PokerKit counts any size)
                self._acted = {p: to}
                self._last_raise = increment
            else:
                # a short all-in: who has acted may raise again only once the increments
                # since their own last action add up to a full raise (see _raise_bounds)
                self._acted[p] = to
        made = Action.bet(to) if kind is ActionKind.BET else Action.raise_to(to)
        out.append(ActionTaken(seat, made, added, to, all_in))

    def _open_round(self) -> None:
        """Start a betting round: who acts, in what order (PokerKit's ``_begin_betting``)."""
        n = self._n
        cfg = self._config
        live, stacks, bets = self._live, self._stacks, self._bets
        totals = sorted(bets[i] + stacks[i] for i in range(n) if live[i])
        second = totals[-2] if len(totals) > 1 else 0
        opener = self._opener
        self._actors = [
            q
            for q in ((opener + k) % n for k in range(n))
            if live[q] and stacks[q] and min(stacks[q], second - bets[q]) > 0
        ]
        self._acted = {}
        self._last_raise = 0
        self._level = self._current_bet
        self._raises = 0
        fixed = cfg.structure is BettingStructure.FIXED_LIMIT
        preflop = self._street is Street.PREFLOP
        if fixed:
            self._min_bet = limit_bet_size(self._street, cfg.big_blind)
            cap = cfg.raise_cap
            forced = (1 + self._straddled) if preflop else 0
            self._max_raises = None if cap is None else max(0, cap - forced)
        else:
            # before the flop a full bet is the largest blind (the straddle, when there is
            # one); the round opens with it as the bet to call
            self._min_bet = max(cfg.big_blind, self._current_bet) if preflop else cfg.big_blind
            self._max_raises = None
        actors = self._actors
        if len(actors) == 1 and bets[actors[0]] >= max(bets):
            actors.clear()

    def _close_round(self, out: list[Event]) -> None:
        """Return the uncalled bet and move this round's bets into the pot."""
        bets = self._bets
        uncalled = uncalled_bet(bets)
        if uncalled is not None:
            p, amount = uncalled
            bets[p] -= amount
            self._stacks[p] += amount
            out.append(UncalledBetReturned(self._seats[p], amount))
        contrib = self._contrib
        for i in range(self._n):
            if bets[i]:
                contrib[i] += bets[i]
                bets[i] = 0
