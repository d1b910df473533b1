"""Setup, turns and rounds: who moves, dealing, the end of a round and of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, exploring, scoring
from .actions import Action
from .components import OPEN_TREASURES
from .phases import (
    CK_ALTAR_TOP,
    CK_DEAL,
    CK_REFILL,
    EX_FINAL,
    PH_CHANCE,
    PH_OVER,
    PH_START,
    PH_START_KEYS,
)

if TYPE_CHECKING:
    from .state import TempleState


def wheel(s: TempleState, a: Action) -> None:
    s.wheel = a.a
    s.chance_kind = CK_ALTAR_TOP


def altar_top(s: TempleState, a: Action) -> None:
    s.altar_top = a.a
    s.altar_pool[a.a] -= 1
    if s.setup_step == 0:
        s.setup_step = 1
        _start_deal(s)
    else:
        effects.advance_effects(s)


def _start_deal(s: TempleState) -> None:
    s.bag = list(s.game.tile_counts)
    s.deal_slot = 0
    s.phase = PH_CHANCE
    s.chance_kind = CK_DEAL


def deal(s: TempleState, a: Action) -> None:
    s.sites[a.b].append(a.a)
    s.sites_count[a.b] += 1
    s.bag[a.a] -= 1
    s.deal_slot += 1
    if sum(s.bag):
        return
    if s.round == 2:
        _begin_turn(s)
    elif s.game.options["more_control"] and len(s.open_tr) < OPEN_TREASURES:
        s.draw_stack = refill_stack(s)
        s.chance_kind = CK_REFILL
    else:
        _begin_start_keys(s)


def refill(s: TempleState, a: Action) -> None:
    s.tr_pool[a.a] -= 1
    if s.setup_step != 1:  # at setup the three face-up ones come before the stacks
        s.tr_count[s.draw_stack] -= 1
    s.open_tr.append(a.a)
    s.open_tr.sort()
    if s.setup_step == 1:
        if len(s.open_tr) < OPEN_TREASURES:
            s.draw_stack = refill_stack(s)
            return
        s.draw_stack = -1
        _begin_start_keys(s)
    else:
        s.draw_stack = -1
        effects.advance_effects(s)


def refill_stack(s: TempleState) -> int:
    """More control: the display refills from the taller stack (design)."""
    return 0 if s.tr_count[0] >= s.tr_count[1] else 1


def _begin_start_keys(s: TempleState) -> None:
    s.phase = PH_START_KEYS
    s.turn = 0
    s.mover = s.order[0]


def start_key(s: TempleState, a: Action) -> None:
    seat = s.mover
    s.supply[a.a] -= 1
    s.backpack[seat][a.a] += 1
    if sum(s.backpack[seat]) < 2:
        return
    s.turn += 1
    if s.turn < len(s.order):
        s.mover = s.order[s.turn]
        return
    s.setup_step = 2
    s.turn = 0
    _begin_turn(s)


def _begin_turn(s: TempleState) -> None:
    s.mover = s.order[s.turn]
    s.took_tile = False
    if s.round == 3:
        exploring.start_explore(s, EX_FINAL)
    else:
        s.phase = PH_START


def end_turn(s: TempleState, a: Action | None = None) -> None:
    s.turn += 1
    if s.round <= 2 and not sum(s.sites_count):
        _end_round(s)
        return
    if s.turn >= len(s.order):
        if s.round == 3:
            scoring.score_round(s, final=True)
            s.phase = PH_OVER
            s.mover = -1
            return
        s.turn = 0
    _begin_turn(s)


def _end_round(s: TempleState) -> None:
    """Round scoring, then round 2 or the last explorer turn (rulebook p.9-10)."""
    last = s.mover
    if s.round == 1:
        scoring.score_round(s, final=False)
        n = s.game.players
        s.order = [(last - i) % n for i in range(n)]
        s.round = 2
        s.turn = 0
        s.pirogue = [0] * n
        s.tent_used = [bool(s.game.options["short_game"])] * n
        _start_deal(s)
    else:
        s.round = 3
        s.turn = 0
        _begin_turn(s)
