"""A real PostgreSQL server for the tests: a pytest plugin with its fixtures and helpers.

``postgres_server`` (session) is the server: the one ``TEST_DATABASE_URL`` names (a URL to
any database on it, by a role that may create databases), or else a PostgreSQL 16 of the
``pgserver`` wheel (the dev extra), started in a temporary folder and stopped at the end
(as root, pgserver runs the server as its own ``pgserver`` user). ``postgres_url``
(per test) is a fresh, empty database on it, dropped after the test; code that needs more
(a test that makes several, a workload in a subprocess) calls :meth:`PostgresServer.new_database`.
``tests/conftest.py`` loads this plugin, so every test folder, e2e included, has both.

Under pytest-xdist every worker is its own process with its own session fixtures, so the
workers of one run share one local server: its data folder is named after the run
(``PYTEST_XDIST_TESTRUNUID``, the same in every worker), pgserver starts it under its
inter-process lock for the first worker that asks, counts the processes holding it, and
the last one to let go stops it and deletes the folder. Database names carry the worker's
pid, so each test still gets a database of its own.
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


RUN_ID_ENV = "PYTEST_XDIST_TESTRUNUID"
"""Set by pytest-xdist in each worker of a run, to the same value for all of them."""


@contextlib.contextmanager
def shared_server(run_id: str) -> Iterator[PostgresServer]:
    """pgserver's PostgreSQL for every process of the test run ``run_id``, started once.

    The data folder's path is made of the run id alone (short: the Unix socket lives there),
    so every worker finds the same one; pgserver starts the server under its file lock if
    no process has yet, and stops it and deletes the folder when the last holder lets go.
    """
    from pgserver import postgres_server as pgserver  # dev extra; only if no TEST_DATABASE_URL

    key = "".join(c for c in run_id if c.isalnum())[:16]
    server = pgserver.get_server(Path("/tmp") / f"pgrun-{key}", cleanup_mode="delete")
    try:
        yield PostgresServer(str(server.get_uri()))
    finally:
        server.cleanup()


@contextlib.contextmanager
def running_server(given: str = "", run_id: str = "") -> Iterator[PostgresServer]:
    """The server ``given`` names (a URL to any database on it), or a local one started here.

    The local one is pgserver's, in a temporary folder with a short path (its Unix socket
    lives there, at most ~100 characters), stopped on the way out; with ``run_id`` (the
    processes of one xdist run) it is the one server they share (:func:`shared_server`).
    """
    if given:
        yield PostgresServer(admin_url_of(given))
        return
    if run_id:
        with shared_server(run_id) as shared:
            yield shared
        return
    with tempfile.TemporaryDirectory(prefix="pg", dir="/tmp") as folder:
        url, server = _start_local(Path(folder))
        try:
            yield PostgresServer(url)
        finally:
            server.cleanup()  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The PostgreSQL server of the test session (``TEST_DATABASE_URL``, or a local one).

    Under xdist, the workers of one run share the local one (see :func:`shared_server`).
    """
    given = os.environ.get("TEST_DATABASE_URL", "").strip()
    with running_server(given, os.environ.get(RUN_ID_ENV, "")) as server:
        yield server


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """A fresh, empty database for one test; dropped afterwards."""
    url = await postgres_server.new_database()
    yield url
    await postgres_server.drop(url)
