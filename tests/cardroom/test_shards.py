"""The shard plan: which servers a process serves, by Discord's routing rule."""

from __future__ import annotations

import doctest

import pytest

from cardroom import shards
from cardroom.shards import ShardPlan, shard_of
from tests.e2e.emulator.gateway import shard_of as emulator_shard_of


@pytest.mark.parametrize("guild_id", [0, 1, 1 << 22, 81384788765712384, (1 << 63) - 1])
@pytest.mark.parametrize("count", [1, 2, 3, 16])
def test_the_room_and_the_emulator_route_a_server_to_the_same_shard(
    guild_id: int, count: int
) -> None:
    assert shard_of(guild_id, count) == emulator_shard_of(guild_id, count)


def test_a_plan_holds_exactly_the_servers_of_its_shards() -> None:
    plan = ShardPlan(shard_count=3, shard_ids=(0, 2))
    held = [g for g in range(12) if plan.holds(g << 22)]
    assert held == [0, 2, 3, 5, 6, 8, 9, 11]
    assert plan.describe() == "shards 0,2 of 3"


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(shards).failed == 0
