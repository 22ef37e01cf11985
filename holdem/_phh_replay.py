"""Replaying a PHH hand history through our engine (:func:`holdem.phh.replay`).

Private part of :mod:`holdem.phh`. The history's stakes become a :class:`HandConfig` (or are
refused when our house rules cannot express them), its dealt cards stack a scripted deck
(unknown cards filled in, a hand mucked unseen with the weakest cards left), and its actions
are fed to a :class:`HandState` one by one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from holdem._phh_toml import Act, Variant, parse_action
from holdem.actions import Action
from holdem.betting import AnteMode, BettingStructure, HandConfig, Street
from holdem.cards import FULL_DECK, Card
from holdem.deck import Deck
from holdem.errors import HoldemError, IllegalAction, InvalidNotation, NotYourTurn
from holdem.hand import HandState

if TYPE_CHECKING:
    from holdem.phh import HandHistory

__all__ = ["replay"]

# --------------------------------------------------------------------------------------------
# Into our engine: replay


_Forced = dict[str, "int | dict[int, int]"]
"""Keywords of :meth:`HandState.start` for the forced bets (straddle, blinds, dead)."""


def _config(history: HandHistory) -> tuple[HandConfig, _Forced]:
    """Our hand config and forced bets for a history's stakes; refuse what we cannot play.

    In the replay each player's seat is their position (PHH order); heads-up PokerKit reads
    the blind and ante lists the other way round (the big blind, ``p1``, posts the second).
    """
    count = history.player_count
    blinds = history.blinds_or_straddles
    field = f"blinds_or_straddles {list(blinds)}"

    def seat(i: int) -> int:
        return 1 - i if count == 2 else i

    if any(b < 0 for b in blinds):
        raise InvalidNotation(f"{field}: a blind cannot be negative.")
    big = blinds[1] or max(blinds)
    if not big:
        raise InvalidNotation(f"{field}: nobody posts a blind; our hands need a big blind.")
    small = blinds[0]
    if small > big:
        raise InvalidNotation(f"{field}: the small blind {small} is above the big blind {big}.")
    forced: _Forced = {}
    rest = blinds[2:] if count >= 3 else ()
    if small and blinds[1] and not any(rest):
        pass  # the small and big blind
    elif small and blinds[1] and rest[0] == 2 * big and not any(rest[1:]):
        forced["straddle"] = 2
    else:
        top = max(blinds)
        posters = [i for i, b in enumerate(blinds) if b == top]
        if count >= 3 and len(posters) > 1:
            raise InvalidNotation(
                f"{field}: p{posters[-1] + 1} posts the largest blind {top} after "
                f"p{posters[0] + 1}. PokerKit starts the action left of the last such post; "
                "our rules left of the first (a later post acts in turn)."
            )
        if history.variant is Variant.FIXED_LIMIT_TEXAS_HOLDEM and top > big:
            raise InvalidNotation(
                f"{field}: in fixed limit only a straddle of twice the big blind, left of "
                "the big blind, is supported."
            )
        forced["blinds"] = {seat(i): b for i, b in enumerate(blinds) if b}
    antes = history.antes
    if any(a < 0 for a in antes):
        raise InvalidNotation(f"antes {list(antes)}: an ante cannot be negative.")
    ante, mode = antes[0], AnteMode.EVERY_PLAYER
    if len(set(antes)) > 1:
        ante = 0
        if antes[1] and not any(antes[:1] + antes[2:]) and "blinds" not in forced:
            ante, mode = antes[1], AnteMode.BIG_BLIND  # the big blind's ante for the table
        else:  # antes that differ per player: dead money, as PokerKit has them
            forced["dead"] = {seat(i): a for i, a in enumerate(antes) if a}
    if history.variant is Variant.NO_LIMIT_TEXAS_HOLDEM:
        structure = BettingStructure.NO_LIMIT
        if history.min_bet != big:
            raise InvalidNotation(f"min_bet {history.min_bet}: must equal the big blind {big}.")
    else:
        structure = BettingStructure.FIXED_LIMIT
        if history.small_bet != big or history.big_bet != 2 * big:
            raise InvalidNotation(
                f"small_bet {history.small_bet}, big_bet {history.big_bet}: must be the big "
                f"blind {big} and twice it."
            )
    try:
        config = HandConfig(
            structure=structure,
            small_blind=small or max(1, big // 2),  # no small blind posted: only nominal
            big_blind=big,
            ante=ante,
            ante_mode=mode,
            straddle="straddle" in forced,
        )
    except ValueError as error:
        raise InvalidNotation(str(error)) from None
    return config, forced


def _deal_plan(history: HandHistory, acts: Sequence[Act]) -> tuple[list[list[Card]], list[Card]]:
    """The hole cards and board to stack the deck with; unknown cards are filled in."""
    count = history.player_count
    holes: list[list[Card | None]] = [[] for _ in range(count)]
    shown: dict[int, tuple[Card | None, ...]] = {}
    board: list[Card | None] = []
    mucked: set[int] = set()
    for act in acts:
        if act.verb == "dh" and act.player is not None:
            holes[act.player].extend(act.cards)
        elif act.verb == "db":
            board.extend(act.cards)
        elif act.verb == "sm" and act.player is not None:
            if act.cards:
                shown[act.player] = act.cards
            else:
                mucked.add(act.player)
    for player, cards in shown.items():
        hole = holes[player]
        if len(cards) != len(hole):
            raise InvalidNotation(f"p{player + 1} shows {len(cards)} cards but holds {len(hole)}.")
        for i, card in enumerate(cards):
            if hole[i] is not None and card is not None and hole[i] != card:
                raise InvalidNotation(f"p{player + 1} shows {card}, which they were not dealt.")
            if hole[i] is None:
                hole[i] = card
    for player, hole in enumerate(holes):
        if len(hole) != 2:
            raise InvalidNotation(f"p{player + 1} must be dealt two hole cards, not {len(hole)}.")
    if len(board) > 5:
        raise InvalidNotation(f"The board has {len(board)} cards; Texas Hold'em has five.")
    known = [c for c in (*(c for h in holes for c in h), *board) if c is not None]
    repeated = sorted({str(c) for c in known if known.count(c) > 1})
    if repeated:
        raise InvalidNotation(f"Card {repeated[0]} is dealt twice.")
    spare = [c for c in FULL_DECK if c not in set(known)]
    filled_board = [c if c is not None else spare.pop() for c in board]
    for player in sorted(mucked, key=lambda p: holes[p].count(None), reverse=True):
        if None in holes[player] and len(filled_board) == 5:
            holes[player] = list(_weakest_hole(holes[player], filled_board, spare))
    full_holes = [[c if c is not None else spare.pop(0) for c in hole] for hole in holes]
    return full_holes, filled_board


def _weakest_hole(
    hole: Sequence[Card | None], board: Sequence[Card], spare: list[Card]
) -> tuple[Card, ...]:
    """Fill a mucked, unseen hand with the weakest spare cards: it must not win by accident."""
    from holdem.evaluator import evaluate

    known = [c for c in hole if c is not None]
    need = len(hole) - len(known)
    best: tuple[Card, ...] = ()
    best_value = 0
    for extra in combinations(spare, need):
        value = evaluate((*known, *extra, *board)).value
        if not best or value < best_value:
            best, best_value = extra, value
    for card in best:
        spare.remove(card)
    return (*known, *best)


def replay(history: HandHistory) -> tuple[int, ...]:
    """Play a hand history through our engine; the finishing stacks, in PHH order.

    Hidden hole cards (``????``) are filled with unused cards (for a hand mucked unseen, the
    weakest there are). The history's own ``finishing_stacks`` are not consulted.

    >>> from holdem.phh import loads
    >>> replay(loads('''
    ... variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 6", "p1 f", "p2 f"]
    ... '''))
    (99, 98, 103)

    Raises:
        InvalidNotation: if the history is malformed or uses rules our engine does not play.
        IllegalAction: if an action is not legal (the reason names the action).
    """
    count = history.player_count
    acts = [parse_action(text, count, i) for i, text in enumerate(history.actions, 1)]
    config, forced = _config(history)
    holes, board = _deal_plan(history, acts)
    deck = Deck.scripted(dict(enumerate(holes)), board)
    stacks = dict(enumerate(history.starting_stacks))
    try:
        state = HandState.start(config, stacks, count - 1, deck, **forced)  # type: ignore[arg-type]
    except ValueError as error:
        raise InvalidNotation(f"The hand cannot start: {error}") from None
    run = _Replay(state)
    for number, (act, text) in enumerate(zip(acts, history.actions, strict=True), 1):
        try:
            run.step(act)
        except HoldemError as error:
            raise type(error)(f"Action {number} ({text!r}): {error.reason}") from None
    run.finish_showdown()
    seats = state.seats
    if not state.is_over:
        who = state.to_act
        player = "" if who is None else f" (p{seats.index(who) + 1} to act)"
        raise InvalidNotation(f"The history ends before the hand is over{player}.")
    final = state.stacks
    return tuple(final[seat] for seat in seats)


class _Replay:
    """Feeds parsed PHH actions to one of our hands."""

    def __init__(self, state: HandState) -> None:
        self.state = state
        self.seats = state.seats
        self.seen_board = 0
        self.pending: dict[int, bool] = {}  # seat -> show? (a PHH show/muck not yet asked)

    def _check_the_choiceless(self, seat: int | None) -> None:
        """Check for a player the history skips because they have no choice to make.

        Everyone else still in is all-in and their bet is matched (the others fold to a big
        blind whose only opponent is all-in for a forced bet): histories leave that check
        out, as PokerKit's own repair puts it back. ``seat`` is who the history has act next.
        """
        state = self.state
        while (
            state.street is not Street.SHOWDOWN
            and state.to_act is not None
            and state.to_act != seat
        ):
            legal = state.legal_actions()
            if not legal.can_check or legal.can_bet or legal.can_raise:
                return
            state.apply(state.to_act, Action.check())

    def step(self, act: Act) -> None:
        """Apply one PHH action; dealing lines are checked against what our dealer did."""
        state = self.state
        if act.verb != "dh":
            self._check_the_choiceless(None if act.player is None else self.seats[act.player])
        if act.verb == "db":
            board = state.board
            new = self.seen_board + len(act.cards)
            if len(board) < new:
                raise IllegalAction("The board is dealt before the betting round is over.")
            for card, dealt in zip(act.cards, board[self.seen_board : new], strict=True):
                if card is not None and card != dealt:
                    raise InvalidNotation(f"The board card {card} differs from {dealt}.")
            self.seen_board = new
            return
        if act.player is None or act.verb == "dh":
            return
        seat = self.seats[act.player]
        if act.verb in ("sm", "sh"):
            self.pending[seat] = act.verb == "sh" or bool(act.cards)
            self._settle_pending()
            return
        if state.to_act != seat:
            raise NotYourTurn(f"It is not p{act.player + 1}'s turn.")
        legal = state.legal_actions(seat)
        if act.verb == "f":
            action = Action.fold()
        elif act.verb == "cc":
            action = Action.check() if legal.can_check else Action.call()
        else:
            amount = act.amount or 0
            action = Action.bet(amount) if legal.can_bet else Action.raise_to(amount)
        state.apply(seat, action)
        self._settle_pending()

    def _settle_pending(self) -> None:
        """Give the engine the show-or-muck choices the history made, once it asks."""
        state = self.state
        while state.street is Street.SHOWDOWN and state.to_act in self.pending:
            seat = state.to_act
            show = self.pending.pop(seat)
            state.apply(seat, Action.show() if show else Action.muck())

    def finish_showdown(self) -> None:
        """Settle the choices the history leaves out: checks without a choice, mucks."""
        self._check_the_choiceless(None)
        self._settle_pending()
        state = self.state
        while state.street is Street.SHOWDOWN and state.to_act is not None:
            state.apply(state.to_act, Action.muck())
