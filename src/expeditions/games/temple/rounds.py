"""Setup, turns and rounds: who moves, dealing, the end of a round and of the game.

Steps return what the driver (flow.py) does next: NEXT_EFFECTS when a tile's
actions go on after a chance draw, NEXT_FINAL_EXPLORE when a last turn begins,
None otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own_row

from . import points
from .actions import Action
from .components import OPEN_TREASURES
from .draws import refill_stack
from .phases import (
    CK_ALTAR_TOP,
    CK_DEAL,
    CK_REFILL,
    NEXT_EFFECTS,
    NEXT_FINAL_EXPLORE,
    PH_CHANCE,
    PH_OVER,
    PH_START,
    PH_START_KEYS,
)

if TYPE_CHECKING:
    from .state import TempleTable


def wheel(s: TempleTable, a: Action) -> None:
    s.wheel = a.a
    s.chance_kind = CK_ALTAR_TOP


def altar_top(s: TempleTable, a: Action) -> int | None:
    s.altar_top = a.a
    s.altar_pool[a.a] -= 1
    if s.setup_step == 0:
        s.setup_step = 1
        _start_deal(s)
        return None
    return NEXT_EFFECTS


def _start_deal(s: TempleTable) -> None:
    s.bag = list(s.game.tile_counts)
    s.deal_slot = 0
    s.phase = PH_CHANCE
    s.chance_kind = CK_DEAL


def deal(s: TempleTable, a: Action) -> int | None:
    s.sites[a.b].append(a.a)
    s.sites_count[a.b] += 1
    s.bag[a.a] -= 1
    s.deal_slot += 1
    if sum(s.bag):
        return None
    if s.round == 2:
        return _begin_turn(s)
    if s.game.options["more_control"] and len(s.open_tr) < OPEN_TREASURES:
        s.draw_stack = refill_stack(s)
        s.chance_kind = CK_REFILL
    else:
        _begin_start_keys(s)
    return None


def refill(s: TempleTable, a: Action) -> int | None:
    s.tr_pool[a.a] -= 1
    if s.setup_step != 1:  # at setup the three face-up ones come before the stacks
        s.tr_count[s.draw_stack] -= 1
    s.open_tr.append(a.a)
    s.open_tr.sort()
    s.draw_stack = -1
    if s.setup_step == 1:
        if len(s.open_tr) < OPEN_TREASURES:
            s.draw_stack = refill_stack(s)
            return None
        _begin_start_keys(s)
        return None
    return NEXT_EFFECTS


def _begin_start_keys(s: TempleTable) -> None:
    s.phase = PH_START_KEYS
    s.turn = 0
    s.mover = s.order[0]


def start_key(s: TempleTable, a: Action) -> int | None:
    seat = s.mover
    s.supply[a.a] -= 1
    own_row(s.backpack, seat)[a.a] += 1
    if sum(s.backpack[seat]) < 2:
        return None
    s.turn += 1
    if s.turn < len(s.order):
        s.mover = s.order[s.turn]
        return None
    s.setup_step = 2
    s.turn = 0
    return _begin_turn(s)


def _begin_turn(s: TempleTable) -> int | None:
    s.mover = s.order[s.turn]
    s.took_tile = False
    if s.round == 3:
        return NEXT_FINAL_EXPLORE
    s.phase = PH_START
    return None


def end_turn(s: TempleTable, a: Action | None = None) -> int | None:
    s.turn += 1
    if s.round <= 2 and not sum(s.sites_count):
        return _end_round(s)
    if s.turn >= len(s.order):
        if s.round == 3:
            points.score_round(s, final=True)
            s.phase = PH_OVER
            s.mover = -1
            return None
        s.turn = 0
    return _begin_turn(s)


def _end_round(s: TempleTable) -> int | None:
    """Round scoring, then round 2 or the last explorer turn (rulebook p.9-10)."""
    last = s.mover
    if s.round == 1:
        points.score_round(s, final=False)
        n = s.game.players
        s.order = [(last - i) % n for i in range(n)]
        s.round = 2
        s.turn = 0
        s.pirogue = [0] * n
        s.tent_used = [bool(s.game.options["short_game"])] * n
        _start_deal(s)
        return None
    s.round = 3
    s.turn = 0
    return _begin_turn(s)
