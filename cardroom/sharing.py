"""Hands worth sharing: exports for trackers, replays, the session ledger and players' names.

The card room's verbs for the three (docs/DESIGN.md, "Hands worth sharing"). Plain ids and
strings in, frozen records out; the front desk draws and words them:

- :meth:`Sharing.note_names` keeps each member's display name on the server as the table
  shows it (the desk hands it plain strings), so that an export names the players as they
  were called when the hand was played (:meth:`~cardroom.store.Store.names_at`).
- :meth:`Sharing.export` writes a hand (or a member's last 100 hands at the table) as PHH
  or PokerStars text: shown hands and the asker's own cards only.
- :meth:`Sharing.replay` is a hand's frames (:mod:`cardroom.replay`) for one viewer, or for
  the channel (``share``) without anyone's unshown cards.
- :meth:`Sharing.ledger` is a cash table's session, current or last, from the ledger rows
  the bank wrote, with the fewest transfers that square it for its host.

Reading hands here, not in the table service: a finished hand is the store's record, so
nothing of a live table is needed.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum, unique
from typing import Any, cast

from cardroom._formats import config_from_dict, sng_schedule
from cardroom.errors import NoTable, NotAllowed
from cardroom.hand_refs import parse_hand_ref
from cardroom.ledger import LedgerLine, Transfer, session_lines, settle_up
from cardroom.models import HandOutcome, HandRecord, TableKey, TableRecord
from cardroom.replay import ReplayFrame, replay_frames
from cardroom.robots import is_robot
from cardroom.store import Store
from cardroom.views import GameKind
from holdem.errors import HoldemError
from holdem.hand import HandState
from holdem.phh import HandHistory, dumps
from holdem.pokerstars import StarsHeader, stars_hand_number, write_hand, write_hands

__all__ = [
    "EXPORT_LIMIT",
    "ExportFormat",
    "SessionLedger",
    "SharedFile",
    "SharedReplay",
    "Sharing",
]

log = logging.getLogger(__name__)

EXPORT_LIMIT = 100
"""The most hands one export without a hand id writes (the member's last ones here)."""

_LATEST = datetime(9999, 1, 1, tzinfo=UTC)
"""A moment after every name was kept: names as they are now."""


@unique
class ExportFormat(StrEnum):
    """The text an export is written in."""

    PHH = "phh"
    """The open PHH format (TOML) PokerKit reads."""
    POKERSTARS = "pokerstars"
    """PokerStars' hand-history text, which hand trackers import."""


@dataclass(frozen=True, slots=True)
class SharedFile:
    """An export: the file's name and text, and which hands it holds."""

    filename: str
    text: str
    hand_ids: tuple[str, ...]
    """The ids of the hands written (``"7-12"``), oldest first."""


@dataclass(frozen=True, slots=True)
class SharedReplay:
    """A hand's replay for one viewer (or the channel): its frames and who played."""

    hand_id: str
    hand_no: int
    frames: tuple[ReplayFrame, ...]
    names: Mapping[int, str]
    """Each member's name at the time of the hand, by user id (robots and unknowns left out)."""


@dataclass(frozen=True, slots=True)
class SessionLedger:
    """A cash table's session: every member who sat there, their chips and the settle-up."""

    table_id: TableKey
    current: bool
    """The session still running (False: the last closed one)."""
    lines: tuple[LedgerLine, ...]
    in_pot: int
    """Chips in the pot of a hand in progress: the nets plus this sum to zero."""
    transfers: tuple[Transfer, ...] | None
    """The fewest transfers that square the nets, for the table's creator or an admin (and
    only between hands); None when not asked for or not possible."""
    names: Mapping[int, str]
    """Each member's name now, by user id (robots and unknowns left out)."""


def _no_hand() -> NotAllowed:
    return NotAllowed(
        "There is no finished hand with that number at this table.", code="history.no_hand"
    )


@dataclass(frozen=True, slots=True)
class _Played:
    """A settled hand read back: the engine's state and who sat where."""

    record: HandRecord
    table: TableRecord
    state: HandState
    users: Mapping[int, int]
    """Seat to user id."""

    @property
    def hand_id(self) -> str:
        return f"{self.record.table_id}-{self.record.hand_no}"

    def seat_of(self, user_id: int) -> int | None:
        return next((seat for seat, user in self.users.items() if user == user_id), None)


def _played(record: HandRecord, table: TableRecord) -> _Played:
    """A settled hand's state from its record.

    Raises:
        NotAllowed: A voided hand, or a record that can't be read.
    """
    if record.outcome is HandOutcome.VOIDED:
        raise NotAllowed(
            "That hand was voided as a misdeal, so it has no history.", code="history.voided"
        )
    try:
        data = cast(dict[str, Any], json.loads(record.summary_json))
        state = HandState.from_dict(data["hand"])
        users = {int(seat): int(user) for seat, user in data["users"].items()}
    except (KeyError, ValueError, TypeError, AttributeError, HoldemError):
        log.exception("Hand %s of table %s can't be read", record.hand_no, record.table_id)
        raise NotAllowed("That hand's record can't be read.", code="history.unreadable") from None
    return _Played(record, table, state, users)


class Sharing:
    """The verbs of exports, replays, the session ledger and players' names, on the store."""

    def __init__(self, store: Store) -> None:
        """Read through ``store`` (the card room's)."""
        self._store = store

    async def note_names(self, guild_id: int, names: Mapping[int, str]) -> None:
        """Keep members' display names on a server as the table shows them (plain strings)."""
        people = {user: name for user, name in names.items() if not is_robot(user)}
        if people:
            await self._store.note_names(guild_id, people)

    # --- finding hands --------------------------------------------------------------------

    async def _table_here(self, guild_id: int, channel_id: int) -> TableRecord:
        """The channel's open table, else its last one.

        Raises:
            NoTable: No table was ever played here.
        """
        table = await self._store.table_in_channel(guild_id, channel_id)
        if table is None:
            table = await self._store.last_table(guild_id, channel_id)
        if table is None:
            raise NoTable()
        return table

    async def _hand(self, guild_id: int, channel_id: int, user_id: int, hand: object) -> _Played:
        """A hand by id (one the asker played on this server) or by number at this table.

        Raises:
            NotAllowed: No such settled hand, a voided one, or (by id) one not played.
        """
        table_id, number = parse_hand_ref(hand)
        if table_id is None:
            table = await self._table_here(guild_id, channel_id)
        else:
            try:
                table = await self._store.table(TableKey(table_id))
            except NoTable:
                raise _no_hand() from None
            if table.guild_id != guild_id:
                raise _no_hand()
        record = await self._store.hand(table.id, number)
        if record is None:
            raise _no_hand()
        played = _played(record, table)
        if table_id is not None and played.seat_of(user_id) is None:
            raise NotAllowed.coded("history.not_played")
        return played

    async def _last_played(self, guild_id: int, channel_id: int, user_id: int) -> list[_Played]:
        """The asker's settled hands at this table, newest first (at most the export limit)."""
        table = await self._table_here(guild_id, channel_id)
        found: list[_Played] = []
        for record in await self._store.settled_hands(table.id):
            if _plays_in(record, user_id):
                found.append(_played(record, table))
                if len(found) == EXPORT_LIMIT:
                    break
        if not found:
            raise NotAllowed.coded("sharing.no_hands")
        return found

    async def _names(self, played: _Played) -> dict[int, str]:
        at = played.record.started_at or played.record.ended_at
        members = [user for user in played.users.values() if not is_robot(user)]
        return await self._store.names_at(played.table.guild_id, members, at)

    # --- export ---------------------------------------------------------------------------

    async def export(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        hand: object | None,
        fmt: ExportFormat = ExportFormat.PHH,
        *,
        table_name: str = "",
        robot_name: Callable[[int], str] = str,
    ) -> SharedFile:
        """A hand, or the asker's last :data:`EXPORT_LIMIT` hands at this table, as a file.

        Players are named as the table showed them at the time of the hand (``robot_name``
        names a computer player; a member whose name was never seen is ``Seat N``); PHH
        keeps their ids in the user-defined fields ``_user_ids`` (PHH order) and
        ``_hand_id``. Only shown hands and the asker's own cards are written.

        Raises:
            NotAllowed: No such hand (or none played here), a voided or unreadable one, one
                the format can't say (a pot-limit hand in PHH), a malformed hand id.
        """
        if hand is None:
            hands = list(reversed(await self._last_played(guild_id, channel_id, user_id)))
        else:
            hands = [await self._hand(guild_id, channel_id, user_id, hand)]
        texts = []
        for played in hands:
            names = await self._names(played)
            seat_names = {
                seat: robot_name(user) if is_robot(user) else names.get(user, f"Seat {seat + 1}")
                for seat, user in played.users.items()
            }
            texts.append(
                await self._write(
                    played, seat_names, user_id, fmt, table_name or f"table {played.table.id}"
                )
            )
        ids = tuple(p.hand_id for p in hands)
        name = f"hand-{ids[0]}" if len(ids) == 1 else f"hands-{hands[0].record.table_id}"
        if fmt is ExportFormat.POKERSTARS:
            # trackers look for hand-history files by this prefix
            return SharedFile(f"HH-{name}.txt", write_hands(texts), ids)
        if len(texts) == 1:
            return SharedFile(f"{name}.phh", texts[0], ids)
        text = "\n".join(f"[{i}]\n{t}" for i, t in enumerate(texts, 1))
        return SharedFile(f"{name}.phhs", text, ids)

    async def _write(
        self,
        played: _Played,
        names: Mapping[int, str],
        user_id: int,
        fmt: ExportFormat,
        table_name: str,
    ) -> str:
        """One hand in the format, for the asker (PHH with the players' ids in user fields)."""
        viewer = played.seat_of(user_id)
        try:
            if fmt is ExportFormat.PHH:
                history = HandHistory.from_state(
                    played.state,
                    viewer_seat=viewer,
                    hide_unshown=True,
                    players=names,
                    hand=played.record.hand_no,
                    table=str(played.table.channel_id),
                )
                return dumps(history) + _user_fields(played)
            return write_hand(
                played.state,
                names=names,
                hero=viewer,
                header=await self._header(played, table_name),
            )
        except HoldemError as error:
            raise NotAllowed(
                f"This hand can't be written as PHH: {error.reason}", code="history.no_phh"
            ) from None

    async def _header(self, played: _Played, table_name: str) -> StarsHeader:
        table, record = played.table, played.record
        config = config_from_dict(json.loads(table.config_json))
        tournament, buy_in, level = None, 0, 1
        if config.game is not GameKind.CASH:
            tournament = table.tournament_id or table.id
            if config.game is GameKind.TOURNAMENT:
                buy_in = config.min_buy_in
                big = played.state.inputs.config.big_blind
                levels = sng_schedule(config, 1).levels
                level = next((i for i, lv in enumerate(levels, 1) if lv.big_blind == big), 1)
        return StarsHeader(
            hand_number=stars_hand_number(table.id, record.hand_no),
            table_name=table_name,
            max_seats=table.max_seats,
            started_at=record.started_at or record.ended_at,
            tournament=tournament,
            buy_in=buy_in,
            level=level,
            match=config.game is GameKind.HEADS_UP,
        )

    # --- replay ---------------------------------------------------------------------------

    async def replay(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        hand: object | None = None,
        *,
        share: bool = False,
    ) -> SharedReplay:
        """A hand's frames: the asker's last hand here when ``hand`` is None.

        Private (``share`` False), the asker's own hole cards are face up if they played
        it; shared, only the hands shown at the table. Never a folded or mucked hand.

        Raises:
            NotAllowed: No such hand, none played here, a voided or unreadable one.
        """
        if hand is None:
            played = (await self._last_played(guild_id, channel_id, user_id))[0]
        else:
            played = await self._hand(guild_id, channel_id, user_id, hand)
        frames = replay_frames(played.state, played.users, viewer=None if share else user_id)
        return SharedReplay(
            played.hand_id, played.record.hand_no, frames, await self._names(played)
        )

    # --- the session ledger ---------------------------------------------------------------

    async def ledger(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        *,
        last: bool = False,
        is_admin: bool = False,
    ) -> SessionLedger:
        """The table's current session (or with ``last`` the last closed one) as a ledger.

        The creator of the table or an admin also gets the settle-up list (between hands).

        Raises:
            NotAllowed: No such session here, or a match's or sit-and-go's (no buy-ins).
        """
        table = (
            await self._store.closed_table(guild_id, channel_id)
            if last
            else await self._store.table_in_channel(guild_id, channel_id)
        )
        if table is None:
            raise NotAllowed.coded("sharing.no_session")
        if table.tournament_id is not None:
            raise NotAllowed.coded("sharing.cash_only")
        lines = session_lines(await self._store.table_chips(table.id))
        in_pot = table.pot if not last else 0
        transfers = None
        if (is_admin or user_id == table.creator_id) and in_pot == 0:
            transfers = settle_up({line.user_id: line.net for line in lines})
        members = [line.user_id for line in lines if not is_robot(line.user_id)]
        names = await self._store.names_at(guild_id, members, _LATEST)
        return SessionLedger(table.id, not last, lines, in_pot, transfers, names)


def _user_fields(played: _Played) -> str:
    """PHH's user-defined fields (``_``-prefixed, as PokerKit reads them).

    The players' ids in PHH order, and the hand's id.
    """
    ids = ", ".join(str(played.users[seat]) for seat in played.state.seats)
    return f"_user_ids = [{ids}]\n_hand_id = {json.dumps(played.hand_id)}\n"


def _plays_in(record: HandRecord, user_id: int) -> bool:
    """Whether a settled hand's summary deals ``user_id`` in (without reading the hand)."""
    try:
        users = json.loads(record.summary_json).get("users", {})
    except (ValueError, AttributeError):
        return False
    return isinstance(users, dict) and any(str(u) == str(user_id) for u in users.values())
