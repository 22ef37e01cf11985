-- 0009: players' names as the table showed them (see migrations/sqlite/0009_player_names.sql):
-- one row whenever a member's display name on a server changes, joined to hands by time.

CREATE TABLE player_names (
    guild_id BIGINT NOT NULL,
    user_id  BIGINT NOT NULL,
    seen_at  BIGINT NOT NULL,
    name     TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    PRIMARY KEY (guild_id, user_id, seen_at)
);
