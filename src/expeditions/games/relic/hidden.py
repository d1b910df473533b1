"""Backpacks are closed (p.7, p.34): what other seats see of them.

A supply drawn from the bag goes in face down; an item taken from a space was
lying face up, so everyone knows it. Other seats see which slots are full (the
monkey's d8 names a slot) and the items known to all; the rest is hidden.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .actions import BAG, Action
from .backpack import OVERFLOW_BIT
from .components import BAG_START, ITEM_NAMES

if TYPE_CHECKING:
    from .state import RelicState

_BAG_KINDS = [i for i, c in enumerate(BAG_START) if c]

HIDDEN = "?"
"""A hidden item, as observations show it (the web page draws a back)."""


def backpack_view(s: RelicState, owner: int, seat: int | None) -> dict[str, Any]:
    """`owner`'s backpack as `seat` sees it: names, `?` for hidden, None for empty."""
    pack = s.pack[owner]
    known = s.known[owner]
    mine = seat == owner
    slots = [
        None if x < 0 else ITEM_NAMES[x] if mine or (known >> i) & 1 else HIDDEN
        for i, x in enumerate(pack)
    ]
    overflow = None
    if s.overflow_seat == owner:
        shown = mine or known & OVERFLOW_BIT
        overflow = ITEM_NAMES[s.overflow] if shown else HIDDEN
    return {
        "backpack": slots,
        "overflow": overflow,
        "items": sum(1 for x in slots if x is not None),
        "hidden": slots.count(HIDDEN) + (overflow == HIDDEN),
    }


def _hidden_places(s: RelicState, seat: int) -> list[tuple[int, int]]:
    """(owner, slot) of every item `seat` has not seen; slot 8 is the overflow."""
    out = []
    for owner, pack in enumerate(s.pack):
        if owner == seat:
            continue
        known = s.known[owner]
        out += [(owner, i) for i, x in enumerate(pack) if x >= 0 and not (known >> i) & 1]
        if s.overflow_seat == owner and not known & OVERFLOW_BIT:
            out.append((owner, len(pack)))
    return out


def redraw_hidden(s: RelicState, seat: int, rng: random.Random) -> None:
    """Put the supplies `seat` has not seen back among the bag's tokens and draw
    them again: every guess `seat` could make with equal odds."""
    places = _hidden_places(s, seat)
    if not places:
        return
    tokens = [i for i, c in enumerate(s.bag) for _ in range(c)]
    for owner, slot in places:
        tokens.append(s.overflow if slot == len(s.pack[owner]) else s.pack[owner][slot])
    tokens.sort()  # the same for every state `seat` cannot tell apart
    rng.shuffle(tokens)
    for owner, slot in places:
        item = tokens.pop()
        if slot == len(s.pack[owner]):
            s.overflow = item
        else:
            pack = s.pack[owner]
            s.pack[owner] = (*pack[:slot], item, *pack[slot + 1 :])
    bag = [0] * len(s.bag)
    for t in tokens:
        bag[t] += 1
    s.bag = tuple(bag)


def rewrite_draws(s: RelicState, seat: int, rng: random.Random) -> None:
    """Face-down draws `seat` did not see now name the guess's hidden items,
    while they last; a draw since shown or used names a supply at random."""
    held: dict[int, list[int]] = {}
    for i in sorted(s.secret):
        owners = s.secret[i]
        if seat in owners:
            continue
        owner = owners[0]
        left = held.get(owner)
        if left is None:
            left = held[owner] = [
                s.overflow if slot == len(s.pack[owner]) else s.pack[owner][slot]
                for o, slot in _hidden_places(s, seat)
                if o == owner
            ]
            rng.shuffle(left)
        item = left.pop() if left else rng.choice(_BAG_KINDS)
        s.history[i] = Action(BAG, item)
