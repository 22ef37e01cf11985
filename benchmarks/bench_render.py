"""How fast the pictures are drawn and how big their PNGs are, against the targets.

Run ``python benchmarks/bench_render.py [--rounds N]``. It times a full ten-seat table
(every seat state, bets, side pots, five board cards), the same table in the four-colour
deck, a four-hand showdown and the hole-cards picture: first the cold first call (which
draws the caches), then the mean and median over ``--rounds`` renders after a warm-up.
Targets: a ten-seat table under 25 ms and under 150 KB. The replay of a 30-action hand
(an animated GIF of the table picture, cold and warm): under 1 s of CPU and 2 MB.

It then times the words: every catalogue message rendered in each of the six languages
(with sample values: numbers for numbers, a mention for a player), and the whole table
message (an embed of a dozen messages) per language. Target: a message under 0.2 ms on
average.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import time
from collections.abc import Callable

from cardroom.replay import replay_frames
from cardroom.sharing import SharedReplay
from cardroom.views import (
    LegalView,
    Move,
    PotView,
    QuickRaise,
    SeatView,
    TableConfig,
    TableView,
)
from cardroom.views import (
    SeatState as RoomSeatState,
)
from cogs import i18n, render
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
from cogs.replay import encode_gif, frame_pictures
from holdem.actions import Action
from holdem.betting import BettingStructure, HandConfig
from holdem.cards import parse_cards
from holdem.deck import Deck
from holdem.hand import HandState

TARGET_MS = 25.0
TARGET_KB = 150.0
TARGET_MESSAGE_MS = 0.2

_NUMBERS = frozenset(
    {"amount", "balance", "n", "m", "o", "p", "count", "seats", "seat", "stack", "total",
     "hand_no", "place", "seconds", "hours", "minutes", "needed", "available", "rank_no",
     "minimum", "maximum", "level", "left", "hand", "hands", "page", "pages", "number",
     "played", "won", "biggest", "showdowns", "small_blind", "big_blind", "ante", "call"}
)  # fmt: skip
"""Variables the bot fills with whole numbers (grouped, and selecting plural forms)."""


def message_samples() -> list[tuple[str, dict[str, object]]]:
    """Every English message id with a sample value for each of its variables."""
    text = (i18n.LOCALE_DIR / "en-US.ftl").read_text("utf-8")
    samples = []
    for fluent_id in sorted(i18n.keys()):
        start = text.index(f"\n{fluent_id} =")
        end = text.find("\n", start + 1)
        while end != -1 and text[end + 1 : end + 2] in (" ", "}"):
            end = text.find("\n", end + 1)
        body = text[start : end if end != -1 else None]
        names = set(re.findall(r"\$(\w+)", body))
        fields: dict[str, object] = {
            name: 12_345 if name in _NUMBERS else "<@123456789012345678>" for name in names
        }
        if "kind" in fields:
            fields["kind"] = "raise"
        if "what" in fields:
            fields["what"] = "buy_in"
        if "rank" in fields:
            fields["rank"] = "king"
        samples.append((fluent_id, fields))
    return samples


def time_messages(rounds: int) -> dict[str, float]:
    """Mean ms per catalogue message, per language."""
    samples = message_samples()
    results = {}
    for locale in i18n.LOCALES:
        for fluent_id, fields in samples:  # warm: compile every message once
            i18n.format_message(fluent_id, fields, locale)
        start = time.perf_counter()
        for _ in range(rounds):
            for fluent_id, fields in samples:
                i18n.format_message(fluent_id, fields, locale)
        results[locale] = (time.perf_counter() - start) * 1000 / (rounds * len(samples))
    return results


def _table_view() -> TableView:
    """A six-seat table on the turn: bets, a side pot, a folded seat, the player to act."""
    seats = tuple(
        SeatView(n, 100 + n, 12_345 * (n + 1), 250 if n % 2 else 0,
                 RoomSeatState.FOLDED if n == 4 else RoomSeatState.ACTIVE, in_hand=n != 4)
        for n in range(6)
    )  # fmt: skip
    legal = LegalView(
        user_id=101, can_check=False, call_amount=250, can_raise=True, is_bet=False,
        min_raise_to=500, max_raise_to=24_690, all_in_to=24_690,
        quick_raises=(QuickRaise(Move.HALF_POT, 1_800),),
    )  # fmt: skip
    return TableView(
        guild_id=1, channel_id=2, creator_id=100, config=TableConfig(), seats=seats,
        hand_no=1042, in_hand=True, street="turn", board=parse_cards("AsKd7cTh"),
        pots=(PotView(12_500, (100, 101)), PotView(3_000, (101,))), to_act=101,
        deadline=1_700_000_030.0, legal=legal,
    )  # fmt: skip


def time_table_messages(rounds: int) -> dict[str, float]:
    """Mean ms per whole table message (embed and buttons), per language."""
    view = _table_view()
    results = {}
    for locale in i18n.LOCALES:
        with i18n.speaking(locale):
            render.table_embed(view)
            start = time.perf_counter()
            for _ in range(rounds):
                render.table_embed(view)
                render.table_buttons(view)
            results[locale] = (time.perf_counter() - start) * 1000 / rounds
    return results


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


TARGET_REPLAY_CPU_S = 1.0
TARGET_REPLAY_MB = 2.0


def thirty_action_hand() -> HandState:
    """A six-handed no-limit hand of exactly 30 actions, to the showdown (for the replay)."""
    config = HandConfig(structure=BettingStructure.NO_LIMIT, small_blind=5, big_blind=10)
    hand = HandState.start(config, dict.fromkeys(range(6), 2000), 0, Deck(random.Random(3)))
    raises, count = {2, 9, 16, 24}, 0
    while not hand.is_over:
        seat = hand.to_act
        if seat is None:
            raise RuntimeError("the hand waits for nobody")
        legal = hand.legal_actions(seat)
        if legal.can_show:
            hand.apply(seat, Action.show())
            continue
        if count in raises and legal.min_raise_to:
            opener = Action.bet if legal.can_check else Action.raise_to
            hand.apply(seat, opener(legal.min_raise_to))
        else:
            hand.apply(seat, Action.check() if legal.can_check else Action.call())
        count += 1
    if count != 30:
        raise RuntimeError(f"the hand took {count} actions, not 30")
    return hand


def replay_report() -> None:
    """The replay of a 30-action hand: frames, CPU of drawing and encoding, the GIF's size."""
    hand = thirty_action_hand()
    users = {seat: 1000 + seat for seat in hand.seats}
    frames = replay_frames(hand, users, viewer=1000)
    replay = SharedReplay("1-1", 1, frames, {u: f"Player {u - 1000}" for u in users.values()})
    records = frame_pictures(replay)
    for label in ("cold", "warm"):
        start = time.process_time()
        gif = encode_gif(records)
        cpu = time.process_time() - start
        megabytes = len(gif) / 1024 / 1024
        print(
            f"replay, 30 actions, {len(records)} frames ({label}): {cpu:.3f} s CPU"
            f" (target < {TARGET_REPLAY_CPU_S:.0f} s), {megabytes * 1024:.0f} KB"
            f" (target < {TARGET_REPLAY_MB:.0f} MB), 400 x 300: ",
            end="",
        )
        print("OK" if cpu < TARGET_REPLAY_CPU_S and megabytes < TARGET_REPLAY_MB else "OVER")


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
    for name, draw in cases:
        cold, mean, median, size = measure(draw, rounds)
        results[name] = (mean, size)
        print(f"{name:<30} {cold:>8.1f} {mean:>8.2f} {median:>8.2f} {size / 1024:>8.1f}")

    mean, size = results["table, 10 seats"]
    kilobytes = size / 1024
    print()
    print(f"10-seat table: {mean:.2f} ms (target < {TARGET_MS:.0f} ms): ", end="")
    print("OK" if mean < TARGET_MS else "OVER")
    replay_report()
    print(f"10-seat table: {kilobytes:.1f} KB (target < {TARGET_KB:.0f} KB): ", end="")
    print("OK" if kilobytes < TARGET_KB else "OVER")

    print()
    messages = time_messages(max(1, rounds // 20))
    tables = time_table_messages(rounds)
    print(f"{'language':<10} {'ms/message':>11} {'ms/table message':>17}")
    for locale in i18n.LOCALES:
        print(f"{locale:<10} {messages[locale]:>11.4f} {tables[locale]:>17.3f}")
    worst = max(messages.values())
    print(f"a message: {worst:.4f} ms at worst (target < {TARGET_MESSAGE_MS} ms): ", end="")
    print("OK" if worst < TARGET_MESSAGE_MS else "OVER")


if __name__ == "__main__":
    main()
