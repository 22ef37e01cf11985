-- 0005: languages. A server's chosen language for its tables' channel messages, and each
-- member's last seen Discord locale (for their direct messages, which have no interaction).
-- Applied by SqliteStore.open() inside one transaction; the file sets user_version last.

CREATE TABLE server_settings (
    guild_id   INTEGER PRIMARY KEY,
    language   TEXT NOT NULL CHECK (length(language) BETWEEN 2 AND 16),
    updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE member_locales (
    user_id    INTEGER PRIMARY KEY,
    locale     TEXT NOT NULL CHECK (length(locale) BETWEEN 2 AND 16),
    updated_at INTEGER NOT NULL
) STRICT;

PRAGMA user_version = 5;
