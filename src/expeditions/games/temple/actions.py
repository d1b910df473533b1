"""The temple's actions: one small value per decision, with one canonical text."""

from __future__ import annotations

from typing import NamedTuple

from expeditions.core.actions import ActionSet, Choice, Verb, Word

from .components import (
    ALTAR_NAMES,
    CARD_NAMES,
    COLOURS,
    EFFECT_NAMES,
    NUM_PLACES,
    NUM_SPACES,
    NUM_TILE_KINDS,
    PLACE_NAMES,
    ROOM_TILES,
    ROTATIONS,
    SITES,
    SPACE_NAMES,
    TILE_NAMES,
    TREASURES,
    WHEEL_SECTORS,
)

# Player verbs.
(
    START_KEY,
    TAKE,
    DELIVER,
    NO_DELIVERY,
    END_DELIVERY,
    PLAY_BONUS,
    PLAY_KINDS,
    PAY_KEY,
    PAY_POINTS,
    PLAY_FOREST,
    KEY,
    PLACE_ROOM,
    PLACE_ALTAR,
    TREASURE_FROM,
    TREASURE_OPEN,
    KEEP_TREASURE,
    KEEP_CARD,
    SCORE,
    GO,
    PASSAGE,
    CARD_PASSAGE,
    DIG,
    RETURN,
    STAY,
    RESCUE,
    END_EXPLORATION,
    TENT_EXPLORE,
    TENT_KEY,
    PLAY_EXPLORE,
    PLAY_KEY_CARD,
    PLAY_PLANE,
    END_TURN,
    USE,
    SKIP,
) = range(34)
# Chance verbs.
WHEEL, ALTAR_TOP, DEAL, DRAW_ROOM, DRAW_TREASURE, DRAW_CARD, REFILL = range(40, 47)

WHERE = ("camp", "backpack")
TILE_ACTION_NAMES = EFFECT_NAMES
"""The actions a tile shows, by effect number (`components.E_*`), for `use` and `skip`."""


class Action(NamedTuple):
    """One decision or chance outcome; `str()` is its notation."""

    verb: int
    a: int = 0
    b: int = 0
    c: int = 0
    d: int = 0

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        return ACTIONS.text(self) if text is None else text


def _room_name(tile: int) -> str:
    colour, layout = ROOM_TILES[tile]
    return f"{COLOURS[colour]} {layout + 1}"


def _choice(kind: str, names: tuple[str, ...] | list[str], field: str = "a") -> Choice:
    return Choice(kind, field, names)


_COLOUR = _choice("colour", COLOURS)
_WHERE = _choice("store", WHERE, "b")
_SPACE = _choice("space", SPACE_NAMES)
_PLACE = _choice("space", PLACE_NAMES)
_TREASURE = _choice("treasure", TREASURES)
_ROOM = _choice("tile", [_room_name(t) for t in range(len(ROOM_TILES))])


def _player_verbs() -> list[Verb]:
    """Player decisions, in id order."""
    return [
        Verb(START_KEY, "start key", _COLOUR),
        Verb(
            TAKE,
            "take",
            _choice("tile", TILE_NAMES),
            Word("at"),
            Choice("site", "b", list(SITES)),
        ),
        Verb(
            DELIVER,
            "deliver",
            Choice("count", "a", ["", *(str(n) for n in range(1, 6))]),
            Choice("treasure", "b", TREASURES),
            ids=[("a", 1, 5), ("b", 5)],
        ),
        Verb(NO_DELIVERY, "no delivery"),
        Verb(END_DELIVERY, "end delivery"),
        Verb(PLAY_BONUS, "play bonus card"),
        Verb(PLAY_KINDS, "play kinds card"),
        Verb(PAY_KEY, "pay key", _COLOUR),
        Verb(PAY_POINTS, "pay points"),
        Verb(PLAY_FOREST, "play forest card"),
        Verb(KEY, "key", _COLOUR, _WHERE),
        Verb(
            PLACE_ROOM,
            "place",
            _ROOM,
            Word("at"),
            Choice("space", "b", SPACE_NAMES),
            Word("turn"),
            Choice("rotation", "c", [str(r) for r in range(6)]),
        ),
        Verb(PLACE_ALTAR, "place", Word("altar", "tile"), Word("at"), _SPACE),
        Verb(TREASURE_FROM, "treasure from", _choice("stack", ["1", "2", "3"])),
        Verb(TREASURE_OPEN, "treasure open", _TREASURE),
        Verb(KEEP_TREASURE, "keep", _TREASURE),
        Verb(KEEP_CARD, "keep", _choice("card", CARD_NAMES), Word("card")),
        Verb(SCORE, "score", _COLOUR),
        Verb(GO, "go", _PLACE),
        Verb(PASSAGE, "passage", _PLACE),
        Verb(CARD_PASSAGE, "card passage", _PLACE),
        Verb(DIG, "dig", Choice("count", "a", [str(k) for k in range(5)], omit=0)),
        Verb(RETURN, "return"),
        Verb(STAY, "stay"),
        Verb(RESCUE, "rescue", _COLOUR),
        Verb(END_EXPLORATION, "end exploration"),
        Verb(TENT_EXPLORE, "tent explore"),
        Verb(TENT_KEY, "tent key", _COLOUR),
        Verb(PLAY_EXPLORE, "play explore card"),
        Verb(PLAY_KEY_CARD, "play key card", _COLOUR, _WHERE),
        Verb(PLAY_PLANE, "play plane card"),
        Verb(END_TURN, "end turn"),
        Verb(USE, "use", _choice("tile action", TILE_ACTION_NAMES)),
        Verb(SKIP, "skip", _choice("tile action", TILE_ACTION_NAMES)),
    ]


def _chance_verbs() -> list[Verb]:
    return [
        Verb(
            WHEEL,
            "wheel",
            _choice("number", [str(n) for n in range(len(WHEEL_SECTORS))]),
            chance=True,
        ),
        Verb(ALTAR_TOP, "altar top", _choice("altar", ALTAR_NAMES), chance=True),
        Verb(
            DEAL,
            "deal",
            _choice("tile", TILE_NAMES),
            Word("to"),
            Choice("site", "b", list(SITES)),
            chance=True,
        ),
        Verb(DRAW_ROOM, "draw room", _ROOM, chance=True),
        Verb(DRAW_TREASURE, "draw", _TREASURE, chance=True),
        Verb(DRAW_CARD, "draw", _choice("card", CARD_NAMES), Word("card"), chance=True),
        Verb(REFILL, "refill", _TREASURE, chance=True),
    ]


ACTIONS = ActionSet("The lost temple", Action, [*_player_verbs(), *_chance_verbs()])
"""Every verb and its parts: texts, parsing and the fixed integer ids."""
_TEXTS = ACTIONS.texts


def _table(verb: int, *sizes: int) -> tuple:
    """Prebuilt actions indexed by their arguments, so hot paths allocate nothing."""
    if len(sizes) == 1:
        return tuple(Action(verb, i) for i in range(sizes[0]))
    return tuple(tuple(Action(verb, i, j) for j in range(sizes[1])) for i in range(sizes[0]))


TAKE_ACTIONS = _table(TAKE, NUM_TILE_KINDS, 6)
DEAL_ACTIONS = _table(DEAL, NUM_TILE_KINDS, 6)
KEY_ACTIONS = _table(KEY, 5, 2)
PLAY_KEY_CARD_ACTIONS = _table(PLAY_KEY_CARD, 5, 2)
TENT_KEY_ACTIONS = _table(TENT_KEY, 5)
START_KEY_ACTIONS = _table(START_KEY, 5)
RESCUE_ACTIONS = _table(RESCUE, 5)
SCORE_ACTIONS = _table(SCORE, 5)
PAY_KEY_ACTIONS = _table(PAY_KEY, 5)
GO_ACTIONS = _table(GO, NUM_PLACES)
PASSAGE_ACTIONS = _table(PASSAGE, NUM_PLACES)
CARD_PASSAGE_ACTIONS = _table(CARD_PASSAGE, NUM_PLACES)
DIG_ACTIONS = _table(DIG, 5)
USE_ACTIONS = _table(USE, len(TILE_ACTION_NAMES))
SKIP_ACTIONS = _table(SKIP, len(TILE_ACTION_NAMES))
PLACE_ALTAR_ACTIONS = _table(PLACE_ALTAR, NUM_SPACES)
TREASURE_FROM_ACTIONS = _table(TREASURE_FROM, 3)
TREASURE_OPEN_ACTIONS = _table(TREASURE_OPEN, 5)
KEEP_TREASURE_ACTIONS = _table(KEEP_TREASURE, 5)
KEEP_CARD_ACTIONS = _table(KEEP_CARD, len(CARD_NAMES))
DELIVER_ACTIONS = tuple(tuple(Action(DELIVER, n, k) for k in range(5)) for n in range(6))
PLACE_ROOM_ACTIONS = tuple(
    tuple(
        tuple(Action(PLACE_ROOM, t, space, r) for r in ROTATIONS[ROOM_TILES[t][1]])
        for space in range(NUM_SPACES)
    )
    for t in range(len(ROOM_TILES))
)
"""PLACE_ROOM_ACTIONS[tile][space]: every distinct rotation of that tile there."""
(
    NO_DELIVERY_ACTION,
    END_DELIVERY_ACTION,
    PLAY_BONUS_ACTION,
    PLAY_KINDS_ACTION,
    PAY_POINTS_ACTION,
    PLAY_FOREST_ACTION,
    RETURN_ACTION,
    STAY_ACTION,
    END_EXPLORATION_ACTION,
    TENT_EXPLORE_ACTION,
    PLAY_EXPLORE_ACTION,
    PLAY_PLANE_ACTION,
    END_TURN_ACTION,
) = (
    Action(v)
    for v in (
        NO_DELIVERY,
        END_DELIVERY,
        PLAY_BONUS,
        PLAY_KINDS,
        PAY_POINTS,
        PLAY_FOREST,
        RETURN,
        STAY,
        END_EXPLORATION,
        TENT_EXPLORE,
        PLAY_EXPLORE,
        PLAY_PLANE,
        END_TURN,
    )
)
