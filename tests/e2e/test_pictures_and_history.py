"""End to end: the pictures the bot uploads, each member's deck style, and the hand records.

The table message and every hole-cards DM carry PNGs that decode, have the sizes the
pictures module draws, and show the cards the DM names (in the member's own deck style);
``/poker history`` and ``/poker export`` after a showdown give what the table saw: the
asker's own cards, the hands shown, and ``????`` for a folded or mucked hand.
"""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

from cogs.pictures import (
    HOLE_CARD_WIDTH,
    TABLE_SIZE,
    hole_card_box,
    render_card,
    render_hole_cards,
)
from holdem.cards import Card, parse_cards
from holdem.phh import loads
from tests.cogs.test_pictures import decode, drawn_at
from tests.e2e.emulator import BotProcess, DiscordEmulator, Member, Message
from tests.e2e.test_play import (
    Room,
    bot,
    button,
    dealt,
    is_showdown,
    last_showdown,
    open_table,
    room,
    to_act,
    wait_for_hand,
)

pytestmark = pytest.mark.e2e

__all__ = ["bot", "room"]  # the fixtures, shared with test_play

SUIT_LETTERS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def as_cards(pretty: tuple[str, str]) -> tuple[Card, ...]:
    """The DM's "A♠ K♦" as cards."""
    return parse_cards("".join(text[:-1] + SUIT_LETTERS[text[-1]] for text in pretty))


def dm_of(emulator: DiscordEmulator, member: Member, hand_no: int) -> Message:
    return next(m for m in emulator.dms(member) if f"hand #{hand_no} " in m.content)


def shows_cards(png: bytes, cards: tuple[Card, ...], *, four_colour: bool) -> bool:
    image = decode(png)
    return all(
        drawn_at(image, render_card(card, width=HOLE_CARD_WIDTH, four_colour=four_colour), box)
        for card, box in zip(cards, (hole_card_box(0), hole_card_box(1)), strict=True)
    )


async def test_the_table_message_and_the_dms_carry_valid_pngs_in_each_members_style(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob]
    chosen = await emulator.slash(room.bob, room.table, "poker deck style", style="four_colour")
    await chosen.wait_original()
    assert chosen.ephemeral
    assert "four-colour" in chosen.content
    message = await open_table(emulator, room, players)
    # The table message: a PNG of the table's size, shown inside the embed.
    table_png = message.embed_image()
    assert table_png == message.attachment("table.png").data
    picture = Image.open(io.BytesIO(table_png))
    picture.verify()
    assert picture.format == "PNG"
    assert picture.size == TABLE_SIZE
    # The DMs: a PNG of the hole cards the text names, Alice classic and Bob four-colour.
    await emulator.wait_until(
        lambda: all(1 in dealt(emulator, m) for m in players), 10, "the DMs of hand 1"
    )
    for member, four in ((room.alice, False), (room.bob, True)):
        cards = as_cards(dealt(emulator, member)[1])
        png = dm_of(emulator, member, 1).attachment("cards.png").data
        assert decode(png).size == decode(render_hole_cards(cards)).size
        assert shows_cards(png, cards, four_colour=four)
        if four and any(card.suit.name in ("DIAMONDS", "CLUBS") for card in cards):
            assert not shows_cards(png, cards, four_colour=False)
    # "My cards" follows the member's style too.
    peek = await emulator.click(room.bob, message, button(message, ":cards"))
    await peek.wait_original()
    assert peek.ephemeral
    assert peek.original is not None
    bob_cards = as_cards(dealt(emulator, room.bob)[1])
    assert shows_cards(peek.original.attachment("cards.png").data, bob_cards, four_colour=True)


def phh_cards(text: str) -> list[str]:
    return re.findall(r"(?:[2-9TJQKA][cdhs]){2}|\?\?\?\?", text)


async def play_folding_first(
    emulator: DiscordEmulator, room: Room, hand_no: int
) -> tuple[int, Message]:
    """The first player to act folds, the others check or call down; returns the folder."""
    message = await wait_for_hand(emulator, room, hand_no)
    folder = to_act(message)
    assert folder is not None
    first = True
    for _ in range(40):
        actor = to_act(message)
        if actor is None or not message.custom_ids():
            break
        ids = message.custom_ids()
        if first:
            choice = button(message, ":fold")
            first = False
        else:
            choice = next((i for i in ids if i.endswith(":check")), None) or button(
                message, ":call"
            )
        click = await emulator.click(room.member(actor), message, choice)
        await click.wait_response()
    return folder, await last_showdown(emulator, room, hand_no)


async def test_history_and_export_show_only_what_the_table_saw(
    emulator: DiscordEmulator, room: Room, bot: BotProcess
) -> None:
    players = [room.alice, room.bob, room.carol]
    await open_table(emulator, room, players)
    mucked: set[int] = set()
    hand_no = 0
    shown: dict[int, str] = {}
    folder = 0
    for hand_no in range(1, 5):  # until a losing hand is mucked at the showdown
        folder, showdown = await play_folding_first(emulator, room, hand_no)
        assert is_showdown(showdown)
        shown = {}
        for line in showdown.text().splitlines():
            found = re.match(r"<@(\d+)> shows (\S+ \S+)", line)
            if found:
                shown[int(found.group(1))] = found.group(2)
        mucked = {m.id for m in players if m.id != folder and m.id not in shown}
        if mucked:
            break
    assert shown, "someone shows at every showdown"
    hole = {m.id: as_cards(dealt(emulator, m)[hand_no]) for m in players}

    history = await emulator.slash(room.alice, room.table, "poker history")
    await history.wait_original()
    assert history.ephemeral
    assert f"#{hand_no} (id " in history.original.text()  # type: ignore[union-attr]
    assert "you " in history.original.text()  # type: ignore[union-attr]

    for asker in players:
        reply = await emulator.slash(asker, room.table, "poker export", hand=str(hand_no))
        await reply.wait_original()
        assert reply.ephemeral
        assert reply.original is not None
        attachment = reply.original.attachments[0]
        assert attachment.filename.endswith(".phh")
        text = attachment.data.decode()
        history_record = loads(text)
        names = list(history_record.players or ())  # display names, as the table showed
        assert sorted(names) == sorted(str(m.user.global_name) for m in players)
        ids = text.split("_user_ids = [")[1].split("]")[0]  # ids in PHH's user fields
        assert [int(i) for i in ids.split(",")] == [
            next(m.id for m in players if m.user.global_name == name) for name in names
        ]
        dealt_lines = [a for a in history_record.actions if a.startswith("d dh ")]
        for member in players:
            position = names.index(str(member.user.global_name)) + 1
            line = next(a for a in dealt_lines if a.startswith(f"d dh p{position} "))
            cards = "".join(str(card) for card in hole[member.id])
            visible = member.id == asker.id or member.id in shown
            if visible:
                assert cards in text, (member.id, text)
            else:
                assert line.endswith("????"), line
                assert cards not in text, (member.id, text)
        # A folded hand and (if there was one) a mucked hand stay hidden from the others.
        if asker.id != folder:
            assert "????" in phh_cards(text)
    if mucked:
        loser = next(iter(mucked))
        other = next(m for m in players if m.id not in (loser,))
        reply = await emulator.slash(other, room.table, "poker export", hand=str(hand_no))
        await reply.wait_original()
        assert reply.original is not None
        text = reply.original.attachments[0].data.decode()
        assert "".join(str(card) for card in hole[loser]) not in text
