"""Feature boards (river, cave, mountain): where they fit and how they attach."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import (
    AXIAL,
    EMPTY,
    NEIGH,
    PLACEMENTS,
    cell_at,
)
from .movement import (
    queue_spots,
)

if TYPE_CHECKING:
    from .state import RelicTable


def placements(s: RelicTable, cell: int, edge: int, feature: int) -> list[tuple]:
    """Ways to attach `feature` across `edge` of its start tile at `cell`."""
    target = NEIGH[cell][edge]
    if target < 0 or s.kind[target] != EMPTY:
        return []
    tq, tr = AXIAL[target]
    kind = s.kind
    out = []
    for oh, cells, spots, turn in PLACEMENTS[(feature, (edge + 3) % 6)]:
        cq, cr = tq - oh[0], tr - oh[1]
        placed = []
        for (hq, hr), k, mask in cells:
            c = cell_at((cq + hq, cr + hr))
            if c < 0 or kind[c] != EMPTY:
                break
            placed.append((c, k, mask))
        else:
            centre = cell_at((cq, cr))
            spot_cells = [(cell_at((cq + h[0], cr + h[1])), n) for h, n in spots]
            out.append((centre, placed, spot_cells, turn))
    out.sort(key=lambda p: (p[0], p[3]))
    return out


def attach_options(s: RelicTable, cell: int, feature: int) -> tuple[int, list[tuple]]:
    """Turn the start tile 60 degrees clockwise until its board fits (edge, placements)."""
    edge = s.starts[cell][1]
    for k in range(6):
        e = (edge + k) % 6
        found = placements(s, cell, e, feature)
        if found:
            return e, found
    return -1, []


def place_board(s: RelicTable, feature: int, placement: tuple, placer: int) -> None:
    centre, cells, spots, _ = placement
    s._board = None
    for c, k, mask in cells:
        s.kind[c] = k
        if mask:
            s.wall[c] = s.wall.get(c, 0) | mask
            for d in range(6):
                n = NEIGH[c][d]
                if (mask >> d) & 1 and n >= 0:
                    s.wall[n] = s.wall.get(n, 0) | (1 << ((d + 3) % 6))
    for c, n in spots:
        s.spot_hidden[c] = n
        s.spot_size[c] = n
    s.features[feature] = centre
    here = s.pos[placer]
    if here >= 0:
        queue_spots(s, here)
