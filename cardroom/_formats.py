"""The table service's rules of play: checked configurations, formats, moves and quick raises.

Pure functions and small records, no I/O: :func:`checked_config` turns what /poker create
asked for into a configuration the room can run (the heads-up match always gets the game
card's terms); :class:`FormatState` is the progress of a heads-up match or a sit-and-go
between hands; :func:`action_for` turns a :class:`~cardroom.views.Move` (and a typed amount)
into an engine :class:`~holdem.actions.Action`; :func:`legal_view` says which buttons to draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from cardroom.amounts import MAX_CHIPS, parse_amount
from cardroom.errors import InsufficientChips, InvalidAmount, NotAllowed
from cardroom.views import GameKind, LegalView, Move, QuickRaise, TableConfig
from holdem.actions import Action
from holdem.betting import AnteMode, BettingStructure, HandConfig
from holdem.hand import HandState
from holdem.match import (
    DEFAULT_SIT_AND_GO_SCHEDULE,
    BlindLevel,
    BlindSchedule,
    HeadsUpMatch,
    LevelUnit,
    RaiseChoice,
)

STRUCTURES: Mapping[str, BettingStructure] = {
    "no-limit": BettingStructure.NO_LIMIT,
    "pot-limit": BettingStructure.POT_LIMIT,
    "fixed-limit": BettingStructure.FIXED_LIMIT,
}
"""The betting words of :attr:`TableConfig.betting` and the engine's structures."""

ANTE_TYPES = frozenset(("every", "big_blind"))
"""Who posts the ante (:attr:`TableConfig.ante_type`): every player, or the big blind."""
HEADS_UP_STAKE = 100
"""Chips each player stakes on a heads-up match (the game card's stack of 100)."""

_MAX_CLOCK = 600
_MAX_BANK = 3600


def checked_config(config: TableConfig) -> TableConfig:
    """Check a table configuration and fill in what its format fixes.

    The heads-up match is the game card: two seats, blinds 1/2, no-limit, no ante, no
    straddle, and a stake of 100 chips (``min_buy_in`` = ``max_buy_in`` = 100). A sit-and-go
    uses ``min_buy_in`` as its entry fee (0 makes a freeroll) and plays without a straddle.

    Raises:
        InvalidAmount: A blind, ante, buy-in or clock out of bounds.
        NotAllowed: An unknown betting structure or game, or a seat count outside 2-10.
    """
    try:
        game = GameKind(config.game)
    except ValueError:
        raise NotAllowed(
            "Choose a cash table, a heads-up match or a sit-and-go.", code="config.game"
        ) from None
    if config.betting not in STRUCTURES:
        raise NotAllowed(
            "The betting must be no-limit, pot-limit or fixed-limit.", code="config.betting"
        )
    if isinstance(config.seats, bool) or not isinstance(config.seats, int):
        raise NotAllowed("A table has 2 to 10 seats.", code="config.seats")
    if not 2 <= config.seats <= 10:
        raise NotAllowed("A table has 2 to 10 seats.", code="config.seats")
    if game is GameKind.HEADS_UP:
        config = replace(
            config,
            small_blind=1,
            big_blind=2,
            betting="no-limit",
            seats=2,
            min_buy_in=HEADS_UP_STAKE,
            max_buy_in=HEADS_UP_STAKE,
            ante=0,
            ante_type="every",
            straddle=False,
        )
    if config.ante_type not in ANTE_TYPES:
        raise NotAllowed(
            "The ante is posted by every player or by the big blind.", code="config.ante_type"
        )
    big = parse_amount(config.big_blind, what="big_blind")
    small = parse_amount(config.small_blind, what="small_blind", maximum=big)
    ante = parse_amount(config.ante, what="ante", minimum=0, maximum=big)
    clock = parse_amount(config.clock_seconds, what="action_clock", minimum=5, maximum=_MAX_CLOCK)
    bank = parse_amount(config.time_bank_seconds, what="time_bank", minimum=0, maximum=_MAX_BANK)
    if game is GameKind.TOURNAMENT:
        fee = parse_amount(config.min_buy_in, what="entry_fee", minimum=0)
        return replace(
            config,
            game=game,
            small_blind=small,
            big_blind=big,
            ante=ante,
            straddle=False,
            min_buy_in=fee,
            max_buy_in=fee,
            clock_seconds=clock,
            time_bank_seconds=bank,
            run_it_twice=False,
            bomb_pot_every=0,
            rabbit_hunt=False,
        )
    low = parse_amount(config.min_buy_in, what="minimum_buy_in", minimum=big)
    high = parse_amount(config.max_buy_in, what="maximum_buy_in", minimum=low)
    checked = replace(
        config,
        game=game,
        small_blind=small,
        big_blind=big,
        ante=ante,
        straddle=bool(config.straddle) and game is GameKind.CASH,
        min_buy_in=low,
        max_buy_in=high,
        clock_seconds=clock,
        time_bank_seconds=bank,
    )
    return home_options(checked, cash=game is GameKind.CASH)


def home_options(config: TableConfig, *, cash: bool) -> TableConfig:
    """The configuration with its home-game options checked (a match has none).

    Raises:
        InvalidAmount: A bomb pot interval that is not 0 to 1,000 hands.
    """
    every = parse_amount(config.bomb_pot_every, what="bomb_pot_interval", minimum=0, maximum=1000)
    return replace(
        config,
        run_it_twice=bool(config.run_it_twice) and cash,
        bomb_pot_every=every if cash else 0,
        rabbit_hunt=bool(config.rabbit_hunt) and cash,
    )


def config_to_dict(config: TableConfig) -> dict[str, object]:
    """A JSON-safe form of a configuration."""
    return {
        "game": config.game.value,
        "small_blind": config.small_blind,
        "big_blind": config.big_blind,
        "betting": config.betting,
        "seats": config.seats,
        "min_buy_in": config.min_buy_in,
        "max_buy_in": config.max_buy_in,
        "straddle": config.straddle,
        "ante": config.ante,
        "ante_type": config.ante_type,
        "clock_seconds": config.clock_seconds,
        "time_bank_seconds": config.time_bank_seconds,
        "run_it_twice": config.run_it_twice,
        "bomb_pot_every": config.bomb_pot_every,
        "rabbit_hunt": config.rabbit_hunt,
    }


def config_from_dict(data: Mapping[str, object]) -> TableConfig:
    """A configuration back from :func:`config_to_dict` (checked again).

    Raises:
        ValueError: The data is not a configuration.
    """
    try:
        config = TableConfig(
            game=GameKind(str(data["game"])),
            small_blind=_int(data["small_blind"]),
            big_blind=_int(data["big_blind"]),
            betting=str(data["betting"]),
            seats=_int(data["seats"]),
            min_buy_in=_int(data["min_buy_in"]),
            max_buy_in=_int(data["max_buy_in"]),
            straddle=bool(data["straddle"]),
            ante=_int(data["ante"]),
            ante_type=str(data.get("ante_type", "every")),
            clock_seconds=_int(data["clock_seconds"]),
            time_bank_seconds=_int(data["time_bank_seconds"]),
            run_it_twice=bool(data.get("run_it_twice", False)),
            bomb_pot_every=_int(data.get("bomb_pot_every", 0)),
            rabbit_hunt=bool(data.get("rabbit_hunt", False)),
        )
        return checked_config(config)
    except (KeyError, TypeError, InvalidAmount, NotAllowed) as error:
        raise ValueError(f"not a table configuration: {error}") from error


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, not {value!r}")
    return value


def sng_schedule(config: TableConfig, hands_per_level: int) -> BlindSchedule:
    """A sit-and-go's levels: the configured blinds first, then the default levels above them.

    >>> schedule = sng_schedule(TableConfig(small_blind=5, big_blind=10), 10)
    >>> [(level.small_blind, level.big_blind) for level in schedule.levels[:3]]
    [(5, 10), (10, 20), (15, 30)]
    """
    first = BlindLevel(small_blind=config.small_blind, big_blind=config.big_blind, ante=config.ante)
    rest = tuple(
        level for level in DEFAULT_SIT_AND_GO_SCHEDULE.levels if level.big_blind > config.big_blind
    )
    return BlindSchedule(
        levels=(first, *rest),
        unit=LevelUnit.HANDS,
        length=hands_per_level,
        antes_from=1 if config.ante else DEFAULT_SIT_AND_GO_SCHEDULE.antes_from,
    )


@dataclass(slots=True)
class FormatState:
    """How far a heads-up match or a sit-and-go has come (nothing for a cash table)."""

    tournament_id: int | None = None
    """The store's tournament behind a match or sit-and-go (its entries and prize pool)."""
    entrants: list[int] = field(default_factory=list)
    """Entrants' user ids in order of entry."""
    starting_stack: int = 0
    """Chips each entrant starts with."""
    hands_played: int = 0
    """Hands settled since the start (voided hands do not count)."""
    places: dict[int, int] = field(default_factory=dict)
    """Finishing places decided so far, by user id."""
    schedule: BlindSchedule | None = None
    """A sit-and-go's blind levels."""
    match: HeadsUpMatch | None = None
    """A heads-up match's progress, once started."""
    finished: bool = False
    """The match or tournament is over and paid."""
    conducted: bool = False
    """A table of a multi-table tournament: its conductor places, pays, moves and deals."""

    def level_index(self) -> int:
        """The 0-based blind level now on (always 0 without a schedule)."""
        if self.schedule is None:
            return 0
        return self.schedule.level_index_for(self.hands_played)

    def to_dict(self) -> dict[str, object]:
        """A JSON-safe form."""
        return {
            "tournament_id": self.tournament_id,
            "entrants": list(self.entrants),
            "starting_stack": self.starting_stack,
            "hands_played": self.hands_played,
            "places": [[user, place] for user, place in sorted(self.places.items())],
            "schedule": None if self.schedule is None else self.schedule.to_dict(),
            "match": None if self.match is None else self.match.to_dict(),
            "finished": self.finished,
            "conducted": self.conducted,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> FormatState:
        """Back from :meth:`to_dict`.

        Raises:
            ValueError: Malformed data.
        """
        schedule = data.get("schedule")
        match = data.get("match")
        entrants = data.get("entrants", [])
        places = data.get("places", [])
        if not isinstance(entrants, list) or not isinstance(places, list):
            raise ValueError("malformed format state")
        tournament_id = data.get("tournament_id")
        return cls(
            tournament_id=None if tournament_id is None else _int(tournament_id),
            entrants=[_int(user) for user in entrants],
            starting_stack=_int(data.get("starting_stack", 0)),
            hands_played=_int(data.get("hands_played", 0)),
            places={_int(pair[0]): _int(pair[1]) for pair in places},
            schedule=None
            if schedule is None
            else BlindSchedule.from_dict(_mapping(schedule, "schedule")),
            match=None if match is None else HeadsUpMatch.from_dict(_mapping(match, "match")),
            finished=bool(data.get("finished", False)),
            conducted=bool(data.get("conducted", False)),
        )


def _mapping(value: object, what: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise ValueError(f"malformed {what}")
    return value


def hand_config(config: TableConfig, level: BlindLevel | None) -> HandConfig:
    """The engine's terms for the next hand (a sit-and-go's level overrides the blinds)."""
    small, big, ante = config.small_blind, config.big_blind, config.ante
    if level is not None:
        small, big, ante = level.small_blind, level.big_blind, level.ante
    return HandConfig(
        structure=STRUCTURES[config.betting],
        small_blind=small,
        big_blind=big,
        ante=ante,
        ante_mode=AnteMode.BIG_BLIND if config.ante_type == "big_blind" else AnteMode.EVERY_PLAYER,
        straddle=config.straddle,
    )


_HEADS_UP_MOVES = frozenset(
    {Move.FOLD, Move.CHECK, Move.CALL, Move.HALF_POT, Move.POT, Move.ALL_IN}
)
_POT_SIZES: dict[Move, RaiseChoice] = {
    Move.HALF_POT: RaiseChoice.HALF_POT,
    Move.POT: RaiseChoice.POT,
}
"""The pot-sized buttons and the engine's name for the size each makes: its arithmetic, once."""


def action_for(
    hand: HandState, seat: int, move: Move | str, amount: object, *, game: GameKind
) -> Action:
    """The engine action a move asks for; amounts are checked as typed chips first.

    Raises:
        InvalidAmount: A missing, malformed or out-of-range amount.
        NotAllowed: A move this format or this moment does not offer.
    """
    try:
        move = Move(move)
    except ValueError:
        raise NotAllowed(
            "That is not something you can do at the table.", code="act.unknown"
        ) from None
    if game is GameKind.HEADS_UP and move not in _HEADS_UP_MOVES:
        raise NotAllowed(
            "In the heads-up match you raise with ½ pot, Pot or All-in.", code="act.headsup_raises"
        )
    legal = hand.legal_actions(seat)
    chips = hand.chips_of(seat)
    total = 0 if chips is None else chips[0] + chips[1]
    if move is Move.FOLD:
        return Action.fold()
    if move is Move.CHECK:
        return Action.check()
    if move is Move.CALL:
        return Action.call()
    if move is Move.ALL_IN:
        return Action.all_in()
    opening = legal.can_bet
    if move is Move.MIN_RAISE:
        if legal.min_raise_to is None:
            raise NotAllowed("You cannot raise now.", code="act.cannot_raise")
        raise_to = legal.min_raise_to
    elif move in _POT_SIZES:
        chosen = legal.raise_choice_to(_POT_SIZES[move])
        if chosen is None:
            raise NotAllowed("You cannot raise now.", code="act.cannot_raise")
        raise_to = chosen
    else:
        what = "bet" if opening else "raise"
        # the betting check comes first: a raise above the table's limit is refused with
        # the limit, and only at no-limit (where the stack is the limit) with the stack
        raise_to = parse_amount(amount, what=what, minimum=1, maximum=MAX_CHIPS)
        if legal.min_raise_to is None or legal.max_raise_to is None:
            raise NotAllowed(
                "You cannot bet or raise now: you may call, check or fold.", code="act.cannot_bet"
            )
        if raise_to == total and legal.all_in_to == total:
            return Action.all_in()
        if raise_to < legal.min_raise_to:
            raise InvalidAmount(
                f"The smallest {what} you can make is to {legal.min_raise_to:,}.",
                code="raise.too_small",
                kind=what,
                n=legal.min_raise_to,
            )
        if raise_to > total and legal.max_raise_to == total:
            raise InsufficientChips(raise_to, total, where="stack")
        if raise_to > legal.max_raise_to:
            raise InvalidAmount(
                f"The largest {what} you can make is to {legal.max_raise_to:,}.",
                code="raise.too_large",
                kind=what,
                n=legal.max_raise_to,
            )
    if raise_to == total and legal.all_in_to == total:
        return Action.all_in()
    return Action.bet(raise_to) if opening else Action.raise_to(raise_to)


DEFAULT_BUY_IN_BIG_BLINDS = 100
"""A cash table's default buy-in, in big blinds (``/poker join`` without an amount)."""


def default_buy_in(config: TableConfig) -> int:
    """A cash table's default buy-in: 100 big blinds, within the table's buy-in range.

    >>> default_buy_in(TableConfig(big_blind=10, min_buy_in=400, max_buy_in=2000))
    1000
    >>> default_buy_in(TableConfig(big_blind=10, min_buy_in=400, max_buy_in=800))
    800
    """
    wanted = DEFAULT_BUY_IN_BIG_BLINDS * config.big_blind
    return max(config.min_buy_in, min(config.max_buy_in, wanted))


def legal_view(hand: HandState, user_id: int, *, game: GameKind) -> LegalView | None:
    """The buttons for the player to act (None when nobody is to act in a betting round)."""
    seat = hand.to_act
    if seat is None or hand.is_over:
        return None
    legal = hand.legal_actions(seat)
    if not legal.can_fold:
        return None
    chips = hand.chips_of(seat)
    assert chips is not None  # noqa: S101 - the seat to act is dealt in
    total = chips[0] + chips[1]
    can_raise = legal.can_bet or legal.can_raise
    low = legal.min_raise_to
    quick: list[QuickRaise] = []
    if can_raise and low is not None:
        heads_up = game is GameKind.HEADS_UP
        candidates: list[tuple[Move, int | None]] = []
        if not heads_up:
            candidates.append((Move.MIN_RAISE, low))
        for move, choice in _POT_SIZES.items():  # the engine's arithmetic, as action_for
            candidates.append((move, legal.raise_choice_to(choice)))
        seen: set[int] = set()
        for move, raise_to in candidates:
            if raise_to is None or raise_to in seen or (heads_up and raise_to == total):
                continue
            seen.add(raise_to)
            quick.append(QuickRaise(move, raise_to))
        if legal.all_in_to is not None and total not in seen:
            quick.append(QuickRaise(Move.ALL_IN, total))
    return LegalView(
        user_id=user_id,
        can_check=legal.can_check,
        call_amount=legal.call_amount,
        can_raise=can_raise,
        is_bet=legal.can_bet,
        min_raise_to=low,
        max_raise_to=legal.max_raise_to,
        all_in_to=total,
        quick_raises=tuple(quick),
        free_amounts=game is not GameKind.HEADS_UP,
        can_all_in=can_raise and legal.all_in_to is not None,
    )
