"""Pieces of the sharded end-to-end tests: a room on a chosen shard, a bot on chosen shards."""

from __future__ import annotations

from collections.abc import Mapping

from tests.e2e.emulator import BotProcess, DiscordEmulator, Perm
from tests.e2e.test_play import BOT, COMMANDS, Room


async def sharded_room(
    emulator: DiscordEmulator, name: str, shard: tuple[int, int], prefix: str = ""
) -> Room:
    """A server whose events Discord routes to ``shard`` (``(shard_id, shard_count)``)."""
    guild = await emulator.add_guild(name, shard=shard)
    return Room(
        guild=guild,
        table=await emulator.add_text_channel(guild, "poker"),
        alice=await emulator.add_member(guild, f"{prefix}alice"),
        bob=await emulator.add_member(guild, f"{prefix}bob"),
        carol=await emulator.add_member(guild, f"{prefix}carol"),
        dave=await emulator.add_member(guild, f"{prefix}dave", dms_open=False),
        boss=await emulator.add_member(guild, f"{prefix}boss", permissions=Perm.MANAGE_GUILD),
    )


async def start_sharded_bot(
    emulator: DiscordEmulator,
    room: Room,
    database: Mapping[str, str],
    *,
    shard_count: int,
    shard_ids: str,
    ready: tuple[int, ...],
) -> BotProcess:
    """Run bot.py on ``shard_ids`` of ``shard_count``, its commands synced to ``room``.

    ``database`` is the store's settings (``DATABASE_PATH`` or ``DATABASE_URL``); the bot is
    ready when each shard of ``ready`` is connected and the room has its commands.
    """
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": "10000",
        "DAILY_CHIPS": "500",
        "SHARD_COUNT": str(shard_count),
        "SHARD_IDS": shard_ids,
        **database,
    }
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await emulator.wait_until(
            lambda: (
                not process.running
                or all(emulator.gateway.shard_connected(shard) for shard in ready)
            ),
            40,
            f"shards {ready} to connect",
        )
        if not process.running:
            raise AssertionError(f"the bot exited:\n{process.output}")
        await emulator.wait_for_commands(*COMMANDS, guild=room.guild, timeout=20)
    except BaseException:
        await process.stop()
        print(process.output)
        raise
    return process
