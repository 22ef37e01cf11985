"""The bank: bankrolls opened on first use, daily rewards, grants and revocations, stats."""

from __future__ import annotations

from datetime import timedelta

import pytest

from cardroom.amounts import MAX_CHIPS
from cardroom.errors import AlreadyClaimed, InsufficientChips, InvalidAmount
from cardroom.models import Account, BankRules, LeaderboardKind, Reason
from cardroom.store import Store
from tests.cardroom.store_support import (
    GUILD,
    OTHER_GUILD,
    RULES,
    FakeClock,
    assert_conserved,
    open_store,
)

ALICE, BOB = 101, 102


async def test_bankroll_opens_with_the_starting_grant(store: Store) -> None:
    assert await store.balance(GUILD, ALICE) == RULES.starting_chips
    assert await store.balance(GUILD, ALICE) == RULES.starting_chips
    await assert_conserved(store, RULES.starting_chips)
    [entry] = await store.ledger(GUILD, ALICE)
    assert (entry.reason, entry.account, entry.amount) == (
        Reason.STARTING_GRANT,
        Account.BANKROLL,
        RULES.starting_chips,
    )


async def test_bankrolls_are_per_guild(store: Store) -> None:
    await store.grant(GUILD, ALICE, 500)
    assert await store.balance(GUILD, ALICE) == 1_500
    assert await store.balance(OTHER_GUILD, ALICE) == 1_000
    await assert_conserved(store, 1_500, GUILD)
    await assert_conserved(store, 1_000, OTHER_GUILD)


async def test_starting_grant_comes_from_the_rules(store_url: str, clock: FakeClock) -> None:
    rules = BankRules(starting_chips=5_000, daily_chips=10)
    async with await open_store(store_url, clock, rules) as store:
        assert await store.balance(GUILD, ALICE) == 5_000
        assert (await store.claim_daily(GUILD, ALICE)).amount == 10


async def test_daily_pays_once_then_refuses(store: Store, clock: FakeClock) -> None:
    reward = await store.claim_daily(GUILD, ALICE)
    assert reward.amount == 250
    assert reward.balance == 1_250
    assert reward.next_daily_at == clock.now + timedelta(hours=24)
    clock.advance(hours=23, minutes=30)
    with pytest.raises(AlreadyClaimed) as caught:
        await store.claim_daily(GUILD, ALICE)
    assert caught.value.available_at == reward.next_daily_at
    assert "Come back in 30 minutes" in caught.value.reason
    assert await store.balance(GUILD, ALICE) == 1_250
    await assert_conserved(store, 1_250)


async def test_daily_pays_again_after_a_day(store: Store, clock: FakeClock) -> None:
    await store.claim_daily(GUILD, ALICE)
    clock.advance(hours=24)
    assert (await store.claim_daily(GUILD, ALICE)).balance == 1_500
    bankroll = await store.bankroll(GUILD, ALICE)
    assert bankroll.next_daily_at == clock.now + timedelta(hours=24)


async def test_daily_wait_is_described_in_hours_and_minutes(store: Store, clock: FakeClock) -> None:
    await store.claim_daily(GUILD, ALICE)
    clock.advance(hours=2, minutes=59)
    with pytest.raises(AlreadyClaimed, match="Come back in 21 hours 1 minute\\."):
        await store.claim_daily(GUILD, ALICE)


async def test_daily_is_per_guild(store: Store) -> None:
    await store.claim_daily(GUILD, ALICE)
    assert (await store.claim_daily(OTHER_GUILD, ALICE)).balance == 1_250


async def test_grant_and_revoke_are_audited(store: Store) -> None:
    assert await store.grant(GUILD, ALICE, 300, actor_id=9) == 1_300
    assert await store.revoke(GUILD, ALICE, 1_300, actor_id=9) == 0
    await assert_conserved(store, 0)
    revoke, grant, _opening = await store.ledger(GUILD, ALICE)
    assert (grant.reason, grant.amount, grant.actor_id) == (Reason.GRANT, 300, 9)
    assert (revoke.reason, revoke.amount, revoke.actor_id) == (Reason.REVOKE, -1_300, 9)


async def test_revoke_never_goes_below_zero(store: Store) -> None:
    with pytest.raises(InsufficientChips) as caught:
        await store.revoke(GUILD, ALICE, 1_001)
    assert caught.value.available == 1_000
    assert await store.balance(GUILD, ALICE) == 1_000
    await assert_conserved(store, 1_000)


@pytest.mark.parametrize("amount", [0, -5, 2**53, True])
async def test_grant_refuses_bad_amounts(store: Store, amount: int) -> None:
    with pytest.raises(InvalidAmount):
        await store.grant(GUILD, ALICE, amount)
    assert await store.total_chips(GUILD) == 0


async def test_grant_cannot_overflow_a_bankroll(store: Store) -> None:
    await store.grant(GUILD, ALICE, MAX_CHIPS - 1_000)
    with pytest.raises(InvalidAmount, match="the most it can hold"):
        await store.grant(GUILD, ALICE, 1)
    assert await store.balance(GUILD, ALICE) == MAX_CHIPS
    await assert_conserved(store, MAX_CHIPS)


async def test_leaderboard_pages(store: Store) -> None:
    for user in range(1, 24):
        await store.grant(GUILD, user, user * 10)
    await store.grant(OTHER_GUILD, 99, 1_000_000)
    first = await store.leaderboard(GUILD, LeaderboardKind.BANKROLL, page=1, page_size=10)
    assert (first.total_rows, first.total_pages, first.page) == (23, 3, 1)
    assert [row.user_id for row in first.rows] == list(range(23, 13, -1))
    assert [row.rank for row in first.rows] == list(range(1, 11))
    last = await store.leaderboard(GUILD, LeaderboardKind.BANKROLL, page=3, page_size=10)
    assert [(row.rank, row.user_id, row.value) for row in last.rows] == [
        (21, 3, 1_030),
        (22, 2, 1_020),
        (23, 1, 1_010),
    ]
    beyond = await store.leaderboard(GUILD, LeaderboardKind.BANKROLL, page=9, page_size=10)
    assert beyond.page == 3
    assert beyond.rows == last.rows


async def test_leaderboard_ties_share_a_rank(store: Store) -> None:
    for user in (5, 6, 7):
        await store.balance(GUILD, user)
    await store.grant(GUILD, 7, 1)
    page = await store.leaderboard(GUILD)
    assert [(row.rank, row.user_id) for row in page.rows] == [(1, 7), (2, 5), (2, 6)]


async def test_empty_leaderboard_has_one_page(store: Store) -> None:
    page = await store.leaderboard(GUILD, LeaderboardKind.NET_WON)
    assert (page.rows, page.total_pages, page.total_rows) == ((), 1, 0)


async def test_stats_start_at_zero(store: Store) -> None:
    stats = await store.stats(GUILD, ALICE)
    assert (stats.hands_played, stats.hands_won, stats.net_won) == (0, 0, 0)
    assert stats.tournament_finishes == ()
