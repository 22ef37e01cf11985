"""Hand-checked hands and the stats they give: VPIP, PFR, 3-bet, showdowns, big blinds won."""

from __future__ import annotations

from cardroom._playstats import hand_plays
from cardroom.models import HandPlay
from holdem.hand import HandState
from tests.holdem.scenario import (
    bet,
    call,
    check,
    check_down,
    config,
    deal,
    fold,
    play,
    raise_to,
    show,
)

DRY = "2c7d9h4s3c"
USERS = {0: 100, 1: 101, 2: 102}


def show_down(hand: HandState) -> None:
    """Everyone still in shows, in the order the showdown asks."""
    while not hand.is_over and hand.to_act is not None:
        hand.apply(hand.to_act, show)


def test_an_open_a_three_bet_and_a_call_to_showdown() -> None:
    """Button opens to 6, small blind 3-bets to 18, big blind folds, button calls; checked down.

    By hand: the small blind (aces) wins 38 chips having put in 18, +20 = 10 big blinds;
    the big blind lost its 2 (-1 bb); the button lost 18 (-9 bb). Only the small blind faced
    exactly one raise (the open): the big blind and the button faced the 3-bet.
    """
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 100},
        button=2,
        holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
        board=DRY,
    )
    play(hand, (2, raise_to(6)), (0, raise_to(18)), (1, fold), (2, call))
    check_down(hand, 0, 2, rounds=3)
    show_down(hand)
    assert hand.is_over
    plays = {p.user_id: p for p in hand_plays(hand, USERS, cash=True)}
    assert plays[100] == HandPlay(
        user_id=100,
        cash=True,
        vpip=True,
        pfr=True,
        three_bet_chance=True,
        three_bet=True,
        saw_flop=True,
        showdown=True,
        won_showdown=True,
        net_mbb=10_000,
    )
    assert plays[101] == HandPlay(user_id=101, cash=True, net_mbb=-1_000)
    assert plays[102] == HandPlay(
        user_id=102, cash=True, vpip=True, pfr=True, saw_flop=True, showdown=True, net_mbb=-9_000
    )


def test_a_walk_is_nobody_voluntary() -> None:
    """Heads-up, the button (small blind) folds: the big blind wins 1 chip (+0.5 bb) unseen."""
    hand = deal(config(), {0: 100, 1: 100}, button=1, holes={0: "AsAh", 1: "KsKh"}, board=DRY)
    play(hand, (1, fold))
    plays = {p.user_id: p for p in hand_plays(hand, USERS, cash=False)}
    assert plays[100] == HandPlay(user_id=100, cash=False, net_mbb=500)
    assert plays[101] == HandPlay(user_id=101, cash=False, net_mbb=-500)


def test_limpers_are_voluntary_and_a_checked_big_blind_is_not() -> None:
    """All limp, the big blind checks its option; everyone sees the flop and the showdown."""
    hand = deal(
        config(),
        {0: 100, 1: 100, 2: 100},
        button=2,
        holes={0: "QsQh", 1: "AsAh", 2: "KsKh"},
        board=DRY,
    )
    play(hand, (2, call), (0, call), (1, check))
    check_down(hand, 0, 1, 2, rounds=3)
    show_down(hand)
    plays = {p.user_id: p for p in hand_plays(hand, USERS, cash=True)}
    assert [plays[u].vpip for u in (100, 101, 102)] == [True, False, True]
    assert not any(p.pfr or p.three_bet_chance for p in plays.values())
    assert all(p.saw_flop and p.showdown for p in plays.values())
    assert [plays[u].won_showdown for u in (100, 101, 102)] == [False, True, False]
    assert [plays[u].net_mbb for u in (100, 101, 102)] == [-1_000, 2_000, -1_000]


def test_a_folded_flop_is_seen_but_no_showdown() -> None:
    """The button bets the flop and the big blind folds: both saw the flop, nobody showed down."""
    hand = deal(config(), {0: 100, 1: 100}, button=1, holes={0: "AsAh", 1: "KsKh"}, board=DRY)
    play(hand, (1, call), (0, check), (0, check), (1, bet(4)), (0, fold))
    plays = {p.user_id: p for p in hand_plays(hand, USERS, cash=True)}
    assert all(p.saw_flop and not p.showdown and not p.won_showdown for p in plays.values())
    assert plays[101].vpip
    assert not plays[100].vpip
