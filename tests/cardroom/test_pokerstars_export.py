"""Exports through the card room: PHH and PokerStars, names at the time of the hand, refusals."""

from __future__ import annotations

from pathlib import Path

import pokerkit
import pytest

from cardroom.errors import NotAllowed
from cardroom.sharing import ExportFormat, Sharing
from cardroom.tables import TableSettings
from holdem.phh import loads
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    HOST,
    STRANGER,
    Room,
    cash_table,
    open_room,
    play_passively,
)
from tests.cardroom.test_results_reviews_and_rebuys import HEADS_UP, SNG, play_out
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
        assert refused.value.code in {"history.bad_hand", "history.no_hand"}, garbage
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


async def test_a_sit_and_go_and_a_match_export_with_tournament_headers_pokerdf_reads(
    tmp_path: Path,
) -> None:
    from pokerdf.core.read_and_convert import apply_regex

    settings = TableSettings(pause_seconds=5, sng_starting_stack=200, sng_hands_per_level=2)
    for config, stage in ((SNG, " - Level "), (HEADS_UP, " - Match Round I, Level I ")):
        room = await open_room(tmp_path / f"{config.game.value}.sqlite3", settings=settings)
        try:
            sharing = Sharing(room.store)
            await room.service.create(GUILD, CHANNEL, HOST, config)
            players = (ALICE, BOB, CAROL) if config is SNG else (ALICE, BOB)
            for user in players:
                await room.service.join(GUILD, CHANNEL, user)
            await sharing.note_names(GUILD, {ALICE: "Alice", BOB: "Bob", CAROL: "Carol"})
            await play_out(room, await room.service.start(CHANNEL, HOST))
            exported = await sharing.export(GUILD, CHANNEL, ALICE, None, ExportFormat.POKERSTARS)
            blocks = stars_reader.split_hands(exported.text)
            assert len(blocks) == len(exported.hand_ids) >= 1
            for block in blocks:
                hand = stars_reader.read(block)
                assert hand.tournament is not None
                assert stage in block.splitlines()[0]
            frame = apply_regex(exported.text)
            assert set(frame["Player"]) <= {"Alice", "Bob", "Carol"}
            assert set(frame["Owner"]) == {"Alice"}
            assert len(set(frame["HandID"])) == len(blocks)
        finally:
            await room.close()
