"""One table as its session holds it in memory, its saved state, and the view of it.

:class:`LiveTable` mirrors what the store keeps (seats and their stacks, the hand in
progress) plus what only the session knows (the button, the clocks, who is leaving, the
format's progress). :meth:`LiveTable.state_json` is saved with every change, in the same
transaction as the chips it moves; :meth:`LiveTable.from_record` rebuilds the table from a
:class:`~cardroom.models.TableRecord` after a restart.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

from cardroom import _preactions
from cardroom._formats import FormatState, config_from_dict, hand_config, legal_view
from cardroom._preactions import PreAction
from cardroom.clock import TurnClock
from cardroom.models import TableKey, TableRecord
from cardroom.views import (
    BlindsView,
    FormatStatus,
    GameKind,
    PotView,
    SeatState,
    SeatView,
    TableConfig,
    TableView,
)
from holdem.betting import Street
from holdem.blinds import Post
from holdem.cards import Card
from holdem.events import ActionTaken, BoardDealt, Event, PotAwarded
from holdem.hand import HandState, RabbitHunt
from holdem.schedule import prize_split
from holdem.table import TableState

STATE_VERSION = 1


@dataclass(slots=True)
class LiveTable:
    """A table in play: the store's seats and hand, and the service's own bookkeeping."""

    key: TableKey
    guild_id: int
    channel_id: int
    creator_id: int
    config: TableConfig
    message_id: int | None = None
    seats: dict[int, int] = field(default_factory=dict)
    """Seat number to user id."""
    stacks: dict[int, int] = field(default_factory=dict)
    """Seat number to the stack as stored (during a hand: what is left behind)."""
    sitting_out: set[int] = field(default_factory=set)
    """User ids sitting out."""
    hand_no: int = 0
    """The last hand started."""
    hand: HandState | None = None
    """The hand in progress."""
    saved_actions: int | None = None
    """How many of the hand's actions the store holds (None: not even its start record)."""
    started: bool = False
    """The creator started the table: hands are dealt on their own."""
    button: int | None = None
    """The button's seat in the last hand dealt."""
    time_banks: dict[int, float] = field(default_factory=dict)
    """Seconds left in each player's time bank."""
    timeouts: dict[int, int] = field(default_factory=dict)
    """Time-outs in a row, by user id."""
    turn: TurnClock | None = None
    """The clock of the player to act."""
    turn_seat: int | None = None
    """Whose decision :attr:`turn` times."""
    next_hand_at: float | None = None
    """When the next hand is dealt (after the pause between hands)."""
    leaving: set[int] = field(default_factory=set)
    """Players who left during a hand, cashed out when it ends."""
    hand_users: dict[int, int] = field(default_factory=dict)
    """Seat to user id of the hand in progress."""
    hand_start: dict[int, int] = field(default_factory=dict)
    """Seat to stack at the start of the hand in progress (to refund a misdeal)."""
    replay_button: bool = False
    """The last hand was voided: the next one keeps its button."""
    paused_left: float | None = None
    """Paused (the channel cannot be posted in): the seconds the player to act had left."""
    fmt: FormatState = field(default_factory=FormatState)
    """A match's or sit-and-go's progress."""
    closed: bool = False
    """The table has closed."""
    reminded: tuple[int, int, float] | None = None
    """The turn (hand, moment, deadline) whose player was last reminded (not saved)."""
    small_blind_seat: int | None = None
    """The seat of the last hand's small blind, posted or dead (the dead-button rule)."""
    big_blind_seat: int | None = None
    """The seat of the last hand's big blind; None: the next deal knows only the button."""
    owes: dict[int, Post] = field(default_factory=dict)
    """Seat to the blinds its cash player owes before being dealt in (new, or missed)."""
    posting: set[int] = field(default_factory=set)
    """Seats of :attr:`owes` that post to play at once; the others wait for the big blind."""
    posted: dict[int, Post] = field(default_factory=dict)
    """Seat to what its player posted to come in, in the last hand dealt."""
    straddlers: set[int] = field(default_factory=set)
    """User ids whose standing choice is to straddle when they sit left of the big blind."""
    bomb_votes: set[int] = field(default_factory=set)
    """User ids who voted (``/poker bomb``) for a bomb pot next."""
    bomb_next: bool = False
    """The seated players voted: the next hand is a bomb pot."""
    run_twice_answers: list[tuple[int, bool]] = field(default_factory=list)
    """The saved hand's answers to running it twice, as loaded (given again on restore)."""
    run_twice_deadline: float | None = None
    """When the offer to run it twice is declined for those who have not answered."""
    last_hand: HandState | None = None
    """The last hand settled, for a rabbit hunt (not saved: :attr:`kept_rabbit` is)."""
    rabbit_shown: bool = False
    """The last hand's rabbit was shown to the channel."""
    kept_rabbit: tuple[int, RabbitHunt] | None = None
    """The last hand's number and rabbit as saved, for a hunt after a restart."""
    offer_left: float | None = None
    """Paused during an offer to run it twice: the seconds the offer had left (not saved)."""
    preactions: dict[int, PreAction] = field(default_factory=dict)
    """User id to the pre-action they chose for their next turn in this hand."""
    banked: tuple[int, int, float] | None = None
    """The turn (hand, moment, deadline) whose clock ran out into the time bank and was
    shown so (not saved)."""
    last_board: tuple[Card, ...] = ()
    """The board of the last hand, shown between hands."""

    # --- reading -----------------------------------------------------------------------

    @property
    def game(self) -> GameKind:
        """The format."""
        return self.config.game

    @property
    def is_tournament(self) -> bool:
        """A heads-up match or a sit-and-go: played with the store's tournament chips."""
        return self.config.game is not GameKind.CASH

    @property
    def turn_no(self) -> int:
        """The moment of the hand in progress (0 between hands), for :attr:`TableView.turn_no`.

        It counts the events the hand has recorded: every action applied adds at least one,
        so equal numbers mean nothing has happened in between. It is part of the saved
        hand, so a button drawn before a restart still matches after it.
        """
        hand = self.hand
        return 0 if hand is None else hand.event_count

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a player, if seated."""
        return next((seat for seat, user in self.seats.items() if user == user_id), None)

    def in_hand(self, user_id: int) -> bool:
        """The player was dealt into the hand in progress and has not folded."""
        hand = self.hand
        seat = self.seat_of(user_id)
        return (
            hand is not None
            and seat is not None
            and self.hand_users.get(seat) == user_id
            and seat not in hand.folded
        )

    def seating(self) -> TableState:
        """The engine's table between hands: who the next hand deals in, and its button.

        The rules are :class:`~holdem.table.TableState`'s: a seat with chips is dealt in
        unless it sits out, and the button moves to the next seat dealt in (it stays put
        for the redeal after a misdeal). At a cash table a player sitting out (or leaving)
        sits out; in a match or sit-and-go everyone with chips is dealt in, and the absent
        are checked or folded for. A heads-up match's game card says whose button it is.
        """
        level = None
        if self.fmt.schedule is not None:
            level = self.fmt.schedule.level_for(self.fmt.hands_played)
        away = set() if self.is_tournament else self.sitting_out | self.leaving
        rules = self.game is not GameKind.HEADS_UP  # the game card says whose button it is
        seating = TableState.seated(
            hand_config(self.config, level),
            {seat: self.stacks[seat] for seat in self.seats},
            sitting_out=[seat for seat, user in self.seats.items() if user in away],
            button=self.button,
            redeal=self.replay_button,
            small_blind=self.small_blind_seat if rules else None,
            big_blind=self.big_blind_seat if rules else None,
            owes=self.owes if rules else None,
            posting=self.posting,
            tournament=self.is_tournament,
            posted=self.posted if rules else None,
        )
        match = self.fmt.match
        if match is not None and match.button in seating.dealt_in:
            seating = replace(seating, button=match.button, redeal=True)
        return seating

    def take_seating(self, seating: TableState) -> None:
        """Keep the button, blinds and debts (and whether they stay for a redeal) of ``seating``."""
        self.button = seating.button
        self.replay_button = seating.redeal
        self.small_blind_seat = seating.small_blind
        self.big_blind_seat = seating.big_blind
        self.owes = dict(seating.owes)
        self.posting = set(seating.posting)
        self.posted = dict(seating.posted)

    def owes_on_sitting(self, seat: int, *, post: bool) -> None:
        """A cash player sat down once hands are dealt: they owe a big blind, posted or waited.

        As :meth:`holdem.table.TableState.sit`: before the first hand (and in a match or
        sit-and-go) nobody owes anything.
        """
        if self.is_tournament or self.big_blind_seat is None:
            return
        self.owes[seat] = Post.BIG
        self.choose_posting(seat, post=post)

    def choose_posting(self, seat: int, *, post: bool) -> None:
        """A player who owes blinds posts them to play at once, or waits for the big blind."""
        if post and seat in self.owes:
            self.posting.add(seat)
        else:
            self.posting.discard(seat)

    def clear_hand(self, *, voided: bool = False) -> None:
        """Forget the hand in progress and all that went with it.

        A finished hand's board stays on show until the next deal; a voided one's does not.
        """
        self.last_board = () if self.hand is None or voided else self.hand.board
        self.hand = None
        self.saved_actions = None
        self.turn = None
        self.turn_seat = None
        self.hand_users = {}
        self.hand_start = {}
        self.next_hand_at = None
        self.preactions = {}
        self.run_twice_answers = []
        self.run_twice_deadline = None

    def unseat(self, user_id: int) -> None:
        """Free the player's seat and forget what the table kept about them."""
        seat = self.seat_of(user_id)
        if seat is not None:
            del self.seats[seat]
            del self.stacks[seat]
            self.owes.pop(seat, None)
            self.posting.discard(seat)
            self.posted.pop(seat, None)
        self.straddlers.discard(user_id)
        self.leaving.discard(user_id)
        self.sitting_out.discard(user_id)
        self.timeouts.pop(user_id, None)

    def current_turn(self) -> tuple[int, int, int, float] | None:
        """The turn the action clock times: hand, moment of the hand, seat, deadline."""
        hand, turn, seat = self.hand, self.turn, self.turn_seat
        if self.closed or hand is None or turn is None or seat is None or hand.to_act != seat:
            return None
        return self.hand_no, self.turn_no, seat, turn.deadline

    # --- saving ------------------------------------------------------------------------

    def state_dict(self) -> dict[str, object]:
        """Everything the service needs besides the store's seats and hand; JSON-safe."""
        return {
            "version": STATE_VERSION,
            "started": self.started,
            "button": self.button,
            "time_banks": {str(user): bank for user, bank in self.time_banks.items()},
            "timeouts": {str(user): count for user, count in self.timeouts.items()},
            "turn": self._turn_dict(),
            "next_hand_at": self.next_hand_at,
            "leaving": sorted(self.leaving),
            "replay_button": self.replay_button,
            "hand_users": {str(seat): user for seat, user in self.hand_users.items()},
            "hand_start": {str(seat): stack for seat, stack in self.hand_start.items()},
            "format": self.fmt.to_dict(),
            "blinds": self._blinds_dict(),
            "home": {
                "run_it_twice": self.config.run_it_twice,
                "bomb_pot_every": self.config.bomb_pot_every,
                "rabbit_hunt": self.config.rabbit_hunt,
                "bomb_votes": sorted(self.bomb_votes),
                "bomb_next": self.bomb_next,
                "answers": [[seat, agree] for seat, agree in self._answers()],
                "run_twice_deadline": self.run_twice_deadline,
                "rabbit": self._rabbit_dict(),
            },
            "preactions": _preactions.saved(self.preactions),
            "last_board": [str(card) for card in self.last_board],
        }

    def _answers(self) -> tuple[tuple[int, bool], ...]:
        """The running hand's answers to running it twice (what a restore gives again)."""
        return () if self.hand is None else self.hand.run_twice_answers()

    def _load_home(self, data: Mapping[str, object]) -> None:
        """Take back the home-game options and their progress (none in an older save)."""
        if not data:
            return
        self.config = replace(
            self.config,
            run_it_twice=bool(data.get("run_it_twice", False)),
            bomb_pot_every=int(cast(int, data.get("bomb_pot_every", 0))),
            rabbit_hunt=bool(data.get("rabbit_hunt", False)),
        )
        self.bomb_votes = {
            int(cast(int, u)) for u in cast(list[object], data.get("bomb_votes", []))
        }
        self.bomb_next = bool(data.get("bomb_next", False))
        answers = cast(list[list[object]], data.get("answers", []))
        self.run_twice_answers = [(int(cast(int, s)), bool(a)) for s, a in answers]
        deadline = data.get("run_twice_deadline")
        self.run_twice_deadline = None if deadline is None else float(cast(float, deadline))
        self._load_rabbit(data.get("rabbit"))

    def rabbit(self) -> RabbitHunt | None:
        """The last hand's rabbit while it may be hunted: from the hand, or as saved.

        None when there is none: the table doesn't hunt, a hand is on, the last hand was
        voided or ran to the river.
        """
        if not self.config.rabbit_hunt or self.hand is not None:
            return None
        last = self.last_hand
        if last is not None:
            ready = last.is_over and not last.is_voided and len(last.board) < 5
            return last.rabbit_hunt() if ready else None
        kept = self.kept_rabbit
        return kept[1] if kept is not None and kept[0] == self.hand_no else None

    def _rabbit_dict(self) -> dict[str, object] | None:
        """The last hand's rabbit, saved so a hunt still works after a restart."""
        hunt = self.rabbit()
        if hunt is None:
            return None
        return {"hand_no": self.hand_no, "shown": self.rabbit_shown, **hunt.to_dict()}

    def _load_rabbit(self, data: object) -> None:
        """Take back :meth:`_rabbit_dict` (none in a state saved before it was kept)."""
        self.kept_rabbit = None
        if not isinstance(data, Mapping):
            return
        saved = cast(Mapping[str, list[object]], data)
        hunt = RabbitHunt(
            tuple(Card(str(card)) for card in saved["board"]),
            tuple(Card(str(card)) for card in saved["cards"]),
            tuple(Street(str(street)) for street in saved["streets"]),
        )
        self.kept_rabbit = (int(cast(int, data["hand_no"])), hunt)
        self.rabbit_shown = bool(data.get("shown", False))

    def _blinds_dict(self) -> dict[str, object]:
        """The dead-button rule's memory: last blinds, debts, posts and straddle choices."""
        return {
            "small_blind": self.small_blind_seat,
            "big_blind": self.big_blind_seat,
            "owes": [[seat, post.value] for seat, post in sorted(self.owes.items())],
            "posting": sorted(self.posting),
            "posted": [[seat, post.value] for seat, post in sorted(self.posted.items())],
            "straddlers": sorted(self.straddlers),
        }

    def _load_blinds(self, data: Mapping[str, object]) -> None:
        """Take back :meth:`_blinds_dict` (a save from before it: the button alone)."""
        small, big = data.get("small_blind"), data.get("big_blind")
        self.small_blind_seat = None if small is None else int(cast(int, small))
        self.big_blind_seat = None if big is None else int(cast(int, big))
        pairs = cast(list[list[object]], data.get("owes", []))
        self.owes = {int(cast(int, s)): Post(str(p)) for s, p in pairs}
        self.posting = {int(cast(int, s)) for s in cast(list[object], data.get("posting", []))}
        pairs = cast(list[list[object]], data.get("posted", []))
        self.posted = {int(cast(int, s)): Post(str(p)) for s, p in pairs}
        chosen = cast(list[object], data.get("straddlers", []))
        self.straddlers = {int(cast(int, user)) for user in chosen}

    def _turn_dict(self) -> dict[str, object] | None:
        turn = self.turn
        if turn is None or self.turn_seat is None:
            return None
        return {
            "seat": self.turn_seat,
            "started_at": turn.started_at,
            "clock_seconds": turn.clock_seconds,
            "time_bank": turn.time_bank,
            "deadline": turn.deadline,
        }

    def state_json(self) -> str:
        """:meth:`state_dict` as JSON text, saved with every change of the table."""
        return json.dumps(self.state_dict(), separators=(",", ":"), sort_keys=True)

    def load_state(self, data: Mapping[str, object]) -> None:
        """Take the service's bookkeeping from a saved :meth:`state_dict`.

        Raises:
            ValueError, KeyError, TypeError: The state is malformed.
        """
        if data.get("version") != STATE_VERSION:
            raise ValueError("unknown table state version")
        self.started = bool(data["started"])
        button = data["button"]
        self.button = None if button is None else int(cast(int, button))
        self.time_banks = {
            int(k): float(cast(float, v)) for k, v in _map(data["time_banks"]).items()
        }
        self.timeouts = {int(k): int(cast(int, v)) for k, v in _map(data["timeouts"]).items()}
        turn = data["turn"]
        if turn is None:
            self.turn, self.turn_seat = None, None
        else:
            saved = _map(turn)
            self.turn_seat = int(cast(int, saved["seat"]))
            self.turn = TurnClock(
                float(cast(float, saved["started_at"])),
                float(cast(float, saved["clock_seconds"])),
                float(cast(float, saved["time_bank"])),
            )
        next_hand_at = data["next_hand_at"]
        self.next_hand_at = None if next_hand_at is None else float(cast(float, next_hand_at))
        self.leaving = {int(cast(int, user)) for user in cast(list[object], data["leaving"])}
        self.replay_button = bool(data["replay_button"])
        self.hand_users = {int(k): int(cast(int, v)) for k, v in _map(data["hand_users"]).items()}
        self.hand_start = {int(k): int(cast(int, v)) for k, v in _map(data["hand_start"]).items()}
        self.fmt = FormatState.from_dict(_map(data["format"]))
        self._load_blinds(_map(data.get("blinds", {})))
        self._load_home(_map(data.get("home", {})))
        board = data.get("last_board", [])  # saved since issue 16; older states have none
        self.last_board = tuple(Card(str(card)) for card in cast(list[object], board))
        self.preactions = _preactions.loaded(data.get("preactions"))

    @classmethod
    def from_record(cls, record: TableRecord) -> LiveTable:
        """The table's configuration and seats from the store (state and hand come apart).

        Raises:
            ValueError: The configuration is unreadable.
        """
        config = config_from_dict(_map(json.loads(record.config_json)))
        return cls(
            key=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            creator_id=record.creator_id,
            config=config,
            message_id=record.message_id,
            seats={seat.seat_no: seat.user_id for seat in record.seats},
            stacks={seat.seat_no: seat.stack for seat in record.seats},
            sitting_out={seat.user_id for seat in record.seats if seat.is_sitting_out},
            hand_no=record.hand_no,
        )

    # --- the view ------------------------------------------------------------------------

    def view(self) -> TableView:
        """What the channel may see of the table now (no hidden card)."""
        hand = self.hand
        running = hand is not None and not hand.is_over
        seats: list[SeatView] = []
        if self.is_tournament and not self.seats and not self.fmt.finished:
            for index, user in enumerate(self.fmt.entrants):
                seats.append(SeatView(index, user, self.fmt.starting_stack, 0, SeatState.WAITING))
        live = hand if running else None
        seats += [self._seat_view(seat, user, live) for seat, user in sorted(self.seats.items())]
        to_act_user: int | None = None
        legal = None
        deadline = None
        clock_ends = None
        bank = 0
        street = ""
        pots: tuple[PotView, ...] = ()
        if running:
            assert hand is not None  # noqa: S101 - running
            street = hand.street.value  # not COMPLETE: the hand is running
            pots = self._pots(hand)
            actor = hand.to_act
            if actor is not None:
                to_act_user = self.hand_users.get(actor)
                if to_act_user is not None:
                    legal = legal_view(hand, to_act_user, game=self.game)
                if self.turn is not None and self.turn_seat == actor:
                    deadline = self.turn.deadline
                    clock_ends = self.turn.started_at + self.turn.clock_seconds
                    bank = round(self.turn.time_bank)
        return TableView(
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            creator_id=self.creator_id,
            config=self.config,
            seats=tuple(seats),
            hand_no=self.hand_no,
            turn_no=self.turn_no if running else 0,
            in_hand=running,
            street=street,
            board=self.last_board if hand is None else hand.board,
            pots=pots,
            to_act=to_act_user,
            deadline=deadline,
            legal=legal,
            blinds=self._blinds(),
            message_id=self.message_id,
            status=self._status(),
            is_closed=self.closed,
            next_hand_at=None if running or not self.started else self.next_hand_at,
            clock_ends=clock_ends,
            bank_seconds=bank,
            starting_stack=self.fmt.starting_stack,
            payouts=self._payouts(),
            run_twice_pending=tuple(
                self.hand_users[seat]
                for seat in (hand.run_twice_pending if running and hand else ())
            ),
            run_twice_deadline=self.run_twice_deadline if running else None,
            rabbit_hunt=not running and self.rabbit_ready(),
            bomb_pot_next=self.bomb_next,
        )

    def rabbit_ready(self) -> bool:
        """The table hunts rabbits and its last hand ended before the river."""
        return self.rabbit() is not None

    def _payouts(self) -> tuple[int, ...]:
        """A sit-and-go's prizes by place for the entries so far (its pool: the fees)."""
        count = len(self.fmt.entrants)
        if self.game is not GameKind.TOURNAMENT or not 2 <= count <= 10:
            return ()
        return prize_split(self.config.min_buy_in * count, count)

    def runout_views(self, events: Sequence[Event]) -> tuple[TableView, ...]:
        """The table at each street dealt after the last action of ``events``, if any.

        That is a hand that ended so: an all-in run-out, or everyone all-in on the blinds.
        Each frame shows the stacks as they were before the pots were awarded, the pots
        in the middle and the board as it stood on that street; nobody is to act.
        """
        hand = self.hand
        if hand is None or not hand.is_over:
            return ()
        last = max((i for i, e in enumerate(events) if isinstance(e, ActionTaken)), default=-1)
        tail = events[last + 1 :]
        dealt = [e for e in tail if isinstance(e, BoardDealt) and e.run == 1]
        if not dealt:
            return ()
        won: dict[int, int] = {}
        pots: dict[int, int] = {}
        for event in tail:
            if isinstance(event, PotAwarded):
                pots[event.pot_index] = pots.get(event.pot_index, 0) + event.amount
                for seat, share in zip(event.winners, event.shares, strict=True):
                    won[seat] = won.get(seat, 0) + share
        seats = []
        for seat, user in sorted(self.seats.items()):
            chips = hand.chips_of(seat) if self.hand_users.get(seat) == user else None
            if chips is None:
                seats.append(self._seat_view(seat, user, None))
                continue
            before = chips[0] - won.get(seat, 0)
            state = SeatState.ALL_IN if before == 0 else SeatState.ACTIVE
            if not chips[2]:
                state = SeatState.FOLDED
            seats.append(SeatView(seat, user, before, 0, state, seat == hand.button, chips[2]))
        base = replace(
            self.view(),
            seats=tuple(seats),
            in_hand=True,
            pots=tuple(PotView(amount, ()) for _, amount in sorted(pots.items())),
            next_hand_at=None,
        )
        frames = [replace(base, street=e.street.value, board=e.board) for e in dealt]
        full = dealt[-1].board  # run twice: the second run's streets beside the first board
        seconds = [e for e in tail if isinstance(e, BoardDealt) and e.run == 2]
        frames += [
            replace(base, street=e.street.value, board=full, second_board=e.board) for e in seconds
        ]
        return tuple(frames)

    def _seat_view(self, seat: int, user: int, hand: HandState | None) -> SeatView:
        """One seat; ``hand`` is the running hand, if any."""
        chips = None if hand is None or self.hand_users.get(seat) != user else hand.chips_of(seat)
        if chips is None:
            state = SeatState.SITTING_OUT if user in self.sitting_out else SeatState.WAITING
            return SeatView(seat, user, self.stacks[seat], 0, state, seat == self.button, False)
        assert hand is not None  # noqa: S101 - chips come from the hand
        stack, bet, in_hand = chips
        state = SeatState.ALL_IN if stack == 0 else SeatState.ACTIVE
        if not in_hand:
            state = SeatState.FOLDED
        return SeatView(seat, user, stack, bet, state, seat == hand.button, in_hand)

    def _pots(self, hand: HandState) -> tuple[PotView, ...]:
        """The main and side pots collected from the finished betting rounds.

        The current round's bets stay in front of the seats (:attr:`SeatView.bet`), as on
        a real table: a side pot appears when a round with an all-in ends.
        """
        users = self.hand_users
        return tuple(
            PotView(pot.amount, tuple(users.get(seat, -1) for seat in pot.eligible))
            for pot in hand.pots
        )

    def _blinds(self) -> BlindsView:
        """The blinds now, and when they next go up in a sit-and-go."""
        schedule = self.fmt.schedule
        if schedule is None:
            return BlindsView(self.config.small_blind, self.config.big_blind, self.config.ante)
        index = self.fmt.level_index()
        level = schedule.level_for(self.fmt.hands_played)
        if index + 1 >= len(schedule.levels):
            return BlindsView(level.small_blind, level.big_blind, level.ante, index + 1)
        left = (index + 1) * schedule.length - self.fmt.hands_played
        upcoming = schedule.levels[index + 1]
        return BlindsView(
            level.small_blind,
            level.big_blind,
            level.ante,
            index + 1,
            left,
            next_small_blind=upcoming.small_blind,
            next_big_blind=upcoming.big_blind,
        )

    def _status(self) -> FormatStatus | None:
        fmt = self.fmt
        if self.game is GameKind.HEADS_UP:
            if fmt.finished:
                return FormatStatus("status.match_over")
            if fmt.match is None:
                return FormatStatus("status.waiting", (("count", len(fmt.entrants)),))
            shown = min(fmt.match.hand_number, fmt.match.max_hands)
            return FormatStatus("status.hand_of", (("hand", shown), ("hands", fmt.match.max_hands)))
        if self.game is GameKind.TOURNAMENT:
            if fmt.finished:
                return FormatStatus("status.tournament_over")
            if not self.started:
                return FormatStatus("status.registering", (("count", len(fmt.entrants)),))
            left = len(fmt.entrants) - len(fmt.places)
            return FormatStatus("status.level", (("level", fmt.level_index() + 1), ("left", left)))
        return None


def _map(value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise TypeError("expected a mapping")
    return cast(Mapping[str, object], value)
