"""Where a bot's sense of progress comes from: the game's heuristic or its score.

Each game package may provide `heuristic.evaluate(state, seat) -> float` in
[-1, 1]. A game without one (yet) is judged by its score margin, squashed into
the same range, so every bot works for every registered game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from expeditions.core import Game, State

Evaluate = Callable[["State", int], float]

_CACHE: dict[str, Evaluate] = {}
_SETTINGS: dict[tuple[str, str], Any] = {}

DEFAULT_PLAYOUT_DEPTH = 5
"""Random actions after a new ISMCTS leaf before `evaluate` judges it.

Measured at 2 players, 300 iterations, 8 games against `heuristic`: temple
won 8 at depth 5 and 4 at depth 0; South Pole won 0 at depth 5 and 3 at
depth 0. A game's `heuristic.PLAYOUT_DEPTH`, when present, overrides it.
"""

DEFAULT_SEARCH_HORIZON = "game"
"""How far ISMCTS searches unless a game's `heuristic.SEARCH_HORIZON` says:
`game` searches on through the rivals' turns, `turn` plans the seat's own
turn only. A game may instead give a function of the position (one
determinization of it) that names the horizon, when it depends on what
everyone can see, such as the end having begun."""

Horizon = str | Callable[["State"], str]


def score_margin(state: State, seat: int) -> float:
    """The fallback: the true result at the end, else the squashed score lead."""
    if state.is_terminal():
        return state.returns()[seat]
    scores = state.scores()
    mine = scores[seat]
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    lead = mine - best_other
    return lead / (abs(lead) + 5.0)


def evaluator_for(game: Game) -> Evaluate:
    """The game's own `heuristic.evaluate`, or `score_margin` when it has none."""
    name = game.info.name
    found = _CACHE.get(name)
    if found is None:
        module = _heuristic_module(name)
        found = getattr(module, "evaluate", score_margin) if module else score_margin
        _CACHE[name] = found
    return found


def playout_depth_for(game: Game) -> int:
    """The game's `heuristic.PLAYOUT_DEPTH`, else `DEFAULT_PLAYOUT_DEPTH`."""
    return _setting(game, "PLAYOUT_DEPTH", DEFAULT_PLAYOUT_DEPTH)


def search_horizon_for(game: Game) -> Horizon:
    """The game's `heuristic.SEARCH_HORIZON` (a name, or a function of the
    position giving one), else `DEFAULT_SEARCH_HORIZON`."""
    return _setting(game, "SEARCH_HORIZON", DEFAULT_SEARCH_HORIZON)


def _setting(game: Game, attribute: str, default: Any) -> Any:
    key = (game.info.name, attribute)
    if key not in _SETTINGS:
        module = _heuristic_module(game.info.name)
        _SETTINGS[key] = getattr(module, attribute, None) if module else None
    found = _SETTINGS[key]
    return default if found is None else found


def _heuristic_module(name: str) -> Any:
    path = f"expeditions.games.{name}.heuristic"
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError as exc:
        if not (exc.name and path.startswith(exc.name)):
            raise
        return None


def terminal_or_evaluate(evaluate: Evaluate, state: State, seat: int) -> float:
    """The true result once the game is over, the heuristic before."""
    if state.is_terminal():
        return state.returns()[seat]
    return evaluate(state, seat)
