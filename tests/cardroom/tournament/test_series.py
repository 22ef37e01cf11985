"""A repeating tournament: the next one opens once, a day or a week on, until stopped.

A series lives in the settings JSON (``repeat``; the next one names what it ``follows``),
so it survives restarts. The store opens the next tournament exactly once, however many
processes or restarts ask, and only once the lobby is free; a stopped series opens none.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from cardroom.models import TournamentStatus
from cardroom.store import Store
from cardroom.tournament.settings import MttSettings
from tests.cardroom.store_support import GUILD, FakeClock, Reopen

LOBBY = 777
HOST = 100


def _next(settings: MttSettings, previous: int) -> str:
    """The next tournament's settings: the same, following ``previous``."""
    return replace(settings, follows=previous).to_json()


def test_a_series_is_daily_or_weekly() -> None:
    with pytest.raises(ValueError, match="repeat"):
        MttSettings(repeat="monthly")
    assert MttSettings.from_json(MttSettings(repeat="daily").to_json()).repeat == "daily"
    assert MttSettings.from_json("{}").period is None


async def test_the_next_one_opens_once_and_only_when_the_lobby_is_free(
    store: Store, clock: FakeClock, reopen: Reopen
) -> None:
    settings = MttSettings(repeat="daily", min_players=3)
    start = clock() + timedelta(hours=1)
    first = await store.create_mtt(
        GUILD, LOBBY, HOST, name="Daily", entry=50, settings_json=settings.to_json(),
        starts_at=start,
    )  # fmt: skip
    since = clock() - timedelta(days=8)
    assert await store.repeats_due(since) == []  # still open
    await store.cancel_mtt(first.id)  # too few at the start: the series goes on
    (due,) = await store.repeats_due(since)
    assert due.id == first.id
    following = _next(settings, first.id)
    with pytest.raises(ValueError, match="follow"):
        await store.create_next_mtt(first.id, settings_json=settings.to_json(), starts_at=start)
    nxt = await store.create_next_mtt(
        first.id, settings_json=following, starts_at=start + timedelta(days=1)
    )
    assert nxt is not None
    assert (nxt.name, nxt.entry, nxt.channel_id, nxt.creator_id) == ("Daily", 50, LOBBY, HOST)
    assert nxt.status is TournamentStatus.REGISTERING
    assert nxt.starts_at == (start + timedelta(days=1)).replace(microsecond=0)
    assert MttSettings.from_json(nxt.settings_json).follows == first.id
    # asked again (another process, a restart): nothing more
    assert await store.create_next_mtt(first.id, settings_json=following, starts_at=start) is None
    async with await reopen() as again:
        assert await again.repeats_due(since) == []
        assert (
            await again.create_next_mtt(first.id, settings_json=following, starts_at=start) is None
        )
    # the lobby busy with another tournament: the series waits for it
    await store.cancel_mtt(nxt.id)
    other = await store.create_mtt(GUILD, LOBBY, HOST, name="Other", entry=0)
    (due,) = await store.repeats_due(since)
    assert due.id == nxt.id
    assert (
        await store.create_next_mtt(nxt.id, settings_json=_next(settings, nxt.id), starts_at=start)
        is None
    )
    await store.cancel_mtt(other.id)
    third = await store.create_next_mtt(
        nxt.id, settings_json=_next(settings, nxt.id), starts_at=start + timedelta(days=2)
    )
    assert third is not None
    # long-ended series are not looked at; a stopped one opens nothing
    await store.cancel_mtt(third.id)
    (due,) = await store.repeats_due(since)
    assert due.id == third.id
    clock.advance(days=9)
    assert await store.repeats_due(clock() - timedelta(days=8)) == []
    await store.stop_mtt_series(third.id)
    assert await store.repeats_due(since) == []
    assert MttSettings.from_json((await store.mtt(third.id)).settings_json).repeat == ""
