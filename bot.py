"""Entry point of the Hold'em host: read settings from `.env`, set up logging, run the bot."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from dotenv import load_dotenv

NO_TOKEN_HELP = """\
No Discord bot token found, so the bot cannot log in.

1. Create an application and its bot at https://discord.com/developers/applications
   (Bot -> Reset Token, then copy the token).
2. Copy .env.example to .env in this folder and put the token after DISCORD_TOKEN=
   (or set the DISCORD_TOKEN environment variable).
3. Invite the bot with the "bot" and "applications.commands" scopes, then run this again.
"""


def _int_setting(name: str, default: int | None) -> int | None:
    """Read a whole-number setting, refusing text that is not one."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise SystemExit(f"{name} must be a whole number, not {raw!r} (see .env.example).") from None


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
        )


def main() -> int:
    """Run the bot until it is stopped; exit status 2 when there is no token."""
    settings = Settings.from_env()
    if not settings.token:
        sys.stderr.write(NO_TOKEN_HELP)
        return 2
    sys.stderr.write("The Discord front desk is not built yet.\n")
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
