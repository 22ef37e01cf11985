"""Results reach the stats, closed tables can be reviewed, busted players rebuy, the clock
and the time bank show apart, a match's stake is fixed, and a second seat gets one sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardroom.errors import AlreadySeated, HandInProgress, NotAllowed
from cardroom.models import LeaderboardKind
from cardroom.sharing import Sharing
from cardroom.tables import TableSettings
from cardroom.views import GameKind, Move, NoteKind, TableConfig, TableUpdate
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    START,
    Room,
    open_room,
)

HEADS_UP = TableConfig(game=GameKind.HEADS_UP)
SNG = TableConfig(game=GameKind.TOURNAMENT, small_blind=10, big_blind=20, min_buy_in=300, seats=3)


def shove(update: TableUpdate) -> Move:
    legal = update.view.legal
    assert legal is not None
    if legal.can_raise and legal.can_all_in:
        return Move.ALL_IN
    return Move.CHECK if legal.can_check else Move.CALL


async def play_out(room: Room, update: TableUpdate) -> list[TableUpdate]:
    """Shove or call every decision (and wait out every pause) until the table closes."""
    seen = [update]
    for _ in range(2000):
        view = update.view
        if view.is_closed:
            return seen
        if view.in_hand:
            assert view.to_act is not None
            update = await room.service.act(CHANNEL, view.to_act, view.hand_no, shove(update))
        else:
            await room.tick(5)
            update = room.updates[-1]
        seen.append(update)
    raise AssertionError("the game did not end")


async def test_a_sit_and_go_result_reaches_the_stats_and_the_board_bug(tmp_path: Path) -> None:
    settings = TableSettings(pause_seconds=5, sng_starting_stack=200, sng_hands_per_level=2)
    room = await open_room(tmp_path / "sng.sqlite3", settings=settings)
    try:
        await room.service.create(GUILD, CHANNEL, HOST, SNG)
        for user in (ALICE, BOB, CAROL):
            await room.service.join(GUILD, CHANNEL, user)
        seen = await play_out(room, await room.service.start(CHANNEL, HOST))
        over = next(n for u in seen for n in u.notes if n.kind is NoteKind.MATCH_OVER)
        winner = over.user_id
        assert winner is not None
        stats = {u: await room.store.stats(GUILD, u) for u in (ALICE, BOB, CAROL)}
        assert stats[winner].net_won == 900 - 300  # the prize less the entry
        assert sum(s.net_won for s in stats.values()) == 0
        board = await room.store.leaderboard(GUILD, LeaderboardKind.NET_WON)
        assert board.rows[0].user_id == winner
        assert board.rows[0].value == 600
        # The result names the standings: every entrant, place, last stack and prize.
        assert over.standings[0].place == 1
        assert {s.user_id for s in over.standings} == {ALICE, BOB, CAROL}
        assert next(s for s in over.standings if s.user_id == winner).prize == 900
        assert over.hand_no >= 1
        assert await room.total() == START * 4
    finally:
        await room.close()


async def test_a_finished_match_can_still_be_reviewed_bug(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "hu.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, HEADS_UP)
        await room.service.join(GUILD, CHANNEL, ALICE)
        await room.service.join(GUILD, CHANNEL, BOB)
        seen = await play_out(room, await room.service.start(CHANNEL, HOST))
        assert seen[-1].view.is_closed
        history = await room.service.archive.history(CHANNEL, ALICE, 10, guild_id=GUILD)
        assert history
        assert history[0].hand_id.endswith(f"-{history[0].hand_no}")
        sharing = Sharing(room.store)
        mine = await sharing.export(GUILD, CHANNEL, ALICE, None)  # the closed table's hands
        assert mine.text
        assert mine.hand_ids[-1] == next(h.hand_id for h in history if h.pot)  # not "Hand #—"
        by_id = await sharing.export(GUILD, CHANNEL + 1, BOB, history[-1].hand_id)
        assert by_id.hand_ids == (history[-1].hand_id,)
        with pytest.raises(NotAllowed) as refused:
            await sharing.export(GUILD, CHANNEL, CAROL, history[-1].hand_id)
        assert refused.value.code == "history.not_played"
        match_stats = await room.store.stats(GUILD, ALICE)
        bob_stats = await room.store.stats(GUILD, BOB)
        assert {match_stats.net_won, bob_stats.net_won} in ({100, -100}, {0})
    finally:
        await room.close()


async def test_a_heads_up_stake_is_fixed_bug(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "stake.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, HEADS_UP)
        with pytest.raises(NotAllowed) as refused:
            await room.service.join(GUILD, CHANNEL, ALICE, 500)
        assert refused.value.code == "seat.stake_fixed"
        assert await room.store.balance(GUILD, ALICE) == START  # nothing changed
        await room.service.join(GUILD, CHANNEL, ALICE)
        with pytest.raises(AlreadySeated) as again:
            await room.service.join(GUILD, CHANNEL, ALICE)
        assert again.value.code == "error.already_seated"  # one sentence for both cases
    finally:
        await room.close()


async def test_a_seat_taken_says_for_how_much_bug(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "sat.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, CASH)
        update = await room.service.join(GUILD, CHANNEL, ALICE, 700)
        (note,) = update.notes
        assert note.kind is NoteKind.SAT_DOWN
        assert note.amount == 700
    finally:
        await room.close()


async def test_a_busted_player_tops_up_while_a_hand_runs_bug(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "rebuy.sqlite3")
    try:
        await room.service.create(GUILD, CHANNEL, HOST, CASH)
        for user, buy_in in ((ALICE, 200), (BOB, 2000), (CAROL, 2000)):
            await room.service.join(GUILD, CHANNEL, user, buy_in)
        update = await room.service.start(CHANNEL, HOST)

        def move(update: TableUpdate) -> Move:  # Alice shoves, the others only call
            legal = update.view.legal
            assert legal is not None
            if update.view.to_act == ALICE and legal.can_all_in:
                return Move.ALL_IN
            return Move.CHECK if legal.can_check else Move.CALL

        # Hands until Alice busts; then, while the next hand runs, she rebuys.
        for _ in range(400):
            view = update.view
            broke = [s.user_id for s in view.seats if s.stack == 0 and not s.in_hand]
            if view.in_hand and broke:
                break
            if view.in_hand:
                assert view.to_act is not None
                update = await room.service.act(CHANNEL, view.to_act, view.hand_no, move(update))
            else:
                await room.tick(5)
                update = room.updates[-1]
        else:
            pytest.fail("nobody busted")
        user = broke[0]
        total = await room.total()
        rebought = await room.service.top_up(CHANNEL, user, 200)
        seat = rebought.view.seat_of(user)
        assert seat is not None
        assert seat.stack == 200
        assert not seat.in_hand  # it plays from the next hand
        assert await room.total() == total
        in_hand = next(s.user_id for s in rebought.view.seats if s.in_hand)
        with pytest.raises(HandInProgress):
            await room.service.top_up(CHANNEL, in_hand, 10)
    finally:
        await room.close()


async def test_the_bank_is_shown_only_once_the_clock_runs_out_bug(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "bank.sqlite3")
    try:
        config = TableConfig(
            small_blind=5, big_blind=10, min_buy_in=200, clock_seconds=10, time_bank_seconds=30
        )
        await room.service.create(GUILD, CHANNEL, HOST, config)
        for user in (ALICE, BOB):
            await room.service.join(GUILD, CHANNEL, user, 500)
        update = await room.service.start(CHANNEL, HOST)
        view = update.view
        assert view.deadline is not None
        assert view.clock_ends is not None
        assert view.deadline - view.clock_ends == pytest.approx(30)
        assert view.bank_seconds == 30
        before = len(room.updates)
        await room.tick(9)
        assert len(room.updates) == before  # the clock still runs: nothing to show
        await room.tick(2)
        assert len(room.updates) == before + 1  # the clock ran out: the bank is shown running
        assert room.updates[-1].view.to_act == view.to_act
        assert room.updates[-1].notes == ()
    finally:
        await room.close()
