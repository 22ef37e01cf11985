"""Late entries and rebuys on the room's real table sessions, through a restart, to one winner.

Nine players start on two tables and go all in at every turn; a tenth registers late; the
players out of chips while registration is open rebuy into new seats (and one who is still
in rebuys at the starting stack); registration closes, the players still out are placed
last, and the tournament plays to one winner. Money: the prizes add up to every entry and
rebuy, each bankroll changes by its prize less what it paid, and the guild's chips and
ledger agree.
"""

from __future__ import annotations

from pathlib import Path

from cardroom.conductor import Conductor
from cardroom.models import TournamentStatus
from cardroom.tournament.payouts import PayoutScheme
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from cardroom.tournaments import Tournaments
from tests.cardroom.tables_support import GUILD, HOST, START, Room
from tests.cardroom.tournament.test_tournament_tables import (
    LOBBY,
    PLAYERS,
    _check_tables,
    _new_channel,
    _open,
    _play,
)

ENTRY = 100
FIELD = PLAYERS[:9]
LATE = PLAYERS[9]


async def _rebuy_the_out(conductor: Conductor, rebought: set[int]) -> None:
    """Each player out while registration is open rebuys once."""
    for player in sorted(conductor.floor.out_players - rebought):
        if conductor.registration_open():
            await conductor.rebuy(player)
            rebought.add(player)


async def test_late_entries_and_rebuys_play_to_one_winner_through_a_restart(
    tmp_path: Path,
) -> None:
    path = tmp_path / "room.sqlite"
    room, tournaments = await _open(path)
    settings = MttSettings(
        chips=1000,
        table_size=6,
        levels=Preset.TURBO,
        level_minutes=1,
        late_levels=1,
        payouts=PayoutScheme.TOP20,
        rebuys=True,
        addon=True,
    )
    tour = await room.store.create_mtt(
        GUILD, LOBBY, HOST, name="Late", entry=ENTRY, settings_json=settings.to_json()
    )
    for player in FIELD:
        await room.store.register_mtt(tour.id, player)
    conductor = await tournaments.start(tour.id, _new_channel)
    await conductor.enter(LATE)
    assert conductor.floor.entrants == 10
    await conductor.rebuy(FIELD[0])  # at the starting stack, between hands: on at once
    await _check_tables(room, conductor)
    rebought: set[int] = set()
    for _ in range(3):
        await _play(room, tournaments, conductor, 1)
        await _rebuy_the_out(conductor, rebought)
    # the process dies: the players out, the chips owed and the late seats come back
    out, owed = conductor.floor.out_players, dict(conductor.floor.owed)
    await room.close()
    room, tournaments = await _open(path)
    tournaments.new_channel = _new_channel  # a late entrant's new table, after the restart
    await tournaments.load()
    await room.service.restore()
    await tournaments.resume()
    restored = tournaments.conductor(tour.id)
    assert restored is not None
    assert (restored.floor.out_players, dict(restored.floor.owed)) == (out, owed)
    for _ in range(30):
        if not restored.registration_open():
            break
        await _play(room, tournaments, restored, 1)
        await _rebuy_the_out(restored, rebought)
    assert not restored.registration_open()
    await _play(room, tournaments, restored, 400)
    assert restored.over
    await _finished(room, tournaments, tour.id, restored)


async def _finished(room: Room, tournaments: Tournaments, tour_id: int, end: Conductor) -> None:
    """Every entrant placed and paid; the money adds up to the chip."""
    assert not tournaments.conductor(tour_id)
    done = await room.store.mtt(tour_id)
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    assert len(done.entries) == 10
    paid_in = sum(e.paid for e in done.entries)
    assert paid_in == ENTRY * (10 + sum(e.rebuys for e in done.entries))
    assert sum(e.rebuys for e in done.entries) >= 1
    assert sum(e.prize or 0 for e in done.entries) == paid_in
    assert all(e.place is not None for e in done.entries)
    assert sorted(r.best for r in end.results)[0] == 1
    assert len(end.results) == 10
    for entry in done.entries:
        balance = await room.store.balance(GUILD, entry.user_id)
        assert balance == START - entry.paid + (entry.prize or 0)
    assert await room.store.total_chips(GUILD) == await room.store.ledger_total(GUILD)
    await room.close()
