"""Command descriptions, option descriptions and choice names in every offered language.

discord.py asks an :class:`~discord.app_commands.Translator` for every string of the command
tree once, at ``tree.sync()``, for each of Discord's locales, and sends the answers as
``description_localizations`` and ``name_localizations``. This one answers from the same
Fluent catalogues as everything else (:mod:`cogs.i18n`):

- a description is found by its English text, which the cogs took from the English
  catalogue (``description=text("cmd.poker.join")``), so the command declarations need no
  second key;
- a choice's name is the catalogue's ``choice-<name>`` (``choice-no-limit``);
- command, group and option *names* stay English and lower-case (the translator answers
  None), so that help texts and documentation hold in every language;
- English itself is the default, so en-US and en-GB get nothing (Discord ignores a
  localisation equal to the default anyway).
"""

from __future__ import annotations

import logging
from typing import Final

import discord
from discord import app_commands

from cogs.i18n import DEFAULT_LOCALE, LOCALES, format_message, has, keys

__all__ = ["CatalogueTranslator"]

log = logging.getLogger(__name__)

_DESCRIPTIONS: Final = frozenset(
    {
        app_commands.TranslationContextLocation.command_description,
        app_commands.TranslationContextLocation.group_description,
        app_commands.TranslationContextLocation.parameter_description,
    }
)


def english_index() -> dict[str, str]:
    """Every English message that takes no variables, by its text: text -> Fluent id."""
    index: dict[str, str] = {}
    for fluent_id in sorted(keys(DEFAULT_LOCALE)):
        if not fluent_id.startswith(("cmd-", "opt-")):
            continue
        english = format_message(fluent_id, {}, DEFAULT_LOCALE)
        index.setdefault(english, fluent_id)
    return index


class CatalogueTranslator(app_commands.Translator):
    """Fills the synced command payload from the Fluent catalogues (see the module doc)."""

    def __init__(self) -> None:
        """An empty translator; :meth:`load` indexes the English catalogue."""
        self._index: dict[str, str] = {}
        self.missing: set[str] = set()
        """English strings asked for that no catalogue entry has (logged once at sync)."""

    async def load(self) -> None:
        """Index the English descriptions (discord.py calls this from ``set_translator``)."""
        self._index = english_index()

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The string in ``locale``, or None to keep the English default."""
        code = str(locale)
        if code not in LOCALES or code == DEFAULT_LOCALE:
            return None
        message = string.message
        if context.location in _DESCRIPTIONS:
            fluent_id = self._index.get(message)
        elif context.location is app_commands.TranslationContextLocation.choice_name:
            if not has(f"choice-{message}"):
                return None  # a proper name (a language's own name): the same everywhere
            fluent_id = f"choice-{message}"
        else:
            return None  # names stay English
        if fluent_id is None:
            if message not in self.missing:
                self.missing.add(message)
                log.warning("No catalogue entry for the command text %r", message)
            return None
        return format_message(fluent_id, {}, code)
