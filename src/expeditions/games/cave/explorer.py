"""One explorer's holdings as a flat list of ints (cheap to copy).

Layout: backpack counts per item, tent counts per item, the tent's state and
tile, the explorer's tile, exploration tokens per kind, the depth-reached
tokens as a bitmask of levels, and whether camera and boat are still at home
(never taken, so still available at the base camp).
"""

from __future__ import annotations

from .components import (
    BACKPACK_SLOTS,
    BOAT,
    CAMERA,
    HALF_OXYGEN,
    ITEMS,
    OXYGEN,
    PACKED_TENT_SLOTS,
)

BAG = 0
TENT = BAG + ITEMS
TENT_STATE = TENT + ITEMS
TENT_AT = TENT_STATE + 1
POS = TENT_AT + 1
TOKENS = POS + 1
DEPTHS = TOKENS + 6
HOME = DEPTHS + 1
"""HOME + 0: camera at home; HOME + 1: boat at home."""
SIZE = HOME + 2

TENT_HOME, TENT_PACKED, TENT_PITCHED, TENT_ABANDONED = range(4)
TENT_STATE_NAMES = ("home", "packed", "pitched", "abandoned")


def new_explorer() -> list[int]:
    """On the base camp, empty backpack, tent and unique items at home."""
    p = [0] * SIZE
    p[TENT_AT] = -1
    p[HOME] = 1
    p[HOME + 1] = 1
    return p


def bag_used(p: list[int]) -> int:
    return sum(p[BAG : BAG + ITEMS]) + (PACKED_TENT_SLOTS if p[TENT_STATE] == TENT_PACKED else 0)


def bag_free(p: list[int]) -> int:
    return BACKPACK_SLOTS - bag_used(p)


def tent_used(p: list[int]) -> int:
    return sum(p[TENT : TENT + ITEMS])


def use_oxygen(p: list[int]) -> None:
    """One use: a half-used token first (same uses left, one slot freed)."""
    if p[BAG + HALF_OXYGEN]:
        p[BAG + HALF_OXYGEN] -= 1
    else:
        p[BAG + OXYGEN] -= 1
        p[BAG + HALF_OXYGEN] += 1


def unique_state(p: list[int], item: int) -> str:
    """Where the camera or boat is: backpack, tent, home or lost."""
    if p[BAG + item]:
        return "backpack"
    if p[TENT + item]:
        return "tent"
    if p[HOME + item - CAMERA]:
        return "home"
    return "lost"


UNIQUE = (CAMERA, BOAT)
