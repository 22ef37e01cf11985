"""End-to-end tests: the real bot against a local emulator of Discord's REST API and gateway."""
