"""Build exact Relic Expedition positions for rule tests.

The helpers that change the table (`lay`, `put`, `give`, `animal`) are called
inside `with s.edit():` or `with position(s):`, so no cached answer outlives them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import expeditions
from expeditions.games.relic import backpack, flow, tasks
from expeditions.games.relic.components import (
    CELL_BY_NAME,
    CELL_NAMES,
    ITEM_BY_NAME,
    NEIGH,
    PLAIN,
    SPECIES_BY_NAME,
)


def table(players: int = 2, **options):
    """Setup done with no starting tile drawn: only the base camp; seat 0 to roll."""
    game = expeditions.load("relic", players=players, **options)
    s = game.new_initial_state()
    with position(s):
        s.todo = []
        s.phase = tasks.P_ROLL
        s.turn = 0
    return s


@contextmanager
def position(s) -> Iterator:
    """Edit the table by hand inside the block; on leaving it the rules run
    whatever needs no decision and find who acts next, as after any action."""
    with s.edit():
        yield s
        flow.settle(s)


def cell(name: str) -> int:
    return CELL_BY_NAME[name]


def nb(name: str, d: int) -> str:
    return CELL_NAMES[NEIGH[cell(name)][d]]


def lay(s, name: str, kind: int, dense: int = 0) -> None:
    s.kind[cell(name)] = kind
    s.dense[cell(name)] = dense


def give(s, seat: int, *items: str) -> None:
    for item in items:
        backpack.gain(s, seat, ITEM_BY_NAME[item])


def pack(s, seat: int) -> list[str]:
    from expeditions.games.relic.components import ITEM_NAMES

    return [ITEM_NAMES[x] for x in s.pack[seat] if x >= 0]


def ground(s, name: str) -> list[str]:
    from expeditions.games.relic.components import ITEM_NAMES

    return sorted(ITEM_NAMES[x] for x in s.ground.get(cell(name), ()))


def put(s, seat: int, name: str | None) -> None:
    s.pos[seat] = cell(name) if name else -1


def animal(s, species: str, name: str) -> int:
    s.animals.append((SPECIES_BY_NAME[species], cell(name), False))
    return len(s.animals) - 1


def actions_phase(s, seat: int, ap: int) -> None:
    """Seat's action phase with `ap` actions, nothing pending."""
    with position(s):
        s.turn = seat
        s.phase = tasks.P_ACTIONS
        s.ap = ap
        s.todo = []
        s.taken = ()
        s.dropped = ()


def row(s, *names: str) -> None:
    """Plain spaces on `names`, and no tile left to reveal (an edit of its own)."""
    with s.edit():
        s.stack = ()
        for n in names:
            lay(s, n, PLAIN)


RED_FISH = ITEM_BY_NAME["red-fish"]


def three_reds(s, at: str, fish: str) -> None:
    """Seat 0 on `at` with three red relics; the red fish, a fourth red, on
    `fish` (an edit of its own)."""
    with s.edit():
        put(s, 0, at)
        give(s, 0, "red-bird", "red-eye", "red-sun")
        s.ground[cell(fish)] = (RED_FISH,)


def act(s, text: str) -> None:
    s.apply(s.game.parse_action(s, text))


def texts(s) -> list[str]:
    return [str(a) for a in s.legal_actions()]
