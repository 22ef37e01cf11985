"""The texts saved after every action (the table's state, each action) read back as they were."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from cardroom._live_table import LiveTable
from cardroom._saving import action_from_json, action_json
from cardroom.views import Move
from holdem.actions import Action, ActionKind
from tests.cardroom.tables_support import CHANNEL, Room, cash_table


async def test_the_saved_state_reads_back_into_the_same_state_at_every_step(room: Room) -> None:
    await cash_table(room)
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
        table = room.service.session(CHANNEL).table
        saved = table.state_json()
        again = LiveTable(table.key, table.guild_id, table.channel_id, 0, table.config)
        again.load_state(json.loads(saved))
        assert again.state_dict() == table.state_dict()
        assert again.state_json() == saved
        turn = json.loads(saved)["turn"]
        if turn is not None and turn["time_bank"] != int(turn["time_bank"]):
            fractional += 1
    assert fractional, "no time bank with a fraction was saved: the test lost its point"


@given(st.integers(0, 9), st.sampled_from(list(ActionKind)), st.integers(1, 2**53 - 1))
def test_an_action_is_saved_as_plain_json_and_read_back(
    seat: int, kind: ActionKind, amount: int
) -> None:
    action = Action(kind, amount if kind in (ActionKind.BET, ActionKind.RAISE) else None)
    text = action_json(seat, action)
    assert json.loads(text) == [seat, kind.value, action.amount]  # the engine's encoding
    assert action_from_json(text) == (seat, action)
    older = json.dumps({"seat": seat, "kind": kind.value, "amount": action.amount})
    assert action_from_json(older) == (seat, action)  # a row saved by an older version
