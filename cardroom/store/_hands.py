"""Hands in the store: progress saved mid-hand, settled or voided hands, and their history."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping

from cardroom.errors import (
    HandInProgress,
    InsufficientChips,
    NotSeated,
    StaleButton,
)
from cardroom.models import (
    Account,
    HandOutcome,
    HandRecord,
    HandStatsDelta,
    Reason,
    TableKey,
    TableRecord,
)
from cardroom.store._core import StoreCore
from cardroom.store._rows import (
    _HAND_REASON,
    _accounts,
    _all,
    _between,
    _hand_record,
    _json,
    _one,
    _run,
    _scalar,
    _whole,
)

log = logging.getLogger(__name__)


class Hands(StoreCore):
    """The hand in progress, its settlement or its voiding, and finished hands."""

    async def _check_hand(self, table: TableRecord, hand_no: int) -> None:
        if hand_no != table.hand_no or await _one(
            self._db,
            "SELECT 1 FROM hands WHERE table_id = ? AND hand_no = ?",
            (table.id, hand_no),
        ):
            raise StaleButton("That hand is already over.")

    async def save_progress(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        hand_json: str,
        state_json: str | None = None,
        stack_changes: Mapping[int, int] | None = None,
    ) -> None:
        """Save the hand in progress with the chips it moves, in one transaction.

        Call it with ``hand_no`` one more than the table's to start a hand, then with the
        same number as the hand goes on. ``stack_changes`` maps seat numbers to signed
        changes of their stacks; the opposite of their sum goes into (or out of) the pot.

        Raises:
            NoTable: No open table has this id.
            StaleButton: ``hand_no`` belongs to an earlier hand.
            HandInProgress: A new hand while the previous one is unfinished.
            NotSeated, InsufficientChips: A change to an empty seat or beyond a stack.
        """
        _json(hand_json, "hand_json")
        if state_json is not None:
            _json(state_json, "state_json")
        changes = {seat: _whole(delta) for seat, delta in (stack_changes or {}).items() if delta}
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            started_at: int | None = None
            if hand_no == table.hand_no + 1:
                if table.hand_json is not None or table.pot:
                    raise HandInProgress()
                started_at = self._now()
            else:
                await self._check_hand(table, hand_no)
            seats = {seat.seat_no: seat for seat in table.seats}
            seat_account, pot_account = _accounts(table)
            pot = table.pot
            for seat_no, delta in sorted(changes.items()):
                seat = seats.get(seat_no)
                if seat is None:
                    raise NotSeated(f"Seat {seat_no + 1} is empty.")
                if not await _run(
                    db,
                    "UPDATE seats SET stack = stack + ?"
                    " WHERE table_id = ? AND seat_no = ? AND stack + ? >= 0",
                    (delta, table_id, seat_no, delta),
                ):
                    raise InsufficientChips(-delta, seat.stack, where="stack")
                pot -= delta
                legs = _between(seat.user_id, pot_account, seat_account, delta)
                await self._log(
                    table.guild_id, Reason.POT_COMMIT, *legs, table=table, hand_no=hand_no
                )
            if pot < 0:
                raise ValueError(f"stack changes take {-pot} more chips than the pot holds")
            await db.execute(
                "UPDATE tables SET hand_no = ?, hand_json = ?, pot = ?,"
                " state_json = COALESCE(?, state_json),"
                " hand_started_at = COALESCE(?, hand_started_at) WHERE id = ?",
                (hand_no, hand_json, pot, state_json, started_at, table_id),
            )

    async def _finish_hand(
        self,
        table: TableRecord,
        hand_no: int,
        outcome: HandOutcome,
        phh_text: str | None,
        summary_json: str,
        state_json: str | None,
    ) -> HandRecord:
        """Record a hand as over and clear the table's hand in progress and pot."""
        if table.pot:
            await self._log(
                table.guild_id,
                _HAND_REASON[outcome],
                (None, _accounts(table)[1], -table.pot),
                table=table,
                hand_no=hand_no,
            )
        row = await _one(
            self._db,
            "INSERT INTO hands (table_id, hand_no, outcome, phh_text, summary_json,"
            " started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
            (
                table.id,
                hand_no,
                outcome.value,
                phh_text,
                summary_json,
                await _scalar(
                    self._db, "SELECT hand_started_at FROM tables WHERE id = ?", (table.id,)
                )
                or None,
                self._now(),
            ),
        )
        await self._db.execute(
            "UPDATE tables SET hand_json = NULL, pot = 0, state_json = COALESCE(?, state_json)"
            " WHERE id = ?",
            (state_json, table.id),
        )
        assert row is not None  # noqa: S101 - RETURNING always yields the new row
        return _hand_record(row)

    async def settle_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        final_stacks: Mapping[int, int],
        stats: Iterable[HandStatsDelta] = (),
        phh_text: str | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
    ) -> HandRecord:
        """Settle a finished hand: final stacks, the pot emptied, stats and history, at once.

        ``final_stacks`` maps seat numbers to their stacks after the hand; seats left out
        keep theirs. The stacks must grow by exactly the chips in the pot (zero when the
        service kept the whole hand in ``hand_json``), or nothing is written.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress (already settled, say).
            ValueError: The final stacks don't add up, or name an empty seat.
        """
        _json(summary_json, "summary_json")
        if state_json is not None:
            _json(state_json, "state_json")
        finals = {seat: _whole(stack) for seat, stack in final_stacks.items()}
        async with self._transaction() as db:
            table = await self._load_table(table_id)
            await self._check_hand(table, hand_no)
            seats = {seat.seat_no: seat for seat in table.seats}
            seat_account = _accounts(table)[0]
            gained = 0
            for seat_no, final in sorted(finals.items()):
                seat = seats.get(seat_no)
                if seat is None or final < 0:
                    raise ValueError(f"no stack of {final} can end the hand at seat {seat_no}")
                if final == seat.stack:
                    continue
                gained += final - seat.stack
                await db.execute(
                    "UPDATE seats SET stack = ? WHERE table_id = ? AND seat_no = ?",
                    (final, table_id, seat_no),
                )
                await self._log(
                    table.guild_id,
                    Reason.HAND_SETTLED,
                    (seat.user_id, seat_account, final - seat.stack),
                    table=table,
                    hand_no=hand_no,
                )
            if gained != table.pot:
                raise ValueError(f"final stacks gain {gained} chips but the pot holds {table.pot}")
            cash = table.tournament_id is None
            for delta in stats:
                await db.execute(
                    "INSERT INTO stats (guild_id, user_id, hands_played, hands_won, net_won,"
                    " biggest_pot, showdowns_won) VALUES (?, ?, 1, ?, ?, ?, ?)"
                    " ON CONFLICT DO UPDATE SET hands_played = hands_played + 1,"
                    " hands_won = hands_won + excluded.hands_won,"
                    " net_won = net_won + excluded.net_won,"
                    " biggest_pot = max(biggest_pot, excluded.biggest_pot),"
                    " showdowns_won = showdowns_won + excluded.showdowns_won",
                    (
                        table.guild_id,
                        delta.user_id,
                        int(delta.won),
                        delta.net if cash else 0,
                        delta.pot_won if cash else 0,
                        int(delta.won_at_showdown),
                    ),
                )
            return await self._finish_hand(
                table, hand_no, HandOutcome.SETTLED, phh_text, summary_json, state_json
            )

    async def void_hand(
        self,
        table_id: TableKey,
        hand_no: int,
        *,
        refunds: Mapping[int, int] | None = None,
        summary_json: str = "{}",
        state_json: str | None = None,
    ) -> HandRecord:
        """Void a misdealt hand: every chip in the pot goes back to whoever put it in.

        ``refunds`` maps user ids to the chips they had moved into the pot (empty when the
        service moved none: the seats still hold the stacks from the hand's start). A
        player who already left is refunded to their bankroll.

        Raises:
            NoTable: No open table has this id.
            StaleButton: The hand is not the one in progress.
            ValueError: The refunds don't add up to the pot.
        """
        _json(summary_json, "summary_json")
        if state_json is not None:
            _json(state_json, "state_json")
        owed = {user: _whole(chips) for user, chips in (refunds or {}).items() if chips}
        async with self._transaction():
            table = await self._load_table(table_id)
            await self._check_hand(table, hand_no)
            if sum(owed.values()) != table.pot or min(owed.values(), default=0) < 0:
                raise ValueError(
                    f"refunds of {sum(owed.values())} don't return a pot of {table.pot}"
                )
            seat_account = _accounts(table)[0]
            for user_id, chips in sorted(owed.items()):
                if table.seat_of(user_id) is not None:
                    await self._db.execute(
                        "UPDATE seats SET stack = stack + ? WHERE table_id = ? AND user_id = ?",
                        (chips, table_id, user_id),
                    )
                    leg = (user_id, seat_account, chips)
                elif table.tournament_id is None:
                    await self._credit(table.guild_id, user_id, chips)
                    leg = (user_id, Account.BANKROLL, chips)
                else:
                    raise ValueError(f"user {user_id} left a tournament table during a hand")
                await self._log(
                    table.guild_id, Reason.MISDEAL_REFUND, leg, table=table, hand_no=hand_no
                )
            return await self._finish_hand(
                table, hand_no, HandOutcome.VOIDED, None, summary_json, state_json
            )

    async def hand_history(self, table_id: TableKey, count: int = 10) -> list[HandRecord]:
        """The table's last ``count`` recorded hands, newest first."""
        async with self._read() as db:
            rows = await _all(
                db,
                "SELECT * FROM hands WHERE table_id = ? ORDER BY hand_no DESC LIMIT ?",
                (table_id, count),
            )
        return [_hand_record(row) for row in rows]

    async def hand(self, table_id: TableKey, hand_no: int) -> HandRecord | None:
        """One recorded hand, or None."""
        async with self._read() as db:
            row = await _one(
                db, "SELECT * FROM hands WHERE table_id = ? AND hand_no = ?", (table_id, hand_no)
            )
        return None if row is None else _hand_record(row)
