"""The desk hands the card room members' display names: plain strings, once per change,
at every interaction (a command or a click)."""

from __future__ import annotations

from collections.abc import Mapping
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

from cardroom.robots import new_robot_id
from cardroom.sharing import Sharing
from cogs.desk import Desk
from cogs.sharing import NameBook, robot_namer

if TYPE_CHECKING:
    from bot import HoldemBot


class FakeSharing:
    def __init__(self, *, fail: bool = False) -> None:
        self.calls: list[tuple[int, dict[int, str]]] = []
        self.fail = fail

    async def note_names(self, guild_id: int, names: Mapping[int, str]) -> None:
        if self.fail:
            raise RuntimeError("the bank is busy")
        self.calls.append((guild_id, dict(names)))


def _user(user_id: int, name: str) -> Any:
    return SimpleNamespace(id=user_id, display_name=name)


async def test_a_name_goes_to_the_card_room_once_per_server_and_change() -> None:
    sharing = FakeSharing()
    book = NameBook(cast(Sharing, sharing))
    await book.seen(1, _user(11, "Ann"))
    await book.seen(1, _user(11, "Ann"))
    await book.seen(2, _user(11, "Ann"))
    await book.seen(1, _user(11, "Annie"))
    await book.seen(None, _user(11, "DM"))
    assert sharing.calls == [(1, {11: "Ann"}), (2, {11: "Ann"}), (1, {11: "Annie"})]
    assert all(isinstance(n, str) for _, names in sharing.calls for n in names.values())


async def test_a_failed_write_is_tried_again_next_time_and_never_raises() -> None:
    sharing = FakeSharing(fail=True)
    book = NameBook(cast(Sharing, sharing))
    await book.seen(1, _user(11, "Ann"))
    sharing.fail = False
    await book.seen(1, _user(11, "Ann"))
    assert sharing.calls == [(1, {11: "Ann"})]


def test_a_robot_is_named_as_the_table_pictures_name_it() -> None:
    robot = new_robot_id("loose", ())
    assert robot_namer()(robot) == "⚙ Bot · loose"


class NamesStore:
    """The store's verbs the desk's ``seen`` reaches: member locales and the names book."""

    def __init__(self) -> None:
        self.noted: list[tuple[int, dict[int, str]]] = []

    async def set_member_locale(self, user_id: int, locale: str) -> str:
        return locale

    async def note_names(self, guild_id: int, names: Mapping[int, str]) -> int:
        self.noted.append((guild_id, dict(names)))
        return len(names)


def _click(user_id: int, name: str, guild_id: int = 1) -> Any:
    """A button click (no command): what ``guarded`` hands the desk."""
    return SimpleNamespace(
        user=_user(user_id, name), guild_id=guild_id, locale="en-US", guild_locale="en-US"
    )


async def test_a_name_changed_later_is_noted_at_the_next_click_once_per_change() -> None:
    """Every interaction passes ``Desk.seen``: a click notes a new name, unchanged ones cost
    no store call (issue 22's sharing gap: before, only a command noted names)."""
    store = NamesStore()
    desk = Desk()
    desk.attach(cast("HoldemBot", SimpleNamespace(store=store)))
    await desk.seen(_click(11, "Ann"))
    for _ in range(3):
        await desk.seen(_click(11, "Ann"))
    assert store.noted == [(1, {11: "Ann"})]
    await desk.seen(_click(11, "Annie"))
    await desk.seen(_click(11, "Annie"))
    assert store.noted == [(1, {11: "Ann"}), (1, {11: "Annie"})]
    assert desk.names[11] == "Annie"  # the pictures' names too
