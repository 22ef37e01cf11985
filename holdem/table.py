"""The table between hands: seats, stacks, who sits out, and where the button and blinds go.

:class:`TableState` is a frozen value; every change returns a new one. It decides who is
dealt in and where the button and the blinds go by the dead-button rule of card rooms
(:mod:`holdem.blinds`): the big blind moves forward exactly one player each hand, and the
small blind and the button follow it, dead when their player has gone. At a cash table it
also keeps what players owe: a new player waits for the big blind or posts one to play at
once; a player who sat out while the blinds passed posts them on return (the big blind
live, the small blind dead) or waits for the big blind; each chooses (``post=``). In a
tournament nobody sits out of the blinds: the absent are dealt in (the card room acts for
them on their clock).

It starts each :class:`~holdem.hand.HandState` and takes its result back. A misdeal
(:meth:`TableState.void_hand`) gives every chip back and keeps the button and the blinds
where they were, so the redeal (with a fresh shuffle) is the same hand again.

>>> import random
>>> from holdem.deck import Deck
>>> from holdem.betting import BettingStructure
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> table = TableState(config=cfg).sit(0, 100).sit(4, 100).sit(7, 100)
>>> table, hand = table.start_hand(Deck(random.Random(1)))
>>> table.button, table.small_blind, table.big_blind, hand.seats
(0, 4, 7, (4, 7, 0))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from holdem.betting import AnteMode, HandConfig
from holdem.blinds import MAX_SEATS, Deal, Post, next_deal
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable
from holdem.hand import HandState

__all__ = ["MAX_SEATS", "TableState"]


def _frozen(stacks: Mapping[int, int]) -> Mapping[int, int]:
    return MappingProxyType(dict(sorted(stacks.items())))


def _frozen_posts(owes: Mapping[int, Post]) -> Mapping[int, Post]:
    return MappingProxyType(dict(sorted(owes.items())))


def _check_seat(seat: int, stack: int) -> None:
    """Refuse a seat that does not exist and a negative stack."""
    if not 0 <= seat < MAX_SEATS:
        raise ActionNotAvailable(f"There is no seat {seat}; seats are 0 to {MAX_SEATS - 1}.")
    if stack < 0:
        raise ValueError("A stack cannot be negative.")


@dataclass(frozen=True, slots=True, kw_only=True)
class TableState:
    """Seats and stacks between hands, the button and blinds, who sits out and who owes.

    >>> from holdem.betting import BettingStructure
    >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    >>> TableState(config=cfg).sit(3, 50).sit(5, 0).dealt_in
    (3,)
    """

    config: HandConfig
    """Stakes and structure of the next hand."""
    stacks: Mapping[int, int] = field(default_factory=lambda: _frozen({}))
    """Chips of each occupied seat."""
    sitting_out: frozenset[int] = frozenset()
    """Seated players who sit out: at a cash table they are not dealt in and post nothing."""
    button: int | None = None
    """The button of the last hand started (None before the first); it may be a dead one."""
    redeal: bool = False
    """The last hand was voided: the next one keeps the same button and blinds."""
    small_blind: int | None = None
    """The seat of the last hand's small blind, posted or dead (heads-up: the button)."""
    big_blind: int | None = None
    """The seat of the last hand's big blind; None until a hand is dealt by the rule.

    Without it (a table's first hand, or one rebuilt knowing only its button) everyone who
    may play is dealt in, the button moves to the next of them, and nobody owes."""
    owes: Mapping[int, Post] = field(default_factory=lambda: _frozen_posts({}))
    """What seated players at a cash table owe before they are dealt in (by seat)."""
    posting: frozenset[int] = frozenset()
    """Seats of :attr:`owes` that post to play at once; the others wait for the big blind."""
    tournament: bool = False
    """Nobody sits out of the blinds: the absent are dealt in, and nobody owes."""
    posted: Mapping[int, Post] = field(default_factory=lambda: _frozen_posts({}))
    """What players coming in posted in the last hand started (owed again if it is voided)."""

    def sit(self, seat: int, stack: int, *, post: bool = False) -> TableState:
        """Seat a player with ``stack`` chips.

        Before the table's first hand (and in a tournament) they are dealt in from the next
        hand. Once hands are dealt at a cash table, a new player owes a big blind: they are
        dealt in when the big blind reaches them, or, with ``post``, at once with a live big
        blind of their own, as soon as the button has passed their seat.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(2, 80).stacks[2]
        80
        >>> TableState(config=cfg, big_blind=0).sit(2, 80).owes
        mappingproxy({2: <Post.BIG: 'big'>})

        Raises:
            ActionNotAvailable: if the seat does not exist or is taken.
            ValueError: if the stack is negative.
        """
        if seat in self.stacks:
            raise ActionNotAvailable("That seat is taken.")
        _check_seat(seat, stack)
        table = replace(self, stacks=_frozen({**self.stacks, seat: stack}))
        if self.big_blind is None or self.tournament:
            return table
        return table._owing(seat, Post.BIG, post=post)

    def _owing(self, seat: int, owed: Post, *, post: bool) -> TableState:
        """The table with ``seat`` owing ``owed``, posting it or waiting for the big blind."""
        posting = self.posting | {seat} if post else self.posting - {seat}
        return replace(
            self, owes=_frozen_posts({**self.owes, seat: owed}), posting=frozenset(posting)
        )

    @classmethod
    def seated(
        cls,
        config: HandConfig,
        stacks: Mapping[int, int],
        *,
        sitting_out: Iterable[int] = (),
        button: int | None = None,
        redeal: bool = False,
        small_blind: int | None = None,
        big_blind: int | None = None,
        owes: Mapping[int, Post] | None = None,
        posting: Iterable[int] = (),
        tournament: bool = False,
        posted: Mapping[int, Post] | None = None,
    ) -> TableState:
        """A table with ``stacks`` seated and ``sitting_out`` out, made at once.

        The same table as :meth:`sit` and :meth:`sit_out` one call at a time; the card room
        rebuilds its table like this before every deal. Debts of seats nobody sits in and
        posting choices of seats that owe nothing are dropped.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState.seated(cfg, {5: 0, 3: 50, 1: 9}, sitting_out=[1]).dealt_in
        (3,)

        Raises:
            ActionNotAvailable: if a seat does not exist.
            ValueError: if a stack is negative.
        """
        for seat, stack in sorted(stacks.items()):  # the first fault in seat order, as sit
            _check_seat(seat, stack)
        owed = {} if owes is None or tournament else {s: owes[s] for s in owes if s in stacks}
        return cls(
            config=config,
            stacks=_frozen(stacks),
            sitting_out=frozenset(sitting_out),
            button=button,
            redeal=redeal,
            small_blind=small_blind,
            big_blind=big_blind,
            owes=_frozen_posts(owed),
            posting=frozenset(s for s in posting if s in owed),
            tournament=tournament,
            posted=_frozen_posts({} if posted is None else posted),
        )

    def leave(self, seat: int) -> TableState:
        """Free a seat (the card room pays out its stack); what it owed goes with it.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(2, 80).leave(2).stacks
        mappingproxy({})
        """
        stacks = dict(self.stacks)
        stacks.pop(seat, None)
        owes = dict(self.owes)
        owes.pop(seat, None)
        return replace(
            self,
            stacks=_frozen(stacks),
            sitting_out=self.sitting_out - {seat},
            owes=_frozen_posts(owes),
            posting=self.posting - {seat},
            posted=_frozen_posts({s: p for s, p in self.posted.items() if s != seat}),
        )

    def set_stack(self, seat: int, stack: int) -> TableState:
        """Change a seated player's stack between hands (a rebuy or top-up).

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(2, 0).set_stack(2, 40).dealt_in
        (2,)

        Raises:
            KeyError: if nobody sits there.
        """
        if seat not in self.stacks:
            raise KeyError(seat)
        return replace(self, stacks=_frozen({**self.stacks, seat: stack}))

    def sit_out(self, seat: int) -> TableState:
        """Keep a seated player out of the next hands.

        At a cash table they are not dealt in and post nothing; the blinds that pass them
        are owed on return. In a tournament they are dealt in all the same.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(1, 9).sit(2, 9).sit_out(1).dealt_in
        (2,)
        """
        return replace(self, sitting_out=self.sitting_out | {seat}, posting=self.posting - {seat})

    def sit_in(self, seat: int, *, post: bool = False) -> TableState:
        """Deal a sitting-out player in again; or change a waiting player's choice.

        A player who owes nothing is dealt in from the next hand. One who owes blinds
        (:attr:`owes`) chooses: ``post`` them to play at once (as soon as the button has
        passed their seat), or wait for the big blind to reach them (the default).

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(1, 9).sit_out(1).sit_in(1).dealt_in
        (1,)
        """
        table = replace(self, sitting_out=self.sitting_out - {seat})
        owed = self.owes.get(seat)
        return table if owed is None else table._owing(seat, owed, post=post)

    @property
    def waiting(self) -> tuple[int, ...]:
        """Seats that owe blinds and wait for the big blind to reach them."""
        return tuple(s for s in self.owes if s not in self.posting)

    @property
    def candidates(self) -> tuple[int, ...]:
        """Seats that may play the next hand: with chips, and at a cash table not sitting out.

        Those who owe blinds are among them: the big blind may reach them.
        """
        out = frozenset() if self.tournament else self.sitting_out
        return tuple(s for s, chips in self.stacks.items() if chips > 0 and s not in out)

    def next_deal(self) -> Deal:
        """Where the next hand's button and blinds go, who is dealt in and what they post.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> # seat 2 left after posting the big blind; seat 4 is new and waits for it
        >>> table = TableState.seated(cfg, dict.fromkeys([0, 1, 3, 4], 9), owes={4: Post.BIG},
        ...                           button=0, small_blind=1, big_blind=2)
        >>> deal = table.next_deal()
        >>> deal.button, deal.small_blind, deal.dead_small_blind, deal.big_blind, deal.seats
        (1, 2, True, 3, (0, 1, 3))

        Raises:
            ActionNotAvailable: if fewer than two players would be dealt in.
        """
        return next_deal(
            candidates=self.candidates,
            seated=self.stacks,
            owes=self.owes,
            posting=self.posting,
            button=self.button,
            small_blind=self.small_blind,
            big_blind=self.big_blind,
            redeal=self.redeal,
            tournament=self.tournament,
        )

    @property
    def dealt_in(self) -> tuple[int, ...]:
        """Seats that the next hand deals in (fewer than two: no hand can be dealt)."""
        candidates = self.candidates
        if len(candidates) < 2:
            return candidates
        return self.next_deal().seats

    def next_button(self) -> int:
        """Where the button goes for the next hand (it may be a dead button).

        After a misdeal it stays where it was.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg, button=3).sit(1, 9).sit(5, 9).next_button()
        5

        Raises:
            ActionNotAvailable: if fewer than two players would be dealt in.
        """
        return self.next_deal().button

    def start_hand(
        self,
        deck: Deck,
        *,
        bomb_pot: int = 0,
        run_it_twice: bool = False,
        straddlers: Iterable[int] = (),
    ) -> tuple[TableState, HandState]:
        """Move the button and blinds and deal the next hand from ``deck`` (a fresh shuffle).

        Returns the table with its new button and blinds and what its players owe now,
        and the hand in progress; the table's stacks are those before the hand until
        :meth:`finish_hand`. The player left of the big blind straddles when the table's
        standing straddle is on (``config.straddle``), or their seat is one of
        ``straddlers`` (the players whose own standing choice is to straddle), and they can
        cover it.

        >>> import random
        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> table = TableState(config=cfg).sit(0, 50).sit(1, 50).sit(2, 50).sit(3, 50)
        >>> _, hand = table.start_hand(Deck(random.Random(3)), straddlers=[3])
        >>> hand.bets
        {1: 1, 2: 2, 3: 4, 0: 0}

        ``bomb_pot=N`` deals a bomb pot (RULES §14): everyone the deal takes in antes N
        and nobody posts a blind; the button and the blinds still move on one seat, as
        after any hand, and what a player posting to come in owed is settled by the ante.
        ``run_it_twice`` lets all-in players agree to run the board twice.

        Raises:
            ActionNotAvailable: if fewer than two players would be dealt in.
        """
        deal = self.next_deal()
        stacks = {s: self.stacks[s] for s in deal.seats}
        chosen = frozenset(straddlers)
        straddle = None if bomb_pot else self._standing_straddle(stacks, deal, chosen)
        hand = _start(self.config, stacks, deal, deck, straddle, bomb_pot, run_it_twice)
        table = replace(
            self,
            button=deal.button,
            small_blind=deal.small_blind,
            big_blind=deal.big_blind,
            redeal=False,
            owes=deal.owes,
            posting=self.posting & frozenset(deal.owes),
            posted=deal.posts,
        )
        return table, hand

    def _standing_straddle(
        self, stacks: Mapping[int, int], deal: Deal, straddlers: frozenset[int] = frozenset()
    ) -> int | None:
        """Who straddles: the player left of the big blind, if the table or they choose to.

        The player left of the big blind (the seat after it, even when the small blind is
        dead), with three or more dealt in, when the table's standing straddle is on
        (``config.straddle``) or their seat is in ``straddlers``, and they can post twice
        the big blind in full (after any ante and a missed small blind they post);
        otherwise nobody.
        """
        cfg = self.config
        seats = sorted(stacks)
        if len(seats) < 3:
            return None
        seat = next((s for s in seats if s > deal.big_blind), seats[0])
        if not cfg.straddle and seat not in straddlers:
            return None
        owed = cfg.ante if cfg.ante_mode is AnteMode.EVERY_PLAYER else 0
        post = deal.posts.get(seat)
        if post is not None and post.is_dead:
            owed += cfg.small_blind
        return seat if stacks[seat] >= cfg.straddle_amount + owed else None

    def finish_hand(self, hand: HandState) -> TableState:
        """Take the final stacks of a finished hand.

        Raises:
            ActionNotAvailable: if the hand is not over.
        """
        if not hand.is_over:
            raise ActionNotAvailable("The hand is not over yet.")
        if hand.is_voided:
            return self.void_hand(hand)
        stacks = dict(self.stacks)
        for seat, chips in hand.stacks.items():
            if seat in stacks:
                stacks[seat] = chips
        return replace(self, stacks=_frozen(stacks), redeal=False)

    def void_hand(self, hand: HandState) -> TableState:
        """Misdeal: void ``hand`` (if still running); stacks as before it, the button stays.

        Whoever posted to come in owes it again and still posts: the redeal is the same
        hand again.

        Raises:
            ActionNotAvailable: if the hand already ended normally.
        """
        if not hand.is_over:
            hand.void()
        elif not hand.is_voided:
            raise ActionNotAvailable("That hand is over; it cannot be voided now.")
        table = replace(self, redeal=True)
        for seat, post in self.posted.items():
            if seat in self.stacks:
                table = table._owing(seat, post, post=True)
        return table

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> t = TableState(config=cfg, big_blind=0).sit(1, 9, post=True)
        >>> TableState.from_dict(t.to_dict()) == t
        True
        """
        return {
            "config": self.config.to_dict(),
            "stacks": [[s, c] for s, c in self.stacks.items()],
            "sitting_out": sorted(self.sitting_out),
            "button": self.button,
            "redeal": self.redeal,
            "small_blind": self.small_blind,
            "big_blind": self.big_blind,
            "owes": [[s, post.value] for s, post in self.owes.items()],
            "posting": sorted(self.posting),
            "tournament": self.tournament,
            "posted": [[s, post.value] for s, post in self.posted.items()],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> TableState:
        """Rebuild a table from :meth:`to_dict` (one saved before the blinds were kept too).

        Raises:
            ValueError: if the data is malformed.
        """
        config = data["config"]
        stacks = data["stacks"]
        sitting_out = data["sitting_out"]
        button = data["button"]
        small_blind = data.get("small_blind")
        big_blind = data.get("big_blind")
        owes = data.get("owes", [])
        posting = data.get("posting", [])
        posted = data.get("posted", [])
        if not (
            isinstance(config, Mapping)
            and isinstance(stacks, list)
            and isinstance(sitting_out, list)
            and isinstance(owes, list)
            and isinstance(posting, list)
            and isinstance(posted, list)
            and (button is None or isinstance(button, int))
            and (small_blind is None or isinstance(small_blind, int))
            and (big_blind is None or isinstance(big_blind, int))
        ):
            raise ValueError("Not a saved table.")
        return cls(
            config=HandConfig.from_dict(config),
            stacks=_frozen({int(s): int(c) for s, c in stacks}),
            sitting_out=frozenset(int(s) for s in sitting_out),
            button=button,
            redeal=bool(data["redeal"]),
            small_blind=small_blind,
            big_blind=big_blind,
            owes=_frozen_posts({int(s): Post(str(p)) for s, p in owes}),
            posting=frozenset(int(s) for s in posting),
            tournament=bool(data.get("tournament", False)),
            posted=_frozen_posts({int(s): Post(str(p)) for s, p in posted}),
        )


def _start(
    config: HandConfig,
    stacks: Mapping[int, int],
    deal: Deal,
    deck: Deck,
    straddle: int | None = None,
    bomb_pot: int = 0,
    run_it_twice: bool = False,
) -> HandState:
    """Deal the hand ``deal`` describes: its button (maybe dead), blinds, posts and straddle.

    The one place a :class:`Deal` becomes :meth:`HandState.start`'s inputs: the live
    blinds by seat (the small blind unless it is dead, the big blind, a big blind from
    each player posting to come in, the straddle in place of a straddler's post) and the
    dead money by seat (a missed small blind). A bomb pot has only its ante.
    """
    if bomb_pot:
        return HandState.start(
            config, stacks, deal.button, deck, bomb_pot=bomb_pot, run_it_twice=run_it_twice
        )
    blinds: dict[int, int] = {}
    if not deal.dead_small_blind:
        blinds[deal.small_blind] = config.small_blind
    blinds[deal.big_blind] = config.big_blind
    for seat, post in deal.posts.items():
        if post.is_live:
            blinds[seat] = config.big_blind
    if straddle is not None:  # the straddle is the straddler's live bet, a post included
        blinds[straddle] = config.straddle_amount
    dead = {seat: config.small_blind for seat, post in deal.posts.items() if post.is_dead}
    return HandState.start(
        config,
        stacks,
        deal.button,
        deck,
        run_it_twice=run_it_twice,
        blinds=blinds,
        dead=dead,
    )
