"""The match formats end to end: the heads-up ten-hand match and the sit-and-go."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardroom.errors import InvalidAmount, NotAllowed, TableFull
from cardroom.models import TournamentStatus
from cardroom.tables import TableSettings
from cardroom.views import GameKind, Move, NoteKind, TableConfig, TableUpdate
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    HOST,
    START,
    Room,
    open_room,
    passive_move,
)

TOTAL = START * 4
DAVE, ERIN = 14, 15
SEED = 7
HEADS_UP = TableConfig(game=GameKind.HEADS_UP, small_blind=50, big_blind=100, seats=9)
SNG = TableConfig(game=GameKind.TOURNAMENT, small_blind=10, big_blind=20, min_buy_in=300, seats=3)


async def _drive(room: Room, update: TableUpdate, choose) -> list[TableUpdate]:
    """Play hands (the pause between them too) until the table closes."""
    seen = [update]
    for _ in range(2000):
        view = update.view
        if view.is_closed:
            return seen
        if view.in_hand:
            assert view.to_act is not None
            update = await room.service.act(CHANNEL, view.to_act, view.hand_no, choose(update))
        else:
            before = len(room.updates)
            await room.tick(5)
            assert len(room.updates) > before, "a hand is dealt after the pause"
            update = room.updates[-1]
        seen.append(update)
    raise AssertionError("the match did not end")


async def test_heads_up_match_is_the_game_card_and_plays_to_its_result(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "hu.sqlite3")
    try:
        update = await room.service.create(GUILD, CHANNEL, HOST, HEADS_UP)
        config = update.view.config
        assert (config.small_blind, config.big_blind, config.seats) == (1, 2, 2)
        await room.service.join(GUILD, CHANNEL, ALICE)
        await room.service.join(GUILD, CHANNEL, BOB)
        with pytest.raises(TableFull):
            await room.service.join(GUILD, CHANNEL, CAROL)
        assert await room.store.balance(GUILD, ALICE) == START - 100
        assert await room.total() == TOTAL
        update = await room.service.start(CHANNEL, HOST)
        first = update
        assert update.view.match_status == "Hand 1 of 10"
        legal = update.view.legal
        assert legal is not None
        assert not legal.free_amounts
        assert {q.move for q in legal.quick_raises} <= {Move.HALF_POT, Move.POT, Move.ALL_IN}
        actor = update.view.to_act
        assert actor is not None
        with pytest.raises(NotAllowed):
            await room.service.act(CHANNEL, actor, 1, Move.RAISE, 10)
        with pytest.raises(NotAllowed):
            await room.service.act(CHANNEL, actor, 1, Move.MIN_RAISE)
        update = await room.service.act(CHANNEL, actor, 1, Move.POT)
        assert update.notes[0].text == "raises to 6"

        seen = await _drive(room, update, passive_move)
        notes = [n for u in (first, *seen) for n in u.notes]
        over = [n for n in notes if n.kind is NoteKind.MATCH_OVER]
        assert len(over) == 1
        started = [n for n in notes if n.kind is NoteKind.HAND_STARTED]
        assert 1 <= len(started) <= 10
        balances = {u: await room.store.balance(GUILD, u) for u in (ALICE, BOB)}
        if over[0].user_id is None:
            assert balances == {ALICE: START, BOB: START}
        else:
            loser = BOB if over[0].user_id == ALICE else ALICE
            assert balances == {over[0].user_id: START + 100, loser: START - 100}
            winner_stats = await room.store.stats(GUILD, over[0].user_id)
            assert winner_stats.tournament_finishes == ((1, 1),)
        assert await room.total() == TOTAL
        stats = await room.store.stats(GUILD, ALICE)
        assert stats.hands_played == len(started)
    finally:
        await room.close()


async def test_heads_up_match_ends_at_a_bust(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "bust.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, HEADS_UP)
        await room.service.join(GUILD, CHANNEL, ALICE)
        await room.service.join(GUILD, CHANNEL, BOB)
        update = await room.service.start(CHANNEL, HOST)

        def shove(update: TableUpdate) -> Move:
            legal = update.view.legal
            assert legal is not None
            return Move.ALL_IN if legal.can_raise else Move.CALL

        seen = await _drive(room, update, shove)
        over = [n for u in seen for n in u.notes if n.kind is NoteKind.MATCH_OVER]
        hands = [n for u in seen for n in u.notes if n.kind is NoteKind.HAND_STARTED]
        assert len(over) == 1
        if over[0].user_id is not None:
            assert over[0].amount == 200
        assert len(hands) <= 10
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_sit_and_go_plays_to_the_end_and_pays_the_prizes(tmp_path: Path) -> None:
    settings = TableSettings(pause_seconds=5, sng_starting_stack=200, sng_hands_per_level=2)
    room = await open_room(tmp_path / "sng.sqlite3", settings=settings)
    try:
        update = await room.service.create(GUILD, CHANNEL, HOST, SNG)
        tournament_id = room.service.session(CHANNEL).table.fmt.tournament_id
        assert tournament_id is not None
        for user in (ALICE, BOB, CAROL):
            update = await room.service.join(GUILD, CHANNEL, user, None)
            assert await room.store.balance(GUILD, user) == START - 300
            assert await room.total() == TOTAL
        assert [s.user_id for s in update.view.seats] == [ALICE, BOB, CAROL]
        with pytest.raises(NotAllowed):
            await room.service.leave(CHANNEL, ALICE)  # entries can't be withdrawn
        with pytest.raises(NotAllowed):
            await room.service.top_up(CHANNEL, ALICE, 10)
        tour = await room.store.tournament(tournament_id)
        assert tour.pool == 900
        assert tour.status is TournamentStatus.REGISTERING
        update = await room.service.start(CHANNEL, HOST)
        assert update.view.blinds is not None
        assert update.view.blinds.level == 1
        with pytest.raises(NotAllowed):
            await room.service.join(GUILD, CHANNEL, HOST)

        def shove(update: TableUpdate) -> Move:
            legal = update.view.legal
            assert legal is not None
            if legal.can_raise and legal.quick_raises:
                return Move.ALL_IN
            return Move.CHECK if legal.can_check else Move.CALL

        seen = await _drive(room, update, shove)
        notes = [n for u in seen for n in u.notes]
        eliminated = [n for n in notes if n.kind is NoteKind.ELIMINATED]
        # Out in different hands: places 3 and 2; out together with equal stacks (the first
        # hand, three equal stacks all-in): a tie for place 2.
        assert sorted(n.place or 0 for n in eliminated) in ([2, 3], [2, 2])
        over = [n for n in notes if n.kind is NoteKind.MATCH_OVER]
        assert len(over) == 1
        assert over[0].user_id is not None
        winner = over[0].user_id
        assert winner not in {n.user_id for n in eliminated}
        # three entrants: the winner takes the whole pool
        assert await room.store.balance(GUILD, winner) == START - 300 + 900
        tour = await room.store.tournament(tournament_id)
        assert tour.status is TournamentStatus.FINISHED
        assert tour.pool == 0
        places = {entry.user_id: entry.place or 0 for entry in tour.entrants}
        assert places[winner] == 1
        assert sorted(places.values()) == sorted([1, *(n.place or 0 for n in eliminated)])
        assert await room.total() == TOTAL
        if len([n for n in notes if n.kind is NoteKind.HAND_STARTED]) > 2:
            assert any(n.kind is NoteKind.LEVEL_UP for n in notes)
    finally:
        await room.close()


async def test_sit_and_go_blinds_rise_by_the_schedule(tmp_path: Path) -> None:
    settings = TableSettings(pause_seconds=5, sng_starting_stack=5000, sng_hands_per_level=1)
    room = await open_room(tmp_path / "levels.sqlite3", settings=settings)
    try:
        await room.service.create(GUILD, CHANNEL, HOST, SNG)
        for user in (ALICE, BOB):
            await room.service.join(GUILD, CHANNEL, user)
        update = await room.service.start(CHANNEL, HOST)
        assert update.view.blinds is not None
        assert update.view.blinds.big_blind == 20
        actor = update.view.to_act
        assert actor is not None
        update = await room.service.act(CHANNEL, actor, 1, Move.FOLD)
        level = [n for n in update.notes if n.kind is NoteKind.LEVEL_UP]
        assert len(level) == 1
        assert level[0].amount == 30
        await room.tick(5)
        dealt = room.updates[-1]
        assert dealt.view.blinds is not None
        assert dealt.view.blinds.level == 2
        assert dealt.view.total_pot == 45
    finally:
        await room.close()


async def test_closing_an_unfinished_sit_and_go_refunds_every_entry(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "refund.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, SNG)
        for user in (ALICE, BOB):
            await room.service.join(GUILD, CHANNEL, user)
        await room.service.start(CHANNEL, HOST)
        update = await room.service.close(CHANNEL, HOST)
        assert update.view.is_closed
        assert update.notes[0].kind is NoteKind.HAND_VOIDED
        for user in (ALICE, BOB):
            assert await room.store.balance(GUILD, user) == START
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_sit_and_go_entry_needs_the_fee(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "fee.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, SNG)
        await room.store.revoke(GUILD, ALICE, START - 10)
        with pytest.raises(InvalidAmount):
            await room.service.join(GUILD, CHANNEL, ALICE)
        with pytest.raises(NotAllowed):
            await room.service.start(CHANNEL, HOST)
        assert await room.total() == TOTAL - (START - 10)
    finally:
        await room.close()


async def test_sit_and_go_players_out_in_one_hand_place_by_stack_and_tie_when_equal(
    tmp_path: Path,
) -> None:
    """TDA: the bigger starting stack finishes better; equal stacks share their places' prizes."""
    entrants = (ALICE, BOB, CAROL, DAVE, ERIN)
    settings = TableSettings(pause_seconds=5, sng_starting_stack=200, sng_hands_per_level=50)
    room = await open_room(
        tmp_path / "tie.sqlite3", settings=settings, users=(HOST, *entrants), seed=SEED
    )
    try:
        config = TableConfig(
            game=GameKind.TOURNAMENT, small_blind=10, big_blind=20, min_buy_in=300, seats=5
        )
        await room.service.create(GUILD, CHANNEL, HOST, config)
        for user in entrants:
            await room.service.join(GUILD, CHANNEL, user)
        update = await room.service.start(CHANNEL, HOST)
        while update.view.in_hand:  # everyone all-in with 200: one winner, four out at once
            view = update.view
            assert view.to_act is not None
            assert view.legal is not None
            move = Move.ALL_IN if view.legal.can_raise else Move.CALL
            update = await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
        out = {n.user_id: n.place for n in update.notes if n.kind is NoteKind.ELIMINATED}
        assert len(out) == 4, "the seed gives one winner of the first hand"
        assert set(out.values()) == {2}
        assert update.view.is_closed
        tour = await room.store.tournament(1)
        prizes = {e.user_id: e.prize or 0 for e in tour.entrants}
        winner = next(u for u in entrants if u not in out)
        # 5 entrants pay 65/35 of 1,500: the four tied for 2nd to 5th share the 525 of 2nd.
        assert prizes[winner] == 975
        shared = [prizes[u] for u in entrants if u != winner]
        assert sorted(shared) == [131, 131, 131, 132]
        first_tied = next(u for u in entrants if u != winner)
        assert prizes[first_tied] == 132  # the odd chip goes to the first tied seat
        assert {e.user_id: e.place for e in tour.entrants} == {**out, winner: 1}
        assert await room.store.total_chips(GUILD) == START * 6
    finally:
        await room.close()
