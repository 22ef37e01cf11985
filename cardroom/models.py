"""Frozen records the card room hands out, and the few value types it takes in.

Sections: identifiers and enums; settings; bank records; table records; hand records;
stats and leaderboards; tournaments. The store returns these, never database rows; the
table service builds its views (``TableView``, ``SeatView``) on top of them.

JSON columns (a table's configuration, its state, the hand in progress, a hand's summary)
travel as ``str``: the store checks they are valid JSON but their shape belongs to the
table service, which owns the engine's ``to_dict()`` forms.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum, unique
from typing import NewType

# --- identifiers and enums -------------------------------------------------------------

TableKey = NewType("TableKey", int)
"""The store's id of a table (not its Discord channel id, which is easy to confuse)."""


@unique
class Account(StrEnum):
    """Where chips sit; every ledger row changes exactly one account."""

    BANKROLL = "bankroll"
    """The member's bankroll in this guild."""
    SEAT = "seat"
    """The member's stack at a cash table."""
    POT = "pot"
    """Chips committed to the hand in progress at a cash table (``TableRecord.pot``)."""
    PRIZE_POOL = "prize_pool"
    """A tournament's prize pool, made of entry fees."""
    TOURNAMENT_STACK = "tournament_stack"
    """Tournament chips at a tournament table: not money, so not in ``total_chips``."""
    HOUSE = "house"
    """The server's house, which stakes the computer players (it may go negative)."""


@unique
class Reason(StrEnum):
    """Why chips moved; stored on every ledger row."""

    STARTING_GRANT = "starting_grant"
    """The grant a bankroll opens with."""
    DAILY = "daily"
    """The daily reward."""
    GRANT = "grant"
    """An admin's grant."""
    REVOKE = "revoke"
    """An admin's revocation (never below zero)."""
    BUY_IN = "buy_in"
    """Bankroll to a new seat's stack."""
    TOP_UP = "top_up"
    """Bankroll to an existing seat's stack."""
    CASH_OUT = "cash_out"
    """A seat's stack back to the bankroll, when leaving or when the table closes."""
    POT_COMMIT = "pot_commit"
    """Stack to the pot of the hand in progress (or back, for an uncalled bet)."""
    HAND_SETTLED = "hand_settled"
    """The pot and stacks settled at the end of a hand."""
    MISDEAL_REFUND = "misdeal_refund"
    """A voided hand: every chip put in goes back."""
    TOURNAMENT_ENTRY = "tournament_entry"
    """Bankroll to a tournament's prize pool."""
    TOURNAMENT_REFUND = "tournament_refund"
    """A cancelled tournament's entry fee back to the bankroll."""
    TOURNAMENT_PRIZE = "tournament_prize"
    """Prize pool to a finisher's bankroll."""
    TOURNAMENT_CHIPS = "tournament_chips"
    """Tournament chips handed out or taken back at a tournament table."""


@unique
class TableStatus(StrEnum):
    """Whether a table still plays."""

    OPEN = "open"
    """Seats can be taken and hands dealt."""
    CLOSED = "closed"
    """Everyone was cashed out; kept for its hand history."""


@unique
class HandOutcome(StrEnum):
    """How a recorded hand ended."""

    SETTLED = "settled"
    """Played to the end; pots awarded."""
    VOIDED = "voided"
    """A misdeal: every chip went back."""


LEADERBOARD_MIN_HANDS = 20
"""Hands a member needs before a rate (VPIP, PFR, big blinds per 100) ranks them."""
RATE_BOARDS = frozenset(("vpip", "pfr", "bb_per_hundred"))
"""The leaderboards (:class:`LeaderboardKind` values) that need those hands."""


@unique
class LeaderboardKind(StrEnum):
    """What a leaderboard ranks members by."""

    BANKROLL = "bankroll"
    """Chips in the bankroll (not counting chips on tables)."""
    NET_WON = "net_won"
    """Net chips won at cash tables."""
    HANDS_WON = "hands_won"
    """Hands won (a split pot counts for every winner)."""
    VPIP = "vpip"
    """VPIP in tenths of a percent (members with enough hands)."""
    PFR = "pfr"
    """Pre-flop raise in tenths of a percent (members with enough hands)."""
    BB_PER_100 = "bb_per_hundred"
    """Big blinds won per 100 cash hands, in tenths (members with enough cash hands)."""
    CASHES = "cashes"
    """Matches and sit-and-gos that paid them a prize."""


@unique
class TournamentStatus(StrEnum):
    """The life of a sit-and-go."""

    REGISTERING = "registering"
    """Taking entries."""
    RUNNING = "running"
    """Seated and playing."""
    FINISHED = "finished"
    """Prizes paid."""
    CANCELLED = "cancelled"
    """Entry fees refunded."""


# --- settings --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class BankRules:
    """The bank's settings (from the bot's ``.env``: STARTING_CHIPS, DAILY_CHIPS)."""

    starting_chips: int = 1_000
    """Chips a member's bankroll opens with, in each guild."""
    daily_chips: int = 250
    """The daily reward."""
    daily_interval: timedelta = timedelta(hours=24)
    """The least time between two daily rewards."""


# --- bank records ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bankroll:
    """A member's bankroll in one guild."""

    guild_id: int
    user_id: int
    balance: int
    """Chips in the bankroll (chips on tables are not included)."""
    next_daily_at: datetime | None
    """When the next daily reward can be claimed; None if it never was."""


@dataclass(frozen=True, slots=True)
class DailyReward:
    """The result of a successful daily claim."""

    amount: int
    balance: int
    """The bankroll after the reward."""
    next_daily_at: datetime


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """One audit row: a signed change to one account."""

    id: int
    guild_id: int
    user_id: int | None
    """The member concerned; None when a pot or prize pool is emptied as a whole."""
    account: Account
    amount: int
    """Positive when chips came into the account, negative when they left."""
    reason: Reason
    table_id: TableKey | None
    channel_id: int | None
    hand_no: int | None
    tournament_id: int | None
    actor_id: int | None
    """The admin behind a grant or revocation."""
    created_at: datetime


# --- table records ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """A seat with its player and stack."""

    table_id: TableKey
    seat_no: int
    """0-9, as in the engine."""
    user_id: int
    stack: int
    """Chips in front of the player (at hand start, while a hand is in progress)."""
    is_sitting_out: bool
    seated_at: datetime


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table as stored: configuration, state, the hand in progress and its seats."""

    id: TableKey
    guild_id: int
    channel_id: int
    creator_id: int
    status: TableStatus
    max_seats: int
    config_json: str
    state_json: str | None
    """The table service's state (button, match progress); None until first saved."""
    hand_json: str | None
    """The hand in progress; None between hands."""
    hand_no: int
    """The number of the last hand started (0 before the first)."""
    pot: int
    """Chips committed to the hand in progress and moved off the seats' stacks."""
    message_id: int | None
    tournament_id: int | None
    """Set for a tournament table, whose stacks are tournament chips."""
    created_at: datetime
    closed_at: datetime | None
    seats: tuple[SeatRecord, ...]
    """Occupied seats, by seat number."""

    def seat_of(self, user_id: int) -> SeatRecord | None:
        """Return the seat ``user_id`` holds, if any."""
        return next((seat for seat in self.seats if seat.user_id == user_id), None)


# --- hand records ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished (or voided) hand."""

    table_id: TableKey
    hand_no: int
    outcome: HandOutcome
    phh_text: str | None
    summary_json: str
    started_at: datetime | None
    ended_at: datetime


@dataclass(frozen=True, slots=True, kw_only=True)
class HandStatsDelta:
    """One player's share of a settled hand, for their stats (input to ``settle_hand``)."""

    user_id: int
    net: int
    """Chips won minus chips put in."""
    won: bool = False
    """Won (part of) a pot."""
    pot_won: int = 0
    """Chips collected from pots this hand."""
    won_at_showdown: bool = False
    against_robots: bool = False
    """A computer player was dealt in: the hand counts in the results against robots only."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandPlay:
    """How one player played a settled hand, for the stats players read (``settle_hand``).

    The store keeps one row per player and hand and sums them (:class:`PlayStats`); the
    definitions are in :mod:`cardroom._playstats`.
    """

    user_id: int
    cash: bool
    """Played at a cash table (big blinds won count only there)."""
    vpip: bool = False
    """Put chips in voluntarily before the flop."""
    pfr: bool = False
    """Raised before the flop."""
    three_bet_chance: bool = False
    """Faced exactly one raise before the flop."""
    three_bet: bool = False
    """Re-raised that one raise."""
    saw_flop: bool = False
    """Was still in when the flop came."""
    showdown: bool = False
    """Was still in at a showdown."""
    won_showdown: bool = False
    """Won chips at that showdown."""
    net_mbb: int = 0
    """The hand's net in thousandths of its big blind."""


@dataclass(frozen=True, slots=True)
class PlayStats:
    """A member's sums of :class:`HandPlay` in a guild, and their sit-and-gos and matches."""

    hands: int = 0
    """Hands with play flags (every hand since they were first recorded)."""
    vpip: int = 0
    pfr: int = 0
    three_bet_chances: int = 0
    three_bets: int = 0
    saw_flop: int = 0
    showdowns: int = 0
    won_showdowns: int = 0
    cash_hands: int = 0
    """Hands at cash tables (the base of big blinds per 100)."""
    cash_net_mbb: int = 0
    """Net at cash tables in thousandths of a big blind."""
    tournaments_played: int = 0
    """Sit-and-gos finished with a place."""
    tournaments_cashed: int = 0
    """Of those, the ones that paid a prize."""
    matches_played: int = 0
    """Heads-up matches finished with a place."""
    matches_won: int = 0
    """Of those, the ones won."""

    @staticmethod
    def _per_mille(part: int, whole: int) -> int | None:
        return None if whole == 0 else part * 1000 // whole

    @property
    def vpip_pm(self) -> int | None:
        """VPIP in tenths of a percent (None before the first hand)."""
        return self._per_mille(self.vpip, self.hands)

    @property
    def pfr_pm(self) -> int | None:
        """PFR in tenths of a percent."""
        return self._per_mille(self.pfr, self.hands)

    @property
    def three_bet_pm(self) -> int | None:
        """3-bet % in tenths of a percent, of the chances."""
        return self._per_mille(self.three_bets, self.three_bet_chances)

    @property
    def wtsd_pm(self) -> int | None:
        """Went to showdown, of the flops seen, in tenths of a percent."""
        return self._per_mille(self.showdowns, self.saw_flop)

    @property
    def wsd_pm(self) -> int | None:
        """Won at showdown, of the showdowns, in tenths of a percent."""
        return self._per_mille(self.won_showdowns, self.showdowns)

    @property
    def bb_per_100_tenths(self) -> int | None:
        """Big blinds won per 100 cash hands, in tenths (None before the first)."""
        if self.cash_hands == 0:
            return None
        # thousandths of a big blind per hand, rounded: tenths of a big blind per 100 hands
        return (2 * self.cash_net_mbb + self.cash_hands) // (2 * self.cash_hands)


# --- stats and leaderboards ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A member's record in one guild."""

    guild_id: int
    user_id: int
    hands_played: int
    hands_won: int
    net_won: int
    biggest_pot: int
    showdowns_won: int
    tournament_finishes: tuple[tuple[int, int], ...]
    """(place, times) pairs, best place first."""
    robot_hands: int = 0
    """Hands played with a computer player dealt in (not counted in the figures above)."""
    robot_hands_won: int = 0
    """Of those, hands in which the member won (part of) a pot."""
    robot_net_won: int = 0
    """Chips won minus chips put in, in those hands (at cash tables)."""
    play: PlayStats = PlayStats()
    """How they play: VPIP, PFR, 3-bet, showdowns, big blinds won, tournaments cashed."""


@dataclass(frozen=True, slots=True)
class LeaderRow:
    """One line of a leaderboard."""

    rank: int
    """1-based; equal values share a rank."""
    user_id: int
    value: int


@dataclass(frozen=True, slots=True)
class LeaderboardPage:
    """One page of a leaderboard."""

    kind: LeaderboardKind
    rows: tuple[LeaderRow, ...]
    page: int
    """1-based."""
    page_size: int
    total_pages: int
    """At least 1, even when empty."""
    total_rows: int


# --- tournaments -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TournamentEntry:
    """An entrant and, once finished, their place and prize."""

    user_id: int
    place: int | None
    prize: int | None


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A sit-and-go: its entry fee, prize pool and entrants."""

    id: int
    guild_id: int
    creator_id: int
    entry_fee: int
    pool: int
    """Chips in the prize pool (entry fees not yet paid out)."""
    status: TournamentStatus
    config_json: str
    table_id: TableKey | None
    created_at: datetime
    entrants: tuple[TournamentEntry, ...]
