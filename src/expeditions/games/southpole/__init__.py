"""Roll to the South Pole: push your luck with six dice over hidden hex terrain."""

from .game import SouthPoleGame
from .game import SouthPoleGame as Game
from .state import SouthPoleState
from .state import SouthPoleState as State

__all__ = ["Game", "SouthPoleGame", "SouthPoleState", "State"]
