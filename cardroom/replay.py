"""A finished hand as the frames of its replay: one per action and per street, and the pots won.

Pure: from the engine's saved hand (its events) and who sat where, :func:`replay_frames`
builds what each frame of the animated replay shows: the board, each seat's stack, bet and
cards, the pot, and the moment (who did what). **Only what the table saw**: a hand shown at
the showdown from the moment it was shown, and in a private replay the viewer's own hole
cards; every other hand is face down, and a folded or mucked hand is never face up in any
frame. The front desk draws the frames (``cogs/replay.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum, unique

from holdem.actions import ActionKind
from holdem.cards import Card
from holdem.events import (
    ActionTaken,
    AntePosted,
    BlindPosted,
    BoardDealt,
    CardsMucked,
    CardsShown,
    Event,
    HandStarted,
    HoleCardsDealt,
    PotAwarded,
    UncalledBetReturned,
)
from holdem.hand import HandState, Street

__all__ = ["Moment", "ReplayFrame", "ReplaySeat", "replay_frames"]


@unique
class Moment(StrEnum):
    """What a frame shows happening."""

    DEAL = "deal"
    """The hole cards are dealt and the forced bets posted."""
    ACTION = "action"
    """A player acted (``ReplayFrame.action``)."""
    STREET = "street"
    """A street was dealt (the flop, the turn, the river; of the second run too)."""
    SHOW = "show"
    """A player showed their hand."""
    WIN = "win"
    """A pot was awarded; the last frame is one."""


@dataclass(frozen=True, slots=True)
class ReplaySeat:
    """One seat in one frame."""

    seat: int
    user_id: int
    stack: int
    """Chips behind."""
    bet: int
    """Chips in front of the seat in this betting round."""
    folded: bool
    all_in: bool
    is_button: bool
    cards: tuple[Card, ...] | None
    """Face-up cards, or None: face down (or, for a folded seat, not drawn)."""
    won: int = 0
    """Chips won so far (frames of the pots awarded)."""


@dataclass(frozen=True, slots=True)
class ReplayFrame:
    """One frame of a replay."""

    moment: Moment
    street: Street
    run: int
    """1, or 2 for the second board of a hand run twice."""
    board: tuple[Card, ...]
    seats: tuple[ReplaySeat, ...]
    """The seats dealt in, by seat number."""
    pot: int
    """The chips in the middle, besides the bets in front of the seats."""
    actor: int | None = None
    """The user id of the seat that acted, showed or won."""
    action: ActionKind | None = None
    """What the actor did (an ACTION frame)."""
    amount: int = 0
    """The total bet or raised to, the chips called, or the chips won."""


@dataclass(slots=True)
class _Seat:
    stack: int
    bet: int = 0
    folded: bool = False
    won: int = 0


def replay_frames(
    state: HandState, users: Mapping[int, int], *, viewer: int | None = None
) -> tuple[ReplayFrame, ...]:
    """The frames of a finished hand, as the user ``viewer`` may see it (None: the channel).

    ``users`` maps each seat dealt in to its player's user id. The viewer's own hole cards
    are face up from the deal if they played the hand; other hands only once shown.
    """
    replay = _Replay(users, viewer)
    for event in state.history:
        if replay.deal(event):
            continue
        if not replay.dealt and replay.started is not None:
            replay.dealt = True
            replay.frame(Moment.DEAL)
        replay.play(event)
    return tuple(replay.frames)


@dataclass(slots=True)
class _Replay:
    """The table as the replay walks a hand's events, and the frames drawn so far."""

    users: Mapping[int, int]
    viewer: int | None
    started: HandStarted | None = None
    seats: dict[int, _Seat] = field(default_factory=dict)
    shown: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    holes: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    board: tuple[Card, ...] = ()
    boards: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    street: Street = Street.PREFLOP
    run: int = 1
    pot: int = 0
    dealt: bool = False
    """Whether the DEAL frame is drawn (after the forced bets and the hole cards)."""
    frames: list[ReplayFrame] = field(default_factory=list)

    def deal(self, event: Event) -> bool:
        """Apply an event of the deal (no frame of its own); False if it is not one."""
        if isinstance(event, HandStarted):
            self.started = event
            self.seats = {
                seat: _Seat(stack) for seat, stack in zip(event.seats, event.stacks, strict=True)
            }
        elif isinstance(event, AntePosted):
            self.seats[event.seat].stack -= event.amount
            self.pot += event.amount
        elif isinstance(event, BlindPosted):
            self.seats[event.seat].stack -= event.amount
            self.seats[event.seat].bet += event.amount
        elif isinstance(event, HoleCardsDealt):
            self.holes[event.seat] = event.cards
        else:
            return False
        return True

    def play(self, event: Event) -> None:
        """Apply an event after the deal, drawing its frame when it has one."""
        if isinstance(event, ActionTaken):
            s = self.seats[event.seat]
            s.stack -= event.amount_added
            if event.action.kind is ActionKind.FOLD:
                s.folded = True
            else:
                s.bet = event.bet_to
            amount = event.amount_added if event.action.kind is ActionKind.CALL else event.bet_to
            self.frame(Moment.ACTION, event.seat, event.action.kind, amount)
        elif isinstance(event, UncalledBetReturned):
            self.seats[event.seat].stack += event.amount
            self.seats[event.seat].bet -= event.amount
        elif isinstance(event, BoardDealt):
            self.gather()
            self.street, self.run, self.board = event.street, event.run, event.board
            self.boards[self.run] = self.board
            self.frame(Moment.STREET)
        elif isinstance(event, CardsShown):
            self.shown[event.seat] = event.cards
            self.frame(Moment.SHOW, event.seat)
        elif isinstance(event, CardsMucked):
            self.seats[event.seat].folded = True  # a mucked hand is thrown away unseen
        elif isinstance(event, PotAwarded):
            self.award(event)

    def award(self, event: PotAwarded) -> None:
        """A pot won: into its winners' stacks, shown on the board of its run."""
        self.gather()
        for seat, share in zip(event.winners, event.shares, strict=True):
            self.seats[seat].stack += share
            self.seats[seat].won += share
        self.pot -= event.amount
        self.run = event.run
        self.board = self.boards.get(self.run, self.board)
        winner = event.winners[0] if event.winners else None
        self.frame(Moment.WIN, winner, None, sum(event.shares))

    def gather(self) -> None:
        """The bets in front of the seats go into the middle (a street ends)."""
        for s in self.seats.values():
            self.pot += s.bet
            s.bet = 0

    def frame(
        self,
        moment: Moment,
        actor_seat: int | None = None,
        action: ActionKind | None = None,
        amount: int = 0,
    ) -> None:
        """Draw the table as it stands now, as the viewer may see it."""
        started = self.started
        assert started is not None  # noqa: S101 - the first event starts the hand
        out = [
            ReplaySeat(
                seat,
                self.users.get(seat, 0),
                s.stack,
                s.bet,
                s.folded,
                s.stack == 0 and not s.folded,
                seat == started.button,
                self._cards(seat),
                s.won,
            )
            for seat, s in sorted(self.seats.items())
        ]
        actor = None if actor_seat is None else self.users.get(actor_seat)
        self.frames.append(
            ReplayFrame(
                moment,
                self.street,
                self.run,
                self.board,
                tuple(out),
                self.pot,
                actor,
                action,
                amount,
            )
        )

    def _cards(self, seat: int) -> tuple[Card, ...] | None:
        """A seat's face-up cards: shown to all, or the viewer's own; None: face down."""
        if seat in self.shown:
            return self.shown[seat]
        if self.viewer is not None and self.users.get(seat) == self.viewer and seat in self.holes:
            return self.holes[seat]
        return None
