"""The cave as laid so far: tiles by grid cell, their openings, depth and tokens.

Placed tiles are numbered in the order they were laid (0 is the base camp);
parallel lists hold each one's cell, kind, openings, depth level, the tile
id (-1 for start board pieces and rockfalls) and whether its exploration
token still lies there.

`Board` is the geometry of those fields, a base of the table in state.py,
which declares them as slots (one class holds every slot, so one declared
copy covers them all).
"""

from __future__ import annotations

from collections.abc import Iterator

from .components import (
    BASE,
    DESCENT,
    KIND_TOKEN,
    NEIGHBOUR_STEPS,
    ROCKFALL,
    ROCKFALL_MASK,
    ROTATIONS,
    START_BOARDS,
    TILE_KIND,
)

Cell = tuple[int, int]


BOARD_SLOTS = (
    "cells",
    "where",
    "kind",
    "mask",
    "depth",
    "tile",
    "token",
    "rope_token",
    "links",
    "_board",
)
"""The fields of the laid cave (slots of the table in state.py)."""


class Board:
    """The part of Cave's state that is the laid cave; geometry lives here."""

    __slots__ = ()

    cells: dict[Cell, int]
    where: list[Cell]
    kind: list[int]
    mask: list[int]
    depth: list[int]
    """in levels of 25 m"""
    tile: list[int]
    token: list[int]
    """1 while the tile's exploration token still lies there"""
    rope_token: list[int]
    """variant: 1 while a traverse token lies on a descent tile"""
    links: list[int]
    """links[4 * i + side]: the tile connected to tile i through that side, or -1"""
    _board: tuple[int, int] | None
    """the bots' number for this board (`heuristic._board_id`), None once a tile
    or a rope changes it"""

    def _init_board(self, players: int) -> None:
        self.cells = {}
        self.where = []
        self.kind = []
        self.mask = []
        self.depth = []
        self.tile = []
        self.token = []
        self.rope_token = []
        self.links = []
        self._board = None
        for cell, kind, mask in START_BOARDS[players]:
            self.add(cell, kind, mask, 0, -1, False)

    def add(self, cell: Cell, kind: int, mask: int, depth: int, tile: int, rope_token: bool) -> int:
        self._board = None
        i = len(self.where)
        self.cells[cell] = i
        self.where.append(cell)
        self.kind.append(kind)
        self.mask.append(mask)
        self.depth.append(depth)
        self.tile.append(tile)
        self.token.append(1 if kind in KIND_TOKEN else 0)
        self.rope_token.append(1 if rope_token else 0)
        links = self.links
        links.extend((-1, -1, -1, -1))
        x, y = cell
        for side, (dx, dy) in enumerate(NEIGHBOUR_STEPS):
            j = self.cells.get((x + dx, y + dy), -1)
            if j >= 0 and mask >> side & 1 and self.mask[j] >> ((side + 2) & 3) & 1:
                links[4 * i + side] = j
                links[4 * j + ((side + 2) & 3)] = i
        return i

    def neighbour_cell(self, i: int, side: int) -> Cell:
        x, y = self.where[i]
        dx, dy = NEIGHBOUR_STEPS[side]
        return (x + dx, y + dy)

    def unexplored_exits(self, i: int) -> list[int]:
        """Sides of tile i that open onto an empty space of the table."""
        return list(self._unexplored_sides(i))

    def _unexplored_sides(self, i: int) -> Iterator[int]:
        mask = self.mask[i]
        cells = self.cells
        x, y = self.where[i]
        for side, (dx, dy) in enumerate(NEIGHBOUR_STEPS):
            if mask >> side & 1 and (x + dx, y + dy) not in cells:
                yield side

    def can_discover_from(self, i: int) -> bool:
        """Never from the base camp or a rockfall; needs an unexplored exit."""
        if self.kind[i] in (BASE, ROCKFALL):
            return False
        return next(self._unexplored_sides(i), -1) >= 0

    def any_discoverable(self) -> bool:
        return any(self.can_discover_from(i) for i in range(len(self.where)))

    def link(self, i: int, side: int) -> int:
        """The tile through side of tile i when both are open to each other, else -1."""
        return self.links[4 * i + side]

    def fits(self, cell: Cell, mask: int) -> bool:
        """Opening to opening and rock to rock with every placed neighbour but rockfalls."""
        cells = self.cells
        x, y = cell
        for side, (dx, dy) in enumerate(NEIGHBOUR_STEPS):
            j = cells.get((x + dx, y + dy), -1)
            if j < 0 or self.kind[j] == ROCKFALL:
                continue
            if (mask >> side & 1) != (self.mask[j] >> ((side + 2) & 3) & 1):
                return False
        return True

    def placements(self, i: int, tile: int) -> list[tuple[int, Cell, int, int]]:
        """Every (side, cell, quarter turns, openings) where tile can join tile i."""
        out = []
        for side in self.unexplored_exits(i):
            cell = self.neighbour_cell(i, side)
            for turns, mask in ROTATIONS[tile]:
                if self.fits(cell, mask):
                    out.append((side, cell, turns, mask))
        return out

    def place(self, i: int, tile: int, cell: Cell, mask: int, rope_token: bool) -> int:
        """Lay a drawn tile found from tile i; a descent lies one level deeper."""
        kind = TILE_KIND[tile]
        depth = self.depth[i] + (1 if kind == DESCENT else 0)
        return self.add(cell, kind, mask, depth, tile, rope_token and kind == DESCENT)

    def place_rockfall(self, i: int, cell: Cell) -> int:
        return self.add(cell, ROCKFALL, ROCKFALL_MASK, self.depth[i], -1, False)
