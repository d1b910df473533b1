"""Cave wired together: the state whose hooks are the rules, and the game's
declaration (players, variants, phases, actions, renderer, heuristic).

The package's modules import one way, each only those before it:
components, explorer, actions, board, state (the table as data), kit and
rules, scoring, observation, render, routes and heuristic, narration, game.
"""

from __future__ import annotations

from expeditions.core import Game, GameInfo, Option, SearchHints, register

from . import heuristic, observation, render, rules, scoring
from .actions import ACTIONS
from .narration import CaveNarrator
from .state import CaveTable

MAX_PLAYERS = 5
MAX_GAME_LENGTH = 20_000
"""Not a rule (a game played by people has no limit): the length at which the
simulator, the benchmarks and the adapters stop a game. Nothing obliges anyone
to discover, so random play may never lay the last tile; games played to win
end far sooner (see docs/rules-decisions.md)."""


class CaveState(CaveTable):
    """A position of Cave: the table, with the rules as its hooks."""

    __slots__ = ()
    _current_player = rules.current_player
    _is_terminal = rules.is_terminal
    _legal_actions = rules.legal
    _chance_outcomes = rules.outcomes
    _apply = rules.apply
    _resample = rules.resample
    _lookahead_resample = rules.lookahead_resample
    _observation = observation.observe
    _scores = scoring.float_scores
    _winners = scoring.winners
    """The most points among the teams back at the base camp, ties shared;
    a team away from base has lost whatever its points (p.12), so when no
    team is back nobody wins."""


class CaveGame(Game):
    info = GameInfo(
        name="cave",
        title="Cave",
        min_players=2,
        max_players=MAX_PLAYERS,
        chance=True,
        hidden_information=True,
        max_game_length=MAX_GAME_LENGTH,
        options={
            "depth_first_come": Option(
                False, "only the first explorer to reach a depth takes its token (summary)"
            ),
            "descent_token_on_tile": Option(
                False, "a traverse token lies on each descent tile for the first rope (summary)"
            ),
            "upkeep_at_base": Option(
                False, "a consumable is discarded at the start of every turn, base camp too"
            ),
        },
        phases=("kit", "first player", "play", "draw", "place", "over"),
        summary="lay square cave tiles, spend 5 AP a turn on moving, ropes, oxygen, "
        "boat, camera, tent; return to base by the end",
    )
    state_class = CaveState
    actions = ACTIONS
    narrator = CaveNarrator
    renderer = render
    heuristic = heuristic
    # playout_depth: ISMCTS judges each new leaf at once: a few random actions strand an
    # explorer away from home, so random playouts mislead the search; against `heuristic` it won
    # about three times as often at 0 as at 5 actions.
    search = SearchHints(playout_depth=0, horizon=heuristic.search_horizon)


register(CaveGame)
