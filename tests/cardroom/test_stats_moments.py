"""Stats that count what they say (issue 23): pots of matches, matches apart from sit-and-gos."""

from __future__ import annotations

import json

from cardroom.models import HandStatsDelta, TableKey
from cardroom.store import Store
from tests.cardroom.store_support import GUILD

ALICE, BOB, CAROL = 101, 102, 103
HEADS_UP = json.dumps({"game": "headsup", "small_blind": 1, "big_blind": 2})
SIT_AND_GO = json.dumps({"game": "tournament", "small_blind": 10, "big_blind": 20})


async def _tournament(
    store: Store, config: str, players: tuple[int, ...], channel: int
) -> tuple[int, TableKey]:
    """A started match or sit-and-go of ``players``: its id and its table's."""
    tour = await store.create_tournament(GUILD, ALICE, entry_fee=100, config_json=config)
    for user in players:
        await store.enter_tournament(tour.id, user)
    table = await store.create_table(
        GUILD, channel, ALICE, config_json=config, tournament_id=tour.id
    )
    await store.start_tournament(
        tour.id, table.id, seats=dict(enumerate(players)), starting_stack=3_000
    )
    return tour.id, table.id


async def test_a_pot_won_in_a_heads_up_match_counts_as_the_biggest_pot(store: Store) -> None:
    _, table = await _tournament(store, HEADS_UP, (ALICE, BOB), 601)
    await store.save_progress(table, 1, hand_json="{}", stack_changes={0: -3_000, 1: -3_000})
    await store.settle_hand(
        table,
        1,
        final_stacks={0: 6_000},
        stats=[
            HandStatsDelta(user_id=ALICE, won=True, net=3_000, pot_won=6_000),
            HandStatsDelta(user_id=BOB, won=False, net=-3_000),
        ],
    )
    assert (await store.stats(GUILD, ALICE)).biggest_pot == 6_000
    assert (await store.stats(GUILD, BOB)).biggest_pot == 0


async def test_a_heads_up_match_counts_as_a_match_not_a_tournament(store: Store) -> None:
    match, _ = await _tournament(store, HEADS_UP, (ALICE, BOB), 602)
    sng, _ = await _tournament(store, SIT_AND_GO, (ALICE, BOB, CAROL), 603)
    await store.finish_tournament(match, places={ALICE: 1, BOB: 2}, prizes={ALICE: 200})
    await store.finish_tournament(
        sng, places={BOB: 1, ALICE: 2, CAROL: 3}, prizes={BOB: 210, ALICE: 90}
    )
    alice = (await store.stats(GUILD, ALICE)).play
    bob = (await store.stats(GUILD, BOB)).play
    assert (alice.matches_played, alice.matches_won) == (1, 1)
    assert (alice.tournaments_played, alice.tournaments_cashed) == (1, 1)
    assert (bob.matches_played, bob.matches_won) == (1, 0)
    assert (bob.tournaments_played, bob.tournaments_cashed) == (1, 1)
