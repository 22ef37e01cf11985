-- 0002: members' own settings per server; for now the deck style of their private pictures.
-- The same table as migrations/sqlite/0002_deck_style.sql. Applied by PostgresStore.open().

CREATE TABLE member_settings (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    deck_style TEXT NOT NULL DEFAULT 'classic' CHECK (deck_style IN ('classic', 'four_colour')),
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
