"""The lost temple's components as data: board, rooms, tiles, cards, tables.

Values the rulebook does not give (its pictures are missing) are marked
`# design` and explained in docs/rules-decisions.md.
"""

from __future__ import annotations

from expeditions.core.hexgrid import DIRECTIONS, offset_to_axial, to_pixel

# --- colours, treasures -----------------------------------------------------

COLOURS = ("pink", "blue", "yellow", "green", "brown")
FIVE = range(5)
"""Indices of the five colours (and of the five treasure kinds)."""
"""Keys, doors and altars share these five colours (7 keys of each)."""
KEYS_PER_COLOUR = 7
MULTI = 5
"""Colour index of the multicoloured altar."""

TREASURES = ("mask", "idol", "vase", "necklace", "dagger")  # design: names
TREASURES_PER_KIND = 5
TREASURE_STACK_SIZES = (8, 8, 9)  # design: "three roughly equal stacks"
CONTROL_STACK_SIZES = (11, 11)  # design: more_control, 3 face up + two stacks
OPEN_TREASURES = 3

WHEEL_SECTORS = (5, 4, 3, 3, 2)  # design: the price wheel's sectors
"""Price of treasure kind k is WHEEL_SECTORS[(k + wheel) % 5]; a turn adds 1."""

PASSAGE_TOKENS = 6
FLAGS_PER_PLAYER = 20
FOREST_PENALTY = 10
RESCUE_COST = 10
TRACK_LENGTH = 100

# --- the score track: what each point was scored for -----------------------------

PART_LABELS = (
    "excavation bonuses",
    "door points",
    "tile points",
    "scoring tiles",
    "deliveries",
    "forest",
    "rescue keys",
    "keys round 1",
    "altars round 1",
    "keys final",
    "altars final",
    "treasures left",
    "end-game cards",
)
(
    P_DIG,
    P_DOORS,
    P_TILE,
    P_SCORING_TILE,
    P_DELIVERY,
    P_FOREST,
    P_RESCUE,
    P_KEYS_1,
    P_ALTARS_1,
    P_KEYS_2,
    P_ALTARS_2,
    P_TREASURES,
    P_CARDS,
) = range(len(PART_LABELS))

# --- the river -------------------------------------------------------------

SITES = "abcdef"
"""Site A (orange building, the start) to F, clockwise."""
SEAPLANE_SEGMENTS = (0, 3)  # design: seaplanes on A->B and D->E
FOREST_SEGMENT = 5
"""The segment F->A is the forest portage."""
MAX_PIROGUE_STEPS = 5

# --- the temple ------------------------------------------------------------

ROW_NAMES = "abcde"
ROW_COLUMNS = (
    (1, 2, 3, 4, 5),
    (0, 1, 2, 3, 4, 5),
    (1, 2, 3, 4, 5),
    (0, 1, 2, 3, 4, 5),
    (1, 2, 3, 4, 5),
)
# design: 27 spaces in rows of 5, 6, 5, 6, 5; odd rows shifted half a space
# right, so the long rows stick out half a space on both sides.

SPACES: tuple[tuple[int, int], ...] = tuple(
    (row, col) for row, cols in enumerate(ROW_COLUMNS) for col in cols
)
NUM_SPACES = len(SPACES)
SPACE_NAMES = tuple(f"{ROW_NAMES[r]}{c}" for r, c in SPACES)
AXIAL = tuple(offset_to_axial(c, r) for r, c in SPACES)
_INDEX = {h: i for i, h in enumerate(AXIAL)}

OUTSIDE = NUM_SPACES
"""The place outside the temple, around it."""
NUM_SECRET = 6
SECRET_ROOMS = tuple(range(OUTSIDE + 1, OUTSIDE + 1 + NUM_SECRET))
NUM_PLACES = OUTSIDE + 1 + NUM_SECRET
PLACE_NAMES = (*SPACE_NAMES, "outside", *(f"x{i + 1}" for i in range(NUM_SECRET)))
PLACE_INDEX = {name: i for i, name in enumerate(PLACE_NAMES)}


def _neighbour_table() -> tuple[tuple[int, ...], ...]:
    """For every space and edge: the space across it, or OUTSIDE."""
    table = []
    for q, r in AXIAL:
        row = []
        for dq, dr in DIRECTIONS:
            row.append(_INDEX.get((q + dq, r + dr), OUTSIDE))
        table.append(tuple(row))
    return tuple(table)


NEIGHBOUR = _neighbour_table()
"""NEIGHBOUR[space][edge]: the space across that edge, or OUTSIDE."""
EDGE_SPACES = tuple(i for i in range(NUM_SPACES) if OUTSIDE in NEIGHBOUR[i])

# --- rooms -----------------------------------------------------------------

EMPTY, LIGHT, ALTAR, CHAMBER = 0, 1, 2, 3
"""What a temple space holds."""

LAYOUTS = ((0,), (0, 3), (0, 2), (0,))
"""Door edges of layouts L1-L4, the same for every colour (rulebook p.11)."""
# design: L1 one door, L2 two opposite doors, L3 two doors 120 degrees apart,
# L4 one door.
PRINTED_LAYOUTS = (0, 1)
STACK_LAYOUTS = (2, 3)

ROTATIONS = tuple(
    tuple(
        sorted({tuple(sorted((e + r) % 6 for e in doors)): r for r in reversed(range(6))}.values())
    )
    for doors in LAYOUTS
)
"""The rotations of each layout that give different door placements."""

ROOM_TILES = tuple((c, lay) for c in range(5) for lay in STACK_LAYOUTS)
"""The 10 light rooms of the face-down stack, as (colour, layout)."""
ROOM_TILE_INDEX = {t: i for i, t in enumerate(ROOM_TILES)}

ALTARS = (0, 1, 2, 3, 4, MULTI)
ALTAR_NAMES = (*COLOURS, "multi")

_PRINTED = (
    ((0, 1), 0),
    ((0, 3), 1),
    ((0, 5), 2),
    ((1, 0), 3),
    ((3, 0), 4),
    ((4, 1), 1),
    ((4, 3), 0),
    ((4, 5), 3),
    ((1, 5), 4),
    ((3, 5), 2),
)  # design: (row, column) and colour of the 10 rooms printed on the board


def _outward_edge(space: int) -> int:
    """The edge of an edge space that points most directly away from the centre."""
    cx, cy = to_pixel(offset_to_axial(3, 2), 1.0)
    best, best_d = -1, -1.0
    for edge, other in enumerate(NEIGHBOUR[space]):
        if other != OUTSIDE:
            continue
        dq, dr = DIRECTIONS[edge]
        q, r = AXIAL[space]
        x, y = to_pixel((q + dq, r + dr), 1.0)
        d = (x - cx) ** 2 + (y - cy) ** 2
        if d > best_d:
            best, best_d = edge, d
    return best


def _printed_rooms() -> tuple[tuple[int, int, int, int], ...]:
    seen: set[int] = set()
    out = []
    for (row, col), colour in _PRINTED:
        space = SPACES.index((row, col))
        layout = PRINTED_LAYOUTS[1] if colour in seen else PRINTED_LAYOUTS[0]
        seen.add(colour)
        out.append((space, colour, layout, _outward_edge(space)))
    return tuple(out)


PRINTED_ROOMS = _printed_rooms()
"""(space, colour, layout, rotation) of the rooms discovered at the start."""


def door_edges(layout: int, rotation: int) -> tuple[int, ...]:
    return tuple(sorted((e + rotation) % 6 for e in LAYOUTS[layout]))


# --- bonus spaces ------------------------------------------------------------
# A bonus is (points, special cards, treasures).

LIGHT_BONUS_ONE_DOOR = (3, 0, 0)  # design
LIGHT_BONUS_TWO_DOORS = (1, 0, 0)  # design
ALTAR_BONUSES = ((3, 1, 0), (0, 0, 1), (2, 0, 0))  # design
CHAMBER_BONUSES = ((16, 0, 0), (12, 0, 0), (8, 0, 0), (4, 0, 0))  # design
SECRET_BONUSES = (
    ((10, 0, 0),),
    ((10, 0, 0),),
    ((7, 1, 0),),
    ((7, 1, 0),),
    ((5, 0, 1),),
    ((5, 0, 1),),
)  # design: one space per secret room

# --- action tiles ------------------------------------------------------------
# Effects of a tile, resolved in any order.

E_ROOM, E_ALTAR, E_KEY, E_ANY_KEY, E_TREASURE, E_PASSAGE, E_POINTS, E_SCORING, E_CARD = range(9)
EFFECT_NAMES = (
    "room",
    "altar",
    "key",
    "any key",
    "treasure",
    "passage",
    "points",
    "scoring",
    "card",
)
"""The actions a tile shows, by effect number: the words of `use`, `skip` and observations."""

TILE_NAMES = (
    "room",
    "altar",
    "key pink",
    "key blue",
    "key yellow",
    "key green",
    "key brown",
    "treasure passage point",
    "double treasure",
    "card",
    "any key",
    "treasure",
    "passage points",
    "scoring",
    "treasure point",
)
TILE_EFFECTS = (
    ((E_ROOM, 0),),
    ((E_ALTAR, 0),),
    ((E_KEY, 0),),
    ((E_KEY, 1),),
    ((E_KEY, 2),),
    ((E_KEY, 3),),
    ((E_KEY, 4),),
    ((E_TREASURE, 0), (E_PASSAGE, 0), (E_POINTS, 1)),
    ((E_TREASURE, 0), (E_TREASURE, 0)),
    ((E_CARD, 0),),
    ((E_ANY_KEY, 0),),
    ((E_TREASURE, 0),),
    ((E_PASSAGE, 0), (E_POINTS, 2)),
    ((E_SCORING, 0),),
    ((E_TREASURE, 0), (E_POINTS, 1)),
)  # design: the tiles' pictures are missing
NUM_TILE_KINDS = len(TILE_NAMES)
TILE_INDEX = {name: i for i, name in enumerate(TILE_NAMES)}

# (kind, back mark) for all 24 tiles; back 0 = unmarked.
_TILE_BACKS = (
    *((0, 0),) * 5,
    *((1, 0),) * 3,
    (2, 0),
    (3, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (7, 0),
    (8, 0),
    (9, 0),
    (10, 3),
    (10, 4),
    (11, 3),
    (12, 3),
    (13, 3),
    (13, 4),
    (9, 3),
    (14, 4),
)  # design for which tile bears which back (the counts 3 x "4", 5 x "3" are inferred)


def tile_counts(players: int) -> tuple[int, ...]:
    """How many tiles of each kind are in play (rulebook p.3: remove marked backs)."""
    removed = {4: (), 3: (4,), 2: (3, 4)}[players]
    counts = [0] * NUM_TILE_KINDS
    for kind, back in _TILE_BACKS:
        if back not in removed:
            counts[kind] += 1
    return tuple(counts)


SITE_DEAL = {
    4: (4, 4, 4, 4, 4, 4),
    3: (4, 3, 4, 3, 4, 3),
    2: (3, 3, 2, 3, 3, 2),  # design
}
"""Tiles dealt to sites A-F, face up, by player count."""

# --- special cards -----------------------------------------------------------

(
    C_PASSAGE,
    C_BONUS,
    C_PAIR,
    C_EXPLORE,
    C_KEY,
    C_FOREST,
    C_KINDS,
    C_PLANE,
    C_FIVE,
    C_COLOURS,
) = range(10)
CARD_NAMES = (
    "passage",
    "bonus",
    "pair",
    "explore",
    "key",
    "forest",
    "kinds",
    "plane",
    "five",
    "colours",
)
CARD_COUNTS = (2, 1, 2, 2, 1, 1, 1, 1, 1, 1)  # design (13 cards, rulebook p.4)
CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
PAIR_ONE, PAIR_BOTH = 3, 12
FIVE_POINTS = 5
COLOUR_CARD_POINTS = 2
BONUS_PER_TREASURE = 2

# --- scoring tables ------------------------------------------------------------

KEY_SET_POINTS = (0, 1, 3, 6, 10, 15)
"""Points for one set of camp keys by the number of different colours in it."""
ALTAR_POINTS = 3
