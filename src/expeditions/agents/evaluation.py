"""Where a bot's sense of progress comes from: the game's heuristic or its score.

Each game may name a `heuristic` module (a class attribute of its Game) with
`evaluate(state, seat) -> float` in [-1, 1]. A game without one is judged
by its score margin, squashed into the same range, so every bot works for every registered game.

Search judges a leaf for every seat at once. Where a seat's value is its
own figure against its rivals' figures, asking `evaluate` once per seat
works out every figure once per seat; such a module may also give
`evaluate_all(state) -> list[float]`, equal to `evaluate` for each seat in
turn, which works each figure out once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from expeditions.core import Game, State

Evaluate = Callable[["State", int], float]
EvaluateAll = Callable[["State"], list[float]]

DEFAULT_PLAYOUT_DEPTH = 5
"""Random actions after a new ISMCTS leaf before `evaluate` judges it.

Measured at 2 players, 300 iterations, 8 games against `heuristic`: temple
won 8 at depth 5 and 4 at depth 0; South Pole won 0 at depth 5 and 3 at
depth 0. A game's `search.playout_depth` (`core.SearchHints`), when set, overrides it.
"""

DEFAULT_FOLLOW = 1
"""Own next decisions the `heuristic` bot looks through after an action, unless
a game's `search.follow` says: right after a roll, or halfway through a turn of
several action points, the position is still the seat's own to improve."""

DEFAULT_SEARCH_HORIZON = "game"
"""How far ISMCTS searches unless a game's `search.horizon` says:
`game` searches on through the rivals' turns, `turn` plans the seat's own
turn only. A game may instead give a function of the position (one
determinization of it) that names the horizon, when it depends on what
everyone can see, such as the end having begun."""

Horizon = str | Callable[["State"], str]

DEFAULT_CHANCE = "fuse"
"""How ISMCTS walks through chance unless a game's `search.chance` says:
`fuse` goes on in the same node whatever the outcome (open loop), `split`
in a node of its own for each outcome the seat sees."""


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
    module = game.heuristic
    return getattr(module, "evaluate", score_margin) if module is not None else score_margin


def every_seat(game: Game, evaluate: Evaluate) -> EvaluateAll:
    """`evaluate` for every seat in one call: the game's `heuristic.evaluate_all`
    when `evaluate` is that module's own, else one call per seat."""
    module = game.heuristic
    if module is not None and evaluate is getattr(module, "evaluate", None):
        found = getattr(module, "evaluate_all", None)
        if found is not None:
            return found

    def each_seat(state: State) -> list[float]:
        return [evaluate(state, i) for i in range(state.game.players)]

    return each_seat


def playout_depth_for(game: Game) -> int:
    """The game's `search.playout_depth`, else `DEFAULT_PLAYOUT_DEPTH`."""
    found = game.search.playout_depth
    return DEFAULT_PLAYOUT_DEPTH if found is None else found


def follow_for(game: Game) -> int:
    """The game's `search.follow`, else `DEFAULT_FOLLOW`."""
    found = game.search.follow
    return DEFAULT_FOLLOW if found is None else found


DEFAULT_FOLLOW_TOP = 0
"""Actions the `heuristic` bot looks through, the best judged at once, unless a
game's `search.follow_top` says: 0, every action. Where a turn offers a dozen
actions, most of them plainly worse at once, looking through each of them
costs more than it finds."""


def follow_top_for(game: Game) -> int:
    """The game's `search.follow_top`, else `DEFAULT_FOLLOW_TOP`."""
    found = game.search.follow_top
    return DEFAULT_FOLLOW_TOP if found is None else found


DEFAULT_ROOT_DETS = 4
"""Determinizations ISMCTS's root judgement averages over, unless a game's
`search.root_dets` says: each guesses anew at what the seat cannot see, so
the judgement weighs the hidden facts as the search will."""


def root_dets_for(game: Game) -> int:
    """The game's `search.root_dets`, else `DEFAULT_ROOT_DETS`."""
    found = game.search.root_dets
    return DEFAULT_ROOT_DETS if found is None else found


DEFAULT_FRESH = "widen"
"""What ISMCTS does at an outcome node it meets for the first time (`chance=split`),
unless a game's `search.fresh` says: "widen" judges each of the seat's actions
there once and walks on with the best, "leaf" judges the position there and
ends the iteration, as a new node ends it anywhere else in the tree."""


def fresh_for(game: Game) -> str:
    """The game's `search.fresh`, else `DEFAULT_FRESH`."""
    found = game.search.fresh
    return DEFAULT_FRESH if found is None else found


def chance_for(game: Game) -> str:
    """The game's `search.chance`, else `DEFAULT_CHANCE`."""
    found = game.search.chance
    return DEFAULT_CHANCE if found is None else found


def search_horizon_for(game: Game) -> Horizon:
    """The game's `search.horizon` (a name, or a function of the position
    giving one), else `DEFAULT_SEARCH_HORIZON`."""
    found = game.search.horizon
    return DEFAULT_SEARCH_HORIZON if found is None else found


def terminal_or_evaluate(evaluate: Evaluate, state: State, seat: int) -> float:
    """The true result once the game is over, the heuristic before."""
    if state.is_terminal():
        return state.returns()[seat]
    return evaluate(state, seat)
