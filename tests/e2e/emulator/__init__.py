"""A local emulator of Discord's REST API (v10) and gateway for end-to-end tests.

The real discord.py client logs into it (see tests/e2e/launch_bot.py); tests drive it
with `DiscordEmulator`'s async API: build guilds and members, use slash commands, click
buttons, submit modals, and read what the bot sent.
"""

from __future__ import annotations

from tests.e2e.emulator.errors import ApiError, ComponentGone, DriverError, EmulatorTimeout
from tests.e2e.emulator.gateway import Intent
from tests.e2e.emulator.interactions import (
    Callback,
    CallbackType,
    InteractionHandle,
    InteractionType,
    ModalForm,
)
from tests.e2e.emulator.process import BotProcess
from tests.e2e.emulator.server import DiscordEmulator
from tests.e2e.emulator.state import (
    AppCommand,
    Attachment,
    Channel,
    Guild,
    Member,
    Message,
    Perm,
    RestCall,
    Role,
    User,
)

__all__ = [
    "ApiError",
    "AppCommand",
    "Attachment",
    "BotProcess",
    "Callback",
    "CallbackType",
    "Channel",
    "ComponentGone",
    "DiscordEmulator",
    "DriverError",
    "EmulatorTimeout",
    "Guild",
    "Intent",
    "InteractionHandle",
    "InteractionType",
    "Member",
    "Message",
    "ModalForm",
    "Perm",
    "RestCall",
    "Role",
    "User",
]
