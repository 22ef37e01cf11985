-- 0010: multi-table tournaments and seasons.
-- A multi-table tournament is a row of `tournaments` (guild, creator, entry fee, the prize
-- pool that conservation counts, the status, and its settings as config_json) with its
-- lobby and clock in `mtt`. `mtt_entries` are its registrations: what each paid into the
-- pool (entry, rebuys, add-on) and, once decided, the place and prize. Seasons: each
-- server's season length and the channel for final standings, and the points scored.
-- Applied inside one transaction; the file sets user_version last.

CREATE TABLE mtt (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id),
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,  -- the lobby channel; tables are its threads
    message_id    INTEGER,           -- the lobby message
    name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    event_id      INTEGER,           -- the Discord Scheduled Event, if any
    starts_at     INTEGER,           -- the scheduled start; NULL: on /poker tournament start
    started_at    INTEGER,
    ended_at      INTEGER,           -- set when finished or cancelled
    clock_ms      INTEGER NOT NULL DEFAULT 0 CHECK (clock_ms >= 0),  -- run time banked
    clock_paused  INTEGER NOT NULL DEFAULT 0 CHECK (clock_paused IN (0, 1)),
    state_json    TEXT CHECK (state_json IS NULL OR json_valid(state_json)),
    created_at    INTEGER NOT NULL
) STRICT;

-- One open tournament per lobby channel.
CREATE UNIQUE INDEX mtt_open_lobby ON mtt (guild_id, channel_id) WHERE ended_at IS NULL;

CREATE TABLE mtt_entries (
    tournament_id INTEGER NOT NULL REFERENCES mtt (tournament_id),
    user_id       INTEGER NOT NULL,
    paid          INTEGER NOT NULL CHECK (paid BETWEEN 0 AND 9007199254740991),
    rebuys        INTEGER NOT NULL DEFAULT 0 CHECK (rebuys >= 0),
    addon         INTEGER NOT NULL DEFAULT 0 CHECK (addon IN (0, 1)),
    place         INTEGER CHECK (place >= 1),
    prize         INTEGER CHECK (prize >= 0),
    registered_at INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
) STRICT;

CREATE TABLE season_settings (
    guild_id   INTEGER PRIMARY KEY,
    length     TEXT NOT NULL CHECK (length IN ('monthly', 'quarterly', 'yearly')),
    channel_id INTEGER,  -- where the final standings are posted
    posted_season TEXT,  -- the first day of the season in progress when standings were last
                         -- posted (or the seasons were set): the seasons before it are done
    updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE season_points (
    guild_id      INTEGER NOT NULL,
    season_start  TEXT NOT NULL,  -- the season's first day, YYYY-MM-DD
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    place         INTEGER NOT NULL CHECK (place >= 1),
    points        INTEGER NOT NULL CHECK (points >= 0),  -- hundredths of a point
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
) STRICT;

CREATE INDEX season_points_board ON season_points (guild_id, season_start, user_id);

PRAGMA user_version = 10;
