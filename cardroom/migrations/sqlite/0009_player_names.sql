-- 0009: players' names as the table showed them. The card room knows members by id; the
-- front desk knows their display names on the server. It hands each name it sees to the
-- card room, which keeps one row whenever a member's name on a server changes, so that a
-- hand's export names its players as they were called when it was played (joined by time).
-- Applied inside one transaction; the file sets user_version last.

CREATE TABLE player_names (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    seen_at  INTEGER NOT NULL,
    name     TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    PRIMARY KEY (guild_id, user_id, seen_at)
) STRICT;

PRAGMA user_version = 9;
