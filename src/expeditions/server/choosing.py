"""What the page needs to let a person build an action part by part.

Each legal action goes out as its parts, `[kind, text]` in the order of the
action's text (see the Actions section of docs/contract.md); the page narrows
them with each click. A game without a declaration sends each action whole,
as one part of kind "verb".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from expeditions.core import Game

_PARTS: dict[tuple[Any, Any], list[list[str]]] = {}
"""Each action's parts as sent (shared: read, never written): the table sends the
mover's choices with every push, and the same actions come back all game long."""


def action_parts(game: Game, legal: Sequence[Any]) -> list[list[list[str]]]:
    """Per legal action, its parts as `[kind, text]` pairs."""
    declared = game.actions
    if declared is None:
        return [[["verb", str(a)]] for a in legal]
    out = []
    for action in legal:
        try:
            parts = _PARTS.get((declared, action))
        except TypeError:  # an action that cannot be hashed is made afresh
            parts = None
        if parts is None:
            parts = [[kind, text] for kind, text in declared.parts(action)]
            if len(_PARTS) < 100_000:
                _PARTS[declared, action] = parts
        out.append(parts)
    return out
