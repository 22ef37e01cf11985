"""An ICM deal at the final table: its amounts, its places, and who has agreed so far.

At the final table the players still in may end the tournament by a deal: each takes
their expected prize by the Malmuth-Harville model of the chips (:func:`deal_amounts`, in
whole chips adding up to what is left in the pool), and they finish in the order of their
chips, equal stacks sharing their places (:func:`deal_places`). A proposal
(:class:`DealOffer`) needs every one of them to accept; one decline, or
:data:`DEAL_SECONDS` without everyone's yes, withdraws it.

>>> offer = DealOffer.open(1, proposer=7, stacks={7: 150_000, 8: 98_750, 9: 45_500,
...     10: 13_250}, pool_left=910, unpaid=(425, 280, 130, 75), now=0.0)
>>> dict(offer.amounts)
{7: 323, 8: 278, 9: 196, 10: 113}
>>> offer = offer.accept(7).accept(8).accept(9)
>>> offer.agreed, offer.accept(10).agreed
(False, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Final

from cardroom.tournament.finish import Bust, Finish, finish
from cardroom.tournament.payouts import apportion, icm

__all__ = ["DEAL_SECONDS", "DealOffer", "deal_amounts", "deal_places"]

DEAL_SECONDS: Final = 120.0
"""How long a proposal waits for every player's answer before it is withdrawn."""


def deal_amounts(
    pool_left: int, unpaid: Sequence[int], stacks: Mapping[int, int]
) -> dict[int, int]:
    """Each player's ICM expectation of the unpaid prizes, in whole chips adding to ``pool_left``.

    ``unpaid`` are the prizes of the places still to decide, best first (places past them
    pay nothing); ``stacks`` the chips of the players still in. The expectations are
    shares of ``pool_left`` (what the store still holds for these places).

    >>> deal_amounts(910, [425, 280, 130, 75], {1: 150_000, 2: 98_750, 3: 45_500, 4: 13_250})
    {1: 323, 2: 278, 3: 196, 4: 113}
    >>> deal_amounts(100, [100], {5: 300, 6: 100})
    {5: 75, 6: 25}
    """
    players = sorted(stacks)
    if len(players) < 2:
        raise ValueError("A deal needs two players or more.")
    prizes = list(unpaid[: len(players)])
    equities = icm(prizes, [stacks[p] for p in players])
    weights = [Fraction(e).limit_denominator(10**9) for e in equities]
    return dict(zip(players, apportion(pool_left, weights), strict=True))


def deal_places(stacks: Mapping[int, int]) -> tuple[Finish, ...]:
    """The places after a deal: by chips, most first, equal stacks sharing their places.

    >>> deal_places({1: 500, 2: 900, 3: 500})
    (Finish(player=2, best=1, worst=1), Finish(player=1, best=2, worst=3), Finish(player=3, best=2, worst=3))
    """  # noqa: E501 - a doctest's output is one line
    busts = [Bust(player, chips) for player, chips in stacks.items()]
    return finish(busts, players_left=len(busts))


@dataclass(frozen=True, slots=True)
class DealOffer:
    """A proposed deal: the stacks it was worked out from, the amounts, the yeses so far."""

    number: int
    """Which proposal of this tournament it is (a stale button names an older one)."""
    proposer: int
    """The player who asked for it."""
    stacks: Mapping[int, int]
    """The chips of every player still in when it was made (player -> chips)."""
    amounts: Mapping[int, int]
    """What each player takes if everyone agrees."""
    accepted: frozenset[int]
    """The players who accepted so far."""
    opened_at: float
    """When it was made (the conductor's clock, in seconds)."""

    @classmethod
    def open(
        cls,
        number: int,
        *,
        proposer: int,
        stacks: Mapping[int, int],
        pool_left: int,
        unpaid: Sequence[int],
        now: float,
    ) -> DealOffer:
        """Work out a deal from the stacks now; the proposer has not accepted yet either."""
        amounts = deal_amounts(pool_left, unpaid, stacks)
        return cls(
            number=number,
            proposer=proposer,
            stacks=MappingProxyType(dict(sorted(stacks.items()))),
            amounts=MappingProxyType(amounts),
            accepted=frozenset(),
            opened_at=now,
        )

    @property
    def players(self) -> tuple[int, ...]:
        """The players whose yes it needs, by id."""
        return tuple(self.stacks)

    @property
    def agreed(self) -> bool:
        """Whether every player accepted."""
        return self.accepted == frozenset(self.stacks)

    def accept(self, player: int) -> DealOffer:
        """The offer with ``player``'s yes added.

        Raises:
            ValueError: ``player`` is not one of the players it is for.
        """
        if player not in self.stacks:
            raise ValueError("Only the players still in answer a deal.")
        return DealOffer(
            self.number,
            self.proposer,
            self.stacks,
            self.amounts,
            self.accepted | {player},
            self.opened_at,
        )

    def expired(self, now: float) -> bool:
        """Whether it waited :data:`DEAL_SECONDS` without everyone's yes.

        >>> offer = DealOffer.open(1, proposer=1, stacks={1: 10, 2: 10}, pool_left=10,
        ...     unpaid=(10,), now=100.0)
        >>> offer.expired(219.0), offer.expired(220.0)
        (False, True)
        """
        return not self.agreed and now - self.opened_at >= DEAL_SECONDS
