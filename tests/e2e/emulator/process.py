"""Run a bot in a subprocess through tests/e2e/launch_bot.py, and stop it cleanly.

    async with await BotProcess.start(emu, "bot.py", env={"DISCORD_TOKEN": emu.token}) as bot:
        await bot.wait_ready(emu)
        ...
    # on exit: SIGINT (discord.py closes gracefully), then SIGKILL after a grace period.

The bot's stdout and stderr are collected (never left to fill a pipe) and available as
`bot.output`, which the e2e fixtures print when a test fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Self

from tests.e2e.emulator.errors import EmulatorTimeout

if TYPE_CHECKING:
    from tests.e2e.emulator.server import DiscordEmulator

LAUNCHER = Path(__file__).resolve().parents[1] / "launch_bot.py"
REPO_ROOT = Path(__file__).resolve().parents[3]


class BotProcess:
    """A bot subprocess started through the launcher, with its output captured."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        """Wrap a started process; use `BotProcess.start` instead."""
        self.process = process
        self._lines: list[str] = []
        assert process.stdout is not None
        self._reader = asyncio.create_task(self._read(process.stdout))

    @classmethod
    async def start(
        cls,
        emulator: DiscordEmulator,
        target: str | Path,
        *args: str,
        module: bool = False,
        env: Mapping[str, str] | None = None,
        cwd: str | Path = REPO_ROOT,
    ) -> Self:
        """Launch `target` (a script path, or a module name with `module=True`).

        The child gets HOLDEM_E2E_API set to the emulator's REST base plus `env`; it runs
        with the same interpreter (the project's virtualenv) and unbuffered output.
        """
        child_env = {**os.environ, "HOLDEM_E2E_API": emulator.api_url, "PYTHONUNBUFFERED": "1"}
        child_env.update(env or {})
        what = ["-m", str(target)] if module else [str(target)]
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(LAUNCHER),
            *what,
            *args,
            cwd=str(cwd),
            env=child_env,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        return cls(process)

    async def _read(self, stream: asyncio.StreamReader) -> None:
        while line := await stream.readline():
            self._lines.append(line.decode(errors="replace").rstrip("\n"))

    @property
    def output(self) -> str:
        """Everything the bot printed or logged so far."""
        return "\n".join(self._lines)

    @property
    def running(self) -> bool:
        """Whether the process has not exited."""
        return self.process.returncode is None

    async def wait_ready(self, emulator: DiscordEmulator, timeout: float = 20.0) -> None:
        """Wait until the bot is connected to `emulator`; fail fast if it exits first."""
        connected = asyncio.create_task(emulator.wait_for_bot(timeout))
        exited = asyncio.create_task(self.process.wait())
        try:
            done, _ = await asyncio.wait({connected, exited}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (connected, exited):
                if not task.done():
                    task.cancel()
        if exited in done:
            await asyncio.sleep(0.1)  # let the reader collect the last lines
            raise EmulatorTimeout(f"bot exited with {self.process.returncode}:\n{self.output}")
        connected.result()

    async def stop(self, grace: float = 5.0) -> int:
        """Stop the bot: SIGINT, SIGINT again, then SIGKILL after `grace` seconds.

        The first SIGINT makes asyncio cancel the bot's main task, so `async with` blocks
        close (discord.py's `Client.run`). On Python 3.11 a cancel that lands just as an
        `asyncio.wait_for` finishes is swallowed (fixed in 3.12); discord.py wraps the
        gateway handshake in one, so a stop right after connecting can be lost. The second
        SIGINT raises KeyboardInterrupt, which `Client.run` also handles.

        Returns:
            The exit code (negative: killed by that signal).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + grace
        for pause in (1.0, None):
            if not self.running:
                break
            self.process.send_signal(signal.SIGINT)
            wait = max(0.0, deadline - loop.time()) if pause is None else min(pause, grace)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.process.wait(), wait)
        if self.running:
            self.process.kill()
            await self.process.wait()
        await self._reader
        assert self.process.returncode is not None
        return self.process.returncode

    async def __aenter__(self) -> Self:
        """Use as `async with await BotProcess.start(...) as bot`."""
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Stop the bot."""
        await self.stop()
