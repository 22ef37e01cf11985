-- 0003: on SQLite, a table of the steps of a hand saved whole (migrations/sqlite/0003), which
-- 0004 replaced before PostgreSQL was supported. Nothing to do here: the number is kept so
-- that a schema version means the same tables on both databases.
SELECT 1;
