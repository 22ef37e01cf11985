"""The Discord emulator works with the real discord.py client.

A small demo bot lives in this module: a `/demo` group (with a `table` subgroup), a
DynamicItem counter button, a modal, a DM sender, a PNG upload, and a Manage-Server-only
`/reset`. Most tests run it in a subprocess through tests/e2e/launch_bot.py, exactly as
the real bot.py is run (`python tests/e2e/launch_bot.py -m tests.e2e.test_emulator`
executes the `__main__` block at the bottom). Two tests run it in-process, where the
gateway can be poked and the bot's state seen directly.
"""

from __future__ import annotations

import asyncio
import functools
import io
import os
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from tests.e2e.emulator import (
    BotProcess,
    CallbackType,
    DiscordEmulator,
    DriverError,
    Perm,
)
from tests.e2e.emulator.state import Channel, Guild, Member
from tests.e2e.launch_bot import point_discord_at, restore_discord

pytestmark = pytest.mark.e2e

GUILD_ENV = "DEMO_GUILD_ID"
TOKEN_ENV = "DEMO_TOKEN"


# -- the demo bot ------------------------------------------------------------------------


class CounterButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:v1:count:(?P<count>\d+)"
):
    """A button that counts its clicks in its own custom id (survives restarts)."""

    def __init__(self, count: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"+1 ({count})",
                style=discord.ButtonStyle.primary,
                custom_id=f"demo:v1:count:{count}",
            )
        )
        self.count = count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CounterButton:
        return cls(int(match["count"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.count + 1))
        await interaction.response.edit_message(content=f"Count: {self.count + 1}", view=view)


class RaiseModal(discord.ui.Modal, title="Raise"):
    """Asks for an amount."""

    amount: discord.ui.TextInput[Any] = discord.ui.TextInput(
        label="Raise to", custom_id="amount", max_length=6
    )

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"Raised to {self.amount.value}", ephemeral=True)


def red_png() -> bytes:
    """A 7x5 red PNG."""
    buffer = io.BytesIO()
    Image.new("RGB", (7, 5), (255, 0, 0)).save(buffer, format="PNG")
    return buffer.getvalue()


demo = app_commands.Group(name="demo", description="Emulator demo")
table = app_commands.Group(name="table", description="Table commands", parent=demo)


@demo.command(name="hello", description="Say hello privately")
async def hello(interaction: discord.Interaction[Any], name: str) -> None:
    await interaction.response.send_message(f"Hello, {name}!", ephemeral=True)


@table.command(name="join", description="Sit down")
async def join(
    interaction: discord.Interaction[Any], buy_in: app_commands.Range[int, 1, 1000]
) -> None:
    await interaction.response.send_message(f"{interaction.user.name} joined with {buy_in} chips")


@demo.command(name="counter", description="Post a counter")
async def counter(interaction: discord.Interaction[Any]) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    assert isinstance(interaction.channel, discord.TextChannel)
    await interaction.channel.send("Count: 0", view=view)
    await interaction.response.send_message("Posted.", ephemeral=True)


@demo.command(name="raise", description="Open the raise modal")
async def open_raise(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_modal(RaiseModal())


@demo.command(name="dm", description="DM someone")
async def dm(interaction: discord.Interaction[Any], who: discord.User) -> None:
    try:
        await who.send("psst: your cards are As Kd")
    except discord.Forbidden as exc:
        await interaction.response.send_message(f"refused {exc.code}", ephemeral=True)
    else:
        await interaction.response.send_message("sent", ephemeral=True)


@demo.command(name="picture", description="Upload a PNG")
async def picture(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.defer(thinking=True)
    embed = discord.Embed(title="Board").set_image(url="attachment://board.png")
    await interaction.followup.send(
        embed=embed, file=discord.File(io.BytesIO(red_png()), "board.png")
    )


@demo.command(name="slow", description="Answer too late")
async def slow(interaction: discord.Interaction[Any]) -> None:
    await asyncio.sleep(0.4)
    try:
        await interaction.response.send_message("late")
    except discord.NotFound as exc:
        assert interaction.channel is not None
        await interaction.channel.send(f"callback failed {exc.code}")  # type: ignore[union-attr]


@app_commands.command(name="reset", description="Admins only")
@app_commands.default_permissions(manage_guild=True)
async def reset(interaction: discord.Interaction[Any]) -> None:
    await interaction.response.send_message("Reset done.", ephemeral=True)


class DemoBot(commands.Bot):
    """Registers the demo commands to one guild at start-up."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.guild_id = guild_id
        self.tree.add_command(demo)
        self.tree.add_command(reset)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Skip discord.py's 5-second wait before a re-IDENTIFY (a rate-limit courtesy)."""

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton)
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)


# -- fixtures ----------------------------------------------------------------------------


@dataclass
class World:
    guild: Guild
    table: Channel
    alice: Member
    bob: Member
    carol: Member
    """Has DMs closed."""
    boss: Member
    """Has Manage Server."""


@pytest.fixture
async def world(emulator: DiscordEmulator) -> World:
    guild = await emulator.add_guild("Card Room")
    return World(
        guild=guild,
        table=await emulator.add_text_channel(guild, "poker"),
        alice=await emulator.add_member(guild, "alice"),
        bob=await emulator.add_member(guild, "bob"),
        carol=await emulator.add_member(guild, "carol", dms_open=False),
        boss=await emulator.add_member(guild, "boss", permissions=Perm.MANAGE_GUILD),
    )


@pytest.fixture
async def bot(emulator: DiscordEmulator, world: World) -> AsyncIterator[BotProcess]:
    """The demo bot in a subprocess, via the launcher, connected and synced."""
    env = {TOKEN_ENV: emulator.token, GUILD_ENV: str(world.guild.id)}
    process = await BotProcess.start(emulator, "tests.e2e.test_emulator", module=True, env=env)
    try:
        await process.wait_ready(emulator)
        await emulator.wait_for_commands("demo", "reset", guild=world.guild)
        yield process
    finally:
        await process.stop()
        print(process.output)  # shown by pytest when the test fails


@pytest.fixture
async def inproc_bot(emulator: DiscordEmulator, world: World) -> AsyncIterator[DemoBot]:
    """The demo bot in this event loop (the emulator must not be fetched from synchronously)."""
    previous = point_discord_at(emulator.api_url, emulator.gateway_url)
    client = DemoBot(world.guild.id)
    task = asyncio.create_task(client.start(emulator.token))
    try:
        await emulator.wait_for_bot()
        yield client
    finally:
        await client.close()
        await asyncio.wait_for(task, 5)
        restore_discord(previous)


# -- tests -------------------------------------------------------------------------------


async def test_bot_logs_in_and_syncs_guild_commands(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    routes = {(c.method, c.route) for c in emulator.rest_calls}
    assert ("GET", "/users/@me") in routes
    assert ("GET", "/oauth2/applications/@me") in routes
    assert ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands") in routes
    assert emulator.gateway.identifies == 1
    assert emulator.commands() == {}  # nothing global: the bot synced to the guild only
    commands_ = emulator.commands(world.guild)
    assert set(commands_) == {"demo", "reset"}
    assert set(commands_["demo"].option_names()) >= {
        "hello",
        "table",
        "counter",
        "raise",
        "dm",
        "picture",
    }
    assert commands_["demo"].option_names("table join") == ["buy_in"]
    assert commands_["reset"].data["default_member_permissions"] == str(int(Perm.MANAGE_GUILD))


async def test_slash_command_gets_an_ephemeral_reply(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    reply = await emulator.slash(world.alice, world.table, "demo hello", name="Ann")
    message = await reply.wait_original()
    assert reply.callback is not None
    assert reply.callback.type is CallbackType.CHANNEL_MESSAGE
    assert reply.ephemeral
    assert message.content == "Hello, Ann!"
    assert emulator.messages(world.table) == []  # ephemeral replies are not channel history


async def test_subcommand_group_with_an_integer_option(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    reply = await emulator.slash(world.bob, world.table, "demo table join", buy_in=100)
    message = await reply.wait_original()
    assert not reply.ephemeral
    assert message.content == "bob joined with 100 chips"
    assert emulator.messages(world.table) == [message]
    with pytest.raises(DriverError, match="outside"):
        await emulator.slash(world.bob, world.table, "demo table join", buy_in=5000)
    with pytest.raises(DriverError, match="no option"):
        await emulator.slash(world.bob, world.table, "demo table join", buyin=5)


async def test_button_click_edits_the_message(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    mark = emulator.mark()
    posted = await emulator.slash(world.alice, world.table, "demo counter")
    assert (await posted.wait_original()).content == "Posted."
    board = await emulator.wait_for_message(world.table, lambda m: m.content == "Count: 0")
    # one REST call outside interaction replies: the channel message
    assert [c.route for c in emulator.calls(since=mark, interaction=False)] == [
        "/channels/{channel_id}/messages"
    ]
    assert board.custom_ids() == ["demo:v1:count:0"]

    click = await emulator.click(world.bob, board, "demo:v1:count:0")
    assert (await click.wait_response()).type is CallbackType.UPDATE_MESSAGE
    assert board.content == "Count: 1"
    assert board.custom_ids() == ["demo:v1:count:1"]

    again = await emulator.click(world.alice, board, "demo:v1:count:1")
    await again.wait_original(lambda m: m.content == "Count: 2")
    with pytest.raises(DriverError, match="no component"):
        await emulator.click(world.alice, board, "demo:v1:count:0")


async def test_modal_opens_and_its_submission_arrives(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    opened = await emulator.slash(world.alice, world.table, "demo raise")
    form = await opened.wait_modal()
    assert form.title == "Raise"
    assert list(form.inputs()) == ["amount"]
    submitted = await emulator.submit_modal(world.alice, opened, {"amount": "250"})
    message = await submitted.wait_original()
    assert submitted.ephemeral
    assert message.content == "Raised to 250"


async def test_dm_is_delivered_or_refused_with_50007(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    sent = await emulator.slash(world.alice, world.table, "demo dm", who=world.bob)
    assert (await sent.wait_original()).content == "sent"
    dm_message = await emulator.wait_for_dm(world.bob)
    assert dm_message.content == "psst: your cards are As Kd"

    refused = await emulator.slash(world.alice, world.table, "demo dm", who=world.carol)
    assert (await refused.wait_original()).content == "refused 50007"
    assert emulator.dms(world.carol) == []
    assert emulator.refused_dms == [world.carol.id]


async def test_png_attachment_round_trip(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    reply = await emulator.slash(world.alice, world.table, "demo picture")
    assert (await reply.wait_response()).type is CallbackType.DEFERRED_CHANNEL_MESSAGE
    message = await reply.wait_original()  # the first followup fills the "thinking" message
    assert reply.followups == [message]
    png = message.attachment("board.png")
    assert png.content_type == "image/png"
    image = Image.open(io.BytesIO(png.data))
    assert image.size == (7, 5)
    assert image.convert("RGB").getpixel((3, 2)) == (255, 0, 0)
    assert message.embeds[0]["image"]["url"] == png.url
    assert message.embed_image(0) == png.data
    async with aiohttp.ClientSession() as session, session.get(png.url) as response:
        assert await response.read() == png.data  # the emulator's "CDN" serves it too


async def test_admin_command_is_hidden_from_players(
    emulator: DiscordEmulator, world: World, bot: BotProcess
) -> None:
    with pytest.raises(DriverError, match="hidden"):
        await emulator.slash(world.alice, world.table, "reset")
    reply = await emulator.slash(world.boss, world.table, "reset")
    assert (await reply.wait_original()).content == "Reset done."


async def test_unknown_route_gets_a_discord_404_and_is_recorded(emulator: DiscordEmulator) -> None:
    headers = {"Authorization": f"Bot {emulator.token}"}
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"{emulator.api_url}/guilds/1/bans", headers=headers) as response,
    ):
        assert response.status == 404
        assert await response.json() == {"message": "404: Not Found", "code": 0}
        assert "X-RateLimit-Remaining" in response.headers
    assert emulator.unknown_routes == ["GET /guilds/1/bans"]
    emulator.unknown_routes.clear()


async def test_gateway_resume_and_reidentify(
    emulator: DiscordEmulator, world: World, inproc_bot: DemoBot
) -> None:
    session = emulator.gateway.session
    assert session is not None
    await emulator.gateway.request_reconnect()
    await emulator.wait_until(
        lambda: session.resumes == 1 and emulator.gateway.connected, 10, "a RESUME"
    )
    reply = await emulator.slash(world.alice, world.table, "demo hello", name="again")
    assert (await reply.wait_original()).content == "Hello, again!"

    await emulator.gateway.invalidate_session()
    await emulator.wait_until(
        lambda: emulator.gateway.identifies == 2 and emulator.gateway.connected, 10, "IDENTIFY"
    )
    reply = await emulator.slash(world.alice, world.table, "demo hello", name="fresh")
    assert (await reply.wait_original()).content == "Hello, fresh!"


async def test_late_callback_is_rejected_as_unknown_interaction(
    emulator: DiscordEmulator, world: World, inproc_bot: DemoBot
) -> None:
    emulator.interaction_deadline = 0.2
    reply = await emulator.slash(world.alice, world.table, "demo slow")
    notice = await emulator.wait_for_message(
        world.table, lambda m: m.content.startswith("callback failed")
    )
    assert notice.content == "callback failed 10062"
    assert not reply.responded
    assert reply.errors == ["10062 responded after the deadline"]
    reply.errors.clear()


def main() -> None:
    """Run the demo bot (used through the launcher, which points discord.py at the emulator)."""
    DemoBot(int(os.environ[GUILD_ENV])).run(os.environ[TOKEN_ENV])


if __name__ == "__main__":
    main()


class ShardBot(DemoBot):
    """The demo bot on one shard of two, syncing its commands to every guild it receives."""

    def __init__(self, shard_id: int) -> None:
        commands.Bot.__init__(
            self,
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            shard_id=shard_id,
            shard_count=2,
        )
        self.guild_id = 0
        self.tree.add_command(demo)
        self.answered: list[int] = []

    async def setup_hook(self) -> None:
        """Nothing to sync before the guilds arrive (see on_guild_available)."""

    async def on_guild_available(self, guild: discord.Guild) -> None:
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        assert interaction.guild_id is not None
        self.answered.append(interaction.guild_id)


async def test_sharded_sessions_receive_only_their_guilds(emulator: DiscordEmulator) -> None:
    """IDENTIFY with [shard, count]: READY, GUILD_CREATE and interactions follow the routing."""
    guilds = [await emulator.add_guild(f"Shard {i}", shard=(i, 2)) for i in (0, 1)]
    assert [(g.id >> 22) % 2 for g in guilds] == [0, 1]
    channels = [await emulator.add_text_channel(g, "poker") for g in guilds]
    members = [await emulator.add_member(g, "alice") for g in guilds]
    previous = point_discord_at(emulator.api_url, emulator.gateway_url)
    bots = [ShardBot(0), ShardBot(1)]
    tasks = [asyncio.create_task(b.start(emulator.token)) for b in bots]
    try:
        for i, guild in enumerate(guilds):
            shard_up = functools.partial(emulator.gateway.shard_connected, i)
            await emulator.wait_until(shard_up, 15, f"shard {i}")
            await emulator.wait_for_commands("demo", guild=guild)
        assert [[g.id for g in b.guilds] for b in bots] == [[guilds[0].id], [guilds[1].id]]
        for i in (1, 0):
            reply = await emulator.slash(members[i], channels[i], "demo hello", name=f"s{i}")
            assert (await reply.wait_original()).content == f"Hello, s{i}!"
        assert [b.answered for b in bots] == [[guilds[0].id], [guilds[1].id]]
        # A guild created later goes to its own shard's session only.
        late = await emulator.add_guild("Late", shard=(1, 2))
        await emulator.wait_until(
            lambda: late.id in {g.id for g in bots[1].guilds}, 10, "the late guild"
        )
        assert late.id not in {g.id for g in bots[0].guilds}
    finally:
        for b in bots:
            await b.close()
        await asyncio.wait_for(asyncio.gather(*tasks), 5)
        restore_discord(previous)


def test_events_of_no_guild_go_to_shard_zero() -> None:
    """Discord sends DMs and other guild-less events to shard 0 only."""
    from tests.e2e.emulator.gateway import GatewaySession, shard_of

    zero = GatewaySession(id="a", intents=0, shard_id=0, shard_count=2)
    one = GatewaySession(id="b", intents=0, shard_id=1, shard_count=2)
    assert zero.serves(None)
    assert not one.serves(None)
    guild = (12345 << 22) | 7
    assert shard_of(guild, 2) == 1
    assert one.serves(guild)
    assert not zero.serves(guild)
