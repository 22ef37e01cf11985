"""Exports through the card room: PHH and PokerStars, names at the time of the hand, refusals."""

from __future__ import annotations

import pokerkit
import pytest

from cardroom.errors import NotAllowed
from cardroom.sharing import ExportFormat, Sharing
from holdem.phh import loads
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    STRANGER,
    Room,
    cash_table,
    play_passively,
)
from tests.holdem import stars_reader


async def _two_hands(room: Room) -> Sharing:
    sharing = Sharing(room.store)
    await sharing.note_names(GUILD, {ALICE: "Alice", BOB: "Bob", CAROL: "Carol"})
    update = await cash_table(room, (ALICE, BOB, CAROL))
    await play_passively(room, update)
    await room.tick(3600)  # an hour later Alice is "Ally"; the next hand is dealt
    await sharing.note_names(GUILD, {ALICE: "Ally"})
    await play_passively(room, room.updates[-1])
    return sharing


async def test_phh_names_players_as_they_were_called_and_keeps_ids_in_user_fields(
    room: Room,
) -> None:
    sharing = await _two_hands(room)
    first = await sharing.export(GUILD, CHANNEL, ALICE, "1")
    second = await sharing.export(GUILD, CHANNEL, ALICE, "2")
    history = loads(first.text)
    assert set(history.players or ()) == {"Alice", "Bob", "Carol"}
    assert "Ally" in (loads(second.text).players or ())
    assert "_user_ids = [" in first.text
    ids = first.text.split("_user_ids = [")[1].split("]")[0]
    assert {int(x) for x in ids.split(",")} == {ALICE, BOB, CAROL}
    assert str(ALICE) not in " ".join(history.players or ())
    read = pokerkit.HandHistory.loads(first.text)
    assert read.players == list(history.players or ())
    assert set(read.user_defined_fields) == {"_user_ids", "_hand_id"}


async def test_pokerstars_export_of_one_hand_and_of_the_member_s_last_hands(room: Room) -> None:
    sharing = await _two_hands(room)
    one = await sharing.export(
        GUILD, CHANNEL, BOB, "2", ExportFormat.POKERSTARS, table_name="poker-night"
    )
    assert one.filename.startswith("HH-")
    hand = stars_reader.read(one.text)
    assert hand.table == "poker-night"
    assert set(hand.stacks) == {"Ally", "Bob", "Carol"}
    assert list(hand.dealt_to) == ["Bob"]
    every = await sharing.export(GUILD, CHANNEL, BOB, None, ExportFormat.POKERSTARS)
    blocks = stars_reader.split_hands(every.text)
    assert len(blocks) == 2 == len(every.hand_ids)
    assert [stars_reader.read(b).number % 1_000_000 for b in blocks] == [1, 2]
    both_phh = await sharing.export(GUILD, CHANNEL, BOB, None)
    assert both_phh.filename.endswith(".phhs")
    assert both_phh.text.count("_user_ids") == 2


async def test_garbage_hand_ids_are_refused_as_hand_ids(room: Room) -> None:
    sharing = await _two_hands(room)
    for garbage in ("'; DROP TABLE hands; --", "9" * 40, "1-2-3", "-4", "0", "x-1", "\uff11"):
        with pytest.raises(NotAllowed) as refused:
            await sharing.export(GUILD, CHANNEL, ALICE, garbage)
        assert refused.value.code == "sharing.bad_hand", garbage
    with pytest.raises(NotAllowed) as missing:
        await sharing.export(GUILD, CHANNEL, ALICE, "77")
    assert missing.value.code == "history.no_hand"
    record = await room.store.last_table(GUILD, CHANNEL)
    assert record is not None
    table = record.id
    with pytest.raises(NotAllowed) as stranger:
        await sharing.export(GUILD, CHANNEL + 1, STRANGER, f"{table}-1")
    assert stranger.value.code == "history.not_played"
    with pytest.raises(NotAllowed) as nothing:
        await sharing.export(GUILD, CHANNEL, STRANGER, None)
    assert nothing.value.code == "sharing.no_hands"
