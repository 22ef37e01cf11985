"""All-in odds: each face-up hand's chances before every card of a run-out, off the event loop.

When betting is over for good the engine turns every live hand face up and deals the rest
of the board at once (:class:`~holdem.events.CardsShown`, then one
:class:`~holdem.events.BoardDealt` per street). :func:`run_out_spots` finds, in the events
of one step, the moment before each of those streets; :class:`OddsCalculator` computes the
chances there with :func:`holdem.equity.equity`, and :func:`with_odds` puts them in the
notes: an ODDS note before each street, and the odds of the moment of the all-in on the
showdown note. Only hands shown enter the odds (a mucked or folded hand is never shown),
and a run-out happens only when no player can act any more (RULES: All-in odds).

Exact from the flop on (a turn is 44 boards, a flop 990). Before the flop it is a
Monte-Carlo estimate of :data:`SAMPLES` boards, whose standard error is at most 0.5% (see
:data:`PRE_FLOP_BUDGET`: a calculator given a budget counts exactly when the count finishes
within it). The pre-flop work runs in a process pool, so that it holds no other table's
coroutines behind the interpreter lock (``benchmarks/bench_discord.py`` measures it); the
flop and turn, a millisecond or less, in a thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import logging
import multiprocessing
import os
import random
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from cardroom.views import HandOdds, Note, NoteKind, OddsView, TableView
from holdem.cards import Card
from holdem.equity import equity
from holdem.events import BoardDealt, CardsShown, Event

__all__ = ["SAMPLES", "OddsCalculator", "OddsSpot", "run_out_spots", "with_odds"]

log = logging.getLogger(__name__)

SAMPLES: Final = 10_000
"""Boards drawn for a pre-flop estimate: a standard error of at most 0.5% (√(¼/10,000))."""

PRE_FLOP_BUDGET: Final = 0.0
"""Seconds the all-in click may wait for an exact pre-flop count: none (it gets the estimate).

The click that makes the all-in waits for the odds (they are in its answer). An exact
pre-flop count is 0.1-0.4 s of a core on a quiet machine and seconds on a busy one, and a
count past its budget can't be stopped: it holds a pool worker that the next table's odds
queue behind (clicks of 1-3 s in ``benchmarks/bench_cardroom.py``). The estimate takes tens
of milliseconds. A budget above zero counts exactly when the count finishes within it.
"""


@dataclass(frozen=True, slots=True)
class OddsSpot:
    """One moment of a run-out: the face-up hands and the board before ``street``."""

    street: str
    board: tuple[Card, ...]
    users: tuple[int, ...]
    holes: tuple[tuple[Card, ...], ...]


def run_out_spots(events: Sequence[Event], users: Mapping[int, int]) -> tuple[OddsSpot, ...]:
    """The moments before each street of an all-in run-out among ``events`` (none: no run-out).

    A street counts when it is dealt after hands were turned face up, which the engine
    does only when betting is over for good; the second board of a hand run twice is left
    out (its odds are the first board's).
    """
    shown: dict[int, tuple[Card, ...]] = {}
    spots: list[OddsSpot] = []
    for event in events:
        if isinstance(event, CardsShown):
            shown[event.seat] = event.cards
        elif isinstance(event, BoardDealt) and event.run == 1 and len(shown) >= 2:
            before = event.board[: len(event.board) - len(event.cards)]
            seats = sorted(shown)
            spots.append(
                OddsSpot(
                    event.street.value,
                    tuple(before),
                    tuple(users[seat] for seat in seats),
                    tuple(shown[seat] for seat in seats),
                )
            )
    return tuple(spots)


def with_odds(
    notes: Sequence[Note], spots: Sequence[OddsSpot], odds: Sequence[OddsView], *, pot: int = 0
) -> list[Note]:
    """``notes`` with an ODDS note before each run-out street, and the all-in odds at the end."""
    odds = [dataclasses.replace(view, pot=pot) for view in odds]
    by_street = {(spot.street, spot.board): view for spot, view in zip(spots, odds, strict=True)}
    first = odds[0] if odds else None
    out: list[Note] = []
    for note in notes:
        if note.kind is NoteKind.STREET:
            count = {"flop": 3, "turn": 1, "river": 1}.get(note.street, 0)
            view = by_street.pop((note.street, tuple(note.board[: len(note.board) - count])), None)
            if view is not None:
                out.append(Note(NoteKind.ODDS, text=f"Odds before the {note.street}.", odds=view))
        elif note.kind is NoteKind.SHOWDOWN and first is not None:
            note = dataclasses.replace(note, odds=first)
        out.append(note)
    return out


_STREET_OF_BOARD: Final = {0: "preflop", 3: "flop", 4: "turn"}
"""The street a board of so many cards belongs to, before the next card of a run-out."""


def frames_with_odds(frames: Sequence[TableView], notes: Sequence[Note]) -> tuple[TableView, ...]:
    """The run-out's frames with the odds before each next card (the table message shows them).

    A frame whose board is the one an ODDS note counted from carries that note's odds; the
    odds at the all-in itself (before the first card dealt) get a frame of their own, the
    table as the hands were turned face up.

    >>> frames_with_odds((), ())
    ()
    """
    views = [note.odds for note in notes if note.kind is NoteKind.ODDS and note.odds is not None]
    if not frames or not views:
        return tuple(frames)
    by_board = {view.board: view for view in views}
    out = [dataclasses.replace(f, odds=by_board.get(f.board)) for f in frames]
    first = views[0]
    if len(first.board) < len(frames[0].board):
        street = _STREET_OF_BOARD.get(len(first.board), frames[0].street)
        out.insert(0, dataclasses.replace(frames[0], board=first.board, street=street, odds=first))
    return tuple(out)


def _follow_parent(parent: int) -> None:
    """A pool worker's start: end it as soon as the process that started it is gone.

    A worker outlives a parent killed with SIGKILL (a crash), holding its inherited
    standard streams open; a daemon thread that sees the parent change ends it instead.
    """

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.2)
        os._exit(0)

    threading.Thread(target=watch, name="holdem-odds-parent", daemon=True).start()


def _job(
    holes: tuple[str, ...], board: str, samples: int | None, seed: int
) -> tuple[tuple[tuple[float, float, float, float], ...], bool]:
    """One equity count (a process pool's job: plain text in, plain numbers out)."""
    rng = random.Random(seed) if samples is not None else None  # noqa: S311 - odds, no secret
    result = equity(list(holes), board, samples=samples, rng=rng)
    return tuple((h.win, h.tie, h.equity, h.standard_error) for h in result.hands), result.exact


def _view(
    spot: OddsSpot, figures: tuple[tuple[float, float, float, float], ...], exact: bool
) -> OddsView:
    hands = tuple(
        HandOdds(user, cards, win, tie, share)
        for user, cards, (win, tie, share, _) in zip(spot.users, spot.holes, figures, strict=True)
    )
    error = 0.0 if exact else max(se for *_, se in figures)
    return OddsView(spot.street, spot.board, hands, exact, error)


def _text(spot: OddsSpot) -> tuple[tuple[str, ...], str]:
    return tuple("".join(map(str, hole)) for hole in spot.holes), "".join(map(str, spot.board))


class OddsCalculator:
    """Computes the odds of run-out moments away from the event loop.

    ``processes`` False runs every count in a thread (tests, and machines where a process
    can't be started); the pool is started on the first pre-flop all-in.
    """

    def __init__(
        self, *, budget: float = PRE_FLOP_BUDGET, processes: bool = True, seed: int | None = None
    ) -> None:
        """Count pre-flop exactly when it takes at most ``budget`` seconds (0: never)."""
        self.budget = budget
        self._processes = processes
        self._seed = seed
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None

    def _executor(self) -> concurrent.futures.Executor | None:
        if not self._processes:
            return None
        if self._pool is None:
            context = multiprocessing.get_context("spawn")  # no fork of a threaded process
            self._pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=2,
                mp_context=context,
                initializer=_follow_parent,
                initargs=(os.getpid(),),
            )
        return self._pool

    async def _run(
        self, spot: OddsSpot, samples: int | None, *, pool: bool
    ) -> tuple[tuple[tuple[float, float, float, float], ...], bool]:
        holes, board = _text(spot)
        seed = self._seed if self._seed is not None else random.SystemRandom().getrandbits(32)
        loop = asyncio.get_running_loop()
        executor = self._executor() if pool else None
        try:
            return await loop.run_in_executor(executor, _job, holes, board, samples, seed)
        except (concurrent.futures.process.BrokenProcessPool, OSError):
            log.exception("The odds' process pool failed; counting in a thread")
            self._pool = None
            return await loop.run_in_executor(None, _job, holes, board, samples, seed)

    async def prepare(self) -> None:
        """Start the pool and build each worker's tables now, not at the first all-in."""
        executor = self._executor()
        if executor is None:
            return
        loop = asyncio.get_running_loop()
        warm = ("AsAd", "KcKh")
        await asyncio.gather(
            *(loop.run_in_executor(executor, _job, warm, "2c7d9h", None, 0) for _ in range(2))
        )

    async def odds(self, spot: OddsSpot) -> OddsView:
        """The chances at one moment: exact, or before the flop an estimate (past the budget)."""
        if spot.board:
            return _view(spot, *await self._run(spot, None, pool=False))
        if self.budget <= 0:  # no exact count started, none to hold a worker
            return _view(spot, *await self._run(spot, SAMPLES, pool=True))
        try:
            exact = await asyncio.wait_for(self._run(spot, None, pool=True), self.budget)
        except TimeoutError:
            log.info(
                "Pre-flop odds of %d hands past %.1f s: estimated", len(spot.holes), self.budget
            )
            return _view(spot, *await self._run(spot, SAMPLES, pool=True))
        return _view(spot, *exact)

    async def compute(self, spots: Sequence[OddsSpot]) -> tuple[OddsView, ...]:
        """The chances at every moment of a run-out, in order."""
        return tuple(await asyncio.gather(*(self.odds(spot) for spot in spots)))

    def shutdown(self) -> None:
        """Stop the pool's processes (the service's shutdown)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def close(self, seconds: float = 2.0) -> None:
        """Stop the pool and wait (at most ``seconds``) until its processes have exited.

        The service's clean stop: the workers are gone before the store closes, and the
        interpreter's exit has none left to wait for. A worker still busy after ``seconds``
        (one still starting up on a loaded machine) is terminated: it holds no state. Any
        later count runs in a thread.
        """
        self._processes = False
        pool, self._pool = self._pool, None
        if pool is None:
            return
        stopping = asyncio.ensure_future(
            asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
        )
        try:
            await asyncio.wait({stopping}, timeout=seconds)
        finally:
            if not stopping.done():
                log.warning("The odds' worker processes were still busy: terminated")
                for child in multiprocessing.active_children():  # the pool's workers
                    child.terminate()
