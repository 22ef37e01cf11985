"""How fast the pictures are drawn and how big their PNGs are, against the targets.

Run ``python benchmarks/bench_render.py [--rounds N]``. It times a full ten-seat table
(every seat state, bets, side pots, five board cards), the same table in the four-colour
deck, a four-hand showdown and the hole-cards picture: first the cold first call (which
draws the caches), then the mean and median over ``--rounds`` renders after a warm-up.
Targets: a ten-seat table under 25 ms and under 150 KB.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from cogs.pictures import (
    SeatPicture,
    SeatState,
    ShowdownPicture,
    ShownHand,
    TablePicture,
    render_hole_cards,
    render_showdown,
    render_table,
)
from holdem.cards import parse_cards

TARGET_MS = 25.0
TARGET_KB = 150.0

_STATES = (
    SeatState.ACTIVE,
    SeatState.ACTIVE,
    SeatState.FOLDED,
    SeatState.ALL_IN,
    SeatState.ACTIVE,
    SeatState.SITTING_OUT,
    SeatState.ACTIVE,
    SeatState.FOLDED,
    SeatState.ACTIVE,
    SeatState.EMPTY,
)
_NAMES = (
    "Ann", "Bartholomew the Magnificent", "Chen", "Dee", "Eve", "Fitzgerald", "Gus",
    "Hana", "Ivo", "",
)  # fmt: skip


_BETS = (0, 250, 0, 4_800, 250, 0, 250, 0, 1_000, 0)


def _seat(i: int, name: str, state: SeatState, bet: int) -> SeatPicture:
    """Seat ``i``: no chips behind when all-in; seat 4 has the button and seat 6 is to act."""
    stack = 0 if state is SeatState.ALL_IN else 12_345 + 1_000 * i
    return SeatPicture(
        seat=i, name=name, stack=stack, bet=bet, state=state, is_button=i == 4, to_act=i == 6
    )


def full_table() -> TablePicture:
    """Ten seats in every state, with bets, a button, side pots and a full board."""
    seats = tuple(map(_seat, range(10), _NAMES, _STATES, _BETS))
    board, pots = parse_cards("AsKd7cTh2s"), (12_500, 3_000, 450)
    return TablePicture(
        seats=seats, board=board, pots=pots, hand_number=1042, street="River", title="#poker-night"
    )


def four_hand_showdown() -> ShowdownPicture:
    """Four hands shown, two of them splitting with highlighted fives."""
    kings_full = "Full house, kings full of fives"
    hands = (
        ("Ann", "KdQc", kings_full, 7_500, "KdKhKs5d5h"),
        ("Bartholomew the Magnificent", "KcJc", kings_full, 7_500, "KcKhKs5d5h"),
        ("Chen", "9h9d", "Full house, nines", 0, ""),
        ("Dee", "AcAd", "Two pair, aces", 0, ""),
    )
    return ShowdownPicture(
        board=parse_cards("KhKs5d9c5h"),
        hands=tuple(
            ShownHand(
                name=name,
                cards=parse_cards(cards),
                description=text,
                won=won,
                highlight=parse_cards(glow),
            )
            for name, cards, text, won, glow in hands
        ),
        pots=(12_000, 3_000),
        hand_number=1042,
    )


def measure(render: Callable[[], bytes], rounds: int) -> tuple[float, float, float, int]:
    """Cold ms, then mean and median ms over ``rounds`` warm renders, and the PNG size."""
    start = time.perf_counter()
    png = render()
    cold = (time.perf_counter() - start) * 1000
    for _ in range(5):
        render()
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        render()
        times.append((time.perf_counter() - start) * 1000)
    return cold, statistics.fmean(times), statistics.median(times), len(png)


def main() -> None:
    """Time each picture and print a line per picture, then the verdict on the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200, help="timed renders per picture")
    rounds = parser.parse_args().rounds

    table, showdown = full_table(), four_hand_showdown()
    cases: list[tuple[str, Callable[[], bytes]]] = [
        ("table, 10 seats", lambda: render_table(table)),
        ("table, 10 seats, four-colour", lambda: render_table(table, four_colour=True)),
        ("showdown, 4 hands", lambda: render_showdown(showdown)),
        ("hole cards", lambda: render_hole_cards(parse_cards("AhQs"), caption="Hand #1042")),
    ]
    print(f"{'picture':<30} {'cold ms':>8} {'mean ms':>8} {'median':>8} {'PNG KB':>8}")
    results = {}
    for name, render in cases:
        cold, mean, median, size = measure(render, rounds)
        results[name] = (mean, size)
        print(f"{name:<30} {cold:>8.1f} {mean:>8.2f} {median:>8.2f} {size / 1024:>8.1f}")

    mean, size = results["table, 10 seats"]
    kilobytes = size / 1024
    print()
    print(f"10-seat table: {mean:.2f} ms (target < {TARGET_MS:.0f} ms): ", end="")
    print("OK" if mean < TARGET_MS else "OVER")
    print(f"10-seat table: {kilobytes:.1f} KB (target < {TARGET_KB:.0f} KB): ", end="")
    print("OK" if kilobytes < TARGET_KB else "OVER")


if __name__ == "__main__":
    main()
