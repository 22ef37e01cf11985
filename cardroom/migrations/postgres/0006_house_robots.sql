-- 0006: computer players (see migrations/sqlite/0006_house_robots.sql). The house account
-- per server (it may go negative), the ledger's 'house' account, each server's choice to
-- allow robots, and members' results against robots kept apart.

CREATE TABLE house (
    guild_id   BIGINT PRIMARY KEY,
    balance    BIGINT NOT NULL DEFAULT 0
               CHECK (balance BETWEEN -9007199254740991 AND 9007199254740991),
    updated_at BIGINT NOT NULL
);

CREATE TABLE server_robots (
    guild_id   BIGINT PRIMARY KEY,
    allowed    INTEGER NOT NULL CHECK (allowed IN (0, 1)),
    updated_at BIGINT NOT NULL
);

-- PostgreSQL can swap a CHECK in place (SQLite rebuilds the table).
ALTER TABLE ledger DROP CONSTRAINT ledger_account_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_check
    CHECK (account IN ('bankroll', 'seat', 'pot', 'prize_pool', 'tournament_stack', 'house'));

ALTER TABLE stats ADD COLUMN robot_hands BIGINT NOT NULL DEFAULT 0;
ALTER TABLE stats ADD COLUMN robot_hands_won BIGINT NOT NULL DEFAULT 0;
ALTER TABLE stats ADD COLUMN robot_net_won BIGINT NOT NULL DEFAULT 0;
