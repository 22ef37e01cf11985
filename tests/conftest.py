"""Fixtures for every test folder, e2e included: a real PostgreSQL server and fresh databases.

They live in :mod:`tests.postgres_server`: ``postgres_server`` (the session's server) and
``postgres_url`` (a fresh database per test).
"""

from tests.postgres_server import postgres_server, postgres_url

__all__ = ["postgres_server", "postgres_url"]
