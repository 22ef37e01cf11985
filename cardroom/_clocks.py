"""The table service's timers: the action clock of the player to act and the pause between hands.

Each table has at most one timer task at a time (:meth:`ClockTasks._arm` replaces it): the
clock of the player to act, which reminds them shortly before the deadline and then checks
or folds for them (two time-outs in a row sit them out), or the pause after which the next
hand is dealt. Tasks sleep on the injected :class:`~cardroom.clock.Clock`, take the table's
lock when they wake, and hand what they caused to the listener. :meth:`ClockTasks.idle`
waits until every task is asleep again, which lets tests drive time with
:class:`~cardroom.clock.ManualClock`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from cardroom import _dealing
from cardroom._table import LiveTable
from cardroom.clock import TurnClock
from cardroom.views import Note, NoteKind, TableUpdate
from holdem.actions import Action

if TYPE_CHECKING:
    from cardroom.tables import TableService

log = logging.getLogger(__name__)


def spawn(
    service: TableService,
    channel_id: int,
    work: Coroutine[Any, Any, None],
    key: tuple[object, ...] = (),
) -> None:
    """Make ``work`` the table's timer task (replacing any other); ``key`` says what it times."""
    cancel_timer(service, channel_id)
    if service._closing:
        work.close()
        return
    task = asyncio.create_task(work, name=f"table-{channel_id}")
    service._timers[channel_id] = task
    service._timer_keys[channel_id] = key
    service._tasks.add(task)
    task.add_done_callback(partial(task_done, service))


def task_done(service: TableService, task: asyncio.Task[None]) -> None:
    service._tasks.discard(task)
    service._sleeping.discard(task)
    service._parked.set()
    for channel_id, timer in list(service._timers.items()):
        if timer is task:
            del service._timers[channel_id]
            service._timer_keys.pop(channel_id, None)
    if not task.cancelled() and task.exception() is not None:
        log.error("A table task failed: %s", task.get_name(), exc_info=task.exception())


def cancel_timer(service: TableService, channel_id: int) -> None:
    service._timer_keys.pop(channel_id, None)
    task = service._timers.pop(channel_id, None)
    if task is not None and task is not asyncio.current_task():
        task.cancel()


def detach(service: TableService, channel_id: int) -> None:
    """The running timer task stops being the table's timer (so nothing cancels it)."""
    if service._timers.get(channel_id) is asyncio.current_task():
        del service._timers[channel_id]
        service._timer_keys.pop(channel_id, None)


async def sleep_until(service: TableService, when: float) -> None:
    task = asyncio.current_task()
    assert task is not None  # noqa: S101 - always inside a task
    if when <= service._clock.now():
        return
    service._sleeping.add(task)
    service._parked.set()
    try:
        await service._clock.sleep(when - service._clock.now())
    finally:
        service._sleeping.discard(task)


async def idle(service: TableService) -> None:
    """Wait until every table task is asleep on the clock or finished (for tests)."""
    while True:
        busy = [t for t in service._tasks if not t.done() and t not in service._sleeping]
        if not busy:
            return
        service._parked.clear()
        waiter = asyncio.ensure_future(service._parked.wait())
        try:
            await asyncio.wait({*busy, waiter}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()


async def shutdown(service: TableService) -> None:
    """Cancel every table task (the tables stay saved; :meth:`restore` resumes them)."""
    service._closing = True
    service._timers.clear()
    service._timer_keys.clear()
    while service._tasks:
        tasks = list(service._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def schedule_next(service: TableService, t: LiveTable, *, saved: str | None = None) -> None:
    """After a seat changes: plan the next deal if it can happen, else stop waiting.

    The table's state is saved unless it is still ``saved``, the text the caller has just
    stored (a settled hand's, say).
    """
    if t.hand is None and t.started and not t.closed:
        if len(t.seating().dealt_in) >= 2:
            if t.next_hand_at is None:
                t.next_hand_at = service._clock.now() + service.settings.pause_seconds
        else:
            t.next_hand_at = None
    state = t.state_json()
    if state != saved:
        await service._store.save_state(t.key, state)
    arm(service, t)


def arm(service: TableService, t: LiveTable) -> None:
    """(Re)start the table's one timer: the clock of the player to act, or the pause.

    The clock's task outlives a turn: it sleeps until its next moment (a reminder or a
    deadline), then looks at the turn the table is on and acts or sleeps again. So an
    action leaves it asleep when the new turn's first moment is no earlier than the one
    it waits for (the usual case: each deadline is later than the last), and only an
    earlier one replaces it, instead of a new task on every action. The pause is
    restarted as before (once a hand; at the same deadline, a new task lets a seat change
    made during the pause reach the table's lock before the deal).
    """
    channel_id = t.channel_id
    hand = t.hand
    if t.closed:
        cancel_timer(service, channel_id)
    elif hand is not None:
        turn, seat = t.turn, t.turn_seat
        if turn is None or seat is None or hand.to_act != seat:
            cancel_timer(service, channel_id)
            return
        wake = _first_moment(service, turn)[0]
        if not _keeps_turn(service, channel_id, wake):
            spawn(service, channel_id, turn_timer(service, channel_id), (_TURN, wake))
    elif t.started and t.next_hand_at is not None:
        spawn(service, channel_id, pause_timer(service, channel_id, t.next_hand_at))
    else:
        cancel_timer(service, channel_id)


_TURN = "turn"
_REMIND = "remind"
_DEADLINE = "deadline"


def _first_moment(service: TableService, turn: TurnClock) -> tuple[float, str]:
    """When a turn's clock first needs the timer: its reminder if it has one, or its end.

    A turn has a reminder when the reminder's moment falls inside it (after it started).
    """
    remind_at = turn.deadline - service.settings.reminder_seconds
    if service.settings.reminder_seconds > 0 and remind_at > turn.started_at:
        return remind_at, _REMIND
    return turn.deadline, _DEADLINE


def _keeps_turn(service: TableService, channel_id: int, wake: float) -> bool:
    """The table's clock task is alive and will wake no later than ``wake``."""
    running = service._timers.get(channel_id)
    key = service._timer_keys.get(channel_id)
    return (
        running is not None
        and key is not None
        and len(key) == 2
        and key[0] == _TURN
        and not running.done()
        and running is not asyncio.current_task()
        and cast(float, key[1]) <= wake
    )


def new_turn(service: TableService, t: LiveTable) -> None:
    hand = t.hand
    seat = None if hand is None or hand.is_over else hand.to_act
    if seat is None:
        t.turn, t.turn_seat = None, None
        return
    user = t.hand_users[seat]
    bank = t.time_banks.get(user, float(t.config.time_bank_seconds))
    t.turn = TurnClock.start(
        now=service._clock.now(), clock_seconds=t.config.clock_seconds, time_bank=bank
    )
    t.turn_seat = seat


async def pause_timer(service: TableService, channel_id: int, when: float) -> None:
    await sleep_until(service, when)
    async with service._lock(channel_id):
        t = service._tables.get(channel_id)
        if t is None or t.closed or t.hand is not None or t.next_hand_at != when:
            return
        detach(service, channel_id)
        update = await _dealing.deal(service, t)
        if update is None:
            await service._store.save_state(t.key, t.state_json())
            return
    await asyncio.shield(service._notify(update))


def _moment(t: LiveTable | None) -> tuple[int, int, int, float] | None:
    """The turn a table's clock runs for: hand, moment of the hand, seat, deadline."""
    if t is None or t.closed or t.hand is None or t.turn is None or t.turn_seat is None:
        return None
    if t.hand.to_act != t.turn_seat:
        return None
    return t.hand_no, t.turn_no, t.turn_seat, t.turn.deadline


async def turn_timer(service: TableService, channel_id: int) -> None:
    """The table's action clock: remind the player to act, then check or fold for them.

    Each time it wakes it looks at the table's current turn (the one it slept for may be
    long gone) and sleeps again until that turn's next moment: its reminder, once, then
    its deadline. It ends when the table has no turn to time, or after a time-out (whose
    action arms the clock of the next turn).
    """
    reminded: tuple[int, int, int, float] | None = None
    while True:
        t = service._tables.get(channel_id)
        moment = _moment(t)
        if t is None or moment is None or t.turn is None:
            detach(service, channel_id)
            return
        wake, what = _first_moment(service, t.turn)
        if what is _REMIND and moment == reminded:
            wake, what = moment[3], _DEADLINE
        if service._timers.get(channel_id) is asyncio.current_task():
            service._timer_keys[channel_id] = (_TURN, wake)
        await sleep_until(service, wake)
        async with service._lock(channel_id):
            t = service._tables.get(channel_id)
            if t is None or _moment(t) != moment or service._clock.now() < wake:
                continue  # the turn moved on while the clock slept: plan for the new one
            user = t.hand_users[moment[2]]
            if what is _REMIND:
                reminded = moment
                left = round(moment[3] - service._clock.now())
                if left <= 0:
                    continue
                update = service._update(
                    t, [Note(NoteKind.REMINDER, user, f"{left} seconds left to act", amount=left)]
                )
            else:
                detach(service, channel_id)
                update = await time_out(service, t, moment[2])
        await asyncio.shield(service._notify(update))
        if what is _DEADLINE:
            return


async def time_out(service: TableService, t: LiveTable, seat: int) -> TableUpdate:
    """The player to act ran out of time: check if free, else fold; twice in a row sits out."""
    hand = t.hand
    assert hand is not None  # noqa: S101 - the turn was checked
    user = t.hand_users[seat]
    free = hand.legal_actions(seat).can_check
    t.time_banks[user] = 0.0
    count = t.timeouts.get(user, 0) + 1
    t.timeouts[user] = count
    notes = [
        Note(
            NoteKind.TIMED_OUT,
            user,
            "ran out of time and checks" if free else "ran out of time and folds",
        )
    ]
    if count >= service.settings.max_timeouts and user not in t.sitting_out:
        await service._store.set_sitting_out(t.key, user, sitting_out=True)
        t.sitting_out.add(user)
        notes.append(Note(NoteKind.SAT_OUT, user, f"timed out {count} times in a row: sat out"))
    more, private = await _dealing.step(service, t, seat, Action.check() if free else Action.fold())
    return service._update(t, [*notes, *more], private)
