"""Playing and replaying games in a terminal."""
