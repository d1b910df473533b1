"""Building South Pole positions in a few lines, with every chance outcome forced."""

from __future__ import annotations

import expeditions
from expeditions.games.southpole import SouthPoleState
from expeditions.games.southpole.components import (
    COLOURS,
    FLAG,
    INITIAL_POOLS,
    KINDS,
    SPACE_OF_LABEL,
    pool_index,
)
from expeditions.games.southpole.rules import DEAL_ORDER


def dealt(players: int = 3, **backs: str) -> SouthPoleState:
    """A state right after setup; `backs` fixes the back of some spaces (c4="white")."""
    game = expeditions.load("southpole", players=players)
    s = game.new_initial_state()
    left = [len(p) for p in INITIAL_POOLS]
    wanted = {SPACE_OF_LABEL[label]: COLOURS.index(c) for label, c in backs.items()}
    for space, colour in wanted.items():
        left[pool_index(KINDS[space], colour)] -= 1
    for space in DEAL_ORDER:
        colour = wanted.get(space)
        if colour is None:
            base = pool_index(KINDS[space], 0)
            colour = max(range(3), key=lambda c: left[base + c])
            left[base + colour] -= 1
        s.apply(game.parse_action(s, f"back {COLOURS[colour]}"))
    assert not s.is_chance_node()
    return s


def play(s: SouthPoleState, *texts: str) -> SouthPoleState:
    """Apply each action text in turn (player decisions and forced outcomes)."""
    for text in texts:
        s.apply(s.game.parse_action(s, text))
    return s


def roll(s: SouthPoleState, *pips: int) -> SouthPoleState:
    """Force the dice being rolled, in order, to show `pips` (0 = blank)."""
    for v in pips:
        colour = COLOURS[s.dice[s.rolling[0]]]
        play(s, f"roll {colour} {'blank' if v == 0 else v}")
    return s


def texts(s: SouthPoleState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def is_flag_space(label: str) -> bool:
    return KINDS[SPACE_OF_LABEL[label]] == FLAG


def step(s: SouthPoleState, label: str, tile: int | None = None, pips: int = 3) -> None:
    """Move to `label`, draw `tile` if it is face down, roll every die to `pips`."""
    play(s, f"move {label}")
    if s.drawing >= 0:
        outcomes = [str(a) for a in s.legal_actions()]
        play(s, f"tile {tile}" if tile is not None else outcomes[0])
    roll(s, *[pips] * len(s.rolling))


def walk(s: SouthPoleState, *labels: str) -> SouthPoleState:
    """With two dice of each colour all showing 3, reach every space on the path."""
    if s.phase == 1:
        play(s, "choose 2 white 2 black 2 blue")
    for label in labels:
        step(s, label)
        play(s, "arrive")
    return s


def route(start: str, goal: str) -> list[str]:
    """A shortest path of labels from `start` (excluded) to `goal`, around the mountains."""
    from expeditions.games.southpole.components import ENTERABLE, LABELS, STEPS

    here, end = SPACE_OF_LABEL[start], SPACE_OF_LABEL[goal]
    path = []
    while here != end:
        here = min(ENTERABLE[here], key=lambda t: (STEPS[t][end], t))
        path.append(LABELS[here])
    return path
