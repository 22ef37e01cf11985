"""Where the blinds go between hands: the dead-button rule, missed blinds, entering posts.

The card rooms' rule (``docs/RULES.md``, "Table and button"): **the big blind moves forward
exactly one player each hand.** The next hand's big blind is the first player to the left
of the last big blind who can play; the small blind is the seat that held the big blind
last hand and the button the seat that held the small blind, whoever sits there now. Where
that player has gone, the small blind is dead (nobody posts it) or the button is dead (it
stays on a seat nobody plays from). So nobody posts the big blind twice in a row, and
nobody skips it because a player busted, left or sat out.

:func:`next_deal` applies the rule to plain seat numbers and answers with a :class:`Deal`:
the button, the blinds, who is dealt in and what players coming in post (:class:`Post`),
and what each seated player owes afterwards (a new player owes a big blind; a player
sitting out owes the blinds that passed them). :class:`~holdem.table.TableState` keeps the
table between hands and calls it, and turns the deal into the live blinds and dead money
that :meth:`~holdem.hand.HandState.start` posts.

Seats go round clockwise, 0 to 9 and back to 0.

>>> deal = next_deal(candidates=[0, 1, 3], seated=[0, 1, 2, 3],
...                  button=0, small_blind=1, big_blind=2)   # seat 2 busted as big blind
>>> deal.big_blind, deal.small_blind, deal.button, deal.dead_small_blind, deal.seats
(3, 2, 1, True, (0, 1, 3))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum, unique
from types import MappingProxyType

from holdem.errors import ActionNotAvailable

__all__ = ["MAX_SEATS", "Deal", "Post", "next_deal", "owe_more"]

MAX_SEATS = 10
"""Seats are numbered 0 to 9, clockwise."""


@unique
class Post(StrEnum):
    """What a player owes before being dealt in: posted to play at once, or waited out.

    A player who waits for the big blind instead owes nothing once it reaches them.
    """

    BIG = "big"
    """A big blind, live (it counts toward the player's bet): a new player at a cash table."""
    BIG_AND_SMALL = "big_and_small"
    """A big blind live and a small blind dead (straight into the pot): missed the big blind."""
    SMALL = "small"
    """A small blind dead: missed only the small blind."""

    @property
    def is_live(self) -> bool:
        """Whether it includes a live big blind."""
        return self is not Post.SMALL

    @property
    def is_dead(self) -> bool:
        """Whether it includes a dead small blind."""
        return self is not Post.BIG


def owe_more(owed: Post | None, missed: Post) -> Post:
    """What a player owes after missing ``missed`` on top of ``owed``.

    A new player owes one big blind however long they wait; a player who missed the big
    blind owes both blinds.

    >>> owe_more(None, Post.SMALL), owe_more(Post.SMALL, Post.BIG_AND_SMALL)
    (<Post.SMALL: 'small'>, <Post.BIG_AND_SMALL: 'big_and_small'>)
    >>> owe_more(Post.BIG, Post.BIG_AND_SMALL)
    <Post.BIG: 'big'>
    """
    if owed is None:
        return missed
    if owed is Post.BIG or owed is Post.BIG_AND_SMALL:
        return owed
    return missed  # owed only the small blind: missing anything more is at least as much


def _frozen(mapping: Mapping[int, Post]) -> Mapping[int, Post]:
    return MappingProxyType(dict(sorted(mapping.items())))


@dataclass(frozen=True, slots=True, kw_only=True)
class Deal:
    """Where the blinds are in the next hand, who is dealt in and what they post.

    For a hand of two players the button is the small blind (and :attr:`small_blind` is
    the button's seat); otherwise :attr:`button` may be a seat that is not dealt in (a
    dead button) and :attr:`dead_small_blind` says nobody posts the small blind.
    """

    button: int
    """The button's seat (for :meth:`~holdem.hand.HandState.start`)."""
    small_blind: int
    """The seat of the small blind, posted or dead."""
    big_blind: int
    """The seat posting the big blind."""
    seats: tuple[int, ...]
    """The seats dealt in, in seat order."""
    dead_small_blind: bool = False
    """Nobody posts the small blind: the player who held the big blind has gone."""
    posts: Mapping[int, Post] = field(default_factory=lambda: _frozen({}))
    """What the players coming in post besides the blinds, by seat."""
    owes: Mapping[int, Post] = field(default_factory=lambda: _frozen({}))
    """What every seated player owes once this hand is dealt (missed blinds added)."""


def _after(seat: int, seats: list[int]) -> int:
    """The first of ``seats`` (sorted, not empty) clockwise after ``seat``."""
    return next((s for s in seats if s > seat), seats[0])


def _before(seat: int, seats: list[int]) -> int:
    """The first of ``seats`` (sorted, not empty) counter-clockwise before ``seat``."""
    return next((s for s in reversed(seats) if s < seat), seats[-1])


def _between(start: int, end: int, seat: int) -> bool:
    """Whether ``seat`` lies strictly between ``start`` and ``end``, going clockwise."""
    return 0 < (seat - start) % MAX_SEATS < (end - start) % MAX_SEATS


def next_deal(
    *,
    candidates: Iterable[int],
    seated: Iterable[int] = (),
    owes: Mapping[int, Post] | None = None,
    posting: Iterable[int] = (),
    button: int | None = None,
    small_blind: int | None = None,
    big_blind: int | None = None,
    redeal: bool = False,
    tournament: bool = False,
) -> Deal:
    """The next hand's button, blinds and players, by the dead-button rule.

    ``candidates`` are the seats that may play (seated with chips; at a cash table not
    sitting out), ``seated`` every occupied seat. ``owes`` says what players not yet dealt
    in owe, and ``posting`` which of them post it to play at once (the others wait for the
    big blind). ``button``, ``small_blind`` and ``big_blind`` are the last hand's seats;
    ``redeal`` deals the last hand again (after a misdeal). With no last big blind known
    (a table's first hand) everyone who may play is dealt in and the button moves to the
    next of them. In a ``tournament`` everyone who may play is dealt in and nobody owes.

    At a cash table a player who owes blinds is dealt in when the big blind reaches them,
    or at once if they post, unless their seat is on the button or between it and the big
    blind (they wait until the button has passed). The blinds passing a seated player who
    cannot play are owed: the small blind dead, or, if the big blind passed, both. When
    that leaves fewer than two players, the game starts afresh: everyone who may play is
    dealt in, owing nothing, and the big blind still moves forward one player.

    >>> # heads-up, seat 5 on the button; a new player in seat 3 waits for the big blind
    >>> deal = next_deal(candidates=[0, 3, 5], owes={3: Post.BIG},
    ...                  button=5, small_blind=5, big_blind=0)
    >>> deal.big_blind, deal.button, deal.seats
    (3, 5, (0, 3, 5))

    Raises:
        ActionNotAvailable: if fewer than two players may play.
    """
    cands = sorted(set(candidates))
    if len(cands) < 2:
        raise ActionNotAvailable("At least two players with chips are needed to deal.")
    owed = {} if tournament or owes is None else dict(owes)
    if big_blind is None:
        return _first_deal(cands, button, owed, redeal=redeal)
    again = False
    if redeal and button is not None and small_blind is not None and big_blind in cands:
        if button != small_blind:  # the same blinds; what they passed is owed already
            again = True
            btn, sb, bb = button, small_blind, big_blind
        elif button in cands:  # a heads-up hand again
            for seat in (button, big_blind):
                owed.pop(seat, None)
            return Deal(
                button=button,
                small_blind=button,
                big_blind=big_blind,
                seats=tuple(sorted((button, big_blind))),
                owes=_frozen(owed),
            )
    if not again:
        btn, sb, bb = _moved_blinds(small_blind, big_blind, cands)
    missed = {} if tournament or again else _missed(set(seated) - set(cands), sb, bb)
    posts: dict[int, Post] = {}
    if tournament:
        inside = [s for s in cands if s != sb and _between(btn, sb, s)]
        if inside:  # nobody sits out of the blinds: the button moves up to them
            btn = max(inside, key=lambda s: (s - btn) % MAX_SEATS)
        dealt = cands
    else:
        dealt, posts = _dealt_in(cands, owed, set(posting), btn, sb, bb)
    if len(dealt) < 2:  # the game starts afresh, the big blind still moving forward
        dealt, posts = cands, {}
        if len(cands) > 2:
            sb = _before(bb, cands)
            btn = _before(sb, cands)
    for seat in dealt:
        owed.pop(seat, None)
    for seat, post in missed.items():
        owed[seat] = owe_more(owed.get(seat), post)
    if len(dealt) == 2:
        other = dealt[0] if dealt[1] == bb else dealt[1]
        return Deal(
            button=other, small_blind=other, big_blind=bb, seats=tuple(dealt), owes=_frozen(owed)
        )
    return Deal(
        button=btn,
        small_blind=sb,
        big_blind=bb,
        seats=tuple(dealt),
        dead_small_blind=sb not in dealt,
        posts=_frozen(posts),
        owes=_frozen(owed),
    )


def _moved_blinds(
    small_blind: int | None, big_blind: int, cands: list[int]
) -> tuple[int, int, int]:
    """The button, small and big blind seats once the big blind moves forward one player."""
    bb = _after(big_blind, cands)
    sb = big_blind
    if (
        small_blind is not None
        and small_blind not in (sb, bb)
        and not _between(sb, bb, small_blind)
    ):
        return small_blind, sb, bb
    # out of heads-up, the big blind passed the button: right of the small blind
    return (sb - 1) % MAX_SEATS, sb, bb


def _first_deal(
    cands: list[int], button: int | None, owed: dict[int, Post], *, redeal: bool
) -> Deal:
    """A deal with no last big blind known: all in, the button to the next of them."""
    if button is None:
        btn = cands[0]
    elif redeal and button in cands:
        btn = button
    else:
        btn = _after(button, cands)
    if len(cands) == 2:
        sb = btn
        bb = _after(btn, cands)
    else:
        sb = _after(btn, cands)
        bb = _after(sb, cands)
    for seat in cands:
        owed.pop(seat, None)
    return Deal(button=btn, small_blind=sb, big_blind=bb, seats=tuple(cands), owes=_frozen(owed))


def _dealt_in(
    cands: list[int], owed: Mapping[int, Post], posting: set[int], btn: int, sb: int, bb: int
) -> tuple[list[int], dict[int, Post]]:
    """Who a cash table deals in around these blinds, and what those coming in post."""
    dealt: list[int] = []
    posts: dict[int, Post] = {}
    for seat in cands:
        on_the_way = seat == btn or _between(btn, bb, seat)  # the button must pass it first
        if seat == bb:
            dealt.append(seat)
        elif seat in owed:
            if seat in posting and not on_the_way:
                dealt.append(seat)
                posts[seat] = owed[seat]
        elif seat in (sb, btn) or not on_the_way:
            dealt.append(seat)
        # else: between the button and the small blind; only an odd table gets here
    return dealt, posts


def _missed(away: set[int], sb: int, bb: int) -> dict[int, Post]:
    """What the seated players who cannot play miss: the small blind, or both blinds."""
    missed: dict[int, Post] = {}
    for seat in away:
        if seat == sb:
            missed[seat] = Post.SMALL
        elif _between(sb, bb, seat):
            missed[seat] = Post.BIG_AND_SMALL
    return missed
