"""Where games are found: every package under `expeditions.games`."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from .game import Game

_GAMES: dict[str, type[Game]] = {}
_SCANNED = False


def register(game_class: type[Game]) -> type[Game]:
    """Make a game loadable by its `info.name` (used on each game's last line)."""
    _GAMES[game_class.info.name] = game_class
    return game_class


def unregister(name: str) -> None:
    """Forget a game (tests that register a game of their own clean up with this)."""
    _GAMES.pop(name, None)


def _scan() -> None:
    global _SCANNED
    if _SCANNED:
        return
    _SCANNED = True
    import expeditions.games as package

    for module in pkgutil.iter_modules(package.__path__):
        if module.ispkg:
            importlib.import_module(f"expeditions.games.{module.name}")


def games() -> list[str]:
    """The names of every registered game, sorted."""
    _scan()
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    _scan()
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_GAMES))
        raise ValueError(f"unknown game {name!r}; games: {known}") from None


def load(name: str, players: int | None = None, **options: Any) -> Game:
    """A game by name with a player count and variant options."""
    return game_class(name)(players, **options)
