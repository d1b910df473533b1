"""Phases of a turn, kinds of chance node and of exploration, as small ints."""

from __future__ import annotations

# Phases of play; their names are declared with the game (`GameInfo.phases` in game.py).
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

# Chance kinds.
CK_WHEEL, CK_ALTAR_TOP, CK_DEAL, CK_DRAW, CK_REFILL = range(5)
# Draw categories.
DRAW_ROOMS, DRAW_TREASURES, DRAW_CARDS = range(3)
# Exploration kinds: where play goes when the phase ends.
EX_MAIN, EX_BEFORE, EX_AFTER, EX_FINAL = range(4)

# What the driver (flow.py) does after a step: a step returns one of these, or
# None when the phase it leaves waits for a decision or a chance outcome.
(
    NEXT_EFFECTS,
    NEXT_ARRIVE,
    NEXT_TURN_END,
    NEXT_FINAL_EXPLORE,
) = range(1, 5)
"""NEXT_EFFECTS: the tile's (or a dig's) actions left: a draw, a choice, or on with
the explorer. NEXT_ARRIVE: the pirogue is at its site. NEXT_TURN_END: nothing is
left to do in the turn. NEXT_FINAL_EXPLORE: the last turn is one explorer phase."""
