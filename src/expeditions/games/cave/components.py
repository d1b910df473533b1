"""Cave's components as data: tiles, start boards, tokens and their values.

Values the rulebook does not give (its tables and pictures were lost) are
marked `# design`; replacing them changes no rule.
"""

from __future__ import annotations

from expeditions.core.squaregrid import SIDES, distinct_rotations, rotate_mask

# --- tile kinds -------------------------------------------------------------------

PASSAGE, WATER, PHOTO, SQUEEZE_1, SQUEEZE_2, SQUEEZE_3, DESCENT, ROCKFALL, BASE = range(9)
KIND_NAMES = (
    "passage",
    "water",
    "photo",
    "squeeze 1",
    "squeeze 2",
    "squeeze 3",
    "descent",
    "rockfall",
    "base camp",
)
SQUEEZES = (SQUEEZE_1, SQUEEZE_2, SQUEEZE_3)

ENTRY_AP = (1, 2, 1, 2, 3, 4, 1, 2, 1)
"""AP to step onto a tile of each kind (water: diving; a boat costs 1)."""

BOAT_AP = 1
LEVEL_METRES = 25
"""One level of depth: a descent tile lies 25 m below where it was found."""

# --- opening shapes (bit i = side i open: 0 N, 1 E, 2 S, 3 W) ------------------------

DEAD_END = 0b0001
STRAIGHT = 0b0101
CORNER = 0b0011
T_JUNCTION = 0b0111
CROSS = 0b1111

# --- the 80 cave tiles: (stack, kind, openings) -------------------------------------
# design: no public list exists; kinds and shapes per stack follow the composition
# table of the component notes, spread over each other once with a fixed seed.

TILES: tuple[tuple[int, int, int], ...] = (
    # stack I
    (1, PASSAGE, CROSS),
    (1, PASSAGE, CROSS),
    (1, PASSAGE, CORNER),
    (1, PASSAGE, T_JUNCTION),
    (1, PASSAGE, STRAIGHT),
    (1, PASSAGE, STRAIGHT),
    (1, WATER, T_JUNCTION),
    (1, WATER, STRAIGHT),
    (1, WATER, STRAIGHT),
    (1, PHOTO, T_JUNCTION),
    (1, PHOTO, CROSS),
    (1, PHOTO, CORNER),
    (1, PHOTO, CORNER),
    (1, SQUEEZE_1, CORNER),
    (1, SQUEEZE_1, CORNER),
    (1, SQUEEZE_2, CROSS),
    (1, DESCENT, T_JUNCTION),
    (1, DESCENT, T_JUNCTION),
    (1, DESCENT, STRAIGHT),
    (1, DESCENT, T_JUNCTION),
    # stack II
    (2, PASSAGE, STRAIGHT),
    (2, PASSAGE, STRAIGHT),
    (2, PASSAGE, CORNER),
    (2, PASSAGE, T_JUNCTION),
    (2, WATER, CORNER),
    (2, WATER, CORNER),
    (2, WATER, DEAD_END),
    (2, PHOTO, STRAIGHT),
    (2, PHOTO, T_JUNCTION),
    (2, PHOTO, CROSS),
    (2, PHOTO, DEAD_END),
    (2, SQUEEZE_1, STRAIGHT),
    (2, SQUEEZE_1, CORNER),
    (2, SQUEEZE_2, T_JUNCTION),
    (2, SQUEEZE_2, CROSS),
    (2, SQUEEZE_3, T_JUNCTION),
    (2, DESCENT, T_JUNCTION),
    (2, DESCENT, CORNER),
    (2, DESCENT, STRAIGHT),
    (2, DESCENT, CROSS),
    # stack III
    (3, PASSAGE, CROSS),
    (3, PASSAGE, T_JUNCTION),
    (3, PASSAGE, STRAIGHT),
    (3, WATER, STRAIGHT),
    (3, WATER, T_JUNCTION),
    (3, WATER, STRAIGHT),
    (3, WATER, DEAD_END),
    (3, PHOTO, DEAD_END),
    (3, PHOTO, T_JUNCTION),
    (3, PHOTO, CORNER),
    (3, PHOTO, STRAIGHT),
    (3, SQUEEZE_1, CORNER),
    (3, SQUEEZE_2, DEAD_END),
    (3, SQUEEZE_2, CROSS),
    (3, SQUEEZE_3, CROSS),
    (3, SQUEEZE_3, STRAIGHT),
    (3, DESCENT, CORNER),
    (3, DESCENT, CORNER),
    (3, DESCENT, CORNER),
    (3, DESCENT, T_JUNCTION),
    # stack IV
    (4, PASSAGE, STRAIGHT),
    (4, PASSAGE, STRAIGHT),
    (4, PASSAGE, CROSS),
    (4, WATER, STRAIGHT),
    (4, WATER, CORNER),
    (4, WATER, DEAD_END),
    (4, WATER, STRAIGHT),
    (4, PHOTO, T_JUNCTION),
    (4, PHOTO, STRAIGHT),
    (4, PHOTO, CORNER),
    (4, PHOTO, T_JUNCTION),
    (4, SQUEEZE_1, T_JUNCTION),
    (4, SQUEEZE_2, CORNER),
    (4, SQUEEZE_2, DEAD_END),
    (4, SQUEEZE_3, CROSS),
    (4, SQUEEZE_3, CORNER),
    (4, DESCENT, T_JUNCTION),
    (4, DESCENT, CORNER),
    (4, DESCENT, DEAD_END),
    (4, DESCENT, DEAD_END),
)

STACKS = 4
STACK_NAMES = ("I", "II", "III", "IV")
STACK_TILES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, t in enumerate(TILES) if t[0] == s + 1) for s in range(STACKS)
)
TILE_KIND: tuple[int, ...] = tuple(t[1] for t in TILES)
TILE_STACK: tuple[int, ...] = tuple(t[0] - 1 for t in TILES)

ROTATIONS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((k, rotate_mask(t[2], k)) for k in distinct_rotations(t[2])) for t in TILES
)
"""Per tile: (quarter turns, openings) for every rotation giving a different shape."""

REMOVED_PER_STACK = {2: 9, 3: 7, 4: 5, 5: 3}
"""Tiles taken unseen from each stack of 20 at setup (2-3: summary; 4-5: design)."""

# --- start boards: the base camp at (0, 0), depth 0 ----------------------------------
# design: the picture is missing; passages around the base give 3, 4, 5, 6 exits.

START_BOARDS: dict[int, tuple[tuple[tuple[int, int], int, int], ...]] = {
    2: (
        ((0, 0), BASE, 0b0111),
        ((0, -1), PASSAGE, STRAIGHT),
        ((1, 0), PASSAGE, 0b1010),
        ((0, 1), PASSAGE, STRAIGHT),
    ),
    3: (
        ((0, 0), BASE, CROSS),
        ((0, -1), PASSAGE, STRAIGHT),
        ((1, 0), PASSAGE, 0b1010),
        ((0, 1), PASSAGE, STRAIGHT),
        ((-1, 0), PASSAGE, 0b1010),
    ),
    4: (
        ((0, 0), BASE, CROSS),
        ((0, -1), PASSAGE, T_JUNCTION),
        ((1, 0), PASSAGE, 0b1010),
        ((0, 1), PASSAGE, STRAIGHT),
        ((-1, 0), PASSAGE, 0b1010),
    ),
    5: (
        ((0, 0), BASE, CROSS),
        ((0, -1), PASSAGE, T_JUNCTION),
        ((1, 0), PASSAGE, 0b1010),
        ((0, 1), PASSAGE, 0b1101),
        ((-1, 0), PASSAGE, 0b1010),
    ),
}
BASE_CELL = (0, 0)
ROCKFALL_MASK = CROSS
"""A rockfall is open towards every neighbour for movement (design)."""

NEIGHBOUR_STEPS = SIDES

# --- equipment ---------------------------------------------------------------------

CONSUMABLE, ROPE, OXYGEN, HALF_OXYGEN, CAMERA, BOAT = range(6)
ITEM_NAMES = ("consumable", "rope", "oxygen", "half-oxygen", "camera", "boat")
ITEMS = 6
BACKPACK_SLOTS = 8
TENT_SLOTS = 4
PACKED_TENT_SLOTS = 2
UNIQUE_ITEMS = (CAMERA, BOAT)
"""One of each per player; lost for good once dropped or abandoned."""

# --- exploration tokens and their victory points ----------------------------------

T_TRAVERSE, T_WATER, T_PHOTO, T_SQUEEZE_1, T_SQUEEZE_2, T_SQUEEZE_3 = range(6)
TOKEN_NAMES = ("traverse", "water", "photo", "squeeze 1", "squeeze 2", "squeeze 3")
TOKEN_POINTS = (2, 3, 2, 2, 3, 4)
KIND_TOKEN = {
    WATER: T_WATER,
    PHOTO: T_PHOTO,
    SQUEEZE_1: T_SQUEEZE_1,
    SQUEEZE_2: T_SQUEEZE_2,
    SQUEEZE_3: T_SQUEEZE_3,
}
"""The exploration token laid on a newly discovered tile of each kind."""


def depth_token_points(level: int) -> int:
    """25 m: 3, 50 m: 4, 75 m and deeper: 5."""
    return 3 if level == 1 else 4 if level == 2 else 5


MAJORITY_FIRST = 8
MAJORITY_SECOND = 4
MAJORITY_CATEGORIES = ("traverse", "water", "photo", "squeeze")

# --- turn and end -----------------------------------------------------------------

ACTION_POINTS = 5
FINAL_ROUNDS = 3
