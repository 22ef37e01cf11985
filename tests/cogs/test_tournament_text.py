"""What tournament posts say: shared places as a range, a deal's results and proposal.

Players out in the same hand with the same chips share their places: the results post and
``/poker tournament status`` write them as "2nd" to "4th" joined by an en dash, with each
one's shared prize, in every language's own ordinals; a tournament ended by a deal says so.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pytest

from cardroom.conductor import Conductor, Result
from cardroom.tournament.deal import DealOffer
from cogs.i18n import LOCALES, speaking
from cogs.tournament_deal import deal_text
from cogs.tournament_tables import place_text, results_lines

EN_DASH = "\u2013"


def _conductor(results: tuple[Result, ...], *, by_deal: bool = False) -> Conductor:
    """A finished tournament as results_lines reads it."""
    return cast(
        "Conductor",
        SimpleNamespace(record=SimpleNamespace(name="Friday"), results=results, by_deal=by_deal),
    )


def test_shared_places_show_as_a_range_with_their_shared_prize() -> None:
    results = (
        Result(11, 1, 1, 500),
        Result(12, 2, 4, 167),
        Result(13, 2, 4, 167),
        Result(14, 2, 4, 166),
        Result(15, 5, 5, 0),
    )
    with speaking("en-US"):
        lines = results_lines(_conductor(results))
    assert lines[0] == "Results of Friday"
    assert lines[1].startswith("1st · <@11>")
    assert lines[2] == f"2nd{EN_DASH}4th · <@12> · 167"
    assert lines[4] == f"2nd{EN_DASH}4th · <@14> · 166"
    assert lines[5].startswith("5th · <@15>")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_language_writes_a_range_with_an_en_dash(locale: str) -> None:
    with speaking(locale):
        shared, alone = place_text(2, 4), place_text(3, 3)
    first, last = shared.split(EN_DASH)
    assert first.startswith("2")
    assert last.startswith("4")
    assert alone.startswith("3")
    assert EN_DASH not in alone


def test_a_deal_says_so_in_the_title_and_its_proposal_lists_everyone() -> None:
    with speaking("en-US"):
        title = results_lines(_conductor((Result(1, 1, 1, 10),), by_deal=True))[0]
    assert title == "Results of Friday (ended by a deal)"
    offer = DealOffer.open(
        1, proposer=3, stacks={3: 100, 4: 300}, pool_left=100, unpaid=(70, 30), now=0
    ).accept(4)
    conductor = cast("Conductor", SimpleNamespace(record=SimpleNamespace(name="Friday")))
    with speaking("en-US"):
        text = deal_text(conductor, offer, ending="mtt.deal.declined")
    lines = text.splitlines()
    assert lines[0].startswith("<@3> proposes an ICM deal to end Friday")
    assert lines[1] == f"✅ <@4> · 300 chips · takes {offer.amounts[4]}"
    assert lines[2] == f"… <@3> · 100 chips · takes {offer.amounts[3]}"
    assert offer.amounts[3] + offer.amounts[4] == 100
    assert lines[3].startswith("Declined")
