"""One seat's view of the table: everything public, plus the faces it peeked at.

`resample` is the other side of it: a guess at the whole table for one seat,
the faces it has not seen drawn again, for search bots to plan on.
"""

from __future__ import annotations

import random
from typing import Any

from expeditions.core.observation import header

from .actions import TILE_ACTIONS
from .components import (
    COLOURS,
    FLAG_NUMBERS,
    FLAG_SYMBOL,
    HEXES,
    KIND_NAMES,
    KINDS,
    LABELS,
    NEED,
    PRINTED_CAMP,
    SPACES,
    pool_index,
)
from .rules import check_met, counts, fix_face
from .scoring import breakdown
from .state import CHECK, SouthPoleTable


def face_of(tile: int) -> dict[str, Any]:
    need = NEED[tile]
    return {
        "tile": tile,
        "need": {COLOURS[c]: need[c] for c in range(3) if need[c]},
        "camp": bool(PRINTED_CAMP[tile]),
        "flag": bool(FLAG_SYMBOL[tile]),
    }


def _space(s: SouthPoleTable, t: int, seat: int | None) -> dict[str, Any]:
    face = s.face[t]
    known = face >= 0 and (s.shown[t] or (seat is not None and s.seen[t] >> seat & 1))
    return {
        "label": LABELS[t],
        "hex": list(HEXES[t]),
        "kind": KIND_NAMES[KINDS[t]],
        "number": FLAG_NUMBERS[t],
        "back": COLOURS[s.back[t]] if s.back[t] >= 0 else None,
        "face_up": bool(s.shown[t]),
        "face": face_of(face) if known else None,
        "peeked_by": [p for p in range(len(s.tents)) if s.seen[t] >> p & 1],
        "camp_marker": bool(s.camps[t]),
        "flag": s.planted[t] if s.planted[t] >= 0 else None,
        "tents": [p for p, at in enumerate(s.tents) if at == t],
    }


def observe(s: SouthPoleTable, seat: int | None) -> dict[str, Any]:
    in_check = s.phase == CHECK and not s.rolling and s.drawing < 0
    return header(
        s,
        seat,
        final=breakdown(s),
        turn=s.turn,
        spaces=[_space(s, t, seat) for t in range(SPACES)],
        explorer=LABELS[s.at],
        cubes=s.cubes[:],
        flags_left=s.flags[:],
        dice=[
            {"colour": COLOURS[c], "pips": v if v >= 0 else None, "counts_as": COLOURS[h]}
            for c, v, h in zip(s.dice, s.pips, s.hue, strict=True)
        ],
        dice_to_roll=len(s.rolling),
        sums=dict(zip(COLOURS, counts(s), strict=True)) if s.dice else None,
        check_met=check_met(s) if in_check else None,
        face_down=[
            sum(1 for t in range(SPACES) if s.back[t] == c and not s.shown[t]) for c in range(3)
        ],
        winner=s.winner if s.winner >= 0 else None,
        over=s.is_terminal(),
    )


# --- a guess at what the seat has not seen ---------------------------------------


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
    if redraw:
        guess.own_board()
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
