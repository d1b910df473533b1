"""The rules configuration of Relic Expedition: players, variants, action encoding."""

from __future__ import annotations

from typing import Any

from expeditions.core import Game, GameInfo, IllegalAction, Option, State

from .actions import (
    DRAW,
    DROP,
    FLY,
    LEAVE,
    MOVE,
    NUM_DISTINCT_ACTIONS,
    TAKE,
    Action,
    action_id,
    decode,
)
from .components import CELL_BY_NAME, ITEM_BY_NAME
from .state import RelicState

MAX_PLAYERS = 4
MAX_GAME_LENGTH = 20_000
"""Not a rule (the rulebook has no end but a win, and a game played by people
has no limit): the length at which the simulator, the benchmarks and the
adapters stop a game. Random play never collects a set; games played to win
end far sooner (see docs/rules-decisions.md)."""


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

    def _action_of_text(self, text: str) -> Action | None:
        """Typed moves, flights, pick-ups and drops, so a refusal names the rule."""
        return _typed_action(text)

    def num_distinct_actions(self) -> int:
        return NUM_DISTINCT_ACTIONS

    def action_id(self, action: Any) -> int:
        if not isinstance(action, Action) or action.verb >= 20:
            raise IllegalAction(f"{action!r} is not a Relic Expedition player action")
        return action_id(action)

    def action_from_id(self, state: State, action_id_: int) -> Action:
        try:
            verb, a, b = decode(action_id_)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        for action in state.legal_actions():
            if action.verb == verb and action.a == a and action.b == b:
                return action
        raise IllegalAction(f"no legal Relic Expedition action has id {action_id_} here")


_TYPED_VERBS = {"move": (MOVE, CELL_BY_NAME), "fly": (FLY, CELL_BY_NAME)}
_TYPED_VERBS.update({"take": (TAKE, ITEM_BY_NAME), "drop": (DROP, ITEM_BY_NAME)})


def _typed_action(text: str) -> Action | None:
    """The action-phase action a player typed, legal or not (None if it names none)."""
    words = str(text).lower().split()
    if words == ["leave"]:
        return Action(LEAVE)
    if words == ["draw"]:
        return Action(DRAW)
    if len(words) == 2 and words[0] in _TYPED_VERBS:
        verb, names = _TYPED_VERBS[words[0]]
        if words[1] in names:
            return Action(verb, names[words[1]])
    return None
