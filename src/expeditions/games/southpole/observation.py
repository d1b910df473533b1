"""One seat's view of the table: everything public, plus the faces it peeked at.

`resample` is the other side of it: a guess at the whole table for one seat,
the faces it has not seen drawn again, for search bots to plan on.
"""

from __future__ import annotations

import random
from typing import Any

from expeditions.core.observation import Shared, header

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
from .state import CHECK, SETUP, SouthPoleTable


def face_of(tile: int) -> dict[str, Any]:
    need = NEED[tile]
    return {
        "tile": tile,
        "need": {COLOURS[c]: need[c] for c in range(3) if need[c]},
        "camp": bool(PRINTED_CAMP[tile]),
        "flag": bool(FLAG_SYMBOL[tile]),
    }


_FIXED = tuple((LABELS[t], HEXES[t], KIND_NAMES[KINDS[t]], FLAG_NUMBERS[t]) for t in range(SPACES))
"""What never changes about a space: label, hex, kind, flag number."""


_SEEN: dict[tuple[int, ...], dict[str, Any]] = {}
"""Spaces as seen, by everything seeing them depends on: the table pushes the whole
map on every move, and little of it changes. Observations share them, as
observations are read and never written."""


Board = tuple[Shared, list[int], list[Any]]
"""Spaces, tiles face down by back colour, and the points so far."""

_BOARDS: dict[tuple[int, int], tuple[tuple[list[int], ...], Board]] = {}
"""A board as last seen, by its lists' identity and the seat: board lists are
never written in place once dealt (`SouthPoleTable.own_board`), so the same lists are
the same board. Each entry holds its lists, so no other list takes their identity."""


def _board(s: SouthPoleTable, seat: int | None) -> Board:
    """Every space as `seat` sees it (shared by every observation of this board, see
    `Shared`), how many tiles of each back colour lie face down, and each seat's points."""
    if s.phase == SETUP:  # the deal writes the backs in place
        spaces, face_down = _seen_spaces(s, seat)
        return Shared(spaces), face_down, breakdown(s)
    lists = (s.face, s.shown, s.seen, s.back, s.planted, s.camps, s.tents)
    key = (id(s.face), -1 if seat is None else seat)
    known = _BOARDS.get(key)
    if known is None or any(a is not b for a, b in zip(known[0], lists, strict=True)):
        if len(_BOARDS) > 4096:
            _BOARDS.clear()
        spaces, face_down = _seen_spaces(s, seat)
        known = _BOARDS[key] = (lists, (Shared(spaces), face_down, breakdown(s)))
    spaces, face_down, final = known[1]
    return spaces, face_down[:], final[:]


def _seen_spaces(s: SouthPoleTable, seat: int | None) -> tuple[list[dict[str, Any]], list[int]]:
    tents_at: dict[int, tuple[int, ...]] = {}
    for p, at in enumerate(s.tents):
        tents_at[at] = (*tents_at.get(at, ()), p)
    bit = 0 if seat is None else 1 << seat
    players = len(s.tents)
    out = []
    face_down = [0, 0, 0]
    for t in range(SPACES):
        face, shown, seen, back = s.face[t], s.shown[t], s.seen[t], s.back[t]
        if back >= 0 and not shown:
            face_down[back] += 1
        known = face if face >= 0 and (shown or seen & bit) else -1
        key = (t, known, shown, seen, back, s.planted[t], s.camps[t], players,
               *tents_at.get(t, ()))  # fmt: skip
        space = _SEEN.get(key)
        if space is None:
            if len(_SEEN) > 100_000:
                _SEEN.clear()
            space = _SEEN[key] = _space(s, t, known, players, tents_at.get(t, ()))
        out.append(space)
    return out, face_down


def _space(
    s: SouthPoleTable, t: int, known: int, players: int, tents: tuple[int, ...]
) -> dict[str, Any]:
    label, hexes, kind, number = _FIXED[t]
    back, seen, planted = s.back[t], s.seen[t], s.planted[t]
    return {
        "label": label,
        "hex": list(hexes),
        "kind": kind,
        "number": number,
        "back": COLOURS[back] if back >= 0 else None,
        "face_up": bool(s.shown[t]),
        "face": face_of(known) if known >= 0 else None,
        "peeked_by": [p for p in range(players) if seen >> p & 1],
        "camp_marker": bool(s.camps[t]),
        "flag": planted if planted >= 0 else None,
        "tents": list(tents),
    }


def observe(s: SouthPoleTable, seat: int | None) -> dict[str, Any]:
    in_check = s.phase == CHECK and not s.rolling and s.drawing < 0
    spaces, face_down, final = _board(s, seat)
    return header(
        s,
        seat,
        final=final,
        turn=s.turn,
        spaces=spaces,
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
        face_down=face_down,
        winner=s.winner if s.winner >= 0 else None,
        over=s.is_terminal(),
    )


# --- a guess at what the seat has not seen ---------------------------------------


def resample(s: SouthPoleTable, seat: int, rng: random.Random) -> SouthPoleTable:
    """Faces others peeked at go back to their piles and are drawn again."""
    guess = s.clone()
    assert isinstance(guess, SouthPoleTable)
    _redraw(guess, seat, rng)
    _rewrite_secrets(s, guess, seat)
    return guess


def lookahead_resample(s: SouthPoleTable, seat: int, rng: random.Random) -> SouthPoleTable:
    """`resample`'s guess, by the same draws, on a copy without history or secrets."""
    guess = s.lookahead_copy()
    _redraw(guess, seat, rng)
    return guess


def _redraw(guess: SouthPoleTable, seat: int, rng: random.Random) -> None:
    """Faces `seat` has not seen go back to their piles and are drawn again."""
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
