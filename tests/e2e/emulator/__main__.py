"""Run the emulator as its own process, for trying the bot by hand.

    .venv/bin/python -m tests.e2e.emulator --port 8765
    # prints {"api": ..., "token": ..., "guild_id": ..., "channel_id": ...}; then, elsewhere:
    DISCORD_TOKEN=<token> .venv/bin/python tests/e2e/launch_bot.py --api <api> bot.py

The world is one guild with a #poker channel and members alice and bob. Without the
Python driver nothing sends interactions; this is for checking start-up and syncing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys

from tests.e2e.emulator.server import DiscordEmulator


async def serve(port: int, token: str) -> None:
    """Start an emulator with a small world, print where it is, serve until cancelled."""
    async with DiscordEmulator(port=port, token=token) as emu:
        guild = await emu.add_guild("Emulated Guild")
        channel = await emu.add_text_channel(guild, "poker")
        await emu.add_member(guild, "alice")
        await emu.add_member(guild, "bob")
        info = {
            "api": emu.api_url,
            "token": emu.token,
            "guild_id": guild.id,
            "channel_id": channel.id,
        }
        sys.stdout.write(json.dumps(info) + "\n")
        sys.stdout.flush()
        await asyncio.Event().wait()


def main() -> None:
    """Parse `--port` and `--token`, then serve."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--token", default="emulator-bot-token")
    args = parser.parse_args()
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(args.port, args.token))


if __name__ == "__main__":
    main()
