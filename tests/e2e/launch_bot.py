"""Run a discord.py bot, unmodified, against the Discord emulator.

    python tests/e2e/launch_bot.py [--api URL] SCRIPT.py [ARGS...]
    python tests/e2e/launch_bot.py [--api URL] -m MODULE [ARGS...]

URL is the emulator's REST base, `http://127.0.0.1:PORT/api/v10`; it defaults to the
HOLDEM_E2E_API environment variable. Before running the target as `__main__` (runpy),
the launcher points discord.py at the emulator:

- `discord.http.Route.BASE` becomes URL. Every REST call, including interaction
  callbacks and webhooks (discord/webhook/async_.py builds its `Route`s too), goes there.
- `DiscordWebSocket.DEFAULT_GATEWAY` becomes the `url` of the emulator's `GET /gateway/bot`.
  A plain `Client`/`Bot` never asks for /gateway/bot: it connects to DEFAULT_GATEWAY
  (wss://gateway.discord.gg) and, after READY, to READY's `resume_gateway_url`. Only
  `AutoShardedClient` reads /gateway/bot. Patching the class attribute covers both, and
  also the reset to DEFAULT_GATEWAY after an INVALID_SESSION.
"""

from __future__ import annotations

import json
import os
import runpy
import sys
import urllib.request
from pathlib import Path

API_ENV = "HOLDEM_E2E_API"
USAGE = "usage: launch_bot.py [--api URL] (SCRIPT.py | -m MODULE) [ARGS...]"


def fetch_gateway_url(api_url: str, timeout: float = 10.0) -> str:
    """Ask the emulator's `GET /gateway/bot` where its websocket is (no proxies involved)."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    request = urllib.request.Request(f"{api_url.rstrip('/')}/gateway/bot")  # noqa: S310 - http to 127.0.0.1
    with opener.open(request, timeout=timeout) as response:
        return str(json.load(response)["url"])


def point_discord_at(api_url: str, gateway_url: str | None = None) -> tuple[str, object]:
    """Send discord.py's REST and gateway traffic to the emulator.

    Args:
        api_url: The emulator's REST base (`.../api/v10`).
        gateway_url: The websocket URL; fetched from `GET /gateway/bot` when None. Pass it
            when the emulator runs in this same event loop, where a blocking fetch would
            deadlock.

    Returns:
        The previous `(Route.BASE, DEFAULT_GATEWAY)`, so in-process tests can restore them.
    """
    import discord.gateway
    import discord.http
    import yarl

    previous = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    gateway = gateway_url or fetch_gateway_url(api_url)
    discord.http.Route.BASE = api_url.rstrip("/")
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    return previous


def restore_discord(previous: tuple[str, object]) -> None:
    """Undo `point_discord_at` with the value it returned."""
    import discord.gateway
    import discord.http
    import yarl

    base, gateway = previous
    discord.http.Route.BASE = base
    assert isinstance(gateway, yarl.URL)
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


PSEUDO_ENV = "HOLDEM_E2E_PSEUDO_LOCALE"
"""Set (to anything) to let the bot speak the pseudo-locale its test members use."""


def _pseudo_locale(enabled: bool) -> None:
    """Accept the test pseudo-locale (``x-pseudo``) in the bot about to run (tests only)."""
    if enabled:
        from cogs import i18n

        i18n.enable_pseudo_locale()


def main(argv: list[str]) -> None:
    """Parse the command line, point discord.py at the emulator, run the target."""
    args = list(argv)
    api_url = os.environ.get(API_ENV, "")
    if args[:1] == ["--api"] and len(args) >= 2:
        api_url, args = args[1], args[2:]
    if args[:1] == ["--"]:
        args = args[1:]
    if not api_url or not args:
        raise SystemExit(USAGE)
    point_discord_at(api_url)
    pseudo = bool(os.environ.get(PSEUDO_ENV))
    if args[0] == "-m":
        if len(args) < 2:
            raise SystemExit(USAGE)
        module, rest = args[1], args[2:]
        sys.argv = [module, *rest]
        sys.path[0] = str(Path.cwd())
        _pseudo_locale(pseudo)
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    else:
        script, rest = Path(args[0]).resolve(), args[1:]
        sys.argv = [str(script), *rest]
        sys.path[0] = str(script.parent)
        _pseudo_locale(pseudo)
        runpy.run_path(str(script), run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
