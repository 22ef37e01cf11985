"""Computer players in a multi-table tournament: who they are and what members are paid.

Computer players (``bots:``) fill a field on a server that allows them. Their seats are
freerolls: no chips come from any bankroll for them, so the prize pool is the members'
entries alone, and they win nothing. The payout table is the members' (as many places as
the members alone would pay), and the paid places go to members in their order of finish
among members: a robot's finish takes no prize and moves nobody down a place.

>>> member_prizes((Finish(-101, 3, 3), Finish(7, 4, 4)), members_after=1, prizes=(60, 40))
{7: 40, -101: 0}
"""

from __future__ import annotations

from collections.abc import Sequence

from cardroom.robots import ROBOT_STYLES, is_robot, new_robot_id
from cardroom.tournament.finish import Finish, place_prizes

__all__ = ["member_prizes", "members", "robot_entrants"]

_STYLES = tuple(style for style in ROBOT_STYLES if style != "match")
"""The styles a tournament's robots play, in turn (the match style is the heads-up game's)."""


def robot_entrants(count: int, taken: Sequence[int]) -> tuple[int, ...]:
    """Ids for ``count`` more computer players, their styles in turn, none of ``taken``.

    >>> robot_entrants(3, [5, -101])
    (-202, -303, -104)
    """
    chosen: list[int] = []
    have = len([user for user in taken if is_robot(user)])
    for index in range(have, have + count):
        chosen.append(new_robot_id(_STYLES[index % len(_STYLES)], [*taken, *chosen]))
    return tuple(chosen)


def members(players: Sequence[int]) -> int:
    """How many of ``players`` are members (not computer players).

    >>> members([1, -101, 2])
    2
    """
    return sum(1 for player in players if not is_robot(player))


def member_prizes(
    finishes: Sequence[Finish], *, members_after: int, prizes: Sequence[int]
) -> dict[int, int]:
    """The prizes of one boundary's finishers when computer players share the field.

    ``members_after`` counts the members still in after these finishes; ``prizes`` is the
    members' payout table. Members finishing now take the places below those members,
    ties (a shared overall place) still shared; computer players get nothing.

    >>> member_prizes((Finish(1, 2, 3), Finish(2, 2, 3), Finish(-101, 1, 1)),
    ...               members_after=0, prizes=(70, 30))
    {1: 50, 2: 50, -101: 0}
    """
    ranked = sorted((f for f in finishes if not is_robot(f.player)), key=lambda f: f.best)
    places: list[Finish] = []
    index = 0
    while index < len(ranked):
        span = (ranked[index].best, ranked[index].worst)
        group = [f.player for f in ranked[index:] if (f.best, f.worst) == span]
        best = members_after + 1 + index
        places += [Finish(player, best, best + len(group) - 1) for player in group]
        index += len(group)
    paid = place_prizes(places, prizes)
    paid.update({f.player: 0 for f in finishes if is_robot(f.player)})
    return paid
