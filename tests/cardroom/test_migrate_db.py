"""``python -m cardroom migrate-db``: a SQLite room moves into PostgreSQL whole, and only once."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from cardroom.models import HandStatsDelta, LeaderboardKind
from cardroom.store import PostgresStore, SqliteStore, Store
from cardroom.store.transfer import COPIED_TABLES
from cardroom.views import DeckStyle
from tests.cardroom.store_support import GUILD, OTHER_GUILD, RULES, FakeClock

ROOT = Path(__file__).resolve().parents[2]
ALICE, BOB, CAROL = 101, 102, 103


def migrate_db(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the command as an operator would."""
    return subprocess.run(
        [sys.executable, "-m", "cardroom", "migrate-db", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


async def a_room_with_history(path: Path) -> None:
    """A SQLite room with a bit of everything: hands, a live hand, a tournament, settings."""
    async with await SqliteStore.open(path, rules=RULES, clock=FakeClock()) as store:
        table = await store.create_table(GUILD, 1, ALICE, config_json="{}")
        await store.sit(table.id, ALICE, 300)
        await store.sit(table.id, BOB, 200)
        await store.save_progress(table.id, 1, hand_json="{}", stack_changes={0: -20, 1: -20})
        await store.settle_hand(
            table.id,
            1,
            final_stacks={0: 320},
            stats=[HandStatsDelta(user_id=ALICE, net=20, won=True, pot_won=40)],
            phh_text="hand 1",
            summary_json=json.dumps({"hand": 1}),
        )
        await store.save_progress(
            table.id, 2, hand_json='{"n": 2}', actions=['{"a": 0}'], stack_changes={0: -5}
        )
        await store.claim_daily(GUILD, CAROL)
        tour = await store.create_tournament(OTHER_GUILD, CAROL, entry_fee=100)
        await store.enter_tournament(tour.id, ALICE)
        await store.set_deck_style(GUILD, ALICE, DeckStyle.FOUR_COLOUR)
        await store.set_server_language(GUILD, "sv-SE")
        await store.set_member_locale(BOB, "cs")
        closed = await store.create_table(GUILD, 2, BOB, config_json="{}")
        await store.close_table(closed.id)


async def facts(store: Store) -> object:
    """Everything the API tells about the room."""
    tables = await store.open_tables()
    return (
        [await store.bankroll(g, u) for g in (GUILD, OTHER_GUILD) for u in (ALICE, BOB, CAROL)],
        [await store.total_chips(g) for g in (GUILD, OTHER_GUILD)],
        await store.ledger(GUILD, limit=1000),
        await store.ledger(OTHER_GUILD, limit=1000),
        tables,
        [await store.hand_history(t.id) for t in tables],
        [await store.hand_actions(t.id) for t in tables],
        await store.stats(GUILD, ALICE),
        await store.leaderboard(GUILD, LeaderboardKind.NET_WON),
        await store.tournament(1),
        await store.deck_style(GUILD, ALICE),
        await store.server_language(GUILD),
        await store.member_locale(BOB),
    )


async def test_a_sqlite_room_moves_into_postgresql_whole(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "room.sqlite3"
    await a_room_with_history(source)
    done = migrate_db(str(source), postgres_url)
    assert done.returncode == 0, done.stderr
    assert "chips agree on 2 servers" in done.stdout
    async with await SqliteStore.open(source, rules=RULES, clock=FakeClock()) as before:
        expected = await facts(before)
    async with await PostgresStore.open(postgres_url, rules=RULES, clock=FakeClock()) as after:
        assert await facts(after) == expected
        # The sequences go on after the copied ids.
        table = await after.create_table(GUILD, 3, ALICE, config_json="{}")
        assert table.id == 3
        tour = await after.create_tournament(GUILD, ALICE, entry_fee=0)
        assert tour.id == 2
        await after.grant(GUILD, ALICE, 1)
        [entry] = await after.ledger(GUILD, ALICE, limit=1)
        assert entry.id == len(expected[2]) + len(expected[3]) + 1  # type: ignore[index]


async def test_a_target_that_holds_rows_is_refused(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "room.sqlite3"
    await a_room_with_history(source)
    assert migrate_db(str(source), postgres_url).returncode == 0
    again = migrate_db(str(source), postgres_url)
    assert again.returncode == 2
    assert "already holds rows" in again.stderr
    assert "Traceback" not in again.stderr
    async with await PostgresStore.open(postgres_url, rules=RULES) as after:
        assert await after.total_chips(GUILD) == 3_250  # not doubled


def test_a_missing_file_or_a_wrong_url_is_refused(tmp_path: Path) -> None:
    missing = migrate_db(str(tmp_path / "nope.sqlite3"), "postgresql://x@localhost/y")
    assert missing.returncode == 2
    assert "no SQLite database" in missing.stderr
    wrong = migrate_db(str(tmp_path / "nope.sqlite3"), "sqlite:///other.db")
    assert wrong.returncode == 2
    assert "postgresql://" in wrong.stderr


async def test_every_table_of_the_schema_is_copied(tmp_path: Path) -> None:
    async with await SqliteStore.open(tmp_path / "room.db") as store, store._read() as db:
        rows = await db.fetch_all(
            "SELECT name FROM sqlite_schema WHERE type = 'table'"
            " AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'"
        )
    assert {row[0] for row in rows} == set(COPIED_TABLES)
