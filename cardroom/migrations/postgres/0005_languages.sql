-- 0005: languages (see migrations/sqlite/0005_languages.sql). A server's chosen language for
-- its tables' channel messages, and each member's last seen Discord locale.

CREATE TABLE server_settings (
    guild_id   BIGINT PRIMARY KEY,
    language   TEXT NOT NULL CHECK (length(language) BETWEEN 2 AND 16),
    updated_at BIGINT NOT NULL
);

CREATE TABLE member_locales (
    user_id    BIGINT PRIMARY KEY,
    locale     TEXT NOT NULL CHECK (length(locale) BETWEEN 2 AND 16),
    updated_at BIGINT NOT NULL
);
