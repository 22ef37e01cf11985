"""Blind presets, hourly breaks, the run-time clock, season points and season periods."""

from __future__ import annotations

import math
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.tournament.clock import (
    ClockState,
    addon_open,
    late_registration_open,
    position,
)
from cardroom.tournament.seasons import SeasonLength, season_period, season_points
from cardroom.tournament.structure import Preset, Structure


@pytest.mark.parametrize("preset", list(Preset))
@pytest.mark.parametrize("chips", [100, 1500, 10_000])
def test_presets_rise_and_bring_antes_later(preset: Preset, chips: int) -> None:
    structure = Structure.preset(preset, chips=chips, level_minutes=10)
    bigs = [level.big_blind for level in structure.levels]
    assert bigs == sorted(bigs)
    assert len(set(bigs)) == len(bigs)
    assert structure.level(1).ante == 0
    assert structure.antes_from > 1
    assert structure.level(structure.antes_from).ante > 0
    assert structure.level(structure.antes_from - 1).ante == 0
    assert chips // structure.level(1).big_blind >= 40


def test_deeper_presets_start_deeper_and_climb_slower() -> None:
    turbo, regular, deep = (Structure.preset(p, chips=1500, level_minutes=10) for p in Preset)
    assert turbo.level(1).big_blind > regular.level(1).big_blind > deep.level(1).big_blind
    assert turbo.level(8).big_blind > regular.level(8).big_blind > deep.level(8).big_blind


@pytest.mark.parametrize(
    ("minutes", "breaks_after"),
    [(10, [6, 12, 18]), (20, [3, 6, 9]), (0.5, [120, 240]), (45, [2, 3, 4, 6])],
)
def test_a_break_follows_each_hour_of_play(minutes: float, breaks_after: list[int]) -> None:
    structure = Structure.preset(Preset.REGULAR, chips=1500, level_minutes=minutes)
    found = [n for n in range(1, breaks_after[-1] + 1) if structure.break_after(n)]
    assert found == breaks_after


def test_the_expected_length_grows_with_the_field() -> None:
    structure = Structure.preset(Preset.REGULAR, chips=1500, level_minutes=10)
    small = structure.expected_minutes(players=6, chips=1500)
    big = structure.expected_minutes(players=200, chips=1500)
    assert 0 < small < big
    level = structure.expected_level(players=20, chips=1500)
    assert structure.level(level).big_blind * 20 >= 20 * 1500
    assert structure.level(level - 1).big_blind * 20 < 20 * 1500


def test_the_clock_walks_through_levels_and_breaks() -> None:
    structure = Structure.preset(Preset.REGULAR, chips=1500, level_minutes=10)
    assert position(structure, 599).level == 1
    assert position(structure, 600).level == 2
    at_break = position(structure, 3600)
    assert (at_break.level, at_break.on_break, at_break.seconds_left) == (6, True, 300)
    after = position(structure, 3600 + 300)
    assert (after.level, after.on_break, after.seconds_left) == (7, False, 600)
    assert after.blinds == structure.level(7)
    assert after.next_blinds == structure.level(8)
    assert position(structure, 10**9).level == len(structure.levels)


def test_paused_and_down_time_do_not_count() -> None:
    clock = ClockState().resume(1000.0)
    clock = clock.pause(1090.0)  # 90 s of play, then paused
    assert clock.elapsed(5000.0) == 90.0
    clock = clock.resume(5000.0).banked(5030.0)
    assert clock.run_seconds == 120.0
    # the bot dies at 5040 having banked 120 s; it is back at 9000
    restored = ClockState.restored(clock.run_seconds, paused=False, now=9000.0)
    assert restored.elapsed(9015.0) == 135.0
    assert ClockState.restored(50.0, paused=True, now=1.0).elapsed(999.0) == 50.0


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(list(Preset)),
    st.sampled_from([0.5, 1, 5, 10, 15, 20, 45, 60]),
    st.lists(st.floats(0, 5000), min_size=1, max_size=20),
)
def test_the_clock_only_moves_forward(preset: Preset, minutes: float, steps: list[float]) -> None:
    structure = Structure.preset(preset, chips=1500, level_minutes=minutes)
    run = 0.0
    last = position(structure, 0)
    for step in steps:
        run += step
        now = position(structure, run)
        assert (now.level, now.on_break) >= (last.level, last.on_break)
        assert 0 <= now.seconds_left <= max(minutes, 5) * 60
        last = now


def test_late_registration_and_the_addon() -> None:
    structure = Structure.preset(Preset.REGULAR, chips=1500, level_minutes=10)
    assert late_registration_open(position(structure, 0), 6)
    assert late_registration_open(position(structure, 3650), 6)  # the break after level 6
    assert not late_registration_open(position(structure, 3900), 6)
    assert not late_registration_open(position(structure, 0), 0)
    assert addon_open(structure, position(structure, 3650), 6)
    assert not addon_open(structure, position(structure, 3000), 6)
    assert addon_open(structure, position(structure, 1300), 3)  # no break after level 3


def test_season_points_follow_the_published_formula() -> None:
    expected = 10 * math.sqrt(30) / math.sqrt(3) * (1 + math.log10(50.25))
    assert season_points(entrants=30, place=3, entry=50) == round(expected * 100)
    assert season_points(entrants=3, place=1, entry=50) == 0
    assert season_points(entrants=4, place=1, entry=0) > 0
    first, second = (season_points(entrants=20, place=k, entry=100) for k in (1, 2))
    assert first > second > 0


@pytest.mark.parametrize(
    ("length", "day", "start", "end"),
    [
        (SeasonLength.MONTHLY, date(2026, 12, 2), date(2026, 12, 1), date(2027, 1, 1)),
        (SeasonLength.MONTHLY, date(2026, 2, 28), date(2026, 2, 1), date(2026, 3, 1)),
        (SeasonLength.QUARTERLY, date(2026, 5, 31), date(2026, 4, 1), date(2026, 7, 1)),
        (SeasonLength.YEARLY, date(2026, 7, 4), date(2026, 1, 1), date(2027, 1, 1)),
    ],
)
def test_seasons_follow_the_calendar(
    length: SeasonLength, day: date, start: date, end: date
) -> None:
    assert season_period(length, day) == (start, end)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(list(SeasonLength)), st.dates(date(2000, 1, 1), date(2100, 1, 1)))
def test_seasons_tile_the_calendar(length: SeasonLength, day: date) -> None:
    start, end = season_period(length, day)
    assert start <= day < end
    assert start.day == 1
    assert season_period(length, end - timedelta(days=1)) == (start, end)
    assert season_period(length, end)[0] == end
