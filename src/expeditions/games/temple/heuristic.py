"""The temple's own sense of progress for one seat, for the generic bots."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .points import camp_keys, key_set_points

if TYPE_CHECKING:
    from .state import TempleTable

SCALE = 30.0
"""Points of lead that count as a clear advantage."""
SKIP_COST = 0.5
"""A skipped tile action gives up something the evaluation may not see (a room
laid, a card kept), so skipping wins only where it clearly helps."""


def _worth(state: TempleTable, seat: int) -> float:
    """Score so far plus what camp keys and held treasures will likely bring."""
    treasures = sum(state.tr_public[seat]) + sum(state.tr_hidden[seat])
    later = 2 if state.round <= 1 else 1
    return (
        state.score[seat]
        + later * key_set_points(camp_keys(state, seat))
        + 2.5 * treasures
        + 2.0 * state.passages[seat]
        - SKIP_COST * state.skipped[seat]
    )


def evaluate(state: TempleTable, seat: int) -> float:
    """Lead over the best opponent, squashed into [-1, 1]."""
    return _lead([_worth(state, p) for p in range(state.game.players)], seat)


def evaluate_all(state: TempleTable) -> list[float]:
    """`evaluate` for every seat, each seat's worth worked out once."""
    worth = [_worth(state, p) for p in range(state.game.players)]
    return [_lead(worth, seat) for seat in range(len(worth))]


def _lead(worth: list[float], seat: int) -> float:
    best = max(w for p, w in enumerate(worth) if p != seat)
    return math.tanh((worth[seat] - best) / SCALE)
