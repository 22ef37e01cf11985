-- 0007: how each player played each settled hand (see migrations/sqlite/0007_hand_plays.sql):
-- one row per player and hand, written with the hand's settlement, summed by the stats.

CREATE TABLE hand_plays (
    table_id         BIGINT NOT NULL,
    hand_no          BIGINT NOT NULL,
    user_id          BIGINT NOT NULL,
    guild_id         BIGINT NOT NULL,
    cash             INTEGER NOT NULL CHECK (cash IN (0, 1)),
    vpip             INTEGER NOT NULL CHECK (vpip IN (0, 1)),
    pfr              INTEGER NOT NULL CHECK (pfr IN (0, 1)),
    three_bet_chance INTEGER NOT NULL CHECK (three_bet_chance IN (0, 1)),
    three_bet        INTEGER NOT NULL CHECK (three_bet IN (0, 1)),
    saw_flop         INTEGER NOT NULL CHECK (saw_flop IN (0, 1)),
    showdown         INTEGER NOT NULL CHECK (showdown IN (0, 1)),
    won_showdown     INTEGER NOT NULL CHECK (won_showdown IN (0, 1)),
    net_mbb          BIGINT NOT NULL,
    PRIMARY KEY (table_id, hand_no, user_id)
);

CREATE INDEX hand_plays_member ON hand_plays (guild_id, user_id);
