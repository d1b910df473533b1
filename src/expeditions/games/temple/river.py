"""The pirogue phase: taking a tile, the trip clockwise, seaplanes and the forest (p.5, p.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import effects, holdings, scoring
from .actions import Action
from .components import (
    BONUS_PER_TREASURE,
    C_BONUS,
    C_FOREST,
    C_KINDS,
    FIVE,
    FOREST_PENALTY,
    FOREST_SEGMENT,
    SEAPLANE_SEGMENTS,
    TILE_EFFECTS,
)
from .phases import PH_DELIVERY, PH_FOREST, PH_TRAVEL
from .scoring import P_DELIVERY, P_FOREST

if TYPE_CHECKING:
    from .state import TempleState

SEAPLANE, FOREST = 0, 1
"""Events met on the river between two sites."""


def take(s: TempleState, a: Action) -> None:
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
    _advance_travel(s)


def _advance_travel(s: TempleState) -> None:
    seat = s.mover
    while s.path:
        event = s.path[0]
        if event == SEAPLANE:
            if holdings.has_treasure(s, seat):
                open_delivery(s, PH_TRAVEL)
                return
            s.path.pop(0)
        else:
            if any(s.backpack[seat]) or s.cards[seat][C_FOREST]:
                s.phase = PH_FOREST
                return
            scoring.add_points(s, seat, P_FOREST, -FOREST_PENALTY)
            s.path.pop(0)
    _arrive(s)


def _arrive(s: TempleState) -> None:
    """At the site the tile's actions wait for the player: each used or skipped (p.7).

    The trip, with its forest toll and deliveries, comes first (p.5, p.8), so
    the tile's points never soften a forest penalty taken at a score near 0.
    With the option `all_tile_actions` the points and the passage token come
    at once and the rest must all be carried out.
    """
    if s.game.options["all_tile_actions"]:
        effects.take_points_and_passage(s)
    effects.advance_effects(s)


def open_delivery(s: TempleState, resume: int) -> None:
    s.phase = PH_DELIVERY
    s.resume = resume
    s.dlv_bonus = s.dlv_kinds = s.dlv_any = False
    s.dlv_done = 0


def deliver(s: TempleState, a: Action) -> None:
    seat = s.mover
    n, k = a.a, a.b
    points = n * scoring.price(s, k) + (BONUS_PER_TREASURE * n if s.dlv_bonus else 0)
    scoring.add_points(s, seat, P_DELIVERY, points)
    public = s.tr_public[seat]
    from_public = min(n, public[k])
    public[k] -= from_public
    s.tr_hidden[seat][k] -= n - from_public
    holdings.forget(s.tr_known[seat], k, n - from_public)
    s.delivered[k] += n
    s.dlv_any = True
    s.dlv_done |= 1 << k
    if not s.dlv_kinds or not _delivery_actions_left(s, seat):
        close_delivery(s)


def _delivery_actions_left(s: TempleState, seat: int) -> bool:
    for k in FIVE:
        if (s.tr_public[seat][k] or s.tr_hidden[seat][k]) and not s.dlv_done >> k & 1:
            return True
    return False


def close_delivery(s: TempleState, a: Action | None = None) -> None:
    if s.dlv_any:
        s.wheel = (s.wheel + 1) % 5
    s.dlv_bonus = s.dlv_kinds = s.dlv_any = False
    s.dlv_done = 0
    resume = s.resume
    s.resume = -1
    if resume == PH_TRAVEL:
        s.path.pop(0)
        _advance_travel(s)
    else:
        s.phase = resume


def play_bonus(s: TempleState, a: Action) -> None:
    holdings.discard(s, C_BONUS)
    s.dlv_bonus = True


def play_kinds(s: TempleState, a: Action) -> None:
    holdings.discard(s, C_KINDS)
    s.dlv_kinds = True


def pay_key(s: TempleState, a: Action) -> None:
    s.backpack[s.mover][a.a] -= 1
    s.supply[a.a] += 1
    _forest_paid(s)


def pay_points(s: TempleState, a: Action) -> None:
    scoring.add_points(s, s.mover, P_FOREST, -FOREST_PENALTY)
    _forest_paid(s)


def play_forest(s: TempleState, a: Action) -> None:
    holdings.discard(s, C_FOREST)
    _forest_paid(s)


def _forest_paid(s: TempleState) -> None:
    s.path.pop(0)
    _advance_travel(s)
