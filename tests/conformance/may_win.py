"""Who may win once a game has ended by its rules, per game, from the rulebooks."""

from __future__ import annotations

from collections.abc import Callable

from expeditions.core import State


def _cave(state) -> set[int]:
    # Cave p.12: a team not back at the base camp loses, whatever its points.
    from expeditions.games.cave.scoring import eligible

    return {seat for seat, ok in enumerate(eligible(state)) if ok}


def _first_to_finish(state) -> set[int]:
    # South Pole p.11: the first to plant all flags; Relic p.8: the explorer who leaves.
    return {state.winner} if state.winner >= 0 else set()


def _best_score(state) -> set[int]:
    # Lost temple p.10: the most points; a tie shares the win.
    scores = state.scores()
    return {seat for seat, s in enumerate(scores) if s == max(scores)}


MAY_WIN: dict[str, Callable[[State], set[int]]] = {
    "cave": _cave,
    "southpole": _first_to_finish,
    "relic": _first_to_finish,
    "temple": _best_score,
}


def may_win(state: State) -> set[int]:
    """The seats the rules let win this ended game."""
    return MAY_WIN[state.game.name](state)
