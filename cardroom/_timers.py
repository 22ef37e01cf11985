"""The tables' timers: one per table, sleeping on the injected clock, calling back when due.

A table needs at most one timer at a time: a reminder shortly before the deadline of the
player to act, that deadline itself, the end of a computer player's pause before it acts,
or the end of the pause before the next deal (the :class:`AlarmKind`). The table service
says which with :meth:`TableTimers.set` after every
change, and gets the callback it injected (``ring(channel_id, alarm)``) when one is due; the
callback takes the table's lock and decides, from the table as it is then, what to do.

A timer's task outlives one alarm: setting a later alarm (the next player's deadline, the
usual case) leaves the task asleep, and it sleeps again when it wakes too early; only an
earlier alarm replaces it. :meth:`TableTimers.idle` waits until every task is asleep again,
which lets tests drive time with :class:`~cardroom.clock.ManualClock`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum, unique

from cardroom.clock import Clock

log = logging.getLogger(__name__)


@unique
class AlarmKind(StrEnum):
    """What a table's timer waits for."""

    REMINDER = "reminder"
    """Shortly before the deadline of the player to act: remind them."""
    TIME_OUT = "time_out"
    """The deadline of the player to act: check or fold for them."""
    BANK = "bank"
    """The clock of the player to act ran out and their time bank runs: show it so."""
    NEXT_DEAL = "next_deal"
    """The pause between hands is over: deal the next one."""
    ROBOT = "robot"
    """A computer player's pause before it acts is over: it acts."""
    RUN_TWICE = "run_twice"
    """The offer to run it twice is over: whoever has not answered declines."""


@dataclass(frozen=True, slots=True)
class Alarm:
    """One moment a table waits for, and why."""

    kind: AlarmKind
    at: float
    """When, on the service's clock."""


Ring = Callable[[int, Alarm], Awaitable[None]]
"""The callback of a due alarm: ``ring(channel_id, alarm)``."""


class TableTimers:
    """The timer task of every table."""

    def __init__(self, clock: Clock, ring: Ring) -> None:
        """Sleep on ``clock``; call ``ring`` when an alarm is due."""
        self._clock = clock
        self._ring = ring
        self._alarms: dict[int, Alarm] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._running: set[asyncio.Task[None]] = set()
        self._sleeping: dict[asyncio.Task[None], float] = {}
        """The tasks asleep on the clock, and when each wakes."""
        self._changed = asyncio.Event()
        self._closing = False

    def set(self, channel_id: int, alarm: Alarm | None) -> None:
        """Make ``alarm`` the table's one alarm (None: no timer), replacing the one before."""
        if alarm is None:
            self.cancel(channel_id)
            return
        self._alarms[channel_id] = alarm
        task = self._tasks.get(channel_id)
        if task is not None and not task.done() and task is not asyncio.current_task():
            if self._sleeping.get(task, alarm.at) <= alarm.at:
                return  # it wakes in time, and sleeps again until this alarm
            task.cancel()
        if self._closing:
            return
        task = asyncio.create_task(self._run(channel_id), name=f"table-{channel_id}")
        self._tasks[channel_id] = task
        self._running.add(task)
        task.add_done_callback(self._finished)

    def cancel(self, channel_id: int) -> None:
        """Stop the table's timer (a ringing one finishes what it is doing)."""
        self._alarms.pop(channel_id, None)
        task = self._tasks.pop(channel_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def _run(self, channel_id: int) -> None:
        """Sleep until the table's alarm is due, then ring it (once; ringing may set the next)."""
        me = asyncio.current_task()
        assert me is not None  # noqa: S101 - always a task
        while True:
            alarm = self._alarms.get(channel_id)
            if alarm is None or self._tasks.get(channel_id) is not me:
                return
            left = alarm.at - self._clock.now()
            if left <= 0:
                break
            self._sleeping[me] = alarm.at
            self._changed.set()
            try:
                await self._clock.sleep(left)
            finally:
                self._sleeping.pop(me, None)
        del self._tasks[channel_id]  # ringing may set the table's next alarm: a new task
        self._alarms.pop(channel_id, None)
        await self._ring(channel_id, alarm)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._running.discard(task)
        self._sleeping.pop(task, None)
        self._changed.set()
        if not task.cancelled() and task.exception() is not None:
            log.error("A table timer failed: %s", task.get_name(), exc_info=task.exception())

    async def idle(self) -> None:
        """Wait until every timer is asleep on the clock or finished (for tests)."""
        while True:
            busy = [task for task in self._running if task not in self._sleeping]
            if not busy:
                return
            self._changed.clear()
            waiter = asyncio.ensure_future(self._changed.wait())
            try:
                await asyncio.wait({*busy, waiter}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                waiter.cancel()

    async def shutdown(self) -> None:
        """Cancel every timer, and set no new one."""
        self._closing = True
        self._alarms.clear()
        self._tasks.clear()
        while self._running:
            tasks = list(self._running)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
