"""The lost temple's rules configuration and its fixed action encoding."""

from __future__ import annotations

from expeditions.core import Game, GameInfo, Option, SearchHints, register

from . import heuristic, render
from .actions import ACTIONS
from .components import tile_counts
from .narration import TempleNarrator
from .state import TempleState

MAX_GAME_LENGTH = 6000
"""A true upper bound on actions, chance included; see docs/rules-decisions.md."""


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
