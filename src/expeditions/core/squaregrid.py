"""Square grids of (x, y) cells; y grows southwards.

Side i: 0 N, 1 E, 2 S, 3 W, so side i of a cell faces side (i + 2) % 4 of its
neighbour. A tile's openings are a 4-bit mask, bit i for side i.
"""

from __future__ import annotations

Cell = tuple[int, int]

SIDES: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
SIDE_NAMES = "NESW"


def neighbour(c: Cell, side: int) -> Cell:
    dx, dy = SIDES[side % 4]
    return (c[0] + dx, c[1] + dy)


def neighbours(c: Cell) -> tuple[Cell, ...]:
    x, y = c
    return tuple((x + dx, y + dy) for dx, dy in SIDES)


def opposite(side: int) -> int:
    return (side + 2) % 4


def side_to(a: Cell, b: Cell) -> int | None:
    """The side of `a` that touches an adjacent `b`, or None if not adjacent."""
    d = (b[0] - a[0], b[1] - a[1])
    try:
        return SIDES.index(d)
    except ValueError:
        return None


def rotate_mask(mask: int, quarter_turns: int) -> int:
    """An openings mask after turning the tile clockwise `quarter_turns` times."""
    k = quarter_turns % 4
    return ((mask << k) | (mask >> (4 - k))) & 0b1111


def has_side(mask: int, side: int) -> bool:
    return bool(mask >> side & 1)


def distinct_rotations(mask: int) -> tuple[int, ...]:
    """Quarter turns 0-3 that give different masks (a cross has one)."""
    seen: dict[int, int] = {}
    for k in range(4):
        seen.setdefault(rotate_mask(mask, k), k)
    return tuple(sorted(seen.values()))
