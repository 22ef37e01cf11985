"""Discord's limits on message payloads, so a bot that passes here won't get a 400 live.

Only the limits a card-room bot can plausibly hit are checked: content length, embed
counts and sizes, component rows, custom ids and labels, and empty messages.
"""

from __future__ import annotations

from typing import Any

from tests.e2e.emulator.errors import ApiError, invalid_form
from tests.e2e.emulator.state import walk_components

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ROWS = 5
MAX_ROW_ITEMS = 5
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_FILES = 10

_EMBED_LIMITS = {"title": 256, "description": 4096}
_FIELD_LIMITS = {"name": 256, "value": 1024}
_IS_V2 = 1 << 15


def check_message(payload: dict[str, Any], *, files: int = 0, creating: bool = True) -> None:
    """Raise ApiError if Discord would reject this create or edit payload.

    Args:
        payload: The JSON body (or payload_json) of the request.
        files: How many files came with it.
        creating: True for a new message, where emptiness is an error.

    Raises:
        ApiError: 400 with code 50035 (invalid form body) or 50006 (empty message).
    """
    content = payload.get("content") or ""
    if len(content) > MAX_CONTENT:
        raise invalid_form("content", f"Must be {MAX_CONTENT} or fewer in length.")
    embeds = payload.get("embeds") or []
    _check_embeds(embeds)
    components = payload.get("components") or []
    _check_components(components, v2=bool((payload.get("flags") or 0) & _IS_V2))
    if files > MAX_FILES:
        raise invalid_form("files", f"Must be {MAX_FILES} or fewer in length.")
    if creating and not (content or embeds or components or files or payload.get("poll")):
        raise ApiError(400, 50006, "Cannot send an empty message")


def _check_embeds(embeds: list[dict[str, Any]]) -> None:
    if len(embeds) > MAX_EMBEDS:
        raise invalid_form("embeds", f"Must be {MAX_EMBEDS} or fewer in length.")
    total = 0
    for index, embed in enumerate(embeds):
        for key, limit in _EMBED_LIMITS.items():
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > limit:
                raise invalid_form(f"embeds.{index}.{key}", f"Must be {limit} or fewer in length.")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            raise invalid_form(f"embeds.{index}.fields", "Must be 25 or fewer in length.")
        for number, item in enumerate(fields):
            for key, limit in _FIELD_LIMITS.items():
                text = item.get(key) or ""
                total += len(text)
                if not text:
                    where = f"embeds.{index}.fields.{number}.{key}"
                    raise invalid_form(where, "This field is required")
                if len(text) > limit:
                    where = f"embeds.{index}.fields.{number}.{key}"
                    raise invalid_form(where, f"Must be {limit} or fewer in length.")
        total += len((embed.get("footer") or {}).get("text") or "")
        total += len((embed.get("author") or {}).get("name") or "")
    if total > MAX_EMBED_TOTAL:
        raise invalid_form("embeds", f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}")


def _check_components(components: list[dict[str, Any]], *, v2: bool) -> None:
    if not v2:
        if len(components) > MAX_ROWS:
            raise invalid_form("components", f"Must be {MAX_ROWS} or fewer in length.")
        for index, row in enumerate(components):
            if row.get("type") != 1:
                raise invalid_form(f"components.{index}", "Top level must be action rows")
            if len(row.get("components") or []) > MAX_ROW_ITEMS:
                where = f"components.{index}.components"
                raise invalid_form(where, f"Must be {MAX_ROW_ITEMS} or fewer in length.")
    seen: set[str] = set()
    for item in walk_components(components):
        custom_id = item.get("custom_id")
        if custom_id is not None:
            if not 1 <= len(custom_id) <= MAX_CUSTOM_ID:
                raise invalid_form("components", f"custom_id must be 1-{MAX_CUSTOM_ID} long")
            if custom_id in seen:
                raise invalid_form("components", "Component custom id cannot be duplicated")
            seen.add(custom_id)
        if len(item.get("label") or "") > MAX_LABEL:
            raise invalid_form("components", f"label must be {MAX_LABEL} or fewer in length.")
