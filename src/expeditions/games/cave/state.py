"""Cave's table: the laid cave (see board.py), the explorers and the turn, as data.

Only the fields, how they are built at the start and how they are copied;
the rules that change them are in rules.py, wired to the table in game.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from expeditions.core.state import Rules, State

from .board import BOARD_SLOTS, Board
from .components import (
    BOAT,
    CAMERA,
    CONSUMABLE,
    OXYGEN,
    REMOVED_PER_STACK,
    ROPE,
    STACK_TILES,
    STACKS,
)
from .explorer import BAG, HOME, TENT, new_explorer

KIT, FIRST, PLAY, DRAW, PLACE, OVER = range(6)
"""The values of `phase` (named in game.py's `GameInfo.phases`)."""

SETUP, REFILL, ARRANGE = 1, 2, 3
"""The values of `edit_mode` while a kit is being chosen (0: none)."""
TENT_CHOICE = -1
"""The kit step "take or leave the tent" (the others are containers + item)."""
UNLIMITED = 99
"""A supply item with no limit in the kit pool."""
SETUP_ORDER = (CAMERA, BOAT, CONSUMABLE, ROPE, OXYGEN)
SETUP_STEPS = (
    *(TENT + item for item in SETUP_ORDER),
    TENT_CHOICE,
    *(BAG + item for item in SETUP_ORDER),
)
"""The starting kit's eleven questions, asked in this order every time."""


class CaveTable(Board, State):
    __slots__ = (
        "phase",
        "seat",
        "turn",
        "first",
        "ap",
        "restricted",
        "fresh",
        "arranged",
        "pending",
        "explorers",
        "ropes",
        "drawn",
        "left",
        "discarded",
        "end_at",
        "closed",
        "claimed",
        "edit_mode",
        "edit_steps",
        "edit_i",
        "edit_pool",
        "edit_held",
        "edit_fill",
        *BOARD_SLOTS,
    )

    phase: int
    seat: int
    turn: int
    """turns played since the first player's first turn (-1 before it)"""
    first: int
    ap: int
    restricted: bool
    """no consumable at the start of this turn: only the 5-AP move"""
    fresh: bool
    """nothing done yet this turn: only then may the 5-AP move be made"""
    arranged: bool
    """the pitched tent was rearranged since the last AP was spent"""
    pending: int
    explorers: list[list[int]]
    ropes: dict[tuple[int, int], int]
    """rope link between two placed tiles -> seat that placed it"""
    drawn: int
    """bitmask of tile ids drawn so far (all public once drawn)"""
    left: list[int]
    """tiles still to draw per stack (the rest were removed unseen at setup)"""
    discarded: list[int]
    end_at: int
    closed: bool
    claimed: int
    edit_mode: int
    edit_steps: tuple[int, ...]
    edit_i: int
    edit_pool: list[int]
    edit_held: list[int]
    edit_fill: int

    COPY = {
        "phase": "value",
        "seat": "value",
        "turn": "value",
        "first": "value",
        "ap": "value",
        "restricted": "value",
        "fresh": "value",
        "arranged": "value",
        "pending": "value",
        "explorers": "rows",
        "ropes": "copy",
        "drawn": "value",
        "left": "list",
        "discarded": "list",
        "end_at": "value",
        "closed": "value",
        "claimed": "value",
        "edit_mode": "value",
        "edit_steps": "value",
        "edit_i": "value",
        "edit_pool": "list",
        "edit_held": "list",
        "edit_fill": "value",
        "_board": "value",  # Board.board_number: shared by copies; None when the board changes
        "_grown": "value",  # Board.add: the numbered board this one grew from
        # the board: shared by copies, never written in place (Board.own_board)
        "cells": "value",
        "where": "value",
        "kind": "value",
        "mask": "value",
        "depth": "value",
        "tile": "value",
        "token": "value",
        "rope_token": "value",
        "links": "value",
    }

    @contextmanager
    def edit(self) -> Iterator[State]:
        """`State.edit` on board lists of this table's own, so that a hand
        edit never reaches a copy that shares them."""
        self.own_board()
        with State.edit(self) as state:
            yield state

    def _forget(self) -> None:
        self._board = None
        self._grown = None

    @classmethod
    def initial(cls, game: Rules) -> CaveTable:
        self = cls.__new__(cls)
        self._init_base(game)
        n = game.players
        self._init_board(n)
        self.phase = KIT
        self.seat = 0
        self.turn = -1
        self.first = -1
        self.ap = 0
        self.restricted = False
        self.fresh = False
        self.arranged = False
        self.pending = -1
        self.explorers = [new_explorer() for _ in range(n)]
        self.ropes = {}
        self.drawn = 0
        self.left = [len(STACK_TILES[s]) - REMOVED_PER_STACK[n] for s in range(STACKS)]
        self.discarded = []
        self.end_at = -1
        self.closed = False
        self.claimed = 0
        open_starting_kit(self)
        return self


def open_starting_kit(table: CaveTable) -> None:
    """The eleven questions of the starting kit for the explorer to move: the
    whole supply, and the camera and boat still at home (p.4)."""
    p = table.explorers[table.seat]
    table.edit_mode = SETUP
    table.edit_steps = SETUP_STEPS
    table.edit_i = 0
    table.edit_pool = [UNLIMITED, UNLIMITED, UNLIMITED, 0, 0, 0]
    table.edit_pool[CAMERA] = p[HOME]
    table.edit_pool[BOAT] = p[HOME + 1]
    table.edit_held = [0, 0]
    table.edit_fill = 1
