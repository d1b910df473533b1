"""The actions of Roll to the South Pole, their texts and their integer ids.

One decision per action: the dice, each step, each use of a power cube, each
rested die and the end of a move are separate choices. Chance outcomes (a
back dealt at setup, a face drawn, a die rolled) are actions too.
"""

from __future__ import annotations

from typing import NamedTuple

from expeditions.core.actions import ActionSet, Choice, Verb

from .components import COLOURS, DICE_CHOICES, DICE_PER_TURN, LABELS, SPACES, TILES

# player decisions
CHOOSE, MOVE, PEEK, REROLL, RECOLOUR, REST, ARRIVE, FAIL, CAMP, TENT = range(10)
# chance outcomes
BACK, TILE, ROLL = 11, 12, 13


class Action(NamedTuple):
    """`kind` says what is done; `a` and `b` say with what (space, die, colour...)."""

    kind: int
    a: int = 0
    b: int = 0

    def __str__(self) -> str:
        text = _TEXTS.get(self)
        return ACTIONS.text(self) if text is None else text

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def _dice_parts(choice: tuple[int, int, int]) -> tuple[str, ...]:
    """A dice choice as one part per colour taken: ("1 white", "4 black", "1 blue")."""
    return tuple(f"{n} {COLOURS[c]}" for c, n in enumerate(choice) if n)


def _reroll_parts(mask: int) -> tuple[str, ...]:
    """The dice of a reroll (bit i = die i + 1), one part each."""
    return tuple(str(i + 1) for i in range(DICE_PER_TURN) if mask >> i & 1)


_DIE = Choice("die", "a", [str(d + 1) for d in range(DICE_PER_TURN)])
_COLOUR = Choice("colour", "a", COLOURS)

ACTIONS = ActionSet(
    "Roll to the South Pole",
    Action,
    [
        # player decisions, in id order
        Verb(CHOOSE, "choose", Choice("dice", "a", [_dice_parts(c) for c in DICE_CHOICES])),
        Verb(MOVE, "move", Choice("space", "a", LABELS)),
        Verb(PEEK, "peek", Choice("space", "a", LABELS)),
        Verb(
            REROLL,
            "reroll",
            Choice("die", "a", [_reroll_parts(m) for m in range(1 << DICE_PER_TURN)]),
            ids=[("a", 1, (1 << DICE_PER_TURN) - 1)],
        ),
        Verb(RECOLOUR, "recolour", _DIE, Choice("colour", "b", COLOURS)),
        Verb(REST, "rest", _DIE),
        Verb(ARRIVE, "arrive"),
        Verb(FAIL, "fail"),
        Verb(CAMP, "camp"),
        Verb(TENT, "tent here"),
        # chance outcomes
        Verb(BACK, "back", _COLOUR, chance=True),
        Verb(TILE, "tile", Choice("tile", "a", [str(t) for t in range(len(TILES))]), chance=True),
        Verb(ROLL, "roll", _COLOUR, Choice("face", "b", ("blank", "1", "2", "3")), chance=True),
    ],
)
"""Every verb and its parts: texts, parsing and the fixed integer ids."""
_TEXTS = ACTIONS.texts

# --- prebuilt values, shared by every state ---------------------------------------

CHOOSE_ACTIONS = tuple(Action(CHOOSE, i) for i in range(len(DICE_CHOICES)))
MOVE_ACTIONS = tuple(Action(MOVE, s) for s in range(SPACES))
PEEK_ACTIONS = tuple(Action(PEEK, s) for s in range(SPACES))
REROLL_ACTIONS = tuple(Action(REROLL, m) for m in range(1 << DICE_PER_TURN))
"""Indexed by the bit mask of the dice rerolled (bit i = die i + 1); 0 is unused."""
RECOLOUR_ACTIONS = tuple(
    tuple(Action(RECOLOUR, d, c) for c in range(3)) for d in range(DICE_PER_TURN)
)
REST_ACTIONS = tuple(Action(REST, d) for d in range(DICE_PER_TURN))
ARRIVE_ACTION, FAIL_ACTION = Action(ARRIVE), Action(FAIL)
CAMP_ACTION, TENT_ACTION = Action(CAMP), Action(TENT)
BACK_ACTIONS = tuple(Action(BACK, c) for c in range(3))
TILE_ACTIONS = tuple(Action(TILE, t) for t in range(len(TILES)))
ROLL_ACTIONS = tuple(tuple(Action(ROLL, c, v) for v in range(4)) for c in range(3))

ALL_PLAYER_ACTIONS: tuple[Action, ...] = (
    *CHOOSE_ACTIONS,
    *MOVE_ACTIONS,
    *PEEK_ACTIONS,
    *REROLL_ACTIONS[1:],
    *(a for row in RECOLOUR_ACTIONS for a in row),
    *REST_ACTIONS,
    ARRIVE_ACTION,
    FAIL_ACTION,
    CAMP_ACTION,
    TENT_ACTION,
)
"""Every player decision in id order."""
ACTION_ID: dict[Action, int] = {a: ACTIONS.action_id(a) for a in ALL_PLAYER_ACTIONS}
