"""All-in odds at the table: shown only once betting is over, equal to holdem.equity's count."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cardroom import _odds
from cardroom.clock import ManualClock
from cardroom.store import SqliteStore
from cardroom.tables import TableService
from cardroom.views import Move, NoteKind, OddsView, TableUpdate
from holdem.cards import FULL_DECK, Card, parse_cards
from holdem.deck import Deck
from holdem.equity import equity
from tests.cardroom.tables_support import (
    ALICE,
    BOB,
    CAROL,
    CASH,
    CHANNEL,
    GUILD,
    HOST,
    RULES,
    SETTINGS,
    TOTAL,
)


class ScriptedShuffle(random.Random):
    """A random source whose Fisher-Yates shuffle of the full deck gives ``order``."""

    def __init__(self, order: Sequence[Card]) -> None:
        super().__init__(0)
        cards = list(FULL_DECK)
        self._picks: list[int] = []
        for i in range(len(cards) - 1, 0, -1):
            j = cards.index(order[i])
            self._picks.append(j)
            cards[i], cards[j] = cards[j], cards[i]

    def randrange(self, *args: object, **kwargs: object) -> int:
        return self._picks.pop(0)


def scripted(holes: Sequence[str], board: str) -> list[Card]:
    """The deck order that deals ``holes[i]`` to the i-th player dealt to, and ``board``."""
    deck = Deck.scripted([parse_cards(h) for h in holes], parse_cards(board))
    return [deck.deal() for _ in range(52)]


async def open_service(path: Path, order: list[Card], **settings: object) -> TableService:
    clock = ManualClock()
    store = await SqliteStore.open(
        path, rules=RULES, clock=lambda: datetime.fromtimestamp(clock.now(), UTC)
    )
    for user in (HOST, ALICE, BOB, CAROL):
        await store.balance(GUILD, user)
    service = TableService(
        store,
        clock=clock,
        rng_factory=lambda: ScriptedShuffle(order),
        settings=replace(SETTINGS, **settings),  # type: ignore[arg-type]
    )
    service.odds.budget = 60.0  # exact pre-flop, however loaded the machine
    return service


async def close(service: TableService) -> None:
    await service.shutdown()
    await service.store.close()


def odds_of(update: TableUpdate) -> list[OddsView]:
    """The odds an update shows: in its run-out's frames (the table message), else as notes."""
    framed = [frame.odds for frame in update.runout if frame.odds is not None]
    noted = [n.odds for n in update.notes if n.kind is NoteKind.ODDS and n.odds is not None]
    assert not (framed and noted), "odds shown twice"
    return framed or noted


def assert_matches_equity(view: OddsView) -> None:
    """Every figure shown is exactly holdem.equity's count for the face-up hands and board."""
    result = equity([h.cards for h in view.hands], view.board)
    assert view.exact
    assert view.error == 0.0
    for shown, counted in zip(view.hands, result.hands, strict=True):
        assert (shown.win, shown.tie, shown.equity) == (counted.win, counted.tie, counted.equity)


async def heads_up(service: TableService) -> TableUpdate:
    await service.create(GUILD, CHANNEL, HOST, CASH)
    await service.join(GUILD, CHANNEL, ALICE, 1000)
    await service.join(GUILD, CHANNEL, BOB, 1000)
    return await service.start(CHANNEL, HOST)


async def act(service: TableService, update: TableUpdate, move: Move) -> TableUpdate:
    view = update.view
    assert view.to_act is not None
    return await service.act(CHANNEL, view.to_act, view.hand_no, move)


HOLES = ("AsAd", "KcKh")
BOARD = "2c7d9hTsJd"


async def test_pre_flop_all_in_odds_before_every_card_match_equity(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "r.sqlite3", scripted(HOLES, BOARD))
    try:
        update = await heads_up(service)
        update = await act(service, update, Move.ALL_IN)
        assert not odds_of(update)  # one player can still act: no odds
        update = await act(service, update, Move.CALL)
        views = odds_of(update)
        assert [v.street for v in views] == ["flop", "turn", "river"]
        assert [len(v.board) for v in views] == [0, 3, 4]
        assert {h.cards for h in views[0].hands} == {parse_cards(h) for h in HOLES}
        for view in views:
            assert_matches_equity(view)
            assert view.pot == 2000
        # each street's frame of the table message carries the odds before its next card
        assert [(f.street, f.odds) for f in update.runout] == [
            ("preflop", views[0]),
            ("flop", views[1]),
            ("turn", views[2]),
            ("river", None),
        ]
        assert not any(n.kind is NoteKind.ODDS for n in update.notes)  # no posts of their own
        showdown = next(n for n in update.notes if n.kind is NoteKind.SHOWDOWN)
        assert showdown.odds == views[0]  # the result post: the odds at the all-in
        assert await service.store.total_chips(GUILD) == TOTAL
    finally:
        await close(service)


async def test_flop_all_in_odds_match_equity(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "r.sqlite3", scripted(HOLES, BOARD))
    try:
        update = await heads_up(service)
        update = await act(service, update, Move.CALL)
        update = await act(service, update, Move.CHECK)
        assert update.view.street == "flop"
        assert not odds_of(update)
        update = await act(service, update, Move.ALL_IN)
        update = await act(service, update, Move.CALL)
        views = odds_of(update)
        assert [(v.street, len(v.board)) for v in views] == [("turn", 3), ("river", 4)]
        assert views[0].board == parse_cards(BOARD[:6])
        for view in views:
            assert_matches_equity(view)
    finally:
        await close(service)


async def test_turn_all_in_odds_match_equity(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "r.sqlite3", scripted(HOLES, BOARD))
    try:
        update = await heads_up(service)
        for move in (Move.CALL, Move.CHECK, Move.CHECK, Move.CHECK):
            update = await act(service, update, move)
        assert update.view.street == "turn"
        update = await act(service, update, Move.ALL_IN)
        update = await act(service, update, Move.CALL)
        views = odds_of(update)
        assert [(v.street, len(v.board)) for v in views] == [("river", 4)]
        assert_matches_equity(views[0])
        result = equity(list(HOLES), BOARD[:8])
        assert sorted(h.win for h in views[0].hands) == sorted(h.win for h in result.hands)
    finally:
        await close(service)


async def test_a_river_all_in_has_no_odds_and_a_folded_hand_never_enters(tmp_path: Path) -> None:
    holes = ("AsAd", "KcKh", "QsQh")
    service = await open_service(tmp_path / "r.sqlite3", scripted(holes, BOARD))
    try:
        await service.create(GUILD, CHANNEL, HOST, CASH)
        for user in (ALICE, BOB, CAROL):
            await service.join(GUILD, CHANNEL, user, 1000)
        update = await service.start(CHANNEL, HOST)
        update = await act(service, update, Move.FOLD)  # this hand is never shown
        folded = next(
            n.user_id
            for n in update.notes
            if n.kind is NoteKind.ACTION and n.move and n.move.value == "fold"
        )
        update = await act(service, update, Move.ALL_IN)
        update = await act(service, update, Move.CALL)
        views = odds_of(update)
        assert len(views) == 3
        for view in views:
            assert len(view.hands) == 2
            assert folded not in {h.user_id for h in view.hands}
            assert_matches_equity(view)
    finally:
        await close(service)


async def test_no_odds_while_two_players_can_still_bet_beside_an_all_in(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "r.sqlite3", scripted(("AsAd", "KcKh", "QsQh"), BOARD))
    try:
        await service.create(GUILD, CHANNEL, HOST, CASH)
        await service.join(GUILD, CHANNEL, ALICE, 200)
        await service.join(GUILD, CHANNEL, BOB, 1000)
        await service.join(GUILD, CHANNEL, CAROL, 1000)
        update = await service.start(CHANNEL, HOST)
        seen: list[OddsView] = []
        for _ in range(40):
            view = update.view
            if not view.in_hand:
                break
            short = view.to_act == ALICE
            legal = view.legal
            assert legal is not None
            move = Move.ALL_IN if short else (Move.CHECK if legal.can_check else Move.CALL)
            update = await act(service, update, move)
            if update.view.in_hand:
                assert not odds_of(update)  # someone can still act: never odds
            seen += odds_of(update)
        assert not update.view.in_hand
        assert not seen  # the two with chips checked it down: no run-out, no odds
    finally:
        await close(service)


async def test_a_pre_flop_estimate_past_the_budget_states_its_error(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "r.sqlite3", scripted(HOLES, BOARD))
    service.odds.budget = 0.0
    try:
        update = await heads_up(service)
        update = await act(service, update, Move.ALL_IN)
        update = await act(service, update, Move.CALL)
        first = odds_of(update)[0]
        assert not first.exact
        assert 0 < first.error <= 0.005
        exact = equity([h.cards for h in first.hands])
        for shown, counted in zip(first.hands, exact.hands, strict=True):
            assert abs(shown.equity - counted.equity) < 5 * first.error
        assert all(v.exact for v in odds_of(update)[1:])  # exact from the flop on
    finally:
        await close(service)


@pytest.mark.slow
async def test_the_process_pool_counts_the_same_odds() -> None:
    calculator = _odds.OddsCalculator(processes=True, budget=120.0)
    spot = _odds.OddsSpot("flop", (), (ALICE, BOB), tuple(parse_cards(h) for h in HOLES))
    try:
        view = await calculator.odds(spot)
    finally:
        calculator.shutdown()
    assert_matches_equity(view)


async def test_a_failing_odds_count_never_stops_the_hand(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "r.sqlite3", scripted(HOLES, BOARD))

    async def broken(spots: Sequence[_odds.OddsSpot]) -> tuple[OddsView, ...]:
        raise RuntimeError("the odds broke")

    service.odds.compute = broken  # type: ignore[method-assign]
    try:
        update = await heads_up(service)
        update = await act(service, update, Move.ALL_IN)
        update = await act(service, update, Move.CALL)
        assert not odds_of(update)
        assert any(n.kind is NoteKind.SHOWDOWN for n in update.notes)  # settled all the same
        assert not update.view.in_hand
        assert await service.store.total_chips(GUILD) == TOTAL
    finally:
        await close(service)
