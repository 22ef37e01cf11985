"""Hands from elsewhere: PHH histories in the forced-bet shapes of real sites and PokerKit.

``data/pokerkit_shapes.phhs`` is written by PokerKit itself (``tests/holdem/pokerkit_shapes.py``):
no small blind, only a big blind, posts beyond the straddle, antes that differ per player, a
big-blind ante at every player count. ``data/real_site_shapes.phhs`` holds hands typed from
online rooms' histories, worked out by hand. Both replay, through ``HandHistory`` and through
``python -m holdem replay``, to the stacks PokerKit reaches.
"""

from __future__ import annotations

import random
from pathlib import Path

import pokerkit
import pytest

from holdem.actions import Action
from holdem.deck import Deck
from holdem.errors import InvalidNotation
from holdem.hand import HandState
from holdem.phh import HandHistory, Variant, dumps, loads, loads_many, replay
from tests.holdem.pokerkit_shapes import SHAPES, histories
from tests.holdem.scenario import config
from tests.holdem.test_replay_cli import _replay

DATA = Path(__file__).parent / "data"
FILES = ("pokerkit_shapes.phhs", "real_site_shapes.phhs")


def _pokerkit_finals(text: str) -> list[list[int]]:
    """PokerKit's own finishing stacks for every hand of a ``.phhs`` text."""
    finals = []
    for history in pokerkit.HandHistory.loads_all(text):
        *_, final = iter(history)
        finals.append(list(final.stacks))
    return finals


@pytest.mark.parametrize("name", FILES)
def test_shapes_replay_to_pokerkit_stacks(name: str) -> None:
    text = (DATA / name).read_text()
    hands = loads_many(text)
    ours = [list(replay(hand)) for hand in hands]
    assert ours == [list(hand.finishing_stacks or ()) for hand in hands]
    assert ours == _pokerkit_finals(text)


def test_the_pokerkit_file_covers_every_shape_and_player_count() -> None:
    hands = loads_many((DATA / "pokerkit_shapes.phhs").read_text())
    assert len(hands) == 3 * len(SHAPES)
    big_blind_antes = {h.player_count for h in hands if h.antes[1] and not any(h.antes[2:])}
    assert big_blind_antes >= set(range(2, 11))
    assert any(h.blinds_or_straddles[0] == 0 for h in hands)  # no small blind
    assert any(len(set(h.antes) - {0}) > 1 for h in hands)  # antes that differ
    assert any(max(h.blinds_or_straddles) > 2 * h.blinds_or_straddles[1] for h in hands)


def test_the_pokerkit_file_is_what_the_generator_writes() -> None:
    """The data file is PokerKit's output, not edited by hand."""
    stored = loads_many((DATA / "pokerkit_shapes.phhs").read_text())
    generated = [loads(h.dumps()) for h in histories()]
    assert [h.actions for h in stored] == [h.actions for h in generated]
    assert [h.finishing_stacks for h in stored] == [
        tuple(h.finishing_stacks or ()) for h in generated
    ]


def test_shape_files_replay_through_the_command() -> None:
    status, lines, stderr = _replay(*(DATA / name for name in FILES))
    assert (status, stderr) == (0, "")
    expected = [
        hand.finishing_stacks for name in FILES for hand in loads_many((DATA / name).read_text())
    ]
    assert [line["finishing_stacks"] for line in lines] == [list(s or ()) for s in expected]


def _history(blinds: tuple[int, ...], antes: tuple[int, ...] | None = None) -> HandHistory:
    count = len(blinds)
    return HandHistory(
        variant=Variant.NO_LIMIT_TEXAS_HOLDEM,
        antes=antes or (0,) * count,
        blinds_or_straddles=blinds,
        min_bet=2,
        starting_stacks=(100,) * count,
        actions=tuple(f"d dh p{i + 1} ????" for i in range(count)),
    )


@pytest.mark.parametrize(
    ("blinds", "field", "reason"),
    [
        ((1, 2, 0, 2), "blinds_or_straddles", "PokerKit starts the action left of the last"),
        ((0, 0, 0), "blinds_or_straddles", "nobody posts a blind"),
        ((3, 2, 0), "blinds_or_straddles", "above the big blind"),
    ],
)
def test_what_we_cannot_play_is_refused_naming_the_field_and_the_reason(
    blinds: tuple[int, ...], field: str, reason: str
) -> None:
    with pytest.raises(InvalidNotation) as caught:
        replay(_history(blinds))
    assert field in str(caught.value)
    assert reason in str(caught.value)


def test_fixed_limit_double_straddle_is_refused_naming_the_field() -> None:
    history = HandHistory(
        variant=Variant.FIXED_LIMIT_TEXAS_HOLDEM,
        antes=(0, 0, 0, 0),
        blinds_or_straddles=(1, 2, 4, 8),
        small_bet=2,
        big_bet=4,
        starting_stacks=(100,) * 4,
        actions=(),
    )
    with pytest.raises(InvalidNotation, match=r"blinds_or_straddles .*fixed limit"):
        replay(history)


@pytest.mark.parametrize("count", range(2, 11))
def test_big_blind_ante_histories_import_at_every_player_count(count: int) -> None:
    """``antes = [0, X, 0, ...]`` is PokerKit's big-blind ante: the big blind posts X."""
    if count == 2:
        folds: tuple[str, ...] = ("p2 f",)  # the button (small blind) acts first
        big = 0  # heads-up the big blind is p1
    else:
        folds = (*(f"p{i} f" for i in range(3, count + 1)), "p1 f")
        big = 1
    base = _history((1, 2) + (0,) * (count - 2), (0, 7) + (0,) * (count - 2))
    history = HandHistory(
        variant=base.variant,
        antes=base.antes,
        blinds_or_straddles=base.blinds_or_straddles,
        min_bet=2,
        starting_stacks=base.starting_stacks,
        actions=base.actions + folds,
    )
    stacks = replay(history)
    assert stacks[big] == 100 - 2 - 7 + (2 + 1 + 7)  # its blind back, the small blind, its ante
    assert sum(stacks) == 100 * count
    *_, final = iter(pokerkit.HandHistory.loads(dumps(history)))
    assert list(stacks) == list(final.stacks)


@pytest.mark.parametrize(
    ("forced", "blinds", "antes"),
    [
        ({"blinds": {1: 2}}, (0, 2, 0, 0), (0, 0, 0, 0)),  # no small blind
        ({"blinds": {0: 1, 1: 2, 2: 4, 3: 8}}, (1, 2, 4, 8), (0, 0, 0, 0)),
        ({"dead": {0: 1, 2: 3}}, (1, 2, 0, 0), (1, 0, 3, 0)),
        ({"straddle": 2}, (1, 2, 4, 0), (0, 0, 0, 0)),
    ],
)
def test_hands_with_other_forced_bets_export_as_posted_and_replay_in_pokerkit(
    forced: dict[str, object], blinds: tuple[int, ...], antes: tuple[int, ...]
) -> None:
    stacks = dict.fromkeys(range(4), 100)
    state = HandState.start(config(), stacks, 3, Deck(random.Random(9)), **forced)  # type: ignore[arg-type]
    while not state.is_over:
        legal = state.legal_actions()
        assert legal.seat is not None
        if legal.can_muck:
            action = Action.muck()
        else:
            action = Action.check() if legal.can_check else Action.call()
        state.apply(legal.seat, action)
    history = HandHistory.from_state(state)
    assert (history.blinds_or_straddles, history.antes) == (blinds, antes)
    ours = [state.stacks[seat] for seat in state.seats]
    assert list(replay(loads(dumps(history)))) == ours
    *_, final = iter(pokerkit.HandHistory.loads(dumps(history)))
    assert list(final.stacks) == ours
