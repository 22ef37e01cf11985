"""Developer tools: generators for the engine's data tables."""
