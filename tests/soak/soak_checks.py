"""What every short soak must show, shared by the SQLite and the PostgreSQL test.

The two stores' soaks are two files so that pytest-xdist's ``--dist loadfile`` (README:
Run the tests) gives them to two workers, started first (``tests/conftest.py``).
"""

from __future__ import annotations

import os

from tests.soak.workload import Figures

SECONDS = float(os.environ.get("SOAK_SECONDS", "180"))
"""The short form's length; ``SOAK_SECONDS`` makes it longer (or shorter, to try it)."""


def check(figures: Figures) -> None:
    """Stops of both kinds, conservation at each, every interaction answered, tables going."""
    print(figures.summary())
    print(figures.private_answers())
    assert figures.kills >= 1, "no SIGKILL: too short"
    assert figures.terms >= 1, "no SIGTERM: too short"
    assert figures.checks >= figures.kills + figures.terms + 2  # set-up, every stop, the end
    assert not figures.unanswered, figures.unanswered
    assert not figures.stuck, figures.stuck
    assert not figures.orphans, figures.orphans
    assert figures.hands > figures.tables  # the tables dealt on through the stops
    assert figures.interactions > 100
