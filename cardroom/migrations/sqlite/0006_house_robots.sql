-- 0006: computer players. The house: one account per server that stakes the computer
-- players' chips (it may go negative: its balance is minus what members have won from the
-- robots), the ledger's 'house' account, each server's choice to allow robots, and the
-- members' results against robots kept apart from their results against members.
-- Applied inside one transaction; the file sets user_version last.

CREATE TABLE house (
    guild_id   INTEGER PRIMARY KEY,
    balance    INTEGER NOT NULL DEFAULT 0
               CHECK (balance BETWEEN -9007199254740991 AND 9007199254740991),
    updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE server_robots (
    guild_id   INTEGER PRIMARY KEY,
    allowed    INTEGER NOT NULL CHECK (allowed IN (0, 1)),
    updated_at INTEGER NOT NULL
) STRICT;

-- The ledger gains the 'house' account: a CHECK can't be altered, so the table is rebuilt
-- with the same columns and rows.
CREATE TABLE ledger_with_house (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER,  -- NULL for a pot or prize pool emptied as a whole
    account       TEXT NOT NULL
                  CHECK (account IN ('bankroll', 'seat', 'pot', 'prize_pool', 'tournament_stack',
                                     'house')),
    amount        INTEGER NOT NULL,
    reason        TEXT NOT NULL,
    table_id      INTEGER REFERENCES tables (id),
    channel_id    INTEGER,
    hand_no       INTEGER,
    tournament_id INTEGER REFERENCES tournaments (id),
    actor_id      INTEGER,
    created_at    INTEGER NOT NULL
) STRICT;

INSERT INTO ledger_with_house (id, guild_id, user_id, account, amount, reason, table_id,
                               channel_id, hand_no, tournament_id, actor_id, created_at)
SELECT id, guild_id, user_id, account, amount, reason, table_id, channel_id, hand_no,
       tournament_id, actor_id, created_at
FROM ledger;

DROP TABLE ledger;
ALTER TABLE ledger_with_house RENAME TO ledger;
CREATE INDEX ledger_member ON ledger (guild_id, user_id, id);

ALTER TABLE stats ADD COLUMN robot_hands INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stats ADD COLUMN robot_hands_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stats ADD COLUMN robot_net_won INTEGER NOT NULL DEFAULT 0;

PRAGMA user_version = 6;
