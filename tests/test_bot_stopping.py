"""bot.py's stop signals: SIGTERM, SIGHUP and Ctrl+C all ask for the clean stop; a second cuts it.

The whole stop of a running bot is ``tests/e2e/test_shutdown.py``'s; here the signal handling
alone, in this process.
"""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from bot import Stopper


async def forever() -> None:
    """A bot that serves until it is stopped."""
    await asyncio.Event().wait()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
async def test_each_stop_signal_asks_for_the_clean_stop(signum: signal.Signals) -> None:
    stopper = Stopper().install()
    try:
        serving = asyncio.create_task(forever())
        os.kill(os.getpid(), signum)
        await asyncio.wait_for(stopper.serve(serving), 5)  # returns: a stop was asked for
        assert stopper.requested.is_set()
        assert stopper.why == signum.name
        assert not serving.done()  # the stop itself is the bot's to make
        serving.cancel()
    finally:
        stopper.uninstall()
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # given back


async def test_a_second_signal_cuts_the_stop_short() -> None:
    async def main() -> str:
        stopper = Stopper().install()
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            await stopper.requested.wait()
            os.kill(os.getpid(), signal.SIGHUP)
            await asyncio.sleep(30)  # a stop that would hang
        except asyncio.CancelledError:
            return "cut short"
        finally:
            stopper.uninstall()
        return "waited"

    assert await asyncio.wait_for(asyncio.create_task(main()), 10) == "cut short"


async def test_a_bot_that_fails_to_serve_raises_its_error() -> None:
    stopper = Stopper().install()

    async def fails() -> None:
        raise RuntimeError("cannot log in")

    try:
        with pytest.raises(RuntimeError, match="cannot log in"):
            await stopper.serve(asyncio.create_task(fails()))
        assert not stopper.requested.is_set()
    finally:
        stopper.uninstall()
