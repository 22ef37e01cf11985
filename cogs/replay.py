"""A hand's replay as an animated GIF, and the Replay button of each hand's result post.

The card room gives the frames' data (:mod:`cardroom.replay`: only what the table saw); here
each frame becomes a :class:`~cogs.pictures.TablePicture`, drawn by the table picture's own
public drawing (:func:`cogs.pictures.render_table`), so the replay has the table's look:
400 x 300, legible at Discord's 400 px column. The records are built on the event loop (they
need the language of the moment); the drawing and the GIF encoding run in a worker thread
(:func:`encode_gif`), never on the loop. GIF, not APNG: Discord animates GIF only.

One palette is shared by every frame (made from the last frame, which shows the most
cards), so the encoder maps pixels once per frame and the file stays small: a 30-action
hand is about 40 frames, some 0.3 s of CPU and 150 KB (``benchmarks/bench_render.py``).
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Self, cast

import discord
from PIL import Image

from cardroom.replay import Moment, ReplayFrame
from cardroom.sharing import SharedReplay, Sharing
from cogs import pictures
from cogs.buttons import guarded
from cogs.custom_ids import make, template
from cogs.deferral import respond
from cogs.messages import text
from cogs.odds import player_name
from cogs.render import picture_labels
from holdem.actions import ActionKind

if TYPE_CHECKING:
    from bot import HoldemBot

__all__ = [
    "REPLAY_FILE",
    "ReplayButton",
    "encode_gif",
    "frame_pictures",
    "replay_file",
    "replay_view",
]

log = logging.getLogger(__name__)

Interaction = discord.Interaction[discord.Client]

REPLAY_FILE = "replay.gif"
"""The attachment's name."""

FRAME_MS = 900
"""How long each frame shows."""
LAST_FRAME_MS = 4000
"""How long the last frame (the pot won) holds before the replay starts again."""

_TEMPLATE = template("replay", r"(?P<table>[0-9]{1,20}):(?P<hand>[0-9]{1,9})")

_VERBS = {
    ActionKind.FOLD: "replay.fold",
    ActionKind.CHECK: "replay.check",
    ActionKind.CALL: "replay.call",
    ActionKind.BET: "replay.bet",
    ActionKind.RAISE: "replay.raise",
}


def frame_pictures(replay: SharedReplay) -> tuple[pictures.TablePicture, ...]:
    """Each frame's table picture, worded in the language of the moment (call on the loop)."""
    labels = picture_labels()
    fallback = text("picture.player")

    def name(user_id: int | None) -> str:
        return "" if user_id is None else player_name(user_id, replay.names, fallback)

    out = []
    for frame in replay.frames:
        out.append(
            pictures.TablePicture(
                seats=tuple(_seat(frame, s, name(s.user_id)) for s in frame.seats),
                board=frame.board,
                pots=(frame.pot,) if frame.pot else (),
                hand_number=replay.hand_no,
                street=_street(frame),
                title=_caption(frame, name(frame.actor)),
                labels=labels,
            )
        )
    return tuple(out)


def _seat(frame: ReplayFrame, seat: Any, name: str) -> pictures.SeatPicture:
    if seat.folded:
        state = pictures.SeatState.FOLDED
    elif seat.all_in:
        state = pictures.SeatState.ALL_IN
    else:
        state = pictures.SeatState.ACTIVE
    caption = ""
    if frame.moment is Moment.WIN and seat.won:
        caption = text("picture.wins", amount=seat.won)
    return pictures.SeatPicture(
        seat=seat.seat,
        name=name,
        stack=seat.stack,
        bet=seat.bet,
        state=state,
        is_button=seat.is_button,
        cards=None if seat.folded else seat.cards,
        caption=caption,
    )


def _street(frame: ReplayFrame) -> str:
    street = text(f"street.{frame.street.value}")
    return text("replay.second_run", street=street) if frame.run == 2 else street


def _caption(frame: ReplayFrame, who: str) -> str:
    if frame.moment is Moment.ACTION and frame.action is not None:
        return text(_VERBS[frame.action], player=who, amount=frame.amount)
    if frame.moment is Moment.SHOW:
        return text("replay.shows", player=who)
    if frame.moment is Moment.WIN:
        return text("replay.wins", player=who, amount=frame.amount)
    return ""


def encode_gif(frames: Sequence[pictures.TablePicture]) -> bytes:
    """Draw the frames and encode them as one looping GIF (CPU work: run it in a thread).

    Raises:
        ValueError: No frames.
    """
    if not frames:
        raise ValueError("A replay needs at least one frame.")
    images = [Image.open(io.BytesIO(pictures.render_table(f))).convert("RGB") for f in frames]
    palette = images[-1].quantize(colors=128, method=Image.Quantize.MEDIANCUT)
    shared = [image.quantize(palette=palette, dither=Image.Dither.NONE) for image in images]
    durations = [FRAME_MS] * (len(shared) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    shared[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=shared[1:],
        duration=durations,
        loop=0,
        optimize=False,
        disposal=1,
    )
    return out.getvalue()


async def replay_file(replay: SharedReplay) -> discord.File:
    """The replay as a GIF attachment: records on the loop, drawing in a worker thread."""
    gif = await asyncio.to_thread(encode_gif, frame_pictures(replay))
    return discord.File(io.BytesIO(gif), REPLAY_FILE)


def replay_content(replay: SharedReplay, *, shared: bool) -> str:
    """The words with a replay: which hand, and whose view."""
    key = "replay.shared" if shared else "replay.private"
    return text(key, hand_id=replay.hand_id, hand_no=replay.hand_no)


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=_TEMPLATE):
    """The Replay button of a hand's result post: a private replay for whoever clicks."""

    def __init__(self, channel_id: int, hand_no: int, label: str = "") -> None:
        """The button for hand ``hand_no`` of the table in ``channel_id``."""
        super().__init__(
            discord.ui.Button(
                label=label or "Replay",
                style=discord.ButtonStyle.secondary,
                emoji="🎞️",
                custom_id=make("replay", channel_id, hand_no),
            )
        )
        self.channel_id = channel_id
        self.hand_no = hand_no

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from its custom id."""
        return cls(int(match["table"]), int(match["hand"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Answer with the hand's replay, privately."""
        bot = cast("HoldemBot", interaction.client)

        async def work() -> None:
            guild_id = interaction.guild_id or 0
            replay = await Sharing(bot.tables.store).replay(
                guild_id, self.channel_id, interaction.user.id, str(self.hand_no)
            )
            file = await replay_file(replay)
            await respond(
                interaction, replay_content(replay, shared=False), file=file, ephemeral=True
            )

        await guarded(interaction, work, defer=True)


def replay_view(channel_id: int, hand_no: int) -> discord.ui.View:
    """A view holding the Replay button of hand ``hand_no``, for the result post."""
    view = discord.ui.View(timeout=None)
    view.add_item(ReplayButton(channel_id, hand_no, text("button.replay")))
    return view
