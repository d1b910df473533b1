"""The explorer phase, the tent and the special cards that act on it (p.6-10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, flow, holdings, legal, river, scoring
from . import explorer as ex
from .actions import CARD_PASSAGE, Action
from .components import (
    C_EXPLORE,
    C_KEY,
    C_PASSAGE,
    C_PLANE,
    E_CARD,
    E_TREASURE,
    LIGHT,
    NUM_SPACES,
    RESCUE_COST,
)
from .phases import EX_AFTER, EX_BEFORE, PH_AFTER, PH_EXPLORE, PH_RETURN, PH_START
from .scoring import P_DIG, P_DOORS, P_RESCUE

if TYPE_CHECKING:
    from .state import TempleState


def start_explore(s: TempleState, kind: int) -> None:
    s.phase = PH_EXPLORE
    s.ex_kind = kind
    s.ex_moved = False
    s.ex_from = -1
    s.ex_room = -1
    s.ex_walls = []
    s.ex_stopped = False


def end_explore(s: TempleState, a: Action | None = None) -> None:
    if s.ex_kind == EX_BEFORE:
        s.phase = PH_START
        return
    s.phase = PH_AFTER
    if len(legal.after_actions(s, s.mover)) == 1:
        flow.end_turn(s)


def go(s: TempleState, a: Action) -> None:
    """Walking on closes the passage behind: no slipping back through it later (p.8)."""
    s.explorer[s.mover] = a.a
    s.ex_moved = True
    s.ex_from = -1
    s.ex_room = -1


def passage(s: TempleState, a: Action) -> None:
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


def dig(s: TempleState, a: Action) -> None:
    """Plant a flag: the bonus at once, door points in a light room (rulebook p.6)."""
    seat = s.mover
    place = s.explorer[seat]
    s.flags[place] |= 1 << seat
    s.flags_left[seat] -= 1
    s.effect_ctx = 1
    s.pending = []
    if place < NUM_SPACES and s.kind[place] == LIGHT:
        base = place * 4
        if s.bonus_owner[base] < 0:
            s.bonus_owner[base] = seat
            scoring.add_points(s, seat, P_DIG, ex.light_bonus(s, place)[0])
        scoring.add_points(s, seat, P_DOORS, scoring.light_room_door_points(s, seat, place))
    else:
        s.bonus_owner[place * 4 + a.a - 1] = seat
        points, cards, treasures = ex.bonuses(s, place)[a.a - 1]
        scoring.add_points(s, seat, P_DIG, points)
        s.pending = [(E_CARD, 0)] * cards + [(E_TREASURE, 0)] * treasures
    effects.advance_effects(s)


def after_dig(s: TempleState) -> None:
    """A flag ends the move, unless the explorer slips back through the passage."""
    s.effect_ctx = 0
    if s.ex_room >= 0 and s.ex_room == s.explorer[s.mover] and not s.ex_stopped:
        s.phase = PH_RETURN
        return
    end_explore(s)


def slip_back(s: TempleState, a: Action) -> None:
    s.explorer[s.mover] = s.ex_from
    end_explore(s)


def rescue(s: TempleState, a: Action) -> None:
    seat = s.mover
    scoring.add_points(s, seat, P_RESCUE, -RESCUE_COST)
    holdings.gain_key(s, seat, a.a, 1)
    s.ex_moved = False


def tent_explore(s: TempleState, a: Action) -> None:
    s.tent_used[s.mover] = True
    start_explore(s, EX_AFTER if s.took_tile else EX_BEFORE)


def tent_key(s: TempleState, a: Action) -> None:
    s.tent_used[s.mover] = True
    holdings.gain_key(s, s.mover, a.a, 1)
    s.ex_moved = False
    _maybe_end_after(s)


def play_explore(s: TempleState, a: Action) -> None:
    holdings.discard(s, C_EXPLORE)
    start_explore(s, EX_AFTER if s.took_tile else EX_BEFORE)


def play_key_card(s: TempleState, a: Action) -> None:
    if not a.b:  # face down into the camp: its colour is for the player alone
        s._keep_secret(s.mover)
    holdings.discard(s, C_KEY)
    holdings.gain_key(s, s.mover, a.a, a.b)
    s.ex_moved = False
    _maybe_end_after(s)


def play_plane(s: TempleState, a: Action) -> None:
    holdings.discard(s, C_PLANE)
    river.open_delivery(s, s.phase)


def _maybe_end_after(s: TempleState) -> None:
    if s.phase == PH_AFTER and len(legal.after_actions(s, s.mover)) == 1:
        flow.end_turn(s)
