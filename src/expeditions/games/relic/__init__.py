"""Relic Expedition: reveal a hex jungle, survive its animals, leave with four matching relics."""

from .game import RelicGame
from .game import RelicGame as Game
from .state import RelicState
from .state import RelicState as State

__all__ = ["Game", "RelicGame", "RelicState", "State"]
