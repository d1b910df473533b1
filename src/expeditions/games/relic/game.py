"""The rules configuration of Relic Expedition: players, variants, action encoding."""

from __future__ import annotations

from expeditions.core import Game, GameInfo, Option

from .actions import ACTIONS
from .components import ROUND_LIMIT, TURN_STEP_BOUND
from .narration import RelicNarrator
from .state import RelicState

MAX_PLAYERS = 4
SETUP_STEPS = 1 + 16 * 2
MAX_GAME_LENGTH = SETUP_STEPS + ROUND_LIMIT * MAX_PLAYERS * TURN_STEP_BOUND


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
        summary="reveal a hex jungle, manage an 8-slot backpack, survive animals, "
        "carry 4 matching relics out by a landing clearing",
    )
    state_class = RelicState
    actions = ACTIONS
    narrator = RelicNarrator
