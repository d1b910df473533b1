"""Choosing equipment: the starting kit, a refill at the base camp, and
rearranging between the backpack and a pitched tent.

Each is a short fixed sequence of decisions "how many of this item go in
that container", so a kit is chosen step by step and the number of
decisions stays bounded (free swaps one token at a time could go on forever).

The starting kit is chosen by everyone at once (p.4). Here the seats answer
one after the other, each answer kept secret until every kit is chosen, and
the questions are always the same eleven (tent filled first, then taken or
left, then the backpack), none skipped, so not even the number of answers
tells the others anything.
"""

from __future__ import annotations

import random

from .actions import LEAVE_TENT, TAKE_TENT, Action
from .components import (
    BACKPACK_SLOTS,
    BASE,
    BOAT,
    CAMERA,
    CONSUMABLE,
    HALF_OXYGEN,
    ITEMS,
    OXYGEN,
    ROPE,
    TENT_SLOTS,
)
from .explorer import (
    BAG,
    HOME,
    POS,
    TENT,
    TENT_AT,
    TENT_HOME,
    TENT_PACKED,
    TENT_PITCHED,
    TENT_STATE,
    bag_used,
    new_explorer,
    tent_used,
)
from .state import (
    ARRANGE,
    REFILL,
    SETUP,
    TENT_CHOICE,
    UNLIMITED,
    CaveTable,
    open_starting_kit,
)

ORDER = (CAMERA, BOAT, HALF_OXYGEN, CONSUMABLE, ROPE, OXYGEN)
"""Unique and used items first, so the supply items fill what room is left."""


def _steps(container: int, pool: list[int]) -> list[int]:
    return [container + item for item in ORDER if pool[item] > 0]


def start(state: CaveTable, mode: int) -> None:
    """Open a kit sequence for the explorer to move; containers are emptied into a pool."""
    if mode == SETUP:
        open_starting_kit(state)  # the eleven questions, none skipped: nothing to settle
        return
    p = state.explorers[state.seat]
    pool = [UNLIMITED, UNLIMITED, UNLIMITED, 0, 0, 0]
    held = [0, 0]
    steps: list[int] = []
    if mode == ARRANGE:
        pool = [p[BAG + i] + p[TENT + i] for i in range(ITEMS)]
        steps = _steps(TENT, pool)
        for i in range(ITEMS):
            p[BAG + i] = 0
            p[TENT + i] = 0
    else:
        tent_here = (
            mode == REFILL
            and p[TENT_STATE] == TENT_PITCHED
            and state.kind[p[TENT_AT]] == BASE
            and p[TENT_AT] == p[POS]
        )
        pool[HALF_OXYGEN] = p[BAG + HALF_OXYGEN] + (p[TENT + HALF_OXYGEN] if tent_here else 0)
        for k, item in enumerate((CAMERA, BOAT)):
            held[k] = p[BAG + item] + (p[TENT + item] if tent_here else 0)
            pool[item] = held[k] + p[HOME + k]
        for i in range(ITEMS):
            p[BAG + i] = 0
            if tent_here:
                p[TENT + i] = 0
        if p[TENT_STATE] == TENT_HOME:
            steps.append(TENT_CHOICE)
        if tent_here:
            steps += _steps(TENT, pool)
        steps += _steps(BAG, pool)
    state.edit_mode = mode
    state.edit_steps = tuple(steps)
    state.edit_i = 0
    state.edit_pool = pool
    state.edit_held = held
    state.edit_fill = 0
    settle(state)


def choices(state: CaveTable) -> list[Action]:
    code = state.edit_steps[state.edit_i]
    if code == TENT_CHOICE:
        return [TAKE_TENT, LEAVE_TENT]
    p = state.explorers[state.seat]
    item = code % ITEMS
    pool = state.edit_pool[item]
    if code >= TENT:
        left = TENT_SLOTS - tent_used(p)
        hi = min(pool, left)
        lo = 0
        if state.edit_mode == ARRANGE:
            lo = max(0, pool - (BACKPACK_SLOTS - bag_used(p)))
        elif state.edit_fill and item == OXYGEN:
            lo = hi = left
        return [Action("tent", item, b=k) for k in range(lo, hi + 1)]
    hi = min(pool, BACKPACK_SLOTS - bag_used(p))
    return [Action("bag", item, b=k) for k in range(hi + 1)]


def choose(state: CaveTable, action: Action) -> bool:
    """Apply one kit decision; True once the sequence is complete."""
    p = state.explorers[state.seat]
    i = state.edit_i
    if action.verb == "take tent":
        p[TENT_STATE] = TENT_PACKED
        if state.edit_mode != SETUP:
            state.edit_fill = 1
            steps = list(state.edit_steps)
            steps[i + 1 : i + 1] = _steps(TENT, state.edit_pool)
            state.edit_steps = tuple(steps)
    elif action.verb == "leave tent":
        _unfill_tent(state, p)
    else:
        _put(state, p, action)
    state.edit_i = i + 1
    return settle(state)


def _unfill_tent(state: CaveTable, p: list[int]) -> None:
    """A tent filled at setup and then left home: its items go back to the supply."""
    pool = state.edit_pool
    for i in range(ITEMS):
        pool[i] += p[TENT + i]
        p[TENT + i] = 0
    p[HOME] = pool[CAMERA]
    p[HOME + 1] = pool[BOAT]


def settle(state: CaveTable) -> bool:
    """Skip the steps left with one possible answer; True once all are done.

    At setup nothing is skipped: the eleven questions are all asked.
    """
    setup = state.edit_mode == SETUP
    while state.edit_i < len(state.edit_steps):
        if setup or state.edit_steps[state.edit_i] == TENT_CHOICE:
            return False
        options = choices(state)
        if len(options) > 1:
            return False
        _put(state, state.explorers[state.seat], options[0])
        state.edit_i += 1
    _finish(state, state.explorers[state.seat])
    return True


def _put(state: CaveTable, p: list[int], action: Action) -> None:
    item, k = action.a, action.b
    pool = state.edit_pool
    if action.verb == "tent":
        p[TENT + item] = k
        if state.edit_mode == ARRANGE:
            p[BAG + item] = pool[item] - k
            pool[item] = 0
        else:
            pool[item] -= k
    else:
        p[BAG + item] = k
        pool[item] -= k
    if k and item in (CAMERA, BOAT):
        p[HOME + item - CAMERA] = 0


def _finish(state: CaveTable, p: list[int]) -> None:
    """A camera or boat carried home and not packed again stays at the base camp.

    Only throwing it away or abandoning it loses it (p.11); one left at home
    can be packed at a later refill.
    """
    for k, item in enumerate((CAMERA, BOAT)):
        placed = p[BAG + item] + p[TENT + item] > 0
        if not placed and state.edit_held[k]:
            p[HOME + k] = 1
    state.edit_mode = 0
    state.edit_steps = ()
    state.edit_i = 0
    state.edit_pool = []
    state.edit_held = []
    state.edit_fill = 0


def redraw_hidden(state: CaveTable, viewer: int, rng: random.Random) -> None:
    """Resample: the kits `viewer` has not seen yet, answered again at random.

    Each redrawn answer also replaces the secret entry of the history, so the
    guess holds no trace of the true kits.
    """
    chooser = state.seat
    saved = (
        state.edit_mode,
        state.edit_steps,
        state.edit_i,
        state.edit_pool,
        state.edit_held,
        state.edit_fill,
    )
    for seat in range(chooser + 1):
        if seat == viewer:
            continue
        entries = sorted(i for i, seats in state.secret.items() if seats == (seat,))
        state.seat = seat
        state.explorers[seat] = new_explorer()
        start(state, SETUP)
        for i in entries:
            options = choices(state)
            answer = options[rng.randrange(len(options))]
            choose(state, answer)
            state.history[i] = answer
        if seat == chooser:
            return
        state.seat = chooser
    (
        state.edit_mode,
        state.edit_steps,
        state.edit_i,
        state.edit_pool,
        state.edit_held,
        state.edit_fill,
    ) = saved
