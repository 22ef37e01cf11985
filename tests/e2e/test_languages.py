"""End to end: who sees which language, and the command payload in every language.

A server set to Swedish (``/poker language``) has two players, one whose Discord speaks
Swedish and one Czech. They play a whole hand with the buttons, including a refused click;
every text in the channel is Swedish, every ephemeral reply and DM is in its reader's own
language. A second test runs the same flows with members and server in a pseudo-locale
that wraps every catalogue text in ⟦ ⟧: any visible word outside the markers skipped the
catalogue. A third reads the synced commands: every command and option carries
``description_localizations`` for sv-SE, da, cs, nl and bg.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.emulator import BotProcess, DiscordEmulator, Member, Message, Perm
from tests.e2e.emulator.faults import forged_slash
from tests.e2e.emulator.interactions import InteractionHandle
from tests.e2e.emulator.server import Channel, Guild
from tests.e2e.launch_bot import PSEUDO_ENV

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bot.py"
COMMANDS = ("poker", "fold", "check", "call", "bet", "raise", "allin", "balance", "daily")
PAUSE = 20.0
LOCALISED = ("sv-SE", "da", "cs", "nl", "bg")


@dataclass
class Room:
    """The server of a test: an admin and two players, each with their own client language."""

    guild: Guild
    table: Channel
    anna: Member
    petr: Member
    boss: Member

    def member(self, user_id: int) -> Member:
        return next(m for m in (self.anna, self.petr, self.boss) if m.id == user_id)


async def make_room(
    emulator: DiscordEmulator, anna: str, petr: str, boss: str, guild_locale: str = "en-US"
) -> Room:
    guild = await emulator.add_guild("Kortrum")
    guild.preferred_locale = guild_locale
    room = Room(
        guild=guild,
        table=await emulator.add_text_channel(guild, "poker"),
        anna=await emulator.add_member(guild, "anna"),
        petr=await emulator.add_member(guild, "petr"),
        boss=await emulator.add_member(guild, "boss", permissions=Perm.MANAGE_GUILD),
    )
    room.anna.user.locale, room.petr.user.locale, room.boss.user.locale = anna, petr, boss
    return room


async def start_bot(
    emulator: DiscordEmulator, room: Room, database: Path, *, pseudo: bool = False
) -> BotProcess:
    env = {
        "DISCORD_TOKEN": emulator.token,
        "DEV_GUILD_ID": str(room.guild.id),
        "DATABASE_PATH": str(database),
        "LOG_LEVEL": "INFO",
        "STARTING_CHIPS": "10000",
    }
    if pseudo:
        env[PSEUDO_ENV] = "1"
    process = await BotProcess.start(emulator, BOT, env=env)
    try:
        await process.wait_ready(emulator, timeout=30)
        await emulator.wait_for_commands(*COMMANDS, guild=room.guild, timeout=20)
    except BaseException:
        await process.stop()
        print(process.output)
        raise
    return process


def hand_of(message: Message) -> int | None:
    for custom_id in message.custom_ids():
        parts = custom_id.split(":")
        if parts[:3] in (["holdem", "v1", "act"], ["holdem", "v1", "cards"]):
            return int(parts[4])
    return None


def table_message(emulator: DiscordEmulator, room: Room, hand_no: int) -> Message | None:
    for message in reversed(emulator.messages(room.table)):
        if hand_of(message) == hand_no:
            return message
    return None


def to_act(message: Message) -> int | None:
    """The member the table waits for: the ▶️ seat line names them."""
    for line in message.text().splitlines():
        if line.lstrip("⟦").startswith("▶️"):
            found = re.search(r"<@(\d+)>", line)
            if found:
                return int(found.group(1))
    return None


def texts_of(message: Message) -> list[str]:
    """Every visible text of a message: content, embeds (title, text, footer), button labels."""
    parts = [message.content]
    for embed in message.embeds:
        parts += [embed.get("title", ""), embed.get("description", "")]
        parts.append(embed.get("footer", {}).get("text", ""))
        for item in embed.get("fields", []):
            parts += [item.get("name", ""), item.get("value", "")]
    parts += [str(button.get("label", "")) for button in message.buttons()]
    return [p for p in parts if p]


def replies(handle: InteractionHandle) -> Iterator[Message]:
    if handle.original is not None:
        yield handle.original
    yield from handle.followups


async def play_hand(
    emulator: DiscordEmulator, room: Room, hand_no: int
) -> tuple[list[InteractionHandle], InteractionHandle | None]:
    """Check or call hand ``hand_no`` down with the buttons; also click once out of turn."""
    message = await emulator.wait_until(
        lambda: table_message(emulator, room, hand_no), PAUSE, f"hand {hand_no}"
    )
    clicks: list[InteractionHandle] = []
    refused: InteractionHandle | None = None
    for _ in range(40):
        actor = to_act(message)
        if actor is None or not message.custom_ids():
            return clicks, refused
        ids = message.custom_ids()
        choice = next((i for i in ids if i.endswith(":check")), None) or next(
            i for i in ids if i.endswith(":call")
        )
        if refused is None:
            other = room.petr if actor == room.anna.id else room.anna
            refused = await emulator.click(other, message, choice)
            await refused.wait_response()
            assert refused.ephemeral
        click = await emulator.click(room.member(actor), message, choice)
        await click.wait_response()
        assert not click.ephemeral, click.content
        clicks.append(click)
    raise AssertionError("the hand did not end")


@pytest.fixture
async def swedish_room(emulator: DiscordEmulator) -> Room:
    return await make_room(emulator, anna="sv-SE", petr="cs", boss="en-US")


@pytest.fixture
async def bot(
    emulator: DiscordEmulator, swedish_room: Room, tmp_path: Path
) -> AsyncIterator[BotProcess]:
    process = await start_bot(emulator, swedish_room, tmp_path / "room.sqlite3")
    try:
        yield process
    finally:
        await process.stop()
        print(process.output)


ENGLISH_WORDS = re.compile(
    r"\b(to act|Seat|Board|Between hands|wins|shows|folds|checks|calls|sat down)\b"
)
CZECH_WORDS = re.compile(r"\b(Místo|Hra č\.|Stůl|Vaše|karty|přisedá|Ještě)\b")


async def test_a_swedish_server_speaks_swedish_and_each_member_their_own_language(
    emulator: DiscordEmulator, swedish_room: Room, bot: BotProcess
) -> None:
    room = swedish_room
    chosen = await emulator.slash(room.boss, room.table, "poker language", language="sv-SE")
    await chosen.wait_response()
    assert chosen.ephemeral
    assert "Svenska" in chosen.content
    assert "the tables now speak" in chosen.content

    created = await emulator.slash(room.anna, room.table, "poker create", big_blind=10)
    await created.wait_original()
    assert "öppnade ett bord" in created.content
    for member in (room.anna, room.petr):
        joined = await emulator.slash(member, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
        assert "satte sig" in joined.content, joined.content  # public: the server's Swedish
    refused_start = await emulator.slash(room.petr, room.table, "poker create")
    await refused_start.wait_response()
    assert refused_start.ephemeral
    assert refused_start.content == "Tento kanál už má otevřený stůl."  # Czech, his own

    started = await emulator.slash(room.anna, room.table, "poker start")
    first = await started.wait_original()
    assert "Plats 1" in first.text()
    assert "på tur" in first.text()
    labels = {str(b.get("label", "")) for b in first.buttons()}
    assert "Lägg dig" in labels
    assert "Mina kort" in labels

    cards = await emulator.click(
        room.petr, first, next(i for i in first.custom_ids() if ":cards:" in i)
    )
    await cards.wait_response()
    assert cards.ephemeral
    assert cards.content.startswith("Vaše karty pro hru č. 1")

    clicks, refused = await play_hand(emulator, room, 1)
    assert refused is not None
    refusal = refused.content
    if refused.user.id == room.petr.id:
        assert refusal == "Ještě nejste na tahu.", refusal
    else:
        assert refusal == "Det är inte din tur än.", refusal

    showdown = await emulator.wait_for_message(
        room.table,
        lambda m: any(e.get("title", "").startswith("Showdown · hand #1") for e in m.embeds),
        timeout=PAUSE,
    )
    assert " visar " in showdown.text()

    # The DMs: each in its reader's own language.
    anna_dm = [m.content for m in emulator.dms(room.anna)]
    petr_dm = [m.content for m in emulator.dms(room.petr)]
    assert anna_dm
    assert all(c.startswith("Dina kort för hand #") for c in anna_dm)
    assert petr_dm
    assert all(c.startswith("Vaše karty pro hru č.") for c in petr_dm)

    # Everything in the channel is Swedish: no English, no Czech.
    for message in emulator.messages(room.table):
        for text in texts_of(message):
            assert not ENGLISH_WORDS.search(text), text
            assert not CZECH_WORDS.search(text), text
    # Every click's reply (the table message it edited) was Swedish too.
    for click in clicks:
        assert click.original is not None
        assert "Plats" in click.original.text()


# --- the pseudo-locale: nothing visible escapes the catalogue ----------------------------

MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
ALLOWED = re.compile(
    r"<@\d+>|<#\d+>|<t:\d+:R>|\b(?:10|[2-9TJQKA])[♠♥♦♣]|[0-9.,+\-#/:()·—…½%*_`\s▶️🔘▫️]"
)


def unmarked(text: str) -> str:
    """What is left of ``text`` once every marked catalogue text (nested too) is removed."""
    previous = None
    while previous != text:
        previous, text = text, MARKED.sub("", text)
    return ALLOWED.sub("", text)


def check_marked(texts: Iterable[str], where: str) -> None:
    for text in texts:
        rest = unmarked(text)
        assert not re.search(r"\w", rest), (
            f"{where}: text outside the catalogue {rest!r} in {text!r}"
        )


async def test_every_text_the_flows_show_comes_from_the_catalogue(
    emulator: DiscordEmulator, tmp_path: Path
) -> None:
    room = await make_room(emulator, "x-pseudo", "x-pseudo", "x-pseudo", guild_locale="x-pseudo")
    process = await start_bot(emulator, room, tmp_path / "pseudo.sqlite3", pseudo=True)
    handles: list[InteractionHandle] = []
    try:

        async def slash(member: Member, command: str, **options: Any) -> InteractionHandle:
            handle = await emulator.slash(member, room.table, command, **options)
            await handle.wait_response()
            handles.append(handle)
            return handle

        await slash(room.anna, "poker create", big_blind=10)
        await slash(room.anna, "poker join", buy_in=1000)
        await slash(room.anna, "poker join", buy_in=1000)  # refused: already seated
        await slash(room.petr, "poker join", buy_in=1000)
        await slash(room.petr, "poker topup", amount=5)  # refused: a hand is not running...
        started = await slash(room.anna, "poker start")
        first = await started.wait_original()
        raise_id = next((i for i in first.custom_ids() if ":raise:" in i), None)
        actor = room.member(to_act(first) or 0)
        assert raise_id is not None  # the first to act faces the big blind: "Raise…" is there
        if raise_id is not None:
            opened = await emulator.click(actor, first, raise_id)
            form = await opened.wait_modal()
            check_marked([form.title], "modal title")
            for field_ in form.inputs().values():
                check_marked(
                    [str(field_.get("label", "")), str(field_.get("placeholder", ""))], "modal"
                )
            submitted = await emulator.submit_modal(actor, opened, {"amount": "1"})  # too small
            await submitted.wait_response()
            handles.append(submitted)
        cards_id = next(i for i in first.custom_ids() if ":cards:" in i)
        peek = await emulator.click(room.petr, first, cards_id)
        await peek.wait_response()
        handles.append(peek)
        clicks, refused = await play_hand(emulator, room, 1)
        handles += clicks
        if refused is not None:
            handles.append(refused)
        await emulator.wait_for_message(
            room.table,
            lambda m: any("hand #1" in e.get("title", "") for e in m.embeds),
            timeout=PAUSE,
        )
        for command, options in (
            ("poker history", {}),
            ("balance", {}),
            ("daily", {}),
            ("stats", {}),
            ("leaderboard", {}),
            ("poker sitout", {}),
            ("poker deck style", {"style": "four_colour"}),
            ("fold", {}),
        ):
            await slash(room.petr, command, **options)
        await slash(room.boss, "poker language", language="sv-SE")
    finally:
        await process.stop()
        print(process.output)
    for message in emulator.messages(room.table):
        check_marked(texts_of(message), f"channel message {message.id}")
    for member in (room.anna, room.petr):
        dms = emulator.dms(member)
        assert dms
        for message in dms:
            check_marked(texts_of(message), f"DM to {member.name}")
    for handle in handles:
        for message in replies(handle):
            check_marked(texts_of(message), f"reply to {handle.name}")


async def test_the_fault_answers_come_from_the_catalogue_in_the_viewers_language(
    emulator: DiscordEmulator, tmp_path: Path
) -> None:
    """A forged option, a locked database and a muted channel are told from the catalogue.

    Anna and the server speak the pseudo-locale, Petr Czech: each refusal reaches its
    reader in their own language, and the admins' "paused" line in the server's.
    """
    room = await make_room(emulator, "x-pseudo", "cs", "x-pseudo", guild_locale="x-pseudo")
    database = tmp_path / "faults.sqlite3"
    process = await start_bot(emulator, room, database, pseudo=True)
    forged = [{"name": "buy_in", "type": 4, "value": "lots"}]
    try:
        created = await emulator.slash(room.anna, room.table, "poker create", big_blind=10)
        await created.wait_original()
        joined = await emulator.slash(room.petr, room.table, "poker join", buy_in=1000)
        await joined.wait_response()
        # A forged option: refused in the asker's language.
        anna_forged = await forged_slash(emulator, room.anna, room.table, "poker join", forged)
        await anna_forged.wait_response()
        petr_forged = await forged_slash(emulator, room.petr, room.table, "poker topup", forged)
        await petr_forged.wait_response()
        # Another process holds the database: "the bank is busy", in the asker's language.
        holder = sqlite3.connect(database, isolation_level=None, timeout=10)
        try:
            holder.execute("BEGIN IMMEDIATE")
            busy = await emulator.slash(room.anna, room.table, "daily")
            await busy.wait_response(timeout=5)
            await emulator.wait_until(lambda: busy.followups or None, 15, "the busy answer")
        finally:
            holder.rollback()
            holder.close()
        # Send Messages taken away: the table is paused, and each player is told so.
        emulator.faults.mute(room.table)
        anna_muted = await emulator.slash(room.anna, room.table, "poker start")
        await anna_muted.wait_response()
        petr_muted = await emulator.slash(room.petr, room.table, "poker start")
        await petr_muted.wait_response()
        shown = await emulator.slash(room.boss, room.table, "poker table")
        shown_message = await shown.wait_original()
        emulator.faults.unmute(room.table)
    finally:
        await process.stop()
        print(process.output)
    for handle in (anna_forged, busy, anna_muted, shown):
        found = list(replies(handle))
        assert found, handle.name
        for message in found:
            check_marked(texts_of(message), f"reply to {handle.name}")
    assert "buy_in" in anna_forged.content
    assert anna_forged.ephemeral
    assert any(m.ephemeral and "⟦" in m.content for m in busy.followups)
    assert anna_muted.ephemeral
    assert "Send Messages" in anna_muted.content
    assert "**Paused**" in shown_message.content
    assert petr_forged.ephemeral
    assert "Nic se nezměnilo" in petr_forged.content, petr_forged.content
    assert petr_muted.ephemeral
    assert "Odesílat zprávy" in petr_muted.content, petr_muted.content


# --- the synced command payload --------------------------------------------------------


def _walk(options: list[dict[str, Any]], path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    for option in options:
        where = f"{path} {option['name']}"
        yield where, option
        yield from _walk(option.get("options", []), where)


async def test_the_synced_commands_are_described_in_every_language(
    emulator: DiscordEmulator, swedish_room: Room, bot: BotProcess
) -> None:
    commands = emulator.commands(swedish_room.guild)
    assert set(COMMANDS) <= set(commands)
    checked = choices = 0
    for name, command in commands.items():
        items = [(name, command.data), *_walk(command.data.get("options", []), name)]
        for where, item in items:
            localized = item.get("description_localizations") or {}
            missing = [code for code in LOCALISED if not localized.get(code)]
            assert not missing, f"{where} has no description in {missing}"
            assert all(value != item["description"] for value in localized.values()), where
            # Names stay English: no localised command or option names.
            assert not item.get("name_localizations"), where
            checked += 1
            for choice in item.get("choices", []):
                names = choice.get("name_localizations") or {}
                if where == "poker language language":  # each language's own name, everywhere
                    assert not names, where
                    continue
                missing = [code for code in LOCALISED if not names.get(code)]
                assert not missing, f"{where} choice {choice['value']} has no name in {missing}"
                choices += 1
    assert checked > 40
    assert choices >= 10  # game, betting, leaderboard order and deck style
