"""Hexagonal grids in axial coordinates (q, r), pointy-top.

Direction i is clockwise from east: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE, so
edge i of a hex faces edge (i + 3) % 6 of its neighbour.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def neighbour(h: Hex, direction: int) -> Hex:
    dq, dr = DIRECTIONS[direction % 6]
    return (h[0] + dq, h[1] + dr)


def neighbours(h: Hex) -> tuple[Hex, ...]:
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def opposite(direction: int) -> int:
    return (direction + 3) % 6


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from `a` to an adjacent `b`, or None if not adjacent."""
    d = (b[0] - a[0], b[1] - a[1])
    try:
        return DIRECTIONS.index(d)
    except ValueError:
        return None


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate_edges(edges: Iterable[int], steps: int) -> tuple[int, ...]:
    """Edge indices after turning a tile `steps` sixths clockwise."""
    return tuple(sorted((e + steps) % 6 for e in edges))


def offset_to_axial(col: int, row: int) -> Hex:
    """Odd-r offset coordinates (rows shifted right on odd rows) to axial."""
    return (col - (row - (row & 1)) // 2, row)


def axial_to_offset(h: Hex) -> tuple[int, int]:
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


def adjacency(cells: Iterable[Hex]) -> dict[Hex, tuple[Hex, ...]]:
    """Neighbours of every cell that are themselves cells, for precomputed maps."""
    cell_set = set(cells)
    return {c: tuple(n for n in neighbours(c) if n in cell_set) for c in cell_set}


_CORNER_DIRECTIONS = tuple(
    (math.cos(math.radians(60 * i - 30)), math.sin(math.radians(60 * i - 30))) for i in range(6)
)


def to_pixel(h: Hex, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius `size` (for renderers)."""
    q, r = h
    return (size * 3**0.5 * (q + r / 2), size * 1.5 * r)


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex, clockwise from the top-right."""
    return [(cx + size * c, cy + size * s) for c, s in _CORNER_DIRECTIONS]


@lru_cache(maxsize=4096)
def hex_points(cx: float, cy: float, size: float) -> str:
    """`corners` as an SVG polygon's points ("x,y x,y ..." to 0.1 pixel); cached,
    since a board draws the same spaces at the same places again and again."""
    return " ".join(f"{px:.1f},{py:.1f}" for px, py in corners(cx, cy, size))
