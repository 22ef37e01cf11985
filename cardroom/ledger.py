"""A cash table's session ledger: who bought in, who cashed out, and who owes whom.

A session is one table from the moment it opened to its close. Its lines are read from the
ledger rows the bank already writes for the table's stacks (buy-ins, top-ups, cash-outs and
every chip a hand moved), so there is no second bookkeeping: :class:`ChipFlow` is what the
store sums per member, :func:`session_lines` turns it into the ledger's lines, and
:func:`settle_up` finds the fewest transfers that square the nets. Pure: no I/O.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

__all__ = ["ChipFlow", "LedgerLine", "Transfer", "ledger_csv", "session_lines", "settle_up"]


@dataclass(frozen=True, slots=True)
class ChipFlow:
    """One member's chips at one table, summed from the ledger's rows of the table's stacks."""

    user_id: int
    bought_in: int
    """The first buy-in and every top-up."""
    cashed_out: int
    """Every chip that went back to the bankroll (leaving, or the table closing)."""
    stack: int
    """The chips on the member's stack now (0 once they left)."""


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """One line of the session ledger: a member's chips in, out, and their net."""

    user_id: int
    bought_in: int
    cashed_out: int
    stack: int
    net: int
    """Cashed out plus stack now, less bought in: what the session won (or lost) them."""


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment of the settle-up list: ``payer`` gives ``payee`` ``amount`` chips."""

    payer: int
    payee: int
    amount: int


def session_lines(flows: Iterable[ChipFlow]) -> tuple[LedgerLine, ...]:
    """The ledger's lines, biggest winner first (then by user id, so the order is stable).

    >>> lines = session_lines([ChipFlow(1, 100, 0, 40), ChipFlow(2, 100, 160, 0)])
    >>> [(line.user_id, line.net) for line in lines]
    [(2, 60), (1, -60)]
    """
    lines = (
        LedgerLine(
            f.user_id, f.bought_in, f.cashed_out, f.stack, f.cashed_out + f.stack - f.bought_in
        )
        for f in flows
    )
    return tuple(sorted(lines, key=lambda line: (-line.net, line.user_id)))


def settle_up(nets: Mapping[int, int]) -> tuple[Transfer, ...]:
    """The fewest transfers that square ``nets`` (user id to net; they must sum to zero).

    The fewest transfers is the number of members with a net, less the largest number of
    groups they split into whose nets each sum to zero (each group of k needs k - 1
    transfers, and no fewer). The groups are found over subsets, exactly, for up to 12
    members with a net (a table seats 10; members who left add to it); beyond that the
    greedy pairing of the largest debtor and creditor is used, which needs at most one
    transfer fewer than the members.

    >>> settle_up({1: 50, 2: -30, 3: -20})
    (Transfer(payer=2, payee=1, amount=30), Transfer(payer=3, payee=1, amount=20))
    >>> settle_up({1: 10, 2: -10, 3: 5, 4: -5})
    (Transfer(payer=2, payee=1, amount=10), Transfer(payer=4, payee=3, amount=5))

    Raises:
        ValueError: If the nets do not sum to zero.
    """
    if sum(nets.values()) != 0:
        raise ValueError(f"the nets sum to {sum(nets.values())}, not zero")
    members = sorted(user for user, net in nets.items() if net)
    if not members:
        return ()
    if len(members) > _EXACT:
        return _greedy([(user, nets[user]) for user in members])
    transfers: list[Transfer] = []
    for group in _zero_groups([nets[user] for user in members]):
        transfers += _greedy([(members[i], nets[members[i]]) for i in group])
    return tuple(transfers)


_EXACT = 12
"""The most members with a net whose transfers are found exactly (3^n submasks at worst)."""


def _zero_groups(values: Sequence[int]) -> list[list[int]]:
    """The most groups of indices whose values each sum to zero (a dynamic programme)."""
    count = len(values)
    full = (1 << count) - 1
    sums = [0] * (1 << count)
    for mask in range(1, 1 << count):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + values[low]
    best = [-1] * (1 << count)  # the most zero-sum groups that exactly cover a mask
    choice = [0] * (1 << count)
    best[0] = 0
    for mask in range(1, 1 << count):
        if sums[mask] != 0:
            continue
        low = mask & -mask  # the group holding the lowest member: a zero-sum submask
        sub = mask
        while sub:
            rest = mask ^ sub
            if sub & low and sums[sub] == 0 and best[rest] >= 0 and best[rest] + 1 > best[mask]:
                best[mask] = best[rest] + 1
                choice[mask] = sub
            sub = (sub - 1) & mask
    groups: list[list[int]] = []
    mask = full
    while mask:
        sub = choice[mask]
        groups.append([i for i in range(count) if sub >> i & 1])
        mask ^= sub
    return groups


def _greedy(group: Sequence[tuple[int, int]]) -> tuple[Transfer, ...]:
    """Square one zero-sum group: the largest debtor pays the largest creditor, in turn."""
    owed = dict(group)
    transfers: list[Transfer] = []
    while any(owed.values()):
        payer = min(owed, key=lambda user: (owed[user], user))
        payee = max(owed, key=lambda user: (owed[user], -user))
        amount = min(-owed[payer], owed[payee])
        transfers.append(Transfer(payer, payee, amount))
        owed[payer] += amount
        owed[payee] -= amount
    return tuple(transfers)


def ledger_csv(lines: Iterable[LedgerLine], names: Mapping[int, str], header: Sequence[str]) -> str:
    """The ledger as CSV text: ``header`` (five column names), then one row per line.

    >>> print(ledger_csv([LedgerLine(1, 100, 0, 160, 60)], {1: "ann"}, "abcde"), end="")
    a,b,c,d,e
    ann,100,0,160,60
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(list(header))
    for line in lines:
        name = names.get(line.user_id, str(line.user_id))
        writer.writerow([name, line.bought_in, line.cashed_out, line.stack, line.net])
    return out.getvalue()
