"""The explorer phase, the tent and the special cards that act on it (p.6-10).

Steps return what the driver (flow.py) does next: NEXT_EFFECTS for a dig's
rewards, NEXT_TURN_END when nothing is left of the turn, None otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own

from . import explorer as ex
from . import holdings, legal, points
from .actions import CARD_PASSAGE, Action
from .components import (
    C_EXPLORE,
    C_KEY,
    C_PASSAGE,
    E_CARD,
    E_TREASURE,
    LIGHT,
    NUM_SPACES,
    P_DIG,
    P_DOORS,
    P_RESCUE,
    RESCUE_COST,
)
from .phases import (
    EX_AFTER,
    EX_BEFORE,
    NEXT_EFFECTS,
    NEXT_TURN_END,
    PH_AFTER,
    PH_EXPLORE,
    PH_RETURN,
    PH_START,
)

if TYPE_CHECKING:
    from .state import TempleTable


def start_explore(s: TempleTable, kind: int) -> None:
    s.phase = PH_EXPLORE
    s.ex_kind = kind
    s.ex_moved = False
    s.ex_from = -1
    s.ex_room = -1
    s.ex_walls = []
    s.ex_stopped = False


def end_explore(s: TempleTable, a: Action | None = None) -> int | None:
    if s.ex_kind == EX_BEFORE:
        s.phase = PH_START
        return None
    s.phase = PH_AFTER
    if len(legal.after_actions(s, s.mover)) == 1:
        return NEXT_TURN_END
    return None


def go(s: TempleTable, a: Action) -> None:
    """Walking on closes the passage behind: no slipping back through it later (p.8)."""
    s.explorer[s.mover] = a.a
    s.ex_moved = True
    s.ex_from = -1
    s.ex_room = -1


def passage(s: TempleTable, a: Action) -> None:
    seat = s.mover
    if a.verb == CARD_PASSAGE:
        holdings.discard(s, C_PASSAGE)
    else:
        s.passages[seat] -= 1
        s.passages_left += 1
    here = s.explorer[seat]
    wall = ex.wall_id(here, a.a)
    s.explorer[seat] = a.a
    s.ex_moved = False
    if wall in s.ex_walls:
        s.ex_stopped = True
        s.ex_from = -1
        s.ex_room = -1
    else:
        s.ex_walls.append(wall)
        s.ex_from = here
        s.ex_room = a.a


def dig(s: TempleTable, a: Action) -> int:
    """Plant a flag: the bonus at once, door points in a light room (rulebook p.6)."""
    seat = s.mover
    place = s.explorer[seat]
    own(s, "flags")[place] |= 1 << seat
    s.flags_left[seat] -= 1
    s.effect_ctx = 1
    s.pending = []
    if place < NUM_SPACES and s.kind[place] == LIGHT:
        base = place * 4
        if s.bonus_owner[base] < 0:
            own(s, "bonus_owner")[base] = seat
            points.add_points(s, seat, P_DIG, ex.light_bonus(s, place)[0])
        points.add_points(s, seat, P_DOORS, points.light_room_door_points(s, seat, place))
    else:
        own(s, "bonus_owner")[place * 4 + a.a - 1] = seat
        gain, cards, treasures = ex.bonuses(s, place)[a.a - 1]
        points.add_points(s, seat, P_DIG, gain)
        s.pending = [(E_CARD, 0)] * cards + [(E_TREASURE, 0)] * treasures
    return NEXT_EFFECTS


def after_dig(s: TempleTable) -> int | None:
    """A flag ends the move, unless the explorer slips back through the passage."""
    s.effect_ctx = 0
    if s.ex_room >= 0 and s.ex_room == s.explorer[s.mover] and not s.ex_stopped:
        s.phase = PH_RETURN
        return None
    return end_explore(s)


def slip_back(s: TempleTable, a: Action) -> int | None:
    s.explorer[s.mover] = s.ex_from
    return end_explore(s)


def rescue(s: TempleTable, a: Action) -> None:
    seat = s.mover
    points.add_points(s, seat, P_RESCUE, -RESCUE_COST)
    holdings.gain_key(s, seat, a.a, 1)
    s.ex_moved = False


def tent_explore(s: TempleTable, a: Action) -> None:
    s.tent_used[s.mover] = True
    start_explore(s, EX_AFTER if s.took_tile else EX_BEFORE)


def tent_key(s: TempleTable, a: Action) -> int | None:
    s.tent_used[s.mover] = True
    holdings.gain_key(s, s.mover, a.a, 1)
    s.ex_moved = False
    return _maybe_end_after(s)


def play_explore(s: TempleTable, a: Action) -> None:
    holdings.discard(s, C_EXPLORE)
    start_explore(s, EX_AFTER if s.took_tile else EX_BEFORE)


def play_key_card(s: TempleTable, a: Action) -> int | None:
    if not a.b:  # face down into the camp: its colour is for the player alone
        s._keep_secret(s.mover)
    holdings.discard(s, C_KEY)
    holdings.gain_key(s, s.mover, a.a, a.b)
    s.ex_moved = False
    return _maybe_end_after(s)


def _maybe_end_after(s: TempleTable) -> int | None:
    if s.phase == PH_AFTER and len(legal.after_actions(s, s.mover)) == 1:
        return NEXT_TURN_END
    return None
