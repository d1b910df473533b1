"""The game's own sense of progress, for the generic bots."""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core.hexgrid import distance

from .components import AXIAL, LANDING_KINDS, RELIC_BASE
from .scoring import best_match
from .tasks import P_OVER

if TYPE_CHECKING:
    from .state import RelicState


def _nearest(s: RelicState, cell: int, cells) -> int:
    here = AXIAL[cell]
    return min((distance(here, AXIAL[c]) for c in cells), default=99)


def _progress(s: RelicState, seat: int) -> float:
    """0..1: matching relics carried, then closeness to more relics or to a way out."""
    match = min(best_match(s.pack[seat]), 4)
    value = 0.15 * match
    cell = s.pos[seat]
    if cell >= 0:
        if match >= 4:
            kind = s.kind
            clearings = [c for c in range(len(kind)) if kind[c] in LANDING_KINDS]
            value += 0.3 / (1 + _nearest(s, cell, clearings))
        else:
            relics = [c for c, items in s.ground.items() if any(x >= RELIC_BASE for x in items)]
            value += 0.1 / (1 + _nearest(s, cell, relics))
    if s.lying[seat]:
        value -= 0.05
    return max(0.0, min(1.0, value))


def evaluate(state: RelicState, seat: int) -> float:
    """In [-1, 1]: my progress against the best opponent's."""
    if state.phase == P_OVER:
        if state.winner < 0:
            return 0.0
        return 1.0 if state.winner == seat else -1.0
    mine = _progress(state, seat)
    best = max(_progress(state, i) for i in range(state.game.players) if i != seat)
    return max(-1.0, min(1.0, mine - best))
