"""The card room's maintenance commands: ``python -m cardroom migrate-db SQLITE_PATH POSTGRES_URL``.

``migrate-db`` copies a SQLite database into an empty PostgreSQL one
(:mod:`cardroom.store.transfer`); stop the bot first (the SQLite file's lock is taken, so a
running bot makes it refuse). It prints what it copied, or why it would not, and exits with
status 0, or 2 when it refused.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from cardroom import lockfile
from cardroom.store import ConnectionLost, SchemaTooNew
from cardroom.store.transfer import TargetNotEmpty, TransferMismatch, copy_sqlite_to_postgres
from cardroom.store.url import StoreKind, parse


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status."""
    parser = argparse.ArgumentParser(prog="python -m cardroom")
    commands = parser.add_subparsers(dest="command", required=True)
    migrate = commands.add_parser(
        "migrate-db", help="copy a SQLite database into an empty PostgreSQL database"
    )
    migrate.add_argument("sqlite_path", type=Path, help="the bot's SQLite file")
    migrate.add_argument("postgres_url", help="postgresql://user:password@host/database")
    args = parser.parse_args(argv)
    source: Path = args.sqlite_path
    try:
        target = parse(args.postgres_url)
    except ValueError as error:
        return _refuse(str(error))
    if target.kind is not StoreKind.POSTGRES:
        return _refuse("the target must be a postgresql:// URL")
    if not source.is_file():
        return _refuse(f"there is no SQLite database at {source}")
    try:
        with lockfile.hold(source):
            copied = asyncio.run(copy_sqlite_to_postgres(source, target.url))
    except (
        lockfile.DatabaseInUse,
        TargetNotEmpty,
        TransferMismatch,
        SchemaTooNew,
        ConnectionLost,
    ) as error:
        return _refuse(str(error))
    sys.stdout.write(
        f"Copied {copied.total} rows ({len(copied.rows)} tables) from {source}"
        f" to {target.redacted()}; chips agree on {copied.guilds} servers.\n"
    )
    return 0


def _refuse(reason: str) -> int:
    """Say why nothing was done; exit status 2."""
    sys.stderr.write(f"migrate-db: {reason}\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
