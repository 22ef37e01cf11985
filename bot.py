"""Entry point of the Hold'em host: read settings from `.env`, set up logging, run the bot."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import secrets
import sys
from dataclasses import dataclass, field
from pathlib import Path

import discord
from discord.ext import commands
from dotenv import load_dotenv

from cardroom import lockfile
from cardroom.bank import Bank
from cardroom.clock import SystemClock
from cardroom.models import BankRules
from cardroom.store import SqliteStore, Store, integrity
from cardroom.tables import TableService
from cogs import pictures
from cogs.buttons import LeaderboardButton, TableButton
from cogs.desk import Desk
from cogs.tree import HoldemTree

log = logging.getLogger("holdem")

INITIAL_EXTENSIONS = ("cogs.poker", "cogs.bank", "cogs.admin")
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


@dataclass(frozen=True, kw_only=True)
class Settings:
    """Everything the bot reads from the environment (and `.env`), parsed once in main()."""

    token: str = field(repr=False)
    """The bot token; never logged, never shown in a repr."""
    database_path: Path = Path("holdem.sqlite3")
    """The SQLite file that keeps bankrolls, tables and hand histories."""
    dev_guild_id: int | None = None
    """A server to sync commands to at start-up, for development."""
    log_level: str = "INFO"
    """The logging level: DEBUG, INFO, WARNING or ERROR."""
    starting_chips: int = 10_000
    """The chips a member's bankroll opens with on a server."""
    daily_chips: int = 1_000
    """The chips /daily pays, at most once every 24 hours."""
    sync_commands: bool = False
    """Sync the global slash commands at start-up (the --sync flag)."""
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
            database_path=Path(os.environ.get("DATABASE_PATH", "").strip() or "holdem.sqlite3"),
            dev_guild_id=_int_setting("DEV_GUILD_ID", None),
            log_level=os.environ.get("LOG_LEVEL", "").strip().upper() or "INFO",
            starting_chips=_int_setting("STARTING_CHIPS", 10_000) or 0,
            daily_chips=_int_setting("DAILY_CHIPS", 1_000) or 0,
            sync_commands="--sync" in args,
            runout_ms=max(0, _int_setting("RUNOUT_MS", 1500) or 0),
            ping_ms=max(0, _int_setting("PING_MS", 4000) or 0),
        )


class HoldemBot(commands.Bot):
    """The Hold'em host: slash commands only, no privileged intents, services injected."""

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
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents,
            max_messages=None,
            tree_cls=HoldemTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False),
        )
        self.settings = settings
        self.store = store
        self.tables = tables
        self.bank = bank
        self.desk = desk
        desk.attach(self)

    async def setup_hook(self) -> None:
        """Load the cogs, register the buttons, sync if asked, restore the open tables."""
        for extension in INITIAL_EXTENSIONS:
            await self.load_extension(extension)
        self.add_dynamic_items(TableButton, LeaderboardButton)
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
        try:
            updates = await self.tables.restore()
        except Exception:  # the bot starts anyway: the tables restored so far are live
            log.exception("Could not restore the open tables")
            updates = ()
        await self.desk.restore(updates)
        log.info("Restored %d open tables", len(updates))
        # Everything loaded so far lives as long as the process: keep it out of the
        # garbage collector's full passes (see GC_THRESHOLDS).
        gc.freeze()

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
    """Compose the store, the card room and the bot, and run until stopped."""
    rules = BankRules(starting_chips=settings.starting_chips, daily_chips=settings.daily_chips)
    desk = Desk(runout_gap=settings.runout_ms / 1000, ping_delay=settings.ping_ms / 1000)
    async with await SqliteStore.open(settings.database_path, rules=rules) as store:
        tables = TableService(
            store,
            clock=SystemClock(),
            rng_factory=secrets.SystemRandom,
            listener=desk,
        )
        bank = Bank(store)
        bot = HoldemBot(settings=settings, store=store, tables=tables, bank=bank, desk=desk)
        async with bot:
            try:
                await bot.start(settings.token)
            finally:
                await tables.shutdown()


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
        try:
            held.enter_context(lockfile.hold(settings.database_path))
            integrity.check(settings.database_path)
        except (lockfile.DatabaseInUse, integrity.DatabaseFault) as refusal:
            sys.stderr.write(f"{refusal}\n")
            log.error("Not starting: %s", str(refusal).splitlines()[0])
            return 2
        except OSError as error:
            sys.stderr.write(f"Cannot use the database {settings.database_path}: {error}\n")
            return 2
        with (
            contextlib.suppress(KeyboardInterrupt),
            asyncio.Runner(loop_factory=new_event_loop) as runner,
        ):
            runner.run(run(settings))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
