"""An ICM deal on the room's real table sessions: the final table waits, then ends by it.

Three players on one table: a deal asked for during a hand opens when the hand ends, the
table deals no new hand while it waits, and when all three accept every session closes,
each bankroll gets its deal amount and the guild's chips are conserved.
"""

from __future__ import annotations

import random
from pathlib import Path

from cardroom.conductor import Conductor
from cardroom.models import TournamentStatus
from cardroom.tournament.payouts import PayoutScheme
from cardroom.tournament.records import MttRecord
from cardroom.tournament.settings import MttSettings
from cardroom.tournament.structure import Preset
from cardroom.tournaments import Tournaments
from cardroom.views import Move
from tests.cardroom.tables_support import GUILD, HOST, START, open_room

LOBBY = 610
THREAD = 9100
PLAYERS = (3001, 3002, 3003)
ENTRY = 100


async def _new_channel(record: MttRecord, number: int) -> int:
    """The one table's thread."""
    assert record.channel_id == LOBBY
    return THREAD + number


async def test_everyone_accepts_and_the_sessions_close_paid_by_the_deal(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "room.sqlite", users=(HOST, *PLAYERS))
    tournaments = Tournaments(
        room.service, now=room.clock.now, rng_factory=lambda: random.Random(3)
    )
    news: list[str] = []
    tournaments.deal_news = lambda _conductor, what: news.append(what)
    ended: list[int] = []

    async def over(conductor: Conductor) -> None:
        ended.append(conductor.tournament_id)

    tournaments.ended = over
    settings = MttSettings(
        chips=1000, table_size=6, levels=Preset.TURBO, level_minutes=5, payouts=PayoutScheme.TOP20
    )
    tour = await room.store.create_mtt(
        GUILD, LOBBY, HOST, name="Final", entry=ENTRY, settings_json=settings.to_json()
    )
    for player in PLAYERS:
        await room.store.register_mtt(tour.id, player)
    conductor = await tournaments.start(tour.id, _new_channel)
    channel = THREAD + 1
    assert await tournaments.propose_deal(tour.id, PLAYERS[0]) is None  # a hand is on its way
    for _ in range(40):  # everyone folds (or checks) until the hand ends
        if conductor.deal is not None:
            break
        view = await room.service.view(channel)
        if view.in_hand and view.to_act is not None:
            await room.service.act(channel, view.to_act, view.hand_no, Move.FOLD)
        await room.tick(2)
        await tournaments.idle()
    offer = conductor.deal
    assert offer is not None
    assert news == ["open"]
    assert sum(offer.amounts.values()) == ENTRY * len(PLAYERS)
    assert set(offer.players) == set(PLAYERS)
    hand = (await room.service.view(channel)).hand_no
    await room.tick(30)
    await tournaments.tick()
    await tournaments.idle()
    view = await room.service.view(channel)
    assert (view.hand_no, view.in_hand) == (hand, False)  # the table waits for the answers
    for player in PLAYERS:
        offer = await tournaments.answer_deal(tour.id, player, offer.number, accept=True)
    await tournaments.idle()
    assert conductor.over
    assert conductor.by_deal
    assert ended == [tour.id]
    done = await room.store.mtt(tour.id)
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    for entry in done.entries:
        assert entry.prize == offer.amounts[entry.user_id]
        balance = await room.store.balance(GUILD, entry.user_id)
        assert balance == START - ENTRY + offer.amounts[entry.user_id]
    chips = dict(offer.stacks)
    leader = max(PLAYERS, key=lambda p: (chips[p], -p))
    assert next(r for r in conductor.results if r.player == leader).best == 1
    assert await room.total() == START * (len(PLAYERS) + 1)
    assert not await room.store.open_tables(GUILD)
    await room.close()
