"""The table message as members read it: its buttons, terms, clock, log, "My cards", results."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest

from cardroom.views import (
    BlindsView,
    GameKind,
    LegalView,
    Move,
    Note,
    NoteKind,
    PotView,
    PrivateCards,
    QuickRaise,
    SeatState,
    SeatView,
    ShownHand,
    Standing,
    TableConfig,
    TableMove,
    TableView,
)
from cogs import render
from cogs.action_log import ActionLog
from cogs.render import ButtonKind
from holdem.actions import ActionKind
from holdem.cards import parse_cards
from tests.cardroom.tables_support import ALICE, BOB, CAROL, CHANNEL, GUILD, HOST, Room, open_room

ANN, BEN, CY = 101, 102, 103


def legal(**changes: object) -> LegalView:
    base: dict[str, object] = {
        "user_id": BEN,
        "can_check": False,
        "call_amount": 10,
        "can_raise": True,
        "is_bet": False,
        "min_raise_to": 40,
        "max_raise_to": 990,
        "all_in_to": 990,
        "quick_raises": (QuickRaise(Move.MIN_RAISE, 40), QuickRaise(Move.POT, 60)),
    }
    base.update(changes)
    return LegalView(**base)  # type: ignore[arg-type]


def table(**changes: object) -> TableView:
    base: dict[str, object] = {
        "guild_id": 1,
        "channel_id": 555,
        "creator_id": ANN,
        "config": TableConfig(clock_seconds=10, time_bank_seconds=30),
        "seats": (
            SeatView(0, ANN, 995, 5, SeatState.ACTIVE, is_button=True, in_hand=True),
            SeatView(1, BEN, 980, 20, SeatState.ACTIVE, in_hand=True),
            SeatView(2, CY, 1000, 0, SeatState.FOLDED),
        ),
        "hand_no": 7,
        "in_hand": True,
        "street": "flop",
        "board": parse_cards("AsKd7c"),
        "pots": (PotView(20, (ANN, BEN)),),
        "to_act": BEN,
        "deadline": 1_700_000_040.0,
        "clock_ends": 1_700_000_010.0,
        "bank_seconds": 30,
        "legal": legal(),
    }
    base.update(changes)
    return TableView(**base)  # type: ignore[arg-type]


def labels(view: TableView) -> list[str]:
    return [spec.label for spec in render.table_buttons(view)]


# --- bug 2: buttons that are always refused ------------------------------------------------


def test_pot_limit_shows_pot_and_no_all_in_beyond_the_limit_bug() -> None:
    pot_limit = legal(
        max_raise_to=35,
        can_all_in=False,
        quick_raises=(QuickRaise(Move.MIN_RAISE, 20), QuickRaise(Move.POT, 35)),
    )
    shown = labels(table(legal=pot_limit))
    assert "Pot 35" in shown
    assert not any(label.startswith("All-in") for label in shown)


def test_fixed_limit_is_one_button_of_the_one_size_bug() -> None:
    fixed = legal(min_raise_to=40, max_raise_to=40, quick_raises=(QuickRaise(Move.MIN_RAISE, 40),))
    assert labels(table(legal=fixed)) == ["Fold", "Call 10", "Raise to 40", "My cards"]
    opening = legal(
        can_check=True,
        call_amount=0,
        is_bet=True,
        min_raise_to=20,
        max_raise_to=20,
        quick_raises=(QuickRaise(Move.MIN_RAISE, 20),),
    )
    specs = render.table_buttons(table(legal=opening))
    assert [s.label for s in specs] == ["Check", "Bet 20", "My cards"]  # no Fold: check is free
    assert not any(s.kind is ButtonKind.RAISE for s in specs)  # no "20 to 20" form


def test_after_the_fixed_limit_cap_only_fold_and_call_bug() -> None:
    capped = legal(can_raise=False, min_raise_to=None, max_raise_to=None, can_all_in=False)
    assert labels(table(legal=capped)) == ["Fold", "Call 10", "My cards"]


def test_never_two_buttons_for_the_same_amount_bug() -> None:
    short = legal(
        min_raise_to=410,
        max_raise_to=410,
        all_in_to=410,
        quick_raises=(QuickRaise(Move.MIN_RAISE, 410), QuickRaise(Move.ALL_IN, 410)),
    )
    assert labels(table(legal=short)) == ["Fold", "Call 10", "All-in 410", "My cards"]
    wide = legal(
        all_in_to=410,
        max_raise_to=410,
        quick_raises=(QuickRaise(Move.MIN_RAISE, 40), QuickRaise(Move.POT, 410)),
    )
    amounts = [re.sub(r"\D", "", label) for label in labels(table(legal=wide))]
    amounts = [a for a in amounts if a]
    assert len(amounts) == len(set(amounts))


# --- bug 9: the clock and the bank apart ---------------------------------------------------


def test_the_clock_and_the_bank_are_shown_apart_bug() -> None:
    embed = render.table_embed(table(), now=1_700_000_001.0)
    body = embed.description or ""
    assert "<t:1700000010:R>" in body  # the clock's end, not the bank's
    assert "<t:1700000040:R>" not in body
    assert "30 s time bank" in body
    terms = embed.fields[0].value or ""
    assert "Clock 10 s + 30 s time bank" in terms


def test_the_bank_counts_down_once_the_clock_has_run_out() -> None:
    body = render.table_embed(table(), now=1_700_000_011.0).description or ""
    assert "on the time bank" in body
    assert "<t:1700000040:R>" in body


# --- the terms ---------------------------------------------------------------------------


def test_a_cash_tables_terms_are_in_its_embed() -> None:
    embed = render.table_embed(table(config=TableConfig(betting="pot-limit", seats=6)))
    terms = embed.fields[0].value or ""
    assert "Pot-limit" in terms or "pot-limit" in terms.lower()
    assert "400\u20132,000" in terms  # an en dash between the two amounts
    assert "3/6 seats" in terms


def test_a_sit_and_gos_terms_give_entry_stack_levels_and_payouts() -> None:
    view = table(
        config=TableConfig(game=GameKind.TOURNAMENT, min_buy_in=100, seats=6),
        starting_stack=1500,
        blinds=BlindsView(10, 20, level=2, next_small_blind=15, next_big_blind=30, next_level_in=3),
        payouts=(650, 350),
    )
    terms = render.table_embed(view).fields[0].value or ""
    assert "entry 100" in terms
    assert "starting stack 1,500" in terms
    assert "Level 2: blinds 10/20 · next 15/30 in 3 hands" in terms
    assert "#1 650 · #2 350" in terms


# --- bug 8: the action log -------------------------------------------------------------------


def action(user: int, move: ActionKind | TableMove, amount: int = 0) -> Note:
    return Note(NoteKind.ACTION, user, "", amount=amount, move=move)


def test_the_log_summarises_forced_bets_and_marks_the_street_bug() -> None:
    log = ActionLog()
    log.take(
        [
            Note(NoteKind.HAND_STARTED, ANN, hand_no=3),
            *(action(user, TableMove.ANTE, 2) for user in (ANN, BEN, CY, 104)),
            action(BEN, TableMove.SMALL_BLIND, 1),
            action(CY, TableMove.BIG_BLIND, 2),
        ]
    )
    assert log.lines == ("**Preflop**", "antes 2 \u00d7 4 · blinds 1/2")
    log.take([action(ANN, ActionKind.CALL, 2)])
    log.take([Note(NoteKind.STREET, street="flop", board=parse_cards("AsKd7c"))])
    log.take([action(BEN, ActionKind.CHECK)])
    assert log.lines == ("**Flop**", "<@102> checks")


def test_a_bomb_pots_flop_keeps_the_deals_lines_until_someone_acts() -> None:
    log = ActionLog()
    log.take(
        [
            Note(NoteKind.HAND_STARTED, ANN, hand_no=4),
            *(action(user, TableMove.ANTE, 20) for user in (ANN, BEN, CY)),
            Note(NoteKind.ACTION, text="", amount=20, move=TableMove.BOMB_POT),
            Note(NoteKind.STREET, street="flop", board=parse_cards("AsKd7c")),
        ]
    )
    kept = log.lines
    log.take([action(BEN, ActionKind.CHECK)])
    log.take([Note(NoteKind.STREET, street="turn", board=parse_cards("AsKd7c2h"))])
    assert kept[0] == "**Flop**"
    assert "antes 20 \u00d7 3" in kept[1]
    assert any("Bomb pot" in line for line in kept)
    assert log.lines == ("**Turn**",)  # once a player acted, a new street starts clean


def test_the_log_keeps_every_bust_of_a_hand_bug() -> None:
    log = ActionLog()
    log.take([Note(NoteKind.HAND_STARTED, ANN, hand_no=3)])
    log.take(
        [
            *(action(user, ActionKind.CALL, 10) for user in (ANN, BEN, CY, 104, 105)),
            Note(NoteKind.ELIMINATED, 103, place=5),
            Note(NoteKind.ELIMINATED, 104, place=4),
            Note(NoteKind.ELIMINATED, 105, place=3),
        ]
    )
    joined = " ".join(log.lines)
    for user in (103, 104, 105):
        assert f"<@{user}> is out" in joined


def test_dm_notices_stay_out_of_the_log_bug() -> None:
    log = ActionLog()
    log.take([Note(NoteKind.DM_FAILED, ANN), Note(NoteKind.REMINDER, ANN)])
    assert log.lines == ()


# --- my cards ---------------------------------------------------------------------------------


def test_my_cards_name_the_hand_with_the_board_and_give_pot_odds() -> None:
    private = PrivateCards(BEN, 555, 7, parse_cards("KhKs"))
    body = render.hole_cards_text(private, view=table())
    assert "A♠ K♦ 7♣" in body
    assert "Three of a kind" in body or "three of a kind" in body.lower()
    assert "pot odds 4.5 to 1" in body  # 45 in the pot, 10 to call
    other = render.hole_cards_text(PrivateCards(ANN, 555, 7, parse_cards("7h7d")), view=table())
    assert "pot odds" not in other  # not the player to act


# --- bug 10 and the result post ------------------------------------------------------------


def test_the_match_result_gives_the_standings() -> None:
    note = Note(
        NoteKind.MATCH_OVER,
        ANN,
        amount=200,
        hand_no=10,
        standings=(Standing(ANN, 1, 200, 200), Standing(BEN, 2, 0, 0)),
    )
    text = render.match_over_text(note)
    assert "wins the heads-up match!" in text  # it says what was won (issue 16, 10)
    assert "wins the sit-and-go!" in render.match_over_text(note, game="tournament")
    assert "1. <@101> · stack 200 · prize 200" in text
    assert "2. <@102> · stack 0 · prize 0" in text
    assert "Hands played: 10" in text


def test_the_result_post_holds_the_showdown_and_every_bust() -> None:
    shown = ShownHand(ANN, parse_cards("AhAd"), "Pair of aces", won=300)
    notes = [
        Note(
            NoteKind.SHOWDOWN,
            shown=(shown,),
            board=parse_cards("2c3d9h"),
            awards=((0, 300, (ANN,)),),
        ),
        Note(NoteKind.ELIMINATED, BEN, place=3),
        Note(NoteKind.ELIMINATED, CY, place=2),
    ]
    embed = render.result_embed(notes, 4)
    body = embed.description or ""
    assert (embed.title or "").startswith("Showdown")
    assert "<@102> is out" in body
    assert "<@103> is out" in body


def test_a_retired_copy_has_no_countdown() -> None:
    view = table(in_hand=False, to_act=None, legal=None, next_hand_at=1_700_000_005.0)
    assert "<t:1700000005:R>" in (render.table_embed(view).description or "")
    assert "<t:1700000005:R>" not in (render.table_embed(view, retired=True).description or "")


# --- bug 1: the picture follows every action -------------------------------------------------


@pytest.fixture
async def room(tmp_path: Path) -> AsyncIterator[Room]:
    opened = await open_room(tmp_path / "room.sqlite3")
    try:
        yield opened
    finally:
        await opened.close()


def _text_facts(view: TableView) -> tuple[int | None, int, dict[int, int]]:
    """To act, the pot and the stacks as the table message's text says them."""
    body = render.table_embed(view).description or ""
    to_act = re.search(r"<@(\d+)> to act", body)
    pot = re.search(r"\*\*Pot\*\* ([\d,]+)", body)
    stacks = {
        int(m.group(1)): int(m.group(2).replace(",", ""))
        for m in re.finditer(r"<@(\d+)> · ([\d,]+) chips", body)
    }
    return (
        int(to_act.group(1)) if to_act else None,
        int(pot.group(1).replace(",", "")) if pot else 0,
        stacks,
    )


def _picture_facts(
    view: TableView, names: dict[int, str]
) -> tuple[int | None, int, dict[int, int]]:
    picture = render.table_picture(view, names)
    by_name = {name: user for user, name in names.items()}
    to_act = next((by_name[s.name] for s in picture.seats if s.to_act), None)
    stacks = {by_name[s.name]: s.stack for s in picture.seats}
    return to_act, sum(picture.pots), stacks


async def test_the_picture_matches_the_text_after_every_action_bug(room: Room) -> None:
    names = {ALICE: "alice", BOB: "bob", CAROL: "carol", HOST: "host"}
    service = room.service
    await service.create(GUILD, CHANNEL, HOST, TableConfig(min_buy_in=200, max_buy_in=2000))
    for user in (ALICE, BOB, CAROL):
        await service.join(GUILD, CHANNEL, user, 1000)
    update = await service.start(CHANNEL, HOST)
    pictures_seen = set()
    for _ in range(30):
        view = update.view
        if not view.in_hand:
            break
        assert _picture_facts(view, names) == _text_facts(view)
        pictures_seen.add(render.table_picture(view, names))
        assert view.to_act is not None
        assert view.legal is not None
        move = Move.CHECK if view.legal.can_check else Move.CALL
        update = await service.act(CHANNEL, view.to_act, view.hand_no, move, turn=view.turn_no)
    assert len(pictures_seen) >= 6  # a new picture after every action, not every street


async def test_an_all_in_run_out_comes_street_by_street(room: Room) -> None:
    service = room.service
    await service.create(GUILD, CHANNEL, HOST, TableConfig(min_buy_in=200, max_buy_in=2000))
    for user in (ALICE, BOB):
        await service.join(GUILD, CHANNEL, user, 500)
    update = await service.start(CHANNEL, HOST)
    view = update.view
    assert view.to_act is not None
    update = await service.act(CHANNEL, view.to_act, view.hand_no, Move.ALL_IN, turn=view.turn_no)
    view = update.view
    assert view.to_act is not None
    update = await service.act(CHANNEL, view.to_act, view.hand_no, Move.CALL, turn=view.turn_no)
    frames = update.runout
    # the table as the hands were turned face up (with the odds), then each street dealt
    assert [f.street for f in frames] == ["preflop", "flop", "turn", "river"]
    assert [len(f.board) for f in frames] == [0, 3, 4, 5]
    assert [f.odds is not None for f in frames] == [True, True, True, False]
    assert all(f.in_hand and f.to_act is None for f in frames)
    assert sum(p.amount for p in frames[0].pots) == 1000
    assert {s.stack for s in frames[0].seats} == {0}
    assert not update.view.in_hand
    assert replace(frames[0], board=()).board == ()
