"""The texts saved after every action (the table's state, a step's actions) are plain JSON."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields

from hypothesis import given
from hypothesis import strategies as st

from cardroom._dealing import _actions_json, actions_from_json
from cardroom._formats import FormatState, sng_schedule
from cardroom.views import Move, TableConfig
from holdem.actions import Action, ActionKind
from holdem.match import HeadsUpMatch
from tests.cardroom.tables_support import CHANNEL, Room, cash_table


def _texts(room: Room) -> tuple[str, str]:
    """The state as saved, and ``json.dumps`` of its dict (sorted keys, compact)."""
    table = room.service._tables[CHANNEL]
    return table.state_json(), json.dumps(table.state_dict(), separators=(",", ":"), sort_keys=True)


async def test_state_json_is_the_sorted_compact_dumps_of_state_dict_at_every_step(
    room: Room,
) -> None:
    await cash_table(room)
    saved, plain = _texts(room)
    assert saved == plain
    fractional = 0
    for step in range(45):
        view = await room.service.view(CHANNEL)
        if not view.in_hand:
            await room.tick(6)  # the pause between hands, then the next deal
            continue
        # Think past the 30 s action clock now and then: the time banks get fractions.
        await room.tick(30.5 + step * 0.013 if step % 4 == 0 else 0.25)
        view = await room.service.view(CHANNEL)
        if not view.in_hand or view.to_act is None or view.legal is None:
            continue
        move = Move.CHECK if view.legal.can_check else Move.CALL
        await room.service.act(CHANNEL, view.to_act, view.hand_no, move)
        saved, plain = _texts(room)
        assert saved == plain
        turn = json.loads(saved)["turn"]
        if turn is not None and turn["time_bank"] != int(turn["time_bank"]):
            fractional += 1
    assert fractional, "no time bank with a fraction was saved: the test lost its point"


def test_a_formats_signature_changes_with_each_of_its_fields() -> None:
    """The saved state's text is kept while the format's signature holds: it must see all."""
    schedule = sng_schedule(TableConfig(small_blind=5, big_blind=10), 10)
    match = HeadsUpMatch(seats=(0, 1), stacks=(100, 100), button=0)
    changes: dict[str, Callable[[FormatState], None]] = {
        "tournament_id": lambda f: setattr(f, "tournament_id", 7),
        "entrants": lambda f: f.entrants.append(5),
        "starting_stack": lambda f: setattr(f, "starting_stack", 1_500),
        "hands_played": lambda f: setattr(f, "hands_played", 3),
        "places": lambda f: f.places.update({5: 2}),
        "schedule": lambda f: setattr(f, "schedule", schedule),
        "match": lambda f: setattr(f, "match", match),
        "finished": lambda f: setattr(f, "finished", True),
    }
    assert set(changes) == {spec.name for spec in fields(FormatState)}
    for name, change in changes.items():
        fmt = FormatState(entrants=[1, 2], places={1: 3})
        before = fmt.signature()
        change(fmt)
        assert fmt.signature() != before, name


@given(
    st.lists(
        st.tuples(
            st.integers(0, 9),
            st.sampled_from(list(ActionKind)),
            st.integers(1, 2**53 - 1),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_a_steps_actions_are_the_plain_dumps_and_read_back(
    moves: list[tuple[int, ActionKind, int]],
) -> None:
    """The actions saved after every step: written by hand as json.dumps would, read back."""
    actions = tuple(
        (seat, Action(kind, amount if kind in (ActionKind.BET, ActionKind.RAISE) else None))
        for seat, kind, amount in moves
    )
    text = _actions_json(actions)
    assert text == json.dumps([[seat, a.kind.value, a.amount] for seat, a in actions])
    assert actions_from_json(text) == list(actions)
