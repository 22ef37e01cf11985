"""The bank as the front desk sees it: balances, the daily reward, grants, stats, leaderboards.

It also keeps each member's own settings on a server (the deck style of their pictures).

A thin layer over :class:`cardroom.store.Store`, which moves the chips (each movement one
transaction with its ledger rows). What the bank adds is the room's policy: typed amounts
are checked with :func:`cardroom.amounts.parse_amount`, only admins grant or revoke, and
leaderboard pages have the room's size.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from cardroom.amounts import MAX_CHIPS, parse_amount
from cardroom.errors import InvalidAmount, NotAllowed, UserFacingError
from cardroom.models import Bankroll, DailyReward, LeaderboardKind, LeaderboardPage, PlayerStats
from cardroom.store import Store
from cardroom.views import DeckStyle

__all__ = ["Bank", "BankSettings"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True, kw_only=True)
class BankSettings:
    """The bank's policy; the amounts of the starting grant and daily reward live in the store."""

    page_size: int = 10
    """Rows per leaderboard page."""
    max_grant: int = MAX_CHIPS
    """The largest single grant or revocation an admin may make."""

    def __post_init__(self) -> None:
        """Check the settings."""
        if not 1 <= self.page_size <= 100:
            raise ValueError("page_size must be 1 to 100")
        if not 1 <= self.max_grant <= MAX_CHIPS:
            raise ValueError(f"max_grant must be 1 to {MAX_CHIPS}")


class Bank:
    """Balances, daily rewards, admin grants, stats and leaderboards of each guild."""

    def __init__(self, store: Store, settings: BankSettings | None = None) -> None:
        """Use ``store`` for every chip movement."""
        self._store = store
        self._settings = settings or BankSettings()

    async def balance(self, guild_id: int, user_id: int) -> Bankroll:
        """A member's bankroll (opened with the starting grant on first use)."""
        return await self._store.bankroll(guild_id, user_id)

    async def daily(self, guild_id: int, user_id: int) -> DailyReward:
        """Pay the daily reward.

        Raises:
            AlreadyClaimed: The last claim was less than a day ago.
            InvalidAmount: The reward would overflow the bankroll.
        """
        return await self._store.claim_daily(guild_id, user_id)

    async def grant(
        self, guild_id: int, user_id: int, amount: object, *, actor_id: int, is_admin: bool
    ) -> int:
        """An admin adds chips to a member's bankroll; returns the new balance.

        Raises:
            NotAllowed: The actor is not an admin.
            InvalidAmount: Not a whole number from 1 to the grant limit, or would overflow.
        """
        if not is_admin:
            raise NotAllowed("Only a server admin can grant chips.", code="admin.grant_only")
        chips = parse_amount(amount, what="grant", maximum=self._settings.max_grant)
        balance = await self._store.grant(guild_id, user_id, chips, actor_id=actor_id)
        log.info("Admin %s granted %s chips to %s in %s", actor_id, chips, user_id, guild_id)
        return balance

    async def revoke(
        self, guild_id: int, user_id: int, amount: object, *, actor_id: int, is_admin: bool
    ) -> int:
        """An admin takes chips back from a bankroll (never below zero); returns the balance.

        Raises:
            NotAllowed: The actor is not an admin.
            InvalidAmount: Not a whole number from 1 to the grant limit.
            InsufficientChips: The bankroll holds less.
        """
        if not is_admin:
            raise NotAllowed("Only a server admin can take chips away.", code="admin.take_only")
        chips = parse_amount(amount, what="amount", maximum=self._settings.max_grant)
        balance = await self._store.revoke(guild_id, user_id, chips, actor_id=actor_id)
        log.info("Admin %s revoked %s chips from %s in %s", actor_id, chips, user_id, guild_id)
        return balance

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """A member's record: hands played and won, net, biggest pot, showdowns, finishes."""
        return await self._store.stats(guild_id, user_id)

    async def leaderboard(
        self, guild_id: int, by: LeaderboardKind = LeaderboardKind.BANKROLL, page: object = 1
    ) -> LeaderboardPage:
        """One page of a leaderboard; a page past either end shows the first or the last.

        Raises:
            InvalidAmount: ``page`` is not a whole number (text such as "2" is read).
        """
        if isinstance(page, int) and not isinstance(page, bool):
            number = min(max(1, page), MAX_CHIPS)
        else:
            try:
                number = parse_amount(page, what="page_number")
            except InvalidAmount:
                raise InvalidAmount(
                    "The page must be a whole number, such as 2.", code="amount.page"
                ) from None
        return await self._store.leaderboard(
            guild_id, by, page=number, page_size=self._settings.page_size
        )

    async def deck_style(self, guild_id: int, user_id: int) -> DeckStyle:
        """The deck style a member's own pictures use on this server (classic by default)."""
        return await self._store.deck_style(guild_id, user_id)

    async def set_deck_style(self, guild_id: int, user_id: int, style: str) -> DeckStyle:
        """Choose the deck style of a member's own pictures on this server.

        Raises:
            UserFacingError: ``style`` is not a deck style.
        """
        try:
            chosen = DeckStyle(style)
        except ValueError:
            raise UserFacingError(
                f"{style!r} is not a deck style.", code="deck.unknown", style=style[:20]
            ) from None
        return await self._store.set_deck_style(guild_id, user_id, chosen)

    async def turn_ping(self, guild_id: int, user_id: int) -> bool:
        """Whether a member is pinged when it becomes their turn on this server (on by default)."""
        return await self._store.turn_ping(guild_id, user_id)

    async def set_turn_ping(self, guild_id: int, user_id: int, wanted: bool) -> bool:
        """Turn a member's turn ping on or off on this server; returns the choice."""
        return await self._store.set_turn_ping(guild_id, user_id, wanted)
