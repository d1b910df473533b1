"""The rules configuration of Roll to the South Pole: players and metadata."""

from __future__ import annotations

from expeditions.core import Game, GameInfo

from .actions import ACTIONS
from .components import SEASON_ACTIONS
from .narration import SouthPoleNarrator
from .state import SouthPoleState


class SouthPoleGame(Game):
    info = GameInfo(
        name="southpole",
        title="Roll to the South Pole",
        min_players=2,
        max_players=5,
        chance=True,
        hidden_information=True,
        max_game_length=SEASON_ACTIONS,
        options={},
        summary="push your luck with 6 chosen dice over hidden hex terrain; "
        "first to plant all flags wins",
    )
    state_class = SouthPoleState
    actions = ACTIONS
    narrator = SouthPoleNarrator
