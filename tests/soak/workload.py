"""The soak's workload: many tables through the real bot, with random members, kills and checks.

:func:`run_soak` starts ``bot.py`` against the Discord emulator on a SQLite file or a
PostgreSQL database, opens several cash tables (one with every home-game option, one with
the shortest action clock), and then, until its time is up, lets random members act: the
player to act clicks a random legal button, others press pre-action buttons, join, leave,
top up, sit out and in, vote for bomb pots, change the home-game options, ask for their
cards and balance. Every so often it stops the bot, by SIGKILL or SIGTERM at random, checks
the exit, and starts it again on the same database. After every restart it checks:

- exact conservation: the guild's chips equal its ledger and the total after set-up;
- progress: every started table with two or more players dealt in has a hand in progress
  or a deal planned, within a limit (a table left waiting is a stuck table);
- every interaction sent while the bot was up was answered (a deferred one, finished);
- the stopped bot's child processes (the odds workers) are gone soon after it.

The bot's resident size is sampled throughout. ``tests/soak/test_soak.py`` runs a short
form on each store; ``benchmarks/soak.py`` the long one, with the memory check.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import signal
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from cardroom.models import TableRecord
from cardroom.store import SqliteStore, Store
from cardroom.store.url import open_store
from tests.e2e.emulator import (
    BotProcess,
    CallbackType,
    ComponentGone,
    DiscordEmulator,
    EmulatorTimeout,
    InteractionHandle,
    Member,
    Message,
    Perm,
)
from tests.e2e.emulator.server import Channel, Guild

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot.py"
COMMANDS = ("poker", "balance")
START = 20_000
"""Every member's opening grant; the soak never claims a daily, so no chips are made later."""
TO_ACT = re.compile(r"<@(\d+)> to act")
TERM_EXITS = (0, -signal.SIGTERM)
"""A SIGTERM ends the bot with 0 once it handles the signal cleanly, or by the signal before."""


@dataclass
class Figures:
    """What a soak did and saw, printed by the benchmark and checked by the tests."""

    store: str
    seconds: float = 0.0
    tables: int = 0
    members: int = 0
    hands: int = 0
    kills: int = 0
    terms: int = 0
    term_exits: list[int] = field(default_factory=list)
    chips: int = 0
    """The guild's chips, the same at every check."""
    checks: int = 0
    """Conservation checks passed (one after set-up, one after every stop, one at the end)."""
    interactions: int = 0
    refused: int = 0
    """Interactions answered privately (ephemeral): refusals mostly, answered all the same."""
    private: Counter[str] = field(default_factory=Counter)
    """The private answers by what was asked and how the answer began."""
    unanswered: list[str] = field(default_factory=list)
    stuck: list[str] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)
    """Child processes of a stopped bot (its odds workers) still alive 10 s after it."""
    rss: list[tuple[int, float, int]] = field(default_factory=list)
    """Samples of the bot's resident size: (restart number, seconds since it, KiB)."""

    def summary(self) -> str:
        """One paragraph of figures for a log or the DESIGN table."""
        last = max((r for r, _, _ in self.rss), default=0)
        tail = [kib for r, _, kib in self.rss if r == last]
        rss = f"RSS last {tail[-1] // 1024} MiB, peak {max(tail) // 1024} MiB" if tail else "no RSS"
        return (
            f"{self.store}: {self.seconds:.0f} s, {self.tables} tables, {self.members} members, "
            f"{self.hands} hands, {self.kills} SIGKILLs, {self.terms} SIGTERMs "
            f"(exits {sorted(set(self.term_exits))}), {self.checks} conservation checks of "
            f"{self.chips} chips, {self.interactions} interactions ({self.refused} refused, "
            f"{len(self.unanswered)} unanswered), {len(self.stuck)} stuck tables, "
            f"{len(self.orphans)} orphaned workers; {rss}"
        )

    def private_answers(self, top: int = 12) -> str:
        """The most frequent private answers, one a line (what the random members ran into)."""
        return "\n".join(f"{n:6d}  {what}" for what, n in self.private.most_common(top))


@dataclass
class Soak:
    """The soak's world: the emulator, the guild and its tables, the bot, the database."""

    emulator: DiscordEmulator
    guild: Guild
    channels: list[Channel]
    members: list[Member]
    boss: Member
    database: Path | str
    rng: random.Random
    figures: Figures
    env: dict[str, str]
    bot: BotProcess | None = None
    restarts: int = 0
    started_at: float = 0.0
    seats: dict[int, set[int]] = field(default_factory=dict)
    """Who sits at each channel's table, as last read from the store."""
    seats_read_at: float = 0.0

    # --- the bot --------------------------------------------------------------------------

    async def start_bot(self) -> None:
        """Start bot.py on the soak's database and wait until it is connected and synced."""
        where = "DATABASE_URL" if isinstance(self.database, str) else "DATABASE_PATH"
        env = {**self.env, where: str(self.database)}
        process = await BotProcess.start(self.emulator, BOT, env=env)
        try:
            await process.wait_ready(self.emulator, timeout=30)
            await self.emulator.wait_for_commands(*COMMANDS, guild=self.guild, timeout=20)
        except BaseException:
            await process.stop()
            print(process.output)
            raise
        self.bot = process
        self.started_at = time.monotonic()

    async def stop_bot(self, how: signal.Signals) -> int:
        """Stop the bot with ``how`` (SIGKILL or SIGTERM), check its exit, return the code."""
        bot = self.bot
        assert bot is not None
        self.sample_rss()
        children = _children(bot.process.pid)
        bot.process.send_signal(how)
        limit = 15.0 * self.emulator.patience  # a clean stop takes under 10 s (issue 26)
        try:
            code = await asyncio.wait_for(bot.process.wait(), limit)
        except TimeoutError:
            await bot.stop(grace=1.0)
            raise AssertionError(f"{how.name} did not stop the bot in {limit:g} s") from None
        await bot.stop()  # collects the last output
        if how is signal.SIGKILL:
            assert code == -signal.SIGKILL, code
            self.figures.kills += 1
        else:
            assert code in TERM_EXITS, f"SIGTERM ended the bot with {code}:\n{bot.output[-3000:]}"
            self.figures.terms += 1
            self.figures.term_exits.append(code)
        self.bot = None
        await self.emulator.wait_until(
            lambda: not self.emulator.gateway.connected, 10, "the bot's socket to close"
        )
        for _ in range(round(50 * self.emulator.patience)):  # 10 s, times the patience
            left = _alive(children)
            if not left:
                break
            await asyncio.sleep(0.2)  # the odds workers see their parent gone and exit
        self.figures.orphans += [f"{how.name}: pid {c}" for c in _alive(children)]
        return code

    def sample_rss(self) -> None:
        """Record the bot's resident size (Linux: /proc/PID/status, VmRSS in KiB)."""
        if self.bot is None or not self.bot.running:
            return
        try:
            status = Path(f"/proc/{self.bot.process.pid}/status").read_text()
        except OSError:
            return
        found = re.search(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE)
        if found:
            since = time.monotonic() - self.started_at
            self.figures.rss.append((self.restarts, since, int(found.group(1))))

    # --- the checks -----------------------------------------------------------------------

    async def tables(self) -> list[TableRecord]:
        """The guild's open tables as stored."""
        store = await _open(self.database)
        try:
            return await store.open_tables(self.guild.id)
        finally:
            await store.close()

    async def check_books(self) -> None:
        """Exact conservation: the chips equal the ledger and the total after set-up."""
        store = await _open(self.database)
        try:
            total = await store.total_chips(self.guild.id)
            ledger = await store.ledger_total(self.guild.id)
        finally:
            await store.close()
        assert total == ledger, f"chips {total} but ledger {ledger}"
        if self.figures.checks == 0:
            self.figures.chips = total
        assert total == self.figures.chips, f"chips {total}, were {self.figures.chips}"
        self.figures.checks += 1

    async def check_progress(self, limit: float) -> None:
        """Every started table with two or more players dealt in deals, within ``limit`` s.

        A table counts as going once the store shows a hand in progress, a planned deal in
        its saved state, or a hand number past the one first seen.
        """
        first = {t.channel_id: t.hand_no for t in await self.tables()}
        deadline = time.monotonic() + limit * self.emulator.patience
        waiting: list[str] = []
        while True:
            waiting = [
                f"table in #{t.channel_id} (hand {t.hand_no}, seats "
                f"{[(s.stack, s.is_sitting_out) for s in t.seats]}, state {t.state_json})"
                for t in await self.tables()
                if _should_deal(t) and not _dealing(t, first.get(t.channel_id, t.hand_no))
            ]
            if not waiting or time.monotonic() > deadline:
                break
            await asyncio.sleep(0.5)
        self.figures.stuck += waiting

    # --- the members ----------------------------------------------------------------------

    async def answered(self, handle: InteractionHandle, what: str) -> None:
        """Wait for ``handle``'s answer (a deferred one finished); note it if none comes."""
        self.figures.interactions += 1
        try:
            callback = await handle.wait_response(timeout=10)
            if callback.type is CallbackType.DEFERRED_CHANNEL_MESSAGE:
                await handle.wait_original(timeout=10)
        except EmulatorTimeout as error:
            self.figures.unanswered.append(f"{what}: {error}"[:300])
            return
        if handle.ephemeral:
            self.figures.refused += 1
            kind = what.split(" by ")[0].split(":")
            asked = kind[0] if len(kind) < 3 else kind[2] + (f":{kind[-1]}" * kind[-1].isalpha())
            self.figures.private[f"{asked}: {handle.content[:40]}"] += 1

    async def slash(
        self, member: Member, channel: Channel, command: str, **options: object
    ) -> None:
        """Use a slash command and wait for its answer."""
        handle = await self.emulator.slash(member, channel, command, **options)
        await self.answered(handle, f"/{command} by {member.user.name} in #{channel.name}")

    async def click(self, member: Member, message: Message, custom_id: str) -> None:
        """Click a button of ``message`` and wait for the answer (a vanished one: no click).

        The member picked the button a moment ago: the bot may have edited it away (or
        disabled it) since, as a real member's screen would show, so such a click is dropped.
        """
        if not any(
            b.get("custom_id") == custom_id and not b.get("disabled") for b in message.buttons()
        ):
            return
        try:
            handle = await self.emulator.click(member, message, custom_id)
        except ComponentGone:
            return
        await self.answered(handle, f"{custom_id} by {member.user.name}")

    def table_message(self, channel: Channel) -> Message | None:
        """The channel's newest message with table buttons."""
        for message in reversed(self.emulator.messages(channel)):
            if any(
                i.startswith(("holdem:v1:act:", "holdem:v1:cards:")) for i in message.custom_ids()
            ):
                return message
        return None

    async def step(self) -> None:
        """One random member's move somewhere: mostly playing, sometimes managing a seat."""
        rng = self.rng
        channel = rng.choice(self.channels)
        message = self.table_message(channel)
        if message is not None and rng.random() < 0.75:
            await self.play(channel, message)
            return
        choice = rng.choices(
            ["join", "leave", "topup", "sitout", "sitin", "options", "bomb", "cards", "balance"],
            weights=[4, 2, 3, 2, 3, 1, 1, 1, 1],
        )[0]
        member = await self.pick_member(channel, seated=choice != "join")
        if choice == "join":
            await self.slash(member, channel, "poker join", buy_in=rng.choice([400, 1000, 2000]))
        elif choice == "leave":
            await self.slash(member, channel, "poker leave")
        elif choice == "topup":
            await self.slash(member, channel, "poker topup", amount=rng.choice([100, 500]))
        elif choice == "sitout":
            await self.slash(member, channel, "poker sitout")
        elif choice == "sitin":
            await self.slash(member, channel, "poker sitin", blinds=rng.choice(["post", "wait"]))
        elif choice == "options":
            await self.slash(
                self.boss,
                channel,
                "poker options",
                run_it_twice=rng.random() < 0.5,
                bomb_every=rng.choice([0, 3, 10]),
                rabbit_hunt=rng.random() < 0.5,
            )
        elif choice == "bomb":
            await self.slash(member, channel, "poker bomb")
        elif choice == "cards":
            await self.slash(member, channel, "poker cards")
        else:
            await self.slash(member, channel, "balance")

    async def pick_member(self, channel: Channel, *, seated: bool) -> Member:
        """Mostly a member who is (``seated``) or is not at the channel's table, else anyone.

        The seats come from the store, looked up again every few seconds; one pick in ten
        is anyone at all, so the polite refusals of a wrong seat stay part of the mix.
        """
        now = time.monotonic()
        if now - self.seats_read_at > 3.0:
            self.seats = {t.channel_id: {s.user_id for s in t.seats} for t in await self.tables()}
            self.seats_read_at = now
        there = self.seats.get(channel.id, set())
        fitting = [m for m in self.members if (m.id in there) == seated]
        if not fitting or self.rng.random() < 0.1:
            return self.rng.choice(self.members)
        return self.rng.choice(fitting)

    async def play(self, channel: Channel, message: Message) -> None:
        """The player to act clicks a random move; or someone else sets a pre-action."""
        rng = self.rng
        ids = message.custom_ids()
        found = TO_ACT.search(message.text())
        by_id = {m.id: m for m in self.members}
        offers = [i for i in ids if i.startswith(("holdem:v1:rit:", "holdem:v1:rabbit:"))]
        if offers and rng.random() < 0.5:
            await self.click(rng.choice(self.members), message, rng.choice(offers))
            return
        pre = [i for i in ids if i.startswith("holdem:v1:pre:")]
        if pre and rng.random() < 0.25:
            who = await self.pick_member(channel, seated=True)
            if found is None or who.id != int(found.group(1)):
                await self.click(who, message, rng.choice(pre))
            return
        actor = by_id.get(int(found.group(1))) if found else None
        moves = [i for i in ids if i.startswith("holdem:v1:act:")]
        if actor is None or not moves:
            await asyncio.sleep(0.05)  # a robot's turn, or between hands: let the bot work
            return
        weights = {"fold": 2, "check": 6, "call": 6, "allin": 1}
        picks = [i for i in moves if i.rsplit(":", 1)[1] in weights]
        if picks:
            pick = rng.choices(picks, weights=[weights[i.rsplit(":", 1)[1]] for i in picks])[0]
            await self.click(actor, message, pick)

    async def set_up(self) -> None:
        """Open the tables: the members get their bankrolls, sit down, the creators deal."""
        rng = self.rng
        for member in [*self.members, self.boss]:
            await self.slash(member, self.channels[0], "balance")  # the opening grant
        for n, channel in enumerate(self.channels):
            creator = self.members[n % len(self.members)]
            options: dict[str, object] = {"small_blind": 5, "big_blind": 10}
            if n == 0:
                options.update(run_it_twice=True, bomb_every=4, rabbit_hunt=True)
            if n == 1:
                options["clock"] = 10
            await self.slash(creator, channel, "poker create", **options)
            players = [creator, *rng.sample([m for m in self.members if m != creator], 3)]
            for member in players:
                await self.slash(member, channel, "poker join", buy_in=1000)
            await self.slash(creator, channel, "poker start")
        await self.check_books()


def _children(pid: int) -> set[int]:
    """The child processes of ``pid`` (Linux: /proc/PID/task/*/children); none if unknown."""
    found: set[int] = set()
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            found |= {int(c) for c in (task / "children").read_text().split()}
    except OSError:
        pass
    return found


def _alive(pids: set[int]) -> list[int]:
    """Those of ``pids`` that still run."""
    return sorted(pid for pid in pids if Path(f"/proc/{pid}").exists())


async def _open(database: Path | str) -> Store:
    """The store the bot runs on: a SQLite file, or a database URL."""
    if isinstance(database, Path):
        return await SqliteStore.open(database)
    return await open_store(database)


def _state(table: TableRecord) -> dict[str, object]:
    """A table's saved service state (empty before the first save)."""
    loaded = json.loads(table.state_json) if table.state_json else {}
    return loaded if isinstance(loaded, dict) else {}


def _should_deal(table: TableRecord) -> bool:
    """Started, and two or more seated players in with chips: it must deal (or be dealing)."""
    live = [s for s in table.seats if not s.is_sitting_out and s.stack > 0]
    return bool(_state(table).get("started")) and len(live) >= 2


def _dealing(table: TableRecord, first_hand_no: int) -> bool:
    """A hand is in progress, a deal is planned, or a hand was dealt since the first look."""
    planned = _state(table).get("next_hand_at") is not None
    return table.hand_json is not None or planned or table.hand_no > first_hand_no


async def run_soak(
    emulator: DiscordEmulator,
    database: Path | str,
    *,
    seconds: float,
    stop_every: tuple[float, float] = (25.0, 45.0),
    quiet_tail: float = 0.0,
    tables: int = 4,
    members: int = 10,
    seed: int | None = None,
    on_sample: float = 5.0,
    min_stops: int = 2,
) -> Figures:
    """Play for ``seconds`` with stops every ``stop_every`` s, checking as described above.

    ``quiet_tail`` seconds at the end see no stop (the long form's memory window). On a slow
    machine the play goes on past ``seconds`` until ``min_stops`` stops (one of each kind
    for two) have been made, each at once when it is late. Returns the
    figures; the caller asserts on them (conservation fails at once, as an AssertionError).
    """
    rng = random.Random(seed)
    guild = await emulator.add_guild("Soak Room")
    channels = [await emulator.add_text_channel(guild, f"table-{n + 1}") for n in range(tables)]
    people = [await emulator.add_member(guild, f"member{n + 1}") for n in range(members)]
    boss = await emulator.add_member(guild, "boss", permissions=Perm.MANAGE_GUILD)
    store = "PostgreSQL" if isinstance(database, str) else "SQLite"
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(guild.id),
        "LOG_LEVEL": "WARNING",
        "STARTING_CHIPS": str(START),
        "HAND_PAUSE_SECONDS": "0.5",
        "ROBOT_PAUSE_SECONDS": "0.05-0.2",
    }
    soak = Soak(emulator, guild, channels, people, boss, database, rng, Figures(store), env)
    soak.figures.tables, soak.figures.members = tables, members + 1
    kinds = rng.sample([signal.SIGKILL, signal.SIGTERM], 2)
    began = time.monotonic()
    await soak.start_bot()
    try:
        await soak.set_up()
        end = began + seconds
        next_stop = time.monotonic() + rng.uniform(*stop_every)
        next_sample = time.monotonic()
        while (now := time.monotonic()) < end or soak.restarts < min_stops:
            if now >= next_sample:
                soak.sample_rss()
                next_sample = now + on_sample
            short = now >= end - quiet_tail and soak.restarts < min_stops  # a slow machine
            if (now >= next_stop and now < end - quiet_tail) or short:
                how = kinds[soak.restarts % 2]  # both kinds, in turn
                await soak.stop_bot(how)
                await soak.check_books()
                await soak.start_bot()
                soak.restarts += 1
                await soak.check_progress(limit=20)
                next_stop = time.monotonic() + rng.uniform(*stop_every)
                continue
            await soak.step()
        soak.sample_rss()
        await soak.check_progress(limit=20)
    finally:
        if soak.bot is not None:
            await soak.bot.stop()
    await soak.check_books()
    soak.figures.hands = sum(t.hand_no for t in await soak.tables())
    soak.figures.seconds = time.monotonic() - began
    return soak.figures


def memory_drift(figures: Figures, window: float) -> tuple[int, int] | None:
    """Mean RSS (KiB) of the last restart's first and last ``window`` s, if it ran 2 windows."""
    last = max((r for r, _, _ in figures.rss), default=0)
    samples = [(t, kib) for r, t, kib in figures.rss if r == last]
    if not samples or samples[-1][0] < 2 * window:
        return None
    span = samples[-1][0]
    head = [kib for t, kib in samples if t <= window]
    tail = [kib for t, kib in samples if t >= span - window]
    return sum(head) // len(head), sum(tail) // len(tail)
