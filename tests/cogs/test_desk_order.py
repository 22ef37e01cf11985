"""What the channel sees of a table comes in order, whatever the timers, and news is the bot's.

A real card room (on SQLite, with a manual clock) feeds a real desk; the Discord side is a
fake that records every post, edit and delete in order. The room deals the next hand after
its pause while the desk is still showing an all-in run-out: the channel still sees the
run-out's frames, then the hand's result (titled with its number), then the next hand's
table message, the old one retired first.
"""

from __future__ import annotations

import asyncio
import datetime
import itertools
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

import discord
import pytest

from cardroom.views import Move, TableConfig, TableUpdate
from cogs.desk import Desk
from tests.cardroom.tables_support import ALICE, BOB, CAROL, CHANNEL, GUILD, HOST, Room, open_room

if TYPE_CHECKING:
    from bot import HoldemBot

CONFIG = TableConfig(small_blind=5, big_blind=10, min_buy_in=200, max_buy_in=2000)
GAP = 0.05
"""Seconds between the run-out's frames (the room's pause is on its manual clock)."""


@dataclass(frozen=True)
class Shown:
    """One post, edit or delete in the table's channel."""

    change: str
    message_id: int
    title: str
    text: str
    custom_ids: tuple[str, ...]

    def hand_of_buttons(self) -> int | None:
        """The hand whose action buttons the message carries, if any."""
        for custom_id in self.custom_ids:
            parts = custom_id.split(":")
            if parts[2] in ("act", "raise"):
                return int(parts[4])
        return None


def _shown(change: str, message_id: int, embed: Any, view: Any) -> Shown:
    """Record what a post or edit carried."""
    title, body = "", ""
    if isinstance(embed, discord.Embed):
        title = embed.title or ""
        body = " ".join(filter(None, (embed.description, embed.footer.text)))
    items = view.children if isinstance(view, discord.ui.View) else []
    ids = tuple(str(getattr(item, "custom_id", "")) for item in items)
    ids = tuple(i for i in ids if i.startswith("holdem:"))
    return Shown(change, message_id, title, body, ids)


@dataclass
class FakeDiscord:
    """The channels the desk posts in, recording what the table's channel saw, in order."""

    seen: list[Shown] = field(default_factory=list)
    ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1000))

    def channel(self, channel_id: int) -> Any:
        discord_ = self

        class Message:
            def __init__(self, message_id: int) -> None:
                self.id = message_id

            async def edit(self, *, embed: Any = None, view: Any = None, **_: Any) -> None:
                if channel_id == CHANNEL:
                    discord_.seen.append(_shown("edit", self.id, embed, view))

            async def delete(self) -> None:
                if channel_id == CHANNEL:
                    discord_.seen.append(Shown("delete", self.id, "", "", ()))

        class Channel:
            async def send(
                self, content: Any = None, *, embed: Any = None, view: Any = None, **_: Any
            ) -> Message:
                message = Message(next(discord_.ids))
                if channel_id == CHANNEL:
                    discord_.seen.append(_shown("post", message.id, embed, view))
                return message

            def get_partial_message(self, message_id: int) -> Message:
                return Message(message_id)

        return Channel()


class FakeBot:
    """The parts of the bot the desk uses, over a fake Discord and the real card room."""

    def __init__(self, room: Room, fake: FakeDiscord) -> None:
        self.tables = room.service
        self.store = room.store
        self.bank = SimpleNamespace(turn_ping=self._yes)
        self.fake = fake

    @staticmethod
    async def _yes(*_: Any) -> bool:
        return True

    def get_partial_messageable(self, channel_id: int, **_: Any) -> Any:
        return self.fake.channel(channel_id)

    def get_guild(self, guild_id: int) -> None:
        return None

    async def create_dm(self, user: Any) -> Any:
        return SimpleNamespace(id=user.id + 1)


@pytest.fixture
async def room(tmp_path: Path) -> AsyncIterator[Room]:
    opened = await open_room(tmp_path / "room.sqlite3")
    try:
        yield opened
    finally:
        await opened.close()


def desk_for(room: Room) -> tuple[Desk, FakeDiscord]:
    fake = FakeDiscord()
    desk = Desk(pictures_enabled=False, runout_gap=GAP, ping_delay=0)
    desk.attach(cast("HoldemBot", FakeBot(room, fake)))
    room.service.set_listener(desk.table_changed)
    return desk, fake


async def three_seated(room: Room, desk: Desk) -> TableUpdate:
    """A cash table with three players of 500 chips, hand 1 dealt and shown."""
    await room.service.create(GUILD, CHANNEL, HOST, CONFIG)
    for user in (ALICE, BOB, CAROL):
        await room.service.join(GUILD, CHANNEL, user, 500)
    update = await room.service.start(CHANNEL, HOST)
    await desk.publish(update)
    return update


async def act(room: Room, update: TableUpdate, move: Move) -> TableUpdate:
    view = update.view
    assert view.to_act is not None
    return await room.service.act(CHANNEL, view.to_act, view.hand_no, move, turn=view.turn_no)


def one_live_table(seen: list[Shown]) -> None:
    """At no moment do two messages carry live action buttons."""
    live: dict[int, int] = {}
    for item in seen:
        hand = item.hand_of_buttons()
        if hand is None:
            live.pop(item.message_id, None)
        else:
            live[item.message_id] = hand
        assert len(live) <= 1, f"two live tables: {live}"


async def test_the_result_comes_between_its_hand_and_the_next_when_the_deal_is_early(
    room: Room,
) -> None:
    desk, fake = desk_for(room)
    update = await three_seated(room, desk)
    first = fake.seen[0].message_id
    update = await act(room, update, Move.ALL_IN)
    await desk.publish(update)
    update = await act(room, update, Move.CALL)
    await desk.publish(update)
    update = await act(room, update, Move.FOLD)
    assert update.runout  # an all-in run-out: four frames, GAP apart, then the last frame
    showing = asyncio.create_task(desk.publish(update))
    await room.tick(5)  # the room's pause is over: hand 2 is dealt while the frames show
    await showing
    seen = fake.seen
    story = [(s.change, s.title) for s in seen]
    result = next((i for i, s in enumerate(seen) if "hand #1" in s.title.lower()), None)
    assert result is not None, f"no result titled hand 1: {story}"
    posts = [i for i, s in enumerate(seen) if s.change == "post" and s.hand_of_buttons() == 2]
    assert posts, story
    second = posts[0]
    assert result < second, story
    # the first message was never turned into hand 2, and was retired before hand 2's post
    assert all(s.hand_of_buttons() in (None, 1) for s in seen if s.message_id == first)
    retired = [i for i, s in enumerate(seen) if s.message_id == first and i > result]
    assert retired
    assert max(retired) < second
    # the frames came before the result: the last edit of hand 1 before it shows the river
    frames = [s for s in seen[:result] if s.message_id == first and s.change == "edit"]
    assert len(frames) >= 4
    one_live_table(seen)


async def test_news_of_a_command_is_the_bots_own_post_not_its_follow_up(room: Room) -> None:
    desk, fake = desk_for(room)
    update = await three_seated(room, desk)
    update = await act(room, update, Move.FOLD)
    await desk.publish(update)
    update = await act(room, update, Move.FOLD)  # the hand is won unseen: its result post
    sent: list[object] = []

    async def send(*args: object, **kwargs: object) -> None:
        sent.append(kwargs)

    command = SimpleNamespace(
        id=1,
        user=SimpleNamespace(id=CAROL),
        response=SimpleNamespace(is_done=lambda: True),
        followup=SimpleNamespace(send=send),
        created_at=discord.utils.utcnow() - datetime.timedelta(seconds=1),
    )
    await desk.after_command(update, cast("discord.Interaction[discord.Client]", command))
    assert not sent  # never "<member> used /poker topup" above the hand's result
    assert any("hand #1" in s.title.lower() and s.change == "post" for s in fake.seen)
