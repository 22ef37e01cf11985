-- 0007: how each player played each settled hand (VPIP, PFR, 3-bet, showdowns, big blinds
-- won), one row per player and hand, written with the hand's settlement and summed by the
-- stats and leaderboard queries. Flags are 0 or 1; net_mbb is thousandths of a big blind.
-- Applied inside one transaction; the file sets user_version last.

CREATE TABLE hand_plays (
    table_id         INTEGER NOT NULL,
    hand_no          INTEGER NOT NULL,
    user_id          INTEGER NOT NULL,
    guild_id         INTEGER NOT NULL,
    cash             INTEGER NOT NULL CHECK (cash IN (0, 1)),
    vpip             INTEGER NOT NULL CHECK (vpip IN (0, 1)),
    pfr              INTEGER NOT NULL CHECK (pfr IN (0, 1)),
    three_bet_chance INTEGER NOT NULL CHECK (three_bet_chance IN (0, 1)),
    three_bet        INTEGER NOT NULL CHECK (three_bet IN (0, 1)),
    saw_flop         INTEGER NOT NULL CHECK (saw_flop IN (0, 1)),
    showdown         INTEGER NOT NULL CHECK (showdown IN (0, 1)),
    won_showdown     INTEGER NOT NULL CHECK (won_showdown IN (0, 1)),
    net_mbb          INTEGER NOT NULL,
    PRIMARY KEY (table_id, hand_no, user_id)
) STRICT;

CREATE INDEX hand_plays_member ON hand_plays (guild_id, user_id);

PRAGMA user_version = 7;
