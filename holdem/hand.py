"""One deal of Texas Hold'em as a state machine: blinds, betting rounds, showdown, pots.

:class:`HandState` is the one mutable object of a deal. It is created by
:meth:`HandState.start` (antes, blinds and straddle posted, hole cards dealt like a live
dealer) and changed only by :meth:`HandState.apply`, which verifies first and either
succeeds fully or raises an :class:`~holdem.errors.IllegalAction` having changed nothing.
Every step is returned (and kept in :attr:`HandState.history`) as frozen events.

Players are addressed by seat number (0-9); inside, everything is indexed by *position* in
deal order (0 is the first seat left of the button, the button is last), which is also
PokerKit's player order, so the two can be compared step by step.

The betting logic follows PokerKit 0.7.7 (its actor queue, its minimum raise, its
all-in-for-less reopening with ``acted`` players and summed short all-ins, its pot-limit
maximum), except where our house rules (``docs/RULES.md``) deliberately differ:

(a) **Short big blind.** A big blind who cannot cover it posts what they have and is
    all-in, but the others still call the *full* big blind and the minimum raise is still to
    twice it. PokerKit lets the others call only what was posted.
(b) **Minimum raise over a straddle** is to twice the straddle (no-limit and pot-limit).
    PokerKit ties it to the minimum bet (three big blinds). After the flop the minimum bet is
    the big blind in both.
(c) **Fixed-limit cap.** ``raise_cap`` counts bets, the big blind (and a straddle) counting
    as the first: the default 4 allows three raises before the flop. PokerKit allows four
    raises on top of the big blind.
(d) **Limit half-bet rule.** In fixed limit an all-in raise of at least half a bet counts
    as a full raise and reopens the betting. PokerKit has no such rule.

Two smaller differences: (e) odd chips of a split pot go *one at a time* to the winners in
seat order from the button's left; PokerKit gives the whole remainder to the first winner
(they differ only for three or more winners with two or more odd chips); (f) heads-up the
button always acts first before the flop, even with equal blinds. A straddle is posted only
by a player who can cover it in full. In big-blind-ante mode the big blind posts
``ante * players dealt in``, before the blind (as PokerKit posts antes first).

Showdown: after the river, the last player to bet or raise on the river shows first, else
the first live player left of the button, then clockwise. A player whose hand beats or
ties every hand already shown in some pot they are in must show (so winning hands are
always shown); any other player is asked: SHOW or MUCK (the street is SHOWDOWN and
``to_act`` is who decides). When betting ended with a player all-in, every hand is turned
face up automatically and the board is run out without betting.

>>> from holdem.cards import parse_cards
>>> from holdem.deck import Deck
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> deck = Deck.scripted([parse_cards("AsAh"), parse_cards("KsKh")], parse_cards("2c7d9hTsJd"))
>>> hand = HandState.start(cfg, {3: 100, 7: 100}, button=7, deck=deck)
>>> hand.to_act  # heads-up: the button (small blind) acts first before the flop
7
>>> _ = hand.apply(7, Action.raise_to(6))
>>> _ = hand.apply(3, Action.fold())
>>> hand.is_over, hand.stacks
(True, {3: 98, 7: 102})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import (
    AnteMode,
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
from holdem.evaluator import HandRank, evaluate
from holdem.events import (
    ActionTaken,
    AntePosted,
    Blind,
    BlindPosted,
    BoardDealt,
    CardsMucked,
    CardsShown,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    HoleCardsDealt,
    PotAwarded,
    UncalledBetReturned,
)
from holdem.events import from_dict as event_from_dict
from holdem.pots import Pot, build_pots, split_pot, uncalled_bet

__all__ = [
    "AnteMode",
    "BettingStructure",
    "HandConfig",
    "HandResult",
    "HandState",
    "PotResult",
    "Street",
]

_NEXT_STREET = {Street.PREFLOP: Street.FLOP, Street.FLOP: Street.TURN, Street.TURN: Street.RIVER}
_BOARD_SIZE = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}
_FOLD = Action.fold()
_CHECK = Action.check()
_CALL = Action.call()


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


class HandState:
    """The state of one deal; change it only through :meth:`apply` (and :meth:`void`).

    >>> from holdem.deck import Deck
    >>> import random
    >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=5, big_blind=10)
    >>> hand = HandState.start(cfg, {0: 500, 1: 500, 2: 500}, button=0,
    ...                        deck=Deck(random.Random(1)))
    >>> hand.street, hand.to_act, hand.bets
    (<Street.PREFLOP: 'preflop'>, 0, {1: 5, 2: 10, 0: 0})
    >>> hand.legal_actions().min_raise_to
    20
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
        "_live",
        "_max_raises",
        "_min_bet",
        "_mucked",
        "_n",
        "_opener",
        "_positions",
        "_raises",
        "_ranks",
        "_seats",
        "_short_all_ins",
        "_showdown",
        "_shown",
        "_stacks",
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
    _acted: set[int]
    _current_bet: int
    _last_raise: int
    _raises: int
    _max_raises: int | None
    _min_bet: int
    _short_all_ins: list[int]
    _opener: int
    _showdown: list[int]
    _shown: list[bool]
    _mucked: list[bool]
    _ranks: list[HandRank | None] | None
    _history: list[Event]
    _voided: bool

    # ------------------------------------------------------------------ creation

    @classmethod
    def start(
        cls, config: HandConfig, stacks: Mapping[int, int], button: int, deck: Deck
    ) -> HandState:
        """Start a hand: post antes, blinds (and straddle), deal two hole cards each.

        ``stacks`` maps each seat dealt in (0-9) to its chips; ``button`` is one of them.

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> HandState.start(cfg, {2: 50, 5: 80}, button=5, deck=Deck(random.Random(0))).seats
        (2, 5)

        Raises:
            ValueError: with fewer than 2 or more than 10 seats, a seat outside 0-9, a stack
                that is not a positive int, or a button that is not dealt in.
        """
        seats = sorted(stacks)
        if not 2 <= len(seats) <= 10 or any(not 0 <= s <= 9 for s in seats):
            raise ValueError("A hand needs 2 to 10 players in seats 0 to 9.")
        if button not in stacks:
            raise ValueError("The button must be one of the seats dealt in.")
        if any(not isinstance(v, int) or isinstance(v, bool) or v <= 0 for v in stacks.values()):
            raise ValueError("Every player dealt in needs a positive whole number of chips.")
        cut = seats.index(button) + 1
        order = tuple(seats[cut:] + seats[:cut])
        n = len(order)
        self = cls.__new__(cls)
        self._config = config
        self._button = button
        self._seats = order
        self._positions = {s: i for i, s in enumerate(order)}
        self._n = n
        self._starting = tuple(stacks[s] for s in order)
        self._stacks = list(self._starting)
        self._bets = [0] * n
        self._contrib = [0] * n
        self._antes = [0] * n
        self._live = [True] * n
        self._holes = [()] * n
        self._board = []
        self._deck = deck
        self._street = Street.PREFLOP
        self._straddled = False
        self._actors = []
        self._acted = set()
        self._current_bet = 0
        self._last_raise = 0
        self._raises = 0
        self._max_raises = None
        self._min_bet = config.big_blind
        self._short_all_ins = []
        self._opener = 0
        self._showdown = []
        self._shown = [False] * n
        self._mucked = [False] * n
        self._ranks = None
        self._voided = False
        history: list[Event] = [HandStarted(config, button, order, self._starting)]
        self._history = history
        self._post_forced_bets(history)
        for _ in range(2):
            for p in range(n):
                self._holes[p] = (*self._holes[p], deck.deal())
        history.extend(HoleCardsDealt(order[p], self._holes[p]) for p in range(n))
        self._open_round()
        self._advance(history)
        return self

    def _post_forced_bets(self, out: list[Event]) -> None:
        cfg = self._config
        n = self._n
        stacks = self._stacks
        sb_pos, bb_pos = (1, 0) if n == 2 else (0, 1)
        if cfg.ante:
            if cfg.ante_mode is AnteMode.BIG_BLIND:
                posters = [(bb_pos, cfg.ante * n)]
            else:
                posters = [(p, cfg.ante) for p in range(n)]
            for p, ante in posters:
                amount = min(ante, stacks[p])
                stacks[p] -= amount
                self._antes[p] = amount
                out.append(AntePosted(self._seats[p], amount, stacks[p] == 0))
        blinds = [(sb_pos, cfg.small_blind, Blind.SMALL), (bb_pos, cfg.big_blind, Blind.BIG)]
        last = bb_pos
        if cfg.straddle and n >= 3 and stacks[2] >= cfg.straddle_amount:
            blinds.append((2, cfg.straddle_amount, Blind.STRADDLE))
            self._straddled = True
            last = 2
        for p, blind, kind in blinds:
            amount = min(blind, stacks[p])
            if amount:
                stacks[p] -= amount
                self._bets[p] = amount
                out.append(BlindPosted(self._seats[p], amount, kind, stacks[p] == 0))
        self._opener = (last + 1) % n
        self._current_bet = max(
            cfg.straddle_amount if self._straddled else cfg.big_blind, max(self._bets)
        )

    # ------------------------------------------------------------------ reading

    @property
    def config(self) -> HandConfig:
        """The stakes and structure of this hand."""
        return self._config

    @property
    def button(self) -> int:
        """The button's seat."""
        return self._button

    @property
    def seats(self) -> tuple[int, ...]:
        """Seats dealt in, in deal order (first left of the button, the button last)."""
        return self._seats

    @property
    def street(self) -> Street:
        """The current street (SHOWDOWN while someone must choose to show, COMPLETE at the end)."""
        return self._street

    @property
    def is_over(self) -> bool:
        """Whether the hand has ended (won, split or voided)."""
        return self._street is Street.COMPLETE

    @property
    def to_act(self) -> int | None:
        """The seat to act (or to choose show/muck), or None when the hand is over."""
        if self._actors:
            return self._seats[self._actors[0]]
        if self._showdown:
            return self._seats[self._showdown[0]]
        return None

    @property
    def board(self) -> tuple[Card, ...]:
        """The community cards so far."""
        return tuple(self._board)

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind (not yet bet) of each seat dealt in."""
        return dict(zip(self._seats, self._stacks, strict=True))

    @property
    def starting_stacks(self) -> dict[int, int]:
        """Stacks at the start of the hand, before antes and blinds."""
        return dict(zip(self._seats, self._starting, strict=True))

    @property
    def bets(self) -> dict[int, int]:
        """Each seat's bet in the current round (not yet in the pot)."""
        return dict(zip(self._seats, self._bets, strict=True))

    @property
    def current_bet(self) -> int:
        """The bet every player must match in this round (a short big blind still counts full)."""
        return self._current_bet

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The main pot and side pots collected so far (bets of this round not included).

        ``eligible`` holds seats here.
        """
        pots = build_pots(self._contrib, self._live, sum(self._antes))
        return tuple(Pot(p.amount, tuple(self._seats[i] for i in p.eligible)) for p in pots)

    @property
    def total_pot(self) -> int:
        """All chips in the middle, this round's bets included."""
        return sum(self._antes) + sum(self._contrib) + sum(self._bets)

    @property
    def folded(self) -> frozenset[int]:
        """Seats that have folded."""
        return frozenset(s for s, live in zip(self._seats, self._live, strict=True) if not live)

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event of the hand so far, in order (private hole-card events included)."""
        return tuple(self._history)

    def hole_cards(self, seat: int) -> tuple[Card, ...]:
        """The hole cards of ``seat``; secret: show them to their owner only.

        Raises:
            KeyError: if the seat is not dealt in.
        """
        return self._holes[self._positions[seat]]

    # ------------------------------------------------------------------ legal actions

    def _raise_bounds(self, p: int) -> tuple[int, int] | None:
        """PokerKit's verification of a bet/raise, then the (min, max) round totals."""
        stack = self._stacks[p]
        bet = self._bets[p]
        level = self._current_bet
        owed = level - bet
        if min(stack, owed) < self._last_raise:
            return None
        if self._max_raises is not None and self._raises >= self._max_raises:
            cfg = self._config
            if not (cfg.uncapped_heads_up and sum(self._live) == 2):
                return None
        if self._short_all_ins and sum(self._short_all_ins) < self._last_raise and p in self._acted:
            return None
        if stack <= owed:
            return None
        stacks, bets, live = self._stacks, self._bets, self._live
        if not any(live[i] and stacks[i] + bets[i] > level for i in range(self._n) if i != p):
            return None
        total = stack + bet
        low = min_raise_to(
            current_bet=level,
            last_raise=self._last_raise,
            min_bet=self._min_bet,
            stack_total=total,
        )
        structure = self._config.structure
        if structure is BettingStructure.NO_LIMIT:
            return low, total
        if structure is BettingStructure.FIXED_LIMIT:
            return low, low
        high = pot_limit_max_to(
            current_bet=level, own_bet=bet, pot=self.total_pot, stack_total=total, min_to=low
        )
        return low, high

    def legal_actions(self, seat: int | None = None) -> LegalActions:
        """What ``seat`` (default: the player to act) may do now.

        A seat that is not to act gets an empty :class:`LegalActions` (everything False).

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.POT_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100, 2: 100}, button=2,
        ...                        deck=Deck(random.Random(3)))
        >>> la = hand.legal_actions()
        >>> la.seat, la.call_amount, la.min_raise_to, la.max_raise_to
        (2, 2, 4, 7)
        """
        actor = self.to_act
        if seat is None:
            seat = actor
        pot = self.total_pot
        if seat is None or seat != actor:
            return LegalActions.nothing(seat, pot)
        p = self._positions[seat]
        if self._street is Street.SHOWDOWN:
            return LegalActions(seat=seat, pot=pot, can_show=True, can_muck=True)
        stack = self._stacks[p]
        bet = self._bets[p]
        owed = self._current_bet - bet
        bounds = self._raise_bounds(p)
        total = stack + bet
        if total <= self._current_bet:
            all_in_to: int | None = total
        elif bounds is not None and bounds[1] == total:
            all_in_to = total
        else:
            all_in_to = None
        opening = self._current_bet == 0
        return LegalActions(
            seat=seat,
            can_fold=True,
            can_check=owed == 0,
            call_amount=min(stack, owed),
            can_bet=bounds is not None and opening,
            can_raise=bounds is not None and not opening,
            min_raise_to=None if bounds is None else bounds[0],
            max_raise_to=None if bounds is None else bounds[1],
            all_in_to=all_in_to,
            pot=pot,
        )

    # ------------------------------------------------------------------ verify / apply

    def _check(self, seat: int, action: Action) -> tuple[ActionKind, int]:
        """Verify ``action`` and resolve it to (kind, round total); never mutates."""
        if self._street is Street.COMPLETE:
            raise ActionNotAvailable("The hand is over.")
        if self._actors:
            actor: int | None = self._seats[self._actors[0]]
        else:
            actor = self._seats[self._showdown[0]] if self._showdown else None
        if seat != actor:
            raise NotYourTurn(
                "It is not your turn." if seat in self._positions else "You are not in this hand."
            )
        p = self._positions[seat]
        kind = action.kind
        if self._street is Street.SHOWDOWN:
            if kind is ActionKind.SHOW or kind is ActionKind.MUCK:
                return kind, 0
            raise ActionNotAvailable("Betting is over: show or muck your hand.")
        stack = self._stacks[p]
        bet = self._bets[p]
        level = self._current_bet
        owed = level - bet
        if kind is ActionKind.FOLD:
            return kind, bet
        if kind is ActionKind.CHECK:
            if owed:
                raise ActionNotAvailable(f"You cannot check: it is {min(owed, stack)} to call.")
            return kind, bet
        if kind is ActionKind.CALL:
            if not owed:
                raise ActionNotAvailable("There is nothing to call: check instead.")
            return kind, bet + min(owed, stack)
        if kind is ActionKind.ALL_IN:
            if stack + bet <= level:
                return ActionKind.CALL, stack + bet
            bounds = self._raise_bounds(p)
            if bounds is None or bounds[1] != stack + bet:
                raise ActionNotAvailable(
                    "You cannot go all-in here: you may only call or fold."
                    if bounds is None
                    else f"You cannot go all-in here: the most you can make it is {bounds[1]}."
                )
            return (ActionKind.BET if level == 0 else ActionKind.RAISE), stack + bet
        if kind is ActionKind.BET or kind is ActionKind.RAISE:
            if kind is ActionKind.BET and level:
                raise ActionNotAvailable("There is already a bet: raise instead.")
            if kind is ActionKind.RAISE and not level:
                raise ActionNotAvailable("There is no bet to raise: bet instead.")
            amount = action.amount
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise InvalidAmount("Say how much: a whole number of chips.")
            bounds = self._raise_bounds(p)
            if bounds is None:
                raise ActionNotAvailable(
                    "You cannot raise now: you may only call or fold."
                    if level
                    else "You cannot bet now."
                )
            low, high = bounds
            if amount < low:
                raise InvalidAmount(f"The minimum is {low}.")
            if amount > high:
                raise InvalidAmount(f"The maximum is {high}.")
            return kind, amount
        raise ActionNotAvailable(f"You cannot {kind.value} during the betting.")

    def verify(self, seat: int, action: Action) -> None:
        """Check that ``seat`` may take ``action`` now; never changes anything.

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> hand.verify(0, Action.raise_to(3))
        Traceback (most recent call last):
        ...
        holdem.errors.InvalidAmount: The minimum is 4.

        Raises:
            NotYourTurn: if ``seat`` is not the one to act.
            ActionNotAvailable: if that kind of action is not possible now.
            InvalidAmount: if a bet or raise amount is outside the legal range.
        """
        self._check(seat, action)

    def apply(self, seat: int, action: Action) -> tuple[Event, ...]:
        """Verify, then take ``action`` for ``seat``, and return the events it caused.

        The events include whatever follows automatically: bets returned, board cards,
        hands shown, pots awarded.

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> [type(e).__name__ for e in hand.apply(0, Action.call())]
        ['ActionTaken']
        >>> [type(e).__name__ for e in hand.apply(1, Action.check())]
        ['ActionTaken', 'BoardDealt']

        Raises:
            NotYourTurn: if ``seat`` is not the one to act.
            ActionNotAvailable: if that kind of action is not possible now.
            InvalidAmount: if a bet or raise amount is outside the legal range.
        """
        kind, to = self._check(seat, action)
        out: list[Event] = []
        p = self._positions[seat]
        if kind is ActionKind.SHOW or kind is ActionKind.MUCK:
            self._showdown.pop(0)
            if kind is ActionKind.SHOW:
                self._show(p, out)
            else:
                self._mucked[p] = True
                out.append(CardsMucked(seat))
            self._continue_showdown(out)
        else:
            self._act(p, kind, to, out)
            self._advance(out)
        self._history.extend(out)
        return tuple(out)

    def _act(self, p: int, kind: ActionKind, to: int, out: list[Event]) -> None:
        """Carry out a verified betting action (PokerKit's fold / check_or_call / cbr)."""
        seat = self._seats[p]
        self._actors.pop(0)
        self._acted.add(p)
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
        self._raises += 1
        last = self._last_raise
        if (
            increment < last
            and all_in
            and self._config.structure is BettingStructure.FIXED_LIMIT
            and 2 * increment >= self._min_bet
        ):  # the limit half-bet rule: counts as a full raise and reopens the betting
            self._acted = {p}
            self._last_raise = increment
            self._short_all_ins = []
        else:
            if increment >= last:
                self._acted = {p}
                self._last_raise = increment
            if all_in:
                self._short_all_ins.append(increment)
            else:
                self._short_all_ins = []
            if sum(self._short_all_ins) >= self._last_raise:
                self._short_all_ins = []
        made = Action.bet(to) if kind is ActionKind.BET else Action.raise_to(to)
        out.append(ActionTaken(seat, made, added, to, all_in))

    # ------------------------------------------------------------------ rounds

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
        self._acted = set()
        self._short_all_ins = []
        self._last_raise = 0
        self._raises = 0
        fixed = cfg.structure is BettingStructure.FIXED_LIMIT
        preflop = self._street is Street.PREFLOP
        if fixed:
            self._min_bet = limit_bet_size(self._street, cfg.big_blind)
            cap = cfg.raise_cap
            forced = (1 + self._straddled) if preflop else 0
            self._max_raises = None if cap is None else max(0, cap - forced)
        else:
            self._min_bet = cfg.straddle_amount if preflop and self._straddled else cfg.big_blind
            self._max_raises = None
        actors = self._actors
        if len(actors) == 1 and bets[actors[0]] >= max(bets):
            actors.clear()

    def _advance(self, out: list[Event]) -> None:
        """After an action: close finished rounds, deal streets, reach the showdown."""
        while True:
            live_count = sum(self._live)
            if self._actors and live_count > 1:
                return
            self._actors = []
            self._close_round(out)
            if live_count == 1:
                self._award(out)
                return
            all_in = sum(1 for i in range(self._n) if self._live[i] and self._stacks[i]) <= 1
            if all_in or self._street is Street.RIVER:
                self._begin_showdown(out, all_in)
                return
            self._deal_street(_NEXT_STREET[self._street], out)
            self._opener = 0
            self._current_bet = 0
            self._open_round()

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

    def _deal_street(self, street: Street, out: list[Event]) -> None:
        self._street = street
        deck = self._deck
        deck.burn()
        cards = tuple(deck.deal() for _ in range(_BOARD_SIZE[street]))
        self._board.extend(cards)
        out.append(BoardDealt(street, cards, tuple(self._board)))

    # ------------------------------------------------------------------ showdown

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
                self._deal_street(_NEXT_STREET[self._street], out)
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
        return build_pots(self._contrib, self._live, sum(self._antes))

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

    # ------------------------------------------------------------------ misdeal, result

    def void(self) -> tuple[Event, ...]:
        """Declare a misdeal: cancel the hand and give every chip back to its owner.

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> hand.void()
        (HandVoided(refunds=((1, 2), (0, 1))),)
        >>> hand.stacks, hand.is_over
        ({1: 100, 0: 100}, True)

        Raises:
            ActionNotAvailable: if the hand is already over.
        """
        if self._street is Street.COMPLETE:
            raise ActionNotAvailable("The hand is already over.")
        refunds = tuple(
            (seat, start - stack)
            for seat, start, stack in zip(self._seats, self._starting, self._stacks, strict=True)
        )
        n = self._n
        self._stacks = list(self._starting)
        self._bets = [0] * n
        self._contrib = [0] * n
        self._antes = [0] * n
        self._actors = []
        self._showdown = []
        self._street = Street.COMPLETE
        self._voided = True
        event = HandVoided(refunds)
        self._history.append(event)
        return (event,)

    @property
    def is_voided(self) -> bool:
        """Whether the hand was cancelled as a misdeal."""
        return self._voided

    @property
    def result(self) -> HandResult:
        """How the hand ended: stacks, pots and winners, shown hands.

        Raises:
            ActionNotAvailable: if the hand is not over yet.
        """
        if self._street is not Street.COMPLETE:
            raise ActionNotAvailable("The hand is not over yet.")
        pots = tuple(
            PotResult(e.amount, e.winners, e.shares, e.hand_description)
            for e in self._history
            if isinstance(e, PotAwarded)
        )
        shown = {e.seat: e.cards for e in self._history if isinstance(e, CardsShown)}
        return HandResult(
            seats=self._seats,
            starting_stacks=self.starting_stacks,
            final_stacks=self.stacks,
            pots=pots,
            shown=shown,
            went_to_showdown=not self._voided and sum(self._live) > 1,
            voided=self._voided,
        )

    # ------------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, object]:
        """Everything needed to continue the hand later, deck order included; JSON-safe.

        >>> from holdem.deck import Deck
        >>> import random, json
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> HandState.from_dict(json.loads(json.dumps(hand.to_dict()))) == hand
        True
        """
        return {
            "version": 1,
            "config": self._config.to_dict(),
            "button": self._button,
            "seats": list(self._seats),
            "starting": list(self._starting),
            "stacks": list(self._stacks),
            "bets": list(self._bets),
            "contrib": list(self._contrib),
            "antes": list(self._antes),
            "live": list(self._live),
            "holes": [[str(c) for c in hole] for hole in self._holes],
            "board": [str(c) for c in self._board],
            "deck": self._deck.to_list(),
            "street": self._street.value,
            "straddled": self._straddled,
            "actors": list(self._actors),
            "acted": sorted(self._acted),
            "current_bet": self._current_bet,
            "last_raise": self._last_raise,
            "raises": self._raises,
            "max_raises": self._max_raises,
            "min_bet": self._min_bet,
            "short_all_ins": list(self._short_all_ins),
            "opener": self._opener,
            "showdown": list(self._showdown),
            "shown": list(self._shown),
            "mucked": list(self._mucked),
            "voided": self._voided,
            "history": [e.to_dict() for e in self._history],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HandState:
        """Rebuild a hand saved with :meth:`to_dict`.

        Raises:
            ValueError: if the data is malformed.
            KeyError: if a field is missing.
        """
        d = data
        try:
            self = cls.__new__(cls)
            self._config = HandConfig.from_dict(cast(Mapping[str, object], d["config"]))
            self._button = _int(d["button"])
            self._seats = tuple(_ints(d["seats"]))
            self._positions = {s: i for i, s in enumerate(self._seats)}
            self._n = len(self._seats)
            self._starting = tuple(_ints(d["starting"]))
            self._stacks = _ints(d["stacks"])
            self._bets = _ints(d["bets"])
            self._contrib = _ints(d["contrib"])
            self._antes = _ints(d["antes"])
            self._live = [bool(v) for v in _list(d["live"])]
            self._holes = [tuple(Card(str(c)) for c in _list(h)) for h in _list(d["holes"])]
            self._board = [Card(str(c)) for c in _list(d["board"])]
            self._deck = Deck.from_list(str(c) for c in _list(d["deck"]))
            self._street = Street(str(d["street"]))
            self._straddled = bool(d["straddled"])
            self._actors = _ints(d["actors"])
            self._acted = set(_ints(d["acted"]))
            self._current_bet = _int(d["current_bet"])
            self._last_raise = _int(d["last_raise"])
            self._raises = _int(d["raises"])
            self._max_raises = None if d["max_raises"] is None else _int(d["max_raises"])
            self._min_bet = _int(d["min_bet"])
            self._short_all_ins = _ints(d["short_all_ins"])
            self._opener = _int(d["opener"])
            self._showdown = _ints(d["showdown"])
            self._shown = [bool(v) for v in _list(d["shown"])]
            self._mucked = [bool(v) for v in _list(d["mucked"])]
            self._voided = bool(d["voided"])
            self._ranks = None
            self._history = [
                event_from_dict(cast(Mapping[str, object], e)) for e in _list(d["history"])
            ]
        except (TypeError, AttributeError) as exc:
            raise ValueError(f"Not a saved hand: {exc}") from exc
        return self

    def __eq__(self, other: object) -> bool:
        """Two hands are equal when every part of their state (and history) is."""
        if not isinstance(other, HandState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        """A short summary without any secret card."""
        return (
            f"<HandState street={self._street.value} to_act={self.to_act} "
            f"pot={self.total_pot} stacks={self.stacks}>"
        )


def _list(value: object) -> list[object]:
    if not isinstance(value, list | tuple):
        raise ValueError(f"Expected a list, not {value!r}.")
    return list(value)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"Expected an int, not {value!r}.")
    return value


def _ints(value: object) -> list[int]:
    return [_int(v) for v in _list(value)]
