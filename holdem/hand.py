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
maximum), except where our house rules (``docs/RULES.md``) deliberately differ; the letters
are those of RULES.md's list of differences:

(a) **Short big blind.** A big blind who cannot cover it posts what they have and is
    all-in, but the others still call the *full* big blind and the minimum raise is still to
    twice it. PokerKit lets the others call only what was posted. A big-blind ante is posted
    after the blind (PokerKit posts antes first), so a big blind short for both posts the
    blind first.
(b) **Minimum raise over a straddle** (any blind above the big blind) is to twice the
    straddle (no-limit and pot-limit). PokerKit ties it to the minimum bet (three big
    blinds). After the flop the minimum bet is the big blind in both.
(c) **Fixed-limit cap.** ``raise_cap`` counts bets, the big blind (and a straddle) counting
    as the first: the default 4 allows three raises before the flop. PokerKit allows four
    raises on top of the big blind.
(d) **Limit half-bet rule.** In fixed limit an all-in raise of at least half a bet counts
    as a full raise and reopens the betting, and a raise after an all-in for less completes
    to the next full-bet level (below). PokerKit has neither.
(e) **A short all-in at the first raise of a round.** A full raise is at least the minimum
    bet (the big blind; before the flop the largest blind, the straddle when there is one),
    so an all-in that adds less does not reopen the betting to players who have acted.
    PokerKit counts any first raise as full.
(f) **Odd chips** of a split pot go *one at a time* to the winners in seat order from the
    button's left; PokerKit gives the whole remainder to the first winner (they differ only
    for three or more winners with two or more odd chips), and merges side pots whose
    contenders became the same.
(g) **Short antes.** Antes count as each player's contribution when the pots are built (up
    to the config's ante), so a player all-in for part of the ante wins at most their own
    ante from each player; the rest of the antes form a side pot (RULES §5). PokerKit treats
    antes as dead money in the main pot, so there the short player can win every ante. With
    full antes the two agree. A big-blind ante and other dead money (``dead``) stay dead
    money in the main pot, as in PokerKit.
(h) **Posts of the largest blind.** Action before the flop starts left of the *first*
    player, in blind order, to post the largest blind; PokerKit starts it left of the last.

**Fixed-limit levels.** Bets and raises in fixed limit go to whole multiples of the bet
unit, the *full-bet level* (the big blind, or straddle, before the flop; 0 on later
streets). A bet or raise makes the level one unit higher; so does an all-in of at least half
a unit over the level (the half-bet rule): it counts toward the cap and reopens the betting,
and the next raise goes to the new level plus a unit (after a big blind of 10 and an all-in
to 15, the next raise is to 30). An all-in of less than half a unit over the level is a call
plus an incomplete part: the level stays, it does not count toward the cap, and it reopens
nothing; the next player may call the all-in amount, or raise, which *completes* to the next
level (after a big blind of 10 and an all-in to 13, a raise is to 20, not 23; facing an
all-in bet of 1 on a 4-chip street, a bet completes to 4). A player who has acted since the
last full bet or raise may then only call or fold.

One smaller difference: heads-up the button always acts first before the flop, even with
equal blinds. A straddle is the player's choice (``HandState.start(..., straddle=seat)``),
posted only in full. In big-blind-ante mode the big blind posts ``ante``, one amount for the
whole table, after its blind.

The betting round lives in :mod:`holdem._round`, the showdown and awarding in
:mod:`holdem._showdown`, the home-game shapes (run it twice, bomb pot, rabbit hunt) in
:mod:`holdem._runouts`, the saved form (the hand's inputs and actions) in
:mod:`holdem._saving`; :class:`HandState` puts them together.

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

import json
from collections.abc import Mapping
from typing import cast

from holdem._round import NEXT_STREET, BettingRound
from holdem._runouts import RabbitHunt, check_shapes
from holdem._saving import SAVE_VERSION, HandStart, action_from_list, action_to_list
from holdem._showdown import HandResult, PotResult, Showdown
from holdem.actions import Action, ActionKind, LegalActions
from holdem.betting import (
    AnteMode,
    BettingStructure,
    HandConfig,
    Street,
)
from holdem.cards import Card
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, HoldemError
from holdem.events import (
    AntePosted,
    Blind,
    BlindPosted,
    CardsMucked,
    CardsShown,
    Event,
    HandStarted,
    HandVoided,
    HoleCardsDealt,
    PotAwarded,
)
from holdem.observation import Observation, observe_hand
from holdem.pots import Pot

__all__ = [
    "AnteMode",
    "BettingStructure",
    "HandConfig",
    "HandResult",
    "HandStart",
    "HandState",
    "PotResult",
    "RabbitHunt",
    "Street",
]


class HandState(BettingRound, Showdown):
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

    __slots__ = ()

    # ------------------------------------------------------------------ creation

    @classmethod
    def start(
        cls,
        config: HandConfig,
        stacks: Mapping[int, int],
        button: int,
        deck: Deck,
        *,
        bomb_pot: int = 0,
        run_it_twice: bool = False,
        straddle: int | None = None,
        blinds: Mapping[int, int] | None = None,
        dead: Mapping[int, int] | None = None,
    ) -> HandState:
        """Start a hand: post antes, blinds (and straddle), deal two hole cards each.

        ``stacks`` maps each seat dealt in (0-9) to its chips; ``button`` is one of them,
        or, with three players or more, a seat nobody is dealt in from (a dead button, by
        the dead-button rule of :mod:`holdem.blinds`: deal order then starts at the first
        seat after it). ``deck`` must be fresh (a new shuffle): a deck that has dealt a card
        is refused, so that the redeal after a misdeal cannot reuse the voided hand's cards.

        The forced bets are the config's (antes, small and big blind) unless told otherwise:

        * ``straddle``: the seat that chooses to straddle this hand (the player left of the
          big blind, with three or more dealt in, able to post twice the big blind). None
          (the default): nobody straddles, whatever ``config.straddle`` says (that is the
          table's standing choice, which :class:`~holdem.table.TableState` passes here).
        * ``blinds``: the live blinds by seat, in place of the small and big blind: for a
          dead small blind (``{big_blind_seat: 10}``), extra posts (a player posting a big
          blind to come in, a second straddle). Action before the flop starts left of the
          first player, in blind order, to post the largest blind; the largest blind is
          the bet to call, and when it is above the big blind the size of a full raise.
        * ``dead``: dead money by seat, posted after the blinds (a missed small blind, antes
          that differ per player): it goes into the main pot, for every live player.

        The home-game options (RULES §14, :mod:`holdem._runouts`): ``bomb_pot=N`` makes
        this hand a bomb pot (everyone antes N, no blinds, the flop is dealt at once and
        betting starts on it); ``run_it_twice=True`` lets the players, all-in before the
        river, agree to run the board twice (:meth:`answer_run_twice`).

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> HandState.start(cfg, {2: 50, 5: 80}, button=5, deck=Deck(random.Random(0))).seats
        (2, 5)
        >>> hand = HandState.start(cfg, {0: 50, 1: 50, 2: 50, 3: 50}, button=0,
        ...                        deck=Deck(random.Random(0)), straddle=3)
        >>> hand.bets, hand.to_act
        ({1: 1, 2: 2, 3: 4, 0: 0}, 0)

        Raises:
            ValueError: with fewer than 2 or more than 10 seats, a seat outside 0-9, a stack
                that is not a positive int, a button that is not a seat (or, heads-up, not
                dealt in), a deck that was dealt from, a straddle that is not the player
                left of the big blind (or who cannot cover it), or blinds or dead money that
                are not non-negative whole chips of seats dealt in, a bomb pot ante that is
                not a whole number of chips, or a bomb pot with a straddle, blinds or dead
                money.
        """
        order = _deal_order(
            config,
            stacks,
            button,
            deck,
            bomb_pot=bomb_pot,
            run_it_twice=run_it_twice,
            straddle=straddle,
            blinds=blinds,
            dead=dead,
        )
        self = cls.__new__(cls)
        self._init_table(config, button, order, stacks, deck)
        self._start = HandStart(
            config=config,
            stacks=tuple((seat, stacks[seat]) for seat in sorted(stacks)),
            button=button,
            deck=deck.to_text(),
            straddle=straddle,
            blinds=None if blinds is None else tuple(sorted(blinds.items())),
            dead=tuple(sorted((dead or {}).items())),
            bomb_pot=bomb_pot,
            run_it_twice=run_it_twice,
        )
        self._init_shapes(bomb_pot, run_it_twice)
        history: list[Event] = [
            HandStarted(config, button, order, self._starting, bomb_pot, run_it_twice)
        ]
        self._history = history
        if bomb_pot:
            self._post_bomb_antes(history)
        else:
            self._post_forced_bets(history, straddle, blinds, dead or {})
        self._holes = deck.deal_hole_cards(order)
        history.extend(HoleCardsDealt(seat, self._holes[p]) for p, seat in enumerate(order))
        if bomb_pot:  # no pre-flop betting: the flop at once, betting left of the button
            self._deal_street(Street.FLOP, history)
        self._open_round()
        self._advance(history)
        return self

    def _init_table(
        self,
        config: HandConfig,
        button: int,
        order: tuple[int, ...],
        stacks: Mapping[int, int],
        deck: Deck,
    ) -> None:
        """The table before the forced bets: the seats in deal order, their stacks, no bets."""
        n = len(order)
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
        self._acted = {}
        self._current_bet = 0
        self._last_raise = 0
        self._level = 0
        self._raises = 0
        self._max_raises = None
        self._min_bet = config.big_blind
        self._opener = 0
        self._showdown = []
        self._shown = [False] * n
        self._mucked = [False] * n
        self._ranks = None
        self._voided = False
        self._legal = None
        self._moves = []

    @classmethod
    def restart(cls, record: HandStart) -> HandState:
        """Start a hand again from its :attr:`inputs`: the same deal, before any action.

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> HandState.restart(hand.inputs).hole_cards(0) == hand.hole_cards(0)
        True

        Raises:
            ValueError: The record's stacks, button or deck can't start a hand.
            InvalidNotation: The record's deck is not a deck.
        """
        return cls.start(
            record.config,
            dict(record.stacks),
            record.button,
            Deck.from_text(record.deck),
            bomb_pot=record.bomb_pot,
            run_it_twice=record.run_it_twice,
            straddle=record.straddle,
            blinds=None if record.blinds is None else dict(record.blinds),
            dead=dict(record.dead) or None,
        )

    def _post_forced_bets(
        self,
        out: list[Event],
        straddle: int | None,
        blinds: Mapping[int, int] | None,
        dead: Mapping[int, int],
    ) -> None:
        """Antes, then the live blinds (and straddle), then dead money and a big-blind ante."""
        cfg = self._config
        n = self._n
        order = self._seats
        sb_pos, bb_pos = (1, 0) if n == 2 else (0, 1)
        if cfg.ante and cfg.ante_mode is AnteMode.EVERY_PLAYER:
            for p in range(n):
                self._post_dead(p, cfg.ante, out)
        if blinds is None:
            posts = [(sb_pos, cfg.small_blind), (bb_pos, cfg.big_blind)]
            if straddle is not None:
                posts.append((2, cfg.straddle_amount))
        else:  # in blind order: the small blind's place first
            posts = [(p, blinds.get(order[p], 0)) for p in ((sb_pos + k) % n for k in range(n))]
        top, last, big = 0, n - 1, bb_pos
        stacks = self._stacks
        for p, blind in posts:
            amount = min(blind, stacks[p])
            if amount:
                stacks[p] -= amount
                self._bets[p] = amount
                kind = (
                    Blind.SMALL
                    if blind < cfg.big_blind
                    else Blind.BIG
                    if blind == cfg.big_blind
                    else Blind.STRADDLE
                )
                out.append(BlindPosted(order[p], amount, kind, stacks[p] == 0))
            if blind > top:
                if top < cfg.big_blind <= blind:
                    big = p  # the big blind: the first to post at least the big blind
                top, last = blind, p
        for p in range(n):
            if dead.get(order[p]):
                self._post_dead(p, dead[order[p]], out)
        if cfg.ante and cfg.ante_mode is AnteMode.BIG_BLIND:
            # one fixed amount for the whole table, after the blind: what is left goes to it
            self._post_dead(big, cfg.ante, out)
        self._straddled = top > cfg.big_blind
        self._opener = (last + 1) % n
        self._current_bet = top

    def _post_dead(self, p: int, amount: int, out: list[Event]) -> None:
        """Post an ante or other dead money for position ``p`` (what the stack covers)."""
        stacks = self._stacks
        amount = min(amount, stacks[p])
        if amount:
            stacks[p] -= amount
            self._antes[p] += amount
            out.append(AntePosted(self._seats[p], amount, stacks[p] == 0))

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
    def inputs(self) -> HandStart:
        """What :meth:`start` was given (config, stacks, button, deck order): the hand's inputs.

        With :meth:`actions` it is the whole saved hand: :meth:`restart` and then
        :meth:`apply` of each action bring the hand back.
        """
        return self._start

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

    def chips_of(self, seat: int) -> tuple[int, int, bool] | None:
        """A seat's (stack behind, bet this round, still in the hand), or None if not dealt in.

        One seat's part of :attr:`stacks`, :attr:`bets` and :attr:`folded`, without
        building their mappings: a table view reads every seat after every action.
        """
        p = self._positions.get(seat)
        if p is None:
            return None
        return self._stacks[p], self._bets[p], self._live[p]

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
        pots = self._layered_pots()
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
    def players_in(self) -> int:
        """How many players dealt in have not folded: ``len(seats) - len(folded)``, cheaply."""
        return sum(self._live)

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event of the hand so far, in order (private hole-card events included)."""
        return tuple(self._history)

    @property
    def event_count(self) -> int:
        """How many events the hand has recorded: ``len(history)`` without copying it.

        Every action adds at least one, so it marks a moment of the hand.
        """
        return len(self._history)

    def hole_cards(self, seat: int) -> tuple[Card, ...]:
        """The hole cards of ``seat``; secret: show them to their owner only.

        Raises:
            KeyError: if the seat is not dealt in.
        """
        return self._holes[self._positions[seat]]

    def observe(self, seat: int) -> Observation:
        """What ``seat`` sees now: its own cards, the public table, its legal actions.

        The record a computer player decides from (see :mod:`holdem.observation`).

        Raises:
            KeyError: if the seat is not dealt in.
        """
        return observe_hand(self, seat)

    # ------------------------------------------------------------------ legal actions

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
        moment = len(self._history)
        kept = self._legal
        if kept is not None and kept[0] == moment and kept[1] == seat:
            return kept[2]  # asked again before anything happened (buttons, then the click)
        answer = self._legal_now(seat, actor)
        self._legal = (moment, seat, answer)
        return answer

    def _legal_now(self, seat: int | None, actor: int | None) -> LegalActions:
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
        elif bounds is None:  # an all-in that can only be a call is a call
            all_in_to = bet + min(stack, owed)
        elif bounds[1] == total:
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
            full_raise_to=None if bounds is None else self._full_raise_to(),
            all_in_to=all_in_to,
            current_bet=self._current_bet,
            pot=pot,
        )

    # ------------------------------------------------------------------ verify / apply

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
        self._moves.append((seat, action))
        return tuple(out)

    @property
    def action_count(self) -> int:
        """How many actions have been applied since the deal (see :meth:`actions`)."""
        return len(self._moves)

    def actions(self, start: int = 0) -> tuple[tuple[int, Action], ...]:
        """The actions applied to this object from the ``start``-th on, as (seat, action).

        Counted from the deal. Applied again, in order, to the hand started again from its
        :attr:`inputs`, they bring it to this exact state (the engine is deterministic): a
        hand is saved as its inputs once, then action by action. Answers to running it
        twice are kept apart (:meth:`run_twice_answers`); they come last.

        >>> from holdem.deck import Deck
        >>> import random
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> _ = hand.apply(0, Action.raise_to(6)); _ = hand.apply(1, Action.call())
        >>> again = HandState.restart(hand.inputs)
        >>> for seat, action in hand.actions():
        ...     _ = again.apply(seat, action)
        >>> again == hand
        True
        """
        return tuple(self._moves[start:])

    # ------------------------------------------------------------------ rounds

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
            self._deal_street(NEXT_STREET[self._street], out)
            self._opener = 0
            self._current_bet = 0
            self._open_round()

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
            raise ActionNotAvailable("The hand is already over.", code="hand.over")
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
            PotResult(e.amount, e.winners, e.shares, e.hand_description, e.run)
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
            boards=self.boards,
        )

    # ------------------------------------------------------------------ saving

    def to_dict(self) -> dict[str, object]:
        """The hand as its inputs and its actions (and whether it was voided); JSON-safe.

        >>> from holdem.deck import Deck
        >>> import random, json
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> HandState.from_dict(json.loads(json.dumps(hand.to_dict()))) == hand
        True
        """
        data: dict[str, object] = {
            "version": SAVE_VERSION,
            "start": self._start.to_dict(),
            "actions": [action_to_list(seat, action) for seat, action in self._moves],
            "voided": self._voided,
        }
        answers = self.run_twice_answers()
        if answers:  # the answers to running it twice, replayed after the actions
            data["answers"] = [[seat, agreed] for seat, agreed in answers]
        return data

    def to_json(self) -> str:
        """:meth:`to_dict` as compact JSON text.

        >>> from holdem.deck import Deck
        >>> import random, json
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> hand = HandState.start(cfg, {0: 100, 1: 100}, button=0, deck=Deck(random.Random(1)))
        >>> hand.to_json() == json.dumps(hand.to_dict(), separators=(",", ":"))
        True
        """
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HandState:
        """Rebuild a hand saved with :meth:`to_dict`: :meth:`restart`, then every action.

        Raises:
            ValueError: The data is not a saved hand, or its actions don't replay.
        """
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"Not a saved hand of version {SAVE_VERSION}.")
        start = data.get("start")
        actions = data.get("actions")
        if not isinstance(start, Mapping) or not isinstance(actions, list):
            raise ValueError("A saved hand has a start record and a list of actions.")
        try:
            hand = cls.restart(HandStart.from_dict(cast(Mapping[str, object], start)))
            for saved in actions:
                hand.apply(*action_from_list(saved))
            for seat, agreed in _answers(data.get("answers", [])):
                hand.answer_run_twice(seat, agreed)
            if data.get("voided"):
                hand.void()
        except HoldemError as error:
            raise ValueError(f"The saved hand does not replay: {error.reason}") from error
        return hand

    def __eq__(self, other: object) -> bool:
        """Two hands are equal when they had the same inputs and the same actions."""
        if not isinstance(other, HandState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        """A short summary without any secret card."""
        return (
            f"<HandState street={self._street.value} to_act={self.to_act} "
            f"pot={self.total_pot} stacks={self.stacks}>"
        )


def _deal_order(
    config: HandConfig,
    stacks: Mapping[int, int],
    button: int,
    deck: Deck,
    *,
    bomb_pot: int,
    run_it_twice: bool,
    straddle: int | None,
    blinds: Mapping[int, int] | None,
    dead: Mapping[int, int] | None,
) -> tuple[int, ...]:
    """The seats dealt in, in deal order, once :meth:`HandState.start`'s inputs are checked.

    Raises:
        ValueError: as :meth:`HandState.start` says.
    """
    check_shapes(bomb_pot, run_it_twice)
    if bomb_pot and (straddle is not None or blinds or dead):
        raise ValueError("A bomb pot has no blinds, straddle or dead money: only its ante.")
    seats = sorted(stacks)
    if not 2 <= len(seats) <= 10 or any(not 0 <= s <= 9 for s in seats):
        raise ValueError("A hand needs 2 to 10 players in seats 0 to 9.")
    if button not in stacks and (len(seats) == 2 or not 0 <= button <= 9):
        raise ValueError("The button must be one of the seats dealt in.")
    if any(not _chips(v) or v <= 0 for v in stacks.values()):
        raise ValueError("Every player dealt in needs a positive whole number of chips.")
    cut = sum(1 for s in seats if s <= button)  # a dead button: the seats after it first
    order = tuple(seats[cut:] + seats[:cut])
    n = len(order)
    _check_posts(stacks, blinds, "blinds")
    _check_posts(stacks, dead, "dead money")
    if straddle is not None:
        if blinds is not None:
            raise ValueError("Give a straddle either as ``straddle`` or in ``blinds``.")
        if n < 3 or straddle != order[2]:
            raise ValueError("Only the player left of the big blind may straddle.")
        antes = config.ante if config.ante_mode is AnteMode.EVERY_PLAYER else 0
        if stacks[straddle] < config.straddle_amount + antes:
            raise ValueError("A straddle is posted in full: that stack cannot cover it.")
    if not deck.is_fresh:
        raise ValueError("A hand is dealt from a fresh shuffle: this deck was dealt from.")
    return order


def _chips(value: object) -> bool:
    """Whether ``value`` is a whole number of chips (an int, not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_posts(stacks: Mapping[int, int], posts: Mapping[int, int] | None, what: str) -> None:
    """Refuse forced bets for seats not dealt in, or amounts that are not whole chips.

    Raises:
        ValueError: naming ``what`` is wrong.
    """
    if posts is None:
        return
    for seat, amount in posts.items():
        if seat not in stacks:
            raise ValueError(f"The {what} name seat {seat}, which is not dealt in.")
        if not _chips(amount) or amount < 0:
            raise ValueError(f"The {what} must be whole numbers of chips, not {amount!r}.")


def _answers(value: object) -> list[tuple[int, bool]]:
    """The saved answers to running it twice: ``[[seat, agreed], ...]``.

    Raises:
        ValueError: The value is not a list of such pairs.
    """
    if not isinstance(value, list) or not all(
        isinstance(pair, list)
        and len(pair) == 2
        and isinstance(pair[0], int)
        and isinstance(pair[1], bool)
        for pair in value
    ):
        raise ValueError(f"Not the saved answers to running it twice: {value!r}.")
    return [(pair[0], pair[1]) for pair in value]
