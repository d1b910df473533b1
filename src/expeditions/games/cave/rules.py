"""Cave's rules: the turn, discovery, movement, ropes, equipment and the end.

Functions on a `CaveTable` (state.py), wired to it as its hooks in game.py:
`legal` lists the decisions of the explorer to move, `outcomes` the chance
outcomes, `apply` the effect of either, `resample` a guess at what a seat
cannot see.
"""

from __future__ import annotations

import random

from expeditions.core import CHANCE, State

from . import kit
from .actions import (
    ABANDON,
    ARRANGE,
    DISCOVER,
    DROPS,
    END,
    EXPLORE,
    PACK,
    PHOTO,
    PITCH,
    REFILL,
    Action,
)
from .components import (
    ACTION_POINTS,
    BASE,
    BOAT,
    BOAT_AP,
    CAMERA,
    CONSUMABLE,
    ENTRY_AP,
    FINAL_ROUNDS,
    HALF_OXYGEN,
    ITEMS,
    KIND_TOKEN,
    OXYGEN,
    ROPE,
    ROTATIONS,
    SQUEEZES,
    STACK_TILES,
    STACKS,
    T_TRAVERSE,
    TILE_STACK,
    WATER,
)
from .components import (
    PHOTO as PHOTO_TILE,
)
from .explorer import (
    BAG,
    DEPTHS,
    POS,
    TENT,
    TENT_ABANDONED,
    TENT_AT,
    TENT_PACKED,
    TENT_PITCHED,
    TENT_STATE,
    TOKENS,
    bag_free,
    bag_used,
    tent_used,
    use_oxygen,
)
from .state import DRAW, FIRST, KIT, OVER, PLACE, PLAY, CaveTable

# --- who acts -------------------------------------------------------------------


def current_player(state: CaveTable) -> int:
    phase = state.phase
    if phase in (FIRST, DRAW):
        return CHANCE
    return state.seat


def is_terminal(state: CaveTable) -> bool:
    return state.phase == OVER


def outcomes(state: CaveTable) -> list[tuple[Action, float]]:
    if state.phase == FIRST:
        n = state.game.players
        return [(Action("first", s), 1.0 / n) for s in range(n)]
    stack = draw_stack(state)
    drawn = state.drawn
    unseen = [t for t in STACK_TILES[stack] if not drawn >> t & 1]
    p = 1.0 / len(unseen)
    return [(Action("draw", t), p) for t in unseen]


def draw_stack(state: CaveTable) -> int:
    """The lowest stack with tiles still to draw, or -1 when all are spent."""
    for s in range(STACKS):
        if state.left[s]:
            return s
    return -1


# --- legal decisions --------------------------------------------------------------


def legal(state: CaveTable) -> list[Action]:
    if state.edit_mode:
        return kit.choices(state)
    if state.phase == PLACE:
        return placements(state)
    return turn_actions(state)


def placements(state: CaveTable) -> list[Action]:
    """Every fitting position and rotation; a rockfall at an exit if none fits."""
    here = state.explorers[state.seat][POS]
    tile = state.pending
    found = state.placements(here, tile)
    if found:
        return [Action("place", tile, c[0], c[1], turns, side) for side, c, turns, _ in found]
    return [
        Action("rockfall", 0, *state.neighbour_cell(here, side), side=side)
        for side in state.unexplored_exits(here)
    ]


def steps_from(state: CaveTable, seat: int) -> list[tuple[int, int, int]]:
    """(side, tile, ropes to place) for each connected neighbour."""
    here = state.explorers[seat][POS]
    links = state.links
    depth = state.depth
    d0 = depth[here]
    ropes = state.ropes
    out = []
    base = 4 * here
    for side in range(4):
        j = links[base + side]
        if j < 0:
            continue
        levels = depth[j] - d0
        if levels:
            if (here, j) in ropes or (j, here) in ropes:
                levels = 0
            elif levels < 0:
                levels = -levels
        out.append((side, j, levels))
    return out


def turn_actions(state: CaveTable) -> list[Action]:
    seat = state.seat
    p = state.explorers[seat]
    ap = state.ap
    out = [END]
    steps = steps_from(state, seat)
    where = state.where
    if state.fresh:
        for side, j, _ in steps:
            out.append(Action("crawl", 0, *where[j], 0, side))
    if state.restricted:
        return out
    here = p[POS]
    kind = state.kind[here]
    if ap >= 1 and kind != BASE and draw_stack(state) >= 0 and state.can_discover_from(here):
        out.append(DISCOVER)
    rope = p[BAG + ROPE]
    oxygen = p[BAG + OXYGEN] or p[BAG + HALF_OXYGEN]
    kinds = state.kind
    for side, j, ropes in steps:
        if ropes > rope:
            continue
        x, y = where[j]
        dest = kinds[j]
        if dest == WATER:
            if oxygen and ap >= ropes + ENTRY_AP[WATER]:
                out.append(Action("dive", 0, x, y, ropes, side))
            if p[BAG + BOAT] and ap >= ropes + BOAT_AP:
                out.append(Action("boat", 0, x, y, ropes, side))
        elif ap >= ropes + ENTRY_AP[dest]:
            out.append(Action("move", 0, x, y, ropes, side))
    if ap >= 1 and state.token[here]:
        if kind == PHOTO_TILE and p[BAG + CAMERA]:
            out.append(PHOTO)
        elif kind == WATER and oxygen:
            out.append(EXPLORE)
    tent = p[TENT_STATE]
    if kind == BASE and ap >= 2:
        out.append(REFILL)
    if tent == TENT_PACKED:
        if ap >= 2:
            out.append(PITCH)
        if kind == BASE:
            out.append(ABANDON)
    elif tent == TENT_PITCHED and p[TENT_AT] == here:
        if ap >= 1 and bag_free(p) >= 2:
            out.append(PACK)
        if not state.arranged and (bag_used(p) or tent_used(p)):
            out.append(ARRANGE)
    for item in range(ITEMS):
        if p[BAG + item]:
            out.append(DROPS[item])
    return out


def _rope_key(i: int, j: int) -> tuple[int, int]:
    return (i, j) if i < j else (j, i)


# --- effects ----------------------------------------------------------------------


def apply(state: CaveTable, action: Action) -> None:
    verb = action.verb
    state.fresh = False
    if state.edit_mode:
        if state.phase == KIT:
            state._keep_secret(state.seat)  # kits are chosen at once: hidden until all are
            if kit.choose(state, action):
                _next_kit(state)
        else:
            kit.choose(state, action)
        return
    if verb in ("move", "dive", "boat"):
        _step(state, action)
    elif verb == "crawl":
        state.explorers[state.seat][POS] = state.cells[(action.x, action.y)]
        state.ap = 0
        _end_turn(state)
    elif verb == "end":
        _end_turn(state)
    elif verb == "discover":
        _spend(state, 1)
        state.phase = DRAW
    elif verb == "draw":
        state.pending = action.a
        state.drawn |= 1 << action.a
        state.left[TILE_STACK[action.a]] -= 1
        state.phase = PLACE
    elif verb == "place" or verb == "rockfall":
        _lay(state, action)
    elif verb == "first":
        _start_play(state, action.a)
    else:
        _equipment(state, action)


def _spend(state: CaveTable, ap: int) -> None:
    state.ap -= ap
    state.arranged = False


def _step(state: CaveTable, action: Action) -> None:
    """Move to a neighbour, placing ropes first when the depth differs."""
    seat = state.seat
    p = state.explorers[seat]
    here = p[POS]
    j = state.cells[(action.x, action.y)]
    kind = state.kind[j]
    ropes = action.b
    verb = action.verb
    if verb == "boat":
        cost = BOAT_AP
    else:
        cost = ENTRY_AP[kind]
    _spend(state, cost + ropes)
    key = _rope_key(here, j)
    if ropes:
        p[BAG + ROPE] -= ropes
        state.ropes[key] = seat
        state.rope_placed()
        gained = ropes
        if state.game.options["descent_token_on_tile"]:
            # variant: the token lying on the descent at either end is one of them
            lying = j if state.rope_token[j] else here if state.rope_token[here] else -1
            gained = ropes - 1
            if lying >= 0:
                state.lift_rope_token(lying)
                gained += 1
        p[TOKENS + T_TRAVERSE] += gained
    p[POS] = j
    level = state.depth[j]
    if level and state.ropes.get(key) == seat and not p[DEPTHS] >> level & 1:
        first_come = state.game.options["depth_first_come"]
        if not (first_come and state.claimed >> level & 1):
            p[DEPTHS] |= 1 << level
            state.claimed |= 1 << level
    if verb == "dive":
        use_oxygen(p)
        _take_token(state, p, j)
    elif kind in SQUEEZES:
        _take_token(state, p, j)


def _take_token(state: CaveTable, p: list[int], j: int) -> None:
    if state.token[j]:
        state.lift_token(j)
        p[TOKENS + KIND_TOKEN[state.kind[j]]] += 1


def _lay(state: CaveTable, action: Action) -> None:
    here = state.explorers[state.seat][POS]
    cell = (action.x, action.y)
    if action.verb == "place":
        mask = dict(ROTATIONS[action.a])[action.b]
        on_tile = state.game.options["descent_token_on_tile"]
        state.place(here, action.a, cell, mask, on_tile)
    else:
        state.discarded.append(state.pending)
        state.place_rockfall(here, cell)
    state.pending = -1
    state.phase = PLAY
    if state.end_at < 0:
        if draw_stack(state) < 0:
            _start_end(state)
        elif not state.any_discoverable():
            state.closed = True
            state.left = [0] * STACKS
            _start_end(state)


def _start_end(state: CaveTable) -> None:
    """Finish this round, then three more: every explorer the same number of turns."""
    n = state.game.players
    state.end_at = (state.turn // n + 1 + FINAL_ROUNDS) * n


def _equipment(state: CaveTable, action: Action) -> None:
    p = state.explorers[state.seat]
    verb = action.verb
    if verb == "photo":
        _spend(state, 1)
        _take_token(state, p, p[POS])
    elif verb == "explore":
        _spend(state, 1)
        use_oxygen(p)
        _take_token(state, p, p[POS])
    elif verb == "refill":
        _spend(state, 2)
        kit.start(state, kit.REFILL)
    elif verb == "pitch":
        _spend(state, 2)
        p[TENT_STATE] = TENT_PITCHED
        p[TENT_AT] = p[POS]
    elif verb == "pack":
        _spend(state, 1)
        p[TENT_STATE] = TENT_PACKED
        p[TENT_AT] = -1
    elif verb == "arrange":
        state.arranged = True
        kit.start(state, kit.ARRANGE)
    elif verb == "abandon":
        p[TENT_STATE] = TENT_ABANDONED
        for item in range(ITEMS):
            p[TENT + item] = 0
    elif verb == "drop":
        p[BAG + action.a] -= 1


# --- turn flow ----------------------------------------------------------------------


def _next_kit(state: CaveTable) -> None:
    if state.seat + 1 < state.game.players:
        state.seat += 1
        kit.start(state, kit.SETUP)
    else:
        state.phase = FIRST


def _start_play(state: CaveTable, first: int) -> None:
    state.first = first
    state.turn = -1
    state.phase = PLAY
    _end_turn(state)


def _end_turn(state: CaveTable) -> None:
    n = state.game.players
    state.turn += 1
    turn = state.turn
    if turn == state.end_at:
        state.phase = OVER
        state.seat = -1
        return
    state.seat = (state.first + turn) % n
    state.ap = ACTION_POINTS
    state.fresh = True
    state.arranged = False
    _upkeep(state)


def _upkeep(state: CaveTable) -> None:
    """One consumable at the start of the turn, except on the base camp."""
    p = state.explorers[state.seat]
    here = p[POS]
    at_base = state.kind[here] == BASE
    state.restricted = False
    if at_base and not state.game.options["upkeep_at_base"]:
        return
    if p[BAG + CONSUMABLE]:
        p[BAG + CONSUMABLE] -= 1
    elif p[TENT_STATE] == TENT_PITCHED and p[TENT_AT] == here and p[TENT + CONSUMABLE]:
        p[TENT + CONSUMABLE] -= 1
    elif not at_base:
        state.restricted = True


# --- what a seat cannot see -------------------------------------------------------


def resample(state: CaveTable, seat: int, rng: random.Random) -> CaveTable:
    """Undrawn tiles need no redraw: they are drawn at discovery, from what is
    unseen. Only starting kits still secret are answered again at random.
    The board is numbered first, so that the determinization and every copy
    a bot plays ahead on share the number instead of each working it out."""
    state.board_number()
    other = state.clone()
    if state.phase == KIT:
        kit.redraw_hidden(other, seat, rng)
    return other  # type: ignore[return-value]


def lookahead_resample(state: CaveTable, seat: int, rng: random.Random) -> CaveTable:
    """`resample` without the history: past the kits nothing is redrawn, so a
    lookahead copy is the guess; the kits' answers are written into the
    history, so while they are chosen the full guess is made and stripped."""
    if state.phase == KIT:
        return State._lookahead_resample(state, seat, rng)  # type: ignore[return-value]
    state.board_number()
    return state.lookahead_copy()  # type: ignore[return-value]
