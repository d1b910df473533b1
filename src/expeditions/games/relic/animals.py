"""Animals: where they may go, what they do in an encounter, and protections."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .backpack import (
    gain,
    show,
    spill,
    use_up,
)
from .components import (
    FEATURE_OF_KIND,
    FOUR_LEGGED,
    MACHETE,
    MONKEY,
    NEIGH,
    PANTHER,
    PANTHER_TRAP,
    PROTECTIONS,
    QUICKSAND,
    SEDATES,
    SNAKE,
    TRAPS,
    is_relic,
)
from .movement import (
    vacate,
)
from .tasks import (
    T_AMEET,
    T_D8,
)

if TYPE_CHECKING:
    from .state import RelicTable

ALL_GROUND = frozenset(range(1, 17))
ANIMAL_GROUND = (
    (ALL_GROUND, ALL_GROUND - {QUICKSAND}),
    (ALL_GROUND - set(FEATURE_OF_KIND), ALL_GROUND - set(FEATURE_OF_KIND) - {QUICKSAND}),
)
"""Kinds of space an animal may enter: [four-legged][animals_avoid_quicksand]."""


def animal_free(s: RelicTable, i: int) -> bool:
    """Alive, not sedated and not occupied by an explorer on its space."""
    _, cell, sedated = s.animals[i]
    return cell >= 0 and not sedated and cell not in s.pos


def animal_destinations(s: RelicTable, i: int) -> list[int]:
    """Spaces 1 or 2 steps away (back to the start allowed), never past an explorer."""
    species, cell, _ = s.animals[i]
    pos = s.pos
    kind = s.kind
    wall = s.wall
    ok = ANIMAL_GROUND[species in FOUR_LEGGED][s.game.options["animals_avoid_quicksand"]]
    out = set()
    blocked = wall.get(cell, 0) if wall else 0
    for d, n in enumerate(NEIGH[cell]):
        if n < 0 or kind[n] not in ok or (blocked >> d) & 1:
            continue
        out.add(n)
        if n in pos or kind[n] == QUICKSAND:
            continue
        blocked2 = wall.get(n, 0) if wall else 0
        for d2, m in enumerate(NEIGH[n]):
            if m >= 0 and kind[m] in ok and not (blocked2 >> d2) & 1:
                out.add(m)
    return sorted(out)


TOWARD = tuple({n: d for d, n in enumerate(NEIGH[c]) if n >= 0} for c in range(len(NEIGH)))
"""TOWARD[cell][neighbour]: the direction from `cell` to `neighbour`."""


def animal_reaches(s: RelicTable, i: int, target: int) -> bool:
    """Whether `target` is one of `animal_destinations(s, i)`, without listing
    them all: the bots ask it of every animal near an explorer they judge."""
    species, cell, _ = s.animals[i]
    kind = s.kind
    ok = ANIMAL_GROUND[species in FOUR_LEGGED][s.game.options["animals_avoid_quicksand"]]
    if kind[target] not in ok:
        return False
    pos = s.pos
    wall = s.wall
    blocked = wall.get(cell, 0) if wall else 0
    for d, n in enumerate(NEIGH[cell]):
        if n < 0 or kind[n] not in ok or (blocked >> d) & 1:
            continue
        if n == target:
            return True
        if n in pos or kind[n] == QUICKSAND:
            continue
        d2 = TOWARD[n].get(target)
        if d2 is not None and not ((wall.get(n, 0) if wall else 0) >> d2) & 1:
            return True
    return False


def protections(s: RelicTable, seat: int, species: int) -> list[int]:
    return protections_in(s.pack[seat], species, s.game.options)


def protections_in(pack: tuple[int, ...], species: int, options: Mapping[str, Any]) -> list[int]:
    """The supplies in `pack` that would cancel `species`'s harm, under the game's `options`."""
    if species == MONKEY and options["training"]:
        return []
    out = [p for p in PROTECTIONS[species] if p in pack]
    if species == SNAKE and options["machete_scares_snake"] and MACHETE in pack:
        out.append(MACHETE)
    return out


def harm(s: RelicTable, seat: int, i: int) -> None:
    """The animal's damage when no protection is discarded."""
    species = s.animals[i][0]
    if species == MONKEY:
        s.todo.insert(0, (T_D8, seat, i))
        return
    lose_turn(s, seat)
    if species == SNAKE:
        return
    spill(s, seat)
    if species == PANTHER:
        cell = s.pos[seat]
        s.pos[seat] = -1
        vacate(s, cell)
        if s.panther_traps:
            s.panther_traps -= 1
            gain(s, seat, PANTHER_TRAP)


def protect(s: RelicTable, seat: int, i: int, item: int) -> None:
    if item != MACHETE:
        use_up(s, seat, item)
    else:
        show(s, seat, MACHETE)  # used against the snake and kept: now seen
    species, cell, _ = s.animals[i]
    if item in TRAPS:
        s.animals[i] = (species, -1, False)
    elif item in SEDATES:
        s.animals[i] = (species, cell, True)


def lose_turn(s: RelicTable, seat: int) -> None:
    """The explorer lies down; nobody loses two future turns at once."""
    s.lying[seat] = True


def meet_pending(s: RelicTable, seat: int, cell: int, met: tuple[int, ...]) -> list[int]:
    if s.pos[seat] != cell:
        return []
    return [
        i
        for i, (_, c, sedated) in enumerate(s.animals)
        if c == cell and not sedated and i not in met
    ]


def animal_moved(s: RelicTable, i: int, dest: int, mover: int) -> None:
    species = s.animals[i][0]
    s.moved = (*s.moved, i)
    if s.kind[dest] == QUICKSAND:
        s.animals[i] = (species, -1, False)
        return
    s.animals[i] = (species, dest, False)
    n = s.game.players
    seats = tuple((mover + k) % n for k in range(1, n + 1) if s.pos[(mover + k) % n] == dest)
    if seats:
        s.todo.insert(0, (T_AMEET, i, dest, seats))


def stolen(s: RelicTable, i: int, item: int) -> None:
    """A stolen item is shown to all and leaves the game (p.42); a monkey
    that got a relic leaves too."""
    s.gone = (*s.gone, item)
    if is_relic(item):
        s.animals[i] = (s.animals[i][0], -1, False)
