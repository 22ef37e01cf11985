"""Entry point of the Hold'em host: read settings from `.env`, set up logging, run the bot."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import logging
import os
import secrets
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Self

import discord
from discord.ext import commands
from dotenv import load_dotenv

from cardroom import lockfile
from cardroom.bank import Bank
from cardroom.claims import LocalClaims, ServerClaims
from cardroom.clock import SystemClock
from cardroom.errors import BankBusy
from cardroom.models import BankRules
from cardroom.shards import ShardPlan
from cardroom.store import (
    ConnectionLost,
    DatabaseUrl,
    SchemaTooNew,
    Store,
    integrity,
    open_store,
    url,
)
from cardroom.store.advisory import AdvisoryClaims
from cardroom.tables import TableService, TableSettings
from cardroom.tournaments import Tournaments
from cogs import pictures
from cogs.buttons import LeaderboardButton, TableButton
from cogs.desk import Desk
from cogs.homegame import HomeGameButton
from cogs.preactions import PreActionButton
from cogs.replay import ReplayButton
from cogs.tree import HoldemTree

log = logging.getLogger("holdem")

INITIAL_EXTENSIONS = ("cogs.poker", "cogs.tournaments", "cogs.bank", "cogs.admin")
"""The extensions setup_hook loads, in order."""

NO_TOKEN_HELP = """\
No Discord bot token found, so the bot cannot log in.

1. Create an application and its bot at https://discord.com/developers/applications
   (Bot -> Reset Token, then copy the token).
2. Copy .env.example to .env in this folder and put the token after DISCORD_TOKEN=
   (or set the DISCORD_TOKEN environment variable).
3. Invite the bot with the "bot" and "applications.commands" scopes, then run this again.
"""  # noqa: S105 - help text, not a secret


def _int_setting(name: str, default: int | None) -> int | None:
    """Read a whole-number setting, refusing text that is not one."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise SystemExit(
            f"{name} must be a whole number, not {raw!r} (see .env.example)."
        ) from None


def _database_setting() -> DatabaseUrl:
    """``DATABASE_URL`` (or the older ``DATABASE_PATH``), refusing a URL of no known store."""
    try:
        return url.from_environment()
    except ValueError as error:
        raise SystemExit(f"{error} (see .env.example).") from None


def _shard_setting() -> ShardPlan | None:
    """Read SHARD_COUNT and SHARD_IDS; a bad value stops the bot with exit status 2."""
    try:
        return ShardPlan.parse(os.environ.get("SHARD_COUNT", ""), os.environ.get("SHARD_IDS", ""))
    except ValueError as error:
        sys.stderr.write(f"{error}\n")
        raise SystemExit(2) from None


def _seconds_setting(name: str, default: tuple[float, float]) -> tuple[float, float]:
    """Read a pause in seconds: one number, or a range "1-3" (a random pause within it)."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        low, _, high = raw.partition("-")
        pause = (float(low), float(high or low))
    except ValueError:
        raise SystemExit(
            f"{name} must be seconds, such as 2 or 1-3, not {raw!r} (see .env.example)."
        ) from None
    if not 0 <= pause[0] <= pause[1]:
        raise SystemExit(f"{name} must be a range from low to high, not {raw!r}.")
    return pause


def _odds_workers() -> bool:
    """Where pre-flop odds are counted: "processes" (the default) or "threads"."""
    raw = os.environ.get("ODDS_WORKERS", "").strip().lower() or "processes"
    if raw not in ("processes", "threads"):
        raise SystemExit(f"ODDS_WORKERS must be processes or threads, not {raw!r}.")
    return raw == "processes"


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Everything the bot reads from the environment (and `.env`), parsed once in main()."""

    token: str = field(repr=False)
    """The bot token; never logged, never shown in a repr."""
    database: DatabaseUrl = url.DEFAULT_DATABASE
    """The database that keeps bankrolls, tables and hand histories (``DATABASE_URL``)."""
    dev_guild_id: int | None = None
    """A server to sync commands to at start-up, for development."""
    log_level: str = "INFO"
    """The logging level: DEBUG, INFO, WARNING or ERROR."""
    starting_chips: int = 10_000
    """The chips a member's bankroll opens with on a server."""
    daily_chips: int = 1_000
    """The chips /daily pays, at most once every 24 hours."""
    robot_pause: tuple[float, float] = (1.0, 3.0)
    """The pause before a computer player acts, in seconds: a random one in this range."""
    hand_pause: float = 5.0
    """The pause between two hands, in seconds."""
    odds_processes: bool = True
    """Count pre-flop all-in odds in worker processes (else in a thread of the bot)."""
    sync_commands: bool = False
    """Sync the global slash commands at start-up (the --sync flag)."""
    shards: ShardPlan | None = None
    """The gateway shards this process runs (SHARD_COUNT, SHARD_IDS); None runs them all."""

    @property
    def database_path(self) -> Path | None:
        """The SQLite file, when the database is one (None for PostgreSQL)."""
        return self.database.path

    runout_ms: int = 1500
    """Milliseconds between the streets of an all-in run-out shown in the table message."""
    ping_ms: int = 4000
    """Milliseconds a turn waits before its player is pinged (if they have not acted)."""

    @classmethod
    def from_env(cls, argv: list[str] | None = None) -> Settings:
        """Load `.env` (if any) and read the settings; the token may be empty here."""
        load_dotenv()
        args = sys.argv[1:] if argv is None else argv
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            database=_database_setting(),
            dev_guild_id=_int_setting("DEV_GUILD_ID", None),
            log_level=os.environ.get("LOG_LEVEL", "").strip().upper() or "INFO",
            starting_chips=_int_setting("STARTING_CHIPS", 10_000) or 0,
            daily_chips=_int_setting("DAILY_CHIPS", 1_000) or 0,
            robot_pause=_seconds_setting("ROBOT_PAUSE_SECONDS", (1.0, 3.0)),
            hand_pause=_seconds_setting("HAND_PAUSE_SECONDS", (5.0, 5.0))[0],
            odds_processes=_odds_workers(),
            sync_commands="--sync" in args,
            shards=_shard_setting(),
            runout_ms=max(0, _int_setting("RUNOUT_MS", 1500) or 0),
            ping_ms=max(0, _int_setting("PING_MS", 4000) or 0),
        )


STOP_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")
"""The signals that stop the bot cleanly: hosts and ``docker stop`` send SIGTERM, terminals
SIGHUP when they close, Ctrl+C SIGINT. A second one stops it at once."""

ANSWER_SECONDS = 1.5
"""How long a stop waits, after the tables, for the answers of interactions under way."""

CUT_SHORT_SECONDS = 7.0
"""A clean stop taking longer than this is cut short (hosts SIGKILL after about 10 s)."""


class Stopper:
    """The stop signals: the first asks for a clean stop, a second one cuts it short.

    discord.py's ``Client.run`` handles Ctrl+C only, and Python's default for SIGTERM ends
    the process at once; with these handlers every stop signal goes the same clean way
    (:meth:`HoldemBot.stop_serving`).
    """

    def __init__(self) -> None:
        """Watch for stop signals on the running loop (call :meth:`install`)."""
        self.requested = asyncio.Event()
        """A stop was asked for."""
        self.why = ""
        """The signal that asked for it (its name)."""
        self.at = 0.0
        """When it was asked for (the loop's clock)."""
        self._loop = asyncio.get_running_loop()
        self._main = asyncio.current_task()
        self._installed: list[signal.Signals] = []

    def install(self) -> Self:
        """Install the handlers (where the platform has the signal and the loop supports it)."""
        for name in STOP_SIGNALS:
            signum = getattr(signal, name, None)
            if signum is None:  # Windows has no SIGHUP
                continue
            try:
                self._loop.add_signal_handler(signum, self._received, signum)
            except (NotImplementedError, RuntimeError):  # Windows' loop; not the main thread
                continue
            self._installed.append(signum)
        return self

    def uninstall(self) -> None:
        """Give the signals back to their defaults."""
        for signum in self._installed:
            self._loop.remove_signal_handler(signum)
        self._installed.clear()

    def _received(self, signum: int) -> None:
        """A stop signal: the first starts the clean stop, a second cuts it short."""
        name = signal.Signals(signum).name
        if self.requested.is_set():
            self._cut_short(f"a second {name}")
            return
        self.why, self.at = name, self._loop.time()
        self.requested.set()
        self._loop.call_later(CUT_SHORT_SECONDS, self._cut_short, "the clean stop took too long")

    def _cut_short(self, why: str) -> None:
        """Cancel the bot's main task: its ``finally`` blocks still close the store."""
        if self._main is not None and not self._main.done():
            log.warning("Stopping at once: %s", why)
            self._main.cancel()

    async def serve(self, serving: asyncio.Task[None]) -> None:
        """Wait until ``serving`` ends (its error raised here) or a stop is asked for."""
        asked = asyncio.ensure_future(self.requested.wait())
        try:
            await asyncio.wait({serving, asked}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            asked.cancel()
        if serving.done():
            serving.result()


class HoldemBot(commands.AutoShardedBot):
    """The Hold'em host: slash commands only, no privileged intents, services injected.

    It runs the gateway shards of ``settings.shards`` (every shard Discord recommends when
    there is no plan); the card room serves the servers of those shards only.
    """

    user: discord.ClientUser
    settings: Settings
    store: Store
    tables: TableService
    bank: Bank
    desk: Desk

    def __init__(
        self, *, settings: Settings, store: Store, tables: TableService, bank: Bank, desk: Desk
    ) -> None:
        """Keep the services; no prefix commands (slash only), the guilds intent only.

        Slash commands, buttons and forms arrive as interactions whatever the intents, so
        the bot asks only for guilds (its servers and channels) and keeps no message cache:
        with the default intents the gateway would send back a MESSAGE_UPDATE for every
        edit of a table message, and discord.py would parse each one for nothing.
        """
        intents = discord.Intents.none()
        intents.guilds = True
        start = functools.partial(
            super().__init__,
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents,
            max_messages=None,
            tree_cls=HoldemTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False),
        )
        plan = settings.shards
        if plan is None:
            start()  # every shard, as many as Discord recommends
        else:
            start(shard_count=plan.shard_count, shard_ids=list(plan.shard_ids))
        self.settings = settings
        self.store = store
        self.tables = tables
        self.tournaments = Tournaments(tables)
        """The multi-table tournaments running here (their tables are the room's)."""
        self.bank = bank
        self.desk = desk
        desk.attach(self)
        self._warming: asyncio.Task[None] | None = None
        """The odds' pool warming up in the background (kept so the task is not lost)."""
        self.stopping = False
        """A stop was asked for: every new interaction hears that the room is restarting."""
        self.answering: set[asyncio.Task[object]] = set()
        """The tasks of the interactions under way (:func:`cogs.tree.taken_while_running`)."""

    async def stop_serving(self, why: str) -> None:
        """Stop cleanly: take nothing new, let the work under way finish, close the gateway.

        New clicks and commands are answered, privately, that the room is restarting and
        their hand is kept; the table service lets every save or settlement under way
        commit, then stops its clocks and the odds' worker processes; the answers under
        way go out; then the gateway closes. The store closes after (``run``).
        """
        self.stopping = True
        log.info(
            "Stopping (%s): new clicks hear that the room is restarting; the moves under way"
            " finish",
            why,
        )
        if self._warming is not None:
            self._warming.cancel()
        await self.tournaments.shutdown()
        await self.tables.shutdown()
        waiting = {task for task in self.answering if not task.done()}
        waiting.discard(asyncio.current_task())
        if waiting:
            await asyncio.wait(waiting, timeout=ANSWER_SECONDS)
        await self.close()

    async def setup_hook(self) -> None:
        """Load the cogs, register the buttons, sync if asked, restore the open tables."""
        for extension in INITIAL_EXTENSIONS:
            await self.load_extension(extension)
        self.add_dynamic_items(TableButton, LeaderboardButton, PreActionButton, HomeGameButton)
        self.add_dynamic_items(ReplayButton)
        # Draw the card faces and felt once now, not in the first hand's reply.
        await asyncio.to_thread(pictures.prepare)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d commands to the development server %s", len(synced), guild.id)
        if self.settings.sync_commands:
            synced = await self.tree.sync()
            log.info("Synced %d global commands", len(synced))
        # The odds' worker processes start now, beside the start-up rather than in its way,
        # and not at the first all-in (a cold pool costs seconds).
        self._warming = asyncio.create_task(self._warm_odds(), name="holdem-odds-warm-up")
        try:
            await self.tournaments.load()  # first: their tables come back conducted
            updates = await self.tables.restore()
        except Exception:  # the bot starts anyway: the tables restored so far are live
            log.exception("Could not restore the open tables")
            updates = ()
        await self.desk.restore(updates)
        try:
            await self.tournaments.resume()
        except Exception:
            log.exception("Could not resume the running tournaments")
        log.info("Restored %d open tables", len(updates))
        # Everything loaded so far lives as long as the process: keep it out of the
        # garbage collector's full passes (see GC_THRESHOLDS).
        gc.freeze()

    async def _warm_odds(self) -> None:
        """Start the odds' process pool and build its tables (a failure is logged)."""
        try:
            await self.tables.odds.prepare()
        except Exception:
            log.exception("Could not start the odds' worker processes")

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A channel was deleted: if a table was open there, it is closed (see the desk)."""
        await self.desk.channel_gone(channel.id)

    async def on_ready(self) -> None:
        """Log the connection (again after a reconnect)."""
        log.info("Logged in as %s (%s)", self.user, self.user.id)


def setup_logging(settings: Settings) -> None:
    """Log to stderr at the chosen level; discord.py's own DEBUG payloads stay off."""
    level = logging.getLevelName(settings.log_level)
    discord.utils.setup_logging(level=level if isinstance(level, int) else logging.INFO, root=True)
    # DEBUG on discord.* logs gateway and HTTP payloads; never in production logs.
    logging.getLogger("discord").setLevel(max(logging.INFO, logging.getLogger().level))


async def run(settings: Settings) -> None:
    """Compose the store, the card room and the bot, and run until stopped.

    SIGTERM, SIGHUP and Ctrl+C stop it cleanly (:class:`Stopper`,
    :meth:`HoldemBot.stop_serving`), with one log line at the end.
    """
    stopper = Stopper().install()
    try:
        await _run(settings, stopper)
    finally:
        stopper.uninstall()


async def _run(settings: Settings, stopper: Stopper) -> None:
    """:func:`run`'s body, with the stop signals watched by ``stopper``."""
    rules = BankRules(starting_chips=settings.starting_chips, daily_chips=settings.daily_chips)
    desk = Desk(runout_gap=settings.runout_ms / 1000, ping_delay=settings.ping_ms / 1000)
    if settings.shards is not None:
        log.info("Running %s", settings.shards.describe())
    store = await open_store(settings.database, rules=rules)
    log.info("Opened the store: %s", settings.database.describe())
    async with store:
        claims = await open_claims(settings)
        tables = TableService(
            store,
            clock=SystemClock(),
            rng_factory=secrets.SystemRandom,
            listener=desk,
            shards=settings.shards,
            claims=claims,
            settings=TableSettings(
                robot_pause=settings.robot_pause,
                pause_seconds=settings.hand_pause,
                odds_processes=settings.odds_processes,
            ),
        )
        bank = Bank(store)
        bot = HoldemBot(settings=settings, store=store, tables=tables, bank=bank, desk=desk)
        async with bot:
            try:
                if not stopper.requested.is_set():
                    serving = asyncio.create_task(bot.start(settings.token), name="holdem-bot")
                    await stopper.serve(serving)
                    if stopper.requested.is_set():
                        await bot.stop_serving(stopper.why)
                    await serving
            finally:
                await tables.shutdown()
                await claims.close()
    if stopper.requested.is_set():
        log.info(
            "Stopped cleanly on %s in %.1f s: every table is saved and resumes at the next start",
            stopper.why,
            asyncio.get_running_loop().time() - stopper.at,
        )


async def open_claims(settings: Settings) -> ServerClaims:
    """The claims on servers: advisory locks on PostgreSQL, in memory for SQLite.

    A SQLite file is this process's alone (:mod:`cardroom.lockfile`); a PostgreSQL
    database may be shared by several processes, one per group of shards.
    """
    if settings.database.path is None:
        return await AdvisoryClaims.open(settings.database.url)
    return LocalClaims()


def new_event_loop() -> asyncio.AbstractEventLoop:
    """The bot's event loop: uvloop's where it is installed (not on Windows), else asyncio's.

    Every table, the database thread's answers and discord.py's sockets share this one
    loop; uvloop runs its scheduling and I/O in C, which left about 8% more room for the
    tables in ``benchmarks/bench_cardroom.py``.
    """
    try:
        import uvloop  # optional: there is no wheel for Windows
    except ImportError:  # pragma: no cover - uvloop is installed where it can be
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


GC_THRESHOLDS = (20_000, 20, 100)
"""The garbage collector's generation thresholds for the bot (Python's are 700, 10, 10).

discord.py leaves reference cycles behind every interaction (views and their buttons,
parsed messages), and with the defaults they reached the oldest generation, whose passes
over the whole heap stalled every table for ~100 ms every ten seconds under load. A
larger young generation frees them young, and the start-up heap is frozen
(:meth:`HoldemBot.setup_hook`) so full passes stay short.
"""


def main() -> int:
    """Run the bot until it is stopped; exit status 2 when it cannot start.

    It cannot start without a token, while another process holds the database
    (:mod:`cardroom.lockfile`), or on a database file that is read-only, not a database
    or damaged (:mod:`cardroom.store.integrity`): each is explained on stderr.
    """
    settings = Settings.from_env()
    if not settings.token:
        sys.stderr.write(NO_TOKEN_HELP)
        return 2
    setup_logging(settings)
    gc.set_threshold(*GC_THRESHOLDS)
    with contextlib.ExitStack() as held:
        path = settings.database_path
        try:
            if path is not None:  # a SQLite file: one process, and a healthy file
                held.enter_context(lockfile.hold(path))
                integrity.check(path)
        except (lockfile.DatabaseInUse, integrity.DatabaseFault) as refusal:
            sys.stderr.write(f"{refusal}\n")
            log.error("Not starting: %s", str(refusal).splitlines()[0])
            return 2
        except OSError as error:
            sys.stderr.write(f"Cannot use the database {path}: {error}\n")
            return 2
        with (
            contextlib.suppress(KeyboardInterrupt),
            asyncio.Runner(loop_factory=new_event_loop) as runner,
        ):
            try:
                runner.run(run(settings))
            except (SchemaTooNew, ConnectionLost, BankBusy) as refusal:
                sys.stderr.write(f"Cannot use the database {settings.database!r}: {refusal}\n")
                log.error("Not starting: %s", refusal)
                return 2
            except asyncio.CancelledError:  # a stop cut short (Stopper): the store is closed
                log.info("Stopped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
