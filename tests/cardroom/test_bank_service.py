"""The bank service: balances, the daily reward, admin grants, stats and leaderboards."""

from __future__ import annotations

import math

import pytest

from cardroom.bank import Bank, BankSettings
from cardroom.errors import AlreadyClaimed, InsufficientChips, InvalidAmount, NotAllowed
from cardroom.models import LeaderboardKind
from cardroom.store import Store
from tests.cardroom.store_support import GUILD, RULES, FakeClock, assert_conserved

ADMIN = 1
ALICE = 2
BOB = 3


@pytest.fixture
async def bank(store: Store, clock: FakeClock):
    return Bank(store, BankSettings(page_size=2, max_grant=10_000)), store, clock


async def test_balance_opens_with_the_starting_grant(bank) -> None:
    service, store, _ = bank
    roll = await service.balance(GUILD, ALICE)
    assert roll.balance == RULES.starting_chips
    assert roll.next_daily_at is None
    await assert_conserved(store, RULES.starting_chips)


async def test_daily_pays_once_a_day(bank) -> None:
    service, store, clock = bank
    reward = await service.daily(GUILD, ALICE)
    assert reward.balance == RULES.starting_chips + RULES.daily_chips
    with pytest.raises(AlreadyClaimed):
        await service.daily(GUILD, ALICE)
    clock.advance(hours=24)
    await service.daily(GUILD, ALICE)
    await assert_conserved(store, RULES.starting_chips + 2 * RULES.daily_chips)


async def test_only_an_admin_grants_and_revokes(bank) -> None:
    service, store, _ = bank
    with pytest.raises(NotAllowed):
        await service.grant(GUILD, ALICE, 100, actor_id=BOB, is_admin=False)
    with pytest.raises(NotAllowed):
        await service.revoke(GUILD, ALICE, 100, actor_id=BOB, is_admin=False)
    assert await service.grant(GUILD, ALICE, "1,500", actor_id=ADMIN, is_admin=True) == 2_500
    assert await service.revoke(GUILD, ALICE, 500, actor_id=ADMIN, is_admin=True) == 2_000
    with pytest.raises(InsufficientChips):
        await service.revoke(GUILD, ALICE, 2_001, actor_id=ADMIN, is_admin=True)
    await assert_conserved(store, 2_000)


@pytest.mark.parametrize("amount", [0, -1, 10_001, 2**53 + 1, "lots", math.nan, 1.5, True, None])
async def test_a_bad_grant_is_refused_and_changes_nothing(bank, amount: object) -> None:
    service, store, _ = bank
    await service.balance(GUILD, ALICE)
    with pytest.raises(InvalidAmount):
        await service.grant(GUILD, ALICE, amount, actor_id=ADMIN, is_admin=True)
    with pytest.raises(InvalidAmount):
        await service.revoke(GUILD, ALICE, amount, actor_id=ADMIN, is_admin=True)
    await assert_conserved(store, RULES.starting_chips)


async def test_leaderboard_pages_and_stats(bank) -> None:
    service, _, _ = bank
    for user, extra in ((ALICE, 300), (BOB, 100), (ADMIN, 200)):
        await service.grant(GUILD, user, extra, actor_id=ADMIN, is_admin=True)
    page = await service.leaderboard(GUILD, LeaderboardKind.BANKROLL, 1)
    assert [row.user_id for row in page.rows] == [ALICE, ADMIN]
    assert page.total_pages == 2
    last = await service.leaderboard(GUILD, LeaderboardKind.BANKROLL, 99)
    assert last.page == 2
    assert [row.user_id for row in last.rows] == [BOB]
    first = await service.leaderboard(GUILD, LeaderboardKind.BANKROLL, -5)
    assert first.page == 1
    stats = await service.stats(GUILD, ALICE)
    assert stats.hands_played == 0
    assert stats.tournament_finishes == ()


def test_bank_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="page_size"):
        BankSettings(page_size=0)
    with pytest.raises(ValueError, match="max_grant"):
        BankSettings(max_grant=0)
