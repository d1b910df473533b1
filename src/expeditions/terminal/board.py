"""Drawing an observation in the terminal with the game's own text renderer."""

from __future__ import annotations

import importlib
import json
from typing import Any


def board_text(game_name: str, observation: dict[str, Any]) -> str:
    """The game's `render.text`, or the observation as indented JSON."""
    try:
        render = importlib.import_module(f"expeditions.games.{game_name}.render")
    except ModuleNotFoundError:
        return json.dumps(observation, indent=1)
    return render.text(observation)
