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
from dataclasses import dataclass
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
    started: HandStarted | None = None
    seats: dict[int, _Seat] = {}
    shown: dict[int, tuple[Card, ...]] = {}
    holes: dict[int, tuple[Card, ...]] = {}
    board: tuple[Card, ...] = ()
    street, run, pot = Street.PREFLOP, 1, 0
    frames: list[ReplayFrame] = []
    boards: dict[int, tuple[Card, ...]] = {}
    dealt = False

    def frame(
        moment: Moment,
        actor_seat: int | None = None,
        action: ActionKind | None = None,
        amount: int = 0,
    ) -> None:
        assert started is not None  # noqa: S101 - the first event starts the hand
        out = []
        for seat in sorted(seats):
            s = seats[seat]
            if seat in shown:
                cards: tuple[Card, ...] | None = shown[seat]
            elif viewer is not None and users.get(seat) == viewer and seat in holes:
                cards = holes[seat]
            else:
                cards = None
            out.append(
                ReplaySeat(
                    seat,
                    users.get(seat, 0),
                    s.stack,
                    s.bet,
                    s.folded,
                    s.stack == 0 and not s.folded,
                    seat == started.button,
                    cards,
                    s.won,
                )
            )
        actor = None if actor_seat is None else users.get(actor_seat)
        frames.append(
            ReplayFrame(moment, street, run, board, tuple(out), pot, actor, action, amount)
        )

    def gather() -> None:
        nonlocal pot
        for s in seats.values():
            pot += s.bet
            s.bet = 0

    for event in state.history:
        if isinstance(event, HandStarted):
            started = event
            seats = {
                seat: _Seat(stack) for seat, stack in zip(event.seats, event.stacks, strict=True)
            }
            continue
        if isinstance(event, AntePosted):
            seats[event.seat].stack -= event.amount
            pot += event.amount
            continue
        if isinstance(event, BlindPosted):
            seats[event.seat].stack -= event.amount
            seats[event.seat].bet += event.amount
            continue
        if isinstance(event, HoleCardsDealt):
            holes[event.seat] = event.cards
            continue
        if not dealt and started is not None:
            dealt = True
            frame(Moment.DEAL)
        if isinstance(event, ActionTaken):
            s = seats[event.seat]
            s.stack -= event.amount_added
            if event.action.kind is ActionKind.FOLD:
                s.folded = True
            else:
                s.bet = event.bet_to
            amount = event.amount_added if event.action.kind is ActionKind.CALL else event.bet_to
            frame(Moment.ACTION, event.seat, event.action.kind, amount)
        elif isinstance(event, UncalledBetReturned):
            seats[event.seat].stack += event.amount
            seats[event.seat].bet -= event.amount
        elif isinstance(event, BoardDealt):
            gather()
            street, run, board = event.street, event.run, event.board
            boards[run] = board
            frame(Moment.STREET)
        elif isinstance(event, CardsShown):
            shown[event.seat] = event.cards
            frame(Moment.SHOW, event.seat)
        elif isinstance(event, CardsMucked):
            seats[event.seat].folded = True  # a mucked hand is thrown away unseen
        elif isinstance(event, PotAwarded):
            gather()
            for seat, share in zip(event.winners, event.shares, strict=True):
                seats[seat].stack += share
                seats[seat].won += share
            pot -= event.amount
            run = event.run
            board = boards.get(run, board)
            winner = event.winners[0] if event.winners else None
            frame(Moment.WIN, winner, None, sum(event.shares))
    return tuple(frames)
