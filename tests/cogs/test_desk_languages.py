"""The desk's languages: the server's (chosen, else its preferred locale, else English) and
each member's last seen locale for DMs, read once from the store and then kept."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, cast

from cogs.desk import Desk

if TYPE_CHECKING:
    from bot import HoldemBot

GUILD, OTHER, ANN, BOB = 1, 2, 11, 12


class FakeStore:
    """The store's language verbs, counting reads and keeping writes."""

    def __init__(self) -> None:
        self.servers: dict[int, str] = {}
        self.members: dict[int, str] = {}
        self.reads = 0
        self.writes = 0

    async def server_language(self, guild_id: int) -> str | None:
        self.reads += 1
        return self.servers.get(guild_id)

    async def member_locale(self, user_id: int) -> str | None:
        self.reads += 1
        return self.members.get(user_id)

    async def set_member_locale(self, user_id: int, locale: str) -> str:
        self.writes += 1
        self.members[user_id] = locale
        return locale

    async def note_names(self, guild_id: int, names: dict[int, str]) -> int:
        return 0  # the names book's own test: tests/cogs/test_names_book.py


class FakeBot:
    def __init__(self, store: FakeStore, preferred: dict[int, str]) -> None:
        self.store = store
        self.preferred = preferred

    def get_guild(self, guild_id: int) -> object | None:
        locale = self.preferred.get(guild_id)
        return None if locale is None else SimpleNamespace(preferred_locale=locale)


def desk_with(store: FakeStore, preferred: dict[int, str] | None = None) -> Desk:
    desk = Desk()
    desk.attach(cast("HoldemBot", FakeBot(store, preferred or {})))
    return desk


def interaction(user_id: int, locale: str, guild_locale: str = "en-US") -> object:
    user = SimpleNamespace(id=user_id, display_name=f"user{user_id}")
    return SimpleNamespace(user=user, locale=locale, guild_id=GUILD, guild_locale=guild_locale)


async def test_a_server_speaks_its_choice_else_its_preferred_locale_else_english() -> None:
    store = FakeStore()
    store.servers[GUILD] = "cs"
    desk = desk_with(store, {OTHER: "da"})
    assert await desk.server_language(GUILD) == "cs"
    assert await desk.server_language(OTHER) == "da"
    assert await desk.server_language(3) == "en-US"
    assert await desk.server_language(None) == "en-US"
    reads = store.reads
    assert await desk.server_language(GUILD) == "cs"
    assert store.reads == reads  # kept
    desk.language_changed(GUILD, "nl")
    assert await desk.server_language(GUILD) == "nl"


async def test_a_preferred_locale_we_do_not_offer_is_english() -> None:
    desk = desk_with(FakeStore(), {GUILD: "fr"})
    assert await desk.server_language(GUILD) == "en-US"


async def test_the_preferred_locale_an_interaction_reports_counts() -> None:
    desk = desk_with(FakeStore())
    await desk.seen(interaction(ANN, "cs", guild_locale="sv-SE"))  # type: ignore[arg-type]
    assert await desk.server_language(GUILD) == "sv-SE"


async def test_a_members_locale_is_stored_once_per_change_for_their_dms() -> None:
    store = FakeStore()
    desk = desk_with(store)
    assert await desk.member_locale(ANN, "sv-SE") == "sv-SE"  # never seen: the fallback
    for _ in range(3):
        await desk.seen(interaction(ANN, "cs"))  # type: ignore[arg-type]
    assert store.writes == 1
    await desk.seen(interaction(ANN, "bg"))  # type: ignore[arg-type]
    assert store.writes == 2
    assert await desk.member_locale(ANN, "en-US") == "bg"
    store.members[BOB] = "da"  # stored before a restart
    assert await desk_with(store).member_locale(BOB, "en-US") == "da"
    await desk.seen(interaction(BOB, "fr"))  # type: ignore[arg-type]
    assert store.members[BOB] == "en-US"  # a locale we do not offer is kept as English
