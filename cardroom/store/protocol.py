"""The card room's store as an interface: what the table service and the bank may ask of it.

:class:`Store` is a :class:`typing.Protocol` of async methods that return the frozen records
of :mod:`cardroom.models` (never a database row). :class:`~cardroom.store.sqlite.SqliteStore`
(aiosqlite) and :class:`~cardroom.store.postgres.PostgresStore` (asyncpg) implement it with
the same logic (:mod:`cardroom.store._parts`) and pass the same tests
(``tests/cardroom/test_store*.py`` take the store from a fixture, once per database).

The contract every implementation keeps:

- Every method is one transaction: it commits whole or changes nothing, and a refused call
  (a :class:`~cardroom.errors.UserFacingError` or a ``ValueError``) changes nothing.
- Every chip movement is in the same transaction as its ledger rows, one row per account
  changed, and debits are conditional (never a read followed by a write).
- Conservation, at every commit: ``total_chips(guild) == ledger_total(guild)`` and only
  grants, daily rewards, opening grants and revocations change it::

      total_chips(guild) = Σ bankrolls + Σ seat stacks at cash tables
                         + Σ pots of cash tables + Σ tournament prize pools + the house

- Computer players (``cardroom.robots.is_robot`` ids) have no bankroll: what would move
  from or to a robot's bankroll moves from or to the server's house account (ledger account
  ``house``), which may go negative. Robots have no stats rows; a member's hands with a robot
  dealt in (``HandStatsDelta.against_robots``) count in the ``robot_*`` figures only.

- A seat's stack holds the player's chips as last saved by the table service; chips it moves
  into the pot during a hand (:meth:`Store.save_progress`) leave the stack for the table's
  pot, and :meth:`Store.settle_hand` (or :meth:`Store.void_hand`) empties the pot back into
  the stacks. Tournament tables play with tournament chips, which are not money: the money
  is the prize pool.
- A hand in progress is its start record (``TableRecord.hand_json``) and its actions
  (:meth:`Store.hand_actions`), appended one row per action.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date, datetime
from types import TracebackType
from typing import Protocol, Self

from cardroom.ledger import ChipFlow
from cardroom.models import (
    Bankroll,
    DailyReward,
    HandPlay,
    HandRecord,
    HandStatsDelta,
    LeaderboardKind,
    LeaderboardPage,
    LedgerEntry,
    PlayerStats,
    SeatRecord,
    TableKey,
    TableRecord,
    TournamentRecord,
    TournamentStatus,
)
from cardroom.tournament.records import MttRecord, SeasonSettings, SeasonStanding
from cardroom.tournament.seasons import SeasonLength
from cardroom.views import DeckStyle

__all__ = ["Store"]


class Store(Protocol):
    """The card room's database: bankrolls, tables, hands, stats, tournaments, settings."""

    # --- bankrolls and the ledger --------------------------------------------------------

    async def bankroll(self, guild_id: int, user_id: int) -> Bankroll:
        """Return the member's bankroll, opening it with the starting grant on first use."""
        ...

    async def balance(self, guild_id: int, user_id: int) -> int:
        """Return the chips in the member's bankroll (opening it on first use)."""
        ...

    async def claim_daily(self, guild_id: int, user_id: int) -> DailyReward:
        """Pay the daily reward, at most once per ``rules.daily_interval``.

        Raises:
            AlreadyClaimed: The last claim was less than the interval ago.
            InvalidAmount: The reward would overflow the bankroll.
        """
        ...

    async def grant(
        self, guild_id: int, user_id: int, amount: int, *, actor_id: int | None = None
    ) -> int:
        """Add chips to a bankroll (an admin's grant) and return the new balance.

        Raises:
            InvalidAmount: ``amount`` is not a positive whole number, or would overflow.
        """
        ...

    async def revoke(
        self, guild_id: int, user_id: int, amount: int, *, actor_id: int | None = None
    ) -> int:
        """Take chips from a bankroll (an admin's correction) and return the new balance.

        Raises:
            InvalidAmount: ``amount`` is not a positive whole number.
            InsufficientChips: The bankroll holds less than ``amount`` (it never goes negative).
        """
        ...

    async def total_chips(self, guild_id: int) -> int:
        """All the guild's chips: bankrolls, cash-table stacks and pots, prize pools, the house."""
        ...

    async def ledger_total(self, guild_id: int) -> int:
        """The sum of the guild's ledger over counted accounts (equals :meth:`total_chips`)."""
        ...

    async def ledger(
        self, guild_id: int, user_id: int | None = None, *, limit: int = 50
    ) -> list[LedgerEntry]:
        """The newest ledger rows of a guild (or of one member), newest first."""
        ...

    # --- tables and seats ----------------------------------------------------------------

    async def create_table(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        *,
        config_json: str,
        max_seats: int = 10,
        tournament_id: int | None = None,
    ) -> TableRecord:
        """Open a table in a channel with the table service's configuration (JSON text).

        Raises:
            TableExists: The channel already has an open table.
            NoTournament: ``tournament_id`` names no open tournament of this guild.
        """
        ...

    async def table(self, table_id: TableKey) -> TableRecord:
        """Return a table (open or closed) with its seats.

        Raises:
            NoTable: No table has this id.
        """
        ...

    async def table_in_channel(self, guild_id: int, channel_id: int) -> TableRecord | None:
        """Return the channel's open table, if any."""
        ...

    async def last_table(self, guild_id: int, channel_id: int) -> TableRecord | None:
        """The channel's newest table, open or closed (to review a finished game), if any."""
        ...

    async def open_tables(self, guild_id: int | None = None) -> list[TableRecord]:
        """Every open table (of one guild, or of all), to restore after a restart."""
        ...

    async def set_message_id(self, table_id: TableKey, message_id: int | None) -> None:
        """Remember the Discord message that shows the table."""
        ...

    async def save_state(self, table_id: TableKey, state_json: str) -> None:
        """Save the table service's state between hands (no chips move).

        Raises:
            NoTable: No open table has this id.
            ValueError: ``state_json`` is not JSON.
        """
        ...

    async def sit(
        self,
        table_id: TableKey,
        user_id: int,
        buy_in: int,
        *,
        seat_no: int | None = None,
        state_json: str | None = None,
    ) -> SeatRecord:
        """Seat a player, moving ``buy_in`` chips from their bankroll to the seat's stack.

        ``seat_no`` None takes the lowest free seat. Table limits on the buy-in belong to the
        table service; the store only insists on a positive whole number the bankroll covers.
        ``state_json``, if given, is saved as the table's state in the same transaction.

        Raises:
            InvalidAmount, InsufficientChips: A bad buy-in, or one the bankroll can't cover.
            NoTable, TableFull, SeatTaken, AlreadySeated, NotAllowed: No seat for this player.
        """
        ...

    async def top_up(
        self,
        table_id: TableKey,
        user_id: int,
        amount: int,
        *,
        outside_hand: bool = False,
        state_json: str | None = None,
    ) -> SeatRecord:
        """Move more chips from the player's bankroll to their stack, between hands.

        With ``outside_hand`` the card room vouches that the player is not dealt into the
        hand in progress: the chips go on the stack at once (a rebuy) and play from the
        next hand; no settlement of this hand touches that seat. ``state_json``, if given,
        is saved as the table's state in the same transaction.

        Raises:
            InvalidAmount, InsufficientChips: A bad amount, or one the bankroll can't cover.
            NoTable, NotSeated, NotAllowed: No seat to top up.
            HandInProgress: A hand is being played at the table (and not ``outside_hand``).
        """
        ...

    async def leave(
        self, table_id: TableKey, user_id: int, *, state_json: str | None = None
    ) -> int:
        """Cash out: free the player's seat and return its whole stack to the bankroll.

        During a hand, the table service first moves the chips the player has put in the
        pot off their stack (:meth:`save_progress`), so that only the rest is cashed out.
        Tournament chips are not money: leaving a tournament table pays nothing.
        ``state_json``, if given, is saved as the table's state in the same transaction.

        Returns:
            The chips that went back to the bankroll.

        Raises:
            NoTable, NotSeated: No seat to leave.
        """
        ...

    async def set_sitting_out(
        self, table_id: TableKey, user_id: int, *, sitting_out: bool
    ) -> SeatRecord:
        """Mark a player as sitting out (not dealt in) or back in."""
        ...

    async def save_sitting_out(
        self, table_id: TableKey, user_id: int, *, sitting_out: bool, state_json: str
    ) -> SeatRecord:
        """Mark a player sitting out (or back in) and save the table's state, in one transaction.

        Raises:
            NoTable: No open table has this id.
            NotSeated: The player has no seat there.
        """
        ...

    async def close_table(
        self,
        table_id: TableKey,
        *,
        hand_no: int | None = None,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
    ) -> tuple[SeatRecord, ...]:
        """Cash everyone out and close the table, in one transaction.

        With ``hand_no`` the hand in progress is first voided in the same transaction, as
        :meth:`void_hand` does with ``refunds`` and ``summary_json``. Without it, a hand in
        progress that moved no chips into the pot is simply dropped: the seats hold the
        stacks from its start, so cashing them out refunds it.

        Returns:
            The seats as they were cashed out.

        Raises:
            NoTable: No open table has this id.
            HandInProgress: Chips sit in the pot; settle or void the hand first.
            StaleButton, ValueError: As :meth:`void_hand`, for the hand to void.
        """
        ...

    # --- hands ---------------------------------------------------------------------------

    async def save_progress(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        hand_json: str | None = None,
        actions: Sequence[str] = (),
        first_action: int = 0,
        state_json: str | None = None,
        stack_changes: Mapping[int, int] | None = None,
        sitting_out: Mapping[int, bool] | None = None,
    ) -> None:
        """Save the hand in progress with the chips it moves, in one transaction.

        Call it with ``hand_no`` one more than the table's to start a hand, with its start
        record as ``hand_json`` (which drops the actions of the hand before), then with the
        same number as the hand goes on. ``actions`` are the actions applied since the last
        save, each one JSON text, the first of them the hand's ``first_action``-th (from 0);
        each becomes one appended row. ``stack_changes`` maps seat numbers to signed changes
        of their stacks; the opposite of their sum goes into (or out of) the pot.
        ``sitting_out`` maps user ids to their seats' new sitting-out flags (a player sat
        out on their turn), set in the same transaction.

        Raises:
            NoTable: No open table has this id.
            StaleButton: ``hand_no`` belongs to an earlier hand.
            HandInProgress: A new hand while the previous one is unfinished.
            NotSeated, InsufficientChips: A change to an empty seat or beyond a stack, or
                a sitting-out flag for a player with no seat.
            ValueError: ``hand_json``, an action or ``state_json`` is not JSON, the changes
                take more chips out of the pot than it holds, an action's number is already
                saved, or a step follows no saved hand.
        """
        ...

    async def settle_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        final_stacks: Mapping[int, int],
        stats: Iterable[HandStatsDelta] = (),
        phh_text: str | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
        plays: Iterable[HandPlay] = (),
        sitting_out: Mapping[int, bool] | None = None,
    ) -> HandRecord:
        """Settle a finished hand: final stacks, the pot emptied, stats and history, at once.

        ``final_stacks`` maps seat numbers to their stacks after the hand; seats left out
        keep theirs. The stacks must grow by exactly the chips in the pot, or nothing is
        written. ``plays`` are how each player played it (one ``hand_plays`` row each,
        summed into :attr:`PlayerStats.play`). ``sitting_out`` as :meth:`save_progress`.

        Raises:
            NoTable: No open table has this id.
            NotSeated: A sitting-out flag for a player with no seat.
            StaleButton: The hand is not the one in progress (already settled, say).
            ValueError: The final stacks don't add up, or name an empty seat, or
                ``summary_json`` or ``state_json`` is not JSON.
        """
        ...

    async def void_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
        cash_out: Sequence[int] = (),
    ) -> HandRecord:
        """Void a misdealt hand: every chip in the pot goes back to whoever put it in.

        The players in ``cash_out`` (who left during the hand) are then cashed out, as
        :meth:`leave` does, and ``state_json`` saved, all in the same transaction.

        ``refunds`` maps user ids to the chips they had moved into the pot (empty when the
        service moved none: the seats still hold the stacks from the hand's start). A
        player who already left is refunded to their bankroll.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress.
            NotSeated: A player to cash out has no seat there.
            ValueError: The refunds don't add up to the pot.
        """
        ...

    async def hand_history(self, table_id: TableKey, count: int = 10) -> list[HandRecord]:
        """The table's last ``count`` recorded hands, newest first."""
        ...

    async def hand(self, table_id: TableKey, hand_no: int) -> HandRecord | None:
        """One recorded hand, or None."""
        ...

    async def hand_actions(self, table_id: TableKey) -> tuple[tuple[int, str], ...]:
        """The actions saved for the hand in progress, in order, as (number, JSON text).

        Applied in order to the hand started from its record (``TableRecord.hand_json``),
        they bring it back. Empty when none was saved yet, or no hand is in progress.
        """
        ...

    # --- stats ---------------------------------------------------------------------------

    async def stats(self, guild_id: int, user_id: int) -> PlayerStats:
        """A member's record in a guild (all zeros before their first hand)."""
        ...

    async def leaderboard(
        self,
        guild_id: int,
        kind: LeaderboardKind = LeaderboardKind.BANKROLL,
        *,
        page: int = 1,
        page_size: int = 10,
    ) -> LeaderboardPage:
        """One page of a leaderboard; a page past the end shows the last page."""
        ...

    # --- tournaments ---------------------------------------------------------------------

    async def create_tournament(
        self, guild_id: int, creator_id: int, *, entry_fee: int, config_json: str = "{}"
    ) -> TournamentRecord:
        """Open a sit-and-go for entries (a zero fee makes a freeroll)."""
        ...

    async def tournament(self, tournament_id: int) -> TournamentRecord:
        """A tournament with its entrants.

        Raises:
            NoTournament: No tournament has this id.
        """
        ...

    async def enter_tournament(self, tournament_id: int, user_id: int) -> TournamentRecord:
        """Pay the entry fee from the member's bankroll into the prize pool.

        Raises:
            NoTournament: The tournament doesn't exist or no longer takes entries.
            NotAllowed: Already entered.
            InsufficientChips: The bankroll can't cover the fee.
        """
        ...

    async def enter_table(
        self, tournament_id: int, user_id: int, *, table_id: TableKey, state_json: str
    ) -> TournamentRecord:
        """Pay the entry fee into the prize pool and save the table's state, in one transaction.

        Raises:
            NoTournament: The tournament doesn't exist or no longer takes entries.
            NotAllowed: Already entered.
            InsufficientChips: The bankroll can't cover the fee.
            NoTable: No open table has this id.
        """
        ...

    async def start_tournament(
        self,
        tournament_id: int,
        table_id: TableKey,
        *,
        seats: Mapping[int, int],
        starting_stack: int,
    ) -> TableRecord:
        """Seat every entrant at the tournament's table with equal tournament chips.

        ``seats`` maps seat numbers to entrants' user ids and must name each entrant once.

        Raises:
            NoTournament: The tournament isn't taking entries any more (or doesn't exist).
            NotAllowed: Fewer than two entrants, or the seats don't match the entrants.
        """
        ...

    async def finish_tournament(
        self,
        tournament_id: int,
        *,
        places: Mapping[int, int],
        prizes: Mapping[int, int],
    ) -> TournamentRecord:
        """Record the places, pay the prize pool out and book the results, in one transaction.

        Each entrant's result (prize less entry) goes into their stats with the payout.

        Args:
            tournament_id: A running tournament.
            places: User id to finishing place (1 = winner) for every entrant placed.
            prizes: User id to prize; the prizes add up to exactly the pool.

        Raises:
            NoTournament: The tournament isn't running.
            ValueError: Places or prizes name non-entrants, or the prizes don't add up.
        """
        ...

    async def cancel_tournament(self, tournament_id: int) -> TournamentRecord:
        """Cancel a tournament that hasn't finished and refund every entry fee.

        The table service closes the tournament's table (tournament chips pay nothing).

        Raises:
            NoTournament: The tournament is already finished or cancelled.
        """
        ...

    # --- multi-table tournaments and seasons (cardroom.store._mtt) ------------------------

    async def create_mtt(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        *,
        name: str,
        entry: int,
        settings_json: str = "{}",
        starts_at: datetime | None = None,
    ) -> MttRecord:
        """Open a tournament for registration in its lobby channel (one open per channel)."""
        ...

    async def add_mtt_robots(self, tournament_id: int, robots: Sequence[int]) -> MttRecord:
        """Enter computer players on freeroll seats (no chips move) before the start."""
        ...

    async def repeats_due(self, since: datetime, guild_id: int | None = None) -> list[MttRecord]:
        """Tournaments of a series that ended since ``since`` with no next one yet."""
        ...

    async def create_next_mtt(
        self, previous_id: int, *, settings_json: str, starts_at: datetime
    ) -> MttRecord | None:
        """Open the next tournament of a series once (None: it exists, or the lobby is busy)."""
        ...

    async def stop_mtt_series(self, tournament_id: int) -> MttRecord:
        """End a tournament's series: no next one is opened after it."""
        ...

    async def mtt(self, tournament_id: int) -> MttRecord:
        """A multi-table tournament with its registrations."""
        ...

    async def mtt_in_channel(self, guild_id: int, channel_id: int) -> MttRecord | None:
        """The open tournament whose lobby is this channel, if any."""
        ...

    async def open_mtts(self, guild_id: int | None = None) -> list[MttRecord]:
        """Every tournament not yet finished or cancelled: to restore."""
        ...

    async def set_mtt_message(self, tournament_id: int, message_id: int | None) -> None:
        """Remember the lobby message."""
        ...

    async def set_mtt_event(self, tournament_id: int, event_id: int | None) -> None:
        """Remember the Discord Scheduled Event."""
        ...

    async def register_mtt(
        self,
        tournament_id: int,
        user_id: int,
        *,
        late: bool = False,
        state_json: str | None = None,
    ) -> MttRecord:
        """Take the entry from the bankroll into the prize pool and register the member.

        ``late``: while it runs; ``state_json``, if given, is the owner's state saved with it.
        """
        ...

    async def unregister_mtt(self, tournament_id: int, user_id: int) -> MttRecord:
        """Refund what the member paid and take them off the list, before the start."""
        ...

    async def rebuy_mtt(
        self,
        tournament_id: int,
        user_id: int,
        *,
        addon: bool = False,
        state_json: str | None = None,
    ) -> MttRecord:
        """Pay one more entry into the pool for a rebuy (or the add-on, once).

        ``state_json``, if given, is the owner's state saved in the same transaction.
        """
        ...

    async def cancel_mtt(self, tournament_id: int) -> MttRecord:
        """Cancel a tournament before its start and refund everything each member paid."""
        ...

    async def start_mtt(self, tournament_id: int, *, state_json: str | None = None) -> MttRecord:
        """Mark the tournament running from now, with the owner's first state (its draw)."""
        ...

    async def save_mtt_clock(
        self,
        tournament_id: int,
        *,
        clock_ms: int,
        paused: bool,
        state_json: str | None = None,
    ) -> None:
        """Bank the clock's run time (and the owner's state between hands)."""
        ...

    async def pay_mtt_places(
        self,
        tournament_id: int,
        *,
        places: Mapping[int, int],
        prizes: Mapping[int, int],
        end: TournamentStatus | None = None,
        state_json: str | None = None,
    ) -> MttRecord:
        """Record places decided and pay their prizes from the pool; ``end`` closes it.

        ``state_json``, if given, is the owner's state saved in the same transaction.
        """
        ...

    async def open_mtt_table(
        self,
        tournament_id: int,
        channel_id: int,
        *,
        config_json: str,
        max_seats: int,
        seats: Mapping[int, tuple[int, int]],
    ) -> TableRecord:
        """Open a running tournament's table in a channel, seated (seat -> (player, chips))."""
        ...

    async def seat_mtt_player(
        self, table_id: TableKey, user_id: int, seat_no: int, stack: int, *, state_json: str
    ) -> None:
        """Seat a late entrant (or a rebuy after going out) with new chips, and the state."""
        ...

    async def add_mtt_chips(
        self, table_id: TableKey, user_id: int, chips: int, *, state_json: str
    ) -> int:
        """Add a rebuy's or add-on's chips to a seated player's stack, with the state."""
        ...

    async def move_mtt_seat(
        self, from_table: TableKey, to_table: TableKey, user_id: int, seat_no: int
    ) -> int:
        """Move a tournament player's seat and chips to another table of it; their stack."""
        ...

    async def set_season(
        self,
        guild_id: int,
        length: SeasonLength,
        channel_id: int | None,
        *,
        current: date | None = None,
    ) -> SeasonSettings:
        """Set the server's season length and the channel for the final standings."""
        ...

    async def all_season_settings(self) -> list[SeasonSettings]:
        """Every server's seasons."""
        ...

    async def mark_season_posted(self, guild_id: int, posted: date, current: date) -> bool:
        """Move the server's posted season from ``posted`` to ``current``, once."""
        ...

    async def season_settings(self, guild_id: int) -> SeasonSettings | None:
        """The server's seasons, if an admin set them."""
        ...

    async def record_season_points(
        self, tournament_id: int, season_start: date, points: Mapping[int, tuple[int, int]]
    ) -> None:
        """Record each member's (place, points in hundredths) of a finished tournament."""
        ...

    async def season_standings(
        self, guild_id: int, season_start: date, *, limit: int = 20
    ) -> list[SeasonStanding]:
        """A season's points by member, most first (ties share a rank)."""
        ...

    # --- members' settings ---------------------------------------------------------------

    async def deck_style(self, guild_id: int, user_id: int) -> DeckStyle:
        """The deck style the member chose on this server (classic if never chosen)."""
        ...

    async def set_deck_style(self, guild_id: int, user_id: int, style: DeckStyle) -> DeckStyle:
        """Keep the member's deck style on this server; returns it."""
        ...

    async def turn_ping(self, guild_id: int, user_id: int) -> bool:
        """Whether the member wants a ping on their turn on this server (on by default)."""
        ...

    async def set_turn_ping(self, guild_id: int, user_id: int, wanted: bool) -> bool:
        """Keep the member's turn-ping choice on this server; returns it."""
        ...

    async def server_language(self, guild_id: int) -> str | None:
        """The language the server chose for its tables (None if it never chose one)."""
        ...

    async def set_server_language(self, guild_id: int, language: str) -> str:
        """Keep the server's language for its tables; returns it."""
        ...

    async def member_locale(self, user_id: int) -> str | None:
        """The Discord locale the member last used with the bot (None if never seen)."""
        ...

    async def set_member_locale(self, user_id: int, locale: str) -> str:
        """Keep the member's last seen Discord locale; returns it."""
        ...

    # --- the house and computer players ---------------------------------------------------

    async def house_balance(self, guild_id: int) -> int:
        """The server's house account: negative when members have won from its robots."""
        ...

    async def robots_allowed(self, guild_id: int) -> bool:
        """Whether the server lets tables seat computer players (yes unless an admin said no)."""
        ...

    async def set_robots_allowed(self, guild_id: int, allowed: bool) -> bool:
        """Keep the server's choice to allow computer players; returns it."""
        ...

    # --- hands worth sharing: names by time, a session's chips --------------------------

    async def note_names(self, guild_id: int, names: Mapping[int, str]) -> int:
        """Keep each member's name on the server if it changed; returns how many were kept."""
        ...

    async def names_at(
        self, guild_id: int, user_ids: Iterable[int], at: datetime
    ) -> dict[int, str]:
        """Each member's name on the server at ``at``: the last kept by then, else the next."""
        ...

    async def closed_table(self, guild_id: int, channel_id: int) -> TableRecord | None:
        """The channel's newest closed table (the last session), if any."""
        ...

    async def table_chips(self, table_id: TableKey) -> tuple[ChipFlow, ...]:
        """Every member's chips at a cash table, summed from its stacks' ledger rows."""
        ...

    async def settled_hands(self, table_id: TableKey, count: int = 1000) -> list[HandRecord]:
        """The table's last ``count`` settled hands, newest first (for a member's export)."""
        ...

    # --- the store itself ----------------------------------------------------------------

    async def close(self) -> None:
        """Close the connection once the saves waiting and the transaction in progress end."""
        ...

    async def __aenter__(self) -> Self:
        """Use the store in ``async with``; it closes on exit."""
        ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Close the store."""
        ...

    async def integrity_check(self) -> str:
        """The database's own check of what the store depends on: "ok" when healthy.

        Anything else is the database's account of what is wrong, one finding a line.
        """
        ...

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        ...
