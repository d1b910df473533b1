"""Roll to the South Pole put together: its table, rules, views and bots, registered."""

from __future__ import annotations

from expeditions.core import Game, GameInfo, SearchHints, register

from . import heuristic, observation, render, rules, scoring
from .actions import ACTIONS
from .narration import SouthPoleNarrator
from .state import SouthPoleTable

MAX_GAME_LENGTH = 5000
"""Not a rule (a game played by people has no limit): the length at which the
simulator, the benchmarks and the adapters stop a game. Nothing in the rules
forces progress, so random play may wander for ever; games of heuristic bots
end with a winner in about 300-800 actions."""


class SouthPoleState(SouthPoleTable):
    """The table with its hooks: each is a function of the rules, scoring or views."""

    __slots__ = ()

    _is_terminal = rules.is_over
    _current_player = rules.current_player
    _legal_actions = rules.legal_actions
    _chance_outcomes = rules.chance_outcomes
    _apply = rules.apply
    _why_illegal = rules.why_illegal
    _scores = scoring.scores
    _winners = scoring.winners
    _observation = observation.observe
    _resample = observation.resample


class SouthPoleGame(Game):
    info = GameInfo(
        name="southpole",
        title="Roll to the South Pole",
        min_players=2,
        max_players=5,
        chance=True,
        hidden_information=True,
        max_game_length=MAX_GAME_LENGTH,
        options={},
        summary="push your luck with 6 chosen dice over hidden hex terrain; "
        "first to plant all flags wins",
        phases=("setup", "start", "move", "check", "onward", "over"),
    )
    state_class = SouthPoleState
    actions = ACTIONS
    narrator = SouthPoleNarrator
    renderer = render
    heuristic = heuristic
    # playout_depth: ISMCTS judges each new leaf at once: random actions waste cubes on rerolls
    # and push on against the odds, and against `heuristic` the search won 60% of 48 games at 0
    # but 44% at 5 actions.
    search = SearchHints(playout_depth=0)


register(SouthPoleGame)
