"""A strict reader of PokerStars hand histories, from the published grammar, for the tests.

It reads what trackers read (fpdb's PokerStars regular expressions are the reference; these
are written here afresh) and refuses any line it does not know, then checks that the chips
add up: each ``raises X to Y`` is the increment over the bet faced and the new total, each
call is what was owed (or the rest of the stack, all-in), uncalled bets go back whole, and
what was collected equals the summary's total pot, its main and side pots, and each seat's
``won``. It is independent of ``holdem.pokerstars``: it never imports it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

CARD = r"[2-9TJQKA][cdhs]"
CARDS = rf"\[(?P<cards>{CARD}(?: {CARD})*)\]"
NAME = r"(?P<name>.+?)"
AMOUNT = r"(?P<amount>\d+)"
ALL_IN = r"(?P<all_in> and is all-in)?"
STAMP = r"(?P<stamp>\d{4}/\d{2}/\d{2} \d{1,2}:\d{2}:\d{2}) ET"

RE_CASH = re.compile(
    r"^PokerStars Hand #(?P<hand>\d+):  Hold'em (?P<limit>No Limit|Pot Limit|Limit)"
    rf" \((?P<sb>\d+)/(?P<bb>\d+)\) - {STAMP}$"
)
RE_TOURNEY = re.compile(
    r"^PokerStars Hand #(?P<hand>\d+): Tournament #(?P<tourney>\d+), (?P<buyin>\d+)\+0"
    r" Hold'em (?P<limit>No Limit|Pot Limit|Limit) - (?:Match Round [IVX]+, )?Level [IVX]+"
    rf" \((?P<sb>\d+)/(?P<bb>\d+)\) - {STAMP}$"
)
RE_TABLE = re.compile(
    r"^Table '(?P<table>[^']+)' (?P<max>\d+)-max(?P<play> \(Play Money\))?"
    r" Seat #(?P<button>\d+) is the button$"
)
RE_SEAT = re.compile(rf"^Seat (?P<seat>\d+): {NAME} \((?P<stack>\d+) in chips\)$")
RE_POST = re.compile(
    rf"^{NAME}: posts (?P<kind>the ante|small blind|big blind|straddle) {AMOUNT}{ALL_IN}$"
)
RE_DEALT = re.compile(rf"^Dealt to {NAME} {CARDS}$")
RE_ACTION = re.compile(
    rf"^{NAME}: (?P<verb>folds|checks|calls|bets|raises)"
    rf"(?: {AMOUNT})?(?: to (?P<to>\d+))?{ALL_IN}$"
)
RE_STREET = re.compile(
    r"^\*\*\* (?:(?P<run>FIRST|SECOND) )?(?P<street>FLOP|TURN|RIVER) \*\*\*"
    r" (?:\[(?P<old>[^\]]+)\] )?\[(?P<new>[^\]]+)\]$"
)
RE_SHOWDOWN = re.compile(r"^\*\*\* (?:(?P<run>FIRST|SECOND) )?SHOW DOWN \*\*\*$")
RE_SHOWS = re.compile(rf"^{NAME}: shows {CARDS}(?: \((?P<desc>[^)]*)\))?$")
RE_MUCKS = re.compile(rf"^{NAME}: mucks hand$")
RE_NO_SHOW = re.compile(rf"^{NAME}: doesn't show hand$")
RE_UNCALLED = re.compile(rf"^Uncalled bet \({AMOUNT}\) returned to {NAME}$")
RE_COLLECTED = re.compile(
    rf"^{NAME} collected {AMOUNT} from (?P<pot>pot|main pot|side pot-(?P<side>\d+))$"
)
RE_TOTAL = re.compile(
    r"^Total pot (?P<total>\d+)(?: Main pot (?P<main>\d+)\.(?P<sides>(?: Side pot-\d+ \d+\.)+))?"
    r" \| Rake (?P<rake>\d+)$"
)
RE_BOARD = re.compile(rf"^(?:(?P<run>FIRST|SECOND) )?Board {CARDS}$")
RE_SUMMARY_SEAT = re.compile(
    rf"^Seat (?P<seat>\d+): {NAME}(?P<marks>(?: \((?:button|small blind|big blind)\))*)"
    r" (?P<result>folded (?:before Flop(?: \(didn't bet\))?|on the (?:Flop|Turn|River))"
    rf"|showed {CARDS} and (?:won \((?P<won>\d+)\)|lost)(?: with .*)?"
    r"|mucked|collected \((?P<collected>\d+)\)|lost)$"
)


class Refused(AssertionError):
    """The text breaks the grammar or the chips do not add up."""


@dataclass
class Hand:
    """What a hand's text says, once read and checked."""

    number: int
    limit: str
    small_blind: int
    big_blind: int
    tournament: int | None
    table: str
    max_seats: int
    button: int
    seats: dict[int, str] = field(default_factory=dict)
    stacks: dict[str, int] = field(default_factory=dict)
    dealt_to: dict[str, list[str]] = field(default_factory=dict)
    shown: dict[str, list[str]] = field(default_factory=dict)
    boards: dict[str, list[str]] = field(default_factory=dict)
    put_in: dict[str, int] = field(default_factory=dict)
    collected: dict[str, int] = field(default_factory=dict)
    total_pot: int = 0
    pots: list[int] = field(default_factory=list)
    run_twice: bool = False

    @property
    def net(self) -> dict[str, int]:
        """Each player's chips won less put in."""
        return {n: self.collected.get(n, 0) - self.put_in[n] for n in self.stacks}


def split_hands(text: str) -> list[str]:
    """The hands of a file: blocks separated by blank lines."""
    return [block for block in re.split(r"\n\s*\n", text.strip()) if block.strip()]


def read(text: str) -> Hand:
    """Read and check one hand; raises :class:`Refused` at the first fault."""
    lines = text.strip("\n").split("\n")
    head = RE_CASH.match(lines[0]) or RE_TOURNEY.match(lines[0])
    table = RE_TABLE.match(lines[1])
    if head is None or table is None:
        raise Refused(f"bad header: {lines[:2]}")
    tourney = head.groupdict().get("tourney")
    if (tourney is None) != bool(table["play"]):
        raise Refused("a cash hand says Play Money, a tournament hand does not")
    hand = Hand(
        int(head["hand"]), head["limit"], int(head["sb"]), int(head["bb"]),
        None if tourney is None else int(tourney), table["table"], int(table["max"]),
        int(table["button"]),
    )  # fmt: skip
    i = 2
    while i < len(lines) and (m := RE_SEAT.match(lines[i])):
        seat, name = int(m["seat"]), m["name"]
        if seat in hand.seats or name in hand.stacks or not 1 <= seat <= hand.max_seats:
            raise Refused(f"bad seat line {lines[i]!r}")
        hand.seats[seat] = name
        hand.stacks[name] = int(m["stack"])
        i += 1
    if hand.button not in hand.seats:
        raise Refused("the button sits nowhere")
    left = dict(hand.stacks)
    hand.put_in = dict.fromkeys(hand.stacks, 0)
    street: dict[str, int] = dict.fromkeys(hand.stacks, 0)
    level = 0
    folded: set[str] = set()
    returned = 0

    def pay(name: str, amount: int, all_in: bool) -> None:
        if name not in left or amount <= 0 or amount > left[name]:
            raise Refused(f"{name!r} can't put in {amount}")
        left[name] -= amount
        hand.put_in[name] += amount
        street[name] += amount
        if all_in != (left[name] == 0):
            raise Refused(f"{name!r}: all-in said {all_in}, stack left {left[name]}")

    section = "posts"
    pot_names: dict[str, int] = {}
    summary_won: dict[str, int] = {}
    for line in lines[i:]:
        if section == "posts":
            if m := RE_POST.match(line):
                pay(m["name"], int(m["amount"]), bool(m["all_in"]))
                if m["kind"] != "the ante":
                    level = max(level, street[m["name"]])
                else:
                    street[m["name"]] -= int(m["amount"])  # an ante is no bet of the round
                continue
            if line == "*** HOLE CARDS ***":
                section = "play"
                continue
            raise Refused(f"unknown line before the deal: {line!r}")
        if section == "summary":
            if m := RE_TOTAL.match(line):
                hand.total_pot = int(m["total"])
                if m["main"]:
                    sides = [int(x) for x in re.findall(r"Side pot-\d+ (\d+)\.", m["sides"])]
                    hand.pots = [int(m["main"]), *sides]
                else:
                    hand.pots = [hand.total_pot]
                if int(m["rake"]) != 0:
                    raise Refused("play money has no rake")
            elif line == "Hand was run twice":
                hand.run_twice = True
            elif m := RE_BOARD.match(line):
                key = m["run"] or "ONE"
                if hand.boards.get(key, m["cards"].split()) != m["cards"].split():
                    raise Refused(f"the summary's board {line!r} is not the board dealt")
                hand.boards[key] = m["cards"].split()
            elif m := RE_SUMMARY_SEAT.match(line):
                if hand.seats.get(int(m["seat"])) != m["name"]:
                    raise Refused(f"summary seat {line!r} names another player")
                won = m["won"] or m["collected"]
                if won:
                    summary_won[m["name"]] = int(won)
            else:
                raise Refused(f"unknown summary line {line!r}")
            continue
        if m := RE_DEALT.match(line):
            if hand.dealt_to or m["name"] not in hand.stacks:
                raise Refused("cards dealt to more than one player, or to a stranger")
            hand.dealt_to[m["name"]] = m["cards"].split()
        elif m := RE_ACTION.match(line):
            name, verb = m["name"], m["verb"]
            if name not in left or name in folded:
                raise Refused(f"{name!r} can't act: {line!r}")
            amount = int(m["amount"]) if m["amount"] else None
            owed = level - street[name]
            if verb == "folds":
                folded.add(name)
            elif verb == "checks":
                if owed:
                    raise Refused(f"{name!r} checks facing {owed}")
            elif verb == "calls":
                if amount is None or not owed or amount != min(owed, left[name]):
                    raise Refused(f"{name!r} calls {amount}, owes {owed} with {left[name]}")
                pay(name, amount, bool(m["all_in"]))
            elif verb == "bets":
                if amount is None or level:
                    raise Refused(f"a bet facing {level}: {line!r}")
                pay(name, amount, bool(m["all_in"]))
                level = street[name]
            else:
                to = int(m["to"]) if m["to"] else None
                if amount is None or to is None or amount != to - level or to <= level:
                    raise Refused(f"raises {amount} to {to} over a bet of {level}")
                pay(name, to - street[name], bool(m["all_in"]))
                level = to
        elif m := RE_UNCALLED.match(line):
            name, amount = m["name"], int(m["amount"])
            others = max((v for k, v in street.items() if k != name), default=0)
            if street[name] - others != amount:
                raise Refused(f"uncalled {amount}, but {name!r} is {street[name] - others} over")
            street[name] -= amount
            hand.put_in[name] -= amount
            left[name] += amount
            returned += amount
        elif m := RE_STREET.match(line):
            key = m["run"] or "ONE"
            old = m["old"].split() if m["old"] else []
            known = hand.boards.get(key) or hand.boards.get("ONE", [])
            if old != known:
                raise Refused(f"{line!r} repeats {old}, the board was {known}")
            hand.boards[key] = old + m["new"].split()
            if key != "ONE" and "ONE" not in hand.boards:
                hand.boards["ONE"] = old
            street = dict.fromkeys(hand.stacks, 0)
            level = 0
        elif m := RE_SHOWDOWN.match(line):
            pass
        elif m := RE_SHOWS.match(line):
            if m["name"] in folded:
                raise Refused("a folded hand is shown")
            hand.shown[m["name"]] = m["cards"].split()
        elif RE_MUCKS.match(line) or RE_NO_SHOW.match(line):
            pass
        elif m := RE_COLLECTED.match(line):
            name = m["name"]
            if name not in hand.stacks or name in folded:
                raise Refused(f"{name!r} can't collect")
            hand.collected[name] = hand.collected.get(name, 0) + int(m["amount"])
            index = 0 if m["pot"] in ("pot", "main pot") else int(m["side"])
            pot_names[str(index)] = pot_names.get(str(index), 0) + int(m["amount"])
        elif line == "*** SUMMARY ***":
            section = "summary"
        else:
            raise Refused(f"unknown line {line!r}")
    committed = sum(hand.put_in.values())
    if section != "summary":
        raise Refused("no summary")
    if sum(hand.collected.values()) != hand.total_pot or committed != hand.total_pot:
        raise Refused(
            f"collected {sum(hand.collected.values())}, put in {committed},"
            f" total pot {hand.total_pot}"
        )
    if sum(hand.pots) != hand.total_pot:
        raise Refused(f"the pots {hand.pots} don't make the total {hand.total_pot}")
    by_pot = [pot_names.get(str(k), 0) for k in range(len(hand.pots))]
    if len(hand.pots) > 1 and by_pot != hand.pots:
        raise Refused(f"collected by pot {by_pot}, the summary says {hand.pots}")
    if summary_won != hand.collected:
        raise Refused(f"the summary's winnings {summary_won} != collected {hand.collected}")
    if hand.run_twice != ("FIRST" in hand.boards):
        raise Refused("a hand run twice says so, and has two boards")
    return hand
