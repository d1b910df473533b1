"""Relic Expedition actions: one small value per decision or chance outcome."""

from __future__ import annotations

from typing import NamedTuple

from .components import (
    CELL_NAMES,
    CELLS,
    FACE_NAMES,
    FEATURE_NAMES,
    ITEM_NAMES,
    ITEMS,
    SPECIES_NAMES,
    SUPPLIES,
)

# player decisions
MOVE, FLY, LAND, DRAW, LEAVE, END, TAKE, DROP = range(8)
ATTACH, ANIMAL_MOVE, ANIMAL_STAY, USE, ENDURE, IVY_AID, IVY_ENDURE, PICK = range(8, 16)
# chance outcomes
FIRST, TILE, ROTATE, RELIC, ROLL, BAG, D8, STEAL = range(20, 28)

MAX_ANIMALS = 16


class Action(NamedTuple):
    """verb and up to three numbers; `str()` gives the canonical text."""

    verb: int
    a: int = 0
    b: int = 0
    c: int = 0

    def __str__(self) -> str:
        return _TEXT[self.verb](self)


def _animal(a: Action) -> str:
    return f"{SPECIES_NAMES[a.c]} {a.a + 1}"


_TEXT = {
    MOVE: lambda x: f"move {CELL_NAMES[x.a]}",
    FLY: lambda x: f"fly {CELL_NAMES[x.a]}",
    LAND: lambda x: f"land {CELL_NAMES[x.a]}",
    DRAW: lambda x: "draw",
    LEAVE: lambda x: "leave",
    END: lambda x: "end",
    TAKE: lambda x: f"take {ITEM_NAMES[x.a]}",
    DROP: lambda x: f"drop {ITEM_NAMES[x.a]}",
    ATTACH: lambda x: f"attach {FEATURE_NAMES[x.a // 6]} at {CELL_NAMES[x.b]} turned {x.a % 6}",
    ANIMAL_MOVE: lambda x: f"{_animal(x)} to {CELL_NAMES[x.b]}",
    ANIMAL_STAY: lambda x: f"{_animal(x)} stays",
    USE: lambda x: f"use {ITEM_NAMES[x.b]} on {_animal(x)}",
    ENDURE: lambda x: f"endure {_animal(x)}",
    IVY_AID: lambda x: "use first-aid on ivy",
    IVY_ENDURE: lambda x: "endure ivy",
    PICK: lambda x: f"pick {_animal(x)}",
    FIRST: lambda x: f"first seat {x.a}",
    TILE: lambda x: f"tile {x.a}",
    ROTATE: lambda x: f"rotate {x.a}",
    RELIC: lambda x: f"relic {ITEM_NAMES[x.a]}",
    ROLL: lambda x: f"roll {FACE_NAMES[x.a]} {x.b}",
    BAG: lambda x: f"bag {ITEM_NAMES[x.a]}",
    D8: lambda x: f"d8 {x.a + 1}",
    STEAL: lambda x: f"steal {ITEM_NAMES[x.a]}",
}

# --- the fixed integer encoding of player decisions ----------------------------------

_BASE = {}
_SIZE = {
    MOVE: CELLS,
    FLY: CELLS,
    LAND: CELLS,
    DRAW: 1,
    LEAVE: 1,
    END: 1,
    TAKE: ITEMS,
    DROP: ITEMS,
    ATTACH: 18 * CELLS,
    ANIMAL_MOVE: MAX_ANIMALS * CELLS,
    ANIMAL_STAY: MAX_ANIMALS,
    USE: MAX_ANIMALS * SUPPLIES,
    ENDURE: MAX_ANIMALS,
    IVY_AID: 1,
    IVY_ENDURE: 1,
    PICK: MAX_ANIMALS,
}
_n = 0
for _verb, _size in _SIZE.items():
    _BASE[_verb] = _n
    _n += _size
NUM_DISTINCT_ACTIONS = _n


def action_id(action: Action) -> int:
    verb, a, b, _ = action
    base = _BASE[verb]
    if verb == ATTACH:
        return base + a * CELLS + b
    if verb == ANIMAL_MOVE:
        return base + a * CELLS + b
    if verb == USE:
        return base + a * SUPPLIES + b
    return base + a


def decode(action_id: int) -> tuple[int, int, int]:
    """(verb, a, b) of an id; the species of animal actions comes from the state."""
    for verb, base in _BASE.items():
        if base <= action_id < base + _SIZE[verb]:
            x = action_id - base
            if verb in (ATTACH, ANIMAL_MOVE):
                return verb, x // CELLS, x % CELLS
            if verb == USE:
                return verb, x // SUPPLIES, x % SUPPLIES
            return verb, x, 0
    raise ValueError(f"no relic action has id {action_id}")
