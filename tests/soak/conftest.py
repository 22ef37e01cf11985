"""The soak's fixtures: the end-to-end tests' emulator (a fresh one per test)."""

from tests.e2e.conftest import emulator

__all__ = ["emulator"]
