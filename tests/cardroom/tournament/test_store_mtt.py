"""Multi-table tournaments and seasons in the store, on every store kind (the store fixture)."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime

import pytest

from cardroom.errors import InsufficientChips, NotAllowed, NoTournament
from cardroom.models import Account, Reason, TournamentStatus
from cardroom.store import Store
from cardroom.tournament.payouts import PayoutScheme, cancellation_split, payouts
from cardroom.tournament.seasons import SeasonLength
from tests.cardroom.store_support import GUILD, Reopen, assert_conserved

ALICE, BOB, CAROL, DAVE = 201, 202, 203, 204
LOBBY, OTHER = 777, 778


async def _open(store: Store, entry: int = 100, channel: int = LOBBY) -> int:
    tour = await store.create_mtt(
        GUILD,
        channel,
        ALICE,
        name="Friday night",
        entry=entry,
        settings_json=json.dumps({"levels": "turbo", "table_size": 6}),
        starts_at=datetime(2026, 12, 4, 20, tzinfo=UTC),
    )
    return tour.id


async def test_a_lobby_opens_once_per_channel(store: Store) -> None:
    tour_id = await _open(store)
    tour = await store.mtt(tour_id)
    assert (tour.name, tour.channel_id, tour.entry, tour.pool) == ("Friday night", LOBBY, 100, 0)
    assert tour.status is TournamentStatus.REGISTERING
    assert tour.starts_at == datetime(2026, 12, 4, 20, tzinfo=UTC)
    assert json.loads(tour.settings_json)["table_size"] == 6
    with pytest.raises(NotAllowed) as refused:
        await _open(store)
    assert refused.value.code == "tournament.lobby_taken"
    await _open(store, channel=OTHER)  # another channel of the server may run its own
    assert (await store.mtt_in_channel(GUILD, LOBBY)) == tour
    assert [t.id for t in await store.open_mtts(GUILD)] == [tour_id, tour_id + 1]
    await store.set_mtt_message(tour_id, 9001)
    await store.set_mtt_event(tour_id, 9002)
    again = await store.mtt(tour_id)
    assert (again.message_id, again.event_id) == (9001, 9002)
    with pytest.raises(NoTournament):
        await store.mtt(404)


async def test_registering_takes_the_entry_into_the_pool_and_unregistering_refunds(
    store: Store,
) -> None:
    tour_id = await _open(store)
    await store.register_mtt(tour_id, BOB)
    tour = await store.register_mtt(tour_id, CAROL)
    assert tour.pool == 200
    assert [e.user_id for e in tour.entries] == [BOB, CAROL]
    assert await store.balance(GUILD, BOB) == 900
    await assert_conserved(store, 2_000)
    ledger = await store.ledger(GUILD, BOB, limit=5)
    legs = {(row.account, row.amount, row.reason, row.tournament_id) for row in ledger[:2]}
    assert legs == {
        (Account.BANKROLL, -100, Reason.TOURNAMENT_ENTRY, tour_id),
        (Account.PRIZE_POOL, 100, Reason.TOURNAMENT_ENTRY, tour_id),
    }
    with pytest.raises(NotAllowed):
        await store.register_mtt(tour_id, BOB)
    tour = await store.unregister_mtt(tour_id, BOB)
    assert (tour.pool, [e.user_id for e in tour.entries]) == (100, [CAROL])
    assert await store.balance(GUILD, BOB) == 1_000
    with pytest.raises(NotAllowed) as refused:
        await store.unregister_mtt(tour_id, BOB)
    assert refused.value.code == "tournament.not_registered"
    await assert_conserved(store, 2_000)


async def test_a_refused_entry_changes_nothing(store: Store) -> None:
    tour_id = await _open(store, entry=5_000)
    with pytest.raises(InsufficientChips):
        await store.register_mtt(tour_id, BOB)
    tour = await store.mtt(tour_id)
    assert (tour.pool, tour.entries) == (0, ())
    assert await store.balance(GUILD, BOB) == 1_000


async def test_cancelling_before_the_start_refunds_everything_paid(store: Store) -> None:
    tour_id = await _open(store)
    for member in (BOB, CAROL, DAVE):
        await store.register_mtt(tour_id, member)
    cancelled = await store.cancel_mtt(tour_id)
    assert (cancelled.status, cancelled.pool) == (TournamentStatus.CANCELLED, 0)
    assert cancelled.ended_at is not None
    assert [await store.balance(GUILD, m) for m in (BOB, CAROL, DAVE)] == [1_000] * 3
    assert await store.mtt_in_channel(GUILD, LOBBY) is None
    await _open(store)  # the lobby is free again
    with pytest.raises(NoTournament):
        await store.cancel_mtt(tour_id)
    await assert_conserved(store, 3_000)


async def test_a_running_tournament_takes_late_entries_rebuys_and_one_addon(
    store: Store,
) -> None:
    tour_id = await _open(store)
    await store.register_mtt(tour_id, BOB)
    await store.register_mtt(tour_id, CAROL)
    started = await store.start_mtt(tour_id)
    assert started.status is TournamentStatus.RUNNING
    assert started.started_at is not None
    with pytest.raises(NoTournament):
        await store.register_mtt(tour_id, DAVE)
    await store.register_mtt(tour_id, DAVE, late=True)
    await store.rebuy_mtt(tour_id, BOB)
    await store.rebuy_mtt(tour_id, BOB)
    tour = await store.rebuy_mtt(tour_id, BOB, addon=True)
    bob = tour.entry_of(BOB)
    assert bob is not None
    assert (bob.paid, bob.rebuys, bob.addon) == (400, 2, True)
    with pytest.raises(NotAllowed):
        await store.rebuy_mtt(tour_id, BOB, addon=True)
    with pytest.raises(NoTournament):
        await store.unregister_mtt(tour_id, CAROL)
    assert (await store.mtt(tour_id)).pool == 600
    await assert_conserved(store, 3_000)


async def test_places_are_paid_as_decided_and_the_pool_to_the_last_chip(store: Store) -> None:
    tour_id = await _open(store)
    members = (BOB, CAROL, DAVE, ALICE)
    for member in members:
        await store.register_mtt(tour_id, member)
    await store.start_mtt(tour_id)
    prizes = payouts(PayoutScheme.TOP20, entrants=20, pool=400)  # four places
    assert sum(prizes) == 400
    # Alice busts 4th, then Dave 3rd: each paid as the place is decided
    await store.pay_mtt_places(tour_id, places={ALICE: 4}, prizes={ALICE: prizes[3]})
    tour = await store.pay_mtt_places(tour_id, places={DAVE: 3}, prizes={DAVE: prizes[2]})
    assert tour.pool == 400 - prizes[3] - prizes[2]
    await assert_conserved(store, 4_000)
    with pytest.raises(ValueError, match="still in"):
        await store.pay_mtt_places(tour_id, places={DAVE: 2}, prizes={DAVE: 1})
    with pytest.raises(ValueError, match="whole pool"):
        await store.pay_mtt_places(
            tour_id, places={CAROL: 2}, prizes={CAROL: 1}, end=TournamentStatus.FINISHED
        )
    done = await store.pay_mtt_places(
        tour_id,
        places={CAROL: 2, BOB: 1},
        prizes={CAROL: prizes[1], BOB: prizes[0]},
        end=TournamentStatus.FINISHED,
    )
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    by_user = {e.user_id: (e.place, e.prize) for e in done.entries}
    assert by_user == {BOB: (1, prizes[0]), CAROL: (2, prizes[1]), DAVE: (3, prizes[2]),
                       ALICE: (4, prizes[3])}  # fmt: skip
    for member, (_, prize) in by_user.items():
        assert await store.balance(GUILD, member) == 1_000 - 100 + (prize or 0)
    await assert_conserved(store, 4_000)
    assert (await store.stats(GUILD, BOB)).net_won == prizes[0] - 100


async def test_a_cancelled_running_tournament_pays_the_policy(store: Store) -> None:
    tour_id = await _open(store)
    for member in (BOB, CAROL, DAVE):
        await store.register_mtt(tour_id, member)
    await store.start_mtt(tour_id)
    await store.pay_mtt_places(tour_id, places={DAVE: 3}, prizes={})  # out of the money
    split = cancellation_split(300, {BOB: 3_000, CAROL: 1_500}, [300])
    done = await store.pay_mtt_places(
        tour_id, places={}, prizes=split, end=TournamentStatus.CANCELLED
    )
    assert (done.status, done.pool) == (TournamentStatus.CANCELLED, 0)
    assert await store.balance(GUILD, BOB) + await store.balance(GUILD, CAROL) == 2_100
    await assert_conserved(store, 3_000)


async def test_the_clock_is_banked_and_survives_a_reopen(store: Store, reopen: Reopen) -> None:
    tour_id = await _open(store)
    await store.save_mtt_clock(tour_id, clock_ms=123_456, paused=True, state_json='{"t": [1]}')
    await store.save_mtt_clock(tour_id, clock_ms=130_000, paused=False)
    async with await reopen() as again:
        tour = await again.mtt(tour_id)
    assert (tour.clock_ms, tour.clock_paused, tour.state_json) == (130_000, False, '{"t": [1]}')
    with pytest.raises(ValueError, match="JSON"):
        await store.save_mtt_clock(tour_id, clock_ms=1, paused=False, state_json="{")


async def test_season_settings_and_points(store: Store) -> None:
    assert await store.season_settings(GUILD) is None
    await store.set_season(GUILD, SeasonLength.MONTHLY, 42)
    settings = await store.set_season(GUILD, SeasonLength.QUARTERLY, None)
    assert await store.season_settings(GUILD) == settings
    assert settings.length is SeasonLength.QUARTERLY
    season = date(2026, 10, 1)
    first = await _open(store)
    await store.record_season_points(first, season, {BOB: (1, 3000), CAROL: (2, 2000)})
    with pytest.raises(NotAllowed):
        await store.record_season_points(first, season, {BOB: (1, 3000)})
    second = await _open(store, channel=OTHER)
    await store.record_season_points(second, season, {CAROL: (1, 1000), DAVE: (2, 500)})
    standings = await store.season_standings(GUILD, season)
    assert [(s.rank, s.user_id, s.points) for s in standings] == [
        (1, BOB, 3000),
        (1, CAROL, 3000),
        (3, DAVE, 500),
    ]
    assert await store.season_standings(GUILD, date(2027, 1, 1)) == []


async def test_a_season_ends_once_for_its_standings(store: Store) -> None:
    october = date(2026, 10, 1)
    await store.set_season(GUILD, SeasonLength.QUARTERLY, 42, current=october)
    (settings,) = await store.all_season_settings()
    assert (settings.guild_id, settings.posted_season) == (GUILD, october)
    january = date(2027, 1, 1)
    assert await store.mark_season_posted(GUILD, october, january)
    assert not await store.mark_season_posted(GUILD, october, january)  # only one poster
    again = await store.season_settings(GUILD)
    assert again is not None
    assert again.posted_season == january
