"""The end of a hand for the table service: settling it, and moving its format on.

A finished hand is settled in one store transaction with its stats, its public PHH text
and its summary (:meth:`Store.settle_hand`). Then a heads-up match counts the hand, a
sit-and-go moves its blinds up and places the busted players, and a decided match or
sit-and-go pays out its prize pool and closes its table.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from cardroom import _clocks, _dealing, _seating
from cardroom._table import LiveTable
from cardroom.models import HandStatsDelta
from cardroom.views import Note, NoteKind
from holdem import errors as engine_errors
from holdem.hand import HandState
from holdem.match import MatchOutcome, prize_split
from holdem.phh import HandHistory, dumps

if TYPE_CHECKING:
    from cardroom.tables import TableService

log = logging.getLogger(__name__)


async def finish(service: TableService, t: LiveTable) -> list[Note]:
    """Settle a finished hand (stacks, stats, PHH) and move the format on."""
    hand = t.hand
    assert hand is not None  # noqa: S101 - a hand just ended
    result = hand.result
    users = dict(t.hand_users)
    hand_no = t.hand_no
    final = {seat: result.final_stacks[seat] for seat in hand.seats}
    won: dict[int, int] = {}
    for pot in result.pots:
        for seat, share in zip(pot.winners, pot.shares, strict=True):
            won[seat] = won.get(seat, 0) + share
    winners = {seat for seat, chips in won.items() if chips}
    stats = [
        HandStatsDelta(
            user_id=users[seat],
            net=result.net[seat],
            won=seat in winners,
            pot_won=won.get(seat, 0),
            won_at_showdown=result.went_to_showdown and seat in winners,
        )
        for seat in hand.seats
    ]
    summary = {
        "net": {str(users[seat]): net for seat, net in result.net.items()},
        "users": {str(seat): user for seat, user in users.items()},
        "pot": result.total_pot,
        "winners": [users[seat] for seat in hand.seats if seat in winners],
        "board": [str(card) for card in hand.board],
    }
    _dealing.end_hand(service, t)
    notes = format_after_hand(service, t, final, dict(result.starting_stacks), users)
    if t.started:
        t.next_hand_at = service._clock.now() + service.settings.pause_seconds
    await service._store.settle_hand(
        t.key,
        hand_no,
        final_stacks=final,
        stats=stats,
        phh_text=_public_phh(hand, users, hand_no, t.channel_id),
        summary_json=json.dumps({"hand": hand.to_dict(), **summary}, separators=(",", ":")),
        state_json=(state := t.state_json()),
    )
    t.stacks.update(final)
    notes += await _seating.cash_out_leavers(service, t)
    if not t.is_tournament:
        notes += [
            Note(
                NoteKind.OUT_OF_CHIPS,
                users[seat],
                f"is out of chips: top up at least {t.config.min_buy_in:,} or leave",
                amount=t.config.min_buy_in,
            )
            for seat in hand.seats
            if final[seat] == 0 and t.seats.get(seat) == users[seat]
        ]
    notes += await conclude(service, t)
    if not t.closed:
        await _clocks.schedule_next(service, t, saved=state)
    return notes


def format_after_hand(
    service: TableService,
    t: LiveTable,
    final: Mapping[int, int],
    start: Mapping[int, int],
    users: Mapping[int, int],
) -> list[Note]:
    """Count the hand for a match or sit-and-go: level ups and finishing places."""
    fmt = t.fmt
    if not t.is_tournament:
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


async def conclude(service: TableService, t: LiveTable) -> list[Note]:
    """Pay out and close a match or sit-and-go that has just been decided."""
    fmt = t.fmt
    if not t.is_tournament or fmt.finished or fmt.tournament_id is None:
        return []
    for user_id, place in fmt.places.items():
        if place > 1 and t.seat_of(user_id) is not None:
            await service._store.leave(t.key, user_id)
            _seating.unseat(service, t, user_id)
    match = fmt.match
    if match is not None:
        if not match.is_finished:
            return []
        result = match.result
        assert result is not None  # noqa: S101 - finished
        tour = await service._store.tournament(fmt.tournament_id)
        if result.outcome is MatchOutcome.DRAW:
            await service._store.cancel_tournament(fmt.tournament_id)
            text = f"The match is a draw after {match.hands_played} hands: stakes returned."
            winner_id = None
        else:
            winner_id = t.seats[result.winner] if result.winner is not None else None
            assert winner_id is not None  # noqa: S101 - a win has a winner
            loser_id = next(u for u in fmt.entrants if u != winner_id)
            fmt.places = {winner_id: 1, loser_id: 2}
            await service._store.finish_tournament(
                fmt.tournament_id, places=fmt.places, prizes={winner_id: tour.pool}
            )
            text = f"wins the match after {match.hands_played} hands and {tour.pool:,} chips"
        note = Note(NoteKind.MATCH_OVER, winner_id, text, amount=tour.pool)
    else:
        alive = [u for u in fmt.entrants if u not in fmt.places]
        if len(alive) > 1:
            return []
        if alive:
            fmt.places[alive[0]] = 1
        tour = await service._store.tournament(fmt.tournament_id)
        shares = prize_split(tour.pool, len(fmt.entrants))
        prizes = prizes_by_place(shares, fmt.places, fmt.entrants)
        await service._store.finish_tournament(fmt.tournament_id, places=fmt.places, prizes=prizes)
        winner_id = next((user for user, place in fmt.places.items() if place == 1), None)
        text = "wins the sit-and-go: " + ", ".join(
            f"place {fmt.places[user]} wins {prize:,}"
            for user, prize in sorted(prizes.items(), key=lambda item: fmt.places[item[0]])
        )
        note = Note(NoteKind.MATCH_OVER, winner_id, text, amount=tour.pool)
    fmt.finished = True
    await service._store.save_state(t.key, t.state_json())
    return [note, *await close_table(service, t)]


async def close_table(service: TableService, t: LiveTable) -> list[Note]:
    seats = await service._store.close_table(t.key)
    t.closed = True
    _clocks.cancel_timer(service, t.channel_id)
    service._tables.pop(t.channel_id, None)
    t.seats, t.stacks = {}, {}
    log.info("Table %s in channel %s closed", t.key, t.channel_id)
    cash = not t.is_tournament
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
