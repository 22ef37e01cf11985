-- 0001: the bank, tables, seats, hands, stats and sit-and-go tournaments.
-- Applied by SqliteStore.open() inside one transaction; the file sets user_version last.
-- Times are Unix seconds (UTC). Chip columns are whole numbers in [0, 2^53 - 1].

CREATE TABLE bankrolls (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    balance       INTEGER NOT NULL CHECK (balance BETWEEN 0 AND 9007199254740991),
    last_daily_at INTEGER,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) STRICT;

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    creator_id  INTEGER NOT NULL,
    entry_fee   INTEGER NOT NULL CHECK (entry_fee >= 0),
    pool        INTEGER NOT NULL DEFAULT 0 CHECK (pool BETWEEN 0 AND 9007199254740991),
    status      TEXT NOT NULL DEFAULT 'registering'
                CHECK (status IN ('registering', 'running', 'finished', 'cancelled')),
    config_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(config_json)),
    created_at  INTEGER NOT NULL
) STRICT;

CREATE TABLE tournament_entries (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    place         INTEGER CHECK (place >= 1),
    prize         INTEGER CHECK (prize >= 0),
    entered_at    INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
) STRICT;

CREATE TABLE tables (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel_id    INTEGER NOT NULL,
    creator_id    INTEGER NOT NULL,
    status        TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    max_seats     INTEGER NOT NULL CHECK (max_seats BETWEEN 2 AND 10),
    config_json   TEXT NOT NULL CHECK (json_valid(config_json)),
    state_json    TEXT CHECK (state_json IS NULL OR json_valid(state_json)),
    hand_json     TEXT CHECK (hand_json IS NULL OR json_valid(hand_json)),
    hand_no       INTEGER NOT NULL DEFAULT 0 CHECK (hand_no >= 0),
    hand_started_at INTEGER,
    pot           INTEGER NOT NULL DEFAULT 0 CHECK (pot >= 0),
    message_id    INTEGER,
    tournament_id INTEGER REFERENCES tournaments (id),
    created_at    INTEGER NOT NULL,
    closed_at     INTEGER
) STRICT;

-- One open table per channel; closed tables stay for their history.
CREATE UNIQUE INDEX tables_open_channel ON tables (guild_id, channel_id) WHERE status = 'open';
CREATE INDEX tables_guild ON tables (guild_id, status);

CREATE TABLE seats (
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    seat_no     INTEGER NOT NULL CHECK (seat_no BETWEEN 0 AND 9),
    user_id     INTEGER NOT NULL,
    stack       INTEGER NOT NULL CHECK (stack BETWEEN 0 AND 9007199254740991),
    sitting_out INTEGER NOT NULL DEFAULT 0 CHECK (sitting_out IN (0, 1)),
    seated_at   INTEGER NOT NULL,
    PRIMARY KEY (table_id, seat_no),
    UNIQUE (table_id, user_id)
) STRICT;

CREATE TABLE hands (
    table_id     INTEGER NOT NULL REFERENCES tables (id),
    hand_no      INTEGER NOT NULL CHECK (hand_no >= 1),
    outcome      TEXT NOT NULL CHECK (outcome IN ('settled', 'voided')),
    phh_text     TEXT,
    summary_json TEXT NOT NULL CHECK (json_valid(summary_json)),
    started_at   INTEGER,
    ended_at     INTEGER NOT NULL,
    PRIMARY KEY (table_id, hand_no)
) STRICT;

CREATE TABLE stats (
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    hands_played  INTEGER NOT NULL DEFAULT 0,
    hands_won     INTEGER NOT NULL DEFAULT 0,
    net_won       INTEGER NOT NULL DEFAULT 0,
    biggest_pot   INTEGER NOT NULL DEFAULT 0,
    showdowns_won INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
) STRICT;

CREATE TABLE ledger (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER,  -- NULL for a pot or prize pool emptied as a whole
    account       TEXT NOT NULL
                  CHECK (account IN ('bankroll', 'seat', 'pot', 'prize_pool', 'tournament_stack')),
    amount        INTEGER NOT NULL,
    reason        TEXT NOT NULL,
    table_id      INTEGER REFERENCES tables (id),
    channel_id    INTEGER,
    hand_no       INTEGER,
    tournament_id INTEGER REFERENCES tournaments (id),
    actor_id      INTEGER,
    created_at    INTEGER NOT NULL
) STRICT;

CREATE INDEX ledger_member ON ledger (guild_id, user_id, id);
CREATE INDEX bankrolls_balance ON bankrolls (guild_id, balance DESC);
CREATE INDEX stats_net ON stats (guild_id, net_won DESC);
CREATE INDEX stats_won ON stats (guild_id, hands_won DESC);

PRAGMA user_version = 1;
