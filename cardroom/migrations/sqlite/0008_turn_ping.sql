-- 0008: the turn ping. Each member chooses per server whether the bot pings them when it
-- becomes their turn (/poker notify on|off); on unless they turned it off.
-- Applied inside one transaction; the file sets user_version last.

ALTER TABLE member_settings ADD COLUMN turn_ping INTEGER NOT NULL DEFAULT 1
    CHECK (turn_ping IN (0, 1));

PRAGMA user_version = 8;
