"""The lost temple put together: the table, its rules and views, players and variants."""

from __future__ import annotations

from expeditions.core import Game, GameInfo, Option, SearchHints, register

from . import explorer, heuristic, observation, render, resample, rules, scoring
from .actions import ACTIONS
from .components import tile_counts
from .narration import TempleNarrator
from .state import TempleTable

MAX_GAME_LENGTH = 6000
"""A true upper bound on actions, chance included; see docs/rules-decisions.md."""


class TempleState(TempleTable):
    """The table with its rules: the state every caller plays."""

    __slots__ = ()
    _current_player = rules.current_player
    _is_terminal = rules.is_terminal
    _legal_actions = rules.legal_actions
    _chance_outcomes = rules.chance_outcomes
    _apply = rules.apply
    _why_illegal = rules.why_illegal
    _observation = observation.observe
    _resample = resample.resample
    _lookahead_resample = resample.lookahead_resample
    _scores = scoring.scores

    def _forget(self) -> None:
        explorer.forget()


class TempleGame(Game):
    """The lost temple for 2-4 players, with the rulebook's two variants."""

    __slots__ = ("tile_counts",)
    info = GameInfo(
        name="temple",
        title="The lost temple",
        min_players=2,
        max_players=4,
        chance=True,
        hidden_information=True,
        max_game_length=MAX_GAME_LENGTH,
        options={
            "more_control": Option(
                False, "two treasure stacks and three face-up treasures to choose from (p.11)"
            ),
            "short_game": Option(False, "play without the tent's extra exploration or key (p.11)"),
            "all_tile_actions": Option(
                False, "every action of a taken tile is carried out, none skipped (p.5)"
            ),
        },
        phases=(
            "chance",
            "start keys",
            "start",
            "delivery",
            "forest",
            "tile",
            "place room",
            "place altar",
            "keep treasure",
            "keep card",
            "explore",
            "return",
            "after",
            "over",
        ),
        summary="pirogue on a river picks action tiles, explorer digs temple rooms "
        "behind coloured doors, two scoring rounds",
    )
    state_class = TempleState
    actions = ACTIONS
    narrator = TempleNarrator
    renderer = render
    heuristic = heuristic
    search = SearchHints()

    def _configure(self) -> None:
        self._set("tile_counts", tile_counts(self.players))


register(TempleGame)
