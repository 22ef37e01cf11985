"""Rendering: the table message, its buttons, notes, showdown and hole cards, from plain views."""

from __future__ import annotations

import discord
import pytest

from cardroom.models import LeaderboardKind, LeaderboardPage, LeaderRow, PlayerStats
from cardroom.views import (
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
    TableConfig,
    TableMove,
    TableView,
)
from cogs import render
from cogs.render import ButtonKind
from holdem.actions import ActionKind
from holdem.cards import parse_cards

ANN, BOB, CY = 101, 102, 103
CHANNEL = 555


def legal(**changes: object) -> LegalView:
    base: dict[str, object] = {
        "user_id": BOB,
        "can_check": False,
        "call_amount": 10,
        "can_raise": True,
        "is_bet": False,
        "min_raise_to": 40,
        "max_raise_to": 990,
        "all_in_to": 990,
        "quick_raises": (
            QuickRaise(Move.MIN_RAISE, 40),
            QuickRaise(Move.HALF_POT, 35),
            QuickRaise(Move.POT, 60),
        ),
    }
    base.update(changes)
    return LegalView(**base)  # type: ignore[arg-type]


def table(**changes: object) -> TableView:
    base: dict[str, object] = {
        "guild_id": 1,
        "channel_id": CHANNEL,
        "creator_id": ANN,
        "config": TableConfig(),
        "seats": (
            SeatView(0, ANN, 995, 5, SeatState.ACTIVE, is_button=True, in_hand=True),
            SeatView(1, BOB, 980, 20, SeatState.ACTIVE, in_hand=True),
            SeatView(2, CY, 1000, 0, SeatState.FOLDED),
        ),
        "hand_no": 7,
        "in_hand": True,
        "street": "flop",
        "board": parse_cards("AsKd7c"),
        "pots": (PotView(20, (ANN, BOB)),),  # with the bets of 5 and 20: 45
        "to_act": BOB,
        "deadline": 1_700_000_030.0,
        "legal": legal(),
    }
    base.update(changes)
    return TableView(**base)  # type: ignore[arg-type]


def test_cards_are_written_out_with_suit_symbols() -> None:
    assert render.cards_text(parse_cards("AsKd")) == "A♠ K♦"


def test_table_embed_shows_seats_stacks_bets_pot_board_and_turn() -> None:
    embed = render.table_embed(table())
    body = embed.description or ""
    assert "<@101>" in body
    assert "<@102>" in body
    assert "<@103>" in body
    assert "995" in body
    assert "bet 20" in body
    assert "A♠ K♦ 7♣" in body
    assert "**Pot** 45" in body
    assert "folded" in body
    assert "<@102> to act" in body
    assert "<t:1700000030:R>" in body
    assert embed.footer.text == "Hand #7 · Flop"
    assert "5/10" in (embed.title or "")


def test_table_embed_points_at_the_picture_when_attached() -> None:
    embed = render.table_embed(table(), image=render.TABLE_IMAGE)
    assert embed.image.url == "attachment://table.png"
    assert render.table_embed(table()).image.url is None


def test_table_embed_lists_side_pots() -> None:
    embed = render.table_embed(table(pots=(PotView(90, (ANN, BOB, CY)), PotView(40, (ANN, BOB)))))
    assert "**Pot** 155 (main 90; side 40)" in (embed.description or "")


def test_table_embed_before_the_first_hand_invites_the_deal() -> None:
    view = table(in_hand=False, street="", to_act=None, legal=None, board=(), hand_no=0)
    body = render.table_embed(view).description or ""
    assert "to act" not in body
    assert "/poker start" in body


def test_table_embed_between_hands_counts_down_to_the_next_deal() -> None:
    view = table(
        in_hand=False, street="", to_act=None, legal=None, board=(), next_hand_at=1_700_000_005.0
    )
    body = render.table_embed(view).description or ""
    assert "The next hand is dealt <t:1700000005:R>." in body
    assert "/poker start" not in body


def test_table_embed_between_hands_without_enough_players_waits() -> None:
    view = table(in_hand=False, street="", to_act=None, legal=None, board=(), hand_no=4)
    body = render.table_embed(view).description or ""
    assert "/poker start" not in body
    assert "Waiting for players" in body


def test_table_embed_shows_recent_notes() -> None:
    embed = render.table_embed(table(), recent=("<@101> calls 10",))
    assert "<@101> calls 10" in (embed.description or "")


def test_buttons_for_a_call_with_raises_and_the_modal() -> None:
    specs = render.table_buttons(table())
    labels = [s.label for s in specs]
    assert labels == [
        "Fold",
        "Call 10",
        "All-in 990",
        "Min 40",
        "½ pot 35",
        "Pot 60",
        "Raise…",
        "My cards",
    ]
    assert specs[-1].kind is ButtonKind.CARDS
    assert specs[-2].kind is ButtonKind.RAISE
    assert [s.move for s in specs if s.kind is ButtonKind.ACT] == [
        Move.FOLD,
        Move.CALL,
        Move.ALL_IN,
        Move.MIN_RAISE,
        Move.HALF_POT,
        Move.POT,
    ]
    assert all(0 <= s.row <= 4 for s in specs)


def test_buttons_offer_check_and_bet_when_nobody_bet() -> None:
    specs = render.table_buttons(table(legal=legal(can_check=True, call_amount=0, is_bet=True)))
    labels = [s.label for s in specs]
    assert "Check" in labels
    assert "Bet…" in labels
    assert not any(label.startswith("Call") for label in labels)


def test_heads_up_match_offers_exactly_half_pot_pot_and_all_in() -> None:
    quick = (
        QuickRaise(Move.HALF_POT, 6),
        QuickRaise(Move.POT, 9),
        QuickRaise(Move.ALL_IN, 98),
    )
    view = table(
        config=TableConfig(game=GameKind.HEADS_UP, small_blind=1, big_blind=2, seats=2),
        legal=legal(quick_raises=quick, free_amounts=False, all_in_to=98),
    )
    specs = render.table_buttons(view)
    raises = [s.move for s in specs if s.move not in (Move.FOLD, Move.CALL, Move.CHECK, None)]
    assert raises == [Move.HALF_POT, Move.POT, Move.ALL_IN]
    assert not any(s.kind is ButtonKind.RAISE for s in specs)


def test_no_raise_buttons_when_raising_is_not_allowed() -> None:
    specs = render.table_buttons(
        table(legal=legal(can_raise=False, min_raise_to=None, max_raise_to=None))
    )
    assert [s.label for s in specs] == ["Fold", "Call 10", "My cards"]


def test_no_buttons_between_hands() -> None:
    assert render.table_buttons(table(in_hand=False, legal=None, to_act=None)) == ()


def test_picture_record_has_the_occupied_seats_and_never_hole_cards() -> None:
    picture = render.table_picture(table(), {ANN: "Ann"})
    assert len(picture.seats) == 3
    assert picture.seats[0].name == "Ann"
    assert picture.seats[0].is_button
    assert picture.seats[1].to_act
    assert all(seat.cards in (None, ()) for seat in picture.seats)
    assert picture.board == parse_cards("AsKd7c")


def test_picture_record_follows_every_action_not_only_the_street() -> None:
    names = {ANN: "Ann"}
    first = render.table_picture(table(), names)
    assert first == render.table_picture(table(), names)
    assert first != render.table_picture(table(pots=(PotView(99, (ANN,)),)), names)
    assert first != render.table_picture(table(to_act=ANN), names)


def test_action_notes_become_lines_with_a_mention() -> None:
    note = Note(NoteKind.ACTION, ANN, "raises to 40", amount=40, move=ActionKind.RAISE)
    assert render.note_line(note) == "<@101> raises to 40"
    assert render.note_line(Note(NoteKind.STREET, street="flop")) is None


def test_street_embed_shows_the_new_cards_and_the_board() -> None:
    note = Note(NoteKind.STREET, street="turn", board=parse_cards("AsKd7c2h"))
    embed = render.street_embed(note, 7)
    assert "**Turn** · 2♥" in (embed.description or "")
    assert "A♠ K♦ 7♣ 2♥" in (embed.description or "")


def test_showdown_embed_names_hands_and_pot_winners() -> None:
    note = Note(
        NoteKind.SHOWDOWN,
        board=parse_cards("AsKd7c2h3s"),
        shown=(
            ShownHand(ANN, parse_cards("AhAd"), "Three of a kind, aces", won=90),
            ShownHand(BOB, parse_cards("KhQh"), "A pair of kings"),
        ),
        awards=((0, 90, (ANN,)),),
    )
    embed = render.showdown_embed(note, 7, image=render.SHOWDOWN_IMAGE)
    body = embed.description or ""
    assert "<@101> shows A♥ A♦ — Three of a kind, aces · wins 90" in body
    assert "<@102> shows K♥ Q♥ — Pair of kings" in body
    assert "Main pot (90): <@101>" in body
    assert embed.image.url == "attachment://showdown.png"
    picture = render.showdown_picture(note, 7, {ANN: "Ann"})
    assert [h.name for h in picture.hands] == ["Ann", "Player"]


def test_hole_cards_text_for_the_dm_names_the_channel() -> None:
    private = PrivateCards(ANN, CHANNEL, 7, parse_cards("AsKd"))
    assert render.hole_cards_text(private, channel_id=CHANNEL) == (
        "Your cards for hand #7 in <#555>: **A♠ K♦**"
    )
    assert "A♠ K♦" in render.hole_cards_text(private)


def test_dm_failed_notice_never_carries_cards() -> None:
    notice = render.dm_failed_text(ANN)
    assert "<@101>" in notice
    assert "My cards" in notice
    assert not any(suit in notice for suit in "♠♥♦♣")


def test_leaderboard_embed_ranks_members() -> None:
    page = LeaderboardPage(
        LeaderboardKind.BANKROLL, (LeaderRow(1, ANN, 1500), LeaderRow(2, BOB, 900)), 1, 10, 2, 12
    )
    embed = render.leaderboard_embed(page)
    assert "**1.** <@101> · 1,500" in (embed.description or "")
    assert embed.footer.text == "Page 1 of 2"


def test_stats_embed() -> None:
    stats = PlayerStats(1, ANN, 12, 5, -40, 300, 2, ())
    embed = render.stats_embed(stats)
    assert "Hands played: 12" in (embed.description or "")
    assert "Net chips won: -40" in (embed.description or "")


@pytest.mark.parametrize("street", ["preflop", "flop", "turn", "river", "showdown"])
def test_footer_names_every_street(street: str) -> None:
    assert render.table_embed(table(street=street)).footer.text == f"Hand #7 · {street.title()}"


def test_closed_table_is_grey_and_says_so() -> None:
    embed = render.table_embed(table(is_closed=True, in_hand=False, legal=None))
    assert "closed" in (embed.description or "")
    assert embed.colour == discord.Colour(0x5D6D7E)


@pytest.mark.parametrize(
    ("move", "amount", "all_in", "line"),
    [
        (ActionKind.FOLD, 0, False, "<@101> folds"),
        (ActionKind.CHECK, 0, False, "<@101> checks"),
        (ActionKind.CALL, 1500, False, "<@101> calls 1,500"),
        (ActionKind.CALL, 70, True, "<@101> calls 70 (all-in)"),
        (ActionKind.BET, 30, False, "<@101> bets 30"),
        (ActionKind.RAISE, 990, True, "<@101> is all-in for 990"),
        (ActionKind.ALL_IN, 990, True, "<@101> is all-in for 990"),
        (ActionKind.MUCK, 0, False, "<@101> mucks"),
        (TableMove.ANTE, 1, False, "<@101> antes 1"),
        (TableMove.SMALL_BLIND, 5, False, "<@101> posts the small blind 5"),
        (TableMove.BIG_BLIND, 10, False, "<@101> posts the big blind 10"),
        (TableMove.STRADDLE, 20, False, "<@101> straddles 20"),
        (TableMove.UNCALLED, 40, False, "<@101> takes back an uncalled 40"),
    ],
)
def test_action_notes_are_phrased_by_the_catalogue_not_the_card_room(
    move: ActionKind | TableMove, amount: int, all_in: bool, line: str
) -> None:
    note = Note(
        NoteKind.ACTION, ANN, "English from the room", amount=amount, move=move, all_in=all_in
    )
    assert render.note_line(note) == line


def test_every_note_kind_is_phrased_without_the_rooms_text() -> None:
    for kind in NoteKind:
        note = Note(kind, ANN, "ROOM TEXT", amount=100, place=2, hand_no=3, move=ActionKind.CHECK)
        line = render.note_line(note)
        assert line is None or "ROOM TEXT" not in line, kind
    assert render.match_over_text(Note(NoteKind.MATCH_OVER, None, "x")) == (
        "The match is a draw: every stake goes back."
    )


def test_the_rooms_narration_is_phrased_by_the_catalogue() -> None:
    from cardroom._notes import narrate
    from holdem.actions import Action
    from holdem.events import ActionTaken, Blind, BlindPosted, Event, UncalledBetReturned

    events: list[Event] = [
        BlindPosted(0, 5, Blind.SMALL),
        BlindPosted(1, 10, Blind.BIG),
        ActionTaken(2, Action.raise_to(30), 30, 30),
        ActionTaken(0, Action.call(), 25, 30),
        ActionTaken(1, Action.all_in(), 990, 1000, is_all_in=True),
        ActionTaken(2, Action.fold(), 0, 30),
        UncalledBetReturned(1, 970),
    ]
    notes, private = narrate(
        events, {0: ANN, 1: BOB, 2: CY}, channel_id=CHANNEL, hand_no=3, board=()
    )
    assert not private
    assert [n.move for n in notes] == [
        TableMove.SMALL_BLIND,
        TableMove.BIG_BLIND,
        ActionKind.RAISE,
        ActionKind.CALL,
        ActionKind.ALL_IN,
        ActionKind.FOLD,
        TableMove.UNCALLED,
    ]
    assert [render.note_line(n) for n in notes] == [
        "<@101> posts the small blind 5",
        "<@102> posts the big blind 10",
        "<@103> raises to 30",
        "<@101> calls 25",
        "<@102> is all-in for 1,000",
        "<@103> folds",
        "<@102> takes back an uncalled 970",
    ]


def test_a_hand_with_a_dead_button_is_narrated() -> None:
    """The dead-button rule can leave the button on an empty seat: the note still names one."""
    from cardroom._notes import narrate
    from holdem.betting import BettingStructure, HandConfig
    from holdem.events import HandStarted

    cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    started = HandStarted(cfg, 5, (6, 0, 2), (100, 100, 100))
    notes, _ = narrate([started], {6: ANN, 0: BOB, 2: CY}, channel_id=CHANNEL, hand_no=4, board=())
    assert [(n.kind, n.user_id) for n in notes] == [(NoteKind.HAND_STARTED, CY)]
