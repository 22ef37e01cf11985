"""The order of finish: busts ranked, places shared, prizes of shared places, the bubble.

Players out in the same hand finish in the order of their chips at the start of that
hand, more chips higher; during hand for hand the hands dealt together at every table
count as one hand, so the owner passes the busts of all of them at once. Equal chips
share the places, and the prizes of those places are added up and split evenly
(:func:`place_prizes`).

>>> for place in finish([Bust(7, 300), Bust(8, 500), Bust(9, 300)], players_left=10):
...     print(place)
Finish(player=8, best=8, worst=8)
Finish(player=7, best=9, worst=10)
Finish(player=9, best=9, worst=10)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardroom.tournament.payouts import apportion

__all__ = ["Bust", "Finish", "finish", "hand_for_hand", "ordinal_places", "place_prizes"]


@dataclass(frozen=True, slots=True)
class Bust:
    """A player out of chips in a hand, and the chips they started that hand with."""

    player: int
    """The player's id."""
    start_chips: int
    """Their stack when the hand (or the hand-for-hand round) began."""


@dataclass(frozen=True, slots=True)
class Finish:
    """A player's place: ``best`` to ``worst`` (the same unless the place is shared)."""

    player: int
    """The player's id."""
    best: int
    """The best place of the places shared (1 = the winner)."""
    worst: int
    """The worst place of the places shared."""

    @property
    def shared(self) -> bool:
        """Whether others share this place."""
        return self.best != self.worst


def finish(busts: Sequence[Bust], *, players_left: int) -> tuple[Finish, ...]:
    """The places of the players out in one hand, best first.

    ``players_left`` counts the players in before the hand (the busted among them), so
    the busts take places ``players_left - len(busts) + 1`` to ``players_left``.
    """
    if len({b.player for b in busts}) != len(busts) or len(busts) > players_left:
        raise ValueError("Each bust is a different player still in.")
    ranked = sorted(busts, key=lambda b: (-b.start_chips, b.player))
    top = players_left - len(busts) + 1
    places: list[Finish] = []
    index = 0
    while index < len(ranked):
        group = [b for b in ranked[index:] if b.start_chips == ranked[index].start_chips]
        best = top + index
        worst = best + len(group) - 1
        places.extend(Finish(b.player, best, worst) for b in group)
        index += len(group)
    return tuple(places)


def place_prizes(places: Sequence[Finish], prizes: Sequence[int]) -> dict[int, int]:
    """Each finisher's prize: the places' prizes added up and split evenly when shared.

    ``prizes`` are the prizes of places 1, 2, ... (places past it pay nothing). The odd
    chips of a split go one each to the players with the lower ids.

    >>> place_prizes([Finish(4, 2, 3), Finish(5, 2, 3)], [500, 301, 200])
    {4: 251, 5: 250}
    """
    paid: dict[int, int] = {}
    groups: dict[tuple[int, int], list[int]] = {}
    for place in places:
        groups.setdefault((place.best, place.worst), []).append(place.player)
    for (best, worst), players in sorted(groups.items()):
        pot = sum(prizes[best - 1 : worst])
        for player, prize in zip(sorted(players), apportion(pot, [1] * len(players)), strict=True):
            paid[player] = prize
    return paid


def hand_for_hand(*, players_left: int, places_paid: int, tables: int) -> bool:
    """Whether tables play hand for hand: the next player out is the last without a prize.

    >>> hand_for_hand(players_left=4, places_paid=3, tables=2)
    True
    >>> hand_for_hand(players_left=4, places_paid=3, tables=1)
    False
    """
    return tables > 1 and players_left == places_paid + 1


_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def ordinal_places(place: int) -> str:
    """English ordinal of a place ("1st", "2nd", "11th", "22nd"); catalogues translate.

    >>> [ordinal_places(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']
    """
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{_SUFFIX.get(place % 10, 'th')}"
