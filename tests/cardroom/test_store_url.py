"""DATABASE_URL's parsing and redaction, the placeholder rewrite, and driver errors' mapping.

These modules carry their cases as doctests; the test command collects doctests of
``holdem`` only, so they run here.
"""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from cardroom.store import _postgres_adapter, _sql, url
from cardroom.store._sql import numbered


@pytest.mark.parametrize("module", [url, _sql, _postgres_adapter])
def test_the_doctests_hold(module: ModuleType) -> None:
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert tried > 0
    assert failures == 0


def test_a_password_never_shows_in_a_repr() -> None:
    parsed = url.parse("postgresql://bot:s3cret@db:5432/holdem?password=other")
    assert "s3cret" not in repr(parsed)
    assert "other" not in repr(parsed)
    assert "s3cret" not in parsed.describe()


def test_numbered_placeholders_follow_sqlite_rules() -> None:
    assert numbered("VALUES (?, ?3, ?)") == "VALUES ($1, $3, $4)"
    assert numbered("SELECT 'it''s?', ?") == "SELECT 'it''s?', $1"
