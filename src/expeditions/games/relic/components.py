"""Relic Expedition components: the play area, tiles, supplies, relics, boards.

Data only. Values the rulebook does not give are marked `# design`; the
reasons are in docs/rules-decisions.md.
"""

from __future__ import annotations

import random

from expeditions.core.hexgrid import DIRECTIONS, axial_to_offset, offset_to_axial

# --- the play area (the table edge) ---------------------------------------------

COLS = 19  # design: play area 19 x 13 hexes, odd-r offset
ROWS = 13  # design
CELLS = COLS * ROWS
COL_LETTERS = "abcdefghijklmnopqrs"


def _build_grid() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, int], ...]]:
    axial = tuple(offset_to_axial(i % COLS, i // COLS) for i in range(CELLS))
    index = {h: i for i, h in enumerate(axial)}
    neigh = tuple(tuple(index.get((q + dq, r + dr), -1) for dq, dr in DIRECTIONS) for q, r in axial)
    return neigh, axial


NEIGH, AXIAL = _build_grid()
"""NEIGH[cell][d]: the cell in direction d (0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE) or -1."""

CELL_INDEX = {h: i for i, h in enumerate(AXIAL)}
CELL_NAMES = tuple(f"{COL_LETTERS[i % COLS]}{i // COLS + 1}" for i in range(CELLS))
CELL_BY_NAME = {n: i for i, n in enumerate(CELL_NAMES)}


def opposite(d: int) -> int:
    return (d + 3) % 6


# --- what lies on a space ---------------------------------------------------------

EMPTY = 0
CAMP = 1
CLEARING = 2
PLAIN = 3
RELIC_TABLE = 4
QUICKSAND = 5
IVY = 6
VINE_TILE = 7
BANANA_TILE = 8
ANIMAL_TILE = 9
RIVER_START = 10
CAVE_START = 11
MOUNTAIN_START = 12
RIVER = 13
CAVE = 14
MOUNTAIN = 15
MOUNTAIN_CLEARING = 16

KIND_NAMES = (
    "unrevealed",
    "camp",
    "clearing",
    "jungle",
    "relic table",
    "quicksand",
    "poison ivy",
    "vine tile",
    "banana tile",
    "animal tile",
    "river start",
    "cave start",
    "mountain start",
    "river",
    "cave",
    "mountain",
    "mountain clearing",
)

RIVER_F, CAVE_F, MOUNTAIN_F = 0, 1, 2
FEATURE_NAMES = ("river", "cave", "mountain")
FEATURE_OF_KIND = {
    RIVER: RIVER_F,
    CAVE: CAVE_F,
    MOUNTAIN: MOUNTAIN_F,
    MOUNTAIN_CLEARING: MOUNTAIN_F,
}
FEATURE_OF_START = {RIVER_START: RIVER_F, CAVE_START: CAVE_F, MOUNTAIN_START: MOUNTAIN_F}
LANDING_KINDS = frozenset((CLEARING, MOUNTAIN_CLEARING))

# --- supplies and relics (one integer code per item kind) ---------------------------

MACHETE, RAFT, FLASHLIGHT, CLIMBING_GEAR, FIRST_AID = 0, 1, 2, 3, 4
DART_MONKEY_BOAR, DART_BOAR_PANTHER, DART_PANTHER = 5, 6, 7
TRAP_BOAR_PANTHER, PANTHER_TRAP, VINE, BANANA = 8, 9, 10, 11
SUPPLY_NAMES = (
    "machete",
    "raft",
    "flashlight",
    "climbing-gear",
    "first-aid",
    "dart-monkey-boar",
    "dart-boar-panther",
    "dart-panther",
    "trap-boar-panther",
    "panther-trap",
    "vine",
    "banana",
)
SUPPLIES = len(SUPPLY_NAMES)
BAG_START = (8, 6, 6, 6, 8, 4, 4, 4, 4, 0, 0, 0)
"""Tokens in the supply bag at the start: 50 (vines, bananas, panther traps stay out)."""
PANTHER_TRAPS = 4
VINES = 8
BANANAS = 8
NEEDED_FOR = (RAFT, FLASHLIGHT, CLIMBING_GEAR)
"""The supply a feature asks for, by feature: river, cave, mountain."""

COLOURS = ("purple", "orange", "red", "white", "green", "pink")
SYMBOLS = ("bird", "eye", "hand", "fish", "sun", "moon")
RELIC_BASE = 16
RELICS = tuple(RELIC_BASE + c * 6 + s for c in range(6) for s in range(6))
TWO_PLAYER_REMOVED = tuple(RELIC_BASE + i * 7 for i in range(6))
"""Purple bird, orange eye, red hand, white fish, green sun, pink moon."""
ITEMS = RELIC_BASE + 36
ITEM_NAMES = (
    *SUPPLY_NAMES,
    "",
    "",
    "",
    "",
    *(f"{COLOURS[c]}-{SYMBOLS[s]}" for c in range(6) for s in range(6)),
)
ITEM_BY_NAME = {n: i for i, n in enumerate(ITEM_NAMES) if n}


def is_relic(item: int) -> bool:
    return item >= RELIC_BASE


def relic_colour(item: int) -> int:
    return (item - RELIC_BASE) // 6


def relic_symbol(item: int) -> int:
    return (item - RELIC_BASE) % 6


BACKPACK_SLOTS = 8
EMPTY_PACK = (-1,) * BACKPACK_SLOTS
"""A backpack with nothing in it: -1 in every slot."""

# --- animals and dice -------------------------------------------------------------

SNAKE, BOAR, PANTHER, MONKEY = 0, 1, 2, 3
SPECIES_NAMES = ("snake", "boar", "panther", "monkey")
SPECIES_BY_NAME = {n: i for i, n in enumerate(SPECIES_NAMES)}
FOUR_LEGGED = frozenset((BOAR, PANTHER))

ANIMAL_FACES = ((SNAKE,), (BOAR,), (PANTHER,), (MONKEY, SNAKE), (MONKEY, BOAR), (MONKEY, PANTHER))
FACE_NAMES = ("snake", "boar", "panther", "monkey-snake", "monkey-boar", "monkey-panther")
ACTION_FACES = (2, 2, 3, 3, 4, 4)  # design: the action die shows 2 to 4

PROTECTIONS = {
    SNAKE: (FIRST_AID,),
    BOAR: (DART_MONKEY_BOAR, DART_BOAR_PANTHER, TRAP_BOAR_PANTHER),
    PANTHER: (DART_BOAR_PANTHER, DART_PANTHER, TRAP_BOAR_PANTHER, PANTHER_TRAP),
    MONKEY: (BANANA, DART_MONKEY_BOAR),
}
"""Supplies a player may discard to cancel an animal's harm."""
SEDATES = frozenset((DART_MONKEY_BOAR, DART_BOAR_PANTHER, DART_PANTHER))
TRAPS = frozenset((TRAP_BOAR_PANTHER, PANTHER_TRAP))

# --- the tiles ----------------------------------------------------------------------

_PATTERNS = ((0, 30), (0b1, 30), (0b11, 20), (0b1001, 10), (0b10101, 10))  # design
DENSE_KINDS = frozenset((PLAIN, RELIC_TABLE, ANIMAL_TILE, VINE_TILE, BANANA_TILE, IVY))


def rotate_mask(mask: int, steps: int) -> int:
    """Dense-jungle edge mask after turning a tile `steps` sixths clockwise."""
    steps %= 6
    return ((mask << steps) | (mask >> (6 - steps))) & 63


def _pattern(rng: random.Random) -> int:
    x = rng.randrange(100)
    for mask, weight in _PATTERNS:
        if x < weight:
            return mask
        x -= weight
    return 0


def _build_tiles() -> tuple[tuple[int, int, int], ...]:
    """(kind, extra, dense mask) per tile; extra is the species or 1 for a monkey table."""
    plan: list[tuple[int, int]] = []
    plan += [(RELIC_TABLE, 1)] * 4 + [(RELIC_TABLE, 0)] * 16
    plan += [(CLEARING, 0)] * 4 + [(QUICKSAND, 0)] * 8 + [(IVY, 0)] * 8  # design: 8 ivy
    plan += [(RIVER_START, 0), (CAVE_START, 0), (MOUNTAIN_START, 0)]
    plan += [(VINE_TILE, 0)] * 6 + [(BANANA_TILE, 0)] * 8
    plan += [(ANIMAL_TILE, SNAKE)] * 4 + [(ANIMAL_TILE, BOAR)] * 4 + [(ANIMAL_TILE, PANTHER)] * 4
    plan += [(PLAIN, 0)] * 27  # design: the rest of the 96 are plain jungle
    plan += [(VINE_TILE, 0)] * 2 + [(PLAIN, 0)] * 14  # the 16 red-backed starting tiles
    rng = random.Random(1913)  # design: a fixed draw of the dense-jungle patterns
    return tuple((k, x, _pattern(rng) if k in DENSE_KINDS else 0) for k, x in plan)


TILES = _build_tiles()
MAIN_TILES = tuple(range(96))
START_TILES = tuple(range(96, 112))
TRAINING_OUT = frozenset(i for i, t in enumerate(TILES) if t[0] in (VINE_TILE, BANANA_TILE))

# --- the base camp board -----------------------------------------------------------------

CAMP_CENTRE = CELL_INDEX[offset_to_axial(9, 6)]
CAMP_CELLS = (CAMP_CENTRE, *NEIGH[CAMP_CENTRE])
CAMP_KINDS = (CAMP, CAMP, CLEARING, CLEARING, CAMP, CLEARING, CLEARING)
"""Centre, then E, SE, SW, W, NW, NE: landing clearings on the four diagonals."""
START_CLEARINGS = (
    NEIGH[CAMP_CENTRE][5],
    NEIGH[CAMP_CENTRE][2],
    NEIGH[CAMP_CENTRE][1],
    NEIGH[CAMP_CENTRE][4],
)  # design: NE, SW, SE, NW by seat

# --- feature boards (local axial offsets, rotation 0) -----------------------------------

_RING = DIRECTIONS


def _rot(h: tuple[int, int], k: int) -> tuple[int, int]:
    q, r = h
    for _ in range(k % 6):
        q, r = -r, q + r
    return (q, r)


# Each board: cells [(offset, kind)], openings [(offset, outward direction)],
# spots {offset: relic count}, walled (True: every outer edge but the openings).
BOARDS = {
    MOUNTAIN_F: (
        [((0, 0), MOUNTAIN)]
        + [(_RING[d], MOUNTAIN_CLEARING if d == 0 else MOUNTAIN) for d in range(6)],
        [(_RING[1], 1), (_RING[4], 4)],
        {(0, 0): 4},
        False,
    ),
    RIVER_F: (
        [((0, 0), RIVER)]
        + [((_RING[d][0] * k, _RING[d][1] * k), RIVER) for d in (0, 2, 4) for k in (1, 2)],
        [((2, 0), 0), ((-2, 2), 2), ((0, -2), 4)],
        {(0, 0): 2, _RING[0]: 2, _RING[2]: 2},
        False,
    ),
    CAVE_F: (
        [((0, 0), CAVE)] + [(_RING[d], CAVE) for d in range(6)],
        [(_RING[0], 0)],
        {(0, 0): 2, _RING[2]: 2, _RING[4]: 2},
        True,
    ),
}
FEATURE_RELICS = 16  # mountain 4, river 2 x 3, cave 2 x 3


def _placements() -> dict[tuple[int, int], list[tuple]]:
    """(feature, direction from the attach space to the start tile) -> placements.

    Each placement: (opening offset, cells [(offset, kind, wall mask)], spots
    [(offset, count)], turn k), offsets relative to the centre of the board.
    """
    out: dict[tuple[int, int], list[tuple]] = {}
    for feature, (cells, openings, spots, walled) in BOARDS.items():
        local = {h for h, _ in cells}
        for k in range(6):
            rcells = [(_rot(h, k), kind) for h, kind in cells]
            rset = {_rot(h, k) for h in local}
            ropen = [(_rot(h, k), (d + k) % 6) for h, d in openings]
            for oh, od in ropen:
                walls = []
                for h, kind in rcells:
                    mask = 0
                    if walled:
                        for d in range(6):
                            n = (h[0] + DIRECTIONS[d][0], h[1] + DIRECTIONS[d][1])
                            if n not in rset and not (h == oh and d == od):
                                mask |= 1 << d
                    walls.append((h, kind, mask))
                rspots = [(_rot(h, k), n) for h, n in spots.items()]
                out.setdefault((feature, od), []).append((oh, walls, rspots, k))
    return out


PLACEMENTS = _placements()


def cell_at(h: tuple[int, int]) -> int:
    """The cell of axial hex `h`, or -1 outside the play area."""
    return CELL_INDEX.get(h, -1)


def offset_name(cell: int) -> str:
    return CELL_NAMES[cell]


def cell_offset(cell: int) -> tuple[int, int]:
    return axial_to_offset(AXIAL[cell])
