"""A guess at what a seat has not seen, for search: closed backpacks (p.7, p.34).

The stack, the bag and the feature relics are drawn only when they turn up,
so they stay chance nodes. What is fixed and unseen is the supplies other
seats drew face down: they go back among the bag's tokens and are drawn again.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .actions import BAG, Action
from .backpack import OVERFLOW_BIT
from .components import BAG_START
from .walks import board_of

if TYPE_CHECKING:
    from .state import RelicTable

_BAG_KINDS = [i for i, c in enumerate(BAG_START) if c]
_DRAWS = tuple(Action(BAG, i) for i in range(len(BAG_START)))
"""The bag draw of each kind, built once: a guess rewrites dozens of draws."""


def _hidden_places(s: RelicTable, seat: int) -> list[tuple[int, int]]:
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


def redraw_hidden(s: RelicTable, seat: int, rng: random.Random) -> None:
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


def rewrite_draws(s: RelicTable, seat: int, rng: random.Random) -> None:
    """Face-down draws `seat` did not see now name the guess's hidden items,
    while they last; a draw since shown or used names a supply at random."""
    history = s.history
    for i, item in _rewritten(s, s.secret, seat, rng):
        history[i] = _DRAWS[item]


def _rewritten(
    s: RelicTable, secret: dict[int, tuple[int, ...]], seat: int, rng: random.Random
) -> Iterator[tuple[int, int]]:
    """The log entry and the item it is to name, for each draw of `secret`
    that `seat` did not see, in log order: `rewrite_draws`' draws."""
    held: dict[int, list[int]] = {}
    kinds = len(_BAG_KINDS)
    draw = rng._randbelow  # what `rng.choice(_BAG_KINDS)` draws, without its checks
    for i, owners in sorted(secret.items()):
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
        yield i, (left.pop() if left else _BAG_KINDS[draw(kinds)])


def resample(s: RelicTable, seat: int, rng: random.Random) -> RelicTable:
    """A full state `seat` cannot tell from `s`: the hidden supplies drawn again.

    The board is public: read once on `s`, every guess shares it."""
    board_of(s)
    guess = s.clone()
    redraw_hidden(guess, seat, rng)
    rewrite_draws(guess, seat, rng)
    guess._judged = {}
    return guess


def lookahead_resample(s: RelicTable, seat: int, rng: random.Random) -> RelicTable:
    """`resample`'s guess, by the same draws, on a copy without history or
    secrets: the log's rewriting is drawn, for the draws' sake, not written."""
    board_of(s)
    guess = s.lookahead_copy()
    redraw_hidden(guess, seat, rng)
    for _ in _rewritten(guess, s.secret, seat, rng):
        pass
    guess._judged = {}
    return guess
