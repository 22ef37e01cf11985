"""The dead-button rule, missed blinds and posts of players coming in (RULES, Table and button).

Seats are 0-9 clockwise. In the comments B is the button, S the small blind, G the big blind.
"""

from __future__ import annotations

import json
import random

import pytest

from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig
from holdem.blinds import Post, next_deal
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.errors import ActionNotAvailable, InvalidNotation
from holdem.events import AntePosted, BlindPosted, HandStarted, from_dict
from holdem.hand import HandState
from holdem.table import TableState

CFG = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)


def fold_out(hand: HandState) -> None:
    """Everyone checks when they can and folds otherwise; losing hands are mucked."""
    while (seat := hand.to_act) is not None:
        legal = hand.legal_actions()
        if legal.can_muck:
            hand.apply(seat, Action.muck())
        else:
            hand.apply(seat, Action.check() if legal.can_check else Action.fold())


def blinds(hand: HandState) -> list[tuple[int, str]]:
    """The blinds posted, as (seat, kind), a dead one as kind "dead small".

    A missed small blind is dead money, an ``AntePosted`` of the small blind (these tests'
    stakes have no ante), posted after the live blinds.
    """
    return [
        (e.seat, e.blind.value if isinstance(e, BlindPosted) else "dead small")
        for e in hand.history
        if isinstance(e, BlindPosted)
        or (isinstance(e, AntePosted) and e.amount == hand.config.small_blind)
    ]


def play(table: TableState, seed: int = 0) -> tuple[TableState, HandState]:
    """Deal a hand, fold it out, and take its stacks back."""
    table, hand = table.start_hand(Deck(random.Random(seed)))
    fold_out(hand)
    return table.finish_hand(hand), hand


def seated(stacks: dict[int, int], **kwargs: object) -> TableState:
    return TableState.seated(CFG, stacks, **kwargs)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------
# RULES §1, the four examples


def test_example_1_the_big_blind_busts_the_small_blind_is_dead():
    """Four players, B0 S1 G2; seat 2 busts. Next: G3, the small blind dead, B1."""
    table = TableState(config=CFG)
    for seat in range(4):
        table = table.sit(seat, 100 if seat != 2 else 2)
    holes = {3: "2c3d", 0: "AsAh", 1: "7c8d", 2: "KsKh"}
    deck = Deck.scripted([parse_cards(holes[s]) for s in (1, 2, 3, 0)], parse_cards("Ad9h5c4s2d"))
    table, hand = table.start_hand(deck)
    assert (table.button, table.small_blind, table.big_blind) == (0, 1, 2)
    assert blinds(hand) == [(1, "small"), (2, "big")]
    assert hand.stacks[2] == 0  # all-in with the big blind
    hand.apply(3, Action.fold())
    hand.apply(0, Action.call())
    hand.apply(1, Action.fold())
    fold_out(hand)
    table = table.finish_hand(hand)
    assert table.stacks[2] == 0  # seat 2 busted: aces beat kings
    table, hand = table.start_hand(Deck(random.Random(1)))
    assert (table.button, table.small_blind, table.big_blind) == (1, 2, 3)
    assert hand.button == 1
    assert hand.seats == (3, 0, 1)
    assert blinds(hand) == [(3, "big")]  # nobody posts the small blind
    assert hand.to_act == 0
    fold_out(hand)
    table, hand = play(table.finish_hand(hand), 2)
    assert (table.button, table.small_blind, table.big_blind) == (2, 3, 0)
    assert hand.button == 2  # a dead button: seat 2 is not dealt in
    assert blinds(hand) == [(3, "small"), (0, "big")]
    table, hand = play(table, 3)
    assert (hand.button, blinds(hand)) == (3, [(0, "small"), (1, "big")])  # round again


def test_example_2_three_to_two_the_last_big_blind_does_not_post_it_again():
    """Three players, B0 S1 G2; seat 0 busts. Heads-up: 2 is the button, 1 the big blind."""
    table = seated({0: 0, 1: 100, 2: 100}, button=0, small_blind=1, big_blind=2)
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert hand.button == 2
    assert blinds(hand) == [(2, "small"), (1, "big")]
    assert hand.to_act == 2  # heads-up the button acts first before the flop
    fold_out(hand)
    table, hand = play(table.finish_hand(hand), 1)
    assert blinds(hand) == [(1, "small"), (2, "big")]  # and then they alternate


@pytest.mark.parametrize(
    ("bust", "button", "big_blind"),
    [(0, 2, 1), (1, 2, 0), (2, 1, 0)],
)
def test_three_to_two_whoever_busts(bust, button, big_blind):
    """B0 S1 G2: whoever busts, the big blind goes to the next player left of seat 2."""
    stacks = {0: 100, 1: 100, 2: 100, bust: 0}
    table = seated(stacks, button=0, small_blind=1, big_blind=2)
    _, hand = table.start_hand(Deck(random.Random(0)))
    assert blinds(hand) == [(button, "small"), (big_blind, "big")]
    assert hand.button == button
    assert big_blind != 2


def test_example_3_missed_blinds_post_both_or_wait():
    """Seat 1 sits out while the big blind passes it; it owes both blinds."""
    table = seated(dict.fromkeys(range(5), 100), button=4, small_blind=0, big_blind=1)
    table = table.sit_out(1)  # seat 1 posted the big blind, then sits out
    table, hand = play(table)  # G2, S1 dead: seat 1 misses the small blind
    assert (table.button, table.small_blind, table.big_blind) == (0, 1, 2)
    assert blinds(hand) == [(2, "big")]
    assert table.owes == {1: Post.SMALL}
    table, hand = play(table, 1)  # G3 S2 B1 (dead button)
    assert (hand.button, blinds(hand)) == (1, [(2, "small"), (3, "big")])
    table, hand = play(table, 2)  # G4 S3 B2
    table, hand = play(table, 3)  # G0 S4 B3
    table, hand = play(table, 4)  # the big blind passes seat 1: G2 S0 B4
    assert blinds(hand) == [(0, "small"), (2, "big")]
    assert table.owes == {1: Post.BIG_AND_SMALL}
    back = table.sit_in(1, post=True)
    # the next hand is G3 S2 B0: seat 1 is between the button and the small blind
    waits, hand = back.start_hand(Deck(random.Random(5)))
    assert 1 not in hand.seats
    assert waits.owes == {1: Post.BIG_AND_SMALL}
    fold_out(hand)
    posts, hand = waits.finish_hand(hand).start_hand(Deck(random.Random(6)))  # G4 S3 B2
    assert hand.seats == (3, 4, 0, 1, 2)
    assert blinds(hand) == [(3, "small"), (4, "big"), (1, "big"), (1, "dead small")]
    assert posts.owes == {}
    assert hand.total_pot == 1 + 2 + 2 + 1
    # waiting instead: seat 1 is dealt in only when the big blind reaches it
    wait = table.sit_in(1, post=False)
    seen = []
    for seed in range(3):
        wait, hand = play(wait, seed)
        seen.append((hand.seats, blinds(hand)))
    assert seen == [
        ((2, 3, 4, 0), [(2, "small"), (3, "big")]),
        ((3, 4, 0, 2), [(3, "small"), (4, "big")]),
        ((4, 0, 2, 3), [(4, "small"), (0, "big")]),
    ]
    assert wait.owes == {1: Post.BIG_AND_SMALL}
    wait, hand = play(wait, 3)
    assert blinds(hand) == [(0, "small"), (1, "big")]  # the big blind only, nothing dead
    assert wait.owes == {}


def test_example_4_a_new_player_between_the_button_and_the_small_blind_waits():
    """Last hand B0 S1 G3 (seat 2 empty); next B1 S3 G4. Seat 2 sits down and posts."""
    table = seated({0: 100, 1: 100, 3: 100, 4: 100, 5: 100}, button=0, small_blind=1, big_blind=3)
    table = table.sit(2, 100, post=True)
    assert table.owes == {2: Post.BIG}
    table, hand = play(table)
    assert (hand.button, blinds(hand)) == (1, [(3, "small"), (4, "big")])
    assert 2 not in hand.seats  # between the button (1) and the small blind (3)
    table, hand = play(table, 1)  # B3 S4 G5: the button has passed seat 2
    assert hand.seats == (4, 5, 0, 1, 2, 3)
    assert blinds(hand) == [(4, "small"), (5, "big"), (2, "big")]
    assert table.owes == {}


def test_a_new_player_who_waits_posts_only_the_big_blind_when_it_reaches_them():
    table = seated({0: 100, 1: 100, 3: 100, 4: 100, 5: 100}, button=0, small_blind=1, big_blind=3)
    table = table.sit(2, 100)
    seen = []
    for seed in range(5):
        table, hand = play(table, seed)
        seen.append((hand.button, blinds(hand), 2 in hand.seats))
    assert seen == [
        (1, [(3, "small"), (4, "big")], False),
        (3, [(4, "small"), (5, "big")], False),
        (4, [(5, "small"), (0, "big")], False),
        (5, [(0, "small"), (1, "big")], False),
        (0, [(1, "small"), (2, "big")], True),
    ]


# --------------------------------------------------------------------------------------
# other transitions


def test_a_player_who_leaves_leaves_a_dead_button_next():
    """B0 S1 G2 G3 ...; the small blind (seat 1) leaves: G3 S2 B1 dead, then G4 S3 B2."""
    table = seated(dict.fromkeys(range(5), 100), button=0, small_blind=1, big_blind=2)
    table, hand = play(table.leave(1))
    assert (hand.button, blinds(hand), hand.seats) == (1, [(2, "small"), (3, "big")], (2, 3, 4, 0))
    table, hand = play(table, 1)
    assert (hand.button, blinds(hand)) == (2, [(3, "small"), (4, "big")])


def test_a_player_sitting_out_on_the_small_blind_misses_it_and_owes_it_dead():
    table = seated(dict.fromkeys(range(4), 100), button=3, small_blind=0, big_blind=1)
    table, hand = play(table.sit_out(1))
    assert blinds(hand) == [(2, "big")]  # seat 1 held the big blind: its small blind is dead
    assert table.owes == {1: Post.SMALL}
    table, hand = play(table.sit_in(1, post=True), 1)  # G3 S2 B1: seat 1 is on the button
    assert 1 not in hand.seats
    table, hand = play(table, 2)  # G0 S3 B2: it comes in posting the small blind dead
    assert blinds(hand) == [(3, "small"), (0, "big"), (1, "dead small")]
    assert table.owes == {}


def test_a_player_back_before_the_blinds_pass_owes_nothing():
    table = seated(dict.fromkeys(range(4), 100), button=0, small_blind=1, big_blind=2)
    table = table.sit_out(0).sit_in(0)
    assert table.owes == {}
    _, hand = table.start_hand(Deck(random.Random(0)))
    assert hand.seats == (2, 3, 0, 1)


def test_busted_cash_player_who_tops_up_owes_the_blinds_that_passed():
    table = seated({0: 100, 1: 100, 2: 0, 3: 100}, button=0, small_blind=1, big_blind=2)
    table, hand = play(table)  # G3, S2 dead: the busted seat 2 missed its small blind
    assert blinds(hand) == [(3, "big")]
    assert table.owes == {2: Post.SMALL}
    table = table.set_stack(2, 100)
    assert 2 in table.waiting


def test_heads_up_blinds_alternate():
    table = TableState(config=CFG).sit(4, 100).sit(8, 100)
    seen = []
    for seed in range(4):
        table, hand = play(table, seed)
        seen.append(blinds(hand))
    small_big = [(4, "small"), (8, "big")]
    big_small = [(8, "small"), (4, "big")]
    assert seen == [small_big, big_small, small_big, big_small]


def test_two_to_three_the_big_blind_still_moves_one_player():
    """Heads-up, 5 the button; seat 7 (between 0 and 5 going clockwise from 5) is new."""
    table = seated({0: 100, 5: 100}, button=5, small_blind=5, big_blind=0).sit(7, 100)
    table, hand = play(table)  # the big blind goes to seat 5, the next player left of 0
    assert (hand.seats, blinds(hand)) == ((5, 0), [(0, "small"), (5, "big")])
    table, hand = play(table, 1)  # then seat 7, which posts only the big blind
    assert blinds(hand) == [(5, "small"), (7, "big")]
    assert hand.button == 0


def test_a_poster_out_of_heads_up_may_come_in_at_once():
    """Heads-up, 0 the button; seat 2 posts: the big blind goes to 0, seat 2 plays now."""
    table = seated({0: 100, 5: 100}, button=0, small_blind=0, big_blind=5).sit(2, 100, post=True)
    table, hand = play(table)
    assert hand.button == 4  # dead: the seat right of the small blind (5)
    assert blinds(hand) == [(5, "small"), (0, "big"), (2, "big")]


def test_with_only_waiting_players_the_game_starts_afresh():
    """Seats 4 and 6 are new and wait; seat 1 (the last big blind) sits out."""
    table = seated({1: 100, 4: 100, 6: 100}, button=9, small_blind=0, big_blind=1,
                   owes={4: Post.BIG, 6: Post.BIG}, sitting_out=[1])  # fmt: skip
    table, hand = play(table)
    assert hand.seats == (4, 6)  # heads-up: the big blind still moves from 1 to 4
    assert blinds(hand) == [(6, "small"), (4, "big")]
    assert table.owes == {1: Post.SMALL}  # seat 1 missed its small blind


def test_tournament_deals_in_the_absent_and_they_post_their_blinds():
    table = TableState(config=CFG, tournament=True)
    for seat in range(3):
        table = table.sit(seat, 100)
    table, hand = play(table)  # B0 S1 G2
    table = table.sit_out(1)
    table, hand = play(table, 1)
    assert 1 in hand.seats
    assert blinds(hand) == [(2, "small"), (0, "big")]
    table, hand = play(table, 2)
    assert blinds(hand) == [(0, "small"), (1, "big")]  # the absent seat 1 posts its blind
    assert table.owes == {}
    table = table.sit(5, 100)
    assert table.owes == {}
    assert 5 in table.dealt_in


def test_tournament_bust_leaves_a_dead_small_blind():
    table = seated(dict.fromkeys(range(4), 100) | {2: 0}, button=0, small_blind=1,
                   big_blind=2, tournament=True)  # fmt: skip
    _, hand = table.start_hand(Deck(random.Random(0)))
    assert (hand.button, blinds(hand)) == (1, [(3, "big")])


def test_misdeal_redeals_the_same_blinds_and_posts():
    table = seated(dict.fromkeys(range(6), 100), button=3, small_blind=4, big_blind=5,
                   owes={2: Post.BIG_AND_SMALL}, posting=[2])  # fmt: skip
    dealt, hand = table.start_hand(Deck(random.Random(0)))  # G0 S5 B4
    expected = [(5, "small"), (0, "big"), (2, "big"), (2, "dead small")]
    assert blinds(hand) == expected
    assert dealt.owes == {}
    voided = dealt.void_hand(hand)
    assert voided.owes == {2: Post.BIG_AND_SMALL}
    assert voided.posting == {2}
    assert dealt.posted == {2: Post.BIG_AND_SMALL}
    again, redeal = voided.start_hand(Deck(random.Random(1)))
    assert blinds(redeal) == expected
    assert (again.button, again.small_blind, again.big_blind) == (4, 5, 0)
    fold_out(redeal)
    _, after = again.finish_hand(redeal).start_hand(Deck(random.Random(2)))
    assert blinds(after) == [(0, "small"), (1, "big")]


def test_blinds_and_debts_round_trip_through_json():
    table = seated({0: 100, 1: 50, 3: 0, 6: 7}, button=2, small_blind=3, big_blind=6,
                   owes={1: Post.SMALL, 3: Post.BIG_AND_SMALL, 0: Post.BIG}, posting=[1],
                   sitting_out=[3], posted={6: Post.BIG})  # fmt: skip
    assert TableState.from_dict(json.loads(json.dumps(table.to_dict()))) == table
    tournament = TableState(config=CFG, tournament=True, big_blind=4)
    assert TableState.from_dict(tournament.to_dict()) == tournament


def test_a_table_saved_before_the_blinds_were_kept_still_loads():
    old = {
        "config": CFG.to_dict(),
        "stacks": [[1, 9], [4, 9]],
        "sitting_out": [],
        "button": 1,
        "redeal": False,
    }
    table = TableState.from_dict(old)
    assert (table.big_blind, table.owes, table.tournament) == (None, {}, False)
    assert table.next_button() == 4


def test_a_malformed_saved_table_is_refused():
    data = TableState(config=CFG).sit(1, 9).to_dict()
    with pytest.raises(ValueError, match="Not a saved table"):
        TableState.from_dict({**data, "big_blind": "2"})
    with pytest.raises(ValueError, match="huge"):
        TableState.from_dict({**data, "owes": [[1, "huge"]]})


def test_next_deal_refuses_fewer_than_two_players():
    with pytest.raises(ActionNotAvailable):
        next_deal(candidates=[3], seated=[3, 4], big_blind=3)


# --------------------------------------------------------------------------------------
# HandState.start: dead button, dead small blind, posts


def test_dead_small_blind_hand_plays_in_order():
    """Seats 3, 0, 1 dealt in, button 1, small blind dead: 3 is the big blind."""
    hand = HandState.start(CFG, {0: 50, 1: 50, 3: 50}, 1, Deck(random.Random(0)),
                           blinds={3: 2})  # fmt: skip
    assert hand.bets == {3: 2, 0: 0, 1: 0}
    assert hand.to_act == 0
    hand.apply(0, Action.call())
    hand.apply(1, Action.call())
    assert hand.legal_actions(3).can_check  # the big blind's option
    hand.apply(3, Action.check())
    assert hand.to_act == 3  # after the flop, the first left of the button
    assert hand.total_pot == 6


def test_dead_button_hand_acts_from_left_of_the_empty_seat():
    hand = HandState.start(CFG, {0: 50, 3: 50, 5: 50}, 2, Deck(random.Random(0)))
    assert hand.seats == (3, 5, 0)
    assert blinds(hand) == [(3, "small"), (5, "big")]
    assert hand.to_act == 0
    fold_out(hand)
    assert sum(hand.stacks.values()) == 150


def test_posts_are_live_big_blinds_and_dead_small_blinds():
    """Seat 6 posts both blinds (a big blind live, a small blind dead), seat 0 a dead small."""
    hand = HandState.start(CFG, dict.fromkeys([0, 2, 4, 6], 50), 0, Deck(random.Random(0)),
                           blinds={2: 1, 4: 2, 6: 2}, dead={6: 1, 0: 1})  # fmt: skip
    assert blinds(hand) == [
        (2, "small"),
        (4, "big"),
        (6, "big"),
        (6, "dead small"),
        (0, "dead small"),
    ]
    assert hand.bets == {2: 1, 4: 2, 6: 2, 0: 0}
    assert hand.total_pot == 7
    started = hand.history[0]
    assert isinstance(started, HandStarted)
    assert from_dict(started.to_dict()) == started
    assert all(from_dict(e.to_dict()) == e for e in hand.history)
    assert HandState.from_dict(json.loads(json.dumps(hand.to_dict()))) == hand
    assert hand.to_act == 6
    hand.apply(6, Action.check())  # the live post: nothing more to call
    hand.apply(0, Action.call())
    hand.apply(2, Action.fold())
    hand.apply(4, Action.check())
    assert hand.total_pot == 1 + 2 * 3 + 2  # small blind, three calls of 2, the dead ones


def test_the_dead_small_blind_goes_to_the_winner():
    deck = Deck.scripted([parse_cards(c) for c in ("2c3d", "7h8h", "AsAh")],
                         parse_cards("Kd9s5c4h2s"))  # fmt: skip
    hand = HandState.start(CFG, {1: 50, 2: 50, 3: 50}, 3, deck, blinds={1: 1, 2: 2},
                           dead={3: 1})  # fmt: skip
    assert blinds(hand) == [(1, "small"), (2, "big"), (3, "dead small")]
    hand.apply(3, Action.raise_to(10))
    hand.apply(1, Action.fold())
    hand.apply(2, Action.fold())
    assert hand.stacks == {1: 49, 2: 48, 3: 53}


def test_a_short_poster_is_all_in():
    hand = HandState.start(CFG, {0: 50, 1: 50, 2: 50, 3: 2}, 0, Deck(random.Random(0)),
                           blinds={1: 1, 2: 2, 3: 2}, dead={3: 1})  # fmt: skip
    posted = [e for e in hand.history if isinstance(e, BlindPosted)]
    assert blinds(hand) == [(1, "small"), (2, "big"), (3, "big")]  # nothing left to post dead
    assert [e.is_all_in for e in posted] == [False, False, True]


def test_straddle_with_a_dead_small_blind_is_left_of_the_big_blind():
    cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2, straddle=True)
    # seat 2 (the last big blind) has gone: the small blind is dead, the button on seat 1
    table = TableState.seated(cfg, dict.fromkeys([0, 1, 3, 5], 50), button=0, small_blind=1,
                              big_blind=2)  # fmt: skip
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert (table.button, table.big_blind, hand.button) == (1, 3, 1)
    assert blinds(hand) == [(3, "big"), (5, "straddle")]
    assert hand.to_act == 0
    direct = HandState.start(cfg, dict.fromkeys([0, 1, 3, 5], 50), 1, Deck(random.Random(0)),
                             blinds={3: 2, 5: 4})  # fmt: skip
    assert blinds(direct) == blinds(hand)
    assert direct.to_act == 0


def test_a_poster_left_of_the_big_blind_straddles_in_place_of_the_post():
    """Seat 5 owes both blinds and straddles: the straddle is its live bet, the small dead."""
    cfg = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=1, big_blind=2, straddle=True)
    table = TableState.seated(cfg, dict.fromkeys([0, 1, 3, 5], 50), button=0, small_blind=1,
                              big_blind=3, owes={5: Post.BIG_AND_SMALL}, posting=[5])  # fmt: skip
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert (hand.button, table.small_blind, table.big_blind) == (1, 3, 5)
    assert blinds(hand) == [(3, "small"), (5, "big"), (0, "straddle")]
    table = TableState.seated(cfg, dict.fromkeys([0, 1, 3, 5], 50), button=9, small_blind=0,
                              big_blind=1, owes={5: Post.BIG_AND_SMALL}, posting=[5])  # fmt: skip
    table, hand = table.start_hand(Deck(random.Random(0)))
    assert (hand.button, table.small_blind, table.big_blind) == (0, 1, 3)
    assert blinds(hand) == [(1, "small"), (3, "big"), (5, "straddle"), (5, "dead small")]
    assert hand.bets == {1: 1, 3: 2, 5: 4, 0: 0}
    assert hand.to_act == 0
    assert table.owes == {}


def test_a_bomb_pot_moves_the_button_and_blinds_on_and_settles_posts():
    """RULES §14: no blinds in a bomb pot, but the big blind still moves one seat."""
    table = seated({0: 50, 1: 50, 3: 50, 5: 50}, button=0, small_blind=1, big_blind=3,
                   owes={5: Post.BIG_AND_SMALL}, posting=[5])  # fmt: skip
    table, hand = table.start_hand(Deck(random.Random(0)), bomb_pot=3)
    assert (hand.button, table.small_blind, table.big_blind) == (1, 3, 5)
    assert blinds(hand) == []
    assert hand.total_pot == 12
    assert len(hand.board) == 3
    assert table.owes == {}
    fold_out(hand)
    table, hand = play(table.finish_hand(hand))
    assert (hand.button, table.small_blind, table.big_blind) == (3, 5, 0)
    assert blinds(hand) == [(5, "small"), (0, "big")]


def test_the_observation_of_a_dead_button_and_a_dead_small_blind():
    """What a seat sees: the button where it is, only the blinds posted, dead money as such."""
    hand = HandState.start(CFG, {0: 50, 3: 50, 5: 50, 7: 50}, 2, Deck(random.Random(0)),
                           blinds={3: 2, 7: 2}, dead={7: 1})  # fmt: skip
    view = hand.observe(5)
    assert (view.button, view.order, view.to_act) == (2, (3, 5, 7, 0), 5)
    assert [(p.seat, p.kind, p.amount) for p in view.posts] == [
        (3, "big", 2),
        (7, "big", 2),
        (7, "ante", 1),
    ]
    assert view.total_pot == 5
    assert view.current_bet == 2


@pytest.mark.parametrize(
    ("stacks", "button", "kwargs", "match"),
    [
        ({0: 9, 1: 9}, 5, {}, "button must be"),
        ({0: 9, 1: 9, 2: 9}, 10, {}, "button must be"),
        ({0: 9, 1: 9, 2: 9}, 0, {"blinds": {7: 2}}, "not dealt in"),
        ({0: 9, 1: 9, 2: 9}, 0, {"dead": {7: 1}}, "not dealt in"),
        ({0: 9, 1: 9, 2: 9}, 0, {"blinds": {1: 1, 2: 2}, "straddle": 0}, "either"),
        ({0: 9, 1: 9, 2: 9, 3: 9}, 0, {"dead": {3: "tip"}}, "tip"),
        ({0: 9, 1: 9, 2: 9, 3: 9}, 0, {"blinds": {3: -2}}, "whole numbers"),
    ],
)
def test_impossible_posts_are_refused(stacks, button, kwargs, match):
    deck = Deck(random.Random(0))
    before = deck.to_text()
    with pytest.raises(ValueError, match=match):
        HandState.start(CFG, stacks, button, deck, **kwargs)
    assert deck.to_text() == before  # nothing dealt


def test_out_of_heads_up_past_a_busted_button_the_button_is_right_of_the_small_blind():
    """Heads-up 1 (button) and 0; seat 1 busts, 2 waits, 3 posts: G2 S0, dead button 9.

    Found by the property test: the last button (seat 1) lies between the new small and big
    blinds, so it cannot be the button again.
    """
    table = seated({0: 100, 1: 0, 2: 100, 3: 100}, button=1, small_blind=1, big_blind=0,
                   owes={2: Post.BIG, 3: Post.BIG}, posting=[3])  # fmt: skip
    table, hand = play(table)
    assert (hand.button, hand.seats) == (9, (0, 2, 3))
    assert blinds(hand) == [(0, "small"), (2, "big"), (3, "big")]


def test_a_voided_heads_up_hand_is_redealt_heads_up():
    """A poster who had to wait in the voided hand still waits in the redeal."""
    table = seated({0: 100, 1: 100, 2: 0, 3: 100}, button=2, small_blind=2, big_blind=0,
                   owes={1: Post.BIG, 3: Post.SMALL}, posting=[3])  # fmt: skip
    dealt, hand = table.start_hand(Deck(random.Random(0)))
    assert hand.seats == (1, 0)  # G1 S0 B2 (dead): seat 3 is on the way, so heads-up
    again, redeal = dealt.void_hand(hand).start_hand(Deck(random.Random(1)))
    assert redeal.seats == hand.seats
    assert blinds(redeal) == blinds(hand)
    assert again.owes == dealt.owes == {3: Post.SMALL}


def test_a_dead_small_blind_hand_exports_to_phh_that_pokerkit_replays():
    """PHH writes the big blind first; PokerKit then opens with the same player."""
    from pokerkit import Automation, NoLimitTexasHoldem

    from holdem.phh import HandHistory

    hand = HandState.start(CFG, {0: 50, 1: 50, 3: 50}, 1, Deck(random.Random(0)),
                           blinds={3: 2})  # fmt: skip
    fold_out(hand)
    history = HandHistory.from_state(hand)
    assert history.blinds_or_straddles == (2, 0, 0)
    automations = tuple(Automation)
    state = NoLimitTexasHoldem.create_state(
        automations, True, 0, history.blinds_or_straddles, 2, (50, 50, 50), 3
    )
    assert state.bets == [2, 0, 0]
    assert state.actor_index == 1  # left of the big blind, as in our hand


def test_posts_are_written_to_phh_where_they_were_posted():
    """A live big blind in its player's place, a dead small blind as that player's ante."""
    from holdem.phh import HandHistory

    hand = HandState.start(CFG, dict.fromkeys([0, 2, 4, 6], 50), 0, Deck(random.Random(0)),
                           blinds={2: 1, 4: 2, 6: 2}, dead={6: 1, 0: 1})  # fmt: skip
    fold_out(hand)
    history = HandHistory.from_state(hand)
    assert history.blinds_or_straddles == (1, 2, 2, 0)
    assert history.antes == (0, 0, 1, 1)


@pytest.mark.parametrize(
    ("forced", "blinds_or_straddles", "antes"),
    [
        ({}, (1, 2, 0, 0), (0, 0, 0, 0)),  # a dead button on seat 2
        ({"blinds": {5: 2}}, (0, 2, 0, 0), (0, 0, 0, 0)),  # and a dead small blind
        ({"blinds": {3: 1, 5: 2, 0: 2}, "dead": {0: 1}}, (1, 2, 0, 2), (0, 0, 0, 1)),
        ({"straddle": 7}, (1, 2, 4, 0), (0, 0, 0, 0)),
    ],
)
def test_a_dead_button_hand_replays_to_the_same_stacks_here_and_in_pokerkit(
    forced, blinds_or_straddles, antes
):
    """Deal order starts after the empty button seat; PHH lists the players in that order.

    A big blind posted to come in is exported where it was posted; importing it is refused
    with the reason (a documented difference from PokerKit, RULES (h)).
    """
    import pokerkit

    from holdem.phh import HandHistory, dumps, loads, replay

    hand = HandState.start(CFG, {0: 50, 3: 50, 5: 50, 7: 40}, 2, Deck(random.Random(0)),
                           **forced)  # fmt: skip
    assert hand.seats == (3, 5, 7, 0)
    while (seat := hand.to_act) is not None:
        legal = hand.legal_actions()
        if legal.can_muck:
            hand.apply(seat, Action.muck())
        else:
            hand.apply(seat, Action.check() if legal.can_check else Action.call())
    assert HandState.from_dict(json.loads(json.dumps(hand.to_dict()))) == hand
    history = HandHistory.from_state(hand)
    assert (history.blinds_or_straddles, history.antes) == (blinds_or_straddles, antes)
    ours = [hand.stacks[seat] for seat in hand.seats]
    if history.blinds_or_straddles.count(max(history.blinds_or_straddles)) > 1:
        with pytest.raises(InvalidNotation, match="blinds_or_straddles"):  # RULES (h)
            replay(loads(dumps(history)))
        return
    assert list(replay(loads(dumps(history)))) == ours
    *_, final = iter(pokerkit.HandHistory.loads(dumps(history)))
    assert list(final.stacks) == ours
