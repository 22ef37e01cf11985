"""The pre-action row and the home-game buttons of the table message (cogs.preactions, homegame)."""

from __future__ import annotations

from typing import Any, cast

import discord

from cardroom.views import PreChoice, PreMove, RabbitView, SeatState, SeatView
from cogs.buttons import table_view
from cogs.homegame import HomeGameButton, rabbit_text, with_home_buttons
from cogs.i18n import speaking
from cogs.preactions import PreActionButton, choice_text, preaction_labels, with_preactions
from holdem.cards import parse_cards
from tests.cogs.test_render import ANN, BOB, CHANNEL, table

PRE = PreActionButton.__discord_ui_compiled_template__
HOME = HomeGameButton.__discord_ui_compiled_template__


def _buttons(ui: discord.ui.View | None) -> list[discord.ui.Button[Any]]:
    assert ui is not None
    return [cast(discord.ui.Button[Any], item) for item in ui.children]


def test_the_row_names_the_street_s_bet() -> None:
    with speaking("en-US"):
        facing = [label for _, label in preaction_labels(table())]  # Bob has bet 20
        assert facing == ["⏳ Fold to any bet", "⏳ Call 20", "⏳ Call any"]
        seats = (
            SeatView(0, ANN, 995, 0, SeatState.ACTIVE, is_button=True, in_hand=True),
            SeatView(1, BOB, 980, 0, SeatState.ACTIVE, in_hand=True),
        )
        unbet = [label for _, label in preaction_labels(table(seats=seats))]
        assert unbet == ["⏳ Check/Fold", "⏳ Check", "⏳ Call any"]
    assert preaction_labels(table(in_hand=False, street="")) == ()
    assert preaction_labels(table(street="showdown")) == ()


def test_the_row_rides_on_the_table_message_with_the_street_and_bet() -> None:
    view = table()
    buttons = _buttons(with_preactions(table_view(view), view))
    pre = [b for b in buttons if (b.custom_id or "").startswith("holdem:v1:pre:")]
    assert [b.custom_id for b in pre] == [
        f"holdem:v1:pre:{CHANNEL}:7:flop:20:fold",
        f"holdem:v1:pre:{CHANNEL}:7:flop:20:call",
        f"holdem:v1:pre:{CHANNEL}:7:flop:20:callany",
    ]
    assert all(PRE.fullmatch(b.custom_id or "") and b.row == 3 for b in pre)
    longest = f"holdem:v1:pre:{2**64 - 1}:{10**12 - 1}:preflop:{10**15 - 1}:callany"
    assert len(longest) <= 100
    assert PRE.fullmatch(longest)


def test_the_answer_speaks_the_clickers_language() -> None:
    choice = PreChoice(PreMove.CALL, 7, "flop", 20, active=True)
    with speaking("sv-SE"):
        assert "Syna 20" in choice_text(choice)
        assert "borttaget" in choice_text(PreChoice(PreMove.CALL, 7, "flop", 20, active=False))


def test_the_offer_to_run_it_twice_and_the_rabbit() -> None:
    offer = table(to_act=None, legal=None, run_twice_pending=(ANN, BOB), run_twice_deadline=9.0)
    ids = [b.custom_id for b in _buttons(with_home_buttons(table_view(offer), offer))]
    assert f"holdem:v1:rit:{CHANNEL}:7:yes" in ids
    assert f"holdem:v1:rit:{CHANNEL}:7:no" in ids
    after = table(in_hand=False, street="", to_act=None, legal=None, rabbit_hunt=True)
    ids = [b.custom_id for b in _buttons(with_home_buttons(table_view(after), after))]
    assert ids == [f"holdem:v1:rabbit:{CHANNEL}:7"]
    assert all(HOME.fullmatch(i or "") for i in ids)
    assert with_home_buttons(None, table(in_hand=False, street="")) is None
    hunt = RabbitView(7, parse_cards("AsKd7c"), parse_cards("2h9c"), first=True)
    with speaking("en-US"):
        assert rabbit_text(hunt) == (
            "Rabbit hunt, hand #7: the board A♠ K♦ 7♣ would have gone on with **2♥ 9♣**."
        )
