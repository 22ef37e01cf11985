-- 0004: a hand in progress is saved as its inputs and its actions. tables.hand_json holds the
-- hand's start record (config, stacks, button, deck order: what HandState.start takes), saved
-- once at the deal; every action then is one appended row here, numbered from 0. A restart
-- starts the hand again from its record and applies the actions in order.
-- The steps of 0003 belonged to a hand saved whole in the engine's old form; a hand in
-- progress at the upgrade can't be replayed and is voided (every chip returned) on restore.
-- Applied by SqliteStore.open() inside one transaction; the file sets user_version last.

DROP TRIGGER hand_moves_follow_the_hand;
DROP TABLE hand_moves;

CREATE TABLE hand_actions (
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    hand_no     INTEGER NOT NULL,
    action_no   INTEGER NOT NULL CHECK (action_no >= 0),
    action_json TEXT NOT NULL CHECK (json_valid(action_json)),
    PRIMARY KEY (table_id, action_no)
) STRICT, WITHOUT ROWID;

-- The actions belong to the hand whose record is saved: a new one, or none (settled,
-- voided, closed), drops them.
CREATE TRIGGER hand_actions_follow_the_hand AFTER UPDATE OF hand_json ON tables
BEGIN
    DELETE FROM hand_actions WHERE table_id = NEW.id;
END;

PRAGMA user_version = 4;
