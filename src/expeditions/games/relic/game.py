"""Relic Expedition put together: the table, its rules and views, players and variants."""

from __future__ import annotations

from typing import Any

from expeditions.core import Game, GameInfo, Option, SearchHints, register

from . import heuristic, observation, render, resample, rules, scoring
from .actions import ACTIONS
from .narration import RelicNarrator
from .state import RelicTable

MAX_PLAYERS = 4
MAX_GAME_LENGTH = 20_000
"""Not a rule (the rulebook has no end but a win, and a game played by people
has no limit): the length at which the simulator, the benchmarks and the
adapters stop a game. Random play never collects a set; games played to win
end far sooner (see docs/rules-decisions.md)."""


class RelicState(RelicTable):
    """The table with its rules: the state every caller plays."""

    __slots__ = ()
    _current_player = rules.current_player
    _is_terminal = rules.is_terminal
    _turn_owner = rules.turn_owner
    _legal_actions = rules.legal_actions
    _chance_outcomes = rules.chance_outcomes
    _apply = rules.apply
    _observation = observation.observe
    _resample = resample.resample
    _lookahead_resample = resample.lookahead_resample
    _scores = scoring.scores
    _winners = scoring.winners

    def _why_illegal(self, action: Any) -> str:
        return rules.why_illegal(self, action) or super()._why_illegal(action)


class RelicGame(Game):
    info = GameInfo(
        name="relic",
        title="Relic Expedition",
        min_players=2,
        max_players=MAX_PLAYERS,
        chance=True,
        hidden_information=True,
        max_game_length=MAX_GAME_LENGTH,
        options={
            "training": Option(
                False, "training expedition: no monkeys, vines or bananas (rulebook p.3)"
            ),
            "fixed_three_actions": Option(False, "every turn has exactly 3 actions"),
            "machete_scares_snake": Option(
                False, "a machete, kept, cancels a snake like a first aid would"
            ),
            "animals_avoid_quicksand": Option(
                False, "animals never step on quicksand (advanced variant, rulebook p.34)"
            ),
        },
        phases=("setup", "roll", "animals", "actions", "landing", "over"),
        summary="reveal a hex jungle, manage an 8-slot backpack, survive animals, "
        "carry 4 matching relics out by a landing clearing",
    )
    state_class = RelicState
    actions = ACTIONS
    narrator = RelicNarrator
    renderer = render
    heuristic = heuristic
    # playout_depth: ISMCTS judges each new leaf at once: random actions wander off the relics
    # and away from the clearings, and with playouts of 5 actions the search failed to finish
    # the expedition in half its games even against `random`.
    # horizon: ISMCTS plans the explorer's own turn (the animals its rival moves in it included)
    # and judges it where the rival's turn begins. A hundred iterations spread over the rival's
    # turns as well blurred more than they showed: over the same 200 games against `heuristic`
    # the turn planner won 58.5%, the whole-game search 55.0%.
    # chance: ISMCTS walks on after a draw or a revealed tile in a node of its own for each
    # outcome. In the open loop a draw's worth sank with every iteration (the next steps'
    # statistics are shared by every outcome), so more search drew and explored less: at 1,000
    # iterations against `heuristic` ISMCTS won 7 of 20 games open loop, 13 of 20 split.
    # follow_top: the heuristic bot looks through the 3 actions best judged at once, of about
    # ten a decision: it won 51.5% [44.6, 58.3] of 200 games against the bot that looks through
    # every action (seats alternated), at about half the time an action; through the best 2
    # 47.5%, through the best one 37.0%.
    # root_dets: ISMCTS's root judgement guesses once at what is hidden (only the supplies in
    # the rivals' closed backpacks): at 100 iterations against `heuristic` it won 62.5% [55.6,
    # 68.9] of 200 games guessing once and 57.5% [50.6, 64.1] guessing four times (seeds 1 to
    # 200 for both), and an ISMCTS-100 game took a tenth less time.
    search = SearchHints(playout_depth=0, horizon="turn", chance="split", follow_top=3, root_dets=1)


register(RelicGame)
