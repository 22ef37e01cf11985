"""Pausing a table whose channel the bot can no longer post in, and resuming it.

When the bot loses the Send Messages permission in a table's channel, the players can
no longer see the table move on: a clock that kept running would check or fold for them,
and sit them out, in a hand they cannot see. So the front desk pauses the table
(:func:`pause`): its timer stops, and the time the player to act had left is kept. Once
the permission is back, :func:`resume` gives that time back (and at least
``settings.restore_grace_seconds``, as after a restart), or the pause before the next
hand, and arms the clock again. Nothing else changes: no chip moves, and the hand in
progress stays as it was.

A pause lives in the process only; after a restart the front desk finds the channel
muted again at its first post and pauses the table again.

This module is written against the table service's hooks for its own submodules (the
table lock and timer of :mod:`cardroom._clocks`); it belongs as two verbs of
:class:`~cardroom.tables.TableService` once that class's internals settle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from cardroom import _clocks
from cardroom.clock import TurnClock

if TYPE_CHECKING:
    from cardroom.tables import TableService
    from cardroom.views import TableUpdate

__all__ = ["is_paused", "pause", "resume"]

_PAUSED: WeakKeyDictionary[TableService, dict[int, float]] = WeakKeyDictionary()
"""Per service: the paused tables, with the seconds the player to act had left."""


def is_paused(service: TableService, channel_id: int) -> bool:
    """Whether the table in ``channel_id`` is paused."""
    return channel_id in _PAUSED.get(service, {})


async def pause(service: TableService, channel_id: int) -> bool:
    """Stop the table's clock, keeping what is left of it; False if already paused.

    Raises:
        NoTable: No table is open in ``channel_id``.
    """
    async with service._lock(channel_id):
        t = service._table(channel_id)
        paused = _PAUSED.setdefault(service, {})
        if channel_id in paused:
            return False
        turn = t.turn if t.hand is not None else None
        left = turn.deadline - service.clock.now() if turn is not None else 0.0
        paused[channel_id] = max(0.0, left)
        _clocks.cancel_timer(service, channel_id)
        return True


async def resume(service: TableService, channel_id: int) -> TableUpdate | None:
    """Start a paused table's clock again; returns its update (None if it was not paused)."""
    async with service._lock(channel_id):
        left = _PAUSED.get(service, {}).pop(channel_id, None)
        t = service._tables.get(channel_id)
        if left is None or t is None or t.closed:
            return None
        now = service.clock.now()
        turn = t.turn
        if t.hand is not None and turn is not None:
            earliest = now + max(left, service.settings.restore_grace_seconds)
            if turn.deadline < earliest:
                extra = earliest - turn.deadline
                t.turn = TurnClock(turn.started_at, turn.clock_seconds, turn.time_bank + extra)
        elif t.next_hand_at is not None and t.next_hand_at < now:
            t.next_hand_at = now + service.settings.pause_seconds
        await _clocks.schedule_next(service, t)
        return service._update(t)
