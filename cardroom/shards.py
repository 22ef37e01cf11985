"""Which Discord servers this process serves: its gateway shards, by Discord's routing rule.

Discord splits a bot's servers between gateway shards by ``(guild_id >> 22) % shard_count``
and sends each server's events (commands, clicks, forms) to that shard alone; direct
messages go to shard 0. A process that runs some of the shards (``SHARD_COUNT`` and
``SHARD_IDS``) therefore hears only its servers, and the card room runs only their tables:
:class:`ShardPlan` says which. Without a plan one process runs every shard and every server.

>>> plan = ShardPlan.parse("2", "1")
>>> plan.shard_ids, plan.holds(1 << 22), plan.holds(2 << 22)
((1,), True, False)
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ShardPlan", "shard_of"]


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord routes a server's events to.

    >>> shard_of(81384788765712384, 2), shard_of(81384788765712384, 3)
    (0, 1)
    """
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True, kw_only=True)
class ShardPlan:
    """The gateway shards one process runs: ``shard_ids`` of ``shard_count``."""

    shard_count: int
    """How many shards the bot's servers are split into, across every process."""
    shard_ids: tuple[int, ...]
    """The shards this process connects (each in ``range(shard_count)``), in order."""

    def __post_init__(self) -> None:
        """Refuse a plan Discord would refuse: no shards, or an id out of range."""
        if self.shard_count < 1:
            raise ValueError(f"SHARD_COUNT must be 1 or more, not {self.shard_count}.")
        if not self.shard_ids:
            raise ValueError("SHARD_IDS names no shard.")
        for shard in self.shard_ids:
            if not 0 <= shard < self.shard_count:
                raise ValueError(
                    f"SHARD_IDS has {shard}, but with SHARD_COUNT={self.shard_count} the"
                    f" shards are 0 to {self.shard_count - 1}."
                )
        if len(set(self.shard_ids)) != len(self.shard_ids):
            raise ValueError("SHARD_IDS names a shard twice.")

    @classmethod
    def parse(cls, count_text: str, ids_text: str) -> ShardPlan | None:
        """Read ``SHARD_COUNT`` and ``SHARD_IDS`` (``"0,1"``); None when both are empty.

        ``SHARD_COUNT`` alone runs all its shards in this process.

        Raises:
            ValueError: A value that is not a whole number, an id out of range, a repeated
                id, a count below 1, or ``SHARD_IDS`` without ``SHARD_COUNT``; the message
                says which and how to fix it.
        """
        count_text, ids_text = count_text.strip(), ids_text.strip()
        if not count_text and not ids_text:
            return None
        if not count_text:
            raise ValueError(
                "SHARD_IDS needs SHARD_COUNT too: the total number of shards across every"
                " process (see .env.example)."
            )
        try:
            count = int(count_text)
        except ValueError:
            raise ValueError(
                f"SHARD_COUNT must be a whole number, not {count_text!r} (see .env.example)."
            ) from None
        if not ids_text:
            return cls(shard_count=count, shard_ids=tuple(range(max(count, 0))))
        try:
            ids = tuple(int(part) for part in ids_text.split(","))
        except ValueError:
            raise ValueError(
                f"SHARD_IDS must be shard numbers separated by commas, such as 0,1; not"
                f" {ids_text!r} (see .env.example)."
            ) from None
        return cls(shard_count=count, shard_ids=ids)

    def holds(self, guild_id: int) -> bool:
        """Whether this process runs the shard that ``guild_id``'s events arrive on."""
        return shard_of(guild_id, self.shard_count) in self.shard_ids

    def describe(self) -> str:
        """The plan for a log line: ``"shards 0,1 of 4"``."""
        return f"shards {','.join(map(str, self.shard_ids))} of {self.shard_count}"
