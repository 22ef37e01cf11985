"""The ICM deal: its arithmetic, its places, and the conductor's policy on a real store.

The issue's test vector (prizes 425/280/130/75, stacks 150,000/98,750/45,500/13,250)
gives 323.20/278.12/195.79/112.89, which the deal pays as 323/278/196/113. At the final
table a deal opens between hands (or when the hand in play ends), holds the table until
every player answers, is withdrawn by one decline or by its time running out, and when
everyone accepts ends the tournament: paid in one transaction, placed by chips, scored.
"""

from __future__ import annotations

import itertools
import random
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardroom.conductor import Conductor
from cardroom.errors import NotAllowed
from cardroom.models import TournamentStatus
from cardroom.store import Store
from cardroom.tournament.deal import DEAL_SECONDS, DealOffer, deal_amounts, deal_places
from cardroom.tournament.finish import Finish
from cardroom.tournament.payouts import PayoutScheme, icm
from tests.cardroom.store_support import GUILD, assert_conserved
from tests.cardroom.tournament.test_conductor import THREADS, Now, PlayedTables, _tournament

TODAY = date(2026, 12, 2)


def test_the_issue_vector_is_paid_in_whole_chips_that_add_up() -> None:
    stacks = {11: 150_000, 12: 98_750, 13: 45_500, 14: 13_250}
    amounts = deal_amounts(910, [425, 280, 130, 75], stacks)
    assert amounts == {11: 323, 12: 278, 13: 196, 14: 113}
    exact = icm([425, 280, 130, 75], list(stacks.values()))
    assert [round(x, 2) for x in exact] == [323.20, 278.12, 195.79, 112.89]


@given(
    st.lists(st.integers(1, 10_000), min_size=2, max_size=7),
    st.lists(st.integers(0, 5_000), min_size=1, max_size=7),
)
def test_a_deal_pays_the_whole_pool_and_more_chips_never_get_less(
    chips: list[int], prizes: list[int]
) -> None:
    unpaid = sorted(prizes, reverse=True)[: len(chips)]
    stacks = dict(enumerate(chips, start=1))
    amounts = deal_amounts(sum(unpaid), unpaid, stacks)
    assert sum(amounts.values()) == sum(unpaid)
    assert set(amounts) == set(stacks)
    ranked = sorted(stacks, key=lambda p: stacks[p])
    for low, high in itertools.pairwise(ranked):
        if stacks[low] < stacks[high]:
            assert amounts[low] <= amounts[high] + 1  # one odd chip at most


def test_places_after_a_deal_go_by_chips_and_equal_stacks_share() -> None:
    assert deal_places({1: 500, 2: 900, 3: 500, 4: 100}) == (
        Finish(2, 1, 1),
        Finish(1, 2, 3),
        Finish(3, 2, 3),
        Finish(4, 4, 4),
    )


def test_an_offer_needs_every_player_and_runs_out() -> None:
    offer = DealOffer.open(3, proposer=1, stacks={1: 10, 2: 30}, pool_left=8, unpaid=(8,), now=5)
    assert offer.players == (1, 2)
    assert not offer.accept(1).agreed
    assert offer.accept(1).accept(2).agreed
    assert not offer.accept(1).accept(2).expired(5 + DEAL_SECONDS * 10)
    assert offer.expired(5 + DEAL_SECONDS)
    with pytest.raises(ValueError, match="players still in"):
        offer.accept(9)
    with pytest.raises(ValueError, match="two players"):
        deal_amounts(8, (8,), {1: 10})


async def _at_the_final_table(store: Store) -> tuple[Conductor, PlayedTables, Now]:
    """A tournament of eight played until one table is left with three or four players."""
    for seed in range(20):
        tour_id, _ = await _tournament(store, 8, size=4, scheme=PayoutScheme.TOP20)
        now, rng = Now(), random.Random(seed)
        tables = PlayedTables(rng)
        conductor = await Conductor.start(
            store, tour_id, tables=tables, now=now, rng=rng, today=lambda: TODAY
        )
        while not conductor.over and (
            len(conductor.floor.tables) > 1
            or conductor.floor.players_left > 4
            or conductor.floor.playing
        ):
            await tables.step(conductor)
            now.at += 2.0
            if not tables.told and not tables.hands:
                await conductor.tick()
        if not conductor.over and conductor.floor.players_left >= 3:
            tables.allin = 0.0  # nobody busts from here: the deal is what is tested
            return conductor, tables, now
        if not conductor.over:
            await conductor.cancel()
    raise AssertionError("no seed reached a final table of three or four")


async def _open(conductor: Conductor, tables: PlayedTables, player: int) -> DealOffer | None:
    """Ask for a deal; the table told to deal plays that hand first, then it opens."""
    offer = await conductor.propose_deal(player)
    while offer is None and not conductor.over:
        await tables.step(conductor)
        offer = conductor.deal
    return offer


def _offer(conductor: Conductor) -> DealOffer | None:
    """The proposal open now (read afresh each time)."""
    return conductor.deal


async def test_a_deal_everyone_accepts_ends_the_tournament_paid_by_it(store: Store) -> None:
    conductor, tables, _ = await _at_the_final_table(store)
    news: list[str] = []
    conductor.deal_news = lambda _c, what: news.append(what)
    (number,) = [t.number for t in conductor.floor.tables]
    channel = conductor.channels[number]
    entrants = conductor.floor.entrants
    proposer = min(conductor.floor.chips)
    offer = await _open(conductor, tables, proposer)
    assert offer is not None, "the seeded hand before the deal leaves players to agree"
    stacks = dict(conductor.floor.chips)
    assert dict(offer.stacks) == stacks
    pool = conductor.record.pool
    assert news == ["open"]
    assert sum(offer.amounts.values()) == pool
    with pytest.raises(NotAllowed):
        await conductor.propose_deal(proposer)  # one at a time
    with pytest.raises(NotAllowed):
        await conductor.answer_deal(-5, offer.number, accept=True)  # not a player still in
    await conductor.tick()
    assert channel not in tables.told  # the table waits for the answers
    players = sorted(stacks)
    for player in players[:-1]:
        offer = await conductor.answer_deal(player, offer.number, accept=True)
        assert not conductor.over
    await conductor.answer_deal(players[-1], offer.number, accept=True)
    assert conductor.over
    assert conductor.by_deal
    done = await store.mtt(conductor.tournament_id)
    assert (done.status, done.pool) == (TournamentStatus.FINISHED, 0)
    for player in players:
        entry = done.entry_of(player)
        assert entry is not None
        assert entry.prize == offer.amounts[player]
        assert await store.balance(GUILD, player) == 1000 - 100 + offer.amounts[player]
    best = max(players, key=lambda p: (stacks[p], -p))
    first = done.entry_of(best)
    assert first is not None
    assert first.place == 1
    mine = conductor.place_of(best)  # what /poker tournament status tells them
    assert mine is not None
    assert (mine.best, mine.prize) == (1, offer.amounts[best])
    assert conductor.place_of(-5) is None
    assert len(conductor.results) == entrants
    assert not tables.open
    await assert_conserved(store, 8 * 1000)
    assert await store.season_standings(GUILD, date(2026, 12, 1))


async def test_a_decline_or_the_time_withdraws_it_and_play_goes_on(store: Store) -> None:
    conductor, tables, now = await _at_the_final_table(store)
    news: list[str] = []
    conductor.deal_news = lambda _c, what: news.append(what)
    (number,) = [t.number for t in conductor.floor.tables]
    channel = conductor.channels[number]
    player = min(conductor.floor.chips)
    offer = await _open(conductor, tables, player)
    assert offer is not None, "the seeded hand before the deal leaves players to agree"
    assert news == ["open"]
    assert channel not in tables.told  # held for the answers
    # a decline withdraws it and the table deals again
    await conductor.answer_deal(player, offer.number, accept=True)
    other = max(offer.players)
    await conductor.answer_deal(other, offer.number, accept=False)
    assert conductor.deal is None
    assert channel in tables.told
    with pytest.raises(NotAllowed) as stale:
        await conductor.answer_deal(player, offer.number, accept=True)
    assert stale.value.code == "tournament.deal_gone"
    # the next one runs out of time at the first tick after DEAL_SECONDS
    again = await _open(conductor, tables, max(conductor.floor.chips))
    assert again is not None, "the seeded hand before it leaves players to agree"
    assert again.number == offer.number + 1
    await conductor.tick()
    assert _offer(conductor) is not None
    now.at += DEAL_SECONDS
    await conductor.tick()
    assert _offer(conductor) is None
    assert news == ["open", "open", "expired"]
    assert channel in tables.told
    assert (await store.mtt(conductor.tournament_id)).status is TournamentStatus.RUNNING


async def test_no_deal_before_the_final_table(store: Store) -> None:
    tour_id, members = await _tournament(store, 8, size=4, scheme=PayoutScheme.TOP20)
    rng = random.Random(1)
    tables = PlayedTables(rng)
    conductor = await Conductor.start(store, tour_id, tables=tables, now=Now(), rng=rng)
    assert len(conductor.floor.tables) == 2
    with pytest.raises(NotAllowed) as refused:
        await conductor.propose_deal(members[0])
    assert refused.value.code == "tournament.deal_final"
    assert conductor.deal is None
    assert THREADS + 1 in tables.told
