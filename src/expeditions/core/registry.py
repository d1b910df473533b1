"""Where games are found: a name -> Game class table every game adds itself to.

The table knows nothing of the game packages: each package's `game.py` calls
`register` on import, and `expeditions/__init__.py` imports the
`expeditions.games` package, which imports every game under it. A game class
is its whole registration: rules (`info`, `state_class`, `actions`), and the
`renderer`, `heuristic`, `narrator` and `search` hints that tools read from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game

_GAMES: dict[str, type[Game]] = {}


def register(game_class: type[Game]) -> type[Game]:
    """Make a game loadable by its `info.name` (used on each `game.py`'s last line)."""
    _GAMES[game_class.info.name] = game_class
    return game_class


def unregister(name: str) -> None:
    """Forget a game (tests that register a game of their own clean up with this)."""
    _GAMES.pop(name, None)


def games() -> list[str]:
    """The names of every registered game, sorted."""
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    try:
        return _GAMES[name]
    except (KeyError, TypeError):
        known = ", ".join(sorted(_GAMES))
        raise ValueError(f"unknown game {name!r}; games: {known}") from None


def load(name: str, players: int | None = None, **options: Any) -> Game:
    """A game by name with a player count and variant options."""
    return game_class(name)(players, **options)
