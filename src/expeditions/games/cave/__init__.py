"""Cave: lay square cave tiles, spend 5 AP a turn, return to the base camp by the end."""

from .game import CaveGame, CaveState
from .game import CaveGame as Game
from .game import CaveState as State

__all__ = ["CaveGame", "CaveState", "Game", "State"]
