"""A tournament on the room's real table sessions: the players go all in, to one winner.

Every table is a :class:`~cardroom.session.TableSession` of the room (routed by its
thread's channel id like a cash table), held at each hand boundary while its conductor
places, pays, moves and breaks; a restart in the middle restores the tables conducted and
the tournament goes on. Money: prizes add up to the pool, every bankroll changes by its
prize less the entry, and the guild's chips are conserved.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cardroom.conductor import Conductor
from cardroom.errors import NotAllowed
from cardroom.models import TournamentStatus
from cardroom.tournament.finish import place_prizes
from cardroom.tournament.payouts import PayoutScheme, payouts
from cardroom.tournament.records import MttRecord
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from cardroom.tournaments import Tournaments
from cardroom.views import Move
from tests.cardroom.tables_support import GUILD, HOST, START, Room, open_room

LOBBY = 600
THREADS = 9000
PLAYERS = tuple(range(2001, 2013))
ENTRY = 100


async def _new_channel(record: MttRecord, number: int) -> int:
    """The thread of a table: a made-up channel id per table number."""
    assert record.channel_id == LOBBY
    return THREADS + number


async def _open(path: Path) -> tuple[Room, Tournaments]:
    room = await open_room(path, users=(HOST, *PLAYERS))
    tournaments = Tournaments(
        room.service, now=room.clock.now, rng_factory=lambda: random.Random(5)
    )
    return room, tournaments


async def _check_tables(room: Room, conductor: Conductor) -> None:
    """Between hands, each table's session seats exactly the floor's players."""
    if conductor.over:
        return
    for table in conductor.floor.tables:
        if table.number in conductor.floor.playing:
            continue
        session = room.service.conducted_session(conductor.channels[table.number])
        assert dict(session.table.seats) == dict(table.seats)
        for seat, player in table.seats.items():
            assert session.table.stacks[seat] == conductor.floor.chips[player]


async def _play(room: Room, tournaments: Tournaments, conductor: Conductor, rounds: int) -> None:
    """Everyone goes all in whenever it is their turn, for ``rounds`` ticks or to the end."""
    for _ in range(rounds):
        if conductor.over:
            return
        open_now = {conductor.channels[t.number] for t in conductor.floor.tables}
        for channel in sorted(open_now):
            view = await room.service.view(channel)
            if view.in_hand and view.to_act is not None:
                await room.service.act(channel, view.to_act, view.hand_no, Move.ALL_IN)
        await room.tick(6)
        await tournaments.idle()
        await tournaments.tick()
        await tournaments.idle()
        await _check_tables(room, conductor)


async def test_a_tournament_runs_on_the_rooms_tables_through_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "room.sqlite"
    room, tournaments = await _open(path)
    settings = MttSettings(
        chips=1000, table_size=6, levels=Preset.TURBO, level_minutes=2, payouts=PayoutScheme.TOP20
    )
    tour = await room.store.create_mtt(
        GUILD, LOBBY, HOST, name="Night", entry=ENTRY, settings_json=settings.to_json()
    )
    for player in PLAYERS:
        await room.store.register_mtt(tour.id, player)
    conductor = await tournaments.start(tour.id, _new_channel)
    assert sorted(conductor.channels.values()) == [THREADS + 1, THREADS + 2]
    for channel in conductor.channels.values():  # a tournament's table is not closed by hand
        with pytest.raises(NotAllowed) as refused:
            await room.service.close(channel, HOST, is_admin=True)
        assert refused.value.code == "mtt.table_conducted"
    await _play(room, tournaments, conductor, 6)
    assert not conductor.over
    assert len(conductor.floor.tables) == 2  # the crash comes with two tables running
    left = conductor.floor.players_left
    # the process dies (no shutdown of the tournaments): a restart restores them
    await room.close()
    room, tournaments = await _open(path)
    await tournaments.load()
    await room.service.restore()
    await tournaments.resume()
    restored = tournaments.conductor(tour.id)
    assert restored is not None
    assert restored.floor.players_left == left
    await _play(room, tournaments, restored, 400)
    assert restored.over
    done = await room.store.mtt(tour.id)
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    prizes = payouts(PayoutScheme.TOP20, entrants=len(PLAYERS), pool=ENTRY * len(PLAYERS))
    assert sum(e.prize or 0 for e in done.entries) == ENTRY * len(PLAYERS)
    expected = place_prizes(restored.floor.finished, prizes)  # the table, shared places split
    assert {e.user_id: e.prize for e in done.entries} == expected
    assert len(restored.results) == len(PLAYERS)
    for entry in done.entries:
        balance = await room.store.balance(GUILD, entry.user_id)
        assert balance == START - ENTRY + (entry.prize or 0)
    assert await room.total() == START * (len(PLAYERS) + 1)
    assert not await room.store.open_tables(GUILD)  # every table closed
    await room.close()
