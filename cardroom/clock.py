"""Time for the card room: a :class:`Clock` the service is given, and the action clock's sums.

The table service never reads the system time or sleeps on its own: it asks the
:class:`Clock` it was given. Production passes :class:`SystemClock`; tests pass
:class:`ManualClock`, whose time moves only when :meth:`ManualClock.advance` is called,
so a thirty-second action clock runs out in a test without a second of waiting.

Times are Unix seconds (``float``), so a deadline saved to the database before a restart
still means the same moment afterwards.

:class:`TurnClock` is the arithmetic of one decision: the action clock, then the player's
time bank, then the deadline; what is left of the bank after a decision taken late.

>>> turn = TurnClock.start(now=100.0, clock_seconds=30, time_bank=10.0)
>>> turn.deadline, turn.bank_after(now=135.0)
(140.0, 5.0)
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

__all__ = ["Clock", "ManualClock", "SystemClock", "TurnClock"]


@runtime_checkable
class Clock(Protocol):
    """A source of time and of waiting, injected into the table service."""

    def now(self) -> float:
        """The current time, in Unix seconds."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` (return at once when it is zero or negative)."""
        ...


class SystemClock:
    """The real clock: ``time.time()`` and ``asyncio.sleep``."""

    def now(self) -> float:
        """The current time, in Unix seconds."""
        return time.time()

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` of real time."""
        await asyncio.sleep(max(0.0, seconds))


class ManualClock:
    """A clock for tests: time stands still until :meth:`advance` moves it.

    Sleepers wake, in order of their wake-up time, when :meth:`advance` passes it; nothing
    ever waits for real time.
    """

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        """Start the clock at ``start`` (Unix seconds)."""
        self._now = float(start)
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()

    def now(self) -> float:
        """The current (manual) time."""
        return self._now

    @property
    def sleepers(self) -> int:
        """How many coroutines are waiting on this clock."""
        return sum(1 for *_, future in self._sleepers if not future.done())

    @property
    def next_wake(self) -> float | None:
        """The earliest time a sleeper wakes, if any sleeps."""
        pending = [wake for wake, _, future in self._sleepers if not future.done()]
        return min(pending, default=None)

    async def sleep(self, seconds: float) -> None:
        """Wait until the clock is advanced ``seconds`` past now (yield once if not positive)."""
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + seconds, next(self._order), future))
        await future

    async def advance(self, seconds: float) -> None:
        """Move time forward and let every sleeper that is due take its next step.

        Sleepers wake one wake-up time at a time, so a task that sleeps again while the
        clock moves (a reminder, then the deadline) sees each moment in turn. When this
        returns, each woken coroutine has run up to its next ``await``; the table service's
        :meth:`~cardroom.tables.TableService.idle` then waits for the work they started.
        """
        if seconds < 0:
            raise ValueError("A clock does not run backwards.")
        target = self._now + seconds
        while self._sleepers and self._sleepers[0][0] <= target:
            wake, _, future = heapq.heappop(self._sleepers)
            if future.done():
                continue
            self._now = max(self._now, wake)
            future.set_result(None)
            for _ in range(3):
                await asyncio.sleep(0)
        self._now = target
        await asyncio.sleep(0)


@dataclass(frozen=True, slots=True)
class TurnClock:
    """One player's decision against the clock: when it started and when it runs out.

    The player first has ``clock_seconds``; after that their time bank runs. The deadline
    is the moment both are used up.
    """

    started_at: float
    """When the player became the one to act."""
    clock_seconds: float
    """The action clock for a decision."""
    time_bank: float
    """Seconds left in the player's time bank when the decision started."""

    @classmethod
    def start(cls, *, now: float, clock_seconds: float, time_bank: float) -> TurnClock:
        """A decision that starts ``now``.

        >>> TurnClock.start(now=0.0, clock_seconds=30, time_bank=0.0).deadline
        30.0
        """
        return cls(float(now), float(clock_seconds), max(0.0, float(time_bank)))

    @property
    def deadline(self) -> float:
        """When the player runs out of time (clock and time bank both used up)."""
        return self.started_at + self.clock_seconds + self.time_bank

    def remaining(self, now: float) -> float:
        """Seconds left before the deadline (never negative).

        >>> TurnClock.start(now=0.0, clock_seconds=30, time_bank=5.0).remaining(20.0)
        15.0
        """
        return max(0.0, self.deadline - now)

    def bank_after(self, now: float) -> float:
        """The time bank left if the player acts at ``now``: only time past the clock uses it.

        >>> TurnClock.start(now=0.0, clock_seconds=30, time_bank=5.0).bank_after(10.0)
        5.0
        """
        used = max(0.0, now - self.started_at - self.clock_seconds)
        return max(0.0, self.time_bank - used)
