"""The table service at a cash table: seating, dealing, acting, settling, refusals."""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import replace
from pathlib import Path

import pytest

from cardroom.errors import (
    AlreadySeated,
    HandInProgress,
    InsufficientChips,
    InvalidAmount,
    NoTable,
    NotAllowed,
    NotSeated,
    NotYourTurn,
    StaleButton,
    TableExists,
    UserFacingError,
)
from cardroom.sharing import Sharing
from cardroom.views import Move, Note, NoteKind, SeatState, TableConfig
from holdem.hand import HandState
from holdem.phh import loads
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    PLAYERS,
    START,
    STRANGER,
    TOTAL,
    Room,
    cash_table,
    open_room,
    passive_move,
    play_passively,
)


async def test_create_join_start_conserve_chips_at_every_step(room: Room) -> None:
    update = await room.service.create(GUILD, CHANNEL, HOST, CASH)
    assert update.view.seats == ()
    assert await room.total() == TOTAL
    for user in PLAYERS:
        await room.service.join(GUILD, CHANNEL, user, 1000)
        assert await room.total() == TOTAL
        assert await room.store.balance(GUILD, user) == START - 1000
    update = await room.service.start(CHANNEL, HOST)
    assert await room.total() == TOTAL
    assert update.view.in_hand
    assert update.view.hand_no == 1
    assert update.notes[0].kind is NoteKind.HAND_STARTED
    assert {p.user_id for p in update.private} == set(PLAYERS)
    assert all(len(p.cards) == 2 for p in update.private)
    assert update.view.total_pot == 15


async def test_private_cards_never_reach_public_notes(room: Room) -> None:
    update = await cash_table(room)
    secret = {card for p in update.private for card in p.cards}
    for note in update.notes:
        assert not secret & set(note.board)
        assert not note.shown
    for private in update.private:
        mine = await room.service.my_cards(CHANNEL, private.user_id)
        assert mine.cards == private.cards


async def test_my_cards_refuses_a_stranger_and_a_player_not_dealt_in(room: Room) -> None:
    await cash_table(room, (ALICE, BOB))
    with pytest.raises(NotSeated):
        await room.service.my_cards(CHANNEL, STRANGER)
    await room.service.join(GUILD, CHANNEL, CAROL, 500)
    with pytest.raises(NotAllowed):
        await room.service.my_cards(CHANNEL, CAROL)


async def test_a_hand_played_to_showdown_is_settled_and_recorded(room: Room) -> None:
    update = await cash_table(room)
    update = await play_passively(room, update)
    assert not update.view.in_hand
    showdown = [n for n in update.notes if n.kind is NoteKind.SHOWDOWN]
    assert len(showdown) == 1
    note = showdown[0]
    assert len(note.board) == 5
    assert note.shown, "the winner always shows"
    assert all(len(hand.best_five) == 5 for hand in note.shown)
    assert sum(hand.won for hand in note.shown) == note.amount == 30
    assert await room.total() == TOTAL
    stacks = {seat.user_id: seat.stack for seat in update.view.seats}
    assert sum(stacks.values()) == 3000
    record = (await room.store.hand_history(room.service.session(CHANNEL).table.key, 5))[0]
    assert record.hand_no == 1
    assert record.phh_text is not None
    history = loads(record.phh_text)
    assert sum(history.starting_stacks) == 3000
    stats = [await room.store.stats(GUILD, user) for user in PLAYERS]
    assert all(s.hands_played == 1 for s in stats)
    assert sum(s.hands_won for s in stats) >= 1
    assert sum(s.net_won for s in stats) == 0


async def test_the_pots_shown_are_collected_ones_and_bets_stay_on_the_seats(room: Room) -> None:
    """A side pot appears when a round with an all-in ends, not for every unmatched bet."""
    await room.service.create(GUILD, CHANNEL, HOST, CASH)
    for user, buy_in in zip(PLAYERS, (1000, 1000, 200), strict=True):
        await room.service.join(GUILD, CHANNEL, user, buy_in)
    view = (await room.service.start(CHANNEL, HOST)).view
    assert (view.pots, view.total_pot) == ((), 15)  # the blinds are bets on the seats
    short = CAROL
    while view.street == "preflop":
        assert view.to_act is not None
        move = Move.ALL_IN if view.to_act == short else Move.CALL
        if view.to_act != short and view.legal is not None and view.legal.call_amount == 0:
            move = Move.CHECK
        view = (await room.service.act(CHANNEL, view.to_act, view.hand_no, move)).view
        if view.street == "preflop":
            assert view.pots == ()
            assert view.total_pot == sum(seat.bet for seat in view.seats)
    # Everyone matched the short all-in of 200: one pot of 600, all three eligible.
    assert [(p.amount, set(p.eligible)) for p in view.pots] == [(600, set(PLAYERS))]
    assert view.total_pot == 600
    assert all(seat.bet == 0 for seat in view.seats)
    first = view.to_act
    assert first is not None
    assert first != short
    view = (await room.service.act(CHANNEL, first, view.hand_no, Move.RAISE, 100)).view
    assert [p.amount for p in view.pots] == [600]  # the bet of 100 stays in front of its seat
    assert view.total_pot == 700
    second = view.to_act
    assert second is not None
    view = (await room.service.act(CHANNEL, second, view.hand_no, Move.CALL)).view
    assert [(p.amount, set(p.eligible)) for p in view.pots] == [
        (600, set(PLAYERS)),
        (200, {first, second}),
    ]
    assert await room.total() == TOTAL


async def test_a_mucked_hand_is_never_shown(room: Room) -> None:
    for seed in range(12):
        assert isinstance(room.path, Path)  # the room fixture's SQLite file
        local = await open_room(room.path.with_name(f"muck{seed}.sqlite3"), seed=seed)
        try:
            update = await play_passively(local, await cash_table(local))
            dealt = {}
            tables = local.service
            # the hand's record knows every hole card; compare with what was shown
            key = tables.session(CHANNEL).table.key
            record = (await local.store.hand_history(key, 1))[0]
            summary = json.loads(record.summary_json)
            played = HandState.from_dict(summary["hand"])  # its inputs and actions, replayed
            for seat in played.seats:
                dealt[summary["users"][str(seat)]] = [str(c) for c in played.hole_cards(seat)]
            note = next(n for n in update.notes if n.kind is NoteKind.SHOWDOWN)
            shown = {hand.user_id for hand in note.shown}
            mucks = [n.user_id for n in update.notes if n.text == "mucks"]
            assert not shown & set(mucks)
            assert len(shown) + len(mucks) == 3
            for hand in note.shown:
                assert [str(c) for c in hand.cards] == dealt[hand.user_id]
        finally:
            await local.close()


async def test_everyone_folds_and_the_pot_goes_unseen(room: Room) -> None:
    update = await cash_table(room)
    hand_no = update.view.hand_no
    first = update.view.to_act
    assert first is not None
    update = await room.service.act(CHANNEL, first, hand_no, Move.FOLD)
    second = update.view.to_act
    assert second is not None
    update = await room.service.act(CHANNEL, second, hand_no, Move.FOLD)
    won = [n for n in update.notes if n.kind is NoteKind.HAND_WON]
    assert len(won) == 1
    assert won[0].amount == 10
    assert any("uncalled 5" in n.text for n in update.notes)
    assert not any(n.kind is NoteKind.SHOWDOWN for n in update.notes)
    assert await room.total() == TOTAL


async def test_the_next_hand_is_dealt_after_the_pause_with_the_button_moved(room: Room) -> None:
    update = await cash_table(room)
    button = next(s.seat for s in update.view.seats if s.is_button)
    await play_passively(room, update)
    await room.tick(4)
    assert room.updates == []
    await room.tick(1)
    assert len(room.updates) == 1
    dealt = room.updates[0]
    assert dealt.view.hand_no == 2
    assert dealt.view.in_hand
    assert {p.user_id for p in dealt.private} == set(PLAYERS)
    new_button = next(s.seat for s in dealt.view.seats if s.is_button)
    assert new_button != button
    assert await room.total() == TOTAL


async def test_a_deal_is_saved_in_one_transaction(
    room: Room, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves: list[dict[str, object]] = []
    save_progress = room.store.save_progress

    async def counted(*args: object, **kwargs: object) -> None:
        saves.append(kwargs)
        await save_progress(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(room.store, "save_progress", counted)
    update = await cash_table(room)
    assert len(saves) == 1  # the hand whole, with the blinds and the clock of the first turn
    assert saves[0]["hand_json"] is not None
    table = room.service.session(CHANNEL).table
    record = await room.store.table(table.key)
    assert record.hand_json is not None
    assert record.state_json is not None
    assert record.state_json == table.state_json()  # the first turn's clock included
    assert json.loads(record.state_json)["turn"] is not None
    assert update.view.to_act is not None
    assert await room.total() == TOTAL


async def test_a_hand_all_in_on_its_antes_and_blinds_ends_at_the_deal(room: Room) -> None:
    config = replace(CASH, ante=5, min_buy_in=10, max_buy_in=2000)
    update = await cash_table(room, (ALICE, BOB), config=config, buy_in=10)
    assert not update.view.in_hand  # nobody could act: run out, shown down, settled
    assert update.view.hand_no == 1
    kinds = [note.kind for note in update.notes]
    assert kinds[0] is NoteKind.HAND_STARTED
    assert NoteKind.SHOWDOWN in kinds
    stacks = sorted(seat.stack for seat in update.view.seats)
    assert stacks in ([0, 20], [10, 10])
    hands = await room.store.hand_history(room.service.session(CHANNEL).table.key)
    assert [hand.hand_no for hand in hands] == [1]
    assert await room.total() == TOTAL


async def _snapshot(room: Room) -> tuple[object, ...]:
    table = room.service.session(CHANNEL).table
    record = await room.store.table(table.key)
    moves = await room.store.hand_actions(table.key)
    view = await room.service.view(CHANNEL)
    return (view, record.hand_json, moves, record.pot, await room.total())


async def test_a_stale_hand_number_is_refused(room: Room) -> None:
    update = await cash_table(room)
    before = await _snapshot(room)
    actor = update.view.to_act
    assert actor is not None
    for stale in (0, 2, -1, True):
        with pytest.raises(StaleButton):
            await room.service.act(CHANNEL, actor, stale, Move.CALL)
    assert await _snapshot(room) == before


async def test_an_action_out_of_turn_is_refused(room: Room) -> None:
    update = await cash_table(room)
    before = await _snapshot(room)
    waiting = next(u for u in PLAYERS if u != update.view.to_act)
    with pytest.raises(NotYourTurn):
        await room.service.act(CHANNEL, waiting, 1, Move.FOLD)
    assert await _snapshot(room) == before


async def test_a_stranger_is_refused(room: Room) -> None:
    await cash_table(room)
    before = await _snapshot(room)
    with pytest.raises(NotSeated):
        await room.service.act(CHANNEL, STRANGER, 1, Move.FOLD)
    with pytest.raises(NoTable):
        await room.service.act(CHANNEL + 1, ALICE, 1, Move.FOLD)
    assert await _snapshot(room) == before


@pytest.mark.parametrize(
    "amount",
    [0, -5, 1001, 2**53 + 1, "abc", "nan", math.nan, math.inf, 2.5, "12.5", None, True, [40]],
)
async def test_a_bad_raise_amount_is_refused_and_changes_nothing(
    room: Room, amount: object
) -> None:
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    before = await _snapshot(room)
    with pytest.raises(InvalidAmount) as refused:
        await room.service.act(CHANNEL, actor, 1, Move.RAISE, amount)
    assert refused.value.reason
    assert await _snapshot(room) == before


async def test_a_raise_below_the_minimum_is_refused(room: Room) -> None:
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    before = await _snapshot(room)
    with pytest.raises(InvalidAmount, match="smallest"):
        await room.service.act(CHANNEL, actor, 1, Move.RAISE, 15)
    with pytest.raises(NotAllowed):
        await room.service.act(CHANNEL, actor, 1, "dance")
    with pytest.raises(NotAllowed):
        await room.service.act(CHANNEL, actor, 1, Move.CHECK)
    assert await _snapshot(room) == before


async def test_a_typed_raise_and_the_quick_raises(room: Room) -> None:
    update = await cash_table(room)
    legal = update.view.legal
    assert legal is not None
    assert legal.can_raise
    assert legal.free_amounts
    moves = [q.move for q in legal.quick_raises]
    assert moves[0] is Move.MIN_RAISE
    assert moves[-1] is Move.ALL_IN
    totals = [q.raise_to for q in legal.quick_raises]
    assert len(set(totals)) == len(totals)
    assert legal.min_raise_to == 20
    pot = next(q for q in legal.quick_raises if q.move is Move.POT)
    actor = update.view.to_act
    assert actor is not None
    update = await room.service.act(CHANNEL, actor, 1, Move.POT)
    assert update.notes[0].text == f"raises to {pot.raise_to}"
    actor = update.view.to_act
    assert actor is not None
    update = await room.service.act(CHANNEL, actor, 1, Move.RAISE, "1,000")
    assert "all-in" in update.notes[0].text
    assert await room.total() == TOTAL


async def test_twenty_identical_simultaneous_clicks_apply_exactly_once(room: Room) -> None:
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    results = await asyncio.gather(
        *(room.service.act(CHANNEL, actor, 1, Move.CALL) for _ in range(20)),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(r, (NotYourTurn, StaleButton)) for r in refused)
    assert await room.total() == TOTAL
    view = await room.service.view(CHANNEL)
    assert view.total_pot == 25


async def test_join_refusals(room: Room) -> None:
    await room.service.create(GUILD, CHANNEL, HOST, CASH)
    with pytest.raises(TableExists):
        await room.service.create(GUILD, CHANNEL, HOST, CASH)
    for bad in (0, 100, 2001, -1, "many", 2**53 + 1, math.nan):
        with pytest.raises(InvalidAmount):
            await room.service.join(GUILD, CHANNEL, ALICE, bad)
        assert await room.total() == TOTAL
    await room.service.join(GUILD, CHANNEL, ALICE, 2000)
    with pytest.raises(AlreadySeated):
        await room.service.join(GUILD, CHANNEL, ALICE, 500)
    await room.store.revoke(GUILD, BOB, START - 150)
    with pytest.raises(InsufficientChips):
        await room.service.join(GUILD, CHANNEL, BOB, None)
    with pytest.raises(InsufficientChips):
        await room.service.join(GUILD, CHANNEL, BOB, 200)
    assert (await room.service.view(CHANNEL)).seat_of(BOB) is None
    with pytest.raises(NotAllowed):
        await room.service.start(CHANNEL, HOST)  # only one player


async def test_join_without_an_amount_buys_in_for_100_big_blinds(room: Room) -> None:
    await room.service.create(GUILD, CHANNEL, HOST, CASH)
    update = await room.service.join(GUILD, CHANNEL, ALICE)
    seat = update.view.seat_of(ALICE)
    assert seat is not None
    assert seat.stack == 100 * CASH.big_blind


@pytest.mark.parametrize(
    "config",
    [
        replace(CASH, seats=1),
        replace(CASH, seats=11),
        replace(CASH, small_blind=0),
        replace(CASH, small_blind=20),
        replace(CASH, big_blind=2**53 + 1),
        replace(CASH, min_buy_in=5),
        replace(CASH, max_buy_in=100),
        replace(CASH, betting="spread-limit"),
        replace(CASH, clock_seconds=1),
        replace(CASH, ante=-1),
    ],
)
async def test_a_bad_configuration_is_refused(room: Room, config: TableConfig) -> None:
    with pytest.raises(UserFacingError):
        await room.service.create(GUILD, CHANNEL, HOST, config)
    with pytest.raises(NoTable):
        await room.service.view(CHANNEL)


async def test_only_the_creator_or_an_admin_starts_and_closes(room: Room) -> None:
    await cash_table(room, start=False)
    with pytest.raises(NotAllowed):
        await room.service.start(CHANNEL, ALICE)
    update = await room.service.start(CHANNEL, ALICE, is_admin=True)
    assert update.view.in_hand
    with pytest.raises(NotAllowed):
        await room.service.close(CHANNEL, BOB)
    with pytest.raises(NotAllowed):
        await room.service.start(CHANNEL, HOST)


async def test_leave_between_hands_cashes_out(room: Room) -> None:
    await cash_table(room, start=False)
    update = await room.service.leave(CHANNEL, ALICE)
    assert update.notes[0].kind is NoteKind.PLAYER_LEFT
    assert update.notes[0].amount == 1000
    assert await room.store.balance(GUILD, ALICE) == START
    assert update.view.seat_of(ALICE) is None
    assert await room.total() == TOTAL
    with pytest.raises(NotSeated):
        await room.service.leave(CHANNEL, ALICE)


async def test_leave_in_a_hand_folds_and_cashes_out_after_it(room: Room) -> None:
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    later = next(u for u in PLAYERS if u != actor)
    update = await room.service.leave(CHANNEL, later)
    assert update.notes[0].kind is NoteKind.PLAYER_LEFT
    assert update.view.seat_of(later) is not None, "still seated until the hand ends"
    assert await room.total() == TOTAL
    notes: list[Note] = []
    while update.view.in_hand:
        assert update.view.to_act != later
        actor = update.view.to_act
        assert actor is not None
        update = await room.service.act(CHANNEL, actor, 1, passive_move(update))
        notes += update.notes
    assert update.view.seat_of(later) is None
    left = [n for n in notes if n.kind is NoteKind.PLAYER_LEFT and n.user_id == later]
    assert len(left) == 1
    assert await room.store.balance(GUILD, later) == START - 1000 + left[0].amount
    assert any(n.user_id == later and n.text == "folds" for n in notes)
    assert await room.total() == TOTAL


async def test_leave_on_your_turn_folds_at_once(room: Room) -> None:
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    update = await room.service.leave(CHANNEL, actor)
    assert any(n.user_id == actor and n.text == "folds" for n in update.notes)
    assert update.view.to_act != actor
    assert await room.total() == TOTAL


async def test_top_up_only_between_hands_and_up_to_the_maximum(room: Room) -> None:
    update = await cash_table(room)
    with pytest.raises(HandInProgress):
        await room.service.top_up(CHANNEL, ALICE, 100)
    await play_passively(room, update)
    for bad in (0, -3, 1001 + 2000, "x", 2**53 + 1):
        with pytest.raises(InvalidAmount):
            await room.service.top_up(CHANNEL, ALICE, bad)
    before = (await room.service.view(CHANNEL)).seat_of(ALICE)
    assert before is not None
    update = await room.service.top_up(CHANNEL, ALICE, 2000 - before.stack)
    after = update.view.seat_of(ALICE)
    assert after is not None
    assert after.stack == 2000
    with pytest.raises(NotAllowed):
        await room.service.top_up(CHANNEL, ALICE, 1)
    with pytest.raises(NotSeated):
        await room.service.top_up(CHANNEL, STRANGER, 1)
    assert await room.total() == TOTAL


async def test_sit_out_and_back_in(room: Room) -> None:
    await cash_table(room, start=False)
    update = await room.service.sit_out(CHANNEL, CAROL)
    seat = update.view.seat_of(CAROL)
    assert seat is not None
    assert seat.state is SeatState.SITTING_OUT
    update = await room.service.start(CHANNEL, HOST)
    assert {p.user_id for p in update.private} == {ALICE, BOB}
    await play_passively(room, update)
    update = await room.service.sit_in(CHANNEL, CAROL)
    with pytest.raises(NotAllowed):
        await room.service.sit_in(CHANNEL, CAROL)
    await room.tick(5)
    assert {p.user_id for p in room.updates[-1].private} == set(PLAYERS)
    assert await room.total() == TOTAL


async def test_close_mid_hand_returns_every_chip(room: Room) -> None:
    update = await cash_table(room)
    actor = update.view.to_act
    assert actor is not None
    await room.service.act(CHANNEL, actor, 1, Move.RAISE, 100)
    update = await room.service.close(CHANNEL, HOST)
    assert update.view.is_closed
    kinds = [n.kind for n in update.notes]
    assert kinds[0] is NoteKind.HAND_VOIDED
    assert kinds.count(NoteKind.PLAYER_LEFT) == 3
    for user in PLAYERS:
        assert await room.store.balance(GUILD, user) == START
    assert await room.total() == TOTAL
    with pytest.raises(NoTable):
        await room.service.act(CHANNEL, ALICE, 1, Move.FOLD)
    await room.service.create(GUILD, CHANNEL, HOST, CASH)  # the channel is free again


async def test_a_misdeal_returns_the_chips_and_keeps_the_button(room: Room) -> None:
    update = await cash_table(room)
    button = next(s.seat for s in update.view.seats if s.is_button)
    actor = update.view.to_act
    assert actor is not None
    await room.service.act(CHANNEL, actor, 1, Move.RAISE, 50)
    with pytest.raises(NotAllowed):
        await room.service.misdeal(CHANNEL, ALICE)
    update = await room.service.misdeal(CHANNEL, ALICE, is_admin=True)
    assert update.notes[0].kind is NoteKind.HAND_VOIDED
    assert all(seat.stack == 1000 for seat in update.view.seats)
    assert await room.total() == TOTAL
    await room.tick(5)
    dealt = room.updates[-1]
    assert dealt.view.hand_no == 2
    assert next(s.seat for s in dealt.view.seats if s.is_button) == button


async def test_export_shows_the_askers_cards_and_only_shown_hands(room: Room) -> None:
    update = await cash_table(room)
    first = update.view.to_act
    assert first is not None
    mine = await room.service.my_cards(CHANNEL, first)
    update = await room.service.act(CHANNEL, first, 1, Move.FOLD)
    await play_passively(room, update)
    sharing = Sharing(room.store)
    exported = await sharing.export(GUILD, CHANNEL, first, None)  # the asker's hands here
    name, text = exported.filename, exported.text
    assert name.endswith("-1.phh")
    assert [i.split("-")[1] for i in exported.hand_ids] == ["1"]
    assert "".join(map(str, mine.cards)) in text
    assert "????" not in text  # the two others went to the showdown and were shown
    stranger_text = (await sharing.export(GUILD, CHANNEL, STRANGER, 1)).text
    assert "".join(map(str, mine.cards)) not in stranger_text
    assert stranger_text.count("????") == 1  # the folded hand, which nobody saw
    with pytest.raises(NotAllowed):
        await sharing.export(GUILD, CHANNEL, first, 7)
    with pytest.raises(NotAllowed, match="is not a hand"):  # about hand ids, not chips
        await sharing.export(GUILD, CHANNEL, first, "seven")
    summaries = await room.service.archive.history(CHANNEL, first, 5)
    assert [s.hand_no for s in summaries] == [1]
    assert summaries[0].net is not None
    assert summaries[0].net <= 0
    with pytest.raises(InvalidAmount):
        await room.service.archive.history(CHANNEL, first, 0)


async def test_passive_move_helper_is_legal(room: Room) -> None:
    update = await cash_table(room)
    assert passive_move(update) is Move.CALL
