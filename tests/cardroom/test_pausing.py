"""A paused table's clock stands still, and it resumes with the time that was left."""

from __future__ import annotations

from pathlib import Path

from tests.cardroom.tables_support import CHANNEL, TOTAL, cash_table, open_room


async def test_a_paused_table_times_nobody_out_and_resumes(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "room.sqlite3")
    try:
        update = await cash_table(room)
        actor, turn_no = update.view.to_act, update.view.turn_no
        await room.tick(10)
        deadline = (await room.service.view(CHANNEL)).deadline
        assert deadline is not None
        left = deadline - room.clock.now()
        assert left > 15
        assert await room.service.pause(CHANNEL)
        assert not await room.service.pause(CHANNEL)  # already paused
        assert room.service.session(CHANNEL).is_paused()
        await room.tick(300)  # far past the 30 s clock
        view = await room.service.view(CHANNEL)
        assert (view.to_act, view.turn_no) == (actor, turn_no)
        resumed = await room.service.resume(CHANNEL)
        assert resumed is not None
        assert not room.service.session(CHANNEL).is_paused()
        assert await room.service.resume(CHANNEL) is None
        # The time that was left comes back: nothing a second before it, the time-out after.
        await room.tick(left - 1)
        assert (await room.service.view(CHANNEL)).turn_no == turn_no
        await room.tick(2)
        assert (await room.service.view(CHANNEL)).turn_no != turn_no
        assert await room.total() == TOTAL
    finally:
        await room.close()
