"""The flow of a turn: the phases, and running pending work until a decision.

`settle` runs everything that needs no decision (tiles that are no longer
needed, encounters without protections, the end of a lost turn) and stops
at the next decision or chance node, recording who acts in `to_move`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from expeditions.core import CHANCE, TERMINAL

from .actions import (
    ATTACH,
    Action,
)
from .animals import (
    animal_free,
    harm,
    lose_turn,
    meet_pending,
    protections,
)
from .components import (
    EMPTY,
    FEATURE_OF_START,
    FIRST_AID,
)
from .features import (
    attach_options,
    place_board,
)
from .tasks import (
    CHANCE_TASKS,
    P_ACTIONS,
    P_ANIMALS,
    P_LAND,
    P_OVER,
    P_ROLL,
    P_SETUP,
    T_AMEET,
    T_ATTACH,
    T_MEET,
    T_RELIC,
    T_REVEAL,
    T_SPOT,
    T_STEAL,
)

if TYPE_CHECKING:
    from .state import RelicTable


def start_actions(s: RelicTable) -> None:
    """A lying explorer stands up and loses this action phase (p.5); a mauled one lands first."""
    seat = s.turn
    s.phase = P_ACTIONS
    s.taken = ()
    s.dropped = ()
    if s.lying[seat]:
        s.lying[seat] = False
        if s.pos[seat] < 0:
            s.phase = P_LAND
        s.ap = -1
    else:
        s.ap = s.rolled


def end_turn(s: RelicTable) -> None:
    """Pass the dice clockwise."""
    s.turns += 1
    s.turn = (s.turn + 1) % s.game.players
    s.phase = P_ROLL
    s.ap = 0
    s.taken = ()
    s.dropped = ()
    s.moved = ()


def movable(s: RelicTable, species: int) -> list[int]:
    """Animals of `species` that may still move this turn (each moves once)."""
    moved = s.moved
    return [
        i
        for i, a in enumerate(s.animals)
        if a[0] == species and i not in moved and animal_free(s, i)
    ]


def settle(s: RelicTable) -> None:
    """Run everything that needs no decision; stop at the next decision or chance."""
    while True:
        if s.phase == P_OVER:
            s.to_move = TERMINAL
            return
        if s.overflow_seat >= 0:
            s.to_move = s.overflow_seat
            return
        if s.todo:
            who = _task_actor(s)
            if who is None:
                continue
            s.to_move = who
            return
        phase = s.phase
        if phase == P_SETUP:
            s.phase = P_ROLL
        elif phase == P_ROLL:
            s.to_move = CHANCE
            return
        elif phase == P_ANIMALS:
            while s.species_queue and not movable(s, s.species_queue[0]):
                s.species_queue = s.species_queue[1:]
                s.chooser = s.turn
            if s.species_queue:
                if s.picked < 0:
                    free = movable(s, s.species_queue[0])
                    if len(free) == 1:
                        s.picked = free[0]
                s.to_move = s.chooser
                return
            start_actions(s)
        elif phase == P_ACTIONS:
            seat = s.turn
            if s.ap < 0 or s.lying[seat] or s.pos[seat] < 0:
                end_turn(s)
                continue
            s.to_move = seat
            return
        else:  # P_LAND
            s.to_move = s.turn
            return


def _task_actor(s: RelicTable) -> int | None:
    """Who acts on the first task, or None after an automatic step."""
    task = s.todo[0]
    k = task[0]
    if k == T_REVEAL:
        cell = task[1]
        if s.kind[cell] != EMPTY or not tile_outcomes(s, task):
            s.todo.pop(0)
            return None
        return CHANCE
    if k == T_RELIC:
        if len(s.pool) <= s.reserved:
            s.todo.pop(0)
            return None
        return CHANCE
    if k == T_SPOT:
        if not s.spot_hidden.get(task[1], 0):
            s.todo.pop(0)
            return None
        return CHANCE
    if k == T_STEAL:
        if not s.ground.get(task[1]):
            s.todo.pop(0)
            return None
        return CHANCE
    if k in CHANCE_TASKS:
        return CHANCE
    if k == T_ATTACH:
        return _attach_actor(s, task)
    if k == T_MEET:
        _, seat, cell, met = task
        pending = meet_pending(s, seat, cell, met)
        if not pending:
            s.todo.pop(0)
            return None
        if len(pending) == 1 and not protections(s, seat, s.animals[pending[0]][0]):
            s.todo.pop(0)
            harm(s, seat, pending[0])
            return None
        return seat
    if k == T_AMEET:
        _, i, cell, seats = task
        species, c, sedated = s.animals[i]
        while seats and s.pos[seats[0]] != cell:
            seats = seats[1:]
        if c != cell or sedated or not seats:
            s.todo.pop(0)
            return None
        s.todo[0] = (T_AMEET, i, cell, seats)
        seat = seats[0]
        if protections(s, seat, species):
            return seat
        s.todo[0] = (T_AMEET, i, cell, seats[1:])
        harm(s, seat, i)
        return None
    # T_IVY: an explorer already lying has no turn left to save (p.5)
    seat = task[1]
    if FIRST_AID in s.pack[seat] and not s.lying[seat]:
        return seat
    s.todo.pop(0)
    lose_turn(s, seat)
    return None


def _attach_actor(s: RelicTable, task: tuple) -> int | None:
    _, cell, placer, tile, barred = task
    feature = FEATURE_OF_START[s.kind[cell]]
    edge, found = attach_options(s, cell, feature)
    if not found:
        # No way to fit the board: the start tile goes back and another is drawn.
        del s.starts[cell]
        s.kind[cell] = EMPTY
        s._board = None
        s.stack = tuple(sorted((*s.stack, tile)))
        s.todo[0] = (T_REVEAL, cell, placer, (*barred, tile))
        return None
    s.starts[cell] = (feature, edge)
    if len(found) == 1:
        s.todo.pop(0)
        place_board(s, feature, found[0], placer)
        s.choices = ()
        return None
    s.choices = tuple(Action(ATTACH, feature * 6 + p[3], p[0]) for p in found)
    return placer


def tile_outcomes(s: RelicTable, task: tuple) -> tuple[int, ...]:
    """Tiles that may be drawn for a reveal (starting tiles during setup)."""
    stack = s.start_stack if s.phase == P_SETUP else s.stack
    barred = task[3]
    return tuple(t for t in stack if t not in barred) if barred else stack
