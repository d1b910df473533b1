"""Relic Expedition: reveal a hex jungle, survive its animals, leave with four matching relics."""

from expeditions.core import register

from .game import RelicGame as Game
from .state import RelicState as State

__all__ = ["Game", "State"]

register(Game)
