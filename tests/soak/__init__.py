"""The soak: many tables through the real bot, killed and restarted, with checks."""
