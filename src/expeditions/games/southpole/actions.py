"""The actions of Roll to the South Pole, their texts and their integer ids.

One decision per action: the dice, each step, each use of a power cube, each
rested die and the end of a move are separate choices. Chance outcomes (a
back dealt at setup, a face drawn, a die rolled) are actions too.
"""

from __future__ import annotations

from typing import NamedTuple

from .components import COLOURS, DICE_CHOICES, DICE_PER_TURN, LABELS, SPACES, TILES

# player decisions
CHOOSE, MOVE, PEEK, REROLL, RECOLOUR, REST, ARRIVE, FAIL, CAMP, TENT = range(10)
# chance outcomes
BACK, TILE, ROLL = 11, 12, 13


def _dice_text(choice: tuple[int, int, int]) -> str:
    return " ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(choice) if n)


class Action(NamedTuple):
    """`kind` says what is done; `a` and `b` say with what (space, die, colour...)."""

    kind: int
    a: int = 0
    b: int = 0

    def __str__(self) -> str:
        text = _TEXT_CACHE.get(self)
        if text is None:
            text = _TEXT_CACHE[self] = _TEXT[self.kind](self.a, self.b)
        return text

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


def _reroll_text(mask: int, _: int) -> str:
    return "reroll " + " ".join(str(i + 1) for i in range(DICE_PER_TURN) if mask >> i & 1)


_TEXT_CACHE: dict[Action, str] = {}
"""Texts already written: records and parsing ask for them again and again."""

_TEXT = {
    CHOOSE: lambda a, b: "choose " + _dice_text(DICE_CHOICES[a]),
    MOVE: lambda a, b: f"move {LABELS[a]}",
    PEEK: lambda a, b: f"peek {LABELS[a]}",
    REROLL: _reroll_text,
    RECOLOUR: lambda a, b: f"recolour {a + 1} {COLOURS[b]}",
    REST: lambda a, b: f"rest {a + 1}",
    ARRIVE: lambda a, b: "arrive",
    FAIL: lambda a, b: "fail",
    CAMP: lambda a, b: "camp",
    TENT: lambda a, b: "tent here",
    BACK: lambda a, b: f"back {COLOURS[a]}",
    TILE: lambda a, b: f"tile {a}",
    ROLL: lambda a, b: f"roll {COLOURS[a]} {'blank' if b == 0 else b}",
}

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
"""Every player decision in id order: the fixed integer encoding."""
ACTION_ID: dict[Action, int] = {a: i for i, a in enumerate(ALL_PLAYER_ACTIONS)}
