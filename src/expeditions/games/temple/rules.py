"""The temple's rules as one entry point: legal actions, chance outcomes, effects.

Each kind of action is carried out by the module of its part of the game
(setup and rounds in `flow`, the pirogue in `river`, tile actions in `effects`
and `draws`, the explorer, tent and cards in `exploring`). `apply` is only
called with a legal action, so nothing there checks legality twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import draws, effects, exploring, flow, river
from .actions import (
    ALTAR_TOP,
    CARD_PASSAGE,
    DEAL,
    DELIVER,
    DIG,
    DRAW_CARD,
    DRAW_ROOM,
    DRAW_TREASURE,
    END_DELIVERY,
    END_EXPLORATION,
    END_TURN,
    GO,
    KEEP_CARD,
    KEEP_TREASURE,
    KEY,
    NO_DELIVERY,
    PASSAGE,
    PAY_KEY,
    PAY_POINTS,
    PLACE_ALTAR,
    PLACE_ROOM,
    PLAY_BONUS,
    PLAY_EXPLORE,
    PLAY_FOREST,
    PLAY_KEY_CARD,
    PLAY_KINDS,
    PLAY_PLANE,
    REFILL,
    RESCUE,
    RETURN,
    SCORE,
    SKIP,
    START_KEY,
    STAY,
    TAKE,
    TENT_EXPLORE,
    TENT_KEY,
    TREASURE_FROM,
    TREASURE_OPEN,
    USE,
    WHEEL,
    Action,
)
from .effects import put_light_room
from .legal import chance_outcomes, legal_actions

if TYPE_CHECKING:
    from .state import TempleState

__all__ = ["apply", "chance_outcomes", "legal_actions", "put_light_room"]


def apply(s: TempleState, a: Action) -> None:
    _APPLY[a.verb](s, a)


_APPLY = {
    WHEEL: flow.wheel,
    ALTAR_TOP: flow.altar_top,
    DEAL: flow.deal,
    REFILL: flow.refill,
    DRAW_ROOM: draws.draw,
    DRAW_TREASURE: draws.draw,
    DRAW_CARD: draws.draw,
    START_KEY: flow.start_key,
    TAKE: river.take,
    DELIVER: river.deliver,
    NO_DELIVERY: river.close_delivery,
    END_DELIVERY: river.close_delivery,
    PLAY_BONUS: river.play_bonus,
    PLAY_KINDS: river.play_kinds,
    PAY_KEY: river.pay_key,
    PAY_POINTS: river.pay_points,
    PLAY_FOREST: river.play_forest,
    KEY: effects.take_key,
    PLACE_ROOM: draws.place_room,
    PLACE_ALTAR: effects.place_altar,
    TREASURE_FROM: effects.treasure_from,
    TREASURE_OPEN: effects.treasure_open,
    KEEP_TREASURE: draws.keep_treasure,
    KEEP_CARD: draws.keep_card,
    SCORE: effects.score_colour,
    GO: exploring.go,
    PASSAGE: exploring.passage,
    CARD_PASSAGE: exploring.passage,
    DIG: exploring.dig,
    RETURN: exploring.slip_back,
    STAY: exploring.end_explore,
    RESCUE: exploring.rescue,
    END_EXPLORATION: exploring.end_explore,
    TENT_EXPLORE: exploring.tent_explore,
    TENT_KEY: exploring.tent_key,
    PLAY_EXPLORE: exploring.play_explore,
    PLAY_KEY_CARD: exploring.play_key_card,
    PLAY_PLANE: exploring.play_plane,
    END_TURN: flow.end_turn,
    USE: effects.use,
    SKIP: effects.skip,
}
