"""The rules configuration of Roll to the South Pole: players and metadata."""

from __future__ import annotations

from typing import Any

from expeditions.core import Game, GameInfo, IllegalAction, State

from .actions import ACTION_ID, ALL_PLAYER_ACTIONS, Action
from .state import SouthPoleState

MAX_GAME_LENGTH = 5000
"""Not a rule (a game played by people has no limit): the length at which the
simulator, the benchmarks and the adapters stop a game. Nothing in the rules
forces progress, so random play may wander for ever; games of heuristic bots
end with a winner in about 300-800 actions."""

ACTION_OF_TEXT: dict[str, Action] = {str(a): a for a in ALL_PLAYER_ACTIONS}


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
    )
    state_class = SouthPoleState

    def _action_of_text(self, text: str) -> Action | None:
        """Every South Pole player action has one fixed text."""
        return ACTION_OF_TEXT.get(text)

    def num_distinct_actions(self) -> int:
        return len(ALL_PLAYER_ACTIONS)

    def action_id(self, action: Any) -> int:
        try:
            return ACTION_ID[action]
        except (KeyError, TypeError):
            raise IllegalAction(f"{action!r} is not a South Pole player action") from None

    def action_from_id(self, state: State, action_id: int) -> Action:
        if not 0 <= action_id < len(ALL_PLAYER_ACTIONS):
            raise IllegalAction(f"no South Pole action has id {action_id}")
        return ALL_PLAYER_ACTIONS[action_id]
