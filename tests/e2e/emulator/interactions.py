"""Interactions the test driver creates, and the records of how the bot answered them.

A test gets an `InteractionHandle` back from `slash()`, `click()`, `select()` or
`submit_modal()`. The REST handlers fill it in as the bot replies: the callback (type 4,
5, 6, 7 or 9), the original response message, followups, or the modal it opened.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum, unique
from typing import TYPE_CHECKING, Any

from tests.e2e.emulator.errors import DriverError
from tests.e2e.emulator.state import (
    EPHEMERAL,
    JSON,
    AppCommand,
    Channel,
    Member,
    Message,
    Role,
    User,
    walk_components,
)

if TYPE_CHECKING:
    from tests.e2e.emulator.server import DiscordEmulator

DEFAULT_TIMEOUT = 5.0


@unique
class InteractionType(IntEnum):
    """Kinds of interaction Discord sends."""

    PING = 1
    APPLICATION_COMMAND = 2
    MESSAGE_COMPONENT = 3
    AUTOCOMPLETE = 4
    MODAL_SUBMIT = 5


@unique
class CallbackType(IntEnum):
    """Kinds of interaction response (the `type` of POST .../callback)."""

    PONG = 1
    CHANNEL_MESSAGE = 4
    """Reply with a message."""
    DEFERRED_CHANNEL_MESSAGE = 5
    """"Bot is thinking..."; the message comes later by editing @original or a followup."""
    DEFERRED_UPDATE_MESSAGE = 6
    """Acknowledge a component click; edit the clicked message later, or never."""
    UPDATE_MESSAGE = 7
    """Edit the clicked message now."""
    AUTOCOMPLETE_RESULT = 8
    MODAL = 9


@unique
class OptionType(IntEnum):
    """Application command option types."""

    SUB_COMMAND = 1
    SUB_COMMAND_GROUP = 2
    STRING = 3
    INTEGER = 4
    BOOLEAN = 5
    USER = 6
    CHANNEL = 7
    ROLE = 8
    MENTIONABLE = 9
    NUMBER = 10
    ATTACHMENT = 11


@dataclass(frozen=True, slots=True)
class Callback:
    """The bot's initial response to an interaction."""

    type: CallbackType
    data: JSON

    @property
    def ephemeral(self) -> bool:
        """Whether the response asked for flag 64 (only the user sees it)."""
        return bool(int(self.data.get("flags") or 0) & EPHEMERAL)


@dataclass(frozen=True, slots=True)
class ModalForm:
    """A modal the bot opened (callback type 9)."""

    custom_id: str
    title: str
    components: list[JSON]

    def inputs(self) -> dict[str, JSON]:
        """The modal's inputs (text inputs, selects) keyed by custom id."""
        return {
            str(c["custom_id"]): c
            for c in walk_components(self.components)
            if "custom_id" in c and c.get("type") != 1
        }


@dataclass(eq=False)
class InteractionHandle:
    """One interaction sent to the bot, and everything the bot answered.

    Use the `wait_*` coroutines to wait for the bot; the plain attributes show what has
    arrived so far.
    """

    emulator: DiscordEmulator = field(repr=False)
    id: int
    token: str
    type: InteractionType
    user: User
    member: Member | None
    channel: Channel
    source: Message | None = None
    """The message whose component was used (component and some modal interactions)."""
    name: str = ""
    """Command path ("poker join"), custom id, or modal id, for messages."""
    created_at: float = 0.0
    """Loop time at dispatch, for the 3-second response deadline."""
    callback: Callback | None = None
    original: Message | None = None
    """The response message: created by type 4/5, or the clicked message for 6/7."""
    followups: list[Message] = field(default_factory=list)
    modal: ModalForm | None = None
    errors: list[str] = field(default_factory=list)
    """Rejected reply attempts (late, twice, unknown), as "code message"."""

    @property
    def responded(self) -> bool:
        """Whether the bot has posted the interaction callback."""
        return self.callback is not None

    @property
    def ephemeral(self) -> bool:
        """Whether the response is visible only to the user."""
        if self.original is not None:
            return self.original.ephemeral
        return self.callback is not None and self.callback.ephemeral

    @property
    def deferred(self) -> bool:
        """Whether the bot answered with a deferral (type 5 or 6)."""
        return self.callback is not None and self.callback.type in (
            CallbackType.DEFERRED_CHANNEL_MESSAGE,
            CallbackType.DEFERRED_UPDATE_MESSAGE,
        )

    @property
    def content(self) -> str:
        """Content of the response message ("" if none yet)."""
        return self.original.content if self.original is not None else ""

    @property
    def embeds(self) -> list[JSON]:
        """Embeds of the response message."""
        return self.original.embeds if self.original is not None else []

    @property
    def components(self) -> list[JSON]:
        """Components of the response message."""
        return self.original.components if self.original is not None else []

    @property
    def messages(self) -> list[Message]:
        """The response message (if any) then the followups, in order."""
        first = [self.original] if self.original is not None else []
        return first + [m for m in self.followups if m is not self.original]

    async def wait_response(self, timeout: float = DEFAULT_TIMEOUT) -> Callback:
        """Wait for the interaction callback and return it."""
        await self.emulator.wait_until(
            lambda: self.callback is not None, timeout, f"a response to {self.describe()}"
        )
        assert self.callback is not None
        return self.callback

    async def wait_original(
        self,
        predicate: Callable[[Message], bool] | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> Message:
        """Wait until the response message exists, is not "thinking", and fits `predicate`."""

        def ready() -> bool:
            msg = self.original
            if msg is None or msg.loading:
                return False
            return predicate is None or predicate(msg)

        await self.emulator.wait_until(ready, timeout, f"the response message of {self.describe()}")
        assert self.original is not None
        return self.original

    async def wait_followup(self, index: int = 0, *, timeout: float = DEFAULT_TIMEOUT) -> Message:
        """Wait for followup number `index` (0 = first) and return it."""
        await self.emulator.wait_until(
            lambda: len(self.followups) > index, timeout, f"followup {index} of {self.describe()}"
        )
        return self.followups[index]

    async def wait_modal(self, timeout: float = DEFAULT_TIMEOUT) -> ModalForm:
        """Wait for the bot to open a modal and return it."""
        await self.wait_response(timeout)
        if self.modal is None:
            raise DriverError(f"{self.describe()} was answered with {self.callback}, not a modal")
        return self.modal

    def describe(self) -> str:
        """A short label for error messages."""
        return f"{self.type.name.lower()} {self.name!r} by {self.user.name} (id {self.id})"


def base_payload(
    emu: DiscordEmulator,
    kind: InteractionType,
    handle: InteractionHandle,
    data: JSON,
) -> JSON:
    """The INTERACTION_CREATE body common to every interaction type."""
    channel = handle.channel
    payload: JSON = {
        "id": str(handle.id),
        "application_id": str(emu.application_id),
        "type": int(kind),
        "data": data,
        "channel_id": str(channel.id),
        "channel": channel.payload(),
        "token": handle.token,
        "version": 1,
        "locale": handle.user.locale,
        "app_permissions": str(emu.bot_permissions),
        "entitlements": [],
        "attachment_size_limit": 10 * 1024 * 1024,
    }
    if channel.guild_id is not None:
        assert handle.member is not None
        guild = emu.guild(channel.guild_id)
        payload["guild_id"] = str(guild.id)
        payload["guild"] = {"id": str(guild.id), "locale": guild.preferred_locale, "features": []}
        payload["guild_locale"] = guild.preferred_locale
        payload["member"] = handle.member.payload(with_permissions=True)
        payload["authorizing_integration_owners"] = {"0": str(guild.id)}
        payload["context"] = 0
    else:
        payload["user"] = handle.user.payload()
        payload["authorizing_integration_owners"] = {"1": str(handle.user.id)}
        payload["context"] = 1
    if handle.source is not None:
        payload["message"] = handle.source.payload()
    return payload


def command_data(
    command: AppCommand, words: list[str], options: Mapping[str, Any], channel: Channel
) -> JSON:
    """Build the `data` of a slash command interaction, checking it against the schema.

    Args:
        command: The registered command (top-level name already matched).
        words: Subcommand group / subcommand names after the command name.
        options: Option values by Discord option name. Users may be `User` or `Member`,
            channels `Channel`, roles `Role`; ints and strs are passed as given.
        channel: Where the command is used (for member lookups in resolved data).

    Raises:
        DriverError: if the path or an option does not fit what the bot registered.
    """
    schema: list[JSON] = list(command.data.get("options", []))
    resolved: dict[str, dict[str, JSON]] = {}
    leaf = _convert_options(command.name, schema, options, resolved, words)
    data: JSON = {
        "id": str(command.id),
        "name": command.name,
        "type": command.type,
        "options": leaf,
    }
    if command.guild_id is not None:
        data["guild_id"] = str(command.guild_id)
    if resolved:
        data["resolved"] = resolved
    return data


def _convert_options(
    where: str,
    schema: list[JSON],
    values: Mapping[str, Any],
    resolved: dict[str, dict[str, JSON]],
    words: list[str],
) -> list[JSON]:
    nested = [
        o for o in schema if o.get("type") in (OptionType.SUB_COMMAND, OptionType.SUB_COMMAND_GROUP)
    ]
    if words:
        word = words[0]
        option = next((o for o in nested if o["name"] == word), None)
        if option is None:
            raise DriverError(
                f"/{where} has no subcommand {word!r} (has {[o['name'] for o in nested]})"
            )
        inner = _convert_options(
            f"{where} {word}", list(option.get("options", [])), values, resolved, words[1:]
        )
        return [{"name": word, "type": int(option["type"]), "options": inner}]
    if nested:
        raise DriverError(f"/{where} needs a subcommand: one of {[o['name'] for o in nested]}")
    by_name = {str(o["name"]): o for o in schema}
    unknown = set(values) - set(by_name)
    if unknown:
        raise DriverError(f"/{where} has no option(s) {sorted(unknown)} (has {sorted(by_name)})")
    missing = [n for n, o in by_name.items() if o.get("required") and n not in values]
    if missing:
        raise DriverError(f"/{where} is missing required option(s) {missing}")
    return [_convert_one(where, by_name[name], value, resolved) for name, value in values.items()]


def _convert_one(
    where: str, option: JSON, value: Any, resolved: dict[str, dict[str, JSON]]
) -> JSON:
    kind = OptionType(int(option["type"]))
    name = str(option["name"])
    out: Any
    if kind is OptionType.STRING:
        out = str(value)
        low, high = option.get("min_length", 0), option.get("max_length", 6000)
        if not low <= len(out) <= high:
            raise DriverError(f"/{where} {name}: length must be in [{low}, {high}]")
    elif kind in (OptionType.INTEGER, OptionType.NUMBER):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise DriverError(f"/{where} {name}: expected a number, got {value!r}")
        if kind is OptionType.INTEGER and not isinstance(value, int):
            raise DriverError(f"/{where} {name}: expected an integer, got {value!r}")
        out = value
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise DriverError(f"/{where} {name}: {value} is outside [{low}, {high}]")
    elif kind is OptionType.BOOLEAN:
        out = bool(value)
    elif kind in (OptionType.USER, OptionType.MENTIONABLE) and isinstance(value, User | Member):
        user = value.user if isinstance(value, Member) else value
        out = str(user.id)
        resolved.setdefault("users", {})[out] = user.payload()
        if isinstance(value, Member):
            member = value.payload(with_user=False, with_permissions=True)
            resolved.setdefault("members", {})[out] = member
    elif kind in (OptionType.ROLE, OptionType.MENTIONABLE) and isinstance(value, Role):
        out = str(value.id)
        resolved.setdefault("roles", {})[out] = value.payload()
    elif kind is OptionType.CHANNEL and isinstance(value, Channel):
        out = str(value.id)
        channel = {**value.payload(), "permissions": str((1 << 53) - 1)}
        resolved.setdefault("channels", {})[out] = channel
    else:
        raise DriverError(f"/{where} {name}: cannot pass {value!r} as {kind.name}")
    choices = option.get("choices")
    if choices and out not in [c["value"] for c in choices]:
        raise DriverError(f"/{where} {name}: {out!r} is not one of {[c['value'] for c in choices]}")
    return {"name": name, "type": int(kind), "value": out}


def modal_submission(form: ModalForm, values: Mapping[str, str | list[str]]) -> list[JSON]:
    """The `components` of a modal submit, mirroring the modal's layout.

    Text inputs get `value`; selects get `values`. Rows (type 1) and labels (type 18)
    are kept, as Discord sends them back.

    Raises:
        DriverError: for unknown custom ids or a required text input left out.
    """
    inputs = form.inputs()
    unknown = set(values) - set(inputs)
    if unknown:
        raise DriverError(f"modal {form.custom_id!r} has no input(s) {sorted(unknown)}")
    for custom_id, item in inputs.items():
        if item.get("type") == 4 and item.get("required", True) and not values.get(custom_id):
            raise DriverError(f"modal {form.custom_id!r}: required input {custom_id!r} is empty")

    def answer(item: JSON) -> JSON:
        kind = int(item["type"])
        if kind == 1:
            return {"type": 1, "components": [answer(c) for c in item.get("components", [])]}
        if kind == 18:
            return {"type": 18, "id": item.get("id", 0), "component": answer(item["component"])}
        custom_id = str(item.get("custom_id", ""))
        given = values.get(custom_id)
        if kind == 4:
            return {
                "type": 4,
                "custom_id": custom_id,
                "value": given if isinstance(given, str) else "",
            }
        chosen = [] if given is None else [given] if isinstance(given, str) else list(given)
        return {"type": kind, "custom_id": custom_id, "values": chosen}

    return [answer(c) for c in form.components if int(c.get("type", 0)) in (1, 18)]
