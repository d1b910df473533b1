"""Relic Expedition actions: one small value per decision or chance outcome."""

from __future__ import annotations

from typing import NamedTuple

from expeditions.core.actions import ActionSet, Choice, Named, Verb, Word

from .components import (
    CELL_NAMES,
    CELLS,
    FACE_NAMES,
    FEATURE_NAMES,
    ITEM_NAMES,
    SPECIES_NAMES,
    SUPPLIES,
    TILES,
)

# player decisions
MOVE, FLY, LAND, DRAW, LEAVE, END, TAKE, DROP = range(8)
ATTACH, ANIMAL_MOVE, ANIMAL_STAY, USE, ENDURE, IVY_AID, IVY_ENDURE, PICK = range(8, 16)
# chance outcomes
FIRST, TILE, ROTATE, RELIC, ROLL, BAG, D8, STEAL = range(20, 28)

MAX_ANIMALS = 16


class Action(NamedTuple):
    """verb and up to three numbers; `str()` gives the canonical text."""

    verb: int
    a: int = 0
    b: int = 0
    c: int = 0

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        return ACTIONS.text(self) if text is None else text


def _space(field: str) -> Choice:
    return Choice("space", field, CELL_NAMES)


def _item(field: str) -> Choice:
    return Choice("item", field, ITEM_NAMES)


_ANIMAL = Named(
    "animal",
    ("c", "a"),
    {(s, i): f"{name} {i + 1}" for s, name in enumerate(SPECIES_NAMES) for i in range(MAX_ANIMALS)},
)
"""An animal on the board, "boar 1": its species (c) and its number (a)."""
_BY_ANIMAL = [("a", MAX_ANIMALS)]
"""Ids count animals by number; the species comes from the position."""
_NUMBER = [str(i) for i in range(len(TILES))]

ACTIONS = ActionSet(
    "Relic Expedition",
    Action,
    [
        # player decisions, in id order
        Verb(MOVE, "move", _space("a")),
        Verb(FLY, "fly", _space("a")),
        Verb(LAND, "land", _space("a")),
        Verb(DRAW, "draw"),
        Verb(LEAVE, "leave"),
        Verb(END, "end"),
        Verb(TAKE, "take", _item("a")),
        Verb(DROP, "drop", _item("a")),
        Verb(
            ATTACH,
            "attach",
            Choice("feature", "a", FEATURE_NAMES, unit=6),
            Word("at"),
            _space("b"),
            Word("turned"),
            Choice("rotation", "a", [str(r) for r in range(6)]),
            ids=[("a", 3 * 6), ("b", CELLS)],
        ),
        Verb(
            ANIMAL_MOVE,
            "animal moves",
            _ANIMAL,
            Word("to", "verb"),
            _space("b"),
            ids=[*_BY_ANIMAL, ("b", CELLS)],
        ),
        Verb(ANIMAL_STAY, "animal stays", _ANIMAL, Word("stays", "verb"), ids=_BY_ANIMAL),
        Verb(
            USE,
            "use",
            _item("b"),
            Word("on"),
            _ANIMAL,
            ids=[*_BY_ANIMAL, ("b", SUPPLIES)],
        ),
        Verb(ENDURE, "endure", _ANIMAL, ids=_BY_ANIMAL),
        Verb(IVY_AID, "use", Word("first-aid", "item"), Word("on"), Word("ivy", "animal")),
        Verb(IVY_ENDURE, "endure", Word("ivy", "animal")),
        Verb(PICK, "pick", _ANIMAL, ids=_BY_ANIMAL),
        # chance outcomes
        Verb(FIRST, "first seat", Choice("seat", "a", _NUMBER[:8]), chance=True),
        Verb(TILE, "tile", Choice("tile", "a", _NUMBER), chance=True),
        Verb(ROTATE, "rotate", Choice("rotation", "a", _NUMBER[:6]), chance=True),
        Verb(RELIC, "relic", _item("a"), chance=True),
        Verb(
            ROLL,
            "roll",
            Choice("face", "a", FACE_NAMES),
            Choice("count", "b", _NUMBER[:10]),
            chance=True,
        ),
        Verb(BAG, "bag", _item("a"), chance=True),
        Verb(D8, "d8", Choice("number", "a", [str(i + 1) for i in range(8)]), chance=True),
        Verb(STEAL, "steal", _item("a"), chance=True),
    ],
)
"""Every verb and its parts: texts, parsing and the fixed integer ids."""
_TEXTS = ACTIONS.texts
NUM_DISTINCT_ACTIONS = ACTIONS.num_distinct_actions
