"""Cave's actions: one small immutable value per decision, and its integer id.

`side` (the exit of the explorer's tile an action goes through) is not part of
the text; it is what makes the integer encoding finite on an open-ended grid.
"""

from __future__ import annotations

from typing import NamedTuple

from .components import ITEM_NAMES, ITEMS

SIMPLE_VERBS = (
    "end",
    "discover",
    "photo",
    "explore",
    "refill",
    "pitch",
    "pack",
    "arrange",
    "abandon",
    "take tent",
    "leave tent",
)
STEP_VERBS = ("move", "dive", "boat", "crawl")
_SIMPLE_ID = {v: i for i, v in enumerate(SIMPLE_VERBS)}
_DROP_BASE = len(SIMPLE_VERBS)
_STEP_BASE = _DROP_BASE + ITEMS
_PLACE_BASE = _STEP_BASE + 4 * len(STEP_VERBS)
_ROCKFALL_BASE = _PLACE_BASE + 16
_BAG_BASE = _ROCKFALL_BASE + 4
_COUNTS = 9
_TENT_BASE = _BAG_BASE + ITEMS * _COUNTS
NUM_ACTION_IDS = _TENT_BASE + ITEMS * _COUNTS


class Action(NamedTuple):
    """A decision or chance outcome; fields unused by a verb stay 0."""

    verb: str
    a: int = 0
    """tile id, item, seat or count, depending on the verb"""
    x: int = 0
    y: int = 0
    b: int = 0
    """quarter turns of a placement, ropes of a step, count of a kit choice"""
    side: int = 0

    def __str__(self) -> str:
        v = self.verb
        if v in _SIMPLE_ID:
            return "end turn" if v == "end" else v
        if v in STEP_VERBS:
            rope = f" rope {self.b}" if self.b else ""
            return f"{v} {self.x} {self.y}{rope}"
        if v == "place":
            return f"place {self.a} at {self.x} {self.y} turn {self.b}"
        if v == "rockfall":
            return f"rockfall at {self.x} {self.y}"
        if v == "draw":
            return f"draw {self.a}"
        if v == "first":
            return f"first player {self.a}"
        if v == "drop":
            return f"drop {ITEM_NAMES[self.a]}"
        # "bag" and "tent": how many of an item go in that container
        return f"{v} {ITEM_NAMES[self.a]} {self.b}"


END = Action("end")
DISCOVER = Action("discover")
PHOTO = Action("photo")
EXPLORE = Action("explore")
REFILL = Action("refill")
PITCH = Action("pitch")
PACK = Action("pack")
ARRANGE = Action("arrange")
ABANDON = Action("abandon")
TAKE_TENT = Action("take tent")
LEAVE_TENT = Action("leave tent")
DROPS = tuple(Action("drop", item) for item in range(ITEMS))


def action_id(action: Action) -> int:
    """The fixed integer of a player action (chance outcomes have none)."""
    v = action.verb
    if v in _SIMPLE_ID:
        return _SIMPLE_ID[v]
    if v == "drop":
        return _DROP_BASE + action.a
    if v in STEP_VERBS:
        return _STEP_BASE + STEP_VERBS.index(v) * 4 + action.side
    if v == "place":
        return _PLACE_BASE + action.side * 4 + action.b
    if v == "rockfall":
        return _ROCKFALL_BASE + action.side
    if v == "bag":
        return _BAG_BASE + action.a * _COUNTS + action.b
    if v == "tent":
        return _TENT_BASE + action.a * _COUNTS + action.b
    raise ValueError(f"{action} is a chance outcome and has no action id")
