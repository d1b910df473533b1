"""Roll to the South Pole as data: the map, the tiles, the dice and the counts.

Values the rulebook does not print are marked `# design`; replacing one with
the real value needs no change to the rules.
"""

from __future__ import annotations

from collections import deque

from expeditions.core.hexgrid import adjacency, axial_to_offset, offset_to_axial

# --- colours and dice ---------------------------------------------------------

WHITE, BLACK, BLUE = 0, 1, 2
COLOURS: tuple[str, ...] = ("white", "black", "blue")
"""Snow, rock and ice: the three terrains and the three dice colours."""

DICE_PER_COLOUR = 5
DICE_PER_TURN = 6
FACES: tuple[int, ...] = (0, 1, 1, 2, 2, 3)  # design: pips per face, blank = 0
DIE_VALUES: tuple[tuple[int, float], ...] = tuple(
    (v, FACES.count(v) / len(FACES)) for v in sorted(set(FACES))
)
"""Each distinct die value with its probability."""


def _at_least() -> tuple[tuple[float, ...], ...]:
    top = DICE_PER_TURN * max(FACES) + 1
    table, sums = [], {0: 1.0}
    for _ in range(DICE_PER_TURN + 1):
        table.append(tuple(sum(p for v, p in sums.items() if v >= k) for k in range(top + 1)))
        nxt: dict[int, float] = {}
        for v, p in sums.items():
            for face in FACES:
                nxt[v + face] = nxt.get(v + face, 0.0) + p / len(FACES)
        sums = nxt
    return tuple(table)


AT_LEAST: tuple[tuple[float, ...], ...] = _at_least()
"""AT_LEAST[n][k]: the chance that n dice together show at least k pips."""

DICE_CHOICES: tuple[tuple[int, int, int], ...] = tuple(
    (w, k, DICE_PER_TURN - w - k)
    for w in range(DICE_PER_COLOUR + 1)
    for k in range(DICE_PER_COLOUR + 1)
    if 0 <= DICE_PER_TURN - w - k <= DICE_PER_COLOUR
)
"""Every way to take 6 dice from 5 white, 5 black and 5 blue: (white, black, blue)."""

# --- cubes, flags, seats ------------------------------------------------------

MAX_CUBES = 5
CAMP_MARKERS = 20
"""In the box (p.5); once all are on the board a new camp is the tent alone."""
FLAGS_EACH: dict[int, int] = {2: 4, 3: 3, 4: 2, 5: 2}  # design: the table is missing
STARTING_CUBES: tuple[int, ...] = (1, 2, 2, 3, 3)  # design: by seat, first player first

# --- the board ----------------------------------------------------------------

# design: the board picture is missing. Rows north to south in odd-r offset
# columns (odd rows sit half a hex to the east). '1'-'9' numbered flag spaces,
# '.' terrain, 'M' mountain, 'S' the ship, '-' no space.
MAP_ROWS: tuple[str, ...] = (
    "-12345-",
    "67...89",
    ".......",
    "...M...",
    ".M...M.",
    ".......",
    "-.....-",
    "--.S---",
)

TERRAIN, FLAG, MOUNTAIN, SHIP = 0, 1, 2, 3
KIND_NAMES: tuple[str, ...] = ("terrain", "flag", "mountain", "ship")


def _read_map() -> tuple[list[tuple[int, int]], list[int], list[int], list[str]]:
    cells, kinds, numbers, labels = [], [], [], []
    for row, line in enumerate(MAP_ROWS):
        for col, ch in enumerate(line):
            if ch == "-":
                continue
            cells.append(offset_to_axial(col, row))
            if ch.isdigit():
                kinds.append(FLAG)
                numbers.append(int(ch))
            else:
                kinds.append({".": TERRAIN, "M": MOUNTAIN, "S": SHIP}[ch])
                numbers.append(0)
            labels.append("ship" if ch == "S" else f"{chr(ord('a') + row)}{col + 1}")
    return cells, kinds, numbers, labels


_cells, _kinds, _numbers, _labels = _read_map()

HEXES: tuple[tuple[int, int], ...] = tuple(_cells)
"""Axial coordinates of every space, indexed by space number."""
KINDS: tuple[int, ...] = tuple(_kinds)
FLAG_NUMBERS: tuple[int, ...] = tuple(_numbers)
"""The printed number of each flag space (0 elsewhere)."""
LABELS: tuple[str, ...] = tuple(_labels)
"""Row letter (a = north) and column: the names spaces have in the notation."""
SPACE_OF_LABEL: dict[str, int] = {label: i for i, label in enumerate(LABELS)}
SPACE_OF_HEX: dict[tuple[int, int], int] = {h: i for i, h in enumerate(HEXES)}
SPACES = len(HEXES)
SHIP_SPACE: int = KINDS.index(SHIP)
TILE_SPACES: tuple[int, ...] = tuple(i for i, k in enumerate(KINDS) if k in (TERRAIN, FLAG))
FLAG_SPACES: tuple[int, ...] = tuple(i for i, k in enumerate(KINDS) if k == FLAG)
TERRAIN_SPACES: tuple[int, ...] = tuple(i for i, k in enumerate(KINDS) if k == TERRAIN)

_adj = adjacency(HEXES)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(SPACE_OF_HEX[n] for n in _adj[h]) for h in HEXES
)
ENTERABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(n for n in ns if KINDS[n] in (TERRAIN, FLAG)) for ns in NEIGHBOURS
)
"""Where the explorer may step from each space: never a mountain, never the ship."""


def _walk_distances(start: int) -> tuple[int, ...]:
    far = SPACES * 2
    dist = [far] * SPACES
    dist[start] = 0
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for there in NEIGHBOURS[here]:
            if KINDS[there] != MOUNTAIN and dist[there] == far:
                dist[there] = dist[here] + 1
                todo.append(there)
    return tuple(dist)


STEPS: tuple[tuple[int, ...], ...] = tuple(_walk_distances(s) for s in range(SPACES))
"""Fewest steps between two spaces around the mountains (for the heuristic)."""

# --- tiles ----------------------------------------------------------------------

# A tile is (white, black, blue, back, camp, flag): the least sum each colour
# must show (0 = not required), the colour printed on its back as a hint, a
# printed camp (0/1) and a flag symbol (0/1).
# design: 14 of the 34 terrain tiles and 4 of the 10 flag tiles name one
# colour (3-6), the rest two (2-4 each, at most 7 together: the rulebook's
# example, tile 3 = black 4 + blue 3, is among the hardest); colours about
# equally frequent; 5 printed camps. With six dice a well-chosen set reaches
# most tiles more often than not, so a turn usually goes one to three steps.
TERRAIN_TILES: tuple[tuple[int, int, int, int, int, int], ...] = (
    (6, 0, 0, 0, 0, 0),
    (2, 4, 0, 1, 0, 0),
    (3, 0, 4, 2, 0, 0),
    (0, 4, 3, 1, 0, 0),
    (4, 0, 0, 0, 0, 0),
    (0, 4, 2, 1, 0, 0),
    (4, 0, 3, 0, 1, 0),
    (0, 4, 0, 1, 0, 0),
    (0, 3, 4, 2, 0, 0),
    (3, 0, 0, 0, 0, 0),
    (0, 0, 6, 2, 0, 0),
    (3, 0, 0, 0, 0, 0),
    (0, 3, 0, 1, 1, 0),
    (4, 2, 0, 1, 0, 0),
    (3, 2, 0, 0, 0, 0),
    (0, 2, 2, 2, 0, 0),
    (0, 0, 3, 2, 0, 0),
    (0, 3, 0, 1, 0, 0),
    (4, 0, 3, 0, 0, 0),
    (0, 4, 0, 1, 0, 0),
    (0, 0, 5, 2, 0, 0),
    (0, 3, 2, 2, 1, 0),
    (0, 3, 4, 2, 0, 0),
    (2, 4, 0, 0, 1, 0),
    (0, 2, 2, 1, 0, 0),
    (4, 2, 0, 0, 0, 0),
    (3, 0, 2, 2, 0, 0),
    (0, 4, 3, 1, 0, 0),
    (2, 2, 0, 0, 0, 0),
    (6, 0, 0, 0, 0, 0),
    (4, 0, 2, 2, 1, 0),
    (0, 0, 4, 2, 0, 0),
    (0, 4, 3, 1, 0, 0),
    (0, 4, 0, 1, 0, 0),
)

# design: 10 flag tiles for the 9 flag spaces, 8 with a flag symbol, each with
# a terrain requirement and a back hint like any tile.
FLAG_TILES: tuple[tuple[int, int, int, int, int, int], ...] = (
    (2, 4, 0, 0, 0, 1),
    (4, 0, 2, 2, 0, 1),
    (0, 3, 0, 1, 0, 1),
    (6, 0, 0, 0, 0, 1),
    (0, 4, 3, 1, 0, 1),
    (4, 2, 0, 1, 0, 1),
    (0, 0, 6, 2, 0, 0),
    (5, 0, 0, 0, 0, 1),
    (4, 2, 0, 1, 0, 1),
    (4, 0, 3, 2, 0, 0),
)

TILES: tuple[tuple[int, int, int, int, int, int], ...] = TERRAIN_TILES + FLAG_TILES
"""Every tile by id: terrain tiles first (0-33), then flag tiles (34-43)."""
NEED: tuple[tuple[int, int, int], ...] = tuple((t[0], t[1], t[2]) for t in TILES)
BACK: tuple[int, ...] = tuple(t[3] for t in TILES)
PRINTED_CAMP: tuple[int, ...] = tuple(t[4] for t in TILES)
FLAG_SYMBOL: tuple[int, ...] = tuple(t[5] for t in TILES)
TILE_KIND: tuple[int, ...] = tuple(
    TERRAIN if i < len(TERRAIN_TILES) else FLAG for i in range(len(TILES))
)


def pool_index(kind: int, colour: int) -> int:
    """Face-down tiles are drawn from six piles: terrain or flag, by back colour."""
    return kind * 3 + colour


INITIAL_POOLS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(len(TILES)) if TILE_KIND[i] == kind and BACK[i] == colour)
    for kind in (TERRAIN, FLAG)
    for colour in range(3)
)
"""Tile ids of each pile (see `pool_index`) before anything is revealed."""

assert len(TERRAIN_TILES) == len(TERRAIN_SPACES)
assert len(FLAG_TILES) == len(FLAG_SPACES) + 1
assert all(NEED[i][BACK[i]] > 0 for i in range(len(TILES)))
assert all(p * (FLAGS_EACH[p] - 1) + 1 <= sum(FLAG_SYMBOL) - 1 for p in FLAGS_EACH)
assert axial_to_offset(HEXES[SHIP_SPACE]) == (3, 7)
