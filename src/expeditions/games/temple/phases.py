"""Phases of a turn, kinds of chance node and of exploration, as small ints."""

from __future__ import annotations

# Phases of play.
(
    PH_CHANCE,
    PH_START_KEYS,
    PH_START,
    PH_DELIVERY,
    PH_FOREST,
    PH_EFFECTS,
    PH_PLACE_ROOM,
    PH_PLACE_ALTAR,
    PH_KEEP_TREASURE,
    PH_KEEP_CARD,
    PH_EXPLORE,
    PH_RETURN,
    PH_AFTER,
    PH_OVER,
) = range(14)
PH_TRAVEL = 20
"""Pseudo-phase to resume after a delivery on the way: continue the trip."""
PHASE_NAMES = {
    PH_CHANCE: "chance",
    PH_START_KEYS: "start keys",
    PH_START: "start",
    PH_DELIVERY: "delivery",
    PH_FOREST: "forest",
    PH_EFFECTS: "tile",
    PH_PLACE_ROOM: "place room",
    PH_PLACE_ALTAR: "place altar",
    PH_KEEP_TREASURE: "keep treasure",
    PH_KEEP_CARD: "keep card",
    PH_EXPLORE: "explore",
    PH_RETURN: "return",
    PH_AFTER: "after",
    PH_OVER: "over",
}

# Chance kinds.
CK_WHEEL, CK_ALTAR_TOP, CK_DEAL, CK_DRAW, CK_REFILL = range(5)
# Draw categories.
DRAW_ROOMS, DRAW_TREASURES, DRAW_CARDS = range(3)
# Exploration kinds: where play goes when the phase ends.
EX_MAIN, EX_BEFORE, EX_AFTER, EX_FINAL = range(4)
