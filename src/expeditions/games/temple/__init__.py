"""The lost temple: pirogues on the river, explorers in the temple, two scoring rounds."""

from expeditions.core import register

from .game import TempleGame
from .state import TempleState

Game = TempleGame
State = TempleState

__all__ = ["Game", "State", "TempleGame", "TempleState"]

register(TempleGame)
