"""Cave: lay square cave tiles, spend 5 AP a turn, return to the base camp by the end."""

from expeditions.core import register

from .game import CaveGame as Game
from .state import CaveState as State

__all__ = ["Game", "State"]

register(Game)
