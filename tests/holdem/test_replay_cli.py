"""Tests of ``python -m holdem replay``, run in a subprocess as a user would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pokerkit

from holdem.phh import HandHistory, dumps_many
from tests.holdem.random_play import play_random_hand
from tests.holdem.test_differential import run_differential
from tests.holdem.test_phh import _odd_chips

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).resolve().parents[2]


def _replay(*files: Path | str) -> tuple[int, list[dict[str, object]], str]:
    done = subprocess.run(
        [sys.executable, "-m", "holdem", "replay", *map(str, files)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    return done.returncode, lines, done.stderr


def test_good_files_replay_to_their_stacks():
    status, lines, stderr = _replay(
        DATA / "handwritten_heads_up.phh",
        DATA / "pokerkit_fixed_limit.phh",
        DATA / "pokerkit_hands.phhs",
    )
    assert status == 0, lines
    assert stderr == ""
    assert lines[0] == {"hand": 1, "finishing_stacks": [132, 68]}
    assert [line["hand"] for line in lines] == [1, 1, 1, 2, 3, 4, 5, 6]
    written = [
        h.finishing_stacks
        for h in pokerkit.HandHistory.loads_all((DATA / "pokerkit_hands.phhs").read_text())
    ]
    assert [line["finishing_stacks"] for line in lines[2:]] == written


def test_each_malformed_file_gives_an_error_line_and_exit_1():
    names = [
        "bad_toml.phh",
        "missing_field.phh",
        "unknown_variant.phh",
        "illegal_action.phh",
        "bad_card.phh",
    ]
    status, lines, stderr = _replay(*(DATA / name for name in names))
    assert status == 1
    assert "Traceback" not in stderr
    assert len(lines) == len(names)
    reasons = [str(line["error"]) for line in lines]
    assert "not valid TOML" in reasons[0]
    assert lines[0]["hand"] is None
    assert "no 'starting_stacks' field" in reasons[1]
    assert "Unknown variant 'PO'" in reasons[2]
    assert "Action 3 ('p2 cbr 3'): The minimum is 4." in reasons[3]
    assert "'Xx' is not a card" in reasons[4]
    assert all(line["hand"] == 1 for line in lines[1:])
    assert all(name in reason for name, reason in zip(names, reasons, strict=True))


def test_one_bad_hand_does_not_stop_the_others():
    status, lines, _ = _replay(DATA / "mixed.phhs")
    assert status == 1
    assert lines[0] == {"hand": 1, "finishing_stacks": [49, 58, 73]}
    assert lines[1]["hand"] == 2
    assert "not p1's turn" in str(lines[1]["error"])
    assert lines[2]["hand"] == 3
    assert "Card Ah is dealt twice" in str(lines[2]["error"])


def test_missing_file_and_wrong_stacks_are_errors(tmp_path):
    wrong = tmp_path / "wrong.phh"
    text = (DATA / "handwritten_heads_up.phh").read_text()
    wrong.write_text(text.replace("finishing_stacks = [132, 68]", "finishing_stacks = [68, 132]"))
    not_utf8 = tmp_path / "latin1.phh"
    not_utf8.write_bytes(b'variant = "NT"\nauthor = "\xe9"\n')
    status, lines, stderr = _replay(tmp_path / "nowhere.phh", wrong, not_utf8)
    assert status == 1
    assert "Traceback" not in stderr
    assert "cannot read the file" in str(lines[0]["error"])
    assert "differ from the file's [68, 132]" in str(lines[1]["error"])
    assert "cannot read the file" in str(lines[2]["error"])


def test_pokerkit_written_file_replays_to_pokerkit_stacks(tmp_path):
    expected = []
    histories = []
    for seed in range(9000, 9060):
        state, game, pk = run_differential(seed)
        if _odd_chips(state):
            continue
        histories.append(pokerkit.HandHistory.from_game_state(game, pk))
        expected.append(list(pk.stacks))
    path = tmp_path / "pokerkit.phhs"
    path.write_text(pokerkit.HandHistory.dumps_all(histories))
    status, lines, _ = _replay(path)
    assert status == 0, [line for line in lines if "error" in line]
    assert [line["finishing_stacks"] for line in lines] == expected


def test_our_exports_replay_through_the_command(tmp_path):
    states = [play_random_hand(seed)[1] for seed in range(40)]
    path = tmp_path / "ours.phhs"
    path.write_text(dumps_many(HandHistory.from_state(state) for state in states))
    status, lines, _ = _replay(path)
    assert status == 0
    assert [line["finishing_stacks"] for line in lines] == [
        [state.stacks[seat] for seat in state.seats] for state in states
    ]


def test_usage_error_exits_2_without_traceback():
    done = subprocess.run(
        [sys.executable, "-m", "holdem"], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 2
    assert "usage" in done.stderr
    assert "Traceback" not in done.stderr
