"""Expeditions: four exploration board games behind one game contract."""

from .agents.play import play
from .core import (
    CHANCE,
    TERMINAL,
    Game,
    IllegalAction,
    RecordError,
    SeatView,
    State,
    games,
    load,
    replay,
)

__version__ = "0.1.0"

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Game",
    "IllegalAction",
    "RecordError",
    "SeatView",
    "State",
    "games",
    "load",
    "play",
    "replay",
]
