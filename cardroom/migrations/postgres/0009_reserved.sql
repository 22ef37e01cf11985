-- 0009: reserved (see migrations/sqlite/0009_reserved.sql): a placeholder that changes
-- nothing, dropped at merge in favour of the other branch's 0009.

SELECT 1;
