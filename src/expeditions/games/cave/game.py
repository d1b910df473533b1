"""The rules configuration of Cave: players, variants and the action encoding."""

from __future__ import annotations

from expeditions.core import Game, GameInfo, Option

from .actions import ACTIONS
from .components import FINAL_ROUNDS, ROUND_LIMIT
from .narration import CaveNarrator
from .state import CaveState

KIT_DECISIONS = 11
TURN_DECISIONS = 160
"""A generous bound on one turn's decisions: 5 AP, each at most a refill's
kit (14) or a discovery (3), a rearrangement after each, and free drops."""
MAX_PLAYERS = 5
MAX_GAME_LENGTH = (
    MAX_PLAYERS * KIT_DECISIONS
    + 1
    + (ROUND_LIMIT + FINAL_ROUNDS + 1) * MAX_PLAYERS * TURN_DECISIONS
)


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
        summary="lay square cave tiles, spend 5 AP a turn on moving, ropes, oxygen, "
        "boat, camera, tent; return to base by the end",
    )
    state_class = CaveState
    actions = ACTIONS
    narrator = CaveNarrator
