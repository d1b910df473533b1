"""Drawing an observation in the terminal with the game's own text renderer."""

from __future__ import annotations

import json
from types import ModuleType
from typing import Any

from expeditions.core import game_class


def _render(game_name: str) -> ModuleType | None:
    try:
        return game_class(game_name).renderer
    except ValueError:  # a game made in code and never registered: no renderer
        return None


def board_text(game_name: str, observation: dict[str, Any]) -> str:
    """The game's `render.text`, or the observation as indented JSON."""
    render = _render(game_name)
    if render is None:
        return json.dumps(observation, indent=1)
    return render.text(observation)


def board_legend(game_name: str) -> str:
    """What the symbols of the game's text board mean (its `render.LEGEND`)."""
    render = _render(game_name)
    return getattr(render, "LEGEND", "") if render is not None else ""


def placed_text(game_name: str, observation: dict[str, Any], spot: str) -> str:
    """The tile at `spot` as the board draws it (a rotation shown with its doors)."""
    render = _render(game_name)
    show = getattr(render, "placed_text", None) if render is not None else None
    return show(observation, spot) if show is not None else ""
