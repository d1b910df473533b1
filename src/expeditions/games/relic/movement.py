"""Explorers moving: costs, dense jungle, quicksand, walls, and arriving."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .backpack import show
from .components import (
    CLIMBING_GEAR,
    EMPTY,
    FEATURE_OF_KIND,
    IVY,
    LANDING_KINDS,
    MACHETE,
    MOUNTAIN_CLEARING,
    NEEDED_FOR,
    NEIGH,
    QUICKSAND,
    VINE,
)
from .tasks import (
    T_IVY,
    T_MEET,
    T_REVEAL,
    T_SPOT,
)
from .walks import board_of

if TYPE_CHECKING:
    from .state import RelicTable


def walled(s: RelicTable, cell: int, d: int, other: int) -> bool:
    """A cave wall between `cell` and its neighbour `other` (walls are kept on both sides)."""
    wall = s.wall
    return bool(wall and (wall.get(cell, 0) >> d) & 1)


_LANDINGS: dict[tuple[bytes, bool], tuple[int, ...]] = {}
"""`landing_clearings` by board (`walks.board_of`'s kinds) and climbing gear:
the search asks at every flight, and the board changes only with a tile."""


def landing_clearings(s: RelicTable, seat: int) -> tuple[int, ...]:
    """Every revealed landing clearing `seat` may use (the mountain's needs climbing gear)."""
    gear = CLIMBING_GEAR in s.pack[seat]
    key = (board_of(s)[0], gear)
    found = _LANDINGS.get(key)
    if found is None:
        if len(_LANDINGS) >= 4096:
            _LANDINGS.clear()
        kind = s.kind
        found = _LANDINGS[key] = tuple(
            c
            for c in range(len(kind))
            if kind[c] in LANDING_KINDS and (gear or kind[c] != MOUNTAIN_CLEARING)
        )
    return found


def step_cost(s: RelicTable, seat: int, here: int, d: int, ap: int) -> int:
    """Actions to move from `here` in direction d, or -1 if the move is not allowed."""
    there = NEIGH[here][d]
    if there < 0:
        return -1
    kind = s.kind
    k = kind[there]
    wall = s.wall  # `walled`, written out: legal moves ask six times a position
    if k == EMPTY or (wall and (wall.get(here, 0) >> d) & 1):
        return -1
    pack = s.pack[seat]
    f = FEATURE_OF_KIND.get(k, -1)
    if f >= 0 and NEEDED_FOR[f] not in pack:
        return -1
    cost = 1
    if ((s.dense[here] >> d) & 1 or (s.dense[there] >> ((d + 3) % 6)) & 1) and MACHETE not in pack:
        cost = 2
    if k == QUICKSAND:
        if VINE not in pack or kind[here] == QUICKSAND:
            return -1
        cost -= 1
        best = 99
        for d2 in range(6):
            beyond = NEIGH[there][d2]
            if beyond < 0 or beyond == here or kind[beyond] == QUICKSAND:
                continue
            c2 = plain_cost(s, pack, there, d2, beyond)
            if 0 <= c2 < best:
                best = c2
        if best == 99 or ap - cost < best:
            return -1
    return cost if cost <= ap else -1


def plain_cost(s: RelicTable, pack: tuple[int, ...], here: int, d: int, there: int) -> int:
    k = s.kind[there]
    if k == EMPTY or walled(s, here, d, there):
        return -1
    f = FEATURE_OF_KIND.get(k, -1)
    if f >= 0 and NEEDED_FOR[f] not in pack:
        return -1
    dense = (s.dense[here] >> d) & 1 or (s.dense[there] >> ((d + 3) % 6)) & 1
    return 2 if dense and MACHETE not in pack else 1


def crosses_dense(s: RelicTable, here: int, d: int, there: int) -> bool:
    return bool((s.dense[here] >> d) & 1 or (s.dense[there] >> ((d + 3) % 6)) & 1)


def arrive(s: RelicTable, seat: int, cell: int, left: int) -> None:
    """An explorer reaches `cell`: reveal around, relics turn up, encounters, ivy."""
    s.pos[seat] = cell
    f = FEATURE_OF_KIND.get(s.kind[cell], -1)
    if f >= 0:
        show(s, seat, NEEDED_FOR[f])  # nobody enters a feature without it (p.10)
    if left >= 0:
        vacate(s, left)
    todo = s.todo
    kind = s.kind
    wall = s.wall.get(cell, 0)
    for d, n in enumerate(NEIGH[cell]):
        if n >= 0 and kind[n] == EMPTY and not (wall >> d) & 1:
            todo.append((T_REVEAL, n, seat, ()))
    queue_spots(s, cell)
    if any(a[1] == cell and not a[2] for a in s.animals):
        todo.append((T_MEET, seat, cell, ()))
    if kind[cell] == IVY:
        todo.append((T_IVY, seat))


def queue_spots(s: RelicTable, cell: int) -> None:
    if not s.spot_hidden:
        return
    hidden = s.spot_hidden
    if hidden.get(cell, 0):
        s.todo.append((T_SPOT, cell))
    wall = s.wall.get(cell, 0)
    for d, n in enumerate(NEIGH[cell]):
        if n >= 0 and hidden.get(n, 0) and not walled(s, cell, d, n) and not (wall >> d) & 1:
            s.todo.append((T_SPOT, n))


def vacate(s: RelicTable, cell: int) -> None:
    """Sedated animals wake once every explorer has left their space."""
    if cell in s.pos:
        return
    animals = s.animals
    for i, (sp, c, sedated) in enumerate(animals):
        if c == cell and sedated:
            animals[i] = (sp, c, False)
