"""Special player ids, the same values OpenSpiel uses so adapters stay thin."""

CHANCE: int = -1
"""`current_player()` at a chance node: dice, draws and shuffles."""

TERMINAL: int = -4
"""`current_player()` once the game is over."""
