"""The table between hands: seats, stacks, who sits out, and where the button goes.

:class:`TableState` is a frozen value; every change returns a new one. It decides who is
dealt in (seated, not sitting out, with chips), moves the button one seat clockwise to the
next player dealt in, starts each :class:`~holdem.hand.HandState` and takes its result
back. A misdeal (:meth:`TableState.void_hand`) gives every chip back and keeps the button
where it was, so the redeal (with a fresh shuffle) has the same button and blinds.

>>> import random
>>> from holdem.deck import Deck
>>> from holdem.betting import BettingStructure
>>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
>>> table = TableState(config=cfg).sit(0, 100).sit(4, 100).sit(7, 100)
>>> table, hand = table.start_hand(Deck(random.Random(1)))
>>> table.button, hand.seats
(0, (4, 7, 0))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from holdem.betting import AnteMode, HandConfig
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable
from holdem.hand import HandState

__all__ = ["MAX_SEATS", "TableState"]

MAX_SEATS = 10
"""Seats are numbered 0 to 9."""


def _frozen(stacks: Mapping[int, int]) -> Mapping[int, int]:
    return MappingProxyType(dict(sorted(stacks.items())))


def _check_seat(seat: int, stack: int) -> None:
    """Refuse a seat that does not exist and a negative stack."""
    if not 0 <= seat < MAX_SEATS:
        raise ActionNotAvailable(f"There is no seat {seat}; seats are 0 to {MAX_SEATS - 1}.")
    if stack < 0:
        raise ValueError("A stack cannot be negative.")


@dataclass(frozen=True, slots=True, kw_only=True)
class TableState:
    """Seats and stacks between hands, the button, and who sits out.

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
    """Seated players who are not dealt in (and post nothing)."""
    button: int | None = None
    """The button of the last hand started (None before the first)."""
    redeal: bool = False
    """The last hand was voided: the next one keeps the same button."""

    def sit(self, seat: int, stack: int) -> TableState:
        """Seat a player with ``stack`` chips; they are dealt in from the next hand.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(2, 80).stacks[2]
        80

        Raises:
            ActionNotAvailable: if the seat does not exist or is taken.
            ValueError: if the stack is negative.
        """
        if seat in self.stacks:
            raise ActionNotAvailable("That seat is taken.")
        _check_seat(seat, stack)
        return replace(self, stacks=_frozen({**self.stacks, seat: stack}))

    @classmethod
    def seated(
        cls,
        config: HandConfig,
        stacks: Mapping[int, int],
        *,
        sitting_out: Iterable[int] = (),
        button: int | None = None,
        redeal: bool = False,
    ) -> TableState:
        """A table with ``stacks`` seated and ``sitting_out`` out, made at once.

        The same table as :meth:`sit` and :meth:`sit_out` one call at a time; the card room
        rebuilds its table like this before every deal.

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
        return cls(
            config=config,
            stacks=_frozen(stacks),
            sitting_out=frozenset(sitting_out),
            button=button,
            redeal=redeal,
        )

    def leave(self, seat: int) -> TableState:
        """Free a seat (the card room pays out its stack).

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(2, 80).leave(2).stacks
        mappingproxy({})
        """
        stacks = dict(self.stacks)
        stacks.pop(seat, None)
        return replace(self, stacks=_frozen(stacks), sitting_out=self.sitting_out - {seat})

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
        """Keep a seated player out of the next hands (they post nothing).

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(1, 9).sit(2, 9).sit_out(1).dealt_in
        (2,)
        """
        return replace(self, sitting_out=self.sitting_out | {seat})

    def sit_in(self, seat: int) -> TableState:
        """Deal a sitting-out player in again from the next hand.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg).sit(1, 9).sit_out(1).sit_in(1).dealt_in
        (1,)
        """
        return replace(self, sitting_out=self.sitting_out - {seat})

    @property
    def dealt_in(self) -> tuple[int, ...]:
        """Seats that the next hand deals in: seated, not sitting out, with chips."""
        out = self.sitting_out
        return tuple(s for s, chips in self.stacks.items() if chips > 0 and s not in out)

    def next_button(self) -> int:
        """Where the button goes for the next hand: the next seat clockwise that is dealt in.

        After a misdeal it stays where it was (if that player is still dealt in).

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> TableState(config=cfg, button=3).sit(1, 9).sit(5, 9).next_button()
        5

        Raises:
            ActionNotAvailable: if fewer than two players would be dealt in.
        """
        seats = self.dealt_in
        if len(seats) < 2:
            raise ActionNotAvailable("At least two players with chips are needed to deal.")
        if self.button is None:
            return seats[0]
        if self.redeal and self.button in seats:
            return self.button
        later = [s for s in seats if s > self.button]
        return later[0] if later else seats[0]

    def start_hand(self, deck: Deck) -> tuple[TableState, HandState]:
        """Move the button and deal the next hand from ``deck`` (a fresh shuffle).

        Returns the table with its new button, and the hand in progress; the table's stacks
        are those before the hand until :meth:`finish_hand`.

        Raises:
            ActionNotAvailable: if fewer than two players would be dealt in.
        """
        button = self.next_button()
        stacks = {s: self.stacks[s] for s in self.dealt_in}
        hand = HandState.start(
            self.config, stacks, button, deck, straddle=self._standing_straddle(stacks, button)
        )
        return replace(self, button=button, redeal=False), hand

    def _standing_straddle(self, stacks: Mapping[int, int], button: int) -> int | None:
        """Who straddles at a table whose players always choose to (``config.straddle``).

        The player left of the big blind, with three or more dealt in, when they can post
        twice the big blind in full (after any ante); otherwise nobody.
        """
        cfg = self.config
        seats = sorted(stacks)
        if not cfg.straddle or len(seats) < 3:
            return None
        cut = seats.index(button) + 1
        seat = (seats[cut:] + seats[:cut])[2]
        ante = cfg.ante if cfg.ante_mode is AnteMode.EVERY_PLAYER else 0
        return seat if stacks[seat] >= cfg.straddle_amount + ante else None

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

        Raises:
            ActionNotAvailable: if the hand already ended normally.
        """
        if not hand.is_over:
            hand.void()
        elif not hand.is_voided:
            raise ActionNotAvailable("That hand is over; it cannot be voided now.")
        return replace(self, redeal=True)

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form.

        >>> from holdem.betting import BettingStructure
        >>> cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
        >>> t = TableState(config=cfg).sit(1, 9)
        >>> TableState.from_dict(t.to_dict()) == t
        True
        """
        return {
            "config": self.config.to_dict(),
            "stacks": [[s, c] for s, c in self.stacks.items()],
            "sitting_out": sorted(self.sitting_out),
            "button": self.button,
            "redeal": self.redeal,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> TableState:
        """Rebuild a table from :meth:`to_dict`.

        Raises:
            ValueError: if the data is malformed.
        """
        config = data["config"]
        stacks = data["stacks"]
        sitting_out = data["sitting_out"]
        button = data["button"]
        if not (
            isinstance(config, Mapping)
            and isinstance(stacks, list)
            and isinstance(sitting_out, list)
            and (button is None or isinstance(button, int))
        ):
            raise ValueError("Not a saved table.")
        return cls(
            config=HandConfig.from_dict(config),
            stacks=_frozen({int(s): int(c) for s, c in stacks}),
            sitting_out=frozenset(int(s) for s in sitting_out),
            button=button,
            redeal=bool(data["redeal"]),
        )
