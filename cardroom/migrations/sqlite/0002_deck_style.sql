-- 0002: members' own settings per server; for now the deck style of their private pictures.
-- Applied by SqliteStore.open() inside one transaction; the file sets user_version last.

CREATE TABLE member_settings (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    deck_style TEXT NOT NULL DEFAULT 'classic' CHECK (deck_style IN ('classic', 'four_colour')),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) STRICT;

PRAGMA user_version = 2;
