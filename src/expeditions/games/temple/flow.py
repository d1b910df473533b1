"""The driver of a turn: each action's step, then whatever follows it, until a decision is due.

A step (in `rounds`, `river`, `effects`, `draws` or `exploring`) changes the
table and returns what comes next: None when the phase it leaves waits for a
player or a chance outcome, or one of the NEXT_* codes of `phases`. Only this
module goes on from there, so no step module calls another one back:
setup and turns (`rounds`) -> the trip (`river`) -> the tile's actions
(`effects`, `draws`) -> the explorer (`exploring`) -> the end of the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import draws, effects, exploring, river, rounds
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
from .components import E_CARD, E_ROOM
from .phases import (
    DRAW_CARDS,
    DRAW_ROOMS,
    EX_FINAL,
    EX_MAIN,
    NEXT_ARRIVE,
    NEXT_EFFECTS,
    NEXT_FINAL_EXPLORE,
    NEXT_TURN_END,
    PH_EFFECTS,
)

if TYPE_CHECKING:
    from .state import TempleTable


def apply(s: TempleTable, a: Action) -> None:
    """Carry out a legal action and everything it sets going."""
    after = _STEPS[a.verb](s, a)
    while after:
        after = _NEXT[after](s)


def _effects(s: TempleTable) -> int | None:
    """The tile's (or the dig's) actions left: wait for the player's choice, or
    start a dig reward that needs none, or go on with the explorer.

    A tile's actions are each the player's to use or skip (p.7 "you may use
    them all"); the rewards of a dig's bonus space come at once (p.6).
    """
    effects.drop_impossible(s)
    pending = s.pending
    if s.effect_ctx or s.game.options["all_tile_actions"]:
        for i, (effect, _) in enumerate(pending):
            if effect == E_ROOM:
                pending.pop(i)
                return draws.start_draw(s, DRAW_ROOMS, 0)
            if effect == E_CARD:
                pending.pop(i)
                return draws.start_draw(s, DRAW_CARDS, 0)
    if pending:
        s.phase = PH_EFFECTS
        return None
    if s.effect_ctx == 0:
        exploring.start_explore(s, EX_MAIN)
        return None
    return exploring.after_dig(s)


def _arrive(s: TempleTable) -> int:
    """At its site the tile's actions wait for the player (p.7); with the option
    `all_tile_actions` its points and passage token come at once and the rest
    must all be carried out."""
    if s.game.options["all_tile_actions"]:
        effects.take_points_and_passage(s)
    return NEXT_EFFECTS


def _final_explore(s: TempleTable) -> None:
    """The last turn is one explorer phase (p.10)."""
    exploring.start_explore(s, EX_FINAL)


_NEXT = {
    NEXT_EFFECTS: _effects,
    NEXT_ARRIVE: _arrive,
    NEXT_TURN_END: rounds.end_turn,
    NEXT_FINAL_EXPLORE: _final_explore,
}


_STEPS = {
    WHEEL: rounds.wheel,
    ALTAR_TOP: rounds.altar_top,
    DEAL: rounds.deal,
    REFILL: rounds.refill,
    DRAW_ROOM: draws.draw,
    DRAW_TREASURE: draws.draw,
    DRAW_CARD: draws.draw,
    START_KEY: rounds.start_key,
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
    PLAY_PLANE: river.play_plane,
    END_TURN: rounds.end_turn,
    USE: effects.use,
    SKIP: effects.skip,
}
