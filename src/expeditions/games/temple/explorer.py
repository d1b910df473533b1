"""Where an explorer can go: doors and keys, walls and secret passages, digging."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import (
    ALTAR,
    ALTAR_BONUSES,
    CHAMBER,
    CHAMBER_BONUSES,
    EMPTY,
    LIGHT,
    LIGHT_BONUS_ONE_DOOR,
    LIGHT_BONUS_TWO_DOORS,
    NEIGHBOUR,
    NUM_SPACES,
    OUTSIDE,
    SECRET_BONUSES,
    SECRET_ROOMS,
)
from .rooms import light_doors

if TYPE_CHECKING:
    from .state import TempleTable

_EDGES = tuple(range(6))


def key_mask(s: TempleTable, seat: int) -> int:
    """The colours of the keys in the seat's backpack, as bits."""
    mask = 0
    for c, n in enumerate(s.backpack[seat]):
        if n:
            mask |= 1 << c
    return mask


_LINKS = tuple(
    tuple((NEIGHBOUR[sp][e], sp * 6 + e, NEIGHBOUR[sp][e] * 6 + (e + 3) % 6) for e in _EDGES)
    for sp in range(NUM_SPACES)
)
"""For each space: (space across, door slot on this side, door slot on the other side)."""
_OUTER_EDGES = tuple(
    (space, edge)
    for space in range(NUM_SPACES)
    for edge in _EDGES
    if NEIGHBOUR[space][edge] == OUTSIDE
)
_OUTER_SLOTS = tuple((space, space * 6 + edge) for space, edge in _OUTER_EDGES)


def wall_passable(s: TempleTable, space: int, edge: int, keys: int) -> bool:
    """A wall can be crossed with keys when it has a door and every door on it has its key.

    Doors are stored as colour bits. A door need not show on both sides
    (rulebook p.6); two doors of different colours on one wall need both keys.
    """
    other, here_slot, there_slot = _LINKS[space][edge]
    need = s.doors[here_slot]
    if other != OUTSIDE:
        if s.kind[other] == EMPTY:
            return False
        need |= s.doors[there_slot]
    return need != 0 and need & keys == need


_INNER = tuple(tuple(link for link in _LINKS[sp] if link[0] != OUTSIDE) for sp in range(NUM_SPACES))
"""For each space: its links to the other temple spaces only."""
_EXITS = tuple(
    tuple(sp * 6 + e for e in _EDGES if NEIGHBOUR[sp][e] == OUTSIDE) for sp in range(NUM_SPACES)
)
"""For each space: the door slots of its walls on the outside."""


REACHED_BOARDS = 64
"""Boards whose `key_reachable` answers are kept: a search's copies share one board."""

_REACHED: dict[tuple[int, int], tuple[list[int], list[int], dict[int, tuple[int, ...]]]] = {}
"""By the board's lists of kinds and doors (held, so their ids stay theirs):
the places reachable from a start with a set of keys."""


def forget() -> None:
    """Drop every remembered answer (`edit()` may change a board in place)."""
    _REACHED.clear()


def key_reachable(s: TempleTable, start: int, keys: int) -> tuple[int, ...]:
    """Every place reachable from `start` through doors the keys open (start
    included), in order. Remembered per board: copies share the board's lists
    until a room is placed, which gives the table lists of its own (`own`)."""
    if start > OUTSIDE:
        return (start,)
    kind = s.kind
    doors = s.doors
    board = (id(kind), id(doors))
    kept = _REACHED.get(board)
    if kept is None or kept[0] is not kind or kept[1] is not doors:
        if len(_REACHED) >= REACHED_BOARDS:
            _REACHED.clear()
        kept = _REACHED[board] = (kind, doors, {})
    key = start << 5 | keys
    found = kept[2].get(key)
    if found is None:
        found = kept[2][key] = _reachable(kind, doors, start, keys)
    return found


def _reachable(kind: list[int], doors: list[int], start: int, keys: int) -> tuple[int, ...]:
    seen = [False] * (OUTSIDE + 1)
    seen[start] = True
    out = [start]
    todo = [start]
    while todo:
        here = todo.pop()
        if here == OUTSIDE:
            for space, slot in _OUTER_SLOTS:
                need = doors[slot]
                if need and need & keys == need and not seen[space] and kind[space]:
                    seen[space] = True
                    out.append(space)
                    todo.append(space)
            continue
        if not seen[OUTSIDE]:
            for slot in _EXITS[here]:
                need = doors[slot]
                if need and need & keys == need:
                    seen[OUTSIDE] = True
                    out.append(OUTSIDE)
                    todo.append(OUTSIDE)
                    break
        for other, here_slot, there_slot in _INNER[here]:
            if seen[other] or not kind[other]:
                continue
            need = doors[here_slot] | doors[there_slot]
            if need and need & keys == need:
                seen[other] = True
                out.append(other)
                todo.append(other)
    out.sort()
    return tuple(out)


def passage_targets(s: TempleTable, here: int, keys: int) -> list[int]:
    """Places across one wall or door the keys do not open (rulebook p.8)."""
    out: set[int] = set()
    if here == OUTSIDE:
        for space, edge in _OUTER_EDGES:
            if s.kind[space] and not wall_passable(s, space, edge, keys):
                out.add(space)
        out.update(SECRET_ROOMS)
    elif here > OUTSIDE:
        out.add(OUTSIDE)
    else:
        for edge in _EDGES:
            there = NEIGHBOUR[here][edge]
            if there != OUTSIDE and not s.kind[there]:
                continue
            if not wall_passable(s, here, edge, keys):
                out.add(there)
    return sorted(out)


def bonuses(s: TempleTable, place: int) -> tuple[tuple[int, int, int], ...]:
    """The bonus spaces printed in a room."""
    if place > OUTSIDE:
        return SECRET_BONUSES[place - OUTSIDE - 1]
    k = s.kind[place]
    if k == ALTAR:
        return ALTAR_BONUSES
    if k == CHAMBER:
        return CHAMBER_BONUSES
    return ()


def light_bonus(s: TempleTable, space: int) -> tuple[int, int, int]:
    """A light room's single bonus space: more for one door than for two."""
    one = len(light_doors(s, space)) == 1
    return LIGHT_BONUS_ONE_DOOR if one else LIGHT_BONUS_TWO_DOORS


def dig_choices(s: TempleTable, seat: int, place: int) -> list[int]:
    """The bonus spaces (1-based; 0 for a light room) where the seat may plant a flag.

    One flag per room per player (rulebook p.6, p.11); a light room takes flags
    after its single bonus space is gone.
    """
    if place == OUTSIDE or s.flags_left[seat] <= 0 or s.flags[place] >> seat & 1:
        return []
    if place < NUM_SPACES:
        k = s.kind[place]
        if k == EMPTY:
            return []
        if k == LIGHT:
            return [0]
    owners = s.bonus_owner
    base = place * 4
    return [i + 1 for i in range(len(bonuses(s, place))) if owners[base + i] < 0]


def wall_id(a: int, b: int) -> int:
    return min(a, b) * 64 + max(a, b)
