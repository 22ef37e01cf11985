"""Languages in the store: a server's chosen language and each member's last seen locale."""

from __future__ import annotations

import pytest

from cardroom.store import Store
from tests.cardroom.store_support import GUILD, OTHER_GUILD, Reopen

ANN, BOB = 11, 12


async def test_a_server_has_no_language_until_it_chooses(store: Store) -> None:
    assert await store.server_language(GUILD) is None
    assert await store.set_server_language(GUILD, "sv-SE") == "sv-SE"
    assert await store.server_language(GUILD) == "sv-SE"
    assert await store.server_language(OTHER_GUILD) is None
    await store.set_server_language(GUILD, "bg")
    assert await store.server_language(GUILD) == "bg"


async def test_a_member_locale_is_kept_per_member(store: Store) -> None:
    assert await store.member_locale(ANN) is None
    await store.set_member_locale(ANN, "cs")
    await store.set_member_locale(BOB, "da")
    await store.set_member_locale(ANN, "nl")
    assert await store.member_locale(ANN) == "nl"
    assert await store.member_locale(BOB) == "da"


async def test_languages_survive_a_restart_and_move_no_chip(reopen: Reopen) -> None:
    async with await reopen() as store:
        await store.balance(GUILD, ANN)
        before = await store.total_chips(GUILD)
        await store.set_server_language(GUILD, "da")
        await store.set_member_locale(ANN, "sv-SE")
        assert await store.total_chips(GUILD) == before
    async with await reopen() as store:
        assert await store.server_language(GUILD) == "da"
        assert await store.member_locale(ANN) == "sv-SE"
        assert await store.total_chips(GUILD) == before


async def test_a_bad_code_is_refused_and_changes_nothing(store: Store) -> None:
    await store.set_server_language(GUILD, "cs")
    with pytest.raises(Exception, match=r"(?i)check constraint"):
        await store.set_server_language(GUILD, "x")
    assert await store.server_language(GUILD) == "cs"
