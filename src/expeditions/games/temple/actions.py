"""The temple's actions: one small value per decision, with one canonical text."""

from __future__ import annotations

from typing import NamedTuple

from .components import (
    ALTAR_NAMES,
    CARD_NAMES,
    COLOURS,
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
) = range(32)
# Chance verbs.
WHEEL, ALTAR_TOP, DEAL, DRAW_ROOM, DRAW_TREASURE, DRAW_CARD, REFILL = range(40, 47)

WHERE = ("camp", "backpack")


class Action(NamedTuple):
    """One decision or chance outcome; `str()` is its notation."""

    verb: int
    a: int = 0
    b: int = 0
    c: int = 0
    d: int = 0

    def __str__(self) -> str:
        return _TEXT[self.verb](self)


def _room(a: Action) -> str:
    colour, layout = ROOM_TILES[a.a]
    return f"{COLOURS[colour]} {layout + 1}"


_TEXT = {
    START_KEY: lambda a: f"start key {COLOURS[a.a]}",
    TAKE: lambda a: f"take {TILE_NAMES[a.a]} at {SITES[a.b]}",
    DELIVER: lambda a: f"deliver {a.a} {TREASURES[a.b]}",
    NO_DELIVERY: lambda a: "no delivery",
    END_DELIVERY: lambda a: "end delivery",
    PLAY_BONUS: lambda a: "play bonus card",
    PLAY_KINDS: lambda a: "play kinds card",
    PAY_KEY: lambda a: f"pay key {COLOURS[a.a]}",
    PAY_POINTS: lambda a: "pay points",
    PLAY_FOREST: lambda a: "play forest card",
    KEY: lambda a: f"key {COLOURS[a.a]} {WHERE[a.b]}",
    PLACE_ROOM: lambda a: f"place {_room(a)} at {SPACE_NAMES[a.b]} turn {a.c}",
    PLACE_ALTAR: lambda a: f"place altar at {SPACE_NAMES[a.a]}",
    TREASURE_FROM: lambda a: f"treasure from {a.a + 1}",
    TREASURE_OPEN: lambda a: f"treasure open {TREASURES[a.a]}",
    KEEP_TREASURE: lambda a: f"keep {TREASURES[a.a]}",
    KEEP_CARD: lambda a: f"keep {CARD_NAMES[a.a]} card",
    SCORE: lambda a: f"score {COLOURS[a.a]}",
    GO: lambda a: f"go {PLACE_NAMES[a.a]}",
    PASSAGE: lambda a: f"passage {PLACE_NAMES[a.a]}",
    CARD_PASSAGE: lambda a: f"card passage {PLACE_NAMES[a.a]}",
    DIG: lambda a: f"dig {a.a}" if a.a else "dig",
    RETURN: lambda a: "return",
    STAY: lambda a: "stay",
    RESCUE: lambda a: f"rescue {COLOURS[a.a]}",
    END_EXPLORATION: lambda a: "end exploration",
    TENT_EXPLORE: lambda a: "tent explore",
    TENT_KEY: lambda a: f"tent key {COLOURS[a.a]}",
    PLAY_EXPLORE: lambda a: "play explore card",
    PLAY_KEY_CARD: lambda a: f"play key card {COLOURS[a.a]} {WHERE[a.b]}",
    PLAY_PLANE: lambda a: "play plane card",
    END_TURN: lambda a: "end turn",
    WHEEL: lambda a: f"wheel {a.a}",
    ALTAR_TOP: lambda a: f"altar top {ALTAR_NAMES[a.a]}",
    DEAL: lambda a: f"deal {TILE_NAMES[a.a]} to {SITES[a.b]}",
    DRAW_ROOM: lambda a: f"draw room {_room(a)}",
    DRAW_TREASURE: lambda a: f"draw {TREASURES[a.a]}",
    DRAW_CARD: lambda a: f"draw {CARD_NAMES[a.a]} card",
    REFILL: lambda a: f"refill {TREASURES[a.a]}",
}


def _all_player_actions() -> tuple[Action, ...]:
    out: list[Action] = []
    five = range(5)
    out += [Action(START_KEY, c) for c in five]
    out += [Action(TAKE, k, s) for k in range(NUM_TILE_KINDS) for s in range(6)]
    out += [Action(DELIVER, n, k) for n in range(1, 6) for k in five]
    out += [Action(v) for v in (NO_DELIVERY, END_DELIVERY, PLAY_BONUS, PLAY_KINDS)]
    out += [Action(PAY_KEY, c) for c in five]
    out += [Action(PAY_POINTS), Action(PLAY_FOREST)]
    out += [Action(KEY, c, w) for c in five for w in (0, 1)]
    out += [
        Action(PLACE_ROOM, t, s, r)
        for t in range(len(ROOM_TILES))
        for s in range(NUM_SPACES)
        for r in range(6)
    ]
    out += [Action(PLACE_ALTAR, s) for s in range(NUM_SPACES)]
    out += [Action(TREASURE_FROM, i) for i in range(3)]
    out += [Action(TREASURE_OPEN, k) for k in five]
    out += [Action(KEEP_TREASURE, k) for k in five]
    out += [Action(KEEP_CARD, c) for c in range(len(CARD_NAMES))]
    out += [Action(SCORE, c) for c in five]
    for verb in (GO, PASSAGE, CARD_PASSAGE):
        out += [Action(verb, p) for p in range(NUM_PLACES)]
    out += [Action(DIG, k) for k in range(5)]
    out += [Action(RETURN), Action(STAY)]
    out += [Action(RESCUE, c) for c in five]
    out += [Action(END_EXPLORATION), Action(TENT_EXPLORE)]
    out += [Action(TENT_KEY, c) for c in five]
    out += [Action(PLAY_EXPLORE)]
    out += [Action(PLAY_KEY_CARD, c, w) for c in five for w in (0, 1)]
    out += [Action(PLAY_PLANE), Action(END_TURN)]
    return tuple(out)


PLAYER_ACTIONS = _all_player_actions()
ACTION_ID = {a: i for i, a in enumerate(PLAYER_ACTIONS)}


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
