"""The lost temple: pirogues on the river, explorers in the temple, two scoring rounds."""

from .game import TempleGame
from .game import TempleGame as Game
from .state import TempleState
from .state import TempleState as State

__all__ = ["Game", "State", "TempleGame", "TempleState"]
