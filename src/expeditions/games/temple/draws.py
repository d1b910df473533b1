"""Drawing the top three of a stack, keeping one, putting two back on top (p.7, p.11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, holdings
from .actions import Action
from .components import ROOM_TILES
from .phases import (
    CK_DRAW,
    DRAW_CARDS,
    DRAW_ROOMS,
    DRAW_TREASURES,
    PH_CHANCE,
    PH_KEEP_CARD,
    PH_KEEP_TREASURE,
    PH_PLACE_ROOM,
)

if TYPE_CHECKING:
    from .state import TempleState


def _tops(s: TempleState, cat: int, stack: int) -> tuple[list[int], list[int]]:
    if cat == DRAW_ROOMS:
        return s.room_tops, s.room_masks
    if cat == DRAW_CARDS:
        return s.card_tops, s.card_masks
    return s.tr_tops[stack], s.tr_masks[stack]


def _stack_size(s: TempleState, cat: int, stack: int) -> int:
    if cat == DRAW_ROOMS:
        return len(s.room_tops) + sum(s.room_pool)
    if cat == DRAW_CARDS:
        return len(s.card_tops) + sum(s.card_pool)
    return s.tr_count[stack]


def start_draw(s: TempleState, cat: int, stack: int) -> None:
    size = _stack_size(s, cat, stack)
    take = min(3, size)
    tops, masks = _tops(s, cat, stack)
    known = min(take, len(tops))
    bit = 1 << s.mover
    s.drawn = tops[:known]
    s.drawn_masks = [m | bit for m in masks[:known]]
    del tops[:known]
    del masks[:known]
    if cat == DRAW_TREASURES:
        s.tr_count[stack] -= known
    s.draw_cat = cat
    s.draw_stack = stack
    s.draw_need = take - known
    if s.draw_need:
        s.phase = PH_CHANCE
        s.chance_kind = CK_DRAW
    else:
        _draw_complete(s)


def draw(s: TempleState, a: Action) -> None:
    self_seat = s.mover
    s._keep_secret(self_seat)
    item = a.a
    cat = s.draw_cat
    if cat == DRAW_ROOMS:
        s.room_pool[item] -= 1
    elif cat == DRAW_CARDS:
        s.card_pool[item] -= 1
    else:
        s.tr_pool[item] -= 1
        s.tr_count[s.draw_stack] -= 1
    s.drawn.append(item)
    s.drawn_masks.append(1 << self_seat)
    s.draw_need -= 1
    if not s.draw_need:
        _draw_complete(s)


def _draw_complete(s: TempleState) -> None:
    if not s.drawn:
        s.draw_cat = -1
        effects.advance_effects(s)
        return
    s.phase = (PH_PLACE_ROOM, PH_KEEP_TREASURE, PH_KEEP_CARD)[s.draw_cat]


def _keep(s: TempleState, item: int) -> int:
    """Keep one of the drawn, the others go back on top in the order drawn.

    Returns the other seats that had seen the kept one's face: they know it is
    gone from the stack, so they know who holds it.
    """
    i = s.drawn.index(item)
    s.drawn.pop(i)
    seen_by = s.drawn_masks.pop(i) & ~(1 << s.mover)
    tops, masks = _tops(s, s.draw_cat, s.draw_stack)
    tops[:0] = s.drawn
    masks[:0] = s.drawn_masks
    if s.draw_cat == DRAW_TREASURES:
        s.tr_count[s.draw_stack] += len(s.drawn)
    s.drawn = []
    s.drawn_masks = []
    s.draw_cat = -1
    s.draw_stack = -1
    return seen_by


def place_room(s: TempleState, a: Action) -> None:
    _keep(s, a.a)
    colour, layout = ROOM_TILES[a.a]
    effects.put_light_room(s, a.b, colour, layout, a.c)
    effects.after_discovery(s)
    effects.advance_effects(s)


def keep_treasure(s: TempleState, a: Action) -> None:
    s._keep_secret(s.mover)
    holdings.remember(s.tr_known[s.mover], a.a, _keep(s, a.a))
    s.tr_hidden[s.mover][a.a] += 1
    effects.advance_effects(s)


def keep_card(s: TempleState, a: Action) -> None:
    s._keep_secret(s.mover)
    holdings.remember(s.cards_known[s.mover], a.a, _keep(s, a.a))
    s.cards[s.mover][a.a] += 1
    effects.advance_effects(s)
