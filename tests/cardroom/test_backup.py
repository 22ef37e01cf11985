"""Backups: a consistent copy while the room plays, a room restored from it, polite refusals."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from cardroom.__main__ import main
from cardroom.store._migrations import shipped
from cardroom.store.backup import BackupRefused, back_up
from cardroom.views import Move, TableUpdate
from tests.cardroom.tables_support import (
    CHANNEL,
    GUILD,
    PLAYERS,
    TOTAL,
    Room,
    cash_table,
    open_room,
    passive_move,
)


def _names(folder: Path) -> list[str]:
    """The files in ``folder``, by name."""
    return sorted(path.name for path in folder.iterdir())


async def _play(room: Room, update: TableUpdate, actions: int, stop: asyncio.Event) -> int:
    """Check or call (and between hands wait out the pause) until ``stop`` or ``actions``."""
    done = 0
    while done < actions and not stop.is_set():
        view = update.view
        if not view.in_hand or view.to_act is None:
            await room.tick(6)  # the pause between hands: the next hand is dealt
            update = room.updates[-1]
            continue
        update = await room.service.act(CHANNEL, view.to_act, view.hand_no, passive_move(update))
        done += 1
        await asyncio.sleep(0)
    return done


async def test_backups_taken_while_the_room_plays_are_whole_and_conserve_every_chip(
    tmp_path: Path,
) -> None:
    room = await open_room(tmp_path / "live.sqlite3")
    try:
        update = await cash_table(room)
        stop = asyncio.Event()
        player = asyncio.create_task(_play(room, update, 400, stop))
        reports = []
        for number in range(4):
            reports.append(await back_up(Path(room.path), tmp_path / f"copy{number}.sqlite3"))
            await asyncio.sleep(0.02)
        stop.set()
        played = await player
        assert played > 0
        for report in reports:
            assert report.integrity == "ok"
            assert report.target.is_file()
            assert [server.guild_id for server in report.servers] == [GUILD]
            assert report.servers[0].chips == TOTAL
            assert report.servers[0].ledger == TOTAL
            with sqlite3.connect(report.target) as copy:
                assert copy.execute("PRAGMA foreign_key_check").fetchall() == []
        assert not [name for name in _names(tmp_path) if name.endswith(".partial")]
        assert await room.total() == TOTAL
    finally:
        await room.close()


async def test_a_room_started_on_a_backup_resumes_the_hand_as_it_was(tmp_path: Path) -> None:
    room = await open_room(tmp_path / "live.sqlite3")
    try:
        update = await cash_table(room)
        actor = update.view.to_act
        assert actor is not None
        update = await room.service.act(CHANNEL, actor, 1, Move.RAISE, 40)
        before = update.view
        cards = {u: (await room.service.my_cards(CHANNEL, u)).cards for u in PLAYERS}
        report = await back_up(Path(room.path), tmp_path / "backup.sqlite3")
        # the live room plays on after the backup: the copy must not see it
        await room.service.act(CHANNEL, before.to_act or 0, 1, passive_move(update))
    finally:
        await room.close()
    restored = await open_room(report.target, clock=room.clock, seed=3)
    try:
        assert await restored.total() == TOTAL
        assert await restored.store.ledger_total(GUILD) == TOTAL
        assert len(await restored.service.restore()) == 1
        view = await restored.service.view(CHANNEL)
        assert (view.hand_no, view.street, view.to_act) == (1, before.street, before.to_act)
        assert view.seats == before.seats
        assert view.board == before.board
        for user, hole in cards.items():
            assert (await restored.service.my_cards(CHANNEL, user)).cards == hole
        update = await restored.service.act(CHANNEL, view.to_act or 0, 1, Move.FOLD)
        assert update.view.hand_no == 1
        assert await restored.total() == TOTAL
    finally:
        await restored.close()


@pytest.mark.parametrize(
    ("target", "says"),
    [
        ("missing-folder/backup.sqlite3", "there is no folder"),
        ("live.sqlite3", "already exists"),
        (".", "already exists"),
    ],
)
async def test_a_bad_backup_path_is_refused_and_writes_nothing(
    tmp_path: Path, target: str, says: str
) -> None:
    room = await open_room(tmp_path / "live.sqlite3")
    await room.close()
    before = _names(tmp_path)
    with pytest.raises(BackupRefused, match=says):
        await back_up(tmp_path / "live.sqlite3", tmp_path / target)
    assert _names(tmp_path) == before


async def test_a_file_that_is_no_database_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("not a database " * 100, encoding="utf-8")
    with pytest.raises(BackupRefused, match="could not copy"):
        await back_up(source, tmp_path / "backup.sqlite3")
    assert _names(tmp_path) == ["notes.txt"]


async def test_another_programs_database_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "other.sqlite3"
    with closing(sqlite3.connect(source)) as db, db:
        db.execute("CREATE TABLE notes (text TEXT)")
    with pytest.raises(BackupRefused, match="is not the bot's database"):
        await back_up(source, tmp_path / "backup.sqlite3")
    assert _names(tmp_path) == ["other.sqlite3"]


def test_the_backup_command_prints_the_check_and_the_chips(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    async def seated() -> None:
        room = await open_room(tmp_path / "live.sqlite3")
        await cash_table(room)
        await room.close()

    asyncio.run(seated())
    url = "sqlite:///" + (tmp_path / "live.sqlite3").as_posix()
    status = main(["backup", str(tmp_path / "backup.sqlite3"), "--database", url])
    out = capsys.readouterr().out
    assert status == 0
    assert "integrity_check: ok" in out
    assert f"server {GUILD}: {TOTAL:,} chips (the ledger agrees)" in out


def test_the_backup_command_reads_the_bots_database_setting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DATABASE_URL", "sqlite:///" + (tmp_path / "absent.sqlite3").as_posix())
    assert main(["backup", str(tmp_path / "backup.sqlite3")]) == 2
    assert "there is no SQLite database at" in capsys.readouterr().err


def test_the_backup_command_sends_postgresql_to_pg_dump(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = "postgresql://bot:s3cret@db.example/holdem"
    assert main(["backup", str(tmp_path / "b.sql"), "--database", url]) == 2
    err = capsys.readouterr().err
    assert "pg_dump" in err
    assert "s3cret" not in err
    assert not (tmp_path / "b.sql").exists()


def _older_database(path: Path) -> None:
    """A SQLite file as an older bot left it: its first five migrations, one member's grant."""
    with closing(sqlite3.connect(path)) as db, db:
        for migration in shipped("sqlite")[:5]:
            db.executescript(migration.script)
        db.execute(
            "INSERT INTO bankrolls (guild_id, user_id, balance, created_at) VALUES (?, ?, ?, ?)",
            (GUILD, 11, 777, 0),
        )
        db.execute(
            "INSERT INTO ledger (guild_id, user_id, account, amount, reason, created_at)"
            " VALUES (?, ?, 'bankroll', 777, 'starting_grant', 0)",
            (GUILD, 11),
        )


def _tables_of(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as db:
        return [row[0] for row in db.execute("SELECT name FROM sqlite_master ORDER BY name")]


async def test_a_backup_of_an_older_bots_database_is_counted_but_left_as_it_was(
    tmp_path: Path,
) -> None:
    source = tmp_path / "old.sqlite3"
    _older_database(source)
    report = await back_up(source, tmp_path / "backup.sqlite3")
    assert report.integrity == "ok"
    assert [(s.guild_id, s.chips, s.ledger) for s in report.servers] == [(GUILD, 777, 777)]
    assert _tables_of(report.target) == _tables_of(source)  # not migrated by the count
    assert _names(tmp_path) == ["backup.sqlite3", "old.sqlite3"]
