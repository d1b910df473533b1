"""How far each laid tile is from an explorer, in action points, with their kit.

Used by the heuristic only: a rough price of walking there now, taking the
backpack into account (ropes for a new depth, oxygen or boat for water) and
falling back on the 5-AP move where the kit does not allow a step.
"""

from __future__ import annotations

from heapq import heappop, heappush

from .components import BOAT, ENTRY_AP, HALF_OXYGEN, OXYGEN, ROPE, WATER
from .explorer import BAG, POS
from .state import CaveTable

CRAWL_AP = 5
OXYGEN_AP = 2
"""A dive also spends oxygen: priced as this many AP more, so a route that
keeps its bottles looks shorter (a price, not a rule: the dive costs 2 AP)."""
FAR = 999


def step_cost(state: CaveTable, p: list[int], i: int, j: int) -> tuple[int, int]:
    """(AP, ropes to place) for one step from tile i to its neighbour j."""
    return _price(state, i, j, *_kit(p))


def _kit(p: list[int]) -> tuple[int, int]:
    """The backpack's part of every step's price: the AP to enter water (0:
    only the 5-AP move gets there) and the ropes that could be placed."""
    if p[BAG + BOAT]:
        water = 1
    elif p[BAG + OXYGEN] or p[BAG + HALF_OXYGEN]:
        water = ENTRY_AP[WATER] + OXYGEN_AP
    else:
        water = 0
    return water, p[BAG + ROPE]


def _price(state: CaveTable, i: int, j: int, water: int, rope_bag: int) -> tuple[int, int]:
    kind = state.kind[j]
    entry = water if kind == WATER else ENTRY_AP[kind]
    if not entry:
        return CRAWL_AP, 0
    levels = abs(state.depth[j] - state.depth[i])
    ropes = state.ropes
    if levels and ((i, j) in ropes or (j, i) in ropes):
        levels = 0
    if levels > rope_bag or levels + entry > CRAWL_AP + OXYGEN_AP:
        return CRAWL_AP, 0
    return entry + levels, levels


def ap_costs(state: CaveTable, p: list[int]) -> list[int]:
    """Cheapest AP from explorer `p` to every laid tile (Dijkstra)."""
    start = p[POS]
    dist = [FAR] * len(state.where)
    dist[start] = 0
    return _relax(state, p, dist, [(0, start)])


def grown_costs(state: CaveTable, p: list[int], before: list[int], tile: int) -> list[int]:
    """`ap_costs` on a board that is the one `before` was found on with
    `tile` laid: new ways can only lead through the new tile, so the walk
    goes on from there alone. The explorer stands on a tile of the board
    before (`before` holds its prices from there), never on `tile`."""
    dist = [*before, FAR]
    links = state.links
    best = FAR
    for i in links[4 * tile : 4 * tile + 4]:
        if i >= 0 and dist[i] < FAR:
            best = min(best, dist[i] + step_cost(state, p, i, tile)[0])
    if best >= FAR:
        return dist
    dist[tile] = best
    return _relax(state, p, dist, [(best, tile)])


def _relax(
    state: CaveTable, p: list[int], dist: list[int], heap: list[tuple[int, int]]
) -> list[int]:
    """Dijkstra from the tiles in `heap`, shortening `dist` in place; `_price`
    written out, with each tile's entry price read once, not at every step."""
    links, depth, ropes = state.links, state.depth, state.ropes
    water, rope_bag = _kit(p)
    entries = [water if kind == WATER else ENTRY_AP[kind] for kind in state.kind]
    most = CRAWL_AP + OXYGEN_AP
    while heap:
        d, i = heappop(heap)
        if d > dist[i]:
            continue
        here = depth[i]
        for j in links[4 * i : 4 * i + 4]:
            if j < 0:
                continue
            entry = entries[j]
            if not entry:
                cost = CRAWL_AP
            else:
                levels = abs(depth[j] - here)
                if levels and ((i, j) in ropes or (j, i) in ropes):
                    levels = 0
                cost = CRAWL_AP if levels > rope_bag or levels + entry > most else entry + levels
            nd = d + cost
            if nd < dist[j]:
                dist[j] = nd
                heappush(heap, (nd, j))
    return dist
