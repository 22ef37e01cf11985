"""The home-game options at a cash table: bomb pots, running it twice, the rabbit hunt.

Functions of a :class:`~cardroom._live_table.LiveTable` that decide and compute, and return what
changes; the session applies it, with the table's lock held, and makes the store calls.

- **Bomb pot** (RULES "Home-game options"): every player dealt in antes
  :func:`bomb_ante` (two big blinds) instead of the blinds, and the betting starts on the
  flop. It comes every ``bomb_pot_every`` hands, or once after every seated player who is
  in has voted for it (``/poker bomb``).
- **Run it twice**: when the all-in players of a hand are offered to run the board twice,
  each answers with a button; the offer runs :data:`RUN_TWICE_SECONDS`, and a player who
  has not answered by then says no (the first no runs the board once). The answers are
  part of the hand's saved state and are given again when the hand is restored.
- **Rabbit hunt**: after a hand that ended before the river, anyone may ask for the cards
  that would have come, dealt from a copy of the hand's own deck (the first hunt is shown
  to the channel).
"""

from __future__ import annotations

from cardroom._live_table import LiveTable
from cardroom.errors import NotAllowed, NotSeated, StaleButton
from cardroom.views import GameKind, RabbitView

__all__ = [
    "RUN_TWICE_SECONDS",
    "bomb_ante",
    "bomb_due",
    "offer_clock",
    "pause_offer",
    "rabbit",
    "resume_offer",
    "vote_bomb",
]

RUN_TWICE_SECONDS = 20.0
"""How long the all-in players have to agree to run it twice."""


def bomb_ante(table: LiveTable) -> int:
    """A bomb pot's ante: two big blinds from everyone dealt in."""
    return 2 * table.config.big_blind


def bomb_due(table: LiveTable) -> int:
    """The ante if the next hand is a bomb pot (every N hands, or voted), else 0."""
    if table.game is not GameKind.CASH:
        return 0
    every = table.config.bomb_pot_every
    if table.bomb_next or (every and (table.hand_no + 1) % every == 0):
        return bomb_ante(table)
    return 0


def vote_bomb(table: LiveTable, user_id: int) -> tuple[frozenset[int], int]:
    """The votes for a bomb pot next with ``user_id``'s counted, and the players needed.

    Every seated player who is in must vote; once they have, the next hand is one.

    Raises:
        NotSeated: The voter has no seat.
        NotAllowed: A match or sit-and-go (bomb pots are for cash tables).
    """
    if table.game is not GameKind.CASH:
        raise NotAllowed.coded("options.cash_only")
    if table.seat_of(user_id) is None:
        raise NotSeated()
    voters = {user for user in table.seats.values() if user not in table.sitting_out}
    return frozenset((table.bomb_votes | {user_id}) & voters), len(voters)


def offer_clock(table: LiveTable, now: float) -> float | None:
    """The deadline of an offer to run it twice: set when one opens, None once answered."""
    hand = table.hand
    pending = hand is not None and not hand.is_over and bool(hand.run_twice_pending)
    if not pending:
        return None
    if table.run_twice_deadline is None:
        return now + RUN_TWICE_SECONDS
    return table.run_twice_deadline


def pause_offer(table: LiveTable, now: float) -> float | None:
    """The table pauses: the seconds the offer to run it twice has left (None: no offer).

    The session keeps them as :attr:`LiveTable.offer_left`: the offer's clock stops too.
    """
    if table.run_twice_deadline is None:
        return None
    return max(0.0, table.run_twice_deadline - now)


def resume_offer(table: LiveTable, now: float, grace: float) -> float | None:
    """The table resumes: the offer's new deadline, with what it had left and at least ``grace``."""
    left = table.offer_left
    if left is None or table.run_twice_deadline is None:
        return table.run_twice_deadline
    return now + max(left, grace)


def rabbit(table: LiveTable, hand_no: int) -> RabbitView:
    """The rabbit of the last hand (its number ``hand_no``), for a button after it.

    Raises:
        NotAllowed: The table doesn't hunt rabbits, or the hand ran to the river.
        StaleButton: Another hand has ended since.
    """
    if not table.config.rabbit_hunt:
        raise NotAllowed.coded("rabbit.off")
    last = table.last_hand
    kept = last is None and table.kept_rabbit is not None
    if (last is None and not kept) or table.hand is not None or hand_no != table.hand_no:
        raise StaleButton()
    hunt = table.rabbit()  # the hand's, or after a restart the one saved with the table
    if hunt is None:
        raise NotAllowed.coded("rabbit.none")
    first = not table.rabbit_shown
    return RabbitView(hand_no, hunt.board, hunt.cards, first)
