-- 0004: a hand in progress is saved as its inputs and its actions (see
-- migrations/sqlite/0004_hand_actions.sql): tables.hand_json holds the hand's start record,
-- saved once at the deal; every action then is one appended row here, numbered from 0.

CREATE TABLE hand_actions (
    table_id    BIGINT NOT NULL REFERENCES tables (id),
    hand_no     BIGINT NOT NULL,
    action_no   BIGINT NOT NULL CHECK (action_no >= 0),
    action_json TEXT NOT NULL
                CONSTRAINT "json_valid(action_json)" CHECK (json_valid(action_json)),
    PRIMARY KEY (table_id, action_no)
);

-- The actions belong to the hand whose record is saved: a new one, or none (settled,
-- voided, closed), drops them. Like SQLite's trigger it fires whenever an UPDATE sets
-- hand_json, changed or not.
CREATE FUNCTION hand_actions_follow_the_hand() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM hand_actions WHERE table_id = NEW.id;
    RETURN NULL;
END
$$;

CREATE TRIGGER hand_actions_follow_the_hand AFTER UPDATE OF hand_json ON tables
    FOR EACH ROW EXECUTE FUNCTION hand_actions_follow_the_hand();
