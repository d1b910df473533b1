"""Pending work in words: the queued steps every player at the table can see.

Everything on the `todo` list is public (tiles about to be turned, who is
meeting which animal, whose supply the bag is about to give), and the legal
choices of an encounter or a board placement depend on it, so each seat's
observation carries it in full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .components import CELL_NAMES, FEATURE_NAMES, FEATURE_OF_START, KIND_NAMES, TILES
from .tasks import (
    T_AMEET,
    T_ATTACH,
    T_BAG,
    T_D8,
    T_FIRST,
    T_IVY,
    T_MEET,
    T_RELIC,
    T_REVEAL,
    T_ROTATE,
    T_SPOT,
    T_STEAL,
)

if TYPE_CHECKING:
    from .state import RelicTable


def _tile(t: int) -> dict[str, Any]:
    return {"tile": t, "kind": KIND_NAMES[TILES[t][0]]}


def describe(s: RelicTable, task: tuple) -> dict[str, Any]:
    """One queued step as plain data; animals by their 1-based number."""
    k = task[0]
    if k == T_FIRST:
        return {"task": "choose the first player"}
    if k == T_REVEAL:
        _, cell, placer, barred = task
        return {
            "task": "reveal a tile",
            "cell": CELL_NAMES[cell],
            "placer": placer,
            "barred": [_tile(t) for t in barred],
        }
    if k == T_ROTATE:
        _, cell, placer, tile, barred = task
        return {
            "task": "turn the tile",
            "cell": CELL_NAMES[cell],
            "placer": placer,
            **_tile(tile),
            "barred": [_tile(t) for t in barred],
        }
    if k in (T_RELIC, T_SPOT):
        what = "relic on a relic table" if k == T_RELIC else "feature relic turns up"
        return {"task": what, "cell": CELL_NAMES[task[1]]}
    if k == T_ATTACH:
        _, cell, placer, tile, barred = task
        return {
            "task": "place a feature board",
            "cell": CELL_NAMES[cell],
            "placer": placer,
            "feature": FEATURE_NAMES[FEATURE_OF_START[TILES[tile][0]]],
            **_tile(tile),
            "barred": [_tile(t) for t in barred],
        }
    if k == T_MEET:
        _, seat, cell, met = task
        return {
            "task": "encounter",
            "seat": seat,
            "cell": CELL_NAMES[cell],
            "met": [i + 1 for i in met],
        }
    if k == T_AMEET:
        _, i, cell, seats = task
        return {
            "task": "animal encounter",
            "animal": i + 1,
            "cell": CELL_NAMES[cell],
            "seats": list(seats),
        }
    if k == T_D8:
        _, seat, i = task
        return {"task": "monkey robs a backpack", "seat": seat, "animal": i + 1}
    if k == T_STEAL:
        _, cell, i = task
        return {"task": "monkey robs the ground", "cell": CELL_NAMES[cell], "animal": i + 1}
    if k == T_IVY:
        return {"task": "poison ivy", "seat": task[1]}
    if k == T_BAG:
        return {"task": "draw from the bag", "seat": task[1]}
    raise ValueError(f"unknown task {task!r}")
