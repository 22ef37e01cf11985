-- 0003: a hand in progress is saved whole once, at the deal (tables.hand_json), then action
-- by action: each save after that appends the actions it applied, from the `first`-th on.
-- Applied by SqliteStore.open() inside one transaction; the file sets user_version last.

CREATE TABLE hand_moves (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    hand_no    INTEGER NOT NULL,
    first      INTEGER NOT NULL CHECK (first >= 0),
    moves_json TEXT NOT NULL CHECK (json_valid(moves_json)),
    PRIMARY KEY (table_id, first)
) STRICT, WITHOUT ROWID;

-- The actions belong to the hand saved whole: a new one, or none (settled, voided,
-- closed), drops them.
CREATE TRIGGER hand_moves_follow_the_hand AFTER UPDATE OF hand_json ON tables
BEGIN
    DELETE FROM hand_moves WHERE table_id = NEW.id;
END;

PRAGMA user_version = 3;
