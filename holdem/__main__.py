"""The command line: ``python -m holdem replay FILE...``.

``replay`` plays every hand of the given PHH files (``.phh``: one hand; ``.phhs``: tables
``[1]``, ``[2]``, ...) through our engine and prints one JSON line per hand::

    {"hand": 1, "finishing_stacks": [98, 102]}
    {"hand": 2, "error": "Action 7 ('p2 cbr 3'): ..."}

``hand`` is the 1-based index of the hand in its file (null when the whole file could not
be read). A hand whose file gives ``finishing_stacks`` that differ from ours is an error.
The exit status is 1 if any hand failed, else 0. This module is the engine's only I/O: it
reads the files and writes to standard output, and it never shows a traceback for bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path

from holdem.errors import HoldemError
from holdem.phh import HandHistory, replay

__all__ = ["main", "replay_file"]


def _line(hand: int | None, **fields: object) -> str:
    return json.dumps({"hand": hand, **fields})


def _replay_hand(number: int, data: object, prefix: str) -> tuple[bool, str]:
    try:
        if not isinstance(data, dict):
            raise HoldemError("the hand is not a table of PHH fields")
        history = HandHistory.from_dict(data)
        stacks = list(replay(history))
        expected = history.finishing_stacks
        if expected is not None and list(expected) != stacks:
            raise HoldemError(
                f"our finishing stacks {stacks} differ from the file's {list(expected)}"
            )
    except HoldemError as error:
        return False, _line(number, error=f"{prefix}{error.reason}")
    except Exception as error:  # a bug of ours must still give a line, not a traceback
        return False, _line(
            number, error=f"{prefix}internal error: {type(error).__name__}: {error}"
        )
    return True, _line(number, finishing_stacks=stacks)


def replay_file(path: str) -> Iterator[tuple[bool, str]]:
    """Replay every hand of one file; yields (succeeded, JSON line) per hand."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        yield False, _line(None, error=f"{path}: cannot read the file: {error}")
        return
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        yield False, _line(None, error=f"{path}: not valid TOML: {error}")
        return
    if "variant" in document or not document:
        yield _replay_hand(1, document, f"{path}: ")
        return
    for number, (name, data) in enumerate(document.items(), 1):
        yield _replay_hand(number, data, f"{path} [{name}]: ")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m holdem", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    replay_command = commands.add_parser(
        "replay", help="play PHH hand histories through the engine, one JSON line per hand"
    )
    replay_command.add_argument("files", nargs="+", metavar="FILE", help=".phh or .phhs file")
    arguments = parser.parse_args(argv)
    status = 0
    for path in arguments.files:
        for succeeded, line in replay_file(path):
            sys.stdout.write(line + "\n")
            if not succeeded:
                status = 1
    sys.stdout.flush()
    return status


if __name__ == "__main__":
    sys.exit(main())
