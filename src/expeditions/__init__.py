"""Expeditions: four exploration board games behind one game contract."""

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
    play,
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
