"""The lost temple: pirogues on the river, explorers in the temple, two scoring rounds."""

from .game import TempleGame, TempleState
from .game import TempleGame as Game
from .game import TempleState as State

__all__ = ["Game", "State", "TempleGame", "TempleState"]
