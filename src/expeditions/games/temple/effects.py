"""The actions of a taken tile (and rewards of a dig), in the order the player picks (p.7).

Steps return what the driver (flow.py) does next: NEXT_EFFECTS when the
action is done, None while a draw or a choice it started is due.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own, own_row

from . import draws, holdings, points
from .actions import Action
from .components import (
    ALTAR,
    E_ALTAR,
    E_ANY_KEY,
    E_CARD,
    E_KEY,
    E_PASSAGE,
    E_POINTS,
    E_ROOM,
    E_SCORING,
    E_TREASURE,
    P_SCORING_TILE,
    P_TILE,
)
from .phases import (
    CK_ALTAR_TOP,
    CK_REFILL,
    DRAW_CARDS,
    DRAW_ROOMS,
    DRAW_TREASURES,
    NEXT_EFFECTS,
    PH_CHANCE,
)
from .rooms import after_discovery

if TYPE_CHECKING:
    from .state import TempleTable


def drop_impossible(s: TempleTable) -> None:
    """An effect with nothing left to take does nothing (supply or stacks empty)."""
    no_keys = not any(s.supply)
    no_treasure = not any(s.tr_count) and not s.open_tr
    no_passage = not s.passages_left
    if no_keys or no_treasure or no_passage:
        s.pending = [
            (e, arg)
            for e, arg in s.pending
            if not (no_keys and e in (E_KEY, E_ANY_KEY))
            and not (no_treasure and e == E_TREASURE)
            and not (no_passage and e == E_PASSAGE)
        ]


def _pop_pending(s: TempleTable, effect: int) -> int:
    """Remove the first pending `effect`; its argument (points, key colour)."""
    for i, (e, arg) in enumerate(s.pending):
        if e == effect:
            s.pending.pop(i)
            return arg
    return 0


def take_points_and_passage(s: TempleTable) -> None:
    """Option `all_tile_actions`: the tile's points and passage token, at once."""
    rest = []
    for effect, arg in s.pending:
        if effect == E_POINTS:
            points.add_points(s, s.mover, P_TILE, arg)
        elif effect == E_PASSAGE:
            if s.passages_left:
                s.passages_left -= 1
                s.passages[s.mover] += 1
        else:
            rest.append((effect, arg))
    s.pending = rest


def use(s: TempleTable, a: Action) -> int | None:
    """A tile action with no choice of its own: points, a passage token, a draw (p.7)."""
    effect = a.a
    arg = _pop_pending(s, effect)
    if effect == E_ROOM:
        return draws.start_draw(s, DRAW_ROOMS, 0)
    if effect == E_CARD:
        return draws.start_draw(s, DRAW_CARDS, 0)
    if effect == E_POINTS:
        points.add_points(s, s.mover, P_TILE, arg)
    elif s.passages_left:
        s.passages_left -= 1
        s.passages[s.mover] += 1
    return NEXT_EFFECTS


def skip(s: TempleTable, a: Action) -> int:
    """A tile action left unused: nothing is taken (p.7 "you may use them all")."""
    _pop_pending(s, a.a)
    s.skipped[s.mover] += 1
    return NEXT_EFFECTS


def take_key(s: TempleTable, a: Action) -> int:
    """A key goes face down to the camp or face up to the backpack, for good (p.7, p.11).

    A tile shows one key: its colour, another if that one is sold out, or any.
    A key put face down in the camp is hidden, so its text is kept secret.
    """
    if not a.b:
        s._keep_secret(s.mover)
    for i, (e, arg) in enumerate(s.pending):
        if e == E_ANY_KEY or (e == E_KEY and (arg == a.a or not s.supply[arg])):
            s.pending.pop(i)
            break
    holdings.gain_key(s, s.mover, a.a, a.b)
    return NEXT_EFFECTS


def score_colour(s: TempleTable, a: Action) -> int:
    _pop_pending(s, E_SCORING)
    points.add_points(s, s.mover, P_SCORING_TILE, points.colour_doors(s, s.mover, a.a))
    return NEXT_EFFECTS


def place_altar(s: TempleTable, a: Action) -> int | None:
    _pop_pending(s, E_ALTAR)
    space = a.a
    own(s, "kind")[space] = ALTAR
    own(s, "colour")[space] = s.altar_top
    after_discovery(s)
    s.altar_top = -1
    if any(s.altar_pool):  # the next altar is turned face up
        s.phase = PH_CHANCE
        s.chance_kind = CK_ALTAR_TOP
        return None
    return NEXT_EFFECTS


def treasure_from(s: TempleTable, a: Action) -> int | None:
    _pop_pending(s, E_TREASURE)
    return draws.start_draw(s, DRAW_TREASURES, a.a)


def treasure_open(s: TempleTable, a: Action) -> int | None:
    """More control: a face-up treasure, replaced at once from a stack (p.11)."""
    _pop_pending(s, E_TREASURE)
    s.open_tr.remove(a.a)
    own_row(s.tr_public, s.mover)[a.a] += 1
    stack = draws.refill_stack(s)
    if not s.tr_count[stack]:
        return NEXT_EFFECTS
    if s.tr_tops[stack]:
        k = s.tr_tops[stack].pop(0)
        s.tr_masks[stack].pop(0)
        s.tr_count[stack] -= 1
        s.open_tr.append(k)
        s.open_tr.sort()
        return NEXT_EFFECTS
    s.draw_stack = stack
    s.phase = PH_CHANCE
    s.chance_kind = CK_REFILL
    return None
