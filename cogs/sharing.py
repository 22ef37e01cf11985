"""The front desk's side of hands worth sharing: names for the card room, the ledger's words.

- :class:`NameBook` hands the card room each member's display name on the server as the
  table shows it, as a plain string, once per change (``Sharing.note_names``), so that
  exports name players as they were called when they played.
- :func:`ledger_embed` and :func:`ledger_file` word a session's ledger (and its settle-up
  list) and attach it as CSV; :func:`export_content` says what an export holds.

Pure apart from :class:`NameBook`, which awaits the card room.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable

import discord

from cardroom.ledger import ledger_csv
from cardroom.sharing import ExportFormat, SessionLedger, SharedFile, Sharing
from cogs.messages import text
from cogs.odds import PICTURE_ROBOT_MARK, player_name, robot_name

__all__ = ["NameBook", "export_content", "ledger_embed", "ledger_file", "robot_namer"]

log = logging.getLogger(__name__)

LEDGER_FILE = "ledger.csv"
"""The attachment's name."""

_COLOUR = 0x2E7D32


class NameBook:
    """Members' display names handed to the card room, once per server and change."""

    def __init__(self, sharing: Sharing) -> None:
        """Hand names to ``sharing``."""
        self._sharing = sharing
        self._known: dict[tuple[int, int], str] = {}

    async def seen(self, guild_id: int | None, user: discord.abc.User) -> None:
        """Note the member's display name on this server if it changed; never raises."""
        if guild_id is None:
            return
        name = user.display_name
        key = (guild_id, user.id)
        if self._known.get(key) == name:
            return
        try:
            await self._sharing.note_names(guild_id, {user.id: name})
        except Exception:
            log.exception("Could not keep the name of %s", user.id)
            return
        self._known[key] = name


def robot_namer() -> Callable[[int], str]:
    """How a computer player is named in an export: as the table picture names it."""

    def name(user_id: int) -> str:
        return robot_name(user_id, PICTURE_ROBOT_MARK) or str(user_id)

    return name


def export_content(exported: SharedFile, fmt: ExportFormat, hand_no: int | None) -> str:
    """What the export's message says: the hand (or how many), and the format."""
    if len(exported.hand_ids) > 1:
        return text("sharing.export.many", count=len(exported.hand_ids), format=fmt.value)
    hand_id = exported.hand_ids[0]
    number = hand_no if hand_no is not None else int(hand_id.rsplit("-", 1)[1])
    if fmt is ExportFormat.PHH:
        return text("poker.export.done.id", hand_no=number, hand_id=hand_id)
    return text("sharing.export.stars", hand_no=number, hand_id=hand_id)


def _name(ledger: SessionLedger, user_id: int) -> str:
    return player_name(user_id, ledger.names, text("picture.player"))


def ledger_embed(ledger: SessionLedger) -> discord.Embed:
    """The session's ledger: a line per member, and for the host the transfers to settle up."""
    title = "sharing.ledger.current" if ledger.current else "sharing.ledger.last"
    lines = [
        text(
            "sharing.ledger.line",
            player=_name(ledger, line.user_id),
            bought_in=line.bought_in,
            cashed_out=line.cashed_out,
            stack=line.stack,
            net=line.net,
        )
        for line in ledger.lines
    ]
    embed = discord.Embed(
        title=text(title),
        description="\n".join(lines) or text("sharing.ledger.empty"),
        colour=_COLOUR,
    )
    if ledger.in_pot:
        embed.add_field(
            name=text("sharing.ledger.pot_title"),
            value=text("sharing.ledger.in_pot", amount=ledger.in_pot),
            inline=False,
        )
    if ledger.transfers is not None:
        settle = [
            text(
                "sharing.ledger.transfer",
                payer=_name(ledger, t.payer),
                payee=_name(ledger, t.payee),
                amount=t.amount,
            )
            for t in ledger.transfers
        ]
        embed.add_field(
            name=text("sharing.ledger.settle_title"),
            value="\n".join(settle) or text("sharing.ledger.square"),
            inline=False,
        )
    embed.set_footer(text=text("sharing.ledger.footer"))
    return embed


def ledger_file(ledger: SessionLedger) -> discord.File:
    """The ledger as CSV, with the embed's columns."""
    names = {line.user_id: _name(ledger, line.user_id) for line in ledger.lines}
    header = [
        text("sharing.ledger.col.member"),
        text("sharing.ledger.col.bought_in"),
        text("sharing.ledger.col.cashed_out"),
        text("sharing.ledger.col.stack"),
        text("sharing.ledger.col.net"),
    ]
    csv_text = ledger_csv(ledger.lines, names, header)
    return discord.File(io.BytesIO(csv_text.encode("utf-8-sig")), LEDGER_FILE)
