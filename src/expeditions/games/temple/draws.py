"""Drawing the top three of a stack, keeping one, putting two back on top (p.7, p.11).

Steps return what the driver (flow.py) does next: NEXT_EFFECTS once the drawn
item is kept (or nothing could be drawn), None while a draw or a choice is due.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own_row

from . import holdings
from .actions import Action
from .components import ROOM_TILES
from .phases import (
    CK_DRAW,
    DRAW_CARDS,
    DRAW_ROOMS,
    DRAW_TREASURES,
    NEXT_EFFECTS,
    PH_CHANCE,
    PH_KEEP_CARD,
    PH_KEEP_TREASURE,
    PH_PLACE_ROOM,
)
from .rooms import after_discovery
from .state import put_light_room

if TYPE_CHECKING:
    from .state import TempleTable


def _tops(s: TempleTable, cat: int, stack: int) -> tuple[list[int], list[int]]:
    if cat == DRAW_ROOMS:
        return s.room_tops, s.room_masks
    if cat == DRAW_CARDS:
        return s.card_tops, s.card_masks
    return s.tr_tops[stack], s.tr_masks[stack]


def _stack_size(s: TempleTable, cat: int, stack: int) -> int:
    if cat == DRAW_ROOMS:
        return len(s.room_tops) + sum(s.room_pool)
    if cat == DRAW_CARDS:
        return len(s.card_tops) + sum(s.card_pool)
    return s.tr_count[stack]


def start_draw(s: TempleTable, cat: int, stack: int) -> int | None:
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
        return None
    return _draw_complete(s)


def draw(s: TempleTable, a: Action) -> int | None:
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
        return _draw_complete(s)
    return None


def _draw_complete(s: TempleTable) -> int | None:
    if not s.drawn:
        s.draw_cat = -1
        return NEXT_EFFECTS
    s.phase = (PH_PLACE_ROOM, PH_KEEP_TREASURE, PH_KEEP_CARD)[s.draw_cat]
    return None


def _keep(s: TempleTable, item: int) -> int:
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


def place_room(s: TempleTable, a: Action) -> int:
    _keep(s, a.a)
    colour, layout = ROOM_TILES[a.a]
    put_light_room(s, a.b, colour, layout, a.c)
    after_discovery(s)
    return NEXT_EFFECTS


def keep_treasure(s: TempleTable, a: Action) -> int:
    s._keep_secret(s.mover)
    holdings.remember(own_row(s.tr_known, s.mover), a.a, _keep(s, a.a))
    own_row(s.tr_hidden, s.mover)[a.a] += 1
    return NEXT_EFFECTS


def keep_card(s: TempleTable, a: Action) -> int:
    s._keep_secret(s.mover)
    holdings.remember(own_row(s.cards_known, s.mover), a.a, _keep(s, a.a))
    own_row(s.cards, s.mover)[a.a] += 1
    return NEXT_EFFECTS


def refill_stack(s: TempleTable) -> int:
    """More control: the display refills from the taller stack (design)."""
    return 0 if s.tr_count[0] >= s.tr_count[1] else 1
