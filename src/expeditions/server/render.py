"""Drawing an observation: the game's own renderer, or a readable fallback."""

from __future__ import annotations

import importlib
import json
from functools import cache
from html import escape
from types import ModuleType
from typing import Any

from expeditions.core import game_class


@cache
def renderer(name: str) -> ModuleType | None:
    """The `render` module beside the game's package, if the game has one."""
    module = game_class(name).__module__
    parent = module.rsplit(".", 1)[0]
    for candidate in (f"expeditions.games.{name}.render", f"{module}.render", f"{parent}.render"):
        try:
            return importlib.import_module(candidate)
        except ModuleNotFoundError as exc:
            if exc.name and candidate.startswith(exc.name):
                continue
            raise
    return None


def board_svg(name: str, observation: dict[str, Any], legal: list[str] | None) -> str:
    """SVG from the game's renderer; an HTML fallback listing the observation."""
    module = renderer(name)
    if module is not None and hasattr(module, "svg"):
        return module.svg(observation, legal)
    body = escape(json.dumps(observation, indent=1, sort_keys=True))
    return f'<pre class="fallback-board">{body}</pre>'


def board_text(name: str, observation: dict[str, Any]) -> str:
    module = renderer(name)
    if module is not None and hasattr(module, "text"):
        return module.text(observation)
    return json.dumps(observation, sort_keys=True)


def seat_colours(name: str, players: int) -> list[str]:
    """Each seat's colour as the board draws it, so panels and log match the board."""
    module = renderer(name)
    colours = getattr(module, "SEAT_COLOURS", None) or ("#b5522a", "#2a7ab5", "#2ca02c", "#8e44ad")
    return [colours[i % len(colours)] for i in range(players)]
