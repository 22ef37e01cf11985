"""Twenty members play a multi-table tournament through the emulator to one winner (issue 24).

Twenty members register with ``/poker tournament register``; the tournament (6-max, top
20 % paid: four places) starts on four public threads of five. The members play through
Discord, clicking the buttons of the table message in their thread whenever it names them
to act (all-in, call or check mostly, fold sometimes), with short pauses between hands.

- **Every hand boundary** is audited from the conductor's log lines of both runs of the
  bot (``tests/e2e/tournament_audit.py``, :func:`~tests.e2e.tournament_audit.audit`): at
  each hand's end, with the moves and breaks decided there applied, two tables differ by
  at most one player and three or more by at most two (among the tables between hands),
  a table is broken as soon as the others can seat its players (unless it is in a hand),
  everyone still in sits once; the final table plays to one winner with every place given.
- **Hand for hand on the bubble**: while one bust from the money, no table is let deal a
  hand before every table finished the hand before (checked at each deal the conductor
  allows, from the same lines).
- **A SIGKILL** while two or more tables are in a hand, each waiting for a click (so the
  kill falls mid-hand at every running table), then a restart: the same four threads
  carry on (no thread is opened again), no table deals a hand number twice (the tables'
  ``Hand N dealt`` lines of both runs), and the tournament plays on to one winner.
- **The end**: the results post in the lobby names all twenty with their places and
  prizes; the prizes add up to the pool and follow ``payouts.py``'s table for 20 entrants
  (shared places split their places' prizes); the store's entries say the same; every
  bankroll changed by its prize less the entry; every chip is conserved
  (``total_chips == ledger_total``, SQL on the store the bot ran on).

The same flow runs on PostgreSQL. A cheaper test cancels a running tournament and checks
the pool comes back, shared by the policy.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from cardroom.store import PostgresStore, SqliteStore, Store
from cardroom.tournament.finish import Finish, place_prizes
from cardroom.tournament.payouts import PayoutScheme, payouts
from tests.e2e.emulator import BotProcess, DiscordEmulator, DriverError, Member, Message
from tests.e2e.emulator.state import Channel
from tests.e2e.emulator.threads import threads_of
from tests.e2e.test_play import BOT, COMMANDS, TO_ACT, Room
from tests.e2e.test_tournament_lobby import balance, database, host_permissions, room
from tests.e2e.tournament_audit import audit, deals_of, events_of

__all__ = ["database", "room"]  # the fixtures, shared

pytestmark = pytest.mark.e2e

ENTRY = 100
START = 10_000
ENTRANTS = 20
TABLE_SIZE = 6
CHIPS = 1500
SCHEME = PayoutScheme.TOP20
CANCELLED = re.compile(r"shared among the players still in")
RESULT_LINE = re.compile(
    r"^(\d+)(?:st|nd|rd|th)(?:\u2013(\d+)(?:st|nd|rd|th))? · <@(\d+)> · ([\d,]+)$"
)
"""A results line: a place or a shared range (17th, an en dash, 18th), member, prize."""
TOURNAMENT_MINUTES = 2.5
"""The limit for the play to one winner on a quiet machine (times the emulator's patience)."""


async def start_fast_bot(emulator: DiscordEmulator, room: Room, database: Path | str) -> BotProcess:
    """bot.py with short pauses between hands and run-outs, so a tournament plays fast."""
    where = "DATABASE_URL" if isinstance(database, str) else "DATABASE_PATH"
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        where: str(database),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": str(START),
        "HAND_PAUSE_SECONDS": "0.2",
        "RUNOUT_MS": "0",
        "PING_MS": "0",
    }
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await process.wait_ready(emulator, timeout=30)
        await emulator.wait_for_commands(*COMMANDS, guild=room.guild, timeout=20)
    except BaseException:
        await process.stop()
        print(process.output)
        raise
    return process


async def open_store(target: Path | str) -> Store:
    """The store the bot ran on (the same SQLite file, or the PostgreSQL database)."""
    if isinstance(target, str):
        return await PostgresStore.open(target)
    return await SqliteStore.open(target)


class Players:
    """The members at the tables: whoever a table message names to act clicks a button."""

    def __init__(self, emulator: DiscordEmulator, lobby: Channel, members: list[Member]) -> None:
        """Play for ``members`` in the threads of ``lobby``, with a fixed seed of choices."""
        self.emulator = emulator
        self.lobby = lobby
        self.by_id = {m.id: m for m in members}
        self.rng = random.Random(24)
        self.clicked: set[tuple[int, int]] = set()
        """(message id, edits) already clicked: the bot has not moved on from it yet."""
        self.clicks = 0
        self.halted = False

    def table_message(self, thread: Channel) -> Message | None:
        """The thread's newest message with action buttons (the hand in progress)."""
        for message in self.emulator.newest_first(thread):
            if any(i.startswith("holdem:v1:act:") for i in message.custom_ids()):
                return message
        return None

    def turns(self) -> list[tuple[Message, Member]]:
        """Every table message with buttons that names a member to act, not clicked yet.

        Not only each thread's newest: a member clicks what they see, and a click on a
        copy the bot has just retired is refused (a restart takes the buttons off any stray
        copy a kill left, ``tests/e2e/test_restart.py``).
        """
        found = []
        for thread in threads_of(self.emulator, self.lobby):
            for message in self.emulator.newest_first(thread):
                if (message.id, message.edits) in self.clicked or not any(
                    i.startswith("holdem:v1:act:") for i in message.custom_ids()
                ):
                    continue
                actor = TO_ACT.search(message.text())
                member = self.by_id.get(int(actor.group(1))) if actor else None
                if member is not None:
                    found.append((message, member))
        return found

    def choice(self, message: Message) -> str:
        """Facing a bet: call (all-in if short) or fold, evenly; else check, or all-in at times."""
        moves = {i.rsplit(":", 1)[1]: i for i in message.custom_ids() if ":act:" in i}
        roll = self.rng.random()
        if "check" in moves:
            return moves["allin"] if roll < 0.3 and "allin" in moves else moves["check"]
        if roll < 0.5 and "fold" in moves:
            return moves["fold"]
        return moves.get("call") or moves.get("allin") or next(iter(moves.values()))

    async def play(self) -> None:
        """Click for whoever is to act, table after table, until :meth:`halt`."""
        self.halted = False
        while True:
            turns: list[tuple[Message, Member]] | bool = await self.emulator.wait_until(
                lambda: self.halted or self.turns(), 60, "a member to act"
            )
            if isinstance(turns, bool):  # halted
                return
            for message, member in turns:
                self.clicked.add((message.id, message.edits))
                with contextlib.suppress(DriverError):  # the table moved on meanwhile
                    handle = await self.emulator.click(member, message, self.choice(message))
                    await handle.wait_response()
                    self.clicks += 1

    async def halt(self, task: asyncio.Task[None]) -> None:
        """Stop clicking (once the click under way is answered) and wait for ``task``."""
        self.halted = True
        self.emulator.notify()  # wakes the wait for a turn
        await task

    def waiting(self, playing: frozenset[int], channels: dict[int, int]) -> bool:
        """Whether every table of ``playing`` shows a member to act (mid-hand, no click)."""
        threads = {t.id: t for t in threads_of(self.emulator, self.lobby)}
        for number in playing:
            message = self.table_message(threads[channels[number]])
            if message is None or TO_ACT.search(message.text()) is None:
                return False
        return True


async def test_twenty_play_to_one_winner_through_a_sigkill(
    emulator: DiscordEmulator, room: Room, database: Path
) -> None:
    await _tournament(emulator, room, database)
    async with await SqliteStore.open(database) as store:
        assert await store.total_chips(room.guild.id) == await store.ledger_total(room.guild.id)


async def test_the_same_on_postgresql_conserves_every_chip(
    emulator: DiscordEmulator, room: Room, postgres_url: str
) -> None:
    await _tournament(emulator, room, postgres_url)
    async with await PostgresStore.open(postgres_url) as store:
        assert await store.total_chips(room.guild.id) == await store.ledger_total(room.guild.id)


async def _tournament(emulator: DiscordEmulator, room: Room, target: Path | str) -> None:
    """Register twenty, start, play, SIGKILL mid-hand, restart, play to one winner, check."""
    host_permissions(room)
    members = [await emulator.add_member(room.guild, f"player{n:02}") for n in range(ENTRANTS)]
    runs: list[BotProcess] = [await start_fast_bot(emulator, room, target)]
    players = Players(emulator, room.table, members)
    playing: asyncio.Task[None] | None = None
    try:
        await _register_and_start(emulator, room, members)
        playing = asyncio.create_task(players.play())
        await _kill_mid_hand(emulator, runs[0], players, playing)
        runs.append(await start_fast_bot(emulator, room, target))
        threads = threads_of(emulator, room.table)
        status = await emulator.slash(members[0], room.table, "poker tournament status")
        await status.wait_original()
        assert f"of {ENTRANTS}" in status.content, status.content
        playing = asyncio.create_task(players.play())
        results = await emulator.wait_for_message(
            room.table,
            lambda m: m.content.startswith("Results of Big"),
            timeout=TOURNAMENT_MINUTES * 60,
        )
        assert threads_of(emulator, room.table) == threads  # the restart opened no thread
        await _check_money(emulator, room, members, results, target)
    finally:
        if playing is not None and not playing.done():
            await players.halt(playing)
        await runs[-1].stop()
        for run in runs:
            print(run.output)  # shown when the test fails
    _check_floor([run.output for run in runs])


async def _register_and_start(emulator: DiscordEmulator, room: Room, members: list[Member]) -> None:
    """The boss opens the tournament, twenty register, it starts on four threads of five."""
    created = await emulator.slash(
        room.boss,
        room.table,
        "poker tournament create",
        name="Big",
        entry=ENTRY,
        chips=CHIPS,
        table_size=TABLE_SIZE,
        levels="turbo",
        level_minutes=0.5,
        payouts=SCHEME.value,
    )
    await created.wait_original()
    for member in members:
        joined = await emulator.slash(member, room.table, "poker tournament register")
        await joined.wait_original()
        assert "You are registered" in joined.content, joined.content
    started = await emulator.slash(room.boss, room.table, "poker tournament start")
    await started.wait_original()
    assert "has started on 4 tables" in started.content, started.content
    threads = threads_of(emulator, room.table)
    assert sorted(str(t.name) for t in threads) == [f"Big · table {n}" for n in (1, 2, 3, 4)]


async def _kill_mid_hand(
    emulator: DiscordEmulator, bot: BotProcess, players: Players, playing: asyncio.Task[None]
) -> None:
    """After a few hands, stop clicking; SIGKILL once two or more tables wait mid-hand."""
    await emulator.wait_until(
        lambda: len([e for e in events_of([bot.output], 1) if e.kind == "end"]) >= 3,
        60,
        "three hands played",
    )
    await players.halt(playing)

    def quiet() -> bool:
        """Every table with players is in a hand that waits for a click, two at least."""
        events = events_of([bot.output], 1)
        floors = [e.floor for e in events if e.floor is not None]
        if not floors or events[-1].kind == "deal":
            return False
        floor = floors[-1]
        open_tables = {t.number for t in floor.tables if t.count >= 2}
        channels = _channels(bot.output)
        return (
            len(floor.playing) >= 2
            and open_tables <= floor.playing
            and players.waiting(floor.playing, channels)
        )

    await emulator.wait_until(quiet, 30, "two tables or more waiting mid-hand")
    bot.process.kill()  # SIGKILL: no goodbye, the store has every boundary
    await bot.process.wait()
    await bot.stop()  # collects the last lines


def _channels(output: str) -> dict[int, int]:
    """The tables' threads by table number, from the conductor's last state line."""
    import json

    from tests.e2e.tournament_audit import STATE

    for line in reversed(output.splitlines()):
        if found := STATE.search(line.rstrip()):
            return {int(n): c for n, c in json.loads(found.group(4))["channels"].items()}
    return {}


async def _check_money(
    emulator: DiscordEmulator,
    room: Room,
    members: list[Member],
    results: Message,
    target: Path | str,
) -> None:
    """The results post, the store's places and prizes, and every bankroll, agree."""
    lines = [RESULT_LINE.match(line) for line in results.content.splitlines()[1:]]
    posted = {
        int(m.group(3)): (int(m.group(1)), int(m.group(4).replace(",", ""))) for m in lines if m
    }
    worst = {int(m.group(3)): int(m.group(2) or m.group(1)) for m in lines if m}
    assert sorted(posted) == sorted(m.id for m in members), results.content
    table = payouts(SCHEME, entrants=ENTRANTS, pool=ENTRY * ENTRANTS)
    assert len(table) == 4
    assert sum(table) == ENTRY * ENTRANTS
    async with await open_store(target) as store:
        record = await store.mtt(1)
    assert record.pool == 0  # every chip of it paid
    prizes = {}
    for entry in record.entries:
        assert entry.place is not None
        assert entry.prize is not None
        assert posted[entry.user_id] == (entry.place, entry.prize), entry
        prizes[entry.user_id] = entry.prize
    by_place = Counter(place for place, _ in posted.values())
    covered = sorted(place + n for place, count in by_place.items() for n in range(count))
    assert covered == list(range(1, ENTRANTS + 1))  # a shared place spans as many places
    for player, (place, _) in posted.items():  # and is shown as that range
        assert worst[player] == place + by_place[place] - 1, results.content
    finishes = [Finish(p, place, place + by_place[place] - 1) for p, (place, _) in posted.items()]
    assert place_prizes(finishes, table) == prizes
    assert sum(prize for _, prize in posted.values()) == ENTRY * ENTRANTS
    assert by_place[1] == 1  # one winner
    for member in members:
        assert await balance(emulator, room, member) == START - ENTRY + posted[member.id][1]


def _check_floor(runs: list[str]) -> None:
    """The floor rules at every boundary, hand for hand, and no hand dealt twice."""
    found = audit(events_of(runs, 1), table_size=TABLE_SIZE)
    print(f"audit: {found.boundaries} hand ends, {found.broken} tables broken, "
          f"{found.moved} moves, {found.bubble_deals} deals on the bubble "
          f"(at most {found.bubble_tables} tables)")  # fmt: skip
    assert not found.problems, "\n".join(found.problems)
    assert found.last is not None
    assert found.last.players_left == 1
    assert found.most_tables == 4
    assert found.broken == 3  # four tables down to the final one
    assert found.boundaries >= 10
    deals = deals_of(runs)
    assert len(deals) == len(set(deals)), "a hand number was dealt twice"
    for table in {t for t, _ in deals}:
        numbers = sorted(n for t, n in deals if t == table)
        assert numbers == list(range(1, len(numbers) + 1))


async def test_a_running_tournament_cancelled_shares_the_pool(
    emulator: DiscordEmulator, room: Room, database: Path
) -> None:
    """Four register 2-max: two tables deal; a cancel shares the whole pool by the policy."""
    host_permissions(room)
    bot = await start_fast_bot(emulator, room, database)
    try:
        members = [await emulator.add_member(room.guild, f"player{n}") for n in range(4)]
        created = await emulator.slash(
            room.boss,
            room.table,
            "poker tournament create",
            name="Small",
            entry=ENTRY,
            table_size=2,
        )
        await created.wait_original()
        for member in members:
            await (
                await emulator.slash(member, room.table, "poker tournament register")
            ).wait_original()
        started = await emulator.slash(room.boss, room.table, "poker tournament start")
        await started.wait_original()
        assert "has started on 2 tables" in started.content, started.content
        cancelled = await emulator.slash(room.boss, room.table, "poker tournament cancel")
        await cancelled.wait_original()
        assert CANCELLED.search(cancelled.content), cancelled.content
        total = 0
        for member in members:
            total += await balance(emulator, room, member) - (START - ENTRY)
        assert total == ENTRY * len(members)  # the whole pool came back, shared
    finally:
        await bot.stop()
        print(bot.output)
    async with await SqliteStore.open(database) as store:
        assert await store.total_chips(room.guild.id) == await store.ledger_total(room.guild.id)
