"""The end of a hand at one table: the settlement, the format moved on, a decided payout.

Functions of a :class:`~cardroom._live_table.LiveTable` that read it and return records:
:func:`settle` returns the :class:`Settlement` the store settles in one transaction (stacks,
stats, public PHH text, summary) and the format moved on (a heads-up match counts the hand,
a sit-and-go moves its blinds up and places the busted players); :func:`payout` says what a
decided match or sit-and-go pays out of its prize pool, and the format finished. The session
applies them to the table and makes the store calls.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from cardroom._formats import FormatState
from cardroom._live_table import LiveTable
from cardroom._playstats import hand_plays
from cardroom.models import HandPlay, HandStatsDelta, SeatRecord
from cardroom.robots import is_robot
from cardroom.views import Note, NoteKind, Standing
from holdem import errors as engine_errors
from holdem.hand import HandState
from holdem.match import MatchOutcome, prize_split
from holdem.phh import HandHistory, dumps

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Settlement:
    """A finished hand as the store settles it (:meth:`Store.settle_hand`), and its notes."""

    hand_no: int
    users: dict[int, int]
    """Seat to user id of the hand."""
    final_stacks: dict[int, int]
    """Seat to stack after the hand."""
    stats: tuple[HandStatsDelta, ...]
    plays: tuple[HandPlay, ...]
    """How each player played the hand (VPIP, PFR and so on)."""
    phh_text: str | None
    """The hand's public PHH (shown hands only); None if PHH can't say it."""
    summary_json: str
    """The hand (inputs and actions) and its public facts, for the history commands."""
    fmt: FormatState
    """The match's or sit-and-go's progress after the hand."""
    notes: tuple[Note, ...]
    """What the format made of the hand: a level up, finishing places."""


def copied_format(fmt: FormatState) -> FormatState:
    """A copy of a format's progress to move on, leaving the table's own untouched."""
    return replace(fmt, entrants=list(fmt.entrants), places=dict(fmt.places))


def settle(table: LiveTable) -> Settlement:
    """What the store must settle of the finished hand, and the format moved on by it."""
    hand = table.hand
    assert hand is not None  # noqa: S101 - a hand just ended
    result = hand.result
    users = dict(table.hand_users)
    hand_no = table.hand_no
    final = {seat: result.final_stacks[seat] for seat in hand.seats}
    won: dict[int, int] = {}
    for pot in result.pots:
        for seat, share in zip(pot.winners, pot.shares, strict=True):
            won[seat] = won.get(seat, 0) + share
    winners = {seat for seat, chips in won.items() if chips}
    robots_in = any(is_robot(user) for user in users.values())
    stats = tuple(  # robots keep no stats; a hand against one counts apart
        HandStatsDelta(
            user_id=users[seat],
            net=result.net[seat],
            won=seat in winners,
            pot_won=won.get(seat, 0),
            won_at_showdown=result.went_to_showdown and seat in winners,
            against_robots=robots_in,
        )
        for seat in hand.seats
        if not is_robot(users[seat])
    )
    summary = {
        "hand": hand.to_dict(),
        "net": {str(users[seat]): net for seat, net in result.net.items()},
        "users": {str(seat): user for seat, user in users.items()},
        "pot": result.total_pot,
        "winners": [users[seat] for seat in hand.seats if seat in winners],
        "board": [str(card) for card in hand.board],
    }
    fmt = copied_format(table.fmt)
    notes = format_after_hand(table, fmt, final, dict(result.starting_stacks), users)
    return Settlement(
        hand_no=hand_no,
        users=users,
        final_stacks=final,
        stats=stats,
        # how members play is read from their hands against members only, as their stats
        plays=() if robots_in else hand_plays(hand, users, cash=not table.is_tournament),
        phh_text=_public_phh(hand, users, hand_no, table.channel_id),
        summary_json=json.dumps(summary, separators=(",", ":")),
        fmt=fmt,
        notes=tuple(notes),
    )


def out_of_chips(table: LiveTable, settlement: Settlement) -> list[Note]:
    """At a cash table, the players the hand left without chips, told how to go on."""
    if table.is_tournament:
        return []
    return [
        Note(
            NoteKind.OUT_OF_CHIPS,
            user,
            f"is out of chips: top up at least {table.config.min_buy_in:,} or leave",
            amount=table.config.min_buy_in,
        )
        for seat, user in settlement.users.items()
        if settlement.final_stacks[seat] == 0
        and table.seats.get(seat) == user
        and not is_robot(user)  # a robot buys in again from the house
    ]


def format_after_hand(
    table: LiveTable,
    fmt: FormatState,
    final: Mapping[int, int],
    start: Mapping[int, int],
    users: Mapping[int, int],
) -> list[Note]:
    """Count the hand in ``fmt`` (a copy) for a match or sit-and-go: level ups and places."""
    if not table.is_tournament:
        return []
    if fmt.conducted:  # a multi-table tournament's conductor places the busts
        fmt.hands_played += 1
        return []
    notes: list[Note] = []
    before = fmt.level_index()
    fmt.hands_played += 1
    if fmt.match is not None:
        fmt.match = fmt.match.record_hand(final)
        return notes
    if fmt.schedule is not None and fmt.level_index() != before:
        level = fmt.schedule.level_for(fmt.hands_played)
        ante = f", ante {level.ante:,}" if level.ante else ""
        notes.append(
            Note(
                NoteKind.LEVEL_UP,
                text=f"Level {fmt.level_index() + 1}: blinds {level.small_blind:,}/"
                f"{level.big_blind:,}{ante}.",
                amount=level.big_blind,
            )
        )
    busted = [seat for seat in final if final[seat] == 0]
    worst = len(fmt.entrants) - len(fmt.places)
    # The TDA rule: players out in the same hand finish in the order of their stacks at its
    # start (more chips, better place); equal stacks tie, each at the best place they cover.
    for stack in sorted({start[seat] for seat in busted}):
        group = sorted(seat for seat in busted if start[seat] == stack)
        place = worst - len(group) + 1
        tied = " (tied)" if len(group) > 1 else ""
        for seat in group:
            fmt.places[users[seat]] = place
            notes.append(
                Note(
                    NoteKind.ELIMINATED,
                    users[seat],
                    f"finishes in place {place}{tied}",
                    place=place,
                )
            )
        worst -= len(group)
    return notes


def prizes_by_place(
    shares: Sequence[int], places: Mapping[int, int], order: Sequence[int]
) -> dict[int, int]:
    """Each finisher's prize; ``shares`` are the prizes of places 1, 2, ... in order.

    Players tied at place ``p`` (``k`` of them) occupy places ``p`` to ``p + k - 1`` and
    split those places' prizes evenly; the odd chips go one each to the tied players in
    ``order`` (seat order), as a pot's odd chips do.

    >>> prizes_by_place((650, 350), {7: 1, 8: 2, 9: 2, 5: 4}, order=(5, 9, 8, 7))
    {9: 175, 8: 175, 7: 650}
    >>> prizes_by_place((66, 35), {7: 1, 8: 2, 9: 2}, order=(9, 8, 7))
    {9: 18, 8: 17, 7: 66}
    """
    groups: dict[int, list[int]] = {}
    for user in order:
        if user in places:
            groups.setdefault(places[user], []).append(user)
    prizes: dict[int, int] = {}
    for place, group in groups.items():
        total = sum(shares[place - 1 : place - 1 + len(group)])
        each, odd = divmod(total, len(group))
        for index, user in enumerate(group):
            prize = each + 1 if index < odd else each
            if prize:
                prizes[user] = prize
    return prizes


@dataclass(frozen=True, slots=True)
class Payout:
    """How a decided match or sit-and-go ends: its places and prizes, or its stakes returned."""

    places: dict[int, int]
    """User id to finishing place."""
    prizes: dict[int, int]
    """User id to prize; empty when the stakes go back (a drawn match)."""
    drawn: bool
    """A drawn match: every stake is returned (the tournament is cancelled)."""
    note: Note
    fmt: FormatState
    """The format, finished (with its places)."""


def eliminated(table: LiveTable) -> list[int]:
    """Players of a match or sit-and-go placed out of it and still seated (to unseat)."""
    if not table.is_tournament:
        return []
    return [
        user
        for user, place in table.fmt.places.items()
        if place > 1 and table.seat_of(user) is not None
    ]


def decided(table: LiveTable) -> bool:
    """Whether a match or sit-and-go has just been decided (and is not yet paid out)."""
    fmt = table.fmt
    if not table.is_tournament or not table.started or fmt.finished or fmt.tournament_id is None:
        return False
    if fmt.conducted:  # a multi-table tournament's conductor decides
        return False  # before the start, one entry (or none) decides nothing
    if fmt.match is not None:
        return fmt.match.is_finished
    return len([u for u in fmt.entrants if u not in fmt.places]) <= 1


def payout(table: LiveTable, pool: int) -> Payout:
    """What a decided match or sit-and-go pays from its prize pool of ``pool`` chips.

    The format it returns is finished (with its places); the table's own is untouched.
    """
    fmt = copied_format(table.fmt)
    match = fmt.match
    if match is not None:
        result = match.result
        assert result is not None  # noqa: S101 - decided
        if result.outcome is MatchOutcome.DRAW:
            text = f"The match is a draw after {match.hands_played} hands: stakes returned."
            fmt.finished = True
            note = Note(
                NoteKind.MATCH_OVER,
                None,
                text,
                amount=pool,
                hand_no=match.hands_played,
                standings=_standings(table, dict.fromkeys(fmt.entrants, 1), {}),
            )
            return Payout({}, {}, True, note, fmt)
        winner_id = table.seats[result.winner] if result.winner is not None else None
        assert winner_id is not None  # noqa: S101 - a win has a winner
        loser_id = next(u for u in fmt.entrants if u != winner_id)
        fmt.places = {winner_id: 1, loser_id: 2}
        text = f"wins the match after {match.hands_played} hands and {pool:,} chips"
        note = Note(
            NoteKind.MATCH_OVER,
            winner_id,
            text,
            amount=pool,
            hand_no=match.hands_played,
            standings=_standings(table, fmt.places, {winner_id: pool}),
        )
        fmt.finished = True
        return Payout(dict(fmt.places), {winner_id: pool}, False, note, fmt)
    alive = [u for u in fmt.entrants if u not in fmt.places]
    if alive:
        fmt.places[alive[0]] = 1
    shares = prize_split(pool, len(fmt.entrants))
    prizes = prizes_by_place(shares, fmt.places, fmt.entrants)
    winner = next((user for user, place in fmt.places.items() if place == 1), None)
    text = "wins the sit-and-go: " + ", ".join(
        f"place {fmt.places[user]} wins {prize:,}"
        for user, prize in sorted(prizes.items(), key=lambda item: fmt.places[item[0]])
    )
    fmt.finished = True
    note = Note(
        NoteKind.MATCH_OVER,
        winner,
        text,
        amount=pool,
        hand_no=fmt.hands_played,
        standings=_standings(table, fmt.places, prizes),
    )
    return Payout(dict(fmt.places), prizes, False, note, fmt)


def _standings(
    table: LiveTable, places: Mapping[int, int], prizes: Mapping[int, int]
) -> tuple[Standing, ...]:
    """Every finisher's place, last stack and prize, first place first."""
    stacks = {user: table.stacks.get(seat, 0) for seat, user in table.seats.items()}
    return tuple(
        Standing(user, place, stacks.get(user, 0), prizes.get(user, 0))
        for user, place in sorted(places.items(), key=lambda item: (item[1], item[0]))
    )


def left_notes(table: LiveTable, seats: Sequence[SeatRecord]) -> list[Note]:
    """Who left a table that closed, and with how many chips (a cash table's)."""
    cash = not table.is_tournament
    return [
        Note(
            NoteKind.PLAYER_LEFT,
            seat.user_id,
            f"leaves with {seat.stack:,} chips" if cash else "leaves",
            amount=seat.stack if cash else 0,
        )
        for seat in seats
    ]


def _public_phh(
    hand: HandState, users: Mapping[int, int], hand_no: int, channel_id: int
) -> str | None:
    """The hand's PHH as the table saw it (shown hands only); None if PHH can't say it."""
    try:
        history = HandHistory.from_state(
            hand,
            hide_unshown=True,
            players={seat: str(users[seat]) for seat in hand.seats},
            hand=hand_no,
            table=str(channel_id),
        )
        return dumps(history)
    except engine_errors.HoldemError as error:
        log.info("No PHH for hand %s at %s: %s", hand_no, channel_id, error.reason)
        return None
    except Exception:  # the hand must settle even if its export breaks
        log.exception("PHH export failed for hand %s at %s", hand_no, channel_id)
        return None
