"""The front desk's checks for faults: a forged option, a post refused for a permission.

Each fault the bot meets from the outside world (see docs/DESIGN.md, "Faults") is told
to the player by a ``fault.*`` message of the catalogues (``cogs/locales/*.ftl``), in the
language of the moment (:mod:`cogs.i18n`). This module holds no state and no words; the
desk keeps which tables are paused.

- :func:`forged_option` checks a slash command's option values against the types the
  command declared. Discord never sends a string where an integer is declared, but a
  bot must not trust its input: discord.py passes the value on as it came, and a
  ``Range[int, ...]`` compares it with an int (``TypeError``, a traceback in the log).
- :func:`is_missing_send` tells a refusal for want of the Send Messages permission
  (Discord's error 50013, or 50001 when the channel is hidden from the bot).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Final

import discord
from discord import app_commands

__all__ = ["TABLE_COMMANDS", "forged_option", "is_missing_send"]

TABLE_COMMANDS: Final = frozenset({"poker", "fold", "check", "call", "bet", "raise", "allin"})
"""The slash commands that play at (or run) the table of their channel."""


_DECLARED: Final[Mapping[discord.AppCommandOptionType, tuple[type, ...]]] = {
    discord.AppCommandOptionType.string: (str,),
    discord.AppCommandOptionType.integer: (int,),
    discord.AppCommandOptionType.boolean: (bool,),
    discord.AppCommandOptionType.number: (int, float),
    discord.AppCommandOptionType.user: (str,),
    discord.AppCommandOptionType.channel: (str,),
    discord.AppCommandOptionType.role: (str,),
    discord.AppCommandOptionType.mentionable: (str,),
    discord.AppCommandOptionType.attachment: (str,),
}
"""The JSON types Discord sends for each option type (snowflakes come as strings)."""
_SNOWFLAKES: Final = frozenset(
    {
        discord.AppCommandOptionType.user,
        discord.AppCommandOptionType.channel,
        discord.AppCommandOptionType.role,
        discord.AppCommandOptionType.mentionable,
        discord.AppCommandOptionType.attachment,
    }
)
_GROUPS: Final = (1, 2)
"""Option types that are a subcommand or a group: their options lie one level down."""
_MISSING_ACCESS: Final = frozenset({50001, 50013})
"""Discord's "Missing Access" and "Missing Permissions" error codes."""


def _leaf_options(options: list[Any]) -> Iterator[Mapping[str, Any]]:
    """The options given to the command itself, below its subcommand and group."""
    for option in options:
        if not isinstance(option, Mapping):
            yield {"name": "?", "type": -1, "value": option}
        elif option.get("type") in _GROUPS:
            inner = option.get("options") or []
            yield from _leaf_options(inner if isinstance(inner, list) else [inner])
        else:
            yield option


def _fits(kind: discord.AppCommandOptionType, value: object) -> bool:
    """Whether ``value`` is what Discord sends for an option of type ``kind``."""
    allowed = _DECLARED.get(kind, ())
    if kind is not discord.AppCommandOptionType.boolean and isinstance(value, bool):
        return False  # bool is an int in Python, but not an integer option in Discord
    if not isinstance(value, allowed):
        return False
    if isinstance(value, float) and value != value:  # NaN compares with nothing
        return False
    return not (kind in _SNOWFLAKES and isinstance(value, str) and not value.isdigit())


def forged_option(interaction: discord.Interaction[Any]) -> str | None:
    """The name of a slash-command option whose value does not fit its declared type.

    Returns None when every option fits (or the interaction is not a slash command of
    ours: discord.py answers unknown commands itself). An option the command does not
    declare, a value of the wrong JSON type, or a declared type that differs from the one
    sent all count as forged.
    """
    if interaction.type is not discord.InteractionType.application_command:
        return None
    data: Mapping[str, Any] = interaction.data or {}
    if data.get("type", 1) != 1:
        return None
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return None
    declared = {p.display_name: p.type for p in command.parameters}
    raw = data.get("options") or []
    for option in _leaf_options(raw if isinstance(raw, list) else [raw]):
        name = str(option.get("name", "?"))[:32]
        kind = declared.get(name)
        if kind is None or option.get("type") != kind.value:
            return name
        if not _fits(kind, option.get("value")):
            return name
    return None


def is_missing_send(error: BaseException) -> bool:
    """Whether Discord refused a post because the bot may not send in that channel."""
    return isinstance(error, discord.Forbidden) and error.code in _MISSING_ACCESS
