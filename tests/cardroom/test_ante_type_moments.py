"""The big blind ante at a cash table: /poker create's ante_type, the deal and the terms."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardroom._formats import checked_config, config_from_dict, config_to_dict, hand_config
from cardroom.errors import NotAllowed, UserFacingError
from cardroom.views import NoteKind, TableMove, TableView
from cogs.i18n import LOCALES, speaking, text
from cogs.poker import build_config
from cogs.terms import terms_text
from holdem.betting import AnteMode
from tests.cardroom.tables_support import CASH, PLAYERS, Room, cash_table

BIG_BLIND_ANTE = replace(CASH, ante=10, ante_type="big_blind")


def test_create_takes_the_ante_type_beside_the_ante() -> None:
    config = build_config(ante=10, ante_type="big_blind")
    assert (config.ante, config.ante_type) == (10, "big_blind")
    assert build_config(ante=10).ante_type == "every"
    assert hand_config(checked_config(config), None).ante_mode is AnteMode.BIG_BLIND
    assert hand_config(checked_config(build_config(ante=10)), None).ante_mode is (
        AnteMode.EVERY_PLAYER
    )
    assert config_from_dict(config_to_dict(checked_config(config))).ante_type == "big_blind"
    with pytest.raises(UserFacingError):
        build_config(game="headsup", ante_type="big_blind")
    with pytest.raises(NotAllowed):
        checked_config(replace(config, ante_type="everyone twice"))


async def test_the_big_blind_alone_posts_the_ante(room: Room) -> None:
    update = await cash_table(room, PLAYERS, config=BIG_BLIND_ANTE)
    antes = [n for n in update.notes if n.kind is NoteKind.ACTION and n.move is TableMove.ANTE]
    blinds = [n for n in update.notes if n.move is TableMove.BIG_BLIND]
    assert len(antes) == 1
    assert antes[0].user_id == blinds[0].user_id
    assert antes[0].amount == 10


@pytest.mark.parametrize("locale", LOCALES)
def test_the_terms_say_who_posts_the_ante(locale: str) -> None:
    view = TableView(guild_id=1, channel_id=2, creator_id=3, config=BIG_BLIND_ANTE, seats=())
    every = replace(view, config=replace(BIG_BLIND_ANTE, ante_type="every"))
    with speaking(locale):
        assert text("terms.ante.big_blind", ante=10) in terms_text(view)
        assert text("terms.ante.every", ante=10) in terms_text(every)
        assert text("terms.ante.every", ante=10) != text("terms.ante.big_blind", ante=10)
