"""Actions to walk from a space to every known space, for the bots' evaluation.

The evaluation asks for the walks from the explorers' spaces on thousands of
boards a game, most of them one revealed tile away from a board already
walked: every outcome of a reveal is a board of its own. A walk on a board
that only adds spaces to an earlier one is the earlier walk with the new
spaces let in: the new paths all pass through them, so only the spaces they
bring nearer are walked again. Answers are the same as a fresh search's
(tests/relic/test_walks.py checks it on many random positions).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .components import CELLS, EMPTY, FEATURE_OF_KIND, MACHETE, NEEDED_FOR, NEIGH, QUICKSAND, VINE

if TYPE_CHECKING:
    from .state import RelicTable

FAR = 99
"""Walks longer than this are not counted: no space is that far."""

BEYOND = FAR + 1

GEAR = (MACHETE, VINE, *NEEDED_FOR)
"""The supplies a walk depends on: which ones the backpack holds is part of its key."""

NEW_AT_MOST = 12
"""An earlier walk is reused while the board has at most this many new spaces;
beyond it a fresh search costs less."""

WALKS_KEPT = 1024


def _steps(cell: int) -> tuple[tuple[int, int, int], ...]:
    """(direction, neighbour, direction back) for each neighbour on the board."""
    return tuple((e, n, (e + 3) % 6) for e, n in enumerate(NEIGH[cell]) if n >= 0)


STEPS = tuple(_steps(c) for c in range(len(NEIGH)))


@functools.lru_cache(maxsize=WALKS_KEPT)
def gear_of(pack: tuple[int, ...], fetched: int = -1) -> tuple[bool, ...]:
    """Which supplies of GEAR the backpack holds, with `fetched` added when given."""
    return tuple(g in pack or g == fetched for g in GEAR)


@functools.cache
def barred(gear: tuple[bool, ...]) -> frozenset[int]:
    """The kinds of space a backpack with `gear` (held or not, per GEAR) cannot enter."""
    held = {g for g, h in zip(GEAR, gear, strict=True) if h}
    out = {EMPTY}
    out.update(k for k, f in FEATURE_OF_KIND.items() if NEEDED_FOR[f] not in held)
    if VINE not in held:
        out.add(QUICKSAND)
    return frozenset(out)


@functools.cache
def barring(gear: tuple[bool, ...]) -> bytes:
    """`barred(gear)` as a table for `bytes.translate`: 1 for each kind of
    space a backpack with `gear` cannot enter, else 0."""
    bar = barred(gear)
    return bytes(1 if k in bar else 0 for k in range(256))


def spread(
    kind, dense, wall: dict[int, int], gear: tuple[bool, ...], dist: dict[int, int], seeds
) -> dict[int, int]:
    """Walk on from `seeds` (spaces of `dist`), shortening `dist` in place, on
    the board of `kind` (bytes or a bytearray), `dense` and `wall`.

    `dist` must hold lengths of real walks, and every move out of a space of
    `dist` other than the seeds must be allowed for already: then every space
    comes out at its shortest walk (spaces are taken in order of distance; a
    move costs 1, or 2 across dense jungle without a machete).
    """
    machete = gear[0]
    bar = kind.translate(barring(gear))  # per space: 1 where I cannot go
    get = dist.get
    buckets: list[list[int]] = []
    for c in seeds:
        d = dist[c]
        while len(buckets) <= d:
            buckets.append([])
        buckets[d].append(c)
    d = 0
    while d < len(buckets):
        step = d + 1
        for c in buckets[d]:
            if dist[c] != d:
                continue
            walls = wall.get(c, 0) if wall else 0
            rough = 0 if machete else dense[c]
            for e, n, back in STEPS[c]:
                was = get(n, BEYOND)
                if was <= step or bar[n] or (walls >> e) & 1:
                    continue  # no shorter this way, or no way at all
                if machete or not ((rough >> e) & 1 or (dense[n] >> back) & 1):
                    nd = step
                else:
                    nd = step + 1
                if nd < was:
                    dist[n] = nd
                    while len(buckets) <= nd:
                        buckets.append([])
                    buckets[nd].append(n)
        d += 1
    return dist


def _let_in(s: RelicTable, gear: tuple[bool, ...], dist: dict[int, int], new: list[int]) -> list:
    """Give each of the `new` spaces the shortest single move into it from a
    space of `dist`, and return those reached: the seeds that walk on from
    them (`spread`). `dist` is already shortest between the other spaces, so
    any shorter walk passes through a new space, and no other move out of
    the spaces walked needs looking at again."""
    kind = s.kind
    dense = s.dense
    wall = s.wall
    machete = gear[0]
    bar = barring(gear)
    get = dist.get
    seeds = []
    for c in new:
        if bar[kind[c]]:
            continue
        best = BEYOND
        rough = 0 if machete else dense[c]
        for e, n, back in STEPS[c]:  # e: from c to n; back: from n into c
            d = get(n)
            if d is None or d >= best or (wall and (wall.get(n, 0) >> back) & 1):
                continue
            if machete or not ((rough >> e) & 1 or (dense[n] >> back) & 1):
                d += 1
            else:
                d += 2
            if d < best:
                best = d
        if best < BEYOND:
            dist[c] = best
            seeds.append(c)
    return seeds


def search(s: RelicTable, gear: tuple[bool, ...], start: int) -> dict[int, int]:
    """A fresh search: actions to walk from `start` to each space within FAR."""
    return spread(s.kind, s.dense, s.wall, gear, {start: 0}, (start,))


class _Board:
    """A board walked before: its spaces, dense jungle and walls as they were."""

    __slots__ = ("dense", "kind", "wall")

    def __init__(self, kind: bytes, dense: bytes, wall: dict[int, int]) -> None:
        self.kind = kind
        self.dense = dense
        self.wall = wall


def _differing(a: bytes, b: bytes) -> Iterator[int]:
    """The places where two boards' bytes differ, in order, read off the set
    bits of their difference."""
    apart = int.from_bytes(a, "little") ^ int.from_bytes(b, "little")
    while apart:
        c = ((apart & -apart).bit_length() - 1) >> 3
        yield c
        apart &= ~(0xFF << (c << 3))


def _changes(old: _Board, s: RelicTable, kind: bytes, dense: bytes, start: int) -> list[int] | None:
    """The spaces whose kind differs between `old` and `s`, when every move
    between the other spaces is as it was (dense jungle and walls alike);
    else None. Moves into unrevealed spaces are never made, so their dense
    jungle and walls do not count."""
    new = list(_differing(kind, old.kind))
    if start in new:
        return None
    if dense != old.dense:
        for c in _differing(dense, old.dense):
            if c not in new and (kind[c] != EMPTY or c == start):
                return None
    wall = s.wall
    if wall != old.wall:
        for c in set(wall) | set(old.wall):
            if c in new or (kind[c] == EMPTY and c != start):
                continue
            changed = wall.get(c, 0) ^ old.wall.get(c, 0)
            for e, n, _ in STEPS[c]:
                if (changed >> e) & 1 and n not in new and kind[n] != EMPTY:
                    return None
    return new


_WALKS: dict[tuple, list] = {}
_LAST: dict[tuple, tuple[_Board, dict[int, int]]] = {}


def forget() -> None:
    """Drop every walk remembered (tests start from nothing)."""
    _WALKS.clear()
    _LAST.clear()


def board_of(s: RelicTable) -> tuple[bytes, bytes, bytes]:
    """What a walk depends on besides its start and gear: the kinds of space,
    dense jungle and walls. Kept on the table until a tile changes them
    (`s._board`, shared by its copies), since most actions move explorers
    only; bytes keep their hash, and copy the table's bytearrays in one block."""
    board = s._board
    if board is None:
        board = s._board = (bytes(s.kind), bytes(s.dense), _walls(s.wall))
    return board


def _walls(wall: dict[int, int]) -> bytes:
    """The walls of every space (one bit per direction) as bytes, which keep
    their hash: a tuple of the wall's items would be hashed afresh at every
    lookup of a walk."""
    if not wall:
        return _NO_WALLS
    out = bytearray(CELLS)
    for c, walls in wall.items():
        out[c] = walls
    return bytes(out)


_NO_WALLS = bytes(CELLS)


def route(
    s: RelicTable, seat: int, start: int, fetched: int = -1, board: tuple | None = None
) -> list:
    """[walks, frontier, way out, beside] from `start` for `seat`'s backpack,
    with the supply `fetched` added when given: the walks, then room for the
    actions to the nearest unrevealed jungle and to the nearest landing
    clearing (None until the evaluation asks), and for the actions to reach
    spaces or their sides (filled in as the evaluation asks).

    Answers are remembered by everything they depend on: the start, which
    supplies that matter are held, and `board` (`board_of(s)`, read here
    when not given).
    """
    gear = gear_of(s.pack[seat], fetched)
    if board is None:
        board = board_of(s)
    key = (start, gear, board)
    found = _WALKS.get(key)
    if found is None:
        if len(_WALKS) >= WALKS_KEPT:
            _WALKS.clear()
            _LAST.clear()
        found = _WALKS[key] = [_walk(s, gear, start, board[0], board[1]), None, None, {}]
    return found


def nowhere() -> list:
    """A `route` that reaches no space (its own, to be filled in like any other)."""
    return [{}, None, None, {}]


def _walk(s: RelicTable, gear: tuple[bool, ...], start: int, kind: bytes, dense: bytes) -> dict:
    """The walks from `start`, from the last board walked from there with the
    same gear when it differs in a few spaces only, else a fresh search.

    The last board becomes the part both boards share (the spaces that
    differ left unrevealed), so that every outcome of one reveal is walked
    from the board before it.
    """
    here = (start, gear)
    last = _LAST.get(here)
    if last is not None:
        board, walked = last
        new = _changes(board, s, kind, dense, start)
        if new is not None and 0 < len(new) <= NEW_AT_MOST:
            if any(board.kind[c] != EMPTY for c in new):
                shared = bytearray(kind)
                for c in new:
                    shared[c] = EMPTY
                walked = spread(shared, s.dense, s.wall, gear, {start: 0}, (start,))
                _LAST[here] = (_Board(bytes(shared), dense, dict(s.wall)), walked)
            dist = dict(walked)
            return spread(s.kind, s.dense, s.wall, gear, dist, _let_in(s, gear, dist, new))
    dist = search(s, gear, start)
    _LAST[here] = (_Board(kind, dense, dict(s.wall)), dict(dist))
    return dist
