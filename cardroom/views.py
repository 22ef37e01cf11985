"""What the front desk shows: frozen views of a table and the notes a hand leaves behind.

The table service builds these from the engine's state and events; the Discord layer only
renders them. Cards travel as :class:`holdem.Card` values (an ``int`` that prints "As"), and
people as Discord user ids. Nothing here is secret except :class:`PrivateCards`, which the
front desk sends to its one owner and never to a channel.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum, unique
from typing import Final

from cardroom.models import HandOutcome
from holdem.actions import ActionKind
from holdem.cards import Card

__all__ = [
    "FORCED_MOVES",
    "BlindsView",
    "DeckStyle",
    "GameKind",
    "LegalView",
    "Move",
    "Note",
    "NoteKind",
    "PotView",
    "PreChoice",
    "PreMove",
    "PrivateCards",
    "QuickRaise",
    "RabbitView",
    "SeatState",
    "SeatView",
    "ShownHand",
    "Standing",
    "TableConfig",
    "TableMove",
    "TableUpdate",
    "TableView",
]


@unique
class GameKind(StrEnum):
    """The format a table plays."""

    CASH = "cash"
    """A cash table: buy in and leave at will."""
    HEADS_UP = "headsup"
    """The heads-up ten-hand match of the game card."""
    TOURNAMENT = "tournament"
    """A sit-and-go with rising blinds and prizes."""


@unique
class DeckStyle(StrEnum):
    """How a member's own card pictures are drawn (their DM and "My cards"), per server."""

    CLASSIC = "classic"
    """Black spades and clubs, red hearts and diamonds."""
    FOUR_COLOUR = "four_colour"
    """Black spades, red hearts, blue diamonds, green clubs."""


@unique
class Move(StrEnum):
    """What a player asks for from a command or a button; the room turns it into an action.

    A request, not a record: FOLD, CHECK, CALL and ALL_IN become the engine's
    :class:`~holdem.actions.ActionKind` of that name; BET, RAISE, MIN_RAISE, HALF_POT and POT
    ask for a size (HALF_POT and POT by the engine's :class:`~holdem.betting.RaiseChoice`),
    which becomes a BET, RAISE or ALL_IN as the table stands. What a player did is always said
    with ``ActionKind``. The values are carried in the buttons' custom ids, so never change.
    """

    FOLD = "fold"
    """Fold the hand."""
    CHECK = "check"
    """Check."""
    CALL = "call"
    """Call the current bet."""
    BET = "bet"
    """Open the betting to an amount."""
    RAISE = "raise"
    """Raise to an amount (a total for the round)."""
    ALL_IN = "allin"
    """Put the whole stack in."""
    HALF_POT = "halfpot"
    """A raise (or bet) of half the pot, as the game card defines it."""
    POT = "pot"
    """A raise (or bet) of the pot, as the game card defines it."""
    MIN_RAISE = "minraise"
    """The smallest legal bet or raise."""


@unique
class PreMove(StrEnum):
    """A pre-action: what a player chooses, before their turn, to do when it comes.

    Its own small vocabulary, named for what each choice means; when the turn comes it becomes
    an engine :class:`~holdem.actions.ActionKind` (check, call or fold). The values are carried
    in the buttons' custom ids and saved with the table, so they never change.
    """

    CHECK_FOLD = "fold"
    """Check if it is free, else fold (check/fold; fold to any bet)."""
    CALL = "call"
    """Check or call the bet it was chosen against ("Call 40"); cancelled if the bet changes."""
    CALL_ANY = "callany"
    """Check, or call whatever is bet."""


@dataclass(frozen=True, slots=True)
class RabbitView:
    """A rabbit hunt: the board cards that would have come after a hand ended early."""

    hand_no: int
    """The hand."""
    board: tuple[Card, ...]
    """The board as it was when the hand ended."""
    cards: tuple[Card, ...]
    """The cards that would have followed, from the hand's own deck."""
    first: bool
    """The first hunt of this hand (shown to the channel; later ones to the asker)."""


@dataclass(frozen=True, slots=True)
class PreChoice:
    """A player's pre-action after they chose (or cleared) it: for their ephemeral answer."""

    move: PreMove
    """What they chose (or cleared)."""
    hand_no: int
    """The hand it holds for."""
    street: str
    """The street it holds for ("preflop", "flop", ...)."""
    bet: int
    """The street's bet it was chosen against (what "Call 40" calls)."""
    active: bool
    """Chosen now (False: the same choice again cleared it)."""


@unique
class SeatState(StrEnum):
    """How a seated player stands in the current hand."""

    WAITING = "waiting"
    """Seated, dealt in from the next hand (or no hand is running)."""
    ACTIVE = "active"
    """In the hand, still able to act."""
    FOLDED = "folded"
    """Folded this hand."""
    ALL_IN = "all_in"
    """All-in this hand."""
    SITTING_OUT = "sitting_out"
    """Sitting out: not dealt in."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TableConfig:
    """How a table plays, chosen with /poker create; stored with the table as JSON."""

    game: GameKind = GameKind.CASH
    """Cash table, heads-up match or sit-and-go."""
    small_blind: int = 5
    """The small blind (the first level's, in a sit-and-go)."""
    big_blind: int = 10
    """The big blind (the first level's, in a sit-and-go)."""
    betting: str = "no-limit"
    """"no-limit", "pot-limit" or "fixed-limit"."""
    seats: int = 9
    """How many seats, 2 to 10."""
    min_buy_in: int = 400
    """The smallest buy-in (in a sit-and-go: the entry fee)."""
    max_buy_in: int = 2000
    """The largest buy-in."""
    straddle: bool = False
    """Cash tables: the player left of the big blind straddles every hand."""
    ante: int = 0
    """An ante from every player dealt in (0 for none)."""
    ante_type: str = "every"
    """Who posts the ante: "every" player dealt in, or the "big_blind" once for the table."""
    clock_seconds: int = 30
    """The action clock per decision."""
    time_bank_seconds: int = 30
    """Extra seconds each player may use up over a session, after the clock runs out."""
    run_it_twice: bool = False
    """Cash tables: all-in players are offered to run the board twice (all must agree)."""
    bomb_pot_every: int = 0
    """Cash tables: every N-th hand is a bomb pot (0: only by a vote of the players)."""
    rabbit_hunt: bool = False
    """Cash tables: after a hand that ended before the river, anyone may see the rest."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as the channel sees it."""

    seat: int
    """The seat number, 0-based."""
    user_id: int
    """Who sits there."""
    stack: int
    """Chips behind (not counting the current bet)."""
    bet: int
    """Chips bet in the current round."""
    state: SeatState
    """In the hand, folded, all-in, sitting out or waiting."""
    is_button: bool = False
    """This seat has the dealer button."""
    in_hand: bool = False
    """This seat was dealt cards this hand and has not folded."""


@dataclass(frozen=True, slots=True)
class PotView:
    """A pot: the main pot first, then side pots."""

    amount: int
    """Chips in it."""
    eligible: tuple[int, ...]
    """User ids who can win it."""


@dataclass(frozen=True, slots=True)
class QuickRaise:
    """A one-click raise the table offers (minimum, half pot, pot; or the game card's three)."""

    move: Move
    """Which quick raise this is (the front desk words its label)."""
    raise_to: int
    """The total the bet becomes."""


@dataclass(frozen=True, slots=True)
class LegalView:
    """What the player to act may do, enough to draw the buttons."""

    user_id: int
    """The player to act."""
    can_check: bool
    """Nothing to call."""
    call_amount: int
    """Chips a call adds (0 when checking)."""
    can_raise: bool
    """A bet or raise is possible."""
    is_bet: bool
    """Nobody has bet this round: the raise buttons open the betting."""
    min_raise_to: int | None
    """The smallest total a bet or raise may make."""
    max_raise_to: int | None
    """The largest total (the stack, or the pot limit)."""
    all_in_to: int
    """The total if the player puts everything in."""
    quick_raises: tuple[QuickRaise, ...] = ()
    """The one-click raises to show."""
    free_amounts: bool = True
    """False in the heads-up match: only the quick raises are allowed, no typed amount."""
    can_all_in: bool = True
    """The whole stack may go in now (not beyond a pot limit, nor past a fixed-limit cap)."""


@dataclass(frozen=True, slots=True)
class BlindsView:
    """The current blinds, and for a sit-and-go the level and what comes next."""

    small_blind: int
    """Small blind."""
    big_blind: int
    """Big blind."""
    ante: int = 0
    """Ante per player."""
    level: int | None = None
    """A sit-and-go's level, 1-based."""
    next_level_in: int | None = None
    """A sit-and-go's hands until the blinds rise next (None at the last level)."""
    next_small_blind: int | None = None
    """A sit-and-go's next level's small blind (None at the last level)."""
    next_big_blind: int | None = None
    """A sit-and-go's next level's big blind."""


STATUS_WORDS: Mapping[str, str] = {
    "status.match_over": "Match over",
    "status.waiting": "Waiting for players ({count} of 2)",
    "status.hand_of": "Hand {hand} of {hands}",
    "status.tournament_over": "Tournament over",
    "status.registering": "Registering ({count} entered)",
    "status.level": "Level {level}, {left} players left",
}
"""Each format status's code and its English words, for logs and for the library's users;
the front desk names a status in the reader's language from its code and numbers."""


@dataclass(frozen=True, slots=True)
class FormatStatus:
    """A match's or sit-and-go's progress as a message code and its numbers."""

    code: str
    """One of :data:`STATUS_WORDS`' keys, e.g. ``"status.hand_of"``."""
    params: tuple[tuple[str, int], ...] = ()
    """The numbers the message needs, e.g. ``(("hand", 3), ("hands", 10))``."""

    def english(self) -> str:
        """The status in English words ("Hand 3 of 10")."""
        return STATUS_WORDS[self.code].format(**dict(self.params))


@dataclass(frozen=True, slots=True)
class TableView:
    """A table at one moment: everything the table message shows, and nothing secret."""

    guild_id: int
    """The server."""
    channel_id: int
    """The channel (or thread) the table plays in."""
    creator_id: int
    """Who created it (may close it)."""
    config: TableConfig
    """How it plays."""
    seats: tuple[SeatView, ...]
    """The occupied seats, by seat number."""
    hand_no: int = 0
    """The number of the current (or last) hand; 0 before the first."""
    turn_no: int = 0
    """The moment of the hand in progress: it grows with every action applied (the
    player's, or one the room takes for them), so a button drawn for one decision carries
    it and is refused once the table has moved on; 0 between hands."""
    in_hand: bool = False
    """A hand is being played."""
    street: str = ""
    """"preflop", "flop", "turn", "river", "showdown" or "" between hands."""
    board: tuple[Card, ...] = ()
    """The community cards."""
    second_board: tuple[Card, ...] = ()
    """The second run's board while a hand run twice is dealt (shared cards first)."""
    pots: tuple[PotView, ...] = ()
    """Main pot then side pots, collected from the finished betting rounds; the current
    round's bets are still in front of the seats (:attr:`SeatView.bet`)."""
    to_act: int | None = None
    """The user id of the player to act."""
    deadline: float | None = None
    """When the player to act runs out of time, as a Unix timestamp."""
    legal: LegalView | None = None
    """The choices of the player to act."""
    blinds: BlindsView | None = None
    """The blinds now."""
    message_id: int | None = None
    """The table message in the channel, if posted."""
    status: FormatStatus | None = None
    """The format's progress (a match's hand, a sit-and-go's level); None at a cash table."""
    is_closed: bool = False
    """The table has closed."""
    next_hand_at: float | None = None
    """Between hands of a started table: when the next hand is dealt, as a Unix timestamp
    (None before the first hand, during a hand, or while too few players can play)."""
    run_twice_pending: tuple[int, ...] = ()
    """User ids of the all-in players still to answer whether to run the board twice."""
    run_twice_deadline: float | None = None
    """When an unanswered offer to run it twice is declined, as a Unix timestamp."""
    rabbit_hunt: bool = False
    """Between hands: the last hand ended before the river and the table hunts rabbits."""
    bomb_pot_next: bool = False
    """The next hand is a bomb pot."""
    odds: OddsView | None = None
    """In a frame of an all-in run-out: each face-up hand's chances before the next card."""
    clock_ends: float | None = None
    """When the action clock of the player to act runs out, before their time bank
    (a Unix timestamp); :attr:`deadline` is when the bank is used up too."""
    bank_seconds: int = 0
    """The time bank the player to act has, in whole seconds, after the clock."""
    starting_stack: int = 0
    """A match's or sit-and-go's starting stack (0 at a cash table)."""
    payouts: tuple[int, ...] = ()
    """A sit-and-go's prizes by place, first place first, for the entries so far."""

    @property
    def match_status(self) -> str:
        """The format's progress in English words ("Hand 3 of 10"); "" at a cash table."""
        return "" if self.status is None else self.status.english()

    @property
    def total_pot(self) -> int:
        """All chips in the middle: the pots and the bets of the current round."""
        return sum(p.amount for p in self.pots) + sum(seat.bet for seat in self.seats)

    def seat_of(self, user_id: int) -> SeatView | None:
        """The seat of a player, if seated."""
        return next((s for s in self.seats if s.user_id == user_id), None)


@unique
class NoteKind(StrEnum):
    """The kinds of public note a hand leaves for the channel."""

    HAND_STARTED = "hand_started"
    """A new hand was dealt."""
    ACTION = "action"
    """A player acted (or the clock acted for them)."""
    STREET = "street"
    """The flop, turn or river was dealt."""
    SHOWDOWN = "showdown"
    """Hands were shown and the pots awarded."""
    HAND_WON = "hand_won"
    """Everyone else folded: the pot went to one player unseen."""
    HAND_VOIDED = "hand_voided"
    """A misdeal: every chip went back."""
    TIMED_OUT = "timed_out"
    """A player's clock ran out."""
    SAT_OUT = "sat_out"
    """A player was sat out (two time-outs in a row)."""
    PLAYER_LEFT = "player_left"
    """A player left and was cashed out."""
    SAT_DOWN = "sat_down"
    """A player took a seat at a cash table with ``amount`` chips."""
    OUT_OF_CHIPS = "out_of_chips"
    """A cash player lost their last chip: not dealt in until they top up (at least
    ``amount``, the minimum buy-in) or leave."""
    ELIMINATED = "eliminated"
    """A tournament player busted, with their place."""
    LEVEL_UP = "level_up"
    """A sit-and-go's blinds rose."""
    MATCH_OVER = "match_over"
    """A heads-up match or sit-and-go ended, with its result."""
    DM_FAILED = "dm_failed"
    """A player's hole cards could not be sent privately (set by the front desk)."""
    REMINDER = "reminder"
    """The player to act is running out of time."""
    ODDS = "odds"
    """All-in odds before the next card of a run-out (:attr:`Note.odds`)."""


@unique
class TableMove(StrEnum):
    """What an ACTION note says the table's rules did with a player's chips, not their choice.

    Forced bets, a returned uncalled bet and a deal's explanations. A player's own choice is
    said with the engine's :class:`~holdem.actions.ActionKind`, never a copy of it; the two
    enums' values differ, and the front desk's catalogue keys are ``note.<value>`` of either.
    """

    ANTE = "ante"
    """Posted an ante (``amount``)."""
    SMALL_BLIND = "small_blind"
    """Posted the small blind (``amount``)."""
    BIG_BLIND = "big_blind"
    """Posted the big blind (``amount``)."""
    STRADDLE = "straddle"
    """Posted a straddle (``amount``)."""
    UNCALLED = "uncalled"
    """Took back an uncalled bet (``amount``)."""
    DEAD_SMALL_BLIND = "dead_small_blind"
    """Nobody posts the small blind this hand: its player has gone (no ``user_id``)."""
    POST_TO_ENTER = "post_to_enter"
    """Posted a big blind (``amount``) to come in at once instead of waiting for it."""
    MISSED_BLINDS = "missed_blinds"
    """Posted the blinds they missed (``amount``): the big blind live, the small blind dead."""
    MISSED_SMALL_BLIND = "missed_small_blind"
    """Posted the small blind they missed (``amount``), dead."""
    BOMB_POT = "bomb_pot"
    """A bomb pot: everyone antes ``amount`` and the betting starts on the flop."""


FORCED_MOVES: Final = frozenset(
    (TableMove.ANTE, TableMove.SMALL_BLIND, TableMove.BIG_BLIND, TableMove.STRADDLE)
)
"""The forced bets of a deal, as their notes say: what a deal's summary sums up."""


@dataclass(frozen=True, slots=True)
class ShownHand:
    """A hand turned face up at the showdown."""

    user_id: int
    """Whose hand."""
    cards: tuple[Card, ...]
    """The two hole cards."""
    description: str
    """Its best five in words ("Full house, kings full of fives")."""
    best_five: tuple[Card, ...] = ()
    """The five cards that make it (to highlight)."""
    won: int = 0
    """Chips this hand won in all pots."""
    second_best_five: tuple[Card, ...] = ()
    """Run twice: the five cards that make it on the second board."""
    won_second: int = 0
    """Run twice: the part of ``won`` won on the second board."""


@dataclass(frozen=True, slots=True)
class Standing:
    """One finisher of a match or sit-and-go: place, last stack and prize."""

    user_id: int
    """Who."""
    place: int
    """Finishing place, 1 for the winner."""
    stack: int
    """Tournament chips at the end (0 for those who busted)."""
    prize: int
    """Chips paid from the prize pool."""


@dataclass(frozen=True, slots=True)
class Note:
    """One public thing that happened, for the channel; never carries a hidden card."""

    kind: NoteKind
    """What happened."""
    user_id: int | None = None
    """Who it is about, if anyone."""
    text: str = ""
    """A short English description, for logs; the front desk phrases notes from the fields."""
    street: str = ""
    """For STREET notes: "flop", "turn" or "river"."""
    board: tuple[Card, ...] = ()
    """For STREET and SHOWDOWN notes: the whole board."""
    shown: tuple[ShownHand, ...] = ()
    """For SHOWDOWN notes: the hands shown."""
    awards: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    """For SHOWDOWN and HAND_WON notes: (pot index, amount, winner user ids); run twice,
    those of the first board."""
    second_awards: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    """Run twice: the awards of the second board (each pot's other half)."""
    second_board: tuple[Card, ...] = ()
    """Run twice: for SHOWDOWN notes the second board, for STREET notes of the second run
    that board so far (``board`` is then the first run's)."""
    amount: int = 0
    """A chip amount the note is about (a bet, a place's prize)."""
    place: int | None = None
    """For ELIMINATED notes: the finishing place."""
    move: ActionKind | TableMove | None = None
    """For ACTION notes: what the player chose (:class:`~holdem.actions.ActionKind`) or what the
    rules did with their chips (:class:`TableMove`); ``amount`` is its size."""
    all_in: bool = False
    """For ACTION notes: the move put the player all-in."""
    hand_no: int = 0
    """For HAND_STARTED and HAND_VOIDED notes: the hand's number; for MATCH_OVER the
    hands played."""
    standings: tuple[Standing, ...] = ()
    """For MATCH_OVER notes: every finisher, first place first."""
    odds: OddsView | None = None
    """For ODDS notes: the chances before the next card; for SHOWDOWN notes after an
    all-in run-out, the chances at the moment of the all-in."""


@dataclass(frozen=True, slots=True)
class HandOdds:
    """One face-up hand's chances before the next card of an all-in run-out."""

    user_id: int
    cards: tuple[Card, ...]
    """The hand, face up (a mucked hand never has odds)."""
    win: float
    """The share of the boards to come it wins alone (0 to 1)."""
    tie: float
    """The share of those boards it splits."""
    equity: float
    """Its share of the pot: ``win`` plus each split's 1/k."""


@dataclass(frozen=True, slots=True)
class OddsView:
    """All-in odds: every face-up hand's chances before ``street`` is dealt (RULES: All-in odds).

    Only shown once betting is over for good, so no player can still act on them.
    """

    street: str
    """The street about to be dealt: "flop", "turn" or "river"."""
    board: tuple[Card, ...]
    """The board before it."""
    hands: tuple[HandOdds, ...]
    exact: bool
    """Counted over every board; False: a Monte-Carlo estimate."""
    error: float = 0.0
    """An estimate's largest standard error (a fraction; 0 when exact)."""
    pot: int = 0
    """The chips the hands play for."""


@dataclass(frozen=True, slots=True)
class PrivateCards:
    """A player's hole cards, for that player alone (a direct message or an ephemeral reply)."""

    user_id: int
    """The owner; the only person who may see these cards."""
    channel_id: int
    """The table's channel."""
    hand_no: int
    """The hand they belong to."""
    cards: tuple[Card, ...]
    """The two hole cards."""


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """What one change at a table means for the front desk.

    ``view`` is the table afterwards; ``notes`` are the public notes in order; ``private``
    are the hole cards to deliver to their owners (only at a deal).
    """

    view: TableView
    """The table afterwards."""
    notes: tuple[Note, ...] = ()
    """Public notes, in order."""
    private: tuple[PrivateCards, ...] = field(default=())
    """Hole cards to deliver privately, one record per owner."""
    runout: tuple[TableView, ...] = ()
    """An all-in run-out: the table as each street was dealt with nobody left to act
    (the flop, the turn, the river), for the front desk to show one by one before
    ``view``, the table after the hand."""


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A finished hand in a table's history (public facts only)."""

    hand_no: int
    """The hand's number at its table."""
    outcome: HandOutcome
    """Settled, or voided as a misdeal."""
    ended_at: datetime
    """When it ended."""
    pot: int
    """Chips awarded (0 for a voided hand)."""
    winners: tuple[int, ...]
    """User ids who won chips."""
    board: tuple[Card, ...]
    """The community cards."""
    net: int | None
    """What the asker won or lost in it; None if they were not dealt in."""
    hand_id: str = ""
    """The hand's id in its server (``"7-12"``: table 7, hand 12), for ``/poker export``."""
