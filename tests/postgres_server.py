"""A real PostgreSQL server for the tests: a pytest plugin with its fixtures and helpers.

``postgres_server`` (session) is the server: the one ``TEST_DATABASE_URL`` names (a URL to
any database on it, by a role that may create databases), or else a PostgreSQL 16 of the
``pgserver`` wheel (the dev extra), started in a temporary folder and stopped at the end
(as root, pgserver runs the server as its own ``pgserver`` user). ``postgres_url``
(per test) is a fresh, empty database on it, dropped after the test; code that needs more
(a test that makes several, a workload in a subprocess) calls :meth:`PostgresServer.new_database`.
``tests/conftest.py`` loads this plugin, so every test folder, e2e included, has both.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import tempfile
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

_NAMES = itertools.count(1)


@dataclass
class PostgresServer:
    """A server the tests may create databases on."""

    admin_url: str
    """A URL to the server's maintenance database (``postgres``), for CREATE DATABASE."""
    made: list[str] = field(default_factory=list)

    def url_of(self, database: str) -> str:
        """The URL of ``database`` on this server (same user, host and options)."""
        parts = urlsplit(self.admin_url)
        return urlunsplit((parts.scheme, parts.netloc, "/" + database, parts.query, ""))

    async def new_database(self) -> str:
        """Create an empty database and return its URL (dropped by :meth:`drop`)."""
        name = f"cardroom_test_{os.getpid()}_{next(_NAMES)}"
        conn = await asyncpg.connect(self.admin_url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
        finally:
            await conn.close()
        self.made.append(name)
        return self.url_of(name)

    async def drop(self, url: str) -> None:
        """Drop a database :meth:`new_database` made (its connections are ended first)."""
        name = urlsplit(url).path.lstrip("/")
        conn = await asyncpg.connect(self.admin_url)
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await conn.close()


def _start_local(folder: Path) -> tuple[str, object]:
    """Start pgserver's PostgreSQL in ``folder``; its URL and its handle."""
    from pgserver import postgres_server as pgserver  # dev extra; only if no TEST_DATABASE_URL

    server = pgserver.get_server(folder / "pgdata", cleanup_mode="stop")
    return str(server.get_uri()), server


def admin_url_of(url: str) -> str:
    """The URL of the maintenance database (``postgres``) on the server ``url`` names."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/postgres", parts.query, ""))


@contextlib.contextmanager
def running_server(given: str = "") -> Iterator[PostgresServer]:
    """The server ``given`` names (a URL to any database on it), or a local one started here.

    The local one is pgserver's, in a temporary folder with a short path (its Unix socket
    lives there, at most ~100 characters), stopped on the way out.
    """
    if given:
        yield PostgresServer(admin_url_of(given))
        return
    with tempfile.TemporaryDirectory(prefix="pg", dir="/tmp") as folder:
        url, server = _start_local(Path(folder))
        try:
            yield PostgresServer(url)
        finally:
            server.cleanup()  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The PostgreSQL server of the test session (``TEST_DATABASE_URL``, or a local one)."""
    with running_server(os.environ.get("TEST_DATABASE_URL", "").strip()) as server:
        yield server


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """A fresh, empty database for one test; dropped afterwards."""
    url = await postgres_server.new_database()
    yield url
    await postgres_server.drop(url)
