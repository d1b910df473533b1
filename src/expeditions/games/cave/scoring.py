"""Victory points: exploration and depth tokens, then the four majorities.

At the end an explorer not back on the base camp scores nothing and takes no
part in the majorities; before the end everyone counts, as a running total.
"""

from __future__ import annotations

from collections.abc import Iterator

from .components import (
    BASE,
    MAJORITY_CATEGORIES,
    MAJORITY_FIRST,
    MAJORITY_SECOND,
    TOKEN_NAMES,
    TOKEN_POINTS,
    depth_token_points,
)
from .explorer import DEPTHS, POS, TOKENS
from .state import OVER, CaveTable


def depth_levels(mask: int) -> list[int]:
    return [level for level in range(1, mask.bit_length()) if mask >> level & 1]


def category_counts(p: list[int]) -> tuple[int, int, int, int]:
    """Traverse, water, photo, and squeeze tokens of every difficulty together."""
    t = p[TOKENS : TOKENS + 6]
    return (t[0], t[1], t[2], t[3] + t[4] + t[5])


def majority_awards(counts: list[int | None]) -> list[int]:
    """8 to the most, 4 to the second; ties as the rulebook says (None: left out).

    Two tied for most get 4 each and nobody is second; three or more tied for
    most get nothing; a tie for second gets nothing. A player needs at least
    one token to place (design).
    """
    awards = [0] * len(counts)
    values = sorted({c for c in counts if c}, reverse=True)
    if not values:
        return awards
    top = [i for i, c in enumerate(counts) if c == values[0]]
    if len(top) == 1:
        awards[top[0]] = MAJORITY_FIRST
        if len(values) > 1:
            second = [i for i, c in enumerate(counts) if c == values[1]]
            if len(second) == 1:
                awards[second[0]] = MAJORITY_SECOND
    elif len(top) == 2:
        for i in top:
            awards[i] = MAJORITY_SECOND
    return awards


def eligible(state: CaveTable) -> list[bool]:
    """Who counts: everyone while playing (and in a stopped game, whose scores
    are as they stood); once the rules end the game, the teams at base (p.12)."""
    if state.phase != OVER:
        return [True] * state.game.players
    return [state.kind[p[POS]] == BASE for p in state.explorers]


TOKEN_ROW, DEPTH_ROW, MAJORITY_ROW = range(3)


def _points(state: CaveTable, ok: list[bool]) -> Iterator[tuple[int, int, int, int]]:
    """Every point scored, as (seat, row kind, which, points), with no text
    to build: `which` is the token kind, the depth level or the majority
    category. The one reckoning behind the score sheet and the totals the
    bots read at every node of a search."""
    counts = [category_counts(p) for p in state.explorers]
    for seat, p in enumerate(state.explorers):
        if not ok[seat]:
            continue
        for k in range(len(TOKEN_NAMES)):
            n = p[TOKENS + k]
            if n:
                yield seat, TOKEN_ROW, k, n * TOKEN_POINTS[k]
        for level in depth_levels(p[DEPTHS]):
            yield seat, DEPTH_ROW, level, depth_token_points(level)
    for c in range(len(MAJORITY_CATEGORIES)):
        awards = majority_awards([counts[s][c] if ok[s] else None for s in range(len(ok))])
        for seat, points in enumerate(awards):
            if points:
                yield seat, MAJORITY_ROW, c, points


def breakdown(state: CaveTable) -> list[list[list]]:
    """Per seat, every point as [label, points]."""
    ok = eligible(state)
    out: list[list[list]] = [
        [] if ok[s] else [["not back at the base camp", 0]] for s in range(len(ok))
    ]
    for seat, row, which, points in _points(state, ok):
        if row == TOKEN_ROW:
            label = f"{state.explorers[seat][TOKENS + which]} x {TOKEN_NAMES[which]}"
        elif row == DEPTH_ROW:
            label = f"depth {25 * which} m"
        else:
            label = f"majority {MAJORITY_CATEGORIES[which]}"
        out[seat].append([label, points])
    return out


def scores(state: CaveTable) -> list[int]:
    """The totals of `breakdown`, without its labels."""
    ok = eligible(state)
    totals = [0] * len(ok)
    for seat, _, _, points in _points(state, ok):
        totals[seat] += points
    return totals


def float_scores(state: CaveTable) -> list[float]:
    """`scores` as the State hook gives them (the observation keeps whole points)."""
    return [float(s) for s in scores(state)]


def winners(state: CaveTable) -> list[int]:
    """The best total among the teams the rules let win (`eligible`), ties shared."""
    ok = eligible(state)
    totals = scores(state)
    if not any(ok):
        return []
    best = max(t for t, fit in zip(totals, ok, strict=True) if fit)
    return [seat for seat, t in enumerate(totals) if ok[seat] and t == best]
