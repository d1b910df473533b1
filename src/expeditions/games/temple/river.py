"""The pirogue phase: taking a tile, the trip clockwise, seaplanes and the forest (p.5, p.8).

Steps return what the driver (flow.py) does next: NEXT_ARRIVE once the pirogue
is at its site, None while a delivery or the forest waits for the player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.copying import own_row

from . import holdings, points
from .actions import Action
from .components import (
    BONUS_PER_TREASURE,
    C_BONUS,
    C_FOREST,
    C_KINDS,
    C_PLANE,
    FIVE,
    FOREST_PENALTY,
    FOREST_SEGMENT,
    P_DELIVERY,
    P_FOREST,
    SEAPLANE_SEGMENTS,
    TILE_EFFECTS,
)
from .phases import NEXT_ARRIVE, PH_DELIVERY, PH_FOREST, PH_TRAVEL

if TYPE_CHECKING:
    from .state import TempleTable

SEAPLANE, FOREST = 0, 1
"""Events met on the river between two sites."""


def take(s: TempleTable, a: Action) -> int | None:
    seat = s.mover
    kind, site = a.a, a.b
    s.sites[site].remove(kind)
    s.sites_count[site] -= 1
    s.took_tile = True
    start = s.pirogue[seat]
    steps = (site - start) % 6
    path = []
    for i in range(steps):
        segment = (start + i) % 6
        if segment in SEAPLANE_SEGMENTS:
            path.append(SEAPLANE)
        if segment == FOREST_SEGMENT:
            path.append(FOREST)
    s.pirogue[seat] = site
    s.path = path
    s.effect_ctx = 0
    s.pending = list(TILE_EFFECTS[kind])
    return _advance_travel(s)


def _advance_travel(s: TempleTable) -> int | None:
    seat = s.mover
    while s.path:
        event = s.path[0]
        if event == SEAPLANE:
            if holdings.has_treasure(s, seat):
                open_delivery(s, PH_TRAVEL)
                return None
            s.path.pop(0)
        else:
            if any(s.backpack[seat]) or s.cards[seat][C_FOREST]:
                s.phase = PH_FOREST
                return None
            points.add_points(s, seat, P_FOREST, -FOREST_PENALTY)
            s.path.pop(0)
    # At the site the tile's actions wait for the player, each used or skipped
    # (p.7): the trip, with its forest toll and deliveries, comes first (p.5, p.8).
    return NEXT_ARRIVE


def open_delivery(s: TempleTable, resume: int) -> None:
    s.phase = PH_DELIVERY
    s.resume = resume
    s.dlv_bonus = s.dlv_kinds = s.dlv_any = False
    s.dlv_done = 0


def deliver(s: TempleTable, a: Action) -> int | None:
    seat = s.mover
    n, k = a.a, a.b
    gain = n * points.price(s, k) + (BONUS_PER_TREASURE * n if s.dlv_bonus else 0)
    points.add_points(s, seat, P_DELIVERY, gain)
    public = own_row(s.tr_public, seat)
    from_public = min(n, public[k])
    public[k] -= from_public
    own_row(s.tr_hidden, seat)[k] -= n - from_public
    holdings.forget(own_row(s.tr_known, seat), k, n - from_public)
    s.delivered[k] += n
    s.dlv_any = True
    s.dlv_done |= 1 << k
    if not s.dlv_kinds or not _delivery_actions_left(s, seat):
        return close_delivery(s)
    return None


def _delivery_actions_left(s: TempleTable, seat: int) -> bool:
    for k in FIVE:
        if (s.tr_public[seat][k] or s.tr_hidden[seat][k]) and not s.dlv_done >> k & 1:
            return True
    return False


def close_delivery(s: TempleTable, a: Action | None = None) -> int | None:
    if s.dlv_any:
        s.wheel = (s.wheel + 1) % 5
    s.dlv_bonus = s.dlv_kinds = s.dlv_any = False
    s.dlv_done = 0
    resume = s.resume
    s.resume = -1
    if resume == PH_TRAVEL:
        s.path.pop(0)
        return _advance_travel(s)
    s.phase = resume
    return None


def play_plane(s: TempleTable, a: Action) -> None:
    """The seaplane card: a delivery now, then back to what the player was doing."""
    holdings.discard(s, C_PLANE)
    open_delivery(s, s.phase)


def play_bonus(s: TempleTable, a: Action) -> None:
    holdings.discard(s, C_BONUS)
    s.dlv_bonus = True


def play_kinds(s: TempleTable, a: Action) -> None:
    holdings.discard(s, C_KINDS)
    s.dlv_kinds = True


def pay_key(s: TempleTable, a: Action) -> int | None:
    own_row(s.backpack, s.mover)[a.a] -= 1
    s.supply[a.a] += 1
    return _forest_paid(s)


def pay_points(s: TempleTable, a: Action) -> int | None:
    points.add_points(s, s.mover, P_FOREST, -FOREST_PENALTY)
    return _forest_paid(s)


def play_forest(s: TempleTable, a: Action) -> int | None:
    holdings.discard(s, C_FOREST)
    return _forest_paid(s)


def _forest_paid(s: TempleTable) -> int | None:
    s.path.pop(0)
    return _advance_travel(s)
