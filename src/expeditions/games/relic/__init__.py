"""Relic Expedition: reveal a hex jungle, survive its animals, leave with four matching relics."""

from .game import RelicGame, RelicState
from .game import RelicGame as Game
from .game import RelicState as State

__all__ = ["Game", "RelicGame", "RelicState", "State"]
