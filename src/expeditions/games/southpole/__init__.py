"""Roll to the South Pole: push your luck with six dice over hidden hex terrain."""

from expeditions.core import register

from .game import SouthPoleGame as Game
from .state import SouthPoleState as State

__all__ = ["Game", "State"]

register(Game)
