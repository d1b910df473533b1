"""`expeditions.play` with bots named by text, as everywhere else."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from expeditions.core import Bot, Game, State
from expeditions.core import play as play_with_bots

from .registry import make_bot


def play(
    game: Game | str,
    *,
    bots: Sequence[Bot | str | None] | None = None,
    **kwargs: Any,
) -> State:
    """Play a game to its end; each bot is an object, a name such as
    `"heuristic"` or `"ismcts:iters=200"`, or None (uniformly random).

    The other arguments are those of `expeditions.core.play` (seed, players,
    state, max_actions, limit, on_action, options).
    """
    seats = None if bots is None else [make_bot(b) if isinstance(b, str) else b for b in bots]
    return play_with_bots(game, bots=seats, **kwargs)
