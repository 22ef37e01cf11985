-- 0010: multi-table tournaments and seasons (see migrations/sqlite/0010_mtt.sql).

CREATE TABLE mtt (
    tournament_id BIGINT PRIMARY KEY REFERENCES tournaments (id),
    guild_id      BIGINT NOT NULL,
    channel_id    BIGINT NOT NULL,
    message_id    BIGINT,
    name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    event_id      BIGINT,
    starts_at     BIGINT,
    started_at    BIGINT,
    ended_at      BIGINT,
    clock_ms      BIGINT NOT NULL DEFAULT 0 CHECK (clock_ms >= 0),
    clock_paused  INTEGER NOT NULL DEFAULT 0 CHECK (clock_paused IN (0, 1)),
    state_json    TEXT
                  CONSTRAINT "json_valid(state_json)" CHECK (json_valid(state_json)),
    created_at    BIGINT NOT NULL
);

CREATE UNIQUE INDEX mtt_open_lobby ON mtt (guild_id, channel_id) WHERE ended_at IS NULL;

CREATE TABLE mtt_entries (
    tournament_id BIGINT NOT NULL REFERENCES mtt (tournament_id),
    user_id       BIGINT NOT NULL,
    paid          BIGINT NOT NULL CHECK (paid BETWEEN 0 AND 9007199254740991),
    rebuys        BIGINT NOT NULL DEFAULT 0 CHECK (rebuys >= 0),
    addon         INTEGER NOT NULL DEFAULT 0 CHECK (addon IN (0, 1)),
    place         BIGINT CHECK (place >= 1),
    prize         BIGINT CHECK (prize >= 0),
    registered_at BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE season_settings (
    guild_id   BIGINT PRIMARY KEY,
    length     TEXT NOT NULL CHECK (length IN ('monthly', 'quarterly', 'yearly')),
    channel_id BIGINT,
    posted_season TEXT,
    updated_at BIGINT NOT NULL
);

CREATE TABLE season_points (
    guild_id      BIGINT NOT NULL,
    season_start  TEXT NOT NULL,
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    user_id       BIGINT NOT NULL,
    place         BIGINT NOT NULL CHECK (place >= 1),
    points        BIGINT NOT NULL CHECK (points >= 0),
    created_at    BIGINT NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE INDEX season_points_board ON season_points (guild_id, season_start, user_id);
