"""A guess at the whole table for one seat: the faces it has not seen drawn again.

Search bots plan on such guesses; each is consistent with what the seat's
observation shows.
"""

from __future__ import annotations

import random

from .actions import TILE_ACTIONS
from .components import KINDS, SPACES, pool_index
from .rules import fix_face
from .state import SouthPoleTable


def resample(s: SouthPoleTable, seat: int, rng: random.Random) -> SouthPoleTable:
    """Faces others peeked at go back to their piles and are drawn again."""
    guess = s.clone()
    assert isinstance(guess, SouthPoleTable)
    bit = 1 << seat
    redraw = [
        t
        for t in range(SPACES)
        if guess.face[t] >= 0 and not guess.shown[t] and not guess.seen[t] & bit
    ]
    for t in redraw:
        i = pool_index_of(guess, t)
        guess.pools[i] = tuple(sorted((*guess.pools[i], guess.face[t])))
        guess.face[t] = -1
    for t in redraw:
        i = pool_index_of(guess, t)
        pile = guess.pools[i]
        tile = pile[rng.randrange(len(pile))]
        fix_face(guess, t, tile)
    _rewrite_secrets(s, guess, seat)
    return guess


def _rewrite_secrets(s: SouthPoleTable, guess: SouthPoleTable, seat: int) -> None:
    """Secret draws the seat did not see now name the guessed faces."""
    for i, seats in s.secret.items():
        if seat in seats:
            continue
        space = guess.history[i - 1].a
        if guess.face[space] >= 0:
            guess.history[i] = TILE_ACTIONS[guess.face[space]]


def pool_index_of(s: SouthPoleTable, space: int) -> int:
    """The pile a face on `space` comes from: its kind of space and its back."""
    return pool_index(KINDS[space], s.back[space])
