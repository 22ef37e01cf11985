"""Hands worth sharing through the emulator: the replay, the export for trackers, the ledger.

A replay GIF decodes with a frame for every street; a folded player's cards appear in no
frame of a replay another member asks for (compared with the card faces the pictures
paste); the Replay button of the result post answers privately; the export answers in
both formats, naming players as the table showed them; the ledger's nets sum to zero.
"""

from __future__ import annotations

import csv
import io
import re

import pytest
from PIL import Image, ImageChops, ImageStat

from cogs.pictures import board_card_box, render_card, seat_card_box
from holdem.cards import Card, parse_cards
from holdem.phh import loads
from tests.e2e.emulator import BotProcess, DiscordEmulator, Message
from tests.e2e.emulator.interactions import InteractionHandle
from tests.e2e.test_pictures_and_history import as_cards, play_folding_first
from tests.e2e.test_play import Room, bot, dealt, is_showdown, open_table, room
from tests.holdem import stars_reader

pytestmark = pytest.mark.e2e

__all__ = ["bot", "room"]  # the fixtures, shared with test_play

FACE_UP = 30.0
"""Below this a seat's card box holds that face (a face scores under 15, a back about 90)."""


def gif_frames(data: bytes) -> list[Image.Image]:
    """Every frame of a GIF as RGB, after checking it is a 400 x 300 GIF."""
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF"
    assert gif.size == (400, 300)
    frames = []
    for index in range(getattr(gif, "n_frames", 1)):
        gif.seek(index)
        frames.append(gif.convert("RGB"))
    return frames


def difference(frame: Image.Image, card: Card, box: tuple[int, int, int, int]) -> float:
    """How far the box is from ``card``'s face as the pictures paste it (mean RGB difference).

    The face drawn there scores a few units (the GIF's palette); a card back, an empty
    seat or the felt score far more (about 90 at a seat).
    """
    width = box[2] - box[0]
    face = render_card(card, width=width).crop((0, 0, width, box[3] - box[1]))
    crop = frame.crop(box).convert("RGBA")
    expected = Image.alpha_composite(crop, face)
    diff = ImageChops.difference(crop.convert("RGB"), expected.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3


def face_up_at(frame: Image.Image, cards: tuple[Card, ...], seats: int, position: int) -> bool:
    """Whether the seat at ``position`` shows these cards face up."""
    return all(
        difference(frame, card, seat_card_box(seats, position, index)) < FACE_UP
        for index, card in enumerate(cards)
    )


def board_slot(frame: Image.Image, card: Card, slot: int) -> bool:
    return difference(frame, card, board_card_box(slot)) < 3.0


async def first_answer(emulator: DiscordEmulator, handle: InteractionHandle) -> Message:
    """The click's answer with a file: its response message, or its first follow-up."""

    def found() -> Message | None:
        if handle.followups:
            return handle.followups[0]
        original = handle.original
        return original if original is not None and original.attachments else None

    return await emulator.wait_until(found, 60, "the replay")


async def test_a_replay_shows_every_street_and_never_a_folded_hand(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    folder, showdown = await play_folding_first(emulator, room, 1)
    assert is_showdown(showdown)
    asker = next(m for m in players if m.id != folder)
    hole = {m.id: as_cards(dealt(emulator, m)[1]) for m in players}

    exported = await emulator.slash(asker, room.table, "poker export", hand="1")
    await exported.wait_original()
    assert exported.original is not None
    history = loads(exported.original.attachments[0].data.decode())
    board = parse_cards("".join(a.split()[2] for a in history.actions if a.startswith("d db")))
    assert len(board) == 5
    seat_of = dict(zip(history.players or (), history.seats or (), strict=True))
    order = sorted(history.seats or ())
    position = {m.id: order.index(seat_of[str(m.user.global_name)]) for m in players}

    reply = await emulator.slash(asker, room.table, "poker replay", hand="1")
    original = await reply.wait_original(timeout=60)
    assert reply.ephemeral
    gif = original.attachments[0]
    assert gif.filename.endswith(".gif")
    frames = gif_frames(gif.data)
    streets = [
        sum(1 for slot, card in enumerate(board) if board_slot(frame, card, slot))
        for frame in frames
    ]
    for dealt_cards in (0, 3, 4, 5):  # preflop, the flop, the turn, the river
        assert dealt_cards in streets, streets
    assert face_up_at(frames[0], hole[asker.id], 3, position[asker.id])  # their own cards
    for frame in frames:
        assert not face_up_at(frame, hole[folder], 3, position[folder])

    shared = await emulator.slash(asker, room.table, "poker replay", hand="1", share=True)
    public = await shared.wait_original(timeout=60)
    assert not shared.ephemeral
    shared_frames = gif_frames(public.attachments[0].data)
    assert not face_up_at(shared_frames[0], hole[asker.id], 3, position[asker.id])
    for frame in shared_frames:
        assert not face_up_at(frame, hole[folder], 3, position[folder])


async def test_the_result_post_s_replay_button_the_export_formats_and_the_ledger(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    _, showdown = await play_folding_first(emulator, room, 1)
    replay_id = next(i for i in showdown.custom_ids() if i.startswith("holdem:v1:replay:"))
    click = await emulator.click(room.carol, showdown, replay_id)
    answer = await first_answer(emulator, click)
    assert answer.ephemeral
    assert answer.attachments[0].filename.endswith(".gif")
    assert len(gif_frames(answer.attachments[0].data)) >= 4

    for fmt, suffix in (("phh", ".phh"), ("pokerstars", ".txt")):
        reply = await emulator.slash(room.bob, room.table, "poker export", hand="1", format=fmt)
        original = await reply.wait_original()
        assert reply.ephemeral
        attachment = original.attachments[0]
        assert attachment.filename.endswith(suffix)
        if fmt == "pokerstars":
            hand = stars_reader.read(attachment.data.decode())
            assert set(hand.stacks) == {"Alice", "Bob", "Carol"}
            assert list(hand.dealt_to) == ["Bob"]
            assert hand.table == "poker"

    ledger = await emulator.slash(room.alice, room.table, "poker ledger")
    original = await ledger.wait_original()
    assert ledger.ephemeral
    rows = list(csv.reader(io.StringIO(original.attachments[0].data.decode("utf-8-sig"))))
    assert len(rows) == 4
    nets = [int(row[4]) for row in rows[1:]]
    in_pot = re.search(r"([\d,]+) chips are in the pot", original.text())
    assert sum(nets) + (int(in_pot.group(1).replace(",", "")) if in_pot else 0) == 0
    assert {row[0] for row in rows[1:]} == {"Alice", "Bob", "Carol"}


async def test_a_name_changed_later_is_kept_at_the_member_s_next_click(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    """A member renamed on the server is named anew from their next click, not only from their
    next command: Bob's ledger names Alice as the table now shows her, though she has only
    clicked the table's buttons since the rename."""
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    room.alice.nick = "Ally"  # renamed on the server; no command of hers after this
    await play_folding_first(emulator, room, 1)  # all three click in the hand, Alice too
    ledger = await emulator.slash(room.bob, room.table, "poker ledger")
    original = await ledger.wait_original()
    rows = list(csv.reader(io.StringIO(original.attachments[0].data.decode("utf-8-sig"))))
    assert {row[0] for row in rows[1:]} == {"Ally", "Bob", "Carol"}
