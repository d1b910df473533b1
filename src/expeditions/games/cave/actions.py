"""Cave's actions: one small immutable value per decision, and its integer id.

`side` (the exit of the explorer's tile an action goes through) is not part of
the text; it is what makes the integer encoding finite on an open-ended grid.
"""

from __future__ import annotations

from typing import NamedTuple

from expeditions.core.actions import ActionSet, Choice, Grid, Verb, Word

from .components import ITEM_NAMES, ITEMS, TILES

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
_COUNTS = 9
"""Kit choices count 0 to 8 of an item."""
MAX_ROPES = 8


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
        text = _TEXTS.get(self)
        return ACTIONS.text(self) if text is None else text


_SQUARE = Grid("space", "x", "y")
_SIDE = [("side", 4)]
"""Moves are numbered by the exit they leave through; the square comes from the position."""
_ITEM = Choice("item", "a", ITEM_NAMES)
_COUNT = Choice("count", "b", [str(n) for n in range(_COUNTS)])
_TILE = Choice("tile", "a", [str(t) for t in range(len(TILES))])


def _step(verb: str) -> Verb:
    ropes = Choice("rope", "b", ["", *(f"rope {n}" for n in range(1, MAX_ROPES + 1))], omit=0)
    return Verb(verb, verb, _SQUARE, ropes, ids=_SIDE)


ACTIONS = ActionSet(
    "Cave",
    Action,
    [
        # player decisions, in id order
        *(Verb(v, "end turn" if v == "end" else v) for v in SIMPLE_VERBS),
        Verb("drop", "drop", _ITEM),
        *(_step(v) for v in STEP_VERBS),
        Verb(
            "place",
            "place",
            _TILE,
            Word("at"),
            _SQUARE,
            Word("turn"),
            Choice("rotation", "b", ["0", "1", "2", "3"]),
            ids=[*_SIDE, ("b", 4)],
        ),
        Verb("rockfall", "rockfall", Word("at"), _SQUARE, ids=_SIDE),
        Verb("bag", "bag", _ITEM, _COUNT),
        Verb("tent", "tent", _ITEM, _COUNT),
        # chance outcomes
        Verb("draw", "draw", _TILE, chance=True),
        Verb("first", "first player", Choice("seat", "a", [str(s) for s in range(8)]), chance=True),
    ],
)
"""Every verb and its parts: texts, parsing and the fixed integer ids."""
_TEXTS = ACTIONS.texts
NUM_ACTION_IDS = ACTIONS.num_distinct_actions

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
