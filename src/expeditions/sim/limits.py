"""The action limit of simulated games: a cap outside the rules, never a rule.

A game played by people has no limit. Bots can wander: random explorers in
Relic Expedition or Roll to the South Pole rarely finish, and no rule ends
their game. The simulator, the strength benchmark and the adapters therefore
stop a game at a limit in actions (chance included); a stopped game has no
winner (`state.is_truncated()`), and reports count it apart.

The default is ten times the length of a typical game: a game between two
`heuristic` bots, measured per seat and scaled by the number of seats. A
game whose rules bound its length more tightly keeps its own bound.
"""

from __future__ import annotations

import math

from expeditions.core import Game

TYPICAL_ACTIONS_PER_SEAT = {
    "cave": 550,
    "relic": 400,
    "southpole": 300,
    "temple": 110,
}
"""Actions per seat of a typical 2-player game between `heuristic` bots
(chance included; the longest of seeds 1-3, halved and rounded up)."""

LIMIT_FACTOR = 10
"""How many typical games long a game may run before it is stopped."""

NO_LIMIT = 0
"""Given as a limit (`--limit 0`): play on until the rules end the game."""


def default_limit(game: Game) -> int:
    """Ten typical games' worth of actions, or the game's own bound if tighter.

    A game without a measured typical length keeps the bound it declares
    (`game.max_game_length()`).
    """
    bound = game.max_game_length()
    typical = TYPICAL_ACTIONS_PER_SEAT.get(game.name)
    if typical is None:
        return bound
    limit = LIMIT_FACTOR * typical * game.players
    return min(bound, int(math.ceil(limit / 100) * 100))


def resolve_limit(game: Game, limit: int | None) -> int | None:
    """The limit to play `game` with: None asks for the default, 0 for none."""
    if limit is None:
        return default_limit(game)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise ValueError(f"the limit is a whole number of actions (0: none), not {limit!r}")
    return None if limit == NO_LIMIT else limit


def limit_text(limit: int | None) -> str:
    """The limit in words, for tables and pages."""
    return "none" if limit is None else f"{limit} actions"
