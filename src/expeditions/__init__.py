"""Expeditions: four exploration board games behind one game contract."""

from . import games as _games  # noqa: F401  (imports, and so registers, every game)
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

# `games` is the contract's function listing the registered names; it is bound
# here, after the `expeditions.games` package above has been imported, so the
# name means the function (the package stays reachable by its full import path).

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
