"""Tests of holdem.phh: PHH export, import and replay, checked against PokerKit 0.7.7."""

from __future__ import annotations

import datetime
import random
import tomllib
from pathlib import Path

import pokerkit
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem._phh_toml import toml_value
from holdem.actions import Action
from holdem.betting import AnteMode, BettingStructure, HandConfig
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.errors import IllegalAction, InvalidNotation, NotYourTurn
from holdem.events import PotAwarded
from holdem.hand import HandState
from holdem.phh import HandHistory, Variant, dumps, dumps_many, loads, loads_many, replay
from tests.holdem.random_play import play_random_hand
from tests.holdem.test_differential import run_differential

DATA = Path(__file__).parent / "data"


def _odd_chips(state: HandState) -> bool:
    """A split pot with odd chips: where PokerKit's split differs (test_differential (e))."""
    return any(
        isinstance(e, PotAwarded) and len(e.winners) >= 2 and e.amount % len(e.winners)
        for e in state.history
    )


def _pokerkit_stacks(text: str) -> list[int]:
    """Replay PHH text with PokerKit; its finishing stacks."""
    *_, final = iter(pokerkit.HandHistory.loads(text))
    return list(final.stacks)


def _heads_up(config: HandConfig | None = None, stacks=(100, 100)) -> HandState:
    config = config or HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    deck = Deck.scripted([parse_cards("AhKh"), parse_cards("QsQd")], parse_cards("Ad7c2s9d3h"))
    return HandState.start(config, {4: stacks[0], 6: stacks[1]}, button=6, deck=deck)


def _play_heads_up_showdown() -> HandState:
    """The hand of data/handwritten_heads_up.phh, through our engine."""
    state = _heads_up()
    for seat, action in [
        (6, Action.raise_to(6)),
        (4, Action.call()),
        (4, Action.bet(6)),
        (6, Action.call()),
        (4, Action.check()),
        (6, Action.check()),
        (4, Action.bet(20)),
        (6, Action.call()),
        (6, Action.muck()),
    ]:
        state.apply(seat, action)
    assert state.is_over
    return state


# ------------------------------------------------------------------------------ export


def test_export_heads_up_order_big_blind_is_p1():
    history = HandHistory.from_state(_play_heads_up_showdown(), players={4: "Ada", 6: "Bo"})
    assert history.variant is Variant.NO_LIMIT_TEXAS_HOLDEM
    assert history.blinds_or_straddles == (1, 2)
    assert history.seats == (5, 7)  # seat 4 (big blind) then seat 6 (button), 1-based
    assert history.actions[:4] == ("d dh p1 AhKh", "d dh p2 QsQd", "p2 cbr 6", "p1 cc")
    assert history.actions[-3:] == ("p2 cc", "p1 sm AhKh", "p2 sm")
    assert history.finishing_stacks == (132, 68)
    assert history.players == ("Ada", "Bo")


def test_export_matches_the_handwritten_file():
    written = loads((DATA / "handwritten_heads_up.phh").read_text())
    exported = HandHistory.from_state(_play_heads_up_showdown(), players={4: "Ada", 6: "Bo"})
    strip = [a.split("#")[0].strip() for a in written.actions]
    assert list(exported.actions) == strip
    assert exported.starting_stacks == written.starting_stacks


def test_viewer_sees_own_cards_and_shown_hands_only():
    state = _play_heads_up_showdown()
    for_bo = HandHistory.from_state(state, viewer_seat=6)
    assert for_bo.actions[:2] == ("d dh p1 AhKh", "d dh p2 QsQd")  # p1 showed, p2 is Bo
    for_ada = HandHistory.from_state(state, viewer_seat=4)
    assert for_ada.actions[:2] == ("d dh p1 AhKh", "d dh p2 ????")  # Bo mucked
    public = HandHistory.from_state(state, hide_unshown=True)
    assert public.actions[:2] == ("d dh p1 AhKh", "d dh p2 ????")
    assert "QsQd" not in dumps(public)


def test_folded_hands_are_hidden():
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    deck = Deck.scripted([parse_cards("2c7d"), parse_cards("AsAd"), parse_cards("KsKd")])
    state = HandState.start(config, {0: 50, 1: 50, 2: 50}, button=2, deck=deck)
    state.apply(2, Action.raise_to(6))
    state.apply(0, Action.fold())
    state.apply(1, Action.fold())
    public = HandHistory.from_state(state, hide_unshown=True)
    assert public.actions[:3] == ("d dh p1 ????", "d dh p2 ????", "d dh p3 ????")
    assert HandHistory.from_state(state, viewer_seat=1).actions[1] == "d dh p2 AsAd"


def test_showdown_lines_come_before_the_run_out():
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    state = _heads_up(config)
    state.apply(6, Action.all_in())
    state.apply(4, Action.call())
    actions = HandHistory.from_state(state).actions
    assert actions[2:] == (
        "p2 cbr 100",
        "p1 cc",
        "p2 sm QsQd",
        "p1 sm AhKh",
        "d db Ad7c2s",
        "d db 9d",
        "d db 3h",
    )
    assert _pokerkit_stacks(dumps(HandHistory.from_state(state))) == [200, 0]


def test_fixed_limit_and_antes_fields():
    config = HandConfig(structure=BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2, ante=1)
    history = HandHistory.from_state(_heads_up(config))
    assert history.variant is Variant.FIXED_LIMIT_TEXAS_HOLDEM
    assert (history.small_bet, history.big_bet, history.min_bet) == (2, 4, None)
    assert history.antes == (1, 1)
    assert history.finishing_stacks is None  # not over yet


def test_big_blind_ante_is_listed_at_the_big_blind_position():
    config = HandConfig(
        structure=BettingStructure.NO_LIMIT,
        small_blind=5,
        big_blind=10,
        ante=10,
        ante_mode=AnteMode.BIG_BLIND,
    )
    deck = Deck(random.Random(3))
    state = HandState.start(config, {0: 500, 1: 500, 2: 500, 3: 500}, button=3, deck=deck)
    assert HandHistory.from_state(state).antes == (0, 10, 0, 0)


def test_metadata_fields():
    history = HandHistory.from_state(_play_heads_up_showdown(), hand=12, table="general")
    assert (history.hand, history.table) == (12, "general")
    assert "hand = 12\n" in dumps(history)


def test_voided_hand_has_no_history():
    state = _heads_up()
    state.void()
    with pytest.raises(InvalidNotation, match="voided"):
        HandHistory.from_state(state)


# ------------------------------------------------------------------------------ text


def test_dumps_loads_round_trip_with_optional_fields():
    history = HandHistory(
        variant=Variant.FIXED_LIMIT_TEXAS_HOLDEM,
        antes=(0, 0, 0),
        blinds_or_straddles=(1, 2, 0),
        small_bet=2,
        big_bet=4,
        starting_stacks=(10, 20, 30),
        actions=("d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f", "p1 f"),
        author='Quote " and back\\slash',
        time=datetime.time(12, 30, 5),
        day=2,
        hand="final",
        players=("a", "b\nc", "é"),
        seat_count=9,
    )
    assert loads(dumps(history)) == history


def test_loads_many_reads_sections_in_order():
    histories = loads_many((DATA / "pokerkit_hands.phhs").read_text())
    assert [h.hand for h in histories] == [1, 2, 3, 4, 5, 6]
    assert loads_many(dumps_many(histories)) == histories


def test_loads_accepts_a_single_ante_number_and_short_lists():
    history = loads(
        'variant = "NT"\nantes = 1\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        "starting_stacks = [20, 20, 20]\nactions = []\n"
    )
    assert history.antes == (1, 1, 1)
    assert history.blinds_or_straddles == (1, 2, 0)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('variant = "NT', "not valid TOML"),
        ("antes = [0, 0]", "no 'variant'"),
        ('variant = "PO"', "Unknown variant 'PO'"),
        ('variant = "NT"\nantes = [0, 0]', "no 'blinds_or_straddles'"),
        (
            'variant = "FT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n'
            "starting_stacks = [5, 5]\nactions = []\nsmall_bet = 2",
            "no 'big_bet'",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            "starting_stacks = [5]\nactions = []",
            "2 to 10 players",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            "starting_stacks = [5, 2.5]\nactions = []",
            "whole numbers",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            'starting_stacks = [5, 5]\nactions = ["p3 f"]',
            "no player p3",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            'starting_stacks = [5, 5]\nactions = ["d dh p1 AsZz"]',
            "'Zz' is not a card",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            'starting_stacks = [5, 5]\nactions = ["p1 sd"]',
            "not a Texas Hold'em PHH action",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            'starting_stacks = [5, 5]\nactions = ["p1 cbr lots"]',
            "not a whole number",
        ),
        (
            'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
            'starting_stacks = [5, 5]\nactions = "p1 f"',
            "list of strings",
        ),
    ],
)
def test_malformed_text_is_refused_with_a_reason(text, message):
    with pytest.raises(InvalidNotation, match=message):
        loads(text)


def test_loads_many_names_the_bad_section():
    good = (DATA / "handwritten_heads_up.phh").read_text().split("\n", 2)[2]
    with pytest.raises(InvalidNotation, match=r"\[2\]: Unknown variant"):
        loads_many("[1]\n" + good + "\n[2]\nvariant = 'XX'\n")


# ------------------------------------------------------------------------------ replay


def test_replay_handwritten_file():
    history = loads((DATA / "handwritten_heads_up.phh").read_text())
    assert replay(history) == (132, 68)
    assert history.finishing_stacks == (132, 68)


@pytest.mark.parametrize(
    ("name", "error", "message"),
    [
        ("illegal_action.phh", IllegalAction, r"Action 3 \('p2 cbr 3'\): The minimum is 4"),
    ],
)
def test_replay_refuses_illegal_actions(name, error, message):
    with pytest.raises(error, match=message):
        replay(loads((DATA / name).read_text()))


def _nt(actions: str, stacks=(100, 100), blinds=(1, 2), antes=None) -> HandHistory:
    return HandHistory(
        variant=Variant.NO_LIMIT_TEXAS_HOLDEM,
        antes=(0,) * len(stacks) if antes is None else antes,
        blinds_or_straddles=blinds + (0,) * (len(stacks) - len(blinds)),
        min_bet=blinds[1] or 2,
        starting_stacks=stacks,
        actions=tuple(a.strip() for a in actions.split(",")),
    )


def test_replay_out_of_turn_is_refused():
    with pytest.raises(NotYourTurn, match=r"Action 3 \('p1 cc'\)"):
        replay(_nt("d dh p1 ????, d dh p2 ????, p1 cc"))


def test_replay_unfinished_hand_is_refused():
    with pytest.raises(InvalidNotation, match=r"ends before the hand is over \(p1 to act\)"):
        replay(_nt("d dh p1 ????, d dh p2 ????, p2 cc"))


def test_replay_board_before_the_round_ends_is_refused():
    with pytest.raises(IllegalAction, match="before the betting round is over"):
        replay(_nt("d dh p1 ????, d dh p2 ????, d db AsKsQs"))


def test_replay_refuses_a_card_dealt_twice():
    with pytest.raises(InvalidNotation, match="twice"):
        replay(_nt("d dh p1 AsKs, d dh p2 ????, p2 cc, p1 cc, d db AsQsJs"))


def test_replay_shown_cards_must_match_the_dealt_ones():
    with pytest.raises(InvalidNotation, match="not dealt"):
        replay(_nt("d dh p1 AsKs, d dh p2 ????, p2 cbr 100, p1 cc, p1 sm AsKd"))


def test_replay_refuses_rules_we_do_not_play():
    odd_min_bet = HandHistory(
        variant=Variant.NO_LIMIT_TEXAS_HOLDEM,
        antes=(0, 0),
        blinds_or_straddles=(1, 2),
        min_bet=5,
        starting_stacks=(100, 100),
        actions=("p2 f",),
    )
    with pytest.raises(InvalidNotation, match="min_bet"):
        replay(odd_min_bet)
    # a later post of the largest blind: PokerKit would start the action left of it
    with pytest.raises(InvalidNotation, match=r"blinds_or_straddles \[1, 2, 0, 2\]: p4 posts"):
        replay(_nt("p3 f", stacks=(100, 100, 100, 100), blinds=(1, 2, 0, 2)))
    with pytest.raises(InvalidNotation, match=r"blinds_or_straddles .*nobody posts"):
        replay(_nt("p3 f", stacks=(100, 100, 100), blinds=(0, 0, 0)))
    with pytest.raises(InvalidNotation, match=r"antes .*negative"):
        replay(_nt("p3 f", stacks=(100, 100, 100), antes=(0, -1, 0)))


def test_replay_straddle_and_hidden_muck():
    history = _nt(
        "d dh p1 ????, d dh p2 ????, d dh p3 ????, d dh p4 AsAd, p4 cc, p1 cc, p2 cc, p3 cc,"
        " d db Ks7h2c, p1 cc, p2 cc, p3 cc, p4 cbr 10, p1 f, p2 f, p3 cc, d db 3d,"
        " p3 cc, p4 cc, d db 9s, p3 cc, p4 cc, p4 sm AsAd, p3 sm",
        stacks=(100, 100, 100, 100),
        blinds=(1, 2, 4),
    )
    # p3 mucks unseen: it is filled with the weakest cards, so p4 wins 4+4+4+4+10+10.
    assert replay(history) == (96, 96, 86, 122)
    assert _pokerkit_stacks(dumps(history)) == [96, 96, 86, 122]


def test_replay_fills_show_or_muck_left_out():
    history = _nt("d dh p1 AsAd, d dh p2 KsKd, p2 cc, p1 cc, d db 2c3d7h, p1 cc, p2 cc,"
                  " d db 8s, p1 cc, p2 cc, d db Jd, p1 cc, p2 cc")  # fmt: skip
    assert replay(history) == (102, 98)


@pytest.mark.slow
def test_random_exports_replay_in_pokerkit_and_ours():
    """Every hand exported (full, public, and as one player saw it) replays to our stacks."""
    checked = 0
    for seed in range(200):
        _, state = play_random_hand(seed)
        if _odd_chips(state):
            continue
        ours = [state.stacks[seat] for seat in state.seats]
        views = [(None, False), (None, True), (state.seats[seed % 2], True)]
        for viewer, hide in views:
            history = HandHistory.from_state(state, viewer_seat=viewer, hide_unshown=hide)
            view = (viewer, hide)
            text = dumps(history)
            assert loads(text) == history
            assert list(replay(history)) == ours, (seed, view)
            assert _pokerkit_stacks(text) == ours, (seed, view)
            checked += 1
    assert checked > 500


@pytest.mark.slow
def test_pokerkit_written_histories_replay_to_pokerkit_stacks():
    for seed in range(5000, 5300):
        state, game, pk = run_differential(seed)
        if _odd_chips(state):
            continue
        text = pokerkit.HandHistory.from_game_state(game, pk).dumps()
        assert list(replay(loads(text))) == list(pk.stacks), seed


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_dumps_loads_round_trip_property(seed):
    _, state = play_random_hand(seed)
    for hide in (False, True):
        history = HandHistory.from_state(state, hide_unshown=hide)
        assert loads(dumps(history)) == history
        assert loads_many(dumps_many([history, history])) == (history, history)


def test_replay_show_dash_and_out_of_order_showdown_lines():
    # River checked through: p1 must show first; the loser p2 chose to show ("sm -").
    history = _nt(
        "d dh p1 AsAd, d dh p2 KsKd, p2 cc, p1 cc, d db 2c3d7h, p1 cc, p2 cc,"
        " d db 8s, p1 cc, p2 cc, d db Jd, p1 cc, p2 cc, p2 sm -, p1 sm AsAd"
    )
    assert replay(history) == (102, 98)
    assert _pokerkit_stacks(dumps(history)) == [102, 98]


def test_unknown_metadata_is_refused():
    with pytest.raises(InvalidNotation, match="'colour' is not an optional PHH field"):
        HandHistory.from_state(_play_heads_up_showdown(), colour="red")


# ------------------------------------------------------------------------------ forced bets


def _straddle_hand(stacks: dict[int, int], button: int, ante_mode: AnteMode | None = None):
    """A hand played to the end: everyone calls, then checks down (or mucks)."""
    config = HandConfig(
        structure=BettingStructure.NO_LIMIT,
        small_blind=1,
        big_blind=2,
        straddle=ante_mode is None,
        ante=0 if ante_mode is None else 2,
        ante_mode=ante_mode or AnteMode.EVERY_PLAYER,
    )
    seats = sorted(stacks)
    order = seats[seats.index(button) + 1 :] + seats[: seats.index(button) + 1]
    # the table's standing straddle: the player left of the big blind, when they can cover it
    straddle = order[2] if config.straddle and len(order) >= 3 else None
    if straddle is not None and stacks[straddle] < config.straddle_amount:
        straddle = None
    state = HandState.start(
        config, stacks, button=button, deck=Deck(random.Random(7)), straddle=straddle
    )
    while not state.is_over:
        legal = state.legal_actions()
        assert legal.seat is not None
        if legal.can_muck:
            action = Action.muck()
        else:
            action = Action.check() if legal.can_check else Action.call()
        state.apply(legal.seat, action)
    return state


@pytest.mark.parametrize(
    ("stacks", "button", "ante_mode", "blinds", "antes"),
    [
        ({0: 100, 1: 100, 2: 100, 3: 100}, 0, None, (1, 2, 4, 0), (0, 0, 0, 0)),
        ({0: 100, 1: 100, 2: 100, 3: 3}, 0, None, (1, 2, 0, 0), (0, 0, 0, 0)),  # too short
        ({0: 100, 1: 100, 2: 100}, 2, None, (1, 2, 4), (0, 0, 0)),
        ({0: 100, 1: 100}, 0, None, (1, 2), (0, 0)),  # a straddle table played heads-up
        ({0: 100, 1: 100}, 0, AnteMode.BIG_BLIND, (1, 2), (0, 2)),
        ({0: 100, 1: 100}, 1, AnteMode.BIG_BLIND, (1, 2), (0, 2)),
    ],
)
def test_forced_bets_export_as_posted_and_replay_in_pokerkit(
    stacks, button, ante_mode, blinds, antes
):
    """Only a straddle actually posted is written; big-blind antes sit where PokerKit wants."""
    state = _straddle_hand(stacks, button, ante_mode)
    history = HandHistory.from_state(state)
    assert history.blinds_or_straddles == blinds
    assert history.antes == antes
    ours = [state.stacks[seat] for seat in state.seats]
    text = dumps(history)
    assert list(replay(loads(text))) == ours
    assert _pokerkit_stacks(text) == ours


def test_unposted_straddle_is_not_claimed_bug():
    """Seat 3 (3 chips) cannot straddle 4: the export must not say it did."""
    state = _straddle_hand({0: 100, 1: 100, 2: 100, 3: 3}, 0)
    assert state.config.straddle
    assert HandHistory.from_state(state).blinds_or_straddles == (1, 2, 0, 0)


@given(st.text())
def test_any_text_written_as_a_toml_string_reads_back_the_same(text: str) -> None:
    """Player names and metadata are user text: quotes, backslashes, control characters."""
    assert tomllib.loads(f"name = {toml_value(text)}\n")["name"] == text
