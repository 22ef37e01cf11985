-- 0008: the turn ping (see migrations/sqlite/0008_turn_ping.sql): each member chooses per
-- server whether the bot pings them when it becomes their turn; on unless turned off.

ALTER TABLE member_settings ADD COLUMN turn_ping INTEGER NOT NULL DEFAULT 1
    CHECK (turn_ping IN (0, 1));
