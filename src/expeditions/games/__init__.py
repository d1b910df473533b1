"""One package per game; each registers itself on import."""
