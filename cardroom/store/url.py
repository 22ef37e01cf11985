"""Which database the bot keeps: ``DATABASE_URL`` read, shown without its password, opened.

``DATABASE_URL`` names the store: ``sqlite:///holdem.sqlite3`` (a relative path after the
three slashes; ``sqlite:////var/lib/holdem/db.sqlite3`` is an absolute one, as SQLAlchemy
writes them) or ``postgresql://user:password@host:5432/holdem`` (also ``postgres://``;
libpq's form, with its ``?host=/run/postgresql`` for a socket). Unset, the older
``DATABASE_PATH`` names a SQLite file, and with neither it is ``holdem.sqlite3``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Final
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from cardroom.models import BankRules
from cardroom.store._rows import Clock, _utc_now
from cardroom.store.postgres import PostgresStore
from cardroom.store.protocol import Store
from cardroom.store.sqlite import SqliteStore

__all__ = [
    "DEFAULT_DATABASE",
    "DEFAULT_PATH",
    "DatabaseUrl",
    "StoreKind",
    "from_environment",
    "open_store",
    "parse",
]

DEFAULT_PATH = Path("holdem.sqlite3")
"""The SQLite file used when no setting names a database."""


class StoreKind(StrEnum):
    """The databases the store runs on."""

    SQLITE = "sqlite"
    POSTGRES = "postgres"


@dataclass(frozen=True, slots=True)
class DatabaseUrl:
    """A parsed ``DATABASE_URL``: which store, and where."""

    kind: StoreKind
    url: str
    """The URL as given (a SQLite one is made from the path); it may hold a password."""
    path: Path | None = None
    """The SQLite file; None for PostgreSQL."""

    def __repr__(self) -> str:
        """The redacted form, so that no log or traceback shows the password."""
        return f"DatabaseUrl({self.redacted()!r})"

    def redacted(self) -> str:
        """The URL with any password replaced by ``***`` (fit for logs).

        >>> parse("postgresql://bot:s3cret@db.example:5432/holdem").redacted()
        'postgresql://bot:***@db.example:5432/holdem'
        >>> parse("postgres://bot@db/holdem?password=s3cret&sslmode=require").redacted()
        'postgres://bot@db/holdem?password=%2A%2A%2A&sslmode=require'
        >>> parse("sqlite:///rooms/holdem.sqlite3").redacted()
        'sqlite:///rooms/holdem.sqlite3'
        """
        if self.kind is StoreKind.SQLITE:
            return self.url
        parts = urlsplit(self.url)
        netloc = parts.netloc
        if parts.password is not None:
            user, _, host = netloc.rpartition("@")
            netloc = f"{user.split(':', 1)[0]}:***@{host}"
        query = urlencode(
            [
                (key, "***" if key.lower() == "password" else value)
                for key, value in parse_qsl(parts.query, keep_blank_values=True)
            ]
        )
        return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))

    def describe(self) -> str:
        """What the bot logs when it opens the store."""
        if self.path is not None:
            return f"SQLite file {self.path}"
        return f"PostgreSQL {self.redacted()}"


def sqlite_url(path: Path) -> DatabaseUrl:
    """The SQLite store in the file at ``path``."""
    text = path.as_posix()
    return DatabaseUrl(StoreKind.SQLITE, "sqlite:///" + text, path)


DEFAULT_DATABASE: Final = sqlite_url(DEFAULT_PATH)
"""The store when no setting names one: the SQLite file :data:`DEFAULT_PATH`."""


def parse(text: str) -> DatabaseUrl:
    """Parse a ``DATABASE_URL``.

    >>> parse("sqlite:///holdem.sqlite3").path
    PosixPath('holdem.sqlite3')
    >>> parse("sqlite:////var/lib/holdem/room.db").path
    PosixPath('/var/lib/holdem/room.db')
    >>> parse("postgresql://bot@localhost/holdem").kind
    <StoreKind.POSTGRES: 'postgres'>
    >>> parse("mysql://x")
    Traceback (most recent call last):
    ...
    ValueError: DATABASE_URL must start with sqlite:/// or postgresql:// (not mysql://...)

    Raises:
        ValueError: Not a URL of either store.
    """
    text = text.strip()
    scheme = text.split("://", 1)[0].lower() if "://" in text else ""
    if scheme == "sqlite":
        if not text.lower().startswith("sqlite:///") or len(text) <= len("sqlite:///"):
            raise ValueError("a SQLite DATABASE_URL is sqlite:///relative/path or sqlite:////abs")
        return sqlite_url(Path(text[len("sqlite:///") :]))
    if scheme in {"postgresql", "postgres"}:
        return DatabaseUrl(StoreKind.POSTGRES, text)
    raise ValueError(
        "DATABASE_URL must start with sqlite:/// or postgresql://"
        f" (not {scheme or text[:12]}://...)"
    )


def from_environment(environ: Mapping[str, str] = os.environ) -> DatabaseUrl:
    """The database the settings name: ``DATABASE_URL``, else ``DATABASE_PATH``, else the default.

    >>> from_environment({"DATABASE_PATH": "a.db", "DATABASE_URL": "sqlite:///b.db"}).path
    PosixPath('b.db')
    >>> from_environment({"DATABASE_PATH": "a.db"}).path
    PosixPath('a.db')
    >>> from_environment({}).path
    PosixPath('holdem.sqlite3')
    """
    url = environ.get("DATABASE_URL", "").strip()
    if url:
        return parse(url)
    return sqlite_url(Path(environ.get("DATABASE_PATH", "").strip() or DEFAULT_PATH))


async def open_store(
    database: DatabaseUrl | str, *, rules: BankRules | None = None, clock: Clock = _utc_now
) -> Store:
    """Open the store the URL names (see :meth:`SqliteStore.open`, :meth:`PostgresStore.open`)."""
    if isinstance(database, str):
        database = parse(database)
    if database.path is not None:
        return await SqliteStore.open(database.path, rules=rules, clock=clock)
    return await PostgresStore.open(database.url, rules=rules, clock=clock)
