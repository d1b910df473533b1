"""The cave as laid so far: tiles by grid cell, their openings, depth and tokens.

Placed tiles are numbered in the order they were laid (0 is the base camp);
parallel lists hold each one's cell, kind, openings, depth level, the tile
id (-1 for start board pieces and rockfalls) and whether its exploration
token still lies there.

`Board` is the geometry of those fields, a base of the table in state.py,
which declares them as slots (one class holds every slot, so one declared
copy covers them all). Copies of a table share the board's lists, which
are never written in place: a write replaces the list (`own_board`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

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
    "_grown",
)
"""The fields of the laid cave (slots of the table in state.py)."""


BOARDS_KEPT = 512
"""Boards numbered before the numbering starts again: the bots ask the same
of many positions that differ in nothing a route depends on (a rival's turn,
an item taken), and keep what they found by board number."""

_NUMBERS: dict[tuple, int] = {}
_AGE = [0]
"""How many times the numbering started again: a number kept on a table
from an earlier age may name another board now."""

NUMBERED: list[dict[Any, Any]] = []
"""Caches keyed by board number, emptied whenever the numbering starts again
(the heuristic's)."""


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
    ropes: dict[tuple[int, int], int]
    """the table's ropes (state.py): `board_number` counts them"""
    _board: tuple[int, int] | None
    """this board's number (`board_number`) with its age, None once a tile or
    a rope changes the board"""
    _grown: tuple[tuple[int, int], int] | None
    """(the numbered board this one grew from, the tile laid on it) when the
    board is a numbered one with one tile more, else None: what the bots
    found on that board is mostly still true on this one"""

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
        self._grown = None
        for cell, kind, mask in START_BOARDS[players]:
            self.add(cell, kind, mask, 0, -1, False)

    def own_board(self) -> None:
        """Fresh copies of the board's lists and cells: copies of a table
        share them (the bots copy a table tens of thousands of times a game,
        and most actions leave the board alone), so none is ever written in
        place; a table about to write calls this first."""
        self.cells = self.cells.copy()
        self.where = self.where[:]
        self.kind = self.kind[:]
        self.mask = self.mask[:]
        self.depth = self.depth[:]
        self.tile = self.tile[:]
        self.token = self.token[:]
        self.rope_token = self.rope_token[:]
        self.links = self.links[:]

    def lift_token(self, i: int) -> None:
        """The exploration token on tile i is taken (on a list of this table's own)."""
        self.token = self.token[:]
        self.token[i] = 0

    def lift_rope_token(self, i: int) -> None:
        """The traverse token on descent tile i is taken (on a list of this table's own)."""
        self.rope_token = self.rope_token[:]
        self.rope_token[i] = 0

    def add(self, cell: Cell, kind: int, mask: int, depth: int, tile: int, rope_token: bool) -> int:
        self.own_board()
        i = len(self.where)
        kept = self._board
        self._grown = None if kept is None else (kept, i)
        self._board = None
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

    def grown_from(self) -> tuple[int, int] | None:
        """(the number of the board this one grew from, the tile laid on it),
        when this board is a numbered one with one tile more."""
        grown = self._grown
        if grown is None or grown[0][0] != _AGE[0]:
            return None
        return grown[0][1], grown[1]

    def rope_placed(self) -> None:
        """A rope makes a new board for the routes, not one tile more."""
        self._board = None
        self._grown = None

    def board_number(self) -> int:
        """A small number for the laid tiles (places, openings, kinds, depths)
        and ropes, the same for equal boards. The links between tiles follow
        from their places and openings, so they are left out. The number is
        kept on the table, and shared by its copies, until a tile or a rope
        changes the board: most actions only move explorers."""
        kept = self._board
        if kept is not None and kept[0] == _AGE[0]:
            return kept[1]
        key = (
            tuple(self.where),
            tuple(self.mask),
            tuple(self.kind),
            tuple(self.depth),
            frozenset(self.ropes),
        )
        found = _NUMBERS.get(key)
        if found is None:
            if len(_NUMBERS) >= BOARDS_KEPT:
                _AGE[0] += 1
                _NUMBERS.clear()
                for cache in NUMBERED:
                    cache.clear()
            found = _NUMBERS[key] = len(_NUMBERS)
        self._board = (_AGE[0], found)
        return found

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

    def discoverable(self) -> tuple[int, ...]:
        """Every tile `can_discover_from`, found in one pass: the bots ask it
        of each new board they meet while looking ahead."""
        kind, mask, cells = self.kind, self.mask, self.cells
        out = []
        for i, (x, y) in enumerate(self.where):
            if kind[i] in (BASE, ROCKFALL):
                continue
            opens = mask[i]
            for side, (dx, dy) in enumerate(NEIGHBOUR_STEPS):
                if opens >> side & 1 and (x + dx, y + dy) not in cells:
                    out.append(i)
                    break
        return tuple(out)

    def discoverable_after(self, before: tuple[int, ...], tile: int) -> tuple[int, ...]:
        """`discoverable` of this board, given `before`, that of the board it
        was before `tile` was laid: a tile laid only closes the exits of its
        neighbours onto its cell, and may open its own."""
        x, y = self.where[tile]
        cells = self.cells
        near = {cells.get((x + dx, y + dy), -1) for dx, dy in NEIGHBOUR_STEPS}
        out = [i for i in before if i not in near or self.can_discover_from(i)]
        if self.can_discover_from(tile):
            out.append(tile)
        return tuple(out)

    def any_discoverable(self) -> bool:
        """Newest tiles first: they lie at the cave's edge, where exits are open."""
        return any(self.can_discover_from(i) for i in reversed(range(len(self.where))))

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
