-- 0009: reserved for the migration another branch of this round ships as 0009; this
-- placeholder only keeps the numbers without a gap on the tournament branch, and is
-- dropped at merge in favour of that branch's 0009. It changes nothing.

PRAGMA user_version = 9;
