"""From engine events to what the front desk shows: public notes and private hole cards.

:func:`narrate` reads the events of one step of a hand and splits them: every
:class:`~holdem.events.HoleCardsDealt` becomes a :class:`~cardroom.views.PrivateCards` for
its owner alone, everything else becomes public :class:`~cardroom.views.Note` records. A
note never carries a card that was not shown: the showdown note lists only the hands turned
face up (a mucked hand is never in it), each with its best five cards and what it won.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from cardroom.views import Note, NoteKind, PrivateCards, ShownHand, TableMove
from holdem.actions import ActionKind
from holdem.cards import Card
from holdem.evaluator import best_five
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

_VERBS = {
    ActionKind.FOLD: "folds",
    ActionKind.CHECK: "checks",
    ActionKind.CALL: "calls",
    ActionKind.BET: "bets",
    ActionKind.RAISE: "raises to",
}


_BLINDS = {
    Blind.SMALL: TableMove.SMALL_BLIND,
    Blind.BIG: TableMove.BIG_BLIND,
    Blind.STRADDLE: TableMove.STRADDLE,
}


def _action_note(event: ActionTaken, user_id: int) -> Note:
    """An action as a note: the move and its size (the call's chips, else the total bet)."""
    kind = event.action.kind
    amount = event.amount_added if kind is ActionKind.CALL else event.bet_to
    return Note(
        NoteKind.ACTION,
        user_id,
        _action_text(event),
        amount=amount,
        move=kind,
        all_in=event.is_all_in,
    )


def _action_text(event: ActionTaken) -> str:
    kind = event.action.kind
    if kind is ActionKind.CALL:
        text = f"calls {event.amount_added:,}"
    elif kind in (ActionKind.BET, ActionKind.RAISE):
        text = f"{_VERBS[kind]} {event.bet_to:,}"
    else:
        text = _VERBS.get(kind, kind.value)
    return f"{text} (all-in)" if event.is_all_in else text


@dataclass
class _Showdown:
    """What a hand's events gather for its ending note: cards shown, chips won, pots awarded."""

    shown: dict[int, CardsShown] = field(default_factory=dict)
    won: dict[int, int] = field(default_factory=dict)
    won_second: dict[int, int] = field(default_factory=dict)
    awards: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)
    second_awards: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)
    second: tuple[Card, ...] = ()
    """The second run's board, when the hand is run twice."""

    def award(self, event: PotAwarded, users: Mapping[int, int]) -> None:
        """Count a pot (or its second run's half) towards its winners."""
        winners = tuple(users[seat] for seat in event.winners)
        (self.second_awards if event.run == 2 else self.awards).append(
            (event.pot_index, event.amount, winners)
        )
        for seat, share in zip(event.winners, event.shares, strict=True):
            self.won[seat] = self.won.get(seat, 0) + share
            if event.run == 2:
                self.won_second[seat] = self.won_second.get(seat, 0) + share

    def ending(self, users: Mapping[int, int], board: Sequence[Card]) -> Note:
        """The hand's result note, with the second run beside the first when there was one."""
        note = _ending(self.shown, self.won, self.awards, users, board)
        if self.second:
            note = _second_run(note, self.won_second, self.second_awards, users, self.second)
        return note


def narrate(
    events: Sequence[Event],
    users: Mapping[int, int],
    *,
    channel_id: int,
    hand_no: int,
    board: Sequence[Card],
) -> tuple[list[Note], list[PrivateCards]]:
    """Public notes and private cards for a run of events.

    ``users`` maps the seats dealt in to their user ids; ``board`` is the hand's board at
    the end of these events (for the showdown's best five cards).
    """
    notes: list[Note] = []
    private: list[PrivateCards] = []
    showdown = _Showdown()
    for event in events:
        if isinstance(event, ActionTaken):  # the usual event: first
            notes.append(_action_note(event, users[event.seat]))
        elif isinstance(event, HoleCardsDealt):
            private.append(PrivateCards(users[event.seat], channel_id, hand_no, event.cards))
        elif isinstance(event, CardsShown):
            showdown.shown[event.seat] = event
        elif isinstance(event, PotAwarded):
            showdown.award(event, users)
        elif isinstance(event, HandEnded):
            notes.append(showdown.ending(users, board))
        else:
            if isinstance(event, BoardDealt) and event.run == 2:
                showdown.second = event.board
            note = _event_note(event, users, hand_no=hand_no, board=board)
            if note is not None:
                notes.append(note)
    return notes, private


def _event_note(
    event: Event, users: Mapping[int, int], *, hand_no: int, board: Sequence[Card]
) -> Note | None:
    """The note of an event that needs nothing from the events before it (None: no note)."""
    if isinstance(event, HandStarted):
        return Note(
            NoteKind.HAND_STARTED,
            # a dead button (nobody's seat): the player acting last, right of it
            users.get(event.button, users[event.seats[-1]]),
            f"Hand #{hand_no}: {len(event.seats)} players, the button is in seat "
            f"{event.button + 1}.",
            hand_no=hand_no,
        )
    if isinstance(event, AntePosted):
        return Note(
            NoteKind.ACTION,
            users[event.seat],
            f"antes {event.amount:,}",
            amount=event.amount,
            move=TableMove.ANTE,
        )
    if isinstance(event, BlindPosted):
        return Note(
            NoteKind.ACTION,
            users[event.seat],
            f"posts the {event.blind.value} blind {event.amount:,}",
            amount=event.amount,
            move=_BLINDS[event.blind],
        )
    if isinstance(event, BoardDealt):
        return _street_note(event, board)
    if isinstance(event, UncalledBetReturned):
        return Note(
            NoteKind.ACTION,
            users[event.seat],
            f"takes back an uncalled {event.amount:,}",
            amount=event.amount,
            move=TableMove.UNCALLED,
        )
    if isinstance(event, CardsMucked):
        return Note(NoteKind.ACTION, users[event.seat], "mucks", move=ActionKind.MUCK)
    if isinstance(event, HandVoided):
        return Note(
            NoteKind.HAND_VOIDED,
            text=f"Hand #{hand_no} was declared a misdeal: every chip went back.",
            amount=sum(chips for _, chips in event.refunds),
            hand_no=hand_no,
        )
    return None


def _street_note(event: BoardDealt, board: Sequence[Card]) -> Note:
    """A street dealt; the second run's street is shown beside the first run's whole board."""
    if event.run == 2:
        return Note(
            NoteKind.STREET,
            text=f"The {event.street.value} of the second run.",
            street=event.street.value,
            board=tuple(board),
            second_board=event.board,
        )
    return Note(
        NoteKind.STREET,
        text=f"The {event.street.value}.",
        street=event.street.value,
        board=event.board,
    )


def _ending(
    shown: Mapping[int, CardsShown],
    won: Mapping[int, int],
    awards: Sequence[tuple[int, int, tuple[int, ...]]],
    users: Mapping[int, int],
    board: Sequence[Card],
) -> Note:
    """The note that ends a hand: the showdown (shown hands only) or a pot won unseen."""
    total = sum(amount for _, amount, _ in awards)
    if not shown:
        winner = next((users[seat] for seat in won), None)
        return Note(
            NoteKind.HAND_WON,
            winner,
            f"wins {total:,} chips",
            awards=tuple(awards),
            amount=total,
        )
    hands = []
    for seat, event in shown.items():
        five: tuple[Card, ...] = ()
        if len(board) == 5:
            five = best_five((*event.cards, *board))
        hands.append(
            ShownHand(users[seat], event.cards, event.rank_description, five, won.get(seat, 0))
        )
    return Note(
        NoteKind.SHOWDOWN,
        text="Showdown.",
        board=tuple(board),
        shown=tuple(hands),
        awards=tuple(awards),
        amount=total,
    )


def _second_run(
    note: Note,
    won_second: Mapping[int, int],
    second_awards: Sequence[tuple[int, int, tuple[int, ...]]],
    users: Mapping[int, int],
    second: tuple[Card, ...],
) -> Note:
    """A hand run twice: the ending note with the second board and its awards.

    Each shown hand gets its best five and winnings there (``won`` stays the total).
    """
    second_won = {users[seat]: amount for seat, amount in won_second.items()}
    hands = tuple(
        replace(
            hand,
            second_best_five=best_five((*hand.cards, *second)) if len(second) == 5 else (),
            won_second=second_won.get(hand.user_id, 0),
        )
        for hand in note.shown
    )
    return replace(
        note,
        shown=hands,
        second_awards=tuple(second_awards),
        second_board=second,
        amount=note.amount + sum(amount for _, amount, _ in second_awards),
    )
