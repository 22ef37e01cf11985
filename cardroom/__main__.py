"""The card room's maintenance commands: ``python -m cardroom migrate-db|backup ...``.

``migrate-db SQLITE_PATH POSTGRES_URL`` copies a SQLite database into an empty PostgreSQL
one (:mod:`cardroom.store.transfer`); stop the bot first (the SQLite file's lock is taken,
so a running bot makes it refuse).

``backup PATH [--database URL]`` writes a copy of the bot's SQLite database (the one
``DATABASE_URL`` names, as for the bot) to the new file ``PATH`` while the bot runs, checks
it and prints each server's chips in it (:mod:`cardroom.store.backup`). A PostgreSQL
database is backed up with ``pg_dump`` instead (docs/DEPLOY.md).

Each prints what it did, or why it would not, and exits with status 0, or 2 when it
refused (``backup``: 1 when the copy's chips disagree with its ledger; the copy is kept).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from cardroom import lockfile
from cardroom.store import ConnectionLost, SchemaTooNew
from cardroom.store.backup import BackupRefused, BackupReport, back_up
from cardroom.store.transfer import TargetNotEmpty, TransferMismatch, copy_sqlite_to_postgres
from cardroom.store.url import StoreKind, from_environment, parse


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status."""
    parser = argparse.ArgumentParser(prog="python -m cardroom")
    commands = parser.add_subparsers(dest="command", required=True)
    migrate = commands.add_parser(
        "migrate-db", help="copy a SQLite database into an empty PostgreSQL database"
    )
    migrate.add_argument("sqlite_path", type=Path, help="the bot's SQLite file")
    migrate.add_argument("postgres_url", help="postgresql://user:password@host/database")
    backup = commands.add_parser(
        "backup", help="copy the bot's SQLite database to a new file while the bot runs"
    )
    backup.add_argument("path", type=Path, help="the new file to write the backup to")
    backup.add_argument(
        "--database",
        default=None,
        help="the database to back up (default: DATABASE_URL or DATABASE_PATH, as the bot)",
    )
    args = parser.parse_args(argv)
    if args.command == "backup":
        return _backup(args.path, args.database)
    return _migrate(args.sqlite_path, args.postgres_url)


def _migrate(source: Path, postgres_url: str) -> int:
    """``migrate-db``: copy the SQLite file into an empty PostgreSQL database."""
    try:
        target = parse(postgres_url)
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


def _backup(target: Path, database: str | None) -> int:
    """``backup``: copy the SQLite database to ``target``, check it, print its chips."""
    try:
        source = from_environment() if database is None else parse(database)
    except ValueError as error:
        return _refuse(str(error), "backup")
    if source.path is None:
        return _refuse(
            f"{source.redacted()} is a PostgreSQL database: back it up with pg_dump"
            " (see docs/DEPLOY.md, Backups)",
            "backup",
        )
    try:
        report = asyncio.run(back_up(source.path, target))
    except (BackupRefused, SchemaTooNew) as error:
        return _refuse(str(error), "backup")
    sys.stdout.write(_described(report))
    if not report.conserved:
        sys.stderr.write("backup: the chips in the copy disagree with its ledger (kept)\n")
        return 1
    return 0


def _described(report: BackupReport) -> str:
    """The lines ``backup`` prints: the copy, its check, each server's chips."""
    lines = [
        f"Backed up {report.source} to {report.target}: {report.pages:,} pages,"
        f" {report.size:,} bytes, copied in {report.seconds:.2f} s.",
        f"integrity_check: {report.integrity}",
    ]
    for server in report.servers:
        agree = "the ledger agrees" if server.conserved else f"the ledger says {server.ledger:,}"
        lines.append(f"server {server.guild_id}: {server.chips:,} chips ({agree})")
    total = sum(server.chips for server in report.servers)
    lines.append(f"{len(report.servers)} servers, {total:,} chips in all.")
    return "\n".join(lines) + "\n"


def _refuse(reason: str, command: str = "migrate-db") -> int:
    """Say why nothing was done; exit status 2."""
    sys.stderr.write(f"{command}: {reason}\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
