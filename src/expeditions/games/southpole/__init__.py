"""Roll to the South Pole: push your luck with six dice over hidden hex terrain."""

from .game import SouthPoleGame, SouthPoleState
from .game import SouthPoleGame as Game
from .game import SouthPoleState as State

__all__ = ["Game", "SouthPoleGame", "SouthPoleState", "State"]
