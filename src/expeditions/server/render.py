"""Drawing an observation: the game's own renderer, or a readable fallback."""

from __future__ import annotations

import json
from html import escape
from types import ModuleType
from typing import Any

from expeditions.core import game_class
from expeditions.core.words import in_language

from .errors import TableError


def renderer(name: str) -> ModuleType | None:
    """The renderer the game names in its registration, if it has one."""
    return game_class(name).renderer


LANGS = ("en", "el")
"""The languages a table speaks: boards and the log in words follow the page's."""


def check_lang(lang: str) -> str:
    """`lang` if the table speaks it; a 422 otherwise."""
    if lang not in LANGS:
        raise TableError(422, f"no words for language {lang!r}; there are {', '.join(LANGS)}")
    return lang


def board_svg(
    name: str, observation: dict[str, Any], legal: list[str] | None, lang: str = "en"
) -> str:
    """SVG from the game's renderer, its words put in `lang` by the renderer's
    `WORDS` (drawn in English); an HTML fallback listing the observation."""
    module = renderer(name)
    if module is not None and hasattr(module, "svg"):
        return in_language(module.svg(observation, legal), lang, getattr(module, "WORDS", {}))
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
