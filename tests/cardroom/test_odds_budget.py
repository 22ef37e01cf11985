"""The all-in click never waits for an exact pre-flop count: it gets the estimate at once."""

from __future__ import annotations

import pytest

from cardroom import _odds
from holdem.cards import parse_cards
from holdem.equity import equity

HOLES = ("AsAd", "KcKh", "7s6s")


def _spot(board: str = "") -> _odds.OddsSpot:
    return _odds.OddsSpot(
        "flop" if not board else "turn",
        tuple(parse_cards(board)),
        (1, 2, 3),
        tuple(tuple(parse_cards(hole)) for hole in HOLES),
    )


async def test_a_pre_flop_all_in_starts_no_exact_count_and_states_its_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    counts: list[int | None] = []
    job = _odds._job

    def recorded(
        holes: tuple[str, ...], board: str, samples: int | None, seed: int
    ) -> tuple[tuple[tuple[float, float, float, float], ...], bool]:
        counts.append(samples)
        return job(holes, board, samples, seed)

    monkeypatch.setattr(_odds, "_job", recorded)
    calculator = _odds.OddsCalculator(processes=False, seed=5)
    view = await calculator.odds(_spot())
    assert counts == [_odds.SAMPLES]  # the estimate alone: no count left holding a worker
    assert not view.exact
    assert 0 < view.error <= 0.005
    exact = equity(list(HOLES))
    for shown, counted in zip(view.hands, exact.hands, strict=True):
        assert abs(shown.equity - counted.equity) < 5 * view.error


async def test_odds_after_the_flop_are_still_counted_exactly() -> None:
    view = await _odds.OddsCalculator(processes=False).odds(_spot("2c7d9h"))
    assert view.exact
    assert view.error == 0.0
    counted = equity(list(HOLES), "2c7d9h")
    assert [h.equity for h in view.hands] == [h.equity for h in counted.hands]


async def test_a_calculator_given_a_budget_still_counts_pre_flop_exactly() -> None:
    view = await _odds.OddsCalculator(processes=False, budget=60.0).odds(_spot())
    assert view.exact
    assert [h.equity for h in view.hands] == [h.equity for h in equity(list(HOLES)).hands]
